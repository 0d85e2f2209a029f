"""What a newcomer met (issue 44), each done as they did it and checked by what they should see:
Play plays the board on screen in every puzzle, the day's game when none is; the first visit says
where to play; Letter Boxed's plain words; keys after the last hint and in a custom element; the
Bee's verdict in view; bad links that keep the form and name the unknown list; the Best boards on
a phone; the demo post's figure from the element's own game.
"""
import re

from playwright.sync_api import expect

from pysolvers import api

TODAY_JS = ("(() => { const d = new Date(), p = (n) => String(n).padStart(2, '0');"
            " return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`; })()")


def tab(root, name):
    return root.get_by_role("tab", name=name, exact=True)


def chain(root):
    return root.get_by_role("list", name="Words played").get_by_role("listitem")


def test_play_plays_the_board_on_screen_in_every_puzzle_and_the_days_game_when_none_is(page, site):
    today = None
    # Letter Boxed: nothing on screen → the day's puzzle; a box solved → that box
    page.goto(site + "#letterboxed")
    today = page.evaluate(TODAY_JS)
    tab(page, "Play").click()
    expect(page.locator(".lb-title")).to_have_text(f"Puzzle of the day · {today}")
    page.goto(site + "#letterboxed/vyq-fig-ote-xlu/enable")
    expect(page.locator(".lb-solve .summary")).to_contain_text("solutions")
    tab(page, "Play").click()
    expect(page.locator(".lb-title")).to_have_text("Box VYQ FIG OTE XLU")
    expect(page).to_have_url(re.compile(r"#letterboxed/play/vyq-fig-ote-xlu/enable$"))
    # back to Solve and on to Play again: the same game, not a new one
    page.get_by_role("textbox", name="Your word", exact=True).press_sequentially("fox")
    page.get_by_role("textbox", name="Your word", exact=True).press("Enter")
    expect(chain(page)).to_have_text(["FOX"])
    tab(page, "Solve").click()
    tab(page, "Play").click()
    expect(chain(page)).to_have_text(["FOX"])

    # Boggle: a solved board → Play plays it; Generate's board too
    page.goto(site + "#boggle/perslatgsineters")
    expect(page.locator(".boggle-solve .summary, .boggle-result").first).to_contain_text("points")
    tab(page, "Play").click()
    cells = page.locator(".boggle-play .boggle-cell")
    expect(cells).to_have_count(16)
    expect(cells.first).to_contain_text("P")
    expect(page).to_have_url(re.compile(r"#boggle/play/perslatgsineters$"))

    # Tiles: the tiles chosen on the grid → Play plays them
    page.goto(site + "#tiles/2/set/ed-pi-ti")
    expect(page.locator(".tiles-solve .summary")).to_contain_text("words from 3 tiles")
    tab(page, "Play").click()
    expect(page.locator(".tiles-play-title")).to_have_text("Your tiles")
    expect(page).to_have_url(re.compile(r"#tiles/2/play/set/"))

    # Anigrams: Explore shows a start, not a game → Play opens the game of the day
    page.goto(site + "#anigrams/deir")
    expect(page.locator("#anigrams .summary").first).to_contain_text("DEIR: longest chain")
    tab(page, "Play").click()
    expect(page.locator(".anig-title")).to_contain_text(f"Game of the day · {today}")


def test_the_bees_play_tab_has_its_address_and_a_reload_stays_in_the_game(page, site):
    page.goto(site + "#bee")
    today = page.evaluate(TODAY_JS)
    tab(page, "Play").click()
    title = page.locator(".bee-play-title")
    expect(title).to_have_text(f"Puzzle of the day · {today}")
    expect(page).to_have_url(re.compile(r"#bee/play$"))
    page.reload()
    expect(title).to_have_text(f"Puzzle of the day · {today}")
    expect(tab(page, "Play")).to_have_attribute("aria-selected", "true")


def test_boggle_play_opens_the_board_of_the_day(page, site):
    page.goto(site + "#boggle")
    today = page.evaluate(TODAY_JS)
    tab(page, "Play").click()
    expect(page.locator(".boggle-play-title")).to_contain_text(f"Board of the day, {today} (4×4)")
    expect(page.locator(".boggle-play .boggle-cell")).to_have_count(16)
    expect(page.get_by_label("Your word")).to_be_editable()
    expect(page).to_have_url(re.compile(rf"#boggle/play/day/{today}$"))


def test_a_first_visit_says_where_to_play_in_a_players_words(page, site):
    page.goto(site)
    welcome = page.locator("#welcome")
    expect(welcome).to_be_visible()
    expect(welcome).to_contain_text("Play today's puzzle")
    expect(welcome.get_by_role("link")).to_have_text(["Spelling Bee", "Letter Boxed", "Boggle", "Anigrams", "Letter-pair tiles"])
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    header = page.locator("header").inner_text()
    assert "Cold start" not in header and "Snapshot start" not in header  # our words, kept in About
    welcome.get_by_role("link", name="Letter Boxed").click()
    today = page.evaluate(TODAY_JS)
    expect(page.locator(".lb-title")).to_have_text(f"Puzzle of the day · {today}")
    expect(welcome).to_be_hidden()  # a game on screen: the welcome has said its piece
    page.go_back()
    expect(welcome).to_be_visible()


