"""Boggle terms: a board, its cells and neighbours, a word's points, and reading a board from input.

A board is stored as a string of n*n lowercase letters of its language in row-major order (a to z
in English; German adds ä, ö, ü, Spanish ñ), `q` standing for the Qu die (one cell, two letters) in
a language that writes qu (`Language.qu`: all four do). A string is smaller and faster to index than
a list of lists, and it is already the canonical form a person types ("perslatgsineters").
"""
from __future__ import annotations

import re

from .. import languages
from ..core import InputError, json_type, spelled_letters
from ..languages import Language

ENGLISH = languages.get()

Board = str      # n*n letters a-z, row-major; 'q' is the Qu die: 'perslatgsineters'
Cell = int       # a cell's index in the board string, row-major: row * n + column
Path = list      # the cells a word uses, in order: [0, 1, 5, ...]

SIZES = (3, 4, 5, 6)
MAX_TOKENS = 36  # the longest path on the largest board


def neighbours(n: int) -> tuple[tuple[Cell, ...], ...]:
    """For each cell of an n×n board, its up-to-8 adjacent cells (ascending). O(n²)."""
    return tuple(tuple(r * n + c for r in range(row - 1, row + 2) for c in range(col - 1, col + 2)
                       if (r, c) != (row, col) and 0 <= r < n and 0 <= c < n)
                 for row in range(n) for col in range(n))


NEIGHBOURS = {n: neighbours(n) for n in SIZES}  # built once at import
assert [len(x) for x in NEIGHBOURS[3]] == [3, 5, 3, 5, 8, 5, 3, 5, 3]
assert sum(map(len, NEIGHBOURS[4])) == 84 and NEIGHBOURS[4][5] == (0, 1, 2, 4, 6, 8, 9, 10)


def default_min_length(n: int) -> int:
    """3 letters on 3×3 and 4×4 boards, 4 on 5×5 and 6×6 (as in Big Boggle). O(1)."""
    return 3 if n <= 4 else 4


def points(word: str) -> int:
    """Points of a found word by its letters (Qu counts two): 3-4 → 1, 5 → 2, 6 → 3, 7 → 5, 8+ → 11."""
    return POINTS[min(len(word), 8)]


POINTS = (0, 0, 0, 1, 1, 2, 3, 5, 11)


def max_min_length(n: int) -> int:
    """The largest min_length an n×n board takes: twice its cells (every cell a Qu). O(1)."""
    return 2 * n * n


def cell_letters(letter: str, qu: bool = True) -> str:
    """What a cell adds to a word: 'qu' for the Qu die (`qu`: the language has one), else its letter."""
    return "qu" if letter == "q" and qu else letter


def describe(board: Board, min_length: int | None = None, lang: Language = ENGLISH) -> dict:
    """What a page needs to show and play a grid: its size, each cell's label ('Qu') and letters
    ('qu'), each cell's neighbours, whether a word's path may use a cell twice (never: see
    `is_valid_path`), and the shortest word that counts (default and allowed range). O(n²)."""
    n = size_of(board)
    qu = lang.qu
    return {"board": board, "size": n, "cells": [cell_text(c, qu) for c in board],
            "letters": [cell_letters(c, qu) for c in board], "neighbours": [list(x) for x in NEIGHBOURS[n]], "reuse_cells": False,
            "min_length": min_length or default_min_length(n), "default_min_length": default_min_length(n),
            "min_length_range": [3, max_min_length(n)]}


def size_of(board: Board) -> int:
    """The side of a square board. O(1)."""
    return round(len(board) ** 0.5)


def cell_text(letter: str, qu: bool = True) -> str:
    """How a cell reads: 'Qu' for the Qu die, else the upper-case letter ('Ä')."""
    return "Qu" if letter == "q" and qu else letter.upper()


def spell(board: Board, path: Path, qu: bool = True) -> str:
    """The word a path spells (q cells spell 'qu' where the language has the Qu die). O(len(path))."""
    return "".join(cell_letters(board[c], qu) for c in path)


def is_valid_path(board: Board, path: Path) -> bool:
    """Distinct cells, each adjacent to the one before. O(len(path))."""
    nb = NEIGHBOURS[size_of(board)]
    return (len(set(path)) == len(path) and all(0 <= c < len(board) for c in path)
            and all(b in nb[a] for a, b in zip(path, path[1:])))


def tokens(word: str, qu: bool = True) -> str | None:
    """A word as board letters ('qu' → 'q'), or None when it has a q without u (no die shows it).
    In a language without the Qu die (`qu` false) a word is its own letters."""
    if not qu:
        return word
    t = word.replace("qu", "q")
    return None if t.count("q") != word.count("qu") else t


# --- reading a board from a request ----------------------------------------------------------

_CELL = re.compile(r"qu|[a-z]")


