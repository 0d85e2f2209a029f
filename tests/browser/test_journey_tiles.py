"""Letter-pair tiles Play as people take it, each game to its natural end (every word found, or Give
up): a link's tiles played by keyboard (the focus anywhere, even on a button) and by pointer,
reloaded, completed, then the friend's challenge to Give up and the side by side; a phone's puzzle
of the day by touch; the game embedded in a blog post; and a link whose settings the solver refuses.
The words come from CPython through the same API the page uses.
"""
import re

import pytest
from playwright.sync_api import expect

from tests.harness.browser import PHONE
from pysolvers import api
from tests.harness.browser import local_today
from tests.harness.browser import challenge_link, expect_comparison, type_anywhere

PLAY = {"dictionary": "american-english", "offensive": "hide"}  # what tiles Play uses by default
WORDS = api.call("tiles.formable", {"tiles": ["ed", "pi", "ti"], **PLAY})["words"]  # 7 words
# the most tiles a count takes, as the catalog publishes it (the page refuses more before asking):
# 702 in English (676 pairs, 26 half tiles); the most of any language once the solvers have them
MOST = api.describe()["actions"]["tiles.puzzle"]["fields"]["count"]["max"]


def counter(page):
    return page.locator(".tiles-counter")


@pytest.mark.smoke
def test_tiles_from_a_link_by_keyboard_and_pointer_to_every_word_and_the_friend_gives_up(page, site, fresh_page):
    page.goto(site + "#tiles/2/play/set/ed-pi-ti")
    expect(counter(page)).to_have_text(f"0 / {len(WORDS)} found")
    page.evaluate("document.activeElement.blur()")  # the keyboard alone, the focus nowhere
    type_anywhere(page, "pitied")
    expect(counter(page)).to_have_text(f"1 / {len(WORDS)} found")
    page.get_by_role("button", name="Erase").focus()  # on a button: the word goes in, Enter sends it
    type_anywhere(page, "tied")
    expect(counter(page)).to_have_text(f"2 / {len(WORDS)} found")
    page.get_by_role("button", name="Add pi").click()  # the pointer: the rack's tiles, then Enter
    page.get_by_role("button", name="Add ed").click()
    page.get_by_role("button", name="Enter", exact=True).click()
    expect(counter(page)).to_have_text(f"3 / {len(WORDS)} found")

    page.reload()  # the game resumes exactly
    found = page.get_by_role("list", name="Found words").get_by_role("listitem")
    expect(counter(page)).to_have_text(f"3 / {len(WORDS)} found")
    expect(found).to_have_text([re.compile("^pied"), re.compile("^tied"), re.compile("^pitied")])
    mine = ["pitied", "tied", "pied"]
    for i, word in enumerate(w for w in WORDS if w not in mine):
        type_anywhere(page, word)
    expect(counter(page)).to_have_text(f"{len(WORDS)} / {len(WORDS)} found · every word")  # the game ends by itself
    expect(page.get_by_label("Your word")).to_be_disabled()
    page.reload()  # a finished game stays finished
    expect(counter(page)).to_have_text(f"{len(WORDS)} / {len(WORDS)} found · every word")
    link = challenge_link(page, "tiles", "Ti")

    friend = fresh_page()
    friend.goto(link)
    expect(friend.locator("#tiles .challenge-banner")).to_contain_text(f"Ti challenged you: find more than {len(WORDS)} words.")
    expect(counter(friend)).to_have_text(f"0 / {len(WORDS)} found")
    for i, word in enumerate(["tipi", "tied"], start=1):
        type_anywhere(friend, word)
        expect(counter(friend)).to_have_text(f"{i} / {len(WORDS)} found")
    friend.get_by_role("button", name="Give up").click()
    friend.get_by_role("button", name="Show the words?").click()
    expect(counter(friend)).to_have_text(f"2 / {len(WORDS)} found · you gave up")
    expect_comparison(friend, "tiles", mine=["tipi", "tied"], theirs=WORDS, my_score="2 words",
                      their_score=f"{len(WORDS)} words", name="Ti")
    expect(friend.locator("#tiles .challenge-verdict")).to_have_text("Ti wins.")


