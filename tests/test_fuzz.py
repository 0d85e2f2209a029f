"""Fuzzing the one door, the short profile: generated valid and broken requests for every
action, driven by the published catalog (tests/harness/fuzzing.py says how), and any argv for the command
line. Every answer is a result or an error object with a code (never "internal"), a message, a
template and, when one field is at fault, that field; never an exception; never over the action's
time budget. The long profile (≥ 10,000 calls) is bench/fuzz.py."""
import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from pysolvers import __main__ as cli
from tests.harness import fuzzing

ROOT = Path(__file__).resolve().parent.parent
SHORT = settings(max_examples=int(os.environ.get("WORDLOOM_FUZZ_EXAMPLES", 30)), deadline=None, derandomize=True,
                 database=None, suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("action", fuzzing.ACTIONS)
def test_every_action_answers_clearly_and_in_time(action):
    @SHORT
    @given(fuzzing.request(action))
    def answers(params):
        out = fuzzing.run(action, params)
        assert not out.problems, (action, fuzzing.shown(params), out.problems)

    answers()


@SHORT
@given(st.one_of(st.sampled_from(fuzzing.ACTIONS), st.text(max_size=30), fuzzing.JUNK),
       st.one_of(fuzzing.JUNK, st.dictionaries(st.text(max_size=12), fuzzing.JUNK, max_size=4)))
def test_any_action_name_and_any_params(action, params):
    if isinstance(action, str) and action in fuzzing.SCHEMA["actions"] and isinstance(params, dict):
        params = {k: v for k, v in params.items() if k not in ("seconds", "time_budget")}
    out = fuzzing.run(action, params)
    assert not out.problems, (action, fuzzing.shown(params), out.problems)


def as_json(params) -> str:
    """The request as the command line gets it: a garbage integer of any size written out in full
    (json.dumps alone refuses one over Python's 4,300-digit limit, in the test instead of the CLI)."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return json.dumps(params)
    finally:
        sys.set_int_max_str_digits(limit)


def argv_for(action: str) -> st.SearchStrategy:
    return fuzzing.request(action).map(lambda p: [action, as_json(p)])


CLI_ARGV = st.one_of(
    st.lists(st.text(max_size=30), max_size=4),
    st.sampled_from(fuzzing.ACTIONS).flatmap(argv_for),
    st.tuples(st.sampled_from(fuzzing.ACTIONS), st.sampled_from(["{", "[" * 50_000, "NaN", "{\"a\": 1}} x", "\"\\ud800\"",
                                                                 "{\"board\": NaN}", "null", "[]", "1e999", "",
                                                                 "1" * 5000, "{\"seed\": -" + "9" * 4400 + "}"])).map(list),
)


def run_main(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(argv)
    assert "Traceback" not in err.getvalue()
    return code, out.getvalue()


@SHORT
@given(CLI_ARGV)
def test_the_command_line_answers_any_argv_with_exit_0_or_a_json_error(argv):
    code, out = run_main(argv)
    if argv and argv[0] in ("-h", "--help", "help"):
        assert code == 0 and out.startswith("usage:")
        return
    doc = json.loads(out)
    assert code == (2 if "error" in doc else 0), (argv, code, out[:200])
    if code == 2:
        assert set(doc) == {"error"} and doc["error"]["code"] != "internal" and len(doc["error"]["message"]) > 10


@pytest.mark.parametrize("argv,env", [
    ([], {}),
    (["bee.solve", "[" * 100_000], {}),
    ([os.fsdecode(b"\xff\xfe.solve"), "{}"], {}),
    (["boggle.solve", "{\"board\": \"perslatgsineters\", \"min_length\": NaN}"], {}),
    (["boggle.solve", "{\"board\": \"perslatgsineters\", \"min_length\": 1" + "0" * 5000 + "}"], {}),  # over int's 4,300 digits
    (["boggle.solve", "{\"board\": \"a\"}"], {"PYTHONIOENCODING": "ascii"}),   # the message has ×: escaped, not an error
    (["letterboxed.check", "{\"sides\": \"vyq fig ote xlu\", \"words\": [\"\\u00e9t\\u00e9\"]}"], {"PYTHONIOENCODING": "ascii"}),
])
def test_real_command_lines_never_print_a_traceback(argv, env):
    r = subprocess.run([sys.executable, "-m", "pysolvers", *argv], cwd=ROOT, capture_output=True,
                       env={**os.environ, **env})
    assert b"Traceback" not in r.stderr, r.stderr.decode(errors="replace")
    doc = json.loads(r.stdout)
    assert r.returncode == (2 if "error" in doc else 0), (argv, r.returncode, doc)


def test_help_piped_into_a_reader_that_stops_early_prints_no_traceback():
    p = subprocess.Popen([sys.executable, "-m", "pysolvers", "--help"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, bufsize=0)
    p.stdout.read(5)
    p.stdout.close()
    assert b"Traceback" not in p.stderr.read()
    p.wait()
