import random
import string
import unicodedata

import pytest

from pysolvers import languages, letterboxed as lb, words
from pysolvers.core import InputError

VYQ = ("vyq", "fig", "ote", "xlu")
TINY = words.WordList("tiny", ("foxglove", "equity", "eye", "elf", "fog", "glove", "exile", "yexil",
                               "fox", "quit", "tye", "toe", "ox", "fig", "vex"))
SOLVERS = [lb.solve_slow, lb.solve]
ENGLISH = "eeeeeeeaaaaaiiiiioooouuurrrrsssstttnnnllldddcccmmppbbgghhfwykvxzjq"


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


def random_board(rng: random.Random) -> lb.Board:
    letters: list[str] = []
    while len(letters) < 12:
        c = rng.choice(ENGLISH)
        if c not in letters:
            letters.append(c)
    return tuple("".join(letters[i:i + 3]) for i in range(0, 12, 3))


def chains(result: dict, k: int | None = None) -> list[tuple]:
    return [tuple(s["words"]) for s in result["solutions"] if k is None or len(s["words"]) == k]


@pytest.mark.parametrize("solve", SOLVERS)
def test_tiny_list_by_hand(solve):
    r = solve(VYQ, TINY, 3)
    # not playable: "ox" (2 letters), "fig" (f, i, g share a side), "toe" (t, o share a side)
    assert r["playable"] == 12
    assert chains(r) == [("foxglove", "equity")]  # foxglove-eye-equity and elf-foxglove-equity are redundant
    assert r["counts"] == {"1": 0, "2": 1, "3": 0} and r["complete"] and r["total"] == 1


@pytest.mark.parametrize("solve", SOLVERS)
def test_seed_example(solve, enable):
    r = solve(VYQ, enable, 4)  # the reference enumerates ~600k chains here
    assert r["solutions"][0]["words"] == ["foxglove", "equity"]
    assert r["playable"] == 183
    assert r["counts"] == {"1": 0, "2": 1, "3": 0, "4": 187} and r["total"] == 188 and r["complete"]
    four = chains(r, 4)
    assert four[0] == ("fog", "glove", "exile", "equity")  # the seed's 4-word example ranks first
    assert ("foxglove", "eye", "equity") not in chains(r)


def test_seed_boards_pinned(enable):
    r = lb.solve(lb.parse_sides("JGH NVY EID ORP"), enable, 3)
    assert (r["playable"], r["counts"]) == (413, {"1": 0, "2": 1, "3": 169})
    assert r["solutions"][0]["words"] == ["dojo", "overhyping"]
    r = lb.solve(lb.parse_sides("prc-yan-lkh-sio"), enable, 2)
    assert (r["playable"], r["counts"]) == (1306, {"1": 0, "2": 90})
    assert r["solutions"][0]["words"] == ["scholarship", "pinky"]


def test_ranking_order(enable):
    r = lb.solve(lb.parse_sides("JGH NVY EID ORP"), enable, 4)
    keys = [(len(s["words"]), -s["score"], s["letters"], s["words"]) for s in r["solutions"]]
    assert keys == sorted(keys)
    for s in r["solutions"][:50]:
        assert s["score"] == min(enable.zipf(w) for w in s["words"]) and enable.zipf(s["rarest"]) == s["score"]


def test_two_word_solutions_match_reference_on_random_boards(enable):
    rng = random.Random(3)
    for _ in range(40):
        board = random_board(rng)
        slow = lb.solve_slow(board, enable, 2)
        fast = lb.solve(board, enable, 2)
        assert fast["playable"] == slow["playable"], board
        assert fast == slow, board
        if fast["playable"] < 250:  # deeper searches find the same 2-word solutions
            assert set(chains(lb.solve(board, enable, 3, 50_000), 2)) == set(chains(slow, 2)), board


def test_all_solutions_match_reference_on_small_lists(enable):
    """Every solution of up to 3 (and 4) words, on random boards with small random word lists."""
    rng = random.Random(4)
    tried = 0
    while tried < 60:
        board = random_board(rng)
        pool = lb.playable(board, enable)
        if len(pool) < 30:
            continue
        tried += 1
        wl = words.WordList("sample", tuple(rng.sample(pool, min(len(pool), 120))) + ("zzz", "ab"))
        depth = 4 if tried % 4 == 0 else 3
        fast, slow = lb.solve(board, wl, depth), lb.solve_slow(board, wl, depth)
        assert fast == slow, board


