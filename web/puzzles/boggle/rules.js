// TODO(pyapi): Boggle rules still written in JavaScript, until the actions that replace them are on
// main: `boggle.board` (check a grid and describe it: size, cell labels, each cell's neighbours,
// the min_length in force, the game's minutes), `boggle.warm` (build a list's index) and the action
// catalog (api-schema.json: field limits and choices). Each rule is in one function here and
// nowhere else; the views only call these.

/** TODO(pyapi): a cell's label ("Qu" for the q die) — boggle.board's labels. */
export function cellText(ch) {
  return ch === "q" ? "Qu" : (ch || "").toUpperCase();
}

/**
 * Check a board and describe it for a game: {board, size, cells (labels), neighbours (per cell, the
 * cells it touches), min_length (in force), minutes} or {error}. `request(action, params)` sends.
 * TODO(pyapi): one boggle.board request. Today the board is checked by judging the word "a" on it
 * (an error names a field other than the word), and the rest is worked out here.
 */
export async function describeBoard(request, { board, minutes, ...params }) {
  const r = await request("boggle.check", { board, word: "a", ...params });
  if (r.error && r.error.field !== "word") return r;
  const b = String(board).replace(/\s+/g, "").toLowerCase();
  const n = Math.round(Math.sqrt(b.length));
  const touches = (a, c) => a !== c && Math.abs(Math.floor(a / n) - Math.floor(c / n)) <= 1 && Math.abs((a % n) - (c % n)) <= 1;
  const cells = Array.from(b, (_, i) => i);
  return {
    board: b, size: n, cells: [...b].map(cellText),
    neighbours: cells.map((a) => cells.filter((c) => touches(a, c))),
    min_length: params.min_length ?? (n <= 4 ? 3 : 4),
    minutes: Number(minutes) > 0 ? Number(minutes) : 3,
  };
}

/** TODO(pyapi): build a word list's index before the first query on it — boggle.warm. Today: a
 *  solve of an all-"a" board, which builds the trie as a side effect. */
export function warm(client, list) {
  return client.request("boggle.solve", { board: "aaaaaaaaaaaaaaaa", ...list });
}

/** The board sizes offered: boggle.generate's declared size range, from the action catalog.
 *  TODO(pyapi): the fallback (3 to 6) goes once the build ships api-schema.json. */
export function sizes(schema) {
  const f = schema?.actions?.["boggle.generate"]?.fields?.size;
  const lo = f?.min ?? 3, hi = f?.max ?? 6;
  return Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);
}

/** TODO(pyapi): the size a set of real dice makes (null for the generators) — boggle.generate
 *  takes the set's size when none is given, but the page shows it before asking. */
export function diceSize(method) {
  return { "dice-classic": 4, "dice-new": 4, "dice-big": 5, "dice-superbig": 6 }[method] ?? null;
}

/** TODO(pyapi): the method of a random board to play on an n×n grid (the dice of the day's board). */
export function playMethod(n) {
  return { 3: "freq", 4: "dice-new", 5: "dice-big", 6: "dice-superbig" }[n] ?? "freq";
}
