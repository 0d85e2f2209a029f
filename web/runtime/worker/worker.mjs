// A module worker that owns one Python runtime. Everything is loaded from this site (never a CDN).
// Configuration comes by message, not in the URL (a service worker answering from its cache would
// drop a query string). Messages in:
//   {type: "boot", lock, control, useSnapshot, makeSnapshot, wasm, off, store}   once, first (makeSnapshot:
//        when a cold start is needed, it stores a snapshot right after the warm-up, before any request;
//        wasm: {module, key}, the runtime another worker of the page compiled, see `shareCompiled`;
//        off: capabilities a test switched off; store: the places a snapshot may be kept, in order,
//        see runtime/shared/capabilities.mjs)
//   {type: "request", id, action, params}                       one at a time
//   {type: "expect", action, params}       a request that waits for the start: its data files are
//        asked for with the start's (the page sends its requests once the worker is ready)
//   {type: "cancel", id}                   stop request `id` (a page without shared memory, where
//        the runtime suspends: it is read at Python's next turn, see runtime.mjs `call`)
//   {type: "pause", on}                    hold Python at its next turn until {on: false} (the same
//        pages: the search yields the core to the interactive worker; it persists across requests)
// Messages out:
//   {type: "alive"}                        holding the Web Lock `lock` (the client learns of our death by it)
//   {type: "status", step, start}          boot steps; start: "snapshot" | "cold"
//   {type: "ready", start, ms, dropped, kept, snapshotting, wasm, cancels, caps, store, pauseSignal}
//        Python answers. dropped/kept: why a stored snapshot was deleted / failed to start but is kept;
//        snapshotting: a "snapshot" report follows; wasm: "shared" (the page's compiled runtime) or
//        "compiled"; cancels: without shared memory, "cancel" and "pause" messages reach Python; caps:
//        what this worker measured (opfsSync, opfsWritable, jspi); store: {place, tried} of its snapshot
//   {type: "fatal", message}               Python could not start
//   {type: "progress", id, info}, {type: "result", id, json}
//   {type: "turning", id}                  Python took its first turn in request `id` (see `turn`): a
//        "cancel" message stops it from now on
//   {type: "failed", id, message}          the runtime broke during the request; this worker then closes
//   {type: "snapshot", stored, bytes, storedBytes, place, ms, storeMs, waitedMs, error, full}  after a
//        ready that said snapshotting (bytes: the heap's, storedBytes: without its zero pages; ms, waitedMs,
//        storeMs: taking it, waiting for a quiet moment, storing it; full: it does not fit in the site's storage)
//   {type: "wasm", module, key}            after ready, from a worker that compiled the runtime itself
//   {type: "fetched", path}                a site file it fetched (the offline copy keeps it)
import { CANCELLED_JSON, SnapshotError, START_FILES, filesFor, startRuntime } from "./runtime.mjs";
import { preload } from "./preload.mjs";
import { snapshotStore } from "../shared/snapshots.mjs";
import { measure } from "../shared/capabilities.mjs";

// The site's root. build.py bundles this module and the ones it imports into one file (a worker's
// imports are then one request, which every engine sends through the service worker).
const site = new URL("../../", import.meta.url);
// Every file a start needs, asked for now: Pyodide's first, the app's once the wasm is almost in
// (runtime/preload.mjs).
const WASM = "pyodide/pyodide.asm.wasm";
const prefetch = preload(site, { first: [WASM, "pyodide/python_stdlib.zip", ...START_FILES.first],
  then: START_FILES.then, pace: WASM, sizes: "build.json" });
