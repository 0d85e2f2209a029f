// The only module that talks to the solver workers. An answer is data, never a hang or a throw.
/**
 * Public API (what the pages use):
 *   getClient() -> the page's one SolverClient
 *   client.request(action, params, {onProgress, signal, owner}) -> Promise<result | {error}>
 *   client.scoped(owner) -> {request, cancel(), addEventListener, removeEventListener, step, start, ready, fatal}
 *   client.cancel()            stop everything
 *   "status" events: {detail: {step, text, start}}
 *     step: "runtime" | "files" | "app" | "ready" | "failed"; text: what to show;
 *     start: "snapshot" | "cold" (null until known): how the interactive worker booted.
 *   client.step, client.start, client.ready (a Promise), client.fatal (a message or null)
 * Errors ({error: {code, message, retry?}}): bad input as Python says it (with `field`);
 *   "cancelled"; "worker_failed" (the worker died or its runtime broke mid-request; the worker is
 *   restarted; retry: true); "runtime_failed" (Python could not start; the next request
 *   tries again; retry: true).
 * Also: new SolverClient(url, {poolSize, snapshotLimitMs, poolIdleMs, off}) (the middle two: see
 *   runtime/page/py-worker.js and runtime/page/pool.js; tests shorten them; off: capabilities a test
 *   switches off, see runtime/shared/capabilities.mjs); client.poolSize; client.workerCount; client.close();
 *   "snapshot" events {detail: {stored, bytes, place, ms, storeMs, error, full}} when a first visit has stored its
 *   snapshot (also kept as client.snapshot; client.snapshotSettled resolves then, or when none is coming);
 *   client.capabilities (the record) and client.paths (the paths chosen from it), and "paths" events
 *   {detail: {capabilities, paths, lines}} whenever what is known of them changes (lines: what the
 *   About panel says).
 *
 * Workers. One interactive worker (started at once) answers the catalog's "quick" actions (solve,
 * check, play), one at a time, never stuck behind a search; "search" actions go to the pool
 * (runtime/page/pool.js). A "split" action runs as one task per pool worker (`shard: {index, of}`;
 * with "shares", after a first round whose answers every shard gets: pysolvers/core.py's Split),
 * joined, progress too, by Python's "merge" on the interactive worker. The catalog is Python's
 * (api-schema.json): no action is listed here. Starting: runtime/page/snapshot-policy.js; `idle`:
 * the first answers are out, the offline copy may start (shell/offline-cues.js). Cancel: docs/guide.md,
 * "Cancel, step by step"; a request still waiting is dropped. While the interactive worker runs, the
 * searches are paused (pool.pause), so a solve is answered as fast beside a search as alone.
 */
import { t } from "./components/i18n.js";
import { PyWorker } from "./runtime/page/py-worker.js";
import { Pool } from "./runtime/page/pool.js";
import { progressMerger } from "./runtime/page/progress.js";
import { SnapshotPolicy } from "./runtime/page/snapshot-policy.js";
import { OfflineCues } from "./shell/offline-cues.js";
import { describePaths, measuredText } from "./shell/paths-text.js";
import { CANCELLED, choosePaths, measure } from "./runtime/shared/capabilities.mjs";

const WORKER_URL = new URL("./runtime/worker/worker.js", import.meta.url);
const PROGRESS_MERGE_MS = 200;     // split searches: merged progress at most this often

export const STEPS = {
  runtime: t("Starting Python…"),
  files: t("Loading the solvers and word list…"),
  app: t("Preparing the solvers…"),
  ready: t("Ready"),
};

/** {action -> {runs: "quick" | "search", split: bool, shares: bool}} from the catalog the build ships. */
async function loadCatalog(site) {
  try {
    const response = await fetch(new URL("api-schema.json", site));
    const actions = (response.ok ? await response.json() : {}).actions ?? {};
    return new Map(Object.entries(actions).map(([name, a]) => [name, { runs: a.runs || "quick", split: Boolean(a.split),
      shares: Boolean(a.shares) }]));
  } catch {
    return new Map();  // everything runs on the interactive worker
  }
}

