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
 * @returns {(files: string[]) => void}  asks for more files the same way (a request's data files,
 *   known once the request arrives); one already waiting or taken is not asked for again
 */
export function preload(site, files) {
  const native = globalThis.fetch.bind(globalThis);
  const waiting = new Map();
  const asked = new Set();
  const ask = (more) => {
    for (const rel of more) {
      const url = new URL(rel, site).href;
      if (asked.has(url)) continue;
      asked.add(url);
      const response = native(url);
      response.catch(() => {});  // whoever takes it sees the failure
      waiting.set(url, response);
    }
  };
  ask(files);
  globalThis.fetch = (input, init) => {
    const plain = (typeof input === "string" || input instanceof URL) && !init?.method && !init?.integrity;
    const url = plain ? new URL(input, site).href : null;
    const hit = url && waiting.get(url);
    if (!hit) return native(input, init);
    waiting.delete(url);
    return hit;
  };
  return ask;
}
