"""The test run and the benchmarks: install what they need, build dist/, then run pytest or bench/run.py."""
from __future__ import annotations

import os
import subprocess

from buildsys import ROOT, log, needs
from buildsys.site import build

EVERY_LAYER = tuple(needs.DEBIAN)  # the full run needs every layer's packages
FAST_LAYERS = BENCH_LAYERS = ("build", "venv", "browser")
FAST = "cpython or pyodide or smoke"  # the fast lane's markers (tests/conftest.py gives each test its layer)
FAST_PROCESSES = min(4, os.cpu_count() or 1)  # the fast lane's pytest processes (pytest-xdist); the full run: one


def test(pytest_args: list[str], fast: bool = False) -> int:
    """Every test layer (or what `pytest_args` select), after the installs and the build; `fast`: the
    cpython and pyodide layers and the smoke tests (a later `-m` in `pytest_args` replaces that), in
    one pytest process per core (a later `-n` replaces that)."""
    needs.ensure_debian(FAST_LAYERS if fast else EVERY_LAYER)
    py = needs.venv_python()
    build()
    cmd = [str(py), "-m", "pytest", "-p", "no:cacheprovider", *(["-m", FAST] if fast else []),
           *(["-n", str(FAST_PROCESSES)] if fast and FAST_PROCESSES > 1 else []), *pytest_args]
    log("running: " + " ".join(cmd[1:]))
    return subprocess.run(cmd, cwd=ROOT).returncode


def bench(bench_args: list[str]) -> int:
    """bench/run.py (API actions in CPython and Pyodide, the page's start-up in Chromium), or with
    `network` first, bench/network.py (the site on a phone's network), or with `lighthouse` first,
    bench/lighthouse.py (Lighthouse's mobile profile on the app and an embed)."""
    needs.ensure_debian(BENCH_LAYERS)
    py = needs.venv_python()
    build()
    if bench_args[:1] == ["network"]:  # the site on a phone's network (bench/network.py)
        return subprocess.run([str(py), "-m", "bench.network", *bench_args[1:]], cwd=ROOT).returncode
    if bench_args[:1] == ["lighthouse"]:  # Lighthouse on the app and an embed (bench/lighthouse.py)
        return subprocess.run([str(py), "-m", "bench.lighthouse", *bench_args[1:]], cwd=ROOT).returncode
    return subprocess.run([str(py), "-m", "bench.run", *bench_args], cwd=ROOT).returncode
