"""Challenge links in real headless Chromium: a game played to its end makes a link with its result;
the link opened in another page plays the same puzzle fresh and, at its end, shows both results side
by side (both, only you, only them, the two scores); a changed or broken link says so and the game
plays normally; Play again / Replay starts the same board fresh.

The words to play and the scores to expect come from CPython through the same API the page uses.
"""
import base64
import json
import re
import zlib
from functools import cache

from playwright.sync_api import expect

from pysolvers import api
from tests.harness.browser import challenge_link, expect_comparison
from tests.harness.a11y import axe_violations

BEE_LIST = {"dictionary": "nyt", "offensive": "hide"}  # what Bee Play uses by default


@cache
def small_bee() -> dict:
    """A small board (asked when a test runs, not when the tests are collected)."""
    return {**api.call("bee.random", {"seed": 6, "min_words": 6, "max_words": 9, **BEE_LIST}), **BEE_LIST}


def payload(obj) -> str:
    """A challenge payload as the page writes one (JSON, deflate-raw, base64url): to forge links."""
    z = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = z.compress(json.dumps(obj).encode()) + z.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def unpack(link: str) -> dict:
    text = link.rsplit("/challenge/", 1)[1]
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)), -15))


def bad_link(page, section: str, link: str, message):
    """A broken link: a clear message over the puzzle, and no comparison promised."""
    page.goto(link)
    banner = page.locator(f"#{section} .challenge-banner")
    expect(banner).to_have_class(re.compile("bad"))
    expect(banner).to_contain_text(message)
    expect(banner).to_contain_text("Here is the puzzle as a normal game.")


# --- Spelling Bee --------------------------------------------------------------------------------

def bee_play(page, words):
    guess = page.get_by_label("Your word")
    found = page.get_by_role("list", name="Found words").get_by_role("listitem")
    for i, word in enumerate(words, start=1):
        expect(guess).to_be_enabled()
        guess.fill(word)
        guess.press("Enter")
        expect(page.locator(".bee-found li.found")).to_have_count(i)
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the words?").click()
    expect(found).to_have_count(len(small_bee()["words"]))


def test_bee_challenge_round_trip_bad_links_and_replay(page, browser, site):
    bee = small_bee()
    letters, center = bee["letters"], bee["center"]
    words = sorted(w["word"] for w in bee["words"])
    mine, theirs = words[:3], words[1:4]
    score = lambda found: api.call("bee.rank", {"letters": letters, "center": center, "found": found, **BEE_LIST})["score"]  # noqa: E731
    page.goto(site + f"#bee/play/{letters}/{center}")
    bee_play(page, mine)
    link = challenge_link(page, "bee", "Ann")
    sent = unpack(link)
    assert sent["w"] == sorted(mine) and sent["s"] == score(mine) and sent["n"] == "Ann"
    assert not set(words[3:]) & set(link.split("/"))  # the missed words are not in the link

    friend_browser = browser.new_context(bypass_csp=True)  # the friend's own browser (axe runs in it)
    friend = friend_browser.new_page()
    friend.goto(link)
    banner = friend.locator("#bee .challenge-banner")
    expect(banner).to_have_text(f"Ann challenged you: beat {score(mine)} points. Their result shows when your game ends.")
    expect(friend.locator(".bee-found li.found")).to_have_count(0)
    expect(friend.locator("#bee .challenge-compare")).to_be_empty()
    bee_play(friend, theirs)
    expect_comparison(friend, "bee", mine=theirs, theirs=mine, my_score=f"{score(theirs)} points",
                      their_score=f"{score(mine)} points", name="Ann")
    found = axe_violations(friend, "the comparison")
    assert not found, "\n".join(found)
    # Start over: the same board, fresh; the challenge stays for the new game
    friend.get_by_role("button", name="Start over").click()
    expect(friend.locator(".bee-found li.found")).to_have_count(0)
    expect(friend.get_by_label("Your word")).to_be_enabled()
    expect(friend.locator("#bee .challenge-end")).to_be_hidden()
    expect(banner).to_contain_text("Ann challenged you")
    friend_browser.close()

    # broken links: a message, and the game plays
    base = link.rsplit("/challenge/", 1)[0]
    good = dict(sent)
    for text, message in ((base + "/challenge/@@not-a-link", "damaged"),
                          (link[:-12], "damaged"),
                          (base + "/challenge/" + "A" * 20000, "far longer"),
                          (base + "/challenge/" + payload({**good, "w": ["a"] * 100_000}), "far more than a game's result"),
                          (base + "/challenge/" + payload({**good, "w": sorted(mine + ["zzzz"])}), "ZZZZ"),
                          (base + "/challenge/" + payload({**good, "s": 400}), "claims 400 points, but its words make"),
                          (base + "/challenge/" + payload({**good, "p": "boggle"}), "another puzzle"),
                          (base + "/challenge/" + payload({**good, "r": "play/aeginrt/r"}), "another game"),
                          (base + "/challenge/" + payload(["just", "a", "list"]), "damaged")):
        bad_link(page, "bee", text, message)
    page.goto(base + "/challenge/" + payload({**good, "n": "x" * 5000}))
    expect(page.locator("#bee .challenge-banner")).to_contain_text("damaged")
    guess = page.get_by_label("Your word")
    guess.fill(words[0])
    guess.press("Enter")
    expect(page.locator(".bee-found li.found")).to_have_count(1)


