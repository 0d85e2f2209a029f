// The files every start of a solver worker needs, asked for as the worker script starts, before the
// snapshot store is opened and read and before loadPyodide asks for the runtime: its download
// overlaps all of that. In two groups, in the order a start reads them: `first` (Pyodide's wasm and
// standard library, the small files) at once; `then` (the solvers, the word lists, the first
// request's data) once the `pace` file (the wasm) is almost in. On a phone's one link, files asked for
// together share its rate, and each byte of `then` beside the wasm delays Python's whole start by as
// much; fetched last, it comes while the wasm compiles and Python starts. "Almost in": the wasm's
// remaining bytes would take, at the rate they come, no longer than a round trip (the link never
// idles); without its size (build.json's `sizes`, decoded bytes) the group waits for its last byte.
// Pyodide fetches the wasm and the standard library itself, so `fetch` is wrapped: the first GET of a
// preloaded address gets the preloaded response; any later one (a cold start after a failed snapshot
// start, a retry) fetches anew.

/**
 * @param {URL} site   the site's root (ends in "/")
 * @param {{first: string[], then?: string[], pace?: string, sizes?: string}} files  site-relative
 *   addresses; `pace` and `sizes` are of `first`, `sizes` a JSON file whose `sizes` gives the pace
 *   file's decoded size by address (read from a copy: its response is still given to the first GET)
 * @returns {(files: string[]) => void}  asks for more files the same way, with `then` (a request's
 *   data files, known once the request arrives); one already waiting or taken is not asked for again
 */
export function preload(site, { first, then = [], pace = null, sizes = null }) {
  const native = globalThis.fetch.bind(globalThis);
  const waiting = new Map();
  const asked = new Set();
  let go;
  const gate = new Promise((resolve) => { go = resolve; });
  const url = (rel) => new URL(rel, site).href;
  const ask = (more, after = null) => {
    for (const rel of more) {
      const href = url(rel);
      if (asked.has(href)) continue;
      asked.add(href);
      let response = after ? after.then(() => native(href)) : native(href);
      if (rel === pace) response = response.then((r) => paced(r, known.then((k) => k?.[rel]), go), (e) => { go(); throw e; });
      response.catch(() => {});  // whoever takes it sees the failure
      waiting.set(href, response);
    }
  };
  ask(first);
  if (!pace || !first.includes(pace)) go();
  const known = sizes && waiting.has(url(sizes))
    ? waiting.get(url(sizes)).then((r) => r.clone().json()).then((b) => b?.sizes ?? null, () => null) : Promise.resolve(null);
  ask(then, gate);
  globalThis.fetch = (input, init) => {
    const plain = (typeof input === "string" || input instanceof URL) && !init?.method && !init?.integrity;
    const href = plain ? new URL(input, site).href : null;
    const hit = href && waiting.get(href);
    if (!hit) return native(input, init);
    waiting.delete(href);
    return hit;
  };
  return (more) => ask(more, gate);
}

/** The link's round trip (ms) as near as a worker can tell: the quickest response that came over the
 *  network (not from a cache) to its first byte, by Resource Timing; 0 while none has. */
let fastest = 0;
function roundTrip() {
  for (const e of performance.getEntriesByType?.("resource") ?? []) {
    const ms = e.responseStart - e.requestStart;
    if (e.transferSize > 0 && ms > 0 && (!fastest || ms < fastest)) fastest = ms;
  }
  return fastest;
}

/** `response` as is, its body counted on the way: `almostIn()` is called once the bytes still to come
 *  would take, at the rate of the last second, no longer than a round trip (`roundTrip()`, ms: not
 *  this response's own first byte, which a host compressing it on the fly delays), or at its end,
 *  cancel or failure. */
function paced(response, size, almostIn) {
  if (!response.ok || !response.body) {
    almostIn();
    return response;
  }
  let total = null, got = 0;
  const seen = [];  // [ms, bytes so far], the last second's
  size.then((n) => { total = Number.isFinite(n) && n > 0 ? n : null; }, () => {});
  // The body is read as it comes, whoever reads the response and whenever (Pyodide asks for it once
  // its script is in): a body left unread would stop the download, and the link would idle.
  const { readable, writable } = new TransformStream({
    transform(chunk, out) {
      const now = performance.now();
      got += chunk.byteLength;
      seen.push([now, got]);
      while (seen.length > 2 && now - seen[1][0] >= 1000) seen.shift();
      const [then, before] = seen[0];
      if (total && now > then && (total - got) * (now - then) <= roundTrip() * (got - before)) almostIn();
      out.enqueue(chunk);
    },
  }, undefined, { highWaterMark: Infinity });
  // its end, a failure, or its reader's cancel (a worker given the page's compiled runtime: the
  // download stops)
  response.body.pipeTo(writable).then(almostIn, almostIn);
  return new Response(readable, { status: response.status, statusText: response.statusText, headers: response.headers });
}
