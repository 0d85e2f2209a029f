"""Split searches in Python: the catalog's split actions, a shard's own answer (Boggle's board streams,
the Bee's first-round shares and the tables a worker keeps, the annealing's chains), the merge of
parts and of progress reports, and clear errors for a bad shard. That the page's pool, fanning a
search out and merging it, answers as one call does is tests/browser/test_split_page.py's."""
import functools

import pytest

from pysolvers import api, boggle, bee, words


@pytest.fixture
def fresh_workers(monkeypatch):
    """A function that makes the next calls run as in a worker that has built nothing yet: the
    lists loaded afresh, so no index or table of an earlier call is kept."""
    def fresh() -> None:
        monkeypatch.setattr(words, "load", functools.lru_cache(maxsize=None)(words.load.__wrapped__))
        monkeypatch.setattr(words, "_adjusted_cache", {})
        monkeypatch.setattr(words, "_custom_cache", {})
    return fresh


def test_the_catalog_names_the_split_searches():
    actions = api.describe()["actions"]
    split = {name for name, e in actions.items() if e["split"]}
    assert split == {"anigrams.count_all", "anigrams.longest_all", "bee.best", "boggle.generate", "boggle.optimize", "tiles.chart"}
    assert all(actions[name]["runs"] == "search" and "shard" in actions[name]["fields"] for name in split)
    assert not any("shard" in e["fields"] for name, e in actions.items() if name not in split)
    assert actions["merge"]["fields"]["action"]["choices"] == sorted(split)


def test_generate_board_k_is_its_own_stream():
    # board 0 of seed s is Random(s)'s board, so a batch of one is what it always was
    one = api.call("boggle.generate", {"method": "cad", "count": 1, "seed": 11})["boards"][0]["board"]
    many = api.call("boggle.generate", {"method": "cad", "count": 5, "seed": 11})["boards"]
    assert one == many[0]["board"] == "spesisattleseiti" and len({b["board"] for b in many}) == 5


def test_best_boards_first_round_shares_the_table_of_a_run_of_the_words(fresh_workers):
    words_ = ["tinge", "tiger", "grit", "ting", "gent", "teeing", "regent", "greet", "tigers", "stinger",
              "resting", "ingest", "signet", "tinges", "singer", "reigns", "sieger", "string", "ringers"]
    params = {"exclude": "", "top": 3, "word_list": words_}
    first = lambda i, n: api.call("bee.best", {**params, "shard": {"index": i, "of": n, "share": True}})  # noqa: E731
    halves = [bee.index.decode_table(first(i, 2)["share"]) for i in range(2)]
    # run 0: the first 9 words (4 letters and up), run 1 the other 10; a letterset's figures add up
    assert sum(v & 0xFFFFF for v in halves[0].table.values()) == 9
    assert sum(v & 0xFFFFF for v in halves[1].table.values()) == 10
    whole = bee.index.join_tables(halves)
    assert whole == bee.index.letterset_table(words.custom(words_))
    # a worker that has the whole table (its index built) shares nothing: it needs nothing
    api.call("bee.best", params)
    assert first(0, 2) == {"share": None}
    # a fresh worker given one share and a None builds the other run itself: the same answer
    fresh_workers()
    shares = [None, bee.index.encode_table(halves[1])]
    parts = [api.call("bee.best", {**params, "shard": {"index": i, "of": 2, "shares": shares}}) for i in range(2)]
    assert api.call("merge", {"action": "bee.best", "params": params, "parts": parts}) == api.call("bee.best", params)


def test_a_worker_joins_the_run_it_made_in_the_first_round_from_its_own_table(fresh_workers):
    # Whichever shard a worker runs in the second round, the run it made in the first is taken from
    # the table it kept, not decoded from that run's share; then the kept table is dropped.
    params = {"exclude": "s", "top": 5, "dictionary": "american-english"}
    whole = api.call("bee.best", params)
    fresh_workers()
    shares = [api.call("bee.best", {**params, "shard": {"index": i, "of": 2, "share": True}})["share"] for i in range(2)]
    wl = words.load("american-english")
    assert wl.peek("bee.table-s-run")[0] == (1, 2)          # this "worker" made run 1 last
    # run 1's share spoiled (a real table, but of no words of this list): the kept table is used
    decoy = bee.index.encode_table(bee.index.letterset_table(words.custom(["abcdefg", "gabe"]), "s"))
    parts = [api.call("bee.best", {**params, "shard": {"index": i, "of": 2, "shares": [shares[0], decoy]}}) for i in range(2)]
    assert api.call("merge", {"action": "bee.best", "params": params, "parts": parts}) == whole
    assert wl.peek("bee.table-s-run") is None
    # a worker that kept no run (a fresh one) reads every run from the shares: the decoy shows
    fresh_workers()
    spoiled = [api.call("bee.best", {**params, "shard": {"index": i, "of": 2, "shares": [shares[0], decoy]}}) for i in range(2)]
    assert api.call("merge", {"action": "bee.best", "params": params, "parts": spoiled}) != whole


