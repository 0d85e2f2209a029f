// Anigrams — what the progress bar says of a query that may build the chain index first (once per
// word list): loading the list, then indexing the chains or counting the games, as the worker reports.

/** The request options (components/request.js) of a query named `what` on `bar`. */
export const busy = (bar, what) => ({
  bar: `${what}: loading the word list…`,
  onProgress: (info) => bar.update(info, `${what}: ${info?.stage === "games" ? "counting the games" : "indexing the chains"}…`),
});
