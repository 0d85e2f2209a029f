// <script type="module" src=".../embed/element.js"></script>
// <wordloom-puzzle puzzle="bee" letters="aeginrt" center="r" mode="solve" theme="auto"></wordloom-puzzle>
// Attributes are the element's API. Shadow DOM keeps the host page's CSS out and ours in; the host
// styles it through --wordloom-* custom properties, ::part(…) (style.js) and `theme`
// (auto: the host page's color scheme, else the reader's; light; dark).
// Python starts only when an element first becomes visible; elements share the page's solver client,
// each with its own scope (Cancel in one stops only its own work).
// Each change of puzzle state is announced with a bubbling "wordloom-change" event.
// `lang` (fr, de, es, en) is the language it speaks (components/i18n.js reads the page's first
// <wordloom-puzzle lang>: one language for the page's puzzles); without one, the host page's
// <html lang>, else the reader's.
import { mountPuzzle } from "./mount.js";
import { markLanguage, t } from "../components/i18n.js";
import { exposeParts, hostColorScheme, watchHostScheme } from "./style.js";

const BASE = new URL("../", import.meta.url);  // the site
const NOT_PUZZLE = new Set(["theme", "id", "class", "style", "part", "title", "hidden", "lang", "dir"]);

export class WordloomPuzzle extends HTMLElement {
  static observedAttributes = ["theme"];

  static define(tag = "wordloom-puzzle", registry = customElements) {
    if (!registry.get(tag)) registry.define(tag, this);
  }

  connectedCallback() {
    this.stopWatching = watchHostScheme(() => this.applyTheme());
    if (!this.shadowRoot) {
      const shadow = this.attachShadow({ mode: "open" });
      const style = document.createElement("link");
      style.rel = "stylesheet";
      style.href = new URL("style.css", BASE).href;
      this.container = document.createElement("div");
      this.container.className = "embed-root";
      markLanguage(this.container);  // the language it speaks, whatever the host page's
      this.container.textContent = t("wordloom puzzle — starts when visible");
      shadow.append(style, this.container);
      exposeParts(this.container);
    }
    this.applyTheme();
    if (this.mounted) {  // moved in the page: open again what was there, listening again
      this.mounted.then((m) => m?.open());
      return;
    }
    this.observer = new IntersectionObserver((entries) => {  // (again, if it left before it was seen)
      if (entries.some((e) => e.isIntersecting)) {
        this.observer.disconnect();
        this.start();
      }
    });
    this.observer.observe(this);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.stopWatching?.();
    this.mounted?.then((m) => m?.close());  // listeners, timers and this element's requests go with it
  }

  attributeChangedCallback() {
    this.applyTheme();
  }

  /** theme="light"/"dark": style.css's :host([theme]) rules. Otherwise auto: the color scheme the
   *  host page declares (CSS or meta), and where it declares none, the reader's preference. */
  applyTheme() {
    if (!this.container) return;
    const theme = this.getAttribute("theme");
    this.container.style.colorScheme = theme === "light" || theme === "dark" ? "" : hostColorScheme(this);
  }

  attrs() {
    return Object.fromEntries([...this.attributes].filter((a) => !NOT_PUZZLE.has(a.name)).map((a) => [a.name, a.value]));
  }

  start() {
    this.mounted = mountPuzzle(this.container, this.attrs(), {
      base: BASE,
      onState: (state) => this.dispatchEvent(new CustomEvent("wordloom-change", { detail: state, bubbles: true, composed: true })),
      // A game is set up: its figures (the Bee's words, pangrams and points), for the host page's text.
      onGame: (facts) => this.dispatchEvent(new CustomEvent("wordloom-game", { detail: facts, bubbles: true, composed: true })),
    }).catch((e) => {  // its code could not be fetched: say so; shown again later, it tries again
      this.container.textContent = t("wordloom: the puzzle could not be loaded ({error}).", { error: e?.message || e });
      this.mounted = null;
      return null;
    });
  }
}

WordloomPuzzle.define();
