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
from dataclasses import dataclass

from . import core
from .core import Action, InputError, Params
from .words import WordList

Tile = str            # 'ti' for tile size 2, 't' for size 1, 'e.' a half tile (a letter and a blank)
Split = tuple         # a word cut into its consecutive tiles: ('ti', 'ed')
Tileset = frozenset   # the chosen tiles
BLANK = "."
METHODS = ("maxfreq", "subtractive", "search")
MAX_BUDGET = 600.0    # seconds; a search longer than this is a mistake


def possible_tiles(size: int, half: bool = False) -> int:
    """How many different tiles exist: 26 ** size, plus 26 half tiles. O(1)."""
    return 26 ** size + (26 if half else 0)


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


def index(wl: WordList, size: int, half: bool = False) -> Index:
    """Usable words of `wl` with their tiles. O(total letters), cached per list."""
    def build(wl: WordList) -> Index:
        ids: dict[Tile, int] = {}
        bits = [1 << i for i in range(possible_tiles(size, half))]
        entries = []
        for w in wl.words:
            t = usable(w, size, half)
            if t is not None:
                for x in t:
                    if x not in ids:
                        ids[x] = len(ids)
                tid = tuple(map(ids.__getitem__, t))
                entries.append(Entry(w, tid, sum(map(bits.__getitem__, tid))))
        return Index(tuple(entries), tuple(ids), ids)
    return wl.derived(f"tiles.index.{size}.{half}", build)


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


def search(ix: Index, n: int, seed: int = 0, time_budget: float = 10.0, rounds: int | None = None,
           progress=None) -> Tileset:
    """Best tileset found by restarts + local search within `time_budget` s (or exactly `rounds` rounds).

    Round 0 climbs from the plain subtractive answer, so the result is never worse than it. Then a
    walk: each round kicks the current set (forces in the tiles a near-formable word lacks) and climbs
    to a one-swap optimum; the walk moves there unless it lost more than a few words. Every tenth
    round restarts the walk from a randomized subtractive run (random tie-breaking). Cost per round:
    O(P^2 + swaps * (words + N*P)). With `rounds`, the answer depends only on the seed.
    """
    rng = random.Random(seed)
    entries = within(ix, n)
    to_mask = ix.mask
    first = to_mask(subtractive(ix, n))
    best, best_count = first, count(entries, first)
    cur, cur_count = best, best_count
    start, r = time.monotonic(), 0
    while (r < rounds) if rounds is not None else (r == 0 or time.monotonic() - start < time_budget):
        if r == 0:
            cand = first
        elif r % 10 == 0:
            cand = to_mask(subtractive(ix, n, rng, shake=rng.uniform(0.02, 0.3)))
        else:
            cand = kick(entries, cur, rng, rng.randint(1, 3))
        cand = climb(entries, cand, rng)
        c = count(entries, cand)
        if r % 10 == 0 or c >= cur_count - rng.choice((0, 0, 1, 2, 3)):
            cur, cur_count = cand, c
        if c > best_count or (c == best_count and r == 0):
            best, best_count = cand, c
        r += 1
        if progress:
            done, total = (r, rounds) if rounds is not None else (min(time.monotonic() - start, time_budget), time_budget)
            progress(done, total, r, best_count, sorted(ix.tiles[i] for i in members(best)))
    return frozenset(ix.tiles[i] for i in members(best))


def optimize(ix: Index, n: int, method: str, seed: int = 0, time_budget: float = 10.0,
             rounds: int | None = None, progress=None) -> Tileset:
    """N tiles chosen by `method`. Cost: see maxfreq, subtractive, search."""
    if method == "maxfreq":
        return maxfreq(ix, n)
    if method == "subtractive":
        return subtractive(ix, n)
    return search(ix, n, seed, time_budget, rounds, progress)


# --- API ----------------------------------------------------------------------------------

def _size_half(p: Params) -> tuple[int, bool]:
    size = p.integer("tile_size", 2)
    if size not in (1, 2):
        raise InputError("out_of_range", f"\"tile_size\" must be 1 or 2 letters; you gave {size}.", "tile_size")
    half = p.boolean("half_tiles", False)
    if half and size != 2:
        raise InputError("bad_option", "Half tiles (a letter and a blank) only make sense with tile_size 2.", "half_tiles")
    return size, half


def _count(p: Params, size: int, half: bool, name: str = "count", default: int = 20) -> int:
    top = possible_tiles(size, half)
    n = p.integer(name, default)
    if n < 1 or n > top:
        raise InputError("out_of_range", f"\"{name}\" must be between 1 and {top} (the number of possible tiles of "
                         f"size {size}{' with half tiles' if half else ''}); you gave {n}.", name)
    return n


def _tiles(p: Params, size: int, half: bool) -> Tileset:
    raw = p.list_of_text("tiles", max_items=possible_tiles(size, half), max_length=8)
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
    method = p.choice("method", METHODS, "subtractive")
    seed = p.integer("seed", 0)
    budget = p.number("time_budget", 10.0, 0.0, MAX_BUDGET)
    rounds = p.integer("rounds", None, 1, 100_000, allow_null=True)
    wl = p.wordlist()
    ix = index(wl, size, half)
    last = [0.0]

    def report(done, total, r, best_count, best_tiles):
        now = time.monotonic()
        if now - last[0] >= 0.1:
            last[0] = now
            p.progress(round(done, 2), total, rounds=r, best_count=best_count, best_tiles=best_tiles)

    tiles = optimize(ix, n, method, seed, budget, rounds, report)
    return _answer(tiles, wl, size, half, method=method, count=n)


