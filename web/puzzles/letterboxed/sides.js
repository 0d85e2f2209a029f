// Letter Boxed — the Solve form's four side fields. One line typed or pasted into any of them
// ("VYQ FIG OTE XLU", "vyq-fig-ote-xlu", "VYQFIGOTEXLU") spreads over the four once the solver reads
// it as a box (letterboxed.board); a side typed in full (the catalog's side length) moves on to the
// next empty one. Whether the box is valid is the solver's to say: its message appears after the
// sides, and the side its error names (`side`) is marked.
import { h } from "../../components/dom.js";
import { t } from "../../components/i18n.js";
import { factOf } from "../../components/schema.js";
import { upper } from "./state.js";

const NAMES = [t("Side 1 (top)"), t("Side 2 (right)"), t("Side 3 (bottom)"), t("Side 4 (left)")];
const PLACEHOLDERS = ["VYQ", "FIG", "OTE", "XLU"];

export class SidesInput extends EventTarget {
  /** @param {{client, schema}} ctx  the puzzle's solver client and catalog
   *  @param {() => string} language  the puzzle's language (the chosen list's): the sides are its letters */
  constructor({ client, schema }, language = () => "en") {
    super();
    this.client = client;
    this.language = language;
    this.sideLetters = factOf(schema, "letterboxed.board", "side_letters");
    this.spreading = Promise.resolve();  // the latest line being read by the solver
    this.edits = [0, 0, 0, 0];           // per field, how often it changed: a later edit wins over a spread
    this.inputs = NAMES.map((name, i) => h("input", { id: `lb-side-${i + 1}`, name: `side${i + 1}`, class: "lb-side",
      autocomplete: "off", spellcheck: "false", autocapitalize: "characters", size: 4, placeholder: PLACEHOLDERS[i],
      "aria-label": name, "data-label": t("Sides") }));
    this.inputs.forEach((input, i) => input.addEventListener("input", () => {
      this.edits[i]++;
      const next = this.inputs[i + 1], full = this.sideLetters && new RegExp(`^\\p{L}{${this.sideLetters}}$`, "u");
      if (next && !next.value && full?.test(input.value) && input.matches(":focus")) next.focus();
      this.#spread(input);
      this.dispatchEvent(new Event("change"));
    }));
    this.el = h("div", { class: "lb-sides field", role: "group", "aria-labelledby": "lb-sides-label" },
      h("span", { id: "lb-sides-label", class: "lb-label" }, t("Sides")), this.inputs);
  }

  /** A field holding more than a side: if the solver reads it as a whole box, the box fills the four
   *  fields (but a field typed in meanwhile keeps what was typed). */
  #spread(input) {
    const text = input.value.trim(), from = this.inputs.indexOf(input), before = [...this.edits];
    if (!text || (this.sideLetters && text.length <= this.sideLetters)) return;
    const language = this.language();
    this.spreading = this.client.request("letterboxed.board", { sides: text, ...(language === "en" ? {} : { language }) }).then((r) => {
      if (r.error || this.edits[from] !== before[from]) return;  // not a box (Solve says why), or edited since
      const focused = input.matches(":focus");
      this.inputs.forEach((s, i) => { if (this.edits[i] === before[i]) s.value = upper(r.sides[i]); });
      if (focused) this.inputs.at(-1).focus();
      this.dispatchEvent(new Event("change"));
    });
  }

  /** The four texts as typed (trimmed, lower case). */
  texts() { return this.inputs.map((s) => s.value.trim().toLowerCase()); }

  /** What the solver gets, once a line being spread is: the four fields when each holds something,
   *  else what they hold as one line. */
  async param() {
    await this.spreading;
    const t = this.texts();
    return t.every(Boolean) ? t : t.filter(Boolean).join(" ");
  }

  /** Show a box: the solver's four sides, or a state's text (then spread as if typed in the first field). */
  set(sides) {
    this.edits = this.edits.map((n) => n + 1);  // a line still being read is not this box
    if (!Array.isArray(sides)) {
      this.inputs.forEach((s, i) => { s.value = i ? "" : upper(sides ?? ""); });
      this.#spread(this.inputs[0]);
      return;
    }
    this.inputs.forEach((s, i) => { s.value = upper(sides[i] || ""); });
  }

  /** After FieldErrors marked the first side for an error about the sides: mark the side the
   *  solver's error names instead (its `side`, 0 to 3). */
  mark(error, describedBy) {
    const input = error?.field === "sides" && Number.isInteger(error.side) ? this.inputs[error.side] : null;
    if (!input || input === this.inputs[0]) return;
    this.inputs[0].removeAttribute("aria-invalid");
    this.inputs[0].removeAttribute("aria-describedby");
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", describedBy);
  }

  /** Clear the marks `mark` left on the other sides. */
  unmark() {
    for (const input of this.inputs.slice(1)) {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }

  focus() { this.inputs[0].focus(); }
}
