"""Spelling Bee: words from seven letters with a center (seed 001).

Rules: a word has at least 4 letters, uses the center letter and no letter outside the seven.
Points: a 4-letter word scores 1, a longer word its length; a pangram (all seven letters) adds 7.
A board is valid when its seven letters hold at least one pangram.

Parts: solving one board (regex pass, with a word-by-word reference); the best and worst boards of a
word list (a letterset index, with a brute-force reference); play (checking a guess with its reason,
ranks, hints, revealing a word); random and daily boards.
"""
from __future__ import annotations

import random
import re
import string
import time
from array import array
from dataclasses import dataclass
from itertools import repeat
from operator import add, or_

from . import words
from .core import Action, InputError, Params, Progress, Split
from .words import WordList

Letters = str  # the seven distinct letters of a board, sorted: 'aegimnr'
Center = str   # the one letter every word must use


def points(word: str, pangram: bool) -> int:
    """Points for a valid word. O(1)."""
    return (1 if len(word) == 4 else len(word)) + (7 if pangram else 0)


def check_board(letters: str, center: str) -> tuple[Letters, Center]:
    """Normalize and validate a board; raise InputError naming the field that is wrong."""
    letters = letters.lower()
    center = center.lower()
    if len(letters) != 7 or len(set(letters)) != 7 or not letters.isalpha() or not letters.isascii():
        raise InputError("bad_letters", "A board is seven different letters A to Z.", "letters")
    if len(center) != 1 or center not in letters:
        raise InputError("bad_center", f"The center must be one of the seven letters ({letters.upper()}).", "center")
    return "".join(sorted(letters)), center


def _result(letters: Letters, center: Center, found: list[str]) -> dict:
    """The answer as plain data: words sorted by points (high first), then alphabetically."""
    full = set(letters)
    entries = []
    for w in found:
        pangram = set(w) == full
        entries.append({"word": w, "points": points(w, pangram), "pangram": pangram})
    entries.sort(key=lambda e: (-e["points"], e["word"]))
    return {
        "letters": letters,
        "center": center,
        "score": sum(e["points"] for e in entries),
        "word_count": len(entries),
        "pangram_count": sum(e["pangram"] for e in entries),
        "words": entries,
    }


def solve(letters: str, center: str, wl: WordList) -> dict:
    """All valid words of the board. One regex pass over the list's text: O(total letters), in C."""
    letters, center = check_board(letters, center)
    pattern = re.compile(rf"^(?=[{letters}]*{center})[{letters}]{{4,}}$", re.MULTILINE)
    return _result(letters, center, pattern.findall(wl.text))


def solve_slow(letters: str, center: str, wl: WordList) -> dict:
    """Reference solver: the rules read literally, word by word. O(total letters), in Python."""
    letters, center = check_board(letters, center)
    allowed = set(letters)
    found = [w for w in wl.words if len(w) >= 4 and center in w and set(w) <= allowed]
    return _result(letters, center, found)


# --- Letterset index: the best and worst boards ------------------------------------------

Mask = int  # a letterset as 26 bits, bit i for the i-th letter: 'abc' -> 0b111

BIT = {c: 1 << i for i, c in enumerate(string.ascii_lowercase)}


def mask(letters: str) -> Mask:
    """The letterset of `letters` as bits. O(len(letters))."""
    m = 0
    for c in letters:
        m |= BIT[c]
    return m


