// Memory snapshots of the Python runtime. One per site build, named by build.json's version (a
// content hash of every file, Pyodide's runtime included) and Pyodide's version; storing one deletes
// every other build's. Each carries its SHA-256: a snapshot whose bytes do not match is deleted
// instead of restored.
//
// Where: the origin private file system (OPFS: directory "wordloom-snapshots"), read in the worker
// through a synchronous access handle, where the browser has one; else Cache Storage (cache
// "wordloom-snapshots", which the service worker leaves alone). Measured in Chromium on this machine,
// 29 MB read in a worker: OPFS 16–24 ms, Cache Storage 49–98 ms (and ≈ 170–200 ms on a return visit,
// beside the page's own start).
//
// An entry holds the heap without its zero pages (packSnapshot): about a third of a 45 MB heap is
// zeros, and a return visit reads the entry before Python can start, so it reads 29 MB, not 45.

export const SNAPSHOT_CACHE = "wordloom-snapshots";

const MAGIC = "wlsnap01";
const PAGE = 4096;
const HEADER = 16;  // MAGIC, then the heap's length (uint32, little-endian); then a bit per page, then the pages

/** The byte ranges [start, end) of a heap of `length` bytes that the page bitmap `kept` keeps: one
 *  range per run of kept pages (a 45 MB heap has 14), so each is one copy. */
function* keptRuns(kept, length) {
  const pages = Math.ceil(length / PAGE);
  const has = (p) => (kept[p >> 3] & (1 << (p & 7))) !== 0;
  for (let p = 0; p < pages;) {
    if (!has(p)) { p++; continue; }
    let end = p;
    while (end < pages && has(end)) end++;
    yield [p * PAGE, Math.min(end * PAGE, length)];
    p = end;
  }
}

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
  for (const [start, end] of keptRuns(kept, heap.length)) {
    out.set(heap.subarray(start, end), at);
    at += end - start;
  }
  return out;
}

