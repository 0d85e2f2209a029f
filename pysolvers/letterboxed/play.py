"""Playing Letter Boxed: judging a player's chain, hints, and new boxes (of the day or of a seed)."""
from __future__ import annotations

import random

from .. import languages
from ..core import InputError, say, spelled_letters
from ..words import WordList, spelled
from .rules import DEFAULT_MAX_WORDS, FULL, Board, bit_of, chain_problem, mask_of, min_zipf10, side_of, word_problem
from .solver import solve

# --- checking a player's chain -------------------------------------------------------------


def check(board: Board, chain: list[str], wl: WordList, min_zipf: float = 0.0, typing: str | None = None) -> dict:
    """Judge a player's words in order: each word's validity with a reason, the letters covered by
    the valid words, and whether the chain is a finished solution. `typing`, the word being typed
    after them, is judged as far as it goes (on the box, sides, the chain; not its length or the
    word list), with the same codes and sentences. O(total letters)."""
    bits = bit_of(board)
    floor = min_zipf10(wl, min_zipf)
    lang = wl.language
    english = lang.code == languages.DEFAULT
    not_letters = ("not_letters", say("Words are made of the letters A to Z.") if english else
                   say("Words are made of {language} letters ({letters}).", language=lang.name, letters=spelled_letters(lang)))
    covered = 0
    results = []
    prev = None
    for raw in chain:
        w = raw.strip().lower() if english else lang.clean(raw.strip())
        problem = word_problem(w, board) if (w.isascii() and w.isalpha() if english else lang.is_word(w)) else not_letters
        if problem is None and w not in wl:
            problem = "not_in_word_list", say("\"{word}\" is not in the word list.", word=w.upper())
        if problem is None and floor and wl.zipf(w) * 10 < floor:
            problem = "too_rare", say("\"{word}\" is rarer than the chosen minimum frequency.", word=w.upper())
        if problem is None:
            problem = chain_problem(w, prev)
        item = {"word": w, "valid": problem is None}
        if problem:
            item["code"], item["reason"] = problem
        else:
            covered |= mask_of(w, bits)
            prev = w
        results.append(item)
    letters = "".join(board)
    all_valid = all(r["valid"] for r in results)
    extra = {}
    if typing is not None:
        problem = word_problem(typing, board, side_of(board), partial=True) or chain_problem(typing, prev)
        extra["typing"] = {"word": typing, "valid": problem is None, **(dict(zip(("code", "reason"), problem)) if problem else {})}
    return {
        "sides": list(board),
        "words": results,
        "valid": all_valid,
        "covered": [c for c in letters if covered & bits[c]],
        "missing": [c for c in letters if not covered & bits[c]],
        "complete": all_valid and bool(results) and covered == FULL,
        "next_letter": prev[-1] if prev else None,
        **extra,
        **_spellings(wl, [r["word"] for r in results if r["valid"]]),
    }


def _spellings(wl: WordList, shown) -> dict:
    """{"spellings": {word: how the language writes it}} for the words an answer shows, in another
    language than English (the words written otherwise than the letters played); {} in English."""
    return {} if wl.language.code == languages.DEFAULT else {"spellings": spelled(wl, shown)}


# --- hints for play mode -------------------------------------------------------------------


def hints(board: Board, wl: WordList, max_words: int = DEFAULT_MAX_WORDS, min_zipf: float = 0.0, progress=None,
          seconds: float | None = None) -> dict:
    """The three hint steps of play mode: how many solutions of each length, the first word of a
    best solution, the whole best solution. Searches only up to the shortest solving length
    (stops at the first level with any solution), for at most `seconds`. Same cost as `solve` up to that level."""
    r = solve(board, wl, max_words, 1, min_zipf, progress, seconds)
    best = r["solutions"][0]["words"] if r["solutions"] else None
    return {"sides": r["sides"], "playable": r["playable"], "counts": r["counts"],
            "fewest_words": len(best) if best else None,
            "first_word": best[0] if best else None, "best": best, "timed_out": r["timed_out"],
            **_spellings(wl, best or [])}


# --- puzzles of the day and random puzzles -------------------------------------------------


def _pair_words(wl: WordList, min_zipf: float) -> dict[str, list[str]]:
    """Candidate words for generated boards, by first letter: >= 3 letters, no doubled letter, at
    most 12 distinct letters, at least `min_zipf` common (all words if the list has no frequencies)."""
    floor = min_zipf10(wl, min_zipf) if any(wl.zipf10) else 0
    by_first: dict[str, list[str]] = {}
    for w, z in zip(wl.words, wl.zipf10):
        if z >= floor and len(w) >= 3 and len(set(w)) <= 12 and all(a != b for a, b in zip(w, w[1:])):
            by_first.setdefault(w[0], []).append(w)
    return by_first


def _arrange(letters: list[str], words: tuple[str, ...], rng) -> Board | None:
    """Four sides of three for these 12 letters so that no word has two neighbours on one side
    (a graph 4-colouring with 3 letters per colour), by backtracking in a random order."""
    apart = {c: set() for c in letters}
    for w in words:
        for a, b in zip(w, w[1:]):
            apart[a].add(b)
            apart[b].add(a)
    order = sorted(letters, key=lambda c: (-len(apart[c]), rng.random()))
    sides: list[list[str]] = [[], [], [], []]

    def place(i: int) -> bool:
        if i == len(order):
            return True
        c = order[i]
        for side in sides:
            if len(side) < 3 and not apart[c] & set(side):
                side.append(c)
                if place(i + 1):
                    return True
                side.pop()
            if not side:
                break  # empty sides are interchangeable
        return False

    return tuple("".join(side) for side in sides) if place(0) else None


def generate(wl: WordList, seed: str, min_zipf: float = 3.0, tries: int = 20000) -> dict:
    """A board with a two-word solution of common words, the same for the same seed and list:
    pick a random word, then a word starting with its last letter that brings the letters to
    exactly 12, then arrange them on four sides. O(list) once per list, then at most `tries` draws."""
    code = wl.language.code  # a language's boxes are its own: its code in the seed (English's as they always were)
    rng = random.Random(f"letterboxed:{seed}" if code == languages.DEFAULT else f"letterboxed:{code}:{seed}")
    by_first = wl.derived(f"letterboxed.pairs:{min_zipf}", lambda w: _pair_words(w, min_zipf))
    pool = sorted(w for ws in by_first.values() for w in ws if 5 <= len(set(w)) <= 10)
    for _ in range(tries if pool else 0):
        first = rng.choice(pool)
        seconds = by_first.get(first[-1], [])
        if not seconds:
            continue
        for second in rng.sample(seconds, min(len(seconds), 200)):
            letters = set(first) | set(second)
            if len(letters) == 12 and second != first:
                board = _arrange(sorted(letters), (first, second), rng)
                if board:
                    return {"sides": list(board), "seed": seed, "intended": [first, second],
                            **_spellings(wl, [first, second])}
    raise InputError("no_board", "No board with a two-word solution could be made from this word list; "
                     "try a lower \"min_zipf\" or a larger list.", "min_zipf")
