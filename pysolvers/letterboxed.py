"""Letter Boxed: chains of words around a box of 12 letters (seed 002, "Letter Bounced").

Rules: four sides of three distinct letters. A word is playable when it has at least 3 letters, uses
only board letters, and no two consecutive letters lie on the same side. Each next word starts with
the last letter of the previous one. A solution is a chain that uses all 12 letters and is
redundancy-free: no shorter valid chain made by removing words from it still uses all 12
(foxglove-eye-equity is dropped for foxglove-equity; a word that only bridges two others stays).
Ranking: fewer words; then the chain whose rarest word is most common (Zipf; unknown = rarest);
then fewer letters; then alphabetical.

The fast solver searches by exact word count and visits only prefixes that can still be completed:
`_Reach` knows, for each start letter and number of words left, every set of missing letters that
some chain can still cover, so each visited node lies on a covering chain (output-sensitive).
"""
from __future__ import annotations

import itertools
import re
import time

from .core import Action, InputError, Params, json_type
from .words import WordList

Side = str          # three distinct letters of one side: 'vyq'
Board = tuple       # four Sides, in the order given: ('vyq', 'fig', 'ote', 'xlu')
Mask = int          # a set of board letters, one bit per letter in board order (12 bits)
Chain = tuple       # the words of a candidate solution, in play order

FULL: Mask = (1 << 12) - 1
MAX_WORDS = 6       # deepest search the API accepts
DEFAULT_MAX_WORDS = 4
ORDINAL = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


# --- the board -----------------------------------------------------------------------------

def parse_sides(value: object, field: str = "sides") -> Board:
    """Four sides from a list of four texts, or one text ("VYQ FIG OTE XLU", "vyq-fig-ote-xlu",
    "vyqfigotexlu"); lowercased and checked. Raises InputError naming `field`. O(1)."""
    if isinstance(value, str):
        if len(value) > 64:
            raise InputError("too_long", f"\"{field}\" is {len(value)} characters long; a board is 12 letters.", field)
        parts = [s for s in re.split(r"[\s,;:/|\-_.]+", value.strip()) if s]
        if len(parts) == 1 and len(parts[0]) == 12:
            parts = [parts[0][i:i + 3] for i in range(0, 12, 3)]
    elif isinstance(value, list):
        parts = value
    elif value is None:
        raise InputError("missing_field", "Please give the four sides of the box, like \"VYQ FIG OTE XLU\".", field)
    else:
        raise InputError("wrong_type", f"\"{field}\" must be four sides (a list, or text like \"VYQ FIG OTE XLU\"), not {json_type(value)}.", field)
    if len(parts) != 4:
        raise InputError("wrong_length", f"A box has 4 sides; you gave {len(parts)}.", field)
    sides = []
    for n, part in enumerate(parts, 1):
        if not isinstance(part, str):
            raise InputError("wrong_type", f"Side {n} must be text, not {json_type(part)}.", field)
        side = part.strip().lower()
        bad = sorted({c for c in side if not "a" <= c <= "z"})
        if bad:
            raise InputError("not_letters", f"Only the letters A to Z can be on a side; side {n} has {' '.join(repr(c) for c in bad[:5])}.", field)
        if len(side) != 3:
            raise InputError("wrong_length", f"Each side has exactly 3 letters; side {n} (\"{side.upper()}\") has {len(side)}.", field)
        sides.append(side)
    letters = "".join(sides)
    repeated = sorted({c for c in letters if letters.count(c) > 1})
    if repeated:
        raise InputError("repeated_letter", f"Each letter can appear only once on the box; repeated: {', '.join(c.upper() for c in repeated)}.", field)
    return tuple(sides)


def side_of(board: Board) -> dict[str, int]:
    """letter -> side number 0..3. O(1)."""
    return {c: i for i, side in enumerate(board) for c in side}


def bit_of(board: Board) -> dict[str, Mask]:
    """letter -> its bit, in board order (v=1, y=2, q=4, f=8, ... for VYQ FIG OTE XLU). O(1)."""
    return {c: 1 << i for i, c in enumerate("".join(board))}


def mask_of(word: str, bits: dict[str, Mask]) -> Mask:
    """The board letters a word uses. O(len(word))."""
    m = 0
    for c in word:
        m |= bits[c]
    return m


