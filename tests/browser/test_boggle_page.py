"""The Boggle section in real headless Chromium: what a person sees.

One page load per test; each test checks several things (the machine is shared and slow).
perslatgsineters on ENABLE, 3+ letters: 3,623 points, 1,044 words; its grid, row-major:
    P E R S      0  1  2  3
    L A T G      4  5  6  7
    S I N E      8  9 10 11
    T E R S     12 13 14 15
"""
import re

import pytest
from playwright.sync_api import expect

from pysolvers import api
from tests.harness.browser import local_today


BEST = "perslatgsineters"
# What Solve shows by default (offensive words hidden), asked of the same API; the seed's figure with them shown
_HIDDEN = api.call("boggle.solve", {"board": BEST, "offensive": "hide"})
SOLVED = (f"{_HIDDEN['score']:,} points · {_HIDDEN['word_count']:,} words of 3+ letters · "
          f"{_HIDDEN['offensive_hidden']} offensive words hidden")
SEED_FIGURE = "3,623 points · 1,044 words of 3+ letters"
PLAYED = _HIDDEN  # Play leaves them out too


def summary(page):
    return page.locator("#boggle-solve .summary")


def test_solve_the_best_board_paths_bad_grids_cells_and_back(page, site):
    page.goto(site + "#boggle")
    letters = page.get_by_label("Letters", exact=True)
    letters.fill(BEST)
    letters.press("Enter")
    expect(summary(page)).to_have_text(SOLVED)
    expect(page).to_have_url(re.compile(r"#boggle/perslatgsineters$"))
    expect(page.locator("#boggle-solve .boggle-word")).to_have_count(_HIDDEN["word_count"])
    page.get_by_label("Show offensive words").check()   # the seed's figure, every word of ENABLE
    expect(summary(page)).to_have_text(SEED_FIGURE)
    expect(page.locator("#boggle-solve .boggle-word")).to_have_count(1044)
    # words by length, longest first; hovering one numbers its path on the grid and draws a line
    expect(page.locator("#boggle-solve .boggle-group h3").first).to_contain_text("12 letters")
    cells = page.locator("#boggle-solve .boggle-cell")
    page.get_by_role("button", name="replastering, 11 points").hover()
    expect(cells.locator("xpath=self::*[contains(@class, 'on')]")).to_have_count(12)
    expect(cells.nth(2).locator(".boggle-step")).to_have_text("1")   # r, then e, p, l, a, s, …
    expect(cells.nth(1).locator(".boggle-step")).to_have_text("2")
    expect(page.locator("#boggle-solve .boggle-line")).to_have_count(1)
    page.mouse.move(0, 0)
    page.get_by_role("button", name="pert, 1 point").focus()             # focus works like hover
    expect(cells.locator("xpath=self::*[contains(@class, 'on')]")).to_have_count(4)
    expect(cells.nth(6).locator(".boggle-step")).to_have_text("4")
    # bad grids: the API's message right next to the Letters field
    next_to_letters = page.locator(".field:has(#boggle-letters) + #boggle-solve-error")
    for text, message in ((BEST[:15], "you gave 15"), ("pers1atgsineters", "'1'"), ("a" * 49, "7×7")):
        letters.fill(text)
        letters.press("Enter")
        expect(next_to_letters).to_contain_text(message)
        expect(letters).to_have_attribute("aria-invalid", "true")
    # cell by cell on a 3×3: q shows as Qu, arrows move, Enter solves
    page.locator("#boggle-solve").get_by_label("Size", exact=True).select_option("3")
    page.get_by_label("Row 1, column 1").focus()
    page.keyboard.type("qitesaxxx")
    expect(page.get_by_label("Row 1, column 1")).to_have_value("Qu")
    expect(letters).to_have_value("QITESAXXX")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowLeft")
    expect(page.get_by_label("Row 2, column 2")).to_be_focused()
    page.keyboard.type("o")                                             # q i t / e o a / x x x
    expect(letters).to_have_value("QITEOAXXX")
    page.keyboard.press("Enter")
    expect(summary(page)).to_contain_text("words of 3+ letters")
    expect(next_to_letters).to_be_hidden()
    expect(page.get_by_role("button", name=re.compile(r"^quoit, 2 points"))).to_have_count(1)  # Qu counts two letters
    expect(page).to_have_url(re.compile(r"#boggle/qiteoaxxx$"))
    # Back: the best board again, from its share URL
    page.go_back()
    expect(summary(page)).to_have_text(SEED_FIGURE)  # the toggle stays as the person left it
    expect(letters).to_have_value(BEST.upper())


