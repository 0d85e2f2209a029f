"""The page in four languages (web/components/i18n.js): it follows the browser's languages, a switch
changes it and is kept, <html lang> follows it, and English fetches no catalog."""
from playwright.sync_api import expect

from tests.harness.a11y import a11y_page, axe_violations


def test_a_french_browser_gets_the_page_in_french_and_the_switch_keeps_german(browser, site):
    page = a11y_page(browser, locale="fr-FR")  # axe-core goes in as an inline script: CSP bypassed
    try:
        fetched = page.requests
        page.goto(site)
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator(".tagline")).to_have_text(
            "Des solveurs de jeux de lettres qui fonctionnent entièrement dans votre navigateur.")
        expect(page.locator("#nav")).to_contain_text("Anigrammes")
        expect(page.locator("#runtime-status")).to_have_text("Python prêt", timeout=120_000)
        assert any(u.endswith("data/locales/fr.json") for u in fetched)
        assert axe_violations(page, "the page in French", within="header") == []

        page.get_by_label("Langue de la page").select_option("de")  # the page reloads in German
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#about > summary")).to_have_text("Über wordloom und seine Wortlisten")
        page.reload()  # kept: the choice outlives the visit, over the browser's French
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.get_by_label("Sprache der Seite")).to_have_value("de")
        expect(page.locator("#runtime-status")).to_have_text("Python bereit", timeout=120_000)
        assert page.errors == []
        assert all(u.startswith(site) or u.startswith(("data:", "blob:")) for u in fetched)
    finally:
        page.context.close()


def test_an_english_browser_fetches_no_catalog(page, site):
    page.goto(site)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".tagline")).to_have_text("Word-puzzle solvers that run entirely in your browser.")
    expect(page.locator("#runtime-status")).to_have_text("Python ready", timeout=120_000)
    assert not [u for u in page.requests if "/locales/" in u]
