// TODO(pyapi): Boggle rules still written in JavaScript. Each is in one function here and nowhere
// else, and the views reach them only through solver.js, which asks Python instead as soon as the
// build's action catalog (api-schema.json) lists the action that replaces it:
//   boggle.board  check a grid and describe it (labels, letters, neighbours, min_length, minutes)
//   boggle.warm   build a word list's index
// Delete the fallbacks once those actions are on main. The last two functions have no Python
// source yet (see their notes).

/** TODO(pyapi): a cell's label ("Qu" for the q die) — boggle.board's `cells`. */
const label = (ch) => (ch === "q" ? "Qu" : (ch || "").toUpperCase());

/** TODO(pyapi): boggle.board's `cells` for a board string. */
export const fallbackLabels = (board) => [...board].map(label);

/**
 * TODO(pyapi): boggle.board's answer, worked out here: the board is checked by judging the word
 * "a" on it (an error that names a field other than the word is the board's), and its size,
 * labels, letters, neighbours, min_length and minutes are computed in the page.
 */
export async function fallbackDescribe(request, { board, minutes, min_length: min, params }) {
  const r = await request("boggle.check", { board, word: "a", ...params });
  if (r.error && r.error.field !== "word") return r;
  const b = String(board).replace(/\s+/g, "").toLowerCase();
  const n = Math.round(Math.sqrt(b.length));
  const touches = (a, c) => a !== c && Math.abs(Math.floor(a / n) - Math.floor(c / n)) <= 1 && Math.abs((a % n) - (c % n)) <= 1;
  const cells = Array.from(b, (_, i) => i);
  const m = Number(minutes) > 0 ? Number(minutes) : 3;
  return {
    board: b, size: n, cells: fallbackLabels(b), letters: [...b].map((c) => (c === "q" ? "qu" : c)),
    neighbours: cells.map((a) => cells.filter((c) => touches(a, c))),
    min_length: min ?? (n <= 4 ? 3 : 4), minutes: m, seconds: m * 60,
  };
}

/** TODO(pyapi): boggle.warm. A solve of an all-"a" board builds the trie as a side effect. */
export function fallbackWarm(client, list) {
  return client.request("boggle.solve", { board: "aaaaaaaaaaaaaaaa", ...list });
}

/** The board sizes offered: boggle.generate's declared size range, from the action catalog.
 *  TODO(pyapi): the fallback (3 to 6) goes once the build ships api-schema.json. */
export function sizes(schema) {
  const f = schema?.actions?.["boggle.generate"]?.fields?.size;
  const lo = f?.min ?? 3, hi = f?.max ?? 6;
  return Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);
}

/** TODO(pyapi), no source yet: the size a set of real dice makes (null for the generators).
 *  boggle.generate uses the set's size when none is given, but the page shows it before asking;
 *  the catalog could publish it with the method's choices. */
export function diceSize(method) {
  return { "dice-classic": 4, "dice-new": 4, "dice-big": 5, "dice-superbig": 6 }[method] ?? null;
}

/** TODO(pyapi), no source yet: the method of a random board to play on an n×n grid (the dice of
 *  the day's board, as boggle.daily picks them). */
export function playMethod(n) {
  return { 3: "freq", 4: "dice-new", 5: "dice-big", 6: "dice-superbig" }[n] ?? "freq";
}
