"""The page's field checks (web/components/schema.js `precheck`, run under Node on the catalog
`api.describe()` gives it) say exactly what Python's own checks say (`core.Params`, as every handler
reads a field): the same error (code, message, field, template) or none, for every field of every
action, with its action's example and with values made from the field's declared checks to fail each
of them. The checks the page leaves to Python (the worker pool's `object`, `shard`, `item_object`)
end the page's judgement: from there on it says nothing and Python decides."""
from __future__ import annotations

import math

import pytest

from pysolvers import api, core
from tests.harness import js

SCHEMA = api.describe()
LEFT_TO_PYTHON = {"object", "shard", "item_object"}  # checks of fields only the pool fills in
COMMON = [None, True, False, 0, -1, 1.5, -0.5, 0.1 + 0.2, 1e-7, -2.5e-5, 123456, 2 ** 53, 1e20, -1e25, 1e300,
          math.nan, math.inf, -math.inf, "", " ", "x", "Abc Def",
          "a1!?", "ÉtÉ", "\U0001F600ab", "a" * 65, [], ["a"], [1], ["a", None], {}, {"index": 0, "of": 1}]


LONG = 10_000  # text longer than this is made once per limit (the word lists' 8,000,000 characters)
long_made: set = set()


def values_for(field: dict) -> list:
    """Values that pass and that fail each of the field's checks, at and across its limits."""
    out = list(COMMON)
    for check in field["checks"]:
        if check["check"] == "max_chars" and check["max"] > LONG:
            if check["max"] not in long_made:
                long_made.add(check["max"])
                out += ["b" * check["max"], "b" * (check["max"] + 1)]
            continue
        lo, hi, n = check.get("min"), check.get("max"), check.get("n")
        for x in (lo, hi):
            if isinstance(x, (int, float)):
                out += [x, x - 1, x + 1, x - 0.5, x + 0.25]
        if check["check"] == "max_chars":
            out += ["b" * hi, "b" * (hi + 1), "\U0001F600" * hi, "\U0001F600" * (hi + 1), " B" * hi]
        if check["check"] in ("length", "min_length", "max_length"):
            k = n if n is not None else lo if lo is not None else hi
            out += ["abcdefghijklmnopqrstuvwxyz"[:m] for m in (k - 1, k, k + 1) if 0 <= m <= 26]
        if check["check"] == "letters":
            out += ["aeg inrt", "AEGINRT", "aeg1nr!", "a'b\\c\"d", "a\tb\nc", "ÀBC"]
        if check["check"] == "distinct":
            n = next((c["n"] for c in field["checks"] if c["check"] == "length"), 7)
            out += ["aab", "abcabc", "a" + "abcdefghijklmnopqrstuvwxyz"[:n - 1], "AA" + "bcdefghijklmnopqrstuvwxyz"[:n - 2]]
        if check["check"] in ("choice", "item_choice"):
            out += check["choices"] + [c.upper() for c in check["choices"][:2]] + ["nope"]
            out += [[c] for c in check["choices"][:3]] + [["nope"], check["choices"][:1] + [3]]
        if check["check"] == "date":
            out += ["2026-11-21", "2024-02-29", "2026-02-29", "0001-01-01", "0000-01-01", "9999-12-31", "2026-13-01",
                    "20261121", "2026-W47-6", "2026-1-1", " 2026-11-21"]
        if check["check"] == "max_items":
            out += [["a"] * hi, ["a"] * (hi + 1)]
        if check["check"] == "item_max_chars":
            out += [["ok", "c" * hi], ["ok", "c" * (hi + 1)], ["\U0001F600" * (hi + 1)]]
    return out


def as_sent(value):
    """`value` as Python receives it from the page: a JavaScript number (a double), which JSON writes
    as digits when it is whole and below 1e21."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e21:
        return int(value)
    if isinstance(value, list):
        return [as_sent(v) for v in value]
    return value


def python_says(action: str, name: str, value) -> dict | None:
    """Python's error for `value` in field `name` as far as the page judges (None: no error there)."""
    field = api.FIELDS[action][name]
    value = as_sent(value)
    if value is not None:
        v = value
        for check in field.checks():
            if check["check"] in LEFT_TO_PYTHON:
                return None
            ok, _, _, v = core._run(check, v)
            if not ok:
                break
    try:
        core.Params({name: value}, fields={name: field}).get(name, field.kind)
    except core.InputError as e:
        return e.as_dict()["error"]
    return None


