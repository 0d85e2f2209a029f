"""Letter Boxed and Anigrams in the page's language: a German and a French browser get the views'
labels, counts, headings and verdicts in their language, numbers written as it writes them, no page
error, and no axe-core violation on the translated views. The English answers these pages solve
come from CPython's API (the same words, whatever the page's language)."""
import json
import re

from playwright.sync_api import expect

from pysolvers import api
from tests.harness.a11y import a11y_page, axe_violations

TODAY_JS = ("(() => { const d = new Date(), p = (n) => String(n).padStart(2, '0');"
            " return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`; })()")


def test_letter_boxed_in_german_solves_and_plays_with_german_words_and_numbers(browser, site):
    page = a11y_page(browser, locale="de-DE")
    try:
        expect.set_options(timeout=60_000)
        r = api.call("letterboxed.solve", {"sides": "vyq fig ote xlu", "dictionary": "enable", "max_solutions": None})
        assert r["counts"] == {"1": 0, "2": 1, "3": 0, "4": 187}
        page.goto(site + "#letterboxed/vyq-fig-ote-xlu/enable")
        lb = page.locator("#letterboxed")
        expect(lb.get_by_role("tab", name="Lösen")).to_have_attribute("aria-selected", "true")
        expect(lb.get_by_label("Seite 1 (oben)")).to_have_value("VYQ")
        summary = lb.locator(".lb-solve .summary")
        # 188 solutions, the time with a decimal comma, each word count said in German
        expect(summary).to_have_text(re.compile(r"^188 Lösungen in \d+,\d\d s: 1 mit zwei Wörtern, 187 mit vier Wörtern$"), timeout=120_000)
        expect(lb.locator(".lb-solve .lb-group h3")).to_have_text(["Zwei Wörter · 1 Lösung", "Vier Wörter · 187 Lösungen"])
        expect(lb.get_by_role("button", name="Alle 187 zeigen")).to_be_visible()
        expect(lb.get_by_role("group", name="Lösungen mit zwei Wörtern").locator(".lb-sol")).to_have_attribute("title",
            re.compile(r"^seltenstes Wort: \w+ \(Zipf \d,\d\) · 14 Buchstaben$"))
        assert axe_violations(page, "Letter Boxed's Solve in German", within="#letterboxed") == []

        lb.get_by_role("button", name="Diesen Kasten spielen").click()
        expect(lb.locator(".lb-title")).to_have_text("Kasten VYQ FIG OTE XLU")
        expect(lb.locator(".lb-status")).to_have_text("Fang irgendwo an: Tippe einen Buchstaben oder klicke ihn an.")
        lb.get_by_role("button", name="Tipp (1 von 3)").click()
        expect(lb.locator(".lb-hint")).to_have_text(["Tipp 1: Wenigste Wörter: 2. Keine Lösung mit einem Wort, 1 Lösung mit zwei Wörtern."])
        field = lb.get_by_role("textbox", name="Dein Wort", exact=True)
        field.press_sequentially("fi")  # F and I are both on side 2: refused, with the reason in German
        expect(lb.locator("#lb-word-error")).to_have_text("F und I liegen auf derselben Seite.")
        field.fill("")
        field.press_sequentially("foxglove")
        field.press("Enter")
        expect(lb.get_by_role("list", name="Gespielte Wörter").get_by_role("listitem")).to_have_text(["FOXGLOVE"])
        expect(lb.locator(".lb-status")).to_have_text(re.compile(r"^1 Wort · übrige Buchstaben: [A-Z](?: [A-Z])+$"))
        assert axe_violations(page, "Letter Boxed's Play in German", within="#letterboxed") == []
        assert page.errors == []
    finally:
        page.context.close()


def test_anigrams_in_french_explores_and_plays_with_french_words_and_numbers(browser, site, dist):
    page = a11y_page(browser, locale="fr-FR")
    try:
        expect.set_options(timeout=60_000)
        node = api.call("anigrams.next", {"term": "deir"})
        longest = api.call("anigrams.longest", {"start": "deir"})
        assert node["games"] == 19214 and longest["length"] == 12
        page.goto(site + "#anigrams/deir")
        an = page.locator("#anigrams")
        expect(an.get_by_role("tab", name="Explorer")).to_have_attribute("aria-selected", "true")
        expect(an.get_by_label("Lettres de départ")).to_have_value("DEIR")
        # 19 214 with French's (narrow no-break) space between thousands
        expect(an.locator(".summary")).to_have_text(
            re.compile(r"^DEIR : plus longue chaîne 12 mots · 19\s214 parties \(de 4 à 9 lettres\)$"), timeout=180_000)
        expect(an.get_by_role("heading", name="Plus longue chaîne")).to_be_visible()
        expect(an.locator(".anig-tree h3")).to_have_text("Parcourir les chaînes")
        expect(an.locator(".anig-tree .anig-note")).to_have_text(f"Ajoutez une lettre ({len(node['next'])} choix) :")
        assert axe_violations(page, "Anigrams' Explore in French", within="#anigrams") == []

        an.get_by_role("tab", name="Jouer").click()  # today's game in French, where French's common list is shipped
        today = page.evaluate(TODAY_JS)
        french = "fr-common" in json.loads((dist / "data" / "PROVENANCE.json").read_text())["lists"]
        game = api.call("anigrams.game", {"date": today, "offensive": "hide", **({"dictionary": "fr-common", "language": "fr"} if french else {})})
        expect(an.locator(".anig-title")).to_have_text(f"Partie du jour · {today} · n° {game['number']}" + (" · français" if french else ""))
        expect(an.locator(".anig-hints-left")).to_have_text(re.compile(r"^(\d+) indices restants sur \1$"))
        guess = an.get_by_role("textbox", name="Votre mot", exact=True)
        want = game["steps"][0]["term"]
        wrong = "".join(sorted(set("zqxj") - set(want)))[:1] + want[1:]  # one letter swapped for one it lacks
        guess.fill(wrong)
        guess.press("Enter")
        expect(an.locator("#anigrams-guess-error")).to_have_text(re.compile(
            rf"^{wrong.upper()} n'utilise pas les lettres {want.upper()} : il manque {want[0].upper()} et il a {wrong[0].upper()} en trop\.$"))
        first = game["steps"][0]["words"][0]
        guess.fill(game.get("spellings", {}).get(first, first))  # as French writes it: its accents fold
        guess.press("Enter")
        second = game["steps"][1]
        expect(an.locator(".anig-status")).to_have_text(
            f"{game.get('spellings', {}).get(first, first).upper()} est juste. Lettre suivante : {second['added'].upper()}. "
            f"Remettez maintenant {second['scrambled'].upper()} dans l'ordre.")
        assert axe_violations(page, "Anigrams' Play in French", within="#anigrams") == []
        assert page.errors == []
    finally:
        page.context.close()
