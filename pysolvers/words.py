"""Word lists: loaded once per process, lazily, by name; plus frequency lookup.

Each shipped list is `data/NAME.txt.gz` (lowercase a-z words, one per line, source order) with
`data/NAME.zipf.gz` beside it: one byte per word, round(zipf * 10) from wordfreq, 0 = unknown.
In the browser the worker fetches a list's two files into `data/` before the first request that
names it, so a solver that needs ENABLE never waits for words_alpha.

Indexes derived from a list (`WordList.derived`) are built once per list, or loaded where they
ship prebuilt (`prebuilt`); `WordList.origin(key)` says which way an index came.

Every action that reads a list also takes `offensive` ("hide" leaves out the words of
`data/offensive.txt.gz`; the API's default "show" keeps the list as published, so the published
figures stay) and `corrections` (a player's "+word" / "-word": the NYT accepts / rejects it, applied
to the `nyt` list only). `wordlist_of` applies both, here and nowhere else: the list a solver gets
is already adjusted, and an unchanged list is the shipped one itself (its caches are shared).
"""
from __future__ import annotations

import collections
import functools
import gzip
import hashlib
import itertools
import operator
import re
import time
from pathlib import Path
from typing import Callable, TypeVar

from . import languages, prebuilt
from .core import Field, InputError, Params, json_type, say, spelled_letters
from .runtime import turn

DATA_DIR = Path(__file__).resolve().parent / "data"
DICTIONARIES = tuple(name for lang in languages.LANGUAGES.values() for name in lang.dictionaries)
ENGLISH = languages.get().dictionaries  # the English lists (definitions, the offensive words and nyt's corrections are English)
DEFAULT = languages.get().default  # "enable"
# the shipped lists in alphabetical order (by code point: ä, ñ after z), tested
ALPHABETICAL = ("enable", "american-english", "nyt") + tuple(n for n in DICTIONARIES if n not in ENGLISH)
MAX_CUSTOM_WORDS = 500_000
MAX_CUSTOM_CHARS = 8_000_000
MAX_CORRECTIONS = 20_000      # a player's corrections to the nyt list, at most
MAX_CORRECTIONS_CHARS = 1_000_000  # a corrections file, at most
CORRECTED = "nyt"             # the list corrections apply to
T = TypeVar("T")
_WORD = re.compile(r"[a-z]+")


# How each index a list derives came, counted by (list name, key, origin): "loaded" (a prebuilt
# file), "dropped" (made from the whole list's), "built" (in Python). Read by tests/test_prebuilt.py
# to hold the pages' default requests to the prebuilt files.
ORIGINS: collections.Counter = collections.Counter()


