"""Study, added 2026-11-21 (5348a8f). Question: does the solver score >= 5,000 random 4x4 boards a
second in CPython, with Pyodide <= 2.5 x slower? Results: bench/results/boggle.md ("Solver speed").

The issue's Boggle speed figure: random 4×4 boards drawn from English letter frequencies (those of
the ENABLE word list, the `freq` generator), every word found and the board scored, in CPython and in
Pyodide (the browser's runtime, under Node, from dist/).

    python3 build.py build && python3 -m bench.studies.boggle_speed [BOARDS] [RUNS]

Same boards (seed 2026), same code, the trie built beforehand; each run times three ways of solving
every board: `score_of` (every word found and scored: what generate and optimize run), `find_words`
(every word with its path) and `boggle.solve` (the API's result: sorted dicts with points and paths).
Medians of RUNS runs, CPU time in CPython (this machine is shared). Pyodide runs `measure` below
inside Pyodide (bench/studies/boggle_speed.mjs) right after CPython, so their ratio is taken in one run.
"""
from __future__ import annotations

import json
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] if "__file__" in globals() else None  # None inside Pyodide


def measure(count: int = 10_000, runs: int = 5) -> dict:
    """Boards/s per way of solving (median of `runs`), plus checks that the ways agree."""
    import random
    import statistics

    from pysolvers import boggle, words
    from pysolvers.boggle import generators, search
    from pysolvers.boggle.trie import trie_of

    wl = words.load("enable")
    t = time.perf_counter()
    trie = trie_of(wl)
    build_s = time.perf_counter() - t
    rng = random.Random(2026)
    stats = generators.stats_of(wl)
    boards = [generators.freq(4, rng, stats) for _ in range(count)]
    ways = {
        "score_of": lambda b: search.score_of(b, trie, 3),
        "find_words": lambda b: search.find_words(b, trie),
        "boggle.solve": lambda b: boggle.solve(b, wl, 3),
    }
    for b in boards[:200]:  # the three agree
        r = boggle.solve(b, wl, 3)
        assert search.score_of(b, trie, 3) == (r["score"], r["word_count"])
    clock = time.process_time if sys.platform != "emscripten" else time.perf_counter
    times = {k: [] for k in ways}
    for _ in range(runs):
        for name, fn in ways.items():
            t = clock()
            for b in boards:
                fn(b)
            times[name].append(clock() - t)
    total = sum(search.score_of(b, trie, 3)[0] for b in boards)
    words3 = sum(search.score_of(b, trie, 3)[1] for b in boards)
    return {"python": platform.python_implementation() + " " + platform.python_version(),
            "platform": sys.platform, "boards": count, "runs": runs, "trie_build_s": build_s,
            "mean_score": total / count, "mean_words": words3 / count,
            "boards_per_s": {k: count / statistics.median(v) for k, v in times.items()},
            "best_boards_per_s": {k: count / min(v) for k, v in times.items()}}


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    cp = measure(count, runs)
    node = subprocess.run(["node", str(Path(__file__).with_suffix(".mjs")), str(ROOT / "dist"),
                           str(Path(__file__).resolve()), str(count), str(runs)],
                          capture_output=True, text=True, check=True)
    py = json.loads(node.stdout.strip().splitlines()[-1])
    print(f"{count:,} boards (mean score {cp['mean_score']:.1f}, mean words {cp['mean_words']:.1f}), "
          f"median of {runs} runs; trie build {cp['trie_build_s']:.2f} s CPython, {py['trie_build_s']:.2f} s Pyodide\n")
    print(f"| way | {cp['python']} boards/s | Pyodide ({py['python']}) boards/s | Pyodide / CPython |")
    print("|---|---:|---:|---:|")
    for k, v in cp["boards_per_s"].items():
        w = py["boards_per_s"][k]
        print(f"| {k} | {v:,.0f} | {w:,.0f} | {v / w:.2f} × slower |")
    assert abs(cp["mean_score"] - py["mean_score"]) < 1e-9, "CPython and Pyodide disagree"


if __name__ == "__main__":
    main()
