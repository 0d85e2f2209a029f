// Service worker: precache the whole build (but for data fetched on demand, cached when first
// fetched), answer cache-first, drop other builds' caches.
// build.py fills in VERSION (a content hash of the build), DEFINITIONS (a content hash of the
// definition chunks alone) and FILES.
//
// Every page and worker script it serves carries COOP/COEP (see `isolated`), so a page it controls
// (the second visit on) is cross-origin isolated: shared memory lets Cancel interrupt Python without restarting it, and lets
// a search yield its core while the page needs one (see web/runtime/page/py-worker.js). Everything the
// site loads is its own, so nothing is blocked; an embed on another site is never isolated (its
// parent is not) and simply uses the fallback (restart on Cancel).
const VERSION = "__VERSION__";
const CACHE = `wordloom-${VERSION}`;
// The definition chunks a reader has fetched live in a cache of their own, named by the chunks'
// hash, not the build's: a new build with the same chunks keeps them (a word defined once still
// opens offline after an update), and a build whose chunks changed starts an empty one (no chunk
// is served stale) while the old one is dropped on activate like an old build's cache.
const DEFINITIONS = "wordloom-definitions-__DEFINITIONS__";
const KEEP = new Set([CACHE, DEFINITIONS, "wordloom-snapshots"]);  // the snapshots cache is keyed by build inside
const FILES = __FILES__;
const ISOLATION = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

// The page registers this worker on a first visit only once its first answers are out and it is
// idle (shell/offline.js), so the copy below neither shares the network with a first answer nor
// downloads twice what the answer fetched (those files come from the HTTP cache, revalidated).
self.addEventListener("install", (event) => {
  // addAll stores all of FILES or nothing. If the network drops mid-install, or the copy does not
  // fit in the storage the browser gives the site (its quota), this version is dropped with its
  // (empty) cache, the active one keeps serving, and the pages are told why (shell/offline.js says
  // so where no version was kept yet, and tries again when the network returns).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES))
    .catch(async (error) => {
      await caches.delete(CACHE).catch(() => {});
      await installFailed(error).catch(() => {});
      throw error;
    }));
});

/** Tell every page of the site that this version's copy could not be kept, and whether for want of space. */
async function installFailed(error) {
  const full = error?.name === "QuotaExceededError";
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    client.postMessage({ type: "install-failed", version: VERSION, full });
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("wordloom-") && !KEEP.has(key)) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();  // the person chose "Reload"
  // Files a worker this one does not control fetched (it started before this one did, on a first
  // visit): the page names them all, and those fetched on demand are kept as if fetched through here.
  if (event.data?.type === "keep" && Array.isArray(event.data.paths)) event.waitUntil(keep(event.data.paths));
});

async function keep(paths) {
  for (const path of paths) {
    const url = new URL(String(path), self.registration.scope);
    const onDemand = url.pathname.startsWith(ON_DEMAND);
    if (url.origin !== location.origin || !url.pathname.startsWith(DATA)) continue;
    const cache = await opened(onDemand ? DEFINITIONS : CACHE);
    if (await cache.match(url.href)) continue;
    const response = await fetch(url.href).catch(() => null);  // the browser's HTTP cache has it, mostly
    if (response?.ok) await cache.put(url.href, response);
  }
}

/** The response for `request`: a page's or a worker's with the isolation headers added (they make the
 *  page or worker isolated; a same-origin subresource needs none); any other as the cache holds it, so
 *  the browser reuses the code it compiled from it (a script's, the wasm's) instead of compiling a new
 *  Response again on every visit. Opaque and redirected responses pass unchanged. */
function isolated(response, request) {
  if (!response || response.type === "opaque" || response.type === "opaqueredirect" || response.status === 0) return response;
  if (request.mode !== "navigate" && request.destination !== "worker" && request.destination !== "sharedworker") return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// Data fetched on demand (the definition chunks, the prebuilt indexes, the word lists of a language
// other than English) is not in FILES: it is kept the first time it is fetched, so it also works
// offline after one use: the definition chunks in DEFINITIONS (they outlive the build), the rest in
// this build's cache.
const ON_DEMAND = new URL("data/definitions/", self.registration.scope).pathname;
const DATA = new URL("data/", self.registration.scope).pathname;

// The caches this worker answers from, opened once (a return visit makes ~75 requests through it).
const caches_ = new Map();
const opened = (name) => {
  if (!caches_.has(name)) caches_.set(name, caches.open(name));
  return caches_.get(name);
};

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await opened(url.pathname.startsWith(ON_DEMAND) ? DEFINITIONS : CACHE);
    // Matched by the exact address when it has no query (Chromium's ignoreSearch reads every entry
    // of the cache's 800-odd to find one); an address with a query matches its file without it.
    const hit = await cache.match(event.request, url.search ? { ignoreSearch: true } : undefined);
    if (hit) return isolated(hit, event.request);
    let response;
    try {
      response = await fetch(event.request);
    } catch (error) {
      // Offline, or the server gone: a request the page dropped (a worker ended as the page reloads)
      // or a file no cache holds. Answer a plain failure rather than rejecting, which the browser
      // logs as the service worker's own error.
      return new Response(`Offline: ${url.pathname} is not kept for offline use (${error?.message || error}).`,
        { status: 503, statusText: "Offline", headers: { "content-type": "text/plain" } });
    }
    // Data the build makes but does not precache (prebuilt indexes, definitions, another language's
    // lists: fetched when first needed) is kept for offline use once fetched.
    if (response.ok && url.pathname.startsWith(DATA)) {
      await cache.put(event.request, response.clone());
    }
    return isolated(response, event.request);
  })());
});
