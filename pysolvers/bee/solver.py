"""Solving one Spelling Bee board: a regex pass over the list's text, and the rules read word by
word as the reference."""
from __future__ import annotations

import re

from .. import languages
from ..words import WordList, spelled
from .rules import Center, Letters, check_board, is_pangram, points


def _result(letters: Letters, center: Center, found: list[str], wl: WordList) -> dict:
    """The answer as plain data: words sorted by points (high first), then alphabetically; in another
    language than English, with "spellings" (`words.spelled`: élève for eleve)."""
    entries = []
    for w in found:
        pangram = is_pangram(w, letters)
        entries.append({"word": w, "points": points(w, pangram), "pangram": pangram})
    entries.sort(key=lambda e: (-e["points"], e["word"]))
    return {
        "letters": letters,
        "center": center,
        "score": sum(e["points"] for e in entries),
        "word_count": len(entries),
        "pangram_count": sum(e["pangram"] for e in entries),
        "words": entries,
        **({} if wl.language.code == languages.DEFAULT else {"spellings": spelled(wl, found)}),
    }


def solve(letters: str, center: str, wl: WordList) -> dict:
    """All valid words of the board. One regex pass over the list's text: O(total letters), in C."""
    letters, center = check_board(letters, center, wl.language)
    pattern = re.compile(rf"^(?=[{letters}]*{center})[{letters}]{{4,}}$", re.MULTILINE)
    return _result(letters, center, pattern.findall(wl.text), wl)


def solve_slow(letters: str, center: str, wl: WordList) -> dict:
    """Reference solver: the rules read literally, word by word. O(total letters), in Python."""
    letters, center = check_board(letters, center, wl.language)
    allowed = set(letters)
    found = [w for w in wl.words if len(w) >= 4 and center in w and set(w) <= allowed]
    return _result(letters, center, found, wl)
