"""Boggle (seed 003): every word on a 3×3 to 6×6 grid with its path, checking a guess in play,
the seed's nine board generators plus the real dice, a daily board, and a best-board optimizer.

Rules: a word follows adjacent cells (8 directions), each cell at most once, has at least
`min_length` letters (3 on 3×3 and 4×4, 4 on 5×5 and 6×6) and is in the word list. The cell `q`
is the Qu die: a word through it uses both letters, and Qu counts two letters for length and points.
Points: 3-4 letters 1, 5 → 2, 6 → 3, 7 → 5, 8 or more → 11.

One module per concept: `board` (terms, reading input), `solver` (trie and search, with the slow
reference), `generators`, `optimizer`; this file holds the API.
"""
from __future__ import annotations

import random
import re

from ..core import Action, InputError, Params, Throttle
from ..words import WordList, wordlist_of
from . import generators, optimizer
from .board import NEIGHBOURS, POINTS, SIZES, Board, cell_text, default_min_length, parse, points, size_of, tokens
from .solver import find_words, find_words_slow, score_of, trie_of

__all__ = ["solve", "solve_slow", "check", "generate", "optimize", "daily"]

MAX_COUNT = 10_000
MAX_SECONDS = 600


def _result(board: Board, found: dict, min_length: int) -> dict:
    """The answer as plain data: words sorted by points (high first), then alphabetically."""
    ranked = sorted([(-POINTS[min(len(w), 8)], w, p) for w, p in found.items() if len(w) >= min_length])
    entries = [{"word": w, "points": -negative, "path": p} for negative, w, p in ranked]  # words differ: paths never compared
    return {"board": board, "size": size_of(board), "cells": [cell_text(c) for c in board], "min_length": min_length,
            "score": -sum(r[0] for r in ranked), "word_count": len(entries), "words": entries}


def solve(board: Board, wl: WordList, min_length: int | None = None) -> dict:
    """Every word on the board with points and a path. O(trie prefixes on the board's paths):
    ≈ 0.25 ms for a random 4×4 in CPython, ≈ 1.5 ms for the densest; the trie's first build ≈ 0.7 s."""
    min_length = min_length or default_min_length(size_of(board))
    return _result(board, find_words(board, trie_of(wl)), min_length)


def solve_slow(board: Board, wl: WordList, min_length: int | None = None) -> dict:
    """The reference: every path read literally against the word set. Seconds per board."""
    min_length = min_length or default_min_length(size_of(board))
    return _result(board, find_words_slow(board, wl, min_length), min_length)


def find_path(board: Board, word: str) -> list[int] | None:
    """One path spelling `word` on the board, or None. Depth-first over cells. O(paths of the word)."""
    t = tokens(word)
    if t is None or not t:
        return None
    nbrs = NEIGHBOURS[size_of(board)]

    def walk(path: list[int]) -> list[int] | None:
        if len(path) == len(t):
            return path
        for j in nbrs[path[-1]]:
            if board[j] == t[len(path)] and j not in path:
                found = walk(path + [j])
                if found:
                    return found
        return None

    for i, ch in enumerate(board):
        if ch == t[0] and (p := walk([i])):
            return p
    return None


REASONS = {
    "ok": "{W} is a word: {pts}.",
    "too_short": "{W} is too short: words need at least {min} letters.",
    "already_found": "{W} is already found.",
    "not_on_grid": "{W} is not on the grid (adjacent cells, each used once).",
    "not_a_word": "{W} is on the grid but not in the word list.",
}


def check(board: Board, word: str, wl: WordList, found: list[str] = (), min_length: int | None = None) -> dict:
    """Judge one guess in play: too short, already found, not on the grid, not a word, or ok
    (with points). The path is given whenever the guess is on the grid. O(paths of the word)."""
    min_length = min_length or default_min_length(size_of(board))
    path = find_path(board, word) if len(word) <= 2 * len(board) else None
    if len(word) < min_length:
        reason = "too_short"
    elif word in {f.strip().lower() for f in found}:
        reason = "already_found"
    elif path is None:
        reason = "not_on_grid"
    elif word not in wl:
        reason = "not_a_word"
    else:
        reason = "ok"
    pts = points(word) if reason == "ok" else 0
    message = REASONS[reason].format(W=word.upper(), min=min_length, pts=f"{pts} point{'s' * (pts != 1)}")
    return {"word": word, "ok": reason == "ok", "reason": reason, "message": message, "points": pts, "path": path}


def generate(method: str, n: int, count: int, seed: int, wl: WordList, min_length: int | None = None,
             progress=None) -> dict:
    """`count` boards by a method, each solved: score and word count, and their means.
    O(count × a solve): ~0.5-3 ms per 4×4 board in CPython."""
    min_length = min_length or default_min_length(n)
    rng = random.Random(seed)
    stats = generators.stats_of(wl)
    trie = trie_of(wl)
    boards = []
    throttle = Throttle(progress)
    for k in range(count):
        b = generators.generate(method, n, rng, stats)
        s, c = score_of(b, trie, min_length)
        boards.append({"board": b, "score": s, "word_count": c})
        if throttle.due() or (progress is not None and k == count - 1):
            progress(k + 1, count, mean_score=sum(x["score"] for x in boards) / len(boards))
    return {"method": method, "size": n, "min_length": min_length, "seed": seed, "boards": boards,
            "mean_score": round(sum(x["score"] for x in boards) / count, 4),
            "mean_word_count": round(sum(x["word_count"] for x in boards) / count, 4)}


DAILY_DICE = {3: None, 4: "dice-new", 5: "dice-big", 6: "dice-superbig"}


