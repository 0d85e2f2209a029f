"""Spelling Bee's terms and rules: a board, a word's points, and why a word cannot be played.

A board is seven different letters, one of them the center. A word has at least 4 letters, uses the
center and no letter outside the seven. Points: a 4-letter word scores 1, a longer word its length;
a pangram (all seven letters) adds 7.
"""
from __future__ import annotations

from .. import languages
from ..core import InputError, spelled_letters

Letters = str  # the seven distinct letters of a board, sorted: 'aegimnr'
Center = str   # the one letter every word must use


def points(word: str, pangram: bool) -> int:
    """Points for a valid word. O(1)."""
    return (1 if len(word) == 4 else len(word)) + (7 if pangram else 0)


def check_board(letters: str, center: str, language: languages.Language = languages.get()) -> tuple[Letters, Center]:
    """Normalize and validate a board of `language`'s letters (English: a-z); raise InputError naming
    the field that is wrong."""
    letters = letters.lower()
    center = center.lower()
    if language.code == languages.DEFAULT:
        fits = letters.isalpha() and letters.isascii()
    else:
        letters, center = language.clean(letters), language.clean(center)
        fits = language.is_word(letters)
    if len(letters) != 7 or len(set(letters)) != 7 or not fits:
        raise InputError.of("bad_letters", "A board is seven different letters {letters}.", "letters", letters=spelled_letters(language))
    if len(center) != 1 or center not in letters:
        raise InputError.of("bad_center", "The center must be one of the seven letters ({board}).", "center", board=letters.upper())
    return "".join(sorted(letters)), center


MIN_LENGTH = 4  # the shortest word that counts


def is_pangram(word: str, letters: Letters) -> bool:
    """Does `word` use every letter of the board? O(len(word))."""
    return set(word) == set(letters)


def word_problem(word: str, letters: Letters, center: Center) -> str | None:
    """Why `word` breaks the board's rules, ignoring the word list: "too_short", "bad_letters" or
    "missing_center" (the first that applies, in that order); None if it keeps them. O(len(word))."""
    if len(word) < MIN_LENGTH:
        return "too_short"
    if not set(word) <= set(letters):
        return "bad_letters"
    if center not in word:
        return "missing_center"
    return None
