"""What the NYT accepts: the `nyt` word list's verdicts and reasons, and a Letter Boxed rank key.

The list itself is a shipped list like the others (`words.load("nyt")`, `"dictionary": "nyt"`); it is
built by tools/nyt_list.py from 2,160 NYT Spelling Bee days (see bench/results/nyt-fidelity.md).
Beside it, `data/nyt-labels.txt.gz` says why, where the days or Debian's list say it
(`word<TAB>CODE[DATE]`: A accepted on DATE, D declined on DATE, P proper noun, B abbreviation), and
`data/offensive.txt.gz` holds the offensive words, which are never in `nyt`.

    >>> verdict("naan")
    (True, 'accepted on 2024-06-23')
    >>> verdict("titi")
    (False, 'declined on 2024-06-19')
    >>> verdict("boston")
    (False, 'proper noun')

In the browser, the worker must place `nyt-labels.txt.gz` and `offensive.txt.gz` in `data/` before
`verdict` or `is_offensive` is called (the list's own two files come with `"dictionary": "nyt"`).
"""
from __future__ import annotations

import functools
from typing import Callable, Sequence

from . import words

LIST = "nyt"
CODES = {"A": "accepted", "D": "declined", "P": "proper noun", "B": "abbreviation"}


@functools.lru_cache(maxsize=None)
def labels() -> dict[str, tuple[str, str]]:
    """word -> (code, date or ""), read once. O(n) the first time."""
    text = words._read_gz(words.DATA_DIR / "nyt-labels.txt.gz").decode("ascii")
    out = {}
    for line in text.splitlines():
        word, tag = line.split("\t")
        out[word] = (tag[0], tag[1:])
    return out


@functools.lru_cache(maxsize=None)
def offensive() -> frozenset[str]:
    """The offensive words (see PROVENANCE.json "offensive" for the lists and the rule)."""
    return frozenset(words._read_gz(words.DATA_DIR / "offensive.txt.gz").decode("ascii").split())


def is_offensive(word: str) -> bool:
    return word.lower() in offensive()


def accepted(word: str) -> bool:
    """Is the word in the nyt list? O(1) after the list is loaded."""
    return word.lower() in words.load(LIST)


def verdict(word: str, zipf: float | None = None) -> tuple[bool, str]:
    """(in nyt, why): 'accepted on 2024-06-23', 'declined on 2023-05-04', 'offensive', 'proper noun',
    'abbreviation', 'rare (Zipf 1.2)', 'predicted (Zipf 3.4)', 'shorter than 3 letters'.
    `zipf` is the word's frequency where the caller knows it (the list it came from); otherwise
    nyt's or ENABLE's frequency is used."""
    w = word.lower()
    nyt = words.load(LIST)
    inside = w in nyt
    code, date = labels().get(w, ("", ""))
    if code == "A":
        return inside, f"accepted on {date}"
    if code == "D":
        return inside, f"declined on {date}"
    if not inside and w in offensive():
        return False, "offensive"
    if code in ("P", "B"):
        return inside, CODES[code]
    if len(w) < 3:
        return inside, "shorter than 3 letters"
    if zipf is None:
        zipf = nyt.zipf(w) if inside else words.load("enable").zipf(w)
    if inside:
        return True, f"predicted (Zipf {zipf:.1f})" if zipf else "predicted"
    return False, f"rare (Zipf {zipf:.1f})" if zipf else "rare"


def letterboxed_rank_key(solution: Sequence[str], zipf: Callable[[str], float]) -> tuple:
    """Sort key for Letter Boxed solutions, smaller first: fewest words, then fewest letters (NYT builds
    a board from its pair, so its pair covers the twelve letters with few letters played twice), then
    fewest letters repeated within a word, then the commonest words on average (`zipf(word)`: the
    word's Zipf frequency in the list solved with, 0 when unknown), then alphabetical.
    Chosen on 6 NYT days (bench/results/nyt-fidelity.md): NYT's pair first on each. O(letters)."""
    freqs = [zipf(w) for w in solution]
    return (len(solution), sum(len(w) for w in solution), sum(len(w) - len(set(w)) for w in solution),
            -round(sum(freqs) / len(freqs), 6), tuple(solution))
