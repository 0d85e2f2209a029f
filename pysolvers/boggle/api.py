"""Boggle's actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

import re

from ..core import Action, InputError, Params
from ..words import wordlist_of
from . import generators
from .board import SIZES, Board, default_min_length, parse, size_of
from .puzzle import check, daily, generate, optimize, solve

MAX_COUNT = 10_000
MAX_SECONDS = 600


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
