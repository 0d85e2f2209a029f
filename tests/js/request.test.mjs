// web/components/request.js: how every view asks the solver. The latest round's answers are the only
// ones delivered, the progress bar shows only once work has taken a moment, Cancel stops the work the
// bar shows, and the words said while Python loads follow it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LOADING, Requests, loadingText } from "../../web/components/request.js";

/** Time stands still except when a test moves it (a loaded machine must not decide a test): the
 *  clock's timers run only on `tick`, and `settled` lets the promises answered so far run on. */
const settled = () => new Promise((r) => setImmediate(r));
function clock(t) {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  return async (ms) => { await settled(); t.mock.timers.tick(ms); await settled(); };
}

/** A solver client as the page has one: requests answered when the test says, a cancel answering
 *  {error: cancelled} at once (as SolverClient does), status events and `step`. */
function client(step = "ready") {
  const c = new EventTarget();
  c.step = step;
  c.sent = [];
  c.request = (action, params, { signal, onProgress } = {}) => new Promise((resolve) => {
    const job = { action, params, signal, onProgress, answer: resolve };
    c.sent.push(job);
    const cancelled = () => resolve({ error: { code: "cancelled", message: "Stopped." } });
    if (signal?.aborted) return cancelled();
    signal?.addEventListener("abort", cancelled, { once: true });
  });
  c.ready = () => {
    c.step = "ready";
    c.dispatchEvent(Object.assign(new Event("status"), { detail: { step: "ready" } }));
  };
  return c;
}

/** A ProgressBar's behaviour, recorded: shown or not, its text and figures. */
function bar() {
  return {
    running: false, text: "", value: null, starts: 0, stops: 0,
    start(text) { this.running = true; this.text = text; this.value = null; this.starts++; },
    update({ done, total } = {}, text) { if (total) this.value = `${done}/${total}`; if (text) this.text = text; },
    show() { this.running = true; },
    stop() { this.running = false; this.stops++; },
  };
}

/** A test's clock, client, bar and the Requests that shows it. */
function rig(t) {
  const c = client(), b = bar();
  return { sleep: clock(t), c, b, asks: new Requests(c, { bar: b }) };
}

test("the latest round wins: an older round's answer resolves to null, the newer one's to its result", async () => {
  const c = client();
  const asks = new Requests(c);
  const first = asks.begin();
  const a = first.ask("bee.solve", { letters: "aeginrt" });
  const second = asks.begin();
  const b = second.ask("bee.solve", { letters: "abcdefg" });
  assert.equal(first.stale, true);
  assert.equal(second.stale, false);
  c.sent[1].answer({ score: 2 });   // the newer answers first …
  c.sent[0].answer({ score: 1 });   // … the older later: it is dropped, whatever the order
  assert.deepEqual(await b, { score: 2 });
  assert.equal(await a, null);
  assert.equal(await first.ask("bee.solve", {}), null, "a stale round sends nothing more");
  assert.equal(c.sent.length, 2);
  assert.equal(c.sent[0].signal.aborted, false, "an older request runs on unless asked otherwise");
});

test("drop() makes the latest round's answers go unread without starting another", async () => {
  const c = client();
  const asks = new Requests(c);
  const round = asks.begin();
  const a = round.ask("boggle.solve", {});
  asks.drop();
  c.sent[0].answer({ words: [] });
  assert.equal(await a, null);
  assert.equal(round.stale, true);
});

test("wait() gives any promise the same rule, and passes a rejection on", async () => {
  const asks = new Requests();
  const round = asks.begin();
  assert.equal(await round.wait(Promise.resolve(7)), 7);
  let release;
  const waiting = round.wait(new Promise((r) => { release = r; }));
  asks.begin();
  release("late");
  assert.equal(await waiting, null);
  await assert.rejects(asks.begin().wait(Promise.reject(new Error("no"))), /no/);
});

test("cancelOlder: a new round stops the older round's requests", async () => {
  const c = client();
  const asks = new Requests(c, { cancelOlder: true });
  const old = asks.begin().ask("letterboxed.solve", {});
  asks.begin();
  assert.equal(c.sent[0].signal.aborted, true);
  assert.equal(await old, null);
});

test("progress shows only after the delay: quick work never shows the bar, slow work shows it until its round is done", async (t) => {
  const { sleep, c, b, asks } = rig(t);
  const quick = asks.begin().ask("boggle.solve", {}, { bar: "Working…", delay: 60 });
  await sleep(10);
  c.sent[0].answer({ ok: 1 });
  assert.deepEqual(await quick, { ok: 1 });
  await sleep(100);
  assert.equal(b.starts, 0, "an answer within the delay: no bar at all");

  const round = asks.begin();
  const slow = round.ask("boggle.warm", {}, { bar: "Indexing…", delay: 60 });
  await sleep(20);
  assert.equal(b.running, false);
  await sleep(80);
  assert.equal(b.running, true);
  assert.equal(b.text, "Indexing…");
  const stops = b.stops;
  c.sent[1].answer({});
  await slow;
  const next = round.ask("boggle.solve", {}, { bar: "Working…", delay: 60 });  // sent at once: the bar stays
  assert.equal(b.text, "Working…", "a visible bar takes the next request's text at once");
  await sleep(10);
  assert.equal(b.running, true);
  assert.equal(b.stops, stops, "never hidden between the two");
  c.sent[2].answer({ words: [] });
  await next;
  await sleep(10);
  assert.equal(b.running, false, "the round's last request answered: the bar goes");
});

