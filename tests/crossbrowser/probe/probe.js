// A probe page of the cross-browser tests and bench/browsers.py (tests/crossbrowser/engines.py):
// runs the scenario its address names against the site it is served with, and logs
// "WORDLOOM-PROBE {json}" once done. The app is driven in a same-origin iframe, as a person would
// (its text read, its fields filled, its buttons clicked); the solver client directly where a test
// needs its numbers (a start's kind, Cancel's timing).
const params = new URLSearchParams(location.search);
const site = new URL("../", location.href);
// The result, then the window closed (MiniBrowser then quits as a person's browser does, writing
// what it keeps to disk; a killed one may lose what it stored last).
const done = (result) => {
  console.log("WORDLOOM-PROBE " + JSON.stringify(result));
  setTimeout(() => window.close(), 200);
};
const step = (what) => console.log(`probe: ${what} at ${Math.round(performance.now())} ms`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const solverClient = () => import(new URL("solver-client.js", site).href);

/** Poll `read()` until it returns something truthy (or `ms` pass: then the last value, or null). */
async function until(read, ms = 120_000) {
  const end = performance.now() + ms;
  let last = null;
  while (performance.now() < end) {
    try {
      last = read();
      if (last) return last;
    } catch { /* not there yet */ }
    await sleep(100);
  }
  return last;
}

/** The app in an iframe of this page. */
async function app(hash) {
  const frame = document.createElement("iframe");
  frame.style.cssText = "width:1000px;height:800px;border:0";
  frame.src = new URL(hash, site).href;
  document.body.append(frame);
  await new Promise((r) => frame.addEventListener("load", r, { once: true }));
  const doc = () => frame.contentDocument;
  return {
    frame,
    text: (selector) => doc().querySelector(selector)?.textContent.trim() ?? "",
    /** Wait until the element's text contains `expected`; its text then (or at the timeout). */
    async waitText(selector, expected, ms) {
      const got = await until(() => {
        const t = doc().querySelector(selector)?.textContent.trim() ?? "";
        return t.includes(expected) ? t : null;
      }, ms);
      return got ?? doc().querySelector(selector)?.textContent.trim() ?? null;
    },
    go: (to) => { frame.contentWindow.location.hash = to; },
    el: (selector) => doc().querySelector(selector),
  };
}

// Each puzzle's solve, shown from its link: [link, summary selector, what it must say] (the test gives them).
const SOLVES = JSON.parse(params.get("solves") || "[]");

async function solveEach(page) {
  const out = [];
  for (const [link, selector, expected] of SOLVES) {
    const t = performance.now();
    page.go(link.slice(1));
    step(link);
    out.push({ link, text: await page.waitText(selector, expected), ms: performance.now() - t });
  }
  return out;
}

/** A timed Boggle game played to its end: a word found, then the clock runs out. */
async function boggleGame(page) {
  page.go("boggle/play/perslatgsineters/minutes/0.5");
  const guess = await until(() => page.el("#boggle-guess:not([disabled])"));
  const score = await page.waitText(".boggle-score", "0 points");
  guess.value = "plaster";
  guess.dispatchEvent(new Event("input", { bubbles: true }));
  guess.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));  // Enter, as typed
  const found = await page.waitText(".boggle-score", "1 word", 20_000);
  const over = await page.waitText(".boggle-score", "game over", 90_000);
  const clock = [...page.el("#boggle").querySelectorAll("[role=timer], time, .clock")].map((e) => e.textContent.trim());
  return { score, found, over, clock };
}

/** A long search (a 4×4 best-board search), Cancel once it reports progress and `ready()` holds
 *  (waited for up to 30 s; `atCancel()` is read just before), then the next answer: {stopped (the
 *  search's error code if it was answered as Cancel returned, else "pending"), cancelMs, next (its
 *  score), nextMs (from the Cancel), seen (what atCancel said), searchers (the pool workers that ran
 *  the search), kept (those Python stopped: idle again, never ended), ended (those ended: by the
 *  restart path, or by py-worker.js once a stop outlasted its grace)}. */
