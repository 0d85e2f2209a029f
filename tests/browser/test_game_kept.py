"""A player's game is never lost (issue 43): the same game open in two tabs, each tab's words shown in
the other without a reload and none lost when both play at once, to the game's end; a reload mid-game.
Every word, score and rank comes from CPython through the same API the page uses."""
import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pysolvers import api
from tests.harness.browser import reload_into_the_new_version

STORED = sorted((Path(__file__).resolve().parent.parent / "fixtures" / "stored").glob("*.json"))  # what releases kept

PLAY = {"dictionary": "nyt", "offensive": "hide"}  # what Bee Play uses by default
BEE = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "rejected": False, **PLAY})
WORDS = sorted((w["word"] for w in BEE["words"]), key=lambda w: (len(w), w))[:6]


def found(page):
    return page.locator(".bee-found li.found")


def found_words(page):
    return sorted(t.strip().lower() for t in page.locator(".bee-found li.found .word").all_inner_texts())


def guess(page, word):
    page.get_by_label("Your word").fill(word.upper())
    page.get_by_label("Your word").press("Enter")


def score_of(words):
    return api.call("bee.rank", {"letters": "aeginrt", "center": "r", "found": words, **PLAY})["score"]


def test_a_bee_open_in_two_tabs_shows_each_tabs_words_and_loses_none_played_at_once(page, context, site):
    first, second = page, context.new_page()  # two tabs of one browser
    for tab in (first, second):
        tab.goto(site + "#bee/play/aeginrt/r")
        expect(tab.locator(".bee-play-title")).to_have_text("AEGINRT · center R")
    guess(first, WORDS[0])
    expect(found(first)).to_have_count(1)
    expect(found(second)).to_have_count(1)  # the other tab shows it, no reload
    guess(second, WORDS[1])
    expect(found(first)).to_have_count(2)
    # Both tabs play a word at the same moment: each write merges what the other kept.
    for tab, word in ((first, WORDS[2]), (second, WORDS[3])):
        tab.get_by_label("Your word").fill(word.upper())
    press_enter = "() => [...document.querySelectorAll('form.bee-guess button')].find((b) => b.textContent === 'Enter').click()"
    first.evaluate(press_enter)
    second.evaluate(press_enter)
    for tab in (first, second):
        expect(found(tab)).to_have_count(4)
        assert found_words(tab) == sorted(WORDS[:4])
        expect(tab.locator(".bee-rank-text")).to_contain_text(f"{score_of(WORDS[:4]):,} points")
    second.reload()  # a reload mid-game shows the game, at its own address
    expect(found(second)).to_have_count(4)
    assert found_words(second) == sorted(WORDS[:4])
    # The game's end in one tab ends it in the other, with every word the board had.
    first.get_by_role("button", name="Give up").click()
    first.get_by_role("button", name="Show the words?").click()
    for tab in (first, second):
        expect(tab.get_by_role("button", name="Start over")).to_be_visible()
        expect(tab.locator(".bee-found li")).to_have_count(len(BEE["words"]))
        expect(tab.get_by_label("Your word")).to_be_disabled()
    # Start over in one tab starts the other's over too (the later start wins).
    second.get_by_role("button", name="Start over").click()
    for tab in (first, second):
        expect(tab.get_by_role("button", name="Start over")).to_be_hidden()
        expect(found(tab)).to_have_count(0)
    guess(first, WORDS[4])
    expect(found(second)).to_have_count(1)


def open_your_games(page):
    page.locator("#about > summary").click()
    expect(page.get_by_role("heading", name="Your games")).to_be_visible()


def wordloom_keys(page):
    return page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('wordloom:bee:')).sort()")


