"""What every solver shares: the input error, the fields an action declares, reading them, and the
progress throttle.

Imports nothing of wordloom but `runtime` (which imports nothing): `words` and the puzzles build on
it, never the other way round.

A request is plain data: `params` is a dict decoded from JSON. Each action declares its fields once
(`Field`: name, kind, limits, a label and a sentence of help). `Params` reads a field by running the
field's shape checks in order (`Field.checks()`, the same list `api.describe()` publishes so the
page can run them before Python is up) and either returns a clean Python value or raises
`InputError` with a message a person can act on, naming the field. Checks that depend on another
field (Boggle's min_length on the board's size) narrow the declared bounds when the handler reads
the field, so the message states the limit that applies.
"""
from __future__ import annotations

import datetime
import difflib
import math
import re
import time
from dataclasses import dataclass, field as dc_field
from typing import Any, Callable

from . import languages
from .runtime import turn

Progress = Callable[[dict], None]  # receives {"done": n, "total": n, ...}; may carry partial results

MAX_SHARDS = 64  # workers a search may be split among
MAX_TEXT = 64  # longest puzzle-letter field we read; anything longer is a mistake, not a puzzle
MAX_SEED = 2 ** 53  # seeds are whole numbers a JavaScript number holds exactly


class Throttle:
    """Lets progress through at most once per `interval` seconds of work: the page redraws no
    faster, and every report is a message across the worker boundary.

    Calling the throttle passes its arguments to `report` when a report is due; `due()` only says
    whether one is (starting the next interval if so), for callers that build a costly report only
    when it will be sent. A throttle over no reporter (None) is never due. O(1) per call. `due()`
    also takes the browser runtime's turn when one is due (`runtime.turn`).
    """

    def __init__(self, report: Callable | None, interval: float = 0.1):
        self.report, self.interval = report, interval
        self.next = time.perf_counter() + interval

    def due(self) -> bool:
        if self.report is None:
            return False
        turn()
        now = time.perf_counter()
        if now < self.next:
            return False
        self.next = now + self.interval
        return True

    def __call__(self, *args, **kwargs) -> bool:
        if not self.due():
            return False
        self.report(*args, **kwargs)
        return True


# --- messages ------------------------------------------------------------------------------------

# Every shape check's sentence, with placeholders: {label} is the field (Python quotes its API name,
# "min_length"; the page puts its own label, "Min letters"); {found} is what was given (see
# `shown`), {n}, {min}, {max} and {choices} the check's own limits. The table is published as is in
# api.describe()["templates"]; the page fills the same placeholders.
TEMPLATES: dict[str, str] = {
    "missing": "Please give {label}.",
    "not_text": "{label} must be text; you gave {found}.",
    "too_long": "{label} is {found} characters long; at most {max} are accepted.",
    "not_letters": "Only the letters A to Z can be used in {label}; found {found}.",
    "not_language_letter": "{found} is not a {language} letter; {label} takes {letters}.",
    "one_letter": "{label} must be one letter; you gave {found}.",
    "exact_letters": "{label} must be exactly {n} letters; you gave {found}.",
    "few_letters": "{label} needs at least {min} letters; you gave {found}.",
    "many_letters": "{label} takes at most {max} letters; you gave {found}.",
    "repeated": "{label} can hold each letter only once; repeated: {found}.",
    "not_number": "{label} must be a number; you gave {found}.",
    "not_whole": "{label} must be a whole number; you gave {found}.",
    "not_finite": "{label} must be a finite number; you gave {found}.",
    "between": "{label} must be between {min} and {max}; you gave {found}.",
    "either": "{label} must be {min} or {max}; you gave {found}.",
    "at_least": "{label} must be at least {min}; you gave {found}.",
    "at_most": "{label} must be at most {max}; you gave {found}.",
    "not_boolean": "{label} must be true or false; you gave {found}.",
    "bad_choice": "{label} must be one of {choices}; you gave {found}.",
    "bad_date": "{label} must be a calendar date written YYYY-MM-DD, like 2026-11-21; you gave {found}.",
    "not_list": "{label} must be a list; you gave {found}.",
    "too_many": "{label} has {found} items; at most {max} are accepted.",
    "item_not_text": "Item {n} of {label} must be text; you gave {found}.",
    "item_too_long": "Item {n} of {label} is {found} characters long; at most {max} are accepted.",
    "item_choice": "Item {n} of {label} must be one of {choices}; you gave {found}.",
    "not_seed": "{label} must be a whole number or a short text; you gave {found}.",
    "not_text_or_list": "{label} must be text or a list; you gave {found}.",
    "not_object": "{label} must be an object; you gave {found}.",
    "item_not_object": "Item {n} of {label} must be an object or null; you gave {found}.",
    "not_shard": "{label} must be an object with whole numbers \"index\" and \"of\", 0 ≤ index < of ≤ {max} (and "
                 "either \"share\": true or \"shares\": a list of \"of\" texts or nulls); you gave {found}.",
    # sentences one field uses instead of the general one (Field.templates)
    "empty_board": "Please type the board: seven letters A to Z.",
}


