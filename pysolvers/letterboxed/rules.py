"""Letter Boxed's terms and rules: the box, a playable word, a chain, redundancy, and ranking.

Four sides of three distinct letters. A word is playable when it has at least 3 letters, uses only
board letters, and no two consecutive letters lie on the same side. Each next word starts with the
last letter of the previous one. A solution is a chain that uses all 12 letters and is
redundancy-free: no shorter valid chain made by removing words from it still uses all 12.
Ranking: fewer words; then the chain whose rarest word is most common (Zipf; unknown = rarest);
then fewer letters; then alphabetical.
"""
from __future__ import annotations

import itertools
import re

from .. import languages
from ..core import InputError, json_type, say, spelled_letters
from ..words import WordList

Side = str          # three distinct letters of one side: 'vyq'
Board = tuple       # four Sides, in the order given: ('vyq', 'fig', 'ote', 'xlu')
Mask = int          # a set of board letters, one bit per letter in board order (12 bits)
Chain = tuple       # the words of a candidate solution, in play order

SIDE_COUNT = 4      # sides of the box
SIDE_LETTERS = 3    # letters on a side
FULL: Mask = (1 << SIDE_COUNT * SIDE_LETTERS) - 1
MAX_WORDS = 6       # deepest search the API accepts
DEFAULT_MAX_WORDS = 4
COMMON_ZIPF = 3.0   # "common words": a Zipf frequency of at least 3, about once per million words
SEPARATORS = r"[\s,;:/|\-_.]+"  # between the sides of a box written as one text


# --- the board -----------------------------------------------------------------------------


def parse_sides(value: object, field: str = "sides", language: languages.Language = languages.get()) -> Board:
    """Four sides from a list of four texts, or one text ("VYQ FIG OTE XLU", "vyq-fig-ote-xlu",
    "vyqfigotexlu"); as the `language`'s letters (lower case; in another language than English its
    folds made: "ÄBC" and a dead key's "a" + U+0308 are "äbc" in German) and checked. Raises
    InputError naming `field`, with `side` (0 to 3) when one side is at fault: a character that is
    not the language's letter is named with the language ("ñ is not a German letter"). O(1)."""
    english = language.code == languages.DEFAULT
    if isinstance(value, str):
        if len(value) > 64:
            raise InputError.of("too_long", "{label} is {found} characters long; a box is 12 letters.", field, found=len(value))
        if not english:
            value = language.clean(value)
        parts = [s for s in re.split(SEPARATORS, value.strip()) if s]
        if len(parts) == 1 and len(parts[0]) == SIDE_COUNT * SIDE_LETTERS:
            parts = [parts[0][i:i + SIDE_LETTERS] for i in range(0, SIDE_COUNT * SIDE_LETTERS, SIDE_LETTERS)]
    elif isinstance(value, list):
        parts = value
    elif value is None:
        raise InputError("missing_field", "Please give the four sides of the box, like \"VYQ FIG OTE XLU\".", field)
    else:
        raise InputError.of("wrong_type", "{label} must be four sides (a list, or text like \"VYQ FIG OTE XLU\"), not {found}.",
                            field, found=json_type(value))
    if len(parts) != SIDE_COUNT:
        raise InputError.of("wrong_length", "A box has {n} sides; you gave {found}.", field, n=SIDE_COUNT, found=len(parts))
    sides = []
    for n, part in enumerate(parts, 1):
        if not isinstance(part, str):
            raise InputError.of("wrong_type", "Side {n} must be text, not {found}.", field, n=n, found=json_type(part), detail={"side": n - 1})
        side = part.strip().lower() if english else language.clean(part.strip())
        bad = sorted({c for c in side if not "a" <= c <= "z"}) if english else language.foreign(side)
        if bad and english:
            raise InputError.of("not_letters", "Only the letters A to Z can be on a side; side {n} has {found}.", field, n=n,
                                found=" ".join(repr(c) for c in bad[:5]), detail={"side": n - 1})
        if bad:  # as the letters check says it: the first character named, with the language and its letters
            found = bad[0] if bad[0].isalpha() else repr(bad[0])
            raise InputError.of("not_letters", "{found} is not a {language} letter; side {n} takes {letters}.", field, found=found,
                                language=language.name, n=n, letters=spelled_letters(language), detail={"side": n - 1})
        if len(side) != SIDE_LETTERS:
            raise InputError.of("wrong_length", "Each side has exactly {max} letters; side {n} (\"{side}\") has {found}.", field,
                                max=SIDE_LETTERS, n=n, side=side.upper()[:20], found=len(side), detail={"side": n - 1})
        sides.append(side)
    letters = "".join(sides)
    repeated = sorted({c for c in letters if letters.count(c) > 1})
    if repeated:
        raise InputError.of("repeated_letter", "Each letter can appear only once on the box; repeated: {found}.", field,
                            found=", ".join(c.upper() for c in repeated))
    return tuple(sides)


