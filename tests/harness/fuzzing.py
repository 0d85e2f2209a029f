"""Generated requests for every action, driven by the published catalog (`api.describe()`), and the
property every answer must have. Shared by tests/test_fuzz.py (a short profile in the suite) and
bench/fuzz.py (the long one, ≥ 10,000 calls, its figures in bench/results/reliability.md).

A request starts valid: each required field gets a value its declaration allows (or the action's
example value), each optional field is left out or given one; then up to three mutations break it:
a field of the wrong type, NaN or ±Infinity, a huge number, huge or garbage text, a boolean for a
number, a required field dropped, an unknown field added. Costly fields are drawn small (`CAPS`), so
a profile's calls stay short; what a call may cost at most is its action's declared budget.

The property (`judge`): `api.call` returns a dict that JSON can write without NaN; either a result
or an error object with a code (never "internal"), a message and a template (and a field, which the
action declares or the request holds, when one field is at fault); and it returns within the
action's budget plus any time limit the request sets, counted in the CPU time the call used (a machine
busy with other work slows a call's wall-clock time, not its cost).
"""
from __future__ import annotations

import json
import math
import random
import string
import time
from dataclasses import dataclass, field as dc_field

from hypothesis import strategies as st

from pysolvers import api, words

SCHEMA = api.describe()
ACTIONS = sorted(SCHEMA["actions"])
LETTERS = string.ascii_lowercase
GARBAGE = ["", " ", "\x00", "é", "ß", "İ", "ﬁ", "😀", "\u202e", "<img src=x onerror=alert(1)>", "NaN", "null", "{}",
           "a" * 1000, "\n\n", "q" * 64, "-1", "1e309", "x" * 100_000]

# Costly fields, drawn at most this large (short profile, long profile): a call stays within seconds.
# Everything else is drawn over its whole declared range.
CAPS = {
    ("boggle.generate", "count"): (20, 300),
    ("boggle.optimize", "max_evaluations"): (100, 3000),
    ("boggle.optimize", "chains"): (8, 32),
    ("tiles.optimize", "rounds"): (2, 20),
    ("tiles.chart", "from"): (30, 120),
    ("tiles.chart", "to"): (40, 160),
    ("bee.best", "top"): (50, 1000),
}
LIMIT_CAP = (0.3, 1.5)  # the most seconds a time-limit field is drawn with


def sample_words(n: int = 3000) -> list[str]:
    """A fixed sample of ENABLE, for word lists of the caller's own that hold real words."""
    enable = words.load("enable").words
    return sorted(random.Random(7).sample(enable, n))


WORDS = sample_words()


@dataclass
class Profile:
    long: bool = False
    dictionaries: tuple[str, ...] = ("enable", "american-english")  # words-alpha: long profile only

    def cap(self, action: str, name: str, f: dict):
        hi = f.get("max")
        if f.get("limit"):
            return LIMIT_CAP[self.long]
        if (action, name) in CAPS:
            return CAPS[action, name][self.long]
        return hi


SHORT = Profile()
LONG = Profile(long=True, dictionaries=tuple(words.DICTIONARIES))


def letters(n: int, distinct: bool = False) -> st.SearchStrategy[str]:
    if distinct:
        return st.permutations(LETTERS).map(lambda p: "".join(p[:n]))
    return st.text(LETTERS, min_size=n, max_size=n)


