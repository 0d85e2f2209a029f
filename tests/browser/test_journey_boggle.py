"""Boggle Play as people take it, each game to its natural end (Playwright's clock runs the minutes):
a link's timed game played by keyboard and pointer, reloaded, ended by the clock, then a friend's
challenge played out the same way to the side by side; a phone's day board by touch to Give up;
the game embedded in a blog post. The words and scores come from CPython through the same API.

perslatgsineters, row-major:   P E R S  /  L A T G  /  S I N E  /  T E R S
"""
import re

import pytest
from playwright.sync_api import expect

from tests.harness.browser import PHONE, hold_time
from pysolvers import api
from tests.harness.browser import local_today
from tests.harness.browser import challenge_link, expect_comparison, type_anywhere

BEST = "perslatgsineters"
PLAYED = api.call("boggle.solve", {"board": BEST, "offensive": "hide"})  # Play leaves offensive words out


def points(words):
    return sum(api.call("boggle.check", {"board": BEST, "word": w, "found": []})["points"] for w in words)


def cells(page):
    return page.get_by_role("grid", name=re.compile("^Board: drag")).locator(".boggle-cell")


@pytest.mark.smoke
def test_a_timed_game_from_a_link_ends_by_itself_and_so_does_the_friends_challenge(page, site, fresh_page):
    page.clock.install()
    page.goto(site + f"#boggle/play/{BEST}/minutes/0.5")
    score, timer, guess = page.locator(".boggle-score"), page.locator("#boggle").get_by_role("timer"), page.locator("#boggle").get_by_label("Your word")
    found = page.get_by_role("list", name="Found words").get_by_role("listitem")
    expect(score).to_have_text("0 points · 0 words")
    hold_time(page)
    expect(page.get_by_label("Minutes", exact=True)).to_have_value("0.5")  # the link's setting, in the form
    expect(timer).to_have_text(re.compile(r"^0:(30|29)$"))

    # the keyboard alone: typing goes to the word wherever the focus is; Enter sends it, even on a button
    page.evaluate("document.activeElement.blur()")
    type_anywhere(page, "pert")
    expect(score).to_have_text("1 point · 1 word")
    page.get_by_role("button", name="Random board").focus()
    type_anywhere(page, "sat")
    expect(score).to_have_text("2 points · 2 words")
    expect(page.locator(".boggle-play-title")).to_have_text(f"Board {BEST.upper()}")  # the button did not act
    # the pointer: S I N E clicked in order, the last again sends it
    for i in (8, 9, 10, 11, 11):
        cells(page).nth(i).click()
    expect(score).to_have_text("3 points · 3 words")

    # a reload mid-game resumes it exactly: the words, the score, the time left
    page.clock.run_for(12_000)
    expect(timer).to_have_text(re.compile(r"^0:1[78]$"))
    left = timer.inner_text()
    page.reload()
    expect(score).to_have_text("3 points · 3 words")
    expect(found).to_have_text(["sine1 point", "sat1 point", "pert1 point"])
    expect(timer).to_have_text(left)
    # the clock counts only while the game is on screen: a minute on another puzzle costs nothing
    page.get_by_role("link", name="Spelling Bee").click()
    expect(page.locator("section#boggle")).to_be_hidden()
    page.clock.run_for(60_000)
    page.go_back()
    expect(page.locator("section#boggle")).to_be_visible()
    page.clock.run_for(500)
    # half a second of play since: the same second, or the next one down when the half-second the
    # page took to start before the time was held crosses it (a minute counted would have ended it)
    seconds = int(left.split(":")[1])
    expect(timer).to_have_text(re.compile(f"^0:({seconds:02d}|{seconds - 1:02d})$"))
    expect(score).to_have_text("3 points · 3 words")

    # time is up: the game ends by itself, once; nothing typed after counts
    page.clock.run_for(20_000)
    end = page.locator(".boggle-end-summary")
    expect(end).to_have_text(f"Time is up. You found 3 of {PLAYED['word_count']:,} words: 3 of {PLAYED['score']:,} points (0.1 %).")
    expect(timer).to_have_text("0:00")
    expect(guess).to_be_disabled()
    type_anywhere(page, "plaster")
    page.clock.run_for(5_000)
    expect(score).to_have_text("3 points · 3 words · game over")
    page.reload()  # a finished game stays finished, and reads the same
    expect(end).to_have_text(f"Time is up. You found 3 of {PLAYED['word_count']:,} words: 3 of {PLAYED['score']:,} points (0.1 %).")
    expect(timer).to_have_text("0:00")
    expect(guess).to_be_disabled()

    link = challenge_link(page, "boggle", "Bo")
    assert f"#boggle/play/{BEST}/minutes/0.5/challenge/" in link  # the game's length goes along

    # the friend's game, in another browser, played until the clock ends it
    friend = fresh_page()
    friend.goto(link)
    expect(friend.locator("#boggle .challenge-banner")).to_have_text(
        "Bo challenged you: beat 3 points in 0.5 minutes. Their result shows when your game ends.")
    expect(friend.get_by_label("Minutes", exact=True)).to_have_value("0.5")
    expect(friend.locator(".boggle-score")).to_have_text("0 points · 0 words")
    type_anywhere(friend, "plaster")
    expect(friend.locator(".boggle-score")).to_have_text("5 points · 1 word")
    friend.clock.run_for(31_000)
    expect(friend.locator(".boggle-end-summary")).to_contain_text("Time is up.")
    expect_comparison(friend, "boggle", mine=["plaster"], theirs=["pert", "sat", "sine"],
                      my_score=f"{points(['plaster'])} points", their_score="3 points", name="Bo")
    expect(friend.locator("#boggle .challenge-verdict")).to_have_text("You win!")
    friend.get_by_role("button", name="Play again").click()  # the same board afresh, the same length
    expect(friend.locator(".boggle-score")).to_have_text("0 points · 0 words")
    expect(friend.get_by_role("timer")).to_have_text(re.compile(r"^0:(30|29)$"))
    expect(friend.locator("#boggle .challenge-end")).to_be_hidden()


