"""Definitions: what share of each word list, and of the words the puzzles show, WordNet defines;
what a reader downloads for them; how long `define` takes.

    python3 build.py && python3 -m tools.definitions_coverage > bench/results/definitions.md

Everything goes through the one door (`api.call`): the puzzles' words come from their solvers, the
definitions from `define`. The Pyodide timings run the real runtime under Node from dist/ (the
chunks fetched on demand, as in the browser); they are skipped when dist/ is missing.
"""
from __future__ import annotations

import datetime
import functools
import gzip
import json
import os
import platform
import sys

from bench.common import DIST, fresh_cpython, load1, median, node_pyodide
from pysolvers import api, definitions, words


CHUNK = 2000  # define's cap per call
COMMON_ZIPF = 3.0  # the Letter Boxed page's "common words only" (web/puzzles/letterboxed/state.js)
PAGE = {"offensive": "hide"}  # what the pages show by default ("Show offensive words" is off)


def define_all(ws: list[str]) -> list[dict]:
    out = []
    for i in range(0, len(ws), CHUNK):
        r = api.call("define", {"words": ws[i:i + CHUNK]})
        assert "error" not in r, r
        out.extend(r["definitions"])
    return out


@functools.lru_cache(maxsize=None)
def chunk_size(key: str) -> int:
    return (definitions.DATA_DIR / f"{key}.json.gz").stat().st_size


def fetch_cost(ws: list[str]) -> tuple[int, int]:
    """The chunks a page fetches to define these words (what define asks for), and their bytes."""
    keys = {definitions.chunk_key(c) for w in ws for c in definitions.candidates(w)}
    return len(keys), sum(chunk_size(k) for k in keys)


