// The module worker that owns Python. Messages in: {type: "request", id, action, params}.
// Messages out: {type: "status", step}, {type: "progress", id, info}, {type: "result", id, json},
// {type: "fatal", message}. Everything is loaded from this site (never a CDN).
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { startRuntime } from "./runtime.mjs";

const site = new URL("./", import.meta.url);
const readBytes = async (rel) => {
  const response = await fetch(new URL(rel, site));
  if (!response.ok) throw new Error(`${rel}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

const runtime = startRuntime({
  loadPyodide,
  indexURL: new URL("./pyodide/", site).href,
  readBytes,
  onStatus: (step) => postMessage({ type: "status", step }),
});
runtime.catch((e) => postMessage({ type: "fatal", message: String(e && e.message || e) }));

self.onmessage = async ({ data: msg }) => {
  if (msg.type !== "request") return;
  let rt;
  try {
    rt = await runtime;
  } catch {
    return;  // the fatal message has been sent
  }
  const onProgress = (info) => postMessage({ type: "progress", id: msg.id, info });
  const json = await rt.call(msg.action, msg.params, onProgress);
  postMessage({ type: "result", id: msg.id, json });
};
