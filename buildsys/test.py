"""The test run and the benchmarks: install what they need, build dist/, then run pytest or bench/run.py."""
from __future__ import annotations

import subprocess

from buildsys import ROOT, log, needs
from buildsys.site import build

EVERY_LAYER = tuple(needs.DEBIAN)  # the full run needs every layer's packages
BENCH_LAYERS = ("build", "venv", "browser")


def test(pytest_args: list[str]) -> int:
    """Every test layer (or what `pytest_args` select), after the installs and the build."""
    needs.ensure_debian(EVERY_LAYER)
    py = needs.venv_python()
    build()
    cmd = [str(py), "-m", "pytest", "-p", "no:cacheprovider", *pytest_args]
    log("running: " + " ".join(cmd[1:]))
    return subprocess.run(cmd, cwd=ROOT).returncode


def bench(bench_args: list[str]) -> int:
    """bench/run.py (API actions in CPython and Pyodide, the page's start-up in Chromium)."""
    needs.ensure_debian(BENCH_LAYERS)
    py = needs.venv_python()
    build()
    return subprocess.run([str(py), str(ROOT / "bench" / "run.py"), *bench_args], cwd=ROOT).returncode