def mask_letters(m: Mask) -> Letters:
    """The letters of a mask, sorted. O(26)."""
    return "".join(c for c, b in BIT.items() if m & b)


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
    """
    table: dict[Mask, Packed]
    centers: dict[Mask, tuple[Packed, ...]]
    by_high: tuple[Mask, ...]
    by_low: tuple[Mask, ...]


@dataclass(frozen=True)
class LettersetTable:
    """`table[m]`: packed points and count of all words of at least 4 letters whose distinct letters
    are exactly `m` (at most 7 letters). `sevens`: the 7-letter lettersets, i.e. those with a pangram."""
    table: dict[Mask, Packed]
    sevens: tuple[Mask, ...]


def letterset_table(wl: WordList, without: str = "") -> LettersetTable:
    """The table of a word list, leaving out the words with the letter `without` if one is given (and
    so the boards with it). One pass over the words: O(words)."""
    assert len(without) <= 1 and len(wl.words) < 1 << SHIFT, without
    candidates = [w for w in wl.words if len(w) >= 4 and without not in w] if without else \
        [w for w in wl.words if len(w) >= 4]
    table: dict[frozenset, Packed] = {}
    get = table.get
    for w in candidates:
        s = frozenset(w)
        k = len(s)
        if k <= 7:
            n = len(w)
            table[s] = get(s, 0) + (((1 if n == 4 else n) + (7 if k == 7 else 0)) << SHIFT | 1)
    packed = {sum(map(BIT.__getitem__, s)): v for s, v in table.items()}
    return LettersetTable(packed, tuple(sorted(m for s, m in zip(table, packed) if len(s) == 7)))


CHUNK = 2048  # pangram lettersets per `per_center` call: ~5 MB of columns, a progress report each ~0.1 s


def build_index(tab: LettersetTable, progress: Progress | None = None) -> BeeIndex:
    """Every board of the table scored: `per_center` over its pangram lettersets, then the two
    search orders. O(128 * pangram lettersets); ENABLE has 15,599 of them, 7,986 without S."""
    sevens = tab.sevens
    centers = {}
    for i in range(0, len(sevens), CHUNK):
        centers.update(zip(sevens[i:i + CHUNK], per_center(sevens[i:i + CHUNK], tab.table)))
        if progress is not None:
            progress({"done": min(i + CHUNK, len(sevens)), "total": len(sevens), "stage": "index"})
    return BeeIndex(tab.table, centers,
                    tuple(sorted(sevens, key=lambda m: (-max(centers[m]), m))),
                    tuple(sorted(sevens, key=lambda m: (min(centers[m]), m))))


def _without(exclude: str) -> str:
    """Which kept table serves a search that excludes `exclude`: the one without S if S is excluded
    (the usual game: half the boards, built from fewer words), else the one with every board."""
    return "s" if "s" in exclude else ""


def bee_table(wl: WordList, exclude: str = "") -> LettersetTable:
    """The kept table for boards without `exclude` (see `_without`). O(1) after the first use; read
    from the index when that is known (prebuilt) already."""
    without = _without(exclude)
    index = wl.peek(f"bee.index-{without}")
    if index is not None:
        return wl.derived(f"bee.table-{without}", lambda w: LettersetTable(index.table, tuple(sorted(index.centers))))
    return wl.derived(f"bee.table-{without}", lambda w: letterset_table(w, without))


def bee_index(wl: WordList, exclude: str = "", progress: Progress | None = None,
              shard: tuple[int, int] = (0, 1)) -> BeeIndex:
    """The kept index for boards without `exclude` (see `_without`). O(1) after the first use.
    For shard (i, n) of a split search: the boards of every n-th pangram letterset from the i-th."""
    key = f"bee.index-{_without(exclude)}"
    i, n = shard
    if n == 1:
        return wl.derived(key, lambda w: build_index(bee_table(w, exclude), progress))

    def part(w: WordList) -> BeeIndex:
        tab = bee_table(w, exclude)
        mine = tab.sevens[i::n]
        whole = w.peek(key)
        if whole is None:
            return build_index(LettersetTable(tab.table, mine), progress)
        keep = set(mine)
        return BeeIndex(whole.table, {m: whole.centers[m] for m in mine},
                        tuple(m for m in whole.by_high if m in keep), tuple(m for m in whole.by_low if m in keep))
    return wl.derived(f"{key}-{i}of{n}", part)


def dump_index(index: BeeIndex, wl: WordList) -> bytes:
    """An index as bytes for a prebuilt file: the table, each pangram letterset's seven boards, and
    the two search orders as positions among the lettersets."""
    sevens = sorted(index.centers)
    at = {m: k for k, m in enumerate(sevens)}
    return words.pack(array("q", index.table), array("q", index.table.values()), array("q", sevens),
                      array("q", [v for m in sevens for v in index.centers[m]]),
                      array("i", map(at.__getitem__, index.by_high)), array("i", map(at.__getitem__, index.by_low)))


def load_index(data, wl: WordList) -> BeeIndex:
    masks, values, sevens, boards, high, low = words.unpack(data)
    return BeeIndex(dict(zip(masks, values)), dict(zip(sevens, zip(*[iter(boards)] * 7))),
                    tuple(map(sevens.__getitem__, high)), tuple(map(sevens.__getitem__, low)))


for _without_letter in ("", "s"):
    words.prebuilt(f"bee.index-{_without_letter}",
                   lambda w, x=_without_letter: build_index(bee_table(w, x)), dump_index, load_index)


class _Clock:
    """Calls `progress` at most every 0.1 s of work."""

    def __init__(self, progress: Progress | None):
        self.progress, self.next = progress, time.perf_counter() + 0.1

    def tick(self, done: int, total: int, **extra) -> None:
        if self.progress is not None and (done & 63) == 0 and time.perf_counter() >= self.next:
            self.progress({"done": done, "total": total, **extra})
            self.next = time.perf_counter() + 0.1


Board = dict  # {"letters", "center", "score", "word_count", "pangram_count"}


def _board(index: BeeIndex, m: Mask, i: int) -> Board:
    letters = mask_letters(m)
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
    ex, inc = mask(exclude), mask(include)
    sign = 1 if order == "worst" else -1  # boards sort by (sign * score, letters, center position)
    ordered = index.by_low if order == "worst" else index.by_high
    kept: list[tuple[int, Letters, int, Mask]] = []
    cutoff = None  # sign * score of the top-th board, once there are `top`
    clock = _Clock(progress)
    for n, m in enumerate(ordered):
        if m & ex or m & inc != inc:
            continue
        keys = [sign * (v >> SHIFT) for v in index.centers[m]]
        if cutoff is not None and min(keys) > cutoff:
            break
        letters = mask_letters(m)
        kept += [(k, letters, i, m) for i, k in enumerate(keys)]
        if len(kept) >= (top if cutoff is None else 2 * top):  # a stale cutoff is only looser
            kept.sort()
            del kept[top:]
            cutoff = kept[-1][0]
        clock.tick(n, len(ordered), stage="search",
                   boards=[{"letters": k[1], "center": k[1][k[2]], "score": sign * k[0]} for k in kept[:3]])
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
    sign = 1 if order == "worst" else -1
    boards.sort(key=lambda b: (sign * b["score"], b["letters"], b["letters"].index(b["center"])))
    return boards[:top]


# --- Play: checking guesses, ranks, hints ----------------------------------------------

RANKS = (("Beginner", 0), ("Good Start", 2), ("Moving Up", 5), ("Good", 8), ("Solid", 15),
         ("Nice", 25), ("Great", 40), ("Amazing", 50), ("Genius", 70), ("Queen Bee", 100))


def rank_thresholds(max_score: int) -> list[dict]:
    """Each rank's minimum score: its percentage of the maximum, rounded to the nearest point
    (halves up), in integers. O(10)."""
    return [{"name": name, "min_score": (max_score * pct * 2 + 100) // 200} for name, pct in RANKS]


def rank(score: int, max_score: int) -> dict:
    """The rank reached with `score`, the next rank and the points still needed for it. O(10)."""
    table = rank_thresholds(max_score)
    at = max(i for i, r in enumerate(table) if score >= r["min_score"])
    nxt = table[at + 1] if at + 1 < len(table) else None
    return {"name": table[at]["name"], "score": score, "max_score": max_score,
            "next": nxt and nxt["name"], "to_next": nxt and nxt["min_score"] - score, "ranks": table}


def solution(letters: str, center: str, wl: WordList) -> dict:
    """`solve`, remembered for the last 16 boards of this list (a game asks about one board often)."""
    cache = wl.derived("bee.solutions", lambda _: {})
    key = ("".join(sorted(letters)), center)
    if key not in cache:
        if len(cache) >= 16:
            cache.pop(next(iter(cache)))
        cache[key] = solve(letters, center, wl)
    return cache[key]


def found_words(result: dict, found: list[str]) -> dict[str, dict]:
    """The distinct words of `found` that belong to the board's solution, with their entries. O(found)."""
    entries = {e["word"]: e for e in result["words"]}
    return {w: entries[w] for w in (f.strip().lower() for f in found) if w in entries}


