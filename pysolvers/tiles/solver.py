"""The seed's two greedy methods for choosing N tiles, each with the seed's program read literally
as its reference:
- maxfreq: the N tiles used by the most usable words (seed: sort by count, stable, take the last N,
  so among equal counts the tile seen LATER in the list wins);
- subtractive: start from every tile the list uses; remove the tile whose loss breaks the fewest
  still-formable words until N remain (seed: `min` over tiles in order of first appearance, so
  among equal damage the tile seen FIRST in the list goes).
"""
from __future__ import annotations

import heapq
import random

from ..words import WordList
from .entries import Index, within
from .rules import Tile, Tileset, usable


def maxfreq(ix: Index, n: int) -> Tileset:
    """The N tiles used by the most valid words; ties: later first appearance wins. O(words + P log P)."""
    freq: dict[int, int] = {}
    for e in within(ix, n):
        for i in e.ids:
            freq[i] = freq.get(i, 0) + 1
    chosen = sorted(freq, key=freq.__getitem__)[-n:]      # dict order = first appearance, sort is stable
    return frozenset(ix.tiles[i] for i in chosen)


def subtractive(ix: Index, n: int, rng: random.Random | None = None, shake: float = 0.0) -> Tileset:
    """Remove least-damaging tiles until N remain. O(P^2 + tile uses).

    Plain (no rng): the seed exactly, ties to the tile seen first. With `rng`, each step takes the
    second least damaging tile instead with probability `shake` (the seed author's random tie-break).
    """
    entries = within(ix, n)
    holders: dict[int, list[int]] = {}                    # tile id -> words using it, first-seen order
    for k, e in enumerate(entries):
        for i in e.ids:
            holders.setdefault(i, []).append(k)
    damage = {i: len(ws) for i, ws in holders.items()}
    alive = [True] * len(entries)
    left = list(holders)
    while len(left) > n:
        if rng is not None and rng.random() < shake:
            gone = heapq.nsmallest(2, left, key=damage.__getitem__)[-1]
        else:
            gone = min(left, key=damage.__getitem__)     # first minimum in first-seen order
        left.remove(gone)
        for k in holders[gone]:
            if alive[k]:
                alive[k] = False
                for i in entries[k].ids:
                    damage[i] -= 1
    return frozenset(ix.tiles[i] for i in left)


def subtractive_slow(wl: WordList, n: int, size: int = 2, half: bool = False) -> Tileset:
    """Reference: the seed's subtractive program, read literally (sets of words per tile). O(P^2 * W)."""
    words: dict[Tile, set[str]] = {}
    for w in wl.words:
        t = usable(w, size, half, wl.language.letters)
        if t is not None and len(t) <= n:
            for x in t:
                words.setdefault(x, set()).add(w)
    while len(words) > n:
        least = min(words.keys(), key=lambda x: len(words[x]))
        lost = words.pop(least)
        for ws in words.values():
            ws.difference_update(lost)
    return frozenset(words)


def maxfreq_slow(wl: WordList, n: int, size: int = 2, half: bool = False) -> Tileset:
    """Reference: the seed's maxfreq program, read literally. O(words + P log P)."""
    freqs: dict[Tile, int] = {}
    for w in wl.words:
        t = usable(w, size, half, wl.language.letters)
        if t is not None and len(t) <= n:
            for x in t:
                freqs[x] = freqs.get(x, 0) + 1
    return frozenset(sorted(freqs.keys(), key=lambda x: freqs[x])[-n:])

