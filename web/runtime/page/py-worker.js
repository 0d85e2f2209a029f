// One solver worker seen from the page: its boot, the one task it runs at a time, stopping that
// task, pausing it, and noticing its death. Used by solver-client.js; no puzzle knowledge here.
//
// Its phases (`phase`, moved only along TRANSITIONS; `phases` keeps the last PHASE_LOG of them):
//   booting           Python starts, from scratch or from the stored memory snapshot (`start`, once known)
//   ready             idle, waiting for a task
//   busy              running a task
//   pausing           running a task held at its next check, so another worker gets the core
//   stopping          its task was cancelled: answered at once, the worker stopping it by the
//                     stop path (see below; logged with it) within STOP_GRACE_MS, or else ended
//   restarting        ended on purpose (a stop that needed it, a hung snapshot start; retired or closed):
//                     its owner starts a fresh one where it needs one
//   failed            died (crashed, terminated from outside, Python could not start)
// Booting -> ready <-> busy <-> pausing; busy/pausing -> stopping -> ready or restarting; any -> restarting or failed.
//
// The stop and pause paths are chosen once (runtime/shared/capabilities.mjs `choosePaths`; the steps:
// docs/guide.md, "Cancel, step by step"). "interrupt" (cross-origin isolated): a shared Int32Array
// reaches Python's interrupt buffer; the call answers cancelled within milliseconds and the worker keeps
// its warm runtime and indexes. "message" (stack switching; the worker's ready says `cancels`): a
// "cancel" message Python reads at its next turn, for a task that has taken one (the worker says
// "turning": every 20 ms of work, runtime.turn) or reports progress (its turns are coming: Firefox logs
// "uncaught exception: undefined" for a worker terminated inside a suspending call); a quick task that
// has taken none (short, or stuck in one C call) is ended at once. "restart": the worker is ended and its
// owner starts another, from the snapshot; so is one not stopped within STOP_GRACE_MS on any path.
// Pausing a search (`setPaused`) goes the same two ways: a signal or a "pause" message.
// Death: the worker holds a Web Lock for its whole life; the page queues for the same lock, which
// is granted only when the worker is gone (terminated from outside, crashed, closed after a wasm
// abort). Then its task answers {error: {code: "worker_failed", retry: true}}.

import { CANCELLED, choosePaths, measure } from "../shared/capabilities.mjs";
import { t } from "../../components/i18n.js";

const STOP_GRACE_MS = 400;
const SNAPSHOT_LIMIT_MS = 30_000;  // a step of a start from the snapshot takes a fraction of a second; one that hangs is abandoned
const SIGINT = 2;
const PHASE_LOG = 16;
const ENDS = ["restarting", "failed"];   // any phase may end, on purpose or not
const TRANSITIONS = { booting: ["ready", ...ENDS], ready: ["busy", ...ENDS], busy: ["pausing", "stopping", "ready", ...ENDS],
  pausing: ["busy", "stopping", ...ENDS], stopping: ["ready", ...ENDS], restarting: [], failed: [] };
let serial = 0;

/** A module worker; from a page of another origin (an embed on a blog), through a same-origin
 *  blob that imports the worker module (the site must send Access-Control-Allow-Origin). In a
 *  sandboxed iframe (opaque origin "null": WordPress frames an oEmbed so) Chromium refuses module
 *  workers from blob: URLs but runs one from a data: URL. */
function createWorker(url) {
  if (new URL(url).origin === self.origin) {
    // Each worker's script under an address of its own (the service worker answers it from its cache
    // whatever the query): WebKit leaves a worker whose script came from its memory cache (every
    // worker after the first of the same address) uncontrolled by the service worker, so that its
    // fetches and imports go to the network (offline: they fail).
    const own = new URL(url);
    own.searchParams.set("w", String(serial));
    return new Worker(own, { type: "module" });
  }
  const code = `import ${JSON.stringify(String(url))};`;
  const shim = self.origin === "null" ? `data:text/javascript,${encodeURIComponent(code)}`
    : URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  return new Worker(shim, { type: "module" });
}

/** The worker the page's first script started for `url` (worker-start.js), taken once; else null. */
function takeEarly(url) {
  const early = globalThis.wordloomEarlyWorker;
  if (!early || early.url !== new URL(url).href) return null;
  delete globalThis.wordloomEarlyWorker;
  return early;
}

export class PyWorker {
  #phase = "booting";
  phases = ["booting"];   // the last PHASE_LOG phases, a stop's with its path ("stopping:interrupt")

