"""Letter Boxed Play as people take it, each game to its natural end (the chain complete, or Give up):
a link's box played by keyboard with the focus on a button, a hint, the pointer, reloaded with its
clock, solved, then the friend's challenge solved too and the side by side; a phone's puzzle of the
day by touch to Give up; the game embedded in a blog post. The words come from CPython's API.

vyq-fig-ote-xlu: one two-word solution, FOXGLOVE – EQUITY; FOG – GLOVE – EXILE – EQUITY is one of four.
"""
import re

import pytest
from playwright.sync_api import expect

from tests.harness.browser import PHONE, hold_time
from pysolvers import api
from tests.harness.browser import local_today
from tests.harness.browser import challenge_link, type_anywhere

BOX = "vyq-fig-ote-xlu"


def word_field(page):
    return page.get_by_role("textbox", name="Your word", exact=True)


def chain(page):
    return page.get_by_role("list", name="Words played").get_by_role("listitem")


def played(page):
    """The chain's words, whatever the page's language."""
    return page.locator("#letterboxed .lb-chain li")


@pytest.mark.smoke
def test_a_box_from_a_link_is_played_with_a_hint_and_a_reload_until_solved_and_the_friend_solves_it_too(page, site, fresh_page):
    page.clock.install()
    page.goto(site + f"#letterboxed/play/{BOX}")
    timer = page.get_by_role("timer")
    expect(word_field(page)).to_be_enabled()
    hold_time(page)
    # a hint by pointer; then the keyboard, the focus still on the Hint button: the letters go to the
    # word, Enter sends it (not the next hint)
    page.get_by_role("button", name="Hint (1 of 3)").click()
    expect(page.locator(".lb-hint")).to_have_text(["Hint 1: Fewest words: 2. No one-word solution, 1 two-word solution."])
    type_anywhere(page, "foxglove")
    expect(chain(page)).to_have_text(["FOXGLOVE"])
    expect(page.get_by_role("button", name="Hint (2 of 3)")).to_be_visible()
    expect(word_field(page)).to_have_value("E")  # the next word starts with the last letter

    # a reload resumes the game exactly: the chain, the hint shown, the time played
    page.clock.run_for(65_000)
    expect(timer).to_have_text(re.compile(r"^1:0[5-7]$"))
    played = timer.inner_text()
    page.reload()
    expect(chain(page)).to_have_text(["FOXGLOVE"])
    expect(page.locator(".lb-hint")).to_have_count(1)
    expect(timer).to_have_text(played)

    # the pointer: the box's letters, then Enter; the chain is complete and the game ends by itself
    for c in "QUITY":
        page.get_by_role("button", name=f"Letter {c}").click()
    expect(word_field(page)).to_have_value("EQUITY")
    page.clock.run_for(3_000)  # a moment's thought before Enter
    expect(timer).not_to_have_text(played)
    played = timer.inner_text()
    page.get_by_role("button", name="Enter", exact=True).click()
    status = page.locator(".lb-status")
    expect(status).to_have_text("Solved in 2 words: FOXGLOVE – EQUITY!")
    expect(page.locator(".lb-reveal .lb-sol").first).to_have_attribute("data-words", "foxglove equity")
    page.clock.run_for(10_000)
    expect(timer).to_have_text(played)  # the clock stopped with the game
    page.reload()  # a finished game stays finished, at the time it ended
    expect(status).to_have_text("Solved in 2 words: FOXGLOVE – EQUITY!")
    expect(timer).to_have_text(played)
    expect(word_field(page)).to_be_hidden()
    link = challenge_link(page, "letterboxed", "Lee")

    friend = fresh_page()
    friend.goto(link)
    expect(friend.locator("#letterboxed .challenge-banner")).to_contain_text("Lee challenged you: solve the box in 2 words or fewer.")
    expect(word_field(friend)).to_be_enabled()
    for i, w in enumerate(["fog", "glove", "exile", "equity"], start=1):
        type_anywhere(friend, w[1:] if i > 1 else w)  # each word after the first starts with the letter given
        expect(chain(friend)).to_have_count(i)
    expect(friend.locator(".lb-status")).to_have_text("Solved in 4 words: FOG – GLOVE – EXILE – EQUITY!")
    box = friend.locator("#letterboxed .challenge-compare")  # a chain's words in its order
    expect(box.locator(".challenge-you .challenge-score")).to_have_text("solved in 4 words")
    expect(box.locator(".challenge-them .challenge-score")).to_have_text("solved in 2 words")
    for cls, words in (("only-you", ["fog", "glove", "exile"]), ("both", ["equity"]), ("only-them", ["foxglove"])):
        expect(box.locator(f".challenge-{cls} li")).to_have_text(words)
    expect(friend.locator("#letterboxed .challenge-verdict")).to_have_text("Lee wins.")