class WordList:
    """An immutable list of distinct lowercase a-z words, with frequencies and per-list caches.

    `words` keeps the source order; `text` is the words joined by newlines, with a newline at
    each end, so a compiled regex with re.MULTILINE can scan the whole list in C.
    """

    def __init__(self, name: str, words: tuple[str, ...] | None = None, zipf10: bytes | None = None, *,
                 text: str | None = None):
        """From `words`, or from `text` (the words joined by newlines with a newline at each end, as
        `text` returns it): then `words` is split from it on first use, so a solver that scans the
        text (Letter Boxed's) never pays for a tuple of every word."""
        assert (words is None) != (text is None)
        self.name = name
        if words is not None:
            self.words = words
            assert zipf10 is None or len(zipf10) == len(words)
        else:
            assert text[:1] == "\n" and text[-1:] == "\n", "text starts and ends with a newline"
            self.__dict__["text"] = text
        # With `text`, zipf10 is trusted to hold a value a line (the shipped lists are tested to):
        # counting ENABLE's lines here would cost the first Letter Boxed solve a pass over the text.
        self.zipf10 = zipf10 if zipf10 is not None else bytes(len(self.words) if words is not None else text.count("\n") - 1)
        self.base, self.dropped, self.added = self, frozenset(), frozenset()  # see `adjusted`
        self.alphabetical = False  # known to be in alphabetical order (else: not known)
        self.language = languages.get()  # whose letters its words are made of
        self._derived: dict[str, object] = {}
        self._origin: dict[str, str] = {}

    def __len__(self) -> int:
        return len(self.words)

    def __contains__(self, word: str) -> bool:
        return word in self.index

    def __repr__(self) -> str:
        return f"<WordList {self.name}: {len(self.words)} words>"

    @functools.cached_property
    def words(self) -> tuple[str, ...]:
        return tuple(self.text.split())

    @functools.cached_property
    def text(self) -> str:
        return "\n" + "\n".join(self.words) + "\n"

    @functools.cached_property
    def index(self) -> dict[str, int]:
        """word -> position. Built on first use: O(n)."""
        return dict(zip(self.words, range(len(self.words))))  # in C: no Python step per word

    def zipf(self, word: str) -> float:
        """The word's Zipf frequency (about 1 = rare, 7 = 'the'); 0.0 when unknown or not listed."""
        i = self.index.get(word)
        return 0.0 if i is None else self.zipf10[i] / 10

    def built(self, key: str) -> bool:
        """Is the derived structure `key` (or the cached attribute `text`, `index`) already built?"""
        return key in self._derived or key in self.__dict__

    def derived(self, key: str, build: Callable[["WordList"], T]) -> T:
        """A structure computed from this list once (an index, a trie), then reused by every call;
        loaded instead of built where a prebuilt copy ships (see `prebuilt.register`)."""
        if self.peek(key) is None:
            self._derived[key] = build(self)
            self._origin[key] = "built"
            ORIGINS[self.name, key, "built"] += 1
        return self._derived[key]  # type: ignore[return-value]

    def peek(self, key: str):
        """The structure `key` if it is built already or ships prebuilt (then it is loaded, or made
        from the whole list's by leaving words out: see `prebuilt.register`), else None."""
        if key not in self._derived:
            found = prebuilt.load(self, key, self.name in DICTIONARIES)
            if found is None:
                return None
            self._derived[key], self._origin[key] = found
            ORIGINS[self.name, key, found[1]] += 1
        return self._derived[key]

    def forget(self, key: str) -> None:
        """Drop the derived structure `key` (a part that served its purpose, see bee.index)."""
        self._derived.pop(key, None)
        self._origin.pop(key, None)

    def origin(self, key: str) -> str | None:
        """How the structure `key` came: "loaded" (a prebuilt file), "dropped" (the whole list's
        index with this list's left-out words dropped), "built" (in Python), or None (not yet)."""
        return self._origin.get(key)

    @functools.cached_property
    def spellings(self) -> dict[str, str]:
        """word -> how the language writes it, where that differs from the letters played ("eleve"
        -> "élève"; several spellings, most frequent first, space-separated): from the shipped
        list's `NAME.spell.gz`; empty for English and for a list a caller brings (`custom` keeps
        its own). O(n) the first time."""
        if self.base is not self:
            return self.base.spellings
        if self.name not in DICTIONARIES or self.language.code == languages.DEFAULT:
            return {}
        require(f"{self.name}.spell.gz")
        lines = _read_gz(DATA_DIR / f"{self.name}.spell.gz").decode("utf-8").split("\n")
        return {w: s for w, s in zip(self.words, lines) if s}

    def spelling(self, word: str) -> str:
        """How the language writes `word` (its most frequent spelling): "élève" for "eleve"."""
        found = self.spellings.get(word)
        return word if found is None else found.split(" ", 1)[0]

    @functools.cached_property
    def digest(self) -> bytes:
        """A fingerprint of the words (in order): what a prebuilt index must have been made from."""
        return hashlib.sha256(self.text.encode()).digest()[:16]


def _read_gz(path: Path) -> bytes:
    """A data file `NAME.gz`'s bytes: from `NAME` where that is there (the browser's worker puts its
    files there unpacked by the engine's own gzip), else unpacked here."""
    try:
        return path.with_suffix("").read_bytes()
    except FileNotFoundError:
        pass
    try:
        return gzip.decompress(path.read_bytes())
    except FileNotFoundError:
        raise InputError.of("dictionary_unavailable", "The word list file {file} is missing from this installation.", file=path.name) from None