  /**
   * @param {URL|string} url  worker.mjs
   * @param {object} o
   * @param {string} o.name           for messages ("interactive", "pool 1", …)
   * @param {boolean} o.useSnapshot   boot from a stored snapshot when there is one
   * @param {boolean} o.makeSnapshot  where none is stored: boot cold and store a snapshot before any task
   * @param {(w, step, start) => void} [o.onStatus]
   * @param {(w, info) => void} [o.onReady]       info: {start, ms, dropped, kept, snapshotting}
   * @param {(w) => void} [o.onIdle]              ready for the next task
   * @param {(w, info) => void} [o.onExit]        info: {intentional, message}; the worker is dead
   * @param {(w, report) => void} [o.onSnapshot]  report: {stored, bytes, ms, storeMs, error}
   * @param {number} [o.snapshotLimitMs]  a start from the snapshot still on one step after this long is
   *   abandoned: `onSlowSnapshot(w)` (the owner forgets the snapshot), then the worker is ended
   *   (intentional: its owner starts another)
   * @param {(w) => void} [o.onSlowSnapshot]
   * @param {{module: WebAssembly.Module, key: string}|null} [o.wasm]  the runtime compiled by another
   *   worker of the page (worker.mjs instantiates it rather than compiling its own)
   * @param {(w, wasm) => void} [o.onWasm]  this worker compiled the runtime: {module, key} to share
   * @param {object} [o.caps]   the page's capability record (measured here when missing)
   * @param {string[]} [o.off]  capabilities a test switched off (told to the worker too)
   * @param {(path: string) => void} [o.onFetched]  the worker fetched a site file (`path`, from the site root)
   * @param {(w, path: string) => void} [o.onStop]  a task is being stopped by `path` (its `paths.stop`, or "restart")
   */
  constructor(url, { name, useSnapshot = true, makeSnapshot = false, onStatus, onReady, onIdle, onExit, onSnapshot,
    snapshotLimitMs = SNAPSHOT_LIMIT_MS, onSlowSnapshot, wasm = null, onWasm, caps = null, off = undefined, onFetched, onStop }) {
    Object.assign(this, { name, onStatus, onExit, onIdle, onSnapshot, snapshotLimitMs, onSlowSnapshot, onWasm, onFetched, onStop });
    this.start = null;        // "snapshot" | "cold", once known
    this.task = null;         // {id, action, params, onProgress, done(result)}
    this.pauseSignal = 10;    // SIGUSR1 in Pyodide's Python (the worker reports the real number)
    this.lock = `wordloom-worker-${Date.now()}-${Math.random().toString(36).slice(2)}-${++serial}`;
    // [0] the signal for Python, [1] 1 while paused, [2] the task a SIGINT is for (see worker.mjs)
    this.caps = caps ?? measure(off);
    this.paths = choosePaths(this.caps);
    this.control = this.paths.stop === "interrupt" ? new Int32Array(new SharedArrayBuffer(12)) : null;
    this.ready = new Promise((resolve, reject) => { this.markReady = resolve; this.markFailed = reject; });
    this.ready.catch(() => {});
    const early = takeEarly(url);
    this.worker = early?.worker ?? createWorker(url);
    this.worker.onmessage = ({ data }) => this.receive(data, onReady);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      const why = event.message;
      this.die(this.boot ? (why ? t("The solver stopped unexpectedly: {why}.", { why }) : t("The solver stopped unexpectedly."))
        : why ? t("The solver could not start in this page: {why}.", { why })
          : t("The solver could not start in this page (the browser refused or could not load its worker)."));
    };
    const boot = { type: "boot", lock: this.lock, control: this.control?.buffer ?? null, useSnapshot, makeSnapshot,
      off: off ?? (Array.isArray(globalThis.wordloomOff) ? globalThis.wordloomOff : []), store: this.paths.store };
    try {
      this.worker.postMessage({ ...boot, wasm });
    } catch {
      this.worker.postMessage(boot);  // a module that cannot be passed here: the worker compiles its own
    }
    // an early worker whose script failed before it was taken: said as its own failure would be
    if (early && early.error !== null) queueMicrotask(() => this.worker.onerror({ message: early.error }));
  }

  get phase() { return this.#phase; }

  /** Whether the worker has ended (restarting or failed). */
  get ended() { return ENDS.includes(this.#phase); }

  /** Move to phase `next`, along TRANSITIONS only (any other move is a bug); `path`: a stop's. */
  #to(next, path) {
    if (!TRANSITIONS[this.#phase].includes(next)) throw new Error(`${this.name}: no move from ${this.#phase} to ${next}`);
    this.#phase = next;
    this.phases = [...this.phases, path ? `${next}:${path}` : next].slice(-PHASE_LOG);
  }

  receive(msg, onReady) {
    if (this.ended) return;
    if (msg.type === "alive") {
      navigator.locks.request(this.lock, () => this.die(t("The solver's worker ended unexpectedly."))).catch(() => {});
    } else if (msg.type === "status") {
      this.start = msg.start;
      if (msg.start === "snapshot") {
        // Each step of the start re-arms it: a start that moves on (a slow device, a busy machine) is
        // not a hung one.
        clearTimeout(this.watchdog);
        this.watchdog = setTimeout(() => {
          if (this.#phase !== "booting") return;
          this.onSlowSnapshot?.(this);
          this.kill("slow snapshot", true);
        }, this.snapshotLimitMs);
      }
      this.onStatus?.(this, msg.step, msg.start);
    } else if (msg.type === "ready") {
      clearTimeout(this.watchdog);
      this.start = msg.start;
      this.boot = msg;          // {start, ms, dropped, kept}: how it started (set once ready)
      this.paths = choosePaths({ ...this.caps, ...msg.caps }, msg);  // the final word on its stop and pause paths
      this.pauseSignal = msg.pauseSignal ?? this.pauseSignal;
      this.#to("ready");
      this.markReady();
      onReady?.(this, msg);
      this.onIdle?.(this);
    } else if (msg.type === "fatal") {
      this.markFailed(new Error(msg.message));
      this.kill(t("Python could not start: {why}", { why: msg.message }), false);
    } else if (msg.type === "turning") {
      if (this.task?.id === msg.id) this.task.listens = true;
    } else if (msg.type === "progress") {
      if (this.task?.id !== msg.id) return;
      this.task.listens = true;  // a turn follows every report where the runtime suspends
      if (this.#phase !== "stopping") this.task.onProgress?.(msg.info);
    } else if (msg.type === "result") {
      if (this.task?.id !== msg.id) return;
      const task = this.task;
      this.task = null;
      clearTimeout(this.stopTimer);
      this.setPaused(false);    // a task that ended before its pause took hold: the worker is released
      this.#to("ready");
      task.done(JSON.parse(msg.json));
      this.onIdle?.(this);
    } else if (msg.type === "failed") {
      this.die(t("The solver failed ({why}).", { why: msg.message }));
    } else if (msg.type === "wasm") {
      this.onWasm?.(this, { module: msg.module, key: msg.key });
    } else if (msg.type === "snapshot") {
      this.snapshotReported = true;
      this.onSnapshot?.(this, msg);
    } else if (msg.type === "fetched") {
      this.onFetched?.(msg.path);
    }
  }

  /** Start a task (the worker must be ready), `paused` (held at Python's first check) if asked. Its
   *  `done(result)` is called exactly once. */
  run(task, paused = false) {
    this.#to("busy");
    this.task = task;
    if (paused) this.setPaused(true);
    this.worker.postMessage({ type: "request", id: task.id, action: task.action, params: task.params });
  }

  /** Tell a booting worker of a task that waits for it: it asks for the task's data files while
   *  Python starts (a first answer then waits for no round trip of its own). */
  expect(task) {
    if (this.#phase === "booting") this.worker.postMessage({ type: "expect", action: task.action, params: task.params });
  }

  /** Stop the current task; its `done` gets {error: cancelled} at once. */
  stop() {
    if (this.#phase !== "busy" && this.#phase !== "pausing") return;
    const task = this.task;
    const path = this.paths.stop === "message" && !(task.listens || task.onProgress) ? "restart" : this.paths.stop;
    if (path !== "restart") this.setPaused(false);
    this.#to("stopping", path);
    task.done(CANCELLED);
    task.done = () => {};
    this.onStop?.(this, path);  // a quick task that took no turn yet would read no message: ended
    if (path === "restart") return this.kill("stopped", true);
    if (path === "interrupt") {
      Atomics.store(this.control, 2, task.id);   // first: the worker tells this cancel from a stale one by it
      Atomics.store(this.control, 0, SIGINT);
    } else {
      this.worker.postMessage({ type: "cancel", id: task.id });
    }
    this.stopTimer = setTimeout(() => this.kill("stopped", true), STOP_GRACE_MS);
  }

  /** Hold (or release) Python at its next check, so another worker gets the core. Isolated pages:
   *  through shared memory (a signal, within milliseconds). Others: a "pause" message, held at
   *  Python's next turn (within 20 ms of work) where the runtime suspends; elsewhere it does nothing. */
  setPaused(on) {
    if (this.#phase !== (on ? "busy" : "pausing")) return;
    this.#to(on ? "pausing" : "busy");
    if (this.paths.pause === "none") return;
    if (!this.control) return this.worker.postMessage({ type: "pause", on });
    Atomics.store(this.control, 1, on ? 1 : 0);
    if (on) Atomics.compareExchange(this.control, 0, 0, this.pauseSignal);  // never over a pending SIGINT
    else Atomics.notify(this.control, 1);
  }

  /** The worker died or broke: its task answers worker_failed (the owner restarts it). */
  die(message) {
    if (this.ended) return;
    const task = this.task;
    this.task = null;
    this.kill(message, false);
    task?.done({ error: { code: "worker_failed", message: t("{message} Please try again.", { message }), retry: true } });
  }

  /** Terminate the worker. `intentional`: a stop or a close, not a failure. */
  kill(message, intentional) {
    if (this.ended) return;
    this.#to(intentional ? "restarting" : "failed");
    clearTimeout(this.stopTimer);
    clearTimeout(this.watchdog);
    this.worker.terminate();
    this.markFailed(new Error(message));
    if (this.boot?.snapshotting && !this.snapshotReported) this.onSnapshot?.(this, { type: "snapshot", stored: false, error: message });
    this.onExit?.(this, { intentional, message });
  }
}
