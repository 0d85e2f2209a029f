"""Anigrams: chains of nested anagrams, four letters up (seed 004: Norvig's notebook on 538's Riddler).

A chain starts from four letters and adds one letter at a time; the letters of every step must
unscramble to a word. A game is a chain of six steps, from 4 letters to a 9-letter word.
"""
from __future__ import annotations

import datetime
import functools
import random
import string
from array import array
from itertools import chain, filterfalse, islice, repeat
from operator import mul
from typing import Callable

from . import words as words_module
from .core import MAX_SEED, Action, Field, InputError, Params, Split, turn
from .words import WordList, warm, wordlist_of

Word = str   # a word of the list: 'ride'
Term = str   # a word's letters, sorted: 'deir' (ride, dire, ired)
Key = int    # a term as packed letter counts, 7 bits a letter: adding a letter is one integer addition
Chain = list[Word]  # one word per step, each with one letter more than the one before

START_LENGTH = 4  # a chain starts with four letters
GOAL_LENGTH = 9   # a game ends with a nine-letter word: six steps
BITS = 7          # up to 127 of one letter: more than any word of at most 64 letters holds
LETTERS = string.ascii_lowercase
UNIT: dict[str, Key] = {c: 1 << (BITS * i) for i, c in enumerate(LETTERS)}
STEPS: list[Key] = list(UNIT.values())  # in letter order, so children come sorted by the added letter
EPOCH = datetime.date(2022, 9, 16)      # the Riddler's date: game of the day number 1
COMMON_ZIPF = 2.5  # a step of a common game has a word at least this frequent (about 1 in 3 million words)

assert all(UNIT[c] + UNIT[c] == UNIT[c] << 1 for c in LETTERS)


def term(word: str) -> Term:
    """The sorted letters of `word`. O(n log n)."""
    return "".join(sorted(word))


def key(letters: str) -> Key:
    """The packed letter counts of `letters` (any order): `key('ride') == key('dire')`. O(n)."""
    return sum(map(UNIT.__getitem__, letters))


def keys(words: list[str]) -> list[Key]:
    """[key(w) for w in words], with the loop in C (twice as fast). O(total letters)."""
    return list(map(sum, map(map, repeat(UNIT.__getitem__), words)))


def children_in(terms: dict[Key, list[Word]], level: list[Key]) -> list[list[Key]]:
    """For each key of `level`, the keys of `terms` one letter longer, by added letter:
    [[k + s for s in STEPS if k + s in terms] for k in level], with the loops in C. O(26 × len(level))."""
    adds = map(map, map(getattr, level, repeat("__add__")), repeat(STEPS))
    return list(map(list, map(filter, repeat(terms.__contains__), adds)))


