"""The one door between callers (the web worker, the CLI, tests) and the solvers.

`dispatch(action, params)` takes and returns plain data; bad input raises `InputError`.
`call(action, params)` is the same door for callers that want data either way: the result,
or {"error": {"code", "message", "field"?}}. No exception crosses it.
"""
from __future__ import annotations

import difflib
import sys
import traceback

from . import anigrams, boggle, letterboxed, spellingbee, tiles
from .core import Action, InputError, Params, Progress

MODULES = (spellingbee, letterboxed, boggle, anigrams, tiles)
ACTIONS: dict[str, Action] = {name: a for m in MODULES for name, a in m.ACTIONS.items()}


def api_merge(p: Params) -> dict:
    """The answer of a split search from its shards' answers (or, with "progress", one progress
    report from their latest ones): the worker pool's last step, in Python like every rule."""
    name = p.choice("action", sorted(a for a, e in ACTIONS.items() if e.split))
    params, parts = p.raw.get("params", {}), p.raw.get("parts")
    if not isinstance(params, dict):
        raise InputError("wrong_type", "\"params\" must be the split request's parameters (an object).", "params")
    if not isinstance(parts, list) or not parts or len(parts) > 64:
        raise InputError("wrong_type", "\"parts\" must be the list of the shards' answers.", "parts")
    inner = Params(params)
    inner.check_fields(name, ACTIONS[name].fields)
    split = ACTIONS[name].split
    try:
        return (split.progress if p.boolean("progress") else split.merge)(inner, parts)
    except InputError:
        raise
    except (LookupError, TypeError, ValueError, ArithmeticError, AttributeError):
        raise InputError("bad_parts", f"\"parts\" are not answers of {name}'s shards.", "parts") from None


ACTIONS["merge"] = Action(api_merge, ("action", "params", "parts", "progress"),
                          "Combine the shards' answers of a split search (see \"split\" in the catalog) into one.",
                          {"action": "boggle.generate", "params": {"method": "rnd", "count": 2, "seed": 1},
                           "parts": [{"boards": [], "method": "rnd", "size": 4, "min_length": 3, "seed": 1}]})


def dispatch(action: str, params: dict | None = None, progress: Progress | None = None) -> dict:
    """Run one action. Plain data in, plain data out; bad input raises InputError."""
    if not isinstance(action, str) or action not in ACTIONS:
        close = difflib.get_close_matches(str(action), list(ACTIONS), n=1)
        hint = f" Did you mean \"{close[0]}\"?" if close else ""
        raise InputError("unknown_action", f"There is no action \"{action}\".{hint} Actions: {', '.join(sorted(ACTIONS))}.")
    entry = ACTIONS[action]
    p = Params(params, progress)
    p.check_fields(action, entry.fields + (("shard",) if entry.split else ()))
    return entry.handler(p)


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


def describe() -> list[dict]:
    """The action catalog: name, fields, summary, example (for --help and the docs); `runs`
    ("quick" or "search": which worker the page sends it to) and `split` (true: a search the page may
    divide among its workers with a "shard" field, joined by "merge") and `indexes` (the prebuilt
    indexes it may use: the worker fetches them before the first such request)."""
    return [{"action": name, "fields": list(a.fields) + (["shard"] if a.split else []), "summary": a.summary,
             "example": a.example, "runs": a.runs, "split": a.split is not None, "indexes": list(a.indexes)}
            for name, a in sorted(ACTIONS.items())]
