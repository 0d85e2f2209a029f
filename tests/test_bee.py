import random
import string

import pytest

from pysolvers import bee, words
from pysolvers.core import InputError

TINY = words.WordList("tiny", ("game", "amalgam", "megaplex", "gamma", "axle", "lame", "plex", "egg", "mega"))


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


@pytest.mark.parametrize("solve", [bee.solve_slow, bee.solve])
def test_tiny_list_by_hand(solve):
    r = solve("AEGLMPX", "g", TINY)  # megaplex is the pangram: 8 + 7 points
    assert [(w["word"], w["points"]) for w in r["words"]] == [("megaplex", 15), ("amalgam", 7), ("gamma", 5), ("game", 1), ("mega", 1)]
    assert r["score"] == 29 and r["pangram_count"] == 1


@pytest.mark.parametrize("solve", [bee.solve_slow, bee.solve])
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
        assert bee.solve(letters, center, enable) == bee.solve_slow(letters, center, enable), (letters, center)


def test_other_dictionaries_answer():
    for name in ("american-english", "words-alpha"):
        wl = words.load(name)
        r = bee.solve("aeginrt", "r", wl)
        assert r == bee.solve_slow("aeginrt", "r", wl) and r["score"] > 0


@pytest.mark.parametrize("letters,center,field", [("aeginr", "r", "letters"), ("aeginrr", "r", "letters"), ("aeginrt", "s", "center")])
def test_check_board_errors(letters, center, field):
    with pytest.raises(InputError) as e:
        bee.check_board(letters, center)
    assert e.value.field == field


# --- best and worst boards -------------------------------------------------------------------

@pytest.fixture(scope="module")
def enable_index(enable):
    return bee.bee_index(enable)


@pytest.mark.parametrize("exclude,order,letters,center,score,count,pangrams", [
    ("", "best", "aeinrst", "e", 8681, 1179, 86), ("s", "best", "aeginrt", "r", 3898, 537, 50),
    ("", "worst", "cinoprx", "x", 14, 1, 1), ("s", "worst", "cinoprx", "x", 14, 1, 1)])
def test_seed_best_and_worst(enable_index, exclude, order, letters, center, score, count, pangrams):
    boards = bee.best_boards(enable_index, exclude, "", 10, order)
    assert boards[0] == {"letters": letters, "center": center, "score": score, "word_count": count, "pangram_count": pangrams}
    scores = [b["score"] for b in boards]
    assert len(boards) == 10 and scores == sorted(scores, reverse=order == "best")


def test_seed_runner_ups(enable_index):
    """Hector's table in the seed: the five best boards without S."""
    boards = bee.best_boards(enable_index, "s", "", 5)
    assert [(b["center"], b["score"]) for b in boards] == [("r", 3898), ("n", 3782), ("e", 3769), ("e", 3672), ("t", 3421)]
    assert [b["letters"] for b in boards] == ["aeginrt"] * 3 + ["adeinrt", "aeginrt"]


def test_index_counts_match_the_seed_and_solver(enable, enable_index):
    """The seed's counts: 15,599 pangram lettersets with S (109,193 boards), 7,986 without (55,902)."""
    s = bee.BIT["s"]
    assert len(enable_index.centers) == 15_599
    assert sum(1 for m in enable_index.centers if not m & s) == 7_986
    american = words.load("american-english")
    rng = random.Random(7)
    for wl, index, n in ((enable, enable_index, 12), (american, bee.bee_index(american), 8)):
        for m in rng.sample(sorted(index.centers), n):
            letters = bee.mask_letters(m)
            for i, center in enumerate(letters):
                r = bee.solve(letters, center, wl)
                assert bee.unpack(index.centers[m][i]) == (r["score"], r["word_count"]), (wl.name, letters, center)


def test_index_without_s_is_the_full_index_filtered(enable, enable_index):
    no_s = bee.bee_index(enable, "s")
    s = bee.BIT["s"]
    assert no_s.centers == {m: v for m, v in enable_index.centers.items() if not m & s}
    assert no_s.table == {m: v for m, v in enable_index.table.items() if not m & s}