MESSAGES = {
    "too_short": "Too short: a word has at least 4 letters.",
    "bad_letters": "Bad letters: {bad} {verb} not on the board.",
    "missing_center": "Missing center letter: every word uses {center}.",
    "not_in_word_list": "Not in word list.",
    "already_found": "Already found.",
    "pangram": "Pangram! +{points}",
    "valid": "{praise} +{points}",
}


def check(letters: str, center: str, guess: str, found: list[str], wl: WordList) -> dict:
    """Judge one guess against the board: the first failing rule (too short, bad letters, missing
    center letter, not in word list, already found) or the points it earns. Then the score and rank
    of the found words plus this one. O(words in the list) the first time for a board, O(found) after."""
    letters, center = check_board(letters, center)
    result = solution(letters, center, wl)
    have = found_words(result, found)
    guess = guess.lower()
    bad = sorted(set(guess) - set(letters))
    entry = next((e for e in result["words"] if e["word"] == guess), None)
    if len(guess) < 4:
        reason = "too_short"
    elif bad:
        reason = "bad_letters"
    elif center not in guess:
        reason = "missing_center"
    elif entry is None:
        reason = "not_in_word_list"
    elif guess in have:
        reason = "already_found"
    else:
        reason = None
        have[guess] = entry
    points = entry["points"] if reason is None else 0
    pangram = reason is None and entry["pangram"]
    if reason is None:
        key = "pangram" if pangram else "valid"
    else:
        key = reason
    praise = "Good!" if points == 1 else "Nice!" if points < 7 else "Awesome!"
    message = MESSAGES[key].format(bad=", ".join(c.upper() for c in bad), verb="is" if len(bad) == 1 else "are",
                                   center=center.upper(), points=points, praise=praise)
    score = sum(e["points"] for e in have.values())
    return {"guess": guess, "valid": reason is None, "reason": reason, "message": message,
            "points": points, "pangram": pangram, "score": score, "found_count": len(have),
            "rank": rank(score, result["score"])}


