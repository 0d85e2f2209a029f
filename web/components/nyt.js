// A player's corrections to the `nyt` word list: "Mark accepted" / "Mark rejected" on a word,
// kept in the browser (Store "nyt") and sent with every request that reads a word list (the
// picker's params), where Python applies them to the nyt list (words.wordlist_of) — the page never
// decides what a correction does to an answer. Exported and imported as a plain text file, a line
// per word: "+word" (the NYT accepts it) or "-word" (it rejects it); Python reads the file
// (nyt.corrections), so a corrupted one gets the solver's message and changes nothing.
import { fmt, h } from "./dom.js";
import { t, tn, translateMessage } from "./i18n.js";
import { fieldOf, precheck } from "./schema.js";
import { siteData } from "./site.js";
import { Store } from "./store.js";

// The catalog's "corrections" field (its item count and length limits), once the page has read it:
// kept corrections it would refuse are dropped as garbage, or every request on the nyt list would fail.
let limits = null;  // a catalog whose one action takes the "corrections" field alone
siteData().then(({ schema }) => {
  const action = Object.keys(schema?.actions ?? {}).find((a) => fieldOf(schema, a, "corrections"));
  if (action) limits = { ...schema, actions: { nyt: { fields: { corrections: fieldOf(schema, action, "corrections") } } } };
}, () => {});
const withinLimits = (v) => !limits || !precheck(limits, "nyt", { corrections: v });
const store = new Store("nyt", { max: 4, valid: (v) => Array.isArray(v)
  && v.every((x) => typeof x === "string" && /^[+-][a-z]+$/.test(x)) && withinLimits(v) });
const KEY = "corrections";
export const FILE_NAME = "wordloom-nyt-corrections.txt";

class Corrections extends EventTarget {
  /** The corrections as the "corrections" field takes them: ["+naan", "-titi"]. */
  list() { return store.get(KEY) ?? []; }

  /** How the player marked `word`: "accept", "reject" or null. */
  markOf(word) {
    const item = this.list().find((x) => x.slice(1) === word);
    return item ? (item[0] === "+" ? "accept" : "reject") : null;
  }

  /** Mark a word ("accept" | "reject"), or forget its mark (null: the undo). */
  mark(word, how) {
    const rest = this.list().filter((x) => x.slice(1) !== word);
    if (how) rest.push(`${how === "accept" ? "+" : "-"}${word}`);
    this.#save(rest);
  }

  /** Replace every correction (an imported file, as nyt.corrections returned it). */
  replace(items) { this.#save(items); }

  /** {corrections} for a request (nothing when there are none). */
  params() {
    const items = this.list();
    return items.length ? { corrections: items } : {};
  }

  /** The file's text: what nyt.corrections reads back. */
  text() { return ["# wordloom: your corrections to the NYT word list (+word: accepted, -word: rejected)", ...this.list(), ""].join("\n"); }

  #save(items) {
    store.set(KEY, items);
    this.dispatchEvent(new Event("change"));
  }
}

/** The one set of corrections of this browser. */
export const corrections = new Corrections();

/** The correction a player can make to a word: "Mark rejected" (or "Mark accepted": the NYT list
 *  says otherwise than the player knows), or the undo where the player already marked it. An action,
 *  named with its word for a screen reader (a list holds one per word). */
export function markButton(word, how) {
  const mine = corrections.markOf(word);
  if (mine) {
    const text = mine === "accept" ? t("Undo (you marked it accepted)") : t("Undo (you marked it rejected)");
    return h("button", { type: "button", class: "secondary nyt-undo", title: t("Forget your correction of {word}", { word }),
      "aria-label": t("{action}: {word}", { action: text, word }), onclick: () => corrections.mark(word, null) }, text);
  }
  const accept = how === "accept";
  const text = accept ? t("Mark accepted") : t("Mark rejected");
  return h("button", { type: "button", class: "secondary nyt-mark",
    title: accept ? t("Mark accepted by the NYT: your correction to the NYT list") : t("Mark rejected by the NYT: your correction to the NYT list"),
    "aria-label": accept ? t("Mark accepted by the NYT: {word}", { word }) : t("Mark rejected by the NYT: {word}", { word }),
    onclick: () => corrections.mark(word, how) }, text);
}

/** `text` with its "{n}" replaced by the element `node` (a count that changes in place). */
function withCount(text, node) {
  const [before, after = ""] = text.split("{n}");
  return [before, node, after];
}

/** "Show offensive words" (off by default): {offensive} for a Solve request. */
export class OffensiveToggle extends EventTarget {
  constructor(id) {
    super();
    this.input = h("input", { type: "checkbox", id, name: "offensive" });
    this.input.addEventListener("change", () => this.dispatchEvent(new Event("change")));
    this.el = h("span", { class: "field nyt-offensive" }, this.input, h("label", { for: id }, t("Show offensive words")));
  }

