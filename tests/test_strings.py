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
