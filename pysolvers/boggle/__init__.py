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

from ..core import Action, InputError, Params, Split
from ..words import WordList
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


def board_rng(seed: int, k: int) -> random.Random:
    """The random stream of board k of a seeded batch: each board has its own (board 0's is
    Random(seed)), so any part of a batch can be made alone and a split batch equals the whole."""
    return random.Random(seed + (k << 64))


def shard_range(count: int, shard: tuple[int, int]) -> range:
    """The items of shard (i, n) among `count`: a contiguous run, the runs as even as can be."""
    i, n = shard
    return range(count * i // n, count * (i + 1) // n)


def _means(boards: list[dict]) -> dict:
    count = max(len(boards), 1)
    return {"mean_score": round(sum(x["score"] for x in boards) / count, 4),
            "mean_word_count": round(sum(x["word_count"] for x in boards) / count, 4)}


def generate(method: str, n: int, count: int, seed: int, wl: WordList, min_length: int | None = None,
             progress=None, shard: tuple[int, int] = (0, 1)) -> dict:
    """`count` boards by a method, each solved: score and word count, and their means (for shard
    (i, n) of a split batch: its run of the boards; `merge_generate` joins the runs).
    O(count × a solve): ~0.5-3 ms per 4×4 board in CPython."""
    min_length = min_length or default_min_length(n)
    stats = generators.stats_of(wl)
    trie = trie_of(wl)
    boards = []
    mine = shard_range(count, shard)
    for done, k in enumerate(mine, 1):
        b = generators.generate(method, n, board_rng(seed, k), stats)
        s, c = score_of(b, trie, min_length)
        boards.append({"board": b, "score": s, "word_count": c})
        if progress is not None and done % 200 == 0:
            progress(done, len(mine), mean_score=sum(x["score"] for x in boards) / len(boards))
    return {"method": method, "size": n, "min_length": min_length, "seed": seed, "boards": boards, **_means(boards)}


def merge_generate(p: Params, parts: list[dict]) -> dict:
    """The shards' runs of boards, in order: the unsplit batch, its means over all boards."""
    boards = [b for part in parts for b in part["boards"]]
    return {**{k: parts[0][k] for k in ("method", "size", "min_length", "seed")}, "boards": boards, **_means(boards)}


def merge_generate_progress(p: Params, reports: list[dict | None]) -> dict:
    """Boards made of all boards, and their mean score so far."""
    known = [r for r in reports if r]
    done = sum(r["done"] for r in known)
    mean = sum(r["mean_score"] * r["done"] for r in known) / done if done else 0.0
    return {"done": done, "total": p.integer("count", 1), "mean_score": mean}


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
             progress=None, shard: tuple[int, int] = (0, 1)) -> dict:
    """The best board found by simulated annealing (or hill climbing) with restarts.
    O(evaluations × a solve), bounded by `seconds` and `max_evaluations`. Shard (i, n) of a split
    search runs its own chain (board_rng(seed, i)) with its share of `max_evaluations`; the merge
    keeps the best board."""
    min_length = min_length or default_min_length(n)
    trie = trie_of(wl)
    i, shards = shard
    if max_evaluations is not None and shards > 1:
        max_evaluations = max(1, len(shard_range(max_evaluations, shard)))
    result = optimizer.anneal(
        n, lambda b: score_of(b, trie, min_length)[0], generators.stats_of(wl), board_rng(seed, i),
        seconds, max_evaluations, start=start, hill=hill,
        report=None if progress is None else lambda r: progress(min(r["elapsed"], seconds), seconds, **r))
    result["word_count"] = score_of(result["board"], trie, min_length)[1]
    return {"size": n, "min_length": min_length, "seed": seed, **result}


def _best_chain(parts: list[dict], score: str = "score") -> dict:
    """The chain with the best board (the first such chain on a tie)."""
    return max(parts, key=lambda r: (r[score], -parts.index(r)))


def merge_optimize(p: Params, parts: list[dict]) -> dict:
    """The best of the shards' chains; evaluations and runs of all; the history of the best score
    over all chains (each chain's improvements, keeping those that beat every earlier one)."""
    best = _best_chain(parts)
    history, top = [], None
    for t, s in sorted((tuple(h) for r in parts for h in r["history"]), key=lambda h: (h[0], -h[1])):
        if top is None or s > top:
            history.append((t, s))
            top = s
    return {**best, "evaluations": sum(r["evaluations"] for r in parts), "runs": sum(r["runs"] for r in parts),
            "seconds": max(r["seconds"] for r in parts), "history": history, "chains": len(parts)}


