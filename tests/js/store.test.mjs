// web/components/store.js: saved games and settings, kept in localStorage when the browser allows
// it and in memory for the page when it does not; whatever is read back is checked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { NOT_KEPT, Store, resetStoreProbe, union } from "../../web/components/store.js";

/** A localStorage as a browser gives one: text under keys, and a quota that `setItem` can exceed. */
function storage(quota = Infinity) {
  const items = new Map();
  const at = (i) => [...items.keys()][i] ?? null;
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
    get length() { return items.size; },
    key: at,
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
    assert.deepEqual(Store.aside, { "t-valid:a": "{not json", "t-valid:b": '{"found": "granite"}' });  // set aside, not lost
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

test("a namespace that merges keeps what another tab wrote meanwhile, and hears its writes", () => {
  const s = storage();
  const listeners = [];
  globalThis.addEventListener = (type, fn) => type === "storage" && listeners.push(fn);
  globalThis.removeEventListener = (type, fn) => listeners.splice(listeners.indexOf(fn), 1);
  try {
    withStorage(s, () => {
      const merge = (kept, mine) => ({ found: union(kept.found, mine.found) });
      const tab1 = new Store("t-merge", { merge, valid: (v) => Array.isArray(v.found) });
      const tab2 = new Store("t-merge", { merge, valid: (v) => Array.isArray(v.found) });
      tab1.set("g", { found: ["agar"] });
      tab2.set("g", { found: ["area"] });             // tab 2 had not heard of agar: nothing is lost
      assert.deepEqual(tab1.get("g"), { found: ["agar", "area"] });
      const heard = [];
      const stop = tab1.follow((key, value) => heard.push([key, value]));
      const event = (key, newValue) => listeners.forEach((fn) => fn({ key, newValue }));
      event("wordloom:t-merge:g", '{"found": ["agar", "area", "earn"]}');
      event("wordloom:t-merge:g", "{not json");         // garbage: not passed on
      event("wordloom:t-merge:g", '{"found": 7}');      // not valid: not passed on
      event("wordloom:other:g", '{"found": []}');       // another namespace
      event("wordloom:t-merge:g", null);                // a removal
      assert.deepEqual(heard, [["g", { found: ["agar", "area", "earn"] }]]);
      stop();
      assert.equal(listeners.length, 0);
    });
  } finally {
    delete globalThis.addEventListener;
    delete globalThis.removeEventListener;
  }
});

test("union keeps the first list's order and adds the second's new items", () => {
  assert.deepEqual(union(["b", "a"], ["a", "c", "b", "d"]), ["b", "a", "c", "d"]);
  assert.deepEqual(union([{ w: "x" }], [{ w: "x" }, { w: "y" }]), [{ w: "x" }, { w: "y" }]);
});

test("a value that cannot be read is set aside and told, a huge one told only", () => {
  withStorage(storage(), () => {
    const games = new Store("t-aside", { valid: (v) => Array.isArray(v.found) });
    const told = [];
    const stop = Store.watchAside((d) => told.push(d));
    try {
      localStorage.setItem("wordloom:t-aside:future", '{"format": 9, "rounds": []}');
      localStorage.setItem("wordloom:t-aside:huge", JSON.stringify("q".repeat(30_000)));
      assert.equal(games.get("future"), null);
      assert.equal(games.get("huge"), null);
      assert.deepEqual(told, [{ where: "t-aside:future", kept: true }, { where: "t-aside:huge", kept: false }]);
      assert.deepEqual(Store.aside, { "t-aside:future": '{"format": 9, "rounds": []}' });
      for (let i = 0; i < 15; i++) { localStorage.setItem(`wordloom:t-aside:g${i}`, "junk"); games.get(`g${i}`); }
      assert.equal(Object.keys(Store.aside).length, 10);  // at most ten set aside
    } finally {
      stop();
    }
  });
});

test("anyKept tells whether the browser's storage holds a namespace's values; watchKept hears each write there", () => {
  resetStoreProbe();
  assert.equal(Store.anyKept, false);  // no storage at all
  const s = storage(200);
  withStorage(s, () => {
    s.setItem("wordloom:locale", "fr");  // the page's language is not a namespace's
    assert.equal(Store.anyKept, false);
    let heard = 0;
    const unwatch = Store.watchKept(() => heard++);
    const games = new Store("t-any");
    assert.equal(games.set("a", { found: [] }), true);
    assert.equal(Store.anyKept, true);
    assert.ok(heard >= 1);
    const before = heard;
    games.set("b", { found: ["q".repeat(300)] });  // does not fit: kept in memory only, not heard
    assert.equal(heard, before);
    unwatch();
  });
});
