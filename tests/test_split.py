"""Split searches: for every action the catalog marks `split`, the merge of its shards' answers equals
the unsplit answer wherever the search is exact, for any number of shards (the page's pool size)."""
import pytest

from pysolvers import api, boggle, words


def split_call(action: str, params: dict, n: int, reports: list | None = None) -> dict:
    parts = []
    for i in range(n):
        seen: list = []
        parts.append(api.call(action, {**params, "shard": {"index": i, "of": n}}, seen.append))
        if reports is not None:
            reports.append(seen)
    return api.call("merge", {"action": action, "params": params, "parts": parts})


def test_the_catalog_names_the_split_searches():
    actions = api.describe()["actions"]
    split = {name for name, e in actions.items() if e["split"]}
    assert split == {"bee.best", "boggle.generate", "boggle.optimize", "tiles.chart"}
    assert all(actions[name]["runs"] == "search" and "shard" in actions[name]["fields"] for name in split)
    assert not any("shard" in e["fields"] for name, e in actions.items() if name not in split)
    assert actions["merge"]["fields"]["action"]["choices"] == sorted(split)


@pytest.mark.parametrize("method", ["rnd", "vcr", "freq", "bfreq", "7freq", "adj", "cad", "greedy-cad", "greedy-dcad", "dice-new"])
def test_generate_split_equals_whole(method):
    params = {"method": method, "count": 23, "seed": 5}
    whole = api.call("boggle.generate", params)
    for n in (2, 3, 7, 23, 30):  # more shards than boards: some shards make none
        assert split_call("boggle.generate", params, n) == whole


def test_generate_board_k_is_its_own_stream():
    # board 0 of seed s is Random(s)'s board, so a batch of one is what it always was
    one = api.call("boggle.generate", {"method": "cad", "count": 1, "seed": 11})["boards"][0]["board"]
    many = api.call("boggle.generate", {"method": "cad", "count": 5, "seed": 11})["boards"]
    assert one == many[0]["board"] == "spesisattleseiti" and len({b["board"] for b in many}) == 5


@pytest.mark.parametrize("params", [
    {"exclude": "s", "top": 10}, {"exclude": "", "top": 25, "order": "worst"}, {"exclude": "s", "include": "x", "top": 5},
    {"exclude": "sq", "top": 40, "dictionary": "american-english"}])
def test_best_boards_split_equals_whole(params):
    whole = api.call("bee.best", params)
    for n in (2, 3, 5):
        reports: list = []
        assert split_call("bee.best", params, n, reports) == whole
        latest = [r[len(r) // 2] for r in reports]
        merged = api.call("merge", {"action": "bee.best", "params": params, "parts": latest, "progress": True})
        assert merged["stage"] in ("index", "search", "done") and 0 <= merged["done"] <= merged["total"]


def test_tile_chart_split_equals_whole_for_the_exact_methods():
    params = {"from": 5, "to": 25, "step": 5, "methods": ["maxfreq", "subtractive"], "dictionary": "american-english"}
    whole = api.call("tiles.chart", params)
    for n in (2, 4):
        reports: list = []
        assert split_call("tiles.chart", params, n, reports) == whole
        merged = api.call("merge", {"action": "tiles.chart", "params": params, "parts": [r[0] for r in reports], "progress": True})
        assert merged["counts"] == whole["counts"] and merged["total"] == 10
        for m, values in merged["series"].items():  # what is known grows from the first point, as unsplit
            assert values == whole["series"][m][:len(values)]


def test_optimize_split_keeps_the_best_chain():
    params = {"size": 4, "seed": 2, "max_evaluations": 400, "min_length": 3}
    chains = [api.call("boggle.optimize", {**params, "shard": {"index": i, "of": 3}}) for i in range(3)]
    merged = api.call("merge", {"action": "boggle.optimize", "params": params, "parts": chains})
    assert merged["score"] == max(c["score"] for c in chains)
    assert merged["evaluations"] == sum(c["evaluations"] for c in chains) <= 402 and merged["chains"] == 3
    assert boggle.solve(merged["board"], words.load("enable"), 3)["score"] == merged["score"]
    scores = [s for _, s in merged["history"]]
    assert scores == sorted(scores) and scores[-1] == merged["score"]
    reports = [{"done": 0.5, "total": 3, "elapsed": 0.5, "best_board": c["board"], "best_score": c["score"],
                "evaluations": c["evaluations"], "runs": c["runs"]} for c in chains]
    merged = api.call("merge", {"action": "boggle.optimize", "params": params, "parts": reports[:2] + [None], "progress": True})
    assert merged["best_score"] == max(c["score"] for c in chains[:2]) and merged["done"] == 0.5
    assert merged["evaluations"] == chains[0]["evaluations"] + chains[1]["evaluations"]
    # chain 0 of a split search is the unsplit search's own chain (same seed, its share of evaluations)
    alone = api.call("boggle.optimize", {**params, "max_evaluations": len(boggle.puzzle.shard_range(400, (0, 3)))})
    assert chains[0]["board"] == alone["board"]
