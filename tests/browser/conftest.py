"""Fixtures for the page tests: dist/ served on 127.0.0.1, system Chromium driven by Playwright.

Every page records the requests it makes; `page` fails its test if any left the site's origin.
Every page of every browser context a test opens is watched (`page_errors`): a console error or an
uncaught exception fails the test, unless the test allowed it by name, with the reason it provokes it.
"""
import http.server
import re
import shutil
import tempfile
import threading
from functools import partial
from urllib.parse import urlsplit
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
def browser(playwright_instance):
    b = playwright_instance.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    yield b
    b.close()


def bare(url: str) -> bool:
    """Whether a page's address is a plain file (build.json, icon.svg), not one of the site's pages."""
    path = urlsplit(url).path
    return "." in path.rsplit("/", 1)[-1] and not path.endswith(".html")


class PageErrors:
    """The console errors and uncaught exceptions of the pages a test opens. A test that provokes an
    error on purpose allows it: `page_errors.allow(r"a pattern of its text or address", "why")`."""

    def __init__(self):
        self.seen: list[str] = []
        self.allowed: list[re.Pattern] = []

    def allow(self, pattern: str, why: str):
        assert why.strip(), "say why the test provokes this error"
        self.allowed.append(re.compile(pattern))

    def watch(self, ctx):
        def console(msg):
            if msg.type != "error":
                return
            where = msg.location.get("url", "") if isinstance(msg.location, dict) else ""
            if where.endswith("/favicon.ico") and bare(msg.page.url if msg.page else ""):
                return  # a bare file opened as a page (build.json) has no icon link: the browser asks for one
            self.seen.append(f"console error: {msg.text} ({where})")
        ctx.on("console", console)
        ctx.on("weberror", lambda e: self.seen.append(f"uncaught: {e.error}"))
        return ctx

    def unexpected(self) -> list[str]:
        return [e for e in self.seen if not any(a.search(e) for a in self.allowed)]


@pytest.fixture(autouse=True)
def page_errors(request):
    """Watches every context `browser.new_context` makes during the test (the `context` fixture's,
    a friend's, a phone's); fails the test on an error it did not allow."""
    errors = PageErrors()
    if "browser" not in request.fixturenames:
        yield errors
        return
    b = request.getfixturevalue("browser")
    make = b.new_context
    b.new_context = lambda *a, **k: errors.watch(make(*a, **k))
    try:
        yield errors
    finally:
        del b.new_context  # the method again
    left = errors.unexpected()
    assert not left, "errors on the page: " + "; ".join(left[:5])


@pytest.fixture
def context(browser):
    ctx = browser.new_context()
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, site):
    from playwright.sync_api import expect
    expect.set_options(timeout=60_000)  # a cold Python start takes seconds; allow for a loaded shared machine
    pg = context.new_page()
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    pg.requests = requests
    yield pg
    foreign = [u for u in requests if not (u.startswith(site) or u.startswith(("data:", "blob:")))]
    assert not foreign, f"requests left the site's origin: {foreign[:5]}"


@pytest.fixture
def blog(site):
    """A second server on another origin (localhost vs 127.0.0.1: another site, too) for blog pages."""
    folder = Path(tempfile.mkdtemp())
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def page_with(name: str, body: str) -> str:
        (folder / name).write_text(f"<!doctype html><meta charset=utf-8><title>blog</title><link rel=icon href=\"data:,\">"
                                   f"<style>input,button{{border:3px dashed hotpink}}</style>{body}")
        return f"http://localhost:{server.server_address[1]}/{name}"
    yield page_with
    server.shutdown()
    shutil.rmtree(folder)


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


@pytest.fixture
def fresh_page(browser):
    """Another person's browser: `fresh_page(**context_options)` opens a page in a new context
    (nothing of the first person's is kept there) with Playwright's clock installed, so its timers
    run when the test says (`pg.clock.run_for(ms)`). Its errors fail the test like the page's."""
    from playwright.sync_api import expect
    expect.set_options(timeout=60_000)  # as `page`: Python boots in a fresh context
    made = []

    def open_page(**options):
        ctx = browser.new_context(**options)
        made.append(ctx)
        pg = ctx.new_page()
        pg.clock.install()
        return pg
    yield open_page
    for ctx in made:
        ctx.close()



@pytest.fixture
def site_copy(tmp_path):
    """A copy of dist/ served on its own port, for a test that deploys a 'new build' into it:
    (the copy's folder, its address). Its origin is not the main site's."""
    from buildsys import DIST
    copy = tmp_path / "site"
    shutil.copytree(DIST, copy)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(copy)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield copy, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