def parse(value: object, field: str = "board", lang: Language = ENGLISH) -> Board:
    """A board from text ("perslatgsineters", spaces ignored), a list of rows (text or lists of cells),
    or a flat list of n*n cells; "qu" is accepted as a cell in lists (where the language has the Qu
    die). The letters are the language's (`lang.clean`: "Ä" is "ä", and French "é" is "e"); another
    character is refused naming itself and the language. Raises InputError naming `field`."""
    if isinstance(value, str):
        if len(value) > 200:
            raise InputError.of("too_long", "The board is {found} characters long; a 6×6 board has 36 letters.", field, found=len(value))
        return _square("".join(_row_letters(value, field, None, lang)), field)
    if isinstance(value, list):
        if not value:
            raise InputError("missing_field", "Please type the board's letters.", field)
        if len(value) > MAX_TOKENS:
            raise InputError.of("too_long", "The board has {found} rows; at most 6 rows (or 36 cells) are accepted.", field, found=len(value))
        rows = []
        for i, row in enumerate(value):
            if isinstance(row, str):
                rows.append(["q"] if row.strip().lower() == "qu" and lang.qu else _row_letters(row, field, i + 1, lang))
            elif isinstance(row, list) and len(row) <= 6:
                rows.append([_cell(c, field, i + 1, lang) for c in row])
            else:
                raise InputError.of("wrong_type", "Row {n} of the board must be text or a list of up to 6 cells, not {found}.", field,
                                    n=i + 1, found=json_type(row))
        if all(len(r) == 1 for r in rows):            # a flat list of cells
            return _square("".join(r[0] for r in rows), field)
        n = len(rows)
        bad = [i + 1 for i, r in enumerate(rows) if len(r) != n]
        if bad:
            raise InputError.of("not_square", "A board is square: {n} rows need {n} cells each; row {row} has {found}.", field,
                                n=n, row=bad[0], found=len(rows[bad[0] - 1]))
        return _square("".join("".join(r) for r in rows), field)
    raise InputError.of("wrong_type" if value is not None else "missing_field",
                        "{label} must be the board's letters as text or a list of rows, not {found}.", field, found=json_type(value))


def _foreign(bad: str, field: str, lang: Language, row: int | None) -> InputError:
    """A character that is not a letter of the language: named with the language, as the letters
    check names it ("ñ is not a German letter; "board" takes A to Z, Ä, Ö and Ü."), the row in
    `row` where the board came as rows."""
    found = bad if bad.isalpha() else repr(bad)
    e = InputError.of("not_letters", "not_language_letter", field, found=found, language=lang.name,
                      letters=spelled_letters(lang))
    if row:
        e.detail["row"] = row
    return e


def _row_letters(text: str, field: str, row: int | None = None, lang: Language = ENGLISH) -> list[str]:
    """Letters of a text row; 'q' is the Qu die (a 'u' after it is its own cell in text)."""
    if lang is ENGLISH:
        text = re.sub(r"\s+", "", text).lower()
        bad = sorted({c for c in text if not ("a" <= c <= "z")})
        if bad:
            found = " ".join(repr(c) for c in bad[:5])
            if row:
                raise InputError.of("not_letters", "A board holds only the letters A to Z (q for Qu); found {found} in row {row}.", field,
                                    found=found, row=row)
            raise InputError.of("not_letters", "A board holds only the letters A to Z (q for Qu); found {found}.", field, found=found)
        return list(text)
    text = lang.clean(re.sub(r"\s+", "", text))
    bad = lang.foreign(text)
    if bad:
        raise _foreign(bad[0], field, lang, row)
    return list(text)


def _cell(value: object, field: str, row: int, lang: Language = ENGLISH) -> str:
    if lang is ENGLISH or not isinstance(value, str):
        if not isinstance(value, str) or not _CELL.fullmatch(value.strip().lower()):
            raise InputError.of("not_letters", "Each cell is one letter A to Z or \"Qu\"; row {row} has {found}.", field,
                                row=row, found=repr(value))
        return value.strip().lower()[0]
    text = lang.clean(value.strip())
    if text == "qu" and lang.qu:
        return "q"
    bad = lang.foreign(text)
    if bad:
        raise _foreign(bad[0], field, lang, row)
    if len(text) != 1:
        raise InputError.of("not_letters", "Each cell is one letter or \"Qu\"; row {row} has {found}.", field, row=row, found=repr(value))
    return text


def _square(letters: str, field: str) -> Board:
    if not letters:
        raise InputError("missing_field", "Please type the board's letters.", field)
    n = size_of(letters)
    if n * n != len(letters):
        raise InputError.of("not_square", "A board is square (9, 16, 25 or 36 letters); you gave {found}.", field, found=len(letters))
    if n not in SIZES:
        raise InputError.of("bad_size", "Boards from 3×3 to 6×6 are supported; this one is {n}×{n}.", field, n=n)
    return letters