def side_of(board: Board) -> dict[str, int]:
    """letter -> side number 0..3. O(1)."""
    return {c: i for i, side in enumerate(board) for c in side}


def bit_of(board: Board) -> dict[str, Mask]:
    """letter -> its bit, in board order (v=1, y=2, q=4, f=8, ... for VYQ FIG OTE XLU). O(1)."""
    return {c: 1 << i for i, c in enumerate("".join(board))}


def mask_of(word: str, bits: dict[str, Mask]) -> Mask:
    """The board letters a word uses. O(len(word))."""
    m = 0
    for c in word:
        m |= bits[c]
    return m


def word_fault(word: str, sides: dict[str, int], partial: bool = False) -> tuple[str, dict] | None:
    """The first rule `word` breaks on the box whose letters' sides are `sides` (`side_of`), as (code,
    the letters its sentence names), ignoring the word list; None if it breaks none. A `partial` word
    (one being typed) may still be short. O(len(word))."""
    for c in word:
        if c not in sides:
            return "not_on_board", {"letters": sorted({c for c in word if c not in sides})}
    if len(word) < 3 and not partial:
        return "too_short", {}
    for a, b in zip(word, word[1:]):
        if sides[a] == sides[b]:
            return "same_side", {"a": a, "b": b}
    return None


def word_problem(word: str, board: Board, sides: dict[str, int] | None = None,
                 partial: bool = False) -> tuple[str, str] | None:
    """Why `word` cannot be played on the board, as (code, sentence), ignoring the word list; None if
    it can (`word_fault`, said). O(len(word))."""
    fault = word_fault(word, sides or side_of(board), partial)
    if fault is None:
        return None
    code, named = fault
    if code == "not_on_board":
        letters = ", ".join(c.upper() for c in named["letters"])
        return code, (say("{letters} is not on the box.", letters=letters) if len(named["letters"]) == 1
                      else say("{letters} are not on the box.", letters=letters))
    if code == "too_short":
        return code, say("Words need at least 3 letters.")
    return code, say("{a} and {b} are on the same side.", a=named["a"].upper(), b=named["b"].upper())


def chain_problem(word: str, prev: str | None) -> tuple[str, str] | None:
    """Why `word` cannot follow `prev` (the last word played, None for the first), or None. O(1)."""
    if prev is not None and word and word[0] != prev[-1]:
        return "does_not_chain", say("\"{word}\" must start with {letter}, the last letter of \"{previous}\".",
                                     word=word.upper(), letter=prev[-1].upper(), previous=prev.upper())
    return None


def min_zipf10(wl: WordList, min_zipf: float) -> int:
    """The frequency floor in the list's own units (Zipf x 10)."""
    return int(round(min_zipf * 10))


# --- ranking and redundancy ----------------------------------------------------------------


def is_chain(words: Chain) -> bool:
    """Each word starts with the last letter of the one before. O(len(words))."""
    return all(a[-1] == b[0] for a, b in zip(words, words[1:]))


def redundant_slow(words: Chain, board: Board) -> bool:
    """Reference: some proper sub-chain (words removed, order kept) is a valid chain that still
    covers all 12 letters. O(2^k) sub-chains."""
    letters = set("".join(board))
    k = len(words)
    for size in range(1, k):
        for keep in itertools.combinations(words, size):
            if is_chain(keep) and set("".join(keep)) >= letters:
                return True
    return False


# index tuples of every proper, non-empty sub-chain of a k-word chain, built once at import


def rank_key(words: Chain, zipf10: dict[str, int]) -> tuple:
    """Fewer words; rarest word most common (unknown = 0 = rarest); fewer letters; alphabetical."""
    return (len(words), -min(zipf10[w] for w in words), sum(map(len, words)), words)


def entry(words: Chain, zipf10: dict[str, int]) -> dict:
    """One solution as plain data; `score` is the Zipf frequency of its rarest word (higher = more common),
    `rarest` that word (the first one in play order on a tie)."""
    zs = [zipf10[w] for w in words]
    z = min(zs)
    return {"words": list(words), "score": z / 10, "rarest": words[zs.index(z)], "letters": sum(map(len, words))}
