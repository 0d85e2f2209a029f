"""The NYT list in the pages: Spelling Bee's NYT-likely split with reasons, the not-in-NYT
verdict in play, the offensive-word toggle, a player's corrections (mark, undo, export, import, a bad
file), and Letter Boxed on the NYT list by default."""
import re

from playwright.sync_api import expect

from pysolvers import api, bee

# AEGINRT/R as Bee Solve asks for it by default: the NYT list, offensive words hidden; the figures
# the page must show come from the same API
NYT = {"letters": "aeginrt", "center": "r", "dictionary": "nyt", "offensive": "hide"}


def solved(**extra) -> dict:
    return api.call("bee.solve", {**NYT, **extra})


def figures(**extra) -> str:
    r = solved(**extra)
    return f"{r['score']:,} points · {r['word_count']:,} words · {r['pangram_count']:,} pangrams"


SUMMARY = figures()


def summary(page):
    return page.locator(".bee-solve .summary")


def rejected(page):
    return page.get_by_role("list", name="Probably rejected by the NYT").get_by_role("listitem")


def row(page, items, word):
    return items.filter(has=page.locator(".word", has_text=re.compile(f"^{word}$"))).first


def test_bee_solve_splits_nyt_answers_from_probable_rejects(page, site):
    page.goto(site + "#bee/aeginrt/r")
    expect(page.get_by_label("Word list")).to_have_value("nyt")
    expect(summary(page)).to_have_text(SUMMARY + " · 1 offensive word hidden")
    answers = page.get_by_role("list", name="Words").get_by_role("listitem")
    r = solved()
    expect(answers).to_have_count(r["word_count"])
    genius = next(x["min_score"] for x in bee.rank_thresholds(r["score"]) if x["name"] == "Genius")
    expect(page.locator(".bee-ranks")).to_contain_text(f"Genius {genius:,} · Queen Bee {r['score']:,}")
    expect(page.locator(".bee-solve-hints summary")).to_contain_text(
        f"{r['word_count']:,} words and {r['pangram_count']} pangrams left")
    expect(page.locator(".bee-rejected-title")).to_contain_text("Probably rejected by the NYT")
    expect(row(page, rejected(page), "tarn")).to_contain_text("declined on 2024-04-07")
    first = r["probably_rejected"][0]
    expect(rejected(page).first).to_contain_text(first["word"])
    expect(rejected(page).first).to_contain_text(first["reason"])
    expect(page.locator(".bee-solve")).not_to_contain_text("nigger")
    # the toggle shows the offensive word, set apart, with its reason
    page.get_by_label("Show offensive words").check()
    expect(summary(page)).to_have_text(SUMMARY)
    expect(rejected(page).filter(has_text="nigger")).to_contain_text("offensive")
    # ENABLE is still offered, and shows every word (offensive hidden by default)
    page.get_by_label("Show offensive words").uncheck()
    page.get_by_label("Word list").select_option("enable")
    page.get_by_label("Center", exact=True).press("Enter")
    expect(summary(page)).to_have_text(figures(dictionary="enable") + " · 1 offensive word hidden")
    expect(page.locator(".bee-apart")).to_be_hidden()
    assert page.url.endswith("#bee/aeginrt/r/enable")


# Every request the page sends to a worker, in order ([action, params]); a whole bee.solve (one that
# does not say rejected: false) is held until the test calls window.__release().
HOLD_WHOLE_SOLVE = """
window.__asked = [];
const held = [];
window.__release = (change = {}) => held.splice(0).forEach((send) => send(change));
const post = window.Worker.prototype.postMessage;
window.Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.type === "request") {
    window.__asked.push([message.action, message.params]);
    if (message.action === "bee.solve" && message.params.rejected !== false) {
      held.push((change) => post.call(this, { ...message, params: { ...message.params, ...change } }, ...rest));
      return;
    }
  }
  return post.call(this, message, ...rest);
};
"""


