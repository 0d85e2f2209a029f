"""How the solver workers start, in Chromium: a first visit boots cold and stores a memory snapshot;
the next visit boots from it and answers right; a damaged snapshot is deleted and the start is cold;
on a page the service worker controls (cross-origin isolated), Cancel interrupts Python instead of
restarting the worker."""
import pytest
from playwright.sync_api import expect

from tests.browser.test_runtime_workers import CAPTURE_WORKERS, run

FIRST_VISIT = """
    await (await import("./runtime/shared/snapshots.mjs")).forgetSnapshots();   // (none on a first visit)
    const client = new SolverClient(undefined, { poolSize: 1 });
    const stored = new Promise((r) => client.addEventListener("snapshot", (e) => r(e.detail)));
    const bee = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    const snapshot = await stored;
    client.close();
    return { start: client.start, score: bee.score, snapshot };
"""

# A first visit whose first requests build big indexes (words_alpha's Bee index, Boggle's trie): the
# snapshot is still taken before them, so it is the same size as after a plain start.
FIRST_VISIT_BUSY = """
    const client = new SolverClient(undefined, { poolSize: 1 });
    const stored = new Promise((r) => client.addEventListener("snapshot", (e) => r(e.detail)));
    const [bee, boggle] = await Promise.all([
        client.request("bee.solve", { letters: "aeginrt", center: "r", dictionary: "words-alpha" }),
        client.request("boggle.solve", { board: "perslatgsineters", dictionary: "words-alpha" })]);
    const snapshot = await stored;
    client.close();
    return { start: client.start, ok: Boolean(bee.score && boggle.score), snapshot };
"""

NEXT_VISIT = """
    const client = new SolverClient(undefined, { poolSize: 1 });
    const bee = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    const boggle = await client.request("boggle.solve", { board: "perslatgsineters" });
    const best = await client.request("bee.best", { exclude: "s", top: 1 });   // a search worker, from the snapshot too
    await client.snapshotSettled;
    const boots = [client.interactive, ...client.pool.workers].map((w) => w.boot &&
        { start: w.boot.start, dropped: w.boot.dropped, kept: w.boot.kept, wasm: w.boot.wasm });
    const stored = client.snapshot;
    client.close();
    return { start: client.start, bee: bee.score, boggle: boggle.score, best: best.boards?.[0], stored, boots };
"""

# Damage the stored snapshot `how`: "bytes" (the digest no longer matches), "header" (Pyodide's build
# id in the heap's header, stored again with a matching digest: Pyodide refuses it), "format" (the
# stored entry's own header, with a matching digest: it cannot be unpacked).
DAMAGE = """
    const { packSnapshot, unpackSnapshot, snapshotStore } = await import("./runtime/shared/snapshots.mjs");
    const digestOf = async (b) => Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", b)),
                                             (x) => x.toString(16).padStart(2, "0")).join("");
    const store = await snapshotStore(new URL("./", location.href));
    const entry = await store.read();
    let bytes = entry.stored.slice();
    let digest = entry.digest;
    if (how === "bytes") {
        bytes.fill(7, bytes.length >> 1, (bytes.length >> 1) + 4096);
    } else if (how === "header") {
        const heap = unpackSnapshot(bytes);
        heap[20] ^= 0xff;
        bytes = packSnapshot(heap);
        digest = await digestOf(bytes);
    } else {
        bytes[3] ^= 0xff;
        digest = await digestOf(bytes);
    }
    await store.write(bytes, digest);
    return (await store.read()) ? 1 : 0;
"""

# The stored form of a heap: zero pages left out, everything else back byte for byte; bytes that are
# not one are refused.
PACKING = """
    const { packSnapshot, unpackSnapshot } = await import("./runtime/shared/snapshots.mjs");
    const heap = new Uint8Array(10 * 4096 + 7);             // pages 0, 3 to 5 and the partial last one hold data
    heap[5] = 1; heap.fill(9, 3 * 4096 + 100, 5 * 4096 + 300); heap[heap.length - 1] = 42;
    const packed = packSnapshot(heap);
    const back = unpackSnapshot(packed);
    const same = back.length === heap.length && back.every((b, i) => b === heap[i]);
    const refused = (b) => { try { unpackSnapshot(b); return false; } catch { return true; } };
    const other = packed.slice(); other[0] ^= 1;
    const odd = new Uint8Array(4099); odd[4098] = 3;         // a non-zero byte past the last whole word
    const oddBack = unpackSnapshot(packSnapshot(odd));
    return { size: packed.length, same, cut: refused(packed.subarray(0, packed.length - 1)),
             longer: refused(new Uint8Array([...packed, 0])), other: refused(other),
             odd: oddBack[4098] === 3 && oddBack.length === 4099, empty: unpackSnapshot(packSnapshot(new Uint8Array(0))).length };
"""