def valid(action: str, name: str, f: dict, profile: Profile) -> st.SearchStrategy:
    """A value the declaration accepts (a puzzle may still refuse it: a center off the board...)."""
    kind = f["kind"]
    example = SCHEMA["actions"][action]["example"]
    choices = []
    cap = profile.cap(action, name, f) if kind in ("integer", "seed", "number") else None
    if name in example and not (cap is not None and isinstance(example[name], (int, float)) and example[name] > cap):
        choices.append(st.just(example[name]))  # the catalog's example, unless over a cost cap (seconds: 10)
    if kind == "letters":
        if f.get("length") is not None:
            s = letters(f["length"], f.get("distinct", False))
        else:
            lo = f.get("min_length") or 0
            hi = f.get("max_length") or min(f.get("max_chars", 64), 20)
            s = st.integers(lo, max(lo, hi)).flatmap(lambda n: letters(n, f.get("distinct", False)))
        choices += [s, s.map(str.upper), s.map(lambda t: " ".join(t))]
    elif kind == "text":
        choices += [st.sampled_from(WORDS), st.text(LETTERS + " ", max_size=min(f.get("max_chars", 64), 40))]
    elif kind in ("integer", "seed"):
        lo = f.get("min", -2 ** 31)
        hi = profile.cap(action, name, f)
        hi = 2 ** 31 if hi is None else hi
        choices += [st.integers(int(lo), int(max(lo, hi))), st.integers(int(lo), int(max(lo, hi))).map(float)]
        if kind == "seed":
            choices.append(st.text(LETTERS, max_size=20))
    elif kind == "number":
        lo = f.get("min", -1e6)
        hi = profile.cap(action, name, f)
        hi = 1e6 if hi is None else hi
        choices.append(st.floats(lo, max(lo, hi), allow_nan=False, allow_infinity=False))
        if math.ceil(lo) <= math.floor(hi):
            choices.append(st.integers(math.ceil(lo), math.floor(hi)))
    elif kind == "boolean":
        choices.append(st.booleans())
    elif kind == "choice":
        options = [c for c in f["choices"] if name != "dictionary" or c in profile.dictionaries]
        choices.append(st.sampled_from(options))
    elif kind == "date":
        choices.append(st.dates().map(lambda d: d.isoformat()))
    elif kind == "list":
        item = st.sampled_from(f["choices"]) if f.get("choices") else st.one_of(st.sampled_from(WORDS), st.text(LETTERS, max_size=8))
        choices.append(st.lists(item, max_size=min(f.get("max_items") or 20, 20)))
    elif kind == "wordlist":
        listed = st.lists(st.sampled_from(WORDS), min_size=1, max_size=400)
        choices += [listed, listed.map("\n".join), listed.map(lambda ws: "\r\n".join(w.upper() for w in ws) + "\n")]
    elif kind == "sides":
        twelve = letters(12, distinct=True)
        choices += [twelve.map(lambda t: " ".join(t[i:i + 3] for i in range(0, 12, 3))),
                    twelve.map(lambda t: [t[i:i + 3] for i in range(0, 12, 3)]), twelve]
    elif kind == "board":
        grid = st.sampled_from([3, 4, 5, 6]).flatmap(lambda n: st.text(LETTERS, min_size=n * n, max_size=n * n))
        choices += [grid, grid.map(lambda b: [b[i:i + round(len(b) ** .5)] for i in range(0, len(b), round(len(b) ** .5))])]
    elif kind == "shard":
        choices.append(st.integers(1, 4).flatmap(lambda n: st.integers(0, n - 1).map(lambda i: {"index": i, "of": n})))
    elif kind == "object":  # a split request's parameters: a few of the searches' fields
        choices.append(st.dictionaries(st.sampled_from(["count", "seed", "size", "top", "from", "to", "exclude"]),
                                       st.integers(0, 50), max_size=3))
    elif kind == "objects":  # shards' answers: anything object-shaped
        choices.append(st.lists(st.dictionaries(st.sampled_from(["boards", "done", "total", "score", "series", "history"]),
                                                st.one_of(st.integers(0, 50), st.lists(st.integers(0, 9), max_size=3)),
                                                max_size=4), min_size=1, max_size=4))
    else:
        raise AssertionError(f"no strategy for kind {kind}")
    return st.one_of(*choices)


JUNK = st.one_of(
    st.none(), st.booleans(), st.just(math.nan), st.just(math.inf), st.just(-math.inf),
    st.integers(-10 ** 30, 10 ** 30), st.just(10 ** 400), st.just(-10 ** 400), st.just(10 ** 5000), st.floats(allow_nan=True),
    st.sampled_from(GARBAGE), st.text(max_size=80), st.lists(st.integers(), max_size=5),
    st.lists(st.text(max_size=5), max_size=5), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.lists(st.sampled_from(GARBAGE), max_size=3),
)


@st.composite
def request(draw, action: str, profile: Profile = SHORT) -> dict:
    """A request for `action`: valid, then broken by up to three mutations. The short profile always
    sets a time limit the action has (drawn small) and never drops it."""
    fields = SCHEMA["actions"][action]["fields"]
    params = {}
    for name, f in fields.items():
        if name == "word_list" and "dictionary" in params:
            continue
        if f["required"] or (f.get("limit") and not profile.long) or draw(st.integers(0, 2)) == 0:
            params[name] = draw(valid(action, name, f, profile))
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2, 3]))):  # half the requests stay valid
        how = draw(st.sampled_from(["junk", "junk", "junk", "drop", "unknown", "number"]))
        names = sorted(fields)
        if how == "junk" and names:
            params[draw(st.sampled_from(names))] = draw(JUNK)
        elif how == "number" and names:  # the values that used to slip through: NaN, infinities, booleans
            params[draw(st.sampled_from(names))] = draw(st.sampled_from([math.nan, math.inf, -math.inf, True, False,
                                                                           0, -1, 0.5, 1e300, 2 ** 53 + 1]))
        elif how == "drop" and params:
            name = draw(st.sampled_from(sorted(params)))
            if profile.long or not fields.get(name, {}).get("limit"):  # the short profile keeps its time limits
                params.pop(name)
        elif how == "unknown":
            params[draw(st.text(min_size=1, max_size=12))] = draw(JUNK)
    return params


