"""Spelling Bee and Letter-pair tiles in the page's language (web/components/i18n.js): a French and a
German browser see the views' labels, counts and verdicts in their language, numbers written as the
language writes them, with no page error and nothing axe-core finds. The puzzles here are English
(the default lists): the page's language is not the puzzle's.
"""
import re

from playwright.sync_api import expect

from pysolvers import api
from tests.harness.a11y import a11y_page, axe_violations
from tests.harness.browser import type_anywhere

PLAY = {"dictionary": "nyt", "offensive": "hide"}
BEE = api.call("bee.solve", {"letters": "fhlmoru", "center": "h", "rejected": False, **PLAY})  # 9 words, 1 pangram
TILES = {"dictionary": "american-english", "offensive": "hide", "tile_size": 2}
SIXTY = api.call("tiles.optimize", {"count": 60, "method": "maxfreq", **TILES})["word_count"]  # thousands of words
assert SIXTY >= 1500  # enough for a thousands separator, and for "Show all"


def german(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def test_a_french_browser_plays_and_solves_the_bee_in_french(browser, site):
    page = a11y_page(browser, locale="fr-FR")
    expect.set_options(timeout=60_000)  # a cold Python start takes seconds on a loaded machine
    try:
        page.goto(site + "#bee/play/fhlmoru/h")
        bee = page.locator("#bee")
        for name in ("Résoudre", "Jouer", "Meilleures grilles"):
            expect(bee.get_by_role("tab", name=name)).to_be_visible()
        expect(page.locator(".bee-rank-name")).to_have_text("Débutant")
        expect(page.get_by_role("list", name="Alvéoles").get_by_role("button", name="H, lettre centrale")).to_be_visible()
        expect(page.locator(".bee-play .bee-hints > summary")).to_have_text("Indices · il reste 9 mots et 1 pangramme")
        type_anywhere(page, "hoof")
        expect(page.locator(".bee-message")).to_have_text(re.compile(r"^Bien ! \+1 · Nouveau rang : "))
        expect(page.locator(".bee-found-title")).to_have_text("Mots trouvés · 1")
        expect(page.locator(".bee-rank-text")).to_have_text(re.compile(r"^· 1 point · encore \d+ pour "))
        type_anywhere(page, "hoo")
        expect(page.locator(".bee-message")).to_have_text("Trop court : un mot a au moins 4 lettres.")
        expect(page.get_by_label("Votre mot")).to_be_visible()
        expect(page.get_by_role("button", name="Abandonner")).to_be_visible()
        assert axe_violations(page, "Bee Play in French", within="#bee") == []

        bee.get_by_role("tab", name="Résoudre").click()  # Solve solves the game's board
        summary = page.locator(".bee-solve .summary")
        expect(summary).to_have_text(f"{BEE['score']} points · {BEE['word_count']} mots · 1 pangramme")
        expect(page.get_by_label("Lettres", exact=True)).to_have_value("FHLMORU")
        expect(page.locator(".bee-ranks")).to_have_text(re.compile(r"^Rangs : Bon début \d+ · En progrès \d+ · .* · Reine des abeilles 37$"))
        expect(page.get_by_role("list", name="Mots", exact=True).locator("li").first).to_contain_text("pangramme")
        assert axe_violations(page, "Bee Solve in French", within="#bee") == []
        assert page.errors == []
    finally:
        page.context.close()


def test_a_german_browser_runs_and_plays_the_tiles_in_german(browser, site):
    page = a11y_page(browser, locale="de-DE")
    expect.set_options(timeout=60_000)
    try:
        page.goto(site + "#tiles/2/60/maxfreq")
        tiles = page.locator("#tiles")
        for name in ("Lösen", "Diagramm", "Spielen"):
            expect(tiles.get_by_role("tab", name=name)).to_be_visible()
        expect(page.get_by_label("Steingröße")).to_have_value("2")
        expect(page.get_by_role("grid", name="Alle Steine").get_by_role("gridcell")).to_have_count(676)
        # a count of thousands, written as German writes it: 2.666
        expect(page.locator("#tiles-solve .summary")).to_have_text(f"{german(SIXTY)} Wörter · 60 Steine (maxfreq)")
        expect(page.get_by_role("button", name=f"Alle {german(SIXTY)} Wörter zeigen")).to_be_visible()
        expect(page.get_by_role("gridcell", name="qz", exact=True)).to_have_attribute("title", re.compile(r"^qz"))
        assert axe_violations(page, "Tiles Solve in German", within="#tiles") == []

        page.goto(site + "#tiles/2/play/set/ed-pi-ti")
        expect(page.locator(".tiles-play-title")).to_have_text("Deine Steine")
        expect(page.locator(".tiles-counter")).to_have_text("0 / 7 gefunden")
        page.get_by_label("Dein Wort").fill("tipi")
        page.keyboard.press("Enter")
        expect(page.locator(".tiles-guess-note")).to_have_text("Gefunden: „tipi“ (ti · pi).")
        expect(page.locator(".tiles-counter")).to_have_text("1 / 7 gefunden")
        page.get_by_role("button", name="Aufgeben").click()
        expect(page.locator(".tiles-guess-note")).to_have_text(
            "Drücke noch einmal, um das Spiel zu beenden und alle Wörter zu sehen.")
        page.get_by_role("button", name="Die Wörter zeigen?").click()
        expect(page.locator(".tiles-counter")).to_have_text("1 / 7 gefunden · du hast aufgegeben")
        expect(page.get_by_role("list", name="Alle Wörter").get_by_role("listitem")).to_have_count(7)
        assert axe_violations(page, "Tiles Play in German", within="#tiles") == []
        assert page.errors == []
    finally:
        page.context.close()
