"""The letter-pair tiles section in real headless Chromium: what a person sees.

One page load per test; each test checks several things (the machine is shared and slow).
"""
import re

import pytest
from playwright.sync_api import expect

from pysolvers import api

# What Solve shows by default on American English (offensive words left out), asked of the same API;
# the seed's own figures (174 maxfreq, 296 subtractive) hold with "Show offensive words"
SHOWN = {"dictionary": "american-english", "offensive": "hide"}
MAXFREQ = api.call("tiles.optimize", {"count": 20, "method": "maxfreq", **SHOWN})["word_count"]
SUBTRACTIVE = api.call("tiles.optimize", {"count": 20, "method": "subtractive", **SHOWN})["word_count"]
SEARCHED = "al ar ca co de ed er es in li ng nt pe ra re ri st te ti ve".split()
SEARCHED_WORDS = api.call("tiles.formable", {"tiles": SEARCHED, **SHOWN})["word_count"]

SEED_WORDS = ["ed", "pi", "pied", "pitied", "ti", "tied", "tipi"]


def summary(page):
    return page.locator("#tiles-solve .summary")


def words(page):
    return page.get_by_role("list", name="Words", exact=True).get_by_role("listitem")


def cell(page, tile):
    return page.get_by_role("gridcell", name=tile, exact=True)


def test_clicking_the_seeds_tiles_lists_its_words_and_the_keyboard_works(page, site):
    page.goto(site + "#tiles")
    expect(page.get_by_label("Word list")).to_have_value("american-english")  # the seed's list
    expect(page.get_by_role("grid", name="All tiles").get_by_role("gridcell")).to_have_count(676)
    for tile in ("ed", "pi", "ti"):
        cell(page, tile).click()
    expect(summary(page)).to_have_text("7 words from 3 tiles")
    expect(words(page)).to_have_text(SEED_WORDS)
    expect(cell(page, "pi")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_label("Chosen tiles")).to_have_value("ed pi ti")
    # the heat map: a tile that would add words says how many
    expect(cell(page, "es")).to_have_attribute("title", re.compile(r"es: would add \d+ word"))
    expect(page).to_have_url(re.compile(r"#tiles/2/set/ed-pi-ti$"))
    # keyboard: the clicked cell holds the roving tab stop; arrows move it, Enter and Space toggle
    expect(cell(page, "ti")).to_have_attribute("tabindex", "0")
    page.keyboard.press("ArrowUp")      # si
    page.keyboard.press("ArrowRight")   # sj
    page.keyboard.press("ArrowUp")      # rj
    page.keyboard.press("ArrowLeft")    # ri
    expect(cell(page, "ri")).to_be_focused()
    expect(cell(page, "ti")).to_have_attribute("tabindex", "-1")
    page.keyboard.press("ArrowLeft")    # rh
    page.keyboard.press("ArrowLeft")    # rg
    page.keyboard.press("ArrowUp")      # qg
    page.keyboard.press("ArrowUp")      # pg
    page.keyboard.press("ArrowRight")   # ph
    page.keyboard.press("ArrowRight")   # pi
    page.keyboard.press("Enter")        # pi out
    expect(summary(page)).to_have_text("3 words from 2 tiles")
    expect(words(page)).to_have_text(["ed", "ti", "tied"])
    page.keyboard.press(" ")            # pi back in
    expect(summary(page)).to_have_text("7 words from 3 tiles")
    # a typed tileset with a bad tile: the message sits next to the Chosen tiles field
    page.get_by_label("Chosen tiles").fill("ed pit")
    page.get_by_label("Chosen tiles").press("Enter")
    expect(page.locator(".field:has(#tiles-chosen) + #tiles-set-error")).to_contain_text('"pit" has 3 letters')


