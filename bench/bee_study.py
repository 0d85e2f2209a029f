"""Spelling Bee best/worst-board search in CPython: cold (index built from the word list) and warm
(index kept by the word list), against the issue's anchor, Peter Norvig's branch-and-bound search
(178 ms in CPython for the no-S case).

The anchor's machine is not this one, so the study also times, in the same process, a plain
re-implementation of that method (points per sorted-letterset string over the no-S words, then per
pangram letterset the sum over its subsets as the bound, and the seven centers when the bound beats
the best so far). The ratio ours / method-here carries over to the anchor's 178 ms.

    python3 bench/bee_study.py [runs]      # default 7 runs; prints a markdown table
"""
from __future__ import annotations

import platform
import statistics
import sys
import time
from collections import Counter
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pysolvers import api, spellingbee as bee, words  # noqa: E402

ANCHOR_MS = 178.0


def anchor_method(all_words: tuple[str, ...]) -> tuple[int, str, str]:
    """The anchor's algorithm, written plainly: best no-S board by branch and bound on subset sums."""
    valid = [w for w in all_words if len(w) >= 4 and "s" not in w and len(set(w)) <= 7]
    table: Counter = Counter()
    for w in valid:
        table["".join(sorted(set(w)))] += bee.points(w, len(set(w)) == 7)
    best = (0, "", "")
    for letters in [s for s in table if len(s) == 7]:
        subs = ["".join(c) for n in range(1, 8) for c in combinations(letters, n)]
        if sum(table[s] for s in subs) > best[0]:
            for center in letters:
                score = sum(table[s] for s in subs if center in s)
                if score > best[0]:
                    best = (score, letters, center)
    return best


def timed(fn, runs: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times), result


def main(runs: int = 7) -> None:
    wl = words.load("enable")
    wl.text  # noqa: B018  (the joined text is part of loading, not of the search)
    rows = []

    def row(name, fn, check):
        ms, result = timed(fn, runs)
        assert check(result), (name, result)
        rows.append((name, ms))
        print(f"{name:<58} {ms:9.2f} ms", file=sys.stderr)

    top = lambda r: (r[0]["letters"], r[0]["center"], r[0]["score"])  # noqa: E731
    row("anchor method re-implemented, no S (cold)", lambda: anchor_method(wl.words), lambda r: r == (3898, "aeginrt", "r"))
    row("ours cold, no S: index without S + search",
        lambda: bee.best_boards(bee.build_index(wl, without="s"), "s"), lambda r: top(r) == ("aeginrt", "r", 3898))
    row("ours cold, with S: full index + search",
        lambda: bee.best_boards(bee.build_index(wl), ""), lambda r: top(r) == ("aeinrst", "e", 8681))
    seen = []
    bee.build_index(wl, seen.append, without="s")
    full, no_s = bee.bee_index(wl, ""), bee.bee_index(wl, "s")
    row("ours warm, best no S (top 10)", lambda: bee.best_boards(no_s, "s"), lambda r: top(r) == ("aeginrt", "r", 3898))
    row("ours warm, best with S (top 10)", lambda: bee.best_boards(full, ""), lambda r: top(r) == ("aeinrst", "e", 8681))
    row("ours warm, worst no S (top 10)", lambda: bee.best_boards(no_s, "s", order="worst"), lambda r: top(r) == ("cinoprx", "x", 14))
    row("ours warm, worst with S (top 10)", lambda: bee.best_boards(full, "", order="worst"), lambda r: top(r) == ("cinoprx", "x", 14))
    row("ours warm, best no S with Q (top 10)", lambda: bee.best_boards(no_s, "s", "q"), lambda r: top(r) == ("adeqrtu", "e", 1055))
    row("ours warm, best no S (top 1000)", lambda: bee.best_boards(no_s, "s", top=1000), lambda r: len(r) == 1000)
    row("API bee.best no S, warm (through api.call)", lambda: api.call("bee.best", {"exclude": "s"}), lambda r: r["boards"][0]["score"] == 3898)
    row("reference best_boards_slow, 400-word sample", lambda: bee.best_boards_slow(
        words.WordList("s", tuple(w for w in wl.words[::300] if len(w) >= 4)), ""), lambda r: len(r) > 0)

    anchor_here = rows[0][1]
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}; runs: {runs} (median)")
    print(f"progress reports during one cold no-S index build: {len(seen)}\n")
    print("| case | median ms | / anchor method here | scaled to the 178 ms anchor |")
    print("|---|---:|---:|---:|")
    for name, ms in rows:
        ratio = ms / anchor_here
        print(f"| {name} | {ms:.2f} | {ratio:.4f} | {ratio * ANCHOR_MS:.1f} ms |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
