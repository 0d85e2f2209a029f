"""Every Play view played as a screen-reader user plays it: by keyboard alone, hearing one
announcement per move from the puzzle's one live region (a second region saying the same would
be heard twice, and fail the test), reading the board and the found words as lists (Playwright's
ARIA snapshots of the accessibility tree), with axe-core finding nothing at the game's start,
middle and end, in the light and the dark scheme. The words to type come from the API in CPython.

One page serves the module (Python starts once); its clock is Playwright's, so a timed game runs
to its end at once."""
import re

import pytest
from playwright.sync_api import expect

from tests.harness.a11y import BADGES, HOST, a11y_page, a11y_turn, heard, light_and_dark
from tests.harness.browser import blog_requests_ok, seconds_on
from pysolvers import api

BEE = {"dictionary": "nyt", "offensive": "hide"}  # the Bee page's default list
SMALL_BEE = api.call("bee.random", {"seed": 6, "min_words": 6, "max_words": 9, **BEE})  # FHLMORU/H: 9 words
BOX = ["vyq", "fig", "ote", "xlu"]  # foxglove-equity
BOGGLE = "lntlmnemo"   # 3×3, 12 words
ANIGRAMS_SEED = 7      # tart, start, …
TILES = ["ed", "pi", "ti"]


@pytest.fixture(scope="module")
def reader(browser, site):
    page = a11y_page(browser, speech=True)
    page.clock.install()  # time flows; run_for() makes a game's minutes pass at once
    yield page
    page.context.close()


@pytest.fixture
def sr(reader, site):
    with a11y_turn(reader, site):
        yield reader


# True once `n` announcements (the badges' left out) were heard and the move is over: the solver
# client of the page (or frame) has nothing pending, and nothing more was said, for 10 animation
# frames in a row. A second region speaking of the same move does so with the answer it shows, so
# it is heard by then.
QUIET = """([n, badges]) => {
  const said = (window.__heard || []).filter((s) => !badges.includes(s.id)).length;
  const client = globalThis[Symbol.for("wordloom.client")];  // the page's shared solver client (solver-client.js getClient)
  const calm = said >= n && said === window.__heardBefore && !(client && client.jobs.size);
  window.__heardBefore = said;
  window.__heardCalm = calm ? (window.__heardCalm ?? 0) + 1 : 0;
  return window.__heardCalm >= 10;
}"""


def hears(page, *expected, frame=None):
    """The next announcements are exactly `expected` (texts, or patterns), and nothing else is
    heard with them. Returns what was heard."""
    target = frame or page
    target.evaluate("() => { window.__heardCalm = 0; window.__heardBefore = -1; }")
    target.wait_for_function(QUIET, arg=[len(expected), list(BADGES)], polling="raf")
    got = heard(page, frame)
    assert len(got) == len(expected), got
    for text, want in zip(got, expected):
        assert (want.fullmatch(text) if isinstance(want, re.Pattern) else text == want), (text, want)
    return got