def test_on_a_phone_the_puzzle_of_the_day_is_played_by_touch_to_give_up(fresh_page, site):
    phone = fresh_page(**PHONE)
    phone.goto(site + "#letterboxed")
    phone.get_by_role("tab", name="Play", exact=True).tap()
    phone.get_by_role("button", name="Puzzle of the day").tap()
    today = local_today(phone)
    expect(phone.locator(".lb-title")).to_have_text(f"Puzzle of the day · {today}")
    first = api.call("letterboxed.generate", {"date": today, "dictionary": "nyt", "offensive": "hide"})["intended"][0]
    for c in first.upper():
        phone.get_by_role("button", name=f"Letter {c}").tap()
    expect(word_field(phone)).to_have_value(first.upper())
    phone.get_by_role("button", name="Enter", exact=True).tap()
    expect(chain(phone)).to_have_text([first.upper()])
    phone.get_by_role("button", name="Give up").tap()
    phone.get_by_role("button", name="Show the answers?").tap()
    expect(phone.locator(".lb-status")).to_have_text("The best solutions are shown below.")
    expect(phone.locator(".lb-reveal .lb-sol").first).to_be_visible()


def test_an_embedded_box_plays_by_keyboard_in_the_element_and_to_the_end_in_the_frame(page, site, embeds):
    frame, element = embeds("letterboxed-play.html", f"puzzle=letterboxed&mode=play&sides={BOX}",
                            f'puzzle="letterboxed" mode="play" sides="{BOX.replace("-", " ")}"')
    expect(word_field(element)).to_be_enabled()
    element.get_by_role("button", name="Hint (1 of 3)").focus()  # the focus in the element, on a button
    type_anywhere(page, "foxglove")
    expect(chain(element)).to_have_text(["FOXGLOVE"])
    expect(chain(frame)).to_have_count(0)  # the keys went to the element only
    expect(word_field(frame)).to_be_enabled()
    frame.locator(".lb-title").click()
    type_anywhere(page, "foxglove")
    expect(chain(frame)).to_have_text(["FOXGLOVE"])
    type_anywhere(page, "quity")
    expect(frame.locator(".lb-status")).to_have_text("Solved in 2 words: FOXGLOVE – EQUITY!")


def test_a_french_browser_solves_the_french_puzzle_of_the_day_typing_its_accents_and_shares_it(fresh_page, site, dist):
    """The French puzzle of the day (fr-common): a French browser's Play opens it, its words are typed
    as French writes them (é is e on the box), the chain shows them so, and its link names the list,
    so an English browser opening it plays the same French box (its words marked lang="fr")."""
    import json
    if "fr-common" not in json.loads((dist / "data" / "PROVENANCE.json").read_text())["lists"]:
        pytest.skip("the French lists are not in this build")
    page = fresh_page(locale="fr-FR")
    page.goto(site + "#letterboxed/play")
    today = local_today(page)
    params = {"dictionary": "fr-common", "language": "fr", "offensive": "hide"}
    made = api.call("letterboxed.generate", {"date": today, **params})
    best = api.call("letterboxed.hints", {"sides": made["sides"], **params})
    words, spellings = best["best"], {**made.get("spellings", {}), **best.get("spellings", {})}
    written = [spellings.get(w, w) for w in words]
    expect(page.locator(".lb-title")).to_have_text(f"Jeu du jour · {today} · français")
    expect(page.get_by_label("Langue du jeu")).to_have_value("fr")
    field = page.get_by_role("textbox", name="Votre mot", exact=True)
    for i, w in enumerate(written):
        expect(field).to_be_enabled()
        field.press_sequentially(w[1:] if i else w)  # each word after the first starts with the letter given
        expect(field).to_have_value(words[i].upper())  # the box's letters: élève is ELEVE
        field.press("Enter")
        expect(played(page)).to_have_count(i + 1)
    shown = [w.upper() for w in written]
    expect(played(page)).to_have_text(shown)
    expect(page.locator(".lb-status")).to_have_text(f"Résolu en {len(words)} mots : {' – '.join(shown)} !")
    expect(page.locator(".lb-reveal .lb-sol").first).to_be_visible()
    expect(page.get_by_role("list", name="Mots joués")).to_be_visible()

    english = fresh_page()  # the day's French puzzle's link (what Share copies) names its list
    english.goto(site + f"#letterboxed/play/{today}/fr-common")
    expect(english.locator(".lb-title")).to_have_text(f"Puzzle of the day · {today} · French")
    expect(english.locator("#letterboxed .lb-play .lb-box text").first).to_have_text(made["sides"][0][0].upper())
    type_anywhere(english, words[0])
    expect(chain(english)).to_have_text([shown[0]])
    expect(chain(english).locator("[lang=fr]")).to_have_text([shown[0]])
