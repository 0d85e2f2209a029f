// The merged progress of a split search: its shards report to their own search workers, and the
// page shows one bar. The shards' latest reports are combined by Python (a "merge" request with
// `progress: true`, which the client sends to the interactive worker): the first at once (a bar
// shows up even for a search of a fraction of a second), then at most once every `ms`, one at a
// time. No puzzle knowledge here.

/**
 * @param {object} o
 * @param {number} o.shards  how many shards report
 * @param {number} o.ms      at most one merge this often
 * @param {(parts: Array, done: (merged) => void) => void} o.ask  send one merge of the latest reports
 * @param {(merged) => void} o.deliver  a merged report ({error} answers are dropped)
 * @returns {{report(index: number, info): void, stop(): void}}  `stop()` when the search ends
 *   (answered, failed or cancelled): a merge still waiting for its time is not asked, and one on
 *   its way is not delivered.
 */
export function progressMerger({ shards, ms, ask, deliver }) {
  const latest = new Array(shards).fill(null);
  let timer = null, inFlight = false, again = false, stopped = false, first = true;
  const schedule = () => {
    timer ??= setTimeout(run, first ? 0 : ms);
    first = false;
  };
  const run = () => {
    timer = null;
    if (stopped) return;
    if (inFlight) { again = true; return; }
    inFlight = true;
    ask(latest, (merged) => {
      inFlight = false;
      if (stopped) return;
      if (!merged?.error) deliver(merged);
      if (again) { again = false; schedule(); }
    });
  };
  return {
    report(index, info) {
      latest[index] = info;
      if (!stopped) schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = null;
    },
  };
}
