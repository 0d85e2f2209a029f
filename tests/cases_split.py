"""Split searches (the page's worker pool): a shard's answer and the `merge` of all shards, in CPython
and in Pyodide. The expected answers are the unsplit ones, computed here by CPython's api.call."""
from api_cases import ApiCase, expect_error
from pysolvers import api

TINY = ["tinge", "tiger", "grit", "ting", "gent", "teeing", "regent", "greet", "tigers", "stinger", "resting",
        "ingest", "signet", "tinges", "singer", "reigns", "sieger", "string", "ringers", "erring", "greeting"]
GENERATE = {"method": "cad", "count": 9, "seed": 11}
BEST = {"exclude": "", "top": 4, "word_list": TINY}


def shards(action: str, params: dict, n: int) -> list[dict]:
    return [api.call(action, {**params, "shard": {"index": i, "of": n}}) for i in range(n)]


def equals(expected: dict):
    def check(r: dict) -> None:
        assert r == expected, (r, expected)
    return check


def boards_of(first: int, last: int):
    whole = api.call("boggle.generate", GENERATE)["boards"]

    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["boards"] == whole[first:last]
    return check


CASES = [
    ApiCase("split-generate-shard", "boggle.generate", {**GENERATE, "shard": {"index": 1, "of": 3}}, boards_of(3, 6)),
    ApiCase("split-generate-merge", "merge", {"action": "boggle.generate", "params": GENERATE,
                                              "parts": shards("boggle.generate", GENERATE, 4)},
            equals(api.call("boggle.generate", GENERATE))),
    ApiCase("split-best-merge", "merge", {"action": "bee.best", "params": BEST, "parts": shards("bee.best", BEST, 3)},
            equals(api.call("bee.best", BEST))),
    ApiCase("split-best-progress", "merge", {"action": "bee.best", "params": BEST, "progress": True, "parts": [
        {"done": 3, "total": 10, "stage": "index"}, None, {"done": 5, "total": 5, "stage": "search", "indexed": 7,
                                                           "boards": []}]},
            equals({"done": 10, "total": 17, "stage": "index"})),
    ApiCase("split-bad-shard", "boggle.generate", {**GENERATE, "shard": {"index": 3, "of": 3}}, expect_error("bad_shard", "shard")),
    ApiCase("split-shard-not-split", "bee.solve", {"letters": "aeginrt", "center": "r", "shard": {"index": 0, "of": 2}},
            expect_error("unknown_field", "shard")),
    ApiCase("split-merge-not-split", "merge", {"action": "bee.solve", "params": {}, "parts": [{}]}, expect_error("bad_choice", "action")),
    ApiCase("split-merge-bad-parts", "merge", {"action": "boggle.generate", "params": GENERATE, "parts": [{"boards": 3}]},
            expect_error("bad_parts", "parts")),
    ApiCase("split-merge-bad-params", "merge", {"action": "boggle.generate", "params": {"colour": 1}, "parts": [{}]},
            expect_error("bad_params", "params")),
]
