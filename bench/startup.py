#!/usr/bin/env python3
"""The runtime in Chromium: start-up (first and return visit against a bare Pyodide boot: the first
Bee answer, and Boggle's from navigation and from Python ready), Cancel (of a long request on the
interactive worker, of a search on the pool; isolated and not), the interactive worker beside a
search, the search pool's speed-up, memory per worker after index-building searches, bytes;
optionally the Boggle 5×5 optimizer with every core for 5 minutes. Writes bench/results/startup.md.

    python3 build.py && .venv/bin/python -m bench.startup [--rounds 3] [--before DIR] [--showcase]

--before DIR: a site built from an earlier commit (its dist/), timed and weighed the same way, e.g.
    git archive 97d2724 | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/ \\
        && (cd /tmp/before && python3 build.py) ; ... --before /tmp/before/dist
The bare baseline is Pyodide as npm ships it (node_modules/pyodide: its full standard library and
lock file), booted in a worker of the same origin, evaluating 1+1. Start-up rounds are interleaved,
each in a fresh browser context; the machine is shared and noisy: read the ratios of one run.
"""
from __future__ import annotations

import argparse
import contextlib
import datetime
import gzip
import http.server
import json
import shutil
import tempfile
import sys
from functools import partial
from pathlib import Path

from bench.common import BENCH, CHROMIUM_ARGS, DIST, ROOT, launch, launch_persistent, load1, machine, median, served
from buildsys.serve import Handler

STOCK = ROOT / "node_modules" / "pyodide"
RAW = BENCH / "results" / "startup.json"  # each section's last results, so one section can be run again
# Wait until the page's client has stored its snapshot (Cache Storage may list an entry before it is
# written): its report ({stored, bytes, ms, storeMs, error}; null when this start made none).
STORED = """async () => {
    const client = (await import('./solver-client.js')).getClient();
    await client.snapshotSettled;
    return client.snapshot;
}"""


