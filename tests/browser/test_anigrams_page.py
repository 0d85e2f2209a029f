"""The Anigrams section in real headless Chromium: exploring chains and playing games, as a person would.

The answers a test types come from the same API in CPython (pysolvers.api.call): a game is a pure
function of its date or seed, and both runtimes pick the same one (tests/cases_anigrams.py pins it).
"""
import functools
import json
import re

import pytest
from playwright.sync_api import expect

from pysolvers import api
from tests.harness.browser import clock_while_away, hold_time, seconds_on

DAY = "2026-11-21"


@functools.cache
def answers(params: str) -> dict:
    """The game for {"date": …} or {"seed": …}, words and all, from CPython."""
    game = api.call("anigrams.game", {**json.loads(params), "offensive": "hide"})  # play leaves offensive words out
    assert "error" not in game, game
    return game


def game_for(**params) -> dict:
    return answers(json.dumps(params))


def play_step(page, word):
    page.get_by_label("Your word").fill(word)
    page.get_by_label("Your word").press("Enter")
    expect(page.locator(".anig-status")).to_contain_text(f"{word.upper()} is right")


def test_explore_a_start_its_ladder_games_and_tree_then_beep_and_bad_input(page, site):
    page.goto(site + "#anigrams/deir")  # a share URL restores the explorer
    summary = page.locator(".anig-explore .summary")
    expect(summary).to_have_text("DEIR: longest chain 12 words · 19,214 games (4 to 9 letters)")
    expect(page.get_by_label("Start letters")).to_have_value("DEIR")
    rungs = page.get_by_role("list", name="Longest chain").get_by_role("listitem")
    expect(rungs).to_have_count(12)
    expect(rungs.first).to_contain_text("3 words: dire, ired, ride")
    expect(rungs.nth(1).locator("mark")).to_have_text("A")  # REDIA: the letter the step added is marked
    expect(rungs.nth(1)).to_contain_text("5 words: aider, aired, deair, irade, redia")
    expect(rungs.last.locator(".anig-word")).to_have_text("DISCOURAGEMENTS")

    # the tree: the next letters with their games; click (or Enter) goes deeper, Backspace and "Back up" return
    tree = page.locator(".anig-tree")
    node = tree.locator(".anig-node")
    crumbs = tree.get_by_role("navigation", name="Chain so far").get_by_role("listitem")
    expect(node).to_contain_text("DEIR (4 letters): dire, ired, ride · 19,214 games")
    plus_d = tree.locator('.anig-next-letter[data-letter="d"]')
    expect(plus_d).to_have_accessible_name("+D dried, redid 235 games · longest 9")
    plus_d.click()
    expect(node).to_contain_text("DDEIR (5 letters): dried, redid · 235 games")
    expect(crumbs).to_have_count(2)
    page.keyboard.press("Enter")  # focus is on the first next letter: keyboard only from here
    expect(crumbs).to_have_count(3)
    page.keyboard.press("Backspace")
    expect(crumbs).to_have_count(2)
    tree.get_by_role("button", name="Back up").click()
    expect(crumbs).to_have_count(1)

    # BEEP: one game, and its chain
    start = page.get_by_label("Start letters")
    start.fill("beep")
    start.press("Enter")
    expect(summary).to_have_text("BEEP: longest chain 6 words · 1 game (4 to 9 letters)")
    expect(rungs.locator(".anig-word")).to_have_text(["BEEP", "PLEBE", "BELEAP", "BELEAPT", "BEDPLATE", "BEDPLATES"])
    assert page.url.endswith("#anigrams/beep")
    page.locator("#anigrams").get_by_role("button", name="Copy embed code").click()
    assert 'embed/frame.html?puzzle=anigrams&amp;mode=solve&amp;start=beep"' in page.get_by_label("Iframe embed").input_value()
    assert '<wordloom-puzzle puzzle="anigrams" mode="solve" start="beep">' in page.get_by_label("Custom element").input_value()

    # bad input: the message next to the field, and no empty success
    error = page.locator("#anigrams-start-error")
    for letters, message in [
        ("die", "exactly 4 letters"),
        ("determines", "exactly 4 letters"),
        ("de1r", "Only the letters A to Z"),
        ("abcd", "No word in this word list uses exactly the letters ABCD"),
    ]:
        start.fill(letters)
        start.press("Enter")
        expect(error).to_contain_text(message)
        expect(start).to_have_attribute("aria-invalid", "true")
        expect(page.locator(".anig-ladder-box")).to_be_hidden()
        expect(summary).to_have_text("")
    start.fill("")  # no start: every start, offensive words left out (as Python counts them) …
    start.press("Enter")
    every = api.call("anigrams.count_all", {"offensive": "hide"})
    expect(summary).to_have_text(f"All {every['starts']:,} starts: longest chain 13 words · {every['games']:,} games (4 to 9 letters)")
    page.get_by_label("Show offensive words").check()  # … and with them, the seed's figures
    expect(summary).to_have_text("All 2,674 starts: longest chain 13 words · 4,510,515 games (4 to 9 letters)")
    expect(page.locator(".anig-explore .anig-note").nth(1)).to_contain_text("all ending in indeterminations or underestimations")
    expect(error).to_be_hidden()
    assert page.url.endswith("#anigrams/all")
    start.fill("RIDE")
    start.press("Enter")
    expect(summary).to_contain_text("DEIR: longest chain 12 words")

    # the slow first query on words-alpha shows progress and can be cancelled; the explorer works after
    page.get_by_label("Word list").select_option("words-alpha")
    start.press("Enter")
    expect(page.locator(".anig-explore .progress-text")).to_contain_text("First query on this word list")
    page.locator(".anig-explore").get_by_role("button", name="Cancel").click()
    expect(error).to_have_text("Stopped.")
    page.get_by_label("Word list").select_option("enable")
    page.get_by_role("button", name="Find chains").click()
    expect(summary).to_contain_text("DEIR: longest chain 12 words")


