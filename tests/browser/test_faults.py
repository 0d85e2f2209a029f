"""Faults a real visitor meets, in Chromium: storage blocked or full, saved games replaced by garbage,
the network cut in the middle of a new version's install, hostile or huge word lists.

Each test breaks one thing the way a browser or a person would, then checks that every puzzle still
plays, that the page says what it can't do, and that no error escapes.
"""
import functools
import json

from playwright.sync_api import expect

from pysolvers import api

DAY = "2026-11-21"


@functools.cache
def anigrams_word() -> str:
    """The first word of the Anigrams game of DAY, from CPython (the same API the page asks)."""
    return api.call("anigrams.game", {"date": DAY})["steps"][0]["words"][0]


def play_bee(page):
    page.goto(page.site + "#bee/play/dilmnox/x")
    guess = page.locator("#bee").get_by_label("Your word")
    guess.fill("minx")
    guess.press("Enter")
    expect(page.locator("#bee .bee-message")).to_have_text("Good! +1 — Good Start!")


def play_letterboxed(page):
    page.goto(page.site + "#letterboxed/play/vyq-fig-ote-xlu")
    word = page.locator("#letterboxed").get_by_role("textbox", name="Your word", exact=True)
    expect(word).to_be_enabled()
    word.press_sequentially("fox")
    word.press("Enter")
    expect(page.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_text(["FOX"])


def play_boggle(page):
    page.goto(page.site + "#boggle/play/perslatgsineters")
    guess = page.locator("#boggle").get_by_label("Your word")
    guess.fill("plaster")
    guess.press("Enter")
    expect(page.locator(".boggle-score")).to_have_text("5 points · 1 word")


def play_anigrams(page):
    page.goto(page.site + f"#anigrams/play/{DAY}")
    word = anigrams_word()
    guess = page.locator("#anigrams").get_by_label("Your word")
    guess.fill(word)
    guess.press("Enter")
    expect(page.locator(".anig-status")).to_contain_text(f"{word.upper()} is right")


def play_tiles(page):
    page.goto(page.site + "#tiles/2/play/set/ed-pi-ti")
    guess = page.locator("#tiles").get_by_label("Your word")
    guess.fill("pitied")
    guess.press("Enter")
    expect(page.locator(".tiles-counter")).to_have_text("1 / 7 found")


PLAYS = (play_bee, play_letterboxed, play_boggle, play_anigrams, play_tiles)


def play_every_puzzle(page, site):
    """Start a game in each of the five puzzles and enter a right word."""
    page.site = site
    for play in PLAYS:
        play(page)


# --- storage blocked or full ----------------------------------------------------------------------

# What a cross-site iframe with third-party storage blocked sees: reading `localStorage` throws.
BLOCK_STORAGE = """
Object.defineProperty(window, "localStorage", { configurable: true,
  get() { throw new DOMException("Access is denied for this document.", "SecurityError"); } });
"""

# Fill this origin's localStorage to its quota, as another app on the same origin might have.
FILL_STORAGE = """() => {
  let size = 1 << 20, i = 0;
  while (size >= 1) {
    try { localStorage.setItem(`filler-${i++}`, "x".repeat(size)); } catch { size = Math.floor(size / 2); }
  }
  return i;
}"""

NOT_KEPT = "This browser keeps no data for this site: games in progress are not kept after you leave."


def test_storage_blocked_every_puzzle_plays_and_the_page_says_nothing_is_kept(page, context, site):
    context.add_init_script(BLOCK_STORAGE)
    page.goto(site)
    assert page.evaluate("(() => { try { localStorage; return false; } catch { return true; } })()")
    expect(page.locator("#storage-status")).to_have_text(NOT_KEPT)
    expect(page.locator("#storage-status")).to_be_visible()
    play_every_puzzle(page, site)
    page.reload()  # nothing was kept: the Bee's game starts over
    page.goto(site + "#bee/play/dilmnox/x")
    expect(page.locator("#bee .bee-found li")).to_have_count(0)


def test_storage_blocked_in_embeds_on_another_origin(page, context, site, embeds):
    context.add_init_script(BLOCK_STORAGE)  # every frame: the blog, its iframe, the element
    frame, el = embeds("blocked.html", "puzzle=bee&letters=dilmnox&center=x&mode=play",
                       'puzzle="bee" letters="aeginrt" center="r" mode="play"')
    for root in (frame, el):
        expect(root.locator(".storage-note")).to_have_text(NOT_KEPT)
    frame.get_by_label("Your word").fill("minx")
    frame.get_by_label("Your word").press("Enter")
    expect(frame.locator(".bee-message")).to_have_text("Good! +1 — Good Start!")
    el.get_by_label("Your word").fill("granite")
    el.get_by_label("Your word").press("Enter")
    expect(el.locator(".bee-message")).to_have_text("Pangram! +14")


def test_storage_full_at_load_or_later_every_puzzle_plays_and_the_page_says_so(page, site):
    page.goto(site + "#bee")
    expect(page.locator("#storage-status")).to_be_hidden()  # storage works: nothing to say
    assert page.evaluate(FILL_STORAGE) > 1  # now full, mid-visit
    play_every_puzzle(page, site)
    expect(page.locator("#storage-status")).to_have_text(NOT_KEPT)  # the first save that failed told
    expect(page.locator("#storage-status")).to_be_visible()
    page.reload()  # full from the start: said at once, and every puzzle still plays
    expect(page.locator("#storage-status")).to_be_visible()
    play_every_puzzle(page, site)
    page.evaluate("localStorage.clear()")