# --- Boggle --------------------------------------------------------------------------------------

BOGGLE = "perslatgsineters"


def boggle_play(page, words):
    guess = page.get_by_label("Your word")
    for i, word in enumerate(words, start=1):
        expect(guess).to_be_enabled()
        guess.fill(word)
        guess.press("Enter")
        expect(page.get_by_role("list", name="Found words").get_by_role("listitem")).to_have_count(i)
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the answers?").click()
    expect(page.locator(".boggle-end-summary")).to_contain_text("You found")


def test_boggle_challenge_round_trip_a_forged_word_and_play_again(page, context, site):
    points = lambda words: sum(api.call("boggle.check", {"board": BOGGLE, "word": w, "found": []})["points"] for w in words)  # noqa: E731
    mine, theirs = ["plaster", "pert", "sat"], ["pert", "sat", "sine"]
    page.goto(site + f"#boggle/play/{BOGGLE}")
    expect(page.get_by_role("timer")).to_have_text(re.compile(r"^(3:00|2:5\d)$"))
    page.get_by_label("Minutes", exact=True).fill("2")  # the same board again, a 2-minute game
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the answers?").click()
    page.get_by_role("button", name="Play again").click()
    expect(page.get_by_role("timer")).to_have_text(re.compile(r"^(2:00|1:5\d)$"))
    boggle_play(page, mine)
    link = challenge_link(page, "boggle", "Bo")
    assert link.split("#", 1)[1].startswith(f"boggle/play/{BOGGLE}/minutes/2/challenge/")  # the game's length goes along

    friend = context.new_page()
    friend.goto(site + f"#boggle/play/{BOGGLE}")
    friend.get_by_label("Minutes", exact=True).fill("5")  # the friend's own form says 5 minutes
    friend.goto(link)
    expect(friend.locator("#boggle .challenge-banner")).to_contain_text(f"Bo challenged you: beat {points(mine)} points in 2 minutes.")
    expect(friend.get_by_role("timer")).to_have_text(re.compile(r"^(2:00|1:5\d)$"))  # the challenger's length, not the form's
    expect(friend.locator(".boggle-score")).to_have_text("0 points · 0 words")  # fresh, though this browser played it
    boggle_play(friend, theirs)
    expect_comparison(friend, "boggle", mine=theirs, theirs=mine, my_score=f"{points(theirs)} points",
                      their_score=f"{points(mine)} points", name="Bo")
    expect(friend.locator("#boggle .challenge-verdict")).to_have_text("Bo wins.")
    friend.get_by_role("button", name="Play again").click()
    expect(friend.locator(".boggle-score")).to_have_text("0 points · 0 words")
    expect(friend.get_by_label("Your word")).to_be_enabled()
    expect(friend.locator("#boggle .challenge-end")).to_be_hidden()
    friend.close()

    sent = unpack(link)
    bad_link(page, "boggle", link.replace("/minutes/2/", "/minutes/10/"), "another game")  # a longer game than the challenger's
    bad_link(page, "boggle", link.rsplit("/challenge/", 1)[0] + "/challenge/" + payload({**sent, "w": sorted(mine + ["zebra"])}), "ZEBRA")
    expect(page.locator(".boggle-score")).to_have_text("0 points · 0 words")
    page.get_by_label("Your word").fill("pert")
    page.get_by_label("Your word").press("Enter")
    expect(page.locator(".boggle-score")).to_have_text("1 point · 1 word")


