"""Offline use, share URLs and embeds, in Chromium as a person (or a blog) would use them."""
import re
from functools import partial

from playwright.sync_api import expect

from pysolvers import api

from tests.harness.browser import CHROMIUM, CHROMIUM_ARGS, blog_requests_ok, reload_into_the_new_version

BEE_SUMMARY = ".summary"  # Spelling Bee on its default, the NYT list with offensive words hidden (3,898 on ENABLE)


def nyt_points(letters: str, center: str) -> str:
    """What Bee Solve shows by default for a board, as the same API answers it."""
    r = api.call("bee.solve", {"letters": letters, "center": center, "dictionary": "nyt", "offensive": "hide"})
    return f"{r['score']:,} points"


AEGINRT = nyt_points("aeginrt", "r")
EAINRST = nyt_points("eainrst", "e")


def solve_bee(page, letters, center):
    page.get_by_label("Letters", exact=True).fill(letters)
    page.get_by_label("Center", exact=True).fill(center)
    page.get_by_label("Center", exact=True).press("Enter")


def solves_offline_after_a_reload(page, context, letters, center, shows):
    """The network gone, the page reloads from the offline copy and Bee Solve answers."""
    context.set_offline(True)
    page.reload()
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    solve_bee(page, letters, center)
    expect(page.locator(BEE_SUMMARY)).to_contain_text(shows)
    context.set_offline(False)


# --- offline -----------------------------------------------------------------------------------

def test_after_one_visit_the_bee_solves_offline(page, context, site):
    page.goto(site + "#bee")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    solves_offline_after_a_reload(page, context, "AEGINRT", "R", AEGINRT)


FIRST_ANSWER_STATE = """async () => {
    await new Promise((resolve) => {
      const seen = () => performance.getEntriesByName("wordloom:first-answer").length ? resolve() : setTimeout(seen, 10);
      seen();
    });
    return { registration: Boolean(await navigator.serviceWorker.getRegistration()), caches: await caches.keys() };
}"""


def test_the_offline_copy_starts_only_after_the_first_answer_and_then_works_offline(page, context, site):
    """On a first visit nothing of the offline copy (the service worker, its cache of the whole site)
    comes before the first answer: on a phone's network it would share the link with it. Once the
    page is idle it follows, and the next visit works offline."""
    page.goto(site + "#bee/aeginrt/r")
    at_answer = page.evaluate(FIRST_ANSWER_STATE)
    expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    assert at_answer["registration"] is False, at_answer
    assert not [c for c in at_answer["caches"] if c.startswith("wordloom-") and c != "wordloom-snapshots"], at_answer
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    solves_offline_after_a_reload(page, context, "EAINRST", "E", EAINRST)


KEPT = """async (path) => {
    const url = new URL(path, location.href).href;
    for (const name of await caches.keys()) {
      if (name.startsWith("wordloom-") && await (await caches.open(name)).match(url)) return true;
    }
    return false;
}"""


def test_an_index_fetched_before_the_offline_copy_is_kept_and_the_puzzle_answers_offline(page, context, site):
    """A first visit's solvers start before the service worker and fetch around it: the prebuilt index
    Anigrams read for its first answer is kept all the same (the page names it to the service worker),
    and the next visit, offline, reads it from there."""
    index = "data/prebuilt/enable.anigrams.index.bin.gz"
    page.goto(site + "#anigrams/deir")
    summary = page.locator("#anigrams .summary")
    expect(summary).to_contain_text("DEIR: longest chain")
    assert page.evaluate("async () => Boolean(await navigator.serviceWorker.getRegistration())") is False
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    page.wait_for_function(KEPT, arg=index, timeout=60_000)
    context.set_offline(True)
    asked = []
    page.on("request", lambda r: asked.append(r) if r.url.endswith(index) else None)
    page.reload()
    expect(summary).to_contain_text("DEIR: longest chain")
    for r in asked:  # the worker's fetch of the index, answered by the service worker from its cache
        response = r.response()
        assert response is not None and response.ok and response.from_service_worker, r.url


def test_on_save_data_the_offline_copy_waits_until_the_person_asks_for_it(page, context, site):
    """A connection that asks to save data (Save-Data) gets no offline copy of several MB unasked:
    the page offers it; once asked, it is kept and the next visit works offline."""
    page.add_init_script("Object.defineProperty(navigator, 'connection', { value: { saveData: true } })")
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    keep = page.locator("#offline-status").get_by_role("button", name="Keep for offline use")
    expect(keep).to_be_visible(timeout=60_000)
    expect(page.locator("#offline-status")).to_contain_text("Offline use is off to save data")
    assert page.evaluate("async () => Boolean(await navigator.serviceWorker.getRegistration())") is False
    keep.click()
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    solves_offline_after_a_reload(page, context, "EAINRST", "E", EAINRST)


