import random
import string

import pytest

from pysolvers import spellingbee, words
from pysolvers.core import InputError

TINY = words.WordList("tiny", ("game", "amalgam", "megaplex", "gamma", "axle", "lame", "plex", "egg", "mega"))


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


@pytest.mark.parametrize("solve", [spellingbee.solve_slow, spellingbee.solve])
def test_tiny_list_by_hand(solve):
    r = solve("AEGLMPX", "g", TINY)  # megaplex is the pangram: 8 + 7 points
    assert [(w["word"], w["points"]) for w in r["words"]] == [("megaplex", 15), ("amalgam", 7), ("gamma", 5), ("game", 1), ("mega", 1)]
    assert r["score"] == 29 and r["pangram_count"] == 1


@pytest.mark.parametrize("solve", [spellingbee.solve_slow, spellingbee.solve])
@pytest.mark.parametrize("letters,center,score,count,pangrams", [
    ("aeginrt", "r", 3898, 537, 50), ("eainrst", "e", 8681, 1179, 86), ("cinoprx", "x", 14, 1, 1)])
def test_seed_figures(solve, enable, letters, center, score, count, pangrams):
    r = solve(letters, center, enable)
    assert (r["score"], r["word_count"], r["pangram_count"]) == (score, count, pangrams)


def test_fast_matches_reference_on_random_boards(enable):
    rng = random.Random(2026)
    pangram_sets = sorted({"".join(sorted(set(w))) for w in enable.words if len(set(w)) == 7})
    boards = [(s, rng.choice(s)) for s in rng.sample(pangram_sets, 150)]
    for _ in range(50):  # arbitrary letter sets too, most with no pangram
        letters = "".join(rng.sample(string.ascii_lowercase, 7))
        boards.append((letters, rng.choice(letters)))
    for letters, center in boards:
        assert spellingbee.solve(letters, center, enable) == spellingbee.solve_slow(letters, center, enable), (letters, center)


def test_other_dictionaries_answer():
    for name in ("american-english", "words-alpha"):
        wl = words.load(name)
        r = spellingbee.solve("aeginrt", "r", wl)
        assert r == spellingbee.solve_slow("aeginrt", "r", wl) and r["score"] > 0


@pytest.mark.parametrize("letters,center,field", [("aeginr", "r", "letters"), ("aeginrr", "r", "letters"), ("aeginrt", "s", "center")])
def test_check_board_errors(letters, center, field):
    with pytest.raises(InputError) as e:
        spellingbee.check_board(letters, center)
    assert e.value.field == field