export class SolverClient extends EventTarget {
  constructor(workerURL = WORKER_URL, { poolSize, snapshotLimitMs, poolIdleMs, off } = {}) {
    super();
    this.workerURL = workerURL;
    // The capability record, measured once, and every path chosen from it (runtime/shared/capabilities.mjs).
    this.off = off;
    this.capabilities = measure(off);
    this.paths = choosePaths(this.capabilities);
    this.snapshots = new SnapshotPolicy(this, { limitMs: snapshotLimitMs, onStored: () => this.pathsChanged() });
    this.offline = new OfflineCues(this, () => this.interactive.phase !== "ready" || this.queue.length || this.jobs.size);
    this.idle = this.offline.idle;        // the first answers are out: the offline copy may start
    this.fetched = this.offline.fetched;  // the site files any worker fetched: the offline copy keeps those fetched on demand
    this.stopsRan = [];  // the stop path each stopped task took, in order ("interrupt" | "message" | "restart")
    const workerOptions = { caps: this.capabilities, off, onFetched: (path) => this.offline.fileFetched(path), onStop: (w, path) => this.stopsRan.push(path) };
    this.catalog = loadCatalog(new URL("../../", workerURL));  // the site root (the worker is runtime/worker/)
    // jobs: requests not answered yet; queue: tasks waiting for the interactive worker; wasm: the runtime
    // one of our workers compiled, {module, key} (later ones instantiate it); idleWaiters: resolved once
    // the interactive worker has nothing to do
    Object.assign(this, { nextId: 1, jobs: new Set(), queue: [], step: "runtime", start: null, fatal: null, closed: false,
      wasm: null, idleWaiters: [] });
    this.pool = new Pool({ url: workerURL, size: poolSize ?? this.paths.pool, ...this.snapshots.pool(),
      idleMs: poolIdleMs, wasm: () => this.wasm, onWasm: (w, wasm) => this.keepWasm(wasm),
      quiet: () => this.quiet(), workerOptions, calibrate: poolSize == null });  // a size given is kept
    this.workerOptions = workerOptions;
    this.startInteractive(true);
  }

  /** How many search workers a split search uses (the pool's size, once measured). */
  get poolSize() {
    return this.pool.size;
  }

  get snapshot() { return this.snapshots.report; }
  get snapshotSettled() { return this.snapshots.settled; }