def test_bee_solve_shows_the_words_before_the_probable_rejects(page, site):
    page.add_init_script(HOLD_WHOLE_SOLVE)
    page.goto(site + "#bee/aeginrt/r")
    r = solved()
    # the board's words, figures and hints are on screen while the probable rejects are still worked out
    expect(page.get_by_role("list", name="Words").get_by_role("listitem")).to_have_count(r["word_count"])
    expect(summary(page)).to_have_text(SUMMARY)  # the hidden offensive words are counted with the rejects
    expect(page.locator(".bee-solve-hints summary")).to_contain_text(f"{r['word_count']:,} words")
    expect(page.locator(".bee-apart")).to_have_attribute("aria-busy", "true")
    expect(page.locator(".bee-apart .bee-note")).to_contain_text("Looking for the words the bigger lists")
    expect(rejected(page)).to_have_count(0)
    page.evaluate("window.__release()")
    expect(page.locator(".bee-apart")).to_have_attribute("aria-busy", "false")
    expect(rejected(page)).to_have_count(len(r["probably_rejected"]))
    expect(summary(page)).to_have_text(SUMMARY + " · 1 offensive word hidden")
    solves = [params for action, params in page.evaluate("window.__asked") if action == "bee.solve"]
    assert [p.get("rejected", True) for p in solves] == [False, True], solves
    assert {k: v for k, v in solves[0].items() if k != "rejected"} == solves[1]
    # on ENABLE the first answer is whole: no second request
    page.get_by_label("Word list").select_option("enable")
    page.get_by_label("Center", exact=True).press("Enter")
    expect(summary(page)).to_have_text(figures(dictionary="enable") + " · 1 offensive word hidden")
    solves = [params for action, params in page.evaluate("window.__asked") if action == "bee.solve"]
    assert len(solves) == 3 and solves[2]["dictionary"] == "enable", solves
    # the second request fails (here: its letters spoiled on the way): said in the section; the
    # board's words and figures stay
    page.get_by_label("Word list").select_option("nyt")
    page.get_by_label("Center", exact=True).press("Enter")
    expect(page.locator(".bee-apart")).to_have_attribute("aria-busy", "true")
    page.evaluate("window.__release({ letters: 'aaaaaaa' })")
    expect(page.locator(".bee-apart .bee-note")).to_contain_text("The words the NYT probably rejects could not be found: ")
    expect(page.locator(".bee-apart")).to_have_attribute("aria-busy", "false")
    expect(summary(page)).to_have_text(SUMMARY)
    expect(page.get_by_role("list", name="Words").get_by_role("listitem")).to_have_count(r["word_count"])


def test_bee_play_says_when_the_nyt_rejects_a_word(page, site):
    page.goto(site + "#bee/play/aeginrt/r")
    guess = page.locator("#bee-guess")
    message = page.locator(".bee-message")
    guess.fill("TARN")
    guess.press("Enter")
    expect(message).to_contain_text("Not in the NYT list (declined on 2024-04-07), though ENABLE has it.")
    guess.fill("RRRR")
    guess.press("Enter")
    expect(message).to_have_text("Not in word list.")
    guess.fill("NIGGER")
    guess.press("Enter")
    expect(message).to_have_text("Not in word list.")
    # the player knows better: the word is accepted and played
    guess.fill("TARN")
    guess.press("Enter")
    message.get_by_role("button", name="Mark accepted by the NYT: tarn").click()
    expect(message).to_contain_text("+1")
    expect(page.get_by_role("list", name="Found words")).to_contain_text("tarn")


