"""Letter-pair tilesets: which N tiles form the most words (seed 000, issue 7).

Rules (the seed's): a tileset is N distinct tiles of `tile_size` letters (1 or 2). A word is
formable when it is lowercase a-z, its length is a multiple of the tile size, and it splits into
consecutive tiles that are all in the set with no tile used twice (so it has at most N x size
letters). With `half_tiles` (the seed's open question on odd-length words, tile size 2 only), a
word of odd length may end in a half tile: its last letter and a blank, written 'e.'.

Methods for choosing N tiles from a word list:
- maxfreq: the N tiles used by the most usable words (seed: sort by count, stable, take the last N,
  so among equal counts the tile seen LATER in the list wins);
- subtractive: start from every tile the list uses; remove the tile whose loss breaks the fewest
  still-formable words until N remain (seed: `min` over tiles in order of first appearance, so
  among equal damage the tile seen FIRST in the list goes);
- search: a local search that swaps one tile out and one in while the count grows, started from
  the plain subtractive answer (so never worse), then kicked (the tiles a nearly formable word
  lacks are forced in) and restarted from subtractive runs with random tie-breaking.
"""
from __future__ import annotations

import heapq
import itertools
import random
import time
from array import array
from dataclasses import dataclass

from . import core, words
from .core import MAX_SEED, Action, Field, InputError, Params, Throttle
from .words import WordList, warm, wordlist_of

Tile = str            # 'ti' for tile size 2, 't' for size 1, 'e.' a half tile (a letter and a blank)
Split = tuple         # a word cut into its consecutive tiles: ('ti', 'ed')
Tileset = frozenset   # the chosen tiles
BLANK = "."
LETTERS = "abcdefghijklmnopqrstuvwxyz"
METHODS = ("maxfreq", "subtractive", "search")
MAX_BUDGET = 600.0    # seconds; a search longer than this is a mistake


def possible_tiles(size: int, half: bool = False) -> int:
    """How many different tiles exist: 26 ** size, plus 26 half tiles. O(1)."""
    return 26 ** size + (26 if half else 0)


def grid(size: int, half: bool = False) -> list[list[Tile]]:
    """Every tile of a size, in rows for a page's grid: a row per first letter (with half tiles, the
    letter and a blank last), or the 26 single letters in two rows. O(possible tiles)."""
    if size == 1:
        return [list(LETTERS[:13]), list(LETTERS[13:])]
    return [[a + b for b in LETTERS] + ([a + BLANK] if half else []) for a in LETTERS]


def split(word: str, size: int, half: bool = False) -> Split | None:
    """`word` cut into consecutive tiles, or None when its length does not fit. O(len(word))."""
    if size == 1:
        return tuple(word)
    if len(word) % 2 == 0:
        return tuple(map(str.__add__, word[::2], word[1::2]))
    if half:
        return tuple(map(str.__add__, word[::2], word[1::2] + BLANK))
    return None


def usable(word: str, size: int, half: bool = False) -> Split | None:
    """The word's tiles when some tileset can form it (a-z, fits, no tile twice), else None."""
    tiles = split(word, size, half)
    if tiles is None or not (word.isascii() and word.isalpha() and word.islower()):
        return None
    return tiles if tiles and len(set(tiles)) == len(tiles) else None


def formable(tiles: Tileset, wl: WordList, size: int, half: bool = False) -> list[str]:
    """Words of the list that `tiles` form, sorted. O(total letters) once per list, then O(words)."""
    ix = index(wl, size, half)
    chosen = ix.mask(tiles)
    return sorted(e.word for e in ix.entries if not e.mask & ~chosen)


# --- the usable words of a list, as tile ids (built once per list, size and half option) -------

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
    """Usable words of `wl` with their tiles, numbered in order of first appearance. O(total letters)."""
    ids: dict[Tile, int] = {}
    bits = [1 << i for i in range(possible_tiles(size, half))]
    entries = []
    for i, w in enumerate(wl.words):
        if not i & 4095:
            core.turn()
        t = usable(w, size, half)
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
    return ("\n".join(ix.tiles) + "\0").encode() + words.pack(
        array("i", [position[e.word] for e in ix.entries]), array("B", [len(e.ids) for e in ix.entries]),
        array("H", [i for e in ix.entries for i in e.ids]))


def load_index(data, wl: WordList) -> Index:
    """`dump_index` read back, with the loops in C where they can be (a mask is a sum of bits)."""
    data = memoryview(data)
    end = bytes(data[:4096]).index(b"\0")  # 702 tiles of at most 2 letters, a newline each
    tiles = tuple(bytes(data[:end]).decode().split("\n")) if end else ()
    positions, counts, flat = words.unpack(data[end + 1:])
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
    words.prebuilt(index_key(_size, _half), lambda w, s=_size, h=_half: build_index(w, s, h), dump_index, load_index, drop_index)


