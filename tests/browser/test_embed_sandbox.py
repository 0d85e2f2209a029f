"""The iframe embed where a blog frames it sandboxed (sandbox="allow-scripts", as WordPress frames a
pasted link it does not trust): no form submission, no storage, no popups, an opaque origin. Each
puzzle still plays a word by keyboard and one by click, solves by Enter and by its button, says that
its progress is not kept, and its frame (sized by host.js) takes the puzzle's height as it grows and
shrinks, a Solve view's within a screen. Nothing is logged as an error (a blocked form submission is)."""
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tests.browser.test_faults import NOT_KEPT
from tests.harness import plays
from tests.harness.browser import blog_requests_ok

COLUMN = 650   # a blog's column (WordPress's Twenty Twenty-Three: 650 px)
SCREEN = 1000  # the most a frame of a Solve view may take (WordPress's own limit for a frame)


def post(site, blog, name, query):
    return blog(name, f"""<link rel="icon" href="data:,"><div style="width:{COLUMN}px">
      <iframe id="f" sandbox="allow-scripts" src="{site}embed/frame.html?{query}" title="wordloom" style="display:block;width:100%;height:200px;border:0"></iframe></div>
      <script src="{site}embed/host.js"></script>""")


@pytest.mark.parametrize("puzzle", list(plays.PLAYS))
def test_a_sandboxed_frame_plays_and_solves_by_keyboard_and_click_and_takes_the_puzzles_height(page, site, blog, puzzle):
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    url = post(site, blog, f"sandboxed-{puzzle}.html", "route=" + quote(plays.PLAY_ROUTES[puzzle], safe=""))
    try:
        play_and_solve(page, puzzle, url)
        assert not errors, errors[:3]
    finally:
        blog_requests_ok(page, site, url)


def play_and_solve(page, puzzle, url):
    page.goto(url)
    frame = page.wait_for_selector("#f").content_frame()
    assert frame.evaluate("origin") == "null"  # sandboxed: an opaque origin
    expect(frame.locator(".storage-note")).to_have_text(NOT_KEPT)  # the game is kept in memory only
    plays.PLAYS[puzzle](frame)
    played = plays.fitted(page.locator("#f"), frame)
    if puzzle == "bee":  # the hints open: the frame grows; closed: it shrinks back
        frame.locator(".bee-play summary", has_text="Hints").click()
        expect(frame.locator(".bee-play .bee-lengths")).to_be_visible()
        assert plays.fitted(page.locator("#f"), frame) > played + 200
        frame.locator(".bee-play summary", has_text="Hints").click()
        expect(frame.locator(".bee-play .bee-lengths")).to_be_hidden()
        assert plays.fitted(page.locator("#f"), frame) == played
    frame.get_by_role("tab", name=plays.SOLVE_TABS[puzzle]).click()
    plays.SOLVES[puzzle](frame)
    assert plays.fitted(page.locator("#f"), frame) <= SCREEN
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]  # nothing sticks out
