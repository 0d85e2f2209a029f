"""Fixtures for the page tests: dist/ served on 127.0.0.1, system Chromium driven by Playwright.

Every page records the requests it makes; `page` fails its test if any left the site's origin.
"""
import http.server
import shutil
import sys
import tempfile
import threading
from functools import partial
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (the same handler the README's serve command uses)

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def site(dist):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), build.Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = playwright_instance.chromium.launch(executable_path=str(build.CHROMIUM), args=CHROMIUM_ARGS)
    yield b
    b.close()


@pytest.fixture
def context(browser):
    ctx = browser.new_context()
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, site):
    from playwright.sync_api import expect
    expect.set_options(timeout=60_000)  # Python boots in ~2-3 s; allow for a loaded shared machine
    pg = context.new_page()
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.requests = requests
    yield pg
    foreign = [u for u in requests if not (u.startswith(site) or u.startswith(("data:", "blob:")))]
    assert not foreign, f"requests left the site's origin: {foreign[:5]}"
    assert not errors, f"uncaught errors on the page: {errors[:3]}"


@pytest.fixture
def blog(site):
    """A second server on another origin (localhost vs 127.0.0.1: another site, too) for blog pages."""
    folder = Path(tempfile.mkdtemp())
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def page_with(name: str, body: str) -> str:
        (folder / name).write_text(f"<!doctype html><meta charset=utf-8><title>blog</title>"
                                   f"<style>input,button{{border:3px dashed hotpink}}</style>{body}")
        return f"http://localhost:{server.server_address[1]}/{name}"
    yield page_with
    server.shutdown()
    shutil.rmtree(folder)


def blog_requests_ok(page, site, blog_url):
    blog_origin = blog_url.rsplit("/", 1)[0] + "/"
    foreign = [u for u in page.requests if not u.startswith((site, blog_origin, "blob:", "data:"))]
    assert not foreign, foreign[:5]
    page.requests.clear()  # the fixture's own origin check does not know the blog's origin


@pytest.fixture
def embeds(page, site, blog):
    """Open a blog post on another origin holding the puzzle twice: an iframe of
    embed/frame.html?{query} and a <wordloom-puzzle {attributes}>. Returns (the iframe's frame, the
    element's locator); at the end, checks that every request stayed on the two origins."""
    urls = []

    def open_post(name: str, query: str, attributes: str):
        url = blog(name, f"""
      <iframe id="frame" src="{site}embed/frame.html?{query}" style="width:100%;height:300px;border:0"></iframe>
      <script type="module" src="{site}embed/element.js"></script>
      <wordloom-puzzle id="el" {attributes}></wordloom-puzzle>""")
        urls.append(url)
        page.goto(url)
        return page.wait_for_selector("#frame").content_frame(), page.locator("#el")
    yield open_post
    for url in urls:
        blog_requests_ok(page, site, url)


def each_tab(page, puzzle: str):
    """Open each tab of a puzzle in turn (waiting for its view to settle) and yield it."""
    from playwright.sync_api import expect
    tabs = page.locator(f"#{puzzle} [role=tab]")
    expect(tabs.first).to_be_visible()
    for i in range(tabs.count()):
        tab = tabs.nth(i)
        tab.click()
        expect(tab).to_have_attribute("aria-selected", "true")
        page.wait_for_timeout(1500)  # the view's answer, or a game's board
        yield tab


def seconds_on(timer) -> int:
    """A game clock's reading ("m:ss") in seconds."""
    minutes, secs = timer.inner_text().split(":")
    return int(minutes) * 60 + int(secs)


def clock_while_away(page, section: str, timer, away_ms: int = 5000) -> int:
    """Seconds a game clock counted while another section (Bee) was on screen for `away_ms`:
    leave by a new hash, come back with the browser's Back."""
    from playwright.sync_api import expect
    before = seconds_on(timer)
    page.evaluate("location.hash = '#bee'")
    expect(page.locator(f"#{section}")).to_be_hidden()
    page.wait_for_timeout(away_ms)
    page.evaluate("history.back()")
    expect(page.locator(f"#{section}")).to_be_visible()
    return abs(seconds_on(timer) - before)
