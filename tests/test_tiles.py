import random

import pytest

from pysolvers import api, tiles, words
from pysolvers.core import InputError

SEED_TILES = frozenset("ar,ca,co,de,di,ed,er,es,in,li,ng,nt,ra,re,ri,si,st,te,ti,ve".split(","))
TINY = words.WordList("tiny", ("ed", "pi", "pie", "pied", "pitied", "ti", "tie", "tied", "tipi", "tidied", "edited", "deed", "pip"))


@pytest.fixture(scope="module")
def ae():
    return words.load("american-english")


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


def formable_slow(tiles_: frozenset, wl, size, half=False):
    """Reference: every word of the list through `check`, the rules read one word at a time."""
    return [w for w in sorted(wl.words) if tiles.check(w, tiles_, wl, size, half)["formable"]]


def n_formed(tileset, wl, size=2, half=False):
    return len(tiles.formable(tileset, wl, size, half))


def test_split_and_usable_by_hand():
    assert tiles.split("pitied", 2) == ("pi", "ti", "ed")
    assert tiles.split("pie", 2) is None and tiles.split("pie", 2, half=True) == ("pi", "e.")
    assert tiles.split("pie", 1) == ("p", "i", "e")
    assert tiles.usable("tidied", 2) == ("ti", "di", "ed") and tiles.usable("Tied", 2) is None
    assert tiles.usable("deed", 2) == ("de", "ed") and tiles.usable("tete", 2) is None
    assert tiles.usable("pip", 1) is None and tiles.usable("pip", 2, True) == ("pi", "p.")


def test_seed_example_on_tiny_list():
    got = tiles.formable(frozenset({"ed", "pi", "ti"}), TINY, 2)
    assert got == ["ed", "pi", "pied", "pitied", "ti", "tied", "tipi"]
    assert got == formable_slow(frozenset({"ed", "pi", "ti"}), TINY, 2)
    with_half = tiles.formable(frozenset({"ed", "pi", "ti", "e."}), TINY, 2, half=True)
    assert with_half == ["ed", "pi", "pie", "pied", "pitied", "ti", "tie", "tied", "tipi"]


@pytest.mark.parametrize("name", ["american-english", "enable"])
def test_seed_example_seven_words(name):
    assert tiles.formable(frozenset({"ed", "pi", "ti"}), words.load(name), 2) == ["ed", "pi", "pied", "pitied", "ti", "tied", "tipi"]


def test_seed_tileset_and_greedy_figures(ae, enable):
    """The shipped lists' figures (the seed's own copy of american-english gave 292 and 172)."""
    assert n_formed(SEED_TILES, ae) == 298 and n_formed(SEED_TILES, enable) == 466
    for wl, sub, mf in ((ae, 296, 174), (enable, 447, 293)):
        ix = tiles.index(wl, 2)
        assert n_formed(tiles.subtractive(ix, 20), wl) == sub
        assert n_formed(tiles.maxfreq(ix, 20), wl) == mf
    ix1 = tiles.index(ae, 1)
    assert n_formed(tiles.subtractive(ix1, 20), ae, 1) == n_formed(tiles.maxfreq(ix1, 20), ae, 1) == 12615


@pytest.mark.parametrize("n", [1, 2, 3, 5, 10, 20, 40, 100, 600])
def test_greedy_match_the_seed_programs_on_american_english(ae, n):
    ix = tiles.index(ae, 2)
    assert tiles.subtractive(ix, n) == tiles.subtractive_slow(ae, n)
    assert tiles.maxfreq(ix, n) == tiles.maxfreq_slow(ae, n)


def test_greedy_match_the_seed_programs_on_enable(enable):
    ix = tiles.index(enable, 2)
    assert tiles.subtractive(ix, 20) == tiles.subtractive_slow(enable, 20)
    assert tiles.maxfreq(ix, 20) == tiles.maxfreq_slow(enable, 20)


def test_greedy_and_formable_match_references_on_random_lists(enable):
    rng = random.Random(7)
    for trial in range(40):
        wl = words.WordList("sample", tuple(rng.sample(enable.words, rng.choice((50, 300, 2000)))))
        size = rng.choice((1, 2))
        half = size == 2 and rng.random() < 0.5
        n = rng.randint(1, 30)
        ix = tiles.index(wl, size, half)
        sub, mf = tiles.subtractive(ix, n), tiles.maxfreq(ix, n)
        assert sub == tiles.subtractive_slow(wl, n, size, half), (trial, n, size, half)
        assert mf == tiles.maxfreq_slow(wl, n, size, half), (trial, n, size, half)
        for ts in (sub, mf, frozenset(rng.sample(ix.tiles, min(n, len(ix.tiles))))):
            assert tiles.formable(ts, wl, size, half) == formable_slow(ts, wl, size, half)


