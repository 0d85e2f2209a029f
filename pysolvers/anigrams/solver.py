"""Anigrams' answers: the longest chain from a start or over every start, how many games a start
has, the letters that can be added to a term; the counts over every start split among workers and
joined (`merge_longest`, `merge_count`). With the slow reference: Norvig's definitions on
sorted-letter strings, recursion over the set of terms."""
from __future__ import annotations

from typing import Callable

from ..words import WordList
from .graph import Index
from .rules import GOAL_LENGTH, LETTERS, Key, Term, term


def step(ix: Index, k: Key, parent: Key | None) -> dict:
    """One rung of a ladder: the term, the letter it added, every word it unscrambles to."""
    return {"term": ix.term(k), "added": None if parent is None else ix.added_letter(parent, k), "words": list(ix.words[k])}


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
            "next": [{"letter": ix.added_letter(k, c), **{f: v for f, v in step(ix, c, k).items() if f != "added"},
                      "games": ix.games(c, goal), "longest": ix.longest(c)} for c in ix.children(k)]}


# --- slow reference: Norvig's definitions on sorted-letter strings, recursion over the set of terms ---
# (`letters`: the alphabet a letter is added from, the list's language's: `wl.language.letters`)

def terms_slow(wl: WordList) -> set[Term]:
    """Every term of the list. O(total letters)."""
    return {term(w) for w in wl.words}


def children_slow(t: Term, terms: set[Term], letters: str = LETTERS) -> set[Term]:
    """The terms made by adding one letter of `letters` to `t`. O(letters × n log n)."""
    return {term(t + c) for c in letters} & terms


def longest_slow(t: Term, terms: set[Term], memo: dict[Term, int] | None = None, letters: str = LETTERS) -> int:
    """Words in the longest chain from `t`, by recursion, memoized per call as in Norvig's notebook
    (without the memo, rich starts such as EERS take over ten seconds). O(terms below t × 26)."""
    memo = {} if memo is None else memo
    if t not in memo:
        memo[t] = 1 + max((longest_slow(c, terms, memo, letters) for c in children_slow(t, terms, letters)), default=0)
    return memo[t]


def count_slow(t: Term, terms: set[Term], goal: int = GOAL_LENGTH, letters: str = LETTERS) -> int:
    """Games from `t` to a `goal`-letter word, by plain recursion. O(games × 26)."""
    if len(t) >= goal:
        return int(len(t) == goal)
    return sum(count_slow(c, terms, goal, letters) for c in children_slow(t, terms, letters))

