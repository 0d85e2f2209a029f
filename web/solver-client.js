// The only module that talks to the solver worker. Requests and replies are matched by id;
// an error comes back as data ({error: {code, message, field}}), never as a hang or a throw.
// cancel() terminates the worker (stopping any Python at once) and starts a fresh one.

const WORKER_URL = new URL("./worker.mjs", import.meta.url);

export const STEPS = {
  runtime: "Starting Python…",
  files: "Loading the solvers and word list…",
  app: "Preparing the solvers…",
  ready: "Ready",
};

export class SolverClient extends EventTarget {
  constructor(workerURL = WORKER_URL) {
    super();
    this.workerURL = workerURL;
    this.nextId = 1;
    this.pending = new Map();  // id -> {resolve, onProgress}
    this.step = "runtime";
    this.fatal = null;
    this.start();
  }

  /** Start (or restart) the worker; `ready` resolves once Python can answer. */
  start() {
    this.worker = createWorker(this.workerURL);
    this.step = "runtime";
    this.fatal = null;
    let markReady, markFailed;
    this.ready = new Promise((resolve, reject) => { markReady = resolve; markFailed = reject; });
    this.ready.catch(() => {});
    this.worker.onmessage = ({ data: msg }) => {
      if (msg.type === "status") {
        this.step = msg.step;
        this.dispatchEvent(new CustomEvent("status", { detail: { step: msg.step, text: STEPS[msg.step] } }));
        if (msg.step === "ready") markReady();
      } else if (msg.type === "progress") {
        this.pending.get(msg.id)?.onProgress?.(msg.info);
      } else if (msg.type === "result") {
        const job = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        job?.resolve(JSON.parse(msg.json));
      } else if (msg.type === "fatal") {
        this.fail(`Python could not start: ${msg.message}`);
        markFailed(new Error(msg.message));
      }
    };
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(`The solver stopped unexpectedly${event.message ? `: ${event.message}` : ""}.`);
      markFailed(new Error("worker error"));
    };
  }

  fail(message) {
    this.fatal = message;
    this.dispatchEvent(new CustomEvent("status", { detail: { step: "failed", text: message } }));
    this.settleAll({ error: { code: "runtime_failed", message } });
  }

  settleAll(result) {
    for (const job of this.pending.values()) job.resolve(result);
    this.pending.clear();
  }

  /**
   * Ask the solvers. Resolves to the result, or to {error: {...}} for bad input, a failed start or
   * a cancel. `onProgress(info)` gets {done, total, ...} reports; aborting `signal` cancels.
   */
  request(action, params = {}, { onProgress, signal } = {}) {
    if (this.fatal) return Promise.resolve({ error: { code: "runtime_failed", message: this.fatal } });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onProgress });
      signal?.addEventListener("abort", () => this.cancel(), { once: true });
      this.worker.postMessage({ type: "request", id, action, params });
    });
  }

  /** Stop all work now: the worker is terminated, pending requests answer {error: cancelled}. */
  cancel() {
    this.worker.terminate();
    this.settleAll({ error: { code: "cancelled", message: "Stopped." } });
    this.start();
  }
}

/** A module worker; from a page of another origin (an embed on a blog), through a same-origin
 *  blob that imports the worker module (the site must send Access-Control-Allow-Origin). */
function createWorker(url) {
  if (new URL(url).origin === location.origin) return new Worker(url, { type: "module" });
  const shim = new Blob([`import ${JSON.stringify(String(url))};`], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(shim), { type: "module" });
}

let shared = null;
/** One client (one worker, one Python) shared by everything on the page. */
export function getClient() {
  shared ??= new SolverClient();
  return shared;
}
