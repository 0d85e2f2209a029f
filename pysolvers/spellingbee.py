"""Spelling Bee: words from seven letters with a center (seed 001).

Rules: a word has at least 4 letters, uses the center letter and no letter outside the seven.
Points: a 4-letter word scores 1, a longer word its length; a pangram (all seven letters) adds 7.
"""
from __future__ import annotations

import re

from .core import Action, InputError, Params
from .words import WordList

Letters = str  # the seven distinct letters of a board, sorted: 'aegimnr'
Center = str   # the one letter every word must use


def points(word: str, pangram: bool) -> int:
    """Points for a valid word. O(1)."""
    return (1 if len(word) == 4 else len(word)) + (7 if pangram else 0)


def check_board(letters: str, center: str) -> tuple[Letters, Center]:
    """Normalize and validate a board; raise InputError naming the field that is wrong."""
    letters = letters.lower()
    center = center.lower()
    if len(letters) != 7 or len(set(letters)) != 7 or not letters.isalpha() or not letters.isascii():
        raise InputError("bad_letters", "A board is seven different letters A to Z.", "letters")
    if len(center) != 1 or center not in letters:
        raise InputError("bad_center", f"The center must be one of the seven letters ({letters.upper()}).", "center")
    return "".join(sorted(letters)), center


def _result(letters: Letters, center: Center, found: list[str]) -> dict:
    """The answer as plain data: words sorted by points (high first), then alphabetically."""
    full = set(letters)
    entries = []
    for w in found:
        pangram = set(w) == full
        entries.append({"word": w, "points": points(w, pangram), "pangram": pangram})
    entries.sort(key=lambda e: (-e["points"], e["word"]))
    return {
        "letters": letters,
        "center": center,
        "score": sum(e["points"] for e in entries),
        "word_count": len(entries),
        "pangram_count": sum(e["pangram"] for e in entries),
        "words": entries,
    }


def solve(letters: str, center: str, wl: WordList) -> dict:
    """All valid words of the board. One regex pass over the list's text: O(total letters), in C."""
    letters, center = check_board(letters, center)
    pattern = re.compile(rf"^(?=[{letters}]*{center})[{letters}]{{4,}}$", re.MULTILINE)
    return _result(letters, center, pattern.findall(wl.text))


def solve_slow(letters: str, center: str, wl: WordList) -> dict:
    """Reference solver: the rules read literally, word by word. O(total letters), in Python."""
    letters, center = check_board(letters, center)
    allowed = set(letters)
    found = [w for w in wl.words if len(w) >= 4 and center in w and set(w) <= allowed]
    return _result(letters, center, found)


# --- API ----------------------------------------------------------------------------------

def _board_from(p: Params) -> tuple[str, str]:
    letters = p.letters("letters", count=7, what="board")
    center = p.letters("center", count=1, what="center")
    if center not in letters:
        raise InputError("bad_center", f"The center letter {center.upper()} is not one of the seven letters {letters.upper()}.", "center")
    return letters, center


def api_solve(p: Params) -> dict:
    letters, center = _board_from(p)
    result = solve(letters, center, p.wordlist())
    return result


ACTIONS = {
    "bee.solve": Action(api_solve, ("letters", "center"),
                        "All words of a Spelling Bee board, with points and pangrams.",
                        {"letters": "aeginrt", "center": "r"}),
}