def test_playable_matches_reference(enable):
    rng = random.Random(5)
    for _ in range(6):
        board = random_board(rng)
        assert lb.playable(board, enable) == lb.playable_slow(board, enable)
    assert lb.playable(VYQ, enable, 3.0) == lb.playable_slow(VYQ, enable, 3.0)
    # a list in another order is read whole (its runs of two-letter starts are not known)
    shuffled = words.WordList("shuffled", tuple(sorted(enable.words[:20000], key=lambda w: w[::-1])))
    assert lb.solver._blocks(shuffled) is None and lb.solver._blocks(enable) is not None
    for board in (VYQ, random_board(rng)):
        assert lb.playable(board, shuffled) == lb.playable_slow(board, shuffled)


@pytest.mark.parametrize("name", words.DICTIONARIES)
def test_playable_matches_reference_on_every_list_and_its_adjusted_forms(name):
    """The two-letter groups are found by bisection and trusted for an alphabetical list, checked for
    any other; the words and their frequencies must be the reference's on every shipped list, on one
    with words left out (still alphabetical) and on one with words added at its end (not)."""
    base = words.load(name)
    fewer = words.adjusted(base, hide_offensive=True)
    lists = [base, fewer] if fewer is not base else [base]  # another language's list hides no English words
    if name == words.CORRECTED:
        lists.append(words.adjusted(base, corrections=({"qiviut", "zyzzyva"}, frozenset())))
        assert not lists[-1].alphabetical
    rng = random.Random(name)
    lang = base.language  # another language's boards hold its own letters (ä, ö, ü; ñ)
    boards = [VYQ] + [random_board(rng) for _ in range(3)] if lang.code == "en" else [language_board(rng, lang) for _ in range(2)]
    for wl in lists:
        groups = lb.solver._blocks(wl)
        assert (groups is not None) == (list(wl.words) == sorted(wl.words)), wl
        for board in boards:
            found = lb.playable(board, wl)
            assert found == lb.playable_slow(board, wl), (wl, board)
            freq = lb.solver._zipf_table(found, wl)
            assert {w: freq[w] for w in found} == {w: wl.zipf10[wl.index[w]] for w in found}


def test_groups_found_on_demand_are_where_the_words_of_each_two_letter_start_lie(enable):
    """Each of the 676 two-letter groups, found by bisection when asked for (in an order that is not
    the list's), spans exactly the words with that start, and its line is the first one's place."""
    spans, at = {}, 0
    for i, w in enumerate(enable.words):   # the reference: walk the list word by word
        if len(w) > 1:
            spans.setdefault(w[:2], [at, None, i])[1] = at + len(w) + 1
        at += len(w) + 1
    groups = lb.solver._blocks(enable)
    keys = [a + b for a in string.ascii_lowercase for b in string.ascii_lowercase]
    random.Random(7).shuffle(keys)
    assert len(spans) > 300
    for key in keys:
        want = spans.get(key)
        assert groups.get(key) == (tuple(want[:2]) if want else None), key
        if want:
            assert groups.line(want[0]) == want[2], key


def test_groups_of_a_list_not_known_alphabetical_are_checked():
    grouped = words.WordList("grouped", ("a", "ab", "abc", "b", "ba", "zzz"))
    groups = lb.solver._blocks(grouped)
    assert {k: groups.get(k) for k in ("ab", "ba", "zz", "aa", "bb", "zy")} == {
        "ab": (2, 9), "ba": (11, 14), "zz": (14, 18), "aa": None, "bb": None, "zy": None}
    for order in (("cat", "ab", "abc", "b"), ("ab", "abc", "ac", "abd"), ("ab", "b", "a")):
        assert lb.solver._blocks(words.WordList("unordered", order)) is None, order


def test_redundancy_matches_reference(enable):
    rng = random.Random(6)
    bits = lb.bit_of(VYQ)
    pool = lb.playable(VYQ, enable)
    by_first = {}
    for w in pool:
        by_first.setdefault(w[0], []).append(w)
    solutions = [s["words"] for s in lb.solve(VYQ, enable, 4)["solutions"]]
    redundant = 0
    for n in range(4000):  # random walks (1..6 words), half of them from a solution on
        chain = list(rng.choice(solutions)) if n % 2 else [rng.choice(pool)]
        size = rng.randint(len(chain), 6)
        while len(chain) < size and by_first.get(chain[-1][-1]):
            chain.append(rng.choice(by_first[chain[-1][-1]]))
        chain = tuple(chain)
        fast = lb.redundant([lb.mask_of(w, bits) for w in chain], [w[0] for w in chain], [w[-1] for w in chain])
        assert fast == lb.redundant_slow(chain, VYQ), chain
        redundant += fast
    assert 500 < redundant < 2000  # both answers occur often


