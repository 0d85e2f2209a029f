"""Midnight and time zones (issue 43): the day of a day's game is the person's local date (one
helper, web/components/date.js `localDate`; the NYT's daily puzzles go by the player's own clock too).
A game open across midnight stays that day's game and is finished as that day's, its title unchanged;
a reload of the puzzle's Play address (#bee/play: today's) shows the next day's, and the old day's
game is kept at its dated address. A challenge link names its day, so a friend whose calendar says
another date plays the same board, named with the link's day. Playwright's clock and `timezone_id`
set the hour and the place; every board and word comes from CPython through the same API the page uses.
"""
from datetime import datetime, timedelta, timezone
from functools import cache
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from pysolvers import api
from tests.harness.browser import challenge_link, local_today
from tests.harness.plays import type_word

EVE, MORNING = "2026-11-21", "2026-11-22"  # the day a game is opened at 23:58, and the next


def word_field(page, section):
    return page.locator(f"#{section}").get_by_role("textbox", name="Your word", exact=True)


def give_up(page, section):
    """Give up, and its confirmation (the second press)."""
    button = page.locator(f"#{section} button.give-up")
    button.click()
    expect(button).not_to_have_text("Give up")  # it asks
    button.click()


class Puzzle:
    """One puzzle's game of a day as a person sees it: its title, its board, a word played, its end."""

    def expect_board(self, page, date, played=0):
        """The board of `date`'s game is on screen (`played` words into it)."""
        expect(self.shown(page)).to_have_text(self.board(date))


class Bee(Puzzle):
    section, today, title = "bee", "bee/play", ".bee-play-title"
    PLAY = {"dictionary": "nyt", "offensive": "hide"}  # Bee Play's default list; offensive words are never played

    def route(self, date): return f"bee/play/{date}"
    def label(self, date): return f"Puzzle of the day · {date}"

    @cache
    def day(self, date): return api.call("bee.daily", {"date": date, **self.PLAY})
    def words(self, date): return [w["word"] for w in self.day(date)["words"]][:2]

    def board(self, date):
        d = self.day(date)
        return [d["center"].upper(), *sorted(c.upper() for c in d["letters"] if c != d["center"])]

    def shown(self, page): return page.get_by_role("list", name="Honeycomb").get_by_role("button")
    def found(self, page): return page.locator("#bee .bee-found li.found .word")

    def guess(self, page, word):
        type_word(word_field(page, "bee"), word)

    def first(self, page, date):
        self.guess(page, self.words(date)[0])
        expect(self.found(page)).to_have_text(self.words(date)[:1])

    def rest(self, page, date):
        self.guess(page, self.words(date)[1])
        expect(self.found(page)).to_have_text(sorted(self.words(date)))
        give_up(page, "bee")
        expect(page.get_by_role("button", name="Start over")).to_be_visible()

    def kept(self, page, date):
        expect(self.found(page)).to_have_text(sorted(self.words(date)))
        expect(page.get_by_role("button", name="Start over")).to_be_visible()  # over, as it was left
        expect(word_field(page, "bee")).to_be_disabled()

    def fresh(self, page, date): expect(self.found(page)).to_have_count(0)


class LetterBoxed(Puzzle):
    section, today, title = "letterboxed", "letterboxed/play", ".lb-title"

    def route(self, date): return f"letterboxed/play/{date}"
    def label(self, date): return f"Puzzle of the day · {date}"

    @cache
    def day(self, date):
        return api.call("letterboxed.generate", {"date": date, "dictionary": "nyt", "offensive": "hide"})

    def board(self, date): return list("".join(self.day(date)["sides"]).upper())
    def shown(self, page): return page.locator("#letterboxed .lb-play .lb-char")
    def chain(self, page): return page.get_by_role("list", name="Words played").get_by_role("listitem")
    def status(self, page): return page.locator("#letterboxed .lb-status")

    def solved(self, date):
        return f"Solved in 2 words: {' – '.join(w.upper() for w in self.day(date)['intended'])}!"

    def first(self, page, date):
        intended = self.day(date)["intended"]
        assert len(intended) == 2, intended
        type_word(word_field(page, "letterboxed"), intended[0])
        expect(self.chain(page)).to_have_text([intended[0].upper()])

    def rest(self, page, date):
        second = self.day(date)["intended"][1]  # its first letter is already in the field: the chain's last
        type_word(word_field(page, "letterboxed"), second[1:], second)
        expect(self.status(page)).to_have_text(self.solved(date))

    def kept(self, page, date):
        expect(self.status(page)).to_have_text(self.solved(date))
        expect(self.chain(page)).to_have_text([w.upper() for w in self.day(date)["intended"]])

    def fresh(self, page, date): expect(self.chain(page)).to_have_count(0)