def say(template: str, **values) -> str:
    """A sentence the page may show as the solver says it (a verdict's reason, an answer's note), from
    its literal English `template` with {placeholders}: the build reads the template where it is
    written (buildsys/strings.py) and ships it as a key every locale translates; the page matches the
    filled sentence to it (i18n.js `translateMessage`). A value that is itself such a sentence is
    translated too."""
    return template.format(**values)


class InputError(ValueError):
    """Bad input: `code` for programs, `message` for people, `field` for the UI to point at, and
    `template`: the message with {label} where it names the field, for the page to put its label.
    `detail`: more for programs where one field has parts (Letter Boxed's `side` at fault, 0 to 3)."""

    def __init__(self, code: str, message: str, field: str | None = None, template: str | None = None, **detail):
        super().__init__(message)
        self.code, self.message, self.field = code, message, field
        self.template = message if template is None else template
        self.detail = detail

    @classmethod
    def of(cls, code: str, template: str, field: str | None = None, *, detail: dict | None = None, **values) -> "InputError":
        """An error from a template (a key of TEMPLATES, or a literal sentence with placeholders, which
        the build ships for the page to translate: buildsys/strings.py): the message names the field
        by its API name, the template keeps {label}."""
        text = TEMPLATES.get(template, template)
        return cls(code, text.format(label=f"\"{field}\"", **values), field, text.format(label="{label}", **values),
                   **(detail or {}))

    def as_dict(self) -> dict:
        error = {"code": self.code, "message": self.message}
        if self.field:
            error["field"] = self.field
        error["template"] = self.template
        error.update(self.detail)
        return {"error": error}


def json_type(value: Any) -> str:
    """How a JSON value's type reads to a person."""
    if value is None:
        return say("null")
    if isinstance(value, bool):
        return say("true/false")
    if isinstance(value, (int, float)):
        return say("a number")
    if isinstance(value, str):
        return say("text")
    if isinstance(value, list):
        return say("a list")
    if isinstance(value, dict):
        return say("an object")
    return type(value).__name__


def shown(value: Any) -> str:
    """A value as a message quotes it ({found}): text in double quotes (cut at 40 characters),
    numbers as JSON writes them (NaN, Infinity; long whole numbers cut, a whole float as the whole
    number it is: JSON does not tell 5 from 5.0), true/false, null, or "a list" / "an object"."""
    if isinstance(value, str):
        return f"\"{value[:40]}…\"" if len(value) > 40 else f"\"{value}\""
    if isinstance(value, bool) or value is None:
        return json_type(value) if value is None else str(value).lower()
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return shown(int(value)) if value.is_integer() else repr(value)
    if isinstance(value, int):
        if value.bit_length() > 10_000:  # str() refuses over 4,300 digits (and is slow long before)
            count = f"{int((value.bit_length() - 1) * 0.30103):,}"
            return (say("a negative whole number of over {count} digits", count=count) if value < 0
                    else say("a whole number of over {count} digits", count=count))
        text = str(value)
        return text if len(text) <= 20 else say("{start}… ({count} digits)", start=text[:12], count=len(text.lstrip('-')))
    return json_type(value)


