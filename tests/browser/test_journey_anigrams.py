"""Anigrams Play as people take it, each game to its natural end (every word found, or Give up): a
link's game with a hint, the keyboard with the focus on a button, the pointer, a reload with its clock,
solved in the time the clock shows, then the friend's challenge played to its end and the side by
side; a phone's game of the day by touch to Give up; the game embedded in a blog post. The words
come from CPython through the same API the page uses.
"""
import re
import time
from functools import cache

import pytest
from playwright.sync_api import expect

from tests.harness.browser import PHONE
from pysolvers import api
from tests.harness.browser import local_today
from tests.harness.browser import expect_comparison, challenge_link, type_anywhere

SEED = 5


@cache
def steps() -> list[dict]:
    """The game's steps (asked when a test runs, not when the tests are collected)."""
    return api.call("anigrams.game", {"seed": SEED, "offensive": "hide"})["steps"]  # Play leaves offensive words out


def firsts() -> list[str]:
    return [s["words"][0] for s in steps()]  # pest, prest, esprit, parties, crispate, practices


def status(page):
    return page.locator(".anig-status")


def play_all(page, words, keyboard=None):
    for word in words:
        type_anywhere(keyboard or page, word)
        expect(status(page)).to_contain_text(f"{word.upper()} is right")


@pytest.mark.smoke
def test_a_game_from_a_link_with_a_hint_and_a_reload_is_solved_in_the_time_the_clock_shows_and_the_friend_plays_it_too(page, site, fresh_page):
    page.clock.install()
    page.clock.pause_at(time.time() + 1)  # the page's time moves only when the test says
    page.goto(site + f"#anigrams/play/seed/{SEED}")
    timer, hints_left = page.locator("#anigrams").get_by_role("timer"), page.locator(".anig-hints-left")
    current = page.locator(".anig-rungs li.current .anig-tiles")
    expect(current).to_have_text(steps()[0]["scrambled"].upper())
    # a hint by pointer; then the keyboard with the focus still on its button: the word, not another hint
    page.get_by_role("button", name="Show next letter").click()
    expect(page.locator(".anig-rungs li.current .anig-hint")).to_have_text(f"Starts {firsts()[0][0].upper()}___")
    type_anywhere(page, firsts()[0])
    expect(status(page)).to_contain_text(f"{firsts()[0].upper()} is right")
    expect(hints_left).to_have_text("5 of 6 hints left")
    page.evaluate("document.activeElement.blur()")  # the keyboard alone, the focus nowhere
    play_all(page, firsts()[1:2])
    page.get_by_label("Your word").fill(firsts()[2])  # the pointer: Check
    page.get_by_role("button", name="Check").click()
    expect(status(page)).to_contain_text(f"{firsts()[2].upper()} is right")

    # a reload resumes the game exactly: the steps found, the hints left, the time
    page.clock.run_for(20_000)
    expect(timer).to_have_text("0:20")
    page.reload()
    expect(current).to_have_text(steps()[3]["scrambled"].upper())
    expect(page.locator(".anig-rungs li.solved")).to_have_count(3)
    expect(hints_left).to_have_text("5 of 6 hints left")
    expect(timer).to_have_text("0:20")
    play_all(page, firsts()[3:5])
    # the last word comes between two of the clock's ticks, just past a whole second: the time the
    # game says is the time the clock shows
    page.clock.fast_forward(300)
    page.clock.run_for(500)
    page.clock.run_for(249)
    type_anywhere(page, firsts()[5])
    expect(status(page)).to_have_text(f"{firsts()[5].upper()} is right. Solved in 0:21 with 1 hint!")
    expect(timer).to_have_text("0:21")
    expect(page.locator(".anig-share")).to_contain_text("⏱ 0:21 · 💡 1 hint")
    page.reload()  # a finished game stays finished
    expect(page.locator(".anig-share")).to_contain_text("⏱ 0:21 · 💡 1 hint")
    expect(page.get_by_label("Your word")).to_be_disabled()
    link = challenge_link(page, "anigrams", "Ana")

    friend = fresh_page()
    friend.goto(link)
    expect(friend.locator("#anigrams .challenge-banner")).to_contain_text("Ana challenged you: beat 6 of 6 words · 0:21 · 1 hint.")
    theirs = [s["words"][-1] for s in steps()]
    expect(friend.get_by_label("Your word")).to_be_enabled()
    play_all(friend, theirs)
    expect(status(friend)).to_contain_text("Solved in")
    expect_comparison(friend, "anigrams", mine=theirs, theirs=firsts(), my_score=re.compile(r"^6 of 6 words · \d+:\d\d · 0 hints$"),
                      their_score="6 of 6 words · 0:21 · 1 hint", name="Ana")


def test_on_a_phone_the_game_of_the_day_is_played_by_touch_to_give_up(fresh_page, site):
    phone = fresh_page(**PHONE)
    phone.goto(site + "#anigrams")
    phone.get_by_role("tab", name="Play").tap()
    phone.get_by_role("button", name="Game of the day").tap()
    today = local_today(phone)
    day = api.call("anigrams.game", {"date": today, "offensive": "hide"})
    expect(phone.locator(".anig-title")).to_have_text(f"Game of the day · {today} · No. {day['number']}")
    phone.get_by_label("Your word").tap()
    phone.keyboard.type(day["steps"][0]["words"][0])  # the phone's own keyboard, in the field
    phone.get_by_role("button", name="Check").tap()
    expect(status(phone)).to_contain_text(f"{day['steps'][0]['words'][0].upper()} is right")
    phone.get_by_role("button", name="Give up").tap()
    phone.get_by_role("button", name="Show the words?").tap()
    expect(status(phone)).to_have_text("The words are shown.")
    expect(phone.locator(".anig-share")).to_contain_text("1/6 words")


def test_an_embedded_game_plays_by_keyboard_in_the_element_and_to_the_end_in_the_frame(page, site, embeds):
    frame, element = embeds("anigrams-play.html", f"puzzle=anigrams&mode=play&seed={SEED}",
                            f'puzzle="anigrams" mode="play" seed="{SEED}"')
    expect(element.get_by_label("Your word")).to_be_enabled()
    element.get_by_role("button", name="Check").focus()  # the focus in the element, on a button
    type_anywhere(page, firsts()[0])
    expect(status(element)).to_contain_text(f"{firsts()[0].upper()} is right")
    expect(frame.locator(".anig-rungs li.solved")).to_have_count(0)  # the keys went to the element only
    expect(frame.get_by_label("Your word")).to_be_enabled()
    frame.locator(".anig-title").click()
    play_all(frame, firsts(), keyboard=page)
    expect(status(frame)).to_contain_text("Solved in")
    expect(frame.locator(".anig-share")).to_contain_text("🟩🟩🟩🟩🟩🟩")
