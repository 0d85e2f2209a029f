"""The Spelling Bee section in real headless Chromium: what a person sees."""
import pytest
from playwright.sync_api import expect


def plain_enable(page):
    """ENABLE with every word shown: the published figures (the page's default is the NYT list, offensive
    words hidden; tests/browser/test_nyt_page.py checks that)."""
    page.get_by_label("Word list").select_option("enable")
    page.get_by_label("Show offensive words").check()


def solve(page, letters, center):
    page.get_by_label("Letters", exact=True).fill(letters)
    page.get_by_label("Center", exact=True).fill(center)
    page.get_by_label("Center", exact=True).press("Enter")


def test_solves_the_best_board(page, site):
    page.goto(site + "#bee")
    plain_enable(page)
    solve(page, "AEGINRT", "R")
    status = page.get_by_role("status").filter(has_text="points")
    expect(status).to_have_text("3,898 points · 537 words · 50 pangrams")
    words = page.get_by_role("list", name="Words").get_by_role("listitem")
    expect(words).to_have_count(537)
    expect(words.first).to_contain_text("reaggregating")
    expect(words.first).to_contain_text("20")
    expect(words.first).to_have_class("pangram")
    expect(page.locator(".bee-words li.pangram")).to_have_count(50)
    # the honeycomb shows the board with R in the middle
    expect(page.get_by_label("Center letter (honeycomb)")).to_have_value("R")
    assert page.url.endswith("#bee/aeginrt/r/enable")


def test_best_board_with_s(page, site):
    page.goto(site + "#bee")
    plain_enable(page)
    solve(page, "eainrst", "e")
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("8,681 points · 1,179 words · 86 pangrams")
    one = api.call("bee.solve", {"letters": "fhlmoru", "center": "h", "dictionary": "enable", "offensive": "show"})
    assert one["pangram_count"] == 1
    solve(page, "fhlmoru", "h")  # one pangram: said in the singular
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text(f"{one['score']} points · {one['word_count']} words · 1 pangram")


def test_says_it_is_loading_then_ready(page, site):
    page.goto(site)
    status = page.locator("#runtime-status")
    expect(status).not_to_have_text("")
    expect(status).to_have_text("Python ready")


def test_honeycomb_typing_fills_the_fields(page, site):
    page.goto(site + "#bee")
    plain_enable(page)
    page.get_by_label("Center letter (honeycomb)").fill("R")
    page.get_by_label("Outer letter 1 (honeycomb)").fill("AEGINT")  # a paste spreads across the cells
    expect(page.get_by_label("Outer letter 6 (honeycomb)")).to_have_value("T")
    expect(page.get_by_label("Center", exact=True)).to_have_value("R")
    page.get_by_role("button", name="Solve").click()
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,898 points")


def test_bad_input_shows_a_message_next_to_the_honeycomb(page, site):
    page.goto(site + "#bee")
    plain_enable(page)
    alert = page.locator("#bee-error")
    for letters, center, message in [
        ("AEGINR", "R", "exactly 7 letters"),
        ("AEGINRR", "R", "only once"),
        ("AEGINRT", "S", "not one of the seven letters"),
        ("AEG1NRT", "R", "Only the letters A to Z"),
        ("", "R", "Please type the board"),
    ]:
        solve(page, letters, center)
        expect(alert).to_contain_text(message)
        expect(alert).to_be_visible()
    # and it still works afterwards
    solve(page, "AEGINRT", "R")
    expect(alert).to_be_hidden()
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,898")


def test_share_url_restores_the_board(page, site):
    page.goto(site + "#bee/xcinopr/x/enable")
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("14 points · 1 word · 1 pangram")
    expect(page.get_by_label("Letters", exact=True)).to_have_value("XCINOPR")


def test_no_request_leaves_the_origin_and_the_about_panel_credits_sources(page, site):
    page.goto(site + "#bee")
    page.get_by_text("About wordloom and its word lists").click()
    about = page.locator("#about")
    for text in ("ENABLE", "wamerican", "monkey-anagram", "wordfreq", "CC-BY-SA 4.0", "SCOWL"):
        expect(about).to_contain_text(text)
    plain_enable(page)
    solve(page, "AEGINRT", "R")
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,898")
    assert any(u.endswith("pyodide.asm.wasm") for u in page.requests)
    # the page fixture asserts that none of page.requests left the site's origin