def number_text(x: float) -> str:
    """A limit as a person writes it: 3, 0.1, 600 (not 600.0), 10,000 (commas from 10,000 up)."""
    if float(x).is_integer():
        return f"{int(x):,}" if abs(x) >= 10_000 else str(int(x))
    return repr(float(x))


# --- fields --------------------------------------------------------------------------------------

KINDS = {  # kind -> what the value is, for the catalog
    "text": "text",
    "letters": "text of the letters A to Z, or of the request's language (German adds ä, ö, ü; Spanish ñ; "
               "spaces are ignored, case and accents the language folds do not matter)",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "choice": "one of the listed texts",
    "date": "a calendar date written YYYY-MM-DD",
    "list": "a list of texts",
    "seed": "a whole number or a short text: the same seed gives the same answer",
    "wordlist": "words: a list, or text with one word per line",
    "sides": "Letter Boxed sides: a list of four texts, or one text like \"VYQ FIG OTE XLU\"",
    "board": "a Boggle grid: text of 9, 16, 25 or 36 letters, or a list of rows",
    "shard": "a part of a split search: an object {\"index\": i, \"of\": n}, whole numbers with 0 ≤ i < n; a search "
             "that shares work adds \"share\": true (the first round) or \"shares\" (the second)",
    "object": "an object (JSON)",
    "objects": "a list of objects (JSON), null for one not known yet",
}
_NUMERIC = ("integer", "number", "seed")