def test_on_a_phone_the_puzzle_of_the_day_is_played_by_touch_to_give_up(fresh_page, site):
    phone = fresh_page(**PHONE)
    phone.goto(site + "#tiles")
    phone.get_by_role("tab", name="Play").tap()
    phone.get_by_role("button", name="Puzzle of the day").tap()
    today = local_today(phone)
    expect(phone.locator(".tiles-play-title")).to_have_text(f"Puzzle of the day, {today}")
    day = api.call("tiles.puzzle", {"date": today, "count": 10, **PLAY})
    expect(counter(phone)).to_have_text(f"0 / {len(day['words'])} found")
    # a count the solver refuses: said beside its field; the game and the address stay
    count = phone.get_by_label("Tiles in a puzzle")
    count.fill("0")
    phone.get_by_role("button", name="Random puzzle").tap()
    expect(phone.locator(".field:has(#tiles-play-count) + #tiles-play-start-error")).to_have_text(
        f"Tiles in a puzzle must be between 1 and {MOST}; you gave 0.")
    expect(counter(phone)).to_have_text(f"0 / {len(day['words'])} found")
    expect(phone).to_have_url(re.compile(rf"#tiles/2/play/10/day/{today}$"))
    count.fill("10")
    word = min(day["words"], key=lambda w: (-len(w), w))
    split = api.call("tiles.check", {"tiles": day["tiles"], "word": word, **PLAY})["split"]
    for tile in split:
        phone.get_by_role("button", name=f"Add {tile}", exact=True).tap()
    phone.get_by_role("button", name="Enter", exact=True).tap()
    expect(counter(phone)).to_have_text(f"1 / {len(day['words'])} found")
    phone.get_by_role("button", name="Give up").tap()
    phone.get_by_role("button", name="Show the words?").tap()
    expect(phone.get_by_role("list", name="All the words").get_by_role("listitem")).to_have_count(len(day["words"]))


def test_an_embedded_game_plays_by_keyboard_in_the_element_and_to_every_word_in_the_frame(page, site, embeds):
    frame, element = embeds("tiles-play.html", "puzzle=tiles&mode=play&tile_size=2&tiles=ed-pi-ti",
                            'puzzle="tiles" mode="play" tile_size="2" tiles="ed pi ti"')
    expect(counter(element)).to_have_text(f"0 / {len(WORDS)} found")
    element.get_by_role("button", name="Erase").focus()  # the focus in the element, on a button
    type_anywhere(page, "pitied")
    expect(counter(element)).to_have_text(f"1 / {len(WORDS)} found")
    expect(counter(frame)).to_have_text(f"0 / {len(WORDS)} found")  # the keys went to the element only
    frame.locator(".tiles-play-title").click()
    for word in WORDS:
        type_anywhere(page, word)
    expect(counter(frame)).to_have_text(f"{len(WORDS)} / {len(WORDS)} found · every word")


def test_a_link_the_solver_refuses_says_each_refused_setting_and_an_unknown_address_says_so(page, site):
    page.goto(site + "#tiles/9/99999")
    size_error = page.locator(".field:has(#tiles-size) + #tiles-options-error")
    expect(size_error).to_have_text("Tile size must be 1 or 2; you gave 9.")
    expect(page.locator(".field:has(#tiles-count) + #tiles-run-error")).to_have_text(f"N must be between 1 and {MOST}; you gave 99999.")
    expect(page.locator("#tiles-solve .tiles-words li")).to_have_count(0)  # nothing was run on another size
    expect(page).to_have_url(re.compile(r"#tiles/9/99999$"))
    page.goto(site + "#tiles/2/20")  # a good link clears it
    expect(page.locator("#tiles-solve .summary")).to_contain_text("words from 20 tiles")
    expect(size_error).to_be_hidden()
    page.goto(site + "#tiles/9/99999")
    expect(size_error).to_be_visible()
    # an address that names no puzzle: said, and no puzzle (nor its message) left on screen
    page.goto(site + "#nonsense/1")
    expect(page.get_by_role("alert").filter(has_text="no puzzle")).to_have_text(
        "There is no puzzle at #nonsense/1. Choose one from the menu above.")
    expect(page.locator("section#tiles")).to_be_hidden()
    expect(page.locator("main section:visible")).to_have_count(0)
    page.get_by_role("link", name="Boggle").click()
    expect(page.locator("section#boggle")).to_be_visible()
    expect(page.get_by_role("alert").filter(has_text="no puzzle")).to_be_hidden()
