// Definitions: any word a puzzle shows opens a short definition from WordNet (the `define` action)
// when clicked, tapped, or pressed with Enter. A puzzle only marks its words — a <button> made by
// `wordButton(word)`, or an existing button given `definable(word)` — and one Definitions per
// puzzle root (the app's section or an embed) does the rest with one delegated click handler.
//
// The definition opens in a popover next to the word (kept inside the window, also on a phone);
// the focus stays on the word, Escape or a click elsewhere closes it, and the word says
// aria-expanded/aria-controls. Nothing is fetched until a word is asked for: the worker fetches the
// word's definition chunk then (and the service worker keeps it for offline use).
//
// The definitions are WordNet's, in English only: a word of a French, German or Spanish puzzle (its
// `data-language`, or the language its text is marked in: the nearest `lang`) is not looked up (an
// English sense of a French spelling would mislead); the popover says there is none in English.
// The English definitions are marked lang="en" on a page in another language.
import { h } from "./dom.js";
import { languageName, locale, t, translateMessage } from "./i18n.js";
import { Requests } from "./request.js";

const CSS = new URL("./definition.css", import.meta.url).href;
const MARGIN = 8;        // px kept between the popover and the window's edges
const answers = new Map();  // word → the define answer (found or not), for the page's lifetime
let panels = 0;

/** The attributes that make a button a definable word (for a button that exists for other reasons);
 *  `language`: the word's (its puzzle's), where it is not the language around it. */
export const definable = (word, language = null) => ({ "data-word": word, "aria-expanded": "false",
  ...(language ? { "data-language": language } : {}) });

/** A word shown as a button that opens its definition; `content` is what it shows (the word). */
export const wordButton = (word, cls = "", content = word, language = null) =>
  h("button", { type: "button", class: `word-link ${cls}`.trim(), ...definable(word, language) }, content);

/** The language of a marked word: its (or an ancestor's) `data-language`, else the language its text
 *  is in (the nearest `lang`, through a custom element's shadow root), else English. */
export function languageOf(word) {
  const said = word.closest("[data-language]")?.dataset.language;
  if (said) return said.toLowerCase();
  for (let el = word; el; el = el.getRootNode?.().host ?? null) {
    const marked = el.closest("[lang]");
    if (marked?.lang) return marked.lang.toLowerCase().split("-")[0];
  }
  return "en";
}

const ENGLISH = locale === "en" ? {} : { lang: "en" };  // WordNet's words, on a page in another language

/** Words as definable buttons with `sep` between them (for a line such as "dire, ride"). */
export const wordButtons = (words, sep = ", ", cls = "") =>
  words.flatMap((w, i) => [i ? sep : null, wordButton(w, cls)]);

