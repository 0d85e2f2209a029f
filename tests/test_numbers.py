"""Every numeric field of every action, through the one validation path: NaN and ±Infinity (which
Python's JSON reader accepts, so the command line passes them), booleans, fractions where a whole
number is due, and numbers far out of range each get a clear error naming the field, never a solver
run. The fields are found in the published catalog, so a new numeric field is covered by itself."""
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from pysolvers import api

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = api.describe()["actions"]
NUMERIC = [(action, name, f) for action, entry in SCHEMA.items() for name, f in entry["fields"].items()
           if f["kind"] in ("integer", "number", "seed")]


def call_with(action: str, name: str, value) -> dict:
    """The action's required fields from its example, and the one field under test."""
    entry = SCHEMA[action]
    params = {k: v for k, v in entry["example"].items() if entry["fields"][k]["required"]}
    return api.call(action, {**params, name: value})


def test_the_catalog_has_the_numeric_fields_the_issue_lists():
    names = {(a, n) for a, n, _ in NUMERIC}
    for pair in [("boggle.solve", "min_length"), ("boggle.check", "min_length"), ("boggle.daily", "size"),
                 ("boggle.generate", "seed"), ("boggle.optimize", "size"), ("anigrams.next", "goal_length"),
                 ("bee.random", "min_words"), ("letterboxed.hints", "max_words"), ("tiles.optimize", "tile_size"),
                 ("tiles.optimize", "seed"), ("tiles.puzzle", "seed"), ("tiles.chart", "tile_size")]:
        assert pair in names, pair


@pytest.mark.parametrize("action,name,field", NUMERIC, ids=[f"{a}:{n}" for a, n, _ in NUMERIC])
def test_numbers_that_are_not_numbers_are_refused_by_name(action, name, field):
    for value, code, shown in [(math.nan, "not_finite", "NaN"), (math.inf, "not_finite", "Infinity"),
                               (-math.inf, "not_finite", "-Infinity"), (True, "wrong_type", "true"),
                               ([3], "wrong_type", "a list"), ({"n": 3}, "wrong_type", "an object")]:
        err = call_with(action, name, value).get("error")
        assert err and err["code"] == code and err["field"] == name, (value, err)
        assert f"you gave {shown}." in err["message"], err
        assert err["template"] == err["message"].replace(f"\"{name}\"", "{label}")
    if field["kind"] != "number":
        err = call_with(action, name, 2.5)["error"]
        assert (err["code"], err["field"]) == ("not_whole_number", name)
        assert err["message"] == f"\"{name}\" must be a whole number; you gave 2.5."
    for value in (10 ** 400, -10 ** 400, 1e300):
        err = call_with(action, name, value)["error"]
        assert (err["code"], err["field"]) == ("out_of_range", name), (value, err)


def test_the_range_in_a_message_is_the_fields_own():
    for action, name, field in NUMERIC:
        if field.get("max") is not None and field["kind"] != "seed":
            err = call_with(action, name, field["max"] * 10 + 1)["error"]
            assert err["code"] == "out_of_range" and err["field"] == name, err
            assert err == json.loads(json.dumps(err)) and "must be" in err["message"]


def test_the_command_line_refuses_nan_and_infinity_with_a_json_error():
    for params in ('{"board": "perslatgsineters", "min_length": NaN}', '{"date": "2026-11-21", "size": Infinity}'):
        action = "boggle.solve" if "board" in params else "boggle.daily"
        r = subprocess.run([sys.executable, "-m", "pysolvers", action, params], cwd=ROOT, capture_output=True, text=True)
        err = json.loads(r.stdout)["error"]
        assert r.returncode == 2 and err["code"] == "not_finite" and "Traceback" not in r.stderr, r
