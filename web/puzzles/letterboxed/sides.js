// Letter Boxed — the Solve form's four side fields. One line typed or pasted into any of them
// ("VYQ FIG OTE XLU", "vyq-fig-ote-xlu", "VYQFIGOTEXLU") spreads over the four; a full side moves
// on to the next empty one. Whether the box is valid is the solver's to say: its message appears
// after the sides, and the side it names is marked.
import { h } from "../../components/dom.js";
import { severalSides, splitSides, upper } from "./state.js";

const NAMES = ["top", "right", "bottom", "left"];
const PLACEHOLDERS = ["VYQ", "FIG", "OTE", "XLU"];

export class SidesInput extends EventTarget {
  constructor() {
    super();
    this.inputs = NAMES.map((name, i) => h("input", { id: `lb-side-${i + 1}`, name: `side${i + 1}`, class: "lb-side",
      autocomplete: "off", spellcheck: "false", autocapitalize: "characters", size: 4, placeholder: PLACEHOLDERS[i],
      "aria-label": `Side ${i + 1} (${name})`, "data-label": "Sides" }));
    this.inputs.forEach((input, i) => input.addEventListener("input", () => {
      this.#spread(input);
      const next = this.inputs[i + 1];
      if (next && !next.value && /^[a-z]{3}$/i.test(input.value) && input.matches(":focus")) next.focus();
      this.dispatchEvent(new Event("change"));
    }));
    this.el = h("div", { class: "lb-sides field", role: "group", "aria-labelledby": "lb-sides-label" },
      h("span", { id: "lb-sides-label", class: "lb-label" }, "Sides"), this.inputs);
  }

  /** One line in one field: spread over the fields from this one (four sides: from the first). */
  #spread(input) {
    if (!severalSides(input.value)) return;
    const parts = splitSides(input.value);
    if (parts.length > 4 || parts.length < 2) return;  // five sides: left as typed, for the solver's message
    const from = parts.length === 4 ? 0 : this.inputs.indexOf(input);
    parts.forEach((p, j) => { if (this.inputs[from + j]) this.inputs[from + j].value = upper(p); });
    this.inputs[Math.min(from + parts.length, 3)].focus();
  }

  /** The four texts as typed (trimmed, lower case). */
  texts() { return this.inputs.map((s) => s.value.trim().toLowerCase()); }

  /** What the solver gets: the four fields, or one line when a field holds several sides or one is empty. */
  param() {
    const t = this.texts();
    return t.every((s) => s && !severalSides(s)) ? t : t.filter(Boolean).join(" ");
  }

  /** Show a box (a state's "vyq fig ote xlu", or the solver's four sides). */
  set(sides) {
    const parts = Array.isArray(sides) ? sides : splitSides(sides);
    this.inputs.forEach((s, i) => { s.value = upper(parts[i] || ""); });
    if (parts.length > 4) this.inputs[3].value = upper(parts.slice(3).join(" "));
  }

  /** After FieldErrors marked the first side for an error about the sides: mark the side the
   *  solver's message names instead ("… side 2 has …"). */
  mark(error, describedBy) {
    const n = error?.field === "sides" ? /\bside (\d)\b/i.exec(error.message || "") : null;
    const input = n ? this.inputs[Number(n[1]) - 1] : null;
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