class Site(http.server.SimpleHTTPRequestHandler):
    """A built site, plus the bare baseline (bench/web/bare*.{html,mjs} with npm's Pyodide under
    stock-pyodide/); counts the bytes it sends (raw, and as gzip level 6 would send them)."""
    sent = {"raw": 0, "gzip": 0}
    gz: dict[str, int] = {}

    def translate_path(self, path: str) -> str:
        name = path.split("?")[0].lstrip("/")
        if name in ("bare.html", "bare-worker.mjs", "bare-snapshot.html", "bare-snapshot-worker.mjs"):
            return str(BENCH / "web" / name)
        if name.startswith("stock-pyodide/"):
            return str(STOCK / name.split("/", 1)[1])
        return super().translate_path(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        self.sent["raw"] += len(data)
        key = self.translate_path(self.path)
        if key not in Site.gz:
            Site.gz[key] = len(gzip.compress(data, 6))
        self.sent["gzip"] += Site.gz[key]
        part = self.sent.setdefault("parts", {}).setdefault(part_of(self.path), {"raw": 0, "gzip": 0})
        part["raw"] += len(data)
        part["gzip"] += Site.gz[key]
        outputfile.write(data)

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass  # a download the browser dropped (a worker given the page's compiled runtime)

    def log_message(self, *args) -> None:
        pass


def part_of(path: str) -> str:
    """What a site file is, for the bytes table: Pyodide's runtime, word lists and other data, or the app's code."""
    name = path.split("?")[0].lstrip("/")
    return "runtime" if name.startswith(("pyodide/", "stock-pyodide/")) else "data" if name.startswith("data/") else "app"


def reset(handler) -> None:
    handler.sent.clear()
    handler.sent.update(raw=0, gzip=0, parts={})


SERVERS = contextlib.ExitStack()  # the sites served, until the run ends


def serve(directory: Path) -> tuple[str, type]:
    """Serve `directory` on a port of its own (an origin of its own: its own service worker and
    storage). Returns the URL and the handler class, whose `sent` counts the bytes."""
    handler = type("Handler", (Site,), {"extensions_map": Handler.extensions_map, "sent": {"raw": 0, "gzip": 0}})
    return SERVERS.enter_context(served(partial(handler, directory=str(directory)))), handler


def in_page(page, body: str):
    return page.evaluate("async () => { const { SolverClient, getClient } = await import('./solver-client.js');\n"
                         + body + "\n}")


def mark(page, name: str = "wordloom:first-answer") -> float:
    """When the performance mark `name` was set (ms from navigation), once it is. Watched by a
    PerformanceObserver through page.evaluate: wait_for_function evaluates a string in the page,
    which the site's Content-Security-Policy (no 'unsafe-eval') refuses."""
    return page.evaluate("""(name) => new Promise((resolve, reject) => {
        const hit = () => performance.getEntriesByName(name)[0];
        if (hit()) return resolve(hit().startTime);
        new PerformanceObserver((list, observer) => {
            if (hit()) { observer.disconnect(); resolve(hit().startTime); }
        }).observe({ type: "mark" });
        setTimeout(() => reject(new Error(`no mark ${name} after 5 minutes`)), 300000);  // never a silent hang
    })""", name)


def controlled(page) -> None:
    """Wait until the service worker controls the page (it has installed: the site is copied)."""
    page.evaluate("""() => navigator.serviceWorker.controller ? true : new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true }))""")


# Marks for what the app shows without marking it itself: Python ready (the status line), and
# Boggle's answer for perslatgsineters on screen (its summary line).
SCREEN_MARKS = """
    new MutationObserver(() => {
        const marks = {
            "bench:python-ready": () => document.getElementById("runtime-status")?.dataset.step === "ready",
            "bench:boggle-answer": () => /^[\d,]+ points · /.test(document.querySelector("#boggle .boggle-solve .summary")?.textContent ?? ""),
        };
        for (const [name, shown] of Object.entries(marks)) {
            if (!performance.getEntriesByName(name).length && shown()) performance.mark(name);
        }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""


def app_bytes(browser, site: str, handler) -> dict:
    """Bytes the page and its worker fetch until the first answer, without the service worker (whose
    offline copy of the whole site is fetched at the same time on a first visit)."""
    ctx = browser.new_context(service_workers="block")  # (a first visit: nothing to keep)
    page = ctx.new_page()
    reset(handler)
    page.goto(site + "#bee/aeginrt/r")
    mark(page)
    sent = json.loads(json.dumps(handler.sent))
    ctx.close()
    return sent


def bare(browser, site: str, handler=None) -> float:
    """ms from navigation to 1+1 in bare Pyodide (npm's files, as any Pyodide app loads them); with
    `handler`, its bytes are kept in handler.bare_bytes."""
    ctx = browser.new_context(service_workers="block")
    page = ctx.new_page()
    if handler is not None:
        reset(handler)
    page.goto(site + "bare.html")
    t = mark(page, "bare:done")
    if handler is not None:
        handler.bare_bytes = json.loads(json.dumps(handler.sent))
    ctx.close()
    return t


def bare_snapshot(playwright, args: list[str], site: str) -> float:
    """The return visit's floor: bare-snapshot.html in a fresh profile, visited once (a plain boot that
    stores a snapshot of bare Pyodide), then again: ms from navigation to 1+1 from the snapshot."""
    profile = tempfile.mkdtemp()
    ctx = launch_persistent(playwright, profile, args)
    page = ctx.new_page()
    page.goto(site + "bare-snapshot.html")
    mark(page, "bare:done")
    page.evaluate("""() => caches.open("bare-snapshots").then(async function wait(c) {
        if ((await c.keys()).length) return; await new Promise((r) => setTimeout(r, 50)); return wait(c); })""")
    page.reload()
    t = mark(page, "bare:done")
    start = page.evaluate("window.bareStart.start")
    ctx.close()
    shutil.rmtree(profile, ignore_errors=True)
    assert start == "snapshot", start
    return t


def visits(playwright, args: list[str], site: str, handler, returning: bool = True) -> dict:
    """A first visit to #bee/aeginrt/r (time to the answer on screen, bytes until the service worker
    has the site), then, once the snapshot is stored, the return visit. A fresh browser profile of
    its own: an on-disk HTTP cache as a real browser has (a context's in-memory cache keeps no 9.6 MB
    file, so every large file would look downloaded twice)."""
    profile = tempfile.mkdtemp()
    ctx = launch_persistent(playwright, profile, args)
    page = ctx.new_page()
    reset(handler)
    page.goto(site + "#bee/aeginrt/r")
    out = {"first": mark(page)}
    # the service worker controls the page once it has installed: the whole site is copied
    controlled(page)
    out["bytes_all"] = dict(handler.sent)
    if returning:
        page.evaluate(STORED)
        page.reload()
        out["return"] = mark(page)
        out["return_start"] = in_page(page, "return getClient().start;")
        out["isolated"] = page.evaluate("self.crossOriginIsolated")
    ctx.close()
    shutil.rmtree(profile, ignore_errors=True)
    return out


def boggle_visits(playwright, args: list[str], site: str) -> dict:
    """Boggle's first answer on screen for #boggle/perslatgsineters, on a first visit (a fresh
    profile) and on the return visit: from navigation, and from Python ready (the status line)."""
    profile = tempfile.mkdtemp()
    ctx = launch_persistent(playwright, profile, args)
    ctx.add_init_script(SCREEN_MARKS)
    page = ctx.new_page()
    out = {}
    for visit in ("first", "return"):
        if visit == "first":
            page.goto(site + "#boggle/perslatgsineters")
        else:
            controlled(page)          # the service worker has the site: the return visit is isolated
            page.evaluate(STORED)
            page.reload()
        answer, ready = mark(page, "bench:boggle-answer"), mark(page, "bench:python-ready")
        out[visit] = {"nav": answer, "ready": answer - ready, "start": in_page(page, "return getClient().start;")}
    ctx.close()
    shutil.rmtree(profile, ignore_errors=True)
    return out


# Cancel, as the page meets it. (a) A long request on the interactive worker (a Bee solve on a custom
# list of 300,000 words: seconds of Python) cancelled, then the next Bee solve: from the cancel to its
# answer, beside the same solve alone. (b) A search on every search worker (Boggle optimize)
# cancelled, then the next search (Boggle generate, 200 boards): from the cancel to its answer, minus
# the same search alone; alone and after a cancel alternate in the same run.
CANCEL = """
    const client = getClient();
    await client.ready;
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const mid = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
    const answered = (r) => { if (r.error) throw new Error(JSON.stringify(r.error)); return r; };
    const bee = () => client.request("bee.solve", { letters: "eainrst", center: "e" });
    const search = () => client.request("boggle.generate", { method: "freq", count: 200, seed: 1 });
    answered(await bee());
    answered(await search());                                   // every search worker is up and warm
    const words = Array.from({ length: 300000 }, (_, i) => "w" + i.toString(26).replace(/[0-9]/g, (d) => "abcdefghij"[d]));
    const runs = { beeAlone: [], beeAfter: [], searchAlone: [], searchAfter: [] };
    for (let round = 0; round < 3; round++) {
        let t = performance.now();
        answered(await bee());
        runs.beeAlone.push(performance.now() - t);
        const long = client.request("bee.solve", { letters: "aeginrt", center: "r", word_list: words });
        while (client.interactive.phase !== "busy") await sleep(10);
        await sleep(300);                                       // Python is reading the list
        t = performance.now();
        client.cancel();
        if ((await long).error?.code !== "cancelled") throw new Error("the long solve was not cancelled");
        answered(await bee());
        runs.beeAfter.push(performance.now() - t);

        t = performance.now();
        answered(await search());
        runs.searchAlone.push(performance.now() - t);
        let started;
        const running = new Promise((r) => { started = r; });
        const optimize = client.request("boggle.optimize", { size: 4, seconds: 60, seed: round }, { onProgress: () => started() });
        await running;
        t = performance.now();
        client.cancel();
        await optimize;
        answered(await search());
        runs.searchAfter.push(performance.now() - t);
    }
    const m = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, mid(v)]));
    return { ...m, searchCost: m.searchAfter - m.searchAlone, runs, workers: client.workerCount };