# A heap stored and read back through the store: in the OPFS; in Cache Storage where the OPFS is
# switched off, or refuses the write as WebKit does (its file created, then every way of writing it
# refused); nowhere with both off. What is left in the OPFS after each.
STORES = """
    const { snapshotStore, forgetSnapshots } = await import("./runtime/shared/snapshots.mjs");
    const { measure } = await import("./runtime/shared/capabilities.mjs");
    const heap = new Uint8Array(3 * 4096 + 5);
    heap.fill(3, 4096, 4200); heap[heap.length - 1] = 9;
    const opfsFiles = async () => {
        const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("wordloom-snapshots", { create: true });
        const names = [];
        for await (const name of dir.keys()) names.push(name);
        return names.length;
    };
    const trip = async (off) => {
        await forgetSnapshots();
        const store = await snapshotStore(new URL("./", location.href), measure(off));
        if (!store) return null;
        const put = await store.put(heap);
        const got = await store.get();
        const same = got.bytes.length === heap.length && got.bytes.every((b, i) => b === heap[i]);
        const verified = await got.verified;
        const files = await opfsFiles();
        await store.remove();
        return { place: store.place, put, same, verified, files, after: await store.get() };
    };
    const opfs = await trip([]);
    const off = await trip(["opfs"]);
    const createWritable = FileSystemFileHandle.prototype.createWritable;
    FileSystemFileHandle.prototype.createWritable = async function () {
        throw new DOMException("The object is in an invalid state.", "InvalidStateError");
    };
    let refused;
    try { refused = await trip([]); } finally { FileSystemFileHandle.prototype.createWritable = createWritable; }
    return [opfs, off, refused, await trip(["opfs", "cacheStorage"])];
"""


def test_a_snapshot_is_stored_in_the_opfs_or_else_in_cache_storage_or_nowhere(page, site):
    page.goto(site + "build.json")
    opfs, off, refused, none = page.evaluate("async () => {" + STORES + "}")
    packed = 16 + 1 + 4096 + 5
    assert opfs == {"place": "opfs", "put": {"bytes": packed, "place": "opfs"}, "same": True, "verified": True,
                    "files": 1, "after": None}, opfs
    cache = {"place": "cache", "put": {"bytes": packed, "place": "cache"}, "same": True, "verified": True,
             "files": 0, "after": None}
    assert off == cache, off
    assert refused == cache, refused       # and no empty file left in the OPFS
    assert none is None


def test_a_stored_snapshot_leaves_out_zero_pages_and_restores_every_byte(page, site):
    page.goto(site + "build.json")
    r = page.evaluate("async () => {" + PACKING + "}")
    header = 16 + 2  # the entry's header, a bit per page (11 pages)
    assert r == {"size": header + 4 * 4096 + 7, "same": True, "cut": True, "longer": True, "other": True,
                 "odd": True, "empty": 0}, r


def test_the_second_visit_boots_from_the_snapshot_and_answers_right(page, site):
    page.goto(site + "build.json")
    busy = run(page, FIRST_VISIT_BUSY)
    assert busy["start"] == "cold" and busy["ok"] and busy["snapshot"]["stored"]
    page.reload()
    first = run(page, FIRST_VISIT)
    assert first["start"] == "cold" and first["score"] == 3898
    assert first["snapshot"]["stored"] and first["snapshot"]["bytes"] > 20_000_000
    assert first["snapshot"]["storedBytes"] < first["snapshot"]["bytes"] * 0.8   # its zero pages left out
    assert busy["snapshot"]["bytes"] == first["snapshot"]["bytes"]   # taken at the same point, before any request
    page.reload()
    second = run(page, NEXT_VISIT)
    # every worker restored the snapshot (none fell back to a cold start on the quiet); the search
    # worker instantiated the runtime the interactive one compiled
    assert second["boots"] == [{"start": "snapshot", "dropped": None, "kept": None, "wasm": "compiled"},
                               {"start": "snapshot", "dropped": None, "kept": None, "wasm": "shared"}]
    assert second["start"] == "snapshot" and second["stored"] is None
    assert (second["bee"], second["boggle"]) == (3898, 3623)
    assert second["best"] == {"letters": "aeginrt", "center": "r", "score": 3898, "word_count": 537, "pangram_count": 50}


