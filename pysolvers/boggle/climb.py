"""Best-board search by iterated local search over chains: each chain climbs to a board that no
one-cell change and no swap of two cells improves, then changes a few cells at random ("a kick")
and climbs again, keeping the new top when it scores at least as much as its current one. After
RESTART climbs without a rise, a chain starts again from a new random board, its best kept. What must
rise depends on the size (RESTART_ON_TOP): on 5×5 the current top, so a later start climbs as long as
the first did; on smaller boards the chain's best, so a later start must beat the first within RESTART
climbs (each rule measured the better on its size in the page).

A one-cell climb step costs one search: `solver.cell_scores` scores all the letters of a cell at
once (26 in English, the alphabet of the trie's language: 29 in German). A cell searched since the board last changed, none of whose letters scored more, is not
searched again until the board changes, so a board is confirmed as a one-cell top by searching only
the cells not searched since its last change. Swaps are scored in full, through a cache of exact
scores keyed by the board's canonical form (the least of its 8 rotations and reflections). On 5×5
(SHORTLIST) a one-cell top tries only the 50 of its 300 swaps that the cells' 26 scores, known from
the sweep, estimate highest: a chain then climbs more often in the same CPU (the study:
bench/results/boggle-search.md), and its tops are one-cell tops that no shortlisted swap improves.
A board once found to be a top is remembered, so a climb that reaches it again stops there at once.

Determinism: a chain's course depends only on the seed and its index (its random stream is
board_rng(seed, chain)) and its caches are its own, so its work is too. The budgets are counted in
work: rounds (one climb of every chain) and boards scored (each chain its share), never in seconds;
so a search whose chains are split over any number of workers gives the same boards. A time limit
may stop it sooner, and says so.
"""
from __future__ import annotations

import random
import time
from typing import Callable

from ..core import Throttle
from ..runtime import own_frame
from .board import NEIGHBOURS, Board
from .search import cell_scores, score_of
from .trie import Trie

KICK = (2, 4)          # cells changed by a kick (inclusive)
RESTART = 15           # rounds without a rise before a chain starts again from a new board (its best kept)
RESTART_ON_TOP = {5}   # sizes where that rise is the chain's current top's; other sizes: the chain's best's
SHORTLIST = {5: 50}    # board size -> swaps scored at a one-cell top (those `shortlist` ranks highest); other sizes: every swap
CACHE_TOTAL = 1_600_000  # scores a search's chains keep in all (each chain its share) before a chain's cache is cleared


