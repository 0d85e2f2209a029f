"""A reader's moves in an embedded puzzle, for the embed tests of the browser and blog layers: a word
played by keyboard and one by click in each puzzle's Play, and a board solved in its Solve view, each
checked by what the reader then sees. `root` is where the puzzle is: a Playwright Frame, FrameLocator
or Locator. PLAY_ROUTES are the share links' routes (the part after "#") of the games played."""
import functools
import re
import time

from playwright.sync_api import expect

from pysolvers import api

DAY = "2026-11-21"
PLAY_ROUTES = {"bee": "bee/play/aeginrt/r", "letterboxed": "letterboxed/play/vyq-fig-ote-xlu",
               "boggle": "boggle/play/perslatgsineters", "anigrams": f"anigrams/play/{DAY}",
               "tiles": "tiles/2/play/set/ed-pi-ti"}
PUZZLE_HEIGHT = "Math.ceil(document.getElementById('embed').getBoundingClientRect().bottom + scrollY)"
SOLVE_TABS = {"bee": "Solve", "letterboxed": "Solve", "boggle": "Solve", "anigrams": "Explore", "tiles": "Solve"}


@functools.cache
def anigrams_steps() -> list:
    return api.call("anigrams.game", {"date": DAY, "offensive": "hide"})["steps"]


def enter_button(root):
    return root.get_by_role("button", name="Enter", exact=True)


def type_word(field, keys: str, word: str = ""):
    """Type `keys` one by one into `field` (once the game is on and it takes them): the field then
    holds `word` (default: the keys); then Enter."""
    expect(field).to_be_editable()
    field.press_sequentially(keys)
    expect(field).to_have_value(re.compile(f"^{word or keys}$", re.I))
    field.press("Enter")


def play_bee(root):
    """GRANITE typed and Enter; G E A R clicked on the honeycomb and the Enter button."""
    expect(root.locator(".bee-rank-name")).to_have_text("Beginner")  # the game is on
    type_word(root.get_by_label("Your word"), "granite")
    expect(root.locator(".bee-message")).to_contain_text("Pangram! +14")
    expect(root.locator(".bee-rank-text")).to_contain_text("· 14 points ·")  # the move is scored: the board is still
    hive = root.get_by_role("list", name="Honeycomb")
    for ch in "GEAR":
        hive.get_by_role("button", name=re.compile(f"^{ch}(, center letter)?$")).click()
    expect(root.get_by_label("Your word")).to_have_value("GEAR")
    enter_button(root).click()
    expect(root.locator(".bee-message")).to_contain_text("+1")
    expect(root.locator(".bee-found li")).to_have_count(2)


def play_bee_of_the_day(root):
    """The day's Bee (whatever date the reader's browser says): its longest word typed and Enter, a
    four-letter word clicked on the honeycomb and the Enter button."""
    title = root.locator(".bee-play-title")
    expect(title).to_contain_text("Puzzle of the day · ")
    date = title.inner_text().rsplit("· ", 1)[1].strip()
    words = [w["word"] for w in api.call("bee.daily", {"date": date, "dictionary": "nyt", "offensive": "hide"})["words"]]
    expect(root.locator(".bee-rank-name")).to_have_text("Beginner")
    type_word(root.get_by_label("Your word"), words[0])
    expect(root.locator(".bee-found li")).to_have_count(1)
    hive = root.get_by_role("list", name="Honeycomb")
    for ch in next(w for w in words if len(w) == 4).upper():
        hive.get_by_role("button", name=re.compile(f"^{ch}(, center letter)?$")).click()
    enter_button(root).click()
    expect(root.locator(".bee-found li")).to_have_count(2)
    return date


def play_letterboxed(root):
    """F O G clicked on the box and the Enter button; then LOVE typed after the G and Enter."""
    expect(root.locator(".lb-title")).to_contain_text("VYQ FIG OTE XLU")
    box = root.locator("svg.lb-box")
    for c in "fog":
        box.locator(f'.lb-letter[data-letter="{c}"]').click()
    enter_button(root).click()
    chain = root.get_by_role("list", name="Words played").get_by_role("listitem")
    expect(chain).to_have_text(["FOG"])
    word = root.get_by_role("textbox", name="Your word", exact=True)
    expect(word).to_have_value("G")  # the next word starts with the last letter
    type_word(word, "love", "glove")
    expect(chain).to_have_text(["FOG", "GLOVE"])


def play_boggle(root):
    """PLASTER typed and Enter; S A T clicked on the grid and the Enter button."""
    guess, score = root.get_by_label("Your word"), root.locator(".boggle-score")
    expect(score).to_have_text("0 points · 0 words")
    type_word(guess, "plaster")
    expect(score).to_have_text("5 points · 1 word")
    cells = root.get_by_role("grid", name=re.compile("^Board: drag")).locator(".boggle-cell")
    for i in (8, 5, 6):
        cells.nth(i).click()
    expect(guess).to_have_value("sat")
    enter_button(root).click()
    expect(score).to_have_text("6 points · 2 words")


