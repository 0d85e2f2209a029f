"""Fixtures for the page tests: dist/ served on 127.0.0.1, system Chromium driven by Playwright.

Every page records the requests it makes; `page` fails its test if any left the site's origin.
"""
import http.server
import shutil
import tempfile
import threading
from functools import partial
from pathlib import Path

import pytest

from buildsys.serve import Handler  # the same handler the README's serve command uses
from tests.harness.browser import CHROMIUM, CHROMIUM_ARGS, blog_requests_ok


@pytest.fixture(scope="session")
def site(dist):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
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
    b = playwright_instance.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
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


@pytest.fixture
def embeds(page, site, blog):
    """Open a blog post on another origin holding the puzzle twice: an iframe of
    embed.html?{query} and a <wordloom-puzzle {attributes}>. Returns (the iframe's frame, the
    element's locator); at the end, checks that every request stayed on the two origins."""
    urls = []

    def open_post(name: str, query: str, attributes: str):
        url = blog(name, f"""
      <iframe id="frame" src="{site}embed.html?{query}" style="width:100%;height:300px;border:0"></iframe>
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" {attributes}></wordloom-puzzle>""")
        urls.append(url)
        page.goto(url)
        return page.wait_for_selector("#frame").content_frame(), page.locator("#el")
    yield open_post
    for url in urls:
        blog_requests_ok(page, site, url)
