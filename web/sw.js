// Service worker: precache the whole build (but for data fetched on demand, cached when first
// fetched), answer cache-first, drop other builds' caches.
// build.py fills in VERSION (a content hash of the build) and FILES.
const VERSION = "__VERSION__";
const CACHE = `wordloom-${VERSION}`;
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  // addAll stores all of FILES or nothing. If the network drops mid-install, this version is
  // dropped with its (empty) cache, the active one keeps serving, and the page tries again when the
  // network returns (shell/offline.js).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES))
    .catch(async (error) => { await caches.delete(CACHE); throw error; }));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("wordloom-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();  // the person chose "Reload"
});

// Data fetched on demand (the definition chunks) is not in FILES: it is kept in this build's cache
// the first time it is fetched, so a definition looked up once also works offline.
const ON_DEMAND = new URL("data/definitions/", self.registration.scope).pathname;

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(event.request, { ignoreSearch: true });
    if (hit) return hit;
    const response = await fetch(event.request);
    if (response.ok && url.pathname.startsWith(ON_DEMAND)) await cache.put(event.request, response.clone());
    return response;
  })());
});