def test_run_subtractive_bad_input_cancel_a_search_and_the_chart(page, site):
    page.goto(site + "#tiles")
    n = page.get_by_label("N", exact=True)
    error_next_to_n = page.locator(".field:has(#tiles-count) + #tiles-run-error")
    for value, message in (("0", "between 1 and 676"), ("100000", "you gave 100000")):
        n.fill(value)
        n.press("Enter")
        expect(error_next_to_n).to_contain_text(message)
        expect(n).to_have_attribute("aria-invalid", "true")
    n.fill("20")
    page.get_by_role("button", name="Run").click()
    expect(summary(page)).to_have_text(f"{SUBTRACTIVE} words from 20 tiles (subtractive)")
    expect(words(page)).to_have_count(SUBTRACTIVE)
    expect(error_next_to_n).to_be_hidden()
    expect(page.get_by_role("grid").locator("[aria-selected=true]")).to_have_count(20)
    expect(page).to_have_url(re.compile(r"#tiles/2/20$"))

    # a long search reports its rounds and best count, and Cancel stops it
    page.get_by_label("Method", exact=True).select_option("search")
    page.get_by_label("Search time (s)").fill("120")
    page.get_by_role("button", name="Run").click()
    bar = page.locator("#tiles-solve .progress")
    expect(bar).to_contain_text(re.compile(r"Round \d+ · best so far \d+ words"))
    bar.get_by_role("button", name="Cancel").click()
    expect(summary(page)).to_contain_text("Stopped. The best found so far:")
    expect(bar).to_be_hidden()
    expect(page.get_by_role("button", name="Run")).to_be_enabled()

    # the chart: computed in the worker, drawn from the partial series, with a table of the numbers
    page.get_by_role("tab", name="Chart").click()
    page.get_by_label("search", exact=True).uncheck()
    page.get_by_label("to", exact=True).fill("20")
    page.get_by_role("button", name="Draw chart").click()
    expect(page.locator(".tiles-chart-status")).to_contain_text("Done")
    table = page.locator(".tiles-chart-table")
    expect(table.get_by_role("row", name=re.compile("^subtractive"))).to_have_text(re.compile(r"subtractive\s*16\s*68\s*157\s*296"))
    expect(table.get_by_role("row", name=re.compile("^maxfreq"))).to_have_text(re.compile(r"maxfreq\s*2\s*38\s*90\s*174"))
    expect(page.locator(".tiles-chart-svg circle")).to_have_count(8)
    expect(page.locator(".tiles-chart-svg path")).to_have_count(2)
    # with a slow search the lines grow point by point (the partial series), and Cancel keeps them
    page.get_by_label("search", exact=True).check()
    page.get_by_label("Search seconds per point").fill("6")  # the most the solver allows per point
    page.get_by_role("button", name="Draw chart").click()
    expect(table.get_by_role("row", name=re.compile("^search"))).to_contain_text("…")
    expect(page.locator(".tiles-chart-svg circle")).to_have_count(8)  # the greedy points, drawn before the search's
    page.locator(".tiles-chart .progress").get_by_role("button", name="Cancel").click()
    expect(page.locator(".tiles-chart-status")).to_have_text("Stopped: the chart shows the points computed so far.")