def hints(letters: str, center: str, found: list[str], wl: WordList) -> dict:
    """What is left to find, as the daily hints page shows it: a grid of remaining words by first
    letter (rows) and length (columns), and the count per two-letter start. Rows, columns and starts
    are those of the whole solution, so the grid keeps its shape as counts fall to 0. O(words on the board)."""
    letters, center = check_board(letters, center)
    result = solution(letters, center, wl)
    have = found_words(result, found)
    all_words = [e["word"] for e in result["words"]]
    left = [e for e in result["words"] if e["word"] not in have]
    lengths = sorted({len(w) for w in all_words})
    firsts = sorted({w[0] for w in all_words})
    cells = {(f, n): 0 for f in firsts for n in lengths}
    starts = {w[:2]: 0 for w in sorted(all_words)}
    for e in left:
        w = e["word"]
        cells[w[0], len(w)] += 1
        starts[w[:2]] += 1
    rows = [{"letter": f, "counts": [cells[f, n] for n in lengths], "total": sum(cells[f, n] for n in lengths)}
            for f in firsts]
    return {"letters": letters, "center": center,
            "grid": {"lengths": lengths, "rows": rows,
                     "totals": [sum(cells[f, n] for f in firsts) for n in lengths], "total": len(left)},
            "two_letter": [{"start": s, "count": c} for s, c in starts.items()],
            "remaining": {"words": len(left), "points": sum(e["points"] for e in left),
                          "pangrams": sum(e["pangram"] for e in left)},
            "found_count": len(have), "rank": rank(sum(e["points"] for e in have.values()), result["score"])}


