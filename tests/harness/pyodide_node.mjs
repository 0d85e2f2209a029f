// Runs wordloom's API inside the real Pyodide runtime from dist/, under Node, with the same
// start-up code as the web worker (dist/runtime/worker/runtime.mjs). Protocol: one JSON request per stdin line,
// {"id", "action", "params"}; one JSON reply per stdout line, {"id", "json", "ms", "cpu_ms", "progress", "fetched"}
// (`cpu_ms`: the CPU time this process spent on the call; `fetched`: the site files read during the call). The first line out is {"ready": true, "boot_ms": n,
// "fetched": [...], "runtime": {"pyodide", "python", "platform"}} (Pyodide's version, and Python's `sys.version`
// and `sys.platform` as the runtime itself says them). WORDLOOM_NODE_UNREACHABLE=prefix makes reads of site files under that prefix fail,
// as a lost connection would.
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dist = resolve(process.argv[2] || "dist");
const { loadPyodide } = await import(pathToFileURL(join(dist, "pyodide", "pyodide.js")).href);
const { startRuntime } = await import(pathToFileURL(join(dist, "runtime", "worker", "runtime.mjs")).href);

const fetched = [];
const unreachable = process.env.WORDLOOM_NODE_UNREACHABLE;
const t0 = performance.now();
const runtime = await startRuntime({
  loadPyodide: (opts) => loadPyodide({ ...opts, stdout: (s) => process.stderr.write(s + "\n"), stderr: (s) => process.stderr.write(s + "\n") }),
  indexURL: join(dist, "pyodide") + "/",
  readBytes: async (rel) => {
    fetched.push(rel);
    if (unreachable && rel.startsWith(unreachable)) throw new Error("Failed to fetch");
    return new Uint8Array(await readFile(join(dist, rel)));
  },
});
const boot_ms = performance.now() - t0;
const said = (expr) => runtime.pyodide.runPython(`__import__("sys").${expr}`);
const about = { pyodide: runtime.pyodide.version, python: said("version"), platform: said("platform") };
process.stdout.write(JSON.stringify({ ready: true, boot_ms, fetched: fetched.splice(0), runtime: about }) + "\n");

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const { id, action, params } = JSON.parse(line);
  let progress = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  const json = await runtime.call(action, params, () => { progress += 1; });
  const used = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify({ id, json, ms: performance.now() - start, cpu_ms: (used.user + used.system) / 1000, progress,
    fetched: fetched.splice(0) }) + "\n");
}