def within(ix: Index, n: int) -> list[Entry]:
    """The seed's valid words for N tiles: at most N tiles long. O(words)."""
    return [e for e in ix.entries if len(e.ids) <= n]


# --- the seed's two greedy methods ---------------------------------------------------------

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
        t = usable(w, size, half)
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
        t = usable(w, size, half)
        if t is not None and len(t) <= n:
            for x in t:
                freqs[x] = freqs.get(x, 0) + 1
    return frozenset(sorted(freqs.keys(), key=lambda x: freqs[x])[-n:])


# --- search: restarts + one-swap local search ------------------------------------------------

def count(entries: list[Entry], chosen: int) -> int:
    """How many words the tileset (a bit mask of tile ids) forms. O(words)."""
    return sum(1 for e in entries if not e.mask & ~chosen)


def best_swap(entries: list[Entry], chosen: int, rng: random.Random) -> tuple[int, int, int]:
    """The best single swap (tile out, tile in, gain in words); ties broken by rng. O(words + N*P).

    Removing `a` loses the formable words using it; adding `b` gains the words missing only `b`,
    except those that also use `a`.
    """
    loss, near, both = _uses_and_gains(entries, chosen, pairs=True)
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


def _uses_and_gains(entries: list[Entry], chosen: int, pairs: bool = False):
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
    # each round's work in fresh frames (see core.own_frame)
    climb_, kick_, subtractive_, count_ = map(core.own_frame, (climb, kick, subtractive, count))
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


# --- API ----------------------------------------------------------------------------------

HALF_TILE_SIZES = (2,)  # the tile sizes half tiles go with: a pair's half is one letter and a blank
MOST_TILES = possible_tiles(2, half=True)  # the most tiles of any size: 676 pairs and 26 half tiles
TILE_SIZE = Field.integer("tile_size", "Tile size", "Letters per tile: 1 or 2.", default=2, min=1, max=2)
HALF_TILES = Field.boolean("half_tiles", "Half tiles", "With tile size 2, also tiles of one letter and a blank "
                           "('e.') that end a word of odd length.", default=False)
_COUNT = "How many tiles: at most the number of possible tiles (26 of size 1; 676 of size 2, 702 with half tiles)."
COUNT = Field.integer("count", "Tiles (N)", _COUNT, default=20, min=1, max=MOST_TILES)
PUZZLE_COUNT = Field.integer("count", "Tiles (N)", _COUNT, default=10, min=1, max=MOST_TILES)
METHOD = Field.choice("method", "Method", "maxfreq, subtractive (the seed's greedy methods) or search (a local "
                      "search that starts from subtractive).", METHODS, default="subtractive")
SEED = Field.integer("seed", "Seed", "A whole number: the same seed gives the same answer.", default=0, min=0, max=MAX_SEED)
TIME_BUDGET = Field.number("time_budget", "Seconds", "How long the search method may run.", default=10.0, min=0.0,
                           max=MAX_BUDGET, limit=True)
ROUNDS = Field.integer("rounds", "Rounds", "Stop the search after this many rounds (or at time_budget, whichever "
                       "comes first; the answer says how many ran): rounds that all run give an answer that depends "
                       "only on the seed.", min=1, max=100_000)
TILES = Field.list("tiles", "Tiles", "The tiles, each of tile_size letters (or a letter and a blank, 'e.', with half tiles).",
                   required=True, max_items=MOST_TILES, item_chars=8)
WORD = Field.text("word", "Your word", "The word to judge.", required=True)
FROM = Field.integer("from", "From N", "The smallest tileset size on the chart.", default=5, min=1, max=MOST_TILES)
TO = Field.integer("to", "To N", "The largest tileset size on the chart.", default=60, min=1, max=MOST_TILES)
STEP = Field.integer("step", "Step", "The step between tileset sizes on the chart (at most 100 points).", default=5,
                     min=1, max=1000)
METHODS_FIELD = Field.list("methods", "Methods", "The methods to chart.", default=["maxfreq", "subtractive"],
                           max_items=len(METHODS), choices=METHODS)
CHART_BUDGET = Field.number("time_budget", "Seconds", "How long the search method may run over the whole chart; the "
                            "greedy methods start no new point once they have taken as long (absent: "
                            "seconds_per_point times the points, 2 s per point by default).", min=0.0, max=MAX_BUDGET, limit=True)