def reveal(letters: str, center: str, found: list[str], wl: WordList) -> dict | None:
    """One word not yet found: the most common one (by word frequency), then the shortest, then A-Z.
    None when every word is found. O(words on the board)."""
    letters, center = check_board(letters, center)
    result = solution(letters, center, wl)
    have = found_words(result, found)
    left = [e for e in result["words"] if e["word"] not in have]
    if not left:
        return None
    return min(left, key=lambda e: (-wl.zipf(e["word"]), len(e["word"]), e["word"]))


# --- Puzzles: random and of the day -----------------------------------------------------

def random_board(tab: LettersetTable, rng: random.Random, exclude: str = "", min_words: int = 1,
                 max_words: int | None = None) -> tuple[Letters, Center] | None:
    """A board drawn by `rng`: a pangram letterset without `exclude` and a center, with a word count
    in range; None if no board fits. O(pangram lettersets) to shuffle, 128 per letterset scored."""
    ex = mask(exclude)
    pool = [m for m in tab.sevens if not m & ex]
    rng.shuffle(pool)
    start, size = 0, 8
    while start < len(pool):  # score the pool in growing batches: few boards when many fit, few calls when none does
        batch = pool[start:start + size]
        for m, figures in zip(batch, per_center(batch, tab.table)):
            order = list(range(7))
            rng.shuffle(order)
            for i in order:
                count = unpack(figures[i])[1]
                if min_words <= count and (max_words is None or count <= max_words):
                    letters = mask_letters(m)
                    return letters, letters[i]
        start, size = start + size, min(4 * size, CHUNK)
    return None


DAILY_WORDS = (20, 60)  # the puzzle of the day prefers boards with this many words


def daily_board(wl: WordList, date: str) -> tuple[Letters, Center] | None:
    """The puzzle of `date` ("YYYY-MM-DD"): a board without S and with 20-60 words when the list has
    one, else any board (None if the list has none); the same for everyone with the same list.
    O(pangram lettersets)."""
    for lo, hi in (DAILY_WORDS, (1, None)):
        for exclude in ("s", ""):
            board = random_board(bee_table(wl, exclude), random.Random(f"wordloom-bee:{date}"), exclude, lo, hi)
            if board:
                return board
    return None


# --- API ----------------------------------------------------------------------------------

def _board_from(p: Params) -> tuple[str, str]:
    letters = p.letters("letters", count=7, what="board")
    center = p.letters("center", count=1, what="center")
    if center not in letters:
        raise InputError("bad_center", f"The center letter {center.upper()} is not one of the seven letters {letters.upper()}.", "center")
    return letters, center


def _letter_filter(p: Params, name: str, default: str) -> str:
    """Optional letters ("" for none), repeats ignored, sorted."""
    if not p.text(name, default).strip():
        return ""
    return "".join(sorted(set(p.letters(name, distinct=False, default=default, what=f"letters to {name}"))))


def _reporter(p: Params) -> Progress:
    return lambda info: p.progress(**info)


def _found(p: Params) -> list[str]:
    return p.list_of_text("found", max_items=5000) if p.has("found") else []


def api_solve(p: Params) -> dict:
    letters, center = _board_from(p)
    result = solve(letters, center, p.wordlist())
    return {**result, "ranks": rank_thresholds(result["score"])}


