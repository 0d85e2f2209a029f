"""Study, added 2026-11-21 (109f6e7). Questions: how fast and how big is the Boggle solver (beside
an older commit's), how do CPython and Pyodide compare, why do the generators' figures differ from
the seed's, what does the annealing optimizer reach? Results: bench/results/boggle.md.

Boggle measurements in CPython (results in bench/results/boggle.md).

    python3 -m bench.studies.boggle_study speed [COMMIT]   # 10,000 random 4×4 boards, English letter frequencies,
                                                   # beside the solver of an older commit (e.g. 87be619)
    python3 -m bench.studies.boggle_study memory           # trie size and build time, ENABLE and words_alpha
    python3 -m bench.studies.boggle_study pyodide          # boggle.generate (10,000 boards) in CPython and Pyodide
    python3 -m bench.studies.boggle_study generators [N]   # the seed's comparison: words_alpha, N boards per method
    python3 -m bench.studies.boggle_study hypotheses [N]   # why the figures differ from the seed's
    python3 -m bench.studies.boggle_study optimize SECONDS SEED...   # best-board search on ENABLE 4×4, min length 3

Each prints Markdown rows. Speed: median of 5 runs over the same boards (trie built beforehand).
"""
from __future__ import annotations

import importlib.util
import random
import statistics
import subprocess
import sys
import time
import tracemalloc

from bench.common import ROOT, median, node_call, node_pyodide
from pysolvers import api, boggle, words
from pysolvers.boggle import generators, search
from pysolvers.boggle.board import NEIGHBOURS, points
from pysolvers.boggle.trie import build_trie, trie_of



SEED_FIGURES = {  # the seed's averages over 10^5 boards: (word count, score)
    "rnd": (141.0837, 155.9937), "vcr": (197.7029, 229.7553), "freq": (405.4922, 577.1889),
    "bfreq": (434.1407, 633.3808), "7freq": (450.364, 657.226), "adj": (518.7722, 815.3461),
    "cad": (940.5203, 1926.9532), "greedy-cad": (989.7361, 2077.3797), "greedy-dcad": (984.063, 2066.622),
}


