// The files every start of a solver worker needs, fetched at once and in parallel as the worker
// script starts: before the snapshot store is opened (build.json, Cache Storage) and the snapshot
// read and checked (its SHA-256), before loadPyodide asks for the runtime. The runtime's download
// then overlaps all of that.
//
// Pyodide fetches pyodide.asm.wasm and python_stdlib.zip itself, so `fetch` is wrapped: the first
// GET of a preloaded address gets the preloaded response; any later one (a cold start after a failed
// snapshot start, a retry after a lost connection) fetches anew.

/**
 * @param {URL} site   the site's root (ends in "/")
 * @param {string[]} files  site-relative addresses
 */
export function preload(site, files) {
  const native = globalThis.fetch.bind(globalThis);
  const waiting = new Map();
  for (const rel of files) {
    const url = new URL(rel, site).href;
    const response = native(url);
    response.catch(() => {});  // whoever takes it sees the failure
    waiting.set(url, response);
  }
  globalThis.fetch = (input, init) => {
    const plain = (typeof input === "string" || input instanceof URL) && !init?.method && !init?.integrity;
    const url = plain ? new URL(input, site).href : null;
    const hit = url && waiting.get(url);
    if (!hit) return native(input, init);
    waiting.delete(url);
    return hit;
  };
}
