// Building elements and formatting numbers: the few helpers every part of the page uses.
import { num } from "./i18n.js";

/** h("p", {class: "x", onclick: f}, "text", child) → an element. `on…` attributes become listeners
 *  on the element itself (they go away with it); anything outside the element goes through a Scope. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "style") el.style.cssText = value;  // through CSSOM: the CSP refuses style attributes
    else el.setAttribute(key, value === true ? "" : value);
  }
  el.append(...children.flat(Infinity).filter((c) => c != null && c !== false));
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element: svg("line", {x1: 0}, child). */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null) el.setAttribute(k, String(v));
  el.append(...children.flat(Infinity).filter((c) => c != null && c !== false));
  return el;
}

/** A number as the page's language writes it: 3898 → "3,898" (English), "3 898" (French). */
export const fmt = (n) => num(Number(n));

/** "1 word", "2 words" (with separators): English only; a text a person reads counts with i18n's tn(). */
export const plural = (n, one, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

/** A short stable key for a text (FNV-1a), e.g. to keep a game on one's own word list apart. */
export function hashText(text) {
  let x = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return x.toString(36);
}

/** Whether an element is on screen for the person: the page visible and the element shown (no
 *  hidden section, tab or panel around it). Game clocks count only while this holds. */
export function onScreen(el) {
  return document.visibilityState === "visible" && el.isConnected
    && (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
}

/** Turn `button` on or off; one turned off while it has the focus (the last hint taken) hands the
 *  focus to `next` (the word field), so the keys typed next are not left on a control that is off. */
export function setEnabled(button, on, next) {
  const focused = button.getRootNode().activeElement === button;
  button.disabled = !on;
  if (!on && focused && next && !next.hidden) next.focus({ preventScroll: true });
}

/** A label and its input kept together (an error can sit right after them). */
export const field = (id, label, input, cls = "") =>
  h("span", { class: `field ${cls}`.trim() }, h("label", { for: id }, label), input);

/** What `numberParam` gives for a number field holding text the browser cannot read as a number
 *  ("1e", "--3": an <input type=number> then reads "", as if it were blank). A request refuses it at
 *  once with the catalog's own sentence, in the form's label ("Minutes must be a number; you gave
 *  text that is not a number.": schema.js `withinLimits`); without the catalog the solver refuses it. */
export const NOT_A_NUMBER = "text that is not a number";

/** A number field's value for a request: a number, undefined when blank (the solver's default),
 *  NOT_A_NUMBER when the browser could not read what was typed, else the text as typed (the solver
 *  says what is wrong with it). */
export const numberParam = (input) => {
  if (input.validity?.badInput) return NOT_A_NUMBER;
  const v = input.value.trim();
  return v === "" ? undefined : Number.isFinite(Number(v)) ? Number(v) : v;
};
