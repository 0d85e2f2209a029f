"""The page's texts in four languages (buildsys/strings.py, web/components/i18n.js): every text the
scripts say is translated in every locale, with the same placeholders, and nothing is said that the
build cannot read."""
import re

import pytest

from buildsys import strings

KEYS = strings.keys()
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_every_text_is_written_so_the_build_can_read_it():
    assert strings.calls_without_literal() == [], "t()/tn() take literal English text: translate at the source"
    assert len(KEYS) >= 30


@pytest.mark.parametrize("code", [c for c in strings.LOCALES if c != "en"])
def test_every_text_the_page_says_is_translated_with_its_placeholders(code):
    own = strings.translations(code)
    missing = [k for k in KEYS if k not in own]
    assert not missing, f"{len(missing)} texts have no {code} translation; the first: {missing[:5]}"
    stale = [k for k in own if k not in KEYS]
    assert not stale, f"{len(stale)} {code} translations are of texts no script says; the first: {stale[:5]}"
    for key, forms in KEYS.items():
        said = own[key]
        if forms is None:
            assert isinstance(said, str) and said.strip(), (code, key)
            assert set(PLACEHOLDER.findall(said)) == set(PLACEHOLDER.findall(key)), (code, key, said)
        else:  # a count: the locale's forms, each with the English forms' placeholders
            assert isinstance(said, dict) and {"one", "other"} <= set(said), (code, key, said)
            for form, text in said.items():
                assert form in ("zero", "one", "two", "few", "many", "other"), (code, key, form)
                assert set(PLACEHOLDER.findall(text)) <= set(PLACEHOLDER.findall(forms["other"])) | {"n"}, (code, key, text)


def test_the_catalogs_the_site_ships_hold_every_text():
    shipped = strings.files()
    assert set(shipped) == {f"data/locales/{c}.json" for c in strings.LOCALES}
    import json
    english = json.loads(shipped["data/locales/en.json"])
    assert set(english) == set(KEYS) | {"@templates"}
    for code in ("fr", "de", "es"):
        catalog = json.loads(shipped[f"data/locales/{code}.json"])
        assert set(catalog) == set(KEYS) | {"@templates"}
        assert catalog["@templates"] == strings.python_templates()
    assert json.loads(shipped["data/locales/de.json"])["Page language"] == "Sprache der Seite"


def test_every_python_sentence_a_page_may_show_is_read_from_the_source():
    """The solvers' own sentences (InputError(...), InputError.of(...), say(...)) are literal, so the
    build ships each as a key: a sentence built in place (an f-string) could not be translated."""
    found, unreadable = strings.python_sentences()
    assert unreadable == [], f"write these sentences as literal templates with {{placeholders}}: {unreadable}"
    assert len(found) >= 100
    assert set(found) <= set(KEYS) and set(strings.python_templates()) <= set(KEYS)
    # e.g. Letter Boxed's own check, a verdict's reason, a type named inside another sentence
    for sentence in ("Each letter can appear only once on the box; repeated: {found}.",
                     "No tile {tiles} in the set.", "a number", "line {n} is {found}"):
        assert sentence in found, sentence


@pytest.mark.parametrize("code", [c for c in strings.LOCALES if c != "en"])
def test_every_python_sentence_a_page_may_show_is_translated(code):
    own = strings.translations(code)
    found, _ = strings.python_sentences()
    missing = [f"{where}: {sentence}" for sentence, where in found.items() if sentence not in own]
    assert not missing, f"{len(missing)} solver sentences have no {code} translation; the first: {missing[:5]}"


def test_a_sentence_built_in_place_is_refused(tmp_path, monkeypatch):
    (tmp_path / "mod.py").write_text(
        "from .core import InputError, say\n"
        "def f(x):\n"
        "    raise InputError('bad', f'{x} is bad.', 'x')\n"
        "def g(x, y):\n"
        "    return say('{x} is fine.' if y else '{x} is {y}.', x=x, y=y), InputError.of('c', 'Line {{n}}', n=x)\n")
    monkeypatch.setattr(strings, "PYSOLVERS", tmp_path)
    monkeypatch.setattr(strings, "ROOT", tmp_path)
    found, unreadable = strings.python_sentences()
    assert unreadable == ["mod.py:3"]
    assert set(found) == {"{x} is fine.", "{x} is {y}.", "Line {n}"}


def test_a_filled_sentence_gives_the_same_english_as_before():
    """say() and InputError.of() fill the template as str.format does, so the English answer is the
    sentence it always was."""
    from pysolvers.core import InputError, say
    assert say("The word list is {found:,} characters; at most {max:,} are accepted.", found=12345, max=1_000_000) \
        == "The word list is 12,345 characters; at most 1,000,000 are accepted."
    e = InputError.of("x", "Side {n} must be text, not {found}.", "sides", n=2, found="a number", detail={"side": 1})
    assert (e.message, e.template, e.as_dict()["error"]["side"]) == ("Side 2 must be text, not a number.",) * 2 + (1,)
    from pysolvers import core, words
    assert words.NeedData(["data/a.gz", "data/b.gz"]).message == \
        "This answer needs data files that are not here: data/a.gz, data/b.gz (the browser fetches them on demand)."
    assert core.shown(-10 ** 25) == "-10000000000… (26 digits)"
    assert core.shown(10 ** 4000) == "a whole number of over 3,999 digits"


def test_the_runtimes_own_sentences_are_read_with_named_placeholders():
    """The worker's runtime writes two errors itself; the build reads them from its source, each
    ${expression} a {name} a translator can read, and ships them with the solvers' sentences."""
    found = strings.runtime_sentences()
    assert 'The word list "{dictionary}" could not be loaded ({message}).' in found
    assert "Some data this needs could not be loaded ({message}). Check the connection and try again." in found
    assert set(found) <= set(strings.python_templates())
