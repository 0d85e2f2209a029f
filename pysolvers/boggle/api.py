"""Boggle's actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

from ..core import MAX_SEED, Action, Field, InputError, Params, Split
from ..words import FIELDS as LIST_FIELDS, WordList, hide_offensive, offensive, warm, wordlist_of
from . import generators
from .board import SIZES, Board, default_min_length, describe, max_min_length, parse, size_of
from .puzzle import (check, climb_boards, daily, generate, merge_generate, merge_generate_progress, merge_optimize,
                     merge_optimize_progress, optimize, play, solve)
from .trie import trie_of

MAX_COUNT = 10_000
MAX_SECONDS = 600
METHOD_NAMES = tuple(generators.METHODS) + tuple(generators.DICE)

# --- fields, declared once -------------------------------------------------------------------

_GRID = ("text of 9, 16, 25 or 36 letters row by row (q is the Qu die), or a list of rows; the letters of the "
         "request's language (German adds ä, ö, ü; Spanish ñ)")
BOARD = Field("board", "board", "Board", f"The grid: {_GRID}.", required=True, max_chars=200)
MIN_LENGTH = Field.integer("min_length", "Min letters", "The shortest word that counts (absent: 3 on 3×3 and 4×4, "
                           "4 on 5×5 and 6×6); at most twice the number of cells.", min=3, max=max_min_length(SIZES[-1]))
GENERATORS = Field.boolean("generators", "For generators", "Also the letter statistics the generators use (Generate, "
                           "Optimize, a 3×3 board of the day).", default=False)
MINUTES = Field.number("minutes", "Minutes", "How long a game lasts.", default=3.0, min=0.5, max=60.0)
WORD = Field.letters("word", "Your word", "The word to judge.", required=True, max_chars=80)
FOUND = Field.list("found", "Found words", "The words found so far.", default=[], max_items=5000)
METHOD = Field.choice("method", "Method", "How to make boards: one of the seed's nine generators, or a set of real dice.",
                      METHOD_NAMES, default="greedy-cad")
SIZE = Field.integer("size", "Size", "The side of the grid (absent: 4, or the dice set's size).", min=SIZES[0], max=SIZES[-1])
COUNT = Field.integer("count", "Boards", "How many boards to make.", default=1, min=1, max=MAX_COUNT)
SEED = Field.integer("seed", "Seed", "A whole number: the same seed gives the same boards.", default=0, min=0, max=MAX_SEED)
DATE = Field.date("date", "Date", "The day, YYYY-MM-DD: the same board for everyone that day.", required=True)
SECONDS = Field.number("seconds", "Seconds", "How long to search (up to a day: a research run on the command line).",
                       default=10.0, min=0.1, max=86_400, limit=True)
GENERATE_SECONDS = Field.number("seconds", "Time limit", "Start no new board after this many seconds (the answer "
                                "then holds the boards made so far and says timed_out).", default=60.0, min=0.1,
                                max=MAX_SECONDS, limit=True)
MAX_EVALUATIONS = Field.integer("max_evaluations", "Max boards tried", "Stop after scoring this many boards (absent: "
                                "no limit; climb: each chain its share, stopping after the climb that reaches it).",
                                min=1, max=10_000_000)
SEARCH = Field.choice("method", "Method", "climb: chains of climbs to boards no one-cell change or swap improves (on "
                      "5×5: none of the 50 swaps estimated best), each from a few cells of the last changed at random; "
                      "anneal: simulated annealing; hill: annealing that accepts no worse move.",
                      ("climb", "anneal", "hill"), default="climb")
CHAINS = Field.integer("chains", "Chains", "climb: how many chains climb side by side (the page's workers share them; "
                       "the same seed, chains and rounds give the same boards however many workers).", default=4, min=1, max=256)
ROUNDS = Field.integer("rounds", "Rounds", "climb: stop after this many climbs of every chain (absent: only the other "
                       "limits).", min=1, max=1_000_000)
START = Field("start", "board", "Start board", f"A board to start from instead of a generated one: {_GRID}.", max_chars=200)
LANGUAGE = next(f for f in LIST_FIELDS if f.name == "language")  # boggle.board reads no list, but a board has a language


def _board(p: Params, name: str = "board") -> Board | None:
    value = p.value(name, "board")
    return None if value is None else parse(value, name, p.language())


def _min_length(p: Params, n: int) -> int:
    return p.integer("min_length", default_min_length(n), hi=max_min_length(n))


def _size(p: Params, default: int = 4) -> int:
    return p.integer("size", default)


def api_solve(p: Params) -> dict:
    board = _board(p)
    wl, min_length = wordlist_of(p), _min_length(p, size_of(board))
    out = solve(board, wl, min_length)
    if hide_offensive(p):  # how many of the board's words the list hides as offensive
        gone = tuple(sorted(getattr(wl, "dropped", frozenset()) & offensive()))
        out["offensive_hidden"] = solve(board, WordList("offensive", gone), min_length)["word_count"] if gone else 0
    return out


def api_check(p: Params) -> dict:
    board = _board(p)
    word = p.letters("word")
    return check(board, word, wordlist_of(p), p.list("found"), _min_length(p, size_of(board)))


def api_board(p: Params) -> dict:
    board = _board(p)
    minutes = p.number("minutes")
    return {**describe(board, _min_length(p, size_of(board)), p.language()), "minutes": minutes, "seconds": round(minutes * 60)}


def api_warm(p: Params) -> dict:
    wl = wordlist_of(p)
    builds = [("trie of the words", "boggle.trie", lambda: trie_of(wl))]
    if p.boolean("generators"):
        builds.append(("letter statistics of the generators", "boggle.stats", lambda: generators.stats_of(wl)))
    return warm(wl, builds, lambda done, total, **extra: p.progress(done, total, **extra))


def api_generate(p: Params) -> dict:
    method = p.choice("method")
    dice = generators.DICE.get(method)
    n = _size(p, dice[1] if dice else 4)
    if dice and n != dice[1]:
        raise InputError.of("bad_size", "The {method} set has {dice} dice: it makes {size}×{size} boards, not {n}×{n}.", "size",
                            method=method, dice=dice[1] * dice[1], size=dice[1], n=n)
    count = p.integer("count")
    seed = p.integer("seed")
    return generate(method, n, count, seed, wordlist_of(p), _min_length(p, n), p.progress, p.number("seconds"), p.shard())


def api_daily(p: Params) -> dict:
    date = p.date("date")
    n = _size(p)
    return daily(date, n, wordlist_of(p), _min_length(p, n))


def api_play(p: Params) -> dict:
    n = _size(p)
    return play(n, p.integer("seed"), wordlist_of(p), _min_length(p, n))


def api_optimize(p: Params) -> dict:
    start = _board(p, "start")
    n = size_of(start) if start else _size(p)
    if start and p.has("size") and _size(p) != n:
        raise InputError.of("bad_size", "The start board is {n}×{n} but size is {size}.", "size", n=n, size=_size(p))
    seconds = p.number("seconds")
    max_evals = p.integer("max_evaluations")
    method = p.choice("method")
    if method == "climb":
        return climb_boards(n, wordlist_of(p), p.integer("seed"), seconds, _min_length(p, n), p.integer("chains"),
                            p.integer("rounds"), max_evals, start, p.progress, p.shard())
    for name in ("chains", "rounds"):
        if p.has(name):
            raise InputError.of("bad_option", "{label} belongs to the climb method, not {method}.", name, method=method)
    return optimize(n, wordlist_of(p), p.integer("seed"), seconds, _min_length(p, n), max_evals,
                    start, method == "hill", p.progress, p.shard())


# How the pool splits the searches: the merges read nothing of the request but the batch's size.
GENERATE_SPLIT = Split(lambda p, parts: merge_generate(parts), lambda p, reports: merge_generate_progress(p.integer("count"), reports))
OPTIMIZE_SPLIT = Split(lambda p, parts: merge_optimize(parts), lambda p, reports: merge_optimize_progress(reports))
INDEXES = ("boggle.trie", "boggle.stats")  # prebuilt for the shipped lists (see prebuilt.register)


ACTIONS = {
    "boggle.solve": Action(api_solve, (BOARD, MIN_LENGTH),
                           "Every word on a Boggle grid (3×3 to 6×6, q = Qu) with points and its path of cells.",
                           {"board": "perslatgsineters", "min_length": 3}, budget=10, indexes=INDEXES),
    "boggle.check": Action(api_check, (BOARD, WORD, FOUND, MIN_LENGTH),
                           "Judge one guess in play: ok (with points), too short, already found, not on the grid, not a word.",
                           {"board": "perslatgsineters", "word": "plaster", "found": ["pert"]}, budget=10, indexes=INDEXES),
    "boggle.board": Action(api_board, (BOARD, MIN_LENGTH, MINUTES, LANGUAGE),
                           "Check a grid and describe it for play: size, cell labels (Qu) and letters, each cell's "
                           "neighbours, the shortest word that counts, and the game's length.",
                           {"board": "perslatgsineters", "minutes": 3}, wordlist=False, budget=1),
    "boggle.warm": Action(api_warm, (GENERATORS,),
                          "Build the word list's trie now (and the generators' letter statistics), so the first board "
                          "is answered at once; says what it built and how long each took.",
                          {"dictionary": "enable"}, budget=20, indexes=INDEXES),
    "boggle.generate": Action(api_generate, (METHOD, SIZE, COUNT, SEED, MIN_LENGTH, GENERATE_SECONDS),
                              "Boards by the seed's nine generators or real dice, each with score and word count, and the means.",
                              {"method": "greedy-cad", "size": 4, "count": 100, "seed": 7, "dictionary": "words-alpha"}, budget=20,
                              runs="search", split=GENERATE_SPLIT, indexes=INDEXES,
                              facts={"dice_size": {name: n for name, (_, n) in generators.DICE.items()}}),
    "boggle.daily": Action(api_daily, (DATE, SIZE, MIN_LENGTH),
                           "The board of the day for a date (YYYY-MM-DD) and size: real dice, the same for everyone.",
                           {"date": "2026-11-21", "size": 4}, wordlist="puzzle", budget=20, indexes=INDEXES),
    "boggle.play": Action(api_play, (SIZE, SEED, MIN_LENGTH),
                          "A random board to play on an n×n grid: the dice of the board of the day for that size "
                          "(frequency letters on 3×3) rolled with a seed, with its score and word count.",
                          {"size": 5, "seed": 42}, wordlist="puzzle", budget=20, indexes=INDEXES),
    "boggle.optimize": Action(api_optimize, (SIZE, SEED, SECONDS, MAX_EVALUATIONS, MIN_LENGTH, SEARCH, START, CHAINS, ROUNDS),
                              "Search for a high-scoring board (chains of climbs by one-cell changes and swaps, or "
                              "simulated annealing), reporting the best so far and the spread of the chains.",
                              {"size": 4, "seed": 1, "seconds": 10, "min_length": 3}, budget=15,
                              runs="search", split=OPTIMIZE_SPLIT, indexes=INDEXES),
}