POINT_SECONDS = Field.number("seconds_per_point", "Search seconds per point", "The chart's time per point, instead "
                             "of time_budget for the whole.", min=0.0,
                             max=MAX_BUDGET / 100, limit=True)
DATE = Field.date("date", "Date", "The day of the puzzle, YYYY-MM-DD (give a date or a seed).")
PUZZLE_SEED = Field.integer("seed", "Seed", "A whole number for a random puzzle (give a date or a seed).", min=0, max=MAX_SEED)


def _size_half(p: Params) -> tuple[int, bool]:
    size = p.integer("tile_size")
    half = p.boolean("half_tiles")
    if half and size not in HALF_TILE_SIZES:
        raise InputError("bad_option", "Half tiles (a letter and a blank) only make sense with tile_size 2.", "half_tiles")
    return size, half


def _count(p: Params, size: int, half: bool, name: str = "count") -> int:
    """A number of tiles, at most the number of possible tiles of this size."""
    return p.integer(name, hi=possible_tiles(size, half))


def _tiles(p: Params, size: int, half: bool) -> Tileset:
    raw = p.list("tiles")
    if len(raw) > possible_tiles(size, half):
        raise InputError.of("too_long", "too_many", "tiles", found=len(raw), max=possible_tiles(size, half))
    seen: list[Tile] = []
    for k, t in enumerate(raw, 1):
        t = t.strip().lower()
        is_half = half and len(t) == 2 and t[1] == BLANK
        body = t[:1] if is_half else t
        if not (body.isascii() and body.isalpha()):
            extra = " or a letter and a blank ('e.')" if half else ""
            raise InputError("not_letters", f"Tile {k} \"{t}\" must be letters A to Z{extra}.", "tiles")
        if len(t) != size:
            raise InputError("wrong_length", f"Tile {k} \"{t}\" has {len(t)} letters; every tile has {size}.", "tiles")
        if t in seen:
            raise InputError("repeated_tile", f"Tile \"{t}\" is listed twice; a tileset has each tile once.", "tiles")
        seen.append(t)
    if not seen:
        raise InputError("missing_field", "Please give at least one tile.", "tiles")
    return frozenset(seen)


def api_grid(p: Params) -> dict:
    size, half = _size_half(p)
    rows = grid(size, half)
    return {"tile_size": size, "half_tiles": half, "count": possible_tiles(size, half), "rows": rows}


def tile_stats(ix: Index, tiles: Tileset) -> tuple[dict[Tile, int], dict[Tile, int]]:
    """For the grid: formable words using each chosen tile, and words each other tile would add. O(words)."""
    uses, gains, _ = _uses_and_gains(ix.entries, ix.mask(tiles))
    return ({t: uses.get(ix.ids.get(t, -1), 0) for t in sorted(tiles)},
            dict(sorted((ix.tiles[b], g) for b, g in gains.items())))


def _answer(tiles: Tileset, wl: WordList, size: int, half: bool, **extra) -> dict:
    ix = index(wl, size, half)
    words = formable(tiles, wl, size, half)
    uses, gains = tile_stats(ix, tiles)
    return {"tiles": sorted(tiles), "tile_size": size, "half_tiles": half, "word_count": len(words), "words": words,
            "uses": uses, "gains": gains, **extra}


def api_optimize(p: Params) -> dict:
    size, half = _size_half(p)
    n = _count(p, size, half)
    method = p.choice("method")
    seed = p.integer("seed")
    budget = p.number("time_budget")
    rounds = p.integer("rounds")
    wl = wordlist_of(p)
    ix = index(wl, size, half)
    throttle = Throttle(p.progress)
    ran = [0]

    def report(done, total, r, best_count, best_tiles):
        ran[0] = r
        if throttle.due():
            p.progress(round(done, 2), total, rounds=r, best_count=best_count, best_tiles=best_tiles)

    tiles = optimize(ix, n, method, seed, budget, rounds, report)
    return _answer(tiles, wl, size, half, method=method, count=n, **({"rounds": ran[0]} if method == "search" else {}))


def api_warm(p: Params) -> dict:
    size, half = _size_half(p)
    wl = wordlist_of(p)
    return warm(wl, [(f"usable words as tiles of {size}{' with half tiles' if half else ''}", f"tiles.index.{size}.{half}",
                      lambda: index(wl, size, half))], lambda done, total, **extra: p.progress(done, total, **extra))


def api_formable(p: Params) -> dict:
    size, half = _size_half(p)
    tiles = _tiles(p, size, half)
    return _answer(tiles, wordlist_of(p), size, half)


