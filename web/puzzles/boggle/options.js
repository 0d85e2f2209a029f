// Boggle — what every view shares: the word list and the minimum word length (above the tabs),
// the puzzle's language (the chosen list's: its letters and folds are the catalog's, read by
// components/language.js), and the form fields whose limits come from the action catalog.
import { h, field, numberParam } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { typedLetters } from "../../components/language.js";
import { WordListPicker } from "../../components/wordlist.js";
import { fieldOf, numberInput as catalogInput } from "../../components/schema.js";
import { DEFAULT_LIST } from "./state.js";

export class Options {
  /** @param {{lists, schema}} ctx */
  constructor(ctx) {
    this.picker = new WordListPicker("boggle-dictionary", ctx.lists, DEFAULT_LIST);
    this.minLength = numberInput(ctx, "boggle.solve", "min_length", { id: "boggle-min", inputmode: "numeric", placeholder: t("auto") });
    this.fields = { min_length: this.minLength, ...this.picker.fields };
    this.lists = ctx.lists;
    this.el = h("div", { class: "fields boggle-options" }, this.picker.el, field("boggle-min", t("Min letters"), this.minLength));
  }

  /** The puzzle's language code: the chosen list's (en for one's own words). */
  get language() { return this.picker.language; }

  /** Text as the puzzle's letters (language.js `typedLetters`): lower case, composed, the
   *  language's folds made ("É" is e in French, "ß" is ss in German; "Ñ" stays ñ in Spanish),
   *  anything else left out. */
  letters(text) { return typedLetters(text, this.language); }

  /** {min_length?} as typed: blank asks for the size's default; anything else goes to the solver as is. */
  minParam() {
    const v = numberParam(this.minLength);
    return v === undefined ? {} : { min_length: v };
  }

  /** The request fields of both options. */
  params() { return { ...this.minParam(), ...this.picker.params() }; }

  /** The state fields of both options (a custom list is not part of a link). */
  stateFields() {
    const out = {};
    if (this.picker.stateName) out.dictionary = this.picker.stateName;
    const { min_length: min } = this.minParam();
    if (typeof min === "number") out.min_length = min;
    return out;
  }

  /** A state's options back in the fields (a state that names no list keeps one's own words). */
  set(state) {
    if (state.dictionary || this.picker.value !== "custom") this.picker.set(state.dictionary);
    this.minLength.value = state.min_length ?? "";
  }

  /** What the bar says while the chosen list's index is built. */
  indexing() {
    const list = this.lists.find((l) => l.name === this.picker.value);
    return list ? tn(list.words, { one: "Indexing {title} ({n} word; first use only)…", other: "Indexing {title} ({n} words; first use only)…" },
      { title: list.title }) : t("Indexing your word list (first use only)…");
  }
}

/** A number input for the action's declared field (schema.js numberInput: the catalog's limits,
 *  tooltip and default), in Boggle's style. */
export const numberInput = ({ schema }, action, name, attrs) => catalogInput(schema, action, name, { class: "boggle-num", ...attrs });

/** A size select: boggle.generate's declared size range (3×3 … 6×6), 4×4 chosen. Without the
 *  action catalog (it could not be read) only 4×4 is offered. */
export function sizeSelect(id, schema) {
  const f = fieldOf(schema, "boggle.generate", "size");
  const sizes = f ? Array.from({ length: f.max - f.min + 1 }, (_, k) => f.min + k) : [4];
  return h("select", { id, name: "size" }, sizes.map((n) => h("option", { value: n, selected: n === 4 }, `${n}×${n}`)));
}

/** The size of board a set of real dice makes, as the action catalog publishes it (null: one of
 *  the generators, which make any size; or no catalog: boggle.generate then says what is wrong). */
export function diceSize(schema, method) {
  return schema?.actions?.["boggle.generate"]?.facts?.dice_size?.[method] ?? null;
}
