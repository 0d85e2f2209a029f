// Boggle states and their links. A state is plain data in one key order (the app compares states
// as JSON): {mode: "solve" | "play", board?, date?, size, min_length?, minutes?, dictionary?}. `size`
// follows a board's length; a play state names the board (or a day), never an answer, and may name
// the game's length (`minutes`: a challenge link always does, so both players have the same time). Whether a board, a
// size or a minimum length is allowed is Python's to say (boggle.board, boggle.daily): a link
// carries what it says, and the page shows the solver's message for it.

export const DEFAULT_LIST = "enable";
const clean = (s) => String(s ?? "").replace(/\s+/g, "").toLowerCase();
const whole = (v) => (/^\d+$/.test(String(v ?? "").trim()) ? Number(v) : null);
const decimal = (v) => (/^\d+(\.\d+)?$/.test(String(v ?? "").trim()) ? Number(v) : null);

// The shipped lists' names (from the site's provenance record, via the controller), so a route
// part like "words-alpha" is read as a list and not as a row of letters.
let listNames = new Set();
export function setListNames(names) { listNames = new Set(names); }

/** A state in one key order, defaults left out. */
export function boggleState(s = {}) {
  const board = clean(s.board);
  const out = { mode: s.mode === "play" ? "play" : "solve" };
  if (board) out.board = board;
  if (s.date && !board) out.date = String(s.date);
  const side = Math.sqrt(board.length);
  out.size = board && Number.isInteger(side) ? side : whole(s.size) ?? 4;
  if (whole(s.min_length) != null) out.min_length = whole(s.min_length);
  if (out.mode === "play" && decimal(s.minutes) != null) out.minutes = decimal(s.minutes);
  if (s.dictionary && s.dictionary !== DEFAULT_LIST && (!listNames.size || listNames.has(s.dictionary))) out.dictionary = String(s.dictionary);
  return out;
}

/**
 * #boggle/perslatgsineters[/min/4][/words-alpha]     solve a board (its size from its length;
 *                                                    rows as parts also work: #boggle/pers/latg/sine/ters)
 * #boggle/play/perslatgsineters[/minutes/2]         play a board (never its answers), for 2 minutes
 * #boggle/play/day/2026-11-21[/5x5]                  play the board of a day (size 4 unless given)
 */
export function fromRoute(parts) {
  const s = { mode: "solve" };
  for (let i = 0; i < parts.length; i++) {
    const p = String(parts[i]).toLowerCase();
    if (!p) continue;
    if (p === "play" || p === "solve") s.mode = p;
    else if (p === "day") s.date = parts[++i];
    else if (p === "min") s.min_length = parts[++i];
    else if (p === "minutes") s.minutes = parts[++i];
    else if (p === "size") s.size = parts[++i];
    else if (/^\d+x\d+$/.test(p)) s.size = p.split("x")[0];
    else if (listNames.has(p) || p === DEFAULT_LIST) s.dictionary = p;
    else s.board = (s.board || "") + parts[i];
  }
  return boggleState(s);
}

export function toRoute(state) {
  const s = boggleState(state);
  return [s.mode === "play" ? "play" : null, s.board,
    ...(s.date ? ["day", s.date, s.size !== 4 ? `${s.size}x${s.size}` : null] : []),
    ...(s.min_length ? ["min", s.min_length] : []), ...(s.minutes != null ? ["minutes", s.minutes] : []), s.dictionary]
    .filter((p) => p != null).map(String);
}

/** An embed's attributes (embed.html?puzzle=boggle&board=…&mode=play) as a state. */
export const fromAttributes = (a) => boggleState(a);
