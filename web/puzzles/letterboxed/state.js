// Letter Boxed states and their links. A state is plain data in one key order (the app compares
// states as JSON):
//   solve  {mode: "solve", sides: "vyq fig ote xlu", max_words?, common?, dictionary?}
//   play   {mode: "play", sides, common?, dictionary?} · {mode: "play", seed, dictionary?} · {mode: "play", date, dictionary?}
// A play state names the box (or the day, or the seed), never an answer. Its list is its language's:
// a day's puzzle on fr-common is French's (language.js); one that names no list is English's. Its fields are also the
// embed's attributes (sides="vyq fig ote xlu" max_words="3" common="true" mode="play").
// A box is kept as text, as it was given: what its sides are is the solver's to say (letterboxed.board;
// the views then keep the solver's four sides, joined by spaces). A link writes its spaces as dashes.
// The word count the solver takes by default and the common words' frequency are the catalog's.
import { isDate, localDate } from "../../components/date.js";
import { corrections } from "../../components/nyt.js";
import { factOf, fieldOf } from "../../components/schema.js";
import { siteNow } from "../../components/site.js";
import { languageParams, pageGameList } from "../../components/language.js";

export const DEFAULT_LIST = "nyt";  // the NYT-likely words, ranked as the NYT picks its pair (pysolvers/nyt.py)

/** The solver's default for max_words (left out of states and links), from the catalog. */
export const defaultMax = () => fieldOf(siteNow()?.schema, "letterboxed.solve", "max_words")?.default ?? null;
/** The request's fields for "common words only": the frequency floor the catalog publishes (a Zipf frequency). */
export function commonParams(common) {
  const zipf = common ? factOf(siteNow()?.schema, "letterboxed.solve", "common_zipf") : null;
  return zipf != null ? { min_zipf: zipf } : {};
}

/** A box as a state holds it: the solver's four sides joined by spaces, or the text given. */
const boxText = (sides) => (Array.isArray(sides) ? sides.join(" ") : String(sides ?? "").trim());
/** A box in a link: its spaces as dashes ("vyq-fig-ote-xlu"), and back. */
const linkOf = (sides) => boxText(sides).split(/\s+/).join("-");
const fromLink = (part) => part.replaceAll("-", " ");

/** A letter or word as the page shows it. */
export const upper = (s) => String(s ?? "").toUpperCase();

const truthy = (v) => v === true || ["", "1", "true", "yes", "on"].includes(String(v).toLowerCase());
const isCommon = (v) => v != null && v !== false && truthy(v);
const listName = (d) => (d && d !== DEFAULT_LIST && d !== "custom" ? String(d) : null);

/** A solve state in its one key order. */
export function solveState({ sides = "", max_words, common, dictionary } = {}) {
  const s = { mode: "solve", sides: boxText(sides) };
  const k = max_words == null || max_words === "" ? null : Number(max_words);
  if (Number.isInteger(k) && k !== defaultMax()) s.max_words = k;
  if (isCommon(common)) s.common = true;
  const list = listName(dictionary);
  if (list) s.dictionary = list;
  return s;
}

/** A play state: a box, else a seed, else a day (by default the person's today), each on its list. */
export function playState({ sides, date, seed, common, dictionary } = {}) {
  const list = listName(dictionary);
  if (sides) {
    const s = { mode: "play", sides: boxText(sides) };
    if (isCommon(common)) s.common = true;
    if (list) s.dictionary = list;
    return s;
  }
  const s = seed != null && seed !== "" ? { mode: "play", seed: /^\d+$/.test(String(seed)) ? Number(seed) : seed }
    : { mode: "play", date: date || localDate() };
  if (list) s.dictionary = list;
  return s;
}

/** Today's puzzle in the page's language: on its common list where one is shipped, else English's. */
export const todayState = () => playState({ dictionary: pageGameList() });

/** The word-list fields of a request for a state's words (offensive words are never played; the
 *  player's corrections go to the NYT list). */
export const listParams = (state) => ({
  dictionary: state.dictionary || DEFAULT_LIST, ...languageParams(state.dictionary), offensive: "hide", ...corrections.params(),
  ...commonParams(state.common),
});

/** The options after a box in a link: a word count, "common", a word list's name. */
function options(parts, into) {
  for (const p of parts) {
    if (/^\d+$/.test(p)) into.max_words = Number(p);
    else if (p === "common") into.common = true;
    else if (p) into.dictionary = p;
  }
  return into;
}

/**
 * #letterboxed/vyq-fig-ote-xlu[/3][/common][/american-english]  → solve (up to 3 words, common words only)
 * #letterboxed/play                                              → play the puzzle of the person's day, in the page's language
 * #letterboxed/play/2026-11-21[/list] · play/seed/123[/list] · play/vyq-fig-ote-xlu[/common][/list]
 *   (a day's or a seed's puzzle without a list is English's: fr-common names French's)
 */
export function fromRoute(parts) {
  if (parts[0] === "play") {
    const [, what = "", ...rest] = parts;
    if (what === "seed") return playState({ seed: rest[0] ?? "", dictionary: rest[1] });
    if (!what) return todayState();
    if (isDate(what)) return playState({ date: what, dictionary: rest[0] });
    return playState(options(rest, { sides: fromLink(what) }));
  }
  const [sides = "", ...rest] = parts;
  return solveState(options(rest, { sides: fromLink(sides) }));
}

export function toRoute(state) {
  const extra = [state.max_words != null && Number(state.max_words) !== defaultMax() ? String(state.max_words) : null,
    isCommon(state.common) ? "common" : null, listName(state.dictionary)].filter(Boolean);
  if (state.mode === "play") {
    if (state.sides) return ["play", linkOf(state.sides), ...extra];
    const list = listName(state.dictionary);
    if (state.seed != null && state.seed !== "") return ["play", "seed", String(state.seed), ...(list ? [list] : [])];
    return ["play", state.date || localDate(), ...(list ? [list] : [])];
  }
  return [linkOf(state.sides), ...extra];
}

/** An embed's attributes as a state (embed.html?puzzle=letterboxed&sides=…&mode=play). */
export function fromAttributes(a) {
  return a.mode === "play" ? playState(a) : solveState(a);
}
