"""Boggle measurements in CPython (results in bench/results/boggle.md).

    python3 bench/boggle_study.py speed            # 10,000 random 4×4 boards, English letter frequencies
    python3 bench/boggle_study.py generators [N]   # the seed's comparison: words_alpha, N boards per method
    python3 bench/boggle_study.py hypotheses [N]   # why the figures differ from the seed's
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
from pysolvers.boggle.board import NEIGHBOURS, points  # noqa: E402

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
    print("| what | boards | median wall time | boards/s (wall) | boards/s (CPU time) | best run, boards/s |")
    print("|---|---:|---:|---:|---:|---:|")
    boards = [generators.freq(4, rng, stats) for _ in range(count)]
    for label, fn in (("find_words (words + paths)", lambda b: solver.find_words(b, trie)),
                      ("boggle.solve (sorted result dicts)", lambda b: boggle.solve(b, wl, 3))):
        wall, cpu = [], []
        for _ in range(runs):
            t, c = time.perf_counter(), time.process_time()
            for b in boards:
                fn(b)
            wall.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
        w, c = statistics.median(wall), statistics.median(cpu)
        print(f"| {label} | {count:,} | {w:.2f} s | {count / w:,.0f} | {count / c:,.0f} | {count / min(wall):,.0f} |", flush=True)
    mean_words = statistics.mean(sum(len(w) >= 3 for w in solver.find_words(b, trie)) for b in boards[:2000])
    print(f"\nmean words of 3+ letters per board (first 2,000): {mean_words:.1f}")


def compare(count: int = 10_000, methods=None) -> None:
    """The seed's table. Each board is counted two ways: by Boggle's rules (distinct words of 3+
    letters) and the seed's way, as its figures show it counted: every (word, path) pair of 2+
    letters, a 2-letter word scoring 1 point like a 3-letter one."""
    wl = words.load("words-alpha")
    t = time.perf_counter()
    trie, stats = solver.trie_of(wl), generators.stats_of(wl)
    print(f"words_alpha trie + stats built in {time.perf_counter() - t:.1f} s; {count:,} boards per method, seed 1\n")
    print("| method | words (rules) | score (rules) | word paths (seed's way) | score (seed's way) | seed words | seed score | Δ words | Δ score | ms/board |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for method in methods or SEED_FIGURES:
        sw, ss = SEED_FIGURES[method]
        rng = random.Random(1)
        t = time.perf_counter()
        w3 = s3 = wp = sp = 0
        for _ in range(count):
            b = generators.generate(method, 4, rng, stats)
            found = solver.find_words(b, trie)
            for w in found:
                if len(w) >= 3:
                    w3 += 1
                    s3 += points(w)
            k, pts = count_paths(b, trie)
            wp += k
            sp += pts
        ms = (time.perf_counter() - t) / count * 1000
        m3, p3, mp, pp = w3 / count, s3 / count, wp / count, sp / count
        print(f"| {method} | {m3:.1f} | {p3:.1f} | {mp:.1f} | {pp:.1f} | {sw:.1f} | {ss:.1f} | "
              f"{100 * (mp - sw) / sw:+.0f} % | {100 * (pp - ss) / ss:+.0f} % | {ms:.2f} |", flush=True)


def count_paths(board: str, trie) -> tuple[int, int]:
    """(paths, points): every (word, path) pair of 2+ letters, a word found along k paths counted
    k times; points as Boggle's but 1 for a 2-letter word."""
    nbrs = NEIGHBOURS[4]
    mask, first, word = trie
    total = score = 0

    def child(v, letter):
        bit = 1 << (ord(letter) - 97)
        return first[v] + (mask[v] & (bit - 1)).bit_count() if mask[v] & bit else None

    def walk(i, v, used):
        nonlocal total, score
        for j in nbrs[i]:
            if used >> j & 1:
                continue
            c = child(v, board[j])
            if c is None:
                continue
            if word[c] is not None:
                total += 1
                score += max(1, points(word[c]))
            walk(j, c, used | 1 << j)

    for i in range(16):
        if (v := child(0, board[i])) is not None:
            walk(i, v, 1 << i)
    return total, score


def hypotheses(count: int = 2000) -> None:
    """Why our means sit below the seed's: words counted once per path? bfreq's even vowel spread?"""
    wl = words.load("words-alpha")
    trie, stats = solver.trie_of(wl), generators.stats_of(wl)
    print(f"vowel share of words_alpha letters (qu as one letter): {stats.vowel_share:.3f}\n")
    print("| method | distinct words 2+ | word paths 2+ | seed words | mean vowels |")
    print("|---|---:|---:|---:|---:|")
    for method in ("rnd", "freq", "bfreq", "7freq", "greedy-cad", "greedy-dcad"):
        rng = random.Random(5)
        boards = [generators.generate(method, 4, rng, stats) for _ in range(count)]
        d = statistics.mean(len(solver.find_words(b, trie)) for b in boards)
        pth = statistics.mean(count_paths(b, trie)[0] for b in boards)
        v = statistics.mean(sum(c in "aeiou" for c in b) for b in boards)
        print(f"| {method} | {d:.1f} | {pth:.1f} | {SEED_FIGURES[method][0]:.1f} | {v:.2f} |", flush=True)
    rng = random.Random(5)
    shuffled = []
    for _ in range(count):
        cells = list(generators.bfreq(4, rng, stats))
        rng.shuffle(cells)
        shuffled.append("".join(cells))
    sc = statistics.mean(solver.score_of(b, trie, 3)[0] for b in shuffled)
    sp = statistics.mean(count_paths(b, trie)[0] for b in shuffled)
    print(f"\nbfreq with its cells shuffled afterwards: mean score (rules) {sc:.1f}, word paths {sp:.1f}")


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
        compare(int(sys.argv[2]) if len(sys.argv) > 2 else 10_000, sys.argv[3:])
    elif what == "hypotheses":
        hypotheses(int(sys.argv[2]) if len(sys.argv) > 2 else 2000)
    elif what == "optimize":
        optimize(float(sys.argv[2]), [int(s) for s in sys.argv[3:]] or [1])
