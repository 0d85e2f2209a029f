// Memory snapshots of the Python runtime. One per site build, named by build.json's version (a
// content hash of every file, Pyodide's included) and Pyodide's version; storing one deletes every
// other build's. Each carries its SHA-256: one whose bytes do not match is deleted, not restored.
// Where: the origin private file system (OPFS: directory "wordloom-snapshots"; read by a worker's
// synchronous handle where there is one, faster than Cache Storage in Chromium), else Cache Storage
// (cache "wordloom-snapshots", which the service worker leaves alone), else nowhere (every start cold,
// said in the About panel); per engine: bench/results/browsers.md. One that does not fit in the site's
// storage is refused whole by each place: nothing of it is left to be read back. An entry holds the
// heap without its zero pages (packSnapshot): a return visit reads it before Python can start.

import { measure } from "./capabilities.mjs";

export const SNAPSHOT_CACHE = "wordloom-snapshots";

const MAGIC = "wlsnap01";
const PAGE = 4096;
const HEADER = 16;  // MAGIC, then the heap's length (uint32, little-endian); then a bit per page, then the pages

/** The byte ranges [start, end) of a heap of `length` bytes that the page bitmap `kept` keeps: one
 *  range per run of kept pages (a heap has a handful), so each is one copy. */
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

/** The whole of an OPFS file: through a synchronous handle where the worker has one (read-only
 *  handles share the file with other readers), else as a File. */
async function readFile(handle, sync) {
  if (sync) {
    try {
      const access = await handle.createSyncAccessHandle({ mode: "read-only" });
      try {
        const bytes = new Uint8Array(access.getSize());
        access.read(bytes, { at: 0 });
        return bytes;
      } finally {
        access.close();
      }
    } catch { /* refused (WebKit lists the method and refuses it): read it as a File */ }
  }
  return new Uint8Array(await (await handle.getFile()).arrayBuffer());
}

/** Whether a refusal is for want of space (the origin's quota reached, the disk full). */
const isFull = (e) => e?.name === "QuotaExceededError";

/** One stored entry in the OPFS: {read, write, remove, others}. `sync`/`writable`: the ways of writing
 *  the capability record allows (WebKit refuses both after creating the file). A write goes under a
 *  name no reader looks for (`name` + PARTIAL), is read back, and is renamed to `name` only when whole
 *  (where the browser can rename): a write cut short (the quota reached, the tab closed) is never read. */
const PARTIAL = ".partial";
function opfsPlace(dir, name, { sync, writable }) {
  const remove = () => dir.removeEntry(name).catch(() => {});
  return {
    name: "opfs",
    async read() {
      let handle;
      try {
        handle = await dir.getFileHandle(name);
      } catch {
        return null;  // none stored
      }
      const bytes = await readFile(handle, sync);
      return { stored: bytes.subarray(DIGEST), digest: new TextDecoder().decode(bytes.subarray(0, DIGEST)) };
    },
    async write(stored, digest) {
      const head = new TextEncoder().encode(digest.padEnd(DIGEST).slice(0, DIGEST));
      const size = DIGEST + stored.length;
      const failures = [];
      let full = false;
      const renames = typeof globalThis.FileSystemHandle?.prototype?.move === "function";
      const written = renames ? name + PARTIAL : name;
      try {
        const handle = await dir.getFileHandle(written, { create: true });
        let done = false;
        if (sync && handle.createSyncAccessHandle) {
          try {
            const access = await handle.createSyncAccessHandle();
            try {
              access.truncate(0);
              // Chromium writes what fits and says how much, without an error, once the quota is reached
              const wrote = access.write(head, { at: 0 }) + access.write(stored, { at: DIGEST });
              if (wrote !== size) throw new DOMException(`wrote ${wrote} bytes of ${size}`, "QuotaExceededError");
              access.flush();
            } finally {
              access.close();
            }
            done = true;
          } catch (e) {
            full ||= isFull(e);
            failures.push(`synchronous handle: ${e?.name || e}${isFull(e) && e.message ? ` (${e.message})` : ""}`);
          }
        }
        if (!done && !full && writable && handle.createWritable) {
          try {
            const out = await handle.createWritable();
            await out.write(head);
            await out.write(stored);
            await out.close();
            done = true;
          } catch (e) {
            full ||= isFull(e);
            failures.push(`writable stream: ${e?.name || e}`);
          }
        }
        if (!done && !failures.length) failures.push("no way to write a file here");
        if (done) {  // read it back: every byte is there, and the digest it starts with
          const back = await readFile(handle, sync);
          if (back.length !== size) failures.push(`read back ${back.length} bytes of ${size}`);
          else if (new TextDecoder().decode(back.subarray(0, DIGEST)) !== digest) failures.push("read back another digest");
          else if (renames) {
            await remove();
            await handle.move(name);
          }
        }
      } catch (e) {
        full ||= isFull(e);
        failures.push(String(e?.name || e));
      }
      if (failures.length) {
        await dir.removeEntry(written).catch(() => {});  // never an empty or partial file left
        throw Object.assign(new Error(`the origin private file system refused it (${failures.join("; ")})`), { full });
      }
    },
    remove,
    async others() {
      for await (const entry of dir.keys()) if (entry !== name) await dir.removeEntry(entry).catch(() => {});
    },
  };
}

