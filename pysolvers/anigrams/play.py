"""Playing Anigrams: a game drawn for a seed or a date (common words first), its steps scrambled,
and a guess judged with the reason when it is wrong."""
from __future__ import annotations

import datetime
import random

from ..core import InputError, say
from ..words import WordList
from .graph import Index
from .. import languages
from .rules import EPOCH, GOAL_LENGTH, Key, Term, term
from .solver import step


def pick_game(ix: Index, rng: random.Random) -> tuple[list[Key], bool]:
    """A game drawn uniformly from the games whose every step has a common word (all games when
    there are none such), and whether it is common. O(chain × 26) after the tables."""
    for common in (True, False):
        table = ix.games_table(GOAL_LENGTH, common)
        options = ix.levels[0] if ix.levels else []
        total = sum(table.get(k, 0) for k in options)
        if total:
            break
    else:
        raise InputError("no_games", "This word list has no game: no chain from 4 letters to a 9-letter word.")
    path: list[Key] = []
    r = rng.randrange(total)
    while True:
        for k in options:
            n = table.get(k, 0)
            if r < n:
                break
            r -= n
        path.append(k)
        if ix.length(k) == GOAL_LENGTH:
            return path, common
        options = ix.children(k)


def scramble(letters: Term, rng: random.Random, wl: WordList) -> str:
    """The letters in an order that is not itself a word, when a few shuffles find one. O(n)."""
    shown = list(letters)
    for _ in range(20):
        rng.shuffle(shown)
        if "".join(shown) not in wl:
            break
    return "".join(shown)


def game(ix: Index, seed: int | str, date: str | None = None) -> dict:
    """A deterministic game for a seed (a date gives the seed "anigrams YYYY-MM-DD"; in another language
    than English its code comes first: "anigrams de 2026-11-21", "anigrams de 42"). O(chain × letters)."""
    code = ix.wl.language.code
    if code == languages.DEFAULT:
        rng = random.Random(f"anigrams {date}" if date else seed)
    else:
        rng = random.Random(f"anigrams {code} {date if date else seed}")
    path, common = pick_game(ix, rng)
    steps = [dict(step(ix, k, p), scrambled=scramble(ix.term(k), rng, ix.wl)) for p, k in zip([None, *path], path)]
    result = {"seed": seed, "date": date, "common": common, "start": steps[0]["term"],
              "letters": "".join(s["added"] or s["term"] for s in steps), "steps": steps}
    if date:
        result["number"] = (datetime.date.fromisoformat(date) - EPOCH).days + 1
    return result


def check(ix: Index, letters: str, guess: str) -> dict:
    """Is `guess` a word of exactly `letters`? With the reason when not. O(n log n)."""
    want, got = term(letters), term(guess)
    if want != got:
        missing = "".join(c for c in sorted(set(want)) for _ in range(want.count(c) - got.count(c)))
        extra = "".join(c for c in sorted(set(got)) for _ in range(got.count(c) - want.count(c)))
        lacks, has = " ".join(missing.upper()), " ".join(extra.upper())
        why = (say("it lacks {missing} and it has an extra {extra}", missing=lacks, extra=has) if missing and extra
               else say("it lacks {missing}", missing=lacks) if missing else say("it has an extra {extra}", extra=has))
        return {"guess": guess, "correct": False, "reason": "wrong_letters", "missing": missing, "extra": extra,
                "message": say("{guess} does not use the letters {want}: {why}.", guess=guess.upper(), want=want.upper(), why=why)}
    if guess not in ix.words.get(ix.key(guess), ()):
        return {"guess": guess, "correct": False, "reason": "not_a_word", "missing": "", "extra": "",
                "message": say("{guess} uses the right letters but is not in the word list.", guess=guess.upper())}
    return {"guess": guess, "correct": True, "reason": "ok", "missing": "", "extra": "",
            "message": say("{guess} is right.", guess=guess.upper()), "words": list(ix.words[ix.key(guess)])}
