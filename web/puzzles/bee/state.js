// Spelling Bee states and their links. A state is plain data in one key order (the app compares
// states as JSON): {mode: "solve" | "play" | "best", letters, center, date?, dictionary?}. A play
// state names the board, or a day (the puzzle of that day, drawn from its list), or neither (the
// puzzle of the person's today); never an answer.
import { isDate } from "../../components/date.js";

export const DEFAULT_LIST = "nyt";  // the NYT-likely answers (pysolvers/nyt.py); links name any other list
const clean = (s) => String(s ?? "").replace(/\s+/g, "").toLowerCase();

/** A state in one key order (the app compares states as JSON); a day only for a play state without a board. */
export function beeState(mode, letters = "", center = "", dictionary = null, date = null) {
  const state = { mode, letters: clean(letters), center: clean(center) };
  if (mode === "play" && date && !state.letters) state.date = String(date);
  if (dictionary && dictionary !== DEFAULT_LIST) state.dictionary = dictionary;
  return state;
}

/** #bee/aeginrt/r[/list] → solve; #bee/play[/aeginrt/r[/list]] → play (no board: today's);
 *  #bee/play/2026-11-21[/list] → the puzzle of that day; #bee/play/list → today's on that list (a
 *  board always has a center after its letters); #bee/best → the best-board search. */
export function fromRoute(parts) {
  if (parts[0] === "best") return { mode: "best" };
  const play = parts[0] === "play";
  if (play && isDate(parts[1])) return beeState("play", "", "", parts[2], parts[1]);
  if (play && parts.length === 2 && parts[1]) return beeState("play", "", "", parts[1]);
  const [letters = "", center = "", dictionary] = play ? parts.slice(1) : parts;
  return beeState(play ? "play" : "solve", letters, center, dictionary);
}

export function toRoute(state) {
  if (state.mode === "best") return ["best"];
  const list = state.dictionary ? [state.dictionary] : [];
  if (state.mode === "play" && state.date) return ["play", state.date, ...list];
  const board = [state.letters, state.center, ...list];
  return state.mode === "play" ? ["play", ...board] : board;
}

/** An embed's attributes as a state (embed.html?puzzle=bee&letters=…&center=…&mode=play, or …&date=…). */
export function fromAttributes(a) {
  return beeState(a.mode === "play" ? "play" : "solve", a.letters, a.center, a.dictionary, a.date);
}
