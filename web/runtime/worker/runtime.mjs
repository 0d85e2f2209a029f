// The Python runtime, booted in named steps: runtime → files → app; the web worker's and the Node
// test layer's, so both run the same start-up. Only JSON text crosses between JavaScript and Python.
// Two ways to start: cold (loadPyodide, unpack the solvers, read the warm word list WARM_DICTIONARY,
// import everything), or from a memory snapshot of a runtime that did all that (made by one booted
// with `makeSnapshot: true`; it restores only into the same Pyodide build). The file system is not
// part of the heap, so the solvers' files are unpacked again.

import { SnapshotError, bootCold, bootFromSnapshot, stackSwitching, takeSnapshot } from "./pyodide-adapter.mjs";
import { CANCELLED } from "../shared/capabilities.mjs";

const APP_DIR = "/wordloom";
const DATA_DIR = `${APP_DIR}/pysolvers/data`;
const DEFAULT_DICTIONARY = "enable";  // the API's default list (a request that names none)
// The list every start loads and indexes before it is ready, so a start from the snapshot has it in
// memory: `nyt`, the Spelling Bee's and Letter Boxed's (of nyt, ENABLE, both, neither, the soonest
// first Bee answer on a return visit, at no cost to Boggle's: a smaller heap restores sooner). Any other
// list comes with the first request that reads it: a first answer waits for no byte it does not read.
const WARM_DICTIONARY = "nyt";
const listFiles = (name) => [`data/${name}.txt.gz`, `data/${name}.zipf.gz`];
const START_LISTS = listFiles(WARM_DICTIONARY);  // placed at every start (any other list: on its first request)
const UNPACKED = /^data\/[a-z0-9-]+\.(txt|zipf)\.gz$/;  // placed unpacked (see `place`)
const FRONT_CODED = /^data\/[a-z0-9-]+\.txt\.gz$/;     // shipped front-coded (see `unfront`)
// No package is ever loaded, so Pyodide needs no lock file: build.py writes its "info" here (the
// ABI it checks) with no packages, and Pyodide's pyodide-lock.json is neither shipped nor fetched.
const PYODIDE_LOCK = null;

// What a cancelled call answers, here and in Python's bridge (given it at start: `bridge.start`).
export const CANCELLED_JSON = JSON.stringify(CANCELLED);

/** The site files every start reads (whether cold or from a snapshot), beside Pyodide's own: the
 *  small ones it reads first, `then` the solvers and the warm list, which it reads once Python runs
 *  (worker.mjs asks for them when Pyodide's wasm is almost in: runtime/preload.mjs). */
export const START_FILES = { first: ["build.json", "api-schema.json", "data/prebuilt/index.json"],
  then: ["pysolvers.zip", ...START_LISTS] };

/** The shipped list request `action` with `params` reads, or null: none for a list the caller brings
 *  (`word_list`), an action that reads no list (define, nyt.corrections), or a name the catalog does
 *  not ship (Python explains it). A request that names none reads the field's default in the catalog.
 *  The one answer to "which list", for the data files, the list's own files and its prebuilt indexes. */
export function listOf(catalog, action, params) {
  const p = params && typeof params === "object" ? params : {};
  if (p.word_list != null || !readsList(catalog, action)) return null;
  const name = p.dictionary ?? catalog?.actions?.[action]?.fields?.dictionary?.default ?? DEFAULT_DICTIONARY;
  // a request in another language that names no list reads one of that language's (which one is
  // Python's to say: it asks for its files, NeedData), never the English default
  const lists = catalog?.languages?.[p.language]?.dictionaries;
  if (p.dictionary == null && lists && !lists.includes(name)) return null;
  return typeof name === "string" && (!catalog?.reads || Object.hasOwn(catalog.reads.lists, name)) ? name : null;
}

/** The data files (site paths) request `action` with `params` reads, as the catalog (api-schema.json)
 *  declares them: its list's (`listOf`), the offensive words where they are hidden, and what an
 *  explanation reads where the action's field asks for one (bee.solve's `rejected`, true unless
 *  false: see its default in the catalog). */
export function filesFor(catalog, action, params) {
  const p = params && typeof params === "object" ? params : {};
  const reads = catalog?.reads, name = listOf(catalog, action, p);
  if (!reads || name === null) return [];
  const field = reads.explained_by?.[action];
  const explains = field && (p[field] ?? catalog.actions?.[action]?.fields?.[field]?.default) === true
    ? reads.explains?.[name] ?? [] : [];
  return [...new Set([...reads.lists[name], ...explains, ...(p.offensive === "hide" ? reads.offensive_hidden : [])])];
}

/** A line file as the build ships it front-coded (buildsys/compress.py `front_coded`), as it was:
 *  each line is one digit, how many characters it shares with the line before, then the rest. A
 *  sorted word list so packed is much smaller gzipped (bench/results/network.md). */
export function unfront(text) {
  let before = "";
  return text.split("\n").map((line) => (before = before.slice(0, line.charCodeAt(0) - 48) + line.slice(1))).join("\n");
}