def test_common_words_only(enable):
    full = lb.solve(VYQ, enable, 4)
    common = lb.solve(VYQ, enable, 4, min_zipf=2.0)  # foxglove 2.1, equity 4.3
    assert 0 < common["playable"] < full["playable"]
    assert all(enable.zipf(w) >= 2.0 for s in common["solutions"] for w in s["words"])
    assert common["solutions"][0]["words"] == ["foxglove", "equity"]
    assert lb.solve(VYQ, enable, 4, min_zipf=2.2)["solutions"][0]["words"] == ["fog", "glove", "exile", "equity"]


def test_max_solutions_is_the_best_prefix(enable):
    board = lb.parse_sides("JGH NVY EID ORP")
    full = lb.solve(board, enable, 3)
    for cap in (1, 5, 170, 500):
        r = lb.solve(board, enable, 3, cap)
        assert r["solutions"] == full["solutions"][:cap]
        assert r["complete"] == (cap >= full["total"])
    r = lb.solve(board, enable, 4, 1)
    assert r["searched_words"] == 2 and r["counts"] == {"1": 0, "2": 1} and not r["complete"]


def test_progress_streams_every_solution(enable):
    seen, reports = [], []

    def progress(done, total, **extra):
        reports.append((done, total, extra))
        seen.extend(tuple(s["words"]) for s in extra["new"])

    r = lb.solve(lb.parse_sides("JGH NVY EID ORP"), enable, 3, progress=progress)
    assert sorted(seen) == sorted(chains(r))  # fewer than 100 per batch here, so all are streamed
    assert reports[-1][0] == reports[-1][1] == 3 and reports[-1][2]["counts"] == r["counts"]


def test_progress_streams_each_levels_best_so_far(enable):
    """`best` in each report: the level's best so far in the solver's rank order; when the level is
    done, exactly the first solutions of that word count in the answer (the page only shows it)."""
    reports = []
    r = lb.solve(lb.parse_sides("VYQ FIG OTE XLU"), enable, 4, progress=lambda d, t, **extra: reports.append(extra))
    done = {x["words"]: x["best"] for x in reports if x["level_done"]}
    for k in range(1, 5):
        final = [s for s in r["solutions"] if len(s["words"]) == k]
        assert done[k] == final[:lb.solver.STREAM_BEST], k
    assert len(done[4]) == 20 and done[2][0]["words"] == ["foxglove", "equity"] and done[1] == []
    seen: dict[int, list] = {}
    whole = set()  # levels whose every solution so far was streamed
    for x in reports:  # while a level runs, its best so far is the best of what was streamed so far
        if x["words"] not in seen:
            seen[x["words"]] = []
            whole.add(x["words"])
        seen[x["words"]].extend(x["new"])
        if x["unsent"]:
            whole.discard(x["words"])
        if x["words"] in whole:
            key = lambda s: (-s["score"], s["letters"], s["words"])  # noqa: E731
            assert x["best"] == sorted(seen[x["words"]], key=key)[:20]


def test_check_reasons(enable):
    r = lb.check(VYQ, ["fog", "glove", "exile", "equity"], enable)
    assert r["complete"] and r["valid"] and r["missing"] == [] and r["next_letter"] == "y"
    r = lb.check(VYQ, ["fog", "glove"], enable)
    assert not r["complete"] and r["valid"] and sorted(r["missing"]) == sorted("yqitxu")
    codes = [w.get("code") for w in lb.check(VYQ, ["fog", "fig", "gab", "ox", "gexil", "equity", "ye1"], enable)["words"]]
    assert codes == [None, "same_side", "not_on_board", "too_short", "not_in_word_list", "does_not_chain", "not_letters"]
    assert lb.check(VYQ, ["foxglove"], enable, min_zipf=5)["words"][0]["code"] == "too_rare"


def test_hints(enable):
    h = lb.hints(VYQ, enable)
    assert h["first_word"] == "foxglove" and h["best"] == ["foxglove", "equity"] and h["fewest_words"] == 2
    assert h["counts"] == {"1": 0, "2": 1}
    h = lb.hints(("abc", "def", "ghi", "jkl"), TINY)
    assert h["best"] is None and h["first_word"] is None


