"""Spelling Bee's actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

import random

from .. import languages, nyt, words
from ..core import Action, Field, InputError, Params, Progress, Split
from ..words import WordList, warm, wordlist_of
from .index import INDEXES, NotATable, bee_index, bee_share, bee_table, best_boards, board_order
from .hints import hints, prefix
from .play import check, daily_board, found_words, random_board, rank, rank_thresholds, reveal, solution, spellings_of
from .solver import solve


# --- fields, declared once -------------------------------------------------------------------

LETTERS = Field.letters("letters", "Letters", "The seven letters of the board, center included.",
                        required=True, length=7, distinct=True, templates=(("not_empty", "empty_board"),))
CENTER = Field.letters("center", "Center", "The center letter: every word uses it.", required=True, length=1)
FOUND = Field.list("found", "Found words", "The words found so far (words not on the board are ignored).",
                   default=[], max_items=5000)
REVEALED = Field.list("revealed", "Revealed words", "Words shown by Reveal: no longer left to find, and no points "
                      "(words not on the board are ignored).", default=[], max_items=5000)
PREFIX = Field.letters("prefix", "Letters typed", "The letters typed so far: the answer says whether a word not yet found starts with them.",
                       required=True, min_length=0)
GUESS = Field.letters("guess", "Your word", "The word to judge.", required=True, min_length=0)
EXCLUDE = Field.letters("exclude", "Exclude letters", "Letters no board may hold (repeats are ignored; \"\" for none).",
                        default="s", min_length=0)
INCLUDE = Field.letters("include", "Include letters", "Letters every board must hold (at most seven).",
                        default="", min_length=0)
TOP = Field.integer("top", "How many", "How many boards to list.", default=10, min=1, max=1000)
ORDER = Field.choice("order", "Order", "Best boards first, or worst.", ("best", "worst"), default="best")
SEED = Field.seed("seed", "Seed", "Any whole number or word: the same seed gives the same board.", required=True)
EXCLUDE_S = Field.boolean("exclude_s", "No S", "Only boards without S, as the newspaper's.", default=True)
MIN_WORDS = Field.integer("min_words", "Min words", "The fewest words the board may have.", default=1, min=1, max=100_000)
MAX_WORDS = Field.integer("max_words", "Max words", "The most words the board may have (absent: no limit).",
                          min=1, max=100_000)
DATE = Field.date("date", "Date", "The day of the puzzle, YYYY-MM-DD: the same board for everyone that day.", required=True)
REJECTED = Field.boolean("rejected", "Probably rejected", "On the NYT list: also the words the bigger lists (ENABLE, "
                         "American English) have on this board that the NYT probably rejects, each with why, and how many "
                         "offensive words are hidden. False answers the board's own words sooner (probably_rejected is then null, "
                         "offensive_hidden absent): ask again for the rest.", default=True)
BEST = Field.boolean("best", "For best boards", "Also the index of every board (Find best boards): a few seconds "
                     "for a large list.", default=False)


def _board_from(p: Params) -> tuple[str, str]:
    letters = p.letters("letters")
    center = p.letters("center")
    if center not in letters:
        raise InputError.of("bad_center", "The center letter {center} is not one of the seven letters {board}.", "center",
                            center=center.upper(), board=letters.upper())
    return letters, center


def _letter_filter(p: Params, name: str) -> str:
    """Optional letters ("" for none), repeats ignored, sorted."""
    return "".join(sorted(set(p.letters(name))))


def _reporter(p: Params) -> Progress:
    return lambda info: p.progress(**info)


def _on_board(letters: str, center: str) -> nyt.Board:
    """A list's words that fit the board, as solve's entries (points, pangram), in its order."""
    return lambda wl: solve(letters, center, wl)["words"]


def api_solve(p: Params) -> dict:
    letters, center = _board_from(p)
    asked = p.boolean("rejected")
    hide, corrections = words.hide_offensive(p), words.corrections_of(p)
    nyt.require_for(words.base_of(p), asked, corrections)
    wl = wordlist_of(p)
    result = solve(letters, center, wl)
    out = {**result, "ranks": rank_thresholds(result["score"], wl.language)}
    nyt.mark_accepted(out["words"], wl)
    board = _on_board(letters, center)
    on_nyt = wl.base.name == nyt.LIST
    if on_nyt:  # the words the bigger lists have that NYT probably rejects, with why; null when asked not to
        out["probably_rejected"], seen = nyt.probably_rejected(board, wl, hide, corrections) if asked else (None, set())
    english = wl.language.code == languages.DEFAULT  # the offensive list is English's: nothing is hidden in another
    if hide and english and (asked or not on_nyt):  # how many words of the board the list hides as offensive
        pool = seen if on_nyt else set(wl.base.words)  # on nyt: those of the bigger lists
        out["offensive_hidden"] = sum(e["word"] in pool for e in board(WordList("offensive", tuple(sorted(words.offensive())))))
    return out


def _best_request(p: Params) -> tuple[str, str, int, str]:
    """exclude, include, top and order of a bee.best request, checked."""
    exclude = _letter_filter(p, "exclude")
    include = _letter_filter(p, "include")
    both = sorted(set(exclude) & set(include))
    if both:
        raise InputError.of("conflicting_fields", "{found} cannot be both excluded and included.", "include",
                            found=", ".join(c.upper() for c in both))
    if len(include) > 7:
        raise InputError.of("too_long", "{label} can hold at most seven different letters (a board has seven); you gave {found}.",
                            "include", found=len(include))
    return exclude, include, p.integer("top"), p.choice("order")


def api_best(p: Params) -> dict:
    exclude, include, top, order = _best_request(p)
    shard = p.shard()
    wl = wordlist_of(p)
    if p.shard_share():  # the first round of a split search: this shard's part of the table
        return {"share": bee_share(wl, exclude, shard)}
    p.progress(0, 1, stage="index")
    try:
        index = bee_index(wl, exclude, _reporter(p), shard, p.shard_shares())
    except NotATable as e:  # not the first round's answer
        raise InputError.of("bad_shard", "{label}'s shares are not the first round's answers of bee.best.", "shard") from e
    indexed = {"indexed": len(index.centers)} if shard[1] > 1 else {}  # lets a split search count its lettersets
    boards = best_boards(index, exclude, include, top, order, lambda info: p.progress(**info, **indexed))
    p.progress(1, 1, stage="done", **indexed)
    return {"boards": boards, "order": order, "exclude": exclude, "include": include}


def merge_best(p: Params, parts: list[dict]) -> dict:
    """The shards' best boards (each the top of its lettersets) ranked together: the unsplit answer."""
    exclude, include, top, order = _best_request(p)
    boards = sorted((b for part in parts for b in part["boards"]), key=board_order(order))[:top]
    return {"boards": boards, "order": order, "exclude": exclude, "include": include}


