"""A German Spelling Bee as a person plays it (issue 42): a shared link names the board and the German
everyday list (de-common); the board has Ä and no A. Its words are played to the end, the Ä typed
in the word field, typed as a (the board has no a, so a can only mean ä), composed from a dead key
(a + U+0308), and clicked on the hive. The page is English, so the words are marked lang="de"; every
verdict, score and rank is asked of CPython through the same API. Solve shows the words as German
writes them: außerdem for the letters AUSSERDEM.
"""
import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from pysolvers import api
from pysolvers.bee import play as bee_play
from tests.harness.a11y import a11y_page, axe_violations
from tests.harness.browser import type_anywhere

pytestmark = pytest.mark.skipif(not hasattr(bee_play, "RANK_NAMES"),
                                reason="the Bee in other languages is the solvers' (branch lang-py): not merged yet")

DE = {"language": "de", "dictionary": "de-common", "offensive": "hide"}  # what the page asks on this list
LETTERS, CENTER = "egilmtä", "ä"
BOARD = {"letters": LETTERS, "center": CENTER, **DE}
WORDS = [w["word"] for w in api.call("bee.solve", {**BOARD, "rejected": False})["words"]] if hasattr(bee_play, "RANK_NAMES") else []
ENGLISH_RANKS = [name for name, _ in getattr(bee_play, "RANKS", ())]


def rank(found):
    return api.call("bee.rank", {**BOARD, "found": found})


def page_rank(r):
    """The rank as an English page names it: by its place among the solver's (German) ten."""
    return ENGLISH_RANKS[[k["name"] for k in r["ranks"]].index(r["name"])]


def said(word, found):
    """The verdict of `word` after `found`, with the rank it reaches when it is a new one."""
    before, after = rank(found), rank([*found, word])
    new = f" · New rank: {page_rank(after)}" if after["name"] != before["name"] else ""
    return api.call("bee.check", {**BOARD, "guess": word, "found": found})["message"] + new


def test_a_german_bee_from_a_link_played_to_the_end_with_a_typed_and_clicked_umlaut(page, site):
    assert set(WORDS) >= {"täte", "läge", "tätig", "glätte", "legitimität"} and len(WORDS) == 10
    page.goto(site + f"#bee/play/{quote(LETTERS)}/{quote(CENTER)}/de-common")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_label("Word list")).to_have_value("de-common")
    hive = page.get_by_role("list", name="Honeycomb")
    expect(hive.get_by_role("button").first).to_have_accessible_name("Ä, center letter")
    expect(page.locator(".bee-rank-name")).to_have_text("Beginner")
    message, guess = page.locator(".bee-message"), page.get_by_label("Your word")
    found = []

    def played(word):
        expect(message).to_have_text(said(word, found))
        found.append(word)
        expect(page.locator(".bee-found li.found")).to_have_count(len(found))

    # ä typed in the word field (a German keyboard)
    guess.click()
    page.keyboard.type("täte")
    expect(guess).to_have_value("TÄTE")
    page.keyboard.press("Enter")
    played("täte")
    # a typed anywhere: the board has ä and no a, so a is ä
    page.evaluate("document.activeElement.blur()")
    page.keyboard.type("lage")
    expect(guess).to_have_value("LÄGE")
    page.keyboard.press("Enter")
    played("läge")
    # clicked on the hive
    for ch in "TÄTIG":
        hive.get_by_role("button", name=re.compile(f"^{ch}(, center letter)?$")).click()
    page.get_by_role("button", name="Enter", exact=True).click()
    played("tätig")
    # a dead key's ä: a and a combining diaeresis, composed
    guess.click()
    page.keyboard.insert_text("gla\u0308tte")
    expect(guess).to_have_value("GLÄTTE")
    page.keyboard.press("Enter")
    played("glätte")
    # the rest typed anywhere, each ä as a; the last word ends the game by itself
    rest = [w for w in WORDS if w not in found]
    for word in rest[:-1]:
        type_anywhere(page, word.replace("ä", "a"))
        played(word)
    type_anywhere(page, rest[-1].replace("ä", "a"))
    expect(message).to_have_text("Queen Bee! You found every word.")
    expect(page.locator(".bee-rank-name")).to_have_text("Queen Bee")
    expect(guess).to_be_disabled()
    # the words as German writes them, marked as German on this English page; the link names the list
    words = page.locator(".bee-found li.found .word")
    expect(words).to_have_count(10)
    expect(page.locator(".bee-found li.found .word[lang='de']")).to_have_count(10)
    expect(page.locator(".bee-found .word", has_text=re.compile("^legitimität$"))).to_have_count(1)
    assert re.search(r"#bee/play/egilmt(%C3%A4|ä)/(%C3%A4|ä)/de-common$", page.url), page.url


def test_german_solve_shows_the_words_as_german_writes_them(browser, site):
    answer = api.call("bee.solve", {"letters": "adermsu", "center": "s", "rejected": False, **DE})
    assert answer["spellings"]["ausserdem"] == "außerdem"
    page = a11y_page(browser)  # axe-core goes in as an inline script: CSP bypassed
    expect.set_options(timeout=60_000)
    try:
        solved_in_german(page, site, answer)
        assert axe_violations(page, "German Bee Solve on an English page", within="#bee") == []
        assert page.errors == []
    finally:
        page.context.close()


def solved_in_german(page, site, answer):
    page.goto(site + "#bee/adermsu/s/de-common")
    expect(page.locator(".bee-solve .summary")).to_have_text(re.compile(rf" · {answer['word_count']} words · "))
    word = page.get_by_role("list", name="Words", exact=True).locator(".word", has_text="außerdem")
    expect(word).to_have_text("außerdem · AUSSERDEM")  # the letters played, where ß is two of them
    expect(word).to_have_attribute("lang", "de")
    expect(page.get_by_role("list", name="Words", exact=True).locator(".word", has_text=re.compile("^muße"))).to_have_text("muße · MUSSE")
