// Spelling Bee — "New puzzle": a random board (with or without S, a range of word counts) or the
// puzzle of the day. The fields' limits are the solver's (bee.random); errors show next to them.
import { h, field, numberParam } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { t } from "../../components/i18n.js";
import { defaultOf, numberInput } from "../../components/schema.js";

export class NewGame {
  /** @param {{picker, schema, onRandom: (params) => void, onDaily: () => void}} o */
  constructor({ picker, schema, onRandom, onDaily }) {
    this.excludeS = h("input", { type: "checkbox", id: "bee-exclude-s", checked: defaultOf(schema, "bee.random", "exclude_s") });
    // 20 to 60 words, not the solver's default range: a board worth playing, neither thin nor endless
    const count = (name, value) => numberInput(schema, "bee.random", name, { id: `bee-${name.replace("_", "-")}`, value, inputmode: "numeric" });
    this.minWords = count("min_words", 20);
    this.maxWords = count("max_words", 60);
    this.errors = new FieldErrors("bee-new-error",
      { exclude_s: this.excludeS, min_words: this.minWords, max_words: this.maxWords, ...picker.fields });
    this.el = h("details", { class: "bee-new" }, h("summary", {}, t("New puzzle")),
      h("div", { class: "fields" },
        h("span", { class: "field" }, this.excludeS, h("label", { for: "bee-exclude-s" }, t("No S"))),
        field("bee-min-words", t("Fewest words"), this.minWords),
        field("bee-max-words", t("Most words"), this.maxWords)),
      h("div", { class: "fields" },
        h("button", { type: "button", onclick: () => onRandom(this.params()) }, t("Random puzzle")),
        h("button", { type: "button", class: "secondary", onclick: () => onDaily() }, t("Puzzle of the day"))),
      this.errors.el);
  }

  params() {
    const params = { exclude_s: this.excludeS.checked };
    const lo = numberParam(this.minWords), hi = numberParam(this.maxWords);
    if (lo !== undefined) params.min_words = lo;
    if (hi !== undefined) params.max_words = hi;
    return params;
  }
}
