"""Study, added 2026-11-21 (78bf6ee). Question: how fast are the greedy methods, and does the search
beat subtractive within 60 s (half tiles too)? Results: bench/results/tiles.md.

Tileset study: greedy timings, search against subtractive, half tiles. CPython only.

    python3 -m bench.studies.tiles_study [search_seconds]     (about 4 x search_seconds + 30 s)

Prints a markdown report (committed as bench/results/tiles.md with the machine and date).
"""
from __future__ import annotations

import sys
import time

from bench.common import median
from pysolvers import tiles, words


def median_time(fn, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return median(times)


def timeline(ix, n, seed, budget):
    """Search with progress: (seconds, round, best count) each time the best improves."""
    marks, start = [], time.perf_counter()

    def progress(done, total, r, best, best_tiles):
        if not marks or best > marks[-1][2]:
            marks.append((round(time.perf_counter() - start, 1), r, best))
    found = tiles.search(ix, n, seed, budget, progress=progress)
    return found, marks


def main(budget: float) -> None:
    print(f"search budget {budget:g} s per run\n")
    print("| list | half tiles | index build s | maxfreq ms | subtractive ms | seed program (subtractive_slow) ms | maxfreq words | subtractive words |")
    print("|---|---|---|---|---|---|---|---|")
    indexes = {}
    for name in ("american-english", "enable"):
        wl = words.load(name)
        for half in (False, True):
            t = time.perf_counter()
            ix = tiles.index(wl, 2, half)
            build = time.perf_counter() - t
            indexes[name, half] = ix
            mf, sub = tiles.maxfreq(ix, 20), tiles.subtractive(ix, 20)
            slow = median_time(lambda: tiles.subtractive_slow(wl, 20, 2, half), 3) if not half else float("nan")
            print(f"| {name} | {half} | {build:.2f} | {median_time(lambda: tiles.maxfreq(ix, 20)) * 1e3:.0f} | "
                  f"{median_time(lambda: tiles.subtractive(ix, 20)) * 1e3:.0f} | {slow * 1e3:.0f} | "
                  f"{len(tiles.formable(mf, wl, 2, half))} | {len(tiles.formable(sub, wl, 2, half))} |")
    print()
    for (name, half), ix in indexes.items():
        wl = words.load(name)
        sub = tiles.subtractive(ix, 20)
        found, marks = timeline(ix, 20, 1, budget if not half else budget / 2)
        print(f"### search, {name}, N=20{', half tiles' if half else ''}")
        print(f"subtractive {len(tiles.formable(sub, wl, 2, half))}: `{','.join(sorted(sub))}`  ")
        print(f"search {len(tiles.formable(found, wl, 2, half))}: `{','.join(sorted(found))}`  ")
        print("improvements (s, round, words): " + ", ".join(f"{s}/{r}/{c}" for s, r, c in marks) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 60.0)


def api_medians(runs: int = 5) -> None:
    """Median wall time of each bench_tiles case through the API door (after one warm-up call)."""
    from bench.bench_tiles import CASES
    from pysolvers import api
    print("| case | median ms (5 runs, warm) |\n|---|---|")
    for name, action, params in CASES:
        api.call(action, params)
        print(f"| {name} | {median_time(lambda: api.call(action, params), runs) * 1e3:.1f} |")


def chart(per_point: float = 2.0) -> None:
    """Words formed against N on american-english, each method (search: `per_point` s each)."""
    from pysolvers import api
    r = api.call("tiles.chart", {"from": 5, "to": 60, "step": 5, "methods": ["maxfreq", "subtractive", "search"],
                                 "time_budget": per_point * 12, "dictionary": "american-english"})
    print("| N | " + " | ".join(str(n) for n in r["counts"]) + " |\n|---|" + "---|" * len(r["counts"]))
    for m, ys in r["series"].items():
        print(f"| {m} | " + " | ".join(str(y) for y in ys) + " |")
