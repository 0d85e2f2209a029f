#!/usr/bin/env python3
"""Time every API action in CPython and in Pyodide (Node), and the page's start-up in Chromium.

    python3 build.py bench [--repeat N] [--only cpython,node,chromium]

The actions are the CASES of bench/bench_*.py. For each: the first call (cold: it loads the word
list and builds any index) and the median of N more (warm). In Chromium: the time from navigation
to the first Spelling Bee answer on screen (#bee/aeginrt/r) next to the time to boot bare Pyodide
and evaluate 1+1 in a worker of the same site, in fresh browser contexts, interleaved.
Writes bench/results/api-and-startup.md. The machine is shared and noisy: read the ratios.
"""
from __future__ import annotations

import argparse
import datetime
import importlib
import json

from bench.common import BENCH, ROOT, chromium, fresh_cpython, machine, median, node_call, node_pyodide, served
from buildsys.serve import Handler


def all_cases() -> list[tuple[str, str, dict]]:
    cases = []
    for path in sorted(BENCH.glob("bench_*.py")):
        cases.extend(importlib.import_module(f"bench.{path.stem}").CASES)
    return cases


def time_cpython(cases, repeat: int) -> dict[str, tuple[float, float]]:
    """In a fresh interpreter, so the first call is really cold."""
    code = f"""
import json, sys, time, statistics
from pysolvers import api
out = {{}}
for name, action, params in json.loads(sys.argv[1]):
    times = []
    for i in range({repeat} + 1):
        t = time.perf_counter(); r = api.call(action, params); times.append((time.perf_counter() - t) * 1000)
        assert "error" not in r, r
    out[name] = (times[0], statistics.median(times[1:]))
print(json.dumps(out))
"""
    return fresh_cpython(code, json.dumps(cases))


def time_node(cases, repeat: int) -> tuple[float, dict[str, tuple[float, float]]]:
    node = node_pyodide()
    out = {}
    for name, action, params in cases:
        times = []
        for _ in range(repeat + 1):
            ms, result = node_call(node, action, params)
            assert "error" not in result, json.dumps(result)[:200]
            times.append(ms)
        out[name] = (times[0], median(times[1:]))
    node.close()
    return node.boot_ms, out


class BenchHandler(Handler):
    """dist/ plus the bare-Pyodide baseline page, served side by side."""

    def translate_path(self, path: str) -> str:
        name = path.split("?")[0].lstrip("/")
        if name in ("bare.html", "bare-worker.mjs"):
            return str(BENCH / "web" / name)
        if name.startswith("stock-pyodide/"):  # npm's Pyodide for the baseline (dist/ ships its own stdlib)
            return str(ROOT / "node_modules" / "pyodide" / name.split("/", 1)[1])
        return super().translate_path(path)


def time_chromium(repeat: int) -> tuple[list[float], list[float]]:
    first, bare = [], []
    with served(BenchHandler) as site, chromium() as browser:
        for _ in range(repeat):
            for kind in ("bare", "first"):
                ctx = browser.new_context(service_workers="block")
                page = ctx.new_page()
                if kind == "bare":
                    page.goto(site + "bare.html")
                    page.wait_for_function("performance.getEntriesByName('bare:done').length", timeout=120_000, polling=20)
                    bare.append(page.evaluate("performance.getEntriesByName('bare:done')[0].startTime"))
                else:
                    page.goto(site + "#bee/aeginrt/r")
                    page.wait_for_function("performance.getEntriesByName('wordloom:first-answer').length", timeout=120_000, polling=20)
                    assert "3,898" in page.locator(".summary").first.inner_text()
                    first.append(page.evaluate("performance.getEntriesByName('wordloom:first-answer')[0].startTime"))
                ctx.close()
    return first, bare


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", default="cpython,node,chromium")
    args = ap.parse_args()
    only = set(args.only.split(","))
    cases = all_cases()
    lines = [f"# API and start-up timings", "",
             f"- date: {datetime.date.today()}", f"- machine: {machine()}",
             f"- command: `python3 build.py bench --repeat {args.repeat}`",
             "- shared, noisy machine: compare ratios measured in this one run", ""]
    cp = time_cpython(cases, args.repeat) if "cpython" in only else {}
    boot, nd = time_node(cases, args.repeat) if "node" in only else (None, {})
    lines += ["## Actions (ms; first call is cold: it loads the word list and builds indexes)", "",
              "| action | CPython first | CPython median | Pyodide (Node) first | Pyodide median | Pyodide / CPython |",
              "|---|---:|---:|---:|---:|---:|"]
    for name, _, _ in cases:
        c, n = cp.get(name), nd.get(name)
        ratio = f"{n[1] / c[1]:.2f}×" if c and n and c[1] > 0 else "–"
        fmt = lambda v: f"{v:.1f}" if v is not None else "–"
        lines.append(f"| {name} | {fmt(c and c[0])} | {fmt(c and c[1])} | {fmt(n and n[0])} | {fmt(n and n[1])} | {ratio} |")
    if boot is not None:
        lines += ["", f"Pyodide boot under Node (runtime + solvers + ENABLE): {boot:.0f} ms."]
    if "chromium" in only:
        first, bare = time_chromium(args.repeat)
        mf, mb = median(first), median(bare)
        lines += ["", "## Page start-up in headless Chromium (ms from navigation; fresh context each run, interleaved)", "",
                  "| measure | runs | median |", "|---|---|---:|",
                  f"| first Bee answer on screen (#bee/aeginrt/r) | {', '.join(f'{x:.0f}' for x in first)} | {mf:.0f} |",
                  f"| bare Pyodide boot + `1+1` in a worker | {', '.join(f'{x:.0f}' for x in bare)} | {mb:.0f} |",
                  "", f"Ratio first answer / bare boot: **{mf / mb:.2f}×** (target ≤ 1.25×)."]
    out = BENCH / "results" / "api-and-startup.md"
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
