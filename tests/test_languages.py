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


# --- the language field through the one door (pysolvers/words.py) ----------------------------------

from pysolvers import api, words  # noqa: E402


def test_a_dictionary_of_another_language_is_refused_naming_the_languages_lists():
    r = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "language": "de", "dictionary": "enable"})
    assert r["error"]["code"] == "wrong_language" and r["error"]["field"] == "dictionary"
    assert r["error"]["message"] == "\"enable\" is an English word list; German's are de-all and de-common."


def test_a_shipped_list_knows_its_language_and_its_spellings():
    fr, de, es = words.load("fr-common"), words.load("de-common"), words.load("es-common")
    assert (fr.language.code, de.language.code, es.language.code) == ("fr", "de", "es")
    assert "élève" in fr.spellings["eleve"].split() and fr.spelling("coeur") == "cœur"
    assert "mädchen" in de and de.spelling("mädchen") == "mädchen" and de.spelling("strasse") == "straße"
    assert "niño" in es and words.spelled(es, ["niño", "arbol", "casa"]) == {"arbol": "árbol"}
    assert words.spelled(words.load("enable"), ["cafe"]) == {}


def test_a_brought_list_in_german_is_read_as_germans_letters():
    wl = words.custom(["Mädchen", "Straße", "Café", "haus"], languages.get("de"))
    assert set(wl.words) == {"mädchen", "strasse", "cafe", "haus"} and wl.spelling("strasse") == "straße"
    assert set(words.custom(["niño"], languages.get("de")).words) == {"nino"}  # a loanword's mark folds in a list
    r = api.call("bee.solve", {"letters": "abcdefg", "center": "a", "language": "de", "word_list": ["haus", "x-ray"]})
    assert r["error"]["code"] == "bad_word_list" and "German letters (A to Z, Ä, Ö and Ü)" in r["error"]["message"]


def test_english_requests_are_as_they_were():
    assert api.call("bee.solve", {"letters": "aeginrt", "center": "r"}) == api.call(
        "bee.solve", {"letters": "aeginrt", "center": "r", "language": "en"})
    assert "spellings" not in api.call("bee.solve", {"letters": "aeginrt", "center": "r"})
