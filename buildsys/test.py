"""The test run and the benchmarks: install what they need, build dist/, then run pytest or bench/run.py."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from buildsys import ROOT, log, needs
from buildsys.site import build

EVERY_LAYER = tuple(needs.DEBIAN)  # the full run needs every layer's packages
FAST_LAYERS = BENCH_LAYERS = ("build", "venv", "browser")
FAST = "cpython or pyodide or smoke"  # the fast lane's markers (tests/conftest.py gives each test its layer)
PROCESSES = min(4, os.cpu_count() or 1)  # pytest processes (pytest-xdist) where tests may share the machine
# The full run in three parts: first every test that may run beside another (a file per process, so a
# module's fixtures stay in one), then, alone in one process, the tests that measure time or how much
# runs at once (marked `alone`), then the cross-browser tours, Firefox's beside WebKit's (each engine's
# tours in order in one process: its profile outlives one test).
SHARED, ALONE, CROSS = "not alone and not crossbrowser", "alone and not crossbrowser", "crossbrowser"
ENGINES = ("firefox", "webkit")  # the cross-browser tours' engines (tests/crossbrowser/conftest.py): a process each


def selects(pytest_args: list[str]) -> bool:
    """Do the arguments choose tests (a path, -k, -m, a node id) or processes (-n)? Then they run as given."""
    return any(not a.startswith("-") or a in ("-k", "-m", "-n") or a.startswith(("-k", "-m", "-n", "--numprocesses"))
               for a in pytest_args)


def test(pytest_args: list[str], fast: bool = False) -> int:
    """Every test layer (or what `pytest_args` select), after the installs and the build; `fast`: the
    cpython and pyodide layers and the smoke tests (a later `-m` in `pytest_args` replaces that), in
    one pytest process per core (a later `-n` replaces that). The full run goes in three parts (SHARED
    beside each other, then ALONE, then CROSS an engine per process); arguments that choose tests run once, as given."""
    needs.ensure_debian(FAST_LAYERS if fast else EVERY_LAYER)
    py = needs.venv_python()
    build()
    base = [str(py), "-m", "pytest", "-p", "no:cacheprovider"]
    many = ["-n", str(PROCESSES)] if PROCESSES > 1 else []
    if fast:
        top = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "tests").glob("test_*.py"))]  # cpython, pyodide
        files = [] if selects(pytest_args) else top + marking("smoke")  # arguments that choose tests run as given
        runs = [base + ["-m", FAST] + (many + ["--dist", "worksteal"] if many else []) + files + pytest_args]
    elif selects(pytest_args):
        runs = [base + pytest_args]
    else:
        cross = [base + ["-m", CROSS, "-k", engine, "tests/crossbrowser"] + pytest_args for engine in ENGINES]
        runs = [base + ["-m", SHARED] + (many + ["--dist", "loadfile"] if many else []) + pytest_args,
                base + ["-m", ALONE] + marking("alone") + pytest_args] + ([cross] if many else cross)
    codes = []
    for run in runs:
        codes += side_by_side(run) if isinstance(run[0], list) else [one(run)]
    return next((c for c in codes if c not in (0, 5)), codes[-1] if codes[-1] != 5 else 0)


def marking(marker: str) -> list[str]:
    """The test files that mark a test (or themselves) `marker`: a part of the run collects only the
    files its tests can be in, so that each pytest process does not import every test module."""
    return [str(p.relative_to(ROOT)) for p in sorted((ROOT / "tests").rglob("test_*.py"))
            if f"mark.{marker}" in p.read_text()]


BUILT = {**os.environ, "WORDLOOM_BUILT": "1"}  # pytest's `dist` fixture (tests/conftest.py): built just now, not again


def one(cmd: list[str]) -> int:
    log("running: " + " ".join(cmd[1:]))
    return subprocess.run(cmd, cwd=ROOT, env=BUILT).returncode


def side_by_side(cmds: list[list[str]]) -> list[int]:
    """Run `cmds` at once; each one's output is printed whole when it ends (not interleaved)."""
    with tempfile.TemporaryDirectory() as tmp:
        procs = []
        for i, cmd in enumerate(cmds):
            log("running, beside the others: " + " ".join(cmd[1:]))
            out = open(Path(tmp) / f"{i}.log", "w+b")
            procs.append((cmd, out, subprocess.Popen(cmd, cwd=ROOT, env=BUILT, stdout=out, stderr=subprocess.STDOUT)))
        codes = []
        for cmd, out, proc in procs:
            codes.append(proc.wait())
            out.seek(0)
            log("output of: " + " ".join(cmd[1:]))
            sys.stdout.flush()
            sys.stdout.buffer.write(out.read())
            sys.stdout.flush()
            out.close()
        return codes


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
