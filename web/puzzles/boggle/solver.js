// Boggle — the requests the views share: a request with a progress bar that shows only if it
// takes more than a moment (after the word list's index is built: boggle.warm), a grid's
// description (boggle.board) and its cells' labels.

/** Build a word list's index now (the first query on a list builds its trie: ~1 s for ENABLE). */
export const warm = ({ client }, list) => client.request("boggle.warm", list);

/**
 * A request for `view` with `bar` (a ProgressBar) shown after 250 ms (at once for work that reports
 * progress): first the word list's index is built if it is not yet, then `action` runs.
 * Resolves to the result or {error}.
 */
export async function ask(view, bar, action, params, opts = {}) {
  const { client, options } = view.ctx;
  let stop = view.scope.after(250, () => bar.start(client.step === "ready" ? options.indexing() : "Loading Python…"));
  const list = {};
  for (const key of ["dictionary", "word_list"]) if (params[key] != null) list[key] = params[key];
  const built = await warm(view.ctx, list);
  stop();
  if (built.error) { bar.stop(); return built; }
  stop = view.scope.after(opts.onProgress ? 0 : 250, () => bar.start("Working…"));
  const r = await client.request(action, params, opts);
  stop();
  bar.stop();
  return r;
}

/**
 * A grid checked and described for a game (boggle.board): {board, size, cells (labels, "Qu"),
 * letters, neighbours, min_length, minutes, seconds} or {error}. `request` sends (with a bar);
 * `params` are the options' fields (min_length is the one boggle.board takes).
 */
export function describeBoard(request, { board, minutes, params }) {
  const asked = { board };
  if (params.min_length !== undefined) asked.min_length = params.min_length;
  if (minutes !== undefined) asked.minutes = minutes;
  return request("boggle.board", asked);
}

/** The labels of a board's cells ("Qu" for the q die), or null if the solver says it is no board. */
export async function labelsOf({ client }, board) {
  const r = await client.request("boggle.board", { board });
  return r.error ? null : r.cells;
}