@pytest.mark.parametrize("value", [["vyq", "fig", "ote", "xlu"], "VYQ FIG OTE XLU", "vyq-fig-ote-xlu", "vyqfigotexlu", " Vyq, Fig, Ote, Xlu "])
def test_sides_forms(value):
    assert lb.parse_sides(value) == VYQ


@pytest.mark.parametrize("value,code", [("vyq fig ote", "wrong_length"), ("vyq fig ote xlu abc", "wrong_length"),
                                        ("vy fig ote xlu", "wrong_length"), ("vyq fig ote xlv", "repeated_letter"),
                                        ("vyq f1g ote xlu", "not_letters"), (42, "wrong_type"), (["vyq", 1, "ote", "xlu"], "wrong_type")])
def test_sides_errors(value, code):
    with pytest.raises(InputError) as e:
        lb.parse_sides(value)
    assert e.value.code == code and e.value.field == "sides"


def test_generate_is_deterministic_and_solvable(enable):
    boards = set()
    for seed in ["day:2026-11-21", "day:2026-11-22", "seed:1", "seed:2", "seed:3"]:
        g = lb.generate(enable, seed)
        assert g == lb.generate(enable, seed)
        board = lb.parse_sides(g["sides"])
        r = lb.solve(board, enable, 2)
        assert g["intended"] in [s["words"] for s in r["solutions"]]
        assert all(enable.zipf(w) >= 3.0 for w in g["intended"])
        boards.add(board)
    assert len(boards) == 5
    with pytest.raises(InputError) as e:
        lb.generate(words.WordList("few", ("abc", "cde")), "seed:1", 0.0, tries=50)
    assert e.value.code == "no_board"


def test_a_search_stops_at_its_time_limit_with_the_levels_before_complete(enable):
    board = lb.parse_sides("PRC YAN LKH SIO")
    full = lb.solve(board, enable, 3)
    r = lb.solve(board, enable, 6, seconds=1.0)  # level 2 (90 solutions) ends well within it, even beside another process
    assert r["timed_out"] and not r["complete"] and r["searched_words"] < 6
    for k in range(1, r["searched_words"] + 1):   # the finished levels are counted in full
        assert r["counts"][str(k)] == full["counts"][str(k)]
    assert [s["words"] for s in r["solutions"][:90]] == [s["words"] for s in full["solutions"][:90]]
    assert not lb.solve(board, enable, 2, seconds=60)["timed_out"]
    h = lb.hints(board, enable, 6, seconds=60)
    assert h["fewest_words"] == 2 and not h["timed_out"]


# --- other languages: French, German, Spanish ----------------------------------------------------

LANGUAGES = ("fr", "de", "es")


def language_board(rng: random.Random, lang, must: str = "") -> lb.Board:
    """12 distinct letters of `lang` (its own ä, ö, ü or ñ among them, with `must`), in random order."""
    letters = list(dict.fromkeys(must + lang.letters[26:]))
    while len(letters) < 12:
        c = rng.choice(ENGLISH)
        if c not in letters:
            letters.append(c)
    rng.shuffle(letters)
    return tuple("".join(letters[i:i + 3]) for i in range(0, 12, 3))


def words_around(board: lb.Board, lang, rng: random.Random, n: int = 400) -> list[str]:
    """Random words for a board: walks that change side at every letter (playable), walks with one
    step on a side (not), and words with a letter of the language that is off the box (not)."""
    side = lb.side_of(board)
    letters = "".join(board)
    off = [c for c in lang.letters if c not in side]
    out = set()
    while len(out) < n:
        w = [rng.choice(letters)]
        for _ in range(rng.randrange(2, 9)):
            w.append(rng.choice([c for c in letters if side[c] != side[w[-1]]]))
        kind = rng.random()
        if kind < 0.15:
            i = rng.randrange(1, len(w))
            w[i] = rng.choice([c for c in board[side[w[i - 1]]] if c != w[i - 1]])
        elif kind < 0.3:
            w[rng.randrange(len(w))] = rng.choice(off)
        out.add("".join(w))
    return sorted(out)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_solves_like_the_reference_on_random_boards(code):
    """Boards with the language's own letters (ä, ö, ü; ñ): the fast solver's playable words and
    solutions of up to 3 words are the reference's, on a list in code-point order (its two-letter
    groups trusted) and on the same words brought by a caller (the groups checked)."""
    lang = languages.get(code)
    rng = random.Random(code)
    for _ in range(3):
        board = language_board(rng, lang)
        found = words_around(board, lang, rng, 300)
        sorted_list = words.WordList("sorted", tuple(found))
        sorted_list.language, sorted_list.alphabetical = lang, True
        brought = words.custom(found, lang)
        for wl in (sorted_list, brought):
            assert lb.playable(board, wl) == lb.playable_slow(board, wl), board
            fast, slow = lb.solve(board, wl, 3), lb.solve_slow(board, wl, 3)
            assert fast == slow, board
        assert any(set(c) & set(lang.letters[26:]) for c in lb.playable(board, brought)) or code == "fr"