# --- Letter Boxed --------------------------------------------------------------------------------

BOX = "vyq-fig-ote-xlu"


def lb_play(page, words, give_up=False):
    box = page.get_by_role("textbox", name="Your word", exact=True)
    chain = page.get_by_role("list", name="Words played").get_by_role("listitem")
    for i, text in enumerate(words, start=1):
        expect(box).to_be_enabled()
        box.press_sequentially(text[len(box.input_value()):])
        expect(box).to_have_value(text.upper())
        box.press("Enter")
        expect(chain).to_have_count(i)
    if give_up:
        page.get_by_role("button", name="Give up").click()
        page.get_by_role("button", name="Show the answers?").click()
    expect(page.locator("#letterboxed .challenge-end")).to_be_visible()


def test_letterboxed_challenge_round_trip_a_broken_link_and_play_again(page, context, site):
    mine, theirs = ["foxglove", "equity"], ["foxglove", "eve"]
    check = api.call("letterboxed.check", {"sides": BOX, "words": theirs})
    assert all(w["valid"] for w in check["words"]) and not check["complete"]
    page.goto(site + f"#letterboxed/play/{BOX}")
    lb_play(page, mine)  # solved: the game ends by itself
    link = challenge_link(page, "letterboxed", "Lee")
    assert unpack(link)["w"] == mine  # a chain keeps its order

    friend = context.new_page()
    friend.goto(link)
    expect(friend.locator("#letterboxed .challenge-banner")).to_contain_text("Lee challenged you: solve the box in 2 words or fewer.")
    expect(friend.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_count(0)
    lb_play(friend, theirs, give_up=True)
    expect_comparison(friend, "letterboxed", mine=theirs, theirs=mine, my_score="not solved (2 words)",
                      their_score="solved in 2 words", name="Lee")
    expect(friend.locator("#letterboxed .challenge-verdict")).to_have_text("Lee wins.")
    friend.get_by_role("button", name="Play again").click()
    expect(friend.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_count(0)
    expect(friend.get_by_role("textbox", name="Your word", exact=True)).to_be_enabled()
    expect(friend.locator("#letterboxed .challenge-end")).to_be_hidden()
    friend.close()

    bad_link(page, "letterboxed", link[: len(link) // 2 + 20], "damaged")
    lb_play(page, ["fox"], give_up=True)


# --- Anigrams ------------------------------------------------------------------------------------

ANIGRAMS_SEED = 5  # step 2 has three words: repot, toper, trope


@cache
def anigrams_game() -> dict:
    return api.call("anigrams.game", {"seed": ANIGRAMS_SEED, "offensive": "hide"})  # play leaves offensive words out


def anigrams_play(page, words):
    guess = page.get_by_label("Your word")
    expect(guess).to_be_enabled()  # Python may take a while to start on a busy machine
    for word in words:
        expect(guess).to_be_visible()
        guess.fill(word)
        guess.press("Enter")
        expect(page.locator(".anig-status")).to_contain_text(f"{word.upper()} is right")
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the words?").click()
    expect(page.locator("#anigrams .challenge-end")).to_be_visible()


def test_anigrams_challenge_round_trip_and_replay(page, context, site):
    steps = [s["words"] for s in anigrams_game()["steps"]]
    assert len(steps[1]) >= 2
    mine, theirs = [steps[0][0], steps[1][0], steps[2][0]], [steps[0][0], steps[1][-1]]
    page.goto(site + f"#anigrams/play/seed/{ANIGRAMS_SEED}")
    anigrams_play(page, mine)
    link = challenge_link(page, "anigrams", "Ana")

    friend = context.new_page()
    friend.goto(link)
    expect(friend.locator("#anigrams .challenge-banner")).to_contain_text(re.compile(r"Ana challenged you: beat 3 of 6 words · \d+:\d\d · 0 hints\."))
    anigrams_play(friend, theirs)
    expect_comparison(friend, "anigrams", mine=theirs, theirs=mine, my_score=re.compile(r"^2 of 6 words · \d+:\d\d · 0 hints$"),
                      their_score=re.compile(r"^3 of 6 words · "), name="Ana")
    friend.locator("#anigrams .challenge-end").get_by_role("button", name="Replay").click()
    expect(friend.locator(".anig-rungs li.current .anig-tiles")).to_have_text(anigrams_game()["steps"][0]["scrambled"].upper())
    expect(friend.get_by_label("Your word")).to_be_enabled()
    expect(friend.locator("#anigrams .challenge-end")).to_be_hidden()
    friend.close()

    # what a link claims beside its words: within the game's allowance and a time a person could take
    sent, base = unpack(link), link.rsplit("/challenge/", 1)[0]
    assert set(sent["x"]) == {"time", "hints"} and sent["x"]["hints"] == 0 and 0 <= sent["x"]["time"] < 3600
    for extra, message in (({"time": 40, "hints": 7}, "it claims 7 hints, but a game has only 6"),
                           ({"time": 86_401, "hints": 0}, "it claims a time of 1440:01, over a day"),
                           ({"time": 10**9, "hints": 0}, "over a day"),
                           ({"time": 40}, "it claims a result without its hints"),
                           ({"time": 40, "hints": 0, "lives": 9}, "does not keep")):
        bad_link(page, "anigrams", base + "/challenge/" + payload({**sent, "x": extra}), message)
    page.goto(base + "/challenge/" + payload({**sent, "x": {"time": 0, "hints": 6}}))  # possible: taken as claimed
    expect(page.locator("#anigrams .challenge-banner")).to_have_text(
        "Ana challenged you: beat 3 of 6 words · 0:00 · 6 hints. Their result shows when your game ends.")
    anigrams_play(page, theirs)
    expect(page.locator("#anigrams .challenge-them .challenge-claimed")).to_have_text(
        "Their time and hints are as their page counted them: a link proves only the words.")


# --- Letter-pair tiles ---------------------------------------------------------------------------

def tiles_play(page, words, total):
    guess = page.get_by_label("Your word")
    counter = page.locator(".tiles-counter")
    for i, word in enumerate(words, start=1):
        expect(guess).to_be_enabled()
        guess.fill(word)
        guess.press("Enter")
        expect(counter).to_have_text(f"{i} / {total} found")
    give_up = page.locator("#tiles-play .give-up")
    give_up.click()
    give_up.click()
    expect(counter).to_contain_text("you gave up")


def test_tiles_challenge_round_trip_and_replay(page, context, site):
    words = api.call("tiles.formable", {"tiles": ["ed", "pi", "ti"], "dictionary": "american-english", "offensive": "hide"})["words"]
    mine, theirs = ["pitied", "tied", "pied"], ["tied", "tipi"]
    assert set(mine + theirs) <= set(words)
    page.goto(site + "#tiles/2/play/set/ed-pi-ti")
    tiles_play(page, mine, len(words))
    link = challenge_link(page, "tiles", "Ti")

    friend = context.new_page()
    friend.goto(link)
    expect(friend.locator("#tiles .challenge-banner")).to_contain_text("Ti challenged you: find more than 3 words.")
    expect(friend.locator(".tiles-counter")).to_have_text(f"0 / {len(words)} found")
    tiles_play(friend, theirs, len(words))
    expect_comparison(friend, "tiles", mine=theirs, theirs=mine, my_score="2 words", their_score="3 words", name="Ti")
    friend.locator("#tiles .challenge-end").get_by_role("button", name="Replay").click()
    expect(friend.locator(".tiles-counter")).to_have_text(f"0 / {len(words)} found")
    expect(friend.get_by_label("Your word")).to_be_enabled()
    friend.close()
