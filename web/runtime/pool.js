// The search pool: up to `size` workers, started on the first search (from the snapshot once the
// interactive worker has stored one), each running one task at a time from a first-come queue.
// A task is {id, action, params, onProgress, done(result)}; `done` is called exactly once.

import { PyWorker } from "./py-worker.js";

// A first visit: search workers wait for the interactive worker's snapshot (its cold start and a
// fraction of a second), then restore it, rather than three cold starts racing for two cores.
const SNAPSHOT_WAIT_MS = 60_000;
// A search worker idle this long is ended, its memory (~60 MB) given back; the next search starts
// one again, from the snapshot (~1 s).
const IDLE_MS = 60_000;

/** How many search workers this device gets: one per core, bounded by memory (each Python
 *  runtime takes ~150 MB; the pool may use a quarter of the device's memory), 1 on small devices. */
export function defaultPoolSize(nav = globalThis.navigator) {
  const cores = nav?.hardwareConcurrency || 1;
  const memory = nav?.deviceMemory;  // GB, rounded down to a power of two and capped at 8 by the browser
  const byMemory = memory ? Math.floor((memory * 1024 * 0.25) / 150) : 4;
  return Math.max(1, Math.min(cores, byMemory, 8));
}

export class Pool {
  /**
   * @param {object} o
   * @param {URL} o.url                 worker.mjs
   * @param {number} o.size
   * @param {() => Promise<void>} o.snapshotSettled  resolves once a snapshot is stored (or will not be)
   * @param {() => boolean} [o.useSnapshot]  whether a new worker may start from the stored snapshot
   * @param {() => void} [o.forgetSnapshot]  a worker's start from the snapshot hung: delete it
   * @param {number} [o.snapshotLimitMs]     how long that start may take (PyWorker's default)
   * @param {number} [o.idleMs]              a worker idle this long is ended
   * @param {() => object|null} [o.wasm]     the page's compiled runtime, for a new worker (see PyWorker)
   * @param {(w, wasm) => void} [o.onWasm]   a worker compiled the runtime itself
   */
  constructor({ url, size, snapshotSettled, useSnapshot = () => true, forgetSnapshot = () => {}, snapshotLimitMs,
    idleMs = IDLE_MS, wasm = () => null, onWasm }) {
    this.url = url;
    this.size = size;
    this.snapshotSettled = snapshotSettled;
    this.useSnapshot = useSnapshot;
    this.forgetSnapshot = forgetSnapshot;
    this.snapshotLimitMs = snapshotLimitMs;
    this.idleMs = idleMs;
    this.wasm = wasm;
    this.onWasm = onWasm;
    this.workers = [];
    this.waiting = [];
    this.closed = false;
    this.paused = false;
    this.spawning = null;
    this.serial = 0;
    this.bootFailures = 0;
  }

  submit(task) {
    this.waiting.push(task);
    this.pump();
  }

  /** Drop a waiting task, or stop it where it runs. Its `done` is not called here. */
  remove(task) {
    this.waiting = this.waiting.filter((t) => t !== task);
    for (const w of this.workers) if (w.task === task) w.stop();
  }

  busy() {
    return this.workers.filter((w) => w.state === "busy" && !w.stopping);
  }

  /** Hold the running searches (each at its next check) while the interactive worker answers: on a
   *  shared machine "a free core" is not to be counted on, so all of them wait, for a moment. */
  pause() {
    this.paused = true;
    for (const w of this.busy()) w.setPaused(true);
  }

  resume() {
    this.paused = false;
    for (const w of this.workers) w.setPaused(false);
  }

  pump() {
    if (this.closed) return;
    for (const w of this.workers) {
      if (w.state !== "idle") continue;
      if (this.waiting.length) {
        clearTimeout(w.idleTimer);
        w.idleTimer = null;
        if (this.paused) w.setPaused(true);   // a search that starts now waits like the running ones
        w.run(this.waiting.shift());
      } else if (this.workers.length > this.size) {
        this.retire(w);
      } else {
        w.idleTimer ??= setTimeout(() => {
          w.idleTimer = null;
          if (w.state === "idle") this.retire(w);
        }, this.idleMs);
      }
    }
    if (!this.waiting.length) return;
    const live = this.workers.length;
    if (live < this.size) return this.spawn(Math.min(this.size - live, this.waiting.length));
    // Every worker is busy. A search of its own (not a shard of a running one) gets one more worker,
    // so it does not wait out a long split search (an Optimize of minutes holds every core). Not
    // while a worker is stopping a cancelled task: it is free in a moment (or ended and replaced).
    const next = this.waiting[0];
    const starved = !this.workers.some((w) => w.task?.job === next.job || w.state === "booting" || w.stopping);
    if (starved && live < this.size + 1) this.spawn(1, this.size + 1);
  }

  /** End an idle worker beyond the pool's size, or idle for long (memory back). */
  retire(worker) {
    clearTimeout(worker.idleTimer);
    worker.retired = true;
    worker.kill("retired", true);
  }

  /** Start `count` workers; the first boot of a visit waits for the interactive worker's snapshot. */
  spawn(count, limit = this.size) {
    if (this.spawning) return;
    this.spawning = Promise.race([this.snapshotSettled(), new Promise((r) => setTimeout(r, SNAPSHOT_WAIT_MS))])
      .then(() => {
        this.spawning = null;
        if (this.closed) return;
        for (let i = 0; i < Math.min(count, limit - this.workers.length); i++) this.add();
        this.pump();
      });
  }

  add() {
    const worker = new PyWorker(this.url, {
      name: `search ${++this.serial}`,
      useSnapshot: this.useSnapshot(),
      snapshotLimitMs: this.snapshotLimitMs,
      onSlowSnapshot: () => this.forgetSnapshot(),   // the same rule as the interactive worker's
      wasm: this.wasm(),
      onWasm: this.onWasm,
      onIdle: () => this.pump(),
      onExit: (w, { intentional, message }) => {
        this.workers = this.workers.filter((x) => x !== w);
        if (this.closed || w.retired) return;
        this.bootFailures = w.wasReady ? 0 : this.bootFailures + 1;
        if (this.bootFailures >= 2 && !this.workers.length) {   // Python cannot start: say so
          this.bootFailures = 0;
          this.failWaiting(message);
        } else if (intentional) {
          this.add();                      // a stopped search: have a fresh worker ready at once
        }
        this.pump();
      },
    });
    this.workers.push(worker);
    return worker;
  }

  failWaiting(message) {
    const tasks = this.waiting;
    this.waiting = [];
    for (const t of tasks) t.done({ error: { code: "runtime_failed", message, retry: true } });
  }

  close() {
    this.closed = true;
    for (const w of this.workers) w.kill("closed", true);
    this.workers = [];
  }
}
