"""Spelling Bee hints in Chromium: what the hints page shows is the solver's answer (asked here through
the same API the page uses), it follows each word found, and the opt-in prefix sign is right."""
from playwright.sync_api import expect

from pysolvers import api
from tests.harness.browser import settle

BOARD = {"letters": "aeginrt", "center": "r",
         "dictionary": "nyt", "offensive": "hide"}  # what Play asks for by default: the NYT list, offensive words left out


def num(n):
    """A count as the page writes it: thousands separated, 0 as a dash."""
    return f"{n:,}" if n else "–"


def expect_hints(page, found):
    """Every figure of the hints page equals bee.hints' for the words found."""
    r = api.call("bee.hints", {**BOARD, "found": found})
    hints = page.locator(".bee-hints")
    left = r["remaining"]
    expect(hints.locator("summary")).to_have_text(f"Hints · {left['words']:,} words and {left['pangrams']} pangrams left")
    figures = [r[k][f] for f in ("words", "points", "pangrams", "perfect_pangrams") for k in ("found", "remaining", "total")]
    expect(hints.locator(".bee-figures-table tbody td")).to_have_text([num(n) for n in figures])
    expect(hints.locator(".bee-figures-table tbody th")).to_have_text(["Words", "Points", "Pangrams", "Perfect pangrams"])
    expect(hints.locator(".bee-bingo")).to_have_text("BINGO: every letter starts a word." if r["bingo"] else
                                                     f"No BINGO: no word starts with {', '.join(c.upper() for c in r['no_start'])}.")
    goals = [x for g in (r["genius"], r["queen_bee"]) for x in (num(g["min_score"]), num(g["to_go"]) if g["to_go"] else "reached")]
    expect(hints.locator(".bee-goals-table tbody td")).to_have_text(goals)
    g = r["gn4l"]
    expect(hints.locator(".bee-gn4l")).to_contain_text(f"(GN4L): {'possible' if g['possible'] else 'not possible'}; "
                                                       f"the longer words make {g['points']:,} points, Genius is {g['genius']:,}.")
    expect(hints.locator(".bee-gn4l")).to_contain_text(f"the longer words left ({g['points_left']:,}) "
                                                       f"{'still reach it' if g['reachable'] else 'no longer reach it'}")
    grid = r["grid"]
    expect(hints.locator(".bee-grid-table thead th")).to_have_text([*map(str, grid["lengths"]), "Σ"])
    expect(hints.locator(".bee-grid-table tbody th")).to_have_text([row["letter"].upper() for row in grid["rows"]])
    expect(hints.locator(".bee-grid-table tbody td")).to_have_text(
        [num(n) for row in grid["rows"] for n in (*row["counts"], row["total"])])
    expect(hints.locator(".bee-grid-table tfoot td")).to_have_text([num(n) for n in (*grid["totals"], grid["total"])])
    for name, key in (("two", "two_letter"), ("three", "three_letter")):
        items = page.get_by_role("list", name=f"Words left by their first {name} letters").get_by_role("listitem")
        expect(items).to_have_text([f"{s['start'].upper()}-{s['count']}" for s in r[key]])
    return r


def test_the_hints_page_is_the_solvers_and_follows_each_word_found(page, site):
    page.goto(site + "#bee/play/aeginrt/r")
    expect(page.locator(".bee-rank-name")).to_have_text("Beginner")
    page.locator(".bee-hints summary").click()
    three = page.get_by_role("button", name="Three-letter list")
    expect(three).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_role("list", name="Words left by their first three letters")).to_be_hidden()
    three.click()
    expect(three).to_have_attribute("aria-expanded", "true")
    expect(page.get_by_role("table", name="Words left by first letter (rows) and length (columns)")).to_be_visible()
    before = expect_hints(page, [])
    assert before["total"]["perfect_pangrams"] == 4 and before["bingo"]
    # a perfect pangram, then a 4-letter word: each count moves
    page.get_by_label("Your word").click()
    page.keyboard.type("granite")
    page.keyboard.press("Enter")
    expect(page.get_by_role("list", name="Found words").get_by_role("listitem")).to_have_count(1)
    after = expect_hints(page, ["granite"])
    assert after["remaining"]["perfect_pangrams"] == 3 and after["found"]["points"] == 14
    page.keyboard.type("tear")
    page.keyboard.press("Enter")
    expect(page.get_by_role("list", name="Found words").get_by_role("listitem")).to_have_count(2)
    expect_hints(page, ["granite", "tear"])
    # a revealed word is no longer left but scores nothing
    page.get_by_role("button", name="Reveal one word").click()
    expect(page.locator(".bee-found li.revealed")).to_have_count(1)
    word = page.locator(".bee-found li.revealed .word").inner_text()
    r = api.call("bee.hints", {**BOARD, "found": ["granite", "tear"], "revealed": [word]})
    expect(page.locator(".bee-hints summary")).to_have_text(f"Hints · {r['remaining']['words']} words and "
                                                            f"{r['remaining']['pangrams']} pangrams left")
    expect(page.locator(".bee-figures-table tbody tr").first.locator("td")).to_have_text(
        ["2", f"{r['remaining']['words']:,}", f"{r['total']['words']:,}"])  # the revealed word is no longer left