def added_letter(parent: Key, child: Key) -> str:
    """The letter `child` has beyond `parent`. O(1)."""
    return LETTERS[((child - parent).bit_length() - 1) // BITS]


class Index:
    """Every term of a word list, and the chain graph from the 4-letter starts.

    `words` maps each term of 4+ letters to its words; `kids[k]` lists the terms one letter longer
    than a term reachable from a start (in the order of the added letter); `levels[i]` holds the
    reachable terms of 4 + i letters; `height[k]` is the number of words in the longest chain from k.
    Terms that no start reaches get their kids and heights on demand, the first time they are asked.
    """

    def __init__(self, wl: WordList, progress: Callable[..., None] | None = None):
        long_words = [w for w in wl.words if len(w) >= START_LENGTH]
        self.wl = wl
        self.words: dict[Key, list[Word]] = {}
        for k, w in zip(keys(long_words), long_words):
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
            kids = children_in(self.words, level)
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
        """The terms one letter longer than `k`, by added letter. O(26) the first time, O(1) after."""
        kids = self.kids.get(k)
        if kids is None:
            kids = self.kids[k] = list(filter(self.words.__contains__, map(k.__add__, STEPS)))
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
        return set(keys([w for w, z in zip(self.wl.words, self.wl.zipf10) if z >= limit and len(w) >= START_LENGTH]))

    def is_common(self, k: Key) -> bool:
        """Does the term unscramble to a common word? O(1) after `common`."""
        return k in self.common


def index(wl: WordList, progress: Callable[..., None] | None = None) -> Index:
    """The list's Index, built once (0.6-0.8 s for ENABLE in CPython: 26 additions per reachable term) and then reused."""
    return wl.derived("anigrams.index", lambda wl: Index(wl, progress))


KEY_BYTES = (BITS * len(LETTERS) + 7) // 8


def dump_index(ix: Index, wl: WordList) -> bytes:
    """An Index as bytes for a prebuilt file. Terms are numbered in order of first appearance in the
    list: their keys (KEY_BYTES each), their words as list positions grouped by term, then for the
    reachable terms, level by level, their height and their children."""
    at = {k: t for t, k in enumerate(ix.words)}
    position = wl.index
    reachable = [k for level in ix.levels for k in level]
    return (len(ix.words).to_bytes(4, "little") + b"".join(k.to_bytes(KEY_BYTES, "little") for k in ix.words)
            + words_module.pack(array("i", [len(ws) for ws in ix.words.values()]),
                                array("i", [position[w] for ws in ix.words.values() for w in ws]),
                                array("i", map(len, ix.levels)), array("i", map(at.__getitem__, reachable)),
                                array("B", map(ix.height.__getitem__, reachable)),
                                array("i", [len(ix.kids[k]) for k in reachable]),
                                array("i", [at[c] for k in reachable for c in ix.kids[k]])))


def load_index(data, wl: WordList) -> Index:
    """`dump_index` read back, with the loops in C where they can be."""
    data = memoryview(data)
    count = int.from_bytes(data[:4], "little")
    blob = bytes(data[4:4 + count * KEY_BYTES])
    keys_ = list(map(int.from_bytes, map(blob.__getitem__, map(slice, range(0, len(blob), KEY_BYTES),
                                                                range(KEY_BYTES, len(blob) + 1, KEY_BYTES))),
                     repeat("little")))
    sizes, positions, level_sizes, reachable, heights, kid_sizes, kid_ids = words_module.unpack(data[4 + count * KEY_BYTES:])
    ix = Index.__new__(Index)
    ix.wl = wl
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
    above the emptied ones): ≈ 6,000 and ≈ 1,300 for ENABLE without its offensive words."""
    ix = Index.__new__(Index)
    ix.wl, ix._games = wl, {}
    ix.words = whole.words.copy()  # the word lists are never changed in place: the untouched ones are shared
    emptied = set()
    for w in wl.dropped:
        k = key(w) if len(w) >= START_LENGTH else None
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
    parents = lambda k: [k - UNIT[c] for c in set(whole.term(k))]  # noqa: E731 (terms one letter shorter)
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


words_module.prebuilt("anigrams.index", Index, dump_index, load_index, drop_index)


# --- answers --------------------------------------------------------------------------------

def step(ix: Index, k: Key, parent: Key | None) -> dict:
    """One rung of a ladder: the term, the letter it added, every word it unscrambles to."""
    return {"term": ix.term(k), "added": None if parent is None else added_letter(parent, k), "words": list(ix.words[k])}


def ladder(ix: Index, path: list[Key]) -> dict:
    """A chain as data: one word per step and every step in full. The step's word is the last of its
    words in list order, as Norvig's `unscramble` picks (a dict from term to word keeps the last)."""
    steps = [step(ix, k, p) for p, k in zip([None, *path], path)]
    return {"length": len(path), "chain": [s["words"][-1] for s in steps], "steps": steps}


def longest_keys(ix: Index, k: Key) -> list[Key]:
    """A longest chain from `k`: at each step the first child (by letter) of greatest height. O(chain × 26)."""
    path = [k]
    while kids := ix.children(path[-1]):
        path.append(max(kids, key=ix.longest))
    return path


def longest_paths(ix: Index, starts: list[Key]) -> tuple[int, set[Key]]:
    """How many longest chains leave the `starts` (all of the same height), and the terms they end on.
    O(terms on those chains)."""
    memo: dict[Key, tuple[int, frozenset[Key]]] = {}

    def walk(k: Key) -> tuple[int, frozenset[Key]]:
        if k not in memo:
            below = [walk(c) for c in ix.children(k) if ix.longest(c) == ix.longest(k) - 1]
            memo[k] = (sum(n for n, _ in below), frozenset().union(*(e for _, e in below))) if below else (1, frozenset([k]))
        return memo[k]

    found = [walk(s) for s in starts]
    return sum(n for n, _ in found), set().union(*(e for _, e in found))


