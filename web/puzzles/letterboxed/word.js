// Letter Boxed — Play's word field: typing (or the box's letters) builds the word, each change
// judged by the solver before it counts; a refused letter is taken back with the reason beside the
// field. Backspace on the lone start letter brings the last word back to edit; Enter submits.
import { h } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { upper } from "./state.js";


export class WordEntry {
  /** @param {import("./play.js").LbPlay} play  the view whose game this field plays */
  constructor(play) {
    this.play = play;
    this.pending = null;  // the latest text typed, until the solver has judged it
    this.input = h("input", { id: "lb-word", name: "word", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", enterkeyhint: "enter", size: 14 });
    this.errors = new FieldErrors("lb-word-error", { word: this.input });
    this.el = h("form", { class: "lb-word-form", novalidate: true },
      h("div", { class: "fields" }, h("label", { for: "lb-word" }, "Your word"), this.input,
        h("button", { type: "submit" }, "Enter"),
        h("button", { type: "button", class: "secondary", "aria-label": "Delete the last letter", onclick: () => this.backspace() }, "⌫")),
      this.errors.el);
    this.el.addEventListener("submit", (e) => { e.preventDefault(); play.enqueue(() => play.submit()); });
    this.input.addEventListener("input", () => this.type(this.input.value));
    this.input.addEventListener("focus", () => this.input.setSelectionRange(this.input.value.length, this.input.value.length));
    this.input.addEventListener("keydown", (e) => {
      const { selectionStart: a, selectionEnd: b } = this.input;
      if (e.key === "Backspace" && play.game?.words.length && this.input.value.length <= 1 && a <= 1 && a === b) {
        e.preventDefault();
        this.backspace();
      }
    });
  }

  /** The word being typed, as the game has it (unless newer typing waits for its verdict). */
  show(current) {
    if (this.pending == null) this.input.value = upper(current);
  }

  /** The person typed: show it at once, and have the solver judge it in turn. */
  type(text) {
    const g = this.play.game;
    if (!g || g.over) return;
    const clean = text.toLowerCase().replace(/[^a-z]/g, "");
    this.pending = clean;
    this.input.value = upper(clean);
    this.play.giveUp.disarm();
    this.play.enqueue(() => this.judge(g, clean));
  }

  backspace() {
    const { play } = this;
    const g = play.game;
    if (!g || g.over) return;
    if (g.words.length && this.input.value.length <= 1) play.enqueue(() => play.undo());
    else this.type(this.input.value.slice(0, -1));
  }

  async judge(g, text) {
    if (g !== this.play.game || g.over) return;
    const latest = () => text === this.pending;
    let clean = text, problem = clean === g.current ? null : await this.problem(g, clean);
    // typed in front of the word so far (the caret was at the start): the letters go at the end
    const front = g.current && clean.length > g.current.length && clean.endsWith(g.current)
      ? g.current + clean.slice(0, clean.length - g.current.length) : null;
    if (problem && front && !(await this.problem(g, front))) [clean, problem] = [front, null];
    if (g !== this.play.game || g.over) return;
    const last = latest();
    if (last) this.pending = null;
    if (problem) {
      if (last) { this.errors.show(problem); this.input.value = upper(g.current); }
      return;
    }
    if (last) this.errors.clear();
    this.play.typed(g, clean);
  }

  /**
   * Why `text` cannot be the word being typed after the game's words, as an error for this field
   * ({message, field}), or null.
   * TODO(pyapi): letterboxed.check judging the word being typed replaces this copy of the solver's
   * word_problem (not on the box, same side, not starting with the last letter).
   */
  async problem(g, text) {
    const side = (c) => g.sides.findIndex((s) => s.includes(c));
    const start = g.next;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      let message = null;
      if (side(c) < 0) message = `${upper(c)} is not on the box.`;
      else if (i === 0 && start && c !== start) message = `The next word starts with ${upper(start)}, the last letter of ${upper(g.words[g.words.length - 1])}.`;
      else if (i && side(c) === side(text[i - 1])) message = `${upper(text[i - 1])} and ${upper(c)} are on the same side.`;
      if (message) return { message, field: "word" };
    }
    return null;
  }
}