def _best_request(p: Params) -> tuple[str, str, int, str]:
    """exclude, include, top and order of a bee.best request, checked."""
    exclude = _letter_filter(p, "exclude", "s")
    include = _letter_filter(p, "include", "")
    both = sorted(set(exclude) & set(include))
    if both:
        raise InputError("conflicting_fields", f"{', '.join(c.upper() for c in both)} cannot be both excluded and included.", "include")
    if len(include) > 7:
        raise InputError("too_long", f"A board has seven letters; you asked to include {len(include)}.", "include")
    return exclude, include, p.integer("top", 10, 1, 1000), p.choice("order", ("best", "worst"), "best")


def api_best(p: Params) -> dict:
    exclude, include, top, order = _best_request(p)
    shard = p.shard()
    wl = p.wordlist()
    p.progress(0, 1, stage="index")
    index = bee_index(wl, exclude, _reporter(p), shard)
    indexed = {"indexed": len(index.centers)} if shard[1] > 1 else {}  # lets a split search count its lettersets
    boards = best_boards(index, exclude, include, top, order, lambda info: p.progress(**info, **indexed))
    p.progress(1, 1, stage="done", **indexed)
    return {"boards": boards, "order": order, "exclude": exclude, "include": include}


def _board_order(order: str):
    """The rank of a board in a best (or worst) list: score, then letters, then the center's place."""
    sign = 1 if order == "worst" else -1
    return lambda b: (sign * b["score"], b["letters"], b["letters"].index(b["center"]))


def merge_best(p: Params, parts: list[dict]) -> dict:
    """The shards' best boards (each the top of its lettersets) ranked together: the unsplit answer."""
    exclude, include, top, order = _best_request(p)
    boards = sorted((b for part in parts for b in part["boards"]), key=_board_order(order))[:top]
    return {"boards": boards, "order": order, "exclude": exclude, "include": include}


STAGES = ("index", "search", "done")


def merge_best_progress(p: Params, reports: list[dict | None]) -> dict:
    """One report from the shards' latest: the least advanced stage; in "index", lettersets scored
    of all shards' lettersets; in "search", the shards' best boards so far."""
    *_, order = _best_request(p)
    known = [r for r in reports if r]
    stage = min((r["stage"] for r in known), key=STAGES.index, default="index")
    if stage == "index":
        later = [r for r in known if r["stage"] != "index"]
        now = [r for r in known if r["stage"] == "index" and r["total"] > 1]
        done = sum(r["done"] for r in now) + sum(r["indexed"] for r in later)
        return {"done": done, "total": sum(r["total"] for r in now) + sum(r["indexed"] for r in later) or 1, "stage": stage}
    boards = sorted((b for r in known for b in r.get("boards", ())), key=_board_order(order))[:3]
    done = sum(r["done"] / r["total"] for r in known if r["total"])
    return {"done": round(done, 4), "total": len(reports), "stage": stage, "boards": boards}


def api_check(p: Params) -> dict:
    letters, center = _board_from(p)
    guess = re.sub(r"\s+", "", p.text("guess"))
    if guess and not re.fullmatch(r"[A-Za-z]+", guess):
        raise InputError("not_letters", "A guess is made of the letters A to Z.", "guess")
    return check(letters, center, guess, _found(p), p.wordlist())


def api_rank(p: Params) -> dict:
    letters, center = _board_from(p)
    result = solution(letters, center, p.wordlist())
    have = found_words(result, _found(p))
    return rank(sum(e["points"] for e in have.values()), result["score"])


def api_hints(p: Params) -> dict:
    letters, center = _board_from(p)
    return hints(letters, center, _found(p), p.wordlist())


def api_reveal(p: Params) -> dict:
    letters, center = _board_from(p)
    return {"word": reveal(letters, center, _found(p), p.wordlist())}


