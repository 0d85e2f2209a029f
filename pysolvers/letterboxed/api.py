"""Letter Boxed's actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

from .. import languages
from ..core import MAX_SEED, Action, Field, InputError, Params
from ..words import FIELDS as LIST_FIELDS, WordList, corrections_of, puzzle_wordlist_of, spelled, wordlist_of
from .play import check, generate, hints
from .rules import COMMON_ZIPF, DEFAULT_MAX_WORDS, MAX_WORDS, SIDE_COUNT, SIDE_LETTERS, Board, parse_sides
from .solver import ORDERS, playable, solve

# --- fields, declared once -------------------------------------------------------------------

SIDES = Field("sides", "sides", "Sides", "The four sides of the box, three letters each: \"VYQ FIG OTE XLU\", "
              "\"vyq-fig-ote-xlu\" or a list of four (letters of the request's language: German adds ä, ö, ü; "
              "Spanish ñ).", required=True, max_chars=64)
LANGUAGE = next(f for f in LIST_FIELDS if f.name == "language")  # letterboxed.board reads no list, but a language's box
MAX_WORDS_FIELD = Field.integer("max_words", "Max words", "The most words a solution may have.",
                                default=DEFAULT_MAX_WORDS, min=1, max=MAX_WORDS)
MAX_SOLUTIONS = Field.integer("max_solutions", "Max solutions", "How many solutions to list, best first (absent: all).",
                              min=1, max=10_000_000)
_ZIPF = "Only words at least this common: a Zipf frequency, 3 is about once per million words, 0 takes every word."
MIN_ZIPF = Field.number("min_zipf", "Min frequency", _ZIPF, default=0.0, min=0.0, max=8.0)
SECONDS = Field.number("seconds", "Time limit", "Stop the search after this many seconds; the answer then says "
                       "timed_out and how far it got.", default=60.0, min=0.1, max=3600.0, limit=True)
WORDS = Field.list("words", "Your words", "The words played so far, in order.", required=True, max_items=100)
TYPING = Field.letters("typing", "Word being typed", "The word being typed after them, judged as far as it goes "
                       "(absent: none).", min_length=0)
DATE = Field.date("date", "Date", "The day of the puzzle, YYYY-MM-DD (give a date or a seed).")
SEED = Field.integer("seed", "Seed", "A whole number for a random box (give a date or a seed; neither: seed 0).",
                     min=0, max=MAX_SEED)
ORDER = Field.choice("order", "Order", "How solutions of the same word count are ranked: \"nyt\" the way NYT's own "
                     "pair comes first (fewest letters, then fewest letters repeated within a word, then the "
                     "commonest words on average), \"common\" the rarest word's commonness first, then fewer "
                     "letters; \"auto\" is nyt on the nyt list, common on the others.", ORDERS, default="auto")
GENERATE_MIN_ZIPF = Field.number("min_zipf", "Min frequency", "How common the two words of the intended solution are "
                                 "(Zipf frequency; 3 is about once per million words).", default=COMMON_ZIPF, min=0.0, max=8.0)


def _sides(p: Params) -> Board:
    """The request's box, read as its language's letters."""
    return parse_sides(p.value("sides", "sides"), "sides", p.language())


def _common(p: Params) -> tuple[Board, WordList, float]:
    board = _sides(p)
    min_zipf = p.number("min_zipf")
    return board, wordlist_of(p), min_zipf


def api_board(p: Params) -> dict:
    return {"sides": list(_sides(p))}


def api_solve(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    max_words = p.integer("max_words")
    max_solutions = p.integer("max_solutions")
    out = solve(board, wl, max_words, max_solutions, min_zipf, p.progress, p.number("seconds"), p.choice("order"))
    if wl.language.code != languages.DEFAULT:  # each shown word as the language writes it
        out["spellings"] = spelled(wl, {w for s in out["solutions"] for w in s["words"]})
    accepted, rejected = corrections_of(p)
    if (accepted or rejected) and getattr(wl, "base", wl) is not wl:  # what the player's corrections changed on this box
        base_words = set(playable(board, wl.base, min_zipf))
        out["corrected"] = ([{"word": w, "corrected": "reject"} for w in sorted(base_words & rejected)]
                            + [{"word": w, "corrected": "accept"} for w in sorted(set(playable(board, wl, min_zipf)) & accepted - base_words)])
    return out


def api_check(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    return check(board, p.list("words"), wl, min_zipf, p.letters("typing"))


def api_hints(p: Params) -> dict:
    board, wl, min_zipf = _common(p)
    return hints(board, wl, p.integer("max_words"), min_zipf, p.progress, p.number("seconds"))


def api_generate(p: Params) -> dict:
    if p.has("date") and p.has("seed"):
        raise InputError("conflicting_fields", "Give either \"date\" or \"seed\", not both.", "seed")
    if p.has("date"):
        key, value = "date", p.date("date")
        seed = f"day:{value}"
    else:
        key, value = "seed", p.integer("seed", 0)
        seed = f"seed:{value}"
    result = generate(puzzle_wordlist_of(p), seed, p.number("min_zipf"))
    result[key] = value
    return result


ACTIONS = {
    "letterboxed.board": Action(api_board, (SIDES, LANGUAGE),
                                "Read a box as the solvers read it: its four sides, lower case, in order, from a list or "
                                "from one text however it is written. A side at fault is named in the error (side: 0 to 3).",
                                {"sides": "VYQFIGOTEXLU"}, wordlist=False, budget=1,
                                facts={"sides": SIDE_COUNT, "side_letters": SIDE_LETTERS}),
    "letterboxed.solve": Action(api_solve, (SIDES, MAX_WORDS_FIELD, MAX_SOLUTIONS, MIN_ZIPF, SECONDS, ORDER),
                                "Ranked redundancy-free Letter Boxed solutions (fewest words, commonest words first).",
                                {"sides": ["vyq", "fig", "ote", "xlu"], "max_words": 4, "max_solutions": 20}, budget=10,
                                runs="search", facts={"common_zipf": COMMON_ZIPF}),
    "letterboxed.check": Action(api_check, (SIDES, WORDS, MIN_ZIPF, TYPING),
                                "Check a player's chain: each word's validity with the reason, letters covered, complete or "
                                "not; and the word being typed, as far as it goes.",
                                {"sides": "VYQ FIG OTE XLU", "words": ["fog", "glove"], "typing": "ex"}, budget=5),
    "letterboxed.hints": Action(api_hints, (SIDES, MAX_WORDS_FIELD, MIN_ZIPF, SECONDS),
                                "Hints for play: solutions per word count, first word of a best solution, the best solution.",
                                {"sides": "vyq-fig-ote-xlu"}, budget=10),
    "letterboxed.generate": Action(api_generate, (DATE, SEED, GENERATE_MIN_ZIPF),
                                   "A board with a two-word solution of common words: the puzzle of a day (\"YYYY-MM-DD\") or of a seed "
                                   "(in French, German or Spanish each language's own, from its common list).",
                                   {"date": "2026-11-21"}, wordlist="puzzle", budget=30),
}
