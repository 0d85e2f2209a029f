"""Solving a Letter Boxed box: every ranked redundancy-free chain of up to `max_words` words.

The fast solver searches by exact word count and visits only prefixes that can still be completed:
`_Reach` knows, for each start letter and number of words left, every set of missing letters that
some chain can still cover, so each visited node lies on a covering chain (output-sensitive).
`solve_slow` is the reference: every chain of playable words, checked by the rules read literally.
"""
from __future__ import annotations

import bisect
import itertools
import re
import time

from .. import languages, nyt
from ..core import Throttle
from ..words import WordList, spelled
from .rules import (DEFAULT_MAX_WORDS, FULL, MAX_WORDS, Board, Chain, Mask, bit_of, entry, mask_of, min_zipf10,
                    rank_key, redundant_slow, side_of, word_fault)


def playable_slow(board: Board, wl: WordList, min_zipf: float = 0.0) -> list[str]:
    """Reference: the rules read literally, word by word, in list order. O(total letters), in Python."""
    floor, sides = min_zipf10(wl, min_zipf), side_of(board)
    return [w for w in wl.words if word_fault(w, sides) is None and (not floor or wl.zipf10[wl.index[w]] >= floor)]


def playable(board: Board, wl: WordList, min_zipf: float = 0.0) -> list[str]:
    """The board's playable words, in list order: a regex pass in C over the list's text for words
    of the board's letters only, then the seed's digraph filter (no two letters of one side in a
    row) on those few. On a list grouped by first two letters (an alphabetical one) only the groups
    that could start a playable word are read (pairs of the board's letters from two sides: a small
    part of the text). O(letters read)."""
    pattern = re.compile(rf"\n([{re.escape(''.join(board))}]{{3,}})(?=\n)")  # any language's letters: ä, ñ as themselves
    sides = str.maketrans({c: str(i) for i, s in enumerate(board) for c in s})
    blocks, text = wl.derived("letterboxed.blocks", _blocks), wl.text
    if blocks is None:
        found = pattern.findall(text)
    else:
        side = side_of(board)
        found = []
        for start in sorted(a + b for a in side for b in side if side[a] != side[b]):
            if span := blocks.get(start):
                found += pattern.findall(text, span[0], span[1] + 1)
    found = [w for w in found if _no_side_twice(w.translate(sides))]
    floor = min_zipf10(wl, min_zipf)
    if floor:
        z = _zipf_table(found, wl)
        found = [w for w in found if z[w] >= floor]
    return found


def _no_side_twice(sides: str) -> bool:
    """A word's letters written as their sides' numbers: no two of one side in a row."""
    return "00" not in sides and "11" not in sides and "22" not in sides and "33" not in sides


def _blocks(wl: WordList) -> "_Groups | None":
    """The two-letter groups of a list whose words are grouped by their first two letters in
    alphabetical order (`_Groups`, each group found when first asked for); None for a list in
    another order. A list known to be alphabetical is trusted; for any other list, every group is
    found once and `str.count` in C checks that every line of a group starts with its two letters (a
    one-letter word is a group of its own) and that the groups' starts increase. O(1), or
    O(groups x log(lines)) steps and O(letters) in C for a list not known to be alphabetical."""
    groups = _Groups(wl.text, len(wl.zipf10))
    if wl.alphabetical:
        return groups
    text, at, prev = wl.text, 0, ""
    while at < groups.last:       # text[at] is the newline before a group's first line
        key = text[at + 1:at + 3]
        end = at + 2 if key[1] == "\n" else groups.first(_after(key), at, groups.last)
        if key <= prev or text.count("\n" + key, at, end + 1) != text.count("\n", at, end):
            return None           # not grouped, or the groups out of order
        at, prev = end, key
    return groups


