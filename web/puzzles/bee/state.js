// Spelling Bee states and their links. A state is plain data in one key order (the app compares
// states as JSON): {mode: "solve" | "play" | "best", letters, center, dictionary?}. A play state
// names the board only (or none: the puzzle of the day), never an answer.

export const DEFAULT_LIST = "nyt";  // the NYT-likely answers (pysolvers/nyt.py); links name any other list
const clean = (s) => String(s ?? "").replace(/\s+/g, "").toLowerCase();

/** A state in one key order (the app compares states as JSON). */
export function beeState(mode, letters = "", center = "", dictionary = null) {
  const state = { mode, letters: clean(letters), center: clean(center) };
  if (dictionary && dictionary !== DEFAULT_LIST) state.dictionary = dictionary;
  return state;
}

/** #bee/aeginrt/r[/list] → solve; #bee/play[/aeginrt/r[/list]] → play (no board: the day's);
 *  #bee/best → the best-board search. */
export function fromRoute(parts) {
  if (parts[0] === "best") return { mode: "best" };
  const play = parts[0] === "play";
  const [letters = "", center = "", dictionary] = play ? parts.slice(1) : parts;
  return beeState(play ? "play" : "solve", letters, center, dictionary);
}

export function toRoute(state) {
  if (state.mode === "best") return ["best"];
  const board = [state.letters, state.center, ...(state.dictionary ? [state.dictionary] : [])];
  return state.mode === "play" ? ["play", ...board] : board;
}

/** An embed's attributes as a state (embed.html?puzzle=bee&letters=…&center=…&mode=play). */
export function fromAttributes(a) {
  return beeState(a.mode === "play" ? "play" : "solve", a.letters, a.center, a.dictionary);
}
