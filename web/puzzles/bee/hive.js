// Spelling Bee — the Play honeycomb: seven buttons (the center first), Shuffle, and the keyboard.
import { h } from "../../components/dom.js";
import { t } from "../../components/i18n.js";

export class Hive {
  /** @param {(letter: string) => void} onLetter */
  constructor(onLetter) {
    this.center = "";
    this.outer = [];
    this.buttons = Array.from({ length: 7 }, (_, i) => h("button", {
      type: "button", class: i === 0 ? "cell center" : "cell",
      onmousedown: (e) => e.preventDefault(),  // keep the focus where it is (the word field, on a computer)
      onclick: () => onLetter(this.buttons[i].dataset.letter || "") }));
    // a list for a screen reader (seven letters, the center first and named); the items take no
    // box, so the buttons sit in the honeycomb as before
    this.el = h("ul", { class: "bee-hive", role: "list", "aria-label": t("Honeycomb") }, this.buttons.map((b) => h("li", {}, b)));
    this.el.addEventListener("animationend", () => this.el.classList.remove("celebrate"));
  }

  /** Show a board: the center and the six others (in the order given). */
  set(center, outer) {
    this.center = center;
    this.outer = [...outer];
    this.draw();
  }

  shuffle() {
    const o = this.outer;
    for (let i = o.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [o[i], o[j]] = [o[j], o[i]];
    }
    this.draw();
  }

  draw() {
    const shown = [this.center, ...this.outer];
    this.buttons.forEach((b, i) => {
      const ch = (shown[i] || "").toUpperCase();
      b.dataset.letter = ch;
      b.textContent = ch;
      b.setAttribute("aria-label", i === 0 && ch ? t("{letter}, center letter", { letter: ch }) : ch);
      b.disabled = !ch;
    });
  }

  /** A pangram: the hive celebrates (again, even two in a row). */
  celebrate() {
    this.el.classList.remove("celebrate");
    void this.el.offsetWidth;
    this.el.classList.add("celebrate");
  }
}
