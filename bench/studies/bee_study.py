"""Study, added 2026-11-21 (a75ca34). Question: does the Bee's best/worst-board search, cold and
warm, beat the anchor's 178 ms? Results: bench/results/bee.md.

Spelling Bee best/worst-board search in CPython: cold (index built from the word list) and warm
(index kept by the word list), against the issue's anchor, Peter Norvig's branch-and-bound search
(178 ms in CPython for the no-S case).

The anchor's machine is not this one, so the study also times, in the same process, a plain
re-implementation of that method (points per sorted-letterset string over the no-S words, then per
pangram letterset the sum over its subsets as the bound, and the seven centers when the bound beats
the best so far). The ratio ours / method-here carries over to the anchor's 178 ms.

    python3 -m bench.studies.bee_study [runs]      # default 7 runs; prints a markdown table
"""
from __future__ import annotations

import os
import platform
import sys
import time
from collections import Counter
from itertools import combinations

from bench.common import load1, median
from pysolvers import api, bee, words

ANCHOR_MS = 178.0


def anchor_method(valid: list[str]) -> tuple[int, str, str]:
    """The anchor's algorithm, written plainly: a points table per sorted-letterset string, then for
    each pangram letterset its no-center score (sum over all subsets) as the bound, and the seven
    centers only when the bound beats the best so far. Input: the valid no-S words, as in the anchor."""
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


def main(runs: int = 7) -> None:
    wl = words.load("enable")
    wl.text  # noqa: B018  (the joined text is part of loading, not of the search)
    valid = [w for w in wl.words if len(w) >= 4 and "s" not in w and len(set(w)) <= 7]
    valid_list = words.WordList("valid-no-s", tuple(valid))
    assert len(valid) == 44_585
    api.call("bee.best", {"exclude": "s"})
    api.call("bee.best", {"exclude": ""})
    full, no_s = bee.bee_index(wl, ""), bee.bee_index(wl, "s")
    top = lambda r: (r[0]["letters"], r[0]["center"], r[0]["score"])  # noqa: E731
    small = words.WordList("sample", tuple(w for w in wl.words[::300] if len(w) >= 4))
    cases = [  # (name, function, check); all timed in turns, so load on the shared machine hits all alike
        ("anchor method re-implemented: table + branch and bound, 44,585 valid words",
         lambda: anchor_method(valid), lambda r: r == (3898, "aeginrt", "r")),
        ("ours cold, same input: index of the 44,585 valid words + search",
         lambda: bee.best_boards(bee.build_index(bee.letterset_table(valid_list)), "s"), lambda r: top(r) == ("aeginrt", "r", 3898)),
        ("ours cold, from all 172,820 words: index without S + search",
         lambda: bee.best_boards(bee.build_index(bee.letterset_table(wl, "s")), "s"), lambda r: top(r) == ("aeginrt", "r", 3898)),
        ("ours cold, from all words, with S: full index + search",
         lambda: bee.best_boards(bee.build_index(bee.letterset_table(wl)), ""), lambda r: top(r) == ("aeinrst", "e", 8681)),
        ("ours warm, best no S (top 10)", lambda: bee.best_boards(no_s, "s"), lambda r: top(r) == ("aeginrt", "r", 3898)),
        ("ours warm, best with S (top 10)", lambda: bee.best_boards(full, ""), lambda r: top(r) == ("aeinrst", "e", 8681)),
        ("ours warm, worst no S (top 10)", lambda: bee.best_boards(no_s, "s", order="worst"), lambda r: top(r) == ("cinoprx", "x", 14)),
        ("ours warm, worst with S (top 10)", lambda: bee.best_boards(full, "", order="worst"), lambda r: top(r) == ("cinoprx", "x", 14)),
        ("ours warm, best no S with Q (top 10)", lambda: bee.best_boards(no_s, "s", "q"), lambda r: top(r) == ("adeqrtu", "e", 1055)),
        ("ours warm, best no S (top 1000)", lambda: bee.best_boards(no_s, "s", top=1000), lambda r: len(r) == 1000),
        ("API bee.best no S, warm (api.call)", lambda: api.call("bee.best", {"exclude": "s"}), lambda r: r["boards"][0]["score"] == 3898),
        ("API bee.check, warm", lambda: api.call("bee.check", {"letters": "aeginrt", "center": "r", "guess": "granite"}),
         lambda r: r["points"] == 14),
        ("daily_board, cold (no table kept: a fresh copy of ENABLE)",
         lambda: bee.daily_board(words.WordList("copy", wl.words), "2026-01-31"), lambda r: len(r) == 2),
        ("API bee.daily (table kept)", lambda: api.call("bee.daily", {"date": "2026-01-31"}), lambda r: "score" in r),
        ("reference best_boards_slow, 400-word sample", lambda: bee.best_boards_slow(small, ""), lambda r: len(r) > 0),
    ]
    times: dict[str, list[float]] = {name: [] for name, _, _ in cases}
    for _ in range(runs):
        for name, fn, check in cases:
            t = time.perf_counter()
            result = fn()
            times[name].append((time.perf_counter() - t) * 1000)
            assert check(result), (name, result)
    seen: list[dict] = []
    bee.build_index(bee.letterset_table(wl), seen.append)

    anchor_here = median(times[cases[0][0]])
    load = load1()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores (shared), {platform.python_implementation()} "
          f"{platform.python_version()}; {runs} runs in turns, medians; load average at the end {load:.1f}")
    print(f"progress reports during one cold full index build: {len(seen)} ({', '.join(str(s['done']) for s in seen)})\n")
    print("| case | median ms | / anchor method here | scaled to the 178 ms anchor |")
    print("|---|---:|---:|---:|")
    for name, _, _ in cases:
        ms = median(times[name])
        print(f"| {name} | {ms:.2f} | {ms / anchor_here:.3f} | {ms / anchor_here * ANCHOR_MS:.1f} ms |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
