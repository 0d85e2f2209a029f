// The app's solver worker, started by the page's first script, before the page's own code (app.js,
// 90 KB) has come: the worker's downloads, Pyodide's wasm first, begin that much sooner (on Slow 4G,
// a round trip and half a second of transfer). The client takes it for its interactive worker
// (runtime/page/py-worker.js `takeEarly`), booting it as it would a worker of its own; one not taken
// within a minute (a page whose code did not come) is ended. index.html lists it before app.js and
// not async, so it always runs first (async, app.js could run first on loopback and start a worker of
// its own: two would download the runtime). Not the embed's frame: there the first
// view's code comes in three steps (frame.js, its puzzle's chunk and stylesheet), which the
// worker's downloads, sharing a phone's link, would slow (it took typing 1.2 s on Fast 4G, not 0.9).
const url = new URL("runtime/worker/worker.js", import.meta.url);
if (url.origin === self.origin && typeof Worker === "function") {
  const own = new URL(url);
  own.searchParams.set("w", "early");  // an address of its own, as py-worker.js gives each worker
  const early = { url: url.href, worker: new Worker(own, { type: "module" }), error: null };
  early.worker.addEventListener("error", (event) => {  // before the client has it: told when it takes it
    event.preventDefault();
    early.error = event.message || "";
  });
  globalThis.wordloomEarlyWorker = early;
  setTimeout(() => {
    if (globalThis.wordloomEarlyWorker !== early) return;
    delete globalThis.wordloomEarlyWorker;
    early.worker.terminate();
  }, 60_000);
}