def word_problem(word: str, board: Board, sides: dict[str, int] | None = None) -> tuple[str, str] | None:
    """Why `word` cannot be played on the board, as (code, sentence), ignoring the word list; None if it can."""
    sides = sides or side_of(board)
    off = sorted({c for c in word if c not in sides})
    if off:
        return "not_on_board", f"{', '.join(c.upper() for c in off)} {'is' if len(off) == 1 else 'are'} not on the box."
    if len(word) < 3:
        return "too_short", "Words need at least 3 letters."
    for a, b in zip(word, word[1:]):
        if sides[a] == sides[b]:
            return "same_side", f"{a.upper()} and {b.upper()} are on the same side."
    return None


def min_zipf10(wl: WordList, min_zipf: float) -> int:
    """The frequency floor in the list's own units (Zipf x 10)."""
    return int(round(min_zipf * 10))


def playable_slow(board: Board, wl: WordList, min_zipf: float = 0.0) -> list[str]:
    """Reference: the rules read literally, word by word, in list order. O(total letters), in Python."""
    floor, sides = min_zipf10(wl, min_zipf), side_of(board)
    return [w for w in wl.words if word_problem(w, board, sides) is None and (not floor or wl.zipf10[wl.index[w]] >= floor)]


def playable(board: Board, wl: WordList, min_zipf: float = 0.0) -> list[str]:
    """The board's playable words, in list order: one regex pass over the list's text, in C.
    Each letter must be followed by a letter of another side (the seed's digraph filter). O(total letters)."""
    steps = "|".join(f"[{s}](?![{s}])" for s in board)
    pattern = re.compile(rf"^(?=[a-z]{{3}})(?:{steps})+$", re.MULTILINE)
    found = pattern.findall(wl.text)
    floor = min_zipf10(wl, min_zipf)
    if floor:
        index, z = wl.index, wl.zipf10
        found = [w for w in found if z[index[w]] >= floor]
    return found


# --- ranking and redundancy ----------------------------------------------------------------

def is_chain(words: Chain) -> bool:
    """Each word starts with the last letter of the one before. O(len(words))."""
    return all(a[-1] == b[0] for a, b in zip(words, words[1:]))


def redundant_slow(words: Chain, board: Board) -> bool:
    """Reference: some proper sub-chain (words removed, order kept) is a valid chain that still
    covers all 12 letters. O(2^k) sub-chains."""
    letters = set("".join(board))
    k = len(words)
    for size in range(1, k):
        for keep in itertools.combinations(words, size):
            if is_chain(keep) and set("".join(keep)) >= letters:
                return True
    return False


# index tuples of every proper, non-empty sub-chain of a k-word chain, built once at import
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
    in c (or empty) plus the last word, and that word must contain the letters S misses. O(2^k)."""
    needs = []
    for keep in _PREFIX_SUBSETS[len(masks)]:
        if keep and (lasts[keep[-1]] != c or any(lasts[i] != firsts[j] for i, j in zip(keep, keep[1:]))):
            continue
        m = 0
        for i in keep:
            m |= masks[i]
        needs.append(FULL ^ m)
    return [n for n in set(needs) if not any(o != n and o & n == o for o in needs)]  # minimal ones


_PREFIX_SUBSETS = {k: [()] + _SUBCHAINS[k] for k in _SUBCHAINS}  # proper subsets of a k-word prefix, with ()
_PREFIX_SUBSETS[0] = [()]


def rank_key(words: Chain, zipf10: dict[str, int]) -> tuple:
    """Fewer words; rarest word most common (unknown = 0 = rarest); fewer letters; alphabetical."""
    return (len(words), -min(zipf10[w] for w in words), sum(map(len, words)), words)


def entry(words: Chain, zipf10: dict[str, int]) -> dict:
    """One solution as plain data; `score` is the Zipf frequency of its rarest word (higher = more common),
    `rarest` that word (the first one in play order on a tie)."""
    zs = [zipf10[w] for w in words]
    z = min(zs)
    return {"words": list(words), "score": z / 10, "rarest": words[zs.index(z)], "letters": sum(map(len, words))}


def _zipf_table(words: list[str], wl: WordList) -> dict[str, int]:
    index, z = wl.index, wl.zipf10
    return {w: z[index[w]] for w in words}


def _result(board: Board, words: list[str], found: list[Chain], wl: WordList, max_words: int,
            max_solutions: int | None, searched: int) -> dict:
    """The answer as plain data: ranked solutions (capped), counts per word count, completeness."""
    zipf10 = _zipf_table(words, wl)
    found.sort(key=lambda c: rank_key(c, zipf10))
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
        "total": len(found),
        "counts": counts,
        "solutions": [entry(c, zipf10) for c in shown],
    }


# --- reference solver ----------------------------------------------------------------------

def solve_slow(board: Board, wl: WordList, max_words: int = DEFAULT_MAX_WORDS, min_zipf: float = 0.0) -> dict:
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
    return _result(board, words, found, wl, max_words, None, max_words)


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
    expansion per distinct maximal (first, last, mask) of the words. ~ms per level."""

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


