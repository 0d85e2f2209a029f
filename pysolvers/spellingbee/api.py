"""Spelling Bee's actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

import random
import re

from ..core import Action, InputError, Params, Progress
from ..words import WordList, wordlist_of
from .index import bee_index, bee_table, best_boards
from .play import check, daily_board, found_words, hints, random_board, rank, rank_thresholds, reveal, solution
from .solver import solve


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
    result = solve(letters, center, wordlist_of(p))
    return {**result, "ranks": rank_thresholds(result["score"])}


def api_best(p: Params) -> dict:
    exclude = _letter_filter(p, "exclude", "s")
    include = _letter_filter(p, "include", "")
    both = sorted(set(exclude) & set(include))
    if both:
        raise InputError("conflicting_fields", f"{', '.join(c.upper() for c in both)} cannot be both excluded and included.", "include")
    if len(include) > 7:
        raise InputError("too_long", f"A board has seven letters; you asked to include {len(include)}.", "include")
    top = p.integer("top", 10, 1, 1000)
    order = p.choice("order", ("best", "worst"), "best")
    wl = wordlist_of(p)
    p.progress(0, 1, stage="index")
    index = bee_index(wl, exclude, _reporter(p))
    boards = best_boards(index, exclude, include, top, order, _reporter(p))
    p.progress(1, 1, stage="done")
    return {"boards": boards, "order": order, "exclude": exclude, "include": include}


def api_check(p: Params) -> dict:
    letters, center = _board_from(p)
    guess = re.sub(r"\s+", "", p.text("guess"))
    if guess and not re.fullmatch(r"[A-Za-z]+", guess):
        raise InputError("not_letters", "A guess is made of the letters A to Z.", "guess")
    return check(letters, center, guess, _found(p), wordlist_of(p))


def api_rank(p: Params) -> dict:
    letters, center = _board_from(p)
    result = solution(letters, center, wordlist_of(p))
    have = found_words(result, _found(p))
    return rank(sum(e["points"] for e in have.values()), result["score"])


def api_hints(p: Params) -> dict:
    letters, center = _board_from(p)
    return hints(letters, center, _found(p), wordlist_of(p))


def api_reveal(p: Params) -> dict:
    letters, center = _board_from(p)
    return {"word": reveal(letters, center, _found(p), wordlist_of(p))}


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
    wl = wordlist_of(p)
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
    wl = wordlist_of(p)
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
                       {"exclude": "s", "top": 10, "order": "best"}),
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
                         {"seed": 42, "exclude_s": True, "min_words": 20, "max_words": 60}),
    "bee.daily": Action(api_daily, ("date",), "The puzzle of the day for a date YYYY-MM-DD, the same for everyone, solved.",
                        {"date": "2026-01-31"}),
}