# A first visit, as the Bee page makes it: a solve and its hints, then (once they are shown) the
# words the NYT probably rejects. The client's `idle` (the page then copies the site for offline
# use: shell/offline.js) resolves only after.
FIRST_ANSWERS = """
    await (await import("./runtime/shared/snapshots.mjs")).forgetSnapshots();
    const events = [];
    const client = new SolverClient(undefined, { poolSize: 1 });
    client.idle.then(() => events.push("offline copy may start"));
    client.addEventListener("snapshot", () => events.push("snapshot stored"));
    const board = { letters: "aeginrt", center: "r", dictionary: "nyt", offensive: "hide" };
    const [bee, hints] = await Promise.all([client.request("bee.solve", { ...board, rejected: false }),
                                            client.request("bee.hints", { ...board, found: [] })]);
    events.push("answered");
    const whole = await client.request("bee.solve", board);
    events.push("answered again");
    await client.snapshotSettled;
    await client.idle;
    client.close();
    return { events, snapshot: client.snapshot, ok: bee.score === 3036 && hints.total?.words === 407 && whole.score === 3036 };
"""


# The snapshot is stored at the latest 5 s after it was taken (worker.mjs, STORE_LATEST_MS): the
# first answers must come sooner, which another test's load beside it could prevent.
@pytest.mark.alone
def test_a_first_visit_answers_before_it_stores_its_snapshot_and_then_lets_the_offline_copy_start(page, site):
    # The snapshot is taken before any request (the same state on every first visit) but stored, and
    # the offline copy of the site allowed to start, only once the first answers are out: on two
    # cores both slowed the first answer, and on a phone's network the copy took the link.
    page.goto(site + "build.json")
    r = run(page, FIRST_ANSWERS)
    assert r["ok"], r
    assert r["events"] == ["answered", "answered again", "snapshot stored", "offline copy may start"], r["events"]
    assert r["snapshot"]["stored"]
    assert r["snapshot"]["bytes"] > 20_000_000

# The stored snapshot's digest (null: none stored), and where it is kept.
SNAPSHOT_DIGEST = """async () => {
    const { snapshotStore } = await import("./runtime/shared/snapshots.mjs");
    const store = await snapshotStore(new URL("./", location.href));
    return [(await store.read())?.digest ?? null, store.place];
}"""

KEPT_VISIT = """
    const client = new SolverClient(undefined, { poolSize: 1 });
    const bee = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    const boot = client.interactive.boot;
    client.close();
    return { start: boot.start, kept: boot.kept, dropped: boot.dropped, bee: bee.score };
"""


def test_a_snapshot_start_that_loses_a_file_boots_cold_and_keeps_the_snapshot(page, site):
    page.goto(site + "build.json")
    assert run(page, FIRST_VISIT)["snapshot"]["stored"]
    digest = page.evaluate(SNAPSHOT_DIGEST)
    assert len(digest[0]) == 64 and digest[1] == "opfs", digest  # Chromium: the origin private file system
    lost = []

    def lose_once(route):  # the connection drops the solvers' archive once
        if lost:
            return route.continue_()
        lost.append(route.request.url)
        route.abort()
    page.context.route("**/pysolvers.zip", lose_once)
    page.reload()
    again = run(page, KEPT_VISIT)
    assert lost, "the archive was never asked for"
    assert again["start"] == "cold" and again["bee"] == 3898
    assert again["kept"] and not again["dropped"]
    assert page.evaluate(SNAPSHOT_DIGEST) == digest     # the same snapshot, neither deleted nor replaced
    page.context.unroute("**/pysolvers.zip")
    page.reload()
    third = run(page, KEPT_VISIT)
    assert third["start"] == "snapshot" and third["bee"] == 3898


