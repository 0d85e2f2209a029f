"""Anigrams' terms: a word's term (its sorted letters) and its key (packed letter counts, so adding
a letter is one integer addition), and the terms one letter longer.

A chain starts from four letters and adds one letter at a time; the letters of every step must
unscramble to a word. A game is a chain of six steps, from 4 letters to a 9-letter word.
"""
from __future__ import annotations

import datetime
import string
from itertools import repeat

Word = str   # a word of the list: 'ride'
Term = str   # a word's letters, sorted: 'deir' (ride, dire, ired)
Key = int    # a term as packed letter counts, 7 bits a letter: adding a letter is one integer addition
Chain = list[Word]  # one word per step, each with one letter more than the one before

START_LENGTH = 4  # a chain starts with four letters
GOAL_LENGTH = 9   # a game ends with a nine-letter word: six steps
BITS = 7          # up to 127 of one letter: more than any word of at most 64 letters holds
LETTERS = string.ascii_lowercase
UNIT: dict[str, Key] = {c: 1 << (BITS * i) for i, c in enumerate(LETTERS)}
STEPS: list[Key] = list(UNIT.values())  # in letter order, so children come sorted by the added letter
EPOCH = datetime.date(2022, 9, 16)      # the Riddler's date: game of the day number 1
COMMON_ZIPF = 2.5  # a step of a common game has a word at least this frequent (about 1 in 3 million words)

assert all(UNIT[c] + UNIT[c] == UNIT[c] << 1 for c in LETTERS)


def term(word: str) -> Term:
    """The sorted letters of `word`. O(n log n)."""
    return "".join(sorted(word))


def key(letters: str) -> Key:
    """The packed letter counts of `letters` (any order): `key('ride') == key('dire')`. O(n)."""
    return sum(map(UNIT.__getitem__, letters))


def keys(words: list[str]) -> list[Key]:
    """[key(w) for w in words], with the loop in C (faster than one in Python). O(total letters)."""
    return list(map(sum, map(map, repeat(UNIT.__getitem__), words)))


def children_in(terms: dict[Key, list[Word]], level: list[Key]) -> list[list[Key]]:
    """For each key of `level`, the keys of `terms` one letter longer, by added letter:
    [[k + s for s in STEPS if k + s in terms] for k in level], with the loops in C. O(26 × len(level))."""
    adds = map(map, map(getattr, level, repeat("__add__")), repeat(STEPS))
    return list(map(list, map(filter, repeat(terms.__contains__), adds)))


def added_letter(parent: Key, child: Key) -> str:
    """The letter `child` has beyond `parent`. O(1)."""
    return LETTERS[((child - parent).bit_length() - 1) // BITS]
