"""Best-board search: simulated annealing with restarts, seeded, within a time or evaluation budget.

A move changes one cell to a letter drawn by the list's frequencies, or swaps two cells. A run
cools from T0 to T1 over `run_length` evaluations; the first run starts from a generated board,
each later one from the best board so far with a few cells changed. Scores are cached by board,
since annealing revisits boards often.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from ..core import Throttle
from ..runtime import own_frame
from .board import Board
from .generators import Stats, greedy_cad

Scorer = Callable[[Board], int]

T0, T1 = 150.0, 2.0
RUN_LENGTH = {3: 2000, 4: 6000, 5: 8000, 6: 10000}


def anneal(n: int, score: Scorer, stats: Stats, rng: random.Random, seconds: float,
           max_evaluations: int | None = None, report: Callable[[dict], None] | None = None,
           start: Board | None = None, hill: bool = False) -> dict:
    """Search for the highest-scoring n×n board. Cost: one solve (without paths) per evaluation,
    stopping at `seconds` or `max_evaluations`, whichever comes first. `hill`: accept no worse move."""
    cache: dict[Board, int] = {}
    evals = 0

    def value(b: Board) -> int:
        nonlocal evals
        s = cache.get(b)
        if s is None:
            evals += 1
            s = cache[b] = score(b)
            if len(cache) > 200_000:
                cache.clear()
        return s
    value = own_frame(value)  # each evaluation in a fresh frame

    t_start = time.perf_counter()
    deadline = t_start + seconds
    throttle = Throttle(report)
    best = start or greedy_cad(n, rng, stats)
    best_score = value(best)
    history = [(0.0, best_score)]
    runs = 0
    length = RUN_LENGTH[n]
    cells = n * n
    letters = stats.letters
    done = False
    while not done:
        runs += 1
        cur = list(best)
        if runs > 1:                       # restart near the best: change a few cells
            for _ in range(rng.randint(2, 4)):
                cur[rng.randrange(cells)] = rng.choices(letters, stats.freq)[0]
        cur_score = value("".join(cur))
        for step in range(length):
            temp = 0.0 if hill else T0 * (T1 / T0) ** (step / length)
            cand = cur[:]
            if rng.random() < 0.5:
                cand[rng.randrange(cells)] = rng.choices(letters, stats.freq)[0]
            else:
                a, b = rng.sample(range(cells), 2)
                cand[a], cand[b] = cand[b], cand[a]
            s = value("".join(cand))
            if s >= cur_score or (temp > 0 and rng.random() < math.exp((s - cur_score) / temp)):
                cur, cur_score = cand, s
                if s > best_score:
                    best, best_score = "".join(cand), s
                    history.append((round(time.perf_counter() - t_start, 2), s))
            now = time.perf_counter()
            if now >= deadline or (max_evaluations is not None and evals >= max_evaluations):
                done = True
                break
            if throttle.due():
                report({"elapsed": now - t_start, "best_board": best, "best_score": best_score,
                        "evaluations": evals, "runs": runs})
    return {"board": best, "score": best_score, "evaluations": evals, "runs": runs,
            "seconds": round(time.perf_counter() - t_start, 2), "history": history}
