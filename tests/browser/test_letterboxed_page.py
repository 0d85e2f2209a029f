"""The Letter Boxed section in real headless Chromium: solving, playing, offline, share URLs, embeds.

One page load per test (the machine is shared and slow); each test checks several things. The
answers a test needs for generated puzzles come from the same API in CPython (pysolvers.api.call).
"""
import re

import pytest
from playwright.sync_api import expect

from pysolvers import api

TODAY_JS = ("(() => { const d = new Date(), p = (n) => String(n).padStart(2, '0');"
            " return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`; })()")


def side(page, n):
    return page.get_by_label(re.compile(f"^Side {n} "))


def fill_sides(page, *values):
    for n, value in enumerate(values, 1):
        side(page, n).fill(value)


def summary(page):
    return page.locator(".lb-solve .summary")


def word(page):
    return page.get_by_role("textbox", name="Your word", exact=True)


def play_word(page, text):
    """Type the rest of a word (the first letter is already there after the first word) and Enter."""
    box = word(page)
    chain = page.get_by_role("list", name="Words played").get_by_role("listitem")
    expect(box).to_be_enabled()
    played = chain.count()
    box.press_sequentially(text[len(box.input_value()):])
    expect(box).to_have_value(text.upper())
    box.press("Enter")
    expect(chain).to_have_count(played + 1)


def test_solve_groups_hover_show_all_bad_input_and_cancel(page, site):
    page.goto(site + "#letterboxed")
    page.get_by_label("Word list").select_option("enable")  # the default is the NYT list (test_nyt_page.py)
    side(page, 3).fill("vyq-fig-ote-xlu")  # one line pasted into any field spreads over the four
    expect(side(page, 1)).to_have_value("VYQ")
    expect(side(page, 4)).to_have_value("XLU")
    expect(page.locator(".lb-solve .lb-letter").nth(11)).to_have_attribute("data-letter", "u")
    side(page, 4).press("Enter")
    expect(summary(page)).to_contain_text("188 solutions in")
    expect(summary(page)).to_contain_text("1 two-word, 187 four-word")
    sols = page.locator(".lb-solve .lb-sol")
    expect(sols.first).to_have_attribute("data-words", "foxglove equity")
    expect(sols.first).to_contain_text("foxglove–equity")
    expect(page.locator(".lb-group h3")).to_have_text(["Two words · 1 solution", "Four words · 187 solutions"])
    assert page.url.endswith("#letterboxed/vyq-fig-ote-xlu/enable")

    # hovering (or focusing) a solution draws its path through the letters on the box
    svg = page.locator(".lb-solve svg.lb-box")
    sols.nth(1).hover()
    expect(svg).to_have_attribute("data-shown", "fog glove exile equity")
    points = page.locator(".lb-solve .lb-path-show").get_attribute("points").split()
    assert len(points) == 16 and points[0] == "240,105"  # F: the first letter of side 2 (right)
    sols.first.focus()
    expect(svg).to_have_attribute("data-shown", "foxglove equity")
    page.get_by_role("button", name="Show all 187").click()
    expect(page.get_by_role("list", name="four-word solutions").get_by_role("listitem")).to_have_count(187)

    # bad input: the API's message next to the sides, the side at fault marked
    error = page.locator(".lb-sides + #lb-error")
    for values, message, bad in [
        (("VYQ", "FIG", "OTE", ""), "A box has 4 sides; you gave 3", None),
        (("vyq fig ote xlu abc", "", "", ""), "you gave 5", None),
        (("VY", "FIG", "OTE", "XLU"), 'side 1 ("VY") has 2', 1),
        (("VYQ", "FIG", "OTE", "XLV"), "repeated: V", None),
        (("VYQ", "F1G", "OTE", "XLU"), "Only the letters A to Z", 2),
    ]:
        fill_sides(page, *values)
        side(page, 4).press("Enter")
        expect(error).to_contain_text(message)
        expect(page.locator(".lb-solve .lb-sol")).to_have_count(0)
        if bad:
            expect(side(page, bad)).to_have_attribute("aria-invalid", "true")

    # a big search streams its groups with progress, and Cancel stops it; the page works after
    side(page, 1).fill("PRC YAN LKH SIO")
    expect(error).to_be_visible()  # still the last message until the next solve
    page.get_by_label("Max words").select_option("4")
    side(page, 1).press("Enter")
    expect(error).to_be_hidden()
    expect(summary(page)).to_contain_text(re.compile(r"Searching chains of [34] words… [\d,]+ solutions so far: 90 two-word, [\d,]+ three-word"))
    expect(page.locator(".lb-solve .progress")).to_be_visible()
    expect(page.locator(".lb-group h3").first).to_have_text("Two words · 90 solutions")
    expect(sols.first).to_have_attribute("data-words", "scholarship pinky")
    page.locator(".lb-solve").get_by_role("button", name="Cancel").click()
    expect(error).to_have_text("Stopped.")
    expect(summary(page)).to_contain_text("Stopped: ")
    expect(page.locator(".lb-solve .progress")).to_be_hidden()
    fill_sides(page, "vyq", "fig", "ote", "xlu")
    page.locator(".lb-form").get_by_role("button", name="Solve").click()
    expect(summary(page)).to_contain_text("188 solutions in")
    expect(error).to_be_hidden()


