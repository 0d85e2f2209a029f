"""Every API case (tests/cases_*.py) inside the real Pyodide runtime from dist/, under Node,
booted by the same code as the web worker (dist/runtime/worker/runtime.mjs)."""
import json

import pytest

from buildsys.site import PYODIDE_VERSION
from tests.harness.api_cases import all_cases
from tests.harness.pyodide import NodePyodide

CASES = all_cases()


@pytest.fixture(scope="session")
def pyodide(dist):
    runtime = NodePyodide(dist)
    yield runtime
    runtime.close()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(pyodide, case):
    case.check(pyodide.call(case.action, case.request()))


def test_runtime_is_pyodide_python_314(pyodide):
    # it is really the browser's runtime, not this CPython: Pyodide, the version the build pins, whose
    # Python (as it says itself) is 3.14 on Emscripten
    assert pyodide.runtime["pyodide"] == PYODIDE_VERSION, pyodide.runtime
    assert pyodide.runtime["python"].startswith("3.14."), pyodide.runtime
    assert pyodide.runtime["platform"] == "emscripten", pyodide.runtime
    # and the same door answers there
    r = pyodide.call("bee.solve", {"letters": "aeginrt", "center": "r"})
    assert r["score"] == 3898


# --- data fetched on demand (the definition chunks) ----------------------------------------------

def test_definitions_are_fetched_when_first_asked_for_and_only_then(dist):
    node = NodePyodide(dist)
    try:
        assert not [f for f in node.boot_fetched if f.startswith("data/definitions/")]
        first = node.reply("define", {"word": "plastering"})
        assert first["fetched"] == ["data/definitions/pl.json.gz"]  # Python asked, the runtime fetched, retried
        result = json.loads(first["json"])
        assert result["found"] and result["lemma"] == "plaster"
        again = node.reply("define", {"word": "plaster"})
        assert again["fetched"] == [] and json.loads(again["json"])["entries"][0]["lemma"] == "plaster"
        # geese -> goose: goose is copied into ge's chunk, so one file, one round
        geese = node.reply("define", {"word": "geese"})
        assert geese["fetched"] == ["data/definitions/ge.json.gz"]
        assert json.loads(geese["json"])["lemma"] == "goose"
        # a list: every chunk it needs in one round
        many = node.reply("define", {"words": ["foxglove", "equity", "quixotic", "plasters"]})
        assert sorted(many["fetched"]) == ["data/definitions/eq.json.gz", "data/definitions/fo.json.gz",
                                           "data/definitions/qu.json.gz"]
        assert json.loads(many["json"])["found"] == 4
    finally:
        node.close()


def test_a_definition_that_cannot_be_fetched_says_so(dist):
    node = NodePyodide(dist, env={"WORDLOOM_NODE_UNREACHABLE": "data/definitions/"})
    try:
        err = node.call("define", {"word": "plastering"})["error"]
        assert err["code"] == "data_unavailable" and "could not be loaded" in err["message"], err
        assert node.call("bee.solve", {"letters": "aeginrt", "center": "r"})["score"] == 3898  # the rest works
    finally:
        node.close()


# --- prebuilt indexes (tests/test_prebuilt.py holds their contents to Python's builds) ------------

def test_the_pages_default_requests_fetch_their_prebuilt_indexes(dist):
    # Play views hide the offensive words: their lists' indexes are the shipped list's, dropped, so
    # the worker fetches the shipped list's file; the Bee pages' list (nyt) has its own
    node = NodePyodide(dist)
    try:
        boggle = node.reply("boggle.daily", {"date": "2026-11-21", "size": 4, "offensive": "hide"})
        assert "data/prebuilt/enable.boggle.trie.bin.gz" in boggle["fetched"] and json.loads(boggle["json"])["word_count"] > 0
        game = node.reply("anigrams.game", {"date": "2026-11-21", "offensive": "hide"})
        assert "data/prebuilt/enable.anigrams.index.bin.gz" in game["fetched"] and len(json.loads(game["json"])["steps"]) == 6
        best = node.reply("bee.best", {"exclude": "s", "top": 3, "dictionary": "nyt", "offensive": "hide"})
        assert "data/prebuilt/nyt.bee.index-s.bin.gz" in best["fetched"] and len(json.loads(best["json"])["boards"]) == 3
    finally:
        node.close()


# --- the data files a request reads: fetched with its list, before Python runs -----------------------

def test_a_request_fetches_the_files_the_catalog_declares_for_it_and_no_others(dist):
    """A first Bee answer on nyt reads the list's own files; its explanation the bigger lists and labels."""
    from pysolvers import api
    reads = api.describe()["reads"]
    node = NodePyodide(dist)
    try:
        # the board's words alone (the page's first request): the nyt list's own files, nothing more
        first = node.reply("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "nyt", "rejected": False})
        assert set(first["fetched"]) == set(reads["lists"]["nyt"]) - set(node.boot_fetched)
        assert json.loads(first["json"])["probably_rejected"] is None and json.loads(first["json"])["word_count"] > 0
        assert not any("enable" in f or "labels" in f for f in node.boot_fetched + first["fetched"])
        # with the words the NYT probably rejects (rejected's default): the bigger lists and the labels too
        solve = node.reply("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "nyt", "offensive": "hide"})
        declared = set(reads["lists"]["nyt"]) | set(reads["explains"]["nyt"]) | set(reads["offensive_hidden"])
        assert set(solve["fetched"]) == declared - set(node.boot_fetched) - set(first["fetched"])
        assert {"data/nyt-labels.txt.gz", "data/enable.txt.gz"} <= set(solve["fetched"])
        assert len(json.loads(solve["json"])["probably_rejected"]) > 0
        again = node.reply("letterboxed.solve", {"sides": "nbr,eio,lts,ach", "dictionary": "nyt", "offensive": "hide",
                                                 "max_words": 2})  # the files it reads; not a search to its time limit
        assert [f for f in again["fetched"] if not f.startswith("data/prebuilt/")] == []   # all in place already
        own = node.reply("bee.solve", {"letters": "aeginrt", "center": "r", "word_list": ["gator", "grate", "tiara"]})
        assert own["fetched"] == [] and json.loads(own["json"])["word_count"] == 2   # grate, tiara (gator has an o)
    finally:
        node.close()