/** One stored entry in Cache Storage: the same, its digest in a header. */
function cachePlace(cache, key) {
  return {
    name: "cache",
    async read() {
      const hit = await cache.match(key);
      return hit ? { stored: new Uint8Array(await hit.arrayBuffer()), digest: hit.headers.get("x-wordloom-sha256") } : null;
    },
    async write(stored, digest) {
      try {
        await cache.put(key, new Response(stored, { headers: { "content-type": "application/octet-stream", "x-wordloom-sha256": digest } }));
      } catch (e) {
        await cache.delete(key).catch(() => {});
        throw Object.assign(new Error(`Cache Storage refused it (${e?.name || e})`), { full: isFull(e) });
      }
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
 * The snapshot store for the site at `site` (a URL ending in "/"), or null where no place to keep one
 * is left or build.json cannot be read (then every start is cold). `caps` is the capability record
 * (capabilities.mjs; default: measured here): the OPFS first, where there is one, then Cache Storage.
 * A snapshot is written to the first place that takes it (written and read back whole); `place` says
 * where the stored one is ("opfs" | "cache", or the first place tried while none is stored).
 * `read()` and `write(stored, digest)` give the stored bytes as they are (the tests damage them).
 * @returns {Promise<null | {key: string, place: string, tried: string[], get(), put(heap), remove(), read(), write()}>}
 */
export async function snapshotStore(site, caps = null) {
  caps ??= measure();
  let build;
  try {
    if (!globalThis.crypto?.subtle) return null;
    const response = await fetch(new URL("build.json", site));
    if (!response.ok) return null;
    build = await response.json();
  } catch {
    return null;
  }
  const name = `${build.version}-pyodide-${build.pyodide}`;
  const places = [];
  const dir = caps.opfs ? await opfsDirectory() : null;
  if (dir) places.push(opfsPlace(dir, `${name}.snapshot`, { sync: caps.opfsSync, writable: caps.opfsWritable }));
  if (caps.cacheStorage) {
    try {
      places.push(cachePlace(await caches.open(SNAPSHOT_CACHE), new URL(`__snapshot/${name.replace("-pyodide-", "/pyodide-")}`, site).href));
    } catch { /* storage blocked (an opaque origin, a private mode) */ }
  }
  if (!places.length) return null;
  let current = places[0];
  /** The first place holding an entry (and that entry), or null. */
  const find = async () => {
    for (const place of places) {
      try {
        const entry = await place.read();
        if (entry) return { place, entry };
      } catch { /* unreadable here: look in the next place */ }
    }
    return null;
  };
  const store = {
    key: name,
    tried: places.map((p) => p.name),
    get place() { return current.name; },
    async read() {
      const found = await find();
      if (found) current = found.place;
      return found?.entry ?? null;
    },
    write: (stored, digest) => current.write(stored, digest),
    /** The stored snapshot, or null (none, or unreadable): {bytes, verified}, where `verified` resolves
     *  to whether its SHA-256 is the one stored with it. The hash runs off the thread while the caller
     *  restores (hashing the heap is then off the return visit's path); the caller must not use a runtime
     *  restored from bytes that turn out damaged (a damaged entry is deleted here). */
    async get() {
      const found = await find();
      if (!found) return null;
      const { place, entry } = found;
      current = place;
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
    },
    /** Store a heap (packed) in the first place that takes it; resolves to {bytes, place}. Other
     *  builds' snapshots are deleted, and this one from any other place. Rejects, saying why each place
     *  refused it, when none did (nothing is left behind); the error's `full` is true when a place
     *  refused it for want of space (it does not fit in what the browser gives the site). */
    async put(heap) {
      const stored = packSnapshot(heap);
      const digest = await sha256(stored);
      const refused = [];
      let full = false;
      for (const place of places) {
        try {
          await place.others();
          await place.write(stored, digest);
        } catch (e) {
          refused.push(e?.message || String(e));
          full ||= Boolean(e?.full);
          continue;
        }
        current = place;
        for (const other of places) if (other !== place) await other.remove();
        return { bytes: stored.length, place: place.name };
      }
      throw Object.assign(new Error(refused.join("; ")), { full });
    },
    async remove() {
      for (const place of places) await place.remove();
    },
  };
  return store;
}
