// A puzzle's language as its views show and type it (Spelling Bee's, and Letter-pair tiles' too):
// the letters and folds are the catalog's table (api-schema.json `languages`, pysolvers/languages.py),
// never a copy here. A word is shown as the language writes it (the answer's `spellings`: "élève"
// for the letters e-l-e-v-e), marked with its language when the page speaks another one.
import { wordButton } from "../../components/definition.js";
import { h } from "../../components/dom.js";
import { locale } from "../../components/i18n.js";
import { typedLetters as typed } from "../../components/language.js";

/** The catalog's entry for language `code`, or null (no catalog, or English: a to z as ever). */
export const languageTable = (schema, code) => (code && code !== "en" ? schema?.languages?.[code] ?? null : null);

/** What a person typed as the language's letters (`table`: its catalog entry, null in English):
 *  the one rule, components/language.js `typedLetters` (a typed a is ä on a board with ä and no a). */
export const typedLetters = (table, text, board = "") => typed(text, table ?? "en", String(board).toLowerCase());

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
