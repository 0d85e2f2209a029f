// Anigrams states and their links. A state is plain data in one key order (the app compares states
// as JSON): {mode: "solve", start, dictionary?} explores a start ("" shows the form only, "all" the
// best of every start); {mode: "play", date, dictionary?} or {mode: "play", seed, dictionary?} names a
// game — never its words. A game's list is its language's: a game on fr-common is French's, drawn
// and checked on that list (components/language.js); one that names no list is English's.
import { localDate } from "../../components/date.js";
import { languageParams, pageGameList } from "../../components/language.js";

export const DEFAULT_LIST = "enable";
const ALL = /^\s*(all)?\s*$/i;

/** Whether a start names every start: empty, or "all" (in a route or an embed attribute). */
export const isAll = (start) => ALL.test(String(start ?? ""));

/** "123" → 123 (routes and attributes are text); anything else stays as given, for the solver to explain. */
const seedOf = (s) => (/^\d+$/.test(String(s)) ? Number(s) : s);

export function solveState(start = "", dictionary = null) {
  const state = { mode: "solve", start: String(start ?? "").toLowerCase() };
  if (dictionary && dictionary !== DEFAULT_LIST) state.dictionary = dictionary;
  return state;
}

/** A game: a seed (a random game), else a date (the game of that day; today without one), on its list. */
export function playState({ date = null, seed = null, dictionary = null } = {}) {
  const state = seed != null && seed !== "" ? { mode: "play", seed: seedOf(seed) } : { mode: "play", date: date || localDate() };
  if (dictionary && dictionary !== DEFAULT_LIST) state.dictionary = dictionary;
  return state;
}

/** Today's game in the page's language: on its common list where one is shipped, else English's. */
export const todayState = () => playState({ dictionary: pageGameList() });

/** A game's list fields for its requests: none for English's (its default list, as always). */
export const gameListParams = (state) => (state.dictionary ? { dictionary: state.dictionary, ...languageParams(state.dictionary) } : {});

/**
 * #anigrams/deir[/dictionary]   → explore DEIR        #anigrams/all[/dictionary] → every start
 * #anigrams/play[/2026-11-21[/list]] → the game of a day (today's, in the page's language, without one)
 * #anigrams/play/seed/123[/list]    → a random game (without a list: English's; fr-common: French's)
 */
export function fromRoute(parts) {
  if (parts[0] === "play") {
    if (parts[1] === "seed") return playState({ seed: parts[2] ?? "", dictionary: parts[3] });
    return parts[1] ? playState({ date: parts[1], dictionary: parts[2] }) : todayState();
  }
  const [start = "", dictionary] = parts;
  return solveState(start, dictionary);
}

export function toRoute(state) {
  if (state.mode === "play") {
    const list = state.dictionary ? [state.dictionary] : [];
    return state.seed != null && state.seed !== "" ? ["play", "seed", String(state.seed), ...list] : ["play", state.date || localDate(), ...list];
  }
  return [state.start, ...(state.dictionary ? [state.dictionary] : [])];
}

/** An embed's attributes as a state (embed.html?puzzle=anigrams&start=beep, …&mode=play&date=…). */
export function fromAttributes(a) {
  return a.mode === "play" ? playState({ date: a.date, seed: a.seed, dictionary: a.dictionary }) : solveState(a.start, a.dictionary);
}