def test_offline_after_a_browser_restart(site, playwright_instance, tmp_path):
    profile = tmp_path / "profile"
    launch = partial(playwright_instance.chromium.launch_persistent_context, str(profile),
                     executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    ctx = launch()
    page = ctx.new_page()
    page.goto(site + "#bee")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    ctx.close()  # the browser quits
    ctx = launch(offline=True)
    page = ctx.new_page()
    page.goto(site + "#bee/eainrst/e")
    expect(page.locator(BEE_SUMMARY)).to_contain_text(EAINRST, timeout=120_000)
    ctx.close()


def test_a_browser_that_blocks_service_workers_says_so_and_still_solves(browser, site):
    # A browser (or its settings, or an automation tool) may block service workers: register() then
    # gives no registration. The page says offline use is not available here, logs no error, and solves.
    ctx = browser.new_context(service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(site + "#bee")
        expect(page.locator("#offline-status")).to_have_text("Offline use is not available here")
        solve_bee(page, "AEGINRT", "R")
        expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT, timeout=60_000)
    finally:
        ctx.close()


def test_manifest_and_icons(page, site):
    page.goto(site)
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())")
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        status = page.evaluate(f"fetch({icon['src']!r}).then(r => r.status)")
        assert status == 200


# --- share URLs and history ----------------------------------------------------------------------

def test_share_url_restores_and_back_forward_move_between_puzzles(page, site):
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    solve_bee(page, "EAINRST", "E")
    expect(page.locator(BEE_SUMMARY)).to_contain_text(EAINRST)
    assert page.url.endswith("#bee/aeinrst/e")
    page.go_back()
    expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    expect(page.get_by_label("Letters", exact=True)).to_have_value("AEGINRT")
    page.go_forward()
    expect(page.locator(BEE_SUMMARY)).to_contain_text(EAINRST)


def test_share_button_copies_the_link(page, context, site):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    page.locator("#bee").get_by_role("button", name="Share").click()
    expect(page.locator("#bee .copied").first).to_have_text("Link copied")  # the toolbar's (a challenge panel has its own)
    assert page.evaluate("navigator.clipboard.readText()") == site + "#bee/aeginrt/r"


def test_copy_embed_code_gives_both_snippets(page, site):
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    page.locator("#bee").get_by_role("button", name="Copy embed code").click()
    iframe_code = page.get_by_label("Iframe embed").input_value()
    element_code = page.get_by_label("Custom element").input_value()
    assert f'src="{site}embed/frame.html?puzzle=bee&amp;mode=solve&amp;letters=aeginrt&amp;center=r"' in iframe_code
    assert f'<script type="module" src="{site}embed/element.js"></script>' in element_code
    assert '<wordloom-puzzle puzzle="bee" mode="solve" letters="aeginrt" center="r"></wordloom-puzzle>' in element_code


# --- embeds on another site ----------------------------------------------------------------------

def test_blog_on_another_origin_embeds_the_iframe_and_the_element(page, site, blog):
    url = blog("post.html", f"""
      <h1>My post</h1>
      <iframe id="frame" src="{site}embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=solve" style="width:100%;height:300px;border:0"></iframe>
      <script>addEventListener("message",(e)=>{{if(e.data&&e.data.type==="wordloom:height")document.getElementById("frame").style.height=e.data.height+"px"}})</script>
      <script type="module" src="{site}embed/element.js"></script>
      <wordloom-puzzle id="el" puzzle="bee" letters="eainrst" center="e"></wordloom-puzzle>""")
    page.goto(url)
    frame = page.wait_for_selector("#frame").content_frame()
    expect(frame.locator(BEE_SUMMARY)).to_contain_text(AEGINRT)
    # the element starts when it is seen; the frame's height message can push it below the fold first
    page.locator("#el").scroll_into_view_if_needed()
    expect(page.locator("#el .summary")).to_contain_text(EAINRST)  # Playwright's CSS pierces open shadow roots
    # the iframe told the blog its height, and the blog's CSS did not reach into the element
    assert int(page.eval_on_selector("#frame", "f => parseInt(f.style.height)")) > 300
    border = page.locator("#el").evaluate("el => getComputedStyle(el.shadowRoot.querySelector('input')).borderStyle")
    assert border != "dashed"
    blog_requests_ok(page, site, url)


