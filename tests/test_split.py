"""Split searches: for every action the catalog marks `split`, the merge of its shards' answers equals
the unsplit answer wherever the search is exact, for any number of shards (the page's pool size)."""
import functools

import pytest

from pysolvers import api, boggle, spellingbee, words


def split_call(action: str, params: dict, n: int, reports: list | None = None, worker=lambda: None) -> dict:
    """What the page's pool does: for a search whose catalog entry says `shares`, a first round
    ("share": true) on every shard and the answers passed to all in the second ("shares"); then the
    shards' answers merged. `worker()` runs before each shard's call (a fresh worker: see `fresh_workers`)."""
    shares = None
    if api.describe()["actions"][action].get("shares"):
        shares = []
        for i in range(n):
            worker()
            first = api.call(action, {**params, "shard": {"index": i, "of": n, "share": True}})
            assert set(first) == {"share"}, first
            shares.append(first["share"])
    parts = []
    for i in range(n):
        worker()
        seen: list = []
        shard = {"index": i, "of": n, **({"shares": shares} if shares is not None else {})}
        parts.append(api.call(action, {**params, "shard": shard}, seen.append))
        if reports is not None:
            reports.append(seen)
    return api.call("merge", {"action": action, "params": params, "parts": parts})


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
def test_best_boards_split_equals_whole(params, fresh_workers):
    whole = api.call("bee.best", params)
    for n in (2, 3, 5):
        reports: list = []
        assert split_call("bee.best", params, n, reports) == whole  # every shard has the whole table
        latest = [r[len(r) // 2] for r in reports]
        merged = api.call("merge", {"action": "bee.best", "params": params, "parts": latest, "progress": True})
        assert merged["stage"] in ("index", "search", "done") and 0 <= merged["done"] <= merged["total"]
    for n in (2, 3):  # each shard in a fresh worker: the table joined from the first round's shares
        assert split_call("bee.best", params, n, worker=fresh_workers) == whole


def test_best_boards_first_round_shares_the_table_of_a_run_of_the_words(fresh_workers):
    words_ = ["tinge", "tiger", "grit", "ting", "gent", "teeing", "regent", "greet", "tigers", "stinger",
              "resting", "ingest", "signet", "tinges", "singer", "reigns", "sieger", "string", "ringers"]
    params = {"exclude": "", "top": 3, "word_list": words_}
    first = lambda i, n: api.call("bee.best", {**params, "shard": {"index": i, "of": n, "share": True}})  # noqa: E731
    halves = [spellingbee.index.decode_table(first(i, 2)["share"]) for i in range(2)]
    # run 0: the first 9 words (4 letters and up), run 1 the other 10; a letterset's figures add up
    assert sum(v & 0xFFFFF for v in halves[0].table.values()) == 9
    assert sum(v & 0xFFFFF for v in halves[1].table.values()) == 10
    whole = spellingbee.index.join_tables(halves)
    assert whole == spellingbee.index.letterset_table(words.custom(words_))
    # a worker that has the whole table (its index built) shares nothing: it needs nothing
    api.call("bee.best", params)
    assert first(0, 2) == {"share": None}
    # a fresh worker given one share and a None builds the other run itself: the same answer
    fresh_workers()
    shares = [None, spellingbee.index.encode_table(halves[1])]
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
    decoy = spellingbee.index.encode_table(spellingbee.index.letterset_table(words.custom(["abcdefg", "gabe"]), "s"))
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
    for junk in ("not base64!", "AAAA", spellingbee.index.encode_table(
            spellingbee.index.LettersetTable({1 << 27: 5}, ()))):
        r = api.call("bee.best", {"exclude": "", "top": 3, "word_list": ["tinge", "tiger", "grit", "trite"],
                                  "shard": {"index": 1, "of": 2, "shares": [junk, None]}})
        assert r["error"]["code"] == "bad_shard" and r["error"]["field"] == "shard", r
        assert "first round" in r["error"]["message"]


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
    whatever the number of workers; the merged progress says the best and the chains' spread."""
    for params, shards in (({"size": 3, "seed": 7, "chains": 5, "rounds": 2, "seconds": 600}, (2, 6)),
                           ({"size": 3, "seed": 8, "chains": 3, "max_evaluations": 300, "seconds": 600}, (3,))):
        whole = api.call("boggle.optimize", params)
        assert "error" not in whole and whole["chains"] == params["chains"] and not whole["timed_out"]
        for n in shards:  # 6 workers for 5 chains: one runs none
            reports: list = []
            merged = split_call("boggle.optimize", params, n, reports)
            same = ("board", "score", "word_count", "chain_bests", "rounds", "chains")
            assert {k: merged[k] for k in same} == {k: whole[k] for k in same}
            latest = [seen[-1] if seen else None for seen in reports]
            progress = api.call("merge", {"action": "boggle.optimize", "params": params, "parts": latest, "progress": True})
            if any(latest):
                assert progress["best_score"] <= whole["score"] and progress["spread"][0] <= progress["spread"][1]


ANIGRAMS_LISTS = [{}, {"dictionary": "american-english", "offensive": "hide"},
                  {"word_list": "dire\nride\ndried\nredid\nriddle\nriddler\nriddlers\ncider\nmoor\nroom\nmotor\n"}]


@pytest.mark.parametrize("params", ANIGRAMS_LISTS)
def test_anigrams_longest_over_all_starts_split_equals_whole(params):
    whole = api.call("anigrams.longest_all", params)
    assert "error" not in whole and whole["length"] >= 2
    for n in (2, 3, 5, 7):  # 7 shards on the small list: more shards than starts, some find none
        reports: list = []
        assert split_call("anigrams.longest_all", params, n, reports) == whole
        merged = api.call("merge", {"action": "anigrams.longest_all", "params": params, "parts": [r[-1] for r in reports], "progress": True})
        assert merged == {"done": n, "total": n, "stage": "done"}


@pytest.mark.parametrize("params", [{**p, "goal_length": g} for p in ANIGRAMS_LISTS for g in (5, 9)] + [{"goal_length": 12}])
def test_anigrams_count_over_all_starts_split_equals_whole(params):
    whole = api.call("anigrams.count_all", params)
    assert "error" not in whole and (whole["games"] > 0 or params.get("goal_length") == 9 and "word_list" in params)
    for n in (2, 3, 7):
        reports: list = []
        assert split_call("anigrams.count_all", params, n, reports) == whole
        assert all(r[0]["stage"] == "index" and r[-1]["stage"] == "done" for r in reports)
        first = api.call("merge", {"action": "anigrams.count_all", "params": params, "parts": [r[0] for r in reports[:-1]] + [None], "progress": True})
        assert first == {"done": 0, "total": n, "stage": "index"}


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
