// What this browser offers the solver runtime, measured once, and every path the runtime takes,
// chosen from it here and nowhere else.
//
// The record (`measure`, on the page; the OPFS's synchronous handles are a worker's alone, so the
// worker adds `opfsSync` to it when it first starts):
//   jspi          WebAssembly stack switching (a Python call can wait for a message)
//   sharedMemory  cross-origin isolated with SharedArrayBuffer (the page reaches Python's interrupt buffer)
//   opfs          the origin private file system (navigator.storage.getDirectory)
//   opfsSync      its synchronous access handles, in a worker (tested by a write read back: WebKit lists
//                 them and then refuses them)
//   opfsWritable  its writable streams
//   cacheStorage  Cache Storage (caches.open works)
//   cores         navigator.hardwareConcurrency (some engines report more than the device has)
//   memory        navigator.deviceMemory, GB (Chromium only)
//
// A test switches capabilities off by name (SolverClient's `off` option, or `globalThis.wordloomOff`
// set before the page's scripts run): the runtime then takes the path a browser without them takes.
//
// The paths (`choosePaths`):
//   stop   "interrupt": a SIGINT through shared memory (the worker and its indexes are kept);
//          "message": a "cancel" message read at Python's next turn (stack switching);
//          "restart": the worker is ended and another started (from the snapshot)
//   pause  "signal" | "message" | "none": how a search yields the core to the interactive worker
//   store  where a memory snapshot is kept, in order of preference: "opfs" (a worker's synchronous
//          handle, or else a writable stream), "cache" (Cache Storage); none left: every start is cold
//   pool   how many search workers, at most (the pool then measures how many really run at once)

export const NAMES = ["jspi", "sharedMemory", "opfs", "opfsSync", "opfsWritable", "cacheStorage"];

// Each Python runtime takes about 150 MB; the pool may use a quarter of the device's memory.
const WORKER_MB = 150;
const MAX_POOL = 8;

/** The capabilities switched off for tests: `off` (names), else `globalThis.wordloomOff`. */
export function switchedOff(off = globalThis.wordloomOff) {
  return new Set(Array.isArray(off) ? off.filter((n) => NAMES.includes(n)) : []);
}

// A search worker is kept only where the timing says each gets most of a core: a worker with a part of
// one adds its start-up, its memory and the sharing of the search, and the search ends no sooner. The
// pool keeps the best of a few timings (bestTiming; one alone, beside the page's other work, often
// undercounts: bench/results/api-and-startup.md).
const SHARE_KEPT = 0.9;

/** How many search workers really run at once, from the pool's timing (runtime/page/pool.js): a fixed
 *  amount of work took `alone` ms in one worker and `together` ms (the slowest) in each of `of`
 *  workers started at once, so `of × alone / together` cores' worth ran. The most workers that
 *  share that with at least SHARE_KEPT of a core each; at least 1, at most `of`. */
export function workersThatRun({ of, alone, together }) {
  if (!(of >= 1) || !(alone > 0) || !(together > 0)) return 1;
  const cores = (of * alone) / together;
  return Math.min(Math.floor(of), Math.max(1, Math.floor(cores / SHARE_KEPT)));
}

/** The truest of several such timings ([{alone, together}, …] of `of` workers): other work on the
 *  device only ever slows a timing down, so the one that found the most workers running is kept (on a
 *  tie, the one whose workers together lost least against one alone). {alone, together, parallel, of,
 *  trials}; parallel 1 when there is no timing. */
export function bestTiming(of, timings) {
  let best = { alone: null, together: null, parallel: 1 };
  for (const t of timings) {
    const parallel = workersThatRun({ of, ...t });
    if (best.alone === null || parallel > best.parallel
      || (parallel === best.parallel && t.alone / t.together > best.alone / best.together)) best = { ...t, parallel };
  }
  return { ...best, of, trials: timings.length };
}

/** The record, as this realm (a page or a worker) sees it; `off`: names to report as missing (by
 *  default the documented switch, `globalThis.wordloomOff`, as the worker is told: see switchedOff). */
export function measure(off) {
  const no = switchedOff(off);
  const g = globalThis;
  const has = (name, test) => {
    if (no.has(name)) return false;
    try { return Boolean(test()); } catch { return false; }
  };
  return {
    jspi: has("jspi", () => typeof g.WebAssembly?.Suspending === "function"),
    sharedMemory: has("sharedMemory", () => g.crossOriginIsolated && typeof g.SharedArrayBuffer === "function"),
    opfs: has("opfs", () => typeof g.navigator?.storage?.getDirectory === "function"),
    opfsSync: has("opfsSync", () => typeof g.FileSystemFileHandle?.prototype?.createSyncAccessHandle === "function"),
    opfsWritable: has("opfsWritable", () => typeof g.FileSystemFileHandle?.prototype?.createWritable === "function"),
    cacheStorage: has("cacheStorage", () => typeof g.caches?.open === "function"),
    cores: g.navigator?.hardwareConcurrency || 1,
    memory: g.navigator?.deviceMemory ?? null,
  };
}

/** What a cancelled request answers, wherever it is stopped (the page, the worker, Python's bridge). */
export const CANCELLED = Object.freeze({ error: Object.freeze({ code: "cancelled", message: "Stopped." }) });

/** Every path the runtime takes, from the record and, once a worker is ready, what it reported
 *  (`ready`: its "ready" message; `cancels`: Python suspends, so a "cancel" message reaches it). This
 *  is the only place a stop or pause path is decided: PyWorker runs it, the About panel says it. */
export function choosePaths(caps, ready = null) {
  const byMemory = caps.memory ? Math.floor((caps.memory * 1024 * 0.25) / WORKER_MB) : 4;
  const suspends = ready ? Boolean(ready.cancels) : caps.jspi;
  return {
    stop: caps.sharedMemory ? "interrupt" : suspends ? "message" : "restart",
    pause: caps.sharedMemory ? "signal" : suspends ? "message" : "none",
    store: [...(caps.opfs ? ["opfs"] : []), ...(caps.cacheStorage ? ["cache"] : [])],
    pool: Math.max(1, Math.min(caps.cores, byMemory, MAX_POOL)),
  };
}