"""

BESIDE = """
    // Bee solves alone and beside a Boggle optimize on every search worker, in alternating blocks
    // (the machine's other load drifts: interleaving makes the two comparable).
    const client = getClient();
    await client.ready;
    const boards = ["aeginrt/r", "aeinrst/e", "cinoprx/x", "aelprst/p", "adeilrt/d", "eilnrst/l"];
    const solves = async (n, into) => {
        for (let i = 0; i < n; i++) {
            const [letters, center] = boards[i % boards.length].split("/");
            const t = performance.now();
            await client.request("bee.solve", { letters, center });
            into.push(performance.now() - t);
        }
    };
    const alone = [], beside = [];
    await solves(6, []);                                   // warm
    for (let block = 0; block < 4; block++) {
        await solves(6, alone);
        let started;
        const running = new Promise((r) => { started = r; });
        const search = client.request("boggle.optimize", { size: 4, seconds: 120, seed: block }, { onProgress: () => started() });
        await running;
        await new Promise((r) => setTimeout(r, 300));
        await solves(6, beside);
        client.cancel();
        await search;
    }
    const mid = (v) => v.sort((a, b) => a - b)[v.length >> 1];
    return { alone: mid(alone), beside: mid(beside), pool: client.poolSize };
"""

POOL = """
    const client = new SolverClient(undefined, { poolSize: size });
    await client.ready;
    await client.request("bee.best", { top: 1 });                       // the pool is up (prebuilt index)
    await client.request("boggle.generate", { method: "rnd", count: 50, seed: 9 });
    let t = performance.now();
    const gen = await client.request("boggle.generate", { method: "greedy-cad", count: 10000, seed: 1, seconds: 600 });
    const generate = performance.now() - t;
    const opt = await client.request("boggle.optimize", { size: 4, seconds: 10, seed: 1 });
    client.close();
    return { generate, evalsPerSecond: opt.evaluations / opt.seconds, mean: gen.mean_score, optScore: opt.score };
