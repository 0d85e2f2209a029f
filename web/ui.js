// Small DOM helpers shared by the sections: an element builder, the dictionary picker,
// errors shown next to their field, and the progress bar with Cancel.

/** h("p", {class: "x", onclick: f}, "text", child) → an element. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  el.append(...children.flat().filter((c) => c != null && c !== false));
  return el;
}

export const DICTIONARIES = [
  ["enable", "ENABLE (172,820 words)"],
  ["american-english", "American English (63,875)"],
  ["words-alpha", "words_alpha (370,105)"],
];

/**
 * The word-list chooser: a shipped list, or "Your own words…" (a text area, one word per line).
 * `elements` go into the form; `params()` gives {dictionary} or {word_list} for a request;
 * `fields` maps those API field names to inputs, for showError.
 */
export class DictionaryPicker {
  constructor(id, selected = "enable") {
    this.select = h("select", { id, name: "dictionary" },
      DICTIONARIES.map(([value, label]) => h("option", { value, selected: value === selected }, label)),
      h("option", { value: "custom" }, "Your own words…"));
    this.text = h("textarea", { id: `${id}-own`, rows: 4, cols: 24, spellcheck: "false", hidden: true,
      "aria-label": "Your own words, one per line", placeholder: "one word per line" });
    this.select.addEventListener("change", () => { this.text.hidden = this.select.value !== "custom"; });
    this.elements = [h("label", { for: id }, "Word list"), this.select, this.text];
    this.fields = { dictionary: this.select, word_list: this.text };
  }
  params() {
    return this.select.value === "custom" ? { word_list: this.text.value } : { dictionary: this.select.value };
  }
  /** Put a state's dictionary back (shared URLs and embeds carry shipped lists only). */
  set(name) {
    if (DICTIONARIES.some(([value]) => value === name)) this.select.value = name;
    this.text.hidden = this.select.value !== "custom";
  }
  get value() { return this.select.value; }
}

/**
 * Show an API error next to the field it names. `fields` maps API field names to inputs;
 * `box` is the message element (role="alert"). Pass null to clear.
 */
export function showError(box, fields, error) {
  for (const input of Object.values(fields)) {
    input.removeAttribute("aria-invalid");
  }
  box.textContent = error ? error.message : "";
  box.hidden = !error;
  const input = error && fields[error.field];
  if (input) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", box.id);
  }
}

/** A progress bar with a Cancel button; `cancel` is called when the person presses it. */
export class ProgressBar {
  constructor(label, cancel) {
    this.bar = h("progress", { max: 1, value: 0, "aria-label": label });
    this.text = h("span", { class: "progress-text" });
    this.button = h("button", { type: "button", class: "secondary", onclick: cancel }, "Cancel");
    this.root = h("div", { class: "progress", hidden: true }, this.bar, this.text, this.button);
  }
  start(text = "Working…") { this.root.hidden = false; this.bar.removeAttribute("value"); this.text.textContent = text; }
  update({ done, total }, text) {
    if (total) { this.bar.max = total; this.bar.value = done; }
    if (text) this.text.textContent = text;
  }
  stop() { this.root.hidden = true; }
}

/**
 * Two presses for a button that cannot be undone (Give up must not spoil a game on a slip):
 * the first turns the button's label into `question`, says `explain` in `status` and returns
 * false; the second returns true. `disarm` takes the first press back and restores the label.
 */
export function confirmed(button, status, question, explain) {
  if (button.dataset.armed) return true;
  button.dataset.armed = "1";
  button.textContent = question;
  status.textContent = explain;
  return false;
}

export function disarm(button, label) {
  delete button.dataset.armed;
  button.textContent = label;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element: svg("line", {x1: 0}, child). */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) el.append(c);
  return el;
}

/** A round axis maximum at or above `v`: 1, 2, 2.5 or 5 times a power of ten, times 4 ticks. */
export function niceTop(v) {
  const step = Math.max(v, 1) / 4;
  const p = 10 ** Math.floor(Math.log10(step));
  const m = [1, 2, 2.5, 5, 10].find((k) => k * p >= step);
  return m * p * 4;
}

/** Format an integer with thousands separators. */
export const fmt = (n) => Number(n).toLocaleString("en-US");

/** A short stable key for a text (FNV-1a), e.g. to keep a game on one's own word list apart. */
export function hashText(text) {
  let x = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return x.toString(36);
}

/** Whether an element is on screen for the person: the page visible and the element shown (no
 *  hidden section, tab or panel around it). Game clocks count only while this holds. */
export function onScreen(el) {
  return document.visibilityState === "visible" && (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
}