def puzzles() -> list[tuple[str, list[str]]]:
    def solve(action, params, pick):
        r = api.call(action, params)
        assert "error" not in r, r
        return pick(r)
    bee = lambda r: [w["word"] for w in r["words"]]  # noqa: E731
    tiles = lambda r: r["words"]  # noqa: E731
    steps = lambda r: list(dict.fromkeys(w for step in r["steps"] for w in step["words"]))  # noqa: E731

    def lb(params, title):  # the words of every solution, the title with how many solutions
        r = api.call("letterboxed.solve", {"sides": "vyq-fig-ote-xlu", **params})
        assert "error" not in r, r
        return title.format(n=len(r["solutions"])), list(dict.fromkeys(w for s in r["solutions"] for w in s["words"]))
    return [
        ("Spelling Bee AEGINRT/R (ENABLE)", solve("bee.solve", {"letters": "aeginrt", "center": "r"}, bee)),
        ("Spelling Bee EAINRST/E (ENABLE)", solve("bee.solve", {"letters": "eainrst", "center": "e"}, bee)),
        ("Spelling Bee AEGINRT/R (american-english, as the page shows it)",
         solve("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "american-english", **PAGE}, bee)),
        ("Spelling Bee AEGINRT/R (nyt: the Bee's default, as the page shows it)",
         solve("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "nyt", **PAGE}, bee)),
        ("Spelling Bee EAINRST/E (nyt, as the page shows it)",
         solve("bee.solve", {"letters": "eainrst", "center": "e", "dictionary": "nyt", **PAGE}, bee)),
        ("Boggle perslatgsineters (ENABLE)", solve("boggle.solve", {"board": "perslatgsineters"}, bee)),
        lb({}, "Letter Boxed VYQ FIG OTE XLU, words of its {n} solutions (ENABLE)"),
        lb({"min_zipf": COMMON_ZIPF}, "Letter Boxed VYQ FIG OTE XLU, common words only (ENABLE)"),
        lb({"dictionary": "nyt", **PAGE}, "Letter Boxed VYQ FIG OTE XLU, words of its {n} solutions (nyt: Letter Boxed's default)"),
        ("Anigrams DEIR, longest chain, every word of each step (ENABLE)",
         solve("anigrams.longest", {"start": "deir"}, steps)),
        ("Anigrams game of 2026-11-21, every accepted word", solve("anigrams.game", {"date": "2026-11-21", **PAGE}, steps)),
        ("Letter-pair tiles, 20 tiles by subtractive, every word (american-english: the tiles' default)",
         solve("tiles.optimize", {"method": "subtractive", "count": 20, "dictionary": "american-english", **PAGE}, tiles)),
        ("Letter-pair tiles, puzzle of the day 2026-11-21 (10 tiles), every formable word (american-english)",
         solve("tiles.puzzle", {"date": "2026-11-21", "dictionary": "american-english", **PAGE}, tiles)),
    ]


def node_timings(ws: list[str], runs: int) -> dict | None:
    if not (DIST / "runtime" / "worker" / "runtime.mjs").exists():
        return None
    cold, warm, fetched = [], [], 0
    for _ in range(runs):
        node = node_pyodide()
        first = node.reply("define", {"words": ws})
        again = node.reply("define", {"words": ws})
        assert json.loads(first["json"]) == json.loads(again["json"])
        cold.append(first["ms"]); warm.append(again["ms"]); fetched = len(first["fetched"])
        node.close()
    return {"cold": median(cold), "warm": median(warm), "fetched": fetched}


def cpython_timings(ws: list[str], runs: int) -> dict:
    """Each run in a fresh CPython process (this one holds every word list: its garbage collector
    would bill their millions of objects to the chunks' parsing)."""
    code = """
import json, sys, time
from pysolvers import api
ws = json.loads(sys.argv[1])
t = time.perf_counter(); r = api.call("define", {"words": ws}); cold = (time.perf_counter() - t) * 1000
assert "error" not in r, r
t = time.perf_counter(); api.call("define", {"words": ws}); warm = (time.perf_counter() - t) * 1000
print(json.dumps([cold, warm]))
"""
    cold, warm = [], []
    for _ in range(runs):
        c, w = fresh_cpython(code, json.dumps(ws))
        cold.append(c); warm.append(w)
    return {"cold": median(cold), "warm": median(warm)}


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:.1f} %" if b else "—"


def main(runs: int = 5) -> None:
    out = print
    record = json.loads((words.DATA_DIR / "PROVENANCE.json").read_text())["definitions"]
    chunks = sorted(definitions.DATA_DIR.glob("*.json.gz"))
    sizes = sorted(p.stat().st_size for p in chunks)
    nonempty = sorted(p.stat().st_size for p in chunks if json.loads(gzip.decompress(p.read_bytes())) != {"w": {}, "x": {}})
    load = load1()
    out("# Definitions: coverage, download and speed\n")
    out(f"Machine: `uname -m` = {platform.machine()}, `nproc` = {os.cpu_count()}, CPython "
        f"{platform.python_version()}; {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
        f"load average {load:.1f}. Command: `python3 build.py && python3 -m tools.definitions_coverage`.\n")
    sources = ", ".join(f"{s['registry']} `{s['package']}` {s['version']}" for s in record["sources"])
    out(f"Data: {record['title']} ({sources}): {record['lemmas']:,} lemmas, {record['senses']:,} senses "
        f"(up to {record['senses_per_pos']} per part of speech, glosses at most {record['max_gloss']} characters), "
        f"{record['exceptions']:,} exception-list entries.\n")
    out("## Download\n")
    out(f"- All {len(sizes)} chunks: **{sum(sizes) / 1e6:.2f} MB** gzipped (budget: 3 MB), what a reader downloads "
        f"to define every word; raw JSON {sum(len(gzip.decompress(p.read_bytes())) for p in definitions.DATA_DIR.glob('*.json.gz')) / 1e6:.1f} MB.")
    out(f"- {len(nonempty)} chunks hold words: {nonempty[0]:,} B – {nonempty[-1] / 1e3:.0f} KB, median "
        f"{median(nonempty) / 1e3:.1f} KB; the other {len(sizes) - len(nonempty)} are empty "
        f"(29 B: a key no word has, so the runtime never asks for a missing file).")
    costs = sorted(fetch_cost([w])[1] for w in words.load("enable").words)
    out(f"- Defining one ENABLE word fetches (median over all its words) {median(costs) / 1e3:.0f} KB, "
        f"90th percentile {costs[int(len(costs) * 0.9)] / 1e3:.0f} KB, at most {costs[-1] / 1e3:.0f} KB "
        "(its own chunk, and another when a rule's base starts differently: ties → ty).")
    biggest = sorted(definitions.DATA_DIR.glob("*.json.gz"), key=lambda p: -p.stat().st_size)[:5]
    out("- Largest: " + ", ".join(f"`{p.name}` {p.stat().st_size / 1e3:.0f} KB" for p in biggest) + ".\n")

    out("## Share of each word list with a definition\n")
    out("Defined = `define` finds at least one sense, for the word itself or through its lemma "
        "(plastering → plaster). Common = Zipf frequency ≥ 3 in wordfreq (about once per million words).\n")
    out("| list | words | defined | of which only through a lemma | common words | common defined |")
    out("|---|---:|---:|---:|---:|---:|")
    for name in words.ENGLISH:
        wl = words.load(name)
        results = define_all(list(wl.words))
        found = [r for r in results if r["found"]]
        via = sum(1 for r in found if all(e["inflected"] for e in r["entries"]))
        common = [r for r, z in zip(results, wl.zipf10) if z >= 30]
        out(f"| {name} | {len(wl):,} | {len(found):,} ({pct(len(found), len(wl))}) | {via:,} | {len(common):,} "
            f"| {pct(sum(r['found'] for r in common), len(common))} |")
    out("")

    out("## Share of the words the puzzles show\n")
    out("Chunks / KB: what a page fetches to define the whole list at once (each chunk once).\n")
    out("| puzzle | words | defined | chunks | KB | not defined (first of them) |")
    out("|---|---:|---:|---:|---:|---|")
    sets = puzzles()
    for title, ws in sets:
        results = define_all(ws)
        missing = [r["word"] for r in results if not r["found"]]
        n, size = fetch_cost(ws)
        out(f"| {title} | {len(ws):,} | {sum(r['found'] for r in results):,} ({pct(len(ws) - len(missing), len(ws))}) "
            f"| {n} | {size / 1e3:.0f} | {', '.join(missing[:8])}{' …' if len(missing) > 8 else ''} |")
    out("")

    out(f"## Speed of `define` (medians of {runs} runs)\n")
    out("Cold: a fresh process (CPython: chunks read from disk; Pyodide under Node: fetched on demand, "
        "then the call retried); warm: the same call again.\n")
    out("| words | runtime | cold | warm | chunks fetched |")
    out("|---|---|---:|---:|---:|")
    for title, ws in (sets[0], next(s for s in sets if s[0].startswith("Boggle"))):
        cp = cpython_timings(ws, runs)
        out(f"| {title} ({len(ws)}) | CPython | {cp['cold']:.0f} ms | {cp['warm']:.1f} ms | |")
        nd = node_timings(ws, runs)
        if nd:
            out(f"| {title} ({len(ws)}) | Pyodide (Node) | {nd['cold']:.0f} ms | {nd['warm']:.1f} ms | {nd['fetched']} |")
    one = cpython_timings(["plastering"], runs)
    out(f"| one word (plastering) | CPython | {one['cold']:.1f} ms | {one['warm']:.2f} ms | |")
    nd = node_timings(["plastering"], runs)
    if nd:
        out(f"| one word (plastering) | Pyodide (Node) | {nd['cold']:.0f} ms | {nd['warm']:.1f} ms | {nd['fetched']} |")
    out("""
## Reading

- Nearly every common word has a definition (97–98 % of the words with Zipf ≥ 3 in ENABLE,
  american-english and nyt). What is missing is the long tail the Scrabble-style lists carry: derived forms
  WordNet does not list (reaggregating, greatening, iratenesses), rare words (elaterin, vexil) and
  words-alpha's names and misspellings. A later step could define `re-`/`un-`/`-ness` derivations
  through their stem ("again + attain"), which WordNet's morphy does not do.
- "Only through a lemma" counts the words defined only as an inflection (plastered → plaster): without
  morphy, ENABLE's coverage would drop from about 61 % to about 32 %.
- On the lists the pages use by default (nyt for the Bee and Letter Boxed, american-english for the
  tiles) 78–97 % of the words a puzzle shows have a definition (the nyt list leans to recall, so a rich
  board like AEGINRT/R shows rare derived forms: 78 %); the misses are mostly derived forms
  (reaggregating, irateness, delinted). ENABLE's Bee and Boggle lists are defined at 67–75 %.
- A puzzle's whole list costs up to 0.7 MB once (a Bee's 7 letters reach ~32 of the 2-letter chunks);
  a single word costs one chunk, usually a few tens of KB (see Download). Both stay cached offline,
  also after the site is updated (unless the chunks changed).""")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
