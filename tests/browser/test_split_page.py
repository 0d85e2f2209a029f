"""Split searches as the page runs them: the real solver client (web/solver-client.js) with pools of 2
and 3 Pyodide workers fans each split action out, runs the first round where the catalog says `shares`,
merges the parts on the interactive worker, and answers exactly what one CPython call answers unsplit."""
import pytest

from pysolvers import api

pytestmark = pytest.mark.alone  # measures a search split over workers that run at once: run alone (buildsys/test.py)

SMALL = "dire\nride\ndried\nredid\nriddle\nriddler\nriddlers\ncider\nciders\nmoor\nroom\nmotor\n"
METHODS = ["rnd", "vcr", "freq", "bfreq", "7freq", "adj", "cad", "greedy-cad", "greedy-dcad", "dice-new"]
EXACT = [  # (action, params): every split search the catalog names but the annealing, whose chains differ
    *[("boggle.generate", {"method": m, "count": 7, "seed": 5}) for m in METHODS],
    ("boggle.generate", {"method": "cad", "count": 2, "seed": 3}),                     # fewer boards than shards
    ("bee.best", {"exclude": "s", "top": 10, "dictionary": "american-english"}),      # two rounds: the table shared
    ("bee.best", {"exclude": "", "top": 5, "order": "worst", "dictionary": "american-english"}),  # its workers warm now
    ("tiles.chart", {"from": 5, "to": 15, "step": 5, "methods": ["maxfreq", "subtractive"], "dictionary": "american-english"}),
    ("anigrams.longest_all", {"word_list": SMALL}),                                   # fewer starts than shards
    ("anigrams.longest_all", {"dictionary": "american-english", "offensive": "hide"}),
    ("anigrams.count_all", {"goal_length": 9, "word_list": SMALL}),
    ("anigrams.count_all", {"goal_length": 6, "dictionary": "american-english"}),
]
OPTIMIZE = {"size": 4, "seed": 2, "max_evaluations": 300, "min_length": 3, "method": "anneal"}
# chains of climbs: the same seed, chains and rounds give the same boards for any number of workers
CLIMB = {"size": 3, "seed": 7, "chains": 5, "rounds": 2, "seconds": 600}


def test_the_cases_cover_every_split_search_in_the_catalog():
    split = {name for name, entry in api.describe()["actions"].items() if entry["split"]}
    assert split == {action for action, _ in EXACT} | {"boggle.optimize"}


@pytest.mark.parametrize("pool", [2, 3])
def test_the_pool_answers_a_split_search_as_one_call_does(page, site, pool):
    page.goto(site + "build.json")  # the site without the app: this test makes its own client
    answers = page.evaluate("""async ([pool, cases, optimize, climb]) => {
        const { SolverClient } = await import('./solver-client.js');
        const client = new SolverClient(undefined, { poolSize: pool });
        const out = [];
        for (const [action, params] of [...cases, ["boggle.optimize", optimize], ["boggle.optimize", climb]]) {
          const reports = [];
          const result = await client.request(action, params, { onProgress: (r) => reports.push(r) });
          out.push({ result, reports });
        }
        const workers = client.workerCount;
        client.close();
        return { out, workers };
    }""", [pool, EXACT, OPTIMIZE, CLIMB])
    assert answers["workers"] == 1 + pool
    for (action, params), got in zip(EXACT, answers["out"]):
        assert got["result"] == api.call(action, params), (action, params)
        assert all(0 <= r["done"] <= r["total"] for r in got["reports"]), (action, got["reports"][:3])
        whole = got["result"]
        for r in got["reports"]:  # what a chart knows grows from its first point, as unsplit
            assert all(values == whole["series"][m][:len(values)] for m, values in r.get("series", {}).items()), r
    climbed, whole = answers["out"][-1]["result"], api.call("boggle.optimize", CLIMB)
    same = ("board", "score", "word_count", "chain_bests", "rounds", "chains")
    assert {k: climbed[k] for k in same} == {k: whole[k] for k in same}
    annealed = answers["out"][-2]["result"]  # one chain per worker, the best kept, its score the board's
    assert annealed["chains"] == pool and annealed["evaluations"] <= OPTIMIZE["max_evaluations"] + pool
    assert api.call("boggle.solve", {"board": annealed["board"], "min_length": 3})["score"] == annealed["score"]
    alone = api.call("boggle.optimize", {**OPTIMIZE, "shard": {"index": 0, "of": pool}})
    assert annealed["score"] >= alone["score"]