def test_figures_do_not_depend_on_the_batch(enable_index):
    sample = random.Random(3).sample(sorted(enable_index.centers), 300)
    assert [bee.per_center([m], enable_index.table)[0] for m in sample[:30]] == [enable_index.centers[m] for m in sample[:30]]
    assert bee.per_center(sample, enable_index.table) == [enable_index.centers[m] for m in sample]


def test_masks_and_per_center_by_hand():
    assert bee.mask_letters(bee.mask("cab")) == "abc"
    index = bee.build_index(bee.letterset_table(TINY))
    m = bee.mask("aeglmpx")
    assert list(index.centers) == [m]  # megaplex is the only pangram
    # center g: megaplex 15 + amalgam 7 + gamma 5 + game 1 + mega 1; x: megaplex, axle, plex; p: megaplex, plex
    figures = dict(zip("aeglmpx", map(bee.unpack, index.centers[m])))
    assert figures["g"] == (29, 5) and figures["x"] == (17, 3) and figures["p"] == (16, 2)


def _sample_list(seed: int, size: int) -> words.WordList:
    pool = [w for w in words.load("enable").words if len(w) >= 4]
    return words.WordList(f"sample{seed}", tuple(sorted(random.Random(seed).sample(pool, size))))


@pytest.mark.parametrize("seed", range(6))
def test_best_boards_match_reference_on_random_lists(seed):
    wl = _sample_list(seed, 400)
    rng = random.Random(seed)
    for _ in range(4):
        exclude = "".join(rng.sample(string.ascii_lowercase, rng.choice([0, 1, 3])))
        include = rng.choice(["", "e", "a", "r"])
        include = "" if include in exclude else include
        for order in ("best", "worst"):
            top = rng.choice([1, 5, 30, 1000])
            fast = bee.best_boards(bee.bee_index(wl, exclude), exclude, include, top, order)
            slow = bee.best_boards_slow(wl, exclude, include, top, order)
            assert fast == slow, (seed, exclude, include, order, top)
            assert all(b["pangram_count"] >= 1 for b in fast)


def test_best_boards_report_progress(enable):
    seen = []
    bee.build_index(bee.letterset_table(enable), seen.append)
    assert seen and all(0 <= s["done"] <= s["total"] == 15_599 for s in seen)


# --- play: ranks, checks, hints --------------------------------------------------------------

def test_rank_thresholds_round_halves_up():
    assert [r["min_score"] for r in bee.rank_thresholds(100)] == [0, 2, 5, 8, 15, 25, 40, 50, 70, 100]
    assert [r["min_score"] for r in bee.rank_thresholds(25)] == [0, 1, 1, 2, 4, 6, 10, 13, 18, 25]  # 0.5 -> 1, 12.5 -> 13
    assert [r["min_score"] for r in bee.rank_thresholds(3898)][-2:] == [2729, 3898]


@pytest.mark.parametrize("score,name,nxt,to_next", [
    (0, "Beginner", "Good Start", 2), (1, "Beginner", "Good Start", 1), (2, "Good Start", "Moving Up", 3),
    (69, "Amazing", "Genius", 1), (70, "Genius", "Queen Bee", 30), (100, "Queen Bee", None, None)])
def test_rank(score, name, nxt, to_next):
    r = bee.rank(score, 100)
    assert (r["name"], r["next"], r["to_next"]) == (name, nxt, to_next)


@pytest.mark.parametrize("guess,reason", [
    ("gam", "too_short"), ("", "too_short"), ("gamez", "bad_letters"), ("plex", "missing_center"),
    ("gaga", "not_in_word_list"), ("game", "already_found"), ("GAMMA", None), ("megaplex", None)])
def test_check_reasons_by_hand(guess, reason):
    r = bee.check("aeglmpx", "g", guess, ["game", "junk"], TINY)
    assert r["reason"] == reason and r["valid"] == (reason is None)
    assert r["points"] == {None: bee.points(guess.lower(), guess == "megaplex")}.get(reason, 0)
    assert r["score"] == 1 + r["points"] and r["found_count"] == 1 + r["valid"]