// Pyodide's modules (pyodide.asm.js is large) are imported here rather than statically, so this
// script runs, and the snapshot store is opened and read (from the OPFS), while they load: a return
// visit's first answer comes sooner. (Not from Cache Storage: there the read takes as much longer as
// it begins sooner.)
const pyodideModules = Promise.all([import(new URL("pyodide/pyodide.js", site).href), import(new URL("pyodide/pyodide.asm.js", site).href)]);
pyodideModules.catch(() => {});  // boot() reports it
// The catalog, for the data files a request reads: asked for as the request arrives, so that those a
// first request needs (the nyt list's six for Spelling Bee) come in while Python starts.
const catalog = fetch(new URL("api-schema.json", site)).then((r) => r.json()).catch(() => null);
const readBytes = async (rel) => {
  const response = await fetch(new URL(rel, site));
  if (!response.ok) throw new Error(`${rel}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  postMessage({ type: "fetched", path: rel });  // for the offline copy (sw.js keeps what is fetched on demand)
  return bytes;
};

let runtime = null;      // Promise of the runtime
let booted = false;      // the runtime answers (from then on it fetches what a request reads itself)
let store = null;        // the snapshot store, once opened
let caps = null;         // the capability record as this worker measured it (capabilities.mjs)
// Int32Array on shared memory: [0] the signal for Python (its interrupt buffer), [1] 1 while paused,
// [2] the id of the request a SIGINT in [0] is meant for (py-worker.js writes it before the SIGINT).
let control = null;
const SIGINT = 2;
// Without shared memory, where the runtime suspends: Python reads the "cancel" and "pause" messages at
// each turn it takes (`turn`), and stops if its request was cancelled, or waits here while paused.
let running = null;      // the id of the request Python is answering
let stopAsked = false;   // a cancel message came for it
let turning = false;     // Python has taken a turn in it: the page was told ("turning")
let pausedByPage = false;
const held = [];         // turns waiting for a resume (or a cancel)
const release = () => { for (const go of held.splice(0)) go(); };
async function turn() {
  if (!turning) {
    turning = true;
    postMessage({ type: "turning", id: running });
  }
  while (pausedByPage && !stopAsked) await new Promise((go) => held.push(go));
  return stopAsked;
}

// Called by Python's SIGUSR1 handler: block this thread (and so Python) while the page asks us to
// yield the core to the interactive worker. Waits in slices so a cancel is never missed for long.
self.wordloomPause = () => {
  while (control && Atomics.load(control, 1) === 1) Atomics.wait(control, 1, 1, 250);
};

// The compiled runtime (pyodide.asm.wasm as a WebAssembly.Module) is shared among the page's workers:
// the first one compiles it and sends it to the page, later ones (search workers, a restart after a
// Cancel) get it in "boot" and instantiate it instead of compiling the download again. V8 keeps one
// copy of a module's machine code for all its instances, so code optimized while one worker ran
// serves the next from its first call. `key` (the site build and Pyodide's version, as the snapshot's
// name) keeps a page that outlived a site update from mixing runtimes; a module that will not
// instantiate is passed over for the download.
let compiled = null;
let runtimeFrom = null;  // "shared" (the page's module) | "compiled" (the download): told in "ready"
function shareCompiled(given) {
  const native = WebAssembly.instantiateStreaming?.bind(WebAssembly);
  if (!native) return;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    if (given) {
      try {
        const instance = await WebAssembly.instantiate(given, imports);
        Promise.resolve(source).then((r) => r.body?.cancel(), () => {});
        runtimeFrom = "shared";
        return { module: given, instance };
      } catch (e) {
        console.warn(`wordloom: the page's compiled runtime did not instantiate (${e && e.message || e}); compiling the download`);
        given = null;
      }
    }
    const result = await native(source, imports);
    compiled = result.module;
    runtimeFrom = "compiled";
    return result;
  };
}

