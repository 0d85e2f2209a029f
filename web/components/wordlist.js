// The word-list chooser: the shipped lists (names, titles and counts from the site's provenance
// record, never a copy here), grouped by their language, and "Your own words…" (a text area, one
// word per line, in English's letters). A list's language is the puzzle's: a request on a French
// list is a French puzzle (its `language` goes with the list).
import { h } from "./dom.js";
import { LOCALE_NAMES, num, t, tn } from "./i18n.js";
import { corrections } from "./nyt.js";
import { messageFor } from "./field-error.js";
import { pasteError } from "./schema.js";
import { siteData } from "./site.js";

export class WordListPicker extends EventTarget {
  /**
   * @param {string} id  the select's id (the text area is `${id}-own`)
   * @param {Array<{name, title, words}>} lists  from siteData()
   * @param {string} selected  the list chosen at first
   */
  constructor(id, lists, selected) {
    super();
    this.names = lists.map((l) => l.name);
    this.languages = Object.fromEntries(lists.map((l) => [l.name, l.language ?? "en"]));
    this.fallback = this.names.includes(selected) ? selected : this.names[0];
    const option = (l) => h("option", { value: l.name, selected: l.name === this.fallback },
      tn(l.words, { one: "{title} ({n} word)", other: "{title} ({n} words)" }, { title: l.title }));
    const codes = [...new Set(lists.map((l) => l.language ?? "en"))];
    this.select = h("select", { id, name: "dictionary" },
      codes.length === 1 ? lists.map(option)
        : codes.map((code) => h("optgroup", { label: LOCALE_NAMES[code] ?? code, lang: code },
          lists.filter((l) => (l.language ?? "en") === code).map(option))),
      h("option", { value: "custom" }, t("Your own words…")));
    this.text = h("textarea", { id: `${id}-own`, rows: 4, cols: 24, spellcheck: "false", hidden: true,
      "aria-label": t("Your own words, one per line"), placeholder: t("one word per line") });
    this.select.addEventListener("change", () => { this.#sync(); this.dispatchEvent(new Event("change")); });
    this.text.addEventListener("change", () => this.dispatchEvent(new Event("change")));
    // A paste or drop longer than the solver takes (the catalog's limit) is refused before the text
    // area holds it: laying out 50 MB of lines would freeze the page for minutes.
    this.refused = h("p", { id: `${id}-refused`, class: "field-error", role: "alert", hidden: true });
    siteData().then(({ schema }) => { this.schema = schema; }, () => {});
    this.text.addEventListener("beforeinput", (e) => this.#limit(e));
    // A link or an embed that names a list not shipped here is said beside the picker, never solved on another list.
    this.unknown = h("p", { id: `${id}-unknown`, class: "field-error", role: "alert", hidden: true });
    this.titles = lists.map((l) => l.title);
    this.select.addEventListener("change", () => this.#known(true));
    this.label = h("label", { for: id }, t("Word list"));
    this.elements = [this.label, this.select, this.text, this.refused, this.unknown];
    this.el = h("span", { class: "field wordlist" }, this.elements);
    this.fields = { dictionary: this.select, word_list: this.text };
  }

  /** {dictionary} or {word_list} for a request, with the player's corrections to the nyt list
   *  (Python applies them to that list only). */
  params() {
    const list = this.select.value === "custom" ? { word_list: this.text.value } : { dictionary: this.select.value };
    const language = this.language === "en" ? {} : { language: this.language };  // English: as before
    return { ...list, ...language, ...corrections.params() };
  }

  /** The chosen list's language code (en for one's own words): the puzzle's language. */
  get language() { return this.languages[this.select.value] ?? "en"; }

  /** A state's list back in the picker (links and embeds carry shipped lists only; none → the
   *  default). A name not shipped here is said beside the picker and the default shown: returns
   *  false, and the view shows no answer for that link. */
  set(name) {
    const known = name == null || name === "" || this.names.includes(name);
    this.select.value = known && name ? name : this.fallback;
    this.#known(known, name);
    this.#sync();
    return known;
  }

  #known(known, name = "") {
    this.unknown.hidden = known;
    this.unknown.textContent = known ? "" : t("There is no word list named \"{name}\" here. Choose one: {titles}.",
      { name, titles: this.titles.join(", ") });
    if (known) this.select.removeAttribute("aria-invalid");
    else this.select.setAttribute("aria-invalid", "true");
  }

  /** The chosen list's name, "custom" for one's own words. */
  get value() { return this.select.value; }
  /** The list a state should name: null for the default (links stay short) and for one's own. */
  get stateName() { return this.value === "custom" || this.value === this.fallback ? null : this.value; }

  #sync() {
    this.text.hidden = this.select.value !== "custom";
    this.refused.hidden ||= this.text.hidden;
  }

  #limit(e) {
    const t = this.text;
    const incoming = e.data ?? e.dataTransfer?.getData("text/plain") ?? "";
    const error = incoming && pasteError(this.schema, "word_list", t.value.length - (t.selectionEnd - t.selectionStart) + incoming.length);
    this.refused.textContent = error ? messageFor(error, t) : "";
    this.refused.hidden = !error;
    if (error) e.preventDefault();
  }
}
