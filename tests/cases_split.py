"""Split searches (the page's worker pool): a shard's answer and the `merge` of all shards, in CPython
and in Pyodide. The expected answers are the unsplit ones, computed here by CPython's api.call when a
case runs (not when the tests are collected: every pytest process collects them all)."""
from tests.harness.api_cases import ApiCase, expect_error
from pysolvers import api, bee, words

TINY = ["tinge", "tiger", "grit", "ting", "gent", "teeing", "regent", "greet", "tigers", "stinger", "resting",
        "ingest", "signet", "tinges", "singer", "reigns", "sieger", "string", "ringers", "erring", "greeting"]
GENERATE = {"method": "cad", "count": 9, "seed": 11}
BEST = {"exclude": "", "top": 4, "word_list": TINY}


def merged(action: str, params: dict, n: int):
    """The params of a `merge` of `action`'s `n` shards, made when the case runs."""
    return lambda: {"action": action, "params": params,
                    "parts": [api.call(action, {**params, "shard": {"index": i, "of": n}}) for i in range(n)]}


def equals(expected):
    """The result is `expected` (a dict, or a function that makes it when the case runs)."""
    def check(r: dict) -> None:
        want = expected() if callable(expected) else expected
        assert r == want, (r, want)
    return check


# Two rounds (bee.best's `shares`), each on a list no other case uses, so a worker has built nothing for it
ROUND_ONE = {"exclude": "", "top": 3, "word_list": TINY + ["ginger", "tigress", "gritters"]}
ROUND_TWO = {"exclude": "", "top": 3, "word_list": TINY + ["sitter", "nester", "tenters"]}
JUNK_SHARES = {"exclude": "", "top": 3, "word_list": TINY + ["ringer", "reset", "setter"]}


def run_table(params: dict, j: int, n: int) -> bee.LettersetTable:
    return bee.index.letterset_table(words.custom(params["word_list"]), "", (j, n))


def shares_the_run(j: int, n: int):
    def check(r: dict) -> None:
        assert set(r) == {"share"} and r["share"] is not None, r
        assert bee.index.decode_table(r["share"]) == run_table(ROUND_ONE, j, n)
    return check


def boards_of(first: int, last: int):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["boards"] == api.call("boggle.generate", GENERATE)["boards"][first:last]
    return check


CASES = [
    ApiCase("split-generate-shard", "boggle.generate", {**GENERATE, "shard": {"index": 1, "of": 3}}, boards_of(3, 6)),
    ApiCase("split-generate-merge", "merge", merged("boggle.generate", GENERATE, 4),
            equals(lambda: api.call("boggle.generate", GENERATE))),
    ApiCase("split-best-merge", "merge", merged("bee.best", BEST, 3), equals(lambda: api.call("bee.best", BEST))),
    ApiCase("split-best-progress", "merge", {"action": "bee.best", "params": BEST, "progress": True, "parts": [
        {"done": 3, "total": 10, "stage": "index"}, None, {"done": 5, "total": 5, "stage": "search", "indexed": 7,
                                                           "boards": []}]},
            equals({"done": 10, "total": 17, "stage": "index"})),
    ApiCase("split-best-first-round", "bee.best", {**ROUND_ONE, "shard": {"index": 1, "of": 3, "share": True}},
            shares_the_run(1, 3)),
    ApiCase("split-best-second-round", "bee.best", lambda: {**ROUND_TWO, "shard": {"index": 1, "of": 2, "shares": [
        bee.index.encode_table(run_table(ROUND_TWO, j, 2)) for j in range(2)]}},
            equals(lambda: api.call("bee.best", {**ROUND_TWO, "shard": {"index": 1, "of": 2}}))),
    ApiCase("split-best-bad-shares", "bee.best", {**JUNK_SHARES, "shard": {"index": 0, "of": 2, "shares": ["AAAA", None]}},
            expect_error("bad_shard", "shard")),
    ApiCase("split-bad-shard", "boggle.generate", {**GENERATE, "shard": {"index": 3, "of": 3}}, expect_error("bad_shard", "shard")),
    ApiCase("split-shard-not-split", "bee.solve", {"letters": "aeginrt", "center": "r", "shard": {"index": 0, "of": 2}},
            expect_error("unknown_field", "shard")),
    ApiCase("split-merge-not-split", "merge", {"action": "bee.solve", "params": {}, "parts": [{}]}, expect_error("bad_choice", "action")),
    ApiCase("split-merge-bad-parts", "merge", {"action": "boggle.generate", "params": GENERATE, "parts": [{"boards": 3}]},
            expect_error("bad_parts", "parts")),
    ApiCase("split-merge-bad-params", "merge", {"action": "boggle.generate", "params": {"colour": 1}, "parts": [{}]},
            expect_error("bad_params", "params")),
]