def test_own_word_list_and_a_garbage_one(page, site):
    page.goto(site + "#bee")
    page.get_by_label("Word list").select_option("custom")
    own = page.get_by_label("Your own words, one per line")
    own.fill("rate\ngrate\ntearing\ncat")
    solve(page, "AEGINRT", "R")
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("20 points · 3 words · 1 pangram")
    own.fill("rate\nd0g")
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#bee-error")).to_contain_text("line 2")
    expect(own).to_have_attribute("aria-invalid", "true")


# --- Play mode, best boards, puzzles of the day ---------------------------------------------------
# The words to type are worked out here, in CPython, through the same API the page uses.
import re  # noqa: E402

from pysolvers import api  # noqa: E402
from tests.harness.browser import local_today  # noqa: E402

PAGE = {"dictionary": "nyt", "offensive": "hide"}  # what the page plays on by default
SMALL = api.call("bee.random", {"seed": 6, "min_words": 6, "max_words": 9, **PAGE})  # EHIORTZ/Z: 9 words


def play_locators(page):
    return {"message": page.locator(".bee-message"), "rank": page.locator(".bee-rank-name"),
            "found": page.get_by_role("list", name="Found words").get_by_role("listitem"),
            "hints": page.locator(".bee-hints summary")}


def test_play_a_game_to_genius_then_reload_reveal_and_give_up(page, site):
    board = {"letters": SMALL["letters"], "center": SMALL["center"], **PAGE}
    letters, center = board["letters"], board["center"]
    words = sorted(SMALL["words"], key=lambda w: w["points"])
    genius = next(r["min_score"] for r in SMALL["ranks"] if r["name"] == "Genius")
    # the smallest word first (the rank moves off Beginner), then the biggest until Genius
    plan, score = [words[0]["word"]], words[0]["points"]
    for w in reversed(words[1:]):
        if score >= genius:
            break
        plan.append(w["word"])
        score += w["points"]
    assert score >= genius and len(plan) < len(words)

    page.goto(site + f"#bee/play/{letters}/{center}")
    ui = play_locators(page)
    expect(ui["rank"]).to_have_text("Beginner")
    expect(page.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("button", name=f"{center.upper()}, center letter")).to_be_visible()
    expect(ui["hints"]).to_contain_text(f"{len(words)} words")

    # every kind of bad guess has its own message (the solver's own words)
    outer = [c for c in letters if c != center]
    missing = next(c for c in "qjzkvwxyfb" if c not in letters)
    bad_guesses = {"too_short": center + outer[0], "bad_letters": center + missing * 3,
                   "missing_center": "".join(outer[:4]), "not_in_word_list": center * 4}
    for reason, guess in bad_guesses.items():
        expected = api.call("bee.check", {**board, "guess": guess, "found": []})
        assert expected["reason"] == reason
        page.keyboard.type(guess)
        page.keyboard.press("Enter")
        expect(ui["message"]).to_have_text(expected["message"])
        expect(ui["message"]).to_have_class(re.compile(reason))

    # the first word by clicking the hexagons (and Delete), the rest by typing; the rank climbs
    first = plan[0]
    hive = page.get_by_role("list", name="Honeycomb")
    for ch in first + outer[0]:
        hive.get_by_role("button", name=re.compile(f"^{ch.upper()}(,|$)")).click()
    expect(page.get_by_label("Your word")).to_have_value((first + outer[0]).upper())
    page.get_by_role("button", name="Delete the last letter").click()
    page.get_by_role("button", name="Enter", exact=True).click()
    ranks = [api.call("bee.rank", {**board, "found": plan[:1]})["name"]]
    expect(ui["found"]).to_have_count(1)
    expect(ui["rank"]).to_have_text(ranks[0])
    assert ranks[0] != "Beginner"
    page.keyboard.type(first)
    page.keyboard.press("Enter")
    expect(ui["message"]).to_have_text("Already found.")
    for i, word in enumerate(plan[1:], start=2):
        page.keyboard.type(word + "q")
        page.keyboard.press("Backspace")
        page.keyboard.press("Enter")
        expect(ui["found"]).to_have_count(i)
        r = api.call("bee.check", {**board, "guess": word, "found": plan[: i - 1]})
        expect(ui["message"]).to_contain_text(r["message"])
        if r["pangram"]:
            expect(ui["message"]).to_have_class(re.compile("pangram"))
        expect(ui["rank"]).to_have_text(r["rank"]["name"])
    expect(ui["rank"]).to_have_text("Genius")
    expect(page.locator(".bee-rank-text")).to_contain_text(f"{score} points")
    expect(ui["hints"]).to_contain_text(f"{len(words) - len(plan)} word")
    assert page.url.endswith(f"#bee/play/{letters}/{center}")
    page.locator("#bee").get_by_role("button", name="Copy embed code").click()
    element_code = page.get_by_label("Custom element").input_value()
    assert f'<wordloom-puzzle puzzle="bee" mode="play" letters="{letters}" center="{center}"></wordloom-puzzle>' in element_code
    assert not any(w["word"] in element_code for w in words)

    # progress survives a reload; the answers are not on the page until the person gives up
    page.reload()
    expect(ui["found"]).to_have_count(len(plan))
    expect(ui["rank"]).to_have_text("Genius")
    missed = [w["word"] for w in words if w["word"] not in plan]
    text = page.locator("body").inner_text().lower()  # as whole words: a found word may hold a missed one (humorful, humor)
    assert not [w for w in missed if len(w) > 4 and re.search(rf"\b{w}\b", text)]
    page.get_by_role("button", name="Reveal one word").click()
    expect(page.locator(".bee-found li.revealed")).to_have_count(1)
    expect(ui["rank"]).to_have_text("Genius")  # a revealed word scores nothing
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the words?").click()  # Give up asks once more, in every puzzle
    expect(page.locator(".bee-found li.missed")).to_have_count(len(words) - len(plan) - 1)
    expect(page.locator(".bee-found li.found")).to_have_count(len(plan))
    expect(ui["found"]).to_have_count(len(words))
    expect(page.get_by_label("Your word")).to_be_disabled()
    expect(page.get_by_role("button", name="Start over")).to_be_visible()