def cache_share(chains: int) -> int:
    """Each chain's share of CACHE_TOTAL when a search has `chains` chains in all (however many
    workers share them): a worker's caches never hold more than CACHE_TOTAL scores together, and
    the share is a function of the search alone, so a budget in boards scored still gives the same
    boards on any number of workers."""
    return max(1_000, CACHE_TOTAL // max(chains, 1))


def symmetries(n: int) -> tuple[tuple[int, ...], ...]:
    """The 8 rotations and reflections of an n×n grid, each as the cells read in its order. O(n²)."""
    grid = [[r * n + c for c in range(n)] for r in range(n)]
    out = []
    for _ in range(4):
        grid = [list(row) for row in zip(*grid[::-1])]
        out.append(tuple(x for row in grid for x in row))
        out.append(tuple(x for row in grid for x in row[::-1]))
    return tuple(out)


class Scores:
    """Exact scores of boards of one size, cached by canonical form; `tops`: boards known to be
    tops of a climb (no one-cell change or swap scores more)."""

    def __init__(self, trie: Trie, n: int, min_length: int, limit: int = CACHE_TOTAL):
        self.trie, self.n, self.min_length, self.limit = trie, n, min_length, limit
        self.letters = trie.alphabet        # the letters a cell may hold, in code order
        self.code = {c: k for k, c in enumerate(self.letters)}
        self.perms = symmetries(n)
        self.cache: dict[Board, int] = {}
        self.tops: set[Board] = set()
        self.boards = 0        # boards scored: a full search counts 1, a cell search 25 (English: letters - 1)
        self.tick: Callable[[], None] = lambda: None  # called after each search

    def canonical(self, board: Board) -> Board:
        return min("".join(map(board.__getitem__, p)) for p in self.perms)

    def full(self, board: Board) -> int:
        key = self.canonical(board)
        s = self.cache.get(key)
        if s is None:
            if len(self.cache) >= self.limit:
                self.cache.clear()
            self.boards += 1
            s = self.cache[key] = score_of(board, self.trie, self.min_length)[0]
            self.tick()
        return s

    def cell(self, board: Board, w: int) -> list[int]:
        self.boards += len(self.letters) - 1
        s26 = cell_scores(board, w, self.trie, self.min_length)
        self.tick()
        return s26


def shortlist(board: Board, known: dict[int, list[int]], pairs: list[tuple[int, int]], size: int,
              code_of: dict[str, int] | None = None) -> list[tuple[int, int]]:
    """The `size` swaps of `pairs` (those of two different letters) that a first-order estimate
    ranks highest, in that order (ties in `pairs`' order): swapping cells i and j is estimated at
    what i scores with j's letter plus what j scores with i's (less the board's score, the same for
    all), read from `known` (cell -> its 26 scores on this board). The estimate misses the words
    through both cells. `code_of`: letter -> code (absent: a to z). O(pairs log pairs)."""
    code = [ord(c) - 97 for c in board] if code_of is None else [code_of[c] for c in board]
    return sorted((p for p in pairs if code[p[0]] != code[p[1]]),
                  key=lambda p: known[p[0]][code[p[1]]] + known[p[1]][code[p[0]]], reverse=True)[:size]


def climb(board: Board, score: int, scores: Scores, rng: random.Random) -> tuple[Board, int]:
    """Climb to a top: sweep the cells (in `rng`'s order), moving each to its best letter when that
    scores more; a cell searched since the board's last change is skipped. When every cell has been
    searched since the last change, try the swaps (in `rng`'s order; on sizes in SHORTLIST only
    that many, those `shortlist` ranks highest) and take the first that scores more, then sweep
    again. Stops as soon as the board is a known top (`scores.tops`): the rest of its sweep would
    change nothing. O(sweeps × cells cell searches + swaps)."""
    cells = len(board)
    order = list(range(cells))
    pairs = [(i, j) for i in range(cells) for j in range(i + 1, cells)]
    size = SHORTLIST.get(scores.n)
    letters = scores.letters
    every = range(len(letters))
    key = scores.canonical(board)
    # the cells searched since the board last changed, none of whose letters scores more -> their 26 scores
    known: dict[int, list[int]] = {}
    while key not in scores.tops:
        rng.shuffle(order)
        for w in order:
            if w in known:
                continue
            s26 = scores.cell(board, w)
            k = max(every, key=s26.__getitem__)
            if s26[k] > score:
                board, score = board[:w] + letters[k] + board[w + 1:], s26[k]
                known = {w: s26}   # a cell's scores do not depend on its own letter
                if scores.canonical(board) in scores.tops:
                    break   # a known top: the rest of the sweep would change nothing
            else:
                known[w] = s26
        key = scores.canonical(board)
        if len(known) < cells or key in scores.tops:
            continue
        rng.shuffle(pairs)
        moved = False
        for i, j in pairs if size is None else shortlist(board, known, pairs, size, scores.code):
            if board[i] != board[j]:
                b = board[:i] + board[j] + board[i + 1:j] + board[i] + board[j + 1:]
                s = scores.full(b)
                if s > score:
                    board, score, moved = b, s, True
                    known = {}
                    break
        if not moved:
            scores.tops.add(key)
        key = scores.canonical(board)
    return board, score


class Chain:
    """One chain of climbs: its current top, its best, its own random stream and caches."""

    def __init__(self, index: int, scores: Scores, rng: random.Random, freq: tuple[float, ...],
                 start: Board | None, evaluations: int | None):
        self.index, self.scores, self.rng, self.freq = index, scores, rng, freq
        self.evaluations = evaluations   # its share of the boards to score (None: no limit)
        self.board = start or self.random_board()
        self.score = -1
        self.best, self.best_score = self.board, -1
        self.stale = 0          # rounds since the last rise (of its current top or its best: RESTART_ON_TOP)
        self.restarts = 0

    def random_board(self) -> Board:
        return "".join(self.rng.choices(self.scores.letters, self.freq, k=self.scores.n ** 2))

    @property
    def spent(self) -> bool:
        return self.evaluations is not None and self.scores.boards >= self.evaluations

    def round(self) -> None:
        """One climb: from the start board (first round), a new board (after RESTART rounds without
        a rise: of the current top on sizes in RESTART_ON_TOP, else of the chain's best), or a kick
        of the current top."""
        rng = self.rng
        if self.score < 0:
            start = self.board
        elif self.stale >= RESTART:
            start, self.score, self.stale = self.random_board(), -1, 0
            self.restarts += 1
        else:
            cells = list(self.board)
            for _ in range(rng.randint(*KICK)):
                cells[rng.randrange(len(cells))] = rng.choices(self.scores.letters, self.freq)[0]
            start = "".join(cells)
        board, score = climb(start, self.scores.full(start), self.scores, random.Random(rng.getrandbits(64)))
        rose = score > (self.score if self.scores.n in RESTART_ON_TOP else self.best_score)
        self.stale = 0 if rose else self.stale + 1
        if score >= self.score:
            self.board, self.score = board, score
        if score > self.best_score:
            self.best, self.best_score = board, score


def search(n: int, trie: Trie, min_length: int, freq: tuple[float, ...], chains: dict[int, random.Random],
           rounds: int | None, seconds: float, report: Callable[[dict], None] | None = None,
           start: Board | None = None, evaluations: dict[int, int] | None = None,
           cache_limit: int = CACHE_TOTAL) -> dict:
    """Run the chains (chain index -> its random stream) round by round, each chain one climb a
    round, until `rounds` rounds are done and each chain has scored its share of boards
    (`evaluations`: chain index -> share), whichever comes first, or `seconds` have passed (then
    `timed_out`). Returns the best board (the lowest chain's on a tie), each chain's best, the
    history of the best score (seconds, score), the spread of the chains' current tops, and the work
    done. Each chain's cache of scores holds at most `cache_limit` boards (see cache_share).
    O(rounds × chains × a climb): a climb from a kick costs a cell search per cell of each sweep and up to
    n²(n²-1)/2 swaps (none on a top already known)."""
    evaluations = evaluations or {}
    live = [Chain(k, Scores(trie, n, min_length, cache_limit), rng, freq, start, evaluations.get(k)) for k, rng in chains.items()]
    for c in live:   # every chain has a best from the start, however soon the time limit comes
        c.best_score = c.scores.full(c.board)
    throttle = Throttle(report)
    t0 = time.perf_counter()
    deadline = t0 + seconds
    top = max((c.best_score for c in live), default=-1)
    history = [(0.0, top)] if live else []
    done = 0

    def tick() -> None:
        if time.perf_counter() >= deadline:
            raise _TimeUp
        if throttle.due():
            report(_state(live, done, t0))
    for c in live:
        c.scores.tick = tick
    step = own_frame(Chain.round)  # each climb in a fresh frame
    timed_out = False
    try:
        while rounds is None or done < rounds:
            active = [c for c in live if not c.spent]
            if not active:
                break
            for c in active:
                step(c)
                if c.best_score > top:
                    top = c.best_score
                    history.append((round(time.perf_counter() - t0, 2), top))
            done += 1
    except _TimeUp:
        timed_out = True
    return {**_state(live, done, t0), "timed_out": timed_out, "history": history,
            "chain_bests": [{"chain": c.index, "board": c.best, "score": c.best_score, "restarts": c.restarts}
                            for c in live]}


class _TimeUp(Exception):
    """The search's time limit passed in the middle of a climb."""


def _state(live: list[Chain], done: int, t0: float) -> dict:
    """The best board of the chains (the lowest chain's on a tie), the spread of their current
    tops, and the work done so far."""
    best = max(live, key=lambda c: (c.best_score, -c.index), default=None)
    current = [c.score for c in live if c.score >= 0]
    return {"board": best.best if best and best.best_score >= 0 else None,
            "score": best.best_score if best else -1, "rounds": done,
            "evaluations": sum(c.scores.boards for c in live), "seconds": round(time.perf_counter() - t0, 2),
            "spread": [min(current, default=0), max(current, default=0)]}
