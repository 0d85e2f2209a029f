// Pyodide's private options, in one place. wordloom uses four things Pyodide does not document as
// public (memory snapshots and a shared compiled module): `_makeSnapshot`, `_loadSnapshot`,
// `_snapshotDeserializer` and `makeMemorySnapshot({serializer})`, plus the module's `growMemory` and
// `jspiSupported`. They are tied to the Pyodide version build.py pins (PYODIDE_VERSION); an upgrade
// checks this file first. Everything else goes through loadPyodide's public options.

/** A snapshot that could not be restored (the caller deletes it and boots cold). Any other error of a
 *  snapshot start (a site file that could not be fetched) says nothing against the snapshot. */
export class SnapshotError extends Error {}

/** Boot a fresh runtime; with `makeSnapshot`, one whose heap `takeSnapshot` can copy afterwards. */
export function bootCold(loadPyodide, options, { makeSnapshot = false, createPyodideModule = null } = {}) {
  return loadPyodide({ ...options, _makeSnapshot: makeSnapshot, ...(createPyodideModule ? { createPyodideModule } : {}) });
}

/** Boot a runtime from a heap `takeSnapshot` made (by the same Pyodide build). Throws SnapshotError
 *  when the snapshot itself is at fault; any other error (the runtime's download or compilation,
 *  before the wasm instance exists) says nothing against it. */
export async function bootFromSnapshot(loadPyodide, options, snapshot, createPyodideModule) {
  // A fresh instance's memory is smaller than the snapshot's heap ("offset is out of bounds"): grow
  // it before Pyodide copies the heap in.
  let instantiated = false;
  const grown = async (settings) => {
    const module = await createPyodideModule(settings);
    instantiated = true;
    module.growMemory(snapshot.length);
    return module;
  };
  try {
    return await loadPyodide({ ...options, _loadSnapshot: snapshot, createPyodideModule: grown,
      _snapshotDeserializer: () => null });
  } catch (e) {
    if (!instantiated) throw e;
    throw new SnapshotError(`the snapshot did not restore: ${e && e.message || e}`);
  }
}

/** The wasm heap, as bytes `bootFromSnapshot` restores. JavaScript objects still referenced from
 *  Python (none should be) restore as null. */
export function takeSnapshot(pyodide) {
  return pyodide.makeMemorySnapshot({ serializer: () => null });
}

/** Whether this runtime can suspend a Python call for a JavaScript promise (WebAssembly stack
 *  switching, JSPI). */
export function stackSwitching(pyodide) {
  return Boolean(pyodide._module?.jspiSupported);
}