def test_generate_compare_and_optimize_with_cancel(page, site):
    page.goto(site + "#boggle")
    page.get_by_role("tab", name="Generate").click()
    gen = page.locator("#boggle-generate")
    gen.get_by_label("Method", exact=True).select_option("dice-big")
    expect(gen.get_by_label("Size", exact=True)).to_have_value("5")
    expect(gen.get_by_label("Size", exact=True)).to_be_disabled()
    gen.get_by_label("Method", exact=True).select_option("greedy-cad")
    expect(gen.get_by_label("Size", exact=True)).to_be_enabled()
    gen.get_by_label("Size", exact=True).select_option("4")
    page.get_by_role("button", name="New board", exact=True).click()
    expect(page.locator(".boggle-gen-info")).to_have_text(re.compile(r"^greedy-cad: [\d,]+ points · [\d,]+ words$"))
    expect(page.get_by_role("table", name="Generated board").locator(".boggle-letter")).to_have_text([re.compile(r"^[A-Z]|Qu$")] * 16)
    # the comparison: a few boards per method, bars for each, then a table of the means
    page.get_by_text("Compare the methods").click()
    page.get_by_label("Boards per method").fill("3")
    page.get_by_role("button", name="Compare", exact=True).click()
    expect(page.locator(".boggle-cmp-status")).to_have_text("Done: 11 methods × 3 boards of 4×4.")
    expect(page.locator(".boggle-bars rect.boggle-bar-score")).to_have_count(11 + 1)  # + the legend's
    expect(page.locator(".boggle-bars rect.boggle-bar-words")).to_have_count(11 + 1)
    expect(page.locator("#boggle-generate .chart-table tbody tr")).to_have_count(11)
    expect(page.locator("#boggle-generate .chart-table tbody tr").nth(7)).to_contain_text("greedy-cad")
    # the optimizer: a live best score and board, a chart, and Cancel keeps the best so far
    page.get_by_role("tab", name="Optimize").click()
    page.get_by_label("Seconds").fill("300")
    page.get_by_role("button", name="Search", exact=True).click()
    status = page.locator(".boggle-opt-status")
    expect(status).to_have_text(re.compile(r"^Best so far: [\d,]+ points$"))
    expect(page.locator(".boggle-opt-chart path.boggle-opt-line")).to_have_count(1)
    # climbing (the default) shows the spread of the chains' current boards beside the best
    expect(page.locator("#boggle-optimize .progress")).to_contain_text(re.compile(r"chains [\d,]+–[\d,]+"))
    expect(page.locator(".boggle-opt-chart path.boggle-opt-high")).to_have_count(1)
    expect(page.get_by_role("table", name="Best board so far").locator(".boggle-cell")).to_have_count(16)
    page.locator("#boggle-optimize .progress").get_by_role("button", name="Cancel").click()
    expect(status).to_have_text(re.compile(r"^Stopped\. Best so far: [\d,]+ points \([a-z]{16}\)$"))
    board = re.search(r"\(([a-z]{16})\)", status.inner_text()).group(1)
    expect(page.get_by_role("table", name="Best board so far")).to_be_visible()
    page.locator("#boggle-optimize").get_by_role("button", name="Solve this board").click()
    expect(summary(page)).to_contain_text("points")
    expect(page).to_have_url(re.compile(rf"#boggle/{board}$"))


