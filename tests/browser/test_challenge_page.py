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

from playwright.sync_api import expect

from pysolvers import api

BEE = api.call("bee.random", {"seed": 6, "min_words": 6, "max_words": 9})  # DILMNOX/X: 8 words, 42 points


def payload(obj) -> str:
    """A challenge payload as the page writes one (JSON, deflate-raw, base64url): to forge links."""
    z = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = z.compress(json.dumps(obj).encode()) + z.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def unpack(link: str) -> dict:
    text = link.rsplit("/challenge/", 1)[1]
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)), -15))


def challenge_link(page, section: str, name: str) -> str:
    end = page.locator(f"#{section} .challenge-end")
    end.get_by_label("Your name").fill(name)
    end.get_by_role("button", name="Challenge a friend").click()
    link = end.get_by_label("Challenge link")
    expect(link).to_have_value(re.compile(rf"#{section}/play/.+/challenge/[A-Za-z0-9_-]+$"))
    return link.input_value()


def expect_comparison(page, section: str, *, mine, theirs, my_score: str, their_score: str, name: str):
    box = page.locator(f"#{section} .challenge-compare")
    expect(box.locator(".challenge-you .challenge-score")).to_have_text(my_score)
    expect(box.locator(".challenge-them .challenge-score")).to_have_text(their_score)
    expect(box.locator(".challenge-them h4")).to_have_text(name)
    for cls, words in (("only-you", set(mine) - set(theirs)), ("both", set(mine) & set(theirs)),
                       ("only-them", set(theirs) - set(mine))):
        expect(box.locator(f".challenge-{cls} li")).to_have_text(sorted(words))


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
        guess.fill(word)
        guess.press("Enter")
        expect(page.locator(".bee-found li.found")).to_have_count(i)
    page.get_by_role("button", name="Give up").click()
    page.get_by_role("button", name="Show the words?").click()
    expect(found).to_have_count(len(BEE["words"]))


def test_bee_challenge_round_trip_bad_links_and_replay(page, context, site):
    letters, center = BEE["letters"], BEE["center"]
    words = sorted(w["word"] for w in BEE["words"])
    mine, theirs = words[:3], words[1:4]
    score = lambda found: api.call("bee.rank", {"letters": letters, "center": center, "found": found})["score"]  # noqa: E731
    page.goto(site + f"#bee/play/{letters}/{center}")
    bee_play(page, mine)
    link = challenge_link(page, "bee", "Ann")
    sent = unpack(link)
    assert sent["w"] == sorted(mine) and sent["s"] == score(mine) and sent["n"] == "Ann"
    assert not set(words[3:]) & set(link.split("/"))  # the missed words are not in the link

    friend = context.new_page()
    friend.goto(link)
    banner = friend.locator("#bee .challenge-banner")
    expect(banner).to_have_text(f"Ann challenged you: beat {score(mine)} points. Their result shows when your game ends.")
    expect(friend.locator(".bee-found li.found")).to_have_count(0)  # a fresh game, although this browser played it
    expect(friend.locator("#bee .challenge-compare")).to_be_empty()
    bee_play(friend, theirs)
    expect_comparison(friend, "bee", mine=theirs, theirs=mine, my_score=f"{score(theirs)} points",
                      their_score=f"{score(mine)} points", name="Ann")
    # Start over: the same board, fresh; the challenge stays for the new game
    friend.get_by_role("button", name="Start over").click()
    expect(friend.locator(".bee-found li.found")).to_have_count(0)
    expect(friend.get_by_label("Your word")).to_be_enabled()
    expect(friend.locator("#bee .challenge-end")).to_be_hidden()
    expect(banner).to_contain_text("Ann challenged you")
    friend.close()

    # broken links: a message, and the game plays
    base = link.rsplit("/challenge/", 1)[0]
    good = dict(sent)
    for text, message in ((base + "/challenge/@@not-a-link", "damaged"),
                          (link[:-12], "damaged"),
                          (base + "/challenge/" + "A" * 20000, "far longer"),
                          (base + "/challenge/" + payload({**good, "w": sorted(mine + ["zzzz"])}), "ZZZZ"),
                          (base + "/challenge/" + payload({**good, "s": 400}), "claims 400 points, but its words make"),
                          (base + "/challenge/" + payload({**good, "p": "boggle"}), "another puzzle"),
                          (base + "/challenge/" + payload({**good, "r": "play/aeginrt/r"}), "another board"),
                          (base + "/challenge/" + payload(["just", "a", "list"]), "damaged")):
        bad_link(page, "bee", text, message)
    page.goto(base + "/challenge/" + payload({**good, "n": "x" * 5000}))
    expect(page.locator("#bee .challenge-banner")).to_contain_text("damaged")
    guess = page.get_by_label("Your word")
    guess.fill(words[0])
    guess.press("Enter")
    expect(page.locator(".bee-found li.found")).to_have_count(1)