def search(board: Board, words: list[str], max_words: int, keep, tick=None, first_words=None):
    """Find every redundancy-free solution of exactly k words for k = 1..max_words, level by level:
    `keep(prefix, last_words)` receives them in batches sharing all words but the last; the generator yields k after level k is done (stop iterating to stop).
    `tick(k)` is called about every 0.1 s of work; `first_words` (a set) restricts the first word. Work per level is O(prefixes of covering k-chains
    x their fan-out), not O(chains tried): every visited prefix can still be completed."""
    by_first = _index(board, words)
    flags = _Reach(by_first, max_words).flags
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

    def descend(r: int, c: str, covered: Mask) -> None:
        if r == 1:
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
    clock = time.perf_counter()
    for k in range(1, max_words + 1):
        for mask, last, w in starts:
            if k == 1:
                if mask == FULL:
                    keep((), [w])
                continue
            if mask == FULL or last not in flags[k - 1] or flags[k - 1][last][FULL ^ mask] != "1":
                continue
            path.append(w); masks.append(mask); firsts.append(w[0]); lasts.append(last)
            descend(k - 1, last, mask)
            path.pop(); masks.pop(); firsts.pop(); lasts.pop()
            if tick is not None and time.perf_counter() - clock > 0.1:
                clock = time.perf_counter()
                tick(k)
        yield k


STREAM_BATCH = 1000     # most solutions one progress report carries (`unsent` counts the rest)
KEEP_CEILING = 200_000  # most solutions one answer holds (counting goes on): memory and JSON size


def solve(board: Board, wl: WordList, max_words: int = DEFAULT_MAX_WORDS, max_solutions: int | None = None,
          min_zipf: float = 0.0, progress=None) -> dict:
    """All ranked redundancy-free solutions of up to `max_words` words (or the best `max_solutions`).

    Levels run in order of word count, so once `max_solutions` are known after a level the search
    stops: longer solutions cannot rank higher (`searched_words` says how deep it went, `complete`
    whether every solution is shown). Within a level every solution is counted and the best are kept.
    `progress(done, total, ...)` streams each batch of new solutions (`new`, at most STREAM_BATCH a batch)
    with the running `counts` and how many of the batch were `unsent`. Cost: O(playable words) to set up, then O(covering chains) per level."""
    words = playable(board, wl, min_zipf)
    zipf10 = _zipf_table(words, wl)
    room = min(max_solutions or KEEP_CEILING, KEEP_CEILING)
    ranked: list[Chain] = []              # the best solutions of finished levels, in rank order
    level: list[tuple] = []               # this level's kept solutions as rank keys, unsorted
    fresh: list[Chain] = []               # found since the last progress report
    counts: dict[str, int] = {}           # word count -> solutions of that many words
    seen = [0]                            # solutions found in this level (kept or not)
    unsent = [0]                          # found since the last report but not streamed (batch full)
    key = lambda c: rank_key(c, zipf10)  # noqa: E731

    def keep(prefix: Chain, lasts: list[str]) -> None:
        """Take solutions prefix + (w,) for w in lasts, each as its rank key within the level."""
        seen[0] += len(lasts)
        pz = min([zipf10[w] for w in prefix], default=255)
        pl = sum(map(len, prefix))
        level.extend([(-min(pz, zipf10[w]), pl + len(w), (*prefix, w)) for w in lasts])
        if progress is not None:
            room_left = STREAM_BATCH - len(fresh)
            fresh.extend((*prefix, w) for w in lasts[:room_left])
            unsent[0] += max(0, len(lasts) - room_left)
        if len(level) >= 2 * room + 1000:  # amortized trim to the best `room`
            level.sort()
            del level[room:]

    def report(k: int, done: bool = False) -> None:
        counts[str(k)] = seen[0]
        progress(k if done else k - 1, max_words, words=k, counts=dict(counts), level_done=done,
                 new=[entry(c, zipf10) for c in sorted(fresh, key=key)], unsent=unsent[0])
        fresh.clear()
        unsent[0] = 0

    searched = 0
    for k in search(board, words, max_words, keep, (lambda k: report(k)) if progress else None):
        searched = k
        counts[str(k)] = seen[0]
        if progress is not None:
            report(k, done=True)
        level.sort()  # (-rarest zipf, letters, words): the rank order within one word count
        ranked.extend(chain for _, _, chain in level[:max(0, room - len(ranked))])
        level.clear()
        seen[0] = 0
        if max_solutions is not None and sum(counts.values()) >= max_solutions:
            break
    total = sum(counts.values())
    shown = ranked[:max_solutions] if max_solutions is not None else ranked
    return {
        "sides": list(board),
        "playable": len(words),
        "max_words": max_words,
        "searched_words": searched,  # every solution of up to this many words was counted
        "complete": len(shown) == total and searched == max_words,
        "total": total,
        "counts": counts,
        "solutions": [entry(c, zipf10) for c in shown],
    }