"""

# Bee's best boards on a list with no prebuilt index: each sample in a new client (new workers, so
# the index is built again), after the same warm-up of the workers (a prebuilt-index search and a
# short Boggle generate: Python's interpreter loop compiled to its fast tier, as on a page in use).
BEE_POOL = """
    const client = new SolverClient(undefined, { poolSize: size });
    await client.ready;
    await client.request("bee.best", { top: 1 });
    await client.request("boggle.generate", { method: "greedy-cad", count: 2000, seed: 1 });
    const t = performance.now();
    const best = await client.request("bee.best", { exclude: "", top: 10, dictionary: "words-alpha" });
    const beeBest = performance.now() - t;
    client.close();
    return { beeBest, best: best.boards[0] };
"""

CAPACITY = """
    // What this machine gives two CPU-bound workers right now (others share it): 2 × T(one) / T(two at once).
    const spin = `onmessage = () => { let x = 0; for (let i = 0; i < 4e8; i++) x = (x * 31 + i) | 0; postMessage(x); };`;
    const url = URL.createObjectURL(new Blob([spin], { type: "text/javascript" }));
    const run = (n) => new Promise((resolve) => {
        const t = performance.now();
        let left = n;
        for (let i = 0; i < n; i++) {
            const w = new Worker(url);
            w.onmessage = () => { w.terminate(); if (--left === 0) resolve(performance.now() - t); };
            w.postMessage(0);
        }
    });
    const one = await run(1), two = await run(2), oneAgain = await run(1);
    return 2 * ((one + oneAgain) / 2) / two;
"""

# Memory after each step, in all and per worker (each DedicatedWorkerGlobalScope entry of the
# breakdown, largest first; the API does not say which worker is which, but the first step with a
# worker has only the interactive one). The index-building searches run on both search workers.
MEMORY = """
    const measure = async (step) => {
        const m = await performance.measureUserAgentSpecificMemory();
        const workers = m.breakdown.filter((b) => b.attribution.some((a) => a.scope === "DedicatedWorkerGlobalScope"))
            .map((b) => b.bytes).sort((a, b) => b - a);
        return { step, bytes: m.bytes, workers };
    };
    const steps = [await measure("before any worker")];
    const client = new SolverClient(undefined, { poolSize: 2 });
    await client.ready;
    steps.push(await measure("the interactive worker, ready"));
    const ask = async (step, action, params) => {
        const r = await client.request(action, params);
        if (r.error) throw new Error(JSON.stringify(r.error));
        steps.push(await measure(step));
    };
    await ask("after a Bee solve", "bee.solve", { letters: "aeginrt", center: "r" });
    await ask("after Bee best boards (ENABLE: its prebuilt index, in both search workers)", "bee.best", { top: 1 });
    await ask("after Boggle generate, 200 boards (the ENABLE trie in both search workers)", "boggle.generate",
              { method: "rnd", count: 200, seed: 1 });
    await ask("after Bee best boards on words_alpha (its index built in both search workers)", "bee.best",
              { top: 1, dictionary: "words-alpha" });
    client.close();
    return steps;
"""

SHOWCASE = """
    const client = getClient();
    await client.ready;
    const r = await client.request("boggle.optimize", { size: 5, seconds: 300, seed: 1 });
    return { score: r.score, board: r.board, evaluations: r.evaluations, chains: r.chains || 1, words: r.word_count,
             pool: client.poolSize };
