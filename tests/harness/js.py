"""Plain JavaScript modules of the page, run under Node (no browser): a test asks an export for its
answers and holds them to Python's, or reads a value the page defines instead of parsing its source."""
from __future__ import annotations

import json
import math
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).resolve().parent / "js_call.mjs"


def _encode(v):
    if isinstance(v, float) and not math.isfinite(v):
        return {"$number": "NaN" if math.isnan(v) else "Infinity" if v > 0 else "-Infinity"}
    if isinstance(v, list):
        return [_encode(x) for x in v]
    if isinstance(v, dict):
        return {k: _encode(x) for k, x in v.items()}
    return v


def _decode(v):
    if isinstance(v, dict):
        if list(v) == ["$number"]:
            return float(v["$number"].lower().replace("infinity", "inf"))
        return {k: _decode(x) for k, x in v.items()}
    return [_decode(x) for x in v] if isinstance(v, list) else v


def call(module: str, export: str, calls: list[list], first: list = ()) -> list:
    """`export` of `module` (a path from the checkout's root) called once per argument list, each
    after the arguments `first`, in one Node process; an export that is not a function gives its value."""
    request = json.dumps({"module": module, "export": export, "calls": _encode(calls), "first": _encode(list(first))},
                         allow_nan=False)
    done = subprocess.run(["node", str(SCRIPT)], input=request, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return _decode(json.loads(done.stdout))


def value(module: str, export: str):
    """The value a module exports under `export`."""
    return call(module, export, [[]])[0]