STAGES = ("index", "search", "done")


def merge_best_progress(p: Params, reports: list[dict | None]) -> dict:
    """One report from the shards' latest: the least advanced stage; in "index", lettersets scored
    of all shards' lettersets; in "search", the shards' best boards so far."""
    *_, order = _best_request(p)
    known = [r for r in reports if r]
    stage = min((r["stage"] for r in known), key=STAGES.index, default="index")
    if stage == "index":
        later = [r for r in known if r["stage"] != "index"]
        now = [r for r in known if r["stage"] == "index" and r["total"] > 1]
        done = sum(r["done"] for r in now) + sum(r["indexed"] for r in later)
        return {"done": done, "total": sum(r["total"] for r in now) + sum(r["indexed"] for r in later) or 1, "stage": stage}
    boards = sorted((b for r in known for b in r.get("boards", ())), key=board_order(order))[:3]
    done = sum(r["done"] / r["total"] for r in known if r["total"])
    return {"done": round(done, 4), "total": len(reports), "stage": stage, "boards": boards}


def api_check(p: Params) -> dict:
    letters, center = _board_from(p)
    wl = wordlist_of(p)
    out = check(letters, center, p.letters("guess"), p.list("found"), wl)
    if out["reason"] == "not_in_word_list" and wl.base.name == nyt.LIST:  # a bigger list's word NYT probably rejects
        out.update(nyt.not_in_nyt(out["guess"], wl, words.hide_offensive(p), words.corrections_of(p)))
    return out