CASES = [(action, name, value) for action, entry in sorted(SCHEMA["actions"].items())
         for name, field in entry["fields"].items() for value in values_for(field)]


def test_every_actions_example_passes_the_pages_checks():
    examples = [entry["example"] for entry in SCHEMA["actions"].values()]
    answers = js.call("web/components/schema.js", "precheck", [[a, e] for a, e in zip(SCHEMA["actions"], examples)], first=[SCHEMA])
    assert answers == [None] * len(examples)
    assert all(python_says(a, n, v) is None for a, e in SCHEMA["actions"].items() for n, v in e["example"].items())


@pytest.fixture(scope="module")
def page_says() -> dict:
    """precheck's answer to every case, from one Node process: {action: [answer per case]}."""
    answers = js.call("web/components/schema.js", "precheck",
                      [[a, {**SCHEMA["actions"][a]["example"], name: value}] for a, name, value in CASES], first=[SCHEMA])
    out: dict = {}
    for (action, _, _), answer in zip(CASES, answers):
        out.setdefault(action, []).append(answer)
    return out


@pytest.mark.parametrize("action", sorted(SCHEMA["actions"]))
def test_the_pages_checks_say_what_python_says(action, page_says):
    cases = [(name, value) for a, name, value in CASES if a == action]
    page = page_says[action]
    wrong = [(name, value, said, python_says(action, name, value)) for (name, value), said in zip(cases, page)
             if said != python_says(action, name, value)]
    assert not wrong, f"{len(wrong)} of {len(cases)} differ; the first: {wrong[:3]}"
    # what was compared: every field, and a failing value for each check the page judges
    judged = {(name, e["code"]) for (name, _), e in zip(cases, page) if e}
    for name, field in SCHEMA["actions"][action]["fields"].items():
        checks = [c for c in field["checks"] if not (c["check"] == "max_chars" and c["max"] > LONG)]  # made once
        stop = next((i for i, c in enumerate(checks) if c["check"] in LEFT_TO_PYTHON), len(checks))
        missed = {c["code"] for c in checks[:stop] if c["code"] != "missing_field" or field["required"]} - {
            code for n, code in judged if n == name}
        assert not missed, (name, missed)


IN_LANGUAGES = ["mädchen", "MÄDCHEN", "niño", "Élève", "cœur", "straße", "a\u0308bc", "pingüino", "café", "a1b",
                "über x", "ñandú", "abcdefg", "äöüñ", "ÆSOP", "\U0001F600a"]
LETTER_FIELDS = [(action, name) for action, entry in sorted(SCHEMA["actions"].items()) if "language" in entry["fields"]
                 for name, field in entry["fields"].items() if field["kind"] == "letters"]


def test_the_pages_letter_checks_in_each_language_say_what_python_says():
    """A letters field in French, German or Spanish: the page folds, refuses and names a letter as
    Python does ("ñ is not a German letter"), before any request is sent."""
    assert LETTER_FIELDS, "some action takes letters and a language"
    cases = [(action, name, code, value) for action, name in LETTER_FIELDS for code in ("fr", "de", "es", "en")
             for value in IN_LANGUAGES]
    page = js.call("web/components/schema.js", "precheck",
                   [[a, {**SCHEMA["actions"][a]["example"], "language": code, name: value}] for a, name, code, value in cases],
                   first=[SCHEMA])

    def python(action, name, code, value):
        fields = {name: api.FIELDS[action][name], "language": api.FIELDS[action]["language"]}
        try:
            core.Params({name: value, "language": code}, fields=fields).get(name, "letters")
        except core.InputError as e:
            return e.as_dict()["error"]
        return None

    said = [python(*case) for case in cases]
    wrong = [(case, p, j) for case, p, j in zip(cases, said, page) if p != j]
    assert not wrong, f"{len(wrong)} of {len(cases)} differ; the first: {wrong[:3]}"
    refused = {(code, value): e["message"] for (_, name, code, value), e in zip(cases, said)
               if e and e["code"] == "not_letters" and name == "letters"}
    assert refused["de", "niño"].startswith("ñ is not a German letter")
    assert refused["es", "mädchen"].startswith("ä is not a Spanish letter")
    assert not {("de", "mädchen"), ("de", "straße"), ("fr", "Élève"), ("fr", "cœur"), ("es", "niño"), ("es", "pingüino")} & set(refused)
