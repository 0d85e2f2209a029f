"""Anigrams' actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

from typing import Callable

from .. import languages
from ..core import MAX_SEED, Action, Field, InputError, Params, Split
from ..words import puzzle_wordlist_of, spelled, warm, wordlist_of
from .graph import Index, index
from .play import check, game
from .rules import GOAL_LENGTH, START_LENGTH, Key
from .solver import count, longest, merge_count, merge_longest, next_letters

START = Field.letters("start", "Start", "Four letters that unscramble to a word, like DEIR (every start: "
                      "anigrams.longest_all, anigrams.count_all).", required=True, length=START_LENGTH)
TERM = Field.letters("term", "Letters", "Letters that unscramble to a word, four or more.", required=True,
                     min_length=START_LENGTH)
GOAL = Field.integer("goal_length", "Goal length", "The length of a game's last word.", default=GOAL_LENGTH,
                     min=START_LENGTH, max=32)
DATE = Field.date("date", "Date", "The day of the game, YYYY-MM-DD (give a date or a seed).")
SEED = Field.integer("seed", "Seed", "A whole number for a random game (give a date or a seed).", min=0, max=MAX_SEED)
GUESS = Field.letters("guess", "Your word", "The word to judge.", required=True)


def _letters_of(p: Params, name: str, exact: int | None) -> str:
    """A term's letters as given: the declared checks, then the length (before any index is built,
    so bad input is answered at once)."""
    letters = p.letters(name)
    if exact is not None and len(letters) != exact:
        raise InputError.of("wrong_length", "exact_letters", name, n=exact, found=len(letters))
    if len(letters) < START_LENGTH:
        raise InputError.of("wrong_length", "few_letters", name, min=START_LENGTH, found=len(letters))
    return letters


def _key_of(ix: Index, letters: str, name: str) -> Key:
    """The term of these letters, if the word list has one."""
    k = ix.key(letters)
    if k not in ix.words:
        if ix.wl.language.code == languages.DEFAULT:
            raise InputError.of("not_a_word", "No word in this word list uses exactly the letters {letters}; try letters "
                                "that unscramble to a word, like DEIR (ride).", name, letters=letters.upper())
        raise InputError.of("not_a_word", "No word in this word list uses exactly the letters {letters}; try letters that "
                            "unscramble to a word.", name, letters=letters.upper())
    return k


def _index(p: Params, puzzle: bool = False) -> Index:
    """The request's list's index (`puzzle`: the list a game is drawn from, see `puzzle_wordlist_of`)."""
    wl = puzzle_wordlist_of(p) if puzzle else wordlist_of(p)
    return index(wl, lambda done, total: p.progress(done, total, stage="index"))


def _spelled(ix: Index, out: dict) -> dict:
    """An answer in another language than English with "spellings": how the language writes each word
    it shows (`words.spelled`), for the words written otherwise than the letters played. O(words shown)."""
    if ix.wl.language.code == languages.DEFAULT:
        return out
    shown = set(out.get("chain", ())) | set(out.get("ends", ())) | set(out.get("words", ()))
    for part in ("steps", "next", "top_starts"):
        for item in out.get(part, ()):
            shown.update(item["words"])
    out["spellings"] = spelled(ix.wl, shown)
    return out


def api_warm(p: Params) -> dict:
    wl = wordlist_of(p)
    return warm(wl, [("chains of nested anagrams", "anigrams.index", lambda: _index(p))])


def api_longest(p: Params) -> dict:
    start = _letters_of(p, "start", START_LENGTH)
    ix = _index(p)
    return _spelled(ix, longest(ix, _key_of(ix, start, "start")))


def api_count(p: Params) -> dict:
    start = _letters_of(p, "start", START_LENGTH)
    goal = p.integer("goal_length")
    ix = _index(p)
    return _spelled(ix, count(ix, _key_of(ix, start, "start"), goal))


# Over every start: searches for the page's worker pool, split by starts (shard i of n takes every
# n-th start from the i-th) and joined exactly by merge_longest / merge_count. Each shard needs the
# whole index (a start's chains reach almost every term), so on a list without a prebuilt index
# every worker builds it: the split spreads only the per-start work.

def api_longest_all(p: Params) -> dict:
    p.progress(0, 1, stage="index")
    ix = _index(p)
    out = _spelled(ix, longest(ix, None, p.shard()))
    p.progress(1, 1, stage="done")
    return out


def api_count_all(p: Params) -> dict:
    goal = p.integer("goal_length")
    p.progress(0, 1, stage="index")
    ix = _index(p)
    out = _spelled(ix, count(ix, None, goal, shard=p.shard(), progress=p.progress))
    p.progress(1, 1, stage="done")
    return out


def merge_progress(stages: tuple[str, ...]) -> Callable[[Params, list], dict]:
    """One report from the shards' latest: the least advanced stage, and the work done as the sum of
    each shard's share (its stage's place among `stages` and how far into it; 0 before its first
    report), of as many as there are shards."""
    def merged(p: Params, reports: list[dict | None]) -> dict:
        known = [r for r in reports if r]
        stage = min((r["stage"] for r in known), key=stages.index, default=stages[0])
        share = sum((stages.index(r["stage"]) + (r["done"] / r["total"] if r["total"] else 0)) / (len(stages) - 1) for r in known)
        return {"done": round(min(share, len(reports)), 4), "total": len(reports), "stage": stage}
    return merged


def with_spellings(merge: Callable[[list[dict]], dict]) -> Callable[[Params, list[dict]], dict]:
    """A merge of the shards' answers that keeps, in another language than English, the spellings of
    the words the joined answer shows (each shard spelled its own). O(parts' spellings)."""
    def merged(p: Params, parts: list[dict]) -> dict:
        out = merge(parts)
        if any("spellings" in r for r in parts):
            every = {w: s for r in parts for w, s in r.get("spellings", {}).items()}
            shown = set(out.get("chain", ())) | set(out.get("ends", ()))
            shown.update(w for item in (*out.get("steps", ()), *out.get("top_starts", ())) for w in item["words"])
            out = {**out, "spellings": {w: every[w] for w in sorted(shown) if w in every}}
        return out
    return merged


LONGEST_SPLIT = Split(with_spellings(merge_longest), merge_progress(("index", "done")))
COUNT_SPLIT = Split(with_spellings(merge_count), merge_progress(("index", "games", "done")))


def api_next(p: Params) -> dict:
    term = _letters_of(p, "term", None)
    goal = p.integer("goal_length")
    ix = _index(p)
    return _spelled(ix, next_letters(ix, _key_of(ix, term, "term"), goal))


# A game's allowance of "Show next letter" (each shows the next letter of one of the step's words):
# published in the catalog, so the page and a challenge link's check use the one number.
GAME_HINTS = 6


def api_game(p: Params) -> dict:
    if p.has("date") == p.has("seed"):
        raise InputError("missing_field" if not p.has("date") else "conflicting_fields",
                         "Give either \"date\" (YYYY-MM-DD, for the game of the day) or \"seed\" (a whole number, for a random game).",
                         "date")
    date = p.date("date") if p.has("date") else None
    seed = p.integer("seed") if date is None else date
    ix = _index(p, puzzle=True)
    return _spelled(ix, game(ix, seed, date))


def api_check(p: Params) -> dict:
    term = _letters_of(p, "term", None)
    guess = p.letters("guess")
    ix = _index(p)
    k = _key_of(ix, term, "term")
    return _spelled(ix, {"term": ix.term(k), **check(ix, ix.term(k), guess)})


INDEXES = ("anigrams.index",)  # prebuilt for the shipped lists (see prebuilt.register)
ACTIONS = {
    "anigrams.warm": Action(api_warm, (), "Build the word list's chain index now, so the first start is answered at "
                            "once; says what it built and how long it took.", {"dictionary": "enable"}, budget=20, indexes=INDEXES),
    "anigrams.longest": Action(api_longest, (START,),
                               "The longest chain of nested anagrams from 4 letters, step by step.",
                               {"start": "deir"}, budget=20, indexes=INDEXES),
    "anigrams.count": Action(api_count, (START, GOAL),
                             "How many games (chains from 4 letters to a goal-length word) start from these letters.",
                             {"start": "aers", "goal_length": 9}, budget=20, indexes=INDEXES),
    "anigrams.longest_all": Action(api_longest_all, (),
                                   "The longest chain of nested anagrams over every 4-letter start: its ladder, how many "
                                   "chains are that long, their starts and last words.", {"dictionary": "enable"},
                                   budget=20, runs="search", split=LONGEST_SPLIT, indexes=INDEXES),
    "anigrams.count_all": Action(api_count_all, (GOAL,),
                                 "How many games (chains from 4 letters to a goal-length word) start from every 4-letter "
                                 "start, and the starts with the most.", {"goal_length": 9}, budget=20, runs="search",
                                 split=COUNT_SPLIT, indexes=INDEXES),
    "anigrams.next": Action(api_next, (TERM, GOAL),
                            "The letters that can be added to a term, each with its words, games and longest chain.",
                            {"term": "deir"}, budget=20, indexes=INDEXES),
    "anigrams.game": Action(api_game, (DATE, SEED),
                            "A game to play: 4 letters to a 9-letter word, the letter added at each step and the words accepted.",
                            {"date": "2026-11-21"}, wordlist="puzzle", budget=20, indexes=INDEXES,
                            facts={"hints": GAME_HINTS}),
    "anigrams.check": Action(api_check, (TERM, GUESS),
                             "Is the guess a word made of exactly the term's letters? With the reason when not.",
                             {"term": "deir", "guess": "ride"}, budget=20, indexes=INDEXES),
}
