"""Letter-pair tiles in German (issue 42): the grid holds German's 29 letters' pairs (ä, ö, ü); a
shared game of one's own tiles on the everyday list (de-common) is played to its end with the ä
typed as a (no tile has an a) and clicked on a tile; Solve shows straße for the letters STRASSE.
The page is English, so the words are marked lang="de". Every answer is asked of CPython too.
"""
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from pysolvers import api
from pysolvers.bee import play as bee_play

pytestmark = pytest.mark.skipif(not hasattr(bee_play, "RANK_NAMES"),
                                reason="the puzzles in other languages are the solvers' (branch lang-py): not merged yet")

DE = {"language": "de", "dictionary": "de-common", "offensive": "hide", "tile_size": 2}
TILES = ["ch", "en", "er", "mä", "nn"]


def test_german_tiles_played_to_the_end_with_a_typed_and_clicked_umlaut(page, site):
    words = api.call("tiles.formable", {"tiles": TILES, **DE})["words"]
    assert sorted(words) == ["eren", "männchen", "männer"]
    page.goto(site + "#tiles/2/play/set/" + quote("-".join(TILES)) + "/de-common")
    expect(page.get_by_label("Word list")).to_have_value("de-common")
    counter, guess = page.locator(".tiles-counter"), page.get_by_label("Your word")
    expect(counter).to_have_text("0 / 3 found")
    guess.fill("mannchen")  # no tile has an a: a is ä
    guess.press("Enter")
    expect(page.locator(".tiles-guess-note")).to_have_text("Found “männchen” (mä · nn · ch · en).")
    expect(counter).to_have_text("1 / 3 found")
    rack = page.get_by_role("list", name="Your tiles")
    for tile in ("mä", "nn", "er"):
        rack.get_by_role("button", name=f"Add {tile}").click()
    expect(guess).to_have_value("männer")
    page.get_by_role("button", name="Enter", exact=True).click()
    expect(counter).to_have_text("2 / 3 found")
    guess.fill("eren")
    guess.press("Enter")
    expect(page.locator(".tiles-guess-note")).to_have_text("Every word found: 3 words!")
    expect(counter).to_have_text("3 / 3 found · every word")
    listed = page.get_by_role("list", name="All the words").locator(".spelled")
    expect(listed).to_have_text(["eren", "männchen", "männer"])
    expect(page.get_by_role("list", name="All the words").locator(".spelled[lang='de']")).to_have_count(3)


def test_german_grid_and_spellings_in_solve(page, site):
    answer = api.call("tiles.formable", {"tiles": ["st", "ra", "ss", "e."], "half_tiles": True, **DE})
    assert answer["spellings"] == {"strasse": "straße"}
    page.goto(site + "#tiles/2/set/e.-ra-ss-st/de-common/half")
    grid = page.get_by_role("grid", name="All tiles")
    expect(grid.get_by_role("gridcell")).to_have_count(29 * 29 + 29)  # a to z, ä, ö, ü: pairs and half tiles
    expect(grid.get_by_role("gridcell", name="üä", exact=True)).to_be_visible()
    expect(page.locator("#tiles-solve .summary")).to_have_text(f"{answer['word_count']} words from 4 tiles")
    word = page.get_by_role("list", name="Words", exact=True).locator(".spelled", has_text="straße")
    expect(word).to_have_text("straße · STRASSE")
    expect(word).to_have_attribute("lang", "de")