/** The heap `packSnapshot` stored. Throws on bytes that are not one (another format, cut short). */
export function unpackSnapshot(stored) {
  const magic = new TextDecoder().decode(stored.subarray(0, MAGIC.length));
  if (stored.length < HEADER || magic !== MAGIC) throw new Error("not a stored snapshot");
  const length = new DataView(stored.buffer, stored.byteOffset).getUint32(8, true);
  const kept = stored.subarray(HEADER, HEADER + Math.ceil(Math.ceil(length / PAGE) / 8));
  const heap = new Uint8Array(length);
  let at = HEADER + kept.length;
  for (const [start, end] of keptRuns(kept, length)) {
    if (at + end - start > stored.length) throw new Error("the stored snapshot is cut short");
    heap.set(stored.subarray(at, at + end - start), start);
    at += end - start;
  }
  if (at !== stored.length) throw new Error("the stored snapshot has bytes past its last page");
  return heap;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const DIGEST = 64;  // an OPFS file: the SHA-256 of the rest, as hex, then the packed heap

/** The snapshots directory of the origin private file system, or null where there is none. */
async function opfsDirectory() {
  try {
    if (!globalThis.navigator?.storage?.getDirectory || !globalThis.FileSystemFileHandle) return null;
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(SNAPSHOT_CACHE, { create: true });
  } catch {
    return null;  // storage blocked (an opaque origin, a private mode)
  }
}

/** One stored entry in the OPFS: {read, write, remove, others}. */
function opfsPlace(dir, name) {
  return {
    async read() {
      let handle;
      try {
        handle = await dir.getFileHandle(name);
      } catch {
        return null;  // none stored
      }
      let bytes;
      try {  // a worker reads it synchronously, beside other readers (read-only handles share the file)
        const access = await handle.createSyncAccessHandle({ mode: "read-only" });
        try {
          bytes = new Uint8Array(access.getSize());
          access.read(bytes, { at: 0 });
        } finally {
          access.close();
        }
      } catch {
        bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
      }
      const digest = new TextDecoder().decode(bytes.subarray(0, DIGEST));
      return { stored: bytes.subarray(DIGEST), digest };
    },
    async write(stored, digest) {
      const handle = await dir.getFileHandle(name, { create: true });
      const head = new TextEncoder().encode(digest.padEnd(DIGEST).slice(0, DIGEST));
      if (handle.createSyncAccessHandle) {
        try {
          const access = await handle.createSyncAccessHandle();
          try {
            access.truncate(0);
            access.write(head, { at: 0 });
            access.write(stored, { at: DIGEST });
            access.flush();
          } finally {
            access.close();
          }
          return;
        } catch { /* a page (no synchronous handles): a writable stream */ }
      }
      const out = await handle.createWritable();
      await out.write(head);
      await out.write(stored);
      await out.close();
    },
    async remove() {
      await dir.removeEntry(name).catch(() => {});
    },
    async others() {
      for await (const entry of dir.keys()) if (entry !== name) await dir.removeEntry(entry).catch(() => {});
    },
  };
}

/** One stored entry in Cache Storage: the same, its digest in a header. */
function cachePlace(cache, key) {
  return {
    async read() {
      const hit = await cache.match(key);
      return hit ? { stored: new Uint8Array(await hit.arrayBuffer()), digest: hit.headers.get("x-wordloom-sha256") } : null;
    },
    async write(stored, digest) {
      await cache.put(key, new Response(stored, { headers: { "content-type": "application/octet-stream", "x-wordloom-sha256": digest } }));
    },
    async remove() {
      await cache.delete(key).catch(() => {});
    },
    async others() {
      for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
    },
  };
}

/** Delete every stored snapshot, in either place (a snapshot that restores badly: boot cold from now on). */
export async function forgetSnapshots() {
  const dir = await opfsDirectory();
  if (dir) for await (const entry of dir.keys()) await dir.removeEntry(entry).catch(() => {});
  try {
    if (globalThis.caches) await caches.delete(SNAPSHOT_CACHE);
  } catch { /* no storage: nothing to forget */ }
}

/**
 * The snapshot store for the site at `site` (a URL ending in "/"), or null where neither the OPFS nor
 * Cache Storage nor build.json is available (then every start is cold). `place` says which it uses.
 * `read()` and `write(stored, digest)` give the stored bytes as they are (the tests damage them).
 * @returns {Promise<null | {key: string, place: string, get(): Promise<{bytes: Uint8Array, verified: Promise<boolean>}|null>, put(heap: Uint8Array): Promise<number>, remove(): Promise<void>}>}
 */
export async function snapshotStore(site) {
  let build, place, where;
  try {
    if (!globalThis.crypto?.subtle) return null;
    const response = await fetch(new URL("build.json", site));
    if (!response.ok) return null;
    build = await response.json();
  } catch {
    return null;
  }
  const name = `${build.version}-pyodide-${build.pyodide}`;
  const dir = await opfsDirectory();
  if (dir) {
    place = opfsPlace(dir, `${name}.snapshot`);
    where = "opfs";
  } else {
    try {
      if (!globalThis.caches) return null;
      place = cachePlace(await caches.open(SNAPSHOT_CACHE), new URL(`__snapshot/${name.replace("-pyodide-", "/pyodide-")}`, site).href);
      where = "cache";
    } catch {
      return null;  // storage blocked (an opaque origin, a private mode): cold starts only
    }
  }
  return {
    key: name,
    place: where,
    read: () => place.read(),
    write: (stored, digest) => place.write(stored, digest),
    /** The stored snapshot, or null (none, or unreadable): {bytes, verified}, where `verified` resolves
     *  to whether its SHA-256 is the one stored with it. The hash runs off the thread while the caller
     *  restores (≈ 0.1 s of 45 MB saved on every return visit); the caller must not use a runtime
     *  restored from bytes that turn out damaged (a damaged entry is deleted here). */
    async get() {
      try {
        const entry = await place.read();
        if (!entry) return null;
        let bytes;
        try {
          bytes = unpackSnapshot(entry.stored);
        } catch (e) {
          console.warn(`wordloom: the stored snapshot is unreadable (${e.message}); deleted, starting cold`);
          await place.remove();
          return null;
        }
        const verified = sha256(entry.stored).then(async (digest) => {
          if (digest === entry.digest) return true;
          console.warn("wordloom: the stored snapshot is damaged (its SHA-256 differs); deleted, starting cold");
          await place.remove();
          return false;
        }, () => false);
        return { bytes, verified };
      } catch { /* unreadable: boot cold */ }
      return null;
    },
    /** Store a heap (packed); resolves to the bytes stored. Other builds' snapshots are deleted (and,
     *  in the OPFS, any an earlier build left in Cache Storage). */
    async put(heap) {
      await place.others();
      if (where === "opfs" && globalThis.caches) await caches.delete(SNAPSHOT_CACHE).catch(() => {});
      const stored = packSnapshot(heap);
      await place.write(stored, await sha256(stored));
      return stored.length;
    },
    async remove() {
      await place.remove();
    },
  };
}