def api_rank(p: Params) -> dict:
    letters, center = _board_from(p)
    wl = wordlist_of(p)
    result = solution(letters, center, wl)
    have = found_words(result, p.list("found"), wl.language)
    return {**rank(sum(e["points"] for e in have.values()), result["score"], wl.language),
            "found_words": list(have.values()), **spellings_of(wl, list(have))}


def api_hints(p: Params) -> dict:
    letters, center = _board_from(p)
    return hints(letters, center, p.list("found"), wordlist_of(p), p.list("revealed"))


def api_prefix(p: Params) -> dict:
    letters, center = _board_from(p)
    return prefix(letters, center, p.letters("prefix"), p.list("found"), wordlist_of(p))


def api_reveal(p: Params) -> dict:
    letters, center = _board_from(p)
    wl = wordlist_of(p)
    word = reveal(letters, center, p.list("found"), wl)
    return {"word": word, **spellings_of(wl, [word["word"]] if word else [])}


def _puzzle(letters: str, center: str, wl: WordList, **extra) -> dict:
    result = solution(letters, center, wl)
    if wl.language.code != languages.DEFAULT and wl.base.name in words.DICTIONARIES:
        extra["dictionary"] = wl.base.name  # the list the game is played on: its common one unless named
    return {**result, "ranks": rank_thresholds(result["score"], wl.language), **extra}



def _random_seed(seed, language: languages.Language):
    """A random game's draw: the seed itself in English (as ever); with the language in another, so
    seed 42 in French is not seed 42's English draw."""
    return seed if language.code == languages.DEFAULT else f"wordloom-bee:{language.code}:{seed}"


def api_random(p: Params) -> dict:
    seed = p.seed("seed")
    exclude_s = p.boolean("exclude_s")
    lo = p.integer("min_words")
    hi = p.integer("max_words")
    if hi is not None and hi < lo:
        raise InputError.of("out_of_range", "{label} ({found}) is below the fewest words asked for, {min}.",
                            "max_words", min=lo, found=hi)
    wl = words.puzzle_wordlist_of(p)
    exclude = "s" if exclude_s else ""
    tab = bee_table(wl, exclude)
    if not tab.sevens:  # the table without S has no board with S
        raise _no_board(p, exclude_s)
    board = random_board(tab, random.Random(_random_seed(seed, wl.language)), exclude, lo, hi)
    if board is None:
        raise InputError.of("no_board", {(False, False): "No board of this word list has at least {min} words; widen the range.",
                                         (False, True): "No board of this word list has at least {min} words without S; widen the range.",
                                         (True, False): "No board of this word list has {min} to {max} words; widen the range.",
                                         (True, True): "No board of this word list has {min} to {max} words without S; widen the range.",
                                         }[hi is not None, exclude_s], "min_words", min=lo, max=hi)
    return _puzzle(*board, wl, seed=seed)


def api_warm(p: Params) -> dict:
    wl = wordlist_of(p)
    builds = [("the list as one text, for solving a board", "text", lambda: wl.text),
              ("word positions and frequencies, for play", "index", lambda: wl.index)]
    if p.boolean("best"):
        builds += [(f"every board{label}, scored", f"bee.index-{without}", lambda without=without: bee_index(wl, without))
                   for without, label in (("s", " without S"), ("", ""))]
    return warm(wl, builds, lambda done, total, **extra: p.progress(done, total, **extra))