def daily(date: str, n: int, wl: WordList, min_length: int | None = None) -> dict:
    """The board of the day: real dice for the size (frequency letters on 3×3) rolled with the date
    as seed, so every runtime and every visitor gets the same board. Includes its full solution's
    totals for the end-of-game share. O(one solve)."""
    rng = random.Random(f"wordloom-boggle-{date}-{n}")
    method = DAILY_DICE[n] or "freq"
    board = generators.generate(method, n, rng, generators.stats_of(wl))
    r = solve(board, wl, min_length)
    return {"date": date, "method": method, "board": board, "size": n, "cells": r["cells"],
            "min_length": r["min_length"], "score": r["score"], "word_count": r["word_count"]}


def optimize(n: int, wl: WordList, seed: int, seconds: float, min_length: int | None = None,
             max_evaluations: int | None = None, start: Board | None = None, hill: bool = False,
             progress=None) -> dict:
    """The best board found by simulated annealing (or hill climbing) with restarts.
    O(evaluations × a solve), bounded by `seconds` and `max_evaluations`."""
    min_length = min_length or default_min_length(n)
    trie = trie_of(wl)
    result = optimizer.anneal(
        n, lambda b: score_of(b, trie, min_length)[0], generators.stats_of(wl), random.Random(seed),
        seconds, max_evaluations, start=start, hill=hill,
        report=None if progress is None else lambda r: progress(min(r["elapsed"], seconds), seconds, **r))
    result["word_count"] = score_of(result["board"], trie, min_length)[1]
    return {"size": n, "min_length": min_length, "seed": seed, **result}


# --- API ----------------------------------------------------------------------------------------

def _board(p: Params) -> Board:
    return parse(p.raw.get("board"), "board")


def _min_length(p: Params, n: int) -> int:
    return p.integer("min_length", default_min_length(n), lo=3, hi=n * n * 2)


def _size(p: Params, default: int = 4) -> int:
    return p.integer("size", default, lo=SIZES[0], hi=SIZES[-1])


def api_solve(p: Params) -> dict:
    board = _board(p)
    return solve(board, wordlist_of(p), _min_length(p, size_of(board)))


def api_check(p: Params) -> dict:
    board = _board(p)
    word = p.text("word").strip().lower()
    if not word:
        raise InputError("missing_field", "Please type a word.", "word")
    if not re.fullmatch(r"[a-z]+", word):
        raise InputError("not_letters", "A word is made of the letters A to Z.", "word")
    found = p.list_of_text("found", max_items=5000) if p.has("found") else []
    return check(board, word, wordlist_of(p), found, _min_length(p, size_of(board)))


METHOD_NAMES = tuple(generators.METHODS) + tuple(generators.DICE)


def api_generate(p: Params) -> dict:
    method = p.choice("method", METHOD_NAMES, "greedy-cad")
    dice = generators.DICE.get(method)
    n = _size(p, dice[1] if dice else 4)
    if dice and n != dice[1]:
        raise InputError("bad_size", f"The {method} set has {dice[1] * dice[1]} dice: it makes {dice[1]}×{dice[1]} boards, not {n}×{n}.", "size")
    count = p.integer("count", 1, lo=1, hi=MAX_COUNT)
    seed = p.integer("seed", 0)
    return generate(method, n, count, seed, wordlist_of(p), _min_length(p, n), p.progress)


def api_daily(p: Params) -> dict:
    date = p.date("date")
    n = _size(p)
    return daily(date, n, wordlist_of(p), _min_length(p, n))


def api_optimize(p: Params) -> dict:
    start = parse(p.raw["start"], "start") if p.has("start") else None
    n = size_of(start) if start else _size(p)
    if start and p.has("size") and _size(p) != n:
        raise InputError("bad_size", f"The start board is {n}×{n} but size is {p.raw['size']}.", "size")
    seconds = p.number("seconds", 10, lo=0.1, hi=MAX_SECONDS)
    max_evals = p.integer("max_evaluations", None, lo=1, hi=10_000_000, allow_null=True)
    method = p.choice("method", ("anneal", "hill"), "anneal")
    return optimize(n, wordlist_of(p), p.integer("seed", 0), seconds, _min_length(p, n), max_evals,
                    start, method == "hill", p.progress)


ACTIONS = {
    "boggle.solve": Action(api_solve, ("board", "min_length"),
                           "Every word on a Boggle grid (3×3 to 6×6, q = Qu) with points and its path of cells.",
                           {"board": "perslatgsineters", "min_length": 3}),
    "boggle.check": Action(api_check, ("board", "word", "found", "min_length"),
                           "Judge one guess in play: ok (with points), too short, already found, not on the grid, not a word.",
                           {"board": "perslatgsineters", "word": "plaster", "found": ["pert"]}),
    "boggle.generate": Action(api_generate, ("method", "size", "count", "seed", "min_length"),
                              "Boards by the seed's nine generators or real dice, each with score and word count, and the means.",
                              {"method": "greedy-cad", "size": 4, "count": 100, "seed": 7, "dictionary": "words-alpha"}),
    "boggle.daily": Action(api_daily, ("date", "size", "min_length"),
                           "The board of the day for a date (YYYY-MM-DD) and size: real dice, the same for everyone.",
                           {"date": "2026-11-21", "size": 4}),
    "boggle.optimize": Action(api_optimize, ("size", "seed", "seconds", "max_evaluations", "min_length", "method", "start"),
                              "Search for a high-scoring board (simulated annealing with restarts), reporting the best so far.",
                              {"size": 4, "seed": 1, "seconds": 10, "min_length": 3}),
}