async function cancelThenNext(client, atCancel = () => null, ready = () => true) {
  let started;
  const running = new Promise((r) => { started = r; });
  const search = client.request("boggle.optimize", { size: 4, seconds: 60, seed: 1 }, { onProgress: () => started() });
  await running;
  await until(ready, 120_000);  // e.g. every shard of a split search taken (the first report can come before)
  const seen = atCancel();
  const searchers = client.pool.workers.filter((w) => w.task);
  const t1 = performance.now();
  client.cancel();
  const atOnce = await Promise.race([search, Promise.resolve("pending")]);   // a promise already settled wins
  await search;
  const cancelMs = performance.now() - t1;
  const next = await client.request("bee.solve", { letters: "eainrst", center: "e" });
  const nextMs = performance.now() - t1;
  await until(() => searchers.every((w) => w.phase !== "stopping"), 30_000);   // each stopped, or ended
  return { stopped: atOnce === "pending" ? "pending" : atOnce.error?.code, cancelMs, next: next.score, nextMs, seen,
    searchers: searchers.length, kept: searchers.filter((w) => w.phase === "ready").length,
    ended: searchers.filter((w) => w.ended).length };
}

/** Each kind of storage as a realm sees it: "works", "refused" (a SecurityError), another error's
 *  name, or "absent" (no such interface here). `serviceWorker`: whether the site's registrations can
 *  be read (what register() needs first). */
async function storageKinds(w) {
  const tried = async (f) => { try { await f(); return "works"; } catch (e) { return e?.name === "SecurityError" ? "refused" : String(e?.name || e); } };
  const idb = () => new Promise((resolve, reject) => {
    const open = w.indexedDB.open("wordloom-probe");
    open.onsuccess = () => { open.result.close(); resolve(); };
    open.onerror = () => reject(open.error);
  });
  return {
    localStorage: await tried(() => { w.localStorage.setItem("wordloom:probe", "1"); w.localStorage.removeItem("wordloom:probe"); }),
    indexedDB: w.indexedDB ? await tried(idb) : "absent",
    caches: w.caches ? await tried(() => w.caches.keys()) : "absent",
    opfs: w.navigator.storage?.getDirectory ? await tried(() => w.navigator.storage.getDirectory()) : "absent",
    serviceWorker: w.navigator.serviceWorker ? await tried(() => w.navigator.serviceWorker.getRegistrations()) : "absent",
  };
}

/** A word played on the Bee's board, as a person plays it: typed, then its Enter button pressed; what
 *  the board says then (the found words, the score). */
async function beeWord(page, word) {
  const field = await until(() => page.el("#bee-guess:not([disabled])"));
  const before = await until(() => page.el("#bee .bee-hive .cell.center")?.dataset.letter && page.text("#bee .bee-rank-text"));  // the board is on
  field.value = word.toUpperCase();
  field.dispatchEvent(new Event("input", { bubbles: true }));
  [...field.form.querySelectorAll("button")].find((b) => b.textContent.trim() === "Enter").click();
  const found = () => [...page.el("#bee").querySelectorAll(".bee-found li.found")].map((li) => li.textContent.trim());
  await until(() => found().length && page.text("#bee .bee-rank-text") !== before, 30_000);  // the word listed, the score counted
  return { found: found(), rank: page.text("#bee .bee-rank-text"), message: page.text("#bee .bee-message") };
}