def test_the_prefix_sign_shows_only_when_turned_on_and_is_right(page, site):
    page.goto(site + "#bee/play/aeginrt/r")
    expect(page.locator(".bee-rank-name")).to_have_text("Beginner")
    sign = page.locator(".bee-prefix")
    word = page.get_by_label("Your word")
    page.keyboard.type("gra")
    expect(word).to_have_value("GRA")
    settle(page)  # every answer asked for is shown: a sign turned on by mistake would be by now
    expect(sign).to_be_hidden()  # off until the person turns it on
    page.locator(".bee-hints summary").click()
    page.get_by_label("While I type, say whether a word left starts with those letters").check()
    alive = api.call("bee.prefix", {**BOARD, "prefix": "gra", "found": []})
    assert alive["alive"] and alive["left"] > 1
    expect(sign).to_have_text(f"✓ GRA… {alive['left']} words left")
    expect(sign).to_have_class("bee-prefix alive")
    page.keyboard.type("x")  # GRAX: no word starts so
    assert not api.call("bee.prefix", {**BOARD, "prefix": "grax", "found": []})["alive"]
    expect(sign).to_have_text("✗ No word left starts with GRAX")
    expect(sign).to_have_class("bee-prefix dead")
    page.keyboard.press("Backspace")
    expect(sign).to_contain_text("✓ GRA…")
    # finding a word leaves one fewer; the sign clears with the field
    page.keyboard.type("nite")
    page.keyboard.press("Enter")
    expect(page.get_by_role("list", name="Found words").get_by_role("listitem")).to_have_count(1)
    expect(sign).to_be_hidden()
    page.keyboard.type("gra")
    expect(sign).to_have_text(f"✓ GRA… {alive['left'] - 1} words left")
    # the setting is kept: after a reload the sign still shows; turned off, it goes
    page.reload()
    expect(page.locator(".bee-rank-name")).to_have_text(api.call("bee.rank", {**BOARD, "found": ["granite"]})["name"])
    page.keyboard.type("rrr")
    assert not api.call("bee.prefix", {**BOARD, "prefix": "rrr", "found": ["granite"]})["alive"]
    expect(sign).to_have_text("✗ No word left starts with RRR")
    page.locator(".bee-hints summary").click()
    page.get_by_label("While I type, say whether a word left starts with those letters").uncheck()
    expect(sign).to_be_hidden()
    page.keyboard.press("Backspace")
    expect(word).to_have_value("RR")
    settle(page)  # as above: a sign still asking would have answered
    expect(sign).to_be_hidden()


def test_the_open_hints_and_the_sign_pass_axe_on_a_phone(browser, site):
    from tests.harness.a11y import axe_violations
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    try:
        page = ctx.new_page()
        page.goto(site + "#bee/play/aeginrt/r")
        expect(page.locator(".bee-rank-name")).to_have_text("Beginner", timeout=60_000)
        page.locator(".bee-hints summary").click()
        page.get_by_role("button", name="Three-letter list").click()
        page.get_by_label("While I type, say whether a word left starts with those letters").check()
        page.keyboard.type("gra")
        expect(page.locator(".bee-prefix")).to_be_visible(timeout=60_000)
        found = axe_violations(page, "bee / Play with the hints open")
        assert not found, "\n".join(found)
    finally:
        ctx.close()