# --- checking a player's chain -------------------------------------------------------------

def check(board: Board, chain: list[str], wl: WordList, min_zipf: float = 0.0) -> dict:
    """Judge a player's words in order: each word's validity with a reason, the letters covered by
    the valid words, and whether the chain is a finished solution. O(total letters)."""
    bits = bit_of(board)
    floor = min_zipf10(wl, min_zipf)
    covered = 0
    results = []
    prev = None
    for raw in chain:
        w = raw.strip().lower()
        problem = word_problem(w, board) if w.isascii() and w.isalpha() else ("not_letters", "Words are made of the letters A to Z.")
        if problem is None and w not in wl:
            problem = "not_in_word_list", f"\"{w.upper()}\" is not in the word list."
        if problem is None and floor and wl.zipf(w) * 10 < floor:
            problem = "too_rare", f"\"{w.upper()}\" is rarer than the chosen minimum frequency."
        if problem is None and prev is not None and w[0] != prev[-1]:
            problem = "does_not_chain", f"\"{w.upper()}\" must start with {prev[-1].upper()}, the last letter of \"{prev.upper()}\"."
        item = {"word": w, "valid": problem is None}
        if problem:
            item["code"], item["reason"] = problem
        else:
            covered |= mask_of(w, bits)
            prev = w
        results.append(item)
    letters = "".join(board)
    all_valid = all(r["valid"] for r in results)
    return {
        "sides": list(board),
        "words": results,
        "valid": all_valid,
        "covered": [c for c in letters if covered & bits[c]],
        "missing": [c for c in letters if not covered & bits[c]],
        "complete": all_valid and bool(results) and covered == FULL,
        "next_letter": prev[-1] if prev else None,
    }


# --- hints for play mode -------------------------------------------------------------------

def hints(board: Board, wl: WordList, max_words: int = DEFAULT_MAX_WORDS, min_zipf: float = 0.0, progress=None) -> dict:
    """The three hint steps of play mode: how many solutions of each length, the first word of a
    best solution, the whole best solution. Searches only up to the shortest solving length
    (stops at the first level with any solution). Same cost as `solve` up to that level."""
    r = solve(board, wl, max_words, 1, min_zipf, progress)
    best = r["solutions"][0]["words"] if r["solutions"] else None
    return {"sides": r["sides"], "playable": r["playable"], "counts": r["counts"],
            "fewest_words": len(best) if best else None,
            "first_word": best[0] if best else None, "best": best}


# --- puzzles of the day and random puzzles -------------------------------------------------

def _pair_words(wl: WordList, min_zipf: float) -> dict[str, list[str]]:
    """Candidate words for generated boards, by first letter: >= 3 letters, no doubled letter, at
    most 12 distinct letters, at least `min_zipf` common (all words if the list has no frequencies)."""
    floor = min_zipf10(wl, min_zipf) if any(wl.zipf10) else 0
    by_first: dict[str, list[str]] = {}
    for w, z in zip(wl.words, wl.zipf10):
        if z >= floor and len(w) >= 3 and len(set(w)) <= 12 and all(a != b for a, b in zip(w, w[1:])):
            by_first.setdefault(w[0], []).append(w)
    return by_first