def merge_optimize_progress(p: Params, reports: list[dict | None]) -> dict:
    """The best board so far over all chains; their evaluations and runs; the slowest chain's time."""
    known = [r for r in reports if r and "best_score" in r]
    if not known:
        return next((r for r in reports if r), {"done": 0, "total": 1})
    best = _best_chain(known, "best_score")
    slowest = min(r["done"] for r in known)
    return {**best, "done": slowest, "elapsed": slowest, "evaluations": sum(r["evaluations"] for r in known),
            "runs": sum(r["runs"] for r in known)}


# --- API ----------------------------------------------------------------------------------------

def _board(p: Params) -> Board:
    return parse(p.raw.get("board"), "board")


def _min_length(p: Params, n: int) -> int:
    return p.integer("min_length", default_min_length(n), lo=3, hi=n * n * 2)


def _size(p: Params, default: int = 4) -> int:
    return p.integer("size", default, lo=SIZES[0], hi=SIZES[-1])


def api_solve(p: Params) -> dict:
    board = _board(p)
    return solve(board, p.wordlist(), _min_length(p, size_of(board)))


def api_check(p: Params) -> dict:
    board = _board(p)
    word = p.text("word").strip().lower()
    if not word:
        raise InputError("missing_field", "Please type a word.", "word")
    if not re.fullmatch(r"[a-z]+", word):
        raise InputError("not_letters", "A word is made of the letters A to Z.", "word")
    found = p.list_of_text("found", max_items=5000) if p.has("found") else []
    return check(board, word, p.wordlist(), found, _min_length(p, size_of(board)))


METHOD_NAMES = tuple(generators.METHODS) + tuple(generators.DICE)


def api_generate(p: Params) -> dict:
    method = p.choice("method", METHOD_NAMES, "greedy-cad")
    dice = generators.DICE.get(method)
    n = _size(p, dice[1] if dice else 4)
    if dice and n != dice[1]:
        raise InputError("bad_size", f"The {method} set has {dice[1] * dice[1]} dice: it makes {dice[1]}×{dice[1]} boards, not {n}×{n}.", "size")
    count = p.integer("count", 1, lo=1, hi=MAX_COUNT)
    seed = p.integer("seed", 0)
    return generate(method, n, count, seed, p.wordlist(), _min_length(p, n), p.progress, p.shard())


def api_daily(p: Params) -> dict:
    date = p.date("date")
    n = _size(p)
    return daily(date, n, p.wordlist(), _min_length(p, n))


def api_optimize(p: Params) -> dict:
    start = parse(p.raw["start"], "start") if p.has("start") else None
    n = size_of(start) if start else _size(p)
    if start and p.has("size") and _size(p) != n:
        raise InputError("bad_size", f"The start board is {n}×{n} but size is {p.raw['size']}.", "size")
    seconds = p.number("seconds", 10, lo=0.1, hi=MAX_SECONDS)
    max_evals = p.integer("max_evaluations", None, lo=1, hi=10_000_000, allow_null=True)
    method = p.choice("method", ("anneal", "hill"), "anneal")
    return optimize(n, p.wordlist(), p.integer("seed", 0), seconds, _min_length(p, n), max_evals,
                    start, method == "hill", p.progress, p.shard())


INDEXES = ("boggle.trie", "boggle.stats")  # prebuilt for the shipped lists (see words.prebuilt)
ACTIONS = {
    "boggle.solve": Action(api_solve, ("board", "min_length"),
                           "Every word on a Boggle grid (3×3 to 6×6, q = Qu) with points and its path of cells.",
                           {"board": "perslatgsineters", "min_length": 3}, indexes=INDEXES),
    "boggle.check": Action(api_check, ("board", "word", "found", "min_length"),
                           "Judge one guess in play: ok (with points), too short, already found, not on the grid, not a word.",
                           {"board": "perslatgsineters", "word": "plaster", "found": ["pert"]}, indexes=INDEXES),
    "boggle.generate": Action(api_generate, ("method", "size", "count", "seed", "min_length"),
                              "Boards by the seed's nine generators or real dice, each with score and word count, and the means.",
                              {"method": "greedy-cad", "size": 4, "count": 100, "seed": 7, "dictionary": "words-alpha"},
                              runs="search", split=Split(merge_generate, merge_generate_progress), indexes=INDEXES),
    "boggle.daily": Action(api_daily, ("date", "size", "min_length"),
                           "The board of the day for a date (YYYY-MM-DD) and size: real dice, the same for everyone.",
                           {"date": "2026-11-21", "size": 4}, indexes=INDEXES),
    "boggle.optimize": Action(api_optimize, ("size", "seed", "seconds", "max_evaluations", "min_length", "method", "start"),
                              "Search for a high-scoring board (simulated annealing with restarts), reporting the best so far.",
                              {"size": 4, "seed": 1, "seconds": 10, "min_length": 3},
                              runs="search", split=Split(merge_optimize, merge_optimize_progress), indexes=INDEXES),
}