const SCENARIOS = {
  /** A first visit: every puzzle solves from its link, a timed Boggle game to 0:00, the About panel's
   *  paths, and the site kept for offline use. */
  async first() {
    const page = await app("#bee");
    const ready = await page.waitText("#runtime-status", "Python ready");
    step(ready);
    const solves = await solveEach(page);
    step("game");
    const game = await boggleGame(page);
    step("offline copy");
    const offline = await page.waitText("#offline-status", "Ready for offline use", 120_000);
    // the About panel says where the snapshot went once it is stored (or why none is)
    await until(() => /snapshot kept|no memory snapshot/.test(page.text("#runtime-paths")), 60_000);
    const paths = [...page.el("#runtime-paths").children].map((li) => li.textContent);
    return { ready, solves, game, offline, paths, cores: navigator.hardwareConcurrency };
  },

  /** A return visit: how Python started (the snapshot, or why not), a first answer, then Cancel of a
   *  long search and the next answer. */
  async return() {
    // what the first visit left in Cache Storage (said if the start was not from the snapshot)
    const before = { caches: await caches.keys(), snapshots: (await (await caches.open("wordloom-snapshots")).keys()).map((r) => r.url) };
    const { SolverClient } = await solverClient();
    const t0 = performance.now();
    const client = new SolverClient(undefined, { poolSize: 1 });
    const bee = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    const firstMs = performance.now() - t0;
    const boot = client.interactive.boot;
    const cancel = await cancelThenNext(client);
    await client.snapshotSettled;
    const result = { bee: bee.score, firstMs, start: boot.start, dropped: boot.dropped, kept: boot.kept,
      stored: client.snapshot, store: boot.store, stopped: cancel.stopped, cancelMs: cancel.cancelMs, next: cancel.next,
      nextMs: cancel.nextMs, searcher: { kept: cancel.kept, ended: cancel.ended },
      paths: client.describe(), capabilities: client.capabilities, stop: client.paths.stop, ran: client.stopsRan, before };
    client.close();
    return result;
  },

  /** Cancel of a search split over the pool (as many workers as the engine runs, measured), then
   *  the next answer; `off`: capabilities to switch off (Firefox without shared memory takes the
   *  "message" stop path of a first visit). */
  async splitCancel() {
    const off = (params.get("off") || "").split(",").filter(Boolean);
    const { SolverClient } = await solverClient();
    // two search workers whatever the calibration measures (a loaded machine measures one: no split)
    const client = new SolverClient(undefined, { off, poolSize: 2 });
    await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    // a worker holding a shard: running it, or held a moment while the page needs the core
    const busyCount = () => client.pool.workers.filter((w) => w.phase === "busy" || w.phase === "pausing").length;
    const { stopped, cancelMs, next, nextMs, seen: busy, searchers, kept, ended } = await cancelThenNext(client, busyCount,
      () => busyCount() === client.poolSize);
    const result = { busy, stopped, cancelMs, next, nextMs, searchers, kept, ended, stop: client.paths.stop, ran: client.stopsRan,
      poolSize: client.poolSize };
    client.close();
    return result;
  },

  /** Offline (the server gone): the app reloads and every puzzle solves from its link. */
  async offline() {
    const page = await app("#bee");
    const ready = await page.waitText("#runtime-status", "Python ready");
    const start = page.text("#runtime-start");
    const solves = await solveEach(page);
    return { ready, start, solves, controlled: Boolean(page.frame.contentWindow.navigator.serviceWorker?.controller) };
  },
};

