"""Python's side of the web worker's bridge: what web/runtime/worker/runtime.mjs calls, and nothing else does.

Only JSON text crosses: `call` takes the params as JSON and answers JSON, and never raises. A cancel
(KeyboardInterrupt: a SIGINT from the interrupt buffer, or a turn told to stop) and an answer that
is not JSON come back as error objects. A cancel may land anywhere Python checks for signals, the
final json.dumps included: the whole answer, encoding and all, runs inside the one try (the
JavaScript side catches one that lands on the call's entry). SIGUSR1 pauses a search while the page
needs the core (the worker defines `wordloomPause`).

The runtime starts it once (`start`); a start from a memory snapshot finds it started, in the image.
Standard library only at import time: Pyodide's `pyodide.ffi` and `js` are imported where used, so
CPython imports this module and its tests drive the turns with an event loop of their own.
"""
from __future__ import annotations

import json
import signal

from . import api, core, runtime, words

CANCELLED: str | None = None  # what a cancelled call answers: the page's CANCELLED as JSON text, given to `start`
_warm: str | None = None       # the word list every start holds (its name, given to `start`)


def start(warm: str, cancelled: str) -> None:
    """Once, on a cold start: load the word list `warm` (so that a snapshot taken later holds it),
    keep `cancelled` as a cancel's answer, and pause on SIGUSR1. The runtime gives both values (the
    JavaScript side says the same: web/runtime/shared/capabilities.mjs CANCELLED)."""
    global CANCELLED, _warm
    CANCELLED, _warm = cancelled, warm
    signal.signal(signal.SIGUSR1, pause)
    words.load(warm)


def call(action, params_json, progress, next_turn=None, run_sync=None):
    """The JSON text of `api.call(action, params)`, or of an error object; never raises. `progress`
    (or None) receives each progress report as JSON text. `next_turn` (or None), given where the
    runtime can suspend (stack switching): a function whose awaitable resolves at the worker's next
    turn, once it has read its waiting messages, to whether to stop; the call waits for it after each
    progress report and every 20 ms of work (`runtime.taking_turns`), so a pause holds it and a stop
    ends it. `run_sync` waits for an awaitable (Pyodide's `pyodide.ffi.run_sync` unless given)."""
    try:
        return _answer(action, params_json, progress, next_turn, run_sync)
    except KeyboardInterrupt:
        return CANCELLED


def _answer(action, params_json, progress, next_turn, run_sync):
    if next_turn is not None and run_sync is None:
        from pyodide.ffi import run_sync

    def turn():
        if run_sync(next_turn()):
            raise KeyboardInterrupt

    def report(info):
        progress(json.dumps(info))
        if next_turn is not None:
            turn()
    with runtime.taking_turns(turn if next_turn is not None else None):
        result = api.call(action, json.loads(params_json), report if progress is not None else None)
    try:
        return json.dumps(result, allow_nan=False)
    except (TypeError, ValueError) as e:
        return json.dumps({"error": {"code": "internal", "message": core.say("The solver's answer could not be sent ({error}).", error=e)}})


def pause(signum, frame) -> None:
    """SIGUSR1's handler: hold the search while the page needs the core (the worker's `wordloomPause`)."""
    import js
    if hasattr(js, "wordloomPause"):
        js.wordloomPause()


def warm_up() -> None:
    """Build the warm list's text and index, before a snapshot is taken: then part of it."""
    wl = words.load(_warm)
    wl.text, wl.index


def state() -> str:
    """What the runtime reads after every start (cold or from a snapshot), as JSON: the shipped word
    lists, and the signal that pauses a search."""
    return json.dumps({"dictionaries": list(words.DICTIONARIES), "pause_signal": int(signal.SIGUSR1)})