export class Definitions {
  /** @param {Element} root  where the marked words are (the popover is added to it)
   *  @param {{request: Function}} client  the solver client that answers `define` */
  constructor(root, client) {
    this.root = root;
    this.client = client;
    this.anchor = null;  // the word whose definition is open
    this.asks = new Requests(client);  // only the open word's answer is shown
    this.body = h("div", { class: "definition-body", role: "status" });
    this.panel = h("div", { id: `definition-${++panels}`, class: "definition", tabindex: "-1" },
      this.body,
      h("button", { type: "button", class: "definition-close", "aria-label": t("Close the definition"),
        onclick: () => this.close({ focus: true }) }, "×"));
    this.popover = "popover" in HTMLElement.prototype;
    if (this.popover) this.panel.setAttribute("popover", "manual");  // the top layer: never clipped
    else this.panel.hidden = true;
    root.append(h("link", { rel: "stylesheet", href: CSS }), this.panel);
    root.addEventListener("click", (e) => {
      const word = e.target.closest?.("[data-word]");
      if (!word || !root.contains(word) || this.panel.contains(word)) return;
      if (word === this.anchor) this.close();
      else this.open(word);
    });
    // While open: what closes it or moves it (added on open, removed on close).
    this.watch = {
      pointerdown: (e) => { if (!this.#inside(e)) this.close(); },
      focusin: (e) => { if (!this.#inside(e)) this.close(); },
      keydown: (e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();  // Escape closes the definition only (not also what is under it)
        e.preventDefault();
        this.close({ focus: this.#inside(e) });
      },
      scroll: () => this.place(),
      resize: () => this.place(),
    };
    this.observer = new MutationObserver(() => this.#follow());
  }

  #inside(e) {
    const path = e.composedPath();
    return path.includes(this.panel) || path.includes(this.anchor);
  }

  /** Show the definition of a marked word element. */
  async open(word) {
    this.close();
    this.anchor = word;
    word.setAttribute("aria-expanded", "true");
    word.setAttribute("aria-controls", this.panel.id);
    if (this.popover) this.panel.showPopover();
    else this.panel.hidden = false;
    for (const type of ["pointerdown", "focusin", "keydown"]) document.addEventListener(type, this.watch[type], true);
    addEventListener("scroll", this.watch.scroll, true);
    addEventListener("resize", this.watch.resize);
    this.observer.observe(this.root, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    const text = word.dataset.word;
    const round = this.asks.begin();
    const language = languageOf(word);
    if (language !== "en") {  // WordNet has English words only
      this.show([h("p", { class: "definition-head" }, h("strong", { lang: language }, word.textContent.trim() || text)),
        h("p", { class: "definition-english-only" }, t("Definitions in English only: there is none for this {language} word.",
          { language: languageName(language) }))]);
      return;
    }
    this.show([h("p", { class: "definition-head" }, h("strong", {}, text)), h("p", {}, t("Looking it up…"))]);
    const r = await round.wait(this.lookup(text));
    if (!r) return;
    this.show(r.error ? failure(text, r.error) : entries(r));
  }

  async lookup(word) {
    if (answers.has(word)) return answers.get(word);
    const r = await this.client.request("define", { word });
    if (!r.error) answers.set(word, r);
    return r;
  }

  show(children) {
    this.body.replaceChildren(...children);
    this.place();
  }

  /** Close it; `focus`: give the focus back to the word (the person was in the popover). */
  close({ focus = false } = {}) {
    const word = this.anchor;
    if (!word) return;
    this.anchor = null;
    this.asks.drop();
    word.setAttribute("aria-expanded", "false");
    word.removeAttribute("aria-controls");
    if (this.popover && this.panel.matches(":popover-open")) this.panel.hidePopover();
    this.panel.hidden = !this.popover;
    for (const type of ["pointerdown", "focusin", "keydown"]) document.removeEventListener(type, this.watch[type], true);
    removeEventListener("scroll", this.watch.scroll, true);
    removeEventListener("resize", this.watch.resize);
    this.observer.disconnect();
    if (focus && word.isConnected) word.focus();
  }

  /** The list was drawn again (a new found word, a new answer): follow the word, or close. */
  #follow() {
    if (!this.anchor) return;
    if (!this.anchor.isConnected) {
      const again = [...this.root.querySelectorAll("[data-word]")].find((el) => el.dataset.word === this.anchor.dataset.word);
      if (!again) { this.close(); return; }
      this.anchor = again;
      again.setAttribute("aria-expanded", "true");
      again.setAttribute("aria-controls", this.panel.id);
    }
    const el = this.anchor;
    if (el.checkVisibility ? !el.checkVisibility() : el.offsetParent === null) this.close();  // its tab or section was hidden
    else this.place();
  }

  /** Put the popover under the word (above it when there is more room there), inside the window. */
  place() {
    if (!this.anchor) return;
    const p = this.panel.style;
    const at = this.anchor.getBoundingClientRect();
    const width = document.documentElement.clientWidth, height = innerHeight;
    if (at.bottom < 0 || at.top > height) { this.close(); return; }  // scrolled out of sight
    p.maxWidth = `${Math.min(352, width - 2 * MARGIN)}px`;
    p.maxHeight = "";
    p.left = "0px";  // measured where nothing narrows it
    const below = height - at.bottom - 2 * MARGIN, above = at.top - 2 * MARGIN;
    const under = this.panel.offsetHeight <= below || below >= above;
    p.maxHeight = `${Math.max(under ? below : above, 80)}px`;
    const left = Math.max(MARGIN, Math.min(at.left, width - this.panel.offsetWidth - MARGIN));
    p.left = `${left}px`;
    p.top = `${under ? at.bottom + 4 : Math.max(MARGIN, at.top - 4 - this.panel.offsetHeight)}px`;
  }
}

/** What the popover shows for an answer: "plastering → plaster", then each lemma's senses. */
function entries(r) {
  const head = h("p", { class: "definition-head" }, h("strong", {}, r.word), r.found && r.lemma !== r.word ? ` → ${r.lemma}` : "");
  if (!r.found) return [head, h("p", {}, t("No definition for \"{word}\" in {source}.", { word: r.word, source: r.source ?? "WordNet 3.1" }))];
  const many = r.entries.length > 1;
  return [head, ...r.entries.map((e) => h("div", { class: "definition-entry", ...ENGLISH },
    many ? h("p", { class: "definition-lemma" }, e.lemma) : null,
    h("ol", {}, e.senses.map((s) => h("li", {},
      h("em", { class: "definition-pos" }, s.form ? `${s.pos} (${s.form})` : s.pos), ". ", s.gloss))))),
  h("p", { class: "definition-source" }, r.source)];
}

/** An error: offline with the word's chunk never fetched is said plainly. */
function failure(word, error) {
  const offline = error.code === "data_unavailable" && navigator.onLine === false;
  return [h("p", { class: "definition-head" }, h("strong", {}, word)),
    h("p", { class: "definition-error" }, offline
      ? t("This definition is not available offline yet: it is downloaded the first time it is looked up with a connection.")
      : translateMessage(error.message))];
}