@dataclass(frozen=True)
class Field:
    """One field of an action, declared once: what it is (kind, limits), how a form names it
    (`label`), and a sentence of `help`. `default` is what an absent field (or null) means; None
    with `required` False means the handler decides (its help says how). `limit` marks a time
    limit in seconds: the call returns within about that long."""
    name: str
    kind: str
    label: str
    help: str
    required: bool = False
    default: Any = None
    min: float | None = None         # integer, number, seed: smallest value
    max: float | None = None         # integer, number, seed: largest value
    length: int | None = None        # letters: exactly this many
    min_length: int | None = None    # letters: at least this many (0: may be empty)
    max_length: int | None = None    # letters: at most this many
    max_chars: int | None = None     # text, letters, seed, sides, board: longest text accepted
    distinct: bool = False           # letters: each at most once
    choices: tuple[str, ...] = ()    # choice; list: what each item may be
    max_items: int | None = None     # list: most items
    item_chars: int | None = None    # list: longest item
    limit: bool = False              # a time limit in seconds
    templates: tuple[tuple[str, str], ...] = ()  # (check, template) pairs: this field's own sentence for a check

    def __post_init__(self):
        assert self.kind in KINDS, self.kind
        assert not (self.required and self.default is not None), self.name
        assert all(t in TEMPLATES for _, t in self.templates), self.templates

    def checks(self, lo: float | None = None, hi: float | None = None, language: str = languages.DEFAULT) -> list[dict]:
        """The shape checks, in the order they run, each with its error code, its template and the
        limits it states. `lo`/`hi` narrow the declared range (a limit that depends on another field);
        `language`: whose letters a letters field takes (the request's `language` field)."""
        lo = self.min if lo is None else lo
        hi = self.max if hi is None else hi
        assert (self.min is None or lo >= self.min) and (self.max is None or hi <= self.max), (self.name, lo, hi)
        out = []
        own = dict(self.templates)

        def add(check: str, code: str, template: str, **limits) -> None:
            out.append({"check": check, "code": code, "template": own.get(check, template), **limits})

        if self.required:
            add("required", "missing_field", "missing")
        kind = self.kind
        if kind in ("text", "letters", "choice", "date"):
            add("text", "wrong_type", "not_text")
        elif kind in ("integer", "number"):
            add("number", "wrong_type", "not_whole" if kind == "integer" else "not_number")
        elif kind == "seed":
            add("seed", "wrong_type", "not_seed")
        elif kind == "boolean":
            add("boolean", "wrong_type", "not_boolean")
        elif kind == "list":
            add("list", "wrong_type", "not_list")
        elif kind in ("wordlist", "sides", "board"):
            add("text_or_list", "wrong_type", "not_text_or_list")
        elif kind in ("object", "shard"):
            add("object", "wrong_type", "not_object")
        elif kind == "objects":
            add("list", "wrong_type", "not_list")
        if self.max_chars is not None:
            add("max_chars", "too_long", "too_long", max=self.max_chars)
        if kind in _NUMERIC:
            add("finite", "not_finite", "not_finite")
            if kind != "number":
                add("whole", "not_whole_number", "not_whole")
            if lo is not None and hi is not None:
                add("range", "out_of_range", "either" if hi == lo + 1 and kind != "number" else "between",
                    min=lo, max=hi)
            elif lo is not None:
                add("range", "out_of_range", "at_least", min=lo)
            elif hi is not None:
                add("range", "out_of_range", "at_most", max=hi)
        if kind == "letters":
            if language == languages.DEFAULT:
                add("letters", "not_letters", "not_letters")
            else:
                lang = languages.get(language)
                add("letters", "not_letters", "not_language_letter", language=language, name=lang.name,
                    letters=spelled_letters(lang))
            if self.min_length != 0:
                add("not_empty", "missing_field", "missing")
            if self.length is not None:
                add("length", "wrong_length", "one_letter" if self.length == 1 else "exact_letters", n=self.length)
            if self.min_length:
                add("min_length", "wrong_length", "few_letters", min=self.min_length)
            if self.max_length is not None:
                add("max_length", "wrong_length", "many_letters", max=self.max_length)
            if self.distinct:
                add("distinct", "repeated_letter", "repeated")
        if kind == "choice":
            add("choice", "bad_choice", "bad_choice", choices=list(self.choices))
        if kind == "date":
            add("date", "bad_date", "bad_date")
        if kind == "shard":
            add("shard", "bad_shard", "not_shard", max=self.max)
        if kind == "objects":
            if self.max_items is not None:
                add("max_items", "too_long", "too_many", max=self.max_items)
            add("item_object", "wrong_type", "item_not_object")
        if kind == "list":
            if self.max_items is not None:
                add("max_items", "too_long", "too_many", max=self.max_items)
            add("item_text", "wrong_type", "item_not_text")
            if self.item_chars is not None:
                add("item_max_chars", "too_long", "item_too_long", max=self.item_chars)
            if self.choices:
                add("item_choice", "bad_choice", "item_choice", choices=list(self.choices))
        return out

    def validate(self, value: Any, lo: float | None = None, hi: float | None = None,
                 language: str = languages.DEFAULT) -> Any:
        """Run the shape checks on a given value (not None) and return it clean: letters without
        spaces in lower case (as the `language`'s letters), integers as int, numbers as float.
        Raises InputError at the first check that fails. O(len(value))."""
        for c in self.checks(lo, hi, language):
            ok, found, n, value = _run(c, value)
            if not ok:
                limits = {k: (number_text(v) if isinstance(v, (int, float)) else ", ".join(v) if isinstance(v, list) else v)
                          for k, v in c.items() if k in ("min", "max", "choices", "n", "letters")}
                if "name" in c:
                    limits["language"] = c["name"]
                if n is not None:
                    limits["n"] = n
                raise InputError.of(c["code"], c["template"], self.name, found=found, **limits)
        if self.kind == "number":
            value = float(value)
        return value

    def describe(self) -> dict:
        """The field as plain JSON for the catalog (keys that do not apply are left out)."""
        out: dict[str, Any] = {"kind": self.kind, "label": self.label, "help": self.help, "required": self.required}
        if not self.required:
            out["default"] = self.default
        for key in ("min", "max", "length", "min_length", "max_length", "max_chars", "max_items", "item_chars"):
            v = getattr(self, key)
            if v is not None:
                out[key] = v
        if self.distinct:
            out["distinct"] = True
        if self.choices:
            out["choices"] = list(self.choices)
        if self.limit:
            out["limit"] = True
        out["checks"] = self.checks()
        return out

    # Declarations read best by kind: Field.integer("top", "How many", "…", default=10, min=1, max=1000)
    @classmethod
    def text(cls, name, label, help, **kw): return cls(name, "text", label, help, **{"max_chars": MAX_TEXT, **kw})
    @classmethod
    def letters(cls, name, label, help, **kw): return cls(name, "letters", label, help, **{"max_chars": MAX_TEXT, **kw})
    @classmethod
    def integer(cls, name, label, help, **kw): return cls(name, "integer", label, help, **kw)
    @classmethod
    def number(cls, name, label, help, **kw): return cls(name, "number", label, help, **kw)
    @classmethod
    def boolean(cls, name, label, help, **kw): return cls(name, "boolean", label, help, **kw)
    @classmethod
    def choice(cls, name, label, help, choices, **kw): return cls(name, "choice", label, help, choices=tuple(choices), **kw)
    @classmethod
    def date(cls, name, label, help, **kw): return cls(name, "date", label, help, **{"max_chars": 32, **kw})
    @classmethod
    def list(cls, name, label, help, **kw): return cls(name, "list", label, help, **{"item_chars": MAX_TEXT, **kw})
    @classmethod
    def seed(cls, name, label, help, **kw): return cls(name, "seed", label, help, **{"min": 0, "max": MAX_SEED, "max_chars": MAX_TEXT, **kw})


