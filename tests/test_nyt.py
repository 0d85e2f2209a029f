"""The `nyt` list: a deterministic build, its held-out fidelity as recorded, verdicts, offensive words,
and the Letter Boxed rank key. The build and evaluation read the NYT training days kept in
tools/data/ (a copy of the project's shared data); they take about half a minute."""
import gzip
import hashlib
import json
import re

import pytest

from pysolvers import api, nyt, words
from tools import nyt_list

TRAINING = nyt_list.read_training_file()
PROVENANCE = json.loads((words.DATA_DIR / "PROVENANCE.json").read_text())


@pytest.mark.data
def test_training_data_is_the_recorded_file():
    assert hashlib.sha256(TRAINING).hexdigest() == PROVENANCE["lists"]["nyt"]["training_data"]["sha256"]


@pytest.mark.data
def test_build_reproduces_the_shipped_files_byte_for_byte():
    files, record = nyt_list.build_all()
    assert nyt_list.check(files, record) == []
    for name, content in files.items():
        blob = (words.DATA_DIR / name).read_bytes()
        assert blob == nyt_list.gz(content), name
    assert record["nyt"]["words"] == len(words.load("nyt")) > 80_000


@pytest.mark.data
def test_held_out_figures_match_the_results_file():
    from bench import nyt_fidelity
    text = nyt_fidelity.RESULTS.read_text()
    recorded = json.loads(re.search(r"<!-- figures \(tests/test_nyt.py\): (.*) -->", text).group(1))
    measured = nyt_fidelity.figures_for_test(nyt_fidelity.bee_study(variants=False))
    assert measured.keys() == recorded.keys()
    for period, figures in measured.items():
        for key, value in figures.items():
            assert abs(value - recorded[period][key]) <= 0.1, (period, key, value, recorded[period][key])
        # the targets on days the model never saw
        assert figures["recall"] >= 98.5 and figures["precision"] >= 97 and figures["exact"] >= 25, (period, figures)


def test_nyt_is_a_dictionary_every_action_accepts():
    assert "nyt" in words.DICTIONARIES
    bee = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "nyt"})
    assert bee["word_count"] == 424 and bee["score"] == 3166
    found = {w["word"] if isinstance(w, dict) else w for w in bee["words"]}
    assert "granite" in found and "nigger" not in found
    lb = api.call("letterboxed.solve", {"sides": "vyq fig ote xlu", "dictionary": "nyt", "max_words": 2})
    assert lb["solutions"][0]["words"] == ["foxglove", "equity"]
    # the default stays ENABLE and its seed figures stay
    assert api.call("bee.solve", {"letters": "aeginrt", "center": "r"})["score"] == 3898


@pytest.mark.data
def test_shipped_files_match_provenance():
    entry = PROVENANCE["lists"]["nyt"]
    for shipped, blob_hash, content_hash in ((entry["shipped"], entry["shipped_sha256"], entry["words_sha256"]),
                                              (entry["labels_shipped"], entry["labels_shipped_sha256"], entry["labels_sha256"])):
        blob = (words.DATA_DIR / shipped).read_bytes()
        assert hashlib.sha256(blob).hexdigest() == blob_hash
        assert hashlib.sha256(gzip.decompress(blob)).hexdigest() == content_hash
    off = PROVENANCE["offensive"]
    blob = (words.DATA_DIR / off["shipped"]).read_bytes()
    assert hashlib.sha256(blob).hexdigest() == off["shipped_sha256"]
    assert len(nyt.offensive()) == off["words"]


def test_list_shape():
    wl = words.load("nyt")
    assert list(wl.words) == sorted(set(wl.words))
    assert all(len(w) >= 3 and w.isascii() and w.isalpha() and w.islower() for w in wl.words)
    assert wl.zipf("the") > 7 and wl.zipf("naan") > 0
    assert not (set(wl.words) & nyt.offensive())
    # three-letter words: in both ENABLE and american-english
    enable, american = set(words.load("enable").words), set(words.load("american-english").words)
    threes = {w for w in wl.words if len(w) == 3}
    assert {"cat", "lox", "ohm"} <= threes and not {"aal", "zax", "qis"} & threes
    assert all(w in enable and w in american for w in threes if nyt.labels().get(w, ("",))[0] != "A")
    # plurals follow their singular: the Bee never has an S
    assert {"cats", "caves", "clauses", "lens"} <= set(wl.words)