def test_best_boards_open_as_puzzles_and_cancel_stops_a_search(page, site):
    page.goto(site + "#bee/best")
    page.get_by_label("Word list").select_option("enable")  # offensive words are hidden from boards
    expect(page.get_by_label("Exclude letters")).to_have_value("s")
    page.get_by_role("button", name="Find boards").click()
    rows = page.locator(".bee-best-table tbody tr")
    expect(rows).to_have_count(10)
    expect(rows.first).to_contain_text("AEGINRT / R")
    expect(rows.first).to_contain_text("3,892")
    expect(page.locator(".bee-best-status")).to_have_text("Best 10 boards without S")
    expect(page.locator(".progress")).to_be_hidden()
    # an entry opens as a game (nothing spoiled) and another as a solved board
    page.get_by_role("button", name="Play AEGINRT / R").click()
    expect(page.locator(".bee-rank-name")).to_have_text("Beginner")
    expect(page.locator(".bee-hints summary")).to_contain_text("536 words and 50 pangrams left")
    assert page.url.endswith("#bee/play/aeginrt/r/enable")
    page.get_by_role("tab", name="Best boards").click()
    page.get_by_role("button", name="All words of AEGINRT / N").click()
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("3,776 points · 511 words · 50 pangrams · 1 offensive word hidden")
    assert page.url.endswith("#bee/aeginrt/n/enable")
    # worst first
    page.get_by_role("tab", name="Best boards").click()
    page.get_by_label("Order").select_option("worst")
    page.get_by_label("How many").fill("1")
    page.get_by_role("button", name="Find boards").click()
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("CINOPRX / X")
    # a long search (the biggest list, S allowed) stops at Cancel, and the solvers come back
    page.get_by_label("Word list").select_option("words-alpha")
    page.get_by_label("Exclude letters").fill("")
    page.get_by_label("Order").select_option("best")
    page.get_by_role("button", name="Find boards").click()
    expect(page.locator(".progress")).to_be_visible()
    page.locator(".progress").get_by_role("button", name="Cancel").click()
    expect(page.locator(".bee-best-status")).to_have_text("Search stopped.")
    expect(page.locator(".progress")).to_be_hidden()
    expect(rows).to_have_count(0)
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    page.get_by_label("Word list").select_option("enable")
    page.get_by_label("Include letters").fill("q")
    page.get_by_role("button", name="Find boards").click()
    expect(rows).to_have_count(1)
    expect(page.locator(".bee-best-status")).to_have_text("Best 1 board with Q")
    page.get_by_label("Include letters").fill("jqxz")  # no board: said, and no empty table
    page.get_by_role("button", name="Find boards").click()
    expect(page.locator(".bee-best-status")).to_have_text("No board with JQXZ: no word of this list has seven different "
                                                          "letters that fit. Include fewer letters, or exclude fewer.")
    expect(page.locator(".bee-best-table")).to_be_hidden()
    page.get_by_label("Include letters").fill("q")
    # Best boards shows no one board: Play goes on with its game (AEGINRT / R); from Solve, Play
    # plays the board Solve shows, and Solve shows the game's words again
    page.get_by_role("tab", name="Play").click()
    expect(page.locator(".bee-hints summary")).to_contain_text("536 words")
    assert page.url.endswith("#bee/play/aeginrt/r/enable")
    page.get_by_role("tab", name="Solve").click()
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,892 points · 536 words · 50 pangrams")
    page.locator("#bee-center").fill("N")
    page.get_by_role("tab", name="Play").click()
    expect(page.locator(".bee-hints summary")).to_contain_text("511 words")
    assert page.url.endswith("#bee/play/aeginrt/n/enable")
    page.get_by_role("tab", name="Solve").click()
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("3,776 points · 511 words · 50 pangrams · 1 offensive word hidden")


