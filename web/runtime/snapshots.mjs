// Memory snapshots of the Python runtime, kept in Cache Storage (cache "wordloom-snapshots", which
// the service worker leaves alone). One entry per site build: the key names build.json's version
// (a content hash of every file, Pyodide's runtime included) and Pyodide's version, and storing a
// snapshot deletes every other build's. Each entry carries its SHA-256: a snapshot whose bytes do
// not match is deleted instead of restored.

export const SNAPSHOT_CACHE = "wordloom-snapshots";

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The snapshot store for the site at `site` (a URL ending in "/"), or null where Cache Storage or
 * build.json is unavailable (then every start is cold).
 * @returns {Promise<null | {key: string, get(): Promise<Uint8Array|null>, put(bytes: Uint8Array): Promise<void>, remove(): Promise<void>}>}
 */
export async function snapshotStore(site) {
  let cache, build;
  try {
    if (!globalThis.caches || !globalThis.crypto?.subtle) return null;
    const response = await fetch(new URL("build.json", site));
    if (!response.ok) return null;
    build = await response.json();
    cache = await caches.open(SNAPSHOT_CACHE);
  } catch {
    return null;  // storage blocked (an opaque origin, a private mode): cold starts only
  }
  const key = new URL(`__snapshot/${build.version}/pyodide-${build.pyodide}`, site).href;
  return {
    key,
    /** The stored snapshot, or null (none, or unreadable): {bytes, verified}, where `verified` resolves
     *  to whether its SHA-256 is the one stored with it. The hash runs off the thread while the caller
     *  restores (≈ 0.1 s of 45 MB saved on every return visit); the caller must not use a runtime
     *  restored from bytes that turn out damaged (a damaged entry is deleted here). */
    async get() {
      try {
        const hit = await cache.match(key);
        if (!hit) return null;
        const bytes = new Uint8Array(await hit.arrayBuffer());
        const expected = hit.headers.get("x-wordloom-sha256");
        const verified = sha256(bytes).then(async (digest) => {
          if (digest === expected) return true;
          console.warn("wordloom: the stored snapshot is damaged (its SHA-256 differs); deleted, starting cold");
          await cache.delete(key).catch(() => {});
          return false;
        }, () => false);
        return { bytes, verified };
      } catch { /* unreadable: boot cold */ }
      return null;
    },
    async put(bytes) {
      for (const request of await cache.keys()) {
        if (request.url !== key) await cache.delete(request);  // other builds' snapshots
      }
      await cache.put(key, new Response(bytes, { headers: {
        "content-type": "application/octet-stream", "x-wordloom-sha256": await sha256(bytes) } }));
    },
    async remove() {
      await cache.delete(key).catch(() => {});
    },
  };
}
