// Anigrams — the progress of a query that may build the chain index first (once per word list):
// the bar appears after 200 ms only, so that warm queries (a few milliseconds) do not flicker it,
// and says what the worker is doing (starting Python, loading the list, indexing). Its timer and
// its listener on the client live in a scope of their own, closed when the work stops or the view
// closes.
import { Scope } from "../../components/scope.js";

/**
 * @param {Scope} scope  the view's scope   @param {object} client  the puzzle's solver client
 * @param {ProgressBar} bar   @param {string} what  the work, as the bar names it
 * @returns {{onProgress: Function, stop: Function}}
 */
export function busy(scope, client, bar, what) {
  const work = scope.own(new Scope());
  const starting = () => bar.start(client.step === "ready" ? `${what}: loading the word list…` : "Starting Python…");
  work.after(200, starting);
  work.on(client, "status", starting);
  return {
    onProgress(info) {
      work.close();
      if (!bar.running) starting();
      bar.update(info, `${what}: ${info?.stage === "games" ? "counting the games" : "indexing the chains"}…`);
    },
    stop() {
      work.close();
      bar.stop();
    },
  };
}