def test_puzzle_of_the_day_and_a_random_one_play_offline(page, context, site):
    page.goto(site + "#bee/play")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    date = page.evaluate("(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]"
                         ".map((n) => String(n).padStart(2, '0')).join('-'); })()")
    daily = api.call("bee.daily", {"date": date, **PAGE})
    context.set_offline(True)
    page.reload()
    ui = play_locators(page)
    expect(page.locator(".bee-play-title")).to_have_text(f"Puzzle of the day · {date}")
    expect(page.get_by_role("button", name=f"{daily['center'].upper()}, center letter")).to_be_visible()
    expect(ui["rank"]).to_have_text("Beginner")
    word = daily["words"][0]
    page.keyboard.type(word["word"])
    page.keyboard.press("Enter")
    expect(ui["found"]).to_have_count(1)
    expect(ui["message"]).to_contain_text(f"+{word['points']}")
    # a random board with 5 to 8 words, S allowed
    page.get_by_text("New puzzle").click()
    page.get_by_label("No S").uncheck()
    page.get_by_label("Fewest words").fill("5")
    page.get_by_label("Most words").fill("8")
    page.get_by_role("button", name="Random puzzle").click()
    title = page.locator(".bee-play-title")
    expect(title).to_have_text(re.compile(r"Random puzzle · [5-8] words"))
    n = int(re.search(r"(\d) words", title.inner_text()).group(1))
    expect(ui["hints"]).to_contain_text(f"{n} words")
    expect(ui["found"]).to_have_count(0)
    letters, center = re.search(r"#bee/play/([a-z]{7})/([a-z])$", page.url).groups()
    assert api.call("bee.solve", {"letters": letters, "center": center, **PAGE})["word_count"] == n
    page.get_by_label("Most words").fill("2")
    page.get_by_role("button", name="Random puzzle").click()
    expect(page.locator("#bee-new-error")).to_contain_text("below")
    expect(page.get_by_label("Most words")).to_have_attribute("aria-invalid", "true")
    context.set_offline(False)


def test_the_days_puzzle_on_another_list_keeps_its_address_through_a_reload(page, site):
    """#bee/play/enable is today's puzzle on ENABLE: a reload plays it again (a board's address always
    has a center after its letters, so the one part is the list's name)."""
    page.goto(site + "#bee")
    page.get_by_label("Word list").select_option("enable")
    page.get_by_role("tab", name="Play").click()
    today = local_today(page)
    day = api.call("bee.daily", {"date": today, "dictionary": "enable", "offensive": "hide"})
    title, center = page.locator(".bee-play-title"), page.get_by_role("button", name=f"{day['center'].upper()}, center letter")
    expect(title).to_have_text(f"Puzzle of the day · {today}")
    expect(center).to_be_visible()
    expect(page).to_have_url(re.compile(r"#bee/play/enable$"))
    page.reload()
    expect(title).to_have_text(f"Puzzle of the day · {today}")
    expect(center).to_be_visible()
    expect(page.get_by_label("Word list")).to_have_value("enable")
    expect(page.locator("#bee-play-error")).to_be_hidden()


