"""Regression tests for what the fuzzing (tests/test_fuzz.py, bench/fuzz.py) and its budgets found:
each was an unbounded call, a wrong answer or a slow refusal before it was fixed. (NaN and Infinity
in numeric fields: tests/test_numbers.py; the command line: tests/test_fuzz.py.)

A time budget is kept on the clock the tests drive (the `ticking_clock` fixture): each read of it is
a tick, so a budget ends after a known most of steps however loaded the machine."""
from pysolvers import api, words

AE = {"dictionary": "american-english"}


def test_a_tiles_search_with_many_rounds_stops_at_its_time_budget(ticking_clock):
    # rounds went up to 100,000 and the time budget was ignored: hours on a large list
    api.call("tiles.warm", AE)
    ticking_clock(0.05)  # the search reads the clock before each round: 0.5 s are at most 11 rounds
    r = api.call("tiles.optimize", {"method": "search", "count": 20, "rounds": 100_000, "time_budget": 0.5, **AE})
    assert "error" not in r and 1 <= r["rounds"] <= 11, r
    r = api.call("tiles.optimize", {"method": "search", "count": 20, "rounds": 2, "seed": 1, **AE})
    assert r["rounds"] == 2  # rounds that all run: the same answer for the same seed
    assert r["tiles"] == api.call("tiles.optimize", {"method": "search", "count": 20, "rounds": 2, "seed": 1, **AE})["tiles"]


def test_a_chart_stops_at_its_time_budget():
    # 100 points of the greedy methods on words-alpha took two minutes, whatever the budget: now the
    # greedy methods stop starting points once they have taken the chart's time (first points always run)
    api.call("tiles.warm", AE)
    r = api.call("tiles.chart", {"from": 1, "to": 100, "step": 1, "time_budget": 0, **AE})
    assert r["timed_out"] and len(r["series"]["maxfreq"]) == len(r["series"]["subtractive"]) == 1  # of 100 points
    r = api.call("tiles.chart", {"from": 5, "to": 20, "step": 5, **AE})
    assert not r["timed_out"] and len(r["series"]["subtractive"]) == 4


def test_a_method_named_twice_is_charted_once():
    # ["maxfreq", "maxfreq"] gave a series twice as long as the counts
    r = api.call("tiles.chart", {"from": 5, "to": 10, "step": 5, "methods": ["maxfreq", "maxfreq"], **AE})
    assert r["series"] == {"maxfreq": r["series"]["maxfreq"]} and len(r["series"]["maxfreq"]) == len(r["counts"]) == 2


def test_boggle_generate_stops_at_its_time_limit(ticking_clock):
    # 10,000 greedy-dCAD 6×6 boards took about 7 minutes
    api.call("boggle.warm", {"generators": True})
    ticking_clock(0.05)  # the clock is read before each board: 0.3 s are at most 7 boards
    r = api.call("boggle.generate", {"method": "greedy-dcad", "size": 6, "count": 10_000, "seconds": 0.3})
    assert r["timed_out"] and 1 <= len(r["boards"]) <= 7, (r["timed_out"], len(r["boards"]))
    assert r["mean_score"] == round(sum(b["score"] for b in r["boards"]) / len(r["boards"]), 4)
    assert not api.call("boggle.generate", {"method": "rnd", "count": 5})["timed_out"]


def test_anigrams_refuses_bad_letters_before_building_an_index():
    # a bad guess waited for the word list's chain index (seconds) before it was refused
    wl = ["dire", "ride", "dried", "riddle", "sorted"]
    r = api.call("anigrams.check", {"term": "deir", "guess": "r1de", "word_list": wl})
    assert r["error"]["field"] == "guess"
    assert not words.custom(wl).built("anigrams.index")
    assert api.call("anigrams.next", {"term": "de", "word_list": wl})["error"]["code"] == "wrong_length"
    assert not words.custom(wl).built("anigrams.index")


def test_what_a_request_echoes_in_a_message_is_cut_short():
    assert len(api.call("x" * 100_000, {})["error"]["message"]) < 1000
    err = api.call("bee.solve", {"y" * 100_000: 1})["error"]
    assert len(err["message"]) < 1000 and err["field"] == "y" * 40