def starts_of(ix: Index, shard: tuple[int, int] = (0, 1)) -> list[Key]:
    """The 4-letter starts in letter order; for shard (i, n) of a split search every n-th from the i-th."""
    i, n = shard
    return ix.levels[0][i::n] if ix.levels else []


def longest(ix: Index, start: Key | None = None, shard: tuple[int, int] = (0, 1)) -> dict:
    """The longest chain from `start`, or over all 4-letter starts (the first start by letters among
    the best; for shard (i, n), over its starts only: `merge_longest` joins the parts). O(chain × 26)
    after the index; over all starts O(starts), and the count of tied chains walks only the tied terms."""
    if start is None:
        mine = starts_of(ix, shard)
        best = max(map(ix.longest, mine), default=0)
        starts = [k for k in mine if ix.longest(k) == best]
        if not starts:
            return {"start": None, "length": 0, "chain": [], "steps": [], "longest_chains": 0, "ends": [], "best_starts": []}
    else:
        starts = [start]
    chains, ends = longest_paths(ix, starts)
    result = {"start": ix.term(starts[0]), **ladder(ix, longest_keys(ix, starts[0])), "longest_chains": chains,
              "ends": sorted(w for e in ends for w in ix.words[e])}
    if start is None:
        result["best_starts"] = [ix.term(k) for k in starts]
    return result


def merge_longest(parts: list[dict]) -> dict:
    """The shards' answers of `longest` over all starts joined into the unsplit one: the greatest
    length; over the shards that reach it, their chains counted, their ends and best starts together,
    and the ladder of the first best start by letters. O(parts + their best starts and ends)."""
    best = max(r["length"] for r in parts)
    tied = [r for r in parts if r["start"] is not None and r["length"] == best]
    if not tied:
        return parts[0]
    first = min(tied, key=lambda r: r["start"])
    return {**first, "longest_chains": sum(r["longest_chains"] for r in tied),
            "ends": sorted(set().union(*(r["ends"] for r in tied))),
            "best_starts": sorted(t for r in tied for t in r["best_starts"])}


TOP_STARTS = 10  # the starts with the most games that a count over all starts lists


def count(ix: Index, start: Key | None = None, goal: int = GOAL_LENGTH, top: int = TOP_STARTS,
          shard: tuple[int, int] = (0, 1), progress: Callable[..., None] | None = None) -> dict:
    """Games from `start` to a `goal`-letter word, or from every 4-letter start (for shard (i, n),
    from its starts only: `merge_count` joins the parts). O(1) for one start after the table;
    O(starts) for all; the table is O(edges) once per goal length, reported level by level."""
    if start is not None:
        return {"start": ix.term(start), "goal_length": goal, "games": ix.games(start, goal)}
    ix.games_table(goal, progress=None if progress is None else lambda done, total: progress(done, total, stage="games"))
    starts = starts_of(ix, shard)
    per = [(ix.games(k, goal), k) for k in starts]
    ranked = sorted((p for p in per if p[0]), key=lambda p: -p[0])  # stable: ties stay in letter order
    return {"start": None, "goal_length": goal, "games": sum(n for n, _ in per),
            "starts": len(starts), "starts_with_games": len(ranked),
            "top_starts": [{"term": ix.term(k), "words": list(ix.words[k]), "games": n} for n, k in ranked[:top]]}


def merge_count(parts: list[dict], top: int = TOP_STARTS) -> dict:
    """The shards' answers of `count` over all starts joined into the unsplit one: the sums, and the
    top starts of all parts ranked again (most games first, ties by letters, as unsplit). O(parts × top)."""
    ranked = sorted((t for r in parts for t in r["top_starts"]), key=lambda t: (-t["games"], t["term"]))
    return {"start": None, "goal_length": parts[0]["goal_length"], "games": sum(r["games"] for r in parts),
            "starts": sum(r["starts"] for r in parts), "starts_with_games": sum(r["starts_with_games"] for r in parts),
            "top_starts": ranked[:top]}