def _puzzle(letters: str, center: str, wl: WordList, **extra) -> dict:
    result = solution(letters, center, wl)
    return {**result, "ranks": rank_thresholds(result["score"]), **extra}


def api_random(p: Params) -> dict:
    seed = p.raw.get("seed")
    if seed is None:
        raise InputError("missing_field", "Please give \"seed\": a number or a word; the same seed gives the same board.", "seed")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)) or (isinstance(seed, str) and len(seed) > 64):
        raise InputError("wrong_type", "\"seed\" must be a whole number or a short text.", "seed")
    exclude_s = p.boolean("exclude_s", True)
    lo = p.integer("min_words", 1, 1, 100_000)
    hi = p.integer("max_words", None, 1, 100_000, allow_null=True)
    if hi is not None and hi < lo:
        raise InputError("out_of_range", f"\"max_words\" ({hi}) is below \"min_words\" ({lo}).", "max_words")
    wl = p.wordlist()
    exclude = "s" if exclude_s else ""
    tab = bee_table(wl, exclude)
    if not tab.sevens:  # the table without S has no board with S
        raise _no_board(p, " without S" if exclude_s else "")
    board = random_board(tab, random.Random(seed), exclude, lo, hi)
    if board is None:
        span = f"{lo} to {hi}" if hi is not None else f"at least {lo}"
        raise InputError("no_board", f"No board of this word list has {span} words{' without S' if exclude_s else ''}; widen the range.", "min_words")
    return _puzzle(*board, wl, seed=seed)


def api_daily(p: Params) -> dict:
    date = p.date("date")
    wl = p.wordlist()
    board = daily_board(wl, date)
    if board is None:
        raise _no_board(p, "")
    return _puzzle(*board, wl, date=date)


def _no_board(p: Params, extra: str) -> InputError:
    return InputError("no_board", f"This word list has no Spelling Bee board{extra}: no word of at least 4 letters uses "
                      f"seven different letters{extra}.", "word_list" if p.has("word_list") else "dictionary")


BOARD = {"letters": "aeginrt", "center": "r"}
ACTIONS = {
    "bee.solve": Action(api_solve, ("letters", "center"),
                        "All words of a Spelling Bee board, with points, pangrams and the rank thresholds.",
                        BOARD),
    "bee.best": Action(api_best, ("exclude", "include", "top", "order"),
                       "The best (or worst) boards of the word list: seven letters with a pangram, and a center.",
                       {"exclude": "s", "top": 10, "order": "best"}, runs="search",
                       split=Split(merge_best, merge_best_progress), indexes=("bee.index-", "bee.index-s")),
    "bee.check": Action(api_check, ("letters", "center", "guess", "found"),
                        "Judge a guess: the reason it fails, or its points; the score and rank after it.",
                        {**BOARD, "guess": "granite", "found": ["tear"]}),
    "bee.rank": Action(api_rank, ("letters", "center", "found"),
                       "The rank of the found words' score, and the points to the next rank.",
                       {**BOARD, "found": ["granite", "tear"]}),
    "bee.hints": Action(api_hints, ("letters", "center", "found"),
                        "Words left to find: a grid by first letter and length, and counts by two-letter start.",
                        {**BOARD, "found": ["tear"]}),
    "bee.reveal": Action(api_reveal, ("letters", "center", "found"),
                         "One word not found yet (the most common one).", {**BOARD, "found": ["tear"]}),
    "bee.random": Action(api_random, ("seed", "exclude_s", "min_words", "max_words"),
                         "A random board with at least one pangram (same seed, same board), solved.",
                         {"seed": 42, "exclude_s": True, "min_words": 20, "max_words": 60}, indexes=("bee.index-", "bee.index-s")),
    "bee.daily": Action(api_daily, ("date",), "The puzzle of the day for a date YYYY-MM-DD, the same for everyone, solved.",
                        {"date": "2026-01-31"}, indexes=("bee.index-", "bee.index-s")),
}