  params() { return { offensive: this.input.checked ? "show" : "hide" }; }
}

/** The corrections panel: how many, each with its undo, export, import (with its error beside it). */
export class CorrectionsBox {
  /** @param {string} id  @param {{client, schema}} ctx */
  constructor(id, ctx) {
    this.ctx = ctx;
    this.count = h("span", {});
    this.items = h("ul", { class: "nyt-corrections", "aria-label": t("Your corrections") });
    this.file = h("input", { type: "file", id: `${id}-file`, accept: ".txt,text/plain" });
    this.error = h("p", { id: `${id}-error`, class: "field-error", role: "alert", hidden: true });
    this.status = h("p", { class: "nyt-note", role: "status" });
    this.file.setAttribute("aria-describedby", this.error.id);
    this.file.addEventListener("change", () => this.import());
    this.word = h("input", { id: `${id}-word`, autocomplete: "off", spellcheck: "false", size: 12, "aria-describedby": this.error.id });
    const markTyped = (how) => h("button", { type: "button", class: "secondary", onclick: () => this.markTyped(how) },
      how === "accept" ? t("Mark accepted") : t("Mark rejected"));
    this.el = h("details", { class: "nyt-box", id },
      h("summary", {}, withCount(t("Your NYT corrections ({n})"), this.count)),
      h("p", { class: "nyt-note" }, t("Mark a word accepted or rejected by the NYT and every puzzle on the NYT list follows it. Your marks stay in this browser; save them to a file to keep or share them.")),
      this.items,
      h("div", { class: "fields" }, h("label", { for: this.word.id }, t("A word")), this.word, markTyped("accept"), markTyped("reject")),
      h("div", { class: "fields" },
        h("button", { type: "button", class: "secondary", onclick: () => this.export() }, t("Export corrections")),
        h("span", { class: "field" }, h("label", { for: this.file.id }, t("Import corrections")), this.file)),
      this.error, this.status);
    this.draw();
    corrections.addEventListener("change", () => this.draw());  // one panel per view, kept for the page's life
  }

  draw() {
    const items = corrections.list();
    this.count.textContent = fmt(items.length);
    this.items.replaceChildren(...items.map((x) => h("li", {}, h("span", { class: "word" }, x.slice(1)),
      ` ${x[0] === "+" ? t("accepted") : t("rejected")} `, markButton(x.slice(1)))));
  }

  export() {
    const url = URL.createObjectURL(new Blob([corrections.text()], { type: "text/plain" }));
    const a = h("a", { href: url, download: FILE_NAME, hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  say(error, status = "") {
    this.error.textContent = error;
    this.error.hidden = !error;
    this.status.textContent = status;
  }

  /** Mark the typed word (any word a puzzle showed); the solver reads it as a correction line. */
  async markTyped(how) {
    const word = this.word.value.trim();
    if (!word) return;
    const r = await this.ctx.client.request("nyt.corrections", { text: `${how === "accept" ? "+" : "-"}${word}` });
    if (r.error) { this.say(`${word}: ${translateMessage(r.error.message).replace(/^Line 1 /, "")}`); return; }
    this.say("");
    this.word.value = "";
    corrections.replace([...corrections.list().filter((x) => !r.corrections.some((y) => y.slice(1) === x.slice(1))), ...r.corrections]);
  }

  async import() {
    const file = this.file.files?.[0];
    this.file.value = "";
    if (!file) return;
    const max = fieldOf(this.ctx.schema, "nyt.corrections", "text")?.max_chars ?? 1_000_000;
    if (file.size > max) {
      this.say(t("{file} is {size} bytes; a corrections file is at most {max}. Nothing was changed.", { file: file.name, size: file.size, max }));
      return;
    }
    this.say("", t("Reading…"));
    const r = await this.ctx.client.request("nyt.corrections", { text: await file.text() });
    if (r.error) {
      const why = r.error.template ? translateMessage(r.error.template).replaceAll("{label}", t("The file")) : translateMessage(r.error.message);
      this.say(`${file.name}: ${why} ${t("Nothing was changed.")}`);
      return;
    }
    if (!r.corrections.length) {
      this.say(t("{file} holds no corrections (lines like +word or -word). Nothing was changed.", { file: file.name }));
      return;
    }
    corrections.replace(r.corrections);
    const accepted = tn(r.accepted, { one: "{n} accepted word", other: "{n} accepted words" });
    const rejected = tn(r.rejected, { one: "{n} rejected word", other: "{n} rejected words" });
    this.say("", t("Imported {accepted} and {rejected} from {file}.", { accepted, rejected, file: file.name }));
  }
}