def test_corrections_change_the_answer_with_undo_export_and_import(page, site, tmp_path):
    page.goto(site + "#bee/aeginrt/r")
    expect(summary(page)).to_contain_text(SUMMARY)
    expect(rejected(page).first).to_be_visible()  # the answer is whole (the list is drawn again with them)
    granite = row(page, page.get_by_role("list", name="Words").get_by_role("listitem"), "granite")
    mark = granite.get_by_role("button", name="Mark rejected by the NYT: granite")  # an action, named with its word
    expect(mark).to_have_text("Mark rejected")
    mark.scroll_into_view_if_needed()
    expect(mark).to_be_visible()
    box = mark.bounding_box()
    assert box["height"] >= 24 and box["width"] >= 24, box  # a target a finger hits
    mark.click()
    expect(summary(page)).to_contain_text(figures(corrections=["-granite"]))
    marked = rejected(page).filter(has_text="you marked it rejected")
    expect(marked).to_contain_text("granite")
    # accept one the NYT declined
    row(page, rejected(page), "tarn").get_by_role("button", name="Mark accepted by the NYT: tarn").click()
    expect(summary(page)).to_contain_text(figures(corrections=["-granite", "+tarn"]))
    box = page.locator("#bee-corrections")
    box.locator("summary").click()
    expect(box.locator("summary")).to_contain_text("(2)")
    # export: the file Python reads back
    with page.expect_download() as download:
        box.get_by_role("button", name="Export corrections").click()
    text = open(download.value.path()).read()
    assert "+tarn" in text.splitlines() and "-granite" in text.splitlines()
    # undo where it changed an answer
    marked.get_by_role("button", name="Undo").click()
    expect(summary(page)).to_contain_text(figures(corrections=["+tarn"]))
    # a bad file: a clear message beside the control, nothing changes
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"+naan\nhello world\n\x00\x01\x02\xff")
    box.get_by_label("Import corrections").set_input_files(str(bad))
    expect(page.locator("#bee-corrections-error")).to_contain_text("bad.txt: Line 2 \"hello world\"")
    expect(page.locator("#bee-corrections-error")).to_contain_text("Nothing was changed.")
    expect(box.locator("summary")).to_contain_text("(1)")
    huge = tmp_path / "huge.txt"
    huge.write_text("+naan\n" * 200_000)
    box.get_by_label("Import corrections").set_input_files(str(huge))
    expect(page.locator("#bee-corrections-error")).to_contain_text("at most 1,000,000")
    expect(box.locator("summary")).to_contain_text("(1)")
    # a good file replaces the corrections, and the answer follows
    good = tmp_path / "good.txt"
    good.write_text(text)
    box.get_by_label("Import corrections").set_input_files(str(good))
    expect(box.locator(".nyt-note[role=status]")).to_contain_text("Imported 1 accepted word and 1 rejected word")
    expect(summary(page)).to_contain_text(figures(corrections=["-granite", "+tarn"]))
    # kept in the browser: a reload keeps them
    page.reload()
    expect(summary(page)).to_contain_text(figures(corrections=["-granite", "+tarn"]).split(" · ")[0])


def test_letterboxed_solves_on_the_nyt_list_by_default(page, site):
    page.goto(site + "#letterboxed/vyq-fig-ote-xlu")
    expect(page.locator("#lb-dictionary")).to_have_value("nyt")
    first = page.locator(".lb-sol").first
    expect(first).to_have_attribute("data-words", "foxglove equity")
    # a correction reaches Letter Boxed too: the word typed in the panel is rejected
    box = page.locator("#lb-corrections")
    box.locator("summary").click()
    box.get_by_label("A word").fill("foxglove")
    box.get_by_role("button", name="Mark rejected").click()
    expect(page.locator(".lb-sol").first).not_to_have_attribute("data-words", "foxglove equity")
    # shown where it changed the answer, with its Undo
    changed = page.locator(".lb-corrected")
    expect(changed).to_contain_text("Your corrections changed this box: foxglove")
    changed.get_by_role("button", name="Undo (you marked it rejected)").click()
    expect(page.locator(".lb-sol").first).to_have_attribute("data-words", "foxglove equity")
    expect(changed).to_be_hidden()
    box.get_by_label("A word").fill("fox glove")
    box.get_by_role("button", name="Mark accepted").click()
    expect(page.locator("#lb-corrections-error")).to_contain_text("not a correction")