def test_a_damaged_snapshot_is_deleted_and_the_start_is_cold(page, site, page_errors):
    page_errors.allow(r"Pyodide has suffered a fatal error|Another error occurred while handling the fatal error|The cause of the fatal error|memory access out of bounds|"
                      r"Look for a traceback|RuntimeError|at .*pyodide\.asm", "the test damages the stored snapshot on purpose")
    page.goto(site + "build.json")
    assert run(page, FIRST_VISIT)["snapshot"]["stored"]
    for how in ("bytes", "header", "format"):
        assert page.evaluate(f"async () => {{ const how = {how!r}; {DAMAGE} }}") == 1
        page.reload()
        again = run(page, NEXT_VISIT)
        assert again["start"] == "cold", how
        assert (again["bee"], again["boggle"], again["best"]["score"]) == (3898, 3623, 3898), how
        assert again["stored"]["stored"], how  # and a good snapshot replaces it


def test_an_isolated_page_interrupts_python_on_cancel_and_keeps_the_worker(page, site):
    page.add_init_script(CAPTURE_WORKERS)
    page.goto(site + "#bee")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    page.reload()  # now the service worker answers, with the isolation headers
    assert page.evaluate("self.crossOriginIsolated") is True
    result = run(page, """
        const client = getClient();
        await client.ready;
        let started;
        const running = new Promise((r) => { started = r; });
        const search = client.request("tiles.optimize", { count: 20, method: "search", time_budget: 60, dictionary: "enable" },
            { onProgress: () => started() });
        await running;
        const workers = window.__workers.length;
        const searcher = client.pool.workers.find((w) => w.task);
        const ranBefore = client.stopsRan.length;
        client.cancel();
        const stopped = await answerNow(search);          // answered as Cancel returned
        await stopSettled(searcher);
        const phases = searcher.phases.slice(-3);       // (before the next request may run there)
        const next = await client.request("tiles.optimize", { count: 20, method: "subtractive", dictionary: "enable" });
        return { stopped: stopped === "pending" ? "pending" : stopped.error?.code, ran: client.stopsRan.slice(ranBefore),
                 phases, tiles: next.tiles?.length, restarted: window.__workers.length - workers };
    """)
    assert result["stopped"] == "cancelled"
    assert result["ran"] == ["interrupt"]                 # a SIGINT in Python's interrupt buffer
    # Python stopped within the stop's grace (else the worker is ended): the worker ready, never ended
    assert result["phases"] == ["busy", "stopping:interrupt", "ready"], result
    assert result["tiles"] == 20
    assert result["restarted"] == 0  # the same warm worker answered: no new Python


def test_a_first_visit_asks_for_the_solvers_once_the_wasm_is_almost_in_and_for_the_first_answers_data_with_them(page, site):
    # On a phone's one link, files asked for together share its rate: the solvers and the word list
    # fetched beside the runtime's wasm delayed it, and the whole start with it. They are asked for
    # once the wasm's last bytes are coming (runtime/worker/preload.mjs), and the data the first
    # request reads (the offensive words the Bee hides) while Python starts, not a round trip after it asks.
    # The worker is the one the page's first script started (worker-start.js), before app.js came.
    import time
    seen = {}
    workers = []
    page.context.on("request", lambda r: workers.append(r.url.removeprefix(site)) if "runtime/worker/worker.js" in r.url else None)
    page.context.on("request", lambda r: seen.setdefault(("request", r.url.split("?")[0].removeprefix(site)), time.monotonic()))
    page.context.on("response", lambda r: seen.setdefault(("response", r.url.split("?")[0].removeprefix(site)), time.monotonic()))
    # when the page hears the worker's "ready", on the same clock as the requests
    page.expose_function("wordloomSawReady", lambda: seen.setdefault(("ready", ""), time.monotonic()))
    page.add_init_script("""(() => { const W = self.Worker; self.Worker = class extends W { constructor(...a) { super(...a);
        this.addEventListener("message", (e) => { if (e.data && e.data.type === "ready") self.wordloomSawReady(); }); } }; })();""")
    page.goto(site + "#bee/aeginrt/r")
    page.wait_for_function("() => performance.getEntriesByName('wordloom:first-answer').length", timeout=120_000)
    expect(page.locator("#bee")).to_contain_text("points")
    wasm = seen[("response", "pyodide/pyodide.asm.wasm")]
    late = {rel: seen.get(("request", rel)) for rel in ("pysolvers.zip", "data/nyt.txt.gz", "data/offensive.txt.gz")}
    assert all(late.values()), f"not requested: {late}"
    assert all(t >= wasm for t in late.values()), {rel: round(t - wasm, 3) for rel, t in late.items()}
    assert late["data/offensive.txt.gz"] < seen[("ready", "")], "the first request's data was asked for after the start"
    assert workers == ["runtime/worker/worker.js?w=early"], workers
