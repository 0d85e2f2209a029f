"""A Spanish Boggle game with ñ, as a person plays it to its end (Playwright's clock runs the
time): a link names the board and the Spanish list, the board shows Ñ, words are typed with ñ, with
and without their accents, and clicked; each shows as Spanish writes it (nación for n-a-c-i-o-n),
marked lang="es" on this English page; a reload resumes the game; a word is taken at the timer's
last second, and the clock ends the game. The words and scores come from CPython through the same API.

niñocasaionereys, row-major:   N I Ñ O  /  C A S A  /  I O N E  /  R E Y S
"""
import re
from urllib.parse import quote

from playwright.sync_api import expect

from pysolvers import api
from tests.harness.a11y import a11y_page, axe_violations
from tests.harness.browser import hold_time, type_anywhere

BOARD = "niñocasaionereys"
SPANISH = {"dictionary": "es-common", "language": "es"}
PLAYED = api.call("boggle.solve", {"board": BOARD, "offensive": "hide", **SPANISH})


def spanish_keys(page, text: str) -> None:
    """Type `text` as a Spanish keyboard does: ñ is a key of its own (a key event with key "ñ", where
    Playwright's type() would insert the text with no key event), the rest as typed."""
    cdp = page.context.new_cdp_session(page)
    for ch in text:
        if ch in "ñÑ":
            for kind in ("keyDown", "keyUp"):
                cdp.send("Input.dispatchKeyEvent", {"type": kind, "key": ch, "code": "Semicolon", "windowsVirtualKeyCode": 192,
                                                    **({"text": ch} if kind == "keyDown" else {})})
        else:
            page.keyboard.type(ch)
    cdp.detach()


def check(word, found=()):
    return api.call("boggle.check", {"board": BOARD, "word": word, "found": list(found), **SPANISH})


def test_a_spanish_board_with_n_tilde_is_played_by_keyboard_and_pointer_to_the_clocks_end(browser, site):
    assert {"niño", "nacion", "año", "casa"} <= {w["word"] for w in PLAYED["words"]}
    assert PLAYED["spellings"]["nacion"] == "nación"
    page = a11y_page(browser)  # axe-core goes in as an inline script: the page's policy bypassed
    try:
        play(page, site)
        assert page.errors == []
    finally:
        page.context.close()


