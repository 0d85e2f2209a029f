// When the page's workers make, use and forget the memory snapshot (runtime/shared/snapshots.mjs): a
// first visit's interactive worker boots cold, takes it after its warm-up, before any request runs,
// and stores it once its first answers are out (runtime/worker/worker.mjs); later visits and restarts
// boot from it, the pool's first workers once it is stored (or none is coming); it is deleted (later
// starts are cold) when a start from it hangs, or two interactive workers die right after one.
import { forgetSnapshots } from "../shared/snapshots.mjs";

export class SnapshotPolicy {
  /** `client` hears a "snapshot" event, then `onStored()` runs, when the interactive worker reports its
   *  store ({stored, bytes, place, ms, storeMs, error}); `limitMs`: how long a start from it may take. */
  constructor(client, { limitMs, onStored }) {
    Object.assign(this, { client, limitMs, onStored, report: null, forgotten: false, deaths: 0 });
    this.settled = new Promise((resolve) => { this.settle = resolve; });  // stored, or none coming
  }

  /** The interactive worker's PyWorker options: it makes the snapshot where none is stored. */
  interactive(useSnapshot) {
    return { useSnapshot, makeSnapshot: true, onSnapshot: (w, report) => this.stored(report),
      snapshotLimitMs: this.limitMs, onSlowSnapshot: () => this.forget() };
  }

  /** The pool's options: its first workers wait for the snapshot, then start from it. */
  pool() {
    return { snapshotSettled: () => this.settled, useSnapshot: () => !this.forgotten,
      forgetSnapshot: () => this.forget(), snapshotLimitMs: this.limitMs };
  }

  /** The interactive worker is ready (`snapshotting`: a snapshot is coming from this start). */
  ready({ snapshotting }) { if (!snapshotting) this.settle(); }

  /** The interactive worker ended: whether the next one may start from the snapshot. */
  exited(worker, intentional) {
    if (!intentional && worker.start === "snapshot" && ++this.deaths >= 2) this.forget("two workers died right after starting from it");
    return !this.forgotten;
  }

  stored(report) {
    this.report = report;
    this.settle();
    if (!report.stored && report.error) console.warn(`wordloom: no memory snapshot is kept in this browser (${report.error}); every start is cold`);
    this.client.dispatchEvent(new CustomEvent("snapshot", { detail: report }));
    this.onStored();
  }

  async forget(why = "a start from it hung") {
    if (!this.forgotten) console.warn(`wordloom: the stored snapshot was deleted (${why}); later starts are cold`);
    this.forgotten = true;
    await forgetSnapshots();
  }

  /** What the About panel says of it (describePaths' `snapshot`), `boot` the interactive worker's. */
  described(boot) {
    const r = this.report;
    return r?.stored ? { place: r.place } : r ? { why: r.error, full: r.full } : boot?.start === "snapshot" ? { place: boot.store?.place }
      : boot && !boot.store ? { none: true } : null;  // the worker found no place to keep one (storage refused)
  }
}