def test_the_mode_switch_plays_a_typed_board_only_of_the_catalogs_shape(page, site):
    """Play takes the board typed in Solve's fields when its letters and center have the shape the
    catalog gives bee.solve's fields (seven distinct letters, one center); any other stays in Solve."""
    page.goto(site + "#bee")
    page.get_by_label("Letters", exact=True).fill("AAGINRT")   # seven letters, one twice: not a board
    page.get_by_label("Center", exact=True).fill("R")
    page.get_by_role("tab", name="Play").click()
    expect(page.locator(".bee-play-title")).to_contain_text("Puzzle of the day")
    expect(page.locator("#bee-play-error")).to_be_hidden()
    page.get_by_role("tab", name="Solve").click()                # (Solve now shows the day's board)
    page.get_by_label("Letters", exact=True).fill("AEGINRT")   # a board, typed and not yet solved
    page.get_by_label("Center", exact=True).fill("R")
    page.get_by_role("tab", name="Play").click()
    expect(page.locator(".bee-play-title")).to_have_text("AEGINRT · center R")


# the widths a person meets: a desktop window, a phone, and 200 % zoom of a 1280x800 window (640x400 CSS pixels)
ROW_VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844), "zoom-200": (640, 400)}

ROWS_OFF = """() => {
  const bad = [];
  let previous = null;
  for (const li of document.querySelectorAll('.bee-solve ol.bee-words:not(.bee-rejected) > li')) {
    li.scrollIntoView({ block: 'nearest' });
    const row = li.getBoundingClientRect();
    const parts = [li.querySelector('.word'), li.querySelector('.points'), li.querySelector('.nyt-mark')];
    const mid = (r) => (r.top + r.bottom) / 2;
    const rects = parts.map((p) => p && p.getBoundingClientRect());
    if (rects.some((r) => !r || r.height === 0)) { bad.push(`${li.textContent}: a part is missing`); continue; }
    if (rects.some((r) => r.top < row.top - 0.5 || r.bottom > row.bottom + 0.5)) bad.push(`${li.textContent}: a part leaves its row`);
    if (rects.some((r) => Math.abs(mid(r) - mid(rects[0])) > 3)) bad.push(`${li.textContent}: not on one line`);
    const at = { left: row.left + scrollX, top: row.top + scrollY, bottom: row.bottom + scrollY };  // in the page
    if (previous && previous.left === at.left && at.top < previous.bottom - 0.5) bad.push(`${li.textContent}: overlaps the row above`);
    previous = at;
  }
  return bad;
}"""


def test_each_answer_row_holds_its_word_points_and_button_on_one_line(page, site):
    """The default NYT answer: every word, its points and its "Mark rejected" button on one line of its
    own row, however many columns the width gives (the window resized to each width in turn)."""
    page.goto(site + "#bee/aeginrt/r")
    rows = page.get_by_role("list", name="Words").get_by_role("listitem")
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("points")
    expect(rows.first.get_by_role("button", name="Mark rejected")).to_be_visible()
    expect(page.get_by_role("list", name="Words")).not_to_have_attribute("aria-busy", "true")  # every row is in
    assert rows.count() > 100
    for name, (width, height) in ROW_VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        off = page.evaluate(ROWS_OFF)
        assert not off, (name, off[:5])


# --- A long answer's rows (components/rows.js): the first screenful at once, the rest by frames ----

NYT_PAGE = {"letters": "aeginrt", "center": "r", **PAGE}  # what #bee/aeginrt/r asks for


