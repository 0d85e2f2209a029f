// The one game pattern every puzzle's Play follows:
// - Give up asks once more before it ends the game (two presses, the same in every puzzle: the
//   first turns the button into a question and explains it; any other move, or 6 s, takes it back);
// - a game that is over has its inputs disabled and its leftovers (a half-typed word, a drawn path)
//   cleared, and offers only what makes sense after it (Play again, Challenge, Open in Solve);
// - a game in progress is kept in the browser (Store) and resumes after a reload.
import { announce } from "./announcer.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

export class GiveUpButton extends EventTarget {
  /**
   * @param {{label?: string, question?: string, explain?: string, status: Element}} o  `status` is
   *   where the explanation appears; "confirm" fires on the second press.
   */
  constructor({ label = t("Give up"), question = t("Show the answers?"), explain = t("Press again to end the game and see every answer."), status }) {
    super();
    Object.assign(this, { label, question, explain, status });
    this.timer = 0;
    this.el = h("button", { type: "button", class: "secondary give-up", onclick: () => this.#press() }, label);
  }

  #press() {
    if (this.el.dataset.armed) {
      this.disarm();
      this.dispatchEvent(new Event("confirm"));
      return;
    }
    this.el.dataset.armed = "1";
    this.el.textContent = this.question;
    this.before = this.status?.textContent ?? "";
    if (this.status) this.status.textContent = this.explain;
    announce(this.el, this.explain);  // the button's new name alone is not read out
    this.timer = setTimeout(() => this.disarm(), 6000);
  }

  /** Take back a first press (the person did something else). */
  disarm() {
    clearTimeout(this.timer);
    if (!this.el.dataset.armed) return;
    delete this.el.dataset.armed;
    this.el.textContent = this.label;
    if (this.status && this.status.textContent === this.explain) this.status.textContent = this.before;
  }

  get armed() { return !!this.el.dataset.armed; }
  close() { this.disarm(); }
}

/**
 * The end state of a game: every input, select and button under `area` disabled except those in
 * `keep` and the words (a word's definition opens after the game too); or all enabled again when
 * `over` is false.
 */
export function setGameOver(area, over, keep = []) {
  for (const el of area.querySelectorAll("input, button, select, textarea")) {
    if (keep.includes(el) || el.hasAttribute("data-word")) continue;
    el.disabled = over;
  }
  area.classList.toggle("game-over", over);
}
