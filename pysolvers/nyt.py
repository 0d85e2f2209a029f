"""What the NYT accepts: the `nyt` word list's verdicts and reasons, and a Letter Boxed rank key.

The list itself is a shipped list like the others (`words.load("nyt")`, `"dictionary": "nyt"`); it is
built by tools/nyt_list.py from the NYT Spelling Bee days on record (bench/results/nyt-fidelity.md says
how many, and how well the list agrees with them).
Beside it, `data/nyt-labels.txt.gz` says why, where the days, Debian's lists or the frequencies of
other languages say it (`word<TAB>CODE[DETAIL]`: A accepted on DATE, D declined on DATE, P a proper
name, B an abbreviation, F foreign, with its language), and `data/offensive.txt.gz` holds the
offensive words, which are never in `nyt`.

    >>> verdict("naan")
    (True, 'accepted on 2024-06-23')
    >>> verdict("titi")
    (False, 'declined on 2024-06-19')
    >>> verdict("berlin")
    (False, 'a proper name')
    >>> verdict("merde")
    (False, 'foreign (a French word)')

A player's corrections ("+word": the NYT accepts it, "-word": it rejects it) are applied to the list
by `words.wordlist_of`; here `rejected` says why each word of the bigger lists (`BIGGER`) is not in
the list a request reads, `probably_rejected` and `not_in_nyt` say it in a puzzle's answer (a
board's words, a guess judged), and the action `nyt.corrections` reads a corrections file.

In the browser the files these need (`nyt-labels.txt.gz`, `offensive.txt.gz`, the bigger lists) are
fetched on demand: `require()` raises `words.NeedData` naming the missing ones, all at once.
"""
from __future__ import annotations

import functools
import operator
from typing import Callable, Sequence

from . import words
from .core import Action, Field, InputError, Params, say

LIST = "nyt"
CODES = {"A": "accepted", "D": "declined", "P": "a proper name", "B": "an abbreviation", "F": "foreign"}
# The languages whose word frequencies tell a foreign word (code F): English has it far less often.
LANGUAGES = {"fr": "French", "es": "Spanish", "it": "Italian", "de": "German", "pt": "Portuguese", "nl": "Dutch"}
BIGGER = ("enable", "american-english")  # the lists whose extra words `rejected` explains
MARKED = say("you marked it rejected")


FILES = ("nyt-labels.txt.gz", words.OFFENSIVE_FILE, *(f"{n}.{x}.gz" for n in (LIST, *BIGGER) for x in ("txt", "zipf")))
words.READS[LIST] = FILES  # what a request on the nyt list reads (words.files_of puts the list's own first)


def require() -> None:
    """Raise words.NeedData unless every file `verdict` and `rejected` read is here."""
    words.require(*FILES)


@functools.lru_cache(maxsize=None)
def labels() -> dict[str, tuple[str, str]]:
    """word -> (code, detail: a date, a language code or ""), read once. O(n) the first time."""
    words.require("nyt-labels.txt.gz")
    fields = words._read_gz(words.DATA_DIR / "nyt-labels.txt.gz").decode("ascii").replace("\t", "\n").split()
    tags = fields[1::2]  # "A2024-01-05", "Ffr", "P": a code, then its detail; parsed in C, no Python step a line
    return dict(zip(fields[0::2], zip(map(operator.itemgetter(0), tags), map(operator.itemgetter(slice(1, None)), tags))))


offensive = words.offensive  # the offensive words (see PROVENANCE.json "offensive")


def is_offensive(word: str) -> bool:
    return word.lower() in offensive()


def accepted(word: str) -> bool:
    """Is the word in the nyt list? O(1) after the list is loaded."""
    return word.lower() in words.load(LIST)


def plural_stem(word: str) -> list[str] | None:
    """The singular a plural or -s form may come from, in preference order (tidies → tidy, boxes → box, cats → cat)."""
    if not word.endswith("s") or len(word) < 4:
        return None
    cands = []
    if word.endswith("ies"):
        cands.append(word[:-3] + "y")
    if word.endswith("es"):
        cands.append(word[:-2])
    if not word.endswith("ss"):
        cands.append(word[:-1])
    return cands or None


def verdict(word: str, zipf: float | None = None) -> tuple[bool, str]:
    """(in nyt, why): 'accepted on 2024-06-23', 'declined on 2023-05-04', 'offensive', 'a proper name',
    'an abbreviation', 'foreign (a French word)', 'rare (Zipf 1.2)', 'predicted (Zipf 3.4)', 'shorter
    than 3 letters', or for a plural out with its singular 'follows arrear: rare (Zipf 2.1)'.
    `zipf` is the word's frequency where the caller knows it (the list it came from); otherwise
    nyt's or ENABLE's frequency is used."""
    w = word.lower()
    nyt = words.load(LIST)
    inside = w in nyt
    code, detail = labels().get(w, ("", ""))
    if code == "A":
        return inside, say("accepted on {date}", date=detail)
    if code == "D":
        return inside, say("declined on {date}", date=detail)
    if not inside and w in offensive():
        return False, say("offensive")
    if code in ("P", "B"):
        return inside, say("a proper name") if code == "P" else say("an abbreviation")
    if code == "F":
        return inside, say("foreign (an {language} word)" if LANGUAGES[detail][0] in "AEIOU" else "foreign (a {language} word)",
                           language=LANGUAGES[detail])
    if len(w) < 3:
        return inside, say("shorter than 3 letters")
    if not inside:  # a plural or -s form is out because its singular is (tools/nyt_list.py builds it so)
        stems = [s for s in plural_stem(w) or () if s in words.load("enable") or s in words.load("american-english")]
        if stems and not any(s in nyt for s in stems):
            return False, say("follows {word}: {why}", word=stems[0], why=verdict(stems[0])[1])
    if zipf is None:
        zipf = nyt.zipf(w) if inside else words.load("enable").zipf(w)
    if inside:
        return True, say("predicted (Zipf {zipf:.1f})", zipf=zipf) if zipf else say("predicted")
    return False, say("rare (Zipf {zipf:.1f})", zipf=zipf) if zipf else say("rare")


