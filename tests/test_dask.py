"""The command line's Dask engine: a split action's shards on a 2-worker LocalCluster give what one
process gives (the page's shard/merge protocol, two rounds for a search with shares), the CLI runs
it, and bad flags or a missing Dask get an error object and exit 2."""
import json
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from pysolvers import api, engine
from pysolvers.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


@cache
def boggle_words() -> str:
    """A small list of the caller's own (a board's words, asked when a test runs, not at collection)."""
    return "\n".join(x["word"] for x in api.call("boggle.solve", {"board": "perslatgsineters"})["words"])


# small lists of the caller's own, so that each worker's first call builds its indexes at once
BEE_WORDS = "\n".join(["garnet", "granite", "tearing", "rating", "gratin", "grant", "giant", "tiger", "agent", "range",
                       "anger", "regain", "retain", "ratine", "treating", "integrate", "tangier", "earring", "grainer"])


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pysolvers", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def client():
    c = engine.connect(None, 2)
    yield c
    c.shutdown()


@pytest.mark.parametrize("action, request_", [  # each request made when its case runs
    ("boggle.generate", lambda: {"method": "freq", "count": 30, "seed": 4, "word_list": boggle_words()}),
    ("bee.best", lambda: {"word_list": BEE_WORDS, "top": 5}),                       # two rounds (shares)
    ("boggle.optimize", lambda: {"size": 3, "seed": 2, "chains": 3, "rounds": 2, "seconds": 600, "word_list": boggle_words()}),
])
def test_split_on_a_local_cluster_equals_one_process(client, action, request_):
    params = request_()
    assert sum(client.nthreads().values()) == 2
    whole = api.call(action, params)
    on_dask = engine.run(action, params, client)
    assert "error" not in whole
    if action == "boggle.optimize":   # the same boards; times and the scoring work differ
        keys = ("board", "score", "word_count", "chain_bests", "rounds", "chains")
        whole, on_dask = ({k: r[k] for k in keys} for r in (whole, on_dask))
    assert on_dask == whole


def test_the_command_line_runs_a_search_on_dask(client):
    params = json.dumps({"method": "rnd", "count": 12, "seed": 9, "word_list": boggle_words()})
    r = cli("boggle.generate", params, "--engine", "dask", "--workers", "2")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    assert json.loads(r.stdout) == api.call("boggle.generate", json.loads(params))


def test_bad_flags_and_actions_that_do_not_split_get_an_error_and_exit_2(capsys):
    for args, says in ((["--engine", "spark"], "--engine must be dask or local"), (["--workers", "2"], "belong to --engine dask"),
                       (["--engine", "dask", "--workers", "0"], "--workers must be a whole number"),
                       (["--engine", "dask", "--workers"], "--workers needs a value"), (["--nodes", "3"], "Unknown option")):
        assert main(["boggle.generate", "{}", *args]) == 2
        assert says in json.loads(capsys.readouterr().out)["error"]["message"], args


def test_an_action_that_does_not_split_is_refused(client):
    with pytest.raises(engine.InputError, match="does not split"):
        engine.run("boggle.solve", {"board": "perslatgsineters"}, client)


def test_without_dask_the_engine_says_how_to_get_it():
    code = ("import sys; sys.modules['distributed'] = None; from pysolvers.__main__ import main; "
            "sys.exit(main(['boggle.generate', '{}', '--engine', 'dask']))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    error = json.loads(r.stdout)["error"]
    assert r.returncode == 2 and error["code"] == "missing_dependency" and "pip install 'dask[distributed]'" in error["message"]
    r = subprocess.run([sys.executable, "-c", "import sys, pysolvers.api, pysolvers.__main__; print('dask' in sys.modules)"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.stdout.strip() == "False"