def test_hints_by_hand():
    h = bee.hints("aeglmpx", "g", ["mega"], TINY)
    assert h["grid"]["lengths"] == [4, 5, 7, 8]
    assert [(r["letter"], r["counts"]) for r in h["grid"]["rows"]] == [("a", [0, 0, 1, 0]), ("g", [1, 1, 0, 0]), ("m", [0, 0, 0, 1])]
    assert [(s["start"], s["count"]) for s in h["two_letter"]] == [("am", 1), ("ga", 2), ("me", 1)]
    assert h["remaining"] == {"words": 4, "points": 28, "pangrams": 1, "perfect_pangrams": 0}
    done = bee.hints("aeglmpx", "g", ["mega", "game", "gamma", "amalgam", "megaplex"], TINY)
    assert done["grid"]["total"] == 0 and done["rank"]["name"] == "Queen Bee"


def test_hints_grid_adds_up(enable):
    r = bee.solve("aeginrt", "r", enable)
    found = [e["word"] for e in r["words"][::3]]
    h = bee.hints("aeginrt", "r", found, enable)
    left = r["word_count"] - len(found)
    assert h["grid"]["total"] == sum(h["grid"]["totals"]) == sum(row["total"] for row in h["grid"]["rows"]) == left
    assert sum(s["count"] for s in h["two_letter"]) == left == h["remaining"]["words"]


def test_reveal_gives_missing_words_until_none():
    found = []
    while (e := bee.reveal("aeglmpx", "g", found, TINY)) is not None:
        assert e["word"] not in found
        found.append(e["word"])
    assert sorted(found) == ["amalgam", "game", "gamma", "mega", "megaplex"]


# --- random and daily boards -----------------------------------------------------------------

def test_random_boards_are_deterministic_and_in_range(enable):
    tab = bee.bee_table(enable, "s")
    for seed in range(20):
        board = bee.random_board(tab, random.Random(seed), "s", 20, 60)
        assert board == bee.random_board(tab, random.Random(seed), "s", 20, 60)
        r = bee.solve(*board, enable)
        assert 20 <= r["word_count"] <= 60 and r["pangram_count"] >= 1 and "s" not in r["letters"]
    assert bee.random_board(bee.bee_table(enable), random.Random(0), "", 5000, None) is None


def test_daily_is_deterministic_and_varies(enable):
    days = [f"2026-03-{d:02d}" for d in range(1, 11)]
    boards = [bee.daily_board(enable, d) for d in days]
    assert boards == [bee.daily_board(enable, d) for d in days]
    assert len(set(boards)) == len(boards) and not any("s" in b[0] for b in boards)
    assert bee.daily_board(TINY, "2026-03-01") in {("aeglmpx", c) for c in "aeglmpx"}


def test_every_action_example_answers():
    from pysolvers import api
    for action, entry in api.describe()["actions"].items():
        if action.startswith("bee."):
            r = api.call(action, entry["example"])
            assert "error" not in r, (action, r)


def test_best_api_reports_progress_then_answers():
    from pysolvers import api
    seen = []
    wl = _sample_list(99, 3000).words
    r = api.call("bee.best", {"exclude": "", "top": 3, "word_list": list(wl)}, seen.append)
    assert "error" not in r and len(r["boards"]) == 3
    stages = [s["stage"] for s in seen]
    assert stages[0] == "index" and stages[-1] == "done" and all(s["done"] <= s["total"] for s in seen)


# --- other languages: French, German, Spanish ------------------------------------------------

from pysolvers import languages  # noqa: E402

LANGS = ("fr", "de", "es")


def _language_list(code: str, seed: int, size: int = 300) -> words.WordList:
    """A made-up list of `code`'s letters: words of 4-10 letters over nine letters, the language's own
    (ä ö ü, ñ) among them, so many words are pangrams and many boards hold those letters."""
    lang = languages.get(code)
    rng = random.Random(f"{code}{seed}")
    own = list(lang.letters[26:])
    pool = own + rng.sample(string.ascii_lowercase, 9 - len(own))
    made = {"".join(rng.choice(pool) for _ in range(rng.randint(4, 10))) for _ in range(size)}
    wl = words.WordList(f"made-{code}{seed}", tuple(sorted(made)))
    wl.language = lang
    return wl