def test_play_words_typed_dragged_and_clicked_then_the_missed_words(page, site):
    page.goto(site + f"#boggle/play/{BEST}")
    score = page.locator(".boggle-score")
    expect(score).to_have_text("0 points · 0 words")
    expect(page.get_by_role("tab", name="Play")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("timer")).to_have_text(re.compile(r"^(3:00|2:5\d)$"))
    expect(page.locator(".boggle-word")).to_have_count(0)  # a play link never shows the answers
    guess = page.get_by_label("Your word")
    error = page.locator(".field:has(#boggle-guess) + #boggle-guess-error")
    guess.fill("plaster")
    guess.press("Enter")
    expect(score).to_have_text("5 points · 1 word")
    for word, reason in (("zebra", "ZEBRA is not on the grid"), ("pe", "too short"), ("plaster", "already found"),
                         ("pela", "not in the word list")):
        guess.fill(word)
        guess.press("Enter")
        expect(error).to_contain_text(reason)
    expect(score).to_have_text("5 points · 1 word")
    # drag across P E R T (cells 0 1 2 6)
    cells = page.get_by_role("grid", name=re.compile("^Board: drag")).locator(".boggle-cell")
    centre = [(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2) for b in (cells.nth(i).bounding_box() for i in range(16))]
    page.mouse.move(*centre[0])
    page.mouse.down()
    for i in (1, 2, 6):
        page.mouse.move(*centre[i], steps=6)
    page.mouse.up()
    expect(score).to_have_text("6 points · 2 words")
    expect(error).to_be_hidden()
    # click S A T (cells 8 5 6) in order, then the last again to send
    for i in (8, 5, 6):
        cells.nth(i).click()
    expect(guess).to_have_value("sat")
    cells.nth(6).click()
    expect(score).to_have_text("7 points · 3 words")
    # the keyboard: one tab stop on the board, arrows move, Enter picks a cell (the last again sends)
    expect(cells.nth(6)).to_have_attribute("tabindex", "0")
    cells.nth(8).focus()
    for key in ("Enter", "ArrowRight", "Enter", "ArrowRight", "Enter", "ArrowRight", "Enter"):   # S I N E
        page.keyboard.press(key)
    expect(guess).to_have_value("sine")
    page.keyboard.press("Enter")
    expect(score).to_have_text("8 points · 4 words")
    expect(page.get_by_role("list", name="Found words").get_by_role("listitem")).to_have_text(["sine1 point", "sat1 point", "pert1 point", "plaster5 points"])
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the answers?").click()  # Give up asks once more, in every puzzle
    end = page.locator(".boggle-end-summary")
    # play leaves offensive words out: the board's words as Python gives them with offensive "hide"
    assert PLAYED["word_count"] < 1044 and PLAYED["score"] < 3623
    expect(end).to_have_text(f"You found 4 of {PLAYED['word_count']:,} words: 8 of {PLAYED['score']:,} points (0.2 %).")
    expect(page.locator(".boggle-all li.found")).to_have_count(4)
    expect(page.locator(".boggle-all li.missed")).to_have_count(PLAYED['word_count'] - 4)
    expect(page.locator(".boggle-all .boggle-group h3").first).to_have_text("12 letters · found 0 of 1")
    expect(guess).to_be_disabled()
    # the board of the day, by the person's local date, on a route that names the date only
    today = local_today(page)
    page.get_by_role("button", name="Board of the day", exact=True).click()
    expect(page.locator(".boggle-play-title")).to_contain_text(f"Board of the day, {today} (4×4)")
    expect(score).to_have_text("0 points · 0 words")
    expect(page).to_have_url(re.compile(rf"#boggle/play/day/{today}$"))