def check(word: str, tiles: Tileset, wl: WordList, size: int, half: bool = False) -> dict:
    """Whether `tiles` form `word`, and if not, why. O(len(word))."""
    w = word.strip().lower()
    out = {"word": w, "formable": False, "split": None, "reason": None}
    if not w or not (w.isascii() and w.isalpha()):
        out["reason"] = "Only the letters A to Z can be used."
        return out
    t = split(w, size, half)
    if t is None:
        out["reason"] = f"{len(w)} letters do not split into tiles of {size}" + (" (try half tiles for odd lengths)." if size == 2 else ".")
        return out
    out["split"] = list(t)
    missing = [x for x in dict.fromkeys(t) if x not in tiles]
    twice = sorted({x for x in t if t.count(x) > 1})
    if missing:
        out["reason"] = f"No tile {', '.join(missing)} in the set."
    elif twice:
        out["reason"] = f"Tile {', '.join(twice)} would be used twice; each tile is used once."
    elif w not in wl:
        out["reason"] = f"\"{w}\" is not in the word list ({wl.name})."
    else:
        out["formable"] = True
    return out


def api_check(p: Params) -> dict:
    size, half = _size_half(p)
    tiles = _tiles(p, size, half)
    return check(p.text("word"), tiles, wordlist_of(p), size, half)


def api_chart(p: Params) -> dict:
    size, half = _size_half(p)
    lo, hi = _count(p, size, half, "from"), _count(p, size, half, "to")
    step = p.integer("step")
    if hi < lo:
        raise InputError.of("out_of_range", "{label} must be at least the smallest size, {min}; you gave {found}.", "to",
                            min=lo, found=hi)
    counts = list(range(lo, hi + 1, step))
    if len(counts) > 100:
        raise InputError("too_long", f"That is {len(counts)} points; at most 100 make a chart.", "step")
    methods = list(dict.fromkeys(p.list("methods")))  # each method once
    if not methods:
        raise InputError.of("bad_choice", "{label} must name at least one of {choices}.", "methods", choices=", ".join(METHODS))
    if p.has("time_budget") and p.has("seconds_per_point"):
        raise InputError("conflicting_fields", "Give either \"time_budget\" (for the whole chart) or \"seconds_per_point\", "
                         "not both.", "seconds_per_point")
    per_point = p.number("seconds_per_point", 2.0)
    budget = p.number("time_budget", per_point * len(counts))
    seed = p.integer("seed")
    wl = wordlist_of(p)
    return chart(index(wl, size, half), counts, methods, seed, budget, p.progress, p.shard()) | {"tile_size": size, "half_tiles": half}


def chart(ix: Index, counts: list[int], methods: list[str], seed: int, budget: float, progress=None,
          shard: tuple[int, int] = (0, 1)) -> dict:
    """Words formed against N for each method, method by method (so the quick greedy lines are drawn
    before a slow search's). The search gets `budget / points` seconds a point; the greedy methods
    start no new point once they have taken `budget` seconds between them (each method's first point
    always runs), so a chart of a large list stops early and says `timed_out`: at most about twice
    `budget` in all. O(points x methods x a method's cost). `progress(done, total, counts=, series=)`
    gets the series so far.
    Shard (i, n) of a split chart computes every n-th point (method, N) from the i-th, with the
    time rule above for its own points; its series hold None for the points of other shards, and
    `merge_chart` joins them."""
    i, shards = shard
    series: dict[str, list[int | None]] = {m: [None] * len(counts) for m in methods}
    points = [(m, k, n) for m in methods for k, n in enumerate(counts)][i::shards]
    total, done = len(points), 0
    throttle = Throttle(progress)
    greedy = 0.0  # seconds the greedy methods have taken
    timed_out, first = set(), set()
    shown = (lambda s: s) if shards > 1 else _prefix  # a single worker reports its series as they grow
    point = core.own_frame(optimize)  # each point in a fresh frame
    for m, k, n in points:
        if m in timed_out:
            continue
        if m != "search" and m in first and greedy > budget:
            timed_out.add(m)
            continue
        first.add(m)

        def step(part, whole, *_):       # a search's own progress, as a fraction of this point
            throttle(done + part / whole, total, counts=counts, series=shown(series))
        t = time.monotonic()
        chosen = ix.mask(point(ix, n, m, seed, budget / len(counts), progress=step))
        if m != "search":
            greedy += time.monotonic() - t
        series[m][k] = sum(1 for e in ix.entries if not e.mask & ~chosen)
        done += 1
        if progress is not None:
            progress(done, total, counts=counts, series=shown(series))
    return {"counts": counts, "series": shown(series), "timed_out": bool(timed_out)}