def test_verdicts_give_reasons():
    assert nyt.verdict("naan") == (True, "accepted on 2024-06-23")
    assert nyt.verdict("titi") == (False, "declined on 2024-06-19")
    assert nyt.verdict("boston") == (False, "proper noun")
    assert nyt.verdict("nasa") == (False, "abbreviation")
    assert nyt.verdict("nigger") == (False, "offensive") and nyt.is_offensive("Nigger")
    ok, why = nyt.verdict("cats")
    assert ok and why.startswith("predicted (Zipf ")
    ok, why = nyt.verdict("aal")
    assert not ok and why.startswith("rare")
    assert nyt.verdict("ab") == (False, "shorter than 3 letters")
    # a plural is out with its singular (the Bee never shows it), and says so
    assert nyt.verdict("titis") == (False, "follows titi: declined on 2024-06-19")
    assert nyt.verdict("aals")[1].startswith("follows aal: rare")
    assert nyt.accepted("Foxglove") and not nyt.accepted("titi")


def test_offensive_list_keeps_what_nyt_accepts():
    off = nyt.offensive()
    assert {"nigger", "kike", "wetback", "cunt"} <= off
    assert not {"anal", "damn", "porn", "vagina", "kill", "organ"} & off  # NYT took them, or one list's false positive


def letterboxed_days_with_pair():
    """The Letter Boxed training days with NYT's own pair, each with the first shipped list holding both words."""
    days = json.loads(nyt_list.read_training_file("nyt-letterboxed-train.json"))["puzzles"]
    for day in days:
        pair = [w.lower() for w in day.get("ourSolution") or ()]
        held = next((n for n in ("nyt", "enable", "american-english", "words-alpha")
                     if pair and all(w in words.load(n) for w in pair)), None)
        if held is not None:
            yield day, pair, held


def test_letterboxed_solve_puts_nyt_pair_first_on_every_known_day():
    """As the API answers (its own order, not a re-sort here): first with order "nyt" on the first list
    that holds both words, and first on the nyt list, the page's default, where it holds them."""
    checked = on_nyt = 0
    for day, pair, held in letterboxed_days_with_pair():
        result = api.call("letterboxed.solve", {"sides": day["sides"], "dictionary": held, "max_words": 2,
                                                "max_solutions": 1, "order": "nyt"})
        assert result["order"] == "nyt" and result["solutions"][0]["words"] == pair, (day["date"], held, result["solutions"])
        if held == "nyt":  # the page's default request: the nyt list, order auto
            first = api.call("letterboxed.solve", {"sides": day["sides"], "dictionary": "nyt", "max_words": 2,
                                                   "max_solutions": 1})["solutions"][0]["words"]
            assert first == pair, (day["date"], first, pair)
            on_nyt += 1
        checked += 1
    assert checked == 6 and on_nyt == 6


def test_letterboxed_order_auto_is_nyt_on_the_nyt_list_and_common_elsewhere():
    sides = "vyq fig ote xlu"
    assert api.call("letterboxed.solve", {"sides": sides, "max_solutions": 1})["order"] == "common"
    assert api.call("letterboxed.solve", {"sides": sides, "max_solutions": 1, "dictionary": "nyt"})["order"] == "nyt"
    # the two orders differ on a known day: NYT's 2024-03-22 pair is 7th of ENABLE's two-word solutions by commonness
    day, pair, _ = next(d for d in letterboxed_days_with_pair() if d[0]["date"] == "2024-03-22")
    common = api.call("letterboxed.solve", {"sides": day["sides"], "max_words": 2, "max_solutions": 20})
    assert common["order"] == "common" and common["solutions"][0]["words"] != pair
    assert pair in [s["words"] for s in common["solutions"]]