def test_play_a_game_to_the_end_with_a_hint_and_a_spoiler_free_result(page, context, site):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    game = game_for(date=DAY)
    steps = game["steps"]
    page.goto(site + f"#anigrams/play/{DAY}")  # a play link: names the day, never a word
    expect(page.locator(".anig-title")).to_have_text(f"Game of the day · {DAY} · No. {game['number']}")
    current = page.locator(".anig-rungs li.current .anig-tiles")
    expect(current).to_have_text(steps[0]["scrambled"].upper())
    later_words = {w for s in steps[1:] for w in s["words"]}
    shown = page.locator("body").inner_text().lower()
    assert not [w for w in later_words if w in shown]  # the page does not show what is to come

    guess, error = page.get_by_label("Your word"), page.locator("#anigrams-guess-error")
    letters = steps[0]["term"].upper()
    guess.fill("boat" if "b" not in steps[0]["term"] else "cot")
    guess.press("Enter")
    expect(error).to_contain_text(f"does not use the letters {letters}")
    expect(guess).to_have_attribute("aria-invalid", "true")
    guess.fill("zzzz")
    guess.press("Enter")
    expect(error).to_contain_text("it lacks")

    page.get_by_role("button", name="Show next letter").click()
    first = steps[0]["words"][0]
    expect(page.locator(".anig-rungs li.current .anig-hint")).to_have_text(f"Starts {first[0].upper()}___")
    expect(page.locator(".anig-hints-left")).to_have_text("5 of 6 hints left")

    for i, step in enumerate(steps):
        play_step(page, step["words"][-1])
        if i < 5:  # a right word reveals the next letter
            expect(page.locator(".anig-status")).to_contain_text(f"Next letter: {steps[i + 1]['added'].upper()}")
            expect(current).to_have_text(steps[i + 1]["scrambled"].upper())
    share = page.locator(".anig-share")
    expect(share).to_contain_text("🟨🟩🟩🟩🟩🟩")
    text = share.inner_text()
    assert re.search(r"⏱ \d+:\d\d · 💡 1 hint", text), text
    assert text.startswith(f"wordloom Anigrams {DAY} (No. {game['number']})")
    every_word = {w for s in steps for w in s["words"]}
    assert not [w for w in every_word if w in text.lower()], text
    page.get_by_role("button", name="Copy result").click()
    expect(page.locator(".anig-end .copied")).to_have_text("Copied to the clipboard")
    assert page.evaluate("navigator.clipboard.readText()") == text
    assert not [w for w in every_word if w in page.url]
    page.locator("#anigrams").get_by_role("button", name="Copy embed code").click()
    assert f"mode=play&amp;date={DAY}" in page.get_by_label("Iframe embed").input_value()


def test_offline_after_one_visit_a_game_resumes_and_plays_and_the_explorer_works(page, context, site):
    page.goto(site + "#anigrams")
    page.get_by_role("tab", name="Play", exact=True).click()  # the game of the person's own day
    today = page.evaluate("(() => { const d = new Date(), p = (n) => String(n).padStart(2, '0');"
                          " return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`; })()")
    title = page.locator(".anig-title")
    expect(title).to_contain_text(f"Game of the day · {today}")
    assert page.url.endswith(f"#anigrams/play/{today}")
    steps = game_for(date=today)["steps"]
    play_step(page, steps[0]["words"][0])
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")

    context.set_offline(True)
    page.reload()  # the game resumes where it was left, offline
    expect(page.locator(".anig-rungs li").nth(1)).to_have_class("current")
    expect(page.locator(".anig-rungs li").first.locator(".anig-tiles")).to_have_text(steps[0]["words"][0].upper())
    play_step(page, steps[1]["words"][0])

    page.get_by_role("button", name="Random game").click()
    expect(title).to_have_text(re.compile(r"Random game \d+"))
    seed = int(title.inner_text().split()[-1])
    assert page.url.endswith(f"#anigrams/play/seed/{seed}")
    play_step(page, game_for(seed=seed)["steps"][0]["words"][0])

    page.go_back()  # back to today's game, where it was left
    expect(title).to_contain_text(f"Game of the day · {today}")
    expect(page.locator(".anig-rungs li").nth(2)).to_have_class("current")

    page.get_by_role("tab", name="Explore", exact=True).click()
    page.get_by_label("Start letters").fill("AERS")
    page.get_by_label("Start letters").press("Enter")
    expect(page.locator(".anig-explore .summary")).to_contain_text("64,422 games")
    context.set_offline(False)


