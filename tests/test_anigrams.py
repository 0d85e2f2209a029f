import random

import pytest

from pysolvers import anigrams as A
from pysolvers import api, words
from pysolvers.core import InputError

# A list to check by hand: from DEIR (dire, ride) two ways up to 6 letters, and a dead end.
TINY = words.WordList("tiny", ("ride", "dire", "dried", "redid", "riddle", "cider", "dicier", "herd", "rid", "riddled"))


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


@pytest.fixture(scope="module")
def ix(enable):
    return A.index(enable)


def K(letters):
    return A.key(letters)


def test_tiny_list_by_hand():
    ix = A.Index(TINY)
    assert [sorted(map(ix.term, level)) for level in ix.levels] == [["dehr", "deir"], ["cdeir", "ddeir"], ["cdeiir", "ddeilr"], ["dddeilr"]]
    assert [A.added_letter(K("deir"), c) for c in ix.children(K("deir"))] == ["c", "d"]
    assert ix.longest(K("deir")) == 4 and ix.longest(K("dehr")) == 1
    assert ix.games(K("deir"), 6) == 2 and ix.games(K("deir"), 7) == 1 and ix.games(K("deir"), 9) == 0
    r = A.longest(ix)
    assert r["chain"] == ["dire", "redid", "riddle", "riddled"]  # the last word in list order and r["longest_chains"] == 1 and r["ends"] == ["riddled"]
    assert r["steps"][1] == {"term": "ddeir", "added": "d", "words": ["dried", "redid"]}
    assert A.count(ix, None, 6)["games"] == 2 and A.count(ix, K("dehr"), 6)["games"] == 0


def test_norvig_definitions(enable, ix):
    terms = A.terms_slow(enable)
    assert len(terms) == 156_473 and len(ix.levels[0]) == 2674
    assert A.children_slow("abck", terms) == {"aabck", "abckl", "abcks"}
    assert sorted(map(ix.term, ix.children(K("abck")))) == ["aabck", "abckl", "abcks"]
    assert ix.children(K("riddlers")) == [] and A.children_slow(A.term("riddlers"), terms) == set()


def test_seed_longest(ix):
    r = A.longest(ix)
    assert r["length"] == 13 and len(r["chain"]) == len(r["steps"]) == 13
    assert r["chain"][-1] in ("indeterminations", "underestimations")
    assert r["ends"] == ["indeterminations", "underestimations"]
    assert "eins" in r["best_starts"] and r["start"] == r["best_starts"][0]
    for before, after in zip(r["steps"], r["steps"][1:]):  # each step adds its letter and nothing else
        assert A.term(before["term"] + after["added"]) == after["term"]
    assert all(A.term(w) == s["term"] for s in r["steps"] for w in s["words"])


def test_seed_counts(ix):
    r = A.count(ix)
    assert r["games"] == 4_510_515
    assert r["top_starts"][0] == {"term": "aers", "words": ["ares", "arse", "ears", "eras", "rase", "sear", "sera"], "games": 64422}
    assert A.count(ix, K("aers"), 9)["games"] == 64422


def test_beep(ix):
    assert ix.games(K("beep")) == 1
    assert A.longest(ix, K("beep"))["chain"] == ["beep", "plebe", "beleap", "beleapt", "bedplate", "bedplates"]


def test_random_starts_against_reference(enable, ix):
    terms = A.terms_slow(enable)
    starts = sorted(t for t in terms if len(t) == 4)
    for t in random.Random(6).sample(starts, 40):
        assert ix.games(K(t)) == A.count_slow(t, terms), t
        assert ix.longest(K(t)) == A.longest_slow(t, terms), t


@pytest.mark.parametrize("seed", [1, 2])
def test_random_sublists_every_start(enable, seed):
    """On a random 30% of ENABLE, every start's games (to 7 letters) and longest chain agree."""
    rng = random.Random(seed)
    sub = words.WordList("sub", tuple(w for w in enable.words if rng.random() < 0.3))
    ix, terms = A.Index(sub), A.terms_slow(sub)
    memo: dict = {}
    starts = sorted(t for t in terms if len(t) == 4)
    assert sorted(map(ix.term, ix.levels[0])) == starts
    for t in starts:
        assert (ix.games(K(t), 7), ix.longest(K(t))) == (A.count_slow(t, terms, 7), A.longest_slow(t, terms, memo)), t
    assert A.longest(ix)["length"] == max(memo[t] for t in starts)


