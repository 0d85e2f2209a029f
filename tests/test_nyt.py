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
    from tools import nyt_fidelity
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
    assert bee["word_count"] == 407 and bee["score"] == 3036
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
    assert nyt.verdict("boston") == (False, "a proper name")
    assert nyt.verdict("nasa") == (False, "an abbreviation")
    assert nyt.verdict("merde") == (False, "foreign (a French word)")
    assert nyt.verdict("madre") == (False, "foreign (a Spanish word)")
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


# Names and foreign words a new user found in the list, and some of the 291 words american-english has only
# capitalised that no day accepted.
NAMES = ("argentinean", "eritrean", "garnett", "madeira", "demerara", "german", "santos", "morales",
         "berlin", "bolivia", "bangkok", "benjamin", "carmen", "charlie")
FOREIGN = ("madre", "merde")


def test_no_name_abbreviation_or_foreign_word_unless_a_day_accepted_it():
    days = json.loads(TRAINING)["puzzles"]
    ever = {w for d in days for w in d["answers"]}
    wl = set(words.load("nyt").words)
    american = set(words.load("american-english").words)
    capitalised = set(gzip.decompress(nyt_list.CAPITALS_FILE.read_bytes()).decode().lower().split())
    only_capitalised = {w for w in wl if w in capitalised and w not in american}
    assert only_capitalised <= ever, sorted(only_capitalised - ever)[:20]
    labels = nyt.labels()
    for word in NAMES + FOREIGN:
        ok, why = nyt.verdict(word)
        assert not ok and labels[word][0] in "PF" and why in ("a proper name", "foreign (a Spanish word)",
                                                              "foreign (a French word)"), (word, why)
    # a word SCOWL's size 70 lists in lowercase, accents dropped, has an English sense: never a name or foreign
    # only because a larger size capitalises it or another language uses it more (responder: Portuguese)
    for word in ("responder", "souffle", "applique", "recherche"):
        assert word in wl and nyt.verdict(word)[1].startswith("predicted"), (word, nyt.verdict(word))
    # the plural of a name follows it, and says why
    assert nyt.verdict("germans")[0] is False and "a proper name" in nyt.verdict("germans")[1]
    # a word NYT accepted stays whatever Debian's list says of it (Aurora, Epiphany…, Cafe)
    assert {"aurora", "clementine", "manhattan", "mafia", "chianti", "hamachi"} <= wl
    # every word NYT accepted on its latest training day showing it is in; an older acceptance stays
    # out only where a later day declined it
    for word in ever:
        code, date = labels.get(word, ("", ""))
        assert word in wl if code == "A" else (word not in wl and (code == "D" or word in nyt.offensive())), (word, code)


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
