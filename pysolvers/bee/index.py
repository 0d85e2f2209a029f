"""The best and worst boards of a word list: every board scored at once through a letterset index,
with a brute-force reference.

A word's letterset is its distinct letters; a board's words are the words whose letterset lies
within its seven letters and holds its center. Counting each letterset's points once and summing
over the 64 subsets of a board that hold its center scores all boards of a list in about a second.
"""
from __future__ import annotations

import base64
import functools
import struct
from array import array
from dataclasses import dataclass
from itertools import repeat
from operator import add, or_

from .. import languages, prebuilt
from ..core import Progress, Throttle
from ..runtime import own_frame, turn
from ..prebuilt import collector_paused
from ..words import WordList
from .rules import Letters
from .solver import solve_slow

Mask = int  # a letterset as bits of the language's alphabet, bit i for its i-th letter: 'abc' -> 0b111
# (26 bits in English and French, 29 in German: a-z then ä ö ü, 27 in Spanish: a-z then ñ)

Alphabet = str  # a language's letters in order (`languages.Language.letters`); English's is a-z
ASCII: Alphabet = languages.ASCII


@functools.lru_cache(maxsize=None)
def bits_of(alphabet: Alphabet) -> dict[str, Mask]:
    """letter -> its bit in a mask of this alphabet. O(letters) once per alphabet."""
    return {c: 1 << i for i, c in enumerate(alphabet)}


BIT = bits_of(ASCII)  # English's


def mask(letters: str, alphabet: Alphabet = ASCII) -> Mask:
    """The letterset of `letters` as bits. O(len(letters))."""
    bit = bits_of(alphabet)
    m = 0
    for c in letters:
        m |= bit[c]
    return m


def mask_letters(m: Mask, alphabet: Alphabet = ASCII) -> Letters:
    """The letters of a mask, in the alphabet's order (for every language also code-point order,
    so `sorted` letters agree). O(letters of the alphabet)."""
    return "".join(c for c, b in bits_of(alphabet).items() if m & b)


Packed = int  # points << 20 | word count: one dict lookup and one addition serve both figures
# (a count stays below 2**20: a word list holds at most 500,000 words)
SHIFT = 20


def unpack(v: Packed) -> tuple[int, int]:
    """(points, word count) of a packed figure. O(1)."""
    return v >> SHIFT, v & ((1 << SHIFT) - 1)


def per_center(sevens: list[Mask], table: dict[Mask, Packed]) -> list[tuple[Packed, ...]]:
    """For each 7-letter mask, for each of its letters (lowest first) as the center: the sum of
    `table` over the 64 subsets that hold it, i.e. that board's packed points and word count.

    Column-wise over all masks at once, so each step is one C-level `map` over a column:
    column j holds, for every mask, its subset with its i-th lowest letter iff bit i of j is set. Fold the 128 columns in halves: the
    upper half holds the highest letter, so its row sums are that letter's figures; adding the
    halves forgets the letter. O(128 * len(sevens)): 127 ors, 128 lookups, about 250 additions each.
    """
    bits = list(zip(*map(_low_to_high, sevens)))  # bits[i][r]: the i-th lowest letter of mask r
    columns = [[0] * len(sevens)]
    for b in bits:
        columns += [[*map(or_, c, b)] for c in columns]
    get = table.get
    values = columns  # replaced in place, so each column of masks is freed as its values arrive
    for j, c in enumerate(columns):
        values[j] = [*map(get, c, repeat(0))]
    figures = []
    n = 64
    while n:
        figures.append([*map(sum, zip(*values[n:]))])
        values = [[*map(add, lo, hi)] for lo, hi in zip(values[:n], values[n:])]
        n >>= 1
    return list(zip(*reversed(figures)))


def _low_to_high(m: Mask) -> list[Mask]:
    bits = []
    while m:
        bits.append(m & -m)
        m ^= bits[-1]
    return bits


@dataclass(frozen=True)
class BeeIndex:
    """Every board of a word list, scored, and ordered for the searches.

    `table`: as in `LettersetTable`. Each 7-letter letterset `m` has a pangram; `centers[m]`
    holds its seven boards' packed figures (center = its letters in order). `by_high` lists those
    lettersets by their best center's score, highest first; `by_low` by their worst center's, lowest first.
    `alphabet`: the letters the masks' bits stand for (the word list's language's).
    """
    table: dict[Mask, Packed]
    centers: dict[Mask, tuple[Packed, ...]]
    by_high: tuple[Mask, ...]
    by_low: tuple[Mask, ...]
    alphabet: Alphabet = ASCII


