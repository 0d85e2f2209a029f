"""What every solver shares: the input error, reading parameters, and an action's description.

A request is plain data: `params` is a dict decoded from JSON. Every reader below either returns a
clean Python value or raises `InputError` with a message a person can act on, naming the field
(so the UI can show it next to that field).
"""
from __future__ import annotations

import datetime
import difflib
import re
from dataclasses import dataclass, field as dc_field
from typing import Any, Callable

Progress = Callable[[dict], None]  # receives {"done": n, "total": n, ...}; may carry partial results

MAX_SHARDS = 64  # workers a search may be split among
MAX_TEXT = 64  # longest puzzle-letter field we read; anything longer is a mistake, not a puzzle


class InputError(ValueError):
    """Bad input: `code` for programs, `message` for people, `field` for the UI to point at."""

    def __init__(self, code: str, message: str, field: str | None = None):
        super().__init__(message)
        self.code, self.message, self.field = code, message, field

    def as_dict(self) -> dict:
        error = {"code": self.code, "message": self.message}
        if self.field:
            error["field"] = self.field
        return {"error": error}


@dataclass(frozen=True)
class Split:
    """How a search divides among workers. Each worker runs the action with `shard` = {"index": i,
    "of": n} (read with `Params.shard()`) on its part of the work; `merge(p, parts)` makes the whole
    answer from the n partial ones (in shard order), and `progress(p, reports)` one progress report
    from each shard's latest (None for a shard that has not reported yet). For an exact search the
    merged answer equals the unsplit one, whatever n."""
    merge: Callable[["Params", list], dict]
    progress: Callable[["Params", list], dict]


@dataclass(frozen=True)
class Action:
    """One entry of the API: the handler, the fields it reads (besides the common ones), a summary.
    `runs`: "quick" (answered at once: the page's interactive worker) or "search" (long work with
    progress: a worker of the search pool); `split`: how a search divides among the pool's workers;
    `indexes`: the prebuilt indexes (words.prebuilt keys) it may use, fetched for it in the browser."""
    handler: Callable[["Params"], dict]
    fields: tuple[str, ...]
    summary: str
    example: dict = dc_field(default_factory=dict)
    runs: str = "quick"
    split: Split | None = None
    indexes: tuple[str, ...] = ()


COMMON_FIELDS = ("dictionary", "word_list")


