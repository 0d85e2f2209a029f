// A progress bar with a Cancel button, for long work in the worker. Hidden until start().
import { h } from "./dom.js";
import { t } from "./i18n.js";

export class ProgressBar {
  /** @param {string} label the bar's accessible name; @param {() => void} cancel called on Cancel */
  constructor(label, cancel) {
    this.bar = h("progress", { max: 1, value: 0, "aria-label": label });
    this.text = h("span", { class: "progress-text" });
    this.button = h("button", { type: "button", class: "secondary", onclick: cancel }, t("Cancel"));
    this.el = h("div", { class: "progress", hidden: true }, this.bar, this.text, this.button);
  }

  /** Show the bar, indeterminate, with `text`. */
  start(text = t("Working…")) {
    this.el.hidden = false;
    this.bar.removeAttribute("value");
    this.text.textContent = text;
  }

  /** {done, total} from the worker's progress report; `text` replaces the line beside the bar. */
  update({ done, total } = {}, text) {
    if (total) { this.bar.max = total; this.bar.value = Math.min(done ?? 0, total); }
    if (text) this.text.textContent = text;
  }

  /** Show the bar as the last update left it. */
  show() { this.el.hidden = false; }

  stop() { this.el.hidden = true; }
  get running() { return !this.el.hidden; }
}
