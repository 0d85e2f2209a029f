#!/usr/bin/env python3
"""Best-board search: how often each method reaches the best known boards, in CPython and in the page.

    python3 build.py && .venv/bin/python -m bench.boggle_search page [--size 4] [--runs 10] [--seconds 60]
    .venv/bin/python -m bench.boggle_search cpython [--size 4] [--runs 10] [--seconds 60] [--methods climb,anneal]
    .venv/bin/python -m bench.boggle_search neighbour    # the cost of scoring a one-cell neighbour, CPython
    .venv/bin/python -m bench.boggle_search cpython --methods climb:1 --split 300 ...  # chains against time
    .venv/bin/python -m bench.boggle_search table --size 5 --split 300 FILE...    # the table of earlier runs' rows

`page`: headless Chromium, the Optimize view with the page's search workers (one per core), one
search per seed (seeds 1..runs) with the given time limit, ENABLE, min length 3 on 4×4 and 4 on 5×5:
the best score and board each search ends with and when its best first reached each target (read from
the chart's figures) and how many search workers the page ran (the About panel's line). `cpython`:
each method alone in this process for `seconds` of CPU time per seed; the table counts the runs that
reached each target within each fraction of the budget. `--split S` (with one chain a run, `climb:1`):
what S CPU-seconds give cut in k chains of S/k each, from the one-chain runs' times to each target
(a run of k chains reaches it unless all k miss: 1 - (1 - p)^k, p the share of chains that reached it
within S/k; chains are independent: each its own random stream and caches). `table`: the table of the
JSON rows earlier runs printed (e.g. two processes, one per core, on different seeds).
Targets: 4×4 3,400, 3,600, 3,623 (perslatgsineters); 5×5 9,500, 10,000, 10,248 (danvk's
ligdrmanesietildsracsepes on ENABLE). The load average is printed with every run: the machine is
shared, so say what it was. Results go in bench/results/boggle-search.md (the current figures) and
its dated log, bench/results/log/boggle-search-log.md.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

from bench.common import loads as load

TARGETS = {3: (300, 400, 500), 4: (3400, 3600, 3623), 5: (9500, 10_000, 10_248)}


def reached(history: list, target: int) -> float | None:
    return next((t for t, s in history if s >= target), None)


def within(row: dict, target: int, budget: float) -> bool:
    """Whether a run's best reached `target` within `budget` seconds (rows read back from JSON have
    string keys)."""
    t = row["reached"].get(str(target), row["reached"].get(target))
    return t is not None and t <= budget


def page(size: int, runs: int, seconds: float, first_seed: int) -> list[dict]:
    from bench.common import in_chromium
    from playwright.sync_api import expect
    out = []

    def work(browser, site):
        ctx = browser.new_context(service_workers="block")
        pg = ctx.new_page()
        errors = []   # what the page logged as errors since the last run's end (the first run: since the page opened)
        pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        pg.on("pageerror", lambda e: errors.append(str(e)))
        pg.goto(site + "#boggle")
        pg.get_by_role("tab", name="Optimize").click()
        view = pg.locator("#boggle-optimize")
        view.get_by_label("Size", exact=True).select_option(str(size))
        view.get_by_label("Seconds").fill(str(seconds))
        for seed in range(first_seed, first_seed + runs):
            view.get_by_label("Seed").fill(str(seed))
            before = load()
            t0 = time.time()
            view.get_by_role("button", name="Search", exact=True).click()
            expect(pg.locator(".boggle-opt-status")).to_have_text(re.compile(r"^Best: "), timeout=(seconds + 300) * 1000)
            status = pg.locator(".boggle-opt-status").inner_text()
            label = pg.locator(".boggle-opt-chart").get_attribute("aria-label")
            best = label.split("best score: ")[1].split(";")[0]
            history = [(float(t.replace(",", "")), int(s.replace(",", "")))
                       for s, t in re.findall(r"([\d,]+) at ([\d.,]+) s", best)]
            score, board = re.search(r"^Best: ([\d,]+) points .*\(([a-z]+)\)", status).groups()
            paths = pg.locator("#runtime-paths").text_content()   # the About panel: how many search workers ran
            workers = re.search(r"up to (\d+) search worker", paths)
            r = {"seed": seed, "score": int(score.replace(",", "")), "board": board, "history": history,
                 "wall": round(time.time() - t0, 1), "load_before": before, "load_after": load(), "status": status,
                 "workers": int(workers.group(1)) if workers else None, "console_errors": list(errors)}
            r["reached"] = {t: reached(history, t) for t in TARGETS[size]}
            print(json.dumps(r), flush=True)
            out.append(r)
            errors.clear()
        ctx.close()
    in_chromium(work)
    return out


class _Spent(Exception):
    pass


def cpython(size: int, runs: int, seconds: float, methods: list[str], first_seed: int) -> list[dict]:
    """Each method on each seed for `seconds` of CPU time: when its best first reached each target."""
    from pysolvers import api
    api.call("boggle.warm", {"generators": True})
    out = []
    for method in methods:
        name, _, chains = method.partition(":")
        for seed in range(first_seed, first_seed + runs):
            history, board = [], [""]
            t0 = time.process_time()

            def progress(info: dict) -> None:
                if info.get("best_score") is not None and (not history or info["best_score"] > history[-1][1]):
                    history.append((round(time.process_time() - t0, 2), info["best_score"]))
                    board[0] = info["best_board"]
                if time.process_time() - t0 > seconds:
                    raise _Spent
            params = {"size": size, "seed": seed, "method": name, "seconds": 86_400}  # stopped by CPU time, not the clock
            if chains:
                params["chains"] = int(chains)
            from pysolvers.api import dispatch
            before = load()
            try:
                r = dispatch("boggle.optimize", params, progress)
                history.append((round(time.process_time() - t0, 2), r["score"]))
                board[0] = r["board"]
            except _Spent:
                pass
            best = max((s for _, s in history), default=0)
            row = {"method": method, "seed": seed, "score": best, "board": board[0], "cpu": round(time.process_time() - t0, 1),
                   "load_before": before, "load_after": load(),
                   "reached": {t: reached(history, t) for t in TARGETS[size]}}
            print(json.dumps(row), flush=True)
            out.append(row)
    return out


def neighbour() -> None:
    """CPU time of one cell search (all 26 letters of a cell) against 25 full scores of the same
    neighbours, per cell of the densest boards and of random boards (letter frequencies)."""
    import random
    from pysolvers import words
    from pysolvers.boggle import generators, search
    from pysolvers.boggle.trie import trie_of
    wl = words.load("enable")
    trie, stats = trie_of(wl), generators.stats_of(wl)
    rng = random.Random(29)
    cases = [("perslatgsineters (3,623)", ["perslatgsineters"], 3), ("ligdrmanesietildsracsepes (10,248)", ["ligdrmanesietildsracsepes"], 4),
             ("30 random 4×4", [generators.freq(4, rng, stats) for _ in range(30)], 3),
             ("30 random 5×5", [generators.freq(5, rng, stats) for _ in range(30)], 4)]
    print(f"load {load()}\n\n| boards | cell search, ms | full score, ms | cell search / full score | per neighbour |\n|---|---:|---:|---:|---:|")
    for name, boards, ml in cases:
        search.cell_scores(boards[0], 0, trie, ml)
        reps = max(1, 20 // len(boards))
        t = time.process_time()
        for _ in range(reps):
            for b in boards:
                for w in range(len(b)):
                    search.cell_scores(b, w, trie, ml)
        cell = (time.process_time() - t) / reps / sum(len(b) for b in boards)
        t = time.process_time()
        for _ in range(reps):
            for b in boards:
                for w in range(len(b)):
                    search.score_of(b, trie, ml)
        full = (time.process_time() - t) / reps / sum(len(b) for b in boards)
        print(f"| {name} | {cell * 1000:.2f} | {full * 1000:.2f} | {cell / full:.1f} × | {cell / full / 25:.2f} |")
    print(f"\nload after {load()}")


def table(rows: list[dict], size: int, budgets: list[float], key: str = "method") -> str:
    lines = [f"| {key} | budget | runs | " + " | ".join(f"≥ {t:,}" for t in TARGETS[size]) + " | best (median) |",
             "|---|---:|---:|" + "---:|" * len(TARGETS[size]) + "---:|"]
    groups: dict[str, list[dict]] = {}
    for r in rows:
        groups.setdefault(r.get(key, "page"), []).append(r)
    for name, rs in groups.items():
        scores = sorted(r["score"] for r in rs)
        for b in budgets:
            hits = [sum(within(r, g, b) for r in rs) for g in TARGETS[size]]
            lines.append(f"| {name} | {b:g} s | {len(rs)} | " + " | ".join(f"{h}/{len(rs)}" for h in hits)
                         + f" | {scores[len(scores) // 2]:,} |")
    return "\n".join(lines)


def split(rows: list[dict], size: int, total: float) -> str:
    """What `total` CPU-seconds reach when cut in k chains of total/k each, from one-chain runs."""
    lines = [f"| chains × CPU-s each | " + " | ".join(f"one chain ≥ {t:,}" for t in TARGETS[size]) + " | "
             + " | ".join(f"a run ≥ {t:,}" for t in TARGETS[size]) + " |", "|---|" + "---:|" * 2 * len(TARGETS[size])]
    for k in (1, 2, 4, 8, 16):
        b = total / k
        if b > max(r["cpu"] for r in rows) + 1:
            continue   # longer than the runs went
        p = [sum(within(r, g, b) for r in rows) / len(rows) for g in TARGETS[size]]
        lines.append(f"| {k} × {b:g} | " + " | ".join(f"{x:.3f}" for x in p) + " | "
                     + " | ".join(f"{1 - (1 - x) ** k:.2f}" for x in p) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("where", choices=("page", "cpython", "neighbour", "table"))
    ap.add_argument("files", nargs="*", help="table: files of the JSON rows earlier runs printed")
    ap.add_argument("--size", type=int, default=4)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--methods", default="climb,anneal", help="cpython: methods, climb:CHAINS for a chain count")
    ap.add_argument("--budgets", default=None, help="seconds to count the runs at (default: a quarter, half, all)")
    ap.add_argument("--split", type=float, default=None, help="one chain a run: what this many CPU-s give cut in k chains")
    args = ap.parse_intermixed_args()
    if args.where == "neighbour":
        return neighbour()
    if args.where == "table":
        rows = [json.loads(line) for f in args.files for line in Path(f).read_text().splitlines() if line.startswith("{")]
        if not rows:
            sys.exit(f"no rows in {' '.join(args.files) or '(no files given)'}: give the output of earlier cpython or page runs")
    methods = ({r.get("method") for r in rows} if args.where == "table"
               else set(args.methods.split(",")) if args.where == "cpython" else {"page"})
    if args.split and methods != {"climb:1"}:   # checked before a run, not after it
        sys.exit("--split reads one-chain runs: cpython --methods climb:1")
    if args.where != "table":
        print(f"# {args.where}, {args.size}×{args.size}, {args.runs} runs, {args.seconds:g} s each; load {load()}; "
              f"{time.strftime('%Y-%m-%d %H:%M')}", flush=True)
    if args.where == "page":
        rows = page(args.size, args.runs, args.seconds, args.first_seed)
    elif args.where == "cpython":
        rows = cpython(args.size, args.runs, args.seconds, args.methods.split(","), args.first_seed)
    budgets = [float(b) for b in args.budgets.split(",")] if args.budgets else [args.seconds / 4, args.seconds / 2, args.seconds]
    print()
    print(table(rows, args.size, budgets))
    best = max(rows, key=lambda r: r["score"])
    print(f"\nbest board: {best['board'] if 'board' in best else ''} {best['score']:,} (seed {best['seed']}); load now {load()}")
    if args.split:
        print(f"\n{args.split:g} CPU-s cut in chains ({len(rows)} one-chain runs):\n\n{split(rows, args.size, args.split)}")
    if args.where == "page":   # a run on fewer workers than the cores is not the page's figure
        print("search workers in each run:", " ".join(str(r["workers"]) for r in rows))
        print("errors the page logged in each run:", " ".join(str(len(r.get("console_errors", []))) for r in rows))


if __name__ == "__main__":
    main()