async function boot(msg) {
  const t0 = performance.now();
  // "ready" is said by the ready message, once the worker can take requests
  const status = (step, start) => step !== "ready" && postMessage({ type: "status", step, start });
  // The capability record as this worker sees it (the OPFS's synchronous handles are a worker's
  // alone), with what the page switched off.
  caps = measure(msg.off);
  const wanted = new Set(msg.store ?? ["opfs", "cache"]);
  const storeCaps = { ...caps, opfs: caps.opfs && wanted.has("opfs"), cacheStorage: caps.cacheStorage && wanted.has("cache") };
  store = msg.useSnapshot || msg.makeSnapshot ? await snapshotStore(site, storeCaps) : null;
  shareCompiled(store && msg.wasm?.key === store.key ? msg.wasm.module : null);
  const stored = msg.useSnapshot && store ? await store.get() : null;
  const bytes = stored?.bytes;
  const [{ loadPyodide }, { default: createPyodideModule }] = await pyodideModules;
  const common = { loadPyodide, createPyodideModule, indexURL: new URL("./pyodide/", site).href, readBytes, catalog,
    stackSwitch: caps.jspi };
  let dropped = null, kept = null;
  if (bytes) {
    try {
      const rt = await startRuntime({ ...common, snapshot: bytes, onStatus: (step) => status(step, "snapshot") });
      if (!(await stored.verified)) throw new SnapshotError("its bytes are damaged (the SHA-256 differs)");
      return finish(rt, t0, {});
    } catch (e) {
      // Never a broken page: boot cold. Damaged bytes may fail the start before their digest is known
      // (Pyodide running on a corrupt heap), so the digest decides first.
      const damaged = !(e instanceof SnapshotError) && !(await stored.verified);
      const why = damaged ? "its bytes are damaged (the SHA-256 differs)" : String(e && e.message || e);
      if (e instanceof SnapshotError || damaged) {   // the snapshot itself is bad: forget it
        dropped = why;
        await store.remove();
        console.warn(`wordloom: the stored snapshot was deleted (${why}); starting cold`);
      } else {                                  // a file that did not arrive: the snapshot stays
        kept = why;
        console.warn(`wordloom: the snapshot start failed (${why}); starting cold, the snapshot is kept`);
      }
    }
  }
  const making = Boolean(msg.makeSnapshot && store && !kept);
  const rt = await startRuntime({ ...common, makeSnapshot: making, onStatus: (step) => status(step, "cold") });
  if (making) takeSnapshot(rt);
  return finish(rt, t0, { dropped, kept, snapshotting: making });
}

function finish(rt, t0, { dropped = null, kept = null, snapshotting = false }) {
  booted = true;
  if (control) rt.pyodide.setInterruptBuffer(control);
  postMessage({ type: "ready", start: rt.start, ms: performance.now() - t0, dropped, kept, snapshotting,
    pauseSignal: rt.pauseSignal, wasm: runtimeFrom, cancels: !control && rt.suspends,
    caps: { opfsSync: caps.opfsSync, opfsWritable: caps.opfsWritable, jspi: rt.suspends },
    store: store ? { place: store.place, tried: store.tried } : null });
  if (compiled && store) {
    try {
      postMessage({ type: "wasm", module: compiled, key: store.key });
    } catch { /* a browser that cannot pass a module: each worker compiles its own */ }
  }
  return rt;
}

// The snapshot is taken at one fixed point: booted, the warm list (runtime.mjs WARM_DICTIONARY) indexed,
// before any request has run, so it holds the same state on every first visit whatever was asked
// first (one taken after index-building requests grew too large to restore in Chromium). Requests
// wait for it on a first visit: the warm-up (the first Bee solve needs it anyway) and the heap's copy
// are a small part of a cold start (bench/results/startup.md). Storing it (runtime/snapshots.mjs)
// waits until this worker has answered what the page asked first and had no request for
// STORE_QUIET_MS (not to slow the first answers on two cores), STORE_LATEST_MS at the latest. The
// pool waits for it (snapshotSettled).
const STORE_QUIET_MS = 150;
const STORE_LATEST_MS = 5_000;
let settle = () => {};   // called as each request starts and ends: (re)starts the wait of `whenQuiet`

/** Resolves once no request has run for STORE_QUIET_MS, or STORE_LATEST_MS from now at the latest. */
function whenQuiet() {
  return new Promise((done) => {
    let timer = null;
    settle = () => {
      clearTimeout(timer);
      if (running === null) timer = setTimeout(done, STORE_QUIET_MS);
    };
    setTimeout(done, STORE_LATEST_MS);
    settle();
  });
}

