"""The one door between callers (the web worker, the CLI, tests) and the solvers.

`dispatch(action, params)` takes and returns plain data; bad input raises `InputError`.
`call(action, params)` is the same door for callers that want data either way: the result,
or {"error": {"code", "message", "field"?}}. No exception crosses it.
"""
from __future__ import annotations

import difflib
import sys
import traceback

from . import anigrams, boggle, definitions, letterboxed, spellingbee, tiles
from .core import Action, InputError, Params, Progress

MODULES = (spellingbee, letterboxed, boggle, anigrams, tiles, definitions)
ACTIONS: dict[str, Action] = {name: a for m in MODULES for name, a in m.ACTIONS.items()}


def dispatch(action: str, params: dict | None = None, progress: Progress | None = None) -> dict:
    """Run one action. Plain data in, plain data out; bad input raises InputError."""
    if not isinstance(action, str) or action not in ACTIONS:
        close = difflib.get_close_matches(str(action), list(ACTIONS), n=1)
        hint = f" Did you mean \"{close[0]}\"?" if close else ""
        raise InputError("unknown_action", f"There is no action \"{action}\".{hint} Actions: {', '.join(sorted(ACTIONS))}.")
    entry = ACTIONS[action]
    p = Params(params, progress)
    p.check_fields(action, entry.fields)
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
    """The action catalog: name, fields, summary, example (for --help and the docs)."""
    return [{"action": name, "fields": list(a.fields), "summary": a.summary, "example": a.example}
            for name, a in sorted(ACTIONS.items())]
