#!/usr/bin/env python3
"""Study, added 2026-11-26 (4cda579). Question: how long does Letter Boxed's first solve take cold,
in CPython and in Pyodide, before and after each change to how a list is read? Results:
bench/results/letterboxed.md ("First solve, cold").

Letter Boxed VYQ FIG OTE XLU (every solution of up to 4 words, ENABLE), cold, in CPython and in
Pyodide (Node, from dist/): each round a fresh process; `first` is the first call after start-up
(ENABLE read from its files included), `after list` the first solve of the board once the list is
in memory (loaded by a 3×3 Boggle solve), `warm` the median of 3 more.

    python3 build.py && .venv/bin/python -m bench.studies.letterboxed_cold [ROUNDS]

Medians over the rounds, ms; the load average beside them. Results in bench/results/letterboxed.md.
"""
from __future__ import annotations

import sys

from bench.common import fresh_cpython, loads as load, median, node_pyodide

SOLVE = ("letterboxed.solve", {"sides": "VYQ FIG OTE XLU", "max_words": 4, "max_solutions": None})
LOAD = ("boggle.solve", {"board": "abcdefghi"})
CPYTHON = f"""
import json, sys, time
from pysolvers import api
def timed(a, p):
    t = time.perf_counter(); r = api.call(a, p); return (time.perf_counter() - t) * 1000, r
out = {{}}
if sys.argv[1] == "first":
    out["first"], r = timed(*{SOLVE!r})
else:
    timed(*{LOAD!r})
    out["after list"], r = timed(*{SOLVE!r})
    out["warm"] = sorted(timed(*{SOLVE!r})[0] for _ in range(3))[1]
assert r["counts"]["4"] == 187, r["counts"]
print(json.dumps(out))
"""


def cpython(kind: str) -> dict:
    return fresh_cpython(CPYTHON, kind)


def pyodide(kind: str) -> dict:
    node = node_pyodide()
    out = {}
    try:
        if kind == "first":
            out["first"] = node.reply(*SOLVE)["ms"]
        else:
            node.reply(*LOAD)
            out["after list"] = node.reply(*SOLVE)["ms"]
            out["warm"] = sorted(node.reply(*SOLVE)["ms"] for _ in range(3))[1]
    finally:
        node.close()
    return out


def main(rounds: int) -> None:
    print(f"load before {load()}", flush=True)
    results: dict[tuple[str, str], list[float]] = {}
    for _ in range(rounds):
        for runtime, run in (("CPython", cpython), ("Pyodide (Node)", pyodide)):
            for kind in ("first", "after"):
                for k, v in run(kind).items():
                    results.setdefault((runtime, k), []).append(v)
    print(f"\n| runtime | step | median ms | runs | (load after {load()}) |\n|---|---|---:|---|---|")
    for (runtime, k), v in results.items():
        print(f"| {runtime} | {k} | {median(v):.0f} | {', '.join(f'{x:.0f}' for x in v)} | |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
