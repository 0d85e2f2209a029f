// Anigrams — what the progress bar says of a query that may build the chain index first (once per
// word list): loading the list, then indexing the chains or counting the games, as the worker reports.
import { t } from "../../components/i18n.js";

/** The request options (components/request.js) of a query named `what` on `bar`. */
export const busy = (bar, what) => ({
  bar: t("{what}: loading the word list…", { what }),
  onProgress: (info) => bar.update(info, info?.stage === "games" ? t("{what}: counting the games…", { what })
    : t("{what}: indexing the chains…", { what })),
});
