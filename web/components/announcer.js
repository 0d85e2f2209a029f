// What a screen reader says after a move: one polite live region per puzzle (in the app's section,
// in an embed's page or shadow root). Anything inside the puzzle announces by sending a bubbling
// event (`announce(el, text)`), so a view, a game's Give up or a challenge needs no handle on it.
// Every sentence said during one turn of the page (a move's verdict, then the end it caused) is
// joined into one announcement, which replaces the one before; the same words said twice in a row
// are spoken twice (a second "not in word list" is news). Nothing else in a Play view is a live
// region, so nothing is heard twice.
import { h } from "./dom.js";

const EVENT = "wordloom-announce";

/** Have the puzzle around `el` say `text` (nothing for an empty text); `after`: after what else is
 *  said in this turn (a challenge's comparison follows the game's own result). */
export function announce(el, text, { after = false } = {}) {
  if (text) el.dispatchEvent(new CustomEvent(EVENT, { bubbles: true, detail: { text: String(text), after } }));
}

export class Announcer {
  #pending = [];
  #last = "";

  /** @param {Element} root  the puzzle's element: its announcements are said here */
  constructor(root) {
    this.el = h("div", { class: "visually-hidden announcer", role: "status", "aria-live": "polite", "aria-atomic": "true" });
    root.addEventListener(EVENT, (e) => { e.stopPropagation(); this.say(e.detail.text, e.detail); });
    root.append(this.el);
  }

  /** Say `text` once this turn of the page is over, with whatever else is said in it. */
  say(text, { after = false } = {}) {
    if (!this.#pending.length) queueMicrotask(() => this.#flush());
    this.#pending.push({ text: String(text).trim(), after });
  }

  #flush() {
    const said = [...this.#pending.filter((p) => !p.after), ...this.#pending.filter((p) => p.after)];
    let text = said.map((p) => p.text).filter(Boolean).join(" ");
    this.#pending = [];
    if (!text) return;
    // A new node each time, and the same words made to differ by a trailing no-break space:
    // screen readers skip a live region whose text did not change.
    if (text === this.#last) text += "\u00a0";
    this.#last = text;
    this.el.replaceChildren(h("p", {}, text));
  }
}