function takeSnapshot(rt) {
  const t = performance.now();
  let bytes;
  try {
    bytes = rt.makeSnapshot();
  } catch (e) {
    postMessage({ type: "snapshot", stored: false, error: String(e && e.message || e), ms: performance.now() - t });
    return;
  }
  const ms = performance.now() - t;
  let storing;
  whenQuiet().then(() => { storing = performance.now(); return store.put(bytes); }).then(
    (put) => postMessage({ type: "snapshot", stored: true, bytes: bytes.length, storedBytes: put.bytes, place: put.place, ms,
      storeMs: performance.now() - storing, waitedMs: storing - t - ms }),
    (e) => postMessage({ type: "snapshot", stored: false, error: String(e && e.message || e), full: Boolean(e?.full), ms }));
}

async function handle(msg) {
  let rt;
  try {
    rt = await runtime;
  } catch {
    return;  // the fatal message has been sent
  }
  if (control && Atomics.load(control, 0) === SIGINT) {
    // Cancelled before it started (the page sent the SIGINT before we picked the request up): answer
    // at once. A SIGINT meant for an earlier request (one that ended before Python saw it) is dropped.
    const forThis = Atomics.load(control, 2) === msg.id;
    Atomics.compareExchange(control, 0, SIGINT, 0);
    if (forThis) return postMessage({ type: "result", id: msg.id, json: CANCELLED_JSON });
  }
  // A paused worker starts its request paused: Python holds at its first check (a pause signal that
  // run() sent stays in place; one that a dropped SIGINT kept out is sent now).
  if (control && Atomics.load(control, 1) === 1) Atomics.compareExchange(control, 0, 0, rt.pauseSignal);
  const onProgress = (info) => postMessage({ type: "progress", id: msg.id, info });
  running = msg.id;
  settle();              // a snapshot waiting to be stored waits for this answer too
  stopAsked = false;
  turning = false;
  try {
    const json = await rt.call(msg.action, msg.params, onProgress, control ? null : turn);
    postMessage({ type: "result", id: msg.id, json });
  } catch (e) {
    // Not a Python exception (the bridge turns those into error objects): the wasm runtime itself
    // failed (an abort, memory exhausted, a stack overflow). It cannot be trusted again.
    postMessage({ type: "failed", id: msg.id, message: String(e && e.message || e).slice(0, 500) });
    close();
  } finally {
    // A cancel that came as Python was finishing, unseen: it must not stop the next request.
    if (control && Atomics.load(control, 2) === msg.id) Atomics.compareExchange(control, 0, SIGINT, 0);
    running = null;
    settle();
  }
}

self.onmessage = ({ data: msg }) => {
  if (msg.type === "boot" && !runtime) {
    control = msg.control ? new Int32Array(msg.control) : null;
    if (msg.lock && navigator.locks) {
      // Held until this worker ends (closed, terminated, crashed): the client waits on the same lock.
      navigator.locks.request(msg.lock, () => {
        postMessage({ type: "alive" });
        return new Promise(() => {});
      }).catch(() => {});  // storage denied (a third-party frame): death goes unnoticed, as before
    }
    runtime = boot(msg);
    runtime.catch((e) => postMessage({ type: "fatal", message: String(e && e.message || e) }));
  } else if (msg.type === "cancel") {
    if (running === msg.id) {
      stopAsked = true;
      release();
    }
  } else if (msg.type === "pause") {
    pausedByPage = Boolean(msg.on);
    if (!pausedByPage) release();
  } else if (msg.type === "request" || msg.type === "expect") {
    // the data files of a request that waits for the start come with the start's own (preload.mjs)
    if (!booted) catalog.then((c) => { if (!booted) prefetch(filesFor(c, msg.action, msg.params)); });
    if (msg.type === "request") handle(msg);
  }
};