def shown_words(page, name):
    """The words of the list named `name`, in order, once its rows are all in (no aria-busy)."""
    words = page.get_by_role("list", name=name)
    expect(words).not_to_have_attribute("aria-busy", "true")
    return words.locator(":scope > li .word").all_text_contents()


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)], ids=["phone", "desktop"])
def test_a_long_answer_shows_every_word_once_its_rows_are_in(page, site, width, height):
    """AEGINRT/R's 400-odd words on the NYT list come by frames (one column: below the first
    screenful; several: built aside, put in together); once in, each word is there once, in the
    solver's order, with the words set apart after them, and the list says it is busy no more."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site + "#bee/aeginrt/r")
    whole = api.call("bee.solve", NYT_PAGE)
    expect(page.get_by_role("list", name="Probably rejected by the NYT").get_by_role("listitem")).to_have_count(
        len(whole["probably_rejected"]))
    assert shown_words(page, "Words") == [w["word"] for w in whole["words"]]
    assert shown_words(page, "Probably rejected by the NYT") == [w["word"] for w in whole["probably_rejected"]]
    assert page.locator(".bee-solve ol.bee-words > li").count() == whole["word_count"] + len(whole["probably_rejected"])


# Board B is asked for as soon as the Words list says board A's rows are still coming.
ASK_WHILE_BUSY = """([letters, center]) => {
  const list = document.querySelector('.bee-solve ol.bee-words:not(.bee-rejected)');
  const watch = new MutationObserver(() => {
    if (list.getAttribute('aria-busy') !== 'true') return;
    watch.disconnect();
    document.querySelector('#bee-letters').value = letters;
    document.querySelector('#bee-center').value = center;
    document.querySelector('.bee-form .fields > button').click();  // Solve
  });
  watch.observe(list, { attributes: true, attributeFilter: ['aria-busy'] });
}"""


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)], ids=["phone", "desktop"])
def test_a_board_solved_while_the_last_answers_rows_come_shows_its_own_words_only(page, site, width, height):
    """Another board solved the moment AEGINRT's rows are still coming (the page's CPU slowed 4x, a
    mid-tier phone): the list shows the new board's words only, and still does after the frames
    AEGINRT's rows would have taken. Whether the new answer comes before the old rows are all in
    depends on the machine; the test below makes that overlap certain for the rows themselves."""
    page.set_viewport_size({"width": width, "height": height})
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(site + "#bee")
    small = {"letters": SMALL["letters"], "center": SMALL["center"], **PAGE}
    mine = api.call("bee.solve", small)
    page.get_by_label("Letters", exact=True).fill("AEGINRT")
    page.evaluate(ASK_WHILE_BUSY, [small["letters"].upper(), small["center"].upper()])
    page.get_by_label("Center", exact=True).fill("R")
    page.get_by_label("Center", exact=True).press("Enter")
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text(f"{mine['word_count']} words")
    expected = [w["word"] for w in mine["words"]]
    assert shown_words(page, "Words") == expected
    expect(page.locator(".bee-apart")).to_have_attribute("aria-busy", "false")  # its second part too
    assert shown_words(page, "Probably rejected by the NYT") == [w["word"] for w in mine["probably_rejected"]]
    page.wait_for_timeout(2000)  # the frames AEGINRT's remaining rows would have come in
    assert shown_words(page, "Words") == expected
    assert page.url.endswith(f"#bee/{small['letters']}/{small['center']}")


# components/rows.js itself, in the page: each of 4,000 rows takes at least 0.1 ms to make (a busy
# wait), 0.4 s in all against a frame's few milliseconds of budget, so what comes after the first frame
# comes while they are still coming, however fast the machine.
NEWER_SHOW_WINS = """async ([columns, then]) => {
  const { Rows } = await import('./components/rows.js');
  const list = document.body.appendChild(document.createElement('ol'));
  if (columns) list.style.columns = '3';
  const make = (w) => {
    for (const end = performance.now() + 0.1; performance.now() < end;);
    return Object.assign(document.createElement('li'), { textContent: w });
  };
  const rows = new Rows(list, (w) => w, make);
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const older = rows.show(Array.from({ length: 4000 }, (_, i) => 'old' + i));
  await frame();
  const during = [list.getAttribute('aria-busy'), list.children.length];
  const newer = then === 'show' ? rows.show(['new1', 'new2', 'new3']) : (rows.clear(), true);
  const settled = [await older, await newer];
  for (const start = performance.now(); performance.now() - start < 1000;) await frame();
  return { during, settled, busy: list.getAttribute('aria-busy'), words: [...list.children].map((li) => li.textContent) };
}"""


@pytest.mark.parametrize("columns", [False, True], ids=["one-column", "columns"])
@pytest.mark.parametrize("then", ["show", "clear"])
def test_a_newer_show_or_a_clear_stops_an_older_shows_remaining_rows(page, site, columns, then):
    """Rows.show of 4,000 rows, then (a frame later, the rows still coming) a newer show of three
    or a clear: the older show settles false, and a second of frames later the list holds the newer
    rows only (or none), no longer busy."""
    page.goto(site)
    got = page.evaluate(NEWER_SHOW_WINS, [columns, then])
    busy, rows_in = got["during"]
    assert busy == "true" and rows_in < 4000, got["during"]  # still coming
    assert rows_in == 0 if columns else rows_in >= 30, got["during"]  # in columns built aside; else a screenful first
    assert got["settled"] == [False, True]
    assert got["words"] == (["new1", "new2", "new3"] if then == "show" else [])
    assert got["busy"] is None
