"""Boggle measurements in CPython (results in bench/results/boggle.md).

    python3 bench/boggle_study.py speed            # 10,000 random 4×4 boards, English letter frequencies
    python3 bench/boggle_study.py generators [N]   # the seed's comparison: words_alpha, N boards per method
    python3 bench/boggle_study.py optimize SECONDS SEED...   # best-board search on ENABLE 4×4, min length 3

Each prints Markdown rows. Speed: median of 5 runs over the same boards (trie built beforehand).
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pysolvers import boggle, words  # noqa: E402
from pysolvers.boggle import generators, solver  # noqa: E402
from pysolvers.boggle.board import points  # noqa: E402

SEED_FIGURES = {  # the seed's averages over 10^5 boards: (word count, score)
    "rnd": (141.0837, 155.9937), "vcr": (197.7029, 229.7553), "freq": (405.4922, 577.1889),
    "bfreq": (434.1407, 633.3808), "7freq": (450.364, 657.226), "adj": (518.7722, 815.3461),
    "cad": (940.5203, 1926.9532), "greedy-cad": (989.7361, 2077.3797), "greedy-dcad": (984.063, 2066.622),
}


def speed(count: int = 10_000, runs: int = 5) -> None:
    wl = words.load("enable")
    trie = solver.trie_of(wl)
    stats = generators.stats_of(wl)
    rng = random.Random(2026)
    boards = [generators.freq(4, rng, stats) for _ in range(count)]
    for label, fn in (("find_words (words + paths)", lambda b: solver.find_words(b, trie)),
                      ("boggle.solve (sorted result dicts)", lambda b: boggle.solve(b, wl, 3))):
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            for b in boards:
                fn(b)
            times.append(time.perf_counter() - t)
        med = statistics.median(times)
        print(f"| {label} | {count:,} | {med:.2f} s | {count / med:,.0f} boards/s | {count / min(times):,.0f} |", flush=True)
    mean_words = statistics.mean(len(solver.find_words(b, trie)) for b in boards[:2000])
    print(f"\nmean words per board (first 2,000, any length ≥ 3): {mean_words:.1f}")


def compare(count: int = 10_000) -> None:
    """The seed's table. Each board is solved once and counted two ways: Boggle's rules (3+ letters)
    and with 2-letter words too, scored 1 point each (what the seed's figures suggest it did)."""
    wl = words.load("words-alpha")
    t = time.perf_counter()
    trie, stats = solver.trie_of(wl), generators.stats_of(wl)
    print(f"words_alpha trie + stats built in {time.perf_counter() - t:.1f} s; {count:,} boards per method, seed 1\n")
    print("| method | words 3+ | score 3+ | words 2+ | score 2+ (2-letter = 1) | seed words | seed score | Δ words 2+ | Δ score 2+ | ms/board |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for method, (sw, ss) in SEED_FIGURES.items():
        rng = random.Random(1)
        t = time.perf_counter()
        w3 = s3 = w2 = 0
        for _ in range(count):
            found = solver.find_words(generators.generate(method, 4, rng, stats), trie)
            for w in found:
                if len(w) >= 3:
                    w3 += 1
                    s3 += points(w)
                else:
                    w2 += 1
        ms = (time.perf_counter() - t) / count * 1000
        m3, p3, m2, p2 = w3 / count, s3 / count, (w3 + w2) / count, (s3 + w2) / count
        print(f"| {method} | {m3:.1f} | {p3:.1f} | {m2:.1f} | {p2:.1f} | {sw:.1f} | {ss:.1f} | "
              f"{100 * (m2 - sw) / sw:+.0f} % | {100 * (p2 - ss) / ss:+.0f} % | {ms:.2f} |", flush=True)


def optimize(seconds: float, seeds: list[int]) -> None:
    wl = words.load("enable")
    solver.trie_of(wl)
    print("| seed | seconds | best | board | evaluations | runs | first ≥ 3,400 at | reached 3,623 at |")
    print("|---|---:|---:|---|---:|---:|---:|---:|")
    for seed in seeds:
        r = boggle.optimize(4, wl, seed, seconds, 3)
        at = lambda goal: next((f"{t:.0f} s" for t, s in r["history"] if s >= goal), "—")
        print(f"| {seed} | {r['seconds']:.0f} | {r['score']} | {r['board']} | {r['evaluations']:,} | {r['runs']} | "
              f"{at(3400)} | {at(3623)} |", flush=True)


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "speed"
    if what == "speed":
        speed()
    elif what == "generators":
        compare(int(sys.argv[2]) if len(sys.argv) > 2 else 10_000)
    elif what == "optimize":
        optimize(float(sys.argv[2]), [int(s) for s in sys.argv[3:]] or [1])