class Boggle(Puzzle):
    section, today, title = "boggle", "boggle/play", ".boggle-play-title"

    def route(self, date): return f"boggle/play/day/{date}"

    @cache
    def day(self, date): return api.call("boggle.daily", {"date": date, "size": 4, "offensive": "hide"})

    def label(self, date):
        return f"Board of the day, {date} (4×4): {self.day(date)['word_count']} words to find"

    @cache
    def words(self, date):
        d = self.day(date)
        found = api.call("boggle.solve", {"board": d["board"], "min_length": d["min_length"], "offensive": "hide"})["words"]
        return sorted(found, key=lambda w: w["word"])[:2]

    def board(self, date): return self.day(date)["cells"]
    def shown(self, page): return page.locator("#boggle .boggle-play .boggle-letter")
    def score(self, page): return page.locator("#boggle .boggle-score")

    def said(self, words, over=False):
        points, n = sum(w["points"] for w in words), len(words)
        return f"{points} point{'s' if points != 1 else ''} · {n} word{'s' if n != 1 else ''}" + (" · game over" if over else "")

    def first(self, page, date):
        type_word(word_field(page, "boggle"), self.words(date)[0]["word"])
        expect(self.score(page)).to_have_text(self.said(self.words(date)[:1]))

    def rest(self, page, date):
        type_word(word_field(page, "boggle"), self.words(date)[1]["word"])
        expect(self.score(page)).to_have_text(self.said(self.words(date)))
        page.clock.run_for(40_000)  # the 3 minutes the game began with, run out (the page's clock, not the calendar)
        expect(page.locator("#boggle .boggle-end-summary")).to_contain_text("Time is up.")
        expect(self.score(page)).to_have_text(self.said(self.words(date), over=True))

    def kept(self, page, date):
        expect(self.score(page)).to_have_text(self.said(self.words(date), over=True))
        expect(page.locator("#boggle .boggle-end-summary")).to_contain_text("Time is up.")

    def fresh(self, page, date): expect(self.score(page)).to_have_text("0 points · 0 words")


class Anigrams(Puzzle):
    section, today, title = "anigrams", "anigrams/play", ".anig-title"

    def route(self, date): return f"anigrams/play/{date}"

    @cache
    def day(self, date): return api.call("anigrams.game", {"date": date, "offensive": "hide"})

    def label(self, date): return f"Game of the day · {date} · No. {self.day(date)['number']}"
    def expect_board(self, page, date, played=0):  # the ladder's current rung: the next step's letters, scrambled
        expect(page.locator("#anigrams .anig-rungs li.current .anig-tiles")).to_have_text(self.day(date)["steps"][played]["scrambled"].upper())
    def solved(self, page): return page.locator("#anigrams .anig-rungs li.solved")

    def play(self, page, steps):
        for step in steps:
            word = step["words"][0]
            type_word(word_field(page, "anigrams"), word)
            expect(page.locator("#anigrams .anig-status")).to_contain_text(f"{word.upper()} is right")

    def first(self, page, date):
        self.play(page, self.day(date)["steps"][:1])
        expect(self.solved(page)).to_have_count(1)

    def rest(self, page, date):
        self.play(page, self.day(date)["steps"][1:])  # to the last word: the game ends by itself
        expect(page.locator("#anigrams .anig-status")).to_contain_text("Solved in")

    def kept(self, page, date):
        expect(self.solved(page)).to_have_count(len(self.day(date)["steps"]))
        expect(word_field(page, "anigrams")).to_be_disabled()

    def fresh(self, page, date): expect(self.solved(page)).to_have_count(0)


class Tiles(Puzzle):
    section, today, title = "tiles", "tiles/play", ".tiles-play-title"

    def route(self, date): return f"tiles/2/play/10/day/{date}"  # pairs, 10 tiles: the page's defaults
    def label(self, date): return f"Puzzle of the day, {date}"

    @cache
    def day(self, date):
        return api.call("tiles.puzzle", {"date": date, "tile_size": 2, "count": 10, "dictionary": "american-english", "offensive": "hide"})

    def board(self, date): return self.day(date)["tiles"]
    def shown(self, page): return page.locator("#tiles .tiles-rack .tiles-tile")
    def counter(self, page): return page.locator("#tiles .tiles-counter")

    def first(self, page, date):
        type_word(word_field(page, "tiles"), self.day(date)["words"][0])
        expect(self.counter(page)).to_have_text(f"1 / {self.day(date)['word_count']} found")

    def rest(self, page, date):
        type_word(word_field(page, "tiles"), self.day(date)["words"][1])
        expect(self.counter(page)).to_have_text(f"2 / {self.day(date)['word_count']} found")
        give_up(page, "tiles")
        expect(self.counter(page)).to_have_text(f"2 / {self.day(date)['word_count']} found · you gave up")

    def kept(self, page, date):
        expect(self.counter(page)).to_have_text(f"2 / {self.day(date)['word_count']} found · you gave up")

    def fresh(self, page, date): expect(self.counter(page)).to_have_text(f"0 / {self.day(date)['word_count']} found")


