// web/runtime/worker/preload.mjs: a start's files in two groups. The second group (the solvers, the
// word lists, the first request's data) is asked for only once the wasm is almost in: when its
// remaining bytes would take, at the rate they come, no longer than a round trip; without the wasm's
// size, at its last byte; at once if it fails or its reader cancels it. The network is played by the
// test: a fetch that logs each address, a wasm body the test feeds chunk by chunk on a clock it moves.
import { test } from "node:test";
import assert from "node:assert/strict";

const SITE = new URL("https://site.test/");
const WASM = "pyodide/pyodide.asm.wasm";
let clock = 0;
Object.defineProperty(globalThis, "performance", {
  configurable: true, writable: true,
  value: { now: () => clock, getEntriesByType: () => [{ transferSize: 300, requestStart: 10, responseStart: 110 }] },
});
const { preload } = await import("../../web/runtime/worker/preload.mjs");
const settle = () => new Promise((go) => setTimeout(go, 5));

/** A site whose wasm body the test feeds; `asked` lists the addresses fetched, in order. */
function site({ size = 1000, wasmFails = false } = {}) {
  const asked = [];
  let feed;
  const body = new ReadableStream({ start(c) { feed = c; } });
  globalThis.fetch = async (input) => {
    const rel = String(input).slice(SITE.href.length);
    asked.push(rel);
    if (rel === WASM) {
      if (wasmFails) throw new TypeError("Failed to fetch");
      return new Response(body, { headers: { "Content-Type": "application/wasm" } });
    }
    if (rel === "build.json") return Response.json(size ? { version: "v", sizes: { [WASM]: size } } : { version: "v" });
    return new Response(`contents of ${rel}`);
  };
  const bytes = (n) => feed.enqueue(new Uint8Array(n));
  return { asked, bytes, end: () => feed.close() };
}

const start = (more = {}) => preload(SITE, { first: [WASM, "build.json"], then: ["pysolvers.zip", "data/nyt.txt.gz"],
  pace: WASM, sizes: "build.json", ...more });

test("the second group waits until the wasm's last bytes would take no longer than a round trip", async () => {
  clock = 0;
  const s = site({ size: 1000 });
  start();
  await settle();
  assert.deepEqual(s.asked, [WASM, "build.json"]);
  // 100 bytes each 100 ms (1 byte/ms), nobody reading the response yet: it is read all the same
  for (let got = 100; got <= 800; got += 100) {
    clock = got;
    s.bytes(100);
    await settle();
  }
  assert.deepEqual(s.asked, [WASM, "build.json"], "200 bytes left take 200 ms, more than the round trip (100 ms)");
  clock = 900;
  s.bytes(100);
  await settle();
  assert.deepEqual(s.asked, [WASM, "build.json", "pysolvers.zip", "data/nyt.txt.gz"]);
  // the wasm's reader (Pyodide) still gets every byte, and the preloaded files their contents
  const wasm = await fetch(new URL(WASM, SITE));
  s.bytes(100);
  s.end();
  assert.equal((await wasm.arrayBuffer()).byteLength, 1000);
  assert.equal(await (await fetch(new URL("pysolvers.zip", SITE))).text(), "contents of pysolvers.zip");
  assert.deepEqual(s.asked.filter((a) => a === "pysolvers.zip"), ["pysolvers.zip"], "fetched once");
});

test("without the wasm's size the second group waits for its last byte", async () => {
  clock = 0;
  const s = site({ size: null });
  start();
  for (let got = 100; got <= 1000; got += 100) {
    clock = got;
    s.bytes(100);
    await settle();
  }
  assert.deepEqual(s.asked, [WASM, "build.json"]);
  s.end();
  await settle();
  assert.deepEqual(s.asked.slice(2), ["pysolvers.zip", "data/nyt.txt.gz"]);
});

test("a file fetched before its group is asked for comes once the group is", async () => {
  clock = 0;
  const s = site({ size: 1000 });
  start();
  let zip = null;
  fetch(new URL("pysolvers.zip", SITE)).then((r) => { zip = r; });
  await settle();
  assert.equal(zip, null);
  assert.ok(!s.asked.includes("pysolvers.zip"));
  s.end();
  await settle();
  assert.equal(await zip.text(), "contents of pysolvers.zip");
});

test("a request's files asked for later join the second group", async () => {
  clock = 0;
  const s = site({ size: 1000 });
  const more = start();
  more(["data/offensive.txt.gz", "pysolvers.zip"]);
  await settle();
  assert.ok(!s.asked.includes("data/offensive.txt.gz"));
  s.end();
  await settle();
  assert.deepEqual(s.asked.slice(2), ["pysolvers.zip", "data/nyt.txt.gz", "data/offensive.txt.gz"]);
  more(["data/enable.txt.gz"]);  // after the gate: at once
  await settle();
  assert.equal(s.asked.at(-1), "data/enable.txt.gz");
});

test("a cancelled wasm (a worker given the compiled runtime) lets the second group go", async () => {
  clock = 0;
  const s = site({ size: 1000 });
  start();
  const wasm = await fetch(new URL(WASM, SITE));
  s.bytes(100);
  await settle();
  await wasm.body.cancel();
  await settle();
  assert.deepEqual(s.asked.slice(2), ["pysolvers.zip", "data/nyt.txt.gz"]);
});

test("a wasm that cannot be fetched fails for its reader, and the second group goes", async () => {
  clock = 0;
  const s = site({ wasmFails: true });
  start();
  await assert.rejects(fetch(new URL(WASM, SITE)), /Failed to fetch/);
  await settle();
  assert.deepEqual(s.asked.slice(2), ["pysolvers.zip", "data/nyt.txt.gz"]);
});