def test_a_post_with_the_first_embed_addresses_still_shows_its_puzzles(page, site, blog):
    """embed.html and embed.js, the addresses the first snippets named (now embed/frame.html and
    embed/element.js), are in published posts: they still show the puzzle they name."""
    url = blog("old.html", f"""
      <iframe id="frame" src="{site}embed.html?puzzle=bee&letters=eainrst&center=e&mode=solve" style="width:100%;height:600px;border:0"></iframe>
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" puzzle="bee" letters="aeginrt" center="r"></wordloom-puzzle>""")
    page.goto(url)
    frame = page.wait_for_selector("#frame").content_frame()
    expect(frame.locator(BEE_SUMMARY)).to_contain_text(EAINRST)
    expect(page.locator("#el .summary")).to_contain_text(AEGINRT)
    href = frame.get_by_role("link", name="wordloom").get_attribute("href")
    assert re.fullmatch(re.escape(site) + r"#bee/[a-z]{7}/e", href), href  # the app, not embed/
    blog_requests_ok(page, site, url)


def test_three_elements_share_one_worker_and_leave_the_host_dom_alone(page, site, blog):
    url = blog("three.html", f"""
      <p id="intro">Three puzzles.</p>
      <script type="module" src="{site}embed/element.js"></script>
      <wordloom-puzzle id="a" puzzle="bee" letters="aeginrt" center="r"></wordloom-puzzle>
      <wordloom-puzzle id="b" puzzle="bee" letters="eainrst" center="e"></wordloom-puzzle>
      <wordloom-puzzle id="c" puzzle="bee" letters="cinoprx" center="x"></wordloom-puzzle>
      <p id="outro">The end.</p>""")
    page.goto(url)
    before = page.evaluate("document.body.innerHTML")
    for el, text in (("a", AEGINRT), ("b", nyt_points("eainrst", "e")), ("c", nyt_points("cinoprx", "x"))):
        expect(page.locator(f"#{el} .summary")).to_contain_text(text)
    assert len(page.workers) == 1
    assert page.evaluate("document.body.innerHTML") == before
    blog_requests_ok(page, site, url)


def test_python_starts_only_when_an_element_is_visible(page, site, blog):
    url = blog("lazy.html", f"""
      <div style="height:3000px">A long post…</div>
      <script type="module" src="{site}embed/element.js"></script>
      <wordloom-puzzle id="late" puzzle="bee" letters="aeginrt" center="r"></wordloom-puzzle>""")
    page.goto(url)
    page.wait_for_function("customElements.get('wordloom-puzzle') !== undefined")
    # The element has looked: an IntersectionObserver made after its own reports its first sight of
    # it (off screen) after the element's observer has had its own. By then a wrongly eager element
    # has started (start() sets `mounted` at once); this one still waits.
    assert page.evaluate("""() => new Promise((seen) => new IntersectionObserver((entries, o) => {
        o.disconnect(); seen(entries[0].isIntersecting); }).observe(document.getElementById('late')))""") is False
    late = page.locator("#late")
    assert late.evaluate("(el) => el.mounted === undefined")
    expect(late.locator(".embed-root")).to_have_text("wordloom puzzle — starts when visible")
    assert page.workers == [] and not any("pyodide" in u for u in page.requests)
    page.locator("#late").scroll_into_view_if_needed()
    expect(page.locator("#late .summary")).to_contain_text(AEGINRT)
    assert len(page.workers) == 1
    blog_requests_ok(page, site, url)


def test_embed_demo_page(page, site):
    page.goto(site + "embed/demo.html")
    frame = page.wait_for_selector("#demo-iframe").content_frame()
    expect(frame.locator(".summary")).to_contain_text("1 two-word")
    expect(frame.get_by_text("foxglove").first).to_be_visible()
    page.locator("#demo-element").scroll_into_view_if_needed()
    expect(page.locator("#demo-element")).to_contain_text("Beginner")
    page.locator("#demo-element-2").scroll_into_view_if_needed()
    expect(page.locator("#demo-element-2 .summary")).to_contain_text("1 game")
    # the iframe's client and one client that the two elements share: each an interactive worker
    # and the search workers it started (Letter Boxed's solve is a search)
    count = "async () => (await import('../solver-client.js')).getClient().workerCount"
    assert len(page.workers) == page.evaluate(count) + frame.evaluate(count)