def test_play_counts_found_words_and_explains_bad_ones(page, site):
    page.goto(site + "#tiles/2/play/set/ed-pi-ti")
    counter = page.locator(".tiles-counter")
    expect(counter).to_have_text("0 / 7 found")
    expect(page.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("list", name="Your tiles").get_by_role("button")).to_have_count(3)
    expect(page.get_by_text("pitied")).to_have_count(0)  # a play link never shows the answers
    guess = page.get_by_label("Your word")
    guess.fill("tide")
    guess.press("Enter")
    expect(page.locator(".field:has(#tiles-guess) + #tiles-guess-error")).to_have_text("“tide”: No tile de in the set.")
    expect(counter).to_have_text("0 / 7 found")
    guess.fill("Pitied")
    guess.press("Enter")
    expect(counter).to_have_text("1 / 7 found")
    expect(page.locator("#tiles-guess-error")).to_be_hidden()
    guess.fill("pitied")
    guess.press("Enter")
    expect(page.locator(".tiles-guess-note")).to_contain_text("already found")
    page.get_by_role("button", name="Add ti").click()   # the rack's tiles type themselves
    page.get_by_role("button", name="Add ed").click()
    expect(guess).to_have_value("tied")
    guess.press("Enter")
    expect(counter).to_have_text("2 / 7 found")
    give_up = page.locator("#tiles-play .give-up")
    give_up.click()  # Give up asks once more: two presses
    give_up.click()
    expect(counter).to_have_text("2 / 7 found · you gave up")
    all_words = page.get_by_role("list", name="All the words").get_by_role("listitem")
    expect(all_words).to_have_count(7)
    expect(page.locator(".tiles-found li.found")).to_have_count(2)
    # the puzzle of the day, by the person's local date, on a route that names the date, not the words
    today = page.evaluate("(() => { const d = new Date(); return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0'); })()")
    page.get_by_role("button", name="Puzzle of the day").click()
    expect(page.locator(".tiles-play-title")).to_have_text(f"Puzzle of the day, {today}")
    expect(counter).to_have_text(re.compile(r"^0 / \d+ found$"))
    expect(page).to_have_url(re.compile(rf"#tiles/2/play/10/day/{today}$"))
    expect(page.get_by_role("list", name="Your tiles").get_by_role("button")).to_have_count(10)


def test_share_urls_restore_and_back_forward(page, site):
    page.goto(site + "#tiles/2/20/maxfreq")
    expect(summary(page)).to_have_text(f"{MAXFREQ} words from 20 tiles (maxfreq)")
    expect(page.get_by_label("Method", exact=True)).to_have_value("maxfreq")
    expect(page.get_by_label("N", exact=True)).to_have_value("20")
    # a searched set travels as its tiles (the search is not re-run)
    page.goto(site + "#tiles/2/20/search/set/al-ar-ca-co-de-ed-er-es-in-li-ng-nt-pe-ra-re-ri-st-te-ti-ve")
    expect(summary(page)).to_have_text(f"{SEARCHED_WORDS} words from 20 tiles")
    expect(page.get_by_label("Method", exact=True)).to_have_value("search")
    cell(page, "al").click()
    expect(summary(page)).to_have_text(re.compile(r"^\d+ words from 19 tiles$"))
    expect(page).to_have_url(re.compile(r"#tiles/2/set/ar-ca-co-"))
    page.go_back()
    expect(summary(page)).to_have_text(f"{SEARCHED_WORDS} words from 20 tiles")
    page.go_back()
    expect(summary(page)).to_have_text(f"{MAXFREQ} words from 20 tiles (maxfreq)")
    page.get_by_label("Show offensive words").check()  # the seed's figure
    expect(summary(page)).to_have_text("174 words from 20 tiles (maxfreq)")
    page.get_by_label("Show offensive words").uncheck()
    page.go_forward()
    expect(summary(page)).to_have_text(f"{SEARCHED_WORDS} words from 20 tiles")
    # single letters, and ENABLE from the route
    page.goto(site + "#tiles/1/set/e-i-p-t/enable")
    expect(page.get_by_role("grid").get_by_role("gridcell")).to_have_count(26)
    expect(page.get_by_label("Word list")).to_have_value("enable")
    expect(summary(page)).to_have_text(re.compile(r"^\d+ words from 4 tiles$"))
    expect(words(page).filter(has_text=re.compile("^tip$"))).to_have_count(1)
    expect(words(page).filter(has_text=re.compile("^tipi$"))).to_have_count(0)  # each tile is used once


