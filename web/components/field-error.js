// Errors shown next to the field they are about. An error is the solver's {code, message, field,
// template}: `template` is the message with "{label}" where the field is named, so the page says
// the form's own label ("Min letters must be …") instead of the API's field name ("min_length").
// An error the solver client marks `retry: true` (a worker that died, Python that could not start)
// comes with a Retry button that runs the same request again.

import { announce } from "./announcer.js";
import { h } from "./dom.js";
import { t, translateMessage } from "./i18n.js";

/** The visible label of an input: its <label>, else its aria-label. A field spread over several
 *  inputs (Letter Boxed's four sides) names the whole in `data-label` ("Sides", not "Side 1"). */
export function labelOf(input) {
  const text = input.dataset?.label || input.labels?.[0]?.textContent || input.getAttribute("aria-label") || input.name || "";
  return text.trim().replace(/[:：]$/, "");
}

/** An error's sentence for a person: the template with this form's label (or with `label`, for a
 *  field the form has no input for), else the message. */
export function messageFor(error, input, label = null) {
  if (!error) return "";
  if (error.template && (input || label)) {
    return capitalise(translateMessage(error.template).replaceAll("{label}", input ? labelOf(input) : label));
  }
  return translateMessage(error.message) || String(error);
}

const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** How to name fields a link (or an embed's attributes) gave, not the form: {date: "date"} →
 *  {date: "the date in the link"}, for FieldErrors' `labels`. */
export const inTheLink = (nouns) => Object.fromEntries(Object.entries(nouns).map(([name, noun]) => [name, t("the {noun} in the link", { noun })]));

export class FieldErrors {
  /**
   * @param {string} id      the message element's id (inputs point at it with aria-describedby)
   * @param {object} fields  API field name → input element (several names may share one input)
   * @param {object} [labels] API field name → how to name a field that has no input here (e.g. a
   *   date that came in a link: "the date in the link"); its error sits where no field is named
   * @param {{retry?: () => void}} [o] what Retry does for an error marked `retry` (send the same
   *   request again: the form's submit, the game's start); `show(error, retry)` may say it per error
   * @param {boolean} [o.announced] true: said through the puzzle's announcer instead of being a live
   *   region of its own (a Play view's word field: one live region says each move's verdict)
   */
  constructor(id, fields = {}, labels = {}, { retry = null, announced = false } = {}) {
    this.fields = fields;
    this.labels = labels;
    this.retry = retry;
    this.announced = announced;
    this.el = h("p", { id, class: "field-error", role: announced ? null : "alert", hidden: true });
    this.home = null;  // where the message sits when no field is named
  }

  /** Add more fields (e.g. the word-list picker's). */
  add(fields) { Object.assign(this.fields, fields); return this; }

  /** Show `error` ({message, field?, template?, retry?}) beside its field; null clears. `retry`
   *  runs the request again (shown as a button when the error says a retry may work). */
  show(error, retry = this.retry) {
    for (const input of new Set(Object.values(this.fields))) {
      input.removeAttribute("aria-invalid");
      if (input.getAttribute("aria-describedby") === this.el.id) input.removeAttribute("aria-describedby");
    }
    const input = error && this.fields[error.field];
    this.el.textContent = messageFor(error, input, error && this.labels[error.field]);
    if (this.announced) announce(this.el, this.el.textContent);
    if (error?.retry && retry) {
      this.el.append(" ", h("button", { type: "button", class: "secondary retry", onclick: () => { this.clear(); retry(); } }, t("Retry")));
    }
    this.el.hidden = !error;
    if (!this.home && this.el.parentNode) this.home = { parent: this.el.parentNode, next: this.el.nextSibling };
    if (input) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", this.el.id);
      const wrapper = input.closest(".field");
      if (wrapper && wrapper.parentNode) wrapper.after(this.el);
    } else if (this.home && this.el.parentNode !== this.home.parent) {
      this.home.parent.insertBefore(this.el, this.home.next?.parentNode === this.home.parent ? this.home.next : null);
    }
  }

  clear() { this.show(null); }
  get shown() { return !this.el.hidden; }
}