def next_letters(ix: Index, k: Key, goal: int = GOAL_LENGTH) -> dict:
    """The letters that can be added to `k`, each with its term, words, games and longest chain. O(26)."""
    return {"term": ix.term(k), "words": list(ix.words[k]), "goal_length": goal,
            "games": ix.games(k, goal), "longest": ix.longest(k),
            "next": [{"letter": added_letter(k, c), **{f: v for f, v in step(ix, c, k).items() if f != "added"},
                      "games": ix.games(c, goal), "longest": ix.longest(c)} for c in ix.children(k)]}


# --- play -----------------------------------------------------------------------------------

def pick_game(ix: Index, rng: random.Random) -> tuple[list[Key], bool]:
    """A game drawn uniformly from the games whose every step has a common word (all games when
    there are none such), and whether it is common. O(chain × 26) after the tables."""
    for common in (True, False):
        table = ix.games_table(GOAL_LENGTH, common)
        options = ix.levels[0] if ix.levels else []
        total = sum(table.get(k, 0) for k in options)
        if total:
            break
    else:
        raise InputError("no_games", "This word list has no game: no chain from 4 letters to a 9-letter word.")
    path: list[Key] = []
    r = rng.randrange(total)
    while True:
        for k in options:
            n = table.get(k, 0)
            if r < n:
                break
            r -= n
        path.append(k)
        if ix.length(k) == GOAL_LENGTH:
            return path, common
        options = ix.children(k)


def scramble(letters: Term, rng: random.Random, wl: WordList) -> str:
    """The letters in an order that is not itself a word, when a few shuffles find one. O(n)."""
    shown = list(letters)
    for _ in range(20):
        rng.shuffle(shown)
        if "".join(shown) not in wl:
            break
    return "".join(shown)


def game(ix: Index, seed: int | str, date: str | None = None) -> dict:
    """A deterministic game for a seed (a date gives the seed "anigrams YYYY-MM-DD"). O(chain × 26)."""
    rng = random.Random(f"anigrams {date}" if date else seed)
    path, common = pick_game(ix, rng)
    steps = [dict(step(ix, k, p), scrambled=scramble(ix.term(k), rng, ix.wl)) for p, k in zip([None, *path], path)]
    result = {"seed": seed, "date": date, "common": common, "start": steps[0]["term"],
              "letters": "".join(s["added"] or s["term"] for s in steps), "steps": steps}
    if date:
        result["number"] = (datetime.date.fromisoformat(date) - EPOCH).days + 1
    return result


def check(ix: Index, letters: str, guess: str) -> dict:
    """Is `guess` a word of exactly `letters`? With the reason when not. O(n log n)."""
    want, got = term(letters), term(guess)
    if want != got:
        missing = "".join(c for c in sorted(set(want)) for _ in range(want.count(c) - got.count(c)))
        extra = "".join(c for c in sorted(set(got)) for _ in range(got.count(c) - want.count(c)))
        parts = ([f"it lacks {' '.join(missing.upper())}"] if missing else []) + ([f"it has an extra {' '.join(extra.upper())}"] if extra else [])
        return {"guess": guess, "correct": False, "reason": "wrong_letters", "missing": missing, "extra": extra,
                "message": f"{guess.upper()} does not use the letters {want.upper()}: {' and '.join(parts)}."}
    if guess not in ix.words.get(key(guess), ()):
        return {"guess": guess, "correct": False, "reason": "not_a_word", "missing": "", "extra": "",
                "message": f"{guess.upper()} uses the right letters but is not in the word list."}
    return {"guess": guess, "correct": True, "reason": "ok", "missing": "", "extra": "",
            "message": f"{guess.upper()} is right.", "words": list(ix.words[key(guess)])}


# --- slow reference: Norvig's definitions on sorted-letter strings, recursion over the set of terms ---

def terms_slow(wl: WordList) -> set[Term]:
    """Every term of the list. O(total letters)."""
    return {term(w) for w in wl.words}


def children_slow(t: Term, terms: set[Term]) -> set[Term]:
    """The terms made by adding one letter to `t`. O(26 × n log n)."""
    return {term(t + c) for c in LETTERS} & terms