def _arrange(letters: list[str], words: tuple[str, ...], rng) -> Board | None:
    """Four sides of three for these 12 letters so that no word has two neighbours on one side
    (a graph 4-colouring with 3 letters per colour), by backtracking in a random order."""
    apart = {c: set() for c in letters}
    for w in words:
        for a, b in zip(w, w[1:]):
            apart[a].add(b)
            apart[b].add(a)
    order = sorted(letters, key=lambda c: (-len(apart[c]), rng.random()))
    sides: list[list[str]] = [[], [], [], []]

    def place(i: int) -> bool:
        if i == len(order):
            return True
        c = order[i]
        for side in sides:
            if len(side) < 3 and not apart[c] & set(side):
                side.append(c)
                if place(i + 1):
                    return True
                side.pop()
            if not side:
                break  # empty sides are interchangeable
        return False

    return tuple("".join(side) for side in sides) if place(0) else None


def generate(wl: WordList, seed: str, min_zipf: float = 3.0, tries: int = 20000) -> dict:
    """A board with a two-word solution of common words, the same for the same seed and list:
    pick a random word, then a word starting with its last letter that brings the letters to
    exactly 12, then arrange them on four sides. O(list) once per list, then ~ms."""
    import random
    rng = random.Random(f"letterboxed:{seed}")
    by_first = wl.derived(f"letterboxed.pairs:{min_zipf}", lambda w: _pair_words(w, min_zipf))
    pool = sorted(w for ws in by_first.values() for w in ws if 5 <= len(set(w)) <= 10)
    for _ in range(tries if pool else 0):
        first = rng.choice(pool)
        seconds = by_first.get(first[-1], [])
        if not seconds:
            continue
        for second in rng.sample(seconds, min(len(seconds), 200)):
            letters = set(first) | set(second)
            if len(letters) == 12 and second != first:
                board = _arrange(sorted(letters), (first, second), rng)
                if board:
                    return {"sides": list(board), "seed": seed, "intended": [first, second]}
    raise InputError("no_board", "No board with a two-word solution could be made from this word list; "
                     "try a lower \"min_zipf\" or a larger list.", "min_zipf")


# --- API -----------------------------------------------------------------------------------

def _common(p: Params) -> tuple[Board, WordList, float]:
    board = parse_sides(p.raw.get("sides"))
    min_zipf = p.number("min_zipf", 0.0, 0.0, 8.0)
    return board, p.wordlist(), min_zipf


def api_solve(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    max_words = p.integer("max_words", DEFAULT_MAX_WORDS, 1, MAX_WORDS)
    max_solutions = p.integer("max_solutions", None, 1, 10_000_000, allow_null=True)
    return solve(board, wl, max_words, max_solutions, min_zipf, p.progress)


def api_check(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    return check(board, p.list_of_text("words", max_items=100), wl, min_zipf)


def api_hints(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    max_words = p.integer("max_words", DEFAULT_MAX_WORDS, 1, MAX_WORDS)
    return hints(board, wl, max_words, min_zipf, p.progress)


def api_generate(p: Params) -> dict:
    if p.has("date") and p.has("seed"):
        raise InputError("conflicting_fields", "Give either \"date\" or \"seed\", not both.", "seed")
    if p.has("date"):
        date = p.date("date")
        seed = f"day:{date}"
    else:
        seed = f"seed:{p.integer('seed', 0, 0, 2**53)}"
    min_zipf = p.number("min_zipf", 3.0, 0.0, 8.0)
    result = generate(p.wordlist(), seed, min_zipf)
    result["date" if p.has("date") else "seed"] = p.raw.get("date", p.raw.get("seed", 0))
    return result


ACTIONS = {
    "letterboxed.solve": Action(api_solve, ("sides", "max_words", "max_solutions", "min_zipf"),
                                "Ranked redundancy-free Letter Boxed solutions (fewest words, commonest words first).",
                                {"sides": ["vyq", "fig", "ote", "xlu"], "max_words": 4, "max_solutions": 20}, runs="search"),
    "letterboxed.check": Action(api_check, ("sides", "words", "min_zipf"),
                                "Check a player's chain: each word's validity with the reason, letters covered, complete or not.",
                                {"sides": "VYQ FIG OTE XLU", "words": ["fog", "glove"]}),
    "letterboxed.hints": Action(api_hints, ("sides", "max_words", "min_zipf"),
                                "Hints for play: solutions per word count, first word of a best solution, the best solution.",
                                {"sides": "vyq-fig-ote-xlu"}),
    "letterboxed.generate": Action(api_generate, ("date", "seed", "min_zipf"),
                                   "A board with a two-word solution of common words: the puzzle of a day (\"YYYY-MM-DD\") or of a seed.",
                                   {"date": "2026-11-21"}),
}
