"""Anigrams cold and warm in CPython and in Pyodide (Node, from dist/), per word list.

    python3 build.py && python3 -m bench.anigrams_pyodide [runs]

For each run, a fresh CPython process and a fresh Node Pyodide. For each list: a first bee.solve
loads the word list (its time is the "load" column, bee's own work included), then the issue's pair
cold (anigrams.longest_all, which builds the index, then anigrams.count_all),
then the pair again (warm). Prints a Markdown table of medians and the Pyodide / CPython ratios.
"""
from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent

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
    done = subprocess.run([sys.executable, "-c", code, json.dumps(requests())], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def run_node() -> dict:
    from tests.harness.pyodide import NodePyodide
    node = NodePyodide(ROOT / "dist")
    out = {}
    for lst, name, action, params in requests():
        node.next_id += 1
        node.proc.stdin.write(json.dumps({"id": node.next_id, "action": action, "params": params}) + "\n")
        reply = json.loads(node.proc.stdout.readline())
        assert "error" not in json.loads(reply["json"]), reply["json"][:200]
        out[f"{lst}/{name}"] = reply["ms"]
    node.close()
    return out


def main(runs: int) -> None:
    cp, nd = [], []
    for _ in range(runs):
        cp.append(run_cpython())
        nd.append(run_node())
    med = lambda rows, key: statistics.median(r[key] for r in rows)  # noqa: E731
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
