"""Study, added 2026-11-21 (9b1c5a2). Question: how much slower are Anigrams' cold and warm
queries in Pyodide than in CPython, per word list? Results: bench/results/anigrams.md ("Pyodide").

Anigrams cold and warm in CPython and in Pyodide (Node, from dist/), per word list.

    python3 build.py && python3 -m bench.studies.anigrams_pyodide [runs]

For each run, a fresh CPython process and a fresh Node Pyodide. For each list: a first bee.solve
loads the word list (its time is the "load" column, bee's own work included), then the issue's pair
cold (anigrams.longest_all, which builds the index, then anigrams.count_all),
then the pair again (warm). Prints a Markdown table of medians and the Pyodide / CPython ratios.
"""
from __future__ import annotations

import json
import sys

from bench.common import fresh_cpython, median, node_call, node_pyodide

LISTS = ["enable", "american-english", "words-alpha"]
LOAD = {"letters": "aeginrt", "center": "r"}
STEPS = [("load", "bee.solve", LOAD), ("longest", "anigrams.longest_all", {}), ("count", "anigrams.count_all", {}),
         ("longest warm", "anigrams.longest_all", {}), ("count warm", "anigrams.count_all", {})]


def requests() -> list[tuple[str, str, str, dict]]:
    return [(lst, name, action, {**params, "dictionary": lst}) for lst in LISTS for name, action, params in STEPS]


def run_cpython() -> dict:
    code = f"""
import json, sys, time
from pysolvers import api
out = {{}}
for lst, name, action, params in json.loads(sys.argv[1]):
    t = time.perf_counter(); r = api.call(action, params); out[lst + "/" + name] = (time.perf_counter() - t) * 1000
    assert "error" not in r, r
print(json.dumps(out))
"""
    return fresh_cpython(code, json.dumps(requests()))


def run_node() -> dict:
    node = node_pyodide()
    out = {}
    for lst, name, action, params in requests():
        ms, result = node_call(node, action, params)
        assert "error" not in result, json.dumps(result)[:200]
        out[f"{lst}/{name}"] = ms
    node.close()
    return out


def main(runs: int) -> None:
    cp, nd = [], []
    for _ in range(runs):
        cp.append(run_cpython())
        nd.append(run_node())
    med = lambda rows, key: median(r[key] for r in rows)  # noqa: E731
    print(f"medians of {runs} runs, ms; cold = longest + count on a fresh list (index included)\n")
    print("| list | runtime | load | longest (cold) | count (cold) | **cold pair** | warm pair |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for lst in LISTS:
        pair = {}
        for label, rows in (("CPython", cp), ("Pyodide", nd)):
            k = lambda n: med(rows, f"{lst}/{n}")  # noqa: E731
            pair[label] = k("longest") + k("count")
            print(f"| {lst} | {label} | {k('load'):.0f} | {k('longest'):.0f} | {k('count'):.0f} | **{pair[label]:.0f}** "
                  f"| {k('longest warm') + k('count warm'):.1f} |")
        print(f"| {lst} | Pyodide / CPython | | | | **{pair['Pyodide'] / pair['CPython']:.2f} ×** | |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