test("delay 0 shows the bar at once; a report before the bar shows keeps its figures", async (t) => {
  const { sleep, c, b, asks } = rig(t);
  const search = asks.begin().ask("bee.best", {}, { bar: "Loading the word list…", delay: 0,
    onProgress: (info) => b.update(info, `${info.done} of ${info.total}`) });
  assert.equal(b.running, true);
  assert.equal(b.text, "Loading the word list…");
  c.sent[0].onProgress({ done: 3, total: 10 });
  assert.equal(b.text, "3 of 10");
  assert.equal(b.value, "3/10");
  c.sent[0].answer({ boards: [] });
  await search;
  await sleep(1);
  assert.equal(b.running, false);

  const later = asks.begin().ask("letterboxed.solve", {}, { bar: "Solving…", delay: 40,
    onProgress: (info) => b.update(info, `${info.done} of ${info.total} word counts done`) });
  await sleep(10);
  c.sent[1].onProgress({ done: 1, total: 4 });
  assert.equal(b.running, false);
  await sleep(60);
  assert.equal(b.running, true);
  assert.equal(b.text, "1 of 4 word counts done", "shown as the report left it, not reset");
  assert.equal(b.value, "1/4");
  c.sent[1].answer({ total: 0 });
  await later;
});

test("an older round's progress reports are dropped", async () => {
  const c = client();
  const seen = [];
  const asks = new Requests(c);
  asks.begin().ask("tiles.optimize", {}, { onProgress: (info) => seen.push(["old", info.done]) });
  asks.begin().ask("tiles.optimize", {}, { onProgress: (info) => seen.push(["new", info.done]) });
  c.sent[0].onProgress({ done: 1 });
  c.sent[1].onProgress({ done: 2 });
  assert.deepEqual(seen, [["new", 2]]);
});

test("Cancel stops the work the bar shows: it answers cancelled at once, and so does the rest of its round", async (t) => {
  const { sleep, c, b, asks } = rig(t);
  const round = asks.begin();
  const r = round.ask("tiles.chart", {}, { bar: "Working…", delay: 0 });
  asks.cancel();
  assert.deepEqual(await r, { error: { code: "cancelled", message: "Stopped." } });
  assert.deepEqual(await round.ask("tiles.chart", {}), { error: { code: "cancelled", message: "Stopped." } },
    "a loop of requests stops at its next one");
  await sleep(10);
  assert.equal(b.running, false);
});

test("Cancel stops an older round still showing its bar, not the newer round that has none", async (t) => {
  const { sleep, c, b, asks } = rig(t);
  const run = asks.begin().ask("tiles.optimize", {}, { bar: "Working…", delay: 0 });
  const typed = asks.begin().ask("tiles.formable", {});
  await sleep(10);
  assert.equal(b.running, true, "the older search is still running: its bar stays");
  asks.cancel();
  assert.equal(c.sent[0].signal.aborted, true);
  assert.equal(c.sent[1].signal.aborted, false);
  assert.equal(await run, null);
  c.sent[1].answer({ words: ["pied"] });
  assert.deepEqual(await typed, { words: ["pied"] });
  await sleep(10);
  assert.equal(b.running, false);
});

test("the loading words are said in one place and follow Python: LOADING until it is up, then the verb", async () => {
  assert.equal(loadingText({ step: "ready" }, "Solving…"), "Solving…");
  assert.equal(loadingText({ step: "runtime" }, "Solving…"), LOADING);
  assert.equal(LOADING, "Loading Python…");

  const c = client("runtime");
  const b = bar();
  const said = [];
  const asks = new Requests(c, { bar: b, say: (text) => said.push(text) });
  const round = asks.begin("Solving…");
  const r = round.ask("boggle.solve", {}, { bar: "Working…", delay: 0 });
  assert.deepEqual(said, [LOADING]);
  assert.equal(b.text, LOADING);
  c.ready();
  assert.deepEqual(said, [LOADING, "Solving…"]);
  assert.equal(b.text, "Working…");
  c.sent[0].answer({});
  await r;
});

test("once its requests are answered, a round no longer changes what is said when Python comes up", async () => {
  const c = client("files");
  const said = [];
  const asks = new Requests(c, { say: (text) => said.push(text) });
  const round = asks.begin("Finding words…");
  const r = round.ask("tiles.formable", {});
  c.sent[0].answer({ error: { code: "bad", message: "No." } });  // refused before Python is up
  await r;
  c.ready();
  assert.deepEqual(said, [LOADING]);

  const stale = new Requests(c, { say: (text) => said.push(text) });
  c.step = "runtime";
  const old = stale.begin("Generating…");
  old.ask("boggle.generate", {});
  stale.begin();
  c.ready();
  assert.deepEqual(said, [LOADING, LOADING], "a stale round says nothing");
});