def test_letter_boxed_says_its_rules_in_two_lines_and_its_list_in_plain_words(page, site):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site + "#letterboxed")
    intro = page.locator(".lb-solve .lb-note")
    expect(intro).to_contain_text("Each word starts with the last letter of the one before")
    lines = page.evaluate("""() => { const p = document.querySelector('.lb-solve .lb-note');
        return Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)); }""")
    assert lines <= 2, lines
    assert "NYT's own pair" not in intro.inner_text()  # the ordering's detail is folded away
    order = page.locator(".lb-order")
    expect(order.locator("p")).to_be_hidden()
    order.locator("summary").click()
    expect(order.locator("p")).to_contain_text("NYT's own pair first")
    picker = page.get_by_label("Word list")
    chosen = picker.evaluate("s => s.selectedOptions[0].textContent")
    assert chosen.startswith("Everyday words (NYT style)"), chosen
    assert "model" not in page.locator("#sections").inner_text()


def test_keys_typed_after_the_last_hint_reach_the_word(page, site):
    page.goto(site + "#letterboxed/play/vyq-fig-ote-xlu/enable")
    field = page.get_by_role("textbox", name="Your word", exact=True)
    expect(field).to_be_editable()
    for n in (1, 2):
        page.get_by_role("button", name=f"Hint ({n} of 3)").click()
        expect(page.locator(".lb-hint")).to_have_count(n)
    page.get_by_role("button", name="Hint (3 of 3)").click()
    page.keyboard.type("fox")  # at once, while the hint is on its way and its button turns off
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="No more hints")).to_be_disabled()
    expect(chain(page)).to_have_text(["FOX"])
    page.keyboard.type("glove")  # the focus on the disabled button: keys still play
    expect(field).to_have_value("XGLOVE")


def test_keys_typed_after_a_click_on_a_custom_elements_text_play(page, site, embeds):
    _, el = embeds("keys.html", "puzzle=letterboxed&sides=vyq%20fig%20ote%20xlu&mode=play&dictionary=enable",
                   'puzzle="letterboxed" sides="vyq fig ote xlu" mode="play" dictionary="enable"')
    title = el.locator(".lb-title")
    expect(title).to_have_text("Box VYQ FIG OTE XLU")
    expect(el.get_by_role("textbox", name="Your word", exact=True)).to_be_editable()
    title.click()  # text that takes no focus: the focus stays on the blog's body
    page.keyboard.type("fox")
    page.keyboard.press("Enter")
    expect(chain(el)).to_have_text(["FOX"])
    page.mouse.click(1, 1)  # a click elsewhere on the blog (its margin): its keys are the blog's again
    page.keyboard.type("glove")
    expect(el.get_by_role("textbox", name="Your word", exact=True)).to_have_value("X")


def test_the_bees_verdict_shows_where_the_eye_is_on_a_laptop(page, site):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site + "#bee/play/aeginrt/r")
    expect(page.locator(".bee-rank-name")).to_have_text("Beginner")
    page.keyboard.type("granite")
    page.keyboard.press("Enter")
    message = page.locator(".bee-message")
    expect(message).to_contain_text("Pangram! +14")
    box = message.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= 800, box
    assert page.evaluate("scrollY") == 0
    guess = page.get_by_label("Your word").bounding_box()
    assert box["y"] < guess["y"]  # above the hive and the word, not under the keys


def test_bad_links_keep_the_form_and_name_an_unknown_list(page, site):
    page.goto(site + "#boggle/x")
    expect(page.locator("#boggle-solve-error")).to_be_visible()
    expect(page.locator("#boggle-size")).to_have_value("4")
    expect(page.locator(".boggle-solve .boggle-cell")).to_have_count(16)
    page.goto(site + "#bee/aeginrt/r/nosuchlist")
    error = page.locator("#bee-dictionary-unknown")
    expect(error).to_have_text(re.compile(r'^There is no word list named "nosuchlist" here\. Choose one: .*Everyday words'))
    expect(page.locator("#bee-dictionary")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#bee-letters")).to_have_value("AEGINRT")
    expect(page.locator("#bee-letters")).to_be_editable()
    expect(page.get_by_role("status").filter(has_text="points")).to_have_count(0)  # nothing solved on another list
    page.locator("#bee-dictionary").select_option("enable")
    expect(error).to_be_hidden()
    page.get_by_role("button", name="Solve").click()
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("points")


def test_best_boards_read_as_cards_on_a_phone(page, site):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site + "#bee/best")
    page.get_by_label("Word list").select_option("enable")
    page.get_by_role("button", name="Find boards").click()
    rows = page.locator(".bee-best-table tbody tr")
    expect(rows).to_have_count(10)
    first = rows.first
    expect(first).to_contain_text("AEGINRT / R")
    pangrams = first.locator("td").nth(4)
    expect(pangrams).to_have_text("50")
    assert "Pangrams" in pangrams.evaluate("td => getComputedStyle(td, '::before').content")  # named on the card
    for name in ("All words of AEGINRT / R", "Play AEGINRT / R"):
        box = page.get_by_role("button", name=name).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, (name, box)
    card = first.bounding_box()
    assert card["x"] + card["width"] <= 390, card
    scroll = page.locator(".bee-best-scroll").evaluate("e => e.scrollWidth - e.clientWidth")
    assert scroll <= 1, scroll
    expect(page.get_by_role("table").get_by_role("columnheader")).to_have_count(6)


def test_the_demo_posts_figure_is_the_elements_own(page, site):
    page.goto(site + "embed/demo.html")
    el = page.locator("#demo-element")
    el.scroll_into_view_if_needed()
    expect(el.locator(".bee-rank-name")).to_have_text("Beginner")
    words = api.call("bee.hints", {"letters": "aeginrt", "center": "r", "found": [], "dictionary": "nyt",
                                   "offensive": "hide"})["total"]["words"]
    expect(page.locator("#demo-bee-figure")).to_have_text(f": {words:,} words to find")
    expect(el.locator(".bee-hints summary")).to_contain_text(f"{words:,} words")
