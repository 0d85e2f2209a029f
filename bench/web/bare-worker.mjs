// The baseline: Pyodide as npm ships it (its whole standard library and lock file), served by the
// bench under stock-pyodide/, booted in a module worker, evaluating 1+1.
import { loadPyodide } from "./stock-pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./stock-pyodide/", import.meta.url).href });
postMessage(pyodide.runPython("1+1"));
