// web/runtime/shared/capabilities.mjs: the paths chosen from what the browser offers, and how many
// search workers the pool keeps from its timing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { bestTiming, choosePaths, workersThatRun } from "../../web/runtime/shared/capabilities.mjs";

test("workers that each get a whole core are all kept", () => {
  assert.equal(workersThatRun({ of: 2, alone: 273.8, together: 272 }), 2);   // Chromium here: 2 of 2
  assert.equal(workersThatRun({ of: 4, alone: 100, together: 104 }), 4);     // a real 4-core device
  assert.equal(workersThatRun({ of: 8, alone: 100, together: 200 }), 4);     // 8 reported, 4 real
});

test("a worker left with part of a core is not kept: an over-reporting engine gets fewer", () => {
  assert.equal(workersThatRun({ of: 4, alone: 434, together: 1043 }), 1);    // WebKitGTK: 4 reported on 2
  assert.equal(workersThatRun({ of: 2, alone: 100, together: 125 }), 1);     // 1.6 cores' worth: one worker
  assert.equal(workersThatRun({ of: 2, alone: 100, together: 106 }), 2);     // 1.89: two
  assert.equal(workersThatRun({ of: 4, alone: 100, together: 140 }), 3);     // 2.86: three, each 0.95 of a core
  assert.equal(workersThatRun({ of: 4, alone: 100, together: 150 }), 2);     // 2.67: three would get 0.89 each
});

test("of several timings the one that found the most workers running is kept", () => {
  // Chromium on 2 cores, its first timing beside the page's other work (1.6 cores' worth), then a quiet one
  const chromium = bestTiming(2, [{ alone: 100, together: 125 }, { alone: 100, together: 103 }]);
  assert.deepEqual([chromium.parallel, chromium.together, chromium.trials], [2, 103, 2]);
  // the order does not matter, and a slow lone timing does not count against a good one
  assert.equal(bestTiming(2, [{ alone: 100, together: 103 }, { alone: 140, together: 300 }]).parallel, 2);
  // an over-reporting engine stays over-reported in every timing: one worker
  const webkit = bestTiming(4, [{ alone: 434, together: 1043 }, { alone: 430, together: 990 }, { alone: 440, together: 1100 }]);
  assert.deepEqual([webkit.parallel, webkit.together], [1, 990]);
  // no timing, or only senseless ones: one worker
  assert.equal(bestTiming(2, []).parallel, 1);
  assert.equal(bestTiming(2, [{ alone: NaN, together: 1 }]).parallel, 1);
});

test("a failed or senseless timing keeps one worker", () => {
  for (const t of [{ of: 4, alone: 0, together: 10 }, { of: 4, alone: NaN, together: 1 }, { of: 0, alone: 1, together: 1 },
    { of: 2, alone: 10, together: Infinity }]) {
    assert.equal(workersThatRun(t), 1, JSON.stringify(t));
  }
  assert.equal(workersThatRun({ of: 2, alone: 100, together: 1 }), 2);       // never more than started
});

test("the pool is bounded by the cores reported and by memory", () => {
  assert.equal(choosePaths({ cores: 4, memory: undefined }).pool, 4);
  assert.ok(choosePaths({ cores: 16, memory: 2 }).pool <= 16);
  assert.equal(choosePaths({ cores: 1 }).pool, 1);
});
