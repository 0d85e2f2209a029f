"""Each language's letters: the one table the solvers, the data tools and the page share.

A puzzle in a language is played with that language's letters (`Language.letters`, in its
alphabet's order). What a person types or a word list writes is turned into those letters by
`Language.clean`: lower case, composed (a dead key's "a" + U+0308 is "ä"), then each written
character that is not a letter of the language is folded (`Language.fold`): French folds every
accent (é -> e, ç -> c, œ -> oe, æ -> ae); German keeps ä, ö, ü as letters of their own and writes
ß as ss; Spanish folds its accents and ü but keeps ñ; English takes a to z only, as it always has.
A character that neither is a letter nor folds to letters stays, so a check can name it
(`Language.foreign`: "ñ is not a German letter"). A word list's words may also hold another
language's marked letters (German's Café, French's cañon): `Language.word` folds those as well
(`Language.loans`), so the list's word is played with the language's letters.

The table is published by `api.describe()["languages"]` (the build writes it into
dist/api-schema.json): the page reads the same letters and folds, never a copy.
"""
from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass, field

ASCII = "abcdefghijklmnopqrstuvwxyz"
DEFAULT = "en"

# Written characters folded by every language that does not keep them as letters: Latin letters
# with marks (U+00C0-U+024F), whose decomposition starts with a-z, plus the ligatures and ß.
_LIGATURES = {"œ": "oe", "æ": "ae", "ß": "ss", "ĳ": "ij", "ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl"}


def _marked_latin() -> dict[str, str]:
    """Each lowercase Latin letter with marks -> its base letter (é -> e, ñ -> n). O(592)."""
    out = {}
    for cp in range(0xC0, 0x250):
        ch = chr(cp)
        if ch != ch.lower():
            continue
        base = unicodedata.normalize("NFD", ch)[0]
        if base in ASCII and base != ch:
            out[ch] = base
    return out


@dataclass(frozen=True)
class Language:
    """One language as the puzzles play it. `letters`: its alphabet, in order; `fold`: each written
    character (lowercase, composed) that is not one of its letters -> the letters it is played as;
    `name`: the language in English, `native`: in itself; `qu`: Boggle's Qu die (the language writes
    qu, and a q alone is rare); `dictionaries`: its shipped lists, the broad one (every form, to
    accept words) first, then the common one (answers, hints, the day's games)."""
    code: str
    name: str
    native: str
    letters: str
    dictionaries: tuple[str, ...]
    common: str
    qu: bool = True
    fold: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    loans: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def default(self) -> str:
        """The list a request in this language reads when it names none: the broad one."""
        return self.dictionaries[0]

    @functools.cached_property
    def code_of(self) -> dict[str, int]:
        """letter -> its place in the alphabet (0 for a): the codes a solver's bit sets use."""
        return {c: i for i, c in enumerate(self.letters)}

    def clean(self, text: str) -> str:
        """`text` as this language's letters: lower case, composed, each foldable character folded.
        Characters that are neither letters nor foldable are kept (see `foreign`). O(len(text))."""
        text = unicodedata.normalize("NFC", text.lower())
        if self.fold and not text.isascii():
            text = "".join(self.fold.get(ch, ch) for ch in text)
        return text

    def word(self, spelling: str) -> str:
        """A word list's word as this language's letters: `clean`, then the marked letters of other
        languages folded too (`loans`: Café -> cafe in German). O(len(spelling))."""
        text = self.clean(spelling)
        if self.loans and not text.isascii():
            text = "".join(self.loans.get(ch, ch) for ch in text)
        return text

    def foreign(self, cleaned: str) -> list[str]:
        """The characters of a cleaned text that are not this language's letters, sorted, once each."""
        letters = self.code_of
        return sorted({ch for ch in cleaned if ch not in letters})

    def is_word(self, cleaned: str) -> bool:
        """Is the cleaned text made of this language's letters only (and not empty)?"""
        letters = self.code_of
        return bool(cleaned) and all(ch in letters for ch in cleaned)

    def describe(self) -> dict:
        """The language as plain JSON for the catalog (the page's copy of this table)."""
        return {"name": self.name, "native": self.native, "letters": self.letters, "fold": dict(self.fold),
                "loans": dict(self.loans),
                "qu": self.qu, "dictionaries": list(self.dictionaries), "default": self.default, "common": self.common}


def _language(code: str, name: str, native: str, extra: str, own: str, dictionaries: tuple[str, ...],
              common: str) -> Language:
    """A Latin-alphabet language: a-z plus `extra` (letters of its own); `own`: the written
    characters it folds (its accents and ligatures, typed on its keyboards); every other marked
    Latin letter folds only in a word list's words (`loans`)."""
    letters = ASCII + extra
    every = {**_marked_latin(), **_LIGATURES}
    assert all(ch in every for ch in own), own
    fold = {ch: every[ch] for ch in own}
    loans = {ch: base for ch, base in every.items() if ch not in letters and ch not in fold}
    return Language(code, name, native, letters, dictionaries, common, fold=fold, loans=loans)


LANGUAGES: dict[str, Language] = {
    # English keeps what it always took: a to z, nothing folded (its lists are a-z).
    "en": Language("en", "English", "English", ASCII, ("enable", "american-english", "words-alpha", "nyt"), "nyt"),
    "fr": _language("fr", "French", "Français", "", "àâäæçéèêëîïôöœùûüÿ", ("fr-all", "fr-common"), "fr-common"),
    "de": _language("de", "German", "Deutsch", "äöü", "ß", ("de-all", "de-common"), "de-common"),
    "es": _language("es", "Spanish", "Español", "ñ", "áéíóúü", ("es-all", "es-common"), "es-common"),
}
CODES = tuple(LANGUAGES)


def get(code: str = DEFAULT) -> Language:
    """The language by its code (a KeyError for an unknown one: callers check the field first)."""
    return LANGUAGES[code]


def of_dictionary(name: str) -> Language | None:
    """The language whose shipped list `name` is, or None."""
    for lang in LANGUAGES.values():
        if name in lang.dictionaries:
            return lang
    return None


def describe() -> dict:
    """Every language, as the catalog publishes it."""
    return {code: lang.describe() for code, lang in LANGUAGES.items()}