def test_terms_no_start_reaches(enable, ix):
    """Terms off the start graph get their children, heights and games on demand, correctly."""
    terms = A.terms_slow(enable)
    found = [t for t in sorted(terms) if len(t) in (5, 6, 8) and K(t) not in ix.height][:30]
    assert len(found) == 30
    for t in found:
        k = K(t)
        assert sorted(map(ix.term, ix.children(k))) == sorted(A.children_slow(t, terms))
        assert ix.longest(k) == A.longest_slow(t, terms) and ix.games(k) == A.count_slow(t, terms), t


def test_next_letters(ix):
    r = A.next_letters(ix, K("deir"))
    assert r["games"] == sum(n["games"] for n in r["next"]) == A.count(ix, K("deir"))["games"]
    assert r["longest"] == 1 + max(n["longest"] for n in r["next"])
    d = next(n for n in r["next"] if n["letter"] == "d")
    assert d["term"] == "ddeir" and d["words"] == ["dried", "redid"]
    assert [n["letter"] for n in r["next"]] == sorted(n["letter"] for n in r["next"])
    nine = A.next_letters(ix, K("bedplates"))  # a 9-letter term: one game ends here
    assert nine["games"] == 1 and all(n["games"] == 0 for n in nine["next"])


@pytest.mark.parametrize("seed", [0, 1, 2, 3, "2026-11-21", "2027-01-01"])
def test_games_are_valid_and_deterministic(ix, enable, seed):
    g = A.game(ix, seed, seed if isinstance(seed, str) else None)
    assert g == A.game(ix, seed, seed if isinstance(seed, str) else None)
    steps = g["steps"]
    assert [len(s["term"]) for s in steps] == [4, 5, 6, 7, 8, 9] and g["common"]
    assert steps[0]["added"] is None and g["letters"] == steps[0]["term"] + "".join(s["added"] for s in steps[1:])
    for before, after in zip(steps, steps[1:]):
        assert A.term(before["term"] + after["added"]) == after["term"]
    for s in steps:
        assert s["words"] == ix.words[K(s["term"])] and A.term(s["scrambled"]) == s["term"]
        assert any(enable.zipf(w) >= A.COMMON_ZIPF for w in s["words"])


def test_days_differ(ix):
    days = {A.game(ix, d, d)["letters"] for d in ("2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24")}
    assert len(days) == 4


def test_game_on_a_list_without_frequencies():
    """With no frequencies no step is common: the game comes from all games; with no game, an error."""
    ladder = ("dcba", "bdcae", "fbdcae", "gfbdcae", "gfbdcaeh", "gfbdcaehi")
    g = A.game(A.Index(words.WordList("made-up", ladder + ("abcz",))), 5)
    assert not g["common"] and [s["words"] for s in g["steps"]] == [[w] for w in ladder]
    with pytest.raises(InputError) as e:
        A.game(A.Index(words.WordList("made-up", ladder[:5])), 5)
    assert e.value.code == "no_games"


def test_check(ix):
    assert A.check(ix, "deir", "ride")["correct"]
    r = A.check(ix, "deir", "rids")
    assert (r["reason"], r["missing"], r["extra"]) == ("wrong_letters", "e", "s")
    assert A.check(ix, "deir", "drie")["reason"] == "not_a_word"
    assert A.check(ix, "ddeir", "dire")["missing"] == "d"


@pytest.mark.parametrize("letters", ["abcd", "qqqq", "zzzz"])
def test_start_that_is_no_word(letters):
    error = api.call("anigrams.longest", {"start": letters})["error"]
    assert error["code"] == "not_a_word" and error["field"] == "start"


def test_other_dictionary_against_reference():
    wl = words.load("american-english")
    ix, terms = A.index(wl), A.terms_slow(wl)
    starts = sorted(t for t in terms if len(t) == 4)
    for t in random.Random(9).sample(starts, 25):
        assert (ix.games(K(t)), ix.longest(K(t))) == (A.count_slow(t, terms), A.longest_slow(t, terms)), t


def test_check_counts_repeated_letters(ix):
    r = A.check(ix, "ddeir", "ride")
    assert (r["reason"], r["missing"], r["extra"]) == ("wrong_letters", "d", "")
    r = A.check(ix, "deir", "direee")
    assert (r["missing"], r["extra"]) == ("", "ee") and "E E" in r["message"]


def test_the_hint_allowance_is_the_catalogs():
    """The page's "Show next letter" allowance and a challenge link's check read this one number."""
    from pysolvers import api
    assert api.describe()["actions"]["anigrams.game"]["facts"]["hints"] == A.GAME_HINTS == 6