def test_on_a_phone_a_refused_setting_changes_nothing_and_the_days_board_is_played_by_touch_to_give_up(fresh_page, site):
    phone = fresh_page(**PHONE)
    phone.goto(site + "#boggle")
    phone.get_by_role("tab", name="Play").tap()
    phone.get_by_role("button", name="Board of the day").tap()
    score = phone.locator(".boggle-score")
    expect(score).to_have_text("0 points · 0 words")
    today = local_today(phone)
    expect(phone).to_have_url(re.compile(rf"#boggle/play/day/{today}$"))
    day = api.call("boggle.daily", {"date": today, "size": 4, "offensive": "hide"})
    answer = api.call("boggle.solve", {"board": day["board"], "offensive": "hide"})

    # Minutes the solver refuses: said beside the field, and nothing else changes (no new board, no new address)
    minutes = phone.get_by_label("Minutes", exact=True)
    error = phone.locator(".field:has(#boggle-minutes) + #boggle-play-start-error")
    for refused in ("0", "-1", "100000"):
        minutes.fill(refused)
        phone.get_by_role("button", name="Random board").tap()
        expect(error).to_contain_text("Minutes must be between")
        expect(phone).to_have_url(re.compile(rf"#boggle/play/day/{today}$"))
        expect(score).to_have_text("0 points · 0 words")  # the day's game is still on screen
    minutes.fill("3")

    # a word by touch: its cells tapped in order, the last again
    word = min(answer["words"], key=lambda w: (len(w["path"]), w["word"]))
    for i in word["path"] + word["path"][-1:]:
        cells(phone).nth(i).tap()
    expect(score).to_have_text(f"{word['points']} point{'s' if word['points'] != 1 else ''} · 1 word")
    phone.get_by_role("button", name="Give up").tap()
    phone.get_by_role("button", name="Show the answers?").tap()
    expect(phone.locator(".boggle-end-summary")).to_contain_text(f"You found 1 of {answer['word_count']:,} words")
    expect(phone.locator(".boggle-all li.found")).to_have_text([re.compile(word["word"])])
    expect(phone.get_by_label("Your word")).to_be_disabled()


def test_an_embedded_game_plays_by_keyboard_and_ends_by_itself_in_the_frame_and_the_element(page, site, embeds):
    page.clock.install()
    frame, element = embeds("boggle-play.html", f"puzzle=boggle&mode=play&board={BEST}&minutes=0.5",
                            f'puzzle="boggle" mode="play" board="{BEST}" minutes="1"')
    for where, word, left in ((frame, "pert", "0:30"), (element, "plaster", "1:00")):
        expect(where.locator(".boggle-score")).to_have_text("0 points · 0 words")
        expect(where.get_by_role("timer")).to_have_text(re.compile(rf"^({left}|0:\d\d)$"))
        where.get_by_role("button", name="Board of the day").focus()  # the focus in the embed, not in its word field
        type_anywhere(page, word)
        expect(where.locator(".boggle-score")).to_have_text(re.compile(rf"^{points([word])} points? · 1 word$"))
    page.clock.run_for(61_000)
    for where, found in ((frame, 1), (element, 1)):
        expect(where.locator(".boggle-end-summary")).to_contain_text(f"Time is up. You found {found} of {PLAYED['word_count']:,} words")
        expect(where.get_by_label("Your word")).to_be_disabled()
