"""Short definitions from WordNet for the words the puzzles show: the `define` action.

The data is `data/definitions/XX.json.gz`, one chunk per first two letters of a word (`pl` holds
plaster, plastering, ...; a one-letter word has a chunk of its own), built by tools/definitions.py
from WordNet 3.1. A chunk is JSON:

    {"w": {lemma: [[pos, gloss] | [pos, gloss, form], ...]},   senses, most useful first
     "x": {inflected: [[pos, base], ...]}}                      WordNet's exception lists

`pos` is n, v, a or r (noun, verb, adjective, adverb); `form` is how WordNet writes the word when
that differs from the key: a name or an abbreviation ("Mars", "HI": with capitals, not a common
word) or a hyphenated word ("re-enter", keyed as the lists write it, reenter). An exception's
base is also copied into the inflected form's chunk when it lives in another one (geese -> goose),
so every word needs the chunks of itself and of its rule-made bases only: one round of fetching.

Inflected forms find their lemma with WordNet's morphy, here in Python: the exception lists, then
the detachment rules (plastering -> plaster, happier -> happy). The builder runs the same `morphy`
over every word of the shipped lists to decide which lemmas to ship, so what the builder promises
the reader finds.

In the browser the chunks are not on the file system until first asked for: a lookup that needs a
missing chunk raises `words.NeedData` (error code "need_data" with the site-relative files); the runtime
fetches them into `data/definitions/` and calls again. In CPython the chunks are on disk.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Callable, Iterable

from .core import Action, Field, InputError, Params, say
from .words import NeedData

DATA_DIR = Path(__file__).resolve().parent / "data" / "definitions"
SITE_DIR = "data/definitions"  # where the chunks are on the site, relative to its root
SOURCE = "WordNet 3.1"
MAX_WORDS = 2000  # one call: more than any puzzle shows at once (EAINRST/E, among ENABLE's wordiest Bee boards, has fewer)
MAX_WORD_LENGTH = 45
POS_NAMES = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}

# WordNet's detachment rules (morph.c), in its order: suffix -> ending, tried until one gives a
# defined word. Adverbs have only their exception list.
RULES: dict[str, tuple[tuple[str, str], ...]] = {
    "n": (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
          ("men", "man"), ("ies", "y")),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}

Senses = list  # [[pos, gloss] | [pos, gloss, form], ...]


# --- morphy --------------------------------------------------------------------------------

def chunk_key(word: str) -> str:
    """The chunk a word's entry lives in: its first two letters."""
    return word[:2]


def is_name(sense: list) -> bool:
    """A sense where WordNet writes the word with capitals: a name or an abbreviation."""
    return len(sense) > 2 and sense[2] != sense[2].lower()


def has_pos(senses: Senses | None, pos: str, common: bool = False) -> bool:
    """Whether a lemma has a sense of this part of speech (a common-word one, if asked)."""
    return bool(senses) and any(s[0] == pos and not (common and is_name(s)) for s in senses)


def rule_bases(word: str, pos: str) -> list[str]:
    """The words WordNet's detachment rules make of `word` for one part of speech, in rule order.
    Nouns ending in -ss and words of two letters or fewer are left alone; "handsful" -> "handful"."""
    stem, end = word, ""
    if pos == "n":
        if word.endswith("ful"):
            stem, end = word[:-3], "ful"
        elif word.endswith("ss") or len(word) <= 2:
            return []
    out = []
    for suffix, ending in RULES[pos]:
        if stem.endswith(suffix) and len(stem) > len(suffix):
            base = stem[:len(stem) - len(suffix)] + ending + end
            if base != word and base not in out:
                out.append(base)
    return out


def candidates(word: str) -> set[str]:
    """Every lemma `morphy` may look up for `word` besides its exceptions (the word itself and
    what the rules make of it): the chunks to have at hand before looking."""
    return {word, *(b for pos in RULES for b in rule_bases(word, pos))}


