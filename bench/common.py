"""What the benchmarks and studies share: the machine and its load, the median, a fresh CPython,
Pyodide under Node, dist/ served on loopback and Chromium started as the tests start it.

The pieces that already serve the tests are reused, not copied: `buildsys.serve.Handler` (dist/ as
`build.py serve` sends it), `tests.harness.browser` (Debian's Chromium and its arguments) and
`tests.harness.pyodide.NodePyodide` (the app's runtime from dist/ under Node).
"""
from __future__ import annotations

import contextlib
import http.server
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
from pathlib import Path

from buildsys import DIST, ROOT
from buildsys.serve import Handler
from buildsys.needs import CHROMIUM
from tests.harness.browser import CHROMIUM_ARGS

BENCH = Path(__file__).resolve().parent
RESULTS = BENCH / "results"

__all__ = ["BENCH", "CHROMIUM", "CHROMIUM_ARGS", "DIST", "RESULTS", "ROOT", "chromium", "cpu_model",
           "fresh_cpython", "in_chromium", "launch", "launch_persistent", "load1", "loads", "machine",
           "median", "node_call", "node_pyodide", "served"]


# --- the machine ------------------------------------------------------------------------------------

def cpu_model(default: str = "unknown CPU") -> str:
    """The CPU's model name (/proc/cpuinfo), or `default`."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return default


def machine() -> str:
    """Architecture, cores, CPU, Python and Node: the line every results page starts with."""
    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{platform.machine()}, {os.cpu_count()} cores ({cpu_model()}), Python {platform.python_version()}, Node {node}"


def load1() -> float:
    """The 1-minute load average (NaN where the system gives none)."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def loads() -> str:
    """The 1-, 5- and 15-minute load averages as "a/b/c": the machine is shared, so say what it was."""
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


_RAISE = object()


def median(values, empty=_RAISE, missing: bool = False):
    """statistics.median of `values`; `empty` instead when there are none (else it raises, as
    statistics.median does). With `missing`, None and NaN values are left out first."""
    values = [v for v in values if not missing or (v is not None and v == v)]
    if not values and empty is not _RAISE:
        return empty
    return statistics.median(values)


# --- the runtimes -----------------------------------------------------------------------------------

def fresh_cpython(code: str, *args: str):
    """Run `code` in a fresh CPython (from the checkout's root, so the first call is really cold) with
    `args` as sys.argv[1:]; the JSON it prints last."""
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def node_pyodide(dist: Path = DIST, env: dict | None = None):
    """Pyodide under Node from a built site (tests.harness.pyodide.NodePyodide)."""
    from tests.harness.pyodide import NodePyodide
    return NodePyodide(dist, env)


def node_call(node, action: str, params) -> tuple[float, dict]:
    """One request to a NodePyodide: (ms inside the runtime, the result)."""
    reply = node.reply(action, params)
    return reply["ms"], json.loads(reply["json"])


# --- the page ---------------------------------------------------------------------------------------

@contextlib.contextmanager
def served(handler=Handler):
    """Serve with `handler` (dist/ as `build.py serve` does, by default) on a free loopback port;
    yields the site's URL, and stops the server on leaving."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def launch(playwright, args=CHROMIUM_ARGS):
    """Debian's Chromium through Playwright, with the tests' arguments."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(args))


def launch_persistent(playwright, profile: str, args=CHROMIUM_ARGS):
    """Chromium on a profile of its own that outlives a page (a return visit)."""
    return playwright.chromium.launch_persistent_context(profile, executable_path=str(CHROMIUM), args=list(args))


@contextlib.contextmanager
def chromium(args=CHROMIUM_ARGS):
    """A Chromium browser for the length of the block."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = launch(p, args)
        try:
            yield browser
        finally:
            browser.close()


def in_chromium(work, handler=Handler):
    """Serve dist/ on a free port, launch Chromium, and return `work(browser, site)`."""
    with served(handler) as site, chromium() as browser:
        return work(browser, site)
