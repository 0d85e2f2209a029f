#!/usr/bin/env python3
"""wordloom's one entry point: build the static site into dist/, serve it, test it, benchmark it,
regenerate or verify the shipped data. The work is done in buildsys/; this is its command line."""
from __future__ import annotations

import argparse
import sys

from buildsys.test import FAST

# Commands whose arguments go to another program unchanged (pytest, bench/run.py), but for their own
# flags here, recognised anywhere before a `--` (everything after one goes on as it is).
PASS_ON = {"test": {"--fast"}, "bench": set()}


def site_url(text: str) -> str:
    if not text.startswith(("http://", "https://")):
        raise argparse.ArgumentTypeError(f"must be an http:// or https:// address, not {text!r}")
    return text


def port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"must be a port number from 1 to 65535, not {text!r}")
    return int(text)


def parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The top-level parser and each command's."""
    top = argparse.ArgumentParser(
        prog="python3 build.py", usage="python3 build.py [COMMAND] [OPTIONS]",
        description="Build wordloom's static site into dist/ (the default command), serve it, test it, "
                    "or regenerate its data. dist/ has relative URLs only: copy it to any static host, "
                    "under any path. Re-running with nothing changed rewrites nothing.",
        epilog="`python3 build.py COMMAND --help` describes each command. With no command (or only "
               "--site-url), it builds.")
    commands = top.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    add = lambda name, **kw: commands.add_parser(name, prog=f"python3 build.py {name}", **kw)

    url_help = ("the address the site will be served from (default: $WORDLOOM_SITE_URL, else none): "
                "makes oembed.json's links absolute")
    build = add("build", help="build dist/, installing what the build needs first (the default)",
                                description="Build dist/ (npm ci first when node_modules differs from package-lock.json).")
    build.add_argument("--site-url", type=site_url, metavar="URL", help=url_help)

    serve = add("serve", help="build, then serve dist/ on http://127.0.0.1:PORT/",
                                description="Build for the address it serves, then serve dist/ until Ctrl+C.")
    serve.add_argument("--port", type=port, default=8000, help="the port to try first (default 8000; the next free one is taken)")
    serve.add_argument("--site-url", type=site_url, metavar="URL", help="the address oembed.json names (default: the one served)")

    test = add(
        "test", usage="python3 build.py test [-h] [--fast] [--] [PYTEST_ARGS ...]",
        help="install what the tests need, build, then run pytest: every test layer (--fast: the fast lane)",
        description="Install what the test layers need (buildsys/needs.py: Debian packages as root, "
                    ".venv/, node_modules), build dist/, then run pytest with PYTEST_ARGS.",
        epilog="Every argument but --fast goes to pytest unchanged (`test -x tests/test_api.py`, "
               "`test -m 'not browser'`, `test -- --help` for pytest's own help: after `--` all go on); "
               "-h/--help is this command's only right after `test`. The layers are pytest markers: "
               "cpython, pyodide, browser, crossbrowser, blogs, data (and smoke: one journey per puzzle "
               "in Chromium). With no argument that chooses tests, the full run goes in three parts: the "
               "tests that may share the machine on one process per core, then alone the ones marked "
               "`alone` (they measure time), then the cross-browser tours, Firefox's beside WebKit's.")
    test.add_argument("--fast", action="store_true",
                      help="only the cpython and pyodide layers and the smoke tests (-m '%s'), one pytest "
                      "process per core (-n)" % FAST)
    test.add_argument("passed", nargs="*", metavar="PYTEST_ARGS", help="passed to pytest")

    bench = add(
        "bench", usage="python3 build.py bench [-h] [--] [BENCH_ARGS ...]",
        help="install what the benchmarks need, build, then run bench/run.py (`bench network`: bench/network.py; `bench lighthouse`: bench/lighthouse.py)",
        description="Build dist/, then time every API action in CPython and Pyodide and the page's start-up "
                    "in Chromium (bench/run.py; results in bench/results/).",
        epilog="Every argument after `bench` goes to bench/run.py unchanged (`bench -- --help` for its options).")
    bench.add_argument("passed", nargs="*", metavar="BENCH_ARGS", help="passed to bench/run.py")

    wordlists = add("wordlists", help="regenerate the word lists from their packages (--check: verify them)",
                                    description="Download the word-list packages again, re-extract the lists (English, "
                                                "then French, German and Spanish) and verify them against "
                                                "PROVENANCE.json.")
    wordlists.add_argument("--check", action="store_true", help="only verify the shipped files")

    nyt = add("nyt", help="rebuild the nyt list from the NYT days (tools/nyt_list.py)",
                              description="Rebuild the nyt list (the NYT Spelling Bee model) from the NYT days. "
                                          "How well it reproduces days it never saw: python3 -m tools.nyt_fidelity "
                                          "(bench/results/nyt-fidelity.md).")
    mode = nyt.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="only verify that a fresh build equals the shipped files")
    mode.add_argument("--sources", action="store_true", help="fetch the lists it is built from again into tools/data/")

    definitions = add("definitions", help="rebuild the definition chunks from WordNet (--check: verify them)",
                                      description="Rebuild the definition chunks in pysolvers/data/definitions/ from WordNet. "
                                                  "What share of each list they define: python3 -m tools.definitions_coverage "
                                                  "(bench/results/definitions.md).")
    definitions.add_argument("--check", action="store_true", help="only verify the shipped chunks")
    return top, commands.choices


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line as a namespace; exits 2 with the command's usage on anything unknown, before
    any work."""
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        argv = ["build", *argv]  # no command: build
    top, commands = parsers()
    if argv[0] not in commands:
        top.parse_args(argv[:1])  # an unknown command: the usage and the list of commands
    command, rest = argv[0], argv[1:]
    if command in PASS_ON and rest[:1] not in (["-h"], ["--help"]):
        cut = rest.index("--") if "--" in rest else len(rest)
        own = [a for a in rest[:cut] if a in PASS_ON[command]]
        args = commands[command].parse_args(own, argparse.Namespace(command=command))
        args.passed = [a for a in rest[:cut] if a not in PASS_ON[command]] + rest[cut + 1:]
        return args
    return commands[command].parse_args(rest, argparse.Namespace(command=command))


def main(argv: list[str]) -> int:
    args = parse(argv)
    if args.command == "build":
        from buildsys.site import build
        build(site_url=args.site_url)
    elif args.command == "serve":
        from buildsys.serve import serve
        serve(args.port, args.site_url)
    elif args.command == "test":
        from buildsys.test import test
        return test(args.passed, fast=args.fast)
    elif args.command == "bench":
        from buildsys.test import bench
        return bench(args.passed)
    elif args.command == "wordlists":
        from buildsys.data import wordlists
        return wordlists(args.check)
    elif args.command == "nyt":
        from buildsys.data import nyt
        return nyt(args.check, args.sources)
    elif args.command == "definitions":
        from buildsys.data import definitions
        return definitions(args.check)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
