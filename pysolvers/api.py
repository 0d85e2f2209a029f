"""The one door between callers (the web worker, the CLI, tests) and the solvers.

`dispatch(action, params)` takes and returns plain data; bad input raises `InputError`.
`call(action, params)` is the same door for callers that want data either way: the result,
or {"error": {"code", "message", "field"?, "template"}}. No exception crosses it.
`describe()` is the catalog of every action and its declared fields, as plain JSON (the build
ships it as dist/api-schema.json for the page). `ACTIONS` gathers the puzzles' tables once, at
import, and refuses a name defined twice.
"""
from __future__ import annotations

import difflib
import sys
import traceback

from . import anigrams, boggle, definitions, letterboxed, spellingbee, tiles, words
from .core import KINDS, TEMPLATES, Action, Field, InputError, Params, Progress

MODULES = (spellingbee, letterboxed, boggle, anigrams, tiles, definitions)


class DuplicateAction(Exception):
    """Two modules define an action with the same name: a bug, refused when the API is imported."""


def collect(modules) -> dict[str, Action]:
    """Every module's `ACTIONS` in one table, in module order. Raises DuplicateAction naming both
    modules when a name is taken twice, so one cannot silently replace the other."""
    actions: dict[str, Action] = {}
    owner: dict[str, str] = {}
    for m in modules:
        for name, entry in m.ACTIONS.items():
            if name in actions:
                raise DuplicateAction(f"The action \"{name}\" is defined twice: in {owner[name]} and in {m.__name__}.")
            actions[name], owner[name] = entry, m.__name__
    return actions


ACTIONS: dict[str, Action] = collect(MODULES)


def fields_of(entry: Action) -> dict[str, Field]:
    """Every field an action takes: its own, then the word list's when it reads one."""
    fields = {f.name: f for f in entry.fields + (words.FIELDS if entry.wordlist else ())}
    assert len(fields) == len(entry.fields) + (len(words.FIELDS) if entry.wordlist else 0), "a field declared twice"
    return fields


FIELDS: dict[str, dict[str, Field]] = {name: fields_of(a) for name, a in ACTIONS.items()}


def dispatch(action: str, params: dict | None = None, progress: Progress | None = None) -> dict:
    """Run one action. Plain data in, plain data out; bad input raises InputError."""
    if not isinstance(action, str) or action not in ACTIONS:
        close = difflib.get_close_matches(str(action), list(ACTIONS), n=1)
        hint = f" Did you mean \"{close[0]}\"?" if close else ""
        raise InputError("unknown_action", f"There is no action \"{str(action)[:40]}\".{hint} Actions: {', '.join(sorted(ACTIONS))}.")
    p = Params(params, progress, FIELDS[action])
    p.check_fields(action)
    return ACTIONS[action].handler(p)


def call(action: str, params: dict | None = None, progress: Progress | None = None) -> dict:
    """`dispatch`, with every failure turned into an error object (input errors as they are;
    anything else as an "internal" error, its traceback written to stderr for developers)."""
    try:
        return dispatch(action, params, progress)
    except InputError as e:
        return e.as_dict()
    except RecursionError:
        return {"error": {"code": "too_large", "message": "This input is too large to solve here."}}
    except MemoryError:
        return {"error": {"code": "too_large", "message": "This input needs more memory than is available."}}
    except Exception as e:  # a bug: say so plainly, keep the details for developers
        traceback.print_exc(file=sys.stderr)
        return {"error": {"code": "internal", "message": f"Something went wrong inside the solver ({type(e).__name__}). Please report this puzzle."}}


SCHEMA_FORMAT = 1


def describe() -> dict:
    """The action catalog as plain JSON (CONTRIBUTING.md describes the format): the message
    templates, the field kinds, and per action its summary, example, time budget and fields, each
    field with its limits and its shape checks in order. The build ships it as dist/api-schema.json."""
    return {
        "format": SCHEMA_FORMAT,
        "templates": dict(TEMPLATES),
        "kinds": dict(KINDS),
        "actions": {name: {"summary": a.summary, "example": a.example, "budget_seconds": a.budget,
                           "fields": {f.name: f.describe() for f in FIELDS[name].values()},
                           **({"facts": a.facts} if a.facts else {})}
                    for name, a in sorted(ACTIONS.items())},
    }
