"""axe-core (npm, the package-lock's version) finds no violation, of any impact, anywhere: every tab
of the five puzzles (opened on a state that fills it) on a computer's screen and on a phone's, the
page around them with the About panel open, and the embeds (an iframe of embed.html and a
<wordloom-puzzle> element, checked in the blog post of another origin that holds them); each in
the light scheme, and checked for contrast in the dark one. The Play views mid-game and once the game is over are checked by
test_screen_reader.py, which plays them. No rule is turned off.

One page serves the module: Python starts once."""
import pytest
from playwright.sync_api import expect

from tests.harness.a11y import HOST, a11y_page, a11y_turn, axe_violations, light_and_dark
from tests.harness.browser import blog_requests_ok, settle

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
# Each puzzle opened on a state that fills its views (a solved board, a method's answer), small
# boards where the size changes nothing but axe's time (a Bee board with words the NYT probably
# rejects; a 3×3 Boggle board).
OPEN = {
    "bee": "#bee/fhlmoru/h",
    "letterboxed": "#letterboxed/vyq-fig-ote-xlu",
    "boggle": "#boggle/lntlmnemo",
    "anigrams": "#anigrams/deir",
    "tiles": "#tiles/2/20",
}
SETTLED = """(id) => ![...document.getElementById(id).querySelectorAll('.progress, [aria-busy=true]')]
    .some((e) => e.checkVisibility())"""


@pytest.fixture(scope="module")
def checked(browser, site):
    page = a11y_page(browser)
    yield page
    page.context.close()


@pytest.fixture
def axe_page(checked, site):
    with a11y_turn(checked, site):
        checked.set_viewport_size(DESKTOP)
        yield checked
        checked.emulate_media(color_scheme="light")


def each_view(page, puzzle):
    """Open each tab of a puzzle in turn, once its work is done (no progress bar, nothing busy)."""
    tabs = page.locator(f"#{puzzle} [role=tab]")
    expect(tabs.first).to_be_visible()
    for i in range(tabs.count()):
        tab = tabs.nth(i)
        tab.click()
        expect(tab).to_have_attribute("aria-selected", "true")
        settle(page)  # its work answered (a progress bar shows only after 250 ms: none may show yet)
        page.wait_for_function(SETTLED, arg=puzzle, polling=100)
        yield tab.inner_text()


def test_the_page_with_the_about_panel_open(axe_page, site):
    # first: the whole page is checked while only one puzzle is mounted in it
    page = axe_page
    page.goto(site + OPEN["bee"])
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    page.locator("#about > summary").click()
    expect(page.locator("#credits")).not_to_contain_text("Loading")
    found = light_and_dark(page, "the page, About open")
    page.set_viewport_size(PHONE)
    found += axe_violations(page, "the page, About open (phone)")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("puzzle", list(OPEN))
def test_every_view_of_the_puzzle(axe_page, site, puzzle):
    page = axe_page
    page.goto(site + OPEN[puzzle])
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    found = []
    for tab in each_view(page, puzzle):
        found += light_and_dark(page, f"{puzzle} / {tab}", within=f"#{puzzle}")
    page.set_viewport_size(PHONE)
    for tab in each_view(page, puzzle):
        found += axe_violations(page, f"{puzzle} / {tab} (phone)", within=f"#{puzzle}")
    assert not found, "\n".join(found)


def test_the_embeds(axe_page, site, blog):
    page = axe_page
    url = blog("a11y.html", HOST.format(f"""
      <iframe id="frame" title="Spelling Bee" src="{site}embed.html?puzzle=bee&letters=aeginrt&center=r&mode=play"
        style="width:100%;height:600px;border:0"></iframe>
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" puzzle="letterboxed" sides="vyq fig ote xlu"></wordloom-puzzle>"""))
    page.goto(url)
    page.evaluate("document.documentElement.lang = 'en'")  # the blog's language (the fixture's page names none)
    frame = page.wait_for_selector("#frame").content_frame()
    element = page.locator("#el")
    element.scroll_into_view_if_needed()  # it starts once seen
    expect(frame.locator(".bee-rank-name")).not_to_be_empty()
    expect(element.locator(".lb-results .lb-sol").first).to_be_visible()
    found = light_and_dark(page, "a blog with embed.html (bee play) and <wordloom-puzzle> (letter boxed solve)")
    page.set_viewport_size(PHONE)
    found += axe_violations(page, "the same blog (phone)")
    assert not found, "\n".join(found)
    blog_requests_ok(page, site, url)
