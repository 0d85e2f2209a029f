"""What each command and each test layer needs installed, in one place, and installing what is missing.

Three sources: Debian packages (one `apt-get install` for all that is missing, when run as root;
otherwise the command that would install them is printed and the run goes on), the test tools from
PyPI (.venv/, made on first use), and the npm packages package-lock.json pins (`npm ci`).
"""
from __future__ import annotations

import glob
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from buildsys import ROOT, log

VENV = ROOT / ".venv"
CHROMIUM = Path("/usr/bin/chromium")  # the browser people run: the benchmarks measure it
# The same engine built without the browser's own windows (Playwright's default for headless runs):
# the page tests drive it. Full Chromium opens each context's omnibox pop-ups as hidden web pages.
HEADLESS_SHELL = Path("/usr/bin/chromium-headless-shell")

# The test tools from PyPI, installed into .venv/ (the solvers themselves need nothing).
TEST_REQUIREMENTS = ("pytest==9.2.0", "pytest-timeout==2.4.0", "pytest-xdist==3.8.0", "playwright==1.65.2",
                     "hypothesis==6.170.15", "dask[distributed]==2026.8.0")  # xdist: the fast lane; dask: research runs (tests/test_dask.py)

# Debian packages per layer: {package: what shows it is installed}, a command on PATH, an absolute
# path (a glob), or `python:<module>` (importable by the Python running this).
DEBIAN: dict[str, dict[str, str]] = {
    "build": {"nodejs": "node", "npm": "npm"},  # the build compiles the standard library under Node
    "venv": {"python3-venv": "python:ensurepip"},  # .venv/ for the test tools
    "browser": {"chromium": str(CHROMIUM), "chromium-headless-shell": str(HEADLESS_SHELL)},  # the benchmarks; tests/browser/
    "crossbrowser": {"firefox-esr": "firefox-esr", "webkit2gtk-driver": "WebKitWebDriver",
                     "xvfb": "xvfb-run", "xauth": "xauth"},  # tests/crossbrowser/: Firefox and WebKit
    "blogs": {"wordpress": "/usr/share/wordpress/wp-settings.php",
              "wordpress-theme-twentytwentythree": "/usr/share/wordpress/wp-content/themes/twentytwentythree/theme.json",
              "mariadb-server": "/usr/bin/mariadbd-safe",
              "apache2": "/usr/sbin/apache2", "libapache2-mod-php": "/usr/lib/apache2/modules/libphp*.so",
              "hugo": "hugo"},  # tests/blogs/: a WordPress blog and a Hugo site that embed the puzzles
    "hosts": {"nginx-light": "/usr/sbin/nginx",
              "libnginx-mod-http-brotli-static": "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"},  # tests/hosts/
}


def present(probe: str) -> bool:
    if probe.startswith("python:"):
        return importlib.util.find_spec(probe.removeprefix("python:")) is not None
    if probe.startswith("/"):
        return bool(glob.glob(probe))
    return shutil.which(probe) is not None


def missing_debian(layers) -> list[str]:
    return [package for layer in layers for package, probe in DEBIAN[layer].items() if not present(probe)]


def ensure_debian(layers) -> list[str]:
    """Install the Debian packages `layers` need and lack, as root, in one apt-get call. Not as root,
    say what is missing and how to install it, and go on (the tests that need it will say so too).
    Returns what is still missing."""
    need = list(dict.fromkeys(missing_debian(layers)))
    if not need:
        return []
    if os.geteuid() == 0 and shutil.which("apt-get"):
        log(f"installing Debian's {', '.join(need)} (for {', '.join(layers)})")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        policy = Path("/usr/sbin/policy-rc.d")
        made = not policy.exists()
        if made:  # the packages' scripts start no service (101: not allowed): the tests start their own
            policy.write_text("#!/bin/sh\nexit 101\n")
            policy.chmod(0o755)
        try:
            subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
            subprocess.run(["apt-get", "install", "-y", "-qq", *need], check=True, env=env)
        finally:
            if made:
                policy.unlink()
        return missing_debian(layers)
    log(f"not installed: {', '.join(need)}; skipped (not root). Their tests will fail until you run: "
        f"sudo apt-get install -y {' '.join(need)}")
    return need


def ensure_node_modules() -> Path:
    """node_modules as package-lock.json pins it (npm ci when a package is missing or at another
    version): Pyodide for the build, esbuild for the page's bundles, axe-core for the accessibility tests, puppeteer-core
    for the cross-browser layer (Firefox). Returns Pyodide's folder."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for path, entry in lock.get("packages", {}).items():
        manifest = ROOT / path / "package.json"
        if entry.get("optional") and not manifest.exists():
            continue  # another platform's build (esbuild's @esbuild/*): npm installs only this one's
        if path and (not manifest.exists() or json.loads(manifest.read_text()).get("version") != entry.get("version")):
            log(f"installing {path.removeprefix('node_modules/')} {entry.get('version')} and the rest of package-lock.json with npm ci")
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT, check=True)
            break
    return ROOT / "node_modules" / "pyodide"


def venv_python() -> Path:
    """.venv with the test tools, made on first use and updated when TEST_REQUIREMENTS change."""
    py = VENV / "bin" / "python"
    stamp = VENV / "requirements.txt"
    wanted = "\n".join(TEST_REQUIREMENTS) + "\n"
    if not py.exists() or not stamp.exists() or stamp.read_text() != wanted:
        log("installing into .venv: " + ", ".join(TEST_REQUIREMENTS))
        if not py.exists():  # an existing venv (perhaps a link to a shared one) only gets the new requirements
            subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *TEST_REQUIREMENTS], check=True)
        stamp.write_text(wanted)
    return py
