"""The page's plain JavaScript modules (schema, store, date, challenge links, the request helper, the
runtime's capability choices, a worker's phases) under Node's own test runner, without a browser: each
file of tests/js/ is one test here."""
import subprocess
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent / "js"
FILES = sorted(p.name for p in TESTS.glob("*.test.mjs"))


def test_every_plain_module_has_its_tests():
    assert {"challenge.test.mjs", "date.test.mjs", "py-worker.test.mjs", "request.test.mjs", "schema.test.mjs",
            "store.test.mjs"} <= set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_node_runs_the_modules_tests(name, dist):
    done = subprocess.run(["node", "--test", "--test-reporter=spec", str(TESTS / name)], cwd=TESTS.parent.parent,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
