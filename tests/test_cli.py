"""The command line: the same door as the worker, JSON out, exit 2 with an error object."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args, stdout=subprocess.PIPE):
    return subprocess.run([sys.executable, "-m", "pysolvers", *args], cwd=ROOT, stdout=stdout,
                          stderr=subprocess.PIPE, text=True)


def test_solves_and_exits_0():
    r = run("bee.solve", '{"letters": "AEGINRT", "center": "R"}')
    assert r.returncode == 0 and json.loads(r.stdout)["score"] == 3898


def test_bad_input_exits_2_with_an_error_object_and_no_traceback():
    for args in (["bee.solve", '{"letters": "aeginr", "center": "r"}'], ["bee.solve", "{not json"],
                 ["nope.solve", "{}"], ["bee.solve", "{}", "extra"]):
        r = run(*args)
        assert r.returncode == 2, args
        assert set(json.loads(r.stdout)) == {"error"} and "Traceback" not in r.stderr, args


def test_help_lists_every_action():
    r = run("--help")
    assert r.returncode == 0
    for action in ("bee.solve", "letterboxed.solve", "boggle.solve", "anigrams.count", "tiles.optimize"):
        assert action in r.stdout


def test_a_reader_that_stops_early_gets_no_traceback():
    p = subprocess.Popen([sys.executable, "-m", "pysolvers", "boggle.solve", '{"board": "perslatgsineters"}'],
                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.read(10)
    p.stdout.close()
    assert "Traceback" not in p.stderr.read().decode()
    p.wait()