@dataclass(frozen=True)
class LettersetTable:
    """`table[m]`: packed points and count of all words of at least 4 letters whose distinct letters
    are exactly `m` (at most 7 letters). `sevens`: the 7-letter lettersets, i.e. those with a pangram.
    `alphabet`: the letters the masks' bits stand for."""
    table: dict[Mask, Packed]
    sevens: tuple[Mask, ...]
    alphabet: Alphabet = ASCII


def letterset_table(wl: WordList, without: str = "", part: tuple[int, int] = (0, 1)) -> LettersetTable:
    """The table of a word list, leaving out the words with the letter `without` if one is given (and
    so the boards with it). One pass over the words: O(words). With `part` (j, n): the table of the
    j-th of n even runs of the list's words only; `join_tables` adds the n of them up to the whole."""
    assert len(without) <= 1 and len(wl.words) < 1 << SHIFT, without
    j, n = part
    run = wl.words[len(wl.words) * j // n:len(wl.words) * (j + 1) // n] if n > 1 else wl.words
    candidates = [w for w in run if len(w) >= 4 and without not in w] if without else \
        [w for w in run if len(w) >= 4]
    table: dict[frozenset, Packed] = {}
    add_words = own_frame(_add_words)
    with collector_paused():
        for i in range(0, len(candidates), WORDS_CHUNK):
            turn()
            add_words(table, candidates[i:i + WORDS_CHUNK])
        bit = bits_of(wl.language.letters)
        packed = {sum(map(bit.__getitem__, s)): v for s, v in table.items()}
    return LettersetTable(packed, tuple(sorted(m for s, m in zip(table, packed) if len(s) == 7)), wl.language.letters)


WORDS_CHUNK = 8192  # words per `_add_words` call (each call in a fresh frame: see runtime.own_frame)


def join_tables(parts: list[LettersetTable]) -> LettersetTable:
    """The table of a whole list from the tables of its runs (`letterset_table`'s `part`): the
    figures of a letterset add up. O(lettersets of all parts)."""
    table = dict(parts[0].table)
    get = table.get
    for t in parts[1:]:
        for m, v in t.table.items():
            table[m] = get(m, 0) + v
    return LettersetTable(table, tuple(sorted({m for t in parts for m in t.sevens})), parts[0].alphabet)


def encode_table(tab: LettersetTable) -> str:
    """A table as text (base64), for passing between workers (`decode_table` reads it)."""
    return base64.b64encode(prebuilt.pack(array("q", tab.table), array("q", tab.table.values()),
                                       array("q", tab.sevens))).decode("ascii")


class NotATable(ValueError):
    """A text `decode_table` cannot read as a table."""


def decode_table(text: str, alphabet: Alphabet = ASCII) -> LettersetTable:
    """The table `encode_table` wrote of a list of `alphabet`; NotATable if `text` is not one."""
    try:
        masks, values, sevens = prebuilt.unpack(base64.b64decode(text, validate=True))
    except (ValueError, TypeError, struct.error, IndexError) as e:
        raise NotATable from e
    if not (len(masks) == len(values) and all(a.typecode == "q" for a in (masks, values, sevens))
            and (not masks or min(masks) > 0 and max(masks) < 1 << len(alphabet) and min(values) >= 0)):
        raise NotATable
    table = dict(zip(masks, values))
    if len(table) != len(masks) or not set(sevens) <= table.keys() or any(m.bit_count() != 7 for m in sevens):
        raise NotATable
    return LettersetTable(table, tuple(sevens), alphabet)


def _add_words(table: dict[frozenset, Packed], candidates: list[str]) -> None:
    """Count `candidates` (words of at least 4 letters) into `table` by letterset. O(len(candidates))."""
    get = table.get
    for w in candidates:
        s = frozenset(w)
        k = len(s)
        if k <= 7:
            n = len(w)
            table[s] = get(s, 0) + (((1 if n == 4 else n) + (7 if k == 7 else 0)) << SHIFT | 1)


CHUNK = 2048  # pangram lettersets per `per_center` call (bounds the columns held at once); a progress report follows each call


def build_index(tab: LettersetTable, progress: Progress | None = None) -> BeeIndex:
    """Every board of the table scored: `per_center` over its pangram lettersets, then the two
    search orders. O(128 * pangram lettersets) (bench/results/bee.md counts ENABLE's)."""
    sevens = tab.sevens
    centers = {}
    figures = own_frame(per_center)
    for i in range(0, len(sevens), CHUNK):
        with collector_paused():
            centers.update(zip(sevens[i:i + CHUNK], figures(sevens[i:i + CHUNK], tab.table)))
        if progress is not None:
            progress({"done": min(i + CHUNK, len(sevens)), "total": len(sevens), "stage": "index"})
    return BeeIndex(tab.table, centers,
                    tuple(sorted(sevens, key=lambda m: (-max(centers[m]), m))),
                    tuple(sorted(sevens, key=lambda m: (min(centers[m]), m))), tab.alphabet)


def _without(exclude: str) -> str:
    """Which kept table serves a search that excludes `exclude`: the one without S if S is excluded
    (the usual game: half the boards, built from fewer words), else the one with every board."""
    return "s" if "s" in exclude else ""


def _run_key(without: str) -> str:
    """Where a worker keeps ((j, n), table) of the run it made in a split search's first round."""
    return f"bee.table-{without}-run"


def bee_table(wl: WordList, exclude: str = "", shares: list[str | None] | None = None) -> LettersetTable:
    """The kept table for boards without `exclude` (see `_without`). O(1) after the first use; read
    from the index when that is known (prebuilt) already. With `shares` (a split search's first
    round, see `bee_share`): joined from the n runs' tables, a run whose share is None built here."""
    without = _without(exclude)
    index = wl.peek(f"bee.index-{without}")
    if index is not None:
        return wl.derived(f"bee.table-{without}", lambda w: LettersetTable(index.table, tuple(sorted(index.centers)), index.alphabet))
    if shares is not None:
        def joined(w: WordList) -> LettersetTable:
            n = len(shares)
            kept = w.peek(_run_key(without))
            w.forget(_run_key(without))
            return join_tables([kept[1] if kept is not None and kept[0] == (j, n) else
                                letterset_table(w, without, (j, n)) if s is None else decode_table(s, w.language.letters)
                                for j, s in enumerate(shares)])
        return wl.derived(f"bee.table-{without}", joined)
    return wl.derived(f"bee.table-{without}", lambda w: letterset_table(w, without))


def bee_share(wl: WordList, exclude: str, shard: tuple[int, int]) -> str | None:
    """Shard (j, n)'s first round of a split search: the table of the j-th of n runs of the words
    (`encode_table`), or None when this worker has the whole table already (built, or prebuilt). The
    run's table is also kept here until the second round: whichever shard this worker then runs, it
    joins that run from the table it has rather than from its text (decoding a share of words_alpha
    takes about as long as the join of all of them)."""
    without = _without(exclude)
    if wl.peek(f"bee.table-{without}") is not None or wl.peek(f"bee.index-{without}") is not None:
        return None
    wl.forget(_run_key(without))
    run = wl.derived(_run_key(without), lambda w: (shard, letterset_table(w, without, shard)))
    return encode_table(run[1])


def bee_index(wl: WordList, exclude: str = "", progress: Progress | None = None,
              shard: tuple[int, int] = (0, 1), shares: list[str | None] | None = None) -> BeeIndex:
    """The kept index for boards without `exclude` (see `_without`). O(1) after the first use.
    For shard (i, n) of a split search: the boards of every n-th pangram letterset from the i-th
    (the table joined from `shares` where the first round made them: `bee_table`)."""
    key = f"bee.index-{_without(exclude)}"
    i, n = shard
    if n == 1:
        return wl.derived(key, lambda w: build_index(bee_table(w, exclude), progress))

    def part(w: WordList) -> BeeIndex:
        tab = bee_table(w, exclude, shares)
        mine = tab.sevens[i::n]
        whole = w.peek(key)
        if whole is None:
            return build_index(LettersetTable(tab.table, mine, tab.alphabet), progress)
        keep = set(mine)
        return BeeIndex(whole.table, {m: whole.centers[m] for m in mine},
                        tuple(m for m in whole.by_high if m in keep), tuple(m for m in whole.by_low if m in keep),
                        whole.alphabet)
    return wl.derived(f"{key}-{i}of{n}", part)


def dump_index(index: BeeIndex, wl: WordList) -> bytes:
    """An index as bytes for a prebuilt file: the table, each pangram letterset's seven boards, and
    the two search orders as positions among the lettersets."""
    sevens = sorted(index.centers)
    at = {m: k for k, m in enumerate(sevens)}
    return prebuilt.pack(array("q", index.table), array("q", index.table.values()), array("q", sevens),
                      array("q", [v for m in sevens for v in index.centers[m]]),
                      array("i", map(at.__getitem__, index.by_high)), array("i", map(at.__getitem__, index.by_low)))


def load_index(data, wl: WordList) -> BeeIndex:
    masks, values, sevens, boards, high, low = prebuilt.unpack(data)
    return BeeIndex(dict(zip(masks, values)), dict(zip(sevens, zip(*[iter(boards)] * 7))),
                    tuple(map(sevens.__getitem__, high)), tuple(map(sevens.__getitem__, low)), wl.language.letters)


INDEXES = ("bee.index-", "bee.index-s")  # prebuilt for the shipped lists (see prebuilt.register)
for _without_letter in ("", "s"):
    prebuilt.register(f"bee.index-{_without_letter}",
                   lambda w, x=_without_letter: build_index(bee_table(w, x)), dump_index, load_index)


Board = dict  # {"letters", "center", "score", "word_count", "pangram_count"}


def _board(index: BeeIndex, m: Mask, i: int) -> Board:
    letters = mask_letters(m, index.alphabet)
    score, count = unpack(index.centers[m][i])
    return {"letters": letters, "center": letters[i], "score": score, "word_count": count,
            "pangram_count": unpack(index.table[m])[1]}


def best_boards(index: BeeIndex, exclude: str = "", include: str = "", top: int = 10,
                order: str = "best", progress: Progress | None = None) -> list[Board]:
    """The `top` boards by score (highest first, or lowest first for order="worst"), ties by letters
    then center. A board: a pangram letterset with none of `exclude`, all of `include`, and a center.

    Branch and bound: lettersets come in the order of their best board for this search (`by_high` or
    `by_low`), so the scan stops at the first letterset whose best board cannot enter the top.
    O(lettersets skipped by the letter filter + top), plus sorting `top` boards.
    """
    ex, inc = mask(exclude, index.alphabet), mask(include, index.alphabet)
    sign = 1 if order == "worst" else -1  # boards sort by (sign * score, letters, center position)
    ordered = index.by_low if order == "worst" else index.by_high
    kept: list[tuple[int, Letters, int, Mask]] = []
    cutoff = None  # sign * score of the top-th board, once there are `top`
    clock = Throttle(progress)
    for n, m in enumerate(ordered):
        if m & ex or m & inc != inc:
            continue
        keys = [sign * (v >> SHIFT) for v in index.centers[m]]
        if cutoff is not None and min(keys) > cutoff:
            break
        letters = mask_letters(m, index.alphabet)
        kept += [(k, letters, i, m) for i, k in enumerate(keys)]
        if len(kept) >= (top if cutoff is None else 2 * top):  # a stale cutoff is only looser
            kept.sort()
            del kept[top:]
            cutoff = kept[-1][0]
        if (n & 63) == 0 and clock.due():  # the report is built only when it will be sent
            progress({"done": n, "total": len(ordered), "stage": "search",
                      "boards": [{"letters": k[1], "center": k[1][k[2]], "score": sign * k[0]} for k in kept[:3]]})
    kept.sort()
    return [_board(index, m, i) for _, _, i, m in kept[:top]]


def best_boards_slow(wl: WordList, exclude: str = "", include: str = "", top: int = 10,
                     order: str = "best") -> list[Board]:
    """Reference: every pangram letterset times every center, each scored by `solve_slow`.
    O(pangram lettersets * 7 * words): for small lists only."""
    sets = sorted({"".join(sorted(set(w))) for w in wl.words if len(w) >= 4 and len(set(w)) == 7})
    boards = []
    for letters in sets:
        if any(c in letters for c in exclude) or not all(c in letters for c in include):
            continue
        for center in letters:
            r = solve_slow(letters, center, wl)
            boards.append({k: r[k] for k in ("letters", "center", "score", "word_count", "pangram_count")})
    return sorted(boards, key=board_order(order))[:top]


def board_order(order: str):
    """The rank of a board in a best (or worst) list: score, then letters, then the center's place."""
    sign = 1 if order == "worst" else -1
    return lambda b: (sign * b["score"], b["letters"], b["letters"].index(b["center"]))