def test_solves_and_plays_offline_after_one_visit(page, context, site):
    page.goto(site + "#tiles")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    context.set_offline(True)
    page.goto(site + "#tiles/2/20")
    page.reload()
    expect(summary(page)).to_have_text(f"{SUBTRACTIVE} words from 20 tiles (subtractive)")
    page.goto(site + "#tiles/2/play/set/ed-pi-ti")
    page.get_by_label("Your word").fill("tipi")
    page.get_by_label("Your word").press("Enter")
    expect(page.locator(".tiles-counter")).to_have_text("1 / 7 found")
    context.set_offline(False)


def test_embeds_iframe_and_custom_element_and_the_embed_code(page, site, embeds):
    frame, el = embeds("tiles.html", "puzzle=tiles&mode=solve&tile_size=2&tiles=ed-pi-ti", 'puzzle="tiles" mode="play" tile_size="2" tiles="ed pi ti"')
    expect(frame.locator("#tiles-solve .summary")).to_have_text("7 words from 3 tiles")
    expect(frame.get_by_role("list", name="Words", exact=True).get_by_role("listitem")).to_have_count(7)
    expect(el.locator(".tiles-counter")).to_have_text("0 / 7 found")
    el.get_by_label("Your word").fill("pied")
    el.get_by_label("Your word").press("Enter")
    expect(el.locator(".tiles-counter")).to_have_text("1 / 7 found")
    # the app's "Copy embed code" gives both snippets with the state's fields
    page.goto(site + "#tiles/2/20/maxfreq")  # the state is set at once; no need to wait for the answer
    page.locator("#tiles").get_by_role("button", name="Copy embed code").click()
    assert "embed/frame.html?puzzle=tiles&amp;mode=solve&amp;tile_size=2&amp;count=20&amp;method=maxfreq" in page.get_by_label("Iframe embed").input_value()
    assert '<wordloom-puzzle puzzle="tiles" mode="solve" tile_size="2" count="20" method="maxfreq">' in page.get_by_label("Custom element").input_value()


def test_an_n_the_browser_cannot_read_as_a_number_is_said_not_taken_for_the_default(page, site):
    """"--3" in <input type=number> reads as "" (blank: the default N); the page says it is not a number."""
    page.goto(site + "#tiles")
    n = page.get_by_label("N", exact=True)
    error_next_to_n = page.locator(".field:has(#tiles-count) + #tiles-run-error")
    for typed in ("--3", "2e"):
        n.fill("")
        n.press_sequentially(typed)
        n.press("Enter")
        expect(error_next_to_n).to_have_text("N must be a whole number; you gave text that is not a number.")
        expect(n).to_have_attribute("aria-invalid", "true")
        expect(summary(page)).not_to_contain_text("words from")  # nothing ran on the default


def test_the_sizes_methods_and_half_tiles_are_the_catalogs(page, site):
    """The page holds no list of the solver's tile sizes or methods, nor which size takes half
    tiles: served a catalog that gives other ones, the form offers those."""
    def catalog(route):
        schema = route.fetch().json()
        actions = schema["actions"]
        actions["tiles.optimize"]["fields"]["method"].update(choices=["search", "subtractive"], default="search")
        actions["tiles.chart"]["fields"]["methods"]["choices"] = ["subtractive", "search"]
        actions["tiles.grid"]["facts"]["half_tiles_sizes"] = [1]
        route.fulfill(json=schema)

    page.route(re.compile(r"/api-schema\.json$"), catalog)
    page.goto(site + "#tiles")
    method = page.get_by_label("Method", exact=True)
    expect(method).to_have_value("search")
    expect(method.locator("option")).to_have_count(2)
    expect(page.get_by_label("Tile size")).to_have_value("2")
    half = page.get_by_label("Half tiles for odd lengths")
    expect(half).to_be_disabled()                # the catalog says half tiles go with size 1 here
    page.get_by_label("Tile size").select_option("1")
    expect(half).to_be_enabled()
    page.get_by_role("tab", name="Chart").click()
    expect(page.get_by_role("group", name="Methods").get_by_role("checkbox")).to_have_count(2)
