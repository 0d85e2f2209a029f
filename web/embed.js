// <script type="module" src=".../embed.js"></script>
// <wordloom-puzzle puzzle="bee" letters="aeginrt" center="r" mode="solve"></wordloom-puzzle>
// Attributes are the element's API. Shadow DOM keeps the host page's CSS out and ours in.
// Python starts only when an element first becomes visible; elements share the page's solver client,
// each with its own scope (Cancel in one stops only its own work).
// Each change of puzzle state is announced with a bubbling "wordloom-change" event.
import { mountPuzzle } from "./embed-mount.js";

const BASE = new URL("./", import.meta.url);

export class WordloomPuzzle extends HTMLElement {
  static define(tag = "wordloom-puzzle", registry = customElements) {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  connectedCallback() {
    if (this.shadowRoot) {  // moved in the page: open again what was there
      this.mounted?.then((m) => m?.controller.open(null));
      return;
    }
    const shadow = this.attachShadow({ mode: "open" });
    const style = document.createElement("link");
    style.rel = "stylesheet";
    style.href = new URL("style.css", BASE).href;
    this.container = document.createElement("div");
    this.container.className = "embed-root";
    this.container.textContent = "wordloom puzzle — starts when visible";
    shadow.append(style, this.container);
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        this.observer.disconnect();
        this.start();
      }
    });
    this.observer.observe(this);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.mounted?.then((m) => m?.close());  // listeners, timers and this element's requests go with it
  }

  attrs() {
    return Object.fromEntries([...this.attributes].map((a) => [a.name, a.value]));
  }

  start() {
    this.mounted = mountPuzzle(this.container, this.attrs(), {
      base: BASE,
      onState: (state) => this.dispatchEvent(new CustomEvent("wordloom-change", { detail: state, bubbles: true, composed: true })),
    });
  }
}

WordloomPuzzle.define();
