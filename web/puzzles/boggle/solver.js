// Boggle — the requests the views share: a request that first builds the word list's index if it
// is not yet (boggle.warm), with the progress bar of its round (components/request.js), a grid's
// description (boggle.board) and its cells' labels. Every request carries the puzzle's language
// with its list (the options' params), boggle.board too: a board is read in its language's letters.
import { t } from "../../components/i18n.js";

/** Build a word list's index now (the first query on a list builds its trie, the slow part of it). */
export const warm = ({ client }, list) => client.request("boggle.warm", list);

/**
 * `action` as part of `round` (a Requests round of the view): first the word list's index is built
 * if it is not yet, the bar saying so; then `action` runs, the bar saying "Working…" (at once for
 * work that reports progress). Resolves to the result or {error}, or null when a newer round began.
 */
export async function ask(round, { options }, action, params, opts = {}) {
  const list = {};
  for (const key of ["dictionary", "word_list"]) if (params[key] != null) list[key] = params[key];
  if (Object.keys(list).length && params.language != null) list.language = params.language;  // a list's language (boggle.board's alone reads none)
  const built = await round.ask("boggle.warm", list, { bar: options.indexing() });
  if (!built || built.error) return built;
  return round.ask(action, params, { ...opts, bar: t("Working…"), delay: opts.onProgress ? 0 : undefined });
}

/**
 * A grid checked and described for a game (boggle.board): {board, size, cells (labels, "Qu"),
 * letters, neighbours, min_length, minutes, seconds} or {error}. `request` sends (with a bar);
 * `params` are the options' fields (min_length is the one boggle.board takes).
 */
export function describeBoard(request, { board, minutes, params }) {
  const asked = { board };
  if (params.min_length !== undefined) asked.min_length = params.min_length;
  if (params.language !== undefined) asked.language = params.language;
  if (minutes !== undefined) asked.minutes = minutes;
  return request("boggle.board", asked);
}

/** The labels of a board's cells ("Qu" for the q die, "Ñ" in Spanish), or null if the solver says
 *  it is no board (of the puzzle's language). */
export async function labelsOf({ client, options }, board) {
  const language = options?.language;
  const r = await client.request("boggle.board", language && language !== "en" ? { board, language } : { board });
  return r.error ? null : r.cells;
}