@pytest.mark.parametrize("code, value, sides", [
    ("de", "ÄBC DEF GHI JKÖ", ("äbc", "def", "ghi", "jkö")),
    ("de", unicodedata.normalize("NFD", "äbc-def-ghi-jkü"), ("äbc", "def", "ghi", "jkü")),  # a dead key's two characters
    ("de", ["ÄBC", " def", "ghi ", "JKÜ"], ("äbc", "def", "ghi", "jkü")),
    ("es", "ÑBCDEFGHIJKL", ("ñbc", "def", "ghi", "jkl")),
    ("fr", "ÉBC DÀF GHÎ JKL", ("ebc", "daf", "ghi", "jkl")),  # French plays é, à, î as e, a, i
])
def test_a_languages_sides_are_read_as_its_letters(code, value, sides):
    assert lb.parse_sides(value, "sides", languages.get(code)) == sides


@pytest.mark.parametrize("code, value, letter, side", [
    ("de", "abc def ghi jkñ", "ñ", 3), ("es", "abc däf ghi jkl", "ä", 1), ("fr", "ñbc def ghi jkl", "ñ", 0),
    ("fr", ["abc", "def", "ghi", "jkß"], "ß", 3), ("en", "abc def ghi jkä", "'ä'", 3),
])
def test_a_letter_of_another_language_on_a_side_is_named_with_the_language(code, value, letter, side):
    lang = languages.get(code)
    with pytest.raises(InputError) as e:
        lb.parse_sides(value, "sides", lang)
    assert (e.value.code, e.value.field, e.value.detail) == ("not_letters", "sides", {"side": side})
    assert letter in e.value.message and f"side {side + 1}" in e.value.message
    assert (lang.name in e.value.message) == (code != "en")


def test_check_plays_a_typed_word_as_the_languages_letters_and_spells_it():
    fr = languages.get("fr")
    wl = words.custom(["élève", "exact", "ton", "noir"], fr)
    board = ("eao", "lcn", "vxt", "bri")
    r = lb.check(board, ["Élève", "exact", "ton"], wl)
    assert [w["word"] for w in r["words"]] == ["eleve", "exact", "ton"]
    assert [w["valid"] for w in r["words"]] == [True, True, True] and r["spellings"] == {"eleve": "élève"}
    r = lb.check(board, ["niño"], wl)
    assert r["words"][0]["code"] == "not_letters" and "French letters" in r["words"][0]["reason"]
    assert "spellings" not in lb.check(VYQ, ["fog"], TINY)  # English answers are as they were


def test_a_languages_box_of_a_seed_is_its_own():
    de = languages.get("de")
    wl = words.custom(["währung", "gekocht", "echt", "ohne"], de)
    g = lb.generate(wl, "seed:1", 0.0)
    assert g["intended"] == ["währung", "gekocht"] and set("".join(g["sides"])) == set("währunggekocht")
    assert lb.solve(lb.parse_sides(g["sides"], "sides", de), wl, 2)["solutions"][0]["words"] == g["intended"]
    # the same seed on the same words in English is another draw: the language is in the seed
    en = words.WordList("same", wl.words)
    assert lb.generate(en, "seed:1", 0.0)["sides"] != g["sides"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_languages_box_of_the_day_comes_from_its_common_list_and_is_solved_by_its_pair(code):
    lang = languages.get(code)
    common = words.load(lang.common)
    g = lb.generate(common, "day:2026-11-21")
    assert g == lb.generate(common, "day:2026-11-21") and g["sides"] != lb.generate(common, "day:2026-11-22")["sides"]
    board = lb.parse_sides(g["sides"], "sides", lang)
    assert lang.is_word("".join(board)) and len(set("".join(board))) == 12
    r = lb.solve(board, common, 2)
    assert g["intended"] in [s["words"] for s in r["solutions"]]
    assert all(common.zipf(w) >= 3.0 for w in g["intended"])
    assert lb.solve(board, common, 2) == lb.solve_slow(board, common, 2)
