// A puzzle's language as the page plays it (every puzzle's views). The letters and folds are
// the catalog's (`schema.languages`, from pysolvers/languages.py: never a copy here); a shipped
// list's language is the site's provenance record's. A puzzle's language is its word list's: a game
// on fr-common is French (its requests carry `language`), and a word it shows is written as the
// language writes it (the solver's `spellings`: "eleve" played, "élève" shown).
import { wordButton } from "./definition.js";
import { h } from "./dom.js";
import { languageName, locale } from "./i18n.js";
import { siteNow } from "./site.js";

const ENGLISH = { letters: "abcdefghijklmnopqrstuvwxyz", fold: {} };

/** The catalog's table of a language (letters, fold, common list…), English's a to z before it is read. */
const table = (code) => siteNow()?.schema?.languages?.[code] ?? ENGLISH;

/** The language of a shipped list ("en" for an unknown name, none, or one's own words). */
export const listLanguage = (name) => siteNow()?.lists.find((l) => l.name === name)?.language ?? "en";

/** A request's `language` field for a list: none in English (its requests are as they always were). */
export const languageParams = (name) => {
  const code = listLanguage(name);
  return code === "en" ? {} : { language: code };
};

/** The `lang` attribute of something in the puzzle's language: only where it is not the page's. */
export const langAttr = (code) => (code && code !== locale ? code : null);

/** The languages a game of the day can be played in, code → the list it is played on: English on
 *  `englishList`, each other language on its common list where that list is shipped here. */
export function gameLanguages(englishList) {
  const shipped = new Set(siteNow()?.lists.map((l) => l.name) ?? []);
  const out = { en: englishList };
  for (const [code, lang] of Object.entries(siteNow()?.schema?.languages ?? {})) {
    if (code !== "en" && shipped.has(lang.common)) out[code] = lang.common;
  }
  return out;
}

/** The list the page's language plays its games on (its common list, if shipped), else null: a
 *  game that names no list is then English. */
export const pageGameList = () => (locale === "en" ? null : gameLanguages(null)[locale] ?? null);

/**
 * Text typed, as the language's letters (`code`: the language's code, or its catalog table): lower case, composed (a dead key's a + ¨ is ä), each of the
 * language's written characters folded (French é → e, German ß → ss), anything else dropped. On a
 * board (`board`: its letters) holding a letter of the language's own with a mark (ä, ö, ü, ñ) but
 * not the letter without it, that letter typed is the marked one: a keyboard without ä types a, and
 * nothing else could be meant, as the board has no a.
 */
export function typedLetters(text, code = "en", board = "") {
  const { letters, fold } = typeof code === "string" ? table(code) : code ?? ENGLISH;  // a code, or its table
  const own = new Set(letters), marked = {};
  for (const c of new Set(board)) {
    const base = c.normalize("NFD")[0];
    if (base !== c && own.has(base) && !board.includes(base)) marked[base] = c;
  }
  let out = "";
  for (const ch of String(text ?? "").toLowerCase().normalize("NFC")) {
    for (const c of fold[ch] ?? ch) if (own.has(c)) out += marked[c] ?? c;
  }
  return out;
}

/** Whether `c` is one letter of the language. */
export const isLetter = (c, code = "en") => c.length === 1 && table(code).letters.includes(c);

/** A word as the language writes it (its spelling, else the letters played); `caps` in capitals,
 *  as the page shows letters played. */
export function spelled(word, spellings = null, { caps = false } = {}) {
  const text = spellings?.[word] ?? word;
  return caps ? text.toUpperCase() : text;
}

/**
 * A word a puzzle shows. In English a button that opens its definition (WordNet's, English only);
 * in another language as the language writes it, marked with its `lang` where that is not the
 * page's. `caps`: in capitals; `bold`: in <strong>. `cls`: the element's classes.
 */
export function wordShown(word, { language = "en", spellings = null, caps = false, cls = "", bold = false } = {}) {
  const written = spelled(word, spellings, { caps }), text = bold ? h("strong", {}, written) : written;
  if (language === "en") return wordButton(word, cls, text);
  return h("span", { class: `word-shown ${cls}`.trim(), lang: langAttr(language) }, text);
}

/** Words shown with `sep` between them. */
export const wordsShown = (words, opts = {}, sep = ", ") => words.flatMap((w, i) => [i ? sep : null, wordShown(w, opts)]);

/** A sentence holding an element: `text` (a translated sentence whose `{slot}` was left unfilled)
 *  as its parts, `node` in the slot's place (h() takes the parts as children). */
export function inSentence(text, slot, node) {
  const at = text.indexOf(`{${slot}}`);
  return at < 0 ? [text] : [text.slice(0, at), node, text.slice(at + slot.length + 2)];
}

/** Words played, in capitals as the language writes them, joined by `sep`, in one element marked
 *  with the puzzle's language (where it is not the page's). */
export const chainShown = (words, language, spellings, sep = " – ") =>
  h("span", { class: "words-shown", lang: langAttr(language) }, words.map((w) => spelled(w, spellings, { caps: true })).join(sep));

/** A Play view's choice of its games' language: {lists} (gameLanguages) and {select, field} (the
 *  labelled select, hidden where English is the one choice); `onChange` runs on a choice. */
export function gameLanguageField(id, label, englishList, onChange) {
  const lists = gameLanguages(englishList);
  const select = h("select", { id, name: "language", onchange: () => onChange() },
    Object.keys(lists).map((code) => h("option", { value: code, selected: code === locale }, languageName(code))));
  const field = h("span", { class: "field" }, h("label", { for: id }, label), select);
  field.hidden = Object.keys(lists).length < 2;  // English only: nothing to choose
  return { lists, select, field };
}