def tab_to(page, target, limit=80):
    """Press Tab until `target` has the focus."""
    for _ in range(limit):
        if target.evaluate("e => e.getRootNode().activeElement === e"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")


def press(page, target, key="Enter"):
    tab_to(page, target)
    page.keyboard.press(key)


def enter_word(page, word):
    page.keyboard.type(word)
    page.keyboard.press("Enter")


def no_violations(page, where, within=None):
    """axe-core: nothing in the light scheme, and no contrast failure in the dark one."""
    found = light_and_dark(page, where, within)
    assert not found, "\n".join(found)


def test_a_spelling_bee_game_by_keyboard(sr, site):
    page = sr
    board = {"letters": SMALL_BEE["letters"], "center": SMALL_BEE["center"], **BEE}
    letters, center = board["letters"], board["center"]
    rank = lambda found: api.call("bee.rank", {**board, "found": found})  # noqa: E731
    page.goto(site + f"#bee/play/{letters}/{center}")
    expect(page.locator(".bee-rank-name")).to_have_text("Beginner")
    heard(page)
    # the honeycomb: a list, its center first and named
    outer = "\n".join(f"  - listitem:\n    - button \"{c.upper()}\"" for c in letters if c != center)
    expect(page.locator("#bee").get_by_role("list", name="Honeycomb")).to_match_aria_snapshot(
        f"- list \"Honeycomb\":\n  - listitem:\n    - button \"{center.upper()}, center letter\"\n{outer}")
    no_violations(page, "bee play, start", "#bee")

    bad = center * 4
    assert api.call("bee.check", {**board, "guess": bad, "found": []})["reason"] == "not_in_word_list"
    enter_word(page, bad)
    hears(page, f"{bad}: not in word list.")
    pangram = next(w for w in SMALL_BEE["words"] if w["pangram"])
    enter_word(page, pangram["word"])
    r = rank([pangram["word"]])
    hears(page, f"{pangram['word']}: pangram, {pangram['points']} points. Score {r['score']}, {r['name']}.")
    enter_word(page, pangram["word"])
    hears(page, f"{pangram['word']}: already found.")
    expect(page.locator("#bee").get_by_role("list", name="Found words")).to_match_aria_snapshot(
        f"- list \"Found words\":\n  - listitem:\n    - button \"{pangram['word']}\"\n    - text: pangram")

    press(page, page.locator("#bee").get_by_role("button", name="Shuffle the outer letters"), "Space")
    said = hears(page, re.compile(r"Outer letters: (?:[A-Z], ){5}[A-Z]\."))[0]
    assert sorted(re.findall("[A-Z]", said.split(":")[1])) == sorted(c.upper() for c in letters if c != center)

    shown = api.call("bee.reveal", {**board, "found": [pangram["word"]]})["word"]["word"]
    press(page, page.locator("#bee").get_by_role("button", name="Reveal one word"))
    hears(page, f"Revealed: {shown} (no points). Score {r['score']}, {r['name']}.")
    no_violations(page, "bee play, mid-game", "#bee")

    give_up = page.locator("#bee .give-up")
    press(page, give_up)
    hears(page, "Press again to end the game and see every word.")
    page.keyboard.press("Enter")
    missed = len(SMALL_BEE["words"]) - 2
    hears(page, f"Game over. Score {r['score']}, {r['name']}. You missed {missed} words; they are marked below.")
    found = page.locator("#bee").get_by_role("list", name="Found words")
    expect(found.get_by_role("listitem")).to_have_count(len(SMALL_BEE["words"]))
    expect(found).to_match_aria_snapshot(f"- list:\n  - listitem:\n    - button \"{shown}\"\n    - text: revealed")
    no_violations(page, "bee play, game over", "#bee")


def test_a_letter_boxed_game_by_keyboard(sr, site):
    page = sr
    page.goto(site + f"#letterboxed/play/{'-'.join(BOX)}")
    expect(page.locator(".lb-status")).to_have_text("Start anywhere: type or click a letter.")
    heard(page)
    # the box: four sides, each a list of its letters
    sides = "\n".join(f"  - list \"{name} side\":\n" + "\n".join(f"    - listitem:\n      - button \"Letter {c.upper()}\"" for c in side)
                      for name, side in zip(["Top", "Right", "Bottom", "Left"], BOX))
    expect(page.locator(".lb-play svg.lb-box")).to_match_aria_snapshot(f"- group /The box/:\n{sides}")
    no_violations(page, "letter boxed play, start", "#letterboxed")

    tab_to(page, page.locator("#letterboxed").get_by_label("Your word"))
    page.keyboard.type("fi")  # F and I are on one side: the I is refused, and said why
    hears(page, "F and I are on the same side.")
    enter_word(page, "oxglove")
    hears(page, "foxglove: accepted. Letters left: Y, Q, I, T, U. The next word starts with E.")
    press(page, page.locator("#letterboxed").get_by_role("button", name="Hint (1 of 3)"))
    hears(page, "Hint 1: Fewest words: 2. No one-word solution, 1 two-word solution.")
    no_violations(page, "letter boxed play, mid-game", "#letterboxed")

    tab_to(page, page.locator("#letterboxed").get_by_label("Your word"))
    enter_word(page, "quity")
    hears(page, "equity: accepted. Solved in 2 words: foxglove, equity! The best solutions are listed below.")
    expect(page.locator("#letterboxed").get_by_role("list", name="Words played")).to_match_aria_snapshot(
        "- list \"Words played\":\n  - listitem:\n    - button \"FOXGLOVE\"\n  - listitem:\n    - button \"EQUITY\"")
    expect(page.locator(".lb-play .lb-sol").first).to_be_focused()  # the best solutions, read from the first
    no_violations(page, "letter boxed play, solved", "#letterboxed")


def test_a_timed_boggle_game_by_keyboard(sr, site):
    page = sr
    words = api.call("boggle.solve", {"board": BOGGLE, "offensive": "hide"})
    page.goto(site + f"#boggle/play/{BOGGLE}")
    timer = page.locator("#boggle").get_by_role("timer")
    expect(timer).to_have_text("3:00")
    heard(page)
    # the board: a grid read row by row
    rows = [BOGGLE[i:i + 3] for i in (0, 3, 6)]
    grid = "\n".join(f"  - row \"{' '.join(row.upper())}\":\n" + "\n".join(f"    - gridcell:\n      - button \"{ch.upper()}\"" for ch in row)
                     for row in rows)
    expect(page.locator("#boggle").get_by_role("grid")).to_match_aria_snapshot(f"- grid /Board/:\n{grid}")
    no_violations(page, "boggle play, start", "#boggle")

    tab_to(page, page.locator("#boggle").get_by_label("Your word"))
    enter_word(page, "lent")
    hears(page, api.call("boggle.check", {"board": BOGGLE, "word": "lent", "found": [], "offensive": "hide"})["message"])
    enter_word(page, "lemon")
    hears(page, "lemon: 2 points. Score 2 points, 1 word.")
    expect(page.locator("#boggle").get_by_role("list", name="Found words")).to_match_aria_snapshot(
        "- list \"Found words\":\n  - listitem:\n    - button \"lemon\"\n    - text: 2 points")
    # on the board: one tab stop, arrows move, Space picks a cell and, on the last cell again, sends
    grid = page.locator("#boggle").get_by_role("grid")
    tab_to(page, grid.locator(".boggle-cell[tabindex='0']"))
    expect(grid.get_by_role("button", name="L").first).to_be_focused()
    for keys, said in ((["ArrowDown", "ArrowDown"], "E"), (["ArrowUp"], "E L"), (["ArrowRight"], "E L M")):
        for key in keys:
            page.keyboard.press(key)
        page.keyboard.press("Space")
        hears(page, said)
    page.keyboard.press("Space")
    hears(page, "elm: 1 point. Score 3 points, 2 words.")
    no_violations(page, "boggle play, mid-game", "#boggle")

    # the countdown speaks at a minute left and at ten seconds: not every second (its time also
    # flows while the test plays: it runs on from the reading, half a second past each moment)
    page.clock.run_for((seconds_on(timer) - 60) * 1000 + 500)
    hears(page, "One minute left.")
    page.clock.run_for((seconds_on(timer) - 10) * 1000 + 500)
    hears(page, "10 seconds left.")
    press(page, page.locator("#boggle .give-up"))
    hears(page, "Press again to end the game and see every answer.")
    page.keyboard.press("Enter")
    share = round(100 * 3 / words["score"])
    hears(page, f"Game over. You found 2 of {words['word_count']} words: 3 of {words['score']} points ({share} %). "
          "The words you missed are listed below, by length.")
    no_violations(page, "boggle play, given up", "#boggle")


def test_an_anigrams_game_by_keyboard(sr, site):
    page = sr
    game = api.call("anigrams.game", {"seed": ANIGRAMS_SEED, "offensive": "hide"})
    steps = game["steps"]
    page.goto(site + f"#anigrams/play/seed/{ANIGRAMS_SEED}")
    ladder = page.locator("#anigrams").get_by_role("list", name="Steps")
    expect(ladder.get_by_role("listitem")).to_have_count(len(steps))
    heard(page)
    first = steps[0]
    expect(ladder).to_match_aria_snapshot(
        f"- list \"Steps\":\n  - listitem: \"Step 1, 4 letters, now: unscramble {' '.join(first['scrambled'].upper())}\"\n"
        "  - listitem: Step 2, 5 letters, to come")
    no_violations(page, "anigrams play, start", "#anigrams")

    wrong = first["scrambled"]
    assert wrong not in first["words"]
    tab_to(page, page.locator("#anigrams").get_by_label("Your word"))
    enter_word(page, wrong)
    hears(page, api.call("anigrams.check", {"term": first["term"], "guess": wrong, "offensive": "hide"})["message"])
    page.keyboard.press("Control+A")
    enter_word(page, first["words"][0])
    nxt = steps[1]
    hears(page, f"{first['words'][0]} is right. Next letter: {nxt['added'].upper()}. Now unscramble {' '.join(nxt['scrambled'].upper())}.")
    press(page, page.locator("#anigrams").get_by_role("button", name="Show next letter"))
    hears(page, re.compile(rf"It starts {nxt['words'][0][0].upper()}\. \d+ of \d+ hints left\."))
    expect(ladder.get_by_role("listitem").nth(1)).to_match_aria_snapshot(  # the hint is on the ladder too
        f"- listitem: \"Step 2, 5 letters, now: unscramble {' '.join(nxt['scrambled'].upper())}, the new letter {nxt['added'].upper()}; "
        f"it starts {nxt['words'][0][0].upper()}\"")
    no_violations(page, "anigrams play, mid-game", "#anigrams")

    press(page, page.locator("#anigrams .give-up"))
    hears(page, "Press again to end the game and show the words.")
    page.keyboard.press("Enter")
    hears(page, f"Game over. 1 word of {len(steps)} found; every step's words are shown.")
    expect(ladder.get_by_role("listitem").first).to_contain_text(f"Step 1, 4 letters, solved: {first['words'][0].upper()}")
    no_violations(page, "anigrams play, given up", "#anigrams")


def test_a_tiles_game_and_its_challenge_by_keyboard(sr, site):
    page = sr
    words = api.call("tiles.formable", {"tiles": TILES, "offensive": "hide"})["words"]
    page.goto(site + f"#tiles/2/play/set/{'-'.join(TILES)}")
    rack = page.locator("#tiles").get_by_role("list", name="Your tiles")
    expect(rack).to_match_aria_snapshot("- list \"Your tiles\":\n" + "\n".join(f"  - listitem:\n    - button \"Add {t}\"" for t in TILES))
    heard(page)
    no_violations(page, "tiles play, start", "#tiles")

    tab_to(page, page.locator("#tiles").get_by_label("Your word"))
    enter_word(page, "tide")
    hears(page, "“tide”: No tile de in the set.")
    page.keyboard.press("Control+A")
    enter_word(page, "tied")
    hears(page, f"tied: found, ti, ed. 1 of {len(words)} found.")
    expect(page.locator("#tiles").get_by_role("list", name="Found words")).to_match_aria_snapshot(
        "- list \"Found words\":\n  - listitem:\n    - button \"tied\"\n    - text: ti · ed")
    press(page, page.locator("#tiles .give-up"))
    hears(page, "Press again to end the game and see every word.")
    page.keyboard.press("Enter")
    hears(page, f"Game over: you found 1 word of {len(words)}. Every word is listed below.")
    no_violations(page, "tiles play, given up", "#tiles")

    # a challenge: its link, then the friend's game and the two results side by side
    tab_to(page, page.locator("#tiles").get_by_label("Your name"))
    page.keyboard.type("Ann")
    press(page, page.locator("#tiles").get_by_role("button", name="Challenge a friend"))
    hears(page, re.compile("Link copied: send it to a friend.|Copy the link below and send it to a friend."))
    link = page.locator("#tiles .challenge-link").input_value()
    page.goto(link)
    hears(page, re.compile("Setting the puzzle up…|Loading Python.*"), "Ann challenged you: find more than 1 word. Their result shows when your game ends.")
    tab_to(page, page.locator("#tiles").get_by_label("Your word"))
    for word in ("pied", "tipi"):
        enter_word(page, word)
        hears(page, re.compile(f"{word}: found, .*"))
    press(page, page.locator("#tiles .give-up"))
    hears(page, "Press again to end the game and see every word.")
    page.keyboard.press("Enter")
    hears(page, f"Game over: you found 2 words of {len(words)}. Every word is listed below. "
          "You win! You: 2 words. Ann: 1 word. Words only you found: 2; both: 0; only Ann: 1.")
    no_violations(page, "tiles play, challenge side by side", "#tiles")


def test_the_embeds_play_with_a_screen_reader(sr, site, blog):
    page = sr
    url = blog("reader.html", HOST.format(f"""
      <iframe id="frame" title="Spelling Bee" src="{site}embed.html?puzzle=bee&letters=aeginrt&center=r&mode=play"
        style="width:100%;height:600px;border:0"></iframe>
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" puzzle="letterboxed" mode="play" sides="{' '.join(BOX)}"></wordloom-puzzle>"""))
    page.goto(url)
    page.evaluate("document.documentElement.lang = 'en'")
    frame = page.wait_for_selector("#frame").content_frame()
    element = page.locator("#el")
    element.scroll_into_view_if_needed()  # it starts once seen
    expect(frame.locator(".bee-rank-name")).to_have_text("Beginner")
    expect(element.locator(".lb-status")).to_have_text("Start anywhere: type or click a letter.")
    heard(page, frame)
    heard(page)
    # the iframe: its own live region, in its own document
    tab_to(page, frame.get_by_label("Your word"))
    enter_word(page, "granite")
    r = api.call("bee.rank", {"letters": "aeginrt", "center": "r", **BEE, "found": ["granite"]})
    hears(page, f"granite: pangram, 14 points. Score 14, {r['name']}.", frame=frame)

    # the element: its region in its shadow root
    tab_to(page, element.get_by_label("Your word"))
    enter_word(page, "foxglove")
    hears(page, "foxglove: accepted. Letters left: Y, Q, I, T, U. The next word starts with E.")
    assert heard(page, frame) == []  # each embed speaks for itself
    no_violations(page, "a blog with embed.html (bee play) and <wordloom-puzzle> (letter boxed play), mid-game")
    blog_requests_ok(page, site, url)


def test_time_up_is_announced_once(browser, site):
    expect.set_options(timeout=60_000)
    page = a11y_page(browser, speech=True)  # a page of its own: a clock that fails takes its page down
    try:
        page.clock.install()
        board = "orsurtalu"
        words = api.call("boggle.solve", {"board": board, "offensive": "hide"})
        page.goto(site + f"#boggle/play/{board}/minutes/1")
        timer = page.locator("#boggle").get_by_role("timer")
        expect(timer).to_have_text("1:00")
        heard(page)
        page.clock.run_for((seconds_on(timer) - 10) * 1000 + 500)
        hears(page, "10 seconds left.")
        page.clock.run_for(seconds_on(timer) * 1000 + 500)
        hears(page, "Time is up.", f"Time is up. You found 0 of {words['word_count']} words: 0 of {words['score']} points (0 %). "
              "The words you missed are listed below, by length.")
        expect(timer).to_have_text("0:00")
        page.clock.run_for(5_000)
        assert heard(page) == []  # said once
        no_violations(page, "boggle play, time up", "#boggle")
        assert not page.errors, page.errors[:3]
    finally:
        page.context.close()