def test_games_saved_to_a_file_load_in_another_browser_and_a_bad_file_changes_nothing(page, site, browser, tmp_path):
    page.goto(site + "#bee/play/aeginrt/r")
    for i, word in enumerate(WORDS[:2]):
        guess(page, word)
        expect(found(page)).to_have_count(i + 1)
    open_your_games(page)
    expect(page.locator("#games-kept")).to_have_text("This browser keeps 1 saved game or setting of yours.")
    expect(page.locator("#games-lasting")).to_contain_text("The browser may clear them if it runs short of space")
    with page.expect_download() as made:
        page.get_by_role("button", name="Save my games to a file").click()
    saved = tmp_path / made.value.suggested_filename
    made.value.save_as(saved)
    expect(page.locator("#games-message")).to_have_text(f"Saved 1 game or setting to {saved.name}.")
    assert saved.name.startswith("wordloom-games-") and saved.suffix == ".json"

    other = browser.new_context()  # another browser: nothing of the first person's is there
    try:
        there = other.new_page()
        there.goto(site + "#bee")
        open_your_games(there)
        expect(there.locator("#games-kept")).to_have_text("This browser keeps no game of yours yet.")
        good = json.loads(saved.read_text())
        assert good["version"] == 1 and list(good["stores"]) == ["bee"]
        [game] = good["stores"]["bee"].values()
        assert game["found"] == WORDS[:2]

        def changed(**edit):
            return json.dumps({**good, **edit})
        bad = {
            "garbage.json": ("\x00\xff not json", "it is not JSON text"),
            "other.json": ('{"name": "a different app"}', 'it lacks "wordloom": "games"'),
            "newer.json": (changed(version=9), "saved by a newer wordloom (format 9)"),
            "broken.json": (changed(stores={"bee": {k: {**v, "found": [7]} for k, v in good["stores"]["bee"].items()}}), "cannot be read"),
            "unknown.json": (changed(stores={"chess": good["stores"]["bee"]}), "“chess”, which this wordloom does not keep"),
        }
        for name, (content, said) in bad.items():
            there.locator("#games-file").set_input_files(files=[{"name": name, "mimeType": "application/json", "buffer": content.encode()}])
            expect(there.locator("#games-message")).to_contain_text(f"{name}: ")
            expect(there.locator("#games-message")).to_contain_text(said)
            expect(there.locator("#games-message")).to_contain_text("Nothing was loaded.")
            assert wordloom_keys(there) == [], name  # nothing changed
        there.locator("#games-file").set_input_files(str(saved))
        expect(there.locator("#games-message")).to_have_text(f"Loaded 1 game or setting from {saved.name}. Open a puzzle to go on playing.")
        expect(there.locator("#games-kept")).to_have_text("This browser keeps 1 saved game or setting of yours.")
        there.goto(site + "#bee/play/aeginrt/r")
        expect(found(there)).to_have_count(2)
        assert found_words(there) == sorted(WORDS[:2])
        expect(there.locator(".bee-rank-text")).to_contain_text(f"{score_of(WORDS[:2]):,} points")
    finally:
        other.close()


TILES = api.call("tiles.formable", {"tiles": ["ed", "pi", "ti"], "dictionary": "american-english", "offensive": "hide"})["words"]


def test_tiles_open_in_two_tabs_share_their_words_to_the_last_one(page, context, site):
    first, second = page, context.new_page()
    counter = lambda tab: tab.locator(".tiles-counter")  # noqa: E731
    for tab in (first, second):
        tab.goto(site + "#tiles/2/play/set/ed-pi-ti")
        expect(counter(tab)).to_have_text(f"0 / {len(TILES)} found")
    for i, word in enumerate(TILES):  # the tabs take turns: each word shows in both at once
        tab = (first, second)[i % 2]
        tab.get_by_label("Your word").fill(word)
        tab.get_by_label("Your word").press("Enter")
        done = f"{i + 1} / {len(TILES)} found" + (" · every word" if i == len(TILES) - 1 else "")
        for each in (first, second):
            expect(counter(each)).to_have_text(done)
    for tab in (first, second):  # the last word, found in one tab, ended the game in both
        expect(tab.get_by_label("Your word")).to_be_disabled()
        expect(tab.get_by_role("list", name="All the words").get_by_role("listitem")).to_have_count(len(TILES))
    second.get_by_role("button", name="Replay").click()
    expect(counter(first)).to_have_text(f"0 / {len(TILES)} found")
    expect(first.get_by_label("Your word")).to_be_enabled()