Outcome = tuple[bool, Any, int | None, Any]  # (passed, {found} for the message, {n} for an item check, the value so far)


def _run(c: dict, value: Any) -> Outcome:
    """One shape check, `c` (one of `Field.checks()`), run on `value`: its entry in `CHECKS`."""
    run = CHECKS.get(c["check"])
    if run is None:
        raise AssertionError(f"unknown check {c['check']}")
    return run(c, value)


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _whole(c: dict, v: Any) -> Outcome:
    """A whole float becomes the int it is (JSON does not tell 5 from 5.0)."""
    if isinstance(v, float):
        if not v.is_integer():
            return False, shown(v), None, v
        v = int(v)
    return True, None, None, v


def _range(c: dict, v: Any) -> Outcome:
    if not _is_number(v):
        return True, None, None, v
    return ("min" not in c or v >= c["min"]) and ("max" not in c or v <= c["max"]), shown(v), None, v


def spelled_letters(lang: "languages.Language") -> str:
    """A language's letters as a message lists them: "A to Z, Ä, Ö and Ü"."""
    extra = [ch.upper() for ch in lang.letters[26:]]
    return "A to Z" + (f", {', '.join(extra[:-1])} and {extra[-1]}" if len(extra) > 1 else f" and {extra[0]}" if extra else "")


def _letters(c: dict, v: str) -> Outcome:
    """Spaces dropped, lower case, the language's folds made: the value the later checks see. In
    English any character but a-z is refused (up to five named); in another language the first
    character that is not its letter is named ("ñ is not a German letter")."""
    if "language" not in c:
        clean = re.sub(r"\s+", "", v).lower()
        bad = sorted({ch for ch in clean if not ("a" <= ch <= "z")})
        return not bad, " ".join(repr(ch) for ch in bad[:5]), None, clean
    lang = languages.get(c["language"])
    clean = lang.clean(re.sub(r"\s+", "", v))
    bad = lang.foreign(clean)
    return not bad, (bad[0] if bad[0].isalpha() else repr(bad[0])) if bad else None, None, clean


def _distinct(c: dict, v: str) -> Outcome:
    repeated = sorted({ch for ch in v if v.count(ch) > 1})
    return not repeated, ", ".join(ch.upper() for ch in repeated), None, v