def morphy(word: str, lookup: Callable[[str], Senses | None],
           exceptions: Callable[[str], list]) -> list[tuple[str, str]]:
    """The (lemma, pos) pairs WordNet files `word` under, bases of an inflection first.

    For each part of speech, as WordNet's morphy does: the exception list if it names the word
    (geese -> goose, ran -> run), otherwise the first detachment rule that gives a defined word
    (plastering -> plaster). Unlike WordNet, a rule's base must be a common word in that part of
    speech, not only a name or an abbreviation ("his" is not a form of HI, Hawaii; "gas" not of Ga).
    The word itself comes last, under every part of speech it has.
    """
    bases: list[tuple[str, str]] = []
    by_pos: dict[str, list[str]] = {}
    for pos, base in exceptions(word):
        by_pos.setdefault(pos, []).append(base)
    for pos in RULES:
        if pos in by_pos:
            found = [b for b in by_pos[pos] if b != word and has_pos(lookup(b), pos)]
        else:
            found = next(([b] for b in rule_bases(word, pos) if has_pos(lookup(b), pos, common=True)), [])
        bases.extend((b, pos) for b in found if (b, pos) not in bases)
    own = lookup(word) or []
    for pos in dict.fromkeys(s[0] for s in own):
        bases.append((word, pos))
    return bases


# --- the data on disk (or fetched into Pyodide's file system) -----------------------------

_chunks: dict[str, dict] = {}


def load_chunks(keys: Iterable[str]) -> None:
    """Read these chunks, or raise NeedData naming every one that is missing (all at once, so the
    browser fetches them in one round). Every key a word can have has a chunk, if only an empty one."""
    missing = []
    for key in sorted(set(keys) - _chunks.keys()):
        path = DATA_DIR / f"{key}.json.gz"
        try:
            blob = path.read_bytes()
        except FileNotFoundError:
            missing.append(f"{SITE_DIR}/{key}.json.gz")
            continue
        try:
            chunk = json.loads(gzip.decompress(blob))
            if not (isinstance(chunk.get("w"), dict) and isinstance(chunk.get("x"), dict)):
                raise ValueError("not a definitions chunk")
        except (OSError, EOFError, ValueError, AttributeError):
            raise InputError.of("data_unavailable", "The definitions file {file} is damaged; reload the page (or run `python3 "
                                "build.py definitions`).", file=f"{SITE_DIR}/{key}.json.gz") from None
        _chunks[key] = chunk
    if missing:
        raise NeedData(missing, say("The definitions need"), say("the browser fetches them on demand; in a source tree, "
                                                                 "run `python3 build.py definitions`"))


def finders(chunks: dict[str, dict], word: str) -> tuple[Callable, Callable]:
    """`morphy`'s lookups for one word, in the chunks of the word and of its `candidates`
    (an exception's base is copied into the word's own chunk, so no other chunk is needed)."""
    home = chunks[chunk_key(word)]

    def lookup(lemma: str) -> Senses | None:
        senses = home["w"].get(lemma)
        if senses is None and chunk_key(lemma) in chunks:  # not loaded: an exception's unshipped base
            senses = chunks[chunk_key(lemma)]["w"].get(lemma)
        return senses

    def exceptions(form: str) -> list:
        return home["x"].get(form, [])

    return lookup, exceptions