// The storage tests (tests/crossbrowser/test_storage.py): a private window, storage refused.
Object.assign(SCENARIOS, {
  /** Storage as the app's window finds it (storageKinds), then the app as a person uses it: every
   *  puzzle solves from its link (`solves`), a day's Bee (`day`) takes a word (`word`) and scores
   *  it; what the page says of keeping games and of offline use once both are settled (its offline
   *  attempt, the snapshot stored or not); then, if asked (`reload`: "same", or "offline" with the
   *  server stopped first), the app reloaded in the same window: how it started, what it says, what
   *  it kept of the game. */
  async storage() {
    const page = await app("#bee");
    const kinds = await storageKinds(page.frame.contentWindow);
    const ready = await page.waitText("#runtime-status", "Python ready");
    step(ready);
    const solves = await solveEach(page);
    const day = params.get("day");
    page.go(`bee/play/${day}`);
    const title = await page.waitText(".bee-play-title", day);
    const played = await beeWord(page, params.get("word"));
    step("played");
    const settled = () => !/Preparing/.test(page.text("#offline-status")) && page.text("#offline-status");
    const offline = await until(settled, 120_000);
    page.el("#about > summary").click();
    await until(() => page.text("#games-lasting") && /snapshot kept|no memory snapshot/.test(page.text("#runtime-paths")), 60_000);
    const said = () => {
      const storage = page.el("#storage-status");
      return { offline: page.text("#offline-status"), storage: storage.hidden ? null : storage.textContent.trim(),
        lasting: page.text("#games-lasting"), paths: [...page.el("#runtime-paths").children].map((li) => li.textContent),
        start: page.el("#runtime-start")?.dataset.start ?? "", controlled: Boolean(page.frame.contentWindow.navigator.serviceWorker?.controller),
        notKept: [...page.frame.contentDocument.querySelectorAll("body *")].filter((e) => !e.children.length
          && !e.closest("#about") && e.textContent.includes("keeps no data for this site") && (e.checkVisibility?.() ?? e.offsetParent !== null)).length };
    };
    const first = { offline, ...said() };
    if (!params.get("reload")) return { kinds, ready, solves, title, played, first };
    if (params.get("reload") === "offline") await fetch(new URL("__switch/down", site));
    step("reload");
    page.frame.contentWindow.location.reload();
    await new Promise((r) => page.frame.addEventListener("load", r, { once: true }));
    const board = await until(() => page.text("#runtime-status") === "Python ready" && page.text("#bee .bee-rank-text")
      && page.text(".bee-play-title").includes(day) && page.text("#bee .bee-rank-text"), 120_000);
    await until(settled, 120_000);
    page.el("#about > summary").click();
    await until(() => page.text("#games-lasting"), 30_000);
    const found = [...page.el("#bee").querySelectorAll(".bee-found li.found")].map((li) => li.textContent.trim());
    return { kinds, ready, solves, title, played, first, again: { board, found, ...said() } };
  },
});

// tests/crossbrowser/test_two_windows.py: one game in two windows of the site.
Object.assign(SCENARIOS, {
  /** The same Bee game (`link`) in two documents of the site at once (two frames of this page: one
   *  origin, one storage, as two tabs share them): a word played in one shows in the other without a
   *  reload, and each plays one of two words at the same moment: both are kept, in both. `words`:
   *  the four words, in the order played. */
  async twoWindows() {
    const link = params.get("link"), words = JSON.parse(params.get("words"));
    const one = await app(link), two = await app(link);
    const found = (page) => [...page.el("#bee").querySelectorAll(".bee-found li.found .word")]
      .map((e) => e.textContent.trim().toLowerCase()).sort();
    const shows = async (page, n) => (await until(() => found(page).length >= n, 60_000), found(page));
    const played = [await beeWord(one, words[0])];
    const first = await shows(two, 1);   // in the other window, no reload
    played.push(await beeWord(two, words[1]));
    const second = await shows(one, 2);
    step("at once");
    const fields = [one, two].map((page, i) => {
      const field = page.el("#bee-guess");
      field.value = words[2 + i].toUpperCase();
      field.dispatchEvent(new Event("input", { bubbles: true }));
      return field;
    });
    for (const field of fields) [...field.form.querySelectorAll("button")].find((b) => b.textContent.trim() === "Enter").click();
    const both = [await shows(one, 4), await shows(two, 4)];
    // the rank line follows the found list: wait for both to show the four words' points
    const points = params.get("points");
    await until(() => [one, two].every((page) => page.text("#bee .bee-rank-text").includes(points)), 30_000);
    return { played, first, second, both, ranks: [one.text("#bee .bee-rank-text"), two.text("#bee .bee-rank-text")] };
  },
});