def _valid_date(s: str) -> bool:
    try:  # fromisoformat alone would also take 20261121 and 2026-W47-6
        return bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", s) and datetime.date.fromisoformat(s))
    except ValueError:
        return False


def _shard(c: dict, v: dict) -> Outcome:
    """{"index": i, "of": n} with 0 <= i < n <= max, and "share": true or "shares": n texts or nulls."""
    keys = sorted(map(str, v))
    if keys not in (["index", "of"], ["index", "of", "share"], ["index", "of", "shares"]):
        return False, "an object with " + (", ".join(shown(k[:12]) for k in keys[:4]) or "no keys"), None, v
    i, n = v["index"], v["of"]
    whole = all(isinstance(x, int) and not isinstance(x, bool) for x in (i, n))
    if not (whole and 0 <= i < n <= c["max"]):
        return False, f"index {shown(i)} and of {shown(n)}", None, v
    if "share" in v and v["share"] is not True:
        return False, f"share {shown(v['share'])}", None, v
    shares = v.get("shares", [])
    if not (isinstance(shares, list) and len(shares) == (n if "shares" in v else 0)
            and all(s is None or isinstance(s, str) for s in shares)):
        return False, "shares " + (f"with {len(shares)} items" if isinstance(shares, list) else shown(shares)), None, v
    return True, None, None, v


def _item(items: list, ok: Callable[[Any], bool], found: Callable[[Any], Any]) -> Outcome:
    """The first item that fails `ok`, counted from 1 ({n}), with `found(item)`."""
    for i, x in enumerate(items, 1):
        if not ok(x):
            return False, found(x), i, items
    return True, None, None, items


# check name -> (check, value) -> (passed, {found}, {n}, the value so far): schema.js's CHECKS, by
# the same names in the same order, then the worker pool's checks, which the page leaves to Python.
# Numeric checks skip text and text checks skip numbers (a seed may be either).
CHECKS: dict[str, Callable[[dict, Any], Outcome]] = {
    "required": lambda c, v: (v is not None, "", None, v),  # an absent field (or null) never gets here: see Params.get
    "text": lambda c, v: (isinstance(v, str), shown(v), None, v),
    "number": lambda c, v: (_is_number(v), shown(v), None, v),
    "seed": lambda c, v: (_is_number(v) or isinstance(v, str), shown(v), None, v),
    "boolean": lambda c, v: (isinstance(v, bool), shown(v), None, v),
    "list": lambda c, v: (isinstance(v, list), shown(v), None, v),
    "text_or_list": lambda c, v: (isinstance(v, (str, list)), shown(v), None, v),
    "max_chars": lambda c, v: (not isinstance(v, str) or len(v) <= c["max"], len(v) if isinstance(v, str) else 0, None, v),
    "finite": lambda c, v: (not isinstance(v, float) or math.isfinite(v), shown(v), None, v),
    "whole": _whole,
    "range": _range,
    "letters": _letters,
    "not_empty": lambda c, v: (v != "", "", None, v),
    "length": lambda c, v: (len(v) == c["n"], len(v), None, v),
    "min_length": lambda c, v: (len(v) >= c["min"], len(v), None, v),
    "max_length": lambda c, v: (len(v) <= c["max"], len(v), None, v),
    "distinct": _distinct,
    "choice": lambda c, v: (v in c["choices"], shown(v), None, v),
    "date": lambda c, v: (_valid_date(v), shown(v), None, v),
    "max_items": lambda c, v: (len(v) <= c["max"], len(v), None, v),
    "item_text": lambda c, v: _item(v, lambda x: isinstance(x, str), shown),
    "item_max_chars": lambda c, v: _item(v, lambda x: len(x) <= c["max"], len),
    "item_choice": lambda c, v: _item(v, lambda x: x in c["choices"], shown),
    "object": lambda c, v: (isinstance(v, dict), shown(v), None, v),
    "shard": _shard,
    "item_object": lambda c, v: _item(v, lambda x: x is None or isinstance(x, dict), shown),
}