def longest_slow(t: Term, terms: set[Term], memo: dict[Term, int] | None = None) -> int:
    """Words in the longest chain from `t`, by recursion, memoized per call as in Norvig's notebook
    (without the memo, rich starts such as EERS take over ten seconds). O(terms below t × 26)."""
    memo = {} if memo is None else memo
    if t not in memo:
        memo[t] = 1 + max((longest_slow(c, terms, memo) for c in children_slow(t, terms)), default=0)
    return memo[t]


def count_slow(t: Term, terms: set[Term], goal: int = GOAL_LENGTH) -> int:
    """Games from `t` to a `goal`-letter word, by plain recursion. O(games × 26)."""
    if len(t) >= goal:
        return int(len(t) == goal)
    return sum(count_slow(c, terms, goal) for c in children_slow(t, terms))


# --- API ------------------------------------------------------------------------------------

START = Field.letters("start", "Start", "Four letters that unscramble to a word, like DEIR (every start: "
                      "anigrams.longest_all, anigrams.count_all).", required=True, length=START_LENGTH)
TERM = Field.letters("term", "Letters", "Letters that unscramble to a word, four or more.", required=True,
                     min_length=START_LENGTH)
GOAL = Field.integer("goal_length", "Goal length", "The length of a game's last word.", default=GOAL_LENGTH,
                     min=START_LENGTH, max=32)
DATE = Field.date("date", "Date", "The day of the game, YYYY-MM-DD (give a date or a seed).")
SEED = Field.integer("seed", "Seed", "A whole number for a random game (give a date or a seed).", min=0, max=MAX_SEED)
GUESS = Field.letters("guess", "Your word", "The word to judge.", required=True)


def _letters_of(p: Params, name: str, exact: int | None) -> str:
    """A term's letters as given: the declared checks, then the length (before any index is built,
    so bad input is answered at once)."""
    letters = p.letters(name)
    if exact is not None and len(letters) != exact:
        raise InputError.of("wrong_length", "exact_letters", name, n=exact, found=len(letters))
    if len(letters) < START_LENGTH:
        raise InputError.of("wrong_length", "few_letters", name, min=START_LENGTH, found=len(letters))
    return letters


def _key_of(ix: Index, letters: str, name: str) -> Key:
    """The term of these letters, if the word list has one."""
    k = key(letters)
    if k not in ix.words:
        raise InputError("not_a_word", f"No word in this word list uses exactly the letters {letters.upper()}; "
                         "try letters that unscramble to a word, like DEIR (ride).", name)
    return k


def _term_from(p: Params, ix: Index, name: str, exact: int | None) -> Key:
    return _key_of(ix, _letters_of(p, name, exact), name)


def _index(p: Params) -> Index:
    return index(wordlist_of(p), lambda done, total: p.progress(done, total, stage="index"))


def api_warm(p: Params) -> dict:
    wl = wordlist_of(p)
    return warm(wl, [("chains of nested anagrams", "anigrams.index", lambda: _index(p))])


def api_longest(p: Params) -> dict:
    start = _letters_of(p, "start", START_LENGTH)
    ix = _index(p)
    return longest(ix, _key_of(ix, start, "start"))


def api_count(p: Params) -> dict:
    start = _letters_of(p, "start", START_LENGTH)
    goal = p.integer("goal_length")
    ix = _index(p)
    return count(ix, _key_of(ix, start, "start"), goal)


# Over every start: searches for the page's worker pool, split by starts (shard i of n takes every
# n-th start from the i-th) and joined exactly by merge_longest / merge_count. Each shard needs the
# whole index (a start's chains reach ~95 % of the terms), so on a list without a prebuilt index
# every worker builds it: the split spreads only the per-start work.

def api_longest_all(p: Params) -> dict:
    p.progress(0, 1, stage="index")
    ix = _index(p)
    out = longest(ix, None, p.shard())
    p.progress(1, 1, stage="done")
    return out


def api_count_all(p: Params) -> dict:
    goal = p.integer("goal_length")
    p.progress(0, 1, stage="index")
    ix = _index(p)
    out = count(ix, None, goal, shard=p.shard(), progress=p.progress)
    p.progress(1, 1, stage="done")
    return out


