"""Every API case (tests/cases_*.py) inside the real Pyodide runtime from dist/, under Node,
booted by the same code as the web worker (dist/runtime.mjs)."""
import json
import subprocess
import threading
from pathlib import Path

import pytest

from api_cases import all_cases

ROOT = Path(__file__).resolve().parent.parent
CASES = all_cases()


class NodePyodide:
    """One Node process running Pyodide; requests go in as JSON lines, replies come back the same way."""

    def __init__(self, dist: Path):
        self.proc = subprocess.Popen(["node", str(ROOT / "tests" / "pyodide_node.mjs"), str(dist)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.lock = threading.Lock()
        self.next_id = 0
        first = self.proc.stdout.readline()
        if not first:
            raise RuntimeError("Pyodide did not start under Node (see stderr above)")
        self.boot_ms = json.loads(first)["boot_ms"]

    def call(self, action: str, params) -> dict:
        with self.lock:
            self.next_id += 1
            self.proc.stdin.write(json.dumps({"id": self.next_id, "action": action, "params": params}) + "\n")
            reply = json.loads(self.proc.stdout.readline())
        assert reply["id"] == self.next_id
        return json.loads(reply["json"])

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


@pytest.fixture(scope="session")
def pyodide(dist):
    runtime = NodePyodide(dist)
    yield runtime
    runtime.close()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(pyodide, case):
    case.check(pyodide.call(case.action, case.params))


def test_runtime_is_pyodide_python_314(pyodide):
    # the same door answers; and it is really the browser's runtime, not this CPython
    r = pyodide.call("bee.solve", {"letters": "aeginrt", "center": "r"})
    assert r["score"] == 3898