@dataclass(frozen=True)
class Split:
    """How a search divides among workers. Each worker runs the action with `shard` = {"index": i,
    "of": n} (read with `Params.shard()`) on its part of the work; `merge(p, parts)` makes the whole
    answer from the n partial ones (in shard order), and `progress(p, reports)` one progress report
    from each shard's latest (None for a shard that has not reported yet). For an exact search the
    merged answer equals the unsplit one, whatever n.

    `shares`: the search has a first round whose work every shard needs (Bee's best boards: the
    letter-set table of the whole list). Then the pool first sends each worker `shard` with
    "share": true, and the worker answers {"share": text or null}: its part of that work (None when it
    has the whole already, e.g. from a prebuilt file). The second round sends every worker the n
    answers as `shard`'s "shares" (`Params.shard_shares()`), and it puts the whole together from
    them (building any part that came as None itself) before its own part of the search."""
    merge: Callable[["Params", list], dict]
    progress: Callable[["Params", list], dict]
    shares: bool = False


@dataclass(frozen=True)
class Action:
    """One entry of the API: the handler, the fields it reads (besides the word list's, when
    `wordlist`), a summary, an example, and `budget`: the most seconds a call takes in CPython,
    first index build on the largest shipped list included, on top of any time-limit field.
    `runs`: "quick" (answered at once: the page's interactive worker) or "search" (long work with
    progress: a worker of the search pool); `split`: how a search divides among the pool's workers
    (the action then also takes the `SHARD` field); `indexes`: the prebuilt indexes (prebuilt.register
    keys) it may use, fetched for it in the browser.
    `facts`: plain data the catalog publishes with the action for a page that must know a rule
    before Python is up (e.g. which size each set of Boggle dice makes)."""
    handler: Callable[["Params"], dict]
    fields: tuple[Field, ...]
    summary: str
    example: dict = dc_field(default_factory=dict)
    wordlist: bool | str = True  # "puzzle": a puzzle made for a player (offensive words hidden by default)
    budget: float = dc_field(kw_only=True)  # every action states it
    runs: str = dc_field(default="quick", kw_only=True)
    split: Split | None = dc_field(default=None, kw_only=True)
    indexes: tuple[str, ...] = dc_field(default=(), kw_only=True)
    facts: dict | None = dc_field(default=None, kw_only=True)

    def __post_init__(self):
        assert self.runs in ("quick", "search"), self.runs
        assert self.split is None or self.runs == "search", "only a search splits"


SHARD = Field("shard", "shard", "Part", "This worker's part of a split search, {\"index\": i, \"of\": n}: the "
              "page's worker pool sets it and joins the parts with the \"merge\" action.", max=MAX_SHARDS)

_UNSET = object()


