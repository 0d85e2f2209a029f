"""The solvers' own sentences in the page's language (buildsys/strings.py reads them from the Python
source; web/components/i18n.js `translateMessage` matches the filled sentence to its template): a
Letter Boxed box that Python refuses with a sentence of its own (not a shape check of
core.TEMPLATES) shows that sentence next to the sides in French, German and Spanish, the side at
fault marked, no English left. The English sentences are asked of CPython, so a change there shows."""
import re

import pytest
from playwright.sync_api import expect

from pysolvers import api

REPEATED = ("VYQ", "FIG", "OTE", "XLV")  # V twice: Each letter can appear only once on the box
SHORT = ("VY", "FIG", "OTE", "XLU")      # side 1 has two letters
SAID = {
    "fr": ("Chaque lettre ne peut figurer qu'une fois dans la boîte ; répétées : V.",
           "Chaque côté a exactement 3 lettres ; le côté 1 (« VY ») en a 2."),
    "de": ("Jeder Buchstabe darf nur einmal im Kasten stehen; wiederholt: V.",
           "Jede Seite hat genau 3 Buchstaben; Seite 1 („VY“) hat 2."),
    "es": ("Cada letra solo puede aparecer una vez en la caja; repetidas: V.",
           "Cada lado tiene exactamente 3 letras; el lado 1 («VY») tiene 2."),
}
ENGLISH = re.compile(r"\b(letter|side|box|once|repeated|exactly|has)\b", re.I)


@pytest.fixture
def page(browser):
    """This module's page: one of its own (a cold Python start takes seconds on a loaded machine),
    which logs no page error by the test's end."""
    page = browser.new_page()
    page.set_default_timeout(120_000)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    page.close()
    assert errors == []


def english(sides):
    return api.call("letterboxed.solve", {"sides": list(sides)})["error"]


def test_the_sentences_are_python_s_own():
    repeated, short = english(REPEATED), english(SHORT)
    assert repeated["message"] == "Each letter can appear only once on the box; repeated: V."
    assert short["message"] == 'Each side has exactly 3 letters; side 1 ("VY") has 2.' and short["side"] == 0
    from pysolvers import core
    assert not {repeated["template"], short["template"]} & set(core.TEMPLATES.values())


@pytest.mark.parametrize("code", sorted(SAID))
def test_letter_boxed_refuses_a_box_in_the_page_s_language(page, site, code):
    page.goto(site + f"?lang={code}#letterboxed")
    expect(page.locator("html")).to_have_attribute("lang", code)
    sides = page.locator(".lb-sides input")
    error = page.locator(".lb-sides + #lb-error")
    for values, said, bad in ((REPEATED, SAID[code][0], None), (SHORT, SAID[code][1], 0)):
        for n, value in enumerate(values):
            sides.nth(n).fill(value)
        sides.nth(3).press("Enter")
        expect(error).to_have_text(said, timeout=120_000)  # the first waits for Python to start
        assert not ENGLISH.search(error.text_content()), error.text_content()
        if bad is not None:
            expect(sides.nth(bad)).to_have_attribute("aria-invalid", "true")


# Bee Play on AEGINST/A says why the NYT list lacks a word ENABLE has: Python's verdict, its values
# said as the page's language says them (a language's name, a Zipf frequency's decimal comma).
WHY = {  # ANTIGENE: a foreign word (Italian); AGEIST: rare, Zipf 2.1
    "fr": ("Absent de la liste du NYT (étranger (un mot en italien)), bien que ENABLE l'ait.",
           "Absent de la liste du NYT (rare (Zipf 2,1)), bien que ENABLE l'ait."),
    "de": ("Nicht in der NYT-Liste (fremd (ein Wort der Sprache Italienisch)), obwohl ENABLE es hat.",
           "Nicht in der NYT-Liste (selten (Zipf 2,1)), obwohl ENABLE es hat."),
    "es": ("No está en la lista del NYT (extranjera (una palabra en italiano)), aunque ENABLE la tiene.",
           "No está en la lista del NYT (rara (Zipf 2,1)), aunque ENABLE la tiene."),
}


def test_the_nyt_verdicts_are_python_s_own():
    from pysolvers import nyt
    assert nyt.verdict("antigene")[1] == "foreign (an Italian word)"
    assert nyt.verdict("ageist")[1] == "rare (Zipf 2.1)"


@pytest.mark.parametrize("code", sorted(WHY))
def test_bee_play_says_why_the_nyt_lacks_a_word_with_its_language_and_figure_translated(page, site, code):
    page.goto(site + f"?lang={code}#bee/play/aeginst/a")
    guess, message = page.locator("#bee-guess"), page.locator(".bee-message")
    for word, said in zip(("ANTIGENE", "AGEIST"), WHY[code]):
        guess.fill(word)
        guess.press("Enter")
        expect(message).to_contain_text(said)
        assert not re.search(r"Italian|Zipf 2\.1|NYT list", message.text_content()), message.text_content()


# The worker's runtime says itself when a list cannot be fetched (buildsys/strings.py reads its
# sentence from web/runtime/worker/): Boggle's ENABLE refused by the network, in each language.
LIST_LOST = {
    "fr": "La liste de mots « enable » n'a pas pu être chargée ({error}).",
    "de": "Die Wortliste „enable“ konnte nicht geladen werden ({error}).",
    "es": "No se pudo cargar la lista de palabras «enable» ({error}).",
}


@pytest.mark.parametrize("code", sorted(LIST_LOST))
def test_a_word_list_the_network_refuses_is_said_in_the_page_s_language(page, site, code):
    page.route("**/data/enable.txt.gz", lambda route: route.abort())
    page.goto(site + f"?lang={code}#boggle/perslatgsineters")
    said = page.locator("#boggle-solve-error")
    expect(said).to_have_text(re.compile(re.escape(LIST_LOST[code]).replace(r"\{error\}", r"[^()]+")))
    assert not re.search(r"word list|could not|loaded", said.text_content()), said.text_content()


# Letter Boxed Play judges the word as it is typed: letterboxed.check's own sentence, translated.
TYPED = {  # VIF: I and F share a side; Z is not on the box
    "fr": ("I et F sont sur le même côté.", "Z n'est pas dans la boîte."),
    "de": ("I und F liegen auf derselben Seite.", "Z ist nicht im Kasten."),
    "es": ("I y F están en el mismo lado.", "Z no está en la caja."),
}


@pytest.mark.parametrize("code", sorted(TYPED))
def test_letter_boxed_play_judges_a_typed_word_in_the_page_s_language(page, site, code):
    page.goto(site + f"?lang={code}#letterboxed/play/vyq-fig-ote-xlu")
    word, said = page.locator("#lb-word"), page.locator("#lb-word-error")
    for typed, sentence in zip(("VIF", "Z"), TYPED[code]):
        expect(word).to_be_editable()
        word.fill("")
        word.press_sequentially(typed)
        expect(said).to_have_text(sentence)
        expect(word).to_have_attribute("aria-invalid", "true")