@pytest.mark.parametrize("shard, field_error", [
    ({"index": 0, "of": 2, "share": False}, "share false"),
    ({"index": 0, "of": 2, "shares": ["x"]}, "shares with 1 items"),
    ({"index": 0, "of": 2, "shares": [1, 2]}, "shares with 2 items"),
    ({"index": 0, "of": 2, "shares": "ab"}, "shares \"ab\""),
    ({"index": 0, "of": 2, "share": True, "shares": [None, None]}, "an object with"),
])
def test_a_bad_share_or_shares_is_a_clear_error(shard, field_error):
    r = api.call("bee.best", {"exclude": "s", "top": 3, "word_list": ["tinge", "tiger"], "shard": shard})
    assert r["error"]["code"] == "bad_shard" and r["error"]["field"] == "shard" and field_error in r["error"]["message"]


def test_shares_that_are_not_tables_are_a_clear_error(fresh_workers):
    fresh_workers()
    for junk in ("not base64!", "AAAA", bee.index.encode_table(
            bee.index.LettersetTable({1 << 27: 5}, ()))):
        r = api.call("bee.best", {"exclude": "", "top": 3, "word_list": ["tinge", "tiger", "grit", "trite"],
                                  "shard": {"index": 1, "of": 2, "shares": [junk, None]}})
        assert r["error"]["code"] == "bad_shard" and r["error"]["field"] == "shard", r
        assert "first round" in r["error"]["message"]


def test_optimize_split_keeps_the_best_chain():
    params = {"size": 4, "seed": 2, "max_evaluations": 400, "min_length": 3, "method": "anneal"}
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


def test_climb_split_equals_whole_for_the_same_rounds_and_boards():
    """Chains of climbs: the same seed, chains and rounds (or boards scored) give the same boards
    whatever the number of shards (6 shards for 5 chains: one runs none), on 3×3 and on 5×5."""
    same = ("board", "score", "word_count", "chain_bests", "rounds", "chains")
    for params, counts in (({"size": 3, "seed": 7, "chains": 5, "rounds": 2, "seconds": 600}, (2, 6)),
                           ({"size": 3, "seed": 8, "chains": 3, "max_evaluations": 300, "seconds": 600}, (3,)),
                           ({"size": 5, "seed": 3, "chains": 2, "rounds": 2, "seconds": 600}, (2,))):   # 5×5: shortlisted swaps
        whole = api.call("boggle.optimize", params)
        assert "error" not in whole and whole["chains"] == params["chains"] and not whole["timed_out"]
        for n in counts:
            parts = [api.call("boggle.optimize", {**params, "shard": {"index": i, "of": n}}) for i in range(n)]
            merged = api.call("merge", {"action": "boggle.optimize", "params": params, "parts": parts})
            assert {k: merged[k] for k in same} == {k: whole[k] for k in same}, n


def test_anigrams_all_starts_merge_keeps_the_first_best_start_and_ties_by_letters():
    # two shards that tie on the length and on games: the first start by letters, the chains and ends of both
    a = {"start": "deir", "length": 3, "chain": ["ride", "cider", "ciders"], "steps": [], "longest_chains": 2,
         "ends": ["ciders"], "best_starts": ["deir", "eirt"]}
    b = {**a, "start": "adeir", "longest_chains": 1, "ends": ["ciders", "raided"], "best_starts": ["adeir"]}
    shorter = {**a, "start": "aaaa", "length": 2, "best_starts": ["aaaa"]}
    merged = api.call("merge", {"action": "anigrams.longest_all", "params": {}, "parts": [a, shorter, b]})
    assert (merged["start"], merged["longest_chains"], merged["ends"], merged["best_starts"]) == \
        ("adeir", 3, ["ciders", "raided"], ["adeir", "deir", "eirt"])
    top = lambda *ts: [{"term": t, "words": [t], "games": g} for t, g in ts]  # noqa: E731
    parts = [{"start": None, "goal_length": 9, "games": 9, "starts": 3, "starts_with_games": 2, "top_starts": top(("bbbb", 5), ("dddd", 4))},
             {"start": None, "goal_length": 9, "games": 9, "starts": 2, "starts_with_games": 2, "top_starts": top(("aaaa", 5), ("cccc", 4))}]
    merged = api.call("merge", {"action": "anigrams.count_all", "params": {}, "parts": parts})
    assert [t["term"] for t in merged["top_starts"]] == ["aaaa", "bbbb", "cccc", "dddd"] and merged["games"] == 18
