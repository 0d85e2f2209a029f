// bare-snapshot.html's worker: npm's Pyodide (under stock-pyodide/), restored from the memory snapshot
// in Cache Storage when there is one, else booted plainly and snapshotted; then 1+1. The snapshot is
// taken right after boot (the smallest heap Pyodide can restore), read whole, restored as
// web/runtime/worker/runtime.mjs restores the app's (the memory grown to the heap's size first).
import { loadPyodide } from "./stock-pyodide/pyodide.mjs";
import createPyodideModule from "./stock-pyodide/pyodide.asm.mjs";

const indexURL = new URL("./stock-pyodide/", import.meta.url).href;
const key = new URL("./__bare-snapshot", import.meta.url).href;
const cache = await caches.open("bare-snapshots");
const hit = await cache.match(key);
const t0 = performance.now();
let pyodide, start;
if (hit) {
  const bytes = new Uint8Array(await hit.arrayBuffer());
  const grown = async (settings) => {
    const module = await createPyodideModule(settings);
    module.growMemory(bytes.length);
    return module;
  };
  pyodide = await loadPyodide({ indexURL, _loadSnapshot: bytes, createPyodideModule: grown, _snapshotDeserializer: () => null });
  start = "snapshot";
} else {
  pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  start = "cold";
}
const value = pyodide.runPython("1+1");
postMessage({ value, start, ms: performance.now() - t0 });
if (!hit) {
  const snapshot = pyodide.makeMemorySnapshot({ serializer: () => null });
  await cache.put(key, new Response(snapshot));
  postMessage({ stored: snapshot.length });
}
