"""Fixtures for the blog tests: the wordloom site built for its address and served on one loopback
site (http://localhost:<port>/wordloom/), the blogs on another (127.0.0.1), and a reader in Chromium
whose page fails its test on an uncaught error or an error in the console, its frames' included."""
import shutil
import tempfile
from pathlib import Path

import pytest

from buildsys import needs
from buildsys.serve import Handler  # the server `python3 build.py serve` uses
from buildsys.site import build
from tests.blogs import services
from tests.harness.browser import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(scope="module")
def browser(playwright_instance):
    """One Chromium for a module, from the process's one Playwright (tests/conftest.py): a process
    that runs page tests and blog tests (the full run's processes share files out) may hold only one."""
    b = playwright_instance.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    yield b
    b.close()


def pytest_collection_modifyitems(config, items):
    missing = needs.missing_debian(["blogs"])
    if missing:
        skip = pytest.mark.skip(reason=f"needs Debian's {', '.join(missing)} (`python3 build.py test` as root installs them)")
        for item in items:
            if Path(str(item.fspath)).parent == Path(__file__).parent:
                item.add_marker(skip)


@pytest.fixture(scope="session")
def wordloom():
    """The wordloom site as deployed: built with --site-url for where it is served (the plugin and the
    shortcode name it), by the server `python3 build.py serve` uses. Yields (its URL, its dist folder)."""
    folder = Path(tempfile.mkdtemp(prefix="wordloom-site-"))
    server = services.StaticServer(folder, Handler, host="localhost")
    url = server.url + "wordloom/"
    build(folder / "wordloom", site_url=url)
    yield url, folder / "wordloom"
    server.close()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def reader(browser):
    """A new reader (a fresh browser profile) with a phone-to-desktop-sized window; at the end, checks
    that no page error and no console error happened in the page or its frames."""
    from playwright.sync_api import expect
    expect.set_options(timeout=60_000)
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    page.on("console", lambda m: m.type == "error" and errors.append(f"console: {m.text} ({m.location.get('url')})"))
    page.errors = errors
    yield page
    context.close()
    assert not errors, errors[:5]