def test_play_a_box_by_clicks_and_keys_reasons_hints_reload_and_give_up(page, site):
    page.goto(site + "#letterboxed/play/vyq-fig-ote-xlu/enable")  # a play link: the box, never an answer
    expect(page.locator(".lb-title")).to_contain_text("Box VYQ FIG OTE XLU")
    expect(word(page)).to_be_enabled()
    body = page.locator("body").inner_text().lower()
    assert "foxglove" not in body and "equity" not in body
    error = page.locator("#lb-word-error")

    # typing: a letter on the same side, or off the box, is refused at once; Enter asks the word list
    word(page).press_sequentially("fi")
    expect(error).to_have_text("F and I are on the same side.")
    expect(word(page)).to_have_value("F")
    word(page).press_sequentially("b")
    expect(error).to_have_text("B is not on the box.")
    word(page).press_sequentially("ox")
    word(page).press("Enter")
    expect(page.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_text(["FOX"])
    word(page).press_sequentially("i")
    word(page).press("Enter")
    expect(error).to_have_text("Words need at least 3 letters.")
    word(page).press_sequentially("t")
    word(page).press("Enter")
    expect(error).to_have_text('"XIT" is not in the word list.')
    expect(word(page)).to_have_attribute("aria-invalid", "true")
    page.get_by_role("button", name="Restart").click()

    # clicking letters on the box; the path draws as they go; used letters are marked
    box = page.locator(".lb-play svg.lb-box")
    for c in "fog":
        box.locator(f'.lb-letter[data-letter="{c}"]').click()
    expect(word(page)).to_have_value("FOG")
    expect(box).to_have_attribute("data-path", "fog")
    word(page).press("Enter")
    chain = page.get_by_role("list", name="Words played").get_by_role("listitem")
    expect(chain).to_have_text(["FOG"])
    expect(word(page)).to_have_value("G")  # the next word starts with the last letter
    expect(box.locator(".lb-letter.used")).to_have_count(3)
    play_word(page, "glove")
    expect(chain).to_have_text(["FOG", "GLOVE"])
    word(page).press("Backspace")  # on the lone start letter: the last word comes back to edit
    expect(chain).to_have_text(["FOG"])
    expect(word(page)).to_have_value("GLOVE")
    word(page).press("Enter")
    expect(chain).to_have_count(2)
    expect(page.locator(".lb-status")).to_contain_text("letters left: Y Q I T X U")

    # hints, step by step
    page.get_by_role("button", name="Hint (1 of 3)").click()
    hints = page.locator(".lb-hint")
    expect(hints).to_have_text(["Hint 1: Fewest words: 2. No one-word solution, 1 two-word solution."])
    page.get_by_role("button", name="Hint (2 of 3)").click()
    expect(hints.nth(1)).to_have_text("Hint 2: A best solution starts with FOXGLOVE.")
    page.get_by_role("button", name="Hint (3 of 3)").click()
    expect(hints.nth(2)).to_have_text("Hint 3: A best solution: FOXGLOVE – EQUITY.")
    expect(page.get_by_role("button", name="No more hints")).to_be_disabled()

    # progress survives a reload
    page.reload()
    expect(chain).to_have_text(["FOG", "GLOVE"])
    expect(hints).to_have_count(3)
    play_word(page, "exile")
    play_word(page, "equity")
    expect(page.locator(".lb-status")).to_have_text("Solved in 4 words: FOG – GLOVE – EXILE – EQUITY!")
    reveal = page.locator(".lb-reveal .lb-sol")
    expect(reveal.first).to_have_attribute("data-words", "foxglove equity")
    expect(word(page)).to_be_hidden()

    # Give up (two presses) shows the best solutions
    page.get_by_role("button", name="Play again").click()
    expect(page.locator(".lb-reveal")).to_be_hidden()
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the answers?").click()
    expect(reveal.first).to_have_attribute("data-words", "foxglove equity")
    expect(reveal).to_have_count(10)
    reveal.nth(1).hover()
    expect(box).to_have_attribute("data-shown", "fog glove exile equity")
    expect(page.locator(".lb-reveal h3").last).to_have_text("Four words · 187 solutions")  # counted, the best listed
    page.get_by_role("button", name="All solutions of this box").click()
    expect(summary(page)).to_contain_text("188 solutions in")
    expect(page).to_have_url(re.compile(r"#letterboxed/vyq-fig-ote-xlu/enable$"))


def test_puzzle_of_the_day_and_solve_offline_after_one_visit(page, context, site):
    page.goto(site + "#letterboxed")
    page.get_by_role("tab", name="Play", exact=True).click()
    today = page.evaluate(TODAY_JS)
    daily = api.call("letterboxed.generate", {"date": today, "dictionary": "nyt", "offensive": "hide"})  # the page's list
    first, second = daily["intended"]
    expect(page.locator(".lb-title")).to_have_text(f"Puzzle of the day · {today}")
    assert page.url.endswith(f"#letterboxed/play/{today}")
    letters = [c for s in daily["sides"] for c in s]
    expect(page.locator(".lb-play .lb-letter")).to_have_count(12)
    assert [page.locator(".lb-play .lb-letter").nth(i).get_attribute("data-letter") for i in range(12)] == letters
    assert first not in page.locator("body").inner_text().lower()
    play_word(page, first)
    chain = page.get_by_role("list", name="Words played").get_by_role("listitem")
    expect(chain).to_have_text([first.upper()])
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")

    context.set_offline(True)
    page.reload()  # offline: the puzzle resumes where it was left, and plays
    expect(chain).to_have_text([first.upper()])
    play_word(page, second)
    expect(page.locator(".lb-status")).to_have_text(f"Solved in 2 words: {first.upper()} – {second.upper()}!")
    expect(page.locator(".lb-reveal")).to_contain_text(f"This puzzle was made from {first.upper()} – {second.upper()}.")
    page.get_by_role("button", name="Random puzzle").click()
    expect(page.locator(".lb-title")).to_have_text(re.compile(r"Random puzzle \d+"))
    seed = int(page.locator(".lb-title").inner_text().split()[-1])
    assert page.url.endswith(f"#letterboxed/play/seed/{seed}")
    page.get_by_role("tab", name="Solve", exact=True).click()
    page.get_by_label("Word list").select_option("enable")
    side(page, 1).fill("VYQFIGOTEXLU")
    side(page, 1).press("Enter")
    expect(summary(page)).to_contain_text("188 solutions in")
    context.set_offline(False)


def test_share_url_restores_options_embed_code_and_embeds_on_another_origin(page, site, embeds):
    page.goto(site + "#letterboxed/prc-yan-lkh-sio/2/common")
    expect(summary(page)).to_contain_text("1 solution in")
    expect(summary(page)).to_contain_text("1 two-word")
    expect(side(page, 2)).to_have_value("YAN")
    expect(page.get_by_label("Max words")).to_have_value("2")
    expect(page.get_by_label("Common words only")).to_be_checked()
    expect(page.locator(".lb-solve .lb-sol").first).to_have_attribute("data-words", "scholarship pinky")
    page.locator("#letterboxed").get_by_role("button", name="Copy embed code").click()
    code = page.get_by_label("Custom element").input_value()
    assert '<wordloom-puzzle puzzle="letterboxed" mode="solve" sides="prc yan lkh sio" max_words="2" common="true">' in code
    assert "embed/frame.html?puzzle=letterboxed&amp;mode=solve&amp;sides=prc+yan+lkh+sio" in page.get_by_label("Iframe embed").input_value()
    page.get_by_role("button", name="Play this box").click()
    expect(page.locator(".lb-title")).to_have_text("Box PRC YAN LKH SIO · common words only")
    expect(page).to_have_url(re.compile(r"#letterboxed/play/prc-yan-lkh-sio/common$"))

    frame, element = embeds("letterboxed.html", "puzzle=letterboxed&mode=play&sides=vyq-fig-ote-xlu", 'puzzle="letterboxed" sides="vyq fig ote xlu" mode="solve"')
    expect(frame.locator(".lb-title")).to_have_text("Box VYQ FIG OTE XLU")
    frame.get_by_role("textbox", name="Your word", exact=True).press_sequentially("fog")
    frame.get_by_role("textbox", name="Your word", exact=True).press("Enter")
    expect(frame.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_text(["FOG"])
    # the NYT list, the default (as the same API answers it)
    shown = api.call("letterboxed.solve", {"sides": "vyq fig ote xlu", "dictionary": "nyt", "offensive": "hide"})
    expect(element.locator(".summary")).to_contain_text(f"{shown['total']} solutions in")
    expect(element.locator(".lb-sol").first).to_have_attribute("data-words", "foxglove equity")
    element.locator(".lb-sol").nth(1).hover()
    expect(element.locator(".lb-solve svg.lb-box")).to_have_attribute("data-shown", " ".join(shown["solutions"][1]["words"]))


def test_play_box_letters_by_keyboard(page, site):
    """The box is one tab stop: arrows go round it clockwise, Enter or Space plays the letter."""
    page.goto(site + "#letterboxed/play/vyq-fig-ote-xlu")  # clockwise from the top left: V Y Q F I G O T E X L U
    expect(page.locator(".lb-title")).to_have_text("Box VYQ FIG OTE XLU")
    expect(word(page)).to_be_enabled()
    letters = page.locator(".lb-play svg.lb-box .lb-letter[role=button]")
    expect(letters).to_have_count(12)
    expect(letters.nth(0)).to_have_attribute("tabindex", "0")
    expect(page.locator('.lb-play svg.lb-box .lb-letter[tabindex="0"]')).to_have_count(1)
    letters.nth(0).focus()
    for key in ("ArrowRight",) * 3 + ("Enter",) + ("ArrowDown",) * 3 + ("Enter",) + ("ArrowRight",) * 3 + (" ",):
        page.keyboard.press(key)  # V→F, Enter; F→O, Enter; O→X, Space
    expect(word(page)).to_have_value("FOX")
    expect(letters.nth(9)).to_be_focused()
    expect(letters.nth(9)).to_have_attribute("tabindex", "0")
    page.keyboard.press("ArrowLeft")
    for _ in range(9):
        page.keyboard.press("ArrowUp")   # back past V wraps round to U
    expect(letters.nth(11)).to_be_focused()
    expect(letters.nth(11)).to_have_attribute("aria-label", "Letter U")


def test_the_word_count_by_default_and_common_words_are_the_catalogs(page, site):
    """The page copies none of the solver's defaults: served a catalog that says max_words defaults
    to 3 and "common" means a Zipf frequency of 2.2, the form, its links and its requests say so."""
    def catalog(route):
        schema = route.fetch().json()
        schema["actions"]["letterboxed.solve"]["fields"]["max_words"]["default"] = 3
        schema["actions"]["letterboxed.solve"]["facts"]["common_zipf"] = 2.2
        route.fulfill(json=schema)

    page.route(re.compile(r"/api-schema\.json$"), catalog)
    page.goto(site + "#letterboxed/vyq-fig-ote-xlu/enable")
    expect(page.get_by_label("Max words")).to_have_value("3")      # the catalog's default …
    expect(summary(page)).to_contain_text("1 solution in")         # … asked for (1 two-word, no three-word)
    assert page.url.endswith("#letterboxed/vyq-fig-ote-xlu/enable")  # … and left out of the link
    page.get_by_label("Max words").select_option("4")
    page.get_by_label("Common words only").check()
    side(page, 1).fill("VYQ, FIG; OTE / XLU")  # a line the solver reads as the box
    expect(side(page, 4)).to_have_value("XLU")
    side(page, 4).press("Enter")
    expect(summary(page)).to_contain_text("7 solutions in")        # Zipf ≥ 2.2: foxglove (2.1) is out
    expect(page.locator(".lb-solve .lb-sol").first).to_have_attribute("data-words", "fog glove exile equity")
    expect(page).to_have_url(re.compile(r"#letterboxed/vyq-fig-ote-xlu/4/common/enable$"))