"""


def fmt_runs(values) -> str:
    return ", ".join(f"{v:.0f}" for v in values)


SECTIONS = ("startup", "page", "pool", "memory", "showcase")
FORMAT = 2  # of a section's saved results (2: Cancel on each kind of worker, Boggle visits, memory per worker)


def main() -> None:
    from playwright.sync_api import sync_playwright
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--before", type=Path, help="an earlier build's dist/ to compare with")
    ap.add_argument("--before-label", default="the build before", help="what --before is, for the table")
    ap.add_argument("--showcase", action="store_true", help="also: Boggle 5×5 optimizer, all cores, 5 minutes")
    ap.add_argument("--only", default="", help="run these sections (of " + ", ".join(SECTIONS) + ") and keep "
                    "the others' last results (bench/results/startup.json)")
    args = ap.parse_args()
    only = set(args.only.split(",")) if args.only else set(SECTIONS) - ({"showcase"} if not args.showcase else set())
    saved = RAW.read_text() if RAW.exists() and args.only else "{}"
    # a section saved by an older version of this script is measured differently: not reused
    data = {k: v for k, v in json.loads(saved).items() if v.get("format") == FORMAT}
    now_site, now_handler = serve(DIST)
    before = serve(args.before) if args.before else None
    args_chromium = CHROMIUM_ARGS + ["--enable-blink-features=ForceEagerMeasureMemory"]

    def stamp(section: str, result) -> None:
        data[section] = {"result": result, "format": FORMAT, "date": str(datetime.date.today()), "load": load1(),
                         "command": " ".join(["python3 -m bench.startup"] + sys.argv[1:])}
        RAW.write_text(json.dumps(data, indent=1))

    with sync_playwright() as p:
        browser = launch(p, args_chromium)
        if "startup" in only:
            rows: dict[str, list] = {"bare": [], "bare_snapshot": [], "first": [], "return": [], "before": [], "before_return": [], "boggle_first": [],
                                     "boggle_first_ready": [], "boggle_return": [], "boggle_return_ready": []}
            extra: dict = {}
            for r in range(args.rounds):
                rows["bare"].append(bare(browser, now_site, now_handler))
                rows["bare_snapshot"].append(bare_snapshot(p, args_chromium, now_site))
                v = visits(p, args_chromium, now_site, now_handler)
                v.setdefault("bytes_answer", app_bytes(browser, now_site, now_handler))
                extra.setdefault("bare_bytes", getattr(now_handler, "bare_bytes", None))
                rows["first"].append(v["first"])
                rows["return"].append(v["return"])
                extra.setdefault("now", v)
                if before:
                    b = visits(p, args_chromium, before[0], before[1])
                    b["bytes_answer"] = app_bytes(browser, before[0], before[1])
                    rows["before"].append(b["first"])
                    rows["before_return"].append(b["return"])
                    extra.setdefault("before", b)
                g = boggle_visits(p, args_chromium, now_site)
                for visit in ("first", "return"):
                    rows[f"boggle_{visit}"].append(g[visit]["nav"])
                    rows[f"boggle_{visit}_ready"].append(g[visit]["ready"])
                extra.setdefault("boggle_starts", [g["first"]["start"], g["return"]["start"]])
                print(f"round {r + 1}: " + ", ".join(f"{k} {v[-1]:.0f}" for k, v in rows.items() if v), flush=True)
            stamp("startup", {"rows": rows, "extra": extra, "before_label": args.before_label})
        # one context that has visited (snapshot stored, service worker in control: isolated)
        ctx = browser.new_context()
        page = ctx.new_page()
        page.goto(now_site + "#bee")
        controlled(page)
        page.evaluate(STORED)
        if "page" in only:
            # never isolated (no service worker adds the headers): Cancel terminates and restarts a
            # worker, from the snapshot its first (cold) start stored
            cold_ctx = browser.new_context(service_workers="block")
            cold = cold_ctx.new_page()
            results = {"cancel": {}, "beside": {}, "pages": {}}
            for name, pg in (("isolated", page), ("not isolated", cold)):
                pg.goto(now_site + "build.json")   # a new document (a hash change alone would keep the first visit's)
                pg.goto(now_site + "#bee")
                results["pages"][name] = in_page(pg, """const client = getClient(); await client.ready;
                    return { start: client.start, isolated: self.crossOriginIsolated };""")
                results["cancel"][name] = in_page(pg, CANCEL)
                results["beside"][name] = in_page(pg, BESIDE)
                print(name, results["pages"][name], results["cancel"][name], results["beside"][name], flush=True)
            cold_ctx.close()
            stamp("page", results)
        page.goto(now_site + "build.json")
        if "pool" in only:
            pool = {"1": [], "2": [], "capacity": [], "bee1": [], "bee2": []}
            for _ in range(2):
                pool["capacity"].append(in_page(page, CAPACITY))
                for size in (1, 2):
                    pool[str(size)].append(in_page(page, f"const size = {size};" + POOL))
                    print("pool", size, pool[str(size)][-1], flush=True)
            pool["capacity"].append(in_page(page, CAPACITY))
            for _ in range(max(5, args.rounds)):
                for size in (1, 2):
                    pool[f"bee{size}"].append(in_page(page, f"const size = {size};" + BEE_POOL))
                    print("pool bee", size, pool[f"bee{size}"][-1], flush=True)
            stamp("pool", pool)
        if "memory" in only and page.evaluate("self.crossOriginIsolated"):
            stamp("memory", in_page(page, MEMORY))
        if "showcase" in only:
            page.goto(now_site + "#bee")
            stamp("showcase", in_page(page, SHOWCASE))
            print("showcase", data["showcase"], flush=True)
        ctx.close()
        browser.close()
    write(data)


def when(data: dict, section: str) -> str:
    d = data[section]
    return f"_{d['date']}, load average {d['load']:.1f} after; `.venv/bin/python {d['command']}`_"


def write(data: dict) -> None:
    lines = ["# Runtime: start-up, Cancel, the worker pool", "",
             f"- machine: {machine()}; Chromium headless. Each section says when it ran, with which command.",
             "- The machine is shared and was busy (other sessions' tests and benches; each section gives the load",
             "  average on its 2 cores): compare the ratios within a section, not the absolute times across sections.", ""]
    if "startup" in data:
        rows, extra = data["startup"]["result"]["rows"], data["startup"]["result"]["extra"]
        mb, mf, mr = median(rows["bare"]), median(rows["first"]), median(rows["return"])
        now = extra["now"]
        lines += ["## Start-up (ms from navigation; a fresh browser profile per visit; rounds interleaved)", "",
                  when(data, "startup"), "",
                  "| measure | runs | median | / bare boot |", "|---|---|---:|---:|",
                  f"| bare Pyodide boot + `1+1` in a worker (npm's files) | {fmt_runs(rows['bare'])} | {mb:.0f} | 1.00× |",
                  f"| first visit: first Bee answer on screen (#bee/aeginrt/r) | {fmt_runs(rows['first'])} | {mf:.0f} | **{mf / mb:.2f}×** |",
                  f"| return visit: the same (start: {now['return_start']}, isolated: {now['isolated']}) | "
                  f"{fmt_runs(rows['return'])} | {mr:.0f} | **{mr / mb:.2f}×** |"]
        if rows.get("bare_snapshot"):
            mbs = median(rows["bare_snapshot"])
            lines.append(f"| the floor: bare Pyodide restored from its own snapshot + `1+1`, second visit of bare-snapshot.html "
                         f"(no app) | {fmt_runs(rows['bare_snapshot'])} | {mbs:.0f} | {mbs / mb:.2f}× |")
        if rows["before"]:
            mbf = median(rows["before"])
            label = data["startup"]["result"].get("before_label", "the build before")
            lines.append(f"| first visit, {label} | {fmt_runs(rows['before'])} | {mbf:.0f} | {mbf / mb:.2f}× |")
        if rows.get("before_return"):
            mbr = median(rows["before_return"])
            lines.append(f"| return visit, {label} | {fmt_runs(rows['before_return'])} | {mbr:.0f} | {mbr / mb:.2f}× |")
        if rows.get("boggle_first"):
            starts = extra.get("boggle_starts", ["?", "?"])
            lines += [f"| Boggle's first answer on screen, first visit (#boggle/perslatgsineters; start: {starts[0]}) | "
                      f"{fmt_runs(rows['boggle_first'])} | {median(rows['boggle_first']):.0f} | "
                      f"{median(rows['boggle_first']) / mb:.2f}× |",
                      f"| … of it after Python was ready | {fmt_runs(rows['boggle_first_ready'])} | "
                      f"{median(rows['boggle_first_ready']):.0f} | |",
                      f"| Boggle's first answer on screen, return visit (start: {starts[1]}) | {fmt_runs(rows['boggle_return'])} | "
                      f"{median(rows['boggle_return']):.0f} | {median(rows['boggle_return']) / mb:.2f}× |",
                      f"| … of it after Python was ready (target ≤ 1,500) | {fmt_runs(rows['boggle_return_ready'])} | "
                      f"{median(rows['boggle_return_ready']):.0f} | |"]
        lines += ["", "Targets: first visit ≤ 1.0×, return visit ≤ 0.35× (issue 15).", "",
                  "Bytes over the wire on a first visit (a fresh profile, its HTTP cache on disk; this server sends "
                  "no compression; gzip: what a host compressing at level 6 would send):", "",
                  "| build | page + worker until the first answer: raw | gzip | the whole first visit, with the service worker's offline copy: raw | gzip |",
                  "|---|---:|---:|---:|---:|"]
        for name in ("before", "now"):
            if name in extra:
                e = extra[name]
                label = data["startup"]["result"].get("before_label", name) if name == "before" else name
                lines.append(f"| {label} | {e['bytes_answer']['raw'] / 1e6:.2f} MB | {e['bytes_answer']['gzip'] / 1e6:.2f} MB | "
                             f"{e['bytes_all']['raw'] / 1e6:.2f} MB | {e['bytes_all']['gzip'] / 1e6:.2f} MB |")
        lines.append("")
        parts = extra["now"]["bytes_answer"].get("parts")
        stock = (extra.get("bare_bytes") or {}).get("parts", {}).get("runtime")
        if parts and stock:
            mb = lambda d: f"{d['raw'] / 1e6:.2f} MB raw, {d['gzip'] / 1e6:.2f} MB gzip"  # noqa: E731
            lines += ["What the first answer's bytes are (now), beside what stock Pyodide's own runtime files cost "
                      "the bare page (npm's pyodide.asm.wasm, .asm.mjs, .mjs, the whole python_stdlib.zip and the "
                      "lock file): the runtime we ship leaves out the standard library the app does not import, "
                      "precompiled, and the lock file (issue 15, item 6).", "",
                      "| part | bytes |", "|---|---:|",
                      f"| Pyodide's runtime, stock (bare page) | {mb(stock)} |"]
            lines += [f"| {name} (now) | {mb(parts[name])} |" for name in ("runtime", "app", "data") if name in parts]
            lines.append("")
    if "page" in data:
        c, pages, bs = (data["page"]["result"][k] for k in ("cancel", "pages", "beside"))
        iso, non = c["isolated"], c["not isolated"]
        lines += ["## Cancel, a solve beside a search (ms)", "", when(data, "page"), "",
                  "Two pages: one that has visited before (snapshot, service worker: cross-origin isolated, so Cancel "
                  "interrupts Python) and one whose service worker is blocked (not isolated, as an embed on another "
                  "site: with Chromium's stack switching Python takes a turn of its worker every 20 ms of a long call, "
                  "where a Cancel message stops it and a pause holds it; a call that has taken no turn is ended with "
                  "its worker, which restarts from the snapshot). Their starts: "
                  + ", ".join(f"{k}: {v.get('start')}, isolated {v.get('isolated')}" for k, v in pages.items()) + ". "
                  "Medians of 3 rounds; in each, the same request alone and after a cancel alternate.", "",
                  "| measure | isolated page | not isolated |", "|---|---:|---:|",
                  f"| a long solve on the interactive worker (300,000-word list) cancelled → next Bee answer | "
                  f"{iso['beeAfter']:.0f} | {non['beeAfter']:.0f} |",
                  f"| the same Bee solve alone | {iso['beeAlone']:.0f} | {non['beeAlone']:.0f} |",
                  f"| a search on every search worker (Boggle optimize) cancelled → next search (Boggle generate, 200 boards) "
                  f"answered | {iso['searchAfter']:.0f} | {non['searchAfter']:.0f} |",
                  f"| the same search alone | {iso['searchAlone']:.0f} | {non['searchAlone']:.0f} |",
                  f"| **what the cancel cost the next search** (after − alone) | **{iso['searchCost']:.0f}** | "
                  f"**{non['searchCost']:.0f}** |",
                  f"| Bee solve alone (median of 24, in blocks alternating with the next row) | {bs['isolated']['alone']:.1f} | {bs['not isolated']['alone']:.1f} |",
                  f"| Bee solve while a Boggle optimize runs on every search worker | {bs['isolated']['beside']:.1f} | {bs['not isolated']['beside']:.1f} |",
                  f"| ratio beside / alone (target 1 ± 0.2) | **{bs['isolated']['beside'] / bs['isolated']['alone']:.2f}** | "
                  f"{bs['not isolated']['beside'] / bs['not isolated']['alone']:.2f} |", ""]
    if "pool" in data:
        pool = data["pool"]["result"]
        get = lambda size, key: median([r[key] for r in pool[size]])  # noqa: E731
        g1, g2, b1, b2 = get("1", "generate"), get("2", "generate"), get("bee1", "beeBest"), get("bee2", "beeBest")
        e1, e2 = get("1", "evalsPerSecond"), get("2", "evalsPerSecond")
        capacity = median(pool["capacity"])
        same = all(a["mean"] == pool["1"][0]["mean"] for a in pool["1"] + pool["2"]) and \
            all(a["best"] == pool["bee1"][0]["best"] for a in pool["bee1"] + pool["bee2"])
        serial = max(0.0, (2 * b2 - b1) / b1)
        lines += ["## The search pool on this machine (2 cores): one search worker against two", "", when(data, "pool"), "",
                  "The control: two plain CPU-bound workers at once against one, measured between the runs: "
                  f"{', '.join(f'{c:.2f}×' for c in pool['capacity'])} (2.00× when both cores are free). "
                  f"Median {capacity:.2f}×: the ceiling of any two-worker speed-up in this run.", "",
                  "| search | 1 worker | 2 workers | speed-up | of the control's ceiling |", "|---|---:|---:|---:|---:|",
                  f"| Boggle generate, 10,000 greedy-cad boards (ms) | {g1:.0f} | {g2:.0f} | **{g1 / g2:.2f}×** | {g1 / g2 / capacity:.0%} |",
                  f"| Bee best boards, words_alpha with S (index built; ms; median of {len(pool['bee1'])}) | {b1:.0f} | {b2:.0f} | **{b1 / b2:.2f}×** | {b1 / b2 / capacity:.0%} |",
                  f"| Boggle optimize 4×4, 10 s (evaluations per second) | {e1:.0f} | {e2:.0f} | **{e2 / e1:.2f}×** | {e2 / e1 / capacity:.0%} |", "",
                  f"Same answers from 1 and 2 workers (generate's mean score, the best board): {same}. "
                  "More cores: generate and optimize divide with no serial part but the merge, so n workers give about "
                  "n × the per-worker efficiency measured here. Bee's best boards run in two rounds: each worker "
                  "builds the letter-set table of 1/n of the words, then every worker joins the n tables and scores "
                  "1/n of the boards. Its serial share s (reading the list, joining the tables, the messages)"
                  + (f" is ≈ {serial:.2f} from 2·T₂ − T₁ in this run" if 0 <= serial <= 1 and capacity > 1.8 else
                     " is ≈ 0.1 under Pyodide in Node (list 50 ms, joining 50 ms, of 1.9 s)")
                  + ", so n workers give 1 / (s + (1 − s)/n). Bee samples, ms: one worker "
                  f"{', '.join(str(round(r['beeBest'])) for r in pool['bee1'])}; two "
                  f"{', '.join(str(round(r['beeBest'])) for r in pool['bee2'])}. On ENABLE the index ships prebuilt: "
                  "the search takes milliseconds.", ""]
    if "memory" in data:
        steps = data["memory"]["result"]
        lines += ["## Memory (performance.measureUserAgentSpecificMemory: the page and its workers)", "", when(data, "memory"), "",
                  "A client with two search workers on an isolated page. Per worker: each worker's share of the "
                  "breakdown, largest first (the API does not name them; the second row has only the interactive one).", "",
                  "| after | in all | per worker |", "|---|---:|---|"]
        lines += [f"| {st['step']} | {st['bytes'] / 1e6:.0f} MB | {', '.join(f'{b / 1e6:.0f}' for b in st['workers']) or '—'} MB |"
                  for st in steps]
        lines += ["", "The pool is one worker per core, at most a quarter of navigator.deviceMemory at 150 MB a worker, "
                  "at most 8; a search worker idle for 60 s is ended (web/runtime/page/pool.js).", ""]
    if "showcase" in data:
        sc = data["showcase"]["result"]
        lines += ["## Showcase: Boggle 5×5 optimizer, every search worker, 5 minutes, ENABLE", "", when(data, "showcase"), "",
                  f"Best {sc['score']:,} points ({sc['words']:,} words): `{sc['board']}`, {sc['evaluations']:,} boards "
                  f"evaluated by {sc['chains']} chains ({sc['pool']} search workers): {sc['score'] / 10_000:.0%} of 10,000 "
                  f"points, {sc['score'] / 10_406:.0%} of the best known 5×5 on ENABLE2K (10,406).", ""]
    out = BENCH / "results" / "startup.md"
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