def test_blog_embeds_the_bee_in_play_mode(page, site, embeds):
    frame, el = embeds("play.html", "puzzle=bee&letters=dilmnox&center=x&mode=play", 'puzzle="bee" letters="aeginrt" center="r" mode="play"')
    # the ranks Play shows by default (the NYT list, offensive words left out), from the same API
    rank = lambda found: api.call("bee.rank", {"letters": "dilmnox", "center": "x", "found": found,  # noqa: E731
                                               "dictionary": "nyt", "offensive": "hide"})["name"]
    # the iframe: type into the word field; nothing of the answers is shown
    expect(frame.locator(".bee-rank-name")).to_have_text(rank([]))
    expect(frame.locator(".bee-found li")).to_have_count(0)
    expect(frame.locator(".bee-best")).to_be_hidden()
    frame.get_by_label("Your word").fill("minx")
    frame.get_by_label("Your word").press("Enter")
    expect(frame.locator(".bee-message")).to_have_text(f"Good! +1 · New rank: {rank(['minx'])}")
    expect(frame.locator(".bee-rank-name")).to_have_text(rank(["minx"]))
    # the custom element: click the hexagons, then Enter
    expect(el.locator(".bee-rank-name")).to_have_text("Beginner")
    hive = el.get_by_role("list", name="Honeycomb")
    for ch in "GRANITE":
        hive.get_by_role("button", name=re.compile(f"^{ch}(, center letter)?$")).click()
    el.get_by_role("button", name="Enter", exact=True).click()
    expect(el.locator(".bee-message")).to_have_text("Pangram! +14")
    expect(el.locator(".bee-found li.pangram")).to_have_text("granitepangram")
    # the embed's link to the site opens the same game, never the answers
    assert el.get_by_role("link", name="wordloom").get_attribute("href").endswith("#bee/play/aeginrt/r")


def test_an_element_taken_out_of_the_page_and_put_back_listens_again(page, site, blog):
    """Moving an element (out of the page, back in) closes it and opens it again: it plays on, and it
    still hears what it listened to before, here storage filling up (it then says nothing is kept)."""
    from tests.browser.test_faults import FILL_STORAGE, NOT_KEPT
    url = blog("moved.html", f"""
      <script type="module" src="{site}embed/element.js"></script>
      <div id="here"><wordloom-puzzle id="el" puzzle="bee" letters="aeginrt" center="r" mode="play"></wordloom-puzzle></div>
      <div id="there"></div>""")
    page.goto(url)
    el = page.locator("#el")
    expect(el.locator(".bee-rank-name")).to_have_text("Beginner")
    expect(el.locator(".storage-note")).to_be_hidden()
    page.evaluate("document.getElementById('there').append(document.getElementById('el'))")  # out and back in
    assert page.evaluate(FILL_STORAGE) > 1   # the host's storage fills up after the move
    el.get_by_label("Your word").fill("granite")
    el.get_by_label("Your word").press("Enter")   # its save fails: the element is told
    expect(el.locator(".bee-message")).to_have_text("Pangram! +14")
    expect(el.locator(".storage-note")).to_have_text(NOT_KEPT)
    expect(el.locator(".storage-note")).to_be_visible()
    page.evaluate("localStorage.clear()")
    blog_requests_ok(page, site, url)


def test_a_new_build_is_offered_with_reload_and_replaces_the_old_cache(page, site_copy):
    """Serve a copy of dist/, let the page cache it, then deploy a 'new build' (another version in
    sw.js): the page offers the new version; Reload activates it and the old cache is gone."""
    copy, url = site_copy
    page.goto(url + "#bee")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    old = page.evaluate("caches.keys()")
    sw = copy / "sw.js"
    sw.write_text(re.sub(r'const VERSION = "[0-9a-f]+"', 'const VERSION = "0123456789abcdef"', sw.read_text()))
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    reload_into_the_new_version(page, "0123456789abcdef")
    builds = "caches.keys().then((k) => k.filter((name) => name !== 'wordloom-snapshots'))"  # runtime/snapshots.mjs
    assert page.evaluate(builds) == ["wordloom-0123456789abcdef"] != old
    assert all(u.startswith(url) for u in page.requests)
    page.requests.clear()  # the fixture checks against the main site's origin, not this copy's
