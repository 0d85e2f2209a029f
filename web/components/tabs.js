// The mode switch every puzzle uses: one ARIA tablist (Solve | Play | …). Arrow keys, Home and End
// move between tabs and select them; each tab controls one panel. "change" fires when the person
// picks a tab (not when code calls select()).
import { h } from "./dom.js";

export class Tabs extends EventTarget {
  /**
   * @param {string} id     prefix for element ids: tab `${id}-tab-${key}`, panel `${id}-${key}`
   * @param {string} label  the tablist's accessible name ("Mode")
   * @param {Array<[string, string]>} tabs  [key, label] in order
   */
  constructor(id, label, tabs) {
    super();
    this.keys = tabs.map(([key]) => key);
    this.tabs = {};
    this.panels = {};
    for (const [key, text] of tabs) {
      this.tabs[key] = h("button", { type: "button", role: "tab", id: `${id}-tab-${key}`, "aria-controls": `${id}-${key}`,
        "aria-selected": "false", tabindex: "-1", onclick: () => this.#pick(key) }, text);
      this.panels[key] = h("div", { role: "tabpanel", id: `${id}-${key}`, "aria-labelledby": `${id}-tab-${key}`,
        class: "tab-panel", hidden: true });
    }
    this.el = h("div", { class: "tabs", role: "tablist", "aria-label": label }, Object.values(this.tabs));
    this.el.addEventListener("keydown", (e) => this.#key(e));
    this.selected = null;
    this.select(this.keys[0]);
  }

  /** Show the panel of `key` (no "change" event). */
  select(key) {
    if (!this.tabs[key]) return;
    this.selected = key;
    for (const k of this.keys) {
      const on = k === key;
      this.tabs[k].setAttribute("aria-selected", String(on));
      this.tabs[k].tabIndex = on ? 0 : -1;
      this.panels[k].hidden = !on;
    }
  }

  #pick(key) {
    const changed = key !== this.selected;
    this.select(key);
    this.dispatchEvent(new CustomEvent("change", { detail: { key, changed } }));
  }

  #key(e) {
    const k = this.keys.indexOf(this.selected), n = this.keys.length;
    const to = { ArrowRight: (k + 1) % n, ArrowLeft: (k + n - 1) % n, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.#pick(this.keys[to]);
    this.tabs[this.keys[to]].focus();
  }
}
