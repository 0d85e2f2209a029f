"""Every term of a word list and the chain graph from the 4-letter starts (`Index`), built once per
list or loaded from its prebuilt form (`dump_index`, `load_index`, `drop_index`)."""
from __future__ import annotations

import functools
from array import array
from itertools import chain, filterfalse, islice, repeat
from operator import mul
from typing import Callable

from .. import prebuilt, words
from ..runtime import turn
from ..words import WordList
from .rules import (BITS, COMMON_ZIPF, GOAL_LENGTH, START_LENGTH, Alphabet, Key, Term, Word, alphabet, children_in, key, keys,
                    term)


class Index:
    """Every term of a word list, and the chain graph from the 4-letter starts.

    `words` maps each term of 4+ letters to its words; `kids[k]` lists the terms one letter longer
    than a term reachable from a start (in the order of the added letter); `levels[i]` holds the
    reachable terms of 4 + i letters; `height[k]` is the number of words in the longest chain from k.
    Terms that no start reaches get their kids and heights on demand, the first time they are asked.
    Keys pack the list's language's letters (`alphabet`: a-z, German's ä, ö, ü after them, Spanish's ñ),
    and a term's children are its additions of one letter of that alphabet.
    """

    def __init__(self, wl: WordList, progress: Callable[..., None] | None = None):
        long_words = [w for w in wl.words if len(w) >= START_LENGTH]
        self.wl = wl
        self.alphabet: Alphabet = alphabet(wl.language.code)
        unit, steps = self.alphabet.unit, self.alphabet.steps
        self.words: dict[Key, list[Word]] = {}
        for k, w in zip(keys(long_words, unit), long_words):
            if k in self.words:
                self.words[k].append(w)
            else:
                self.words[k] = [w]
        self.kids: dict[Key, list[Key]] = {}
        self.levels: list[list[Key]] = []
        level = sorted((k for k, ws in self.words.items() if len(ws[0]) == START_LENGTH), key=self.term)
        while level:  # breadth first: each reachable term once, 26 additions each
            turn()
            self.levels.append(level)
            kids = children_in(self.words, level, steps)
            self.kids.update(zip(level, kids))
            level = list(set(chain.from_iterable(kids)))
            if progress:
                progress(len(self.levels), len(self.levels) + 1)
        self.height: dict[Key, int] = {}
        for level in reversed(self.levels):  # 1 + the tallest child, or 1: [1 + max(heights of kids, 0)]
            tallest = map(max, map(chain, map(map, repeat(self.height.__getitem__), map(self.kids.__getitem__, level)), repeat((0,))))
            self.height.update(zip(level, map((1).__add__, tallest)))
        self._games: dict[tuple[int, bool], dict[Key, int]] = {}

    def term(self, k: Key) -> Term:
        """The sorted letters of a term. O(n log n)."""
        return term(self.words[k][0])

    def length(self, k: Key) -> int:
        """Letters in the term. O(1)."""
        return len(self.words[k][0])

    def children(self, k: Key) -> list[Key]:
        """The terms one letter longer than `k`, by added letter. O(letters) the first time, O(1) after."""
        kids = self.kids.get(k)
        if kids is None:
            kids = self.kids[k] = list(filter(self.words.__contains__, map(k.__add__, self.alphabet.steps)))
        return kids

    def longest(self, k: Key) -> int:
        """Words in the longest chain from `k`. O(1) for reachable terms; else memoized recursion."""
        h = self.height.get(k)
        if h is None:
            h = self.height[k] = 1 + max(map(self.longest, self.children(k)), default=0)
        return h

    def games_table(self, goal: int, common: bool = False, progress: Callable[[int, int], None] | None = None) -> dict[Key, int]:
        """{term: games from it to a `goal`-letter word} for the reachable terms of up to `goal`
        letters (only steps with a common word when `common`); `progress(levels done, levels)` after
        each level. O(edges) once per goal, O(1) after."""
        table = self._games.get((goal, common))
        if table is None:
            table = {}  # kept once complete: a search cancelled midway leaves no partial table
            top = goal - START_LENGTH
            first = min(top, len(self.levels) - 1)
            for i in range(first, -1, -1):  # the goal level, then down to the starts
                level = self.levels[i]
                games = repeat(1) if i == top else map(sum, map(map, repeat(table.__getitem__), map(self.kids.__getitem__, level)))
                if common:  # a step without a common word ends no common game
                    games = map(mul, games, map(self.is_common, level))
                table.update(zip(level, games))
                if progress is not None:
                    progress(first + 1 - i, first + 1)
            self._games[goal, common] = table
        return table

    def games(self, k: Key, goal: int = GOAL_LENGTH) -> int:
        """Games from `k` to a `goal`-letter word. O(1) for reachable terms; else memoized recursion."""
        table = self.games_table(goal)
        n = table.get(k)
        if n is None:
            n = self.length(k)
            n = table[k] = (n == goal) if n >= goal else sum(self.games(c, goal) for c in self.children(k))
        return int(n)

    @functools.cached_property
    def common(self) -> set[Key]:
        """The terms with a word of Zipf frequency >= COMMON_ZIPF. O(words), once."""
        limit = round(COMMON_ZIPF * 10)
        return set(keys([w for w, z in zip(self.wl.words, self.wl.zipf10) if z >= limit and len(w) >= START_LENGTH],
                        self.alphabet.unit))

    def key(self, letters: str) -> Key:
        """The packed letter counts of `letters`, of this list's language's letters. O(n)."""
        return key(letters, self.alphabet.unit)

    def added_letter(self, parent: Key, child: Key) -> str:
        """The letter `child` has beyond `parent`. O(1)."""
        return self.alphabet.letters[((child - parent).bit_length() - 1) // BITS]

    def is_common(self, k: Key) -> bool:
        """Does the term unscramble to a common word? O(1) after `common`."""
        return k in self.common


def index(wl: WordList, progress: Callable[..., None] | None = None) -> Index:
    """The list's Index, built once (26 additions per reachable term) and then reused."""
    return wl.derived("anigrams.index", lambda wl: Index(wl, progress))


KEY_BYTES = alphabet().key_bytes  # English's; another language's keys take its alphabet's `key_bytes`


def dump_index(ix: Index, wl: WordList) -> bytes:
    """An Index as bytes for a prebuilt file. Terms are numbered in order of first appearance in the
    list: their keys (the alphabet's `key_bytes` each, KEY_BYTES in English), their words as list positions grouped by term, then for the
    reachable terms, level by level, their height and their children."""
    at = {k: t for t, k in enumerate(ix.words)}
    position = wl.index
    reachable = [k for level in ix.levels for k in level]
    size = ix.alphabet.key_bytes
    return (len(ix.words).to_bytes(4, "little") + b"".join(k.to_bytes(size, "little") for k in ix.words)
            + prebuilt.pack(array("i", [len(ws) for ws in ix.words.values()]),
                         array("i", [position[w] for ws in ix.words.values() for w in ws]),
                         array("i", map(len, ix.levels)), array("i", map(at.__getitem__, reachable)),
                         array("B", map(ix.height.__getitem__, reachable)),
                         array("i", [len(ix.kids[k]) for k in reachable]),
                         array("i", [at[c] for k in reachable for c in ix.kids[k]])))


def load_index(data, wl: WordList) -> Index:
    """`dump_index` read back, with the loops in C where they can be."""
    data = memoryview(data)
    size = alphabet(wl.language.code).key_bytes
    count = int.from_bytes(data[:4], "little")
    blob = bytes(data[4:4 + count * size])
    keys_ = list(map(int.from_bytes, map(blob.__getitem__, map(slice, range(0, len(blob), size),
                                                                range(size, len(blob) + 1, size))),
                     repeat("little")))
    sizes, positions, level_sizes, reachable, heights, kid_sizes, kid_ids = prebuilt.unpack(data[4 + count * size:])
    ix = Index.__new__(Index)
    ix.wl, ix.alphabet = wl, alphabet(wl.language.code)
    members = iter(map(wl.words.__getitem__, positions))
    ix.words = dict(zip(keys_, map(list, map(islice, repeat(members), sizes))))
    reach = list(map(keys_.__getitem__, reachable))
    kids = iter(map(keys_.__getitem__, kid_ids))
    ix.kids = dict(zip(reach, map(list, map(islice, repeat(kids), kid_sizes))))
    ix.height = dict(zip(reach, heights))
    flat = iter(reach)
    ix.levels = [list(islice(flat, n)) for n in level_sizes]
    ix._games = {}
    return ix


def drop_index(whole: Index, wl: WordList) -> Index:
    """The Index of `wl`, a list made from `whole`'s by leaving out `wl.dropped`, made from `whole`
    (left unchanged) instead of from the words: equal to `Index(wl)` (the same terms and words,
    children, levels as sets, heights). Only what the emptied terms (left without a word) touch is
    redone: they leave their parents' children; the terms below them that no start reaches any more
    leave the levels (decided shortest first: a term stays if a parent stays); the heights above
    them are recomputed longest first. O(terms) in C-level dict copies, plus O(the terms below and
    above the emptied ones): few beside the whole index when few words are dropped (the offensive ones)."""
    ix = Index.__new__(Index)
    ix.wl, ix._games, ix.alphabet = wl, {}, whole.alphabet
    unit = whole.alphabet.unit
    ix.words = whole.words.copy()  # the word lists are never changed in place: the untouched ones are shared
    emptied = set()
    for w in wl.dropped:
        k = key(w, unit) if len(w) >= START_LENGTH else None
        if k in ix.words and w in ix.words[k]:
            kept = [x for x in ix.words[k] if x != w]
            if kept:
                ix.words[k] = kept
            else:
                del ix.words[k]
                emptied.add(k)
    kids, height = whole.kids.copy(), whole.height.copy()
    reached = sum(map(len, whole.levels))
    if len(kids) > reached or len(height) > reached:  # terms asked for on demand since: a new index has none
        keep = set(chain.from_iterable(whole.levels))
        for table in (kids, height):
            for k in [k for k in table if k not in keep]:
                del table[k]
    parents = lambda k: [k - unit[c] for c in set(whole.term(k))]  # noqa: E731 (terms one letter shorter)
    gone = {e for e in emptied if e in kids}  # reachable before, not now
    below, frontier = set(), gone
    while frontier:  # the terms below an emptied one: those that may lose every way from a start
        frontier = set(chain.from_iterable(map(kids.__getitem__, frontier))) - below - gone
        below |= frontier
    for k in sorted(below, key=whole.length):
        if not any(p in kids and p not in gone for p in parents(k)):
            gone.add(k)
    changed = set()
    for e in emptied:
        for p in parents(e):
            if p in kids and p not in gone and e in kids[p]:
                kids[p] = [x for x in kids[p] if x != e]
                changed.add(p)
    for k in gone:
        del kids[k], height[k]
    ix.kids, ix.height = kids, height
    ix.levels = [list(filterfalse(gone.__contains__, level)) if gone else level for level in whole.levels]
    while ix.levels and not ix.levels[-1]:
        ix.levels.pop()
    above, frontier = set(), changed
    while frontier:  # every reachable term above a changed one
        above |= frontier
        frontier = {p for k in frontier for p in parents(k) if p in kids} - above
    for k in sorted(above, key=whole.length, reverse=True):
        height[k] = 1 + max(map(height.__getitem__, kids[k]), default=0)
    return ix


prebuilt.register("anigrams.index", Index, dump_index, load_index, drop_index)