def play_anigrams(root):
    """The first step's word typed and Enter; the second's put in and the Check button clicked."""
    steps = anigrams_steps()
    guess, status = root.get_by_label("Your word"), root.locator(".anig-status")
    expect(root.locator(".anig-rungs li.current .anig-tiles")).to_have_text(steps[0]["scrambled"].upper())
    type_word(guess, steps[0]["words"][0])
    expect(status).to_contain_text(f"{steps[0]['words'][0].upper()} is right")
    guess.fill(steps[1]["words"][0])
    root.get_by_role("button", name="Check", exact=True).click()
    expect(status).to_contain_text(f"{steps[1]['words'][0].upper()} is right")


def play_tiles(root):
    """PITIED typed and Enter; the rack's TI and ED clicked and the Enter button."""
    guess, counter = root.get_by_label("Your word"), root.locator(".tiles-counter")
    expect(counter).to_have_text("0 / 7 found")
    type_word(guess, "pitied")
    expect(counter).to_have_text("1 / 7 found")
    root.get_by_role("button", name="Add ti").click()
    root.get_by_role("button", name="Add ed").click()
    expect(guess).to_have_value("tied")
    enter_button(root).click()
    expect(counter).to_have_text("2 / 7 found")


PLAYS = {"bee": play_bee, "letterboxed": play_letterboxed, "boggle": play_boggle, "anigrams": play_anigrams, "tiles": play_tiles}


def bee_points(letters: str, center: str) -> str:
    """What Bee Solve shows by default for a board, as the same API answers it."""
    r = api.call("bee.solve", {"letters": letters, "center": center, "dictionary": "nyt", "offensive": "hide"})
    return f"{r['score']:,} points"


def solve_bee(root):
    """Letters and center typed, Enter in the center field."""
    root.get_by_label("Letters", exact=True).fill("aeginrt")
    root.get_by_label("Center", exact=True).fill("r")
    root.get_by_label("Center", exact=True).press("Enter")
    expect(root.locator(".bee-solve .summary")).to_contain_text(bee_points("aeginrt", "r"))


def solve_letterboxed(root):
    """The box pasted as one line in the first side's field, the Solve button clicked."""
    root.get_by_label(re.compile("^Side 1 ")).fill("vyq fig ote xlu")  # one line spreads over the four
    expect(root.get_by_label(re.compile("^Side 4 "))).to_have_value("XLU")
    root.get_by_role("button", name="Solve", exact=True).click()
    expect(root.locator(".lb-solve .summary")).to_contain_text("1 two-word")


def solve_boggle(root):
    """The board typed in one line, Enter."""
    letters = root.get_by_label("Letters", exact=True)
    letters.fill("perslatgsineters")
    letters.press("Enter")
    r = api.call("boggle.solve", {"board": "perslatgsineters", "offensive": "hide"})
    expect(root.locator(".boggle-solve .summary")).to_contain_text(f"{r['score']:,} points")


def solve_anigrams(root):
    """A start typed, the Find chains button clicked."""
    root.get_by_label("Start letters", exact=True).fill("beep")
    root.get_by_role("button", name="Find chains", exact=True).click()
    expect(root.locator(".anig-explore .summary")).to_contain_text("1 game")


def solve_tiles(root):
    """Tiles typed, Enter."""
    tiles = root.get_by_label("Chosen tiles", exact=True)
    tiles.fill("ed pi ti")
    tiles.press("Enter")
    expect(root.locator(".tiles-solve .summary")).to_have_text("7 words from 3 tiles")


SOLVES = {"bee": solve_bee, "letterboxed": solve_letterboxed, "boggle": solve_boggle, "anigrams": solve_anigrams, "tiles": solve_tiles}


def fitted(iframe, frame, limit: int | None = None, seconds: float = 20) -> int:
    """The height of `iframe` (a Locator) once it is its puzzle's (whose page is `frame`), or `limit`,
    the most the host gives a frame."""
    deadline = time.monotonic() + seconds
    while True:
        want = frame.evaluate(PUZZLE_HEIGHT)
        want = min(want, limit) if limit else want
        got = iframe.evaluate("f => f.getBoundingClientRect().height")
        if abs(got - want) <= 1:
            return round(got)
        assert time.monotonic() < deadline, f"the frame is {got}px, its puzzle {want}px"
        time.sleep(0.1)


def attributes(page, selector: str) -> list[dict]:
    """The attributes of the elements `selector` finds, as the page has them."""
    return page.eval_on_selector_all(selector, "els => els.map((e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])))")
