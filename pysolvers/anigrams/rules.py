"""Anigrams' terms: a word's term (its sorted letters) and its key (packed letter counts, so adding
a letter is one integer addition), and the terms one letter longer.

A chain starts from four letters and adds one letter at a time; the letters of every step must
unscramble to a word. A game is a chain of six steps, from 4 letters to a 9-letter word.
"""
from __future__ import annotations

import datetime
import functools
from dataclasses import dataclass
from itertools import repeat

from .. import languages

Word = str   # a word of the list: 'ride'
Term = str   # a word's letters, sorted: 'deir' (ride, dire, ired)
Key = int    # a term as packed letter counts, 7 bits a letter: adding a letter is one integer addition
Chain = list[Word]  # one word per step, each with one letter more than the one before

START_LENGTH = 4  # a chain starts with four letters
GOAL_LENGTH = 9   # a game ends with a nine-letter word: six steps
BITS = 7          # up to 127 of one letter: more than any word of at most 64 letters holds
EPOCH = datetime.date(2022, 9, 16)      # the Riddler's date: game of the day number 1
COMMON_ZIPF = 2.5  # a step of a common game has a word at least this frequent (about 1 in 3 million words)


@dataclass(frozen=True)
class Alphabet:
    """A language's letters as Anigrams packs them: `unit[c]` is one c in a key (7 bits a letter, in
    the alphabet's order), `steps` the one-letter additions a term's children are tried with (in
    letter order, so children come sorted by the added letter; German adds ä, ö, ü after z, Spanish ñ:
    also their code points' order, the order of a term's sorted letters), `key_bytes` a key's size
    in a prebuilt index."""
    letters: str
    unit: dict[str, Key]
    steps: list[Key]
    key_bytes: int


def alphabet(code: str = languages.DEFAULT) -> Alphabet:
    """The Alphabet of the language `code` (its letters from `languages`, never a copy). O(letters), once."""
    return _alphabet(code)


@functools.lru_cache(maxsize=None)
def _alphabet(code: str) -> Alphabet:
    letters = languages.get(code).letters
    assert list(letters) == sorted(letters), "the alphabet's order is its code points' (terms sort by them)"
    unit = {c: 1 << (BITS * i) for i, c in enumerate(letters)}
    return Alphabet(letters, unit, list(unit.values()), (BITS * len(letters) + 7) // 8)


# English's, as the module always had them (the functions below default to it)
LETTERS = alphabet().letters
UNIT: dict[str, Key] = alphabet().unit
STEPS: list[Key] = alphabet().steps

assert all(UNIT[c] + UNIT[c] == UNIT[c] << 1 for c in LETTERS)


def term(word: str) -> Term:
    """The sorted letters of `word`. O(n log n)."""
    return "".join(sorted(word))


def key(letters: str, unit: dict[str, Key] = UNIT) -> Key:
    """The packed letter counts of `letters` (any order): `key('ride') == key('dire')`; `unit`: the
    language's (`Alphabet.unit`). O(n)."""
    return sum(map(unit.__getitem__, letters))


def keys(words: list[str], unit: dict[str, Key] = UNIT) -> list[Key]:
    """[key(w, unit) for w in words], with the loop in C (faster than one in Python). O(total letters)."""
    return list(map(sum, map(map, repeat(unit.__getitem__), words)))


def children_in(terms: dict[Key, list[Word]], level: list[Key], steps: list[Key] = STEPS) -> list[list[Key]]:
    """For each key of `level`, the keys of `terms` one letter longer, by added letter:
    [[k + s for s in steps if k + s in terms] for k in level], with the loops in C; `steps`: the
    language's (`Alphabet.steps`). O(letters × len(level))."""
    adds = map(map, map(getattr, level, repeat("__add__")), repeat(steps))
    return list(map(list, map(filter, repeat(terms.__contains__), adds)))


def added_letter(parent: Key, child: Key, letters: str = LETTERS) -> str:
    """The letter `child` has beyond `parent` (`letters`: the language's alphabet). O(1)."""
    return letters[((child - parent).bit_length() - 1) // BITS]
