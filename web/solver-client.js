// The only module that talks to the solver worker. Requests and replies are matched by id;
// an error comes back as data ({error: {code, message, field}}), never as a hang or a throw.
// Requests wait here and go to the worker one at a time, so a request still waiting can be dropped
// without touching the worker. Stopping the running one terminates the worker (stopping its Python at
// once) and starts a fresh one, which then takes the requests still waiting: each section has its
// own view (`scoped`), and its Cancel stops only its own requests.

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
    this.queue = [];       // jobs waiting: {id, action, params, owner, resolve, onProgress}
    this.running = null;   // the job the worker is on
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
        if (this.running?.id === msg.id) this.running.onProgress?.(msg.info);
      } else if (msg.type === "result") {
        const job = this.running;
        if (job?.id !== msg.id) return;
        this.running = null;
        job.resolve(JSON.parse(msg.json));
        this.pump();
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
    this.pump();
  }

  /** Hand the next waiting job to the worker when it is free. */
  pump() {
    if (this.running || this.fatal || !this.queue.length) return;
    const job = this.running = this.queue.shift();
    this.worker.postMessage({ type: "request", id: job.id, action: job.action, params: job.params });
  }

  fail(message) {
    this.fatal = message;
    this.dispatchEvent(new CustomEvent("status", { detail: { step: "failed", text: message } }));
    const jobs = [...(this.running ? [this.running] : []), ...this.queue];
    this.running = null;
    this.queue = [];
    for (const job of jobs) job.resolve({ error: { code: "runtime_failed", message } });
  }

  /**
   * Ask the solvers. Resolves to the result, or to {error: {...}} for bad input, a failed start or
   * a cancel. `onProgress(info)` gets {done, total, ...} reports; aborting `signal` cancels this
   * request only; `owner` names who asked (see `scoped`).
   */
  request(action, params = {}, { onProgress, signal, owner = null } = {}) {
    if (this.fatal) return Promise.resolve({ error: { code: "runtime_failed", message: this.fatal } });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.queue.push({ id, action, params, owner, resolve, onProgress });
      signal?.addEventListener("abort", () => this.cancelWhere((job) => job.id === id), { once: true });
      this.pump();
    });
  }

  /** Stop the requests `which(job)` picks: a waiting one is dropped; if the running one is picked,
   *  the worker is terminated and restarted, and the others still waiting go on in the new one. */
  cancelWhere(which) {
    const stopped = { error: { code: "cancelled", message: "Stopped." } };
    const dropped = this.queue.filter(which);
    this.queue = this.queue.filter((job) => !which(job));
    for (const job of dropped) job.resolve(stopped);
    if (this.running && which(this.running)) {
      const job = this.running;
      this.running = null;
      this.worker.terminate();
      job.resolve(stopped);
      this.start();
    }
  }

  /** Stop all work now: the worker is terminated, every request answers {error: cancelled}. */
  cancel() {
    this.cancelWhere(() => true);
  }

  /** A view of this client for one part of the page: its requests carry `owner`, and its cancel()
   *  stops only them (another section's work goes on). Status events and `step` are the client's. */
  scoped(owner) {
    const client = this;
    return {
      request: (action, params, opts = {}) => client.request(action, params, { ...opts, owner }),
      cancel: () => client.cancelWhere((job) => job.owner === owner),
      addEventListener: (...args) => client.addEventListener(...args),
      removeEventListener: (...args) => client.removeEventListener(...args),
      get step() { return client.step; },
      get ready() { return client.ready; },
      get fatal() { return client.fatal; },
    };
  }
}

/** A module worker; from a page of another origin (an embed on a blog), through a same-origin
 *  blob that imports the worker module (the site must send Access-Control-Allow-Origin). In a
 *  sandboxed iframe (opaque origin "null": WordPress frames an oEmbed so) Chromium refuses module
 *  workers from blob: URLs but runs one from a data: URL. */
function createWorker(url) {
  if (new URL(url).origin === self.origin) return new Worker(url, { type: "module" });
  const code = `import ${JSON.stringify(String(url))};`;
  const shim = self.origin === "null" ? `data:text/javascript,${encodeURIComponent(code)}`
    : URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  return new Worker(shim, { type: "module" });
}

let shared = null;
/** One client (one worker, one Python) shared by everything on the page. */
export function getClient() {
  shared ??= new SolverClient();
  return shared;
}
