"""The Spelling Bee section in real headless Chromium: what a person sees."""
from playwright.sync_api import expect


def solve(page, letters, center):
    page.get_by_label("Letters", exact=True).fill(letters)
    page.get_by_label("Center", exact=True).fill(center)
    page.get_by_label("Center", exact=True).press("Enter")


def test_solves_the_best_board(page, site):
    page.goto(site + "#bee")
    solve(page, "AEGINRT", "R")
    status = page.get_by_role("status").filter(has_text="points")
    expect(status).to_have_text("3,898 points · 537 words · 50 pangrams")
    words = page.get_by_role("list", name="Words").get_by_role("listitem")
    expect(words).to_have_count(537)
    expect(words.first).to_contain_text("reaggregating")
    expect(words.first).to_contain_text("20")
    expect(words.first).to_have_class("pangram")
    expect(page.locator(".bee-words li.pangram")).to_have_count(50)
    # the honeycomb shows the board with R in the middle
    expect(page.get_by_label("Center letter (honeycomb)")).to_have_value("R")
    assert page.url.endswith("#bee/aeginrt/r")


def test_best_board_with_s(page, site):
    page.goto(site + "#bee")
    solve(page, "eainrst", "e")
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("8,681 points · 1,179 words · 86 pangrams")


def test_says_it_is_loading_then_ready(page, site):
    page.goto(site)
    status = page.locator("#runtime-status")
    expect(status).not_to_have_text("")
    expect(status).to_have_text("Python ready")


def test_honeycomb_typing_fills_the_fields(page, site):
    page.goto(site + "#bee")
    page.get_by_label("Center letter (honeycomb)").fill("R")
    page.get_by_label("Outer letter 1 (honeycomb)").fill("AEGINT")  # a paste spreads across the cells
    expect(page.get_by_label("Outer letter 6 (honeycomb)")).to_have_value("T")
    expect(page.get_by_label("Center", exact=True)).to_have_value("R")
    page.get_by_role("button", name="Solve").click()
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,898 points")


def test_bad_input_shows_a_message_next_to_the_honeycomb(page, site):
    page.goto(site + "#bee")
    alert = page.locator("#bee-error")
    for letters, center, message in [
        ("AEGINR", "R", "exactly 7 letters"),
        ("AEGINRR", "R", "only once"),
        ("AEGINRT", "S", "not one of the seven letters"),
        ("AEG1NRT", "R", "Only the letters A to Z"),
        ("", "R", "Please type the board"),
    ]:
        solve(page, letters, center)
        expect(alert).to_contain_text(message)
        expect(alert).to_be_visible()
    # and it still works afterwards
    solve(page, "AEGINRT", "R")
    expect(alert).to_be_hidden()
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,898")


def test_share_url_restores_the_board(page, site):
    page.goto(site + "#bee/xcinopr/x")
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("14 points · 1 words · 1 pangrams")
    expect(page.get_by_label("Letters", exact=True)).to_have_value("XCINOPR")


def test_no_request_leaves_the_origin_and_the_about_panel_credits_sources(page, site):
    page.goto(site + "#bee")
    page.get_by_text("About wordloom and its word lists").click()
    about = page.locator("#about")
    for text in ("ENABLE", "wamerican", "monkey-anagram", "wordfreq", "CC-BY-SA 4.0", "SCOWL"):
        expect(about).to_contain_text(text)
    solve(page, "AEGINRT", "R")
    expect(page.get_by_role("status").filter(has_text="points")).to_contain_text("3,898")
    assert any(u.endswith("pyodide.asm.wasm") for u in page.requests)
    # the page fixture asserts that none of page.requests left the site's origin


def test_own_word_list_and_a_garbage_one(page, site):
    page.goto(site + "#bee")
    page.get_by_label("Word list").select_option("custom")
    own = page.get_by_label("Your own words, one per line")
    own.fill("rate\ngrate\ntearing\ncat")
    solve(page, "AEGINRT", "R")
    expect(page.get_by_role("status").filter(has_text="points")).to_have_text("20 points · 3 words · 1 pangrams")
    own.fill("rate\nd0g")
    page.get_by_role("button", name="Solve").click()
    expect(page.locator("#bee-error")).to_contain_text("line 2")
    expect(own).to_have_attribute("aria-invalid", "true")
