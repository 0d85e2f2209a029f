"""Word lists: loaded once per process, lazily, by name; plus frequency lookup.

Each shipped list is `data/NAME.txt.gz` (lowercase a-z words, one per line, source order) with
`data/NAME.zipf.gz` beside it: one byte per word, round(zipf * 10) from wordfreq, 0 = unknown.
In the browser the worker fetches a list's two files into `data/` before the first request that
names it, so a solver that needs ENABLE never waits for words_alpha.
"""
from __future__ import annotations

import functools
import gzip
import hashlib
import re
import time
from pathlib import Path
from typing import Callable, TypeVar

from .core import Field, InputError, Params, json_type

DATA_DIR = Path(__file__).resolve().parent / "data"
DICTIONARIES = ("enable", "american-english", "words-alpha", "nyt")
DEFAULT = "enable"
MAX_CUSTOM_WORDS = 500_000
MAX_CUSTOM_CHARS = 8_000_000
T = TypeVar("T")
_WORD = re.compile(r"[a-z]+")


class WordList:
    """An immutable list of distinct lowercase a-z words, with frequencies and per-list caches.

    `words` keeps the source order; `text` is the words joined by newlines, with a newline at
    each end, so a compiled regex with re.MULTILINE can scan the whole list in C.
    """

    def __init__(self, name: str, words: tuple[str, ...], zipf10: bytes | None = None):
        self.name = name
        self.words = words
        self.zipf10 = zipf10 if zipf10 is not None else bytes(len(words))
        assert len(self.zipf10) == len(words)
        self._derived: dict[str, object] = {}

    def __len__(self) -> int:
        return len(self.words)

    def __contains__(self, word: str) -> bool:
        return word in self.index

    def __repr__(self) -> str:
        return f"<WordList {self.name}: {len(self.words)} words>"

    @functools.cached_property
    def text(self) -> str:
        return "\n" + "\n".join(self.words) + "\n"

    @functools.cached_property
    def index(self) -> dict[str, int]:
        """word -> position. Built on first use: O(n)."""
        return {w: i for i, w in enumerate(self.words)}

    def zipf(self, word: str) -> float:
        """The word's Zipf frequency (about 1 = rare, 7 = 'the'); 0.0 when unknown or not listed."""
        i = self.index.get(word)
        return 0.0 if i is None else self.zipf10[i] / 10

    def built(self, key: str) -> bool:
        """Is the derived structure `key` (or the cached attribute `text`, `index`) already built?"""
        return key in self._derived or key in self.__dict__

    def derived(self, key: str, build: Callable[["WordList"], T]) -> T:
        """A structure computed from this list once (an index, a trie), then reused by every call."""
        if key not in self._derived:
            self._derived[key] = build(self)
        return self._derived[key]  # type: ignore[return-value]


def _read_gz(path: Path) -> bytes:
    try:
        return gzip.decompress(path.read_bytes())
    except FileNotFoundError:
        raise InputError("dictionary_unavailable", f"The word list file {path.name} is missing from this installation.") from None


@functools.lru_cache(maxsize=None)
def load(name: str = DEFAULT) -> WordList:
    """A shipped word list by name, read once. O(n) the first time, O(1) after."""
    if name not in DICTIONARIES:
        raise InputError("bad_choice", f"Unknown dictionary \"{name}\"; choose one of {', '.join(DICTIONARIES)}.", "dictionary")
    words = tuple(_read_gz(DATA_DIR / f"{name}.txt.gz").decode("ascii").split())
    return WordList(name, words, _read_gz(DATA_DIR / f"{name}.zipf.gz"))


_custom_cache: dict[str, WordList] = {}


def custom(value: object) -> WordList:
    """A word list the caller brings: a list of words or one text with a word per line.

    Words are trimmed and lowercased; blank lines and duplicates are dropped; anything else that
    is not a-z is an error naming the first offending lines. The last few lists are cached by content.
    """
    if isinstance(value, str):
        if len(value) > MAX_CUSTOM_CHARS:
            raise InputError("too_long", f"The word list is {len(value):,} characters; at most {MAX_CUSTOM_CHARS:,} are accepted.", "word_list")
        items = value.splitlines()
    elif isinstance(value, list):
        items = value
    else:
        raise InputError("wrong_type", f"\"word_list\" must be a list of words or text with one word per line, not {json_type(value)}.", "word_list")
    if len(items) > MAX_CUSTOM_WORDS:
        raise InputError("too_long", f"The word list has {len(items):,} lines; at most {MAX_CUSTOM_WORDS:,} are accepted.", "word_list")
    words: dict[str, None] = {}
    bad: list[str] = []
    for n, item in enumerate(items, 1):
        if not isinstance(item, str):
            bad.append(f"line {n} is {json_type(item)}")
        else:
            w = item.strip().lower()
            if not w:
                continue
            if _WORD.fullmatch(w) and len(w) <= 64:
                words[w] = None
            else:
                bad.append(f"line {n} \"{w[:20]}\"")
        if len(bad) >= 3:
            break
    if bad:
        raise InputError("bad_word_list", "The word list may hold only words of the letters A to Z, one per line; "
                         f"fix {'; '.join(bad)}.", "word_list")
    if not words:
        raise InputError("bad_word_list", "The word list is empty.", "word_list")
    key = hashlib.sha256("\n".join(words).encode()).hexdigest()
    if key not in _custom_cache:
        if len(_custom_cache) >= 3:
            _custom_cache.pop(next(iter(_custom_cache)))
        _custom_cache[key] = WordList("custom", tuple(words))
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


# Every action that reads a word list takes one of these two fields (see api.py).
FIELDS = (
    Field.choice("dictionary", "Word list", "A shipped word list, by name.", DICTIONARIES, default=DEFAULT),
    Field("word_list", "wordlist", "Your word list",
          f"Your own words instead of a shipped list: a list, or text with one word per line (at most "
          f"{MAX_CUSTOM_WORDS:,} words, {MAX_CUSTOM_CHARS:,} characters).", max_chars=MAX_CUSTOM_CHARS),
)


def wordlist_of(p: Params) -> WordList:
    """The word list a request names (`dictionary`, a shipped list) or brings (`word_list`)."""
    if p.has("word_list"):
        if p.has("dictionary"):
            raise InputError("conflicting_fields", "Give either \"dictionary\" or \"word_list\", not both.", "word_list")
        return custom(p.value("word_list", "wordlist"))
    return load(p.choice("dictionary"))