def _after(prefix: str) -> str:
    """The least string above every string that starts with `prefix` (within a-z text)."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


class _Groups:
    """The two-letter groups of a list's text ("\n" + one word a line, grouped by first two letters
    in alphabetical order), each found by bisection on line starts when first asked for (a board
    asks for about a hundred of ENABLE's 318): `get(key)` is (the newline before its first line, the
    newline after its last) or None; `line(at)` the number of lines before the newline at `at`,
    counted in C from the nearest newline already counted (the text's two ends to begin with).
    O(log lines) steps a group."""

    def __init__(self, text: str, lines: int):
        self.text, self.last = text, len(text) - 1   # the final newline
        self.spans: dict[str, tuple[int, int]] = {}
        self.counted, self.lines = [0, self.last], [0, lines]   # newlines whose line numbers are known

    def line(self, at: int) -> int:
        """Lines before the newline at `at`: counted from the nearer known newline, before or after."""
        counted, lines = self.counted, self.lines
        i = bisect.bisect_left(counted, at)
        if counted[i] == at:
            return lines[i]
        if at - counted[i - 1] <= counted[i] - at:
            n = lines[i - 1] + self.text.count("\n", counted[i - 1], at)
        else:
            n = lines[i] - self.text.count("\n", at, counted[i])
        counted.insert(i, at)
        lines.insert(i, n)
        return n

    def first(self, prefix: str, lo: int, hi: int) -> int:
        """The newline before the first line from the one after `lo` on that is >= `prefix`, or `hi`
        if none before it (lo, hi: newlines; lines in order)."""
        text, n = self.text, len(prefix)
        if text[lo + 1:lo + 1 + n] >= prefix:
            return lo
        while True:                   # the line after lo is < prefix; hi is past the answer
            mid = (lo + hi) // 2
            q = text.find("\n", max(mid, lo + 1), hi)
            if q < 0:
                q = text.rfind("\n", lo + 1, mid)
                if q < 0:
                    return hi
            if text[q + 1:q + 1 + n] >= prefix:
                hi = q
            else:
                lo = q

    def span(self, prefix: str) -> tuple[int, int]:
        """(the newline before the first line starting with `prefix`, the newline after the last);
        the two equal when there is none."""
        out = self.spans.get(prefix)
        if out is None:
            lo, hi = self.span(prefix[:-1]) if len(prefix) > 1 else (0, self.last)
            begin = self.first(prefix, lo, hi) if lo < hi else hi
            out = self.spans[prefix] = (begin, self.first(_after(prefix), begin, hi) if begin < hi else hi)
        return out

    def get(self, key: str) -> tuple[int, int] | None:
        begin, end = self.span(key)
        return (begin, end) if begin < end else None


# --- redundancy, the way the search decides it ----------------------------------------------

_SUBCHAINS = {k: [c for size in range(1, k) for c in itertools.combinations(range(k), size)] for k in range(1, MAX_WORDS + 1)}
assert len(_SUBCHAINS[4]) == 14 and _SUBCHAINS[1] == []


def redundant(masks: list[Mask], firsts: list[str], lasts: list[str]) -> bool:
    """`redundant_slow` for a valid chain given by word masks and end letters, the way the search
    decides it: the prefix covers all, or the last word holds one of the prefix's `_needs`. O(2^k)."""
    prefix = 0
    for m in masks[:-1]:
        prefix |= m
    if prefix == FULL and len(masks) > 1:
        return True
    last = masks[-1]
    return any(last & n == n for n in _needs(masks[:-1], firsts[:-1], lasts[:-1], firsts[-1]))


def _needs(masks: list[Mask], firsts: list[str], lasts: list[str], c: str) -> list[Mask]:
    """For a prefix that does not cover the board, followed by a word starting with c: the letter
    sets a last word must contain to make the chain redundant. A covering proper sub-chain must keep
    the last word (the prefix alone misses letters), so it is a valid sub-chain S of the prefix ending
    in c (or empty) plus the last word, and that word must contain the letters S misses. Each set
    once; one inside another is kept (a word holding the larger holds the smaller: the answer is the
    same, and for the few words tested per prefix, cheaper than leaving it out). O(2^k)."""
    needs = {FULL}                      # S empty: the last word alone covers the board
    for keep in _PREFIX_SUBSETS[len(masks)]:
        if not keep or lasts[keep[-1]] != c:
            continue
        m, ok = masks[keep[0]], True
        for i, j in zip(keep, keep[1:]):
            if lasts[i] != firsts[j]:
                ok = False
                break
            m |= masks[j]
        if ok:
            needs.add(FULL ^ m)
    return list(needs)


_PREFIX_SUBSETS = {k: [()] + _SUBCHAINS[k] for k in _SUBCHAINS}  # proper subsets of a k-word prefix, with ()
_PREFIX_SUBSETS[0] = [()]


def _zipf_table(words: list[str], wl: WordList) -> dict[str, int]:
    """word -> its Zipf × 10, for the list's words given. On a list grouped by two-letter starts a
    word's value is found when first looked up (`_ZipfOnDemand`): a solve looks up only the words of
    its solutions, so a small board does not wait for the whole list's index."""
    blocks = wl.derived("letterboxed.blocks", _blocks)
    if blocks is None:
        z, index = wl.zipf10, wl.index
        return {w: z[index[w]] for w in words}
    return _ZipfOnDemand(blocks, wl.zipf10)


class _ZipfOnDemand(dict):
    """word -> Zipf × 10, each word's found on its first lookup: its place in the list is its
    group's place (`_Groups.line`) plus its line within the group. For words of the list only."""

    def __init__(self, groups: _Groups, zipf10):
        super().__init__()
        self.groups, self.zipf10 = groups, zipf10

    def __missing__(self, w: str) -> int:
        groups, text = self.groups, self.groups.text
        begin, end = groups.get(w[:2])
        z = self[w] = self.zipf10[groups.line(begin) + text.count("\n", begin, text.index(f"\n{w}\n", begin, end + 1))]
        return z


ORDERS = ("auto", "nyt", "common")


def order_of(wl: WordList, order: str = "auto") -> str:
    """The order a request gets: "nyt" or "common"; "auto" is "nyt" on the nyt list, else "common"."""
    assert order in ORDERS, order
    return order if order != "auto" else ("nyt" if wl.name == nyt.LIST else "common")


def rank_key_for(wl: WordList, zipf10: dict[str, int], order: str = "auto"):
    """The order of solutions: "common" is `rules.rank_key` (fewest words, the rarest word commonest,
    fewer letters); "nyt" is `nyt.letterboxed_rank_key` (fewest words, then fewest letters, fewest
    repeated in a word, commonest on average: NYT's own pair first on each known day, see
    bench/results/nyt-fidelity.md)."""
    if order_of(wl, order) == "nyt":
        return lambda c: nyt.letterboxed_rank_key(c, lambda w: zipf10[w] / 10)
    return lambda c: rank_key(c, zipf10)


def _result(board: Board, words: list[str], found: list[Chain], wl: WordList, max_words: int,
            max_solutions: int | None, searched: int, order: str = "auto") -> dict:
    """The answer as plain data: ranked solutions (capped), counts per word count, completeness."""
    zipf10 = _zipf_table(words, wl)
    found.sort(key=rank_key_for(wl, zipf10, order))
    counts = {str(k): 0 for k in range(1, searched + 1)}
    for c in found:
        counts[str(len(c))] += 1
    shown = found if max_solutions is None else found[:max_solutions]
    return {
        "sides": list(board),
        "playable": len(words),
        "max_words": max_words,
        "searched_words": searched,  # solutions of up to this many words are all known
        "complete": len(shown) == len(found) and searched == max_words,
        "timed_out": False,
        "order": order_of(wl, order),
        "total": len(found),
        "counts": counts,
        "solutions": [entry(c, zipf10) for c in shown],
    }


# --- reference solver ----------------------------------------------------------------------


def solve_slow(board: Board, wl: WordList, max_words: int = DEFAULT_MAX_WORDS, min_zipf: float = 0.0,
               order: str = "auto") -> dict:
    """Reference: every chain of 1..max_words playable words, kept when it covers all 12 letters and
    is redundancy-free. O(n * (n/12)^(max_words-1)) chains: for small lists and 2-3 words only."""
    words = playable_slow(board, wl, min_zipf)
    by_first: dict[str, list[str]] = {}
    for w in words:
        by_first.setdefault(w[0], []).append(w)
    letters = set("".join(board))
    found: list[Chain] = []

    def extend(chain: Chain) -> None:
        if set("".join(chain)) >= letters:
            if not redundant_slow(chain, board):
                found.append(chain)
        if len(chain) < max_words:
            for w in by_first.get(chain[-1][-1], []):
                extend(chain + (w,))

    for w in words:
        extend((w,))
    return _result(board, words, found, wl, max_words, None, max_words, order)


# --- fast solver ---------------------------------------------------------------------------


def _patterns() -> list[int]:
    """For each letter bit b, the 4096-bit integer whose bit M is set when mask M contains b."""
    pats = []
    for b in range(12):
        block = ((1 << (1 << b)) - 1) << (1 << b)   # masks with bit b set, within one period of 2^(b+1)
        pat, period = 0, 1 << (b + 1)
        for start in range(0, 1 << 12, period):
            pat |= block << start
        pats.append(pat)
    return pats


_HAS = _patterns()
_ALL_SETS = (1 << (1 << 12)) - 1
_LACKS = [_ALL_SETS ^ p for p in _HAS]
assert (_HAS[0] >> 3) & 1 and not (_HAS[1] >> 5) & 1


def _down(sets: int) -> int:
    """Close a family of masks (bit M of `sets` = mask M) under taking subsets. 12 big-int steps."""
    for b in range(12):
        sets |= (sets & _HAS[b]) >> (1 << b)
    return sets


def _expand(sets: int, mask: Mask) -> int:
    """{A | B : A in sets, B subset of mask} for a subset-closed family. One step per bit of mask."""
    for b in range(12):
        if mask >> b & 1:
            sets |= (sets & _LACKS[b]) << (1 << b)
    return sets


class _Reach:
    """reach[r][c] = the missing-letter masks that some chain of exactly r words starting with letter
    c covers, as a '0'/'1' string indexed by mask. Built with 4096-bit integers: per r, one
    expansion per distinct maximal (first, last, mask) of the words: cheap beside the search it prunes."""

    def __init__(self, by_first: dict[str, list[tuple[Mask, str, str]]], depth: int):
        groups: dict[str, dict[str, set[Mask]]] = {}
        for c, items in by_first.items():
            per_last = groups.setdefault(c, {})
            for m, last, _ in items:
                per_last.setdefault(last, set()).add(m)
        for per_last in groups.values():           # a mask inside another of the same ends adds nothing
            for last, ms in per_last.items():
                per_last[last] = {m for m in ms if not any(m != o and m & o == m for o in ms)}
        level = {}
        for c, per_last in groups.items():
            sets = 0
            for m in set().union(*per_last.values()):
                sets |= 1 << m                      # |, not +: the same mask may end in two letters
            level[c] = _down(sets)
        self.sets = [None, level]
        for _ in range(2, depth + 1):
            prev, level = level, {}
            for c, per_last in groups.items():
                acc = 0
                for last, ms in per_last.items():
                    if last in prev:
                        for m in ms:
                            acc |= _expand(prev[last], m)
                level[c] = acc
            self.sets.append(level)
        self.flags = [None] + [{c: format(s, f"0{1 << 12}b")[::-1] for c, s in lv.items()} for lv in self.sets[1:]]

    def can(self, r: int, c: str, missing: Mask) -> bool:
        flags = self.flags[r].get(c)
        return flags is not None and flags[missing] == "1"


def _index(board: Board, words: list[str]) -> dict[str, list[tuple[Mask, str, str]]]:
    """Words by first letter, each as (mask, last letter, word)."""
    bits = bit_of(board)
    by_first: dict[str, list[tuple[Mask, str, str]]] = {}
    for w in words:
        by_first.setdefault(w[0], []).append((mask_of(w, bits), w[-1], w))
    return by_first


class _OutOfTime(Exception):
    """The search reached its deadline."""


def search(board: Board, words: list[str], max_words: int, keep, tick=None, first_words=None,
           deadline: float | None = None):
    """Find every redundancy-free solution of exactly k words for k = 1..max_words, level by level:
    `keep(prefix, last_words)` receives them in batches sharing all words but the last; the generator
    yields k after level k is done (stop iterating to stop). At `deadline` (a time.perf_counter()
    value) it stops inside the level it is in and yields nothing more. `tick(k)` is called about
    every 0.1 s of work; `first_words` (a set) restricts the first word. Work per level is
    O(prefixes of covering k-chains x their fan-out), not O(chains tried): every visited prefix can
    still be completed."""
    by_first = _index(board, words)
    flags = _Reach(by_first, max(1, max_words - 1)).flags   # a k-word chain asks about k - 1 words left
    memo: dict[tuple[int, str, Mask], list] = {}

    def children(r: int, c: str, covered: Mask) -> list:
        """Words from letter c that keep an r-word completion possible (r = words left incl. this)."""
        key = (r, c, covered)
        kids = memo.get(key)
        if kids is None:
            if r == 1:
                kids = [(FULL, last, w, m) for m, last, w in by_first.get(c, ()) if covered | m == FULL]
            else:
                nxt, kids = flags[r - 1], []
                for m, last, w in by_first.get(c, ()):
                    nc = covered | m
                    if nc != FULL and last in nxt and nxt[last][FULL ^ nc] == "1":
                        kids.append((nc, last, w, m))
            memo[key] = kids
        return kids

    path: list[str] = []
    masks: list[Mask] = []
    firsts: list[str] = []
    lasts: list[str] = []

    visits = [0]

    def descend(r: int, c: str, covered: Mask) -> None:
        if r == 1:
            visits[0] += 1
            if deadline is not None and not visits[0] & 255 and time.perf_counter() > deadline:
                raise _OutOfTime
            needs = _needs(masks, firsts, lasts, c)
            leaves = [w for _, _, w, m in children(1, c, covered) if not any(m & n == n for n in needs)]
            if leaves:
                keep(tuple(path), leaves)
            return
        for nc, last, w, m in children(r, c, covered):
            path.append(w); masks.append(m); firsts.append(c); lasts.append(last)
            descend(r - 1, last, nc)
            path.pop(); masks.pop(); firsts.pop(); lasts.pop()

    starts = [(mask, last, w) for items in by_first.values() for mask, last, w in items
              if first_words is None or w in first_words]
    clock = Throttle(tick)
    for k in range(1, max_words + 1):
        for mask, last, w in starts:
            if k == 1:
                if mask == FULL:
                    keep((), [w])
                continue
            if mask == FULL or last not in flags[k - 1] or flags[k - 1][last][FULL ^ mask] != "1":
                continue
            path.append(w); masks.append(mask); firsts.append(w[0]); lasts.append(last)
            try:
                descend(k - 1, last, mask)
            except _OutOfTime:
                return
            path.pop(); masks.pop(); firsts.pop(); lasts.pop()
            clock(k)
            if deadline is not None and time.perf_counter() > deadline:
                return
        yield k


STREAM_BATCH = 1000     # most solutions one progress report carries (`unsent` counts the rest)
STREAM_BEST = 20        # the best so far of the level being searched, in rank order, in each report
KEEP_CEILING = 200_000  # most solutions one answer holds (counting goes on): memory and JSON size


class _Solutions:
    """What `solve` gathers as the search runs: finished levels' best solutions in rank order, the
    current level's kept rank keys, the running counts, and what the next progress report streams."""

    def __init__(self, wl: WordList, zipf10: dict[str, int], order: str, room: int, max_words: int, progress):
        self.zipf10, self.room, self.max_words, self.progress = zipf10, room, max_words, progress
        self.wl = wl if wl.language.code != languages.DEFAULT else None  # a list whose words have spellings
        self.key = rank_key_for(wl, zipf10, order)
        self.own_order = order_of(wl, order) == "nyt"  # level items are the rank key less its word count, the chain last
        self.ranked: list[Chain] = []     # the best solutions of finished levels, in rank order
        self.level: list[tuple] = []      # this level's kept solutions as rank keys, unsorted
        self.fresh: list[Chain] = []      # found since the last progress report
        self.best: list[tuple] = []       # this level's best STREAM_BEST rank keys so far, sorted
        self.counts: dict[str, int] = {}  # word count -> solutions of that many words
        self.seen = 0                     # solutions found in this level (kept or not)
        self.unsent = 0                   # found since the last report but not streamed (batch full)

    def keep(self, prefix: Chain, lasts: list[str]) -> None:
        """Take solutions prefix + (w,) for w in lasts, each as its rank key within the level."""
        zipf10, level, room = self.zipf10, self.level, self.room
        self.seen += len(lasts)
        pz = min([zipf10[w] for w in prefix], default=255)
        pl = sum(map(len, prefix))
        if self.own_order:
            key = self.key
            items = [key((*prefix, w))[1:] for w in lasts]
        else:
            items = [(-min(pz, zipf10[w]), pl + len(w), (*prefix, w)) for w in lasts]
        level.extend(items)
        if self.progress is not None:
            best = self.best
            for item in items:
                if len(best) < STREAM_BEST or item < best[-1]:
                    bisect.insort(best, item)
                    del best[STREAM_BEST:]
            room_left = STREAM_BATCH - len(self.fresh)
            self.fresh.extend((*prefix, w) for w in lasts[:room_left])
            self.unsent += max(0, len(lasts) - room_left)
        if len(level) >= 2 * room + 1000:  # amortized trim to the best `room`
            level.sort()
            del level[room:]

    def report(self, k: int, done: bool = False) -> None:
        """One progress report: level k's counts so far, the solutions found since the last, its best."""
        zipf10 = self.zipf10
        self.counts[str(k)] = self.seen
        new, best = [entry(c, zipf10) for c in sorted(self.fresh, key=self.key)], [entry(item[-1], zipf10) for item in self.best]
        extra = {} if self.wl is None else {"spellings": spelled(self.wl, {w for s in new + best for w in s["words"]})}
        self.progress(k if done else k - 1, self.max_words, words=k, counts=dict(self.counts), level_done=done,
                      new=new, unsent=self.unsent, best=best, **extra)
        self.fresh.clear()
        self.unsent = 0

    def close_level(self, k: int) -> None:
        """Level k is over: its count is final and its best join the ranked solutions."""
        self.counts[str(k)] = self.seen
        self.level.sort()  # e.g. (-rarest zipf, letters, words): the rank order within one word count
        self.ranked.extend(item[-1] for item in self.level[:max(0, self.room - len(self.ranked))])
        self.level.clear()
        self.best.clear()
        self.seen = 0


def solve(board: Board, wl: WordList, max_words: int = DEFAULT_MAX_WORDS, max_solutions: int | None = None,
          min_zipf: float = 0.0, progress=None, seconds: float | None = None, order: str = "auto") -> dict:
    """All ranked redundancy-free solutions of up to `max_words` words (or the best `max_solutions`).

    Levels run in order of word count, so once `max_solutions` are known after a level the search
    stops: longer solutions cannot rank higher (`searched_words` says how deep it went, `complete`
    whether every solution is shown). Within a level every solution is counted and the best are kept.
    `progress(done, total, ...)` streams each batch of new solutions (`new`, at most STREAM_BATCH a batch)
    with the running `counts`, how many of the batch were `unsent`, and `best`: the level's best
    STREAM_BEST so far in rank order (all of them counted, sent or not), final when `level_done`. After `seconds` the search
    stops where it is (`timed_out`): the levels before are complete, the one it was in is counted
    and ranked as far as it got. Cost: O(playable words) to set up, then O(covering chains) per level."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    words = playable(board, wl, min_zipf)
    zipf10 = _zipf_table(words, wl)
    room = min(max_solutions or KEEP_CEILING, KEEP_CEILING)
    got = _Solutions(wl, zipf10, order, room, max_words, progress)
    counts = got.counts
    searched, timed_out = 0, False
    for k in search(board, words, max_words, got.keep, got.report if progress else None, deadline=deadline):
        searched = k
        counts[str(k)] = got.seen
        if progress is not None:
            got.report(k, done=True)
        got.close_level(k)
        if max_solutions is not None and sum(counts.values()) >= max_solutions:
            break
    else:
        if searched < max_words:  # the deadline came inside level searched + 1: keep what it found
            timed_out = True
            got.close_level(searched + 1)
    total = sum(counts.values())
    ranked = got.ranked
    shown = ranked[:max_solutions] if max_solutions is not None else ranked
    return {
        "sides": list(board),
        "playable": len(words),
        "max_words": max_words,
        "searched_words": searched,  # every solution of up to this many words was counted
        "complete": len(shown) == total and searched == max_words,
        "timed_out": timed_out,
        "order": order_of(wl, order),
        "total": total,
        "counts": counts,
        "solutions": [entry(c, zipf10) for c in shown],
    }
