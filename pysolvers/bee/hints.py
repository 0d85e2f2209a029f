"""Spelling Bee hints, as the newspaper's hints page and the players' tools give them, counted as
the person finds words: the word, point, pangram and perfect-pangram counts (found, left, all),
BINGO, the grid of words by first letter and length, the two- and three-letter lists, the Genius
and Queen Bee scores, GN4L (Genius without 4-letter words), and whether a typed prefix still
leads to a word left.

Every figure is over the board's solution (`play.solution`). A perfect pangram uses each of the
seven letters exactly once (7 letters long). The Genius score is the rank table's (`rank_thresholds`).
"""
from __future__ import annotations

from collections import Counter

from .. import languages
from ..words import WordList
from .play import GENIUS, QUEEN_BEE, found_words, rank, rank_thresholds, solution, spellings_of
from .rules import check_board

KINDS = ("words", "points", "pangrams", "perfect_pangrams")


def is_perfect_pangram(entry: dict) -> bool:
    """A pangram of seven letters: each letter of the board once. O(1)."""
    return entry["pangram"] and len(entry["word"]) == 7


def _figures(entries: list[dict]) -> dict[str, int]:
    return {"words": len(entries), "points": sum(e["points"] for e in entries),
            "pangrams": sum(e["pangram"] for e in entries),
            "perfect_pangrams": sum(is_perfect_pangram(e) for e in entries)}


def _starts(words: list[str], left: list[str], n: int) -> list[dict]:
    """Each start of `n` letters of the board's words, A-Z, with its words left and in all."""
    every, rest = Counter(w[:n] for w in words), Counter(w[:n] for w in left)
    return [{"start": s, "count": rest[s], "all": every[s]} for s in sorted(every)]


def _goal(name: str, min_score: int, score: int) -> dict:
    return {"name": name, "min_score": min_score, "to_go": max(0, min_score - score)}


def hints(letters: str, center: str, found: list[str], wl: WordList, revealed: list[str] = ()) -> dict:
    """Everything the hints page shows, for the words `found` (scored) and `revealed` (no longer
    left, not scored); words not on the board are ignored. Counts of words "left" leave out both.

    - `found`, `remaining`, `total`: words, points, pangrams, perfect pangrams (`found` counts only
      the scored words; a revealed word is in none but `total`).
    - `bingo`: whether each of the seven letters starts a word of the board; `no_start`: those that do not.
    - `grid`: words left by first letter (rows, A-Z) and length (columns), with the row and column
      totals; `all_counts`/`all_totals`/`all_total` the same for every word. Rows and columns are the
      whole solution's, so the grid keeps its shape as counts fall to 0.
    - `two_letter`, `three_letter`: each start (A-Z) with `count` words left and `all` words.
    - `genius`, `queen_bee`: the score of the rank and the points still to go; `gn4l`: the points of
      words longer than 4 letters against Genius (`possible`), and whether the score plus the points
      of the longer words left still reach it (`reachable`).
    - `rank`, `found_count`, `found_words` (the scored words' entries, in the order given).
    O(words on the board).
    """
    letters, center = check_board(letters, center, wl.language)
    result = solution(letters, center, wl)
    have = found_words(result, found, wl.language)
    gone = {**found_words(result, list(revealed), wl.language), **have}
    entries = result["words"]
    left = [e for e in entries if e["word"] not in gone]
    words = sorted(e["word"] for e in entries)
    rest = [e["word"] for e in left]
    score = sum(e["points"] for e in have.values())

    lengths = sorted({len(w) for w in words})
    firsts = sorted({w[0] for w in words})
    every, cells = Counter((w[0], len(w)) for w in words), Counter((w[0], len(w)) for w in rest)
    rows = [{"letter": f, "counts": [cells[f, n] for n in lengths], "total": sum(cells[f, n] for n in lengths),
             "all_counts": [every[f, n] for n in lengths], "all_total": sum(every[f, n] for n in lengths)}
            for f in firsts]
    grid = {"lengths": lengths, "rows": rows,
            "totals": [sum(cells[f, n] for f in firsts) for n in lengths], "total": len(rest),
            "all_totals": [sum(every[f, n] for f in firsts) for n in lengths], "all_total": len(words)}

    thresholds = rank_thresholds(result["score"], wl.language)
    genius = thresholds[GENIUS]["min_score"]
    longer = sum(e["points"] for e in entries if len(e["word"]) > 4)
    longer_left = sum(e["points"] for e in left if len(e["word"]) > 4)
    return {"letters": letters, "center": center,
            "total": _figures(entries), "found": _figures(list(have.values())), "remaining": _figures(left),
            "bingo": set(firsts) == set(letters), "no_start": sorted(set(letters) - set(firsts)),
            "grid": grid, "two_letter": _starts(words, rest, 2), "three_letter": _starts(words, rest, 3),
            "genius": _goal(thresholds[GENIUS]["name"], genius, score),
            "queen_bee": _goal(thresholds[QUEEN_BEE]["name"], thresholds[QUEEN_BEE]["min_score"], score),
            "gn4l": {"points": longer, "genius": genius, "possible": longer >= genius,
                     "points_left": longer_left, "reachable": score + longer_left >= genius},
            "found_count": len(have), "found_words": list(have.values()), "rank": rank(score, result["score"], wl.language),
            **spellings_of(wl, list(have))}


def prefix(letters: str, center: str, typed: str, found: list[str], wl: WordList) -> dict:
    """Whether some word not yet found starts with `typed` (`alive`), how many do (`left`) and how
    many words of the board start with it at all (`all`). The empty prefix leads to every word left.
    O(words on the board)."""
    letters, center = check_board(letters, center, wl.language)
    result = solution(letters, center, wl)
    have = found_words(result, found, wl.language)
    typed = typed.lower() if wl.language.code == languages.DEFAULT else wl.language.clean(typed)
    starting = [e["word"] for e in result["words"] if e["word"].startswith(typed)]
    left = sum(w not in have for w in starting)
    return {"prefix": typed, "alive": left > 0, "left": left, "all": len(starting)}
