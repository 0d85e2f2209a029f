"""The usable words of a word list as tile ids (`Index`), built once per list, tile size and half
option, or loaded from its prebuilt form (`dump_index`, `load_index`, `drop_index`)."""
from __future__ import annotations

import itertools
from array import array
from dataclasses import dataclass

from .. import prebuilt
from ..runtime import turn
from ..words import WordList
from .rules import Tile, Tileset, possible_tiles, usable


class Entry:
    """A usable word: its tile ids in word order and their bit mask (bit i = tile id i)."""
    __slots__ = ("word", "ids", "mask")

    def __init__(self, word: str, ids: tuple, mask: int):
        self.word, self.ids, self.mask = word, ids, mask


@dataclass(frozen=True)
class Index:
    """Usable words in list order; tiles numbered in order of first appearance (the seed's key order)."""
    entries: tuple
    tiles: tuple          # id -> tile
    ids: dict             # tile -> id

    def mask(self, tiles: Tileset) -> int:
        """A tileset as a bit mask over this index's tile ids; tiles no word uses are left out. O(P)."""
        return sum(1 << self.ids[t] for t in tiles if t in self.ids)


def build_index(wl: WordList, size: int, half: bool = False) -> Index:
    """Usable words of `wl` with their tiles (of its language's letters), numbered in order of first
    appearance. O(total letters)."""
    ids: dict[Tile, int] = {}
    letters = wl.language.letters
    bits = [1 << i for i in range(possible_tiles(size, half, letters))]
    entries = []
    for i, w in enumerate(wl.words):
        if not i & 4095:
            turn()
        t = usable(w, size, half, letters)
        if t is not None:
            for x in t:
                if x not in ids:
                    ids[x] = len(ids)
            tid = tuple(map(ids.__getitem__, t))
            entries.append(Entry(w, tid, sum(map(bits.__getitem__, tid))))
    return Index(tuple(entries), tuple(ids), ids)


def index_key(size: int, half: bool) -> str:
    return f"tiles.index.{size}.{half}"


def index(wl: WordList, size: int, half: bool = False) -> Index:
    """Usable words of `wl` with their tiles, cached per list (loaded where it ships prebuilt)."""
    return wl.derived(index_key(size, half), lambda w: build_index(w, size, half))


def dump_index(ix: Index, wl: WordList) -> bytes:
    """An Index as bytes for a prebuilt file: its tiles in id order, then per entry its word's
    position in the list, its tile count and its tile ids."""
    position = wl.index
    return ("\n".join(ix.tiles) + "\0").encode() + prebuilt.pack(
        array("i", [position[e.word] for e in ix.entries]), array("B", [len(e.ids) for e in ix.entries]),
        array("H", [i for e in ix.entries for i in e.ids]))


def load_index(data, wl: WordList) -> Index:
    """`dump_index` read back, with the loops in C where they can be (a mask is a sum of bits)."""
    data = memoryview(data)
    end = bytes(data[:8192]).index(b"\0")  # at most 870 tiles (German) of at most 4 bytes, a newline each
    tiles = tuple(bytes(data[:end]).decode().split("\n")) if end else ()
    positions, counts, flat = prebuilt.unpack(data[end + 1:])
    ids = iter(flat)
    tids = list(map(tuple, map(itertools.islice, itertools.repeat(ids), counts)))
    bits = [1 << i for i in range(len(tiles))]
    masks = map(sum, map(map, itertools.repeat(bits.__getitem__), tids))
    entries = tuple(map(Entry, map(wl.words.__getitem__, positions), tids, masks))
    return Index(entries, tiles, {t: i for i, t in enumerate(tiles)})


def drop_index(whole: Index, wl: WordList) -> Index:
    """The Index of `wl`, a list made from `whole`'s by leaving out `wl.dropped`: the other entries,
    shared, when the tiles keep their order of first appearance (the usual case); else renumbered.
    Equal to `build_index(wl, ...)`. O(entries) in C-level passes, O(entries) in Python when renumbered."""
    gone = wl.dropped
    kept = [e for e in whole.entries if e.word not in gone]
    order = list(dict.fromkeys(itertools.chain.from_iterable(e.ids for e in kept)))
    if order == list(range(len(whole.tiles))):
        return Index(tuple(kept), whole.tiles, whole.ids)
    new = {old: i for i, old in enumerate(order)}
    tiles = tuple(whole.tiles[old] for old in order)
    entries = []
    for e in kept:
        tid = tuple(map(new.__getitem__, e.ids))
        entries.append(Entry(e.word, tid, sum(1 << i for i in tid)))
    return Index(tuple(entries), tiles, {t: i for i, t in enumerate(tiles)})


SHAPES = ((2, False), (2, True), (1, False))  # every (tile size, half tiles): one index each
INDEXES = tuple(index_key(s, h) for s, h in SHAPES)  # may ship prebuilt (build.py says which)
for _size, _half in SHAPES:
    prebuilt.register(index_key(_size, _half), lambda w, s=_size, h=_half: build_index(w, s, h), dump_index, load_index, drop_index)


def within(ix: Index, n: int) -> list[Entry]:
    """The seed's valid words for N tiles: at most N tiles long. O(words)."""
    return [e for e in ix.entries if len(e.ids) <= n]
