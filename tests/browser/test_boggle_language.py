"""Boggle in the page's language (web/components/i18n.js): a French browser reads every view in
French, with its counts in French plurals and its numbers as French writes them (3 898 with a
narrow space), its day's board is French (fr-common), and axe finds nothing to fault. The figures come from CPython through the same API.

perslatgsineters, row-major:   P E R S  /  L A T G  /  S I N E  /  T E R S
"""
import re

from playwright.sync_api import expect

from pysolvers import api
from tests.harness.a11y import a11y_page, axe_violations

BEST = "perslatgsineters"
SOLVED = api.call("boggle.solve", {"board": BEST, "offensive": "hide"})


def fr(n: int) -> str:
    """A number as French writes it (Intl.NumberFormat("fr"): groups of three, a narrow no-break space)."""
    return f"{n:,}".replace(",", "\u202f")


def test_a_french_browser_solves_generates_and_plays_boggle_in_french(browser, site):
    page = a11y_page(browser, locale="fr-FR")
    try:
        page.clock.install()
        page.goto(site + f"#boggle/{BEST}")
        boggle = page.locator("#boggle")
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(boggle.get_by_role("tab")).to_have_text(["Résoudre", "Générer", "Optimiser", "Jouer"])
        expect(boggle.get_by_label("Lettres min.")).to_have_attribute("placeholder", "auto")
        # Solve: the board's figures in French, each count in its plural, each number French-grouped
        summary = page.locator("#boggle-solve .summary")
        expect(summary).to_have_text(f"{fr(SOLVED['score'])} points · {fr(SOLVED['word_count'])} mots de 3 lettres ou plus"
                                     f" · {SOLVED['offensive_hidden']} mots offensants masqués", timeout=120_000)
        expect(boggle.get_by_role("button", name="replastering, 11 points")).to_have_count(1)
        expect(page.locator("#boggle-solve .boggle-group h3").first).to_have_text("12 lettres · 1 mot · 11 points")
        expect(page.locator("#boggle-solve .boggle-list").first).to_have_attribute("aria-label", "Mots de 12 lettres")
        expect(boggle.get_by_role("grid", name=re.compile(r"^Grille \(une lettre par case"))).to_be_visible()
        expect(boggle.get_by_label("Ligne 1, colonne 1")).to_have_value("P")
        assert axe_violations(page, "boggle solve in French", within="#boggle") == []

        # Generate: its form and its methods
        boggle.get_by_role("tab", name="Générer").click()
        expect(page.locator("#boggle-method")).to_contain_text("Dés : nouveau Boggle")
        expect(boggle.locator(".boggle-compare > summary")).to_have_text("Comparer les méthodes : score moyen et nombre de mots")
        expect(boggle.locator(".boggle-compare .boggle-note").first).to_contain_text("words_alpha et 10\u202f000 grilles.")
        assert axe_violations(page, "boggle generate in French", within="#boggle") == []

        # Play: the day's board (Generate showed none), on a French page French, its date as French writes it
        boggle.get_by_role("tab", name="Jouer").click()
        title = boggle.locator(".boggle-play-title")
        expect(title).to_have_text(re.compile(r"^Grille du jour, \d{1,2} \w+ 2\d{3} \(4×4\) : [\d\u202f]+ mots à trouver$"))
        expect(boggle.get_by_label("Liste de mots")).to_have_value("fr-common")
        expect(page).to_have_url(re.compile(r"#boggle/play/day/\d{4}-\d\d-\d\d/fr-common$"))
        # a board from a link: its score, its words and its end in French
        page.goto(site + f"#boggle/play/{BEST}")
        score = boggle.locator(".boggle-score")
        expect(title).to_have_text(f"Grille {BEST.upper()}")
        expect(score).to_have_text("0 point · 0 mot")  # French: zero takes the singular
        expect(boggle.get_by_label("Votre mot")).to_have_attribute("placeholder", "tapez un mot")
        page.keyboard.type("plaster")
        page.keyboard.press("Enter")
        expect(score).to_have_text("5 points · 1 mot")
        expect(boggle.locator(".boggle-guess-note")).to_have_text("PLASTER : +5 points")
        expect(boggle.get_by_role("list", name="Mots trouvés").get_by_role("listitem")).to_have_text(["plaster5 points"])
        page.keyboard.type("zebra")
        page.keyboard.press("Enter")
        expect(boggle.locator("#boggle-guess-error")).to_have_text(
            "ZEBRA n'est pas sur la grille (cases voisines, chacune une seule fois).")
        page.keyboard.type("pe")
        page.keyboard.press("Enter")
        expect(boggle.locator("#boggle-guess-error")).to_have_text("PE est trop court : il faut au moins 3 lettres.")
        assert axe_violations(page, "boggle play in French", within="#boggle") == []

        page.clock.run_for(181_000)  # three minutes: the game ends by itself
        end = boggle.locator(".boggle-end-summary")
        share = f"{100 * 5 / SOLVED['score']:.1f}".replace(".", ",")
        expect(end).to_have_text(f"Le temps est écoulé. Vous avez trouvé 1 sur {fr(SOLVED['word_count'])} mots : "
                                 f"5 sur {fr(SOLVED['score'])} points ({share} %).", timeout=60_000)
        expect(score).to_have_text("5 points · 1 mot · partie terminée")
        expect(boggle.locator(".boggle-end .boggle-note")).to_have_text(
            f"{fr(SOLVED['word_count'] - 1)} mots manqués, par longueur ; survolez-en un ou donnez-lui le focus pour voir son chemin.")
        expect(boggle.get_by_role("button", name="plaster, 5 points, trouvé")).to_have_count(1)
        expect(boggle.get_by_role("button", name="Rejouer")).to_be_visible()
        assert axe_violations(page, "boggle's end in French", within="#boggle") == []
        assert page.errors == []
    finally:
        page.context.close()