def api_formable(p: Params) -> dict:
    size, half = _size_half(p)
    tiles = _tiles(p, size, half)
    return _answer(tiles, p.wordlist(), size, half)


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
    return check(p.text("word"), tiles, p.wordlist(), size, half)


def api_chart(p: Params) -> dict:
    size, half = _size_half(p)
    lo, hi = _count(p, size, half, "from", 5), _count(p, size, half, "to", 60)
    step = p.integer("step", 5, 1, 1000)
    if hi < lo:
        raise InputError("out_of_range", f"\"to\" ({hi}) must be at least \"from\" ({lo}).", "to")
    counts = list(range(lo, hi + 1, step))
    if len(counts) > 100:
        raise InputError("too_long", f"That is {len(counts)} points; at most 100 make a chart.", "step")
    methods = p.raw.get("methods", ["maxfreq", "subtractive"])
    if not isinstance(methods, list) or not methods or any(m not in METHODS for m in methods):
        raise InputError("bad_choice", f"\"methods\" must be a list drawn from {', '.join(METHODS)}.", "methods")
    budget = p.number("time_budget", 2.0 * len(counts), 0.0, MAX_BUDGET)
    seed = p.integer("seed", 0)
    shard, shards = p.shard()
    wl = p.wordlist()
    ix = index(wl, size, half)
    # A split chart: shard i computes every n-th point (method, N) from the i-th; the others stay None.
    series: dict[str, list[int | None]] = {m: [] if shards == 1 else [None] * len(counts) for m in methods}
    points = [(m, k, n) for m in methods for k, n in enumerate(counts)][shard::shards]
    total, done = len(points), 0
    for m, k, n in points:
        def step(part, whole, *_):       # a search's own progress, as a fraction of this point
            p.progress(done + part / whole, total, counts=counts, series=series)
        tiles = optimize(ix, n, m, seed, budget / len(counts), progress=step)
        chosen = ix.mask(tiles)
        formed = sum(1 for e in ix.entries if not e.mask & ~chosen)
        if shards == 1:
            series[m].append(formed)
        else:
            series[m][k] = formed
        done += 1
        p.progress(done, total, counts=counts, series=series)
    return {"tile_size": size, "half_tiles": half, "counts": counts, "series": series}


def _joined(series: list[dict]) -> dict[str, list[int | None]]:
    """Shards' series with None where another shard has the point: each point from the one that has it."""
    return {m: [next((s[m][k] for s in series if s[m][k] is not None), None) for k in range(len(series[0][m]))]
            for m in series[0]}


def merge_chart(p: Params, parts: list[dict]) -> dict:
    return {**parts[0], "series": _joined([r["series"] for r in parts])}


def merge_chart_progress(p: Params, reports: list[dict | None]) -> dict:
    """Points done of all; per method the points known so far from the smallest N up (as a single
    worker reports them: a series grows from its first point)."""
    known = [r for r in reports if r]
    series = {m: list(itertools.takewhile(lambda v: v is not None, values))
              for m, values in _joined([r["series"] for r in known]).items()}
    total = sum(len(v) for v in known[0]["series"].values())
    return {"done": sum(r["done"] for r in known), "total": total, "counts": known[0]["counts"], "series": series}


def puzzle(ix: Index, n: int, key: str) -> Tileset:
    """A playable tileset picked by `key` (a date or a seed): a randomized subtractive run. O(P^2)."""
    return subtractive(ix, n, random.Random(f"tiles:{key}"), shake=0.5)


def api_puzzle(p: Params) -> dict:
    size, half = _size_half(p)
    n = _count(p, size, half, default=10)
    if p.has("date") == p.has("seed"):
        raise InputError("missing_field", "Give either \"date\" (YYYY-MM-DD, for the puzzle of the day) or \"seed\" (a number).", "date")
    if p.has("date"):
        key = p.date("date")
    else:
        key = str(p.integer("seed"))
    wl = p.wordlist()
    return _answer(puzzle(index(wl, size, half), n, key), wl, size, half, count=n)


_SIZE = ("tile_size", "half_tiles")
ACTIONS = {
    "tiles.optimize": Action(api_optimize, _SIZE + ("count", "method", "seed", "time_budget", "rounds"),
                             "N tiles that form many words: maxfreq, subtractive (the seed's greedy), or search.",
                             {"tile_size": 2, "count": 20, "method": "subtractive", "dictionary": "american-english"}, runs="search"),
    "tiles.formable": Action(api_formable, _SIZE + ("tiles",), "The words a tileset forms.",
                             {"tiles": ["ed", "pi", "ti"], "tile_size": 2, "dictionary": "american-english"}),
    "tiles.check": Action(api_check, _SIZE + ("tiles", "word"), "Whether a tileset forms a typed word, and if not, why.",
                          {"tiles": ["ed", "pi", "ti"], "word": "tied", "dictionary": "american-english"}),
    "tiles.chart": Action(api_chart, _SIZE + ("from", "to", "step", "methods", "seed", "time_budget"),
                          "Words formed against N for each method.",
                          {"from": 5, "to": 60, "step": 5, "methods": ["maxfreq", "subtractive"], "dictionary": "american-english"},
                          runs="search", split=core.Split(merge_chart, merge_chart_progress)),
    "tiles.puzzle": Action(api_puzzle, _SIZE + ("count", "date", "seed"),
                           "A tileset to play: the puzzle of the day (date) or a random one (seed).",
                           {"date": "2024-03-23", "count": 10, "dictionary": "american-english"}),
}