def test_offline_after_one_visit_solves_and_plays_and_share_urls_restore(page, context, site):
    page.goto(site + "#boggle")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    context.set_offline(True)
    page.goto(site + f"#boggle/{BEST}")
    page.reload()
    expect(summary(page)).to_have_text(SOLVED)
    page.goto(site + "#boggle/play/day/2026-11-21/5x5")
    expect(page.locator(".boggle-play-title")).to_contain_text("Board of the day, 2026-11-21 (5×5)")
    expect(page.get_by_role("grid", name=re.compile("^Board: drag")).locator(".boggle-cell")).to_have_count(25)
    page.get_by_label("Your word").fill("zzzz")
    page.get_by_label("Your word").press("Enter")
    expect(page.locator("#boggle-guess-error")).to_contain_text("ZZZZ is not on the grid")
    page.goto(site + f"#boggle/play/{BEST}")
    page.get_by_label("Your word").fill("plaster")
    page.get_by_label("Your word").press("Enter")
    expect(page.locator(".boggle-score")).to_have_text("5 points · 1 word")
    context.set_offline(False)


def test_embeds_iframe_and_custom_element_and_the_embed_code(page, site, embeds):
    frame, el = embeds("boggle.html", f"puzzle=boggle&mode=solve&board={BEST}", f'puzzle="boggle" mode="play" board="{BEST}"')
    expect(frame.locator("#boggle-solve .summary")).to_have_text(SOLVED)
    expect(el.locator(".boggle-score")).to_have_text("0 points · 0 words")
    el.get_by_label("Your word").fill("plaster")
    el.get_by_label("Your word").press("Enter")
    expect(el.locator(".boggle-score")).to_have_text("5 points · 1 word")
    # the app's "Copy embed code" gives both snippets with the state's fields
    page.goto(site + f"#boggle/play/{BEST}")
    expect(page.locator(".boggle-score")).to_have_text("0 points · 0 words")
    page.locator("#boggle").get_by_role("button", name="Copy embed code").click()
    assert f"embed/frame.html?puzzle=boggle&amp;mode=play&amp;board={BEST}&amp;size=4" in page.get_by_label("Iframe embed").input_value()
    assert f'<wordloom-puzzle puzzle="boggle" mode="play" board="{BEST}" size="4">' in page.get_by_label("Custom element").input_value()


def test_minutes_the_browser_cannot_read_as_a_number_are_said_not_taken_for_the_default(page, site):
    """"1e" or "--3" in <input type=number> reads as "" (blank: the default); the page asks the
    input (validity.badInput) and says so beside the field, in its own label, with the solver's sentence."""
    page.goto(site + f"#boggle/play/{BEST}")
    timer = page.get_by_role("timer")
    expect(timer).to_have_text(re.compile(r"^(3:00|2:5\d)$"))
    minutes = page.get_by_label("Minutes", exact=True)
    error = page.locator(".field:has(#boggle-minutes) + #boggle-play-start-error")
    for typed, button in (("1e", "Board of the day"), ("--3", "Random board")):
        minutes.fill("")
        minutes.press_sequentially(typed)
        assert minutes.evaluate("(i) => i.validity.badInput && i.value === ''")
        page.get_by_role("button", name=button).click()
        expect(error).to_have_text("Minutes must be a number; you gave text that is not a number.")
        expect(minutes).to_have_attribute("aria-invalid", "true")
        expect(page.locator(".boggle-play-title")).to_have_text(f"Board {BEST.upper()}")  # no new game on the default 3 minutes:
        expect(page).to_have_url(re.compile(rf"#boggle/play/{BEST}$"))                    # the one on screen stays
    minutes.fill("2")  # a number again: the day's board, for 2 minutes
    page.get_by_role("button", name="Board of the day").click()
    expect(timer).to_have_text(re.compile(r"^(2:00|1:5\d)$"))
    expect(error).to_be_hidden()