def play(page, site):
    page.clock.install()
    page.goto(site + f"#boggle/play/{quote(BOARD)}/minutes/0.5/es-common")
    boggle = page.locator("#boggle")
    score, timer = boggle.locator(".boggle-score"), boggle.get_by_role("timer")
    found = boggle.get_by_role("list", name="Found words").get_by_role("listitem")
    expect(score).to_have_text("0 points · 0 words")
    hold_time(page)
    expect(boggle.get_by_label("Word list")).to_have_value("es-common")  # the link's list, and so its language
    expect(boggle.locator(".boggle-play-title")).to_have_text("Board NIÑOCASAIONEREYS")
    grid = boggle.get_by_role("grid", name=re.compile("^Board: drag"))
    expect(grid.get_by_role("row").first).to_have_accessible_name("N I Ñ O")
    expect(timer).to_have_text(re.compile(r"^0:(30|29)$"))

    # typed with ñ, the focus on no field: the letter GuessKeys leaves reaches the word too
    page.evaluate("document.activeElement.blur()")
    spanish_keys(page, "niño")
    page.keyboard.press("Enter")
    expect(score).to_have_text("1 point · 1 word")
    # without its accent, and then with it (the same word): shown as Spanish writes it
    type_anywhere(page, "nacion")
    nacion = check("nacion")["points"]
    expect(score).to_have_text(f"{1 + nacion} points · 2 words")
    expect(boggle.locator(".boggle-guess-note")).to_have_text(f"NACIÓN: +{nacion} points")
    expect(boggle.locator(".boggle-guess-note [lang=es]")).to_have_text("NACIÓN")
    guess = boggle.get_by_label("Your word")
    guess.fill("Nación")
    guess.press("Enter")
    expect(boggle.locator("#boggle-guess-error")).to_have_text("NACIÓN is already found.")
    spanish_keys(page, "ñuuu")
    page.keyboard.press("Enter")
    expect(boggle.locator("#boggle-guess-error")).to_have_text("ÑUUU is not on the grid (adjacent cells, each used once).")
    # the pointer: A Ñ O clicked in order, the last again sends it
    cells = grid.locator(".boggle-cell")
    for i in (5, 2, 3, 3):
        cells.nth(i).click()
    expect(score).to_have_text(f"{2 + nacion} points · 3 words")
    expect(found).to_have_text(["año1 point", f"nación{nacion} points", "niño1 point"])
    expect(found.locator(".w[lang=es]")).to_have_text(["año", "nación", "niño"])
    expect(found.locator("[data-word]")).to_have_count(0)  # WordNet's definitions are English: none offered

    # a reload mid-game resumes it: the words as Spanish writes them, the score, the time left
    page.clock.run_for(10_000)
    left = timer.inner_text()
    page.reload()
    expect(score).to_have_text(f"{2 + nacion} points · 3 words")
    expect(found).to_have_text(["año1 point", f"nación{nacion} points", "niño1 point"])
    expect(timer).to_have_text(left)
    page.clock.resume()  # axe-core waits on timers: the time runs while it looks (a second or so)
    assert axe_violations(page, "a Spanish boggle game", within="#boggle") == []
    hold_time(page)

    # the timer's last second: a word still counts; then the clock ends the game
    for _ in range(40):  # a second at a time, to the last one
        if timer.inner_text() == "0:01":
            break
        page.clock.run_for(1_000)
    expect(timer).to_have_text("0:01")
    type_anywhere(page, "casa")
    expect(score).to_have_text(f"{3 + nacion} points · 4 words")
    page.clock.run_for(2_000)
    mine = 3 + nacion
    share = f"{100 * mine / PLAYED['score']:.0f}" if 100 * mine / PLAYED["score"] >= 1 else f"{100 * mine / PLAYED['score']:.1f}"
    end = boggle.locator(".boggle-end-summary")
    expect(end).to_have_text(f"Time is up. You found 4 of {PLAYED['word_count']:,} words: "
                             f"{mine} of {PLAYED['score']:,} points ({share} %).")
    expect(timer).to_have_text("0:00")
    expect(guess).to_be_disabled()
    type_anywhere(page, "año")
    expect(score).to_have_text(f"{mine} points · 4 words · game over")
    # every word of the board, each as Spanish writes it: found and missed
    longest = max(PLAYED["words"], key=lambda w: (len(w["word"]), w["word"] in PLAYED["spellings"]))
    shown = PLAYED["spellings"].get(longest["word"], longest["word"])
    expect(boggle.locator(".boggle-all li.found .w")).to_have_text(["nación", "casa", "niño", "año"])
    expect(boggle.locator(".boggle-all li.found .w[lang=es]")).to_have_count(4)
    expect(boggle.get_by_role("button", name=f"{shown}, {longest['points']} points, missed")).to_have_count(1)
    expect(boggle.locator(".boggle-all li.missed .w", has_text="añicos")).to_have_count(1)
    page.clock.resume()
    assert axe_violations(page, "a Spanish boggle game's end", within="#boggle") == []


def test_a_spanish_board_typed_cell_by_cell_is_solved_in_spanish(page, site):
    page.goto(site + "#boggle")
    boggle = page.locator("#boggle")
    boggle.get_by_label("Word list").select_option("es-common")
    first = boggle.get_by_label("Row 1, column 1")
    first.focus()
    page.keyboard.type("NIÑÖOCASAIONEREYS")  # ñ is a Spanish letter; ö is not: its cell waits for the next letter
    expect(first).to_have_value("N")
    expect(boggle.get_by_label("Row 1, column 3")).to_have_value("Ñ")
    expect(boggle.get_by_label("Letters", exact=True)).to_have_value("NIÑOCASAIONEREYS")
    page.keyboard.press("Enter")
    summary = boggle.locator("#boggle-solve .summary")
    expect(summary).to_have_text(f"{PLAYED['score']:,} points · {PLAYED['word_count']:,} words of 3+ letters", timeout=120_000)
    expect(page).to_have_url(re.compile(rf"#boggle/{quote(BOARD)}/es-common$"))
    nacion = next(w for w in PLAYED["words"] if w["word"] == "nacion")
    expect(boggle.get_by_role("button", name=f"nación, {nacion['points']} points")).to_have_count(1)
    expect(boggle.locator("#boggle-solve .boggle-word .w[lang=es]")).to_have_count(PLAYED["word_count"])