@functools.lru_cache(maxsize=None)
def load(name: str = DEFAULT) -> WordList:
    """A shipped word list by name, read once. O(n) the first time, O(1) after."""
    if name not in DICTIONARIES:
        raise InputError.of("bad_choice", "Unknown dictionary \"{name}\"; choose one of {choices}.", "dictionary", name=name,
                            choices=", ".join(DICTIONARIES))
    if languages.of_dictionary(name).code != languages.DEFAULT:
        require(*own_files(name))  # in the browser, fetched when first asked for (NeedData: it fetches and asks again)
    lines = _read_gz(DATA_DIR / f"{name}.txt.gz").decode("utf-8")  # a word per line, each line ended
    out = WordList(name, zipf10=_read_gz(DATA_DIR / f"{name}.zipf.gz"), text="\n" + lines)
    out.language = languages.of_dictionary(name)
    out.alphabetical = name in ALPHABETICAL
    return out


_custom_cache: dict[tuple[str, str], WordList] = {}


def custom(value: object, language: languages.Language = languages.get()) -> WordList:
    """A word list the caller brings: a list of words or one text with a word per line.

    Words are trimmed and lowercased (and in another language than English written as its letters:
    "Élève" is played as "eleve", kept as its spelling); blank lines and duplicates are dropped;
    anything else that is not the language's letters is an error naming the first offending lines.
    The last few lists are cached by content.
    """
    if isinstance(value, str):
        if len(value) > MAX_CUSTOM_CHARS:
            raise InputError.of("too_long", "The word list is {found:,} characters; at most {max:,} are accepted.", "word_list",
                                found=len(value), max=MAX_CUSTOM_CHARS)
        items = value.splitlines()
    elif isinstance(value, list):
        items = value
    else:
        raise InputError.of("wrong_type", "\"word_list\" must be a list of words or text with one word per line, not {found}.", "word_list",
                            found=json_type(value))
    if len(items) > MAX_CUSTOM_WORDS:
        raise InputError.of("too_long", "The word list has {found:,} lines; at most {max:,} are accepted.", "word_list",
                            found=len(items), max=MAX_CUSTOM_WORDS)
    words: dict[str, None] = {}
    spelled: dict[str, str] = {}
    english = language.code == languages.DEFAULT
    bad: list[str] = []
    for n, item in enumerate(items, 1):
        if not n & 4095:
            turn()
        if not isinstance(item, str):
            bad.append(say("line {n} is {found}", n=n, found=json_type(item)))
        else:
            w = item.strip().lower()
            if not w:
                continue
            if not english:
                written, w = w, language.word(w)
                if written != w and language.is_word(w):
                    spelled.setdefault(w, written)
            if (_WORD.fullmatch(w) if english else language.is_word(w)) and len(w) <= 64:
                words[w] = None
            else:
                bad.append(say("line {n} is {found}", n=n, found=f"\"{w[:20]}{'…' if len(w) > 20 else ''}\""))
        if len(bad) >= 3:
            break
    if bad:  # "…; line 2 is "d0g"." or "…; line 1 is a number, line 2 is "x y" and line 3 is "ab1" (the first 3 …)."
        said = bad[0] if len(bad) == 1 else say("{items} and {last}", items=", ".join(bad[:-1]), last=bad[-1])
        raise InputError.of("bad_word_list", {
            (True, False): "The word list may hold only words of the letters A to Z, one per line; {lines}.",
            (True, True): "The word list may hold only words of the letters A to Z, one per line; {lines} (the first {n} of them; "
                          "there may be more).",
            (False, False): "The word list may hold only words of {language} letters ({letters}), one per line; {lines}.",
            (False, True): "The word list may hold only words of {language} letters ({letters}), one per line; {lines} (the first "
                           "{n} of them; there may be more).",
        }[english, n < len(items)], "word_list", lines=said, n=len(bad), language=language.name, letters=spelled_letters(language))
    if not words:
        raise InputError("bad_word_list", "The word list is empty.", "word_list")
    key = (language.code, hashlib.sha256("\n".join(words).encode()).hexdigest())
    if key not in _custom_cache:
        if len(_custom_cache) >= 3:
            _custom_cache.pop(next(iter(_custom_cache)))
        out = _custom_cache[key] = WordList("custom", tuple(words))
        out.language = language
        out.__dict__["spellings"] = spelled
    return _custom_cache[key]