  /** Resolves once the interactive worker is idle with nothing waiting (at once if it is). */
  quiet() {
    if (this.interactive.phase === "ready" && !this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** What the About panel says of the paths this browser runs (also in "paths" events). */
  describe() {
    const paths = { ...this.paths, pool: this.pool.size, measured: measuredText(this.pool.measured) };
    return describePaths(paths, this.snapshots.described(this.interactive?.boot));
  }

  pathsChanged() {
    this.dispatchEvent(new CustomEvent("paths", { detail: { capabilities: this.capabilities, paths: this.paths, lines: this.describe() } }));
  }

  /** Start (or restart) the interactive worker; `ready` resolves once Python can answer. */
  startInteractive(useSnapshot) {
    this.step = "runtime";
    this.fatal = null;
    const worker = this.interactive = new PyWorker(this.workerURL, {
      ...this.workerOptions, ...this.snapshots.interactive(useSnapshot), name: "interactive",
      onStatus: (w, step, start) => this.status(step, start, w),
      onReady: (w, info) => this.ready_(w, info),
      onIdle: () => this.pump(),
      onExit: (w, info) => this.exited(w, info),
      wasm: this.wasm, onWasm: (w, wasm) => this.keepWasm(wasm),
    });
    this.ready = worker.ready;
  }

  /** The first runtime one of our workers compiled: every later worker instantiates it. */
  keepWasm(wasm) {
    this.wasm ??= wasm;
  }

  status(step, start, worker, text = STEPS[step] ?? step) {
    if (worker !== this.interactive) return;
    this.step = step;
    this.start = start ?? this.start;
    this.dispatchEvent(new CustomEvent("status", { detail: { step, text, start: this.start } }));
  }

  ready_(worker, info) {
    if (worker === this.interactive) {  // what only a worker can measure, and the paths it runs
      Object.assign(this.capabilities, info.caps);
      this.paths = worker.paths;
    }
    this.status("ready", info.start, worker);
    this.snapshots.ready(info);
    this.pathsChanged();
  }

  exited(worker, { intentional, message }) {
    if (this.closed || worker !== this.interactive) return;
    this.pool.resume();  // searches paused for it go on
    if (!worker.boot && !intentional) {          // Python could not start
      this.fatal = message;
      this.status("failed", null, worker, message);
      this.failQueue();
      this.snapshots.settle();
      this.offline.settle();  // no answer is coming: the site may still be copied for offline use
      return;
    }
    this.startInteractive(this.snapshots.exited(worker, intentional));
  }

  /** Answer every waiting task runtime_failed (Python could not start: nothing will run them). */
  failQueue() {
    const tasks = this.queue;
    this.queue = [];
    for (const t of tasks) t.done({ error: { code: "runtime_failed", message: this.fatal, retry: true } });
  }

  /** Hand the next waiting task to the interactive worker. */
  pump() {
    const w = this.interactive;
    if (w.ended && this.fatal) return this.failQueue();  // a task that came after the failure
    if (w.phase !== "ready") return;
    if (!this.queue.length) {
      this.offline.maybeIdle();
      for (const go of this.idleWaiters.splice(0)) go();
      return this.pool.resume();
    }
    const task = this.queue.shift();
    if (!task.light) this.pool.pause();  // strict priority: the searches wait (at most a moment)
    w.run(task);
  }

  /**
   * Ask the solvers. Resolves to the result, or to {error: {...}} for bad input, a failed start or
   * a cancel. `onProgress(info)` gets {done, total, ...} reports; aborting `signal` cancels this
   * request only; `owner` names who asked (see `scoped`).
   */
  request(action, params = {}, { onProgress, signal, owner = null } = {}) {
    if (this.closed) return Promise.resolve({ error: { code: "runtime_failed", message: t("The solver was closed.") } });
    if (this.fatal) this.startInteractive(false);  // try again: the last start failed
    return new Promise((resolve) => {
      const job = { id: this.nextId++, action, params, owner, onProgress, tasks: [], cancelled: false };
      const onAbort = () => this.cancelWhere((j) => j === job);
      job.resolve = (result) => {
        if (!this.jobs.delete(job)) return;
        signal?.removeEventListener("abort", onAbort);  // a signal may outlive its requests (a view's round)
        job.ended?.();                           // no more progress merges for it
        this.queue = this.queue.filter((t) => t.job !== job);
        resolve(result);
        if (!this.jobs.size) this.offline.maybeIdle();  // the last answer out (a search's, in the pool)
      };
      this.jobs.add(job);
      if (signal?.aborted) return this.cancelWhere((j) => j === job);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.catalog.then((catalog) => { if (!job.cancelled) this.route(job, catalog.get(action)); });
    });
  }

  route(job, entry) {
    if (!entry || entry.runs !== "search") return this.enqueue(job, job.params, job.onProgress, job.resolve);
    if (!entry.split || this.pool.size < 2) return this.submit(job, job.params, job.onProgress, job.resolve);
    // A split search is cut in as many shards as workers really run at once: measured first.
    this.pool.measuredSize().then(() => {
      if (job.cancelled || !this.jobs.has(job)) return;
      if (this.pool.measured?.parallel) this.pathsChanged();
      this.routeSplit(job, entry);
    });
  }

  routeSplit(job, entry) {
    if (this.poolSize < 2) return this.submit(job, job.params, job.onProgress, job.resolve);
    if (!entry.shares) return this.split(job, {});
    // Two rounds (the catalog's `shares`): each worker first does its part of what every shard
    // needs (Bee: the letter-set table of a run of the words) and all of them get every part.
    this.fanOut(job, { share: true }, null, (answers) => this.split(job, { shares: answers.map((a) => a.share ?? null) }));
  }

  /** Run `job` as one task per pool worker (`shard` gets `extra` besides its index and count), then
   *  merge their answers on the interactive worker; their progress is merged the same way. */
  split(job, extra) {
    const merger = job.onProgress && progressMerger({ shards: this.poolSize, ms: PROGRESS_MERGE_MS,
      ask: (latest, done) => this.enqueue(job, { action: job.action, params: job.params, parts: latest, progress: true },
        null, done, "merge"),
      deliver: (merged) => { if (this.jobs.has(job) && !job.cancelled) job.onProgress(merged); } });
    job.ended = () => merger?.stop();
    this.fanOut(job, extra, merger && ((index, info) => merger.report(index, info)), (parts) => {
      merger?.stop();                            // every shard is done: the answer is next
      this.enqueue(job, { action: job.action, params: job.params, parts }, null, job.resolve, "merge");
    });
  }

  /** One task of `job` per pool worker, its params with `shard: {index, of, ...extra}`; `then(answers)`
   *  in shard order once all are in. One shard's error is the job's answer: the others are stopped. */
  fanOut(job, extra, onProgress, then) {
    const answers = new Array(this.poolSize);
    let left = this.poolSize;
    for (let index = 0; index < this.poolSize; index++) {
      const params = { ...job.params, shard: { index, of: this.poolSize, ...extra } };
      this.submit(job, params, onProgress && ((info) => onProgress(index, info)), (result) => {
        if (job.cancelled || !this.jobs.has(job)) return;
        if (result?.error) {
          this.stopTasks(job);
          return job.resolve(result);
        }
        answers[index] = result;
        if (--left === 0) then(answers);
      });
    }
  }

  /** A task for the interactive worker ("merge" tasks go first and do not pause the searches). */
  enqueue(job, params, onProgress, done, action = job.action) {
    const task = this.task(job, { action, params, onProgress, done, light: action === "merge" });
    if (task.light) this.queue.unshift(task);
    else this.queue.push(task);
    this.interactive.expect(task);
    this.pump();
  }

  submit(job, params, onProgress, done) {
    this.pool.submit(this.task(job, { action: job.action, params, onProgress, done, pool: true }));
  }

  /** A task of `job`, listed on it until it is done (so a cancel finds what still runs). */
  task(job, fields) {
    const task = { id: this.nextId++, job, ...fields };
    const done = task.done;
    task.done = (result) => {
      job.tasks = job.tasks.filter((t) => t !== task);
      done(result);
    };
    job.tasks.push(task);
    return task;
  }

  stopTasks(job) {
    for (const task of job.tasks) {
      task.done = () => {};
      if (task.pool) this.pool.remove(task);
      else if (this.interactive.task === task) this.interactive.stop();
      else this.queue = this.queue.filter((t) => t !== task);
    }
  }

  /** Stop the requests `which(job)` picks: each answers {error: cancelled} at once; a waiting task
   *  is dropped, a running one stopped (its worker interrupted, or restarted). Others go on. */
  cancelWhere(which) {
    for (const job of [...this.jobs].filter(which)) {
      job.cancelled = true;
      this.stopTasks(job);
      job.resolve(CANCELLED);
    }
  }

  /** Stop all work now: every request answers {error: cancelled}. */
  cancel() {
    this.cancelWhere(() => true);
  }

  /** How many workers this client runs now (the interactive one and the search workers). */
  get workerCount() {
    return (this.interactive.ended ? 0 : 1) + this.pool.workers.length;
  }

  /** End every worker (this client then answers nothing more). */
  close() {
    this.cancel();
    this.closed = true;
    this.interactive.kill("closed", true);
    this.pool.close();
  }

  /** A view of this client for one part of the page: its requests carry `owner`, and its cancel()
   *  stops only them (another puzzle's or embed's work goes on). Status events and `step` are the client's. */
  scoped(owner) {
    const client = this;
    return {
      request: (action, params, opts = {}) => client.request(action, params, { ...opts, owner }),
      cancel: () => client.cancelWhere((job) => job.owner === owner),
      addEventListener: (...args) => client.addEventListener(...args),
      removeEventListener: (...args) => client.removeEventListener(...args),
      get step() { return client.step; },
      get start() { return client.start; },
      get ready() { return client.ready; },
      get fatal() { return client.fatal; },
    };
  }
}

const SHARED = Symbol.for("wordloom.client");
/** One client (one interactive worker, one search pool) shared by everything on the page, however
 *  many copies of this module it runs (a page's bundle holds one; a test or tool may import this file). */
export function getClient() {
  globalThis[SHARED] ??= new SolverClient();
  return globalThis[SHARED];
}
