// What the solver client tells the offline copy (offline.js): when it may start (`idle`) and which
// site files the solver workers fetched (`fetched`). On a first visit the copy (the whole site) waits
// until the first answers are out: the interactive worker idle with nothing waiting and its snapshot
// stored (or none coming, or SNAPSHOT_WAIT_MS gone by), so that it shares neither the network nor
// the cores with a first answer.
const SNAPSHOT_WAIT_MS = 20_000;   // the offline copy waits at most this long for the snapshot's store
const QUIET_MS = 1_000;           // idle this long (no request, no search) before the first answers count as out

export class OfflineCues {
  /**
   * @param {SolverClient} client  hears a "fetched" event {detail: path} for each file first fetched;
   *   its `snapshotSettled` resolves once the snapshot is stored (or none is coming)
   * @param {() => boolean} busy  whether the client has work (a request unanswered, a task running or waiting)
   */
  constructor(client, busy) {
    this.client = client;
    this.busy = busy;
    this.fetched = new Set();
    this.told = false;         // the wait for the snapshot has begun: `idle` resolves after it
    this.idle = new Promise((resolve) => { this.settle = resolve; });  // the first answers are out
  }

  /** A worker fetched the site file `path`: said (`fetched`), so the offline copy keeps it when it is
   *  one fetched on demand (a prebuilt index, a definitions chunk: sw.js decides), even when no
   *  service worker controlled that worker (a first visit). */
  fileFetched(path) {
    if (this.fetched.has(path)) return;
    this.fetched.add(path);
    this.client.dispatchEvent(new CustomEvent("fetched", { detail: path }));
  }

  /** The client may have nothing left to do: resolve `idle` if it stays so for QUIET_MS. */
  maybeIdle() {
    const busy = () => this.told || this.busy();
    if (busy()) return;
    // Idle for a moment, not between two requests of one answer (a view that asks again once the
    // first reply is in), and no search of the pool running: a request meanwhile calls this at its end.
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      if (busy()) return;
      this.told = true;
      // a snapshot whose store never reports (its worker ended first) holds the copy back no longer
      Promise.race([this.client.snapshotSettled, new Promise((resolve) => setTimeout(resolve, SNAPSHOT_WAIT_MS))])
        .then(() => this.settle());
    }, QUIET_MS);
  }
}
