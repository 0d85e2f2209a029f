"""The long fuzzing profile (issue 16.2): at least 10,000 generated calls through `api.call`, and
command lines through `pysolvers.__main__.main`, judged as tests/test_fuzz.py judges them, with the
figures written to bench/results/reliability.md.

    .venv/bin/python bench/fuzz.py [calls per action, default 320] [--seed N]

The requests come from tests/fuzzing.py (the long profile: every shipped word list, wider limits).
Nothing stops at a failure: every call is counted as a result, a clear error, or a failure (an
internal error, an exception, a malformed answer, or a call over its action's time budget), and the
report lists each failure's request so it can be replayed.
"""
from __future__ import annotations

import collections
import contextlib
import datetime
import io
import json
import os
import platform
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from hypothesis import HealthCheck, given, seed, settings, strategies as st  # noqa: E402

import fuzzing  # noqa: E402
from pysolvers import __main__ as cli  # noqa: E402

RESULTS = BENCH / "results" / "reliability.md"


def fuzz_action(action: str, n: int, seed_value: int, outcomes: list) -> None:
    @seed(seed_value)
    @settings(max_examples=n, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(fuzzing.request(action, fuzzing.LONG))
    def calls(params):
        outcomes.append(fuzzing.run(action, params))

    calls()


def fuzz_garbage(n: int, seed_value: int, outcomes: list) -> None:
    @seed(seed_value)
    @settings(max_examples=n, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(st.one_of(st.sampled_from(fuzzing.ACTIONS), st.text(max_size=30), fuzzing.JUNK),
           st.one_of(fuzzing.JUNK, st.dictionaries(st.text(max_size=12), fuzzing.JUNK, max_size=4)))
    def calls(action, params):
        outcomes.append(fuzzing.run(action, params))

    calls()


def fuzz_cli(n: int, seed_value: int, outcomes: list) -> None:
    from test_fuzz import CLI_ARGV

    @seed(seed_value)
    @settings(max_examples=n, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(CLI_ARGV)
    def calls(argv):
        out, err = io.StringIO(), io.StringIO()
        t = time.perf_counter()
        problems = []
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = cli.main(argv)
        except BaseException as e:  # noqa: BLE001
            if isinstance(e, KeyboardInterrupt):
                raise
            code, problems = None, [f"raised {type(e).__name__}: {e}"]
        seconds = time.perf_counter() - t
        text = out.getvalue()
        kind, error_code = "result", None
        if not problems:
            if argv and argv[0] in ("-h", "--help", "help"):
                problems = [] if code == 0 and text.startswith("usage:") else ["help did not print the usage"]
            else:
                try:
                    doc = json.loads(text)
                    if code != (2 if "error" in doc else 0):
                        problems.append(f"exit {code} for {text[:80]}")
                    elif "error" in doc:
                        kind, error_code = "error", doc["error"].get("code")
                        if error_code == "internal":
                            problems.append("internal error")
                except ValueError:
                    problems.append(f"not one JSON document: {text[:80]!r}")
        if "Traceback" in err.getvalue():
            problems.append("a traceback on stderr")
        outcomes.append(fuzzing.Outcome("(command line)", argv, seconds, "failure" if problems else kind, error_code, problems))

    calls()


def machine() -> str:
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name"))
    except (OSError, StopIteration):
        cpu = platform.processor() or "unknown CPU"
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, CPython {platform.python_version()}"


def report(outcomes: list, seconds: float, command: str) -> str:
    by_action = collections.defaultdict(list)
    for o in outcomes:
        known = isinstance(o.action, str) and (o.action in fuzzing.SCHEMA["actions"] or o.action == "(command line)")
        by_action[o.action if known else "(any other name)"].append(o)
    kinds = collections.Counter(o.kind for o in outcomes)
    internal = sum(1 for o in outcomes if any("internal" in p for p in o.problems))
    raised = sum(1 for o in outcomes if any(p.startswith("raised") for p in o.problems))
    slow = sum(1 for o in outcomes if any("over the budget" in p for p in o.problems))
    codes = collections.Counter(o.code for o in outcomes if o.kind == "error")
    lines = [
        "# Reliability: the API and the command line, fuzzed",
        "",
        f"Generated by `{command}` on {datetime.date.today().isoformat()}, {machine()}; "
        f"{seconds / 60:.1f} minutes, on a shared machine (timings are loose).",
        "Requests come from `tests/fuzzing.py`, long profile: valid requests drawn from each action's declared fields "
        "(every shipped word list and lists of the caller's own), then broken by up to three mutations (wrong types, "
        "NaN/±Infinity, huge numbers, huge or garbage text, booleans for numbers, dropped or unknown fields); wholly "
        "random action names and parameter objects; and command lines through `pysolvers.__main__.main`. "
        "A call fails if it raises, answers \"internal\", answers anything but a result or a well-formed error object "
        "(code, message, template, the field at fault), or takes longer than its action's budget "
        "(`budget_seconds` in the catalog × 1.5, plus the request's time limits × 1.2, plus 2 s).",
        "",
        "| | calls |",
        "|---|---:|",
        f"| all | {len(outcomes):,} |",
        f"| answered with a result | {kinds['result']:,} |",
        f"| answered with a clear error | {kinds['error']:,} |",
        f"| failures | {kinds['failure']:,} |",
        f"| of which internal errors | {internal:,} |",
        f"| of which exceptions | {raised:,} |",
        f"| of which over the time budget | {slow:,} |",
        "",
        "## Slowest call per action",
        "",
        "| action | calls | results | clear errors | failures | slowest (s) | budget (s) | the slowest request |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for action in sorted(by_action):
        group = by_action[action]
        worst = max(group, key=lambda o: o.seconds)
        c = collections.Counter(o.kind for o in group)
        params = worst.params if isinstance(worst.params, dict) else {}
        limit = (f"{fuzzing.budget(action, params):.1f}" if action in fuzzing.SCHEMA["actions"]
                 else "5.0" if action == "(any other name)" else "—")  # the command line's time is not judged
        lines.append(f"| {action} "
                     f"| {len(group):,} | {c['result']:,} | {c['error']:,} | {c['failure']:,} | {worst.seconds:.2f} | {limit} "
                     f"| `{fuzzing.shown(worst.params, 120).replace('|', '/')}` |")
    lines += ["", "## Error codes given", "", ", ".join(f"{code} {n:,}" for code, n in codes.most_common()), ""]
    failures = [o for o in outcomes if o.kind == "failure"]
    lines += ["## Failures", ""]
    if not failures:
        lines.append("None.")
    for o in failures[:50]:
        lines.append(f"- `{fuzzing.shown(o.action, 40)}` `{fuzzing.shown(o.params, 200).replace('|', '/')}`: {'; '.join(o.problems)[:300]}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    per_action = int(argv[0]) if argv and argv[0].isdigit() else 320
    seed_value = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 16
    outcomes: list = []
    start = time.perf_counter()
    for i, action in enumerate(fuzzing.ACTIONS):
        before = len(outcomes)
        fuzz_action(action, per_action, seed_value + i, outcomes)
        fails = sum(1 for o in outcomes[before:] if o.kind == "failure")
        print(f"{action:<22} {len(outcomes) - before:>5} calls, {fails} failures, {time.perf_counter() - start:7.1f} s", flush=True)
    fuzz_garbage(per_action * 2, seed_value, outcomes)
    fuzz_cli(per_action * 2, seed_value, outcomes)
    seconds = time.perf_counter() - start
    command = "python3 bench/fuzz.py " + " ".join(argv) if argv else "python3 bench/fuzz.py"
    RESULTS.write_text(report(outcomes, seconds, command.strip()))
    failures = sum(1 for o in outcomes if o.kind == "failure")
    print(f"{len(outcomes):,} calls, {failures} failures, {seconds / 60:.1f} min -> {RESULTS.relative_to(ROOT)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