def test_swap_gain_is_exact(ae):
    """best_swap's predicted gain equals the recount after the swap."""
    rng = random.Random(3)
    ix = tiles.index(ae, 2)
    entries = tiles.within(ix, 20)
    for _ in range(15):
        chosen = sum(1 << i for i in rng.sample(range(len(ix.tiles)), 20))
        a, b, gain = tiles.best_swap(entries, chosen, rng)
        if gain:
            after = chosen & ~(1 << a) | 1 << b
            assert tiles.count(entries, after) - tiles.count(entries, chosen) == gain
        else:
            assert tiles.climb(entries, chosen, rng) == chosen


@pytest.mark.parametrize("name,n", [("american-english", 5), ("american-english", 10), ("american-english", 15),
                                    ("american-english", 30), ("enable", 8), ("enable", 25)])
def test_search_never_worse_than_subtractive(name, n):
    wl = words.load(name)
    ix = tiles.index(wl, 2)
    found = tiles.search(ix, n, seed=1, rounds=4)
    assert len(found) == n and n_formed(found, wl) >= n_formed(tiles.subtractive(ix, n), wl)


def test_search_beats_subtractive_at_twenty(ae, enable):
    ix = tiles.index(ae, 2)
    assert n_formed(tiles.search(ix, 20, seed=1, rounds=1), ae) >= 300 > 296
    ix = tiles.index(enable, 2)
    assert n_formed(tiles.search(ix, 20, seed=1, rounds=12), enable) >= 481 > 447


def test_search_is_repeatable_with_rounds(ae):
    ix = tiles.index(ae, 2)
    runs = [tiles.search(ix, 12, seed=5, rounds=6) for _ in range(2)]
    assert runs[0] == runs[1]


def test_search_reports_progress(ae):
    seen = []
    tiles.search(tiles.index(ae, 2), 10, seed=2, rounds=3, progress=lambda *a: seen.append(a))
    assert [s[2] for s in seen] == [1, 2, 3] and all(len(s[4]) == 10 for s in seen)


def test_check_reasons(ae):
    t = frozenset({"ed", "pi", "ti"})
    ok = tiles.check("Tied", t, ae, 2)
    assert ok["formable"] and ok["split"] == ["ti", "ed"] and ok["reason"] is None
    assert "split" in tiles.check("tie", t, ae, 2)["reason"]
    assert "No tile" in tiles.check("tide", t, ae, 2)["reason"]
    assert "twice" in tiles.check("titi", frozenset({"ti"}), ae, 2)["reason"]
    assert "not in the word list" in tiles.check("tiedpi", t, ae, 2)["reason"]
    assert "A to Z" in tiles.check("ti3d", t, ae, 2)["reason"]


def test_half_tiles_change_the_best_set(ae):
    ix = tiles.index(ae, 2, half=True)
    best = tiles.subtractive(ix, 20)
    assert any(t.endswith(".") for t in best)
    assert n_formed(best, ae, half=True) > 296
    assert tiles.subtractive(ix, 20) == tiles.subtractive_slow(ae, 20, 2, True)


@pytest.mark.parametrize("size,half", [(1, False), (2, False), (2, True)])
def test_grid_lists_every_possible_tile_once(ae, size, half):
    rows = api.call("tiles.grid", {"tile_size": size, "half_tiles": half})["rows"]
    every = [t for row in rows for t in row]
    assert len(every) == len(set(every)) == tiles.possible_tiles(size, half)
    r = api.call("tiles.formable", {"tiles": every, "tile_size": size, "half_tiles": half, "dictionary": "american-english"})
    assert "error" not in r and r["word_count"] == sum(1 for w in ae.words if tiles.usable(w, size, half))


def test_possible_tiles():
    assert tiles.possible_tiles(1) == 26 and tiles.possible_tiles(2) == 676 and tiles.possible_tiles(2, True) == 702


def test_puzzle_depends_only_on_its_key(ae):
    ix = tiles.index(ae, 2)
    days = [tiles.puzzle(ix, 10, d) for d in ("2024-03-23", "2024-03-23", "2024-03-24")]
    assert days[0] == days[1] and len(days[0]) == 10
    assert len({tiles.puzzle(ix, 10, f"2024-03-{d:02}") for d in range(1, 11)}) > 5


def test_uses_and_gains_match_recounts(ae):
    rng = random.Random(11)
    ix = tiles.index(ae, 2)
    for _ in range(5):
        chosen = frozenset(rng.sample(ix.tiles[:80], 12))
        uses, gains = tiles.tile_stats(ix, chosen)
        base = n_formed(chosen, ae)
        assert list(uses) == sorted(chosen)
        for a in chosen:
            assert base - n_formed(chosen - {a}, ae) == uses[a]
        for b in rng.sample([t for t in ix.tiles if t not in chosen], 30) + list(gains)[:10]:
            assert n_formed(chosen | {b}, ae) - base == gains.get(b, 0)


