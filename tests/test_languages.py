"""Each language's letters (pysolvers/languages.py): what a typed or listed word is played as."""
import unicodedata

import pytest

from pysolvers import languages


@pytest.mark.parametrize("code, written, played", [
    ("fr", "Élève", "eleve"), ("fr", "cœur", "coeur"), ("fr", "ÇA", "ca"), ("fr", "naïve", "naive"),
    ("de", "Mädchen", "mädchen"), ("de", "Straße", "strasse"), ("de", "ÜBER", "über"),
    ("es", "Niño", "niño"), ("es", "pingüino", "pinguino"), ("es", "ÁRBOL", "arbol"),
    ("en", "Hello", "hello"),
])
def test_a_written_word_is_played_with_the_languages_letters(code, written, played):
    lang = languages.get(code)
    assert lang.clean(written) == played
    assert lang.clean(unicodedata.normalize("NFD", written)) == played  # a dead key's two characters
    assert lang.is_word(played)


@pytest.mark.parametrize("code, typed, foreign", [
    ("de", "niño", ["ñ"]), ("de", "café", ["é"]), ("es", "mädchen", ["ä"]), ("fr", "niño", ["ñ"]),
    ("en", "café", ["é"]), ("en", "über", ["ü"]), ("fr", "a1b", ["1"]),
])
def test_a_letter_of_another_language_is_named(code, typed, foreign):
    lang = languages.get(code)
    assert lang.foreign(lang.clean(typed)) == foreign
    assert not lang.is_word(lang.clean(typed))


def test_a_word_lists_loanwords_fold_to_the_languages_letters():
    assert languages.get("de").word("Café") == "cafe"
    assert languages.get("fr").word("cañon") == "canon"
    assert languages.get("es").word("Müller") == "muller"


def test_every_language_has_its_alphabet_in_order_and_its_lists():
    for code, lang in languages.LANGUAGES.items():
        assert lang.letters.startswith("abcdefghijklmnopqrstuvwxyz")
        assert len(set(lang.letters)) == len(lang.letters)
        assert lang.common in lang.dictionaries and lang.default == lang.dictionaries[0]
        assert languages.of_dictionary(lang.default) is lang
        assert all(len(ch) == 1 and lang.is_word(lang.clean(out)) for ch, out in {**lang.fold, **lang.loans}.items())
    assert languages.get("de").letters[26:] == "äöü" and languages.get("es").letters[26:] == "ñ"
