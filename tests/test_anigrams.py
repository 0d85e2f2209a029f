import random

import pytest

from pysolvers import anigrams as A
from pysolvers import api, languages, words
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


# --- other languages: French, German, Spanish ----------------------------------------------------

LANGUAGES = ("fr", "de", "es")


def nested_words(lang, rng: random.Random, starts: int = 80) -> list[str]:
    """Words that nest: from random 4-letter words (the language's own letters often among them),
    each next word its letters plus one, shuffled, up to 9 letters, with dead ends and gaps."""
    weights = "eeeeaaaiiioonnrrsstlud" + lang.letters[26:] * 3 + lang.letters
    out = set()
    for _ in range(starts):
        w = [rng.choice(weights) for _ in range(4)]
        while True:
            rng.shuffle(w)
            out.add("".join(w))
            if len(w) == 9 or rng.random() < 0.1:
                break
            w.append(rng.choice(weights))
            if rng.random() < 0.3:  # a sibling one letter longer
                out.add("".join(rng.sample(w + [rng.choice(weights)], len(w) + 1)))
    return sorted(out)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_agrees_with_the_reference_on_nested_words(code):
    """Chains through the language's own letters (ä, ö, ü; ñ): every start's games (to 7 and to 9
    letters) and longest chain are the reference's, which adds each letter of the language's alphabet."""
    lang = A.alphabet(code)
    for seed in range(3):
        rng = random.Random(f"{code}{seed}")
        wl = words.custom(nested_words(languages.get(code), rng), languages.get(code))
        ix, terms = A.Index(wl), A.terms_slow(wl)
        starts = sorted(t for t in terms if len(t) == 4)
        assert sorted(map(ix.term, ix.levels[0])) == starts
        memo: dict = {}
        for t in starts:
            k = A.key(t, lang.unit)
            assert (ix.games(k, 7), ix.games(k), ix.longest(k)) == (
                A.count_slow(t, terms, 7, lang.letters), A.count_slow(t, terms, 9, lang.letters),
                A.longest_slow(t, terms, memo, lang.letters)), t
            assert sorted(map(ix.term, ix.children(k))) == sorted(A.children_slow(t, terms, lang.letters))
        r = A.longest(ix)
        assert r["length"] == max(memo[t] for t in starts)
        for before, after in zip(r["steps"], r["steps"][1:]):
            assert A.term(before["term"] + after["added"]) == after["term"] and after["added"] in lang.letters
    extra = languages.get(code).letters[26:]
    assert not extra or any(set(extra) & set(t) for t in terms)


def test_the_alphabets_are_the_languages_letters():
    for code in ("en", *LANGUAGES):
        a = A.alphabet(code)
        assert a.letters == languages.get(code).letters and len(a.steps) == len(a.letters)
        assert a.key_bytes * 8 >= A.BITS * len(a.letters)
    assert A.alphabet("en").unit is A.UNIT and A.KEY_BYTES == A.alphabet().key_bytes
    assert A.added_letter(A.key("abcd", A.alphabet("de").unit), A.key("abcdü", A.alphabet("de").unit), A.alphabet("de").letters) == "ü"


def test_a_german_index_dumps_and_loads_its_own_letters():
    de = languages.get("de")
    wl = words.custom(["rose", "röse", "rösen", "sören", "mädchen"], de)
    ix = A.Index(wl)
    back = A.load_index(A.dump_index(ix, wl), wl)
    assert back.words == ix.words and back.kids == ix.kids and back.height == ix.height
    assert A.longest(back, back.key("eörs"))["chain"] == ["röse", "sören"]


def test_a_languages_answers_spell_its_words():
    fr = ["élève", "élèves", "rêve", "rêves", "revers"]
    r = api.call("anigrams.longest", {"language": "fr", "word_list": fr, "start": "RÊVE"})
    assert r["chain"] == ["reve", "reves", "revers"] and r["spellings"] == {"reve": "rêve", "reves": "rêves"}
    r = api.call("anigrams.check", {"language": "fr", "word_list": fr, "term": "eerv", "guess": "Rêve"})
    assert r["correct"] and r["spellings"] == {"reve": "rêve"}
    r = api.call("anigrams.longest", {"language": "de", "word_list": ["rose"], "start": "roñe"})["error"]
    assert (r["code"], r["field"]) == ("not_letters", "start") and "ñ is not a German letter" in r["message"]
    assert "spellings" not in api.call("anigrams.longest", {"start": "deir", "word_list": "dire\nride\nrider\n"})


def test_a_languages_game_is_its_own():
    """A game of a seed in German differs from the English one of the same words: the language is in its seed."""
    ladder = ["dcba", "bdcae", "fbdcae", "gfbdcae", "gfbdcaeh", "gfbdcaehi", "ädcb", "äbdce", "fäbdce", "gfäbdce",
              "gfäbdceh", "gfäbdcehi"]
    de = A.Index(words.custom(ladder, languages.get("de")))
    en = A.Index(words.WordList("same", tuple(w for w in ladder if "ä" not in w) + ("dcbx", "dcbxe", "fdcbxe",
                                                                                      "gfdcbxe", "gfdcbxeh", "gfdcbxehi")))
    assert {A.game(de, s)["start"] for s in range(8)} == {"abcd", "bcdä"}
    assert [A.game(de, s)["start"] for s in range(8)] != [A.game(en, s)["start"].replace("x", "ä") for s in range(8)]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_sample_of_each_languages_common_list_agrees_with_the_reference(code):
    """On a random 20% of the language's common list, every start's games (to 7 letters) and longest
    chain are the reference's."""
    lang, rng = languages.get(code), random.Random(code)
    common = words.load(lang.common)
    sub = words.WordList("sub", tuple(w for w in common.words if rng.random() < 0.2))
    sub.language = lang
    ix, terms, memo = A.Index(sub), A.terms_slow(sub), {}
    starts = sorted(t for t in terms if len(t) == 4)
    assert sorted(map(ix.term, ix.levels[0])) == starts
    for t in starts:
        k = ix.key(t)
        assert (ix.games(k, 7), ix.longest(k)) == (A.count_slow(t, terms, 7, lang.letters),
                                                  A.longest_slow(t, terms, memo, lang.letters)), t
    assert A.longest(ix)["length"] == max(memo[t] for t in starts)