# --- other languages: French, German, Spanish ------------------------------------------------

from pysolvers import languages  # noqa: E402


def _language_list(code: str, seed: int, size: int) -> words.WordList:
    """A made-up list of `code`'s letters, of 1-8 letters over ten letters (ä ö ü or ñ among them)."""
    lang = languages.get(code)
    rng = random.Random(f"tiles{code}{seed}")
    pool = list(lang.letters[26:]) + rng.sample(lang.letters[:26], 10 - len(lang.letters[26:]))
    made = {"".join(rng.choice(pool) for _ in range(rng.randint(1, 8))) for _ in range(size)}
    wl = words.WordList(f"made-{code}{seed}", tuple(sorted(made)))
    wl.language = lang
    return wl


@pytest.mark.parametrize("code,size,half,count", [
    ("de", 1, False, 29), ("de", 2, False, 841), ("de", 2, True, 870), ("es", 1, False, 27), ("es", 2, False, 729),
    ("es", 2, True, 756), ("fr", 2, False, 676)])
def test_every_tile_of_the_languages_letters(code, size, half, count):
    letters = languages.get(code).letters
    every = [t for row in tiles.grid(size, half, letters) for t in row]
    assert len(every) == len(set(every)) == tiles.possible_tiles(size, half, letters) == count
    assert ("ä" in every or "ää" in every) == (code == "de") and any("ñ" in t for t in every) == (code == "es")


@pytest.mark.parametrize("code", ["fr", "de", "es"])
def test_greedy_and_formable_match_references_in_each_language(code):
    rng = random.Random(code)
    for trial in range(6):
        wl = _language_list(code, trial, rng.choice((80, 400)))
        size = rng.choice((1, 2))
        half = size == 2 and rng.random() < 0.5
        n = rng.randint(1, 25)
        ix = tiles.index(wl, size, half)
        sub, mf = tiles.subtractive(ix, n), tiles.maxfreq(ix, n)
        assert sub == tiles.subtractive_slow(wl, n, size, half), (code, trial, n, size, half)
        assert mf == tiles.maxfreq_slow(wl, n, size, half), (code, trial, n, size, half)
        for ts in (sub, mf, frozenset(rng.sample(ix.tiles, min(n, len(ix.tiles))))):
            assert tiles.formable(ts, wl, size, half) == formable_slow(ts, wl, size, half)


def test_german_words_use_umlaut_tiles():
    wl = words.WordList("german", ("mädchen", "über", "übel", "öde", "strasse"))
    wl.language = languages.get("de")
    assert tiles.usable("mädchen", 2, False, wl.language.letters) is None  # 7 letters
    assert tiles.usable("über", 2, False, wl.language.letters) == ("üb", "er")
    assert tiles.usable("über", 2) is None  # not English letters
    assert tiles.formable(frozenset({"üb", "er", "el", "ö."}), wl, 2, True) == ["übel", "über"]
    assert tiles.formable(frozenset("öde"), wl, 1) == ["öde"]
    r = tiles.check("Straße", frozenset({"st", "ra", "ss", "e."}), wl, 2, True)
    assert (r["word"], r["formable"], r["split"]) == ("strasse", True, ["st", "ra", "ss", "e."])
    assert "ñ is not one" in tiles.check("Straña", frozenset({"st"}), wl, 2)["reason"]


def test_puzzle_of_a_day_depends_on_the_language():
    ae = words.load("american-english")
    fr = words.WordList("american-english", ae.words)
    fr.language = languages.get("fr")
    days = [f"2024-03-{d:02}" for d in range(1, 6)]
    english = [tiles.puzzle(tiles.index(ae, 2), 10, d) for d in days]
    french = [tiles.puzzle(tiles.index(fr, 2), 10, d, fr.language) for d in days]
    assert english != french and french == [tiles.puzzle(tiles.index(fr, 2), 10, d, fr.language) for d in days]


@pytest.mark.parametrize("code,sub,mf", [("fr", 427, 228), ("de", 298, 153), ("es", 497, 291)])
def test_greedy_figures_of_each_common_list(code, sub, mf):
    """lang-results' figures for 20 pairs, and the seed's subtractive program agrees on each list."""
    wl = words.load(languages.get(code).common)
    ix = tiles.index(wl, 2)
    found = tiles.subtractive(ix, 20)
    assert found == tiles.subtractive_slow(wl, 20)
    assert (n_formed(found, wl), n_formed(tiles.maxfreq(ix, 20), wl)) == (sub, mf)