GERMAN = ("mädchen", "hände", "händler", "änderung", "dächer", "rätsel", "strasse", "ärger", "über")


def _german() -> words.WordList:
    wl = words.WordList("german", GERMAN)
    wl.language = languages.get("de")
    return wl


def test_german_letters_take_bits_past_z():
    de = languages.get("de").letters
    assert [bee.mask(c, de).bit_length() - 1 for c in "azäöü"] == [0, 25, 26, 27, 28]
    assert bee.mask_letters(bee.mask("üäcab", de), de) == "abcäü"
    assert bee.mask_letters(bee.mask("ñab", languages.get("es").letters), languages.get("es").letters) == "abñ"


def test_german_board_by_hand():
    r = bee.solve("ÄDERNGU", "ä", _german())  # änderung: 8 letters + 7; ärger: 5
    assert (r["letters"], r["center"], r["score"]) == ("degnruä", "ä", 20)
    assert [(e["word"], e["points"], e["pangram"]) for e in r["words"]] == [("änderung", 15, True), ("ärger", 5, False)]
    assert r["spellings"] == {}


def test_german_answer_gives_the_spelling_of_strasse():
    from pysolvers import api
    r = api.call("bee.solve", {"language": "de", "letters": "aerstzß", "center": "t", "word_list": ["Straße", "Rast", "Tasse"]})
    assert r["error"]["code"] == "wrong_length"  # ß is played as ss: eight letters
    r = api.call("bee.solve", {"language": "de", "letters": "aerstzu", "center": "t", "word_list": ["Straße", "Rast", "Tasse"]})
    assert [e["word"] for e in r["words"]] == ["strasse", "tasse", "rast"]
    assert r["spellings"] == {"strasse": "straße"}


@pytest.mark.parametrize("code", LANGS)
def test_fast_matches_reference_on_random_boards_in_each_language(code):
    wl = _language_list(code, 1)
    lang = wl.language
    rng = random.Random(code)
    sevens = sorted({"".join(sorted(set(w))) for w in wl.words if len(set(w)) == 7})
    boards = [(s, rng.choice(s)) for s in rng.sample(sevens, min(20, len(sevens)))]
    boards += [("".join(rng.sample(lang.letters, 7)),) * 2 for _ in range(10)]
    for letters, center in boards:
        center = center[0]
        fast, slow = bee.solve(letters, center, wl), bee.solve_slow(letters, center, wl)
        assert fast == slow and "spellings" in fast, (code, letters, center)


@pytest.mark.parametrize("code", LANGS)
def test_best_boards_match_reference_in_each_language(code):
    for seed in range(2):
        wl = _language_list(code, seed, 250)
        rng = random.Random(seed)
        own = wl.language.letters[26:]
        for exclude, include in (("", ""), ("s", ""), ("", own[:1]), ("e", own[-1:])):
            for order in ("best", "worst"):
                top = rng.choice([1, 7, 40])
                fast = bee.best_boards(bee.bee_index(wl, exclude), exclude, include, top, order)
                assert fast == bee.best_boards_slow(wl, exclude, include, top, order), (code, seed, exclude, include, order)


@pytest.mark.parametrize("code", ("de", "es"))
def test_the_index_scores_boards_with_the_languages_own_letters(code):
    wl = _language_list(code, 5)
    index = bee.bee_index(wl)
    alphabet = wl.language.letters
    own = bee.mask(alphabet[26:], alphabet)
    assert any(m & own for m in index.centers)
    for m in sorted(index.centers)[:15]:
        letters = bee.mask_letters(m, alphabet)
        for i, center in enumerate(letters):
            r = bee.solve(letters, center, wl)
            assert bee.unpack(index.centers[m][i]) == (r["score"], r["word_count"]), (letters, center)


def test_a_german_table_survives_the_split_search_round_trip():
    wl = _language_list("de", 3)
    tab = bee.letterset_table(wl)
    assert max(tab.table) >= 1 << 26  # a letterset with ä, ö or ü
    again = bee.index.decode_table(bee.index.encode_table(tab), wl.language.letters)
    assert again == tab
    with pytest.raises(bee.index.NotATable):
        bee.index.decode_table(bee.index.encode_table(tab))  # read as English's 26 letters: refused


