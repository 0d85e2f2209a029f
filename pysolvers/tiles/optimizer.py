"""The search for N tiles that form many words: a one-swap local search with kicks and restarts,
started from the plain subtractive answer (so never worse), and `optimize`, which runs any of the
three methods."""
from __future__ import annotations

import random
import time

from ..runtime import own_frame
from .entries import Entry, Index, within
from .rules import Tileset
from .solver import maxfreq, subtractive

METHODS = ("maxfreq", "subtractive", "search")


def count(entries: list[Entry], chosen: int) -> int:
    """How many words the tileset (a bit mask of tile ids) forms. O(words)."""
    return sum(1 for e in entries if not e.mask & ~chosen)


def best_swap(entries: list[Entry], chosen: int, rng: random.Random) -> tuple[int, int, int]:
    """The best single swap (tile out, tile in, gain in words); ties broken by rng. O(words + N*P).

    Removing `a` loses the formable words using it; adding `b` gains the words missing only `b`,
    except those that also use `a`.
    """
    loss, near, both = uses_and_gains(entries, chosen, pairs=True)
    ins = members(chosen)
    best, moves = 0, []
    for b, g in near.items():
        for a in ins:
            d = g - both.get((a, b), 0) - loss.get(a, 0)
            if d > best:
                best, moves = d, [(a, b)]
            elif d == best and d > 0:
                moves.append((a, b))
    if not moves:
        return -1, -1, 0
    a, b = rng.choice(moves)
    return a, b, best


def uses_and_gains(entries: list[Entry], chosen: int, pairs: bool = False):
    """One pass over the words: per chosen tile, the formable words using it; per other tile, the
    words it alone is missing; with `pairs`, per (tile a, missing tile b), those words that also use a.
    O(words)."""
    uses: dict[int, int] = {}
    gains: dict[int, int] = {}
    both: dict[tuple[int, int], int] = {}
    for e in entries:
        missing = e.mask & ~chosen
        if not missing:
            for i in e.ids:
                uses[i] = uses.get(i, 0) + 1
        elif not missing & (missing - 1):
            b = missing.bit_length() - 1
            gains[b] = gains.get(b, 0) + 1
            if pairs:
                for a in e.ids:
                    if a != b:
                        both[a, b] = both.get((a, b), 0) + 1
    return uses, gains, both


def climb(entries: list[Entry], chosen: int, rng: random.Random) -> int:
    """Swap tiles while a swap forms more words; returns a one-swap local optimum. O(swaps * words)."""
    while True:
        a, b, gain = best_swap(entries, chosen, rng)
        if gain <= 0:
            return chosen
        chosen = chosen & ~(1 << a) | 1 << b


def members(chosen: int) -> list[int]:
    """The tile ids in a mask. O(P)."""
    return [i for i in range(chosen.bit_length()) if chosen >> i & 1]


def kick(entries: list[Entry], chosen: int, rng: random.Random, k: int) -> int:
    """Force in the missing tiles of a random word that misses 1..k of them, dropping as many
    tiles (not in that word) chosen at random among the least used. O(words + N log N)."""
    near = [e for e in entries if 0 < (e.mask & ~chosen).bit_count() <= k]
    if not near:
        return chosen
    word = rng.choice(near)
    missing = word.mask & ~chosen
    used: dict[int, int] = {}
    for e in entries:
        if not e.mask & ~chosen:
            for i in e.ids:
                used[i] = used.get(i, 0) + 1
    spare = sorted((i for i in members(chosen) if not word.mask >> i & 1), key=lambda i: (used.get(i, 0), rng.random()))
    m = missing.bit_count()
    for a in rng.sample(spare[:2 * m + 1], min(m, len(spare))):
        chosen &= ~(1 << a)
    return chosen | missing


def search(ix: Index, n: int, seed: int = 0, time_budget: float | None = None, rounds: int | None = None,
           progress=None) -> Tileset:
    """Best tileset found by restarts + local search: `rounds` rounds when given, within `time_budget`
    seconds when given, whichever ends first (neither: 10 s); round 0 always runs.

    Round 0 climbs from the plain subtractive answer, so the result is never worse than it. Then a
    walk: each round kicks the current set (forces in the tiles a near-formable word lacks) and climbs
    to a one-swap optimum; the walk moves there unless it lost more than a few words. Every tenth
    round restarts the walk from a randomized subtractive run (random tie-breaking). Cost per round:
    O(P^2 + swaps * (words + N*P)). With `rounds` finished within the time, the answer depends only on the seed.
    """
    if time_budget is None and rounds is None:
        time_budget = 10.0
    rng = random.Random(seed)
    entries = within(ix, n)
    to_mask = ix.mask
    # each round's work in fresh frames (see runtime.own_frame)
    climb_, kick_, subtractive_, count_ = map(own_frame, (climb, kick, subtractive, count))
    first = to_mask(subtractive(ix, n))
    best, best_count = first, count(entries, first)
    cur, cur_count = best, best_count
    start, r = time.monotonic(), 0
    while r == 0 or ((rounds is None or r < rounds) and (time_budget is None or time.monotonic() - start < time_budget)):
        if r == 0:
            cand = first
        elif r % 10 == 0:
            cand = to_mask(subtractive_(ix, n, rng, shake=rng.uniform(0.02, 0.3)))
        else:
            cand = kick_(entries, cur, rng, rng.randint(1, 3))
        cand = climb_(entries, cand, rng)
        c = count_(entries, cand)
        if r % 10 == 0 or c >= cur_count - rng.choice((0, 0, 1, 2, 3)):
            cur, cur_count = cand, c
        if c > best_count or (c == best_count and r == 0):
            best, best_count = cand, c
        r += 1
        if progress:
            done, total = (r, rounds) if rounds is not None else (min(time.monotonic() - start, time_budget), time_budget)
            progress(done, total, r, best_count, sorted(ix.tiles[i] for i in members(best)))
    return frozenset(ix.tiles[i] for i in members(best))


def optimize(ix: Index, n: int, method: str, seed: int = 0, time_budget: float | None = None,
             rounds: int | None = None, progress=None) -> Tileset:
    """N tiles chosen by `method`. Cost: see maxfreq, subtractive, search."""
    if method == "maxfreq":
        return maxfreq(ix, n)
    if method == "subtractive":
        return subtractive(ix, n)
    return search(ix, n, seed, time_budget, rounds, progress)

