// Letter Boxed — Play's word field: typing (or the box's letters) builds the word, each change
// judged by the solver (letterboxed.check with `typing`) before it counts; a refused letter is taken back with the reason beside the
// field. Backspace on the lone start letter brings the last word back to edit; Enter submits.
import { h } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { t, translateMessage } from "../../components/i18n.js";
import { typedLetters } from "../../components/language.js";
import { upper } from "./state.js";


export class WordEntry {
  /** @param {import("./play.js").LbPlay} play  the view whose game this field plays */
  constructor(play) {
    this.play = play;
    this.pending = null;  // the latest text typed, until the solver has judged it
    this.input = h("input", { id: "lb-word", name: "word", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", enterkeyhint: "enter", size: 14 });
    this.errors = new FieldErrors("lb-word-error", { word: this.input, typing: this.input }, {}, { announced: true });
    this.el = h("form", { class: "lb-word-form", novalidate: true },
      h("div", { class: "fields" }, h("label", { for: "lb-word" }, t("Your word")), this.input,
        h("button", { type: "submit" }, t("Enter")),
        h("button", { type: "button", class: "secondary", "aria-label": t("Delete the last letter"), onclick: () => this.backspace() }, "⌫")),
      this.errors.el);
    onSubmit(this.el, () => play.enqueue(() => play.submit()));
    this.input.addEventListener("input", () => this.type(this.#edited()));
    this.input.addEventListener("focus", () => this.input.setSelectionRange(this.input.value.length, this.input.value.length));
    this.input.addEventListener("keydown", (e) => {
      const { selectionStart: a, selectionEnd: b } = this.input;
      if (e.key === "Backspace" && play.game?.words.length && this.input.value.length <= 1 && a <= 1 && a === b) {
        e.preventDefault();
        this.backspace();
      }
    });
  }

  /** The field's text after an edit. Letters typed in front of the whole word (the caret was at its
   *  start, e.g. after the field took the focus) are added at its end: a word grows at its end. */
  #edited() {
    const v = this.input.value, before = this.written, at = this.input.selectionStart ?? v.length;
    const front = before && v.length > before.length && at === v.length - before.length && v.endsWith(before);
    return front ? before + v.slice(0, at) : v;
  }

  /** The word being typed, as the game has it (unless newer typing waits for its verdict). */
  show(current) {
    if (this.pending == null) this.#write(current);
  }

  /** The person typed: show it at once, and have the solver judge it in turn. */
  type(text) {
    const g = this.play.game;
    if (!g || g.over) return;
    const clean = typedLetters(text, g.language, g.sides.join(""));  // the game's language's letters (é is e in French)
    this.pending = clean;
    this.#write(clean);
    this.play.giveUp.disarm();
    this.play.enqueue(() => this.judge(g, clean));
  }

  backspace() {
    const { play } = this;
    const g = play.game;
    if (!g || g.over) return;
    if (g.words.length && this.input.value.length <= 1) play.enqueue(() => play.undo());
    else this.type([...this.input.value].slice(0, -1).join(""));
  }

  #write(text) {
    this.written = upper(text);
    this.input.value = this.written;
  }

  async judge(g, text) {
    if (g !== this.play.game || g.over) return;
    const problem = text === g.current ? null : await this.problem(g, text);
    if (g !== this.play.game || g.over) return;
    const last = text === this.pending;  // no newer typing waits
    if (last) this.pending = null;
    if (problem) {
      if (last) { this.errors.show(problem); this.#write(g.current); }
      return;
    }
    if (last) this.errors.clear();
    this.play.typed(g, text);
  }

  /** Why `text` cannot be the word being typed after the game's words (the solver's reason, as an
   *  error for this field), or null. */
  async problem(g, text) {
    const r = await this.play.ctx.client.request("letterboxed.check", { ...g.params, words: g.words, typing: text });
    if (r.error) return r.error;
    return r.typing.valid ? null : { code: r.typing.code, message: translateMessage(r.typing.reason), field: "word" };
  }
}
