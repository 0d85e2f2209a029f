"""Study, added 2026-11-21 (9fdc5d1). Question: are Anigrams' longest chain and count of all games
faster in CPython than the anchor, Norvig's notebook, on ENABLE? Results: bench/results/anigrams.md.

Anigrams against its anchor, Norvig's notebook (seed 004), in one CPython process.

    python3 -m bench.studies.anigrams_study [runs]

Norvig's code is copied from the notebook (lru_cache recursion over sorted-letter strings); his
timings (1.36 s longest, 0.82 s count) exclude building `all_terms`, so his "solve" column does too.
Ours "cold" is everything after the word list is loaded: the index, then the longest chain over all
starts and the count of all games. "Warm" repeats both queries on the same list.
"""
from __future__ import annotations

import functools
import sys
import time

from bench.common import median
from pysolvers import anigrams, words


def norvig(word_list: tuple[str, ...]) -> dict:
    """The notebook's solution, timed as the notebook times it."""
    t0 = time.perf_counter()
    scramble = lambda w: "".join(sorted(w))  # noqa: E731
    all_terms = {scramble(w): w for w in word_list}
    starting_terms = {t for t in all_terms if len(t) == 4}
    unscramble = all_terms.get

    def add_one_letter(term):
        return {t for t in (scramble(term + L) for L in "abcdefghijklmnopqrstuvwxyz") if t in all_terms}

    @functools.lru_cache(None)
    def longest_starting_from(term):
        return [unscramble(term), *max(map(longest_starting_from, add_one_letter(term)), key=len, default=[])]

    @functools.lru_cache(None)
    def games_starting_from(term, goal_length=9):
        return 1 if len(term) == goal_length else sum(games_starting_from(t, goal_length) for t in add_one_letter(term))

    t1 = time.perf_counter()
    chain = max(map(longest_starting_from, starting_terms), key=len)
    t2 = time.perf_counter()
    games = sum(map(games_starting_from, starting_terms))
    t3 = time.perf_counter()
    assert len(chain) == 13 and games == 4_510_515
    return {"terms": t1 - t0, "longest": t2 - t1, "count": t3 - t2, "solve": t3 - t1}


def ours(word_list: tuple[str, ...]) -> dict:
    wl = words.WordList("enable", word_list)  # a fresh list: nothing derived yet
    t0 = time.perf_counter()
    ix = anigrams.index(wl)
    t1 = time.perf_counter()
    chain = anigrams.longest(ix)
    t2 = time.perf_counter()
    games = anigrams.count(ix)
    t3 = time.perf_counter()
    anigrams.longest(anigrams.index(wl))
    anigrams.count(anigrams.index(wl))
    t4 = time.perf_counter()
    assert chain["length"] == 13 and games["games"] == 4_510_515
    return {"index": t1 - t0, "longest": t2 - t1, "count": t3 - t2, "cold": t3 - t0, "warm": t4 - t3}


def main(runs: int = 5) -> None:
    word_list = words.load("enable").words
    rows: dict[str, list[float]] = {}
    for _ in range(runs):  # interleaved, so both see the same machine load
        for name, result in (("norvig", norvig(word_list)), ("ours", ours(word_list))):
            for k, v in result.items():
                rows.setdefault(f"{name}.{k}", []).append(v)
    med = {k: median(v) for k, v in rows.items()}
    for k, v in med.items():
        print(f"{k:16} median {v * 1000:8.1f} ms  (min {min(rows[k]) * 1000:.1f}, max {max(rows[k]) * 1000:.1f})")
    print(f"ratio norvig.solve / ours.cold   = {med['norvig.solve'] / med['ours.cold']:.2f}")
    print(f"ratio norvig.longest / ours.cold-longest (index+longest) = {med['norvig.longest'] / (med['ours.index'] + med['ours.longest']):.2f}")
    print(f"ours.cold scaled to the anchor machine (2.18 s for Norvig) = {2.18 * med['ours.cold'] / med['norvig.solve']:.2f} s")
    print("warm API calls (index built), median of", runs)
    from bench.bench_anigrams import CASES
    from pysolvers import api
    for name, action, params in CASES:
        api.call(action, params)
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            api.call(action, params)
            times.append(time.perf_counter() - t)
        print(f"  {name:18} {median(times) * 1000:8.2f} ms")
    for name in ("american-english", "words-alpha"):
        wl = words.WordList(name, words.load(name).words)
        t = time.perf_counter()
        ix = anigrams.index(wl)
        r = anigrams.longest(ix), anigrams.count(ix)
        print(f"  {name}: cold index+longest+count {(time.perf_counter() - t) * 1000:.0f} ms; "
              f"longest {r[0]['length']} words ({' '.join(r[0]['chain'])}), {r[1]['games']:,} games")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
