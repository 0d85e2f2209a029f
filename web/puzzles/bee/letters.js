// A puzzle's language as its views show and type it (Spelling Bee's, and Letter-pair tiles' too):
// the letters and folds are the catalog's table (api-schema.json `languages`, pysolvers/languages.py),
// never a copy here. A word is shown as the language writes it (the answer's `spellings`: "élève"
// for the letters e-l-e-v-e), marked with its language when the page speaks another one.
import { wordButton } from "../../components/definition.js";
import { h } from "../../components/dom.js";
import { locale } from "../../components/i18n.js";
import { foldedLetters } from "../../components/schema.js";

/** The catalog's entry for language `code`, or null (no catalog, or English: a to z as ever). */
export const languageTable = (schema, code) => (code && code !== "en" ? schema?.languages?.[code] ?? null : null);

/** Each marked letter of the language (ä, ñ) that `board` has without its base letter (a, n):
 *  base → marked. A typed base letter can then mean only the marked one. */
function markedOn(table, board) {
  const out = {};
  for (const ch of table.letters) {
    const base = ch.normalize("NFD")[0];
    if (base !== ch && board.includes(ch) && !board.includes(base)) out[base] = ch;
  }
  return out;
}

/**
 * What a person typed as the language's letters, lower case: composed (a dead key's a + ¨ is ä),
 * folded (French é → e, German ß → ss), anything else dropped. With the letters on the board
 * (`board`), a letter the board lacks whose marked form it has is that form: a typed a is ä on a
 * board with ä and no a (the one way to type ä without a German keyboard); on a board with both, a
 * stays a. Without a table (English): a to z, as ever.
 */
export function typedLetters(table, text, board = "") {
  const lower = String(text ?? "").toLowerCase();
  if (!table) return lower.replace(/[^a-z]/g, "");
  const letters = new Set(table.letters);
  const marked = board ? markedOn(table, board.toLowerCase()) : {};
  return [...foldedLetters(table, lower)].filter((ch) => letters.has(ch)).map((ch) => marked[ch] ?? ch).join("");
}

/** The word `word` (its letters) as its language writes it: its spelling when the answer gave one. */
export const spellingOf = (word, spellings) => spellings?.[word] ?? word;

/**
 * A word of a puzzle as a person reads it. English: a definable word (its definition a click away,
 * as ever). Another language: its spelling ("élève", "Apfel"), with the letters played after it
 * when the spelling does not show them one by one ("Straße · STRASSE"), in an element whose `lang`
 * is the puzzle's when the page speaks another; not definable (the definitions are English's).
 */
export function wordElement(word, { language = "en", spellings = null, cls = "" } = {}) {
  if (!language || language === "en") return wordButton(word, cls);
  const spelling = spellingOf(word, spellings);
  const letters = [...spelling].length === [...word].length ? null : h("span", { class: "letters" }, ` · ${word.toUpperCase()}`);
  return h("span", { class: `${cls} spelled`.trim(), lang: language === locale ? null : language, "data-letters": word },
    spelling, letters);
}
