"""Fixtures for the page tests: dist/ served on 127.0.0.1, system Chromium driven by Playwright.

Every page records the requests it makes; `page` fails its test if any left the site's origin.
"""
import http.server
import sys
import threading
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