def api_daily(p: Params) -> dict:
    date = p.date("date")
    wl = words.puzzle_wordlist_of(p)
    board = daily_board(wl, date)
    if board is None:
        raise _no_board(p, False)
    return _puzzle(*board, wl, date=date)


def _no_board(p: Params, without_s: bool) -> InputError:
    field = "word_list" if p.has("word_list") else "dictionary"
    if without_s:
        return InputError.of("no_board", "This word list has no Spelling Bee board without S: no word of at least 4 letters "
                             "uses seven different letters without S.", field)
    return InputError.of("no_board", "This word list has no Spelling Bee board: no word of at least 4 letters uses seven "
                         "different letters.", field)


BOARD = {"letters": "aeginrt", "center": "r"}
words.EXPLAINED_BY["bee.solve"] = REJECTED.name  # the NYT's verdicts read the bigger lists and the labels

ACTIONS = {
    "bee.solve": Action(api_solve, (LETTERS, CENTER, REJECTED),
                        "All words of a Spelling Bee board, with points, pangrams and the rank thresholds.",
                        BOARD, budget=5),
    "bee.best": Action(api_best, (EXCLUDE, INCLUDE, TOP, ORDER),
                       "The best (or worst) boards of the word list: seven letters with a pangram, and a center.",
                       {"exclude": "s", "top": 10, "order": "best"}, budget=30,
                       runs="search", split=Split(merge_best, merge_best_progress, shares=True), indexes=INDEXES),
    "bee.check": Action(api_check, (LETTERS, CENTER, GUESS, FOUND),
                        "Judge a guess: the reason it fails, or its points; the score and rank after it.",
                        {**BOARD, "guess": "granite", "found": ["tear"]}, budget=5),
    "bee.rank": Action(api_rank, (LETTERS, CENTER, FOUND),
                       "The rank of the found words' score, the points to the next rank, and each found word's points and pangram flag.",
                       {**BOARD, "found": ["granite", "tear"]}, budget=5),
    "bee.hints": Action(api_hints, (LETTERS, CENTER, FOUND, REVEALED),
                        "The hints page, as words are found: word, point, pangram and perfect-pangram counts "
                        "(found, left, all), BINGO, words left by first letter and length, by two- and three-letter "
                        "start, the Genius and Queen Bee scores, and GN4L (Genius without 4-letter words).",
                        {**BOARD, "found": ["tear"], "revealed": []}, budget=5),
    "bee.prefix": Action(api_prefix, (LETTERS, CENTER, PREFIX, FOUND),
                         "Whether a word not yet found starts with the letters typed, and how many do.",
                         {**BOARD, "prefix": "gra", "found": ["grate"]}, budget=5),
    "bee.reveal": Action(api_reveal, (LETTERS, CENTER, FOUND),
                         "One word not found yet (the most common one).", {**BOARD, "found": ["tear"]}, budget=5),
    "bee.random": Action(api_random, (SEED, EXCLUDE_S, MIN_WORDS, MAX_WORDS),
                         "A random board with at least one pangram (same seed, same board), solved.",
                         {"seed": 42, "exclude_s": True, "min_words": 20, "max_words": 60}, wordlist="puzzle",
                         budget=20, indexes=INDEXES),
    "bee.warm": Action(api_warm, (BEST,), "Build what Spelling Bee keeps for a word list now (and the index of every "
                       "board), so the first answer does not wait; says what it built and how long each took.",
                       {"best": False}, budget=30, indexes=INDEXES),
    "bee.daily": Action(api_daily, (DATE,), "The puzzle of the day for a date YYYY-MM-DD, the same for everyone, solved.",
                        {"date": "2026-01-31"}, wordlist="puzzle", budget=20, indexes=INDEXES),
}