def _prefix(series: dict[str, list[int | None]]) -> dict[str, list[int]]:
    """Each method's points from the smallest N up to the first one not computed."""
    return {m: list(itertools.takewhile(lambda v: v is not None, values)) for m, values in series.items()}


def _joined(series: list[dict]) -> dict[str, list[int | None]]:
    """Shards' series with None where another shard has the point: each point from the one that has it."""
    return {m: [next((s[m][k] for s in series if s[m][k] is not None), None) for k in range(len(series[0][m]))]
            for m in series[0]}


def merge_chart(p: Params, parts: list[dict]) -> dict:
    """The shards' points joined; a method's line ends where a shard stopped it for time."""
    return {**parts[0], "series": _prefix(_joined([r["series"] for r in parts])),
            "timed_out": any(r["timed_out"] for r in parts)}


def merge_chart_progress(p: Params, reports: list[dict | None]) -> dict:
    """Points done of all; per method the points known so far from the smallest N up (as a single
    worker reports them: a series grows from its first point)."""
    known = [r for r in reports if r]
    total = sum(len(v) for v in known[0]["series"].values())
    return {"done": sum(r["done"] for r in known), "total": total, "counts": known[0]["counts"],
            "series": _prefix(_joined([r["series"] for r in known]))}



def puzzle(ix: Index, n: int, key: str) -> Tileset:
    """A playable tileset picked by `key` (a date or a seed): a randomized subtractive run. O(P^2)."""
    return subtractive(ix, n, random.Random(f"tiles:{key}"), shake=0.5)


def api_puzzle(p: Params) -> dict:
    size, half = _size_half(p)
    n = _count(p, size, half)
    if p.has("date") == p.has("seed"):
        raise InputError("missing_field" if not p.has("date") else "conflicting_fields", "Give either \"date\" (YYYY-MM-DD, for the puzzle of the day) or \"seed\" (a number).", "date")
    if p.has("date"):
        key = p.date("date")
    else:
        key = str(p.integer("seed"))
    wl = wordlist_of(p)
    return _answer(puzzle(index(wl, size, half), n, key), wl, size, half, count=n)


_SIZE = (TILE_SIZE, HALF_TILES)
ACTIONS = {
    "tiles.optimize": Action(api_optimize, _SIZE + (COUNT, METHOD, SEED, TIME_BUDGET, ROUNDS),
                             "N tiles that form many words: maxfreq, subtractive (the seed's greedy), or search.",
                             {"tile_size": 2, "count": 20, "method": "subtractive", "dictionary": "american-english"}, budget=20,
                             runs="search", indexes=INDEXES),
    "tiles.formable": Action(api_formable, _SIZE + (TILES,), "The words a tileset forms.",
                             {"tiles": ["ed", "pi", "ti"], "tile_size": 2, "dictionary": "american-english"}, budget=15,
                             indexes=INDEXES),
    "tiles.check": Action(api_check, _SIZE + (TILES, WORD), "Whether a tileset forms a typed word, and if not, why.",
                          {"tiles": ["ed", "pi", "ti"], "word": "tied", "dictionary": "american-english"}, budget=15,
                          indexes=INDEXES),
    "tiles.chart": Action(api_chart, _SIZE + (FROM, TO, STEP, METHODS_FIELD, SEED, CHART_BUDGET, POINT_SECONDS),
                          "Words formed against N for each method.",
                          {"from": 5, "to": 60, "step": 5, "methods": ["maxfreq", "subtractive"], "dictionary": "american-english"}, budget=20,
                          runs="search", split=core.Split(merge_chart, merge_chart_progress), indexes=INDEXES),
    "tiles.grid": Action(api_grid, _SIZE, "Every tile of a tile size (and half tiles), in rows for a grid: a row "
                         "per first letter, or the 26 letters in two rows.", {"tile_size": 2, "half_tiles": True},
                         wordlist=False, budget=1, facts={"half_tiles_sizes": list(HALF_TILE_SIZES)}),
    "tiles.warm": Action(api_warm, _SIZE, "Build the word list's tile index for a tile size now, so the first "
                         "tileset is answered at once; says what it built and how long it took.",
                         {"tile_size": 2, "dictionary": "american-english"}, budget=15, indexes=INDEXES),
    "tiles.puzzle": Action(api_puzzle, _SIZE + (PUZZLE_COUNT, DATE, PUZZLE_SEED),
                           "A tileset to play: the puzzle of the day (date) or a random one (seed).",
                           {"date": "2024-03-23", "count": 10, "dictionary": "american-english"}, wordlist="puzzle",
                           budget=15, indexes=INDEXES),
}
