#!/usr/bin/env python3
"""Study, added 2026-11-26 (3779ddb). Question: what does a second Dask worker give the split
searches on this 2-core machine, and what does a round move? Results: bench/results/dask.md.

The Dask engine's speed-up from 1 to 2 workers on this machine, on split searches, and what a
round moves: a LocalCluster of 1, then 2 single-thread worker processes, each search run once per
cluster after a warm-up call (the workers' word list and indexes built), interleaved.

    .venv/bin/python -m bench.studies.dask_speedup [ROUNDS]

Prints wall seconds (medians), the speed-up, the bytes of the shards' answers (what each part sends
back to be merged) and the load average; results in bench/results/dask.md.
"""
from __future__ import annotations

import json
import os
import sys
import time

from bench.common import loads as load, median
from pysolvers import engine

CASES = [
    ("boggle.generate greedy-cad, 2,000 4×4 boards", "boggle.generate", {"method": "greedy-cad", "count": 2000, "seed": 1}),
    ("boggle.optimize climb 4×4, 4 chains × 3 rounds", "boggle.optimize", {"size": 4, "seed": 1, "chains": 4, "rounds": 3, "seconds": 3600}),
    ("bee.best (ENABLE, no S, top 10)", "bee.best", {"exclude": "s", "top": 10}),
]


def main(rounds: int) -> None:
    print(f"load before {load()}, {time.strftime('%Y-%m-%d %H:%M')}, {os.cpu_count()} cores", flush=True)
    times: dict[tuple[str, int], list[float]] = {}
    sizes: dict[str, int] = {}
    clients = {n: engine.connect(None, n) for n in (1, 2)}
    try:
        for name, action, params in CASES:   # warm-up: every worker loads the list and builds the indexes
            for n, c in clients.items():
                engine.run(action, {**params, **({"count": 2 * n} if action == "boggle.generate" else {}),
                                    **({"rounds": 1, "chains": n} if action == "boggle.optimize" else {})}, c)
        for _ in range(rounds):
            for name, action, params in CASES:
                for n, c in clients.items():
                    t = time.perf_counter()
                    r = engine.run(action, params, c)
                    times.setdefault((name, n), []).append(time.perf_counter() - t)
                    assert "error" not in r, r
                    sizes[name] = len(json.dumps(r))
                    print(name, n, round(times[(name, n)][-1], 2), load(), flush=True)
    finally:
        for c in clients.values():
            c.shutdown()
    print("\n| search | 1 worker, s | 2 workers, s | speed-up | merged answer, bytes |\n|---|---:|---:|---:|---:|")
    for name, _, _ in CASES:
        one, two = median(times[(name, 1)]), median(times[(name, 2)])
        print(f"| {name} | {one:.1f} | {two:.1f} | {one / two:.2f} × | {sizes[name]:,} |")
    print(f"\nload after {load()}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