class Params:
    """Typed access to a request's fields. Each getter runs the field's declared checks.

    `fields` maps each field the action accepts to its declaration (from `api.dispatch`). Built
    without it (in a test or a script) a Params reads any field with no limits but its kind's."""

    def __init__(self, raw: Any, progress: Progress | None = None, fields: dict[str, Field] | None = None):
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise InputError("wrong_type", "The parameters must be a JSON object, like {\"letters\": \"aeginrt\"}.")
        self.raw = raw
        self._progress = progress
        self.fields = fields

    def check_fields(self, action_name: str) -> None:
        """Refuse a field the action does not declare, suggesting the closest one."""
        known = sorted(self.fields or ())
        for name in self.raw:
            if name not in known:
                if not isinstance(name, str):  # only from Python: JSON names are text
                    raise InputError.of("unknown_field", "{action}'s fields are named by text, not {found}. It takes: {fields}.",
                                        action=action_name, found=shown(name), fields=", ".join(known))
                close = difflib.get_close_matches(name, known, n=1)
                if close:
                    raise InputError.of("unknown_field", "{action} has no field \"{name}\". Did you mean \"{close}\"?", str(name)[:40],
                                        action=action_name, name=str(name)[:40], close=close[0])
                raise InputError.of("unknown_field", "{action} has no field \"{name}\". It takes: {fields}.", str(name)[:40],
                                    action=action_name, name=str(name)[:40], fields=", ".join(known))

    def progress(self, done: float, total: float, **extra) -> None:
        """Report progress to the caller (the worker forwards it to the page)."""
        if self._progress is not None:
            self._progress({"done": done, "total": total, **extra})

    def shard(self) -> tuple[int, int]:
        """(index, count) of this worker's part of a split search; (0, 1) when not split."""
        value = self.get("shard", "shard")
        return (0, 1) if value is None else (value["index"], value["of"])

    def shard_share(self) -> bool:
        """Is this the first round of a search that shares work (see `Split.shares`)?"""
        return bool((self.get("shard", "shard") or {}).get("share"))

    def shard_shares(self) -> list[str | None] | None:
        """The first round's answers, in shard order, in the second round (see `Split.shares`)."""
        return (self.get("shard", "shard") or {}).get("shares")

    def has(self, name: str) -> bool:
        """Was the field given (null counts as not given)?"""
        return self.raw.get(name) is not None

    def field(self, name: str, kind: str) -> Field:
        if self.fields is None:
            return Field(name, kind, name, "")
        f = self.fields.get(name)
        assert f is not None, f"the handler reads \"{name}\", which its action does not declare"
        assert f.kind == kind, f"\"{name}\" is declared {f.kind}, read as {kind}"
        return f

    def get(self, name: str, kind: str, default: Any = _UNSET, lo: float | None = None, hi: float | None = None) -> Any:
        """The field's clean value, or its default when absent (`default` overrides the declared
        one when it depends on other fields); missing_field when required."""
        f = self.field(name, kind)
        value = self.raw.get(name)
        if value is None:
            if f.required:
                raise InputError.of("missing_field", "missing", name)
            value = f.default if default is _UNSET else default
            return list(value) if isinstance(value, list) else value  # a declared default is never shared
        return f.validate(value, lo, hi, self.language().code if kind == "letters" else languages.DEFAULT)

    def language(self) -> "languages.Language":
        """The request's language (its `language` field; English where the action takes none)."""
        if self.fields is not None and "language" not in self.fields:
            return languages.get()
        code = self.get("language", "choice") if self.fields is not None else self.raw.get("language") or languages.DEFAULT
        return languages.get(code)

    def text(self, name: str, default: Any = _UNSET) -> str:
        return self.get(name, "text", default)

    def letters(self, name: str, default: Any = _UNSET) -> str:
        """The request language's letters (a-z in English), lower case, spaces dropped, folds made,
        with the declared length and repeat checks."""
        return self.get(name, "letters", default)

    def integer(self, name: str, default: Any = _UNSET, lo: int | None = None, hi: int | None = None) -> int | None:
        """A whole number (finite, integral, in range: [lo, hi] narrow the declared range)."""
        return self.get(name, "integer", default, lo, hi)

    def number(self, name: str, default: Any = _UNSET, lo: float | None = None, hi: float | None = None) -> float | None:
        """A finite number in range, as a float."""
        return self.get(name, "number", default, lo, hi)

    def boolean(self, name: str, default: Any = _UNSET) -> bool:
        return self.get(name, "boolean", default)

    def choice(self, name: str, default: Any = _UNSET) -> str:
        return self.get(name, "choice", default)

    def date(self, name: str = "date") -> str:
        """A calendar date written YYYY-MM-DD (the daily puzzles' key), checked to exist."""
        return self.get(name, "date")

    def list(self, name: str, default: Any = _UNSET) -> list[str]:
        """A list of texts, with the declared item count, item length and item choices."""
        return self.get(name, "list", default)

    def seed(self, name: str = "seed", default: Any = _UNSET) -> int | str:
        """A whole number in range, or a short text."""
        return self.get(name, "seed", default)

    def value(self, name: str, kind: str) -> Any:
        """A field of a puzzle's own kind (sides, board, wordlist), checked for its type only; the
        puzzle parses it. None when absent and not required."""
        return self.get(name, kind)