def define_word(word: str, chunks: dict[str, dict] | None = None) -> dict:
    """One word's definition, from loaded chunks (the chunks of `candidates(word)`)."""
    lookup, exceptions = finders(_chunks if chunks is None else chunks, word)
    entries: dict[str, dict] = {}
    for lemma, pos in morphy(word, lookup, exceptions):
        entry = entries.setdefault(lemma, {"lemma": lemma, "inflected": lemma != word, "senses": []})
        senses = [s for s in lookup(lemma) if s[0] == pos]
        if lemma != word and has_pos(senses, pos, common=True):
            senses = [s for s in senses if not is_name(s)]  # names do not inflect: "mars" is no plural of Mar(ch)
        for s in senses:
            sense = {"pos": POS_NAMES[pos], "gloss": s[1]}
            if len(s) > 2:
                sense["form"] = s[2]
            entry["senses"].append(sense)
    if not entries:
        return {"word": word, "found": False, "lemma": None, "entries": [],
                "message": say("No definition for \"{word}\" in {source}.", word=word, source=SOURCE)}
    order = list(entries.values())
    return {"word": word, "found": True, "lemma": order[0]["lemma"], "entries": order}


def define_words(words: list[str]) -> list[dict]:
    keys = {chunk_key(c) for w in words for c in candidates(w)}
    load_chunks(keys)
    return [define_word(w) for w in words]


# --- the action ----------------------------------------------------------------------------

WORD = Field.letters("word", "Word", f"One word to define (letters A to Z, at most {MAX_WORD_LENGTH}; spaces and case "
                     "are ignored); give this or \"words\".", max_length=MAX_WORD_LENGTH)
WORDS = Field.list("words", "Words", f"Several words to define at once (at most {MAX_WORDS:,}, each of letters A to Z, "
                   f"at most {MAX_WORD_LENGTH} characters); give this or \"word\".",
                   max_items=MAX_WORDS, item_chars=MAX_WORD_LENGTH)


def _item(value: str, i: int) -> str:
    """Item i (from 1) of "words", as the "word" field reads a word: spaces dropped, lower case,
    letters A to Z only. The list's checks (text, length) have run."""
    word = "".join(value.split()).lower()
    if not word:
        raise InputError.of("missing_field", "Item {n} of {label} is empty; please give a word.", "words", n=i)
    bad = sorted({c for c in word if not ("a" <= c <= "z")})
    if bad:
        raise InputError.of("not_letters", "Item {n} of {label} may hold only the letters A to Z; found {found}.",
                            "words", n=i, found=" ".join(repr(c) for c in bad[:5]))
    return word


def define(p: Params) -> dict:
    """`{"word": "plastering"}` ->
        {"word": "plastering", "found": true, "lemma": "plaster", "source": "WordNet 3.1",
         "entries": [{"lemma": "plaster", "inflected": true,
                      "senses": [{"pos": "verb", "gloss": "apply a heavy coat to"}, ...]},
                     {"lemma": "plastering", "inflected": false,
                      "senses": [{"pos": "noun", "gloss": "the application of plaster"}]}]}
    Entries: the bases of an inflection first (`inflected`), then the word itself; a sense may
    carry `form`, WordNet's spelling when it differs ("Mars", "re-enter"). A word WordNet lacks:
    {"word": "xyzzy", "found": false, "lemma": null, "entries": [], "message": "No definition ..."}.
    `{"words": [...]}` (at most MAX_WORDS) -> {"definitions": [one of the above per word, in order],
    "found": distinct words found, "source"}.
    """
    if not p.has("words"):
        if not p.has("word"):
            raise InputError.of("missing_field", "Please give {label} (one word) or \"words\" (a list of them).", "word")
        result = define_words([p.letters("word")])[0]
        result["source"] = SOURCE
        return result
    if p.has("word"):
        raise InputError.of("conflicting_fields", "Give either {label} (one word) or \"words\" (a list of them), not both.", "word")
    words = [_item(w, i) for i, w in enumerate(p.list("words"), 1)]
    results = define_words(list(dict.fromkeys(words)))
    by_word = {r["word"]: r for r in results}
    return {"definitions": [by_word[w] for w in words], "found": sum(1 for r in results if r["found"]),
            "source": SOURCE}


ACTIONS = {
    "define": Action(define, (WORD, WORDS),
        "Short definitions from WordNet; an inflected form finds its lemma (plastering -> plaster).",
        {"word": "plastering"}, wordlist=False, budget=10),
}