def _solver_at(commit: str):
    """pysolvers/boggle/solver.py as of an older commit, imported beside the current one."""
    src = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:pysolvers/boggle/solver.py"],
                         capture_output=True, text=True, check=True).stdout
    path = ROOT / "bench" / ".tmp" / f"solver_{commit}.py"
    path.parent.mkdir(exist_ok=True)
    path.write_text(src)
    spec = importlib.util.spec_from_file_location(f"pysolvers.boggle.solver_{commit}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def speed(ref: str | None = None, count: int = 10_000, runs: int = 5) -> None:
    """Boards/s of the search, of the score-only search and of boggle.solve; with `ref`, the
    search of that commit too, timed in the same rounds (interleaved), with the ratio to it."""
    wl = words.load("enable")
    trie = trie_of(wl)
    stats = generators.stats_of(wl)
    rng = random.Random(2026)
    boards = [generators.freq(4, rng, stats) for _ in range(count)]
    fns = {}
    if ref:
        old = _solver_at(ref)
        old_trie = old.build_trie(wl)
        assert all(old.find_words(b, old_trie) == search.find_words(b, trie) for b in boards[:500])
        fns[f"find_words at {ref} (words + paths)"] = lambda b: old.find_words(b, old_trie)
        fns[f"score_of at {ref}"] = lambda b: old.score_of(b, old_trie, 3)
    fns["find_words (words + paths)"] = lambda b: search.find_words(b, trie)
    fns["score_of (score only: generate, optimize)"] = lambda b: search.score_of(b, trie, 3)
    fns["boggle.solve (sorted result dicts)"] = lambda b: boggle.solve(b, wl, 3)
    wall = {k: [] for k in fns}
    cpu = {k: [] for k in fns}
    for _ in range(runs):
        for label, fn in fns.items():
            t, c = time.perf_counter(), time.process_time()
            for b in boards:
                fn(b)
            wall[label].append(time.perf_counter() - t)
            cpu[label].append(time.process_time() - c)
    base = median(wall[next(iter(fns))])
    print(f"{count:,} boards, median of {runs} interleaved runs\n")
    print("| what | median wall time | boards/s (wall) | boards/s (CPU time) | best run, boards/s | speed vs first row |")
    print("|---|---:|---:|---:|---:|---:|")
    for label in fns:
        w, c = median(wall[label]), median(cpu[label])
        print(f"| {label} | {w:.2f} s | {count / w:,.0f} | {count / c:,.0f} | {count / min(wall[label]):,.0f} | {base / w:.2f} × |")
    mean_words = statistics.mean(sum(len(w) >= 3 for w in search.find_words(b, trie)) for b in boards[:2000])
    print(f"\nmean words of 3+ letters per board (first 2,000): {mean_words:.1f}")


def memory(ref: str | None = None) -> None:
    """Trie memory held and peak while building (tracemalloc), and build time (separately, untraced)."""
    builders = [("current", build_trie)]
    if ref:
        builders.insert(0, (ref, _solver_at(ref).build_trie))
    print("| word list | trie | held | peak while building | build time |")
    print("|---|---|---:|---:|---:|")
    for name in ("enable", "words-alpha"):
        wl = words.load(name)
        wl.words  # noqa: B018 (loaded before measuring)
        for label, build in builders:
            t = time.perf_counter()
            build(wl)
            seconds = time.perf_counter() - t
            tracemalloc.start()
            trie = build(wl)
            held, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            del trie
            print(f"| {name} | {label} | {held / 1e6:.1f} MB | {peak / 1e6:.1f} MB | {seconds:.2f} s |", flush=True)


def pyodide(count: int = 10_000, runs: int = 3) -> None:
    """The same action, boggle.generate (freq, 4×4, `count` boards: drawing, searching without
    paths, scoring), in CPython in-process and in Pyodide under Node (tests/harness/pyodide_node.mjs on
    dist/, built by `python3 build.py`), and the densest 4×4 board's full solve."""
    cases = [("warm-up", "boggle.solve", {"board": "perslatgsineters", "min_length": 3})]
    cases += [(f"generate-{k}", "boggle.generate", {"method": "freq", "size": 4, "count": count, "seed": k}) for k in range(runs)]
    cases += [(f"solve-{k}", "boggle.solve", {"board": "perslatgsineters", "min_length": 3}) for k in range(10)]
    cpython, node = {}, {}
    proc = node_pyodide()
    for name, action, params in cases:  # interleaved: each request in CPython, then in Pyodide
        t = time.perf_counter()
        api.call(action, params)
        cpython[name] = (time.perf_counter() - t) * 1000
        node[name] = node_call(proc, action, params)[0]
    proc.close()
    print("| what | CPython | Pyodide (Node) | Pyodide / CPython |")
    print("|---|---:|---:|---:|")
    for label, prefix, per in (("first solve (trie build + solve), ms", "warm-up", None),
                               (f"boggle.generate freq, {count:,} boards: boards/s", "generate-", count),
                               ("boggle.solve perslatgsineters, ms", "solve-", None)):
        cp = median(v for k, v in cpython.items() if k.startswith(prefix))
        nd = median(v for k, v in node.items() if k.startswith(prefix))
        if per:
            print(f"| {label} | {per / cp * 1000:,.0f} | {per / nd * 1000:,.0f} | {nd / cp:.2f} × slower |")
        else:
            print(f"| {label} | {cp:.1f} | {nd:.1f} | {nd / cp:.2f} × |")


def compare(count: int = 10_000, methods=None) -> None:
    """The seed's table. Each board is counted two ways: by Boggle's rules (distinct words of 3+
    letters) and the seed's way, as its figures show it counted: every (word, path) pair of 2+
    letters, a 2-letter word scoring 1 point like a 3-letter one."""
    wl = words.load("words-alpha")
    t = time.perf_counter()
    trie, stats = trie_of(wl), generators.stats_of(wl)
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
            found = search.find_words(b, trie)
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
    trie, stats = trie_of(wl), generators.stats_of(wl)
    print(f"vowel share of words_alpha letters (qu as one letter): {stats.vowel_share:.3f}\n")
    print("| method | distinct words 2+ | word paths 2+ | seed words | mean vowels |")
    print("|---|---:|---:|---:|---:|")
    for method in ("rnd", "freq", "bfreq", "7freq", "greedy-cad", "greedy-dcad"):
        rng = random.Random(5)
        boards = [generators.generate(method, 4, rng, stats) for _ in range(count)]
        d = statistics.mean(len(search.find_words(b, trie)) for b in boards)
        pth = statistics.mean(count_paths(b, trie)[0] for b in boards)
        v = statistics.mean(sum(c in "aeiou" for c in b) for b in boards)
        print(f"| {method} | {d:.1f} | {pth:.1f} | {SEED_FIGURES[method][0]:.1f} | {v:.2f} |", flush=True)
    rng = random.Random(5)
    shuffled = []
    for _ in range(count):
        cells = list(generators.bfreq(4, rng, stats))
        rng.shuffle(cells)
        shuffled.append("".join(cells))
    sc = statistics.mean(search.score_of(b, trie, 3)[0] for b in shuffled)
    sp = statistics.mean(count_paths(b, trie)[0] for b in shuffled)
    print(f"\nbfreq with its cells shuffled afterwards: mean score (rules) {sc:.1f}, word paths {sp:.1f}")


def optimize(seconds: float, seeds: list[int]) -> None:
    wl = words.load("enable")
    trie_of(wl)
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
        speed(sys.argv[2] if len(sys.argv) > 2 else None)
    elif what == "memory":
        memory(sys.argv[2] if len(sys.argv) > 2 else None)
    elif what == "pyodide":
        pyodide()
    elif what == "generators":
        compare(int(sys.argv[2]) if len(sys.argv) > 2 else 10_000, sys.argv[3:])
    elif what == "hypotheses":
        hypotheses(int(sys.argv[2]) if len(sys.argv) > 2 else 2000)
    elif what == "optimize":
        optimize(float(sys.argv[2]), [int(s) for s in sys.argv[3:]] or [1])