# each puzzle in a place of its own: east of UTC (its midnight falls in UTC's day) and west (in UTC's next)
PUZZLES = {"bee": (Bee(), "Pacific/Auckland"), "letterboxed": (LetterBoxed(), "America/Los_Angeles"),
           "boggle": (Boggle(), "Europe/Berlin"), "anigrams": (Anigrams(), "Asia/Kolkata"), "tiles": (Tiles(), "America/New_York")}


def page_at(browser, tz, when):
    """A page in a browser whose clock says `when` in the time zone `tz`, held there: its time moves
    only as the test runs it (`page.clock.run_for`), through reloads too."""
    expect.set_options(timeout=60_000)  # as the `page` fixture: a cold Python start takes seconds
    pg = browser.new_context(timezone_id=tz).new_page()
    pg.clock.install(time=when)
    pg.clock.pause_at(when + timedelta(seconds=30))
    return pg


@pytest.mark.parametrize("name", PUZZLES)
def test_a_days_game_open_across_midnight_stays_that_days_to_its_end_and_a_reload_brings_the_next(browser, site, name):
    puzzle, tz = PUZZLES[name]
    assert puzzle.day(EVE) != puzzle.day(MORNING)
    page = page_at(browser, tz, datetime(2026, 11, 21, 23, 58, tzinfo=ZoneInfo(tz)))
    try:
        page.goto(site + f"#{puzzle.today}")
        title = page.locator(f"#{name} {puzzle.title}")
        expect(title).to_have_text(puzzle.label(EVE))
        puzzle.expect_board(page, EVE)
        puzzle.first(page, EVE)

        page.clock.run_for(150_000)  # 23:58:30 → 00:01:00
        assert local_today(page) == MORNING
        expect(title).to_have_text(puzzle.label(EVE))  # the same day's game, on the same board
        puzzle.expect_board(page, EVE, played=1)
        puzzle.rest(page, EVE)  # played on and finished as that day's
        expect(title).to_have_text(puzzle.label(EVE))

        page.reload()  # today's Play, asked again: the new day's game
        expect(title).to_have_text(puzzle.label(MORNING))
        puzzle.expect_board(page, MORNING)
        puzzle.fresh(page, MORNING)

        page.goto(site + f"#{puzzle.route(EVE)}")  # the old day's game, at its address, as it was left
        expect(title).to_have_text(puzzle.label(EVE))
        puzzle.kept(page, EVE)
    finally:
        page.context.close()


def test_a_challenge_made_in_auckland_plays_the_same_boards_of_the_same_day_in_los_angeles(browser, site):
    """The same moment is already the 22nd in Auckland and still the 21st in Los Angeles: each link
    made in Auckland opens its board in Los Angeles under Auckland's day, not the reader's."""
    now = datetime(2026, 11, 21, 11, 30, tzinfo=timezone.utc)
    auckland, los_angeles = page_at(browser, "Pacific/Auckland", now), page_at(browser, "America/Los_Angeles", now)
    try:
        auckland.goto(site)
        los_angeles.goto(site)
        assert (local_today(auckland), local_today(los_angeles)) == (MORNING, EVE)
        for name, (puzzle, _) in PUZZLES.items():
            auckland.goto(site + f"#{puzzle.today}")
            expect(auckland.locator(f"#{name} {puzzle.title}")).to_have_text(puzzle.label(MORNING))
            puzzle.expect_board(auckland, MORNING)
            puzzle.first(auckland, MORNING)
            give_up(auckland, name)
            link = challenge_link(auckland, name, "Kiri")

            los_angeles.goto(link)
            expect(los_angeles.locator(f"#{name} .challenge-banner")).to_contain_text("Kiri challenged you")
            expect(los_angeles.locator(f"#{name} {puzzle.title}")).to_have_text(puzzle.label(MORNING))
            puzzle.expect_board(los_angeles, MORNING)
    finally:
        auckland.context.close()
        los_angeles.context.close()
