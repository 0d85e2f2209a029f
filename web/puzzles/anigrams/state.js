// Anigrams states and their links. A state is plain data in one key order (the app compares states
// as JSON): {mode: "solve", start, dictionary?} explores a start ("" shows the form only, "all" the
// best of every start); {mode: "play", date} or {mode: "play", seed} names a game — never its words.
import { localDate } from "../../components/date.js";

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

/** A game: a seed (a random game), else a date (the game of that day; today without one). */
export function playState({ date = null, seed = null } = {}) {
  return seed != null && seed !== "" ? { mode: "play", seed: seedOf(seed) } : { mode: "play", date: date || localDate() };
}

/**
 * #anigrams/deir[/dictionary]   → explore DEIR        #anigrams/all[/dictionary] → every start
 * #anigrams/play[/2026-11-21]   → the game of a day (today without one)
 * #anigrams/play/seed/123       → a random game
 */
export function fromRoute(parts) {
  if (parts[0] === "play") return parts[1] === "seed" ? playState({ seed: parts[2] ?? "" }) : playState({ date: parts[1] });
  const [start = "", dictionary] = parts;
  return solveState(start, dictionary);
}

export function toRoute(state) {
  if (state.mode === "play") {
    return state.seed != null && state.seed !== "" ? ["play", "seed", String(state.seed)] : ["play", state.date || localDate()];
  }
  return [state.start, ...(state.dictionary ? [state.dictionary] : [])];
}

/** An embed's attributes as a state (embed.html?puzzle=anigrams&start=beep, …&mode=play&date=…). */
export function fromAttributes(a) {
  return a.mode === "play" ? playState({ date: a.date, seed: a.seed }) : solveState(a.start, a.dictionary);
}