// bench/browsers.py: a visit's first answer, Cancel, the pool, and a bare Pyodide boot to compare with.
Object.assign(SCENARIOS, {
  /** The page in French playing a French Letter Boxed of a day to its end (the link names fr-common):
   *  each word typed as French writes it (é is E on the box), submitted, until the status says solved. */
  async language() {
    const page = await app(params.get("link"));
    const title = await page.waitText(".lb-title", "Jeu du jour");
    step(title);
    await page.waitText(".lb-status", "Commencez", 120_000);  // the game is on: it takes letters now
    const written = JSON.parse(params.get("words"));
    for (const [i, w] of written.entries()) {
      const field = await until(() => page.el("#lb-word:not([disabled])"));
      if (i) await until(() => field.value.length === 1);  // the letter the word before ended with, given
      field.value += [...w].slice(i ? 1 : 0).join("");
      field.dispatchEvent(new Event("input", { bubbles: true }));
      // Enter, as typed (judged first: the view queues the word behind the typing's verdict)
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
      step(`played ${w}`);
    }
    const status = await page.waitText(".lb-status", "Résolu", 60_000);
    const doc = page.frame.contentDocument;
    return { title, status, lang: doc.documentElement.lang };
  },

  /** The first Bee answer from the time this page began loading; then Cancel of a search and the next
   *  answer; then a split search with the pool and with one worker. */
  async bench() {
    const { SolverClient } = await solverClient();
    const client = new SolverClient();
    const bee = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    const firstMs = performance.now();
    const boot = client.interactive.boot;
    const { stopped, cancelMs, next, nextMs } = await cancelThenNext(client);
    await client.snapshotSettled;
    // Bee best boards on words_alpha: once to boot and warm the workers, then timed on other letters
    // (a worker keeps what it built for a request: the same one again would be answered from it)
    const warm = { exclude: "s", top: 3, dictionary: "words-alpha" };
    const best = { exclude: "x", top: 3, dictionary: "words-alpha" };
    await client.request("bee.best", warm);
    let t = performance.now();
    const pooled = await client.request("bee.best", best);
    const pooledMs = performance.now() - t;
    const r = { firstMs, start: boot.start, bootMs: boot.ms, cancelMs, stopped, nextMs, next,
      bee: bee.score, paths: client.describe(), stop: client.paths.stop, capabilities: client.capabilities,
      poolSize: client.poolSize, measured: client.pool.measured, heapBytes: client.snapshot?.bytes ?? null,
      storedBytes: client.snapshot?.storedBytes ?? null, workers: client.workerCount };
    client.close();
    const one = new SolverClient(undefined, { poolSize: 1 });
    await one.request("bee.best", warm);
    t = performance.now();
    const alone = await one.request("bee.best", best);
    const aloneMs = performance.now() - t;
    one.close();
    return { ...r, pooledMs, aloneMs, sameBoards: Boolean(pooled.boards) && JSON.stringify(alone.boards) === JSON.stringify(pooled.boards),
      poolError: pooled.error?.message ?? alone.error?.message ?? null };
  },

  /** Bare Pyodide as npm ships it, in a module worker: 1+1, from the time this page began loading. */
  async bare() {
    const worker = new Worker(new URL("../__bench/bare-worker.mjs", location.href), { type: "module" });
    const answer = await new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => resolve(data);
      worker.onerror = (e) => reject(new Error(e.message || "the bare worker failed"));
    });
    const ms = performance.now();
    worker.terminate();
    return { answer, ms };
  },
});

const scenario = SCENARIOS[params.get("scenario")];
(scenario ? scenario() : Promise.reject(new Error("no such scenario")))
  .then(done, (e) => done({ failed: `${e}\n${e?.stack ?? ""}` }));  // Firefox's stack has no message
