"""build.py's command line: help everywhere, exit 2 with the usage on anything unknown and no work
done, every documented command and flag accepted, and `test`/`bench` passing their arguments on."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ["build", "serve", "test", "bench", "wordlists", "nyt", "definitions"]


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory) -> Path:
    """build.py and buildsys/ alone in a folder, with npm and apt-get on PATH that only record a call:
    a command that started any work would write there (dist/, .cache/, .venv/, node_modules/) or
    call them."""
    root = tmp_path_factory.mktemp("cli")
    shutil.copy(ROOT / "build.py", root)
    shutil.copytree(ROOT / "buildsys", root / "buildsys", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("package.json", "package-lock.json"):
        shutil.copy(ROOT / name, root)
    bin_dir = root / "bin"
    bin_dir.mkdir()
    for tool in ("npm", "apt-get", "node"):
        (bin_dir / tool).write_text(f'#!/bin/sh\necho "{tool} $*" >> "{root}/calls.log"\nexit 1\n')
        (bin_dir / tool).chmod(0o755)
    return root


def run(sandbox: Path, *args: str) -> subprocess.CompletedProcess:
    before = sorted(p.relative_to(sandbox).as_posix() for p in sandbox.rglob("*") if "__pycache__" not in p.parts)
    env = {**os.environ, "PATH": f"{sandbox / 'bin'}:{os.environ['PATH']}", "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run([sys.executable, "build.py", *args], cwd=sandbox, env=env,
                            capture_output=True, text=True, timeout=60)
    after = sorted(p.relative_to(sandbox).as_posix() for p in sandbox.rglob("*") if "__pycache__" not in p.parts)
    assert after == before, f"`build.py {' '.join(args)}` changed the checkout: {sorted(set(after) ^ set(before))}"
    return result


def test_help_prints_every_command_and_does_nothing_else(sandbox):
    for flag in ("--help", "-h"):
        result = run(sandbox, flag)
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith("usage: python3 build.py [COMMAND] [OPTIONS]")
        assert all(f"    {name}" in result.stdout for name in COMMANDS), result.stdout
        assert result.stderr == ""


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_its_own_help(sandbox, command):
    result = run(sandbox, command, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"usage: python3 build.py {command} "), result.stdout


@pytest.mark.parametrize("args, says", [
    (["wordlists", "--chek"], "unrecognized arguments: --chek"),
    (["definitions", "--chek"], "unrecognized arguments: --chek"),
    (["nyt", "--chek"], "unrecognized arguments: --chek"),
    (["nyt", "--check", "--sources"], "not allowed with argument --check"),
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["buidl"], "invalid choice: 'buidl'"),
    (["serve", "--port", "http"], "must be a port number from 1 to 65535, not 'http'"),
    (["serve", "--port"], "expected one argument"),
    (["--site-url", "example.com/wordloom/"], "must be an http:// or https:// address"),
    (["--site-url"], "expected one argument"),
])
def test_an_unknown_command_or_flag_exits_2_with_the_usage_and_changes_nothing(sandbox, args, says):
    result = run(sandbox, *args)
    assert result.returncode == 2
    assert result.stderr.startswith("usage: python3 build.py"), result.stderr
    assert says in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    assert not (sandbox / "calls.log").exists(), (sandbox / "calls.log").read_text()


def test_the_documented_command_lines_parse_as_the_readme_says():
    assert vars(build.parse([])) == {"command": "build", "site_url": None}
    assert build.parse(["--site-url", "https://your.site/wordloom/"]).site_url == "https://your.site/wordloom/"
    assert vars(build.parse(["serve"])) == {"command": "serve", "port": 8000, "site_url": None}
    assert build.parse(["serve", "--port", "8765"]).port == 8765
    assert vars(build.parse(["wordlists", "--check"])) == {"command": "wordlists", "check": True}
    assert vars(build.parse(["nyt", "--sources"])) == {"command": "nyt", "check": False, "sources": True}
    assert vars(build.parse(["definitions"])) == {"command": "definitions", "check": False}


@pytest.mark.parametrize("argv, passed, fast", [
    (["test"], [], False),
    (["test", "-x", "tests/test_api.py", "-k", "bee"], ["-x", "tests/test_api.py", "-k", "bee"], False),
    (["test", "--durations=40", "-m", "not browser"], ["--durations=40", "-m", "not browser"], False),
    (["test", "--fast"], [], True),
    (["test", "-x", "--fast", "tests/test_api.py"], ["-x", "tests/test_api.py"], True),
    (["test", "--", "--help"], ["--help"], False),
    (["test", "-x", "--", "--fast"], ["-x", "--fast"], False),  # after --, everything is pytest's
    (["test", "-x", "--help"], ["-x", "--help"], False),  # only a leading --help is build.py's
    (["bench", "--repeat", "3"], ["--repeat", "3"], None),
])
def test_test_and_bench_pass_every_other_argument_on_unchanged(argv, passed, fast):
    args = build.parse(argv)
    assert (args.command, args.passed, getattr(args, "fast", None)) == (argv[0], passed, fast)


@pytest.mark.data
def test_wordlists_check_verifies_the_shipped_lists():
    result = subprocess.run([sys.executable, "build.py", "wordlists", "--check"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "word lists: all shipped files match PROVENANCE.json" in result.stdout
