"""Fixtures every layer shares, and each test's layer (a marker) given by where it lives:

    tests/*.py              cpython (tests/test_api_pyodide.py: pyodide)
    tests/browser/          browser          tests/crossbrowser/   crossbrowser
    tests/blogs/            blogs                                  (tests/browser/test_hosts.py: hosts)

A module or a test that names a layer itself keeps it (`pytestmark = pytest.mark.data` for the tests
that rebuild or verify the shipped data). `smoke` is not a layer: it picks the browser tests of the
fast lane (`python3 build.py test --fast`)."""
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent
LAYERS = ("cpython", "pyodide", "browser", "crossbrowser", "blogs", "hosts", "data")
FOLDER_LAYERS = {"browser": "browser", "crossbrowser": "crossbrowser", "blogs": "blogs"}
FILE_LAYERS = {"test_api_pyodide.py": "pyodide"}


def layer_of(path: Path) -> str:
    rel = path.resolve().relative_to(TESTS)
    if len(rel.parts) == 1:
        return FILE_LAYERS.get(rel.name, "cpython")
    if rel.parts[0] not in FOLDER_LAYERS:
        raise pytest.UsageError(f"tests/{rel.parts[0]}/ has no layer: name it in FOLDER_LAYERS (tests/conftest.py)")
    return FOLDER_LAYERS[rel.parts[0]]


def pytest_collection_modifyitems(items):
    for item in items:
        if not any(item.get_closest_marker(layer) for layer in LAYERS):
            item.add_marker(layer_of(item.path))


@pytest.fixture(scope="session")
def dist() -> Path:
    """The built site: `python3 build.py test` builds it before it starts pytest (and says so in
    WORDLOOM_BUILT); run otherwise, pytest builds it here (a few seconds when nothing changed)."""
    if not os.environ.get("WORDLOOM_BUILT"):
        subprocess.run([sys.executable, str(ROOT / "build.py")], check=True, stdout=subprocess.DEVNULL)
    return ROOT / "dist"


@pytest.fixture(scope="session")
def playwright_instance():
    """The one Playwright of a pytest process (two may not run at once in one process): the page
    tests' Chromium and the blogs' come from it, whichever runs first in the process."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        yield p


@pytest.fixture
def ticking_clock(monkeypatch):
    """Start it with the seconds of a tick: from then on the solvers' clocks (time.perf_counter and
    time.monotonic, read through the time module as they all read them) move on by one tick at each
    read and never by themselves. A search given B seconds that reads the clock before each step then
    stops after at most B / tick + 1 steps, however loaded the machine: a test asserts where a time
    budget stopped the work, not how long the work took."""
    def start(tick: float) -> None:
        now = [1000.0]

        def read() -> float:
            now[0] += tick
            return now[0]
        monkeypatch.setattr(time, "perf_counter", read)
        monkeypatch.setattr(time, "monotonic", read)
    return start
