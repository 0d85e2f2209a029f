"""What long work owes the browser's runtime: its turns, and fresh interpreter frames.

Imports nothing of wordloom. In CPython neither does anything: a solver's code reads the same there.

Turns: the browser worker's bridge (pysolvers/bridge.py) runs each call inside `taking_turns`, giving
a function that hands the worker one turn of its event loop; there a page without shared memory
pauses a call (the turn is held until it resumes) or stops it (the turn raises KeyboardInterrupt).
Solvers take those turns through one function, `turn()`: `core.Throttle` calls it whenever it is
asked whether a report is due, and a long loop with no progress to report calls it every few
thousand items.

Frames: `own_frame(fn)` is `fn` called through C, for the per-item work of a long loop (see there).
"""
from __future__ import annotations

import contextlib
import functools
import time
from typing import Callable


class _Turns:
    """The runtime's turn-taking while a call runs (see `taking_turns`): `take()` every `every` s."""

    def __init__(self, take: Callable[[], None], every: float):
        self.take, self.every = take, every
        self.next = time.perf_counter() + every


_turns: _Turns | None = None


@contextlib.contextmanager
def taking_turns(take: Callable[[], None] | None, every: float = 0.02):
    """While the block runs, `turn()` calls `take()` once `every` seconds have passed since the last
    call. The bridge passes a function that hands the worker one turn of its event loop: there a
    page without shared memory pauses a search (the turn is held until it resumes) or stops it
    (`take` raises KeyboardInterrupt). So a search pauses or stops within `every` seconds of work,
    where waiting for the next progress report (core.Throttle's interval) would be slower. None: no
    turns (CPython)."""
    global _turns
    was, _turns = _turns, (_Turns(take, every) if take is not None else None)
    try:
        yield
    finally:
        _turns = was


def turn() -> None:
    """Take the runtime's turn if one is due (see `taking_turns`). A search's throttle takes them; a
    long loop with no progress to report (reading a list a person brings, building an index for a list
    that ships none) calls this every few thousand items, so that on a page without shared memory its
    Cancel stops the call, keeping the worker and its indexes, instead of ending the worker. O(1);
    nothing at all where no turns are taken (CPython, a page with shared memory)."""
    turns = _turns
    if turns is not None and time.perf_counter() >= turns.next:
        turns.take()
        turns.next = time.perf_counter() + turns.every  # a turn held for a while counts from its end


def own_frame(fn: Callable) -> Callable:
    """`fn`, called through C (a `functools.partial`), so that each call of it runs in a Python
    interpreter loop entered anew rather than inside its caller's. Use it for the per-item work of a
    long loop (a board, an evaluation, a chunk of words); one C-level call costs little beside such an item.

    Why: under Pyodide, CPython's interpreter loop is one wasm function, and Python-to-Python calls
    run inside the caller's invocation of it. Chromium's V8 runs that function first in a baseline
    tier and optimizes it when hot, but wasm has no on-stack replacement: an improved version reaches
    only invocations that start later (and, as we read the measurements, a running optimized one can
    fall back to the baseline when a call target it had not seen shows up). So a search written as
    one loop can run in the baseline tier from start to end: in headless Chromium, Boggle's generate
    written so ran far slower than with each board made and scored through this
    wrapper. CPython runs both alike.
    """
    return functools.partial(fn)
