// The Solve form's honeycomb: seven letter inputs, the center in the middle. It mirrors the Letters
// and Center fields both ways: typing in a cell moves to the next one, a paste of several letters
// spreads over the cells, and the fields show what the cells hold (and the reverse).
import { h } from "../../components/dom.js";
import { t } from "../../components/i18n.js";

const CLEAN = (s) => String(s ?? "").replace(/\s+/g, "").toUpperCase();

export class HoneycombInput {
  /** @param {HTMLInputElement} letters  @param {HTMLInputElement} center */
  constructor(letters, center) {
    this.letters = letters;
    this.center = center;
    this.cells = Array.from({ length: 7 }, (_, i) => h("input", {
      class: i === 0 ? "hex center" : "hex", autocomplete: "off", spellcheck: "false", autocapitalize: "characters",
      "aria-label": i === 0 ? t("Center letter (honeycomb)") : t("Outer letter {n} (honeycomb)", { n: i }), dataset: { i: String(i) } }));
    this.el = h("div", { class: "honeycomb", role: "group", "aria-label": t("Honeycomb") }, this.cells);
    letters.addEventListener("input", () => this.draw());
    center.addEventListener("input", () => this.draw());
    for (const cell of this.cells) cell.addEventListener("input", () => this.#read(cell));
  }

  /** Fields → cells: the center in the middle, the other letters around it in typed order. */
  draw() {
    const c = CLEAN(this.center.value).slice(0, 1);
    const outer = [...CLEAN(this.letters.value)].filter((ch, i, all) => ch !== c || all.indexOf(c) !== i);
    this.cells[0].value = c;
    for (let i = 1; i < 7; i++) this.cells[i].value = outer[i - 1] || "";
  }

  /** Cells → fields, after typing or pasting into `from`. */
  #read(from) {
    const typed = CLEAN(from.value);
    let i = Number(from.dataset.i);
    if (typed.length > 1) {
      for (const ch of typed) if (i < 7) this.cells[i++].value = ch;
    } else {
      from.value = typed;
      if (typed) i += 1;
    }
    this.center.value = this.cells[0].value;
    this.letters.value = this.cells.slice(1).map((c) => c.value).join("") + this.cells[0].value;
    if (typed && i < 7) this.cells[i].focus();
  }
}