@pytest.mark.parametrize("kept", STORED, ids=lambda p: p.stem)
def test_the_games_an_earlier_release_kept_are_the_same_games_in_this_build(page, site, kept):
    """A release's stored games (one word played in each puzzle, as tests/browser/test_faults.py plays
    them) resume in this build, and go into a games file whole."""
    stored = json.loads(kept.read_text())["localStorage"]
    page.goto(site)
    page.evaluate("(kept) => Object.entries(kept).forEach(([k, v]) => localStorage.setItem(k, v))", stored)
    page.goto(site + "#bee/play/dilmnox/x")
    expect(page.locator("#bee .bee-found li.found .word")).to_have_text(["minx"])
    page.goto(site + "#letterboxed/play/vyq-fig-ote-xlu")
    expect(page.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_text(["FOX"])
    page.goto(site + "#boggle/play/perslatgsineters")
    expect(page.locator(".boggle-score")).to_have_text("5 points · 1 word")
    page.goto(site + "#anigrams/play/2026-11-21")
    expect(page.locator(".anig-rungs li.solved")).to_have_count(1)
    page.goto(site + "#tiles/2/play/set/ed-pi-ti")
    expect(page.locator(".tiles-counter")).to_have_text("1 / 7 found")
    open_your_games(page)
    games = sum(not k.endswith("#index") for k in stored)
    expect(page.locator("#games-kept")).to_have_text(f"This browser keeps {games} saved games and settings of yours.")


BOGGLE = "perslatgsineters"
BOGGLE_WORDS = sorted(api.call("boggle.solve", {"board": BOGGLE, "offensive": "hide"})["words"], key=lambda w: (w["points"], w["word"]))


def play_word(tab, puzzle, word):
    tab.locator(f"#{puzzle}").get_by_label("Your word").fill(word)
    tab.locator(f"#{puzzle}").get_by_label("Your word").press("Enter")


def test_a_boggle_round_open_in_two_tabs_is_one_round_its_words_joined_to_the_give_up(page, context, site):
    first, second = page, context.new_page()
    score = lambda tab: tab.locator(".boggle-score")  # noqa: E731
    found = lambda tab: sorted(t.strip().lower() for t in tab.locator(".boggle-found li .w").all_inner_texts())  # noqa: E731
    words = [w["word"] for w in BOGGLE_WORDS[:4]]
    said = lambda n, pts: f"{pts} point{'s' if pts != 1 else ''} · {n} word{'s' if n != 1 else ''}"  # noqa: E731
    for tab in (first, second):
        tab.goto(site + f"#boggle/play/{BOGGLE}")
        expect(score(tab)).to_have_text("0 points · 0 words")
    play_word(first, "boggle", words[0])
    expect(score(second)).to_have_text(said(1, BOGGLE_WORDS[0]["points"]))  # no reload
    play_word(second, "boggle", words[1])
    expect(score(first)).to_have_text(said(2, sum(w["points"] for w in BOGGLE_WORDS[:2])))
    # both tabs find a word at the same moment: neither is lost
    for tab, word in ((first, words[2]), (second, words[3])):
        tab.locator("#boggle").get_by_label("Your word").fill(word)
    send = "() => [...document.querySelectorAll('form.boggle-guess-form button')].find((b) => b.textContent === 'Enter').click()"
    first.evaluate(send)
    second.evaluate(send)
    total = sum(w["points"] for w in BOGGLE_WORDS[:4])
    for tab in (first, second):
        expect(score(tab)).to_have_text(said(4, total))
        assert found(tab) == sorted(words)
    # Give up in one tab ends the round in both, with the same result
    second.get_by_role("button", name="Give up").click()
    second.get_by_role("button", name="Show the answers?").click()
    for tab in (first, second):
        expect(score(tab)).to_have_text(said(4, total) + " · game over")
        expect(tab.locator(".boggle-end-summary")).to_contain_text(f"You found 4 of {len(BOGGLE_WORDS):,} words")
        expect(tab.locator("#boggle").get_by_label("Your word")).to_be_disabled()
    first.get_by_role("button", name="Play again").click()  # a new round in one tab is the other's too
    for tab in (first, second):
        expect(score(tab)).to_have_text("0 points · 0 words")
        expect(tab.locator("#boggle").get_by_label("Your word")).to_be_enabled()


ANIGRAMS = api.call("anigrams.game", {"seed": 5, "offensive": "hide"})["steps"]


def test_an_anigrams_game_open_in_two_tabs_climbs_in_both_to_the_last_word(page, context, site):
    first, second = page, context.new_page()
    solved = lambda tab: tab.locator(".anig-rungs li.solved")  # noqa: E731
    for tab in (first, second):
        tab.goto(site + "#anigrams/play/seed/5")
        expect(tab.locator(".anig-rungs li.current .anig-tiles")).to_have_text(ANIGRAMS[0]["scrambled"].upper())
    second.get_by_role("button", name="Show next letter").click()
    expect(first.locator(".anig-hints-left")).to_have_text("5 of 6 hints left")  # no reload
    for i, step in enumerate(ANIGRAMS):  # the tabs take turns, each word shows in the other
        tab, other = ((first, second), (second, first))[i % 2]
        play_word(tab, "anigrams", step["words"][0])
        expect(solved(other)).to_have_count(i + 1)
        if i < len(ANIGRAMS) - 1:
            expect(other.locator(".anig-rungs li.current .anig-tiles")).to_have_text(ANIGRAMS[i + 1]["scrambled"].upper())
    for tab in (first, second):  # the last word, found in one tab, ended the game in both
        expect(tab.locator(".anig-share")).to_contain_text("💡 1 hint")
        expect(tab.locator(".anig-share")).to_contain_text("🟨" + "🟩" * (len(ANIGRAMS) - 1))
        expect(tab.locator("#anigrams").get_by_label("Your word")).to_be_disabled()


LB_CHAIN = min((s["words"] for s in api.call("letterboxed.solve", {"sides": "vyq fig ote xlu", "max_words": 4, "dictionary": "nyt",
                                                                   "offensive": "hide", "max_solutions": 50})["solutions"]
                if len(s["words"]) == 4), key=lambda w: w)


def test_a_letter_boxed_chain_open_in_two_tabs_grows_in_both_until_solved(page, context, site):
    first, second = page, context.new_page()
    chain = lambda tab: tab.get_by_role("list", name="Words played").get_by_role("listitem")  # noqa: E731
    word = lambda tab: tab.get_by_role("textbox", name="Your word", exact=True)  # noqa: E731

    def play(tab, w):  # the next word's first letter is given
        word(tab).press("End")
        word(tab).press_sequentially(w[len(word(tab).input_value()):])
        word(tab).press("Enter")
    for tab in (first, second):
        tab.goto(site + "#letterboxed/play/vyq-fig-ote-xlu")
        expect(word(tab)).to_be_enabled()
    play(first, LB_CHAIN[0])
    expect(chain(second)).to_have_text([LB_CHAIN[0].upper()])  # no reload
    expect(word(second)).to_have_value(LB_CHAIN[1][0].upper())
    play(second, LB_CHAIN[1])
    expect(chain(first)).to_have_text([w.upper() for w in LB_CHAIN[:2]])
    # a hint in one tab and a word in the other at the same moment: both kept, both shown in both
    word(second).press("End")
    word(second).press_sequentially(LB_CHAIN[2][1:])
    first.get_by_role("button", name="Hint (1 of 3)").click()
    word(second).press("Enter")
    for tab in (first, second):
        expect(chain(tab)).to_have_text([w.upper() for w in LB_CHAIN[:3]])
        expect(tab.locator(".lb-hint")).to_have_count(1)
        expect(tab.get_by_role("button", name="Hint (2 of 3)")).to_be_visible()
    play(first, LB_CHAIN[3])  # the chain complete in one tab: solved in both
    for tab in (first, second):
        expect(tab.locator(".lb-status")).to_have_text(f"Solved in 4 words: {' – '.join(w.upper() for w in LB_CHAIN)}!")
        expect(word(tab)).to_be_hidden()
    second.get_by_role("button", name="Play again").click()  # a new start in one tab is the other's too
    for tab in (first, second):
        expect(chain(tab)).to_have_count(0)
        expect(word(tab)).to_be_visible()


def test_a_bee_game_in_progress_is_the_same_game_after_reloading_for_a_new_build(page, site_copy):
    """A person mid-game when the site is updated: the page offers the new version, Reload activates
    it, and the game comes back at its own address with its words and score, and plays on to its end."""
    import re

    copy, url = site_copy
    page.goto(url + "#bee/play/aeginrt/r")
    expect(page.locator(".bee-play-title")).to_have_text("AEGINRT · center R")
    for word in WORDS[:3]:
        guess(page, word)
    expect(found(page)).to_have_count(3)
    expect(page.locator(".bee-rank-text")).to_contain_text(f"{score_of(WORDS[:3]):,} points")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    # the new build: another version of the service worker, as every deploy writes one
    sw = copy / "sw.js"
    sw.write_text(re.sub(r'const VERSION = "[0-9a-f]+"', 'const VERSION = "fedcba9876543210"', sw.read_text()))
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    reload_into_the_new_version(page, "fedcba9876543210")  # a new page, under the new service worker
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL").endswith("/sw.js")
    # the same game: its address, its words, its score; and it plays on
    assert page.url.endswith("#bee/play/aeginrt/r")
    expect(page.locator(".bee-play-title")).to_have_text("AEGINRT · center R")
    expect(found(page)).to_have_count(3)
    assert found_words(page) == sorted(WORDS[:3])
    expect(page.locator(".bee-rank-text")).to_contain_text(f"{score_of(WORDS[:3]):,} points")
    guess(page, WORDS[3])
    expect(found(page)).to_have_count(4)
    expect(page.locator(".bee-rank-text")).to_contain_text(f"{score_of(WORDS[:4]):,} points")
    # to its end: given up, every word of the board shown, the four found among them
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the words?").click()
    expect(page.locator(".bee-found li")).to_have_count(len(BEE["words"]))
    expect(found(page)).to_have_count(4)
    expect(page.get_by_label("Your word")).to_be_disabled()
    assert all(u.startswith(url) for u in page.requests)
    page.requests.clear()  # the fixture checks against the main site's origin, not this copy's