@pytest.mark.parametrize("code,names", [
    ("en", ("Beginner", "Genius", "Queen Bee")), ("fr", ("Débutant", "Génie", "Reine des abeilles")),
    ("de", ("Anfänger", "Genie", "Bienenkönigin")), ("es", ("Principiante", "Genio", "Abeja reina"))])
def test_ranks_are_named_in_the_language_at_the_same_scores(code, names):
    table = bee.rank_thresholds(100, languages.get(code))
    assert [r["min_score"] for r in table] == [0, 2, 5, 8, 15, 25, 40, 50, 70, 100]
    assert (table[0]["name"], table[8]["name"], table[9]["name"]) == names
    assert bee.rank(70, 100, languages.get(code))["name"] == names[1]


def test_german_check_reads_typed_words_as_letters():
    wl = _german()
    r = bee.check("dehlnrä", "ä", "HÄNDLER", ["Hände"], wl)
    assert (r["valid"], r["points"], r["pangram"], r["score"]) == (True, 14, True, 19)
    assert r["rank"]["name"] == "Bienenkönigin"
    assert (bee.check("aerstäü", "s", "Straße", [], wl)["points"]) == 7  # played as strasse
    assert bee.check("aerstäü", "ä", "Straße", [], wl)["reason"] == "missing_center"
    assert bee.check("dehlnrä", "ä", "händlerñ", [], wl)["reason"] == "bad_letters"


def test_german_hints_name_genius_in_german():
    h = bee.hints("dehlnrä", "ä", ["hände"], _german())
    assert (h["genius"]["name"], h["queen_bee"]["name"]) == ("Genie", "Bienenkönigin")
    assert h["found"]["points"] == 5 and h["remaining"]["words"] == 1


def test_daily_board_depends_on_the_language():
    """The same a-z list as English and as French: each day's draw is seeded with the language."""
    pool = [w for w in words.load("enable").words if len(w) >= 4]
    en = words.WordList("sample", tuple(sorted(random.Random(4).sample(pool, 4000))))
    fr = words.WordList("sample", en.words)
    fr.language = languages.get("fr")
    days = [f"2026-05-{d:02d}" for d in range(1, 9)]
    assert [bee.daily_board(en, d) for d in days] != [bee.daily_board(fr, d) for d in days]
    assert [bee.daily_board(fr, d) for d in days] == [bee.daily_board(fr, d) for d in days]


def test_check_board_refuses_a_letter_of_another_language():
    with pytest.raises(InputError) as e:
        bee.check_board("abcdefñ", "a", languages.get("de"))
    assert e.value.field == "letters" and "Ä, Ö and Ü" in str(e.value)
    assert bee.check_board("ÄBCDEFG", "Ä", languages.get("de")) == ("bcdefgä", "ä")


@pytest.mark.parametrize("code,best,no_s,worst", [
    ("fr", ("aeinrst", "e", 7823), ("aeinprt", "e", 5445), ("ahnprxy", "x", 14)),
    ("de", ("eginrst", "e", 5891), ("aeginrt", "e", 4375), ("aoqrtuä", "ä", 14)),
    ("es", ("aeinrst", "t", 4396), ("acenort", "r", 3940), ("aehmrux", "x", 14))])
def test_best_and_worst_boards_of_each_common_list(code, best, no_s, worst):
    """bench's figures (lang-results): the searches' first boards on the shipped common lists, each
    rescored by the reference solver."""
    wl = words.load(languages.get(code).common)
    for exclude, order, expected in (("", "best", best), ("s", "best", no_s), ("", "worst", worst)):
        b = bee.best_boards(bee.bee_index(wl, exclude), exclude, "", 1, order)[0]
        assert (b["letters"], b["center"], b["score"]) == expected
        assert bee.solve_slow(b["letters"], b["center"], wl)["score"] == b["score"]


def test_german_pangram_spellings_on_the_shipped_list():
    wl = words.load("de-common")
    r = bee.solve("aerstuz", "t", wl)
    assert r["spellings"].get("strasse") == "straße"
    assert all(r["spellings"][w] != w for w in r["spellings"])
