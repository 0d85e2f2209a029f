// Calls an export of a plain JavaScript module of the checkout under Node (no browser), for the
// tests that hold a page module to Python's answer. stdin: {"module", "export", "calls": [[arg, …], …],
// "first": [arg, …] (optional: arguments every call starts with)}; stdout: the list of results (an export that is not a function: its value, once per call). Numbers
// JSON cannot carry travel as {"$number": "NaN" | "Infinity" | "-Infinity"}; `undefined` as null.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const SPECIAL = { NaN: NaN, Infinity: Infinity, "-Infinity": -Infinity };
const decode = (v) => Array.isArray(v) ? v.map(decode)
  : v && typeof v === "object" ? (Object.keys(v).length === 1 && "$number" in v ? SPECIAL[v.$number]
    : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]))) : v;
const encode = (v) => typeof v === "number" && !Number.isFinite(v) ? { $number: String(v) }
  : Array.isArray(v) ? v.map(encode)
    : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)])) : v ?? null;

let input = "";
for await (const chunk of process.stdin) input += chunk;
const { module, export: name, calls, first = [] } = JSON.parse(input);
const before = decode(first);
const mod = await import(pathToFileURL(resolve(module)).href);
const fn = mod[name];
const results = [];
for (const args of calls) results.push(encode(typeof fn === "function" ? await fn(...before, ...decode(args)) : fn));
process.stdout.write(JSON.stringify(results));