Build = tuple  # (what it is, for people; its key for WordList.built; a function that builds it)


def warm(wl: WordList, builds: list[Build], progress: Callable[..., None] | None = None) -> dict:
    """Build now, in order, the structures a puzzle keeps for this list, timing each: what a page
    asks for when a puzzle opens, so the first answer does not wait. A structure already built
    costs nothing and says so. O(the builds)."""
    done = []
    start = time.perf_counter()
    for i, (what, key, build) in enumerate(builds):
        if progress is not None:
            progress(i, len(builds), stage=what)
        cached = wl.built(key)
        t = time.perf_counter()
        build()
        done.append({"index": what, "cached": cached, "seconds": round(time.perf_counter() - t, 3)})
    return {"dictionary": wl.name, "words": len(wl), "built": done, "seconds": round(time.perf_counter() - start, 3)}


class NeedData(InputError):
    """The answer needs data files that are not loaded yet (in the browser: not fetched yet); the
    runtime fetches `files` (site-relative) into data/ and calls again, once. The message says who
    `needs` them and, in brackets, how they come (`fetched`): sentences of `say`, so the page can
    translate the whole (shown where a file cannot be fetched, offline)."""

    def __init__(self, files: list[str], needs: str | None = None, fetched: str | None = None):
        super().__init__("need_data", say("{needs} data files that are not here: {files} ({fetched}).",
                                          needs=needs or say("This answer needs"), files=", ".join(files),
                                          fetched=fetched or say("the browser fetches them on demand")))
        self.files = files

    def as_dict(self) -> dict:
        out = super().as_dict()
        out["error"]["files"] = self.files
        return out


# The data files (names under data/) a request reads besides its word list's own two: per shipped
# list (a module that reads more for its list adds it here), and for any list when offensive words
# are hidden. `api.describe()` publishes them (`files_of`), so the browser fetches them with the
# list, before Python runs, rather than after Python asked for them (NeedData: one more round).
READS: dict[str, tuple[str, ...]] = {}
# action -> its boolean field that asks for the files of READS (an explanation): a request with the
# field false reads its list's own two files only, so a first answer waits for no more
EXPLAINED_BY: dict[str, str] = {}
OFFENSIVE_FILE = "offensive.txt.gz"


def own_files(name: str) -> list[str]:
    """The shipped list `name`'s own data files: its words and frequencies, and in a language that
    writes accents its spellings."""
    own = [f"{name}.txt.gz", f"{name}.zipf.gz"]
    if languages.of_dictionary(name).code != languages.DEFAULT:
        own.append(f"{name}.spell.gz")
    return own


def files_of(name: str) -> list[str]:
    """The data files a request on the shipped list `name` reads: its own (`own_files`), then `READS[name]`."""
    own = own_files(name)
    return own + [f for f in READS.get(name, ()) if f not in own]


def require(*names: str) -> None:
    """Raise NeedData for every file of `data/` among `names` that is not on disk (all at once, so
    the browser fetches them in one round). O(names)."""
    missing = [f"data/{n}" for n in names if not (DATA_DIR / n).exists() and not (DATA_DIR / n).with_suffix("").exists()]
    if missing:
        raise NeedData(missing)


@functools.lru_cache(maxsize=None)
def offensive() -> frozenset[str]:
    """The offensive words (see PROVENANCE.json "offensive" for the lists and the rule)."""
    require(OFFENSIVE_FILE)
    return frozenset(_read_gz(DATA_DIR / OFFENSIVE_FILE).decode("ascii").split())


Corrections = tuple  # (accepted: frozenset[str], rejected: frozenset[str])