def merge_progress(stages: tuple[str, ...]) -> Callable[[Params, list], dict]:
    """One report from the shards' latest: the least advanced stage, and the work done as the sum of
    each shard's share (its stage's place among `stages` and how far into it; 0 before its first
    report), of as many as there are shards."""
    def merged(p: Params, reports: list[dict | None]) -> dict:
        known = [r for r in reports if r]
        stage = min((r["stage"] for r in known), key=stages.index, default=stages[0])
        share = sum((stages.index(r["stage"]) + (r["done"] / r["total"] if r["total"] else 0)) / (len(stages) - 1) for r in known)
        return {"done": round(min(share, len(reports)), 4), "total": len(reports), "stage": stage}
    return merged


LONGEST_SPLIT = Split(lambda p, parts: merge_longest(parts), merge_progress(("index", "done")))
COUNT_SPLIT = Split(lambda p, parts: merge_count(parts), merge_progress(("index", "games", "done")))


def api_next(p: Params) -> dict:
    term = _letters_of(p, "term", None)
    goal = p.integer("goal_length")
    ix = _index(p)
    return next_letters(ix, _key_of(ix, term, "term"), goal)


# A game's allowance of "Show next letter" (each shows the next letter of one of the step's words):
# published in the catalog, so the page and a challenge link's check use the one number.
GAME_HINTS = 6


def api_game(p: Params) -> dict:
    if p.has("date") == p.has("seed"):
        raise InputError("missing_field" if not p.has("date") else "conflicting_fields",
                         "Give either \"date\" (YYYY-MM-DD, for the game of the day) or \"seed\" (a whole number, for a random game).",
                         "date")
    date = p.date("date") if p.has("date") else None
    seed = p.integer("seed") if date is None else date
    return game(_index(p), seed, date)


def api_check(p: Params) -> dict:
    term = _letters_of(p, "term", None)
    guess = p.letters("guess")
    ix = _index(p)
    k = _key_of(ix, term, "term")
    return {"term": ix.term(k), **check(ix, ix.term(k), guess)}


INDEXES = ("anigrams.index",)  # prebuilt for the shipped lists (see words.prebuilt)
ACTIONS = {
    "anigrams.warm": Action(api_warm, (), "Build the word list's chain index now, so the first start is answered at "
                            "once; says what it built and how long it took.", {"dictionary": "enable"}, budget=20, indexes=INDEXES),
    "anigrams.longest": Action(api_longest, (START,),
                               "The longest chain of nested anagrams from 4 letters, step by step.",
                               {"start": "deir"}, budget=20, indexes=INDEXES),
    "anigrams.count": Action(api_count, (START, GOAL),
                             "How many games (chains from 4 letters to a goal-length word) start from these letters.",
                             {"start": "aers", "goal_length": 9}, budget=20, indexes=INDEXES),
    "anigrams.longest_all": Action(api_longest_all, (),
                                   "The longest chain of nested anagrams over every 4-letter start: its ladder, how many "
                                   "chains are that long, their starts and last words.", {"dictionary": "enable"},
                                   budget=20, runs="search", split=LONGEST_SPLIT, indexes=INDEXES),
    "anigrams.count_all": Action(api_count_all, (GOAL,),
                                 "How many games (chains from 4 letters to a goal-length word) start from every 4-letter "
                                 "start, and the starts with the most.", {"goal_length": 9}, budget=20, runs="search",
                                 split=COUNT_SPLIT, indexes=INDEXES),
    "anigrams.next": Action(api_next, (TERM, GOAL),
                            "The letters that can be added to a term, each with its words, games and longest chain.",
                            {"term": "deir"}, budget=20, indexes=INDEXES),
    "anigrams.game": Action(api_game, (DATE, SEED),
                            "A game to play: 4 letters to a 9-letter word, the letter added at each step and the words accepted.",
                            {"date": "2026-11-21"}, wordlist="puzzle", budget=20, indexes=INDEXES,
                            facts={"hints": GAME_HINTS}),
    "anigrams.check": Action(api_check, (TERM, GUESS),
                             "Is the guess a word made of exactly the term's letters? With the reason when not.",
                             {"term": "deir", "guess": "ride"}, budget=20, indexes=INDEXES),
}
