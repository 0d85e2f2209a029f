"""The methods compared: words formed against N for each method (`chart`), and how a chart split
among workers is joined (`merge_chart`, `merge_chart_progress`)."""
from __future__ import annotations

import itertools
import time

from ..core import Params, Throttle
from ..runtime import own_frame
from .entries import Index
from .optimizer import optimize


def chart(ix: Index, counts: list[int], methods: list[str], seed: int, budget: float, progress=None,
          shard: tuple[int, int] = (0, 1)) -> dict:
    """Words formed against N for each method, method by method (so the quick greedy lines are drawn
    before a slow search's). The search gets `budget / points` seconds a point; the greedy methods
    start no new point once they have taken `budget` seconds between them (each method's first point
    always runs), so a chart of a large list stops early and says `timed_out`: at most about twice
    `budget` in all. O(points x methods x a method's cost). `progress(done, total, counts=, series=)`
    gets the series so far.
    Shard (i, n) of a split chart computes every n-th point (method, N) from the i-th, with the
    time rule above for its own points; its series hold None for the points of other shards, and
    `merge_chart` joins them."""
    i, shards = shard
    series: dict[str, list[int | None]] = {m: [None] * len(counts) for m in methods}
    points = [(m, k, n) for m in methods for k, n in enumerate(counts)][i::shards]
    total, done = len(points), 0
    throttle = Throttle(progress)
    greedy = 0.0  # seconds the greedy methods have taken
    timed_out, first = set(), set()
    shown = (lambda s: s) if shards > 1 else _prefix  # a single worker reports its series as they grow
    point = own_frame(optimize)  # each point in a fresh frame
    for m, k, n in points:
        if m in timed_out:
            continue
        if m != "search" and m in first and greedy > budget:
            timed_out.add(m)
            continue
        first.add(m)

        def step(part, whole, *_):       # a search's own progress, as a fraction of this point
            throttle(done + part / whole, total, counts=counts, series=shown(series))
        t = time.monotonic()
        chosen = ix.mask(point(ix, n, m, seed, budget / len(counts), progress=step))
        if m != "search":
            greedy += time.monotonic() - t
        series[m][k] = sum(1 for e in ix.entries if not e.mask & ~chosen)
        done += 1
        if progress is not None:
            progress(done, total, counts=counts, series=shown(series))
    return {"counts": counts, "series": shown(series), "timed_out": bool(timed_out)}


def _prefix(series: dict[str, list[int | None]]) -> dict[str, list[int]]:
    """Each method's points from the smallest N up to the first one not computed."""
    return {m: list(itertools.takewhile(lambda v: v is not None, values)) for m, values in series.items()}


def _joined(series: list[dict]) -> dict[str, list[int | None]]:
    """Shards' series with None where another shard has the point: each point from the one that has it."""
    return {m: [next((s[m][k] for s in series if s[m][k] is not None), None) for k in range(len(series[0][m]))]
            for m in series[0]}


def merge_chart(p: Params, parts: list[dict]) -> dict:
    """The shards' points joined; a method's line ends where a shard stopped it for time."""
    return {**parts[0], "series": _prefix(_joined([r["series"] for r in parts])),
            "timed_out": any(r["timed_out"] for r in parts)}


def merge_chart_progress(p: Params, reports: list[dict | None]) -> dict:
    """Points done of all; per method the points known so far from the smallest N up (as a single
    worker reports them: a series grows from its first point)."""
    known = [r for r in reports if r]
    total = sum(len(v) for v in known[0]["series"].values())
    return {"done": sum(r["done"] for r in known), "total": total, "counts": known[0]["counts"],
            "series": _prefix(_joined([r["series"] for r in known]))}