def parse_corrections(lines: list[str], field: str = "corrections", what: str = "Item") -> Corrections:
    """A player's corrections, "+word" (the NYT accepts it) or "-word" (it rejects it), one per item;
    blank items and "#" comments are skipped; a later item for the same word wins. Raises
    bad_corrections naming the first bad items. O(items)."""
    accept: dict[str, None] = {}
    reject: dict[str, None] = {}
    bad = []
    for n, line in enumerate(lines, 1):
        item = line.strip().lower()
        if not item or item.startswith("#"):
            continue
        sign, word = item[0], item[1:].strip()
        if sign in "+-" and _WORD.fullmatch(word) and len(word) <= 64:
            keep, drop = (accept, reject) if sign == "+" else (reject, accept)
            drop.pop(word, None)
            keep[word] = None
        else:
            shown_item = re.sub(r"[^ -~]", "?", item[:20])  # a binary file's bytes, printable
            bad.append(say({("Item", False): "Item {n} \"{found}\"", ("Item", True): "item {n} \"{found}\"",
                            ("Line", False): "Line {n} \"{found}\"", ("Line", True): "line {n} \"{found}\""}[what, bool(bad)],
                           n=n, found=shown_item))
        if len(bad) >= 3:
            break
    if bad:
        if len(bad) == 1:
            raise InputError.of("bad_corrections", "{items} is not a correction: each is +word (the NYT accepts it) or -word (the NYT "
                                "rejects it).", field, items=bad[0])
        raise InputError.of("bad_corrections", "{items} are not a correction: each is +word (the NYT accepts it) or -word (the NYT "
                            "rejects it).", field, items="; ".join(bad))
    return frozenset(accept), frozenset(reject)


def format_corrections(c: Corrections) -> list[str]:
    """Corrections as items, "+word" then "-word", each sorted: what parse_corrections reads back."""
    return [f"+{w}" for w in sorted(c[0])] + [f"-{w}" for w in sorted(c[1])]


_adjusted_cache: dict[tuple, WordList] = {}


def adjusted(wl: WordList, hide_offensive: bool = False, corrections: Corrections = (frozenset(), frozenset())) -> WordList:
    """The list a solver reads: `wl` without the offensive words (when hidden), and for the nyt list
    with the player's corrections (rejected words out, accepted words in, unless hidden as offensive;
    an added word takes ENABLE's frequency). `wl` itself when nothing changes; the last few adjusted
    lists are kept, so a game's calls share one list and its caches. O(n) to build, O(changes) after."""
    accept, reject = corrections if wl.name == CORRECTED else (frozenset(), frozenset())
    # the offensive list is English's: in another language its words may be innocent words
    hide_offensive = hide_offensive and wl.language.code == languages.DEFAULT
    hidden = offensive() if hide_offensive else frozenset()
    # the offensive words the list has: one C-level pass over its words, kept with the list (its index,
    # a dict of every word, is not built for this: a first solve on a list does not otherwise need it)
    present = wl.derived("offensive-words", lambda w: offensive().intersection(w.words)) if hide_offensive else frozenset()
    present |= {w for w in reject | accept if w in wl}
    drop = sorted(w for w in hidden | reject if w in present)
    add = sorted(w for w in accept if w not in present and w not in hidden and w not in reject)
    if not drop and not add:
        return wl
    key = (wl.name, id(wl), tuple(drop), tuple(add))
    if key not in _adjusted_cache:
        if len(_adjusted_cache) >= 6:
            _adjusted_cache.pop(next(iter(_adjusted_cache)))
        kept = list(map(operator.not_, map(set(drop).__contains__, wl.words)))  # in C, as are the two below
        freq = load("enable").zipf10 if add else b""
        at = load("enable").index if add else {}
        zipf10 = bytes(itertools.compress(wl.zipf10, kept)) + bytes(freq[at[w]] if w in at else 0 for w in add)
        out = WordList(wl.name, tuple(itertools.compress(wl.words, kept)) + tuple(add), zipf10)
        out.base, out.dropped, out.added = wl, frozenset(drop), frozenset(add)
        out.alphabetical = wl.alphabetical and not add  # added words come last
        out.language = wl.language
        _adjusted_cache[key] = out
    return _adjusted_cache[key]