def budget(action: str, params: dict) -> float:
    """The most seconds a call may take: the action's budget, plus the time limits the request sets
    (their defaults when absent), plus a margin for a loaded machine."""
    entry = SCHEMA["actions"][action]
    extra = 0.0
    for name, f in entry["fields"].items():
        if f.get("limit"):
            v = params.get(name, f.get("default"))
            if isinstance(v, (int, float)) and not isinstance(v, bool) and not (isinstance(v, float) and not math.isfinite(v)) \
                    and 0 <= v <= f["max"]:
                extra += v
            elif f.get("default") is not None:
                extra += f["default"]
            elif action == "tiles.chart" and name == "time_budget":  # absent: seconds_per_point (2 s) a point
                per = params.get("seconds_per_point")
                per = per if isinstance(per, (int, float)) and not isinstance(per, bool) and 0 <= per <= 6 else 2.0
                extra += per * chart_points(params)
    if action == "tiles.chart":  # the search's time, and as much again for the greedy methods
        extra *= 2
    return entry["budget_seconds"] * 1.5 + extra * 1.2 + 2.0


def chart_points(params: dict) -> int:
    """How many points a tiles.chart request asks for (its defaults where a field is absent or bad)."""
    def whole(name, default):
        v = params.get(name, default)
        return v if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 1000 else default
    return max(1, min(100, len(range(whole("from", 5), whole("to", 60) + 1, whole("step", 5)))))


@dataclass
class Outcome:
    action: str
    params: dict
    seconds: float
    kind: str                 # "result", "error", or "failure"
    code: str | None = None
    problems: list[str] = dc_field(default_factory=list)


def judge(action: str, params: dict, result, seconds: float) -> list[str]:
    """What is wrong with an answer (nothing: []); `seconds` is the CPU time the call used."""
    problems = []
    known = isinstance(action, str) and action in SCHEMA["actions"]
    if not isinstance(result, dict):
        return [f"not a dict: {type(result).__name__}"]
    try:
        json.dumps(result, allow_nan=False)
    except (TypeError, ValueError) as e:
        problems.append(f"not plain JSON: {e}")
    if "error" in result:
        err = result["error"]
        if set(result) != {"error"}:
            problems.append("an error object with other keys")
        if not (isinstance(err.get("code"), str) and err["code"]):
            problems.append("error without a code")
        if err.get("code") == "internal":
            problems.append(f"internal error: {err.get('message')}")
        if not (isinstance(err.get("message"), str) and len(err["message"]) > 10 and err["message"].endswith((".", "?", ")", "”"))):
            problems.append(f"error message not a sentence: {err.get('message')!r}")
        template, message, f = err.get("template"), err.get("message"), err.get("field")
        if not isinstance(template, str):
            problems.append("error without a template")
        elif "{label}" in template and not (isinstance(f, str) and template.replace("{label}", f"\"{f}\"") == message):
            problems.append(f"the template is not the message with {{label}} for the field: {err}")
        elif "{label}" not in template and template != message:
            problems.append(f"a template without {{label}} differs from the message: {err}")
        fields = SCHEMA["actions"][action]["fields"] if known else {}
        given = [str(k)[:40] for k in params] if isinstance(params, dict) else []
        if f is not None and not (isinstance(f, str) and (f in fields or f in given)):
            problems.append(f"error names a field the action does not have: {f!r}")
    limit = budget(action, params if isinstance(params, dict) else {}) if known else 5.0
    if seconds > limit:
        problems.append(f"took {seconds:.1f} s, over the budget of {limit:.1f} s")
    return problems


def run(action: str, params) -> Outcome:
    """One call through the door, timed and judged."""
    t, cpu = time.perf_counter(), time.process_time()
    try:
        result = api.call(action, params)
    except BaseException as e:  # noqa: BLE001 - the door must never raise
        if isinstance(e, KeyboardInterrupt):
            raise
        return Outcome(action, params, time.perf_counter() - t, "failure", None, [f"raised {type(e).__name__}: {e}"])
    seconds = time.perf_counter() - t
    problems = judge(action, params, result, time.process_time() - cpu)
    kind = "failure" if problems else ("error" if "error" in result else "result")
    code = result["error"].get("code") if isinstance(result, dict) and "error" in result else None
    return Outcome(action, params, seconds, kind, code, problems)


def shown(params, limit: int = 300) -> str:
    """A request as short JSON for a report (NaN written as such)."""
    try:
        text = json.dumps(params, default=repr)
    except ValueError:  # a whole number over the 4,300 digits Python writes
        text = repr(type(params).__name__) + " holding a number too long to write"
    return text if len(text) <= limit else text[:limit] + "…"