def test_iframe_and_custom_element_on_another_origin(page, site, embeds):
    frame, element = embeds("anigrams.html", f"puzzle=anigrams&mode=play&date={DAY}", 'puzzle="anigrams" start="beep"')
    expect(frame.locator(".anig-title")).to_have_text(f"Game of the day · {DAY} · No. 1528")
    word = game_for(date=DAY)["steps"][0]["words"][0]
    frame.get_by_label("Your word").fill(word)
    frame.get_by_label("Your word").press("Enter")
    expect(frame.locator(".anig-status")).to_contain_text(f"{word.upper()} is right")
    expect(element.locator(".anig-explore .summary")).to_have_text("BEEP: longest chain 6 words · 1 game (4 to 9 letters)")
    expect(element.locator(".anig-word")).to_have_count(6)


def test_the_clock_stops_while_another_section_is_shown(page, site):
    page.clock.install()
    page.goto(site + f"#anigrams/play/{DAY}")
    expect(page.locator(".anig-title")).to_contain_text(DAY)
    timer = page.locator("#anigrams").get_by_role("timer")
    hold_time(page)  # the page's time moves only by run_for
    start = seconds_on(timer)
    page.clock.run_for(3_000)
    assert 2 <= seconds_on(timer) - start <= 3  # it counts while on screen (by its ticks, a quarter second apart)
    # 5 s away count at most the quarter second of the clock's tick after leaving (0 s, or 1 s as it rounds)
    assert clock_while_away(page, "anigrams", timer, away_ms=5_000) <= 1
    back = seconds_on(timer)
    page.clock.run_for(3_000)
    assert 2 <= seconds_on(timer) - back <= 3  # and it runs again once back


def test_give_up_asks_twice_then_ends_the_game_with_its_inputs_disabled_and_cleared(page, site):
    steps = game_for(seed=7)["steps"]
    page.goto(site + "#anigrams/play/seed/7")
    expect(page.locator(".anig-title")).to_have_text("Random game 7")
    play_step(page, steps[0]["words"][0])
    guess, give_up = page.get_by_label("Your word"), page.locator(".anig-play .give-up")
    guess.fill("half")
    give_up.click()  # the first press only asks
    expect(give_up).to_have_text("Show the words?")
    expect(page.locator(".anig-status")).to_have_text("Press again to end the game and show the words.")
    expect(guess).to_be_enabled()
    give_up.click()
    expect(page.locator(".anig-status")).to_have_text("The words are shown.")
    expect(guess).to_be_disabled()
    expect(guess).to_have_value("")  # nothing half-typed is left
    for name in ("Check", "Show next letter", "Give up"):
        expect(page.locator(".anig-guess").get_by_role("button", name=name)).to_be_disabled()
    rungs = page.locator(".anig-rungs li")
    expect(rungs.last).to_contain_text(", ".join(steps[-1]["words"]))  # every step shows its words
    expect(page.locator(".anig-share")).to_contain_text("🟩⬛⬛⬛⬛⬛")
    expect(page.locator(".anig-share")).to_contain_text("1/6 words")
    page.reload()  # the end is kept
    expect(page.locator(".anig-share")).to_contain_text("🟩⬛⬛⬛⬛⬛")
    expect(page.get_by_label("Your word")).to_be_disabled()


def test_the_shape_of_a_start_is_told_at_once_before_python_is_up(page, site):
    """The form's checks come from the solver's field catalog (api-schema.json), so the page says
    what Python would say, in its own label, without waiting for Python (here, never started)."""
    held = []
    page.route("**/worker.js*", lambda route: held.append(route))  # the worker never loads: no Python in this page
    page.goto(site + "#anigrams")
    start, error = page.get_by_label("Start letters"), page.locator("#anigrams-start-error")
    templates = api.describe()["templates"]
    for letters, message in [
        ("die", templates["exact_letters"].format(label="Start letters", n=4, found=3)),
        ("de1r", templates["not_letters"].format(label="Start letters", found="'1'")),
    ]:
        start.fill(letters)
        start.press("Enter")
        expect(error).to_have_text(message)
        expect(start).to_have_attribute("aria-invalid", "true")
    assert held and page.locator("#runtime-status").inner_text() != "Python ready"