# Every action that reads a word list takes these fields (see api.py).
FIELDS = (
    Field.choice("language", "Language", "The puzzle's language: its letters and its word lists (see the catalog's "
                 "\"languages\"). Answers in another language than English give each word's spelling.",
                 languages.CODES, default=languages.DEFAULT),
    Field.choice("dictionary", "Word list", "A shipped word list, by name, of the request's language (without one: "
                 "the language's broad list, enable in English).", DICTIONARIES, default=DEFAULT),
    Field("word_list", "wordlist", "Your word list",
          f"Your own words instead of a shipped list: a list, or text with one word per line (at most "
          f"{MAX_CUSTOM_WORDS:,} words, {MAX_CUSTOM_CHARS:,} characters).", max_chars=MAX_CUSTOM_CHARS),
    Field.choice("offensive", "Offensive words", "\"hide\" leaves the offensive words out of the list (the page asks for "
                 "it); \"show\" keeps the list as published, so published figures stay.", ("show", "hide"), default="show"),
    Field.list("corrections", "Your NYT corrections", "Words you know the NYT accepts (\"+naan\") or rejects (\"-titi\"), "
               "applied to the nyt list (other lists ignore them).", default=[], max_items=MAX_CORRECTIONS, item_chars=70),
)


# The puzzles made for a player (the puzzle of the day, a random game) leave offensive words out
# unless asked: the same fields, with "hide" as the default.
PUZZLE_FIELDS = tuple(
    Field.choice("offensive", "Offensive words", "\"hide\" (the default here) leaves the offensive words out of "
                 "the puzzle and its answers; \"show\" keeps the list as published.", ("show", "hide"), default="hide")
    if f.name == "offensive" else f for f in FIELDS)


def hide_offensive(p: Params) -> bool:
    return p.choice("offensive") == "hide"


def corrections_of(p: Params) -> Corrections:
    return parse_corrections(p.list("corrections"))


def dictionary_of(p: Params) -> str:
    """The shipped list a request reads: the `dictionary` it names, which must be of its
    `language`, or that language's broad list."""
    lang = p.language()
    if not p.has("dictionary"):
        return lang.default
    name = p.choice("dictionary")
    if name not in lang.dictionaries:
        other = languages.of_dictionary(name)
        raise InputError.of("wrong_language", "\"{name}\" is an {other} word list; {language}'s are {lists}." if other.name[0] in "AEIOU"
                            else "\"{name}\" is a {other} word list; {language}'s are {lists}.", "dictionary", name=name,
                            other=other.name, language=lang.name,
                            lists=" and ".join(lang.dictionaries) if len(lang.dictionaries) == 2 else ", ".join(lang.dictionaries))
    return name


def base_of(p: Params) -> WordList:
    """The word list a request names (`dictionary`, a shipped list) or brings (`word_list`), as it is."""
    if p.has("word_list"):
        if p.has("dictionary"):
            raise InputError("conflicting_fields", "Give either \"dictionary\" or \"word_list\", not both.", "word_list")
        return custom(p.value("word_list", "wordlist"), p.language())
    return load(dictionary_of(p))


def spelled(wl: WordList, found) -> dict[str, str]:
    """word -> its spelling, for the words of `found` the language writes otherwise than the letters
    played ("eleve" -> "élève"): what an answer in another language than English carries as its
    "spellings", so a page shows each word as the language writes it. Empty in English. O(found)."""
    if not wl.spellings:
        return {}
    return {w: s for w in found if w in wl.spellings and (s := wl.spelling(w)) != w}


def wordlist_of(p: Params) -> WordList:
    """The word list a request reads: `base_of`, adjusted by its `offensive` and `corrections` fields."""
    wl = base_of(p)
    hide, corrections = hide_offensive(p), corrections_of(p)
    return adjusted(wl, hide, corrections)


def puzzle_wordlist_of(p: Params) -> WordList:
    """The word list a puzzle made for a player (the day's game, a random one) is drawn from: the
    list the request names or brings; without one, in another language than English its common list
    (English's puzzles read its default list, as they always have). Adjusted as `wordlist_of`."""
    lang = p.language()
    if lang.code == languages.DEFAULT or p.has("dictionary") or p.has("word_list"):
        return wordlist_of(p)
    require(*own_files(lang.common))  # in the browser: fetched, then asked again (NeedData), before it is read
    return adjusted(load(lang.common), hide_offensive(p), corrections_of(p))
