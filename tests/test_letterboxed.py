import random
import string

import pytest

from pysolvers import letterboxed as lb, words
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
    lists = [base, fewer]
    if name == words.CORRECTED:
        lists.append(words.adjusted(base, corrections=({"qiviut", "zyzzyva"}, frozenset())))
        assert not lists[-1].alphabetical
    rng = random.Random(name)
    for wl in lists:
        groups = lb.solver._blocks(wl)
        assert (groups is not None) == (list(wl.words) == sorted(wl.words)), wl
        for board in [VYQ] + [random_board(rng) for _ in range(3)]:
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
