// Runs bench/studies/boggle_speed.py's `measure` inside Pyodide (from dist/, booted by the same runtime.mjs
// as the web worker) and prints its result as one JSON line.
//   node bench/studies/boggle_speed.mjs DIST PY_FILE BOARDS RUNS
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [distArg, pyFile, count, runs] = process.argv.slice(2);
const dist = resolve(distArg);
const { loadPyodide } = await import(pathToFileURL(join(dist, "pyodide", "pyodide.js")).href);
const { startRuntime } = await import(pathToFileURL(join(dist, "runtime", "worker", "runtime.mjs")).href);
const { pyodide } = await startRuntime({
  loadPyodide: (opts) => loadPyodide({ ...opts, stdout: (s) => process.stderr.write(s + "\n") }),
  indexURL: join(dist, "pyodide") + "/",
  readBytes: async (rel) => new Uint8Array(await readFile(join(dist, rel))),
});
const ns = pyodide.globals.get("dict")();
ns.set("__name__", "boggle_speed");
pyodide.runPython(await readFile(pyFile, "utf8"), { globals: ns });
const result = pyodide.runPython(`import json; json.dumps(measure(${Number(count)}, ${Number(runs)}))`, { globals: ns });
process.stdout.write(result + "\n");