def rejected(candidates: Sequence[str], wl: words.WordList, hide_offensive: bool,
             corrections: words.Corrections) -> list[tuple[str, str]]:
    """(word, why) for each candidate (words of a bigger list that fit a puzzle) not in `wl`, the nyt
    list as a request reads it: 'you marked it rejected', or `verdict`'s reason. Offensive words
    are left out when hidden. Call `require()` first in the browser. O(candidates)."""
    hidden = words.offensive() if hide_offensive else frozenset()
    return [(w, MARKED if w in corrections[1] else verdict(w)[1])
            for w in candidates if w not in wl and w not in hidden]


def in_bigger(word: str) -> str | None:
    """The name of the first bigger list that has the word, or None."""
    return next((n for n in BIGGER if word in words.load(n)), None)


# --- what an answer on the nyt list says of its verdicts ----------------------------------------

TITLES = {"enable": "ENABLE", "american-english": "American English"}  # the bigger lists as a message names them
Board = Callable[[words.WordList], list[dict]]  # a list's words that fit a puzzle's board, as its answer's entries


def require_for(base: words.WordList, explain: bool, corrections: words.Corrections) -> None:
    """Before a request on `base` is adjusted (corrections read the bigger lists) and its verdicts
    explained: every file they read, in one round (`require`). Nothing for another list."""
    if base.name == LIST and (explain or any(corrections)):
        require()


def mark_accepted(entries: list[dict], wl: words.WordList) -> None:
    """Mark each entry (a dict with "word") whose word the player's corrections added to `wl`:
    "corrected": "accept"."""
    for e in entries:
        if e["word"] in wl.added:
            e["corrected"] = "accept"


def probably_rejected(board: Board, wl: words.WordList, hide_offensive: bool,
                      corrections: words.Corrections) -> tuple[list[dict], set[str]]:
    """The words of a board the NYT probably rejects, for an answer on `wl`, the nyt list as a
    request reads it: the entries (`board`'s) of the words the bigger lists have on the board, and
    those `wl` dropped, that `wl` does not hold, each with "reason" (`rejected`'s) and "corrected":
    "reject" where the player's corrections reject it; and every such word seen, held or not.
    Call `require()` first in the browser."""
    seen = {e["word"] for n in BIGGER for e in board(words.load(n))}
    seen |= {e["word"] for e in board(words.WordList("dropped", tuple(sorted(wl.base.dropped))))}
    why = dict(rejected(sorted(seen), wl, hide_offensive, corrections))
    entries = [{**e, "reason": why[e["word"]], **({"corrected": "reject"} if why[e["word"]] == MARKED else {})}
               for e in board(words.WordList("rejected", tuple(why)))]
    return entries, seen


def not_in_nyt(guess: str, wl: words.WordList, hide_offensive: bool, corrections: words.Corrections) -> dict:
    """Why `wl`, the nyt list as a request reads it, lacks a guess that a bigger list has (unless it
    is an offensive word hidden): {"reason": "not_in_nyt", "why": …, "message": …}, else {}."""
    require()
    bigger = in_bigger(guess)
    if not bigger or (hide_offensive and is_offensive(guess)):
        return {}
    why = rejected([guess], wl, False, corrections)[0][1]
    return {"reason": "not_in_nyt", "why": why,
            "message": say("Not in the NYT list ({why}), though {list} has it.", why=why, list=TITLES.get(bigger, bigger))}


TEXT = Field.text("text", "Corrections file", "The text of a corrections file: a line per word, \"+word\" (the NYT "
                  "accepts it) or \"-word\" (it rejects it); blank lines and lines starting with # are skipped.",
                  required=True, max_chars=words.MAX_CORRECTIONS_CHARS)


def api_corrections(p: Params) -> dict:
    c = words.parse_corrections(p.text("text").splitlines(), "text", "Line")
    items = words.format_corrections(c)
    if len(items) > words.MAX_CORRECTIONS:
        raise InputError.of("too_long", "{label} holds {found} corrections; at most {max} are kept.", "text",
                            found=f"{len(items):,}", max=f"{words.MAX_CORRECTIONS:,}")
    return {"corrections": items, "accepted": len(c[0]), "rejected": len(c[1])}


ACTIONS = {
    "nyt.corrections": Action(api_corrections, (TEXT,), "Read a file of corrections to the nyt list (\"+word\" / "
                              "\"-word\" lines): the corrections as the \"corrections\" field takes them, with counts.",
                              {"text": "+naan\n-titi\n"}, wordlist=False, budget=2),
}


def letterboxed_rank_key(solution: Sequence[str], zipf: Callable[[str], float]) -> tuple:
    """Sort key for Letter Boxed solutions, smaller first: fewest words, then fewest letters (NYT builds
    a board from its pair, so its pair covers the twelve letters with few letters played twice), then
    fewest letters repeated within a word, then the commonest words on average (`zipf(word)`: the
    word's Zipf frequency in the list solved with, 0 when unknown), then alphabetical.
    Chosen on NYT days (bench/results/nyt-fidelity.md): NYT's pair first on each. O(letters)."""
    freqs = [zipf(w) for w in solution]
    return (len(solution), sum(len(w) for w in solution), sum(len(w) - len(set(w)) for w in solution),
            -round(sum(freqs) / len(freqs), 6), tuple(solution))
