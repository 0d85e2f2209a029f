"""API cases shared by the CPython and the Pyodide (Node) layers.

Each puzzle adds `tests/cases_<puzzle>.py` with `CASES = [ApiCase(...), ...]`. tests/test_api_cpython.py
runs every case through `pysolvers.api.call` in CPython and tests/test_api_pyodide.py through the same
function inside the real Pyodide runtime from dist/ under Node; both apply the same `check`.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable


@dataclass(frozen=True)
class ApiCase:
    id: str
    action: str
    params: dict | Callable[[], dict]  # or a function that makes them when the case runs (not at collection)
    check: Callable[[dict], None]  # asserts on the plain-data result (which may be {"error": ...})

    def request(self) -> dict:
        """The params the case sends."""
        return self.params() if callable(self.params) else self.params


def expect_error(code: str, field: str | None = None, contains: str | None = None) -> Callable[[dict], None]:
    """A check: the result is an error object with this code (and field, and message text)."""
    def check(result: dict) -> None:
        assert "error" in result, f"expected error {code}, got a result with keys {sorted(result)[:8]}"
        err = result["error"]
        assert err["code"] == code, err
        assert isinstance(err["message"], str) and len(err["message"]) > 10, err
        if field is not None:
            assert err.get("field") == field, err
        if contains is not None:
            assert contains.lower() in err["message"].lower(), err
    return check


def all_cases() -> list[ApiCase]:
    """The CASES of every tests/cases_*.py, in file order."""
    tests = Path(__file__).resolve().parent.parent
    cases: list[ApiCase] = []
    for mod in sorted(pkgutil.iter_modules([str(tests)]), key=lambda m: m.name):
        if mod.name.startswith("cases_"):
            cases.extend(importlib.import_module(f"tests.{mod.name}").CASES)
    ids = [c.id for c in cases]
    assert len(ids) == len(set(ids)), "API case ids must be unique"
    return cases
