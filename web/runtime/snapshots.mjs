// Memory snapshots of the Python runtime, kept in Cache Storage (cache "wordloom-snapshots", which
// the service worker leaves alone). One entry per site build: the key names build.json's version
// (a content hash of every file, Pyodide's runtime included) and Pyodide's version, and storing a
// snapshot deletes every other build's. Each entry carries its SHA-256: a snapshot whose bytes do
// not match is deleted instead of restored.
//
// An entry holds the heap without its zero pages (packSnapshot): about a third of a 45 MB heap is
// zeros, and a return visit reads the entry before Python can start, so it reads 29 MB, not 45.

export const SNAPSHOT_CACHE = "wordloom-snapshots";

const MAGIC = "wlsnap01";
const PAGE = 4096;
const HEADER = 16;  // MAGIC, then the heap's length (uint32, little-endian); then a bit per page, then the pages

/** A heap as stored: MAGIC, its length, a bitmap of its pages that hold a non-zero byte, those pages. */
export function packSnapshot(heap) {
  const pages = Math.ceil(heap.length / PAGE);
  const words = new Uint32Array(heap.buffer, heap.byteOffset, heap.length >> 2);
  const kept = new Uint8Array(Math.ceil(pages / 8));
  let size = 0;
  for (let p = 0; p < pages; p++) {
    const end = Math.min((p + 1) * PAGE, heap.length);
    let any = false;
    for (let i = (p * PAGE) >> 2; i < end >> 2 && !any; i++) any = words[i] !== 0;
    for (let i = end & ~3; i < end && !any; i++) any = heap[i] !== 0;  // a length not a multiple of 4
    if (any) { kept[p >> 3] |= 1 << (p & 7); size += end - p * PAGE; }
  }
  const out = new Uint8Array(HEADER + kept.length + size);
  out.set(new TextEncoder().encode(MAGIC));
  new DataView(out.buffer).setUint32(8, heap.length, true);
  out.set(kept, HEADER);
  let at = HEADER + kept.length;
  for (let p = 0; p < pages; p++) {
    if (!(kept[p >> 3] & (1 << (p & 7)))) continue;
    const page = heap.subarray(p * PAGE, Math.min((p + 1) * PAGE, heap.length));
    out.set(page, at);
    at += page.length;
  }
  return out;
}

/** The heap `packSnapshot` stored. Throws on bytes that are not one (another format, cut short). */
export function unpackSnapshot(stored) {
  const magic = new TextDecoder().decode(stored.subarray(0, MAGIC.length));
  if (stored.length < HEADER || magic !== MAGIC) throw new Error("not a stored snapshot");
  const length = new DataView(stored.buffer, stored.byteOffset).getUint32(8, true);
  const pages = Math.ceil(length / PAGE);
  const kept = stored.subarray(HEADER, HEADER + Math.ceil(pages / 8));
  const heap = new Uint8Array(length);
  let at = HEADER + kept.length;
  for (let p = 0; p < pages; p++) {
    if (!(kept[p >> 3] & (1 << (p & 7)))) continue;
    const size = Math.min(PAGE, length - p * PAGE);
    if (at + size > stored.length) throw new Error("the stored snapshot is cut short");
    heap.set(stored.subarray(at, at + size), p * PAGE);
    at += size;
  }
  if (at !== stored.length) throw new Error("the stored snapshot has bytes past its last page");
  return heap;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The snapshot store for the site at `site` (a URL ending in "/"), or null where Cache Storage or
 * build.json is unavailable (then every start is cold).
 * @returns {Promise<null | {key: string, get(): Promise<{bytes: Uint8Array, verified: Promise<boolean>}|null>, put(heap: Uint8Array): Promise<number>, remove(): Promise<void>}>}
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
        const stored = new Uint8Array(await hit.arrayBuffer());
        let bytes;
        try {
          bytes = unpackSnapshot(stored);
        } catch (e) {
          console.warn(`wordloom: the stored snapshot is unreadable (${e.message}); deleted, starting cold`);
          await cache.delete(key).catch(() => {});
          return null;
        }
        const expected = hit.headers.get("x-wordloom-sha256");
        const verified = sha256(stored).then(async (digest) => {
          if (digest === expected) return true;
          console.warn("wordloom: the stored snapshot is damaged (its SHA-256 differs); deleted, starting cold");
          await cache.delete(key).catch(() => {});
          return false;
        }, () => false);
        return { bytes, verified };
      } catch { /* unreadable: boot cold */ }
      return null;
    },
    /** Store a heap (packed); resolves to the bytes stored. */
    async put(heap) {
      for (const request of await cache.keys()) {
        if (request.url !== key) await cache.delete(request);  // other builds' snapshots
      }
      const stored = packSnapshot(heap);
      await cache.put(key, new Response(stored, { headers: {
        "content-type": "application/octet-stream", "x-wordloom-sha256": await sha256(stored) } }));
      return stored.length;
    },
    async remove() {
      await cache.delete(key).catch(() => {});
    },
  };
}
