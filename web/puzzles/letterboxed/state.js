// Letter Boxed states and their links. A state is plain data in one key order (the app compares
// states as JSON):
//   solve  {mode: "solve", sides: "vyq fig ote xlu", max_words?, common?, dictionary?}
//   play   {mode: "play", sides, common?, dictionary?} · {mode: "play", seed} · {mode: "play", date}
// A play state names the box (or the day, or the seed), never an answer. Its fields are also the
// embed's attributes (sides="vyq fig ote xlu" max_words="3" common="true" mode="play").
import { isDate, localDate } from "../../components/date.js";
import { corrections } from "../../components/nyt.js";

export const DEFAULT_LIST = "nyt";  // the NYT-likely words, ranked as the NYT picks its pair (issue 14)
export const DEFAULT_MAX = 4;
export const COMMON_ZIPF = 3.0;  // "common words only": Zipf frequency ≥ 3 (about once per million words)

// How the page writes a box as text: a link's "vyq-fig-ote-xlu", a state's "vyq fig ote xlu", a
// pasted "VYQ, FIG, OTE, XLU" or "VYQFIGOTEXLU". This only reads the text; what makes a box valid
// (four sides of three distinct letters) is the solver's to say.
const SEPARATORS = /[\s,;:/|\-_.]+/;

/** Whether `text` holds several sides (separated, or one run of 12 letters). */
export const severalSides = (text) => SEPARATORS.test(String(text ?? "").trim()) || String(text ?? "").trim().length === 12;

/** "VYQ FIG OTE XLU", "vyq-fig-ote-xlu", "vyqfigotexlu" → ["vyq", "fig", "ote", "xlu"] (any count). */
export function splitSides(text) {
  const parts = String(text ?? "").trim().toLowerCase().split(SEPARATORS).filter(Boolean);
  if (parts.length === 1 && parts[0].length === 12) return parts[0].match(/.{3}/g);
  return parts;
}

/** A letter or word as the page shows it. */
export const upper = (s) => String(s ?? "").toUpperCase();

const truthy = (v) => v === true || ["", "1", "true", "yes", "on"].includes(String(v).toLowerCase());
const isCommon = (v) => v != null && v !== false && truthy(v);
const listName = (d) => (d && d !== DEFAULT_LIST && d !== "custom" ? String(d) : null);

/** A solve state in its one key order. */
export function solveState({ sides = "", max_words, common, dictionary } = {}) {
  const s = { mode: "solve", sides: splitSides(sides).join(" ") };
  const k = Number(max_words);
  if (Number.isInteger(k) && k >= 1 && k !== DEFAULT_MAX) s.max_words = k;
  if (isCommon(common)) s.common = true;
  const list = listName(dictionary);
  if (list) s.dictionary = list;
  return s;
}

/** A play state: a box, else a seed, else a day (by default the person's today). */
export function playState({ sides, date, seed, common, dictionary } = {}) {
  if (sides) {
    const s = { mode: "play", sides: splitSides(sides).join(" ") };
    if (isCommon(common)) s.common = true;
    const list = listName(dictionary);
    if (list) s.dictionary = list;
    return s;
  }
  if (seed != null && seed !== "") return { mode: "play", seed: /^\d+$/.test(String(seed)) ? Number(seed) : seed };
  return { mode: "play", date: date || localDate() };
}

/** The word-list fields of a request for a state's words (offensive words are never played; the
 *  player's corrections go to the NYT list). */
export const listParams = (state) => ({
  dictionary: state.dictionary || DEFAULT_LIST, offensive: "hide", ...corrections.params(),
  ...(state.common ? { min_zipf: COMMON_ZIPF } : {}),
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
 * #letterboxed/play                                              → play the puzzle of the person's day
 * #letterboxed/play/2026-11-21 · play/seed/123 · play/vyq-fig-ote-xlu[/common][/list]
 */
export function fromRoute(parts) {
  if (parts[0] === "play") {
    const [, what = "", ...rest] = parts;
    if (what === "seed") return playState({ seed: rest[0] ?? "" });
    if (!what || isDate(what)) return playState({ date: what || localDate() });
    return playState(options(rest, { sides: what }));
  }
  const [sides = "", ...rest] = parts;
  return solveState(options(rest, { sides }));
}

export function toRoute(state) {
  const extra = [state.max_words && Number(state.max_words) !== DEFAULT_MAX ? String(state.max_words) : null,
    isCommon(state.common) ? "common" : null, listName(state.dictionary)].filter(Boolean);
  if (state.mode === "play") {
    if (state.sides) return ["play", splitSides(state.sides).join("-"), ...extra];
    if (state.seed != null && state.seed !== "") return ["play", "seed", String(state.seed)];
    return ["play", state.date || localDate()];
  }
  return [splitSides(state.sides).join("-"), ...extra];
}

/** An embed's attributes as a state (embed.html?puzzle=letterboxed&sides=…&mode=play). */
export function fromAttributes(a) {
  return a.mode === "play" ? playState(a) : solveState(a);
}
