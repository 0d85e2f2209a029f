// web/runtime/page/py-worker.js: a worker's phases, moved only along its transition table, with a
// worker that the test answers for (no Python): each stop path from busy to stopping and on, a pause,
// a death, and that a move the table does not list is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { PyWorker } from "../../web/runtime/page/py-worker.js";

globalThis.self = { origin: "https://site.test" };
globalThis.Worker = class {
  constructor(url) { this.url = url; this.sent = []; this.terminated = false; }
  postMessage(msg) { this.sent.push(msg); }
  terminate() { this.terminated = true; }
};

const CAPS = {   // the records of a page for each stop path: interrupt, message (stack switching), restart
  interrupt: { caps: { sharedMemory: true, cores: 2 }, ready: {} },
  message: { caps: { jspi: true, cores: 2 }, ready: { cancels: true } },
  restart: { caps: { cores: 2 }, ready: { cancels: false } },
};

/** A ready worker whose stop path is `path`; `from(msg)` plays a message of the worker thread. */
function worker(path, more = {}) {
  const exits = [];
  const w = new PyWorker("https://site.test/worker.js", { name: "test", caps: CAPS[path].caps,
    onExit: (_, info) => exits.push(info), ...more });
  const from = (data) => w.worker.onmessage({ data });
  from({ type: "ready", start: "cold", ...CAPS[path].ready });
  return { w, from, exits, sent: (type) => w.worker.sent.filter((m) => m.type === type) };
}

function task(id, more = {}) {
  const answers = [];
  return { id, action: "boggle.optimize", params: {}, done: (r) => answers.push(r), answers, ...more };
}

test("a task runs from ready to busy and back", () => {
  const { w, from, sent } = worker("interrupt");
  const t1 = task(1);
  w.run(t1);
  assert.equal(w.phase, "busy");
  assert.equal(sent("request")[0].id, 1);
  from({ type: "result", id: 1, json: '{"score": 3}' });
  assert.deepEqual(t1.answers, [{ score: 3 }]);
  assert.deepEqual(w.phases, ["booting", "ready", "busy", "ready"]);
});

test("a cancel by interrupt: busy, stopping, then ready once Python answers", () => {
  const { w, from, exits } = worker("interrupt");
  const t1 = task(7);
  w.run(t1);
  w.stop();
  assert.deepEqual(t1.answers, [{ error: { code: "cancelled", message: "Stopped." } }]);   // at once
  assert.deepEqual([w.control[0], w.control[2]], [2, 7]);   // SIGINT, for task 7
  w.stop();                                                  // a second stop changes nothing
  from({ type: "result", id: 7, json: '{"error": {"code": "cancelled"}}' });
  assert.equal(t1.answers.length, 1);                         // the late answer is dropped
  assert.deepEqual(w.phases.slice(-3), ["busy", "stopping:interrupt", "ready"]);
  assert.equal(exits.length, 0);
});

test("a cancel by message reaches a search; a quick task that took no turn is ended instead", () => {
  const search = worker("message");
  search.w.run(task(1, { onProgress: () => {} }));
  search.w.stop();
  assert.deepEqual(search.sent("cancel"), [{ type: "cancel", id: 1 }]);
  search.from({ type: "result", id: 1, json: "{}" });
  assert.deepEqual(search.w.phases.slice(-3), ["busy", "stopping:message", "ready"]);

  const quick = worker("message");
  quick.w.run(task(1));
  quick.w.stop();
  assert.deepEqual(quick.w.phases.slice(-3), ["busy", "stopping:restart", "restarting"]);
  assert.ok(quick.w.worker.terminated && quick.w.ended);
  assert.deepEqual(quick.exits, [{ intentional: true, message: "stopped" }]);
});

test("a stop not answered within its grace ends the worker", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const { w, exits } = worker("interrupt");
  w.run(task(1));
  w.stop();
  t.mock.timers.tick(399);
  assert.equal(w.phase, "stopping");
  t.mock.timers.tick(1);
  assert.deepEqual(w.phases.slice(-3), ["busy", "stopping:interrupt", "restarting"]);
  assert.equal(exits.length, 1);
});

test("a pause holds a busy worker; a task that ends held releases it; a cancel releases it first", () => {
  const { w, from, sent } = worker("message");
  w.setPaused(true);                                         // ready: nothing to hold
  w.run(task(1, { onProgress: () => {} }), true);            // started held, the hold sent before the request
  assert.deepEqual(w.worker.sent.slice(-2).map((m) => m.type), ["pause", "request"]);
  from({ type: "result", id: 1, json: "{}" });
  assert.deepEqual(sent("pause").map((m) => m.on), [true, false]);
  w.run(task(2, { onProgress: () => {} }));
  w.setPaused(true);
  w.stop();
  assert.deepEqual(sent("pause").map((m) => m.on), [true, false, true, false]);
  assert.deepEqual(w.phases, ["booting", "ready", "busy", "pausing", "busy", "ready", "busy", "pausing", "busy",
    "stopping:message"]);
});

test("a worker that dies answers its task worker_failed and hears nothing more", () => {
  const { w, from, exits } = worker("interrupt");
  const t1 = task(1);
  w.run(t1);
  from({ type: "failed", message: "out of memory" });
  assert.equal(t1.answers[0].error.code, "worker_failed");
  assert.deepEqual(w.phases.slice(-2), ["busy", "failed"]);
  from({ type: "result", id: 1, json: "{}" });
  w.kill("again", true);
  assert.equal(t1.answers.length, 1);
  assert.deepEqual(exits, [{ intentional: false, message: "The solver failed (out of memory)." }]);
});

test("a start from the snapshot that hangs is ended on purpose", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  let forgot = 0;
  const w = new PyWorker("https://site.test/worker.js", { name: "test", caps: CAPS.interrupt.caps, snapshotLimitMs: 1000,
    onSlowSnapshot: () => { forgot += 1; } });
  w.worker.onmessage({ data: { type: "status", step: "runtime", start: "snapshot" } });
  t.mock.timers.tick(1000);
  assert.deepEqual([w.phases, forgot], [["booting", "restarting"], 1]);
});

test("a move the table does not list is refused", () => {
  const booting = new PyWorker("https://site.test/worker.js", { name: "test", caps: CAPS.interrupt.caps });
  assert.throws(() => booting.run(task(1)), /no move from booting to busy/);
  const { w } = worker("interrupt");
  w.run(task(1));
  assert.throws(() => w.run(task(2)), /no move from busy to busy/);
  assert.equal(w.task.id, 1);                                // the running task is kept
  assert.equal(w.phase, "busy");
  assert.throws(() => { w.phase = "ready"; }, TypeError);     // moved only along the table
});

test("a booting worker is told of a task that waits for it, so it asks for the task's files; a ready one is not", () => {
  const booting = new PyWorker("https://site.test/worker.js", { name: "test", caps: CAPS.interrupt.caps });
  booting.expect({ action: "bee.solve", params: { letters: "aeginrt", center: "r", offensive: "hide" } });
  assert.deepEqual(booting.worker.sent.filter((m) => m.type === "expect"),
    [{ type: "expect", action: "bee.solve", params: { letters: "aeginrt", center: "r", offensive: "hide" } }]);
  assert.equal(booting.phase, "booting");
  const { w, sent } = worker("interrupt");
  w.expect(task(1));
  assert.deepEqual(sent("expect"), []);
});