class Params:
    """Typed access to a request's fields. Each getter validates and explains what it wanted."""

    def __init__(self, raw: Any, progress: Progress | None = None):
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise InputError("wrong_type", "The parameters must be a JSON object, like {\"letters\": \"aeginrt\"}.")
        self.raw = raw
        self._progress = progress

    def check_fields(self, action_name: str, allowed: tuple[str, ...]) -> None:
        known = set(allowed) | set(COMMON_FIELDS)
        for name in self.raw:
            if name not in known:
                close = difflib.get_close_matches(name, sorted(known), n=1)
                hint = f" Did you mean \"{close[0]}\"?" if close else f" It takes: {', '.join(sorted(known))}."
                raise InputError("unknown_field", f"{action_name} has no field \"{name}\".{hint}", name)

    def progress(self, done: float, total: float, **extra) -> None:
        """Report progress to the caller (the worker forwards it to the page)."""
        if self._progress is not None:
            self._progress({"done": done, "total": total, **extra})

    def shard(self) -> tuple[int, int]:
        """(index, count) of this worker's part of a split search; (0, 1) when not split."""
        value = self.raw.get("shard")
        if value is None:
            return 0, 1
        ok = isinstance(value, dict) and set(value) == {"index", "of"} and all(
            isinstance(value[k], int) and not isinstance(value[k], bool) for k in value)
        if not ok or not 0 <= value["index"] < value["of"] <= MAX_SHARDS:
            raise InputError("bad_shard", f"\"shard\" must be {{\"index\": i, \"of\": n}} with 0 ≤ i < n ≤ {MAX_SHARDS}.", "shard")
        return value["index"], value["of"]

    def has(self, name: str) -> bool:
        return self.raw.get(name) is not None

    def text(self, name: str, default: str | None = None, max_length: int = MAX_TEXT) -> str:
        value = self.raw.get(name, default)
        if value is None:
            raise InputError("missing_field", f"Please give \"{name}\".", name)
        if not isinstance(value, str):
            raise InputError("wrong_type", f"\"{name}\" must be text, not {json_type(value)}.", name)
        if len(value) > max_length:
            raise InputError("too_long", f"\"{name}\" is {len(value)} characters long; at most {max_length} make sense here.", name)
        return value

    def letters(self, name: str, count: int | None = None, distinct: bool = True,
                default: str | None = None, what: str = "letters") -> str:
        """Lowercase a-z letters from text, ignoring spaces; checks count and repeats."""
        value = re.sub(r"\s+", "", self.text(name, default)).lower()
        bad = sorted({c for c in value if not ("a" <= c <= "z")})
        if bad:
            shown = " ".join(repr(c) for c in bad[:5])
            raise InputError("not_letters", f"Only the letters A to Z can be used in the {what}; found {shown}.", name)
        if not value:
            raise InputError("missing_field", f"Please type the {what}.", name)
        if count is not None and len(value) != count:
            wanted = "one letter" if count == 1 else f"exactly {count} letters"
            raise InputError("wrong_length", f"Please type {wanted} for the {what}; you gave {len(value)}.", name)
        if distinct:
            repeated = sorted({c for c in value if value.count(c) > 1})
            if repeated:
                raise InputError("repeated_letter",
                                 f"Each letter can appear only once in the {what}; repeated: {', '.join(c.upper() for c in repeated)}.", name)
        return value

    def integer(self, name: str, default: int | None = None, lo: int | None = None, hi: int | None = None,
                allow_null: bool = False) -> int | None:
        value = self.raw.get(name, default)
        if value is None:
            if allow_null:
                return None
            raise InputError("missing_field", f"Please give \"{name}\".", name)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != int(value):
            raise InputError("wrong_type", f"\"{name}\" must be a whole number, not {json_type(value)}.", name)
        value = int(value)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise InputError("out_of_range", f"\"{name}\" must be between {lo} and {hi}; you gave {value}.", name)
        return value

    def number(self, name: str, default: float | None = None, lo: float | None = None, hi: float | None = None) -> float:
        value = self.raw.get(name, default)
        if value is None:
            raise InputError("missing_field", f"Please give \"{name}\".", name)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
            raise InputError("wrong_type", f"\"{name}\" must be a number, not {json_type(value)}.", name)
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise InputError("out_of_range", f"\"{name}\" must be between {lo} and {hi}; you gave {value}.", name)
        return float(value)

    def boolean(self, name: str, default: bool = False) -> bool:
        value = self.raw.get(name, default)
        if not isinstance(value, bool):
            raise InputError("wrong_type", f"\"{name}\" must be true or false, not {json_type(value)}.", name)
        return value

    def choice(self, name: str, options: tuple[str, ...] | list[str], default: str | None = None) -> str:
        value = self.text(name, default)
        if value not in options:
            raise InputError("bad_choice", f"\"{name}\" must be one of {', '.join(options)}; you gave \"{value}\".", name)
        return value

    def date(self, name: str = "date") -> str:
        """A calendar date written YYYY-MM-DD (the daily puzzles' key), checked to exist."""
        value = self.text(name, max_length=32)
        try:
            # fromisoformat alone would also take 20261121 and 2026-W47-6
            ok = re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) and datetime.date.fromisoformat(value)
        except ValueError:
            ok = False
        if not ok:
            raise InputError("bad_date", f"\"{name}\" must be a calendar date written YYYY-MM-DD, like 2026-11-21; you gave \"{value}\".", name)
        return value

    def list_of_text(self, name: str, max_items: int = 1000, max_length: int = MAX_TEXT) -> list[str]:
        value = self.raw.get(name)
        if value is None:
            raise InputError("missing_field", f"Please give \"{name}\".", name)
        if not isinstance(value, list):
            raise InputError("wrong_type", f"\"{name}\" must be a list of text, not {json_type(value)}.", name)
        if len(value) > max_items:
            raise InputError("too_long", f"\"{name}\" has {len(value)} items; at most {max_items} are accepted.", name)
        for i, item in enumerate(value):
            if not isinstance(item, str):
                raise InputError("wrong_type", f"Item {i + 1} of \"{name}\" must be text, not {json_type(item)}.", name)
            if len(item) > max_length:
                raise InputError("too_long", f"Item {i + 1} of \"{name}\" is {len(item)} characters; at most {max_length}.", name)
        return value

    def wordlist(self):
        """The word list this request names (`dictionary`) or brings (`word_list`)."""
        from . import words  # local import: words imports core
        if self.has("word_list"):
            if self.has("dictionary"):
                raise InputError("conflicting_fields", "Give either \"dictionary\" or \"word_list\", not both.", "word_list")
            return words.custom(self.raw["word_list"])
        name = self.choice("dictionary", words.DICTIONARIES, words.DEFAULT)
        return words.load(name)


def json_type(value: Any) -> str:
    """How a JSON value's type reads to a person."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
