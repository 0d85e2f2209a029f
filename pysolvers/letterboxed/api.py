"""Letter Boxed's actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

from ..core import Action, InputError, Params
from ..words import WordList, wordlist_of
from .play import check, generate, hints
from .rules import DEFAULT_MAX_WORDS, MAX_WORDS, Board, parse_sides
from .solver import solve


def _common(p: Params) -> tuple[Board, WordList, float]:
    board = parse_sides(p.raw.get("sides"))
    min_zipf = p.number("min_zipf", 0.0, 0.0, 8.0)
    return board, wordlist_of(p), min_zipf


def api_solve(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    max_words = p.integer("max_words", DEFAULT_MAX_WORDS, 1, MAX_WORDS)
    max_solutions = p.integer("max_solutions", None, 1, 10_000_000, allow_null=True)
    return solve(board, wl, max_words, max_solutions, min_zipf, p.progress)


def api_check(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    return check(board, p.list_of_text("words", max_items=100), wl, min_zipf)


def api_hints(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    max_words = p.integer("max_words", DEFAULT_MAX_WORDS, 1, MAX_WORDS)
    return hints(board, wl, max_words, min_zipf, p.progress)


def api_generate(p: Params) -> dict:
    if p.has("date") and p.has("seed"):
        raise InputError("conflicting_fields", "Give either \"date\" or \"seed\", not both.", "seed")
    if p.has("date"):
        date = p.date("date")
        seed = f"day:{date}"
    else:
        seed = f"seed:{p.integer('seed', 0, 0, 2**53)}"
    min_zipf = p.number("min_zipf", 3.0, 0.0, 8.0)
    result = generate(wordlist_of(p), seed, min_zipf)
    result["date" if p.has("date") else "seed"] = p.raw.get("date", p.raw.get("seed", 0))
    return result


ACTIONS = {
    "letterboxed.solve": Action(api_solve, ("sides", "max_words", "max_solutions", "min_zipf"),
                                "Ranked redundancy-free Letter Boxed solutions (fewest words, commonest words first).",
                                {"sides": ["vyq", "fig", "ote", "xlu"], "max_words": 4, "max_solutions": 20}),
    "letterboxed.check": Action(api_check, ("sides", "words", "min_zipf"),
                                "Check a player's chain: each word's validity with the reason, letters covered, complete or not.",
                                {"sides": "VYQ FIG OTE XLU", "words": ["fog", "glove"]}),
    "letterboxed.hints": Action(api_hints, ("sides", "max_words", "min_zipf"),
                                "Hints for play: solutions per word count, first word of a best solution, the best solution.",
                                {"sides": "vyq-fig-ote-xlu"}),
    "letterboxed.generate": Action(api_generate, ("date", "seed", "min_zipf"),
                                   "A board with a two-word solution of common words: the puzzle of a day (\"YYYY-MM-DD\") or of a seed.",
                                   {"date": "2026-11-21"}),
}