/** Whether `action` reads a word list (it has a `dictionary` field), as far as `catalog` says. */
const readsList = (catalog, action) => !catalog?.actions?.[action] || Boolean(catalog.actions[action].fields?.dictionary);

export { SnapshotError };

/**
 * Boot Pyodide and the solvers.
 * @param {object} o
 * @param {Function} o.loadPyodide  Pyodide's loader
 * @param {string} o.indexURL       where the Pyodide runtime files are
 * @param {(rel: string) => Promise<Uint8Array>} o.readBytes  a site file (relative to the site root)
 * @param {(step: string) => void} [o.onStatus]  "runtime" | "files" | "app" | "ready"
 * @param {Uint8Array} [o.snapshot]  a memory snapshot to start from (see `makeSnapshot()` below)
 * @param {boolean} [o.makeSnapshot] boot so that `makeSnapshot()` works afterwards
 * @param {Function} [o.createPyodideModule]  pyodide.asm.js's default export (imported when missing)
 * @param {object} [o.options]      more loadPyodide options (stdLibURL, lockFileContents, …)
 * @param {Promise<object|null>} [o.catalog]  api-schema.json, parsed (read here when missing)
 * @param {boolean} [o.stackSwitch]  use WebAssembly stack switching where the engine has it (false: a
 *   test switching the capability off)
 */
