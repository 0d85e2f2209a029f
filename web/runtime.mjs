// The Python runtime, booted in named steps: runtime → files → app. Shared by the web worker and
// the Node test layer, so both run the exact same start-up. Only plain data (JSON text) crosses
// between JavaScript and Python: no proxy outlives a call.

const APP_DIR = "/wordloom";
const DATA_DIR = `${APP_DIR}/pysolvers/data`;
const DEFAULT_DICTIONARY = "enable";

const PY_BRIDGE = `
import json, sys
sys.path.insert(0, ${JSON.stringify(APP_DIR)})
from pysolvers import api, words

def _wordloom_call(action, params_json, progress):
    report = (lambda info: progress(json.dumps(info))) if progress is not None else None
    return json.dumps(api.call(action, json.loads(params_json), report))

json.dumps(list(words.DICTIONARIES))
`;

/**
 * Boot Pyodide and the solvers.
 * @param {object} o
 * @param {Function} o.loadPyodide  Pyodide's loader
 * @param {string} o.indexURL       where the Pyodide runtime files are
 * @param {(rel: string) => Promise<Uint8Array>} o.readBytes  a site file (relative to the site root)
 * @param {(step: string) => void} [o.onStatus]  "runtime" | "files" | "app" | "ready"
 */
export async function startRuntime({ loadPyodide, indexURL, readBytes, onStatus = () => {} }) {
  onStatus("runtime");
  // Fetch the app and the default word list while the runtime boots.
  const appZip = readBytes("pysolvers.zip");
  const dictionaries = new Map();  // name -> Promise that resolves once the files are in place
  const fetchList = (name) => Promise.all([readBytes(`data/${name}.txt.gz`), readBytes(`data/${name}.zipf.gz`)]);
  const prefetched = fetchList(DEFAULT_DICTIONARY);
  prefetched.catch(() => {});  // reported when awaited below
  const pyodide = await loadPyodide({ indexURL });
  onStatus("files");
  pyodide.unpackArchive(await appZip, "zip", { extractDir: APP_DIR });
  pyodide.FS.mkdirTree(DATA_DIR);
  const install = async (name, files) => {
    const [text, freq] = await files;
    pyodide.FS.writeFile(`${DATA_DIR}/${name}.txt.gz`, text);
    pyodide.FS.writeFile(`${DATA_DIR}/${name}.zipf.gz`, freq);
  };
  dictionaries.set(DEFAULT_DICTIONARY, install(DEFAULT_DICTIONARY, prefetched));
  await dictionaries.get(DEFAULT_DICTIONARY);
  onStatus("app");
  const known = JSON.parse(pyodide.runPython(PY_BRIDGE));
  const pyCall = pyodide.globals.get("_wordloom_call");
  onStatus("ready");

  /** Make sure the word list a request names is on Pyodide's file system (fetched on first use). */
  function ensureDictionary(params) {
    if (params && typeof params === "object" && params.word_list != null) return Promise.resolve();
    const name = (params && typeof params === "object" && params.dictionary) || DEFAULT_DICTIONARY;
    if (!known.includes(name)) return Promise.resolve();  // Python explains the bad name
    if (!dictionaries.has(name)) {
      const p = install(name, fetchList(name));
      dictionaries.set(name, p);
      p.catch(() => dictionaries.delete(name));  // a failed download may be retried
    }
    return dictionaries.get(name);
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
    await Promise.all(files.map(async (rel) => {
      if (typeof rel !== "string" || !/^data\/[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9.]+$/.test(rel)) {
        throw new Error(`not a data file: ${String(rel).slice(0, 80)}`);
      }
      const path = `${DATA_DIR}/${rel.slice("data/".length)}`;
      const bytes = await readBytes(rel);
      pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(path, bytes);
    }));
  }

  /**
   * Run one action. Resolves to the JSON text of the result or of {"error": ...}; never rejects
   * for bad input. `onProgress(info)` receives the solver's progress reports as plain objects.
   */
  async function call(action, params, onProgress) {
    try {
      await ensureDictionary(params);
    } catch (e) {
      return JSON.stringify({ error: { code: "dictionary_unavailable",
        message: `The word list "${params.dictionary || DEFAULT_DICTIONARY}" could not be loaded (${e.message}).` } });
    }
    const progress = onProgress ? (text) => onProgress(JSON.parse(text)) : null;
    const run = () => pyCall(String(action), JSON.stringify(params ?? {}), progress);
    const json = run();
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

  return { pyodide, call, dictionaries: known };
}
