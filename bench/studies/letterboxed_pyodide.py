"""Study, added 2026-11-21 (74757f1). Question: how do full enumerations in Pyodide compare with
CPython and with the 276 ms anchor? Results: bench/results/letterboxed.md ("Pyodide").

Letter Boxed full enumeration in CPython and in Pyodide (Node, from dist/), side by side.

    python3 build.py && python3 -m bench.studies.letterboxed_pyodide [repeat]

One fresh CPython process and one fresh Node Pyodide. Each first loads ENABLE (a 1-word solve,
not timed), then runs every case `repeat` times: the median, in ms, of `letterboxed.solve` with
no cap as the worker runs it (result dict and its JSON included). Prints a Markdown table with the
solution counts, the Pyodide / CPython ratio and each runtime against the 276 ms anchor.
"""
from __future__ import annotations

import json
import sys
import time

from bench.common import fresh_cpython, median, node_call, node_pyodide

ANCHOR_MS = 276
WARM = ("letterboxed.solve", {"sides": "VYQ FIG OTE XLU", "max_words": 1})
CASES = [
    ("VYQ FIG OTE XLU", 4, None),
    ("JGH NVY EID ORP", 4, None),
    ("PRC YAN LKH SIO", 3, None),
    ("PRC YAN LKH SIO", 4, 500),   # the best 500: the level-by-level search stops after 3 words
]


def params(sides: str, max_words: int, cap: int | None) -> dict:
    return {"sides": sides, "max_words": max_words, "max_solutions": cap}


def run_cpython(repeat: int) -> dict:
    code = f"""
import json, sys, time
from pysolvers import api
api.call(*{WARM!r})
out = []
for p in json.loads(sys.argv[1]):
    times = []
    for _ in range({repeat}):
        t = time.perf_counter(); text = json.dumps(r := api.call("letterboxed.solve", p)); times.append((time.perf_counter() - t) * 1000)
    out.append((times, r["counts"], r["solutions"][0]["words"], r["complete"]))
print(json.dumps(out))
"""
    ps = [params(*c) for c in CASES]
    return fresh_cpython(code, json.dumps(ps))


def run_node(repeat: int) -> list:
    node = node_pyodide()
    node_call(node, *WARM)
    out = []
    for c in CASES:
        times, r = [], None
        for _ in range(repeat):
            ms, r = node_call(node, "letterboxed.solve", params(*c))
            assert "error" not in r, r
            times.append(ms)
        out.append((times, r["counts"], r["solutions"][0]["words"], r["complete"]))
    node.close()
    return out


def main(repeat: int) -> None:
    t = time.time()
    cp = run_cpython(repeat)
    nd = run_node(repeat)
    print(f"ENABLE; median of {repeat} runs each, ms (all runs in brackets); wall {time.time() - t:.0f} s\n")
    print("| board | max words | cap | solutions (1/2/3/4 words) | first | CPython | Pyodide (Node) | Pyodide / CPython | Pyodide vs anchor 276 ms |")
    print("|---|---|---|---|---|---:|---:|---:|---:|")
    for (sides, k, cap), (ct, counts, first, complete), (nt, ncounts, nfirst, _) in zip(CASES, cp, nd):
        assert (counts, first) == (ncounts, nfirst), (counts, ncounts)
        mc, mn = median(ct), median(nt)
        runs = lambda ts: ", ".join(f"{x:.0f}" for x in ts)  # noqa: E731
        split = "/".join(f"{counts[str(i)]:,}" if str(i) in counts else "–" for i in range(1, 5))
        print(f"| {sides} | {k} | {cap or 'none'} | {sum(counts.values()):,} ({split}){'' if complete else f', best {cap or 200_000:,} kept'} | {'-'.join(first)} "
              f"| {mc:.0f} ({runs(ct)}) | {mn:.0f} ({runs(nt)}) | {mn / mc:.2f} × | {mn / ANCHOR_MS:.2f} × |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