export async function startRuntime({ loadPyodide, indexURL, readBytes, onStatus = () => {}, snapshot = null,
  makeSnapshot = false, createPyodideModule = null, options = {}, catalog = null, stackSwitch = true }) {
  onStatus("runtime");
  // Fetch the app and the start's word lists while the runtime boots.
  const appZip = readBytes("pysolvers.zip");
  const prefetched = START_LISTS.map((rel) => [rel, readBytes(rel)]);
  for (const [, bytes] of prefetched) bytes.catch(() => {});  // reported when awaited below
  appZip.catch(() => {});
  // Which prebuilt indexes each action may use (the catalog) and which the build made (per list).
  const readJSON = (rel) => readBytes(rel).then((b) => JSON.parse(new TextDecoder().decode(b))).catch(() => null);
  catalog ??= readJSON("api-schema.json");
  const prebuiltFiles = readJSON("data/prebuilt/index.json").then((made) => made || {});

  if (PYODIDE_LOCK) options = { lockFileContents: PYODIDE_LOCK, ...options };
  options = { ...options, indexURL };
  let pyodide;
  if (snapshot) {
    createPyodideModule ??= (await import(`${indexURL}pyodide.asm.js`)).default;
    pyodide = await bootFromSnapshot(loadPyodide, options, snapshot, createPyodideModule);
  } else {
    pyodide = await bootCold(loadPyodide, options, { makeSnapshot, createPyodideModule });
  }
  onStatus("files");
  const app = await appZip;  // a download that fails says nothing against a snapshot
  try {
    pyodide.unpackArchive(app, "zip", { extractDir: APP_DIR });
  } catch (e) {  // Pyodide itself failed: on a restored heap, the snapshot's fault
    if (snapshot) throw new SnapshotError(`the restored runtime failed: ${e && e.message || e}`);
    throw e;
  }
  pyodide.FS.mkdirTree(DATA_DIR);
  // Every site file under data/ that Python may read, put on its file system once: site path ->
  // Promise that resolves once the file is in place (a failed one is forgotten, to be fetched again).
  // A word list's files (and the other top-level `data/NAME.txt.gz`, `.zipf.gz`) are put there
  // unpacked, as `data/NAME.txt`: the engine's own gzip is several times faster than zlib compiled to
  // wasm, and Python reads the unpacked file first (words._read_gz).
  const placed = new Map();
  const place = (rel, bytes = null) => {
    if (!placed.has(rel)) {
      const done = (bytes ?? readBytes(rel)).then(async (b) => {
        let path = `${DATA_DIR}/${rel.slice("data/".length)}`;
        if (UNPACKED.test(rel)) {
          b = new Uint8Array(await new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
          if (FRONT_CODED.test(rel)) b = new TextEncoder().encode(unfront(new TextDecoder().decode(b)));
          path = path.slice(0, -".gz".length);
        }
        pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
        pyodide.FS.writeFile(path, b);
      });
      placed.set(rel, done);
      done.catch(() => placed.delete(rel));
    }
    return placed.get(rel);
  };
  await Promise.all(prefetched.map(([rel, bytes]) => place(rel, bytes)));
  onStatus("app");
  // Python's side of the bridge, pysolvers/bridge.py: started on a cold start, already started in a snapshot.
  let bridge, state;
  try {
    if (!snapshot) pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(APP_DIR)})`);
    bridge = pyodide.pyimport("pysolvers.bridge");
    if (!snapshot) bridge.start(WARM_DICTIONARY, CANCELLED_JSON);
    state = JSON.parse(bridge.state());
  } catch (e) {
    if (snapshot) throw new SnapshotError(`the restored runtime does not answer: ${e && e.message || e}`);
    throw e;
  }
  const known = state.dictionaries;
  const pyCall = bridge.call;
  // WebAssembly stack switching (JSPI: Chromium): a call can then let its worker read messages while
  // it runs (see `nextTurn`, and runtime.taking_turns in Python: every 20 ms of a search's work, and at
  // each progress report). Not in Node 20, nor where the browser lacks it.
  const suspends = stackSwitch && stackSwitching(pyodide) && typeof MessageChannel === "function";
  let nextTurn;  // (turn) => a Promise of turn()'s answer, asked once the worker has read its waiting messages
  if (suspends) {
    const channel = new MessageChannel();
    const waiting = [];
    channel.port1.onmessage = () => waiting.shift()?.();
    nextTurn = (turn) => new Promise((resolve) => {
      waiting.push(() => resolve(Promise.resolve(turn()).then(Boolean)));
      channel.port2.postMessage(0);
    });
  }
  onStatus("ready");

  /** Put on the file system what the catalog says a request reads, before Python runs: its list's own
   *  files (one that fails rejects: the list is unavailable), the other data files it reads and the
   *  prebuilt indexes the action may use (one that fails is left to Python, which asks for it again,
   *  NeedData, builds the index itself, or explains the list it cannot read). */
  async function ensure(action, params) {
    const c = await catalog, name = listOf(c, action, params);
    const made = name === null ? [] : (await prebuiltFiles)[name] || [];
    const indexes = (c?.actions?.[action]?.indexes || []).filter((key) => made.includes(key))
      .map((key) => `data/prebuilt/${name}.${key}.bin.gz`);
    const others = Promise.all([...filesFor(c, action, params), ...indexes].map((rel) => place(rel).catch(() => {})));
    await Promise.all((name !== null && known.includes(name) ? listFiles(name) : []).map((rel) => place(rel)));
    await others;
  }

  // --- data fetched on demand (definitions) -------------------------------------------------
  // Python answers {"error": {"code": "need_data", "files": ["data/definitions/pl.json.gz", ...]}}
  // when an action needs site files that are not loaded yet (they are neither fetched at start-up
  // nor precached). `call` fetches them into Pyodide's file system, under the app's data/, and runs
  // the action again, once. Only files under data/ are taken.
  const needData = (json) => {
    if (!json.startsWith('{"error"') || json.length > 100_000) return null;  // errors are small
    const { error } = JSON.parse(json);
    return error.code === "need_data" && Array.isArray(error.files) ? error.files : null;
  };
  async function loadData(files) {
    for (const rel of files) {
      if (typeof rel !== "string" || !/^data\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9.]+$/.test(rel)) {
        throw new Error(`not a data file: ${String(rel).slice(0, 80)}`);
      }
    }
    await Promise.all(files.map((rel) => place(rel)));
  }

  /**
   * Run one action. Resolves to the JSON text of the result or of {"error": ...}; never rejects
   * for bad input. `onProgress(info)` receives the solver's progress reports as plain objects.
   * It throws only when the runtime itself broke (a wasm abort, memory exhausted): the caller
   * must then discard this runtime. Given `turn` where the runtime `suspends` (for a worker with
   * no interrupt buffer shared with the page: a SIGINT landing in the suspension's own machinery
   * would escape the call), Python waits for `turn()` (a boolean, or a Promise of one) every 20 ms
   * of a search's work and after each progress report, once the worker has read its messages: the
   * call is held while it waits (a pause), and true stops the call (cancelled).
   */
  async function call(action, params, onProgress, turn = null) {
    try {
      await ensure(action, params);
    } catch (e) {
      return JSON.stringify({ error: { code: "dictionary_unavailable",
        message: `The word list "${params.dictionary || DEFAULT_DICTIONARY}" could not be loaded (${e.message}).` } });
    }
    const progress = onProgress ? (text) => onProgress(JSON.parse(text)) : undefined;  // undefined is None
    const run = async () => {
      try {
        return suspends && progress && turn ? await pyCall.callPromising(String(action), JSON.stringify(params ?? {}), progress,
          () => nextTurn(turn))
          : pyCall(String(action), JSON.stringify(params ?? {}), progress);
      } catch (e) {
        // A cancel that reached Python before its first try (on the call's entry): still a cancel.
        if (e?.type === "KeyboardInterrupt") return CANCELLED_JSON;
        throw e;
      }
    };
    const json = await run();
    const files = needData(json);
    if (!files) return json;
    try {
      await loadData(files);
    } catch (e) {
      return JSON.stringify({ error: { code: "data_unavailable",
        message: `Some data this needs could not be loaded (${e.message}). Check the connection and try again.` } });
    }
    return run();
  }

  return {
    pyodide, call, dictionaries: known, start: snapshot ? "snapshot" : "cold", pauseSignal: state.pause_signal,
    /** Whether a call with progress reads the worker's messages while it runs (stack switching). */
    suspends,
    /** The wasm heap as a snapshot (only after a boot with `makeSnapshot: true`), warmed first. */
    makeSnapshot() {
      bridge.warm_up();
      return takeSnapshot(pyodide);
    },
  };
}
