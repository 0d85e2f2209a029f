// web/components/store.js: saved games and settings, kept in localStorage when the browser allows
// it and in memory for the page when it does not; whatever is read back is checked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { NOT_KEPT, Store, resetStoreProbe } from "../../web/components/store.js";

/** A localStorage as a browser gives one: text under keys, and a quota that `setItem` can exceed. */
function storage(quota = Infinity) {
  const items = new Map();
  const size = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem(k, v) {
      const before = items.get(k);
      items.set(k, String(v));
      if (size() > quota) {
        if (before === undefined) items.delete(k); else items.set(k, before);
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
    },
    removeItem: (k) => items.delete(k),
  };
}

function withStorage(s, fn) {
  globalThis.localStorage = s;
  resetStoreProbe();
  try {
    return fn();
  } finally {
    delete globalThis.localStorage;
    resetStoreProbe();
  }
}

test("without storage, values live in memory for the page and the page is told", () => {
  resetStoreProbe();
  assert.equal(Store.persistent, false);
  const games = new Store("t-memory");
  assert.equal(games.set("aeginrt/r", { found: ["granite"] }), false);
  assert.deepEqual(games.get("aeginrt/r"), { found: ["granite"] });
  assert.equal(games.get("other"), null);
  assert.match(NOT_KEPT, /not kept/);
});

test("with storage, values are kept as JSON under the namespace", () => {
  const s = storage();
  withStorage(s, () => {
    assert.equal(Store.persistent, true);
    const games = new Store("t-kept");
    assert.equal(games.set("vyq-fig-ote-xlu", { words: ["foxglove"] }), true);
    assert.equal(s.getItem("wordloom:t-kept:vyq-fig-ote-xlu"), '{"words":["foxglove"]}');
    assert.deepEqual(JSON.parse(s.getItem("wordloom:t-kept#index")), ["vyq-fig-ote-xlu"]);
    assert.deepEqual(new Store("t-kept").get("vyq-fig-ote-xlu"), { words: ["foxglove"] });  // another page's Store reads it
  });
});

test("a value that is garbage or not valid is dropped, never returned", () => {
  const s = storage();
  withStorage(s, () => {
    const games = new Store("t-valid", { valid: (v) => Array.isArray(v.found) });
    s.setItem("wordloom:t-valid:a", "{not json");
    s.setItem("wordloom:t-valid:b", '{"found": "granite"}');
    assert.equal(games.get("a"), null);
    assert.equal(games.get("b"), null);
    assert.equal(s.getItem("wordloom:t-valid:a"), null);
    assert.equal(s.getItem("wordloom:t-valid:b"), null);
    games.set("c", { found: [] });
    assert.deepEqual(games.get("c"), { found: [] });
  });
});

test("a namespace keeps its most recently written entries, at most `max`", () => {
  withStorage(storage(), () => {
    const games = new Store("t-max", { max: 3 });
    for (const k of ["a", "b", "c", "d"]) games.set(k, k);
    assert.deepEqual(games.keys(), ["b", "c", "d"]);
    assert.equal(games.get("a"), null);
    games.set("b", "again");                       // written again: now the newest
    games.set("e", "e");
    assert.deepEqual(games.keys(), ["d", "b", "e"]);
    games.delete("b");
    assert.deepEqual(games.keys(), ["d", "e"]);
    assert.equal(games.get("b"), null);
  });
});

test("when storage fills up mid-visit, the value is kept for the page and the page is told", () => {
  const s = storage(400);
  withStorage(s, () => {
    const games = new Store("t-full");
    assert.equal(Store.persistent, true);
    let told = 0;
    const stop = Store.watch(() => told++);
    try {
      assert.equal(games.set("small", 1), true);
      assert.equal(games.set("big", "x".repeat(1000)), false);
      assert.equal(told, 1);
      assert.equal(Store.persistent, false);
      assert.equal(games.get("big"), "x".repeat(1000));  // still there for this page
    } finally {
      stop();
    }
  });
});

test("storage that throws on access (blocked in a cross-site frame) counts as none", () => {
  Object.defineProperty(globalThis, "localStorage", { configurable: true, get() { throw new DOMException("denied", "SecurityError"); } });
  resetStoreProbe();
  try {
    assert.equal(Store.persistent, false);
    const games = new Store("t-blocked");
    assert.equal(games.set("k", [1]), false);
    assert.deepEqual(games.get("k"), [1]);
  } finally {
    delete globalThis.localStorage;
    resetStoreProbe();
  }
});
