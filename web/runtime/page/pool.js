// The search pool: up to `size` workers, started on the first search (from the snapshot once the
// interactive worker has stored one), each running one task at a time from a first-come queue.
// A task is {id, action, params, onProgress, done(result)}; `done` is called exactly once.

import { PyWorker } from "./py-worker.js";
import { bestTiming } from "../shared/capabilities.mjs";

// A first visit: search workers wait for the interactive worker's snapshot (its cold start and a
// fraction of a second), then restore it, rather than three cold starts racing for two cores.
const SNAPSHOT_WAIT_MS = 60_000;
// A search worker idle this long is ended, its memory given back; the next search starts
// one again, from the snapshot.
const IDLE_MS = 60_000;

// The pool's timing of how many workers really run at once (`calibrate`): SPIN_WORK loop steps of plain
// JavaScript in one worker alone, then in every worker at once, at most SPIN_TRIALS times.
const SPIN_WORK = 50_000_000;
const SPIN_TRIALS = 3;

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
   * @param {() => Promise<void>} [o.quiet]   resolves once the interactive worker has nothing to do:
   *   search workers boot only then (on two cores a boot beside a solve slows the solve)
   * @param {object} [o.workerOptions]       more PyWorker options (the capability record, `off`)
   * @param {boolean} [o.calibrate]          measure how many workers run at once (false: keep `size`)
   */
  constructor({ url, size, snapshotSettled, useSnapshot = () => true, forgetSnapshot = () => {}, snapshotLimitMs,
    idleMs = IDLE_MS, wasm = () => null, onWasm, quiet = () => Promise.resolve(), workerOptions = {}, calibrate = true }) {
    Object.assign(this, { url, size, snapshotSettled, useSnapshot, forgetSnapshot, snapshotLimitMs, idleMs, wasm, onWasm, quiet,
      workerOptions, calibrates: calibrate, workers: [], waiting: [], closed: false, paused: false, spawning: null, serial: 0,
      bootFailures: 0 });
    this.measured = null;     // what calibrate() found: {alone, together, parallel} (ms, ms, workers)
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

  /** Hold the running searches (each at its next check) while the interactive worker answers: on a
   *  shared machine "a free core" is not to be counted on, so all of them wait, for a moment. */
  pause() {
    this.paused = true;
    for (const w of this.workers) w.setPaused(true);   // the busy ones
  }

  resume() {
    this.paused = false;
    for (const w of this.workers) w.setPaused(false);
  }

  pump() {
    if (this.closed) return;
    for (const w of this.workers) {
      if (w.phase !== "ready") continue;
      if (this.waiting.length) {
        clearTimeout(w.idleTimer);
        w.idleTimer = null;
        w.run(this.waiting.shift(), this.paused);   // a search that starts now waits like the running ones
      } else if (this.workers.length > this.size) {
        this.retire(w);
      } else {
        w.idleTimer ??= setTimeout(() => {
          w.idleTimer = null;
          if (w.phase === "ready") this.retire(w);
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
    const starved = !this.workers.some((w) => w.task?.job === next.job || w.phase === "booting" || w.phase === "stopping");
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
      .then(() => this.quiet())
      .then(() => {
        this.spawning = null;
        if (this.closed) return;
        for (let i = 0; i < Math.min(count, limit - this.workers.length); i++) this.add();
        this.pump();
      });
  }

  /** Once, before the first split search boots its workers: how many workers really run at once (an
   *  engine may report more cores than the device has: WebKitGTK does). One small worker per reported
   *  core (runtime/worker/spin.mjs, no Python) times SPIN_WORK alone, then all at once; the pool's size
   *  becomes how many ran in parallel, each with most of a core (`workersThatRun`). Other work only
   *  makes the workers together look slower, so the timing waits until the interactive worker is quiet
   *  and keeps the best of up to SPIN_TRIALS tries, stopping at the first that finds every reported
   *  core running: it decides every split search of the page. */
  async calibrate() {
    if (this.measured || this.size < 2 || !this.calibrates) return;
    this.measured = { pending: true };
    const of = this.size;
    const spinners = [];
    try {
      await this.quiet();
      const url = new URL("spin.js", this.url);
      for (let i = 0; i < of; i++) spinners.push(new Worker(url, { type: "module" }));
      const ask = (w) => new Promise((resolve, reject) => {
        w.onmessage = ({ data }) => resolve(data);
        w.onerror = (e) => { e.preventDefault?.(); reject(new Error(e.message || "the timing worker failed")); };
      });
      await Promise.all(spinners.map((w) => ask(w)));   // each says "ready" once loaded
      const spin = (w) => { const got = ask(w); w.postMessage({ work: SPIN_WORK }); return got.then((d) => d.ms); };
      const timings = [];
      let best;
      do {
        const alone = await spin(spinners[0]);
        timings.push({ alone, together: Math.max(...(await Promise.all(spinners.map(spin)))) });
        best = bestTiming(of, timings);
      } while (best.parallel < of && timings.length < SPIN_TRIALS);
      this.measured = best;
      this.size = best.parallel;
    } catch (e) {
      this.measured = { failed: String(e?.message || e) };   // keep the reported size
    } finally {
      for (const w of spinners) w.terminate();
    }
  }

  /** Resolves to the pool's size once measured (a split search asks first, so that it is cut in as
   *  many shards as workers really run). */
  measuredSize() {
    this.calibrating ??= this.calibrate().then(() => this.size);
    return this.calibrating;
  }

  add() {
    const worker = new PyWorker(this.url, {
      ...this.workerOptions,
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
        this.bootFailures = w.boot ? 0 : this.bootFailures + 1;
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
