"""Study, added 2026-11-21 (8c65a7a). Question: how many solutions each board has and how long full
enumeration takes in CPython against the anchor (Letter Bounced, 276 ms)? Results:
bench/results/letterboxed.md.

Letter Boxed study: counts and median times of full enumeration in CPython, vs the seed's anchor.

    python3 -m bench.studies.letterboxed_study [runs]

Anchor: Letter Bounced (Rust -> WASM, its own 180k-word list) finds all 1,524 solutions of
VYQ FIG OTE XLU in 276 ms in a browser. PRC YAN LKH SIO at 4 words is too big to enumerate here;
its 4-word count is estimated from a random sample of first words (stated as such).
"""
import random
import sys
import time

from bench.common import median
from pysolvers import letterboxed as lb, words

ANCHOR_MS = 276.0


def timed(fn, runs):
    times, result = [], None
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t) * 1000)
    return median(times), result


def sample_level(board, wl, k, fraction, seed=1):
    """Count k-word solutions whose first word is in a random `fraction` of the playable words."""
    words_ = lb.playable(board, wl)
    rng = random.Random(seed)
    firsts = {w for w in words_ if rng.random() < fraction}
    count = [0]

    def keep(prefix, lasts):
        if len(prefix) + 1 == k:
            count[0] += len(lasts)

    # the search visits first words in list order; restricting them is the same as a smaller start set
    t = time.perf_counter()
    gen = lb.search(board, words_, k, keep, first_words=firsts)
    for level in gen:
        if level == k:
            break
    return count[0], (time.perf_counter() - t), len(firsts), len(words_)


def main(runs=5):
    wl = words.load("enable")
    wl.index, wl.text  # load outside the timings
    print(f"ENABLE, {len(wl):,} words; {runs} runs each (PRC: {max(1, runs // 2)}), median ms")
    for sides, k, n in [("VYQ FIG OTE XLU", 4, runs), ("JGH NVY EID ORP", 4, runs), ("PRC YAN LKH SIO", 3, max(1, runs // 2))]:
        board = lb.parse_sides(sides)
        ms, r = timed(lambda: lb.solve(board, wl, k), n)
        first = "-".join(r["solutions"][0]["words"])
        print(f"{sides}  up to {k} words: playable {r['playable']}, solutions {r['total']:,} {r['counts']}, "
              f"first {first}; {ms:.0f} ms ({ms / ANCHOR_MS:.2f} x anchor), {ms * 1000 / max(1, r['total']):.1f} us/solution")
    for setup in ("VYQ FIG OTE XLU", "PRC YAN LKH SIO"):
        board = lb.parse_sides(setup)
        ms, r = timed(lambda: lb.solve(board, wl, 4, 1), runs)
        print(f"{setup}  best solution only (hints): {ms:.0f} ms, {r['solutions'][0]['words']}")
    board = lb.parse_sides("PRC YAN LKH SIO")
    count, secs, nf, np_ = sample_level(board, wl, 4, 0.02)
    print(f"PRC YAN LKH SIO 4-word solutions from {nf} of {np_} first words: {count:,} in {secs:.1f} s "
          f"-> estimate {count * np_ / nf:,.0f} 4-word solutions, ~{secs * np_ / nf / 60:.0f} min to enumerate")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
