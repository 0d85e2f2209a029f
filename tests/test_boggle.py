import random

import pytest

from pysolvers import api, boggle, words
from pysolvers.boggle import board as bd, climb, generators, search
from pysolvers.boggle.trie import WORD, trie_of
from pysolvers.core import InputError

# A list small enough to check by hand against a board written out in the test
TINY = words.WordList("tiny", ("cat", "cats", "act", "dog", "dogs", "god", "quit", "quits", "qat", "tin",
                               "rain", "train", "at", "scat", "tac"))

BEST_BOARD = "perslatgsineters"  # the best 4×4 board on ENABLE2K (3,623 points on ENABLE)


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


@pytest.mark.parametrize("solve", [boggle.solve_slow, boggle.solve])
def test_tiny_board_by_hand(solve):
    r = solve("catsdogsqitxrain", TINY, 3)  # c a t s / d o g s / Qu i t x / r a i n
    got = {w["word"]: w["path"] for w in r["words"]}
    # quit(s): Qu(8) i(9) t(10) s(7); tac: t(2) a(1) c(0); "qat" needs a bare q; act, scat, train: no path
    assert set(got) == {"cat", "cats", "tac", "dog", "dogs", "god", "quit", "quits", "tin", "rain"}
    assert got["quits"] == [8, 9, 10, 7] and got["cats"] == [0, 1, 2, 3]
    assert r["cells"][8] == "Qu" and r["score"] == 9 + 2  # quits has 5 letters (Qu counts two): 2 points


def test_points_and_qu_length():
    assert [bd.points("x" * k) for k in range(3, 11)] == [1, 1, 2, 3, 5, 11, 11, 11]
    r = boggle.solve("qitsaaaaaaaaaaaa", words.WordList("q", ("quits", "quit")), 3)
    assert [(w["word"], w["points"]) for w in r["words"]] == [("quits", 2), ("quit", 1)]  # Qu counts two


@pytest.mark.parametrize("solve", [boggle.solve_slow, boggle.solve])
def test_pinned_best_board(solve, enable):
    r = solve("perslatgsineters", enable, 3)
    assert (r["score"], r["word_count"]) == (3623, 1044)
    assert r["words"][0]["points"] == 11 and "replastering" in {w["word"] for w in r["words"]}
    for w in r["words"]:
        assert bd.is_valid_path(r["board"], w["path"]) and bd.spell(r["board"], w["path"]) == w["word"]


def test_pinned_board_as_rows_and_cells(enable):
    as_text = boggle.solve("perslatgsineters", enable, 3)
    assert boggle.solve(bd.parse(["pers", "latg", "sine", "ters"]), enable, 3) == as_text
    assert boggle.solve(bd.parse([list("pers"), list("LATG"), list("sine"), list("ters")]), enable, 3) == as_text


def _random_board(n, rng, stats):
    """Boards by letter frequency, and one in four uniform (so the Qu die turns up often)."""
    return (generators.rnd if rng.random() < 0.25 else generators.freq)(n, rng, stats)


@pytest.mark.parametrize("n,count", [(3, 120), (4, 80), (5, 12), (6, 4)])
def test_fast_matches_reference_on_random_boards(enable, n, count):
    rng = random.Random(1000 + n)
    stats = generators.stats_of(enable)
    # the reference needs a word set it can read literally; a tenth of ENABLE keeps it quick on big boards
    sub = words.WordList("enable-sample", tuple(w for i, w in enumerate(enable.words) if n <= 4 or i % 10 == 0))
    for _ in range(count):
        b = _random_board(n, rng, stats)
        for min_len in {3, bd.default_min_length(n)}:
            fast, slow = boggle.solve(b, sub, min_len), boggle.solve_slow(b, sub, min_len)
            assert fast == slow, b
            for w in fast["words"]:
                assert bd.is_valid_path(b, w["path"]) and bd.spell(b, w["path"]) == w["word"]


def test_default_min_length_by_size(enable):
    assert [boggle.solve("a" * n * n, enable)["min_length"] for n in (3, 4, 5, 6)] == [3, 3, 4, 4]


@pytest.mark.parametrize("method", sorted(generators.METHODS) + sorted(generators.DICE))
def test_generators_valid_and_deterministic(enable, method):
    stats = generators.stats_of(enable)
    sizes = [generators.DICE[method][1]] if method in generators.DICE else [3, 4, 5, 6]
    for n in sizes:
        a = [generators.generate(method, n, random.Random(7), stats) for _ in range(2)]
        assert a[0] == a[1] and len(a[0]) == n * n and set(a[0]) <= set(generators.LETTERS)
        more = {generators.generate(method, n, random.Random(s), stats) for s in range(20)}
        assert len(more) > 15, "different seeds give different boards"
    if method in generators.DICE:  # each die shows one of its own faces, every die used once
        dice = generators.DICE[method][0].split()
        b = generators.generate(method, sizes[0], random.Random(3), stats)
        assert _matchable(list(b), dice)


def _matchable(letters, dice):
    """Whether each letter can be given its own die showing it (bipartite matching by augmenting paths)."""
    owner: dict[int, int] = {}

    def try_letter(i, seen):
        for d, faces in enumerate(dice):
            if letters[i] in faces and d not in seen:
                seen.add(d)
                if d not in owner or try_letter(owner[d], seen):
                    owner[d] = i
                    return True
        return False
    return all(try_letter(i, set()) for i in range(len(letters)))


def letter_counts_slow(words_, letters: str, qu: bool):
    """Reference: each word's board letters read one by one; two different letters side by side are
    a pair; a doubled letter is one unless its first letter ended the doubled letter before ("aaa"
    holds one "aa", "aaaa" two)."""
    at = {ch: i for i, ch in enumerate(letters)}
    counts, pairs = [0] * len(letters), [[0] * len(letters) for _ in letters]
    for w in words_:
        t = bd.tokens(w) if qu and "q" in w else w  # None: a q without its u, no board spells it
        for ch in t or "":
            counts[at[ch]] += 1
        doubled_at = -2  # where the last doubled letter counted starts
        for i in range(len(t or "") - 1):
            a, b = at[t[i]], at[t[i + 1]]
            if a != b:
                pairs[a][b] += 1
                pairs[b][a] += 1
            elif doubled_at != i - 1:
                pairs[a][a] += 1
                doubled_at = i
    return tuple(counts), tuple(map(tuple, pairs))


@pytest.mark.parametrize("name", ["enable", "american-english", "fr-common", "de-common", "es-common"])
def test_letter_counts_match_reference(name):
    wl = words.load(name)
    lang = wl.language
    sample = random.Random(name).sample(wl.words, 8000) + ["aaa", "aaaa", "abab", "quq", "quaqua", "ee", "e"]
    sample = [w for w in sample if all(c in lang.letters for c in w)]
    assert generators.letter_counts(sample, lang.letters, lang.qu) == letter_counts_slow(sample, lang.letters, lang.qu)


def test_generate_statistics_order_on_enable(enable):
    means = {m: boggle.generate(m, 4, 300, 5, enable, 3)["mean_score"] for m in ("rnd", "freq", "cad", "greedy-cad")}
    assert means["rnd"] < means["freq"] < means["cad"] < means["greedy-cad"]


def test_generate_reports_progress_and_is_deterministic(enable):
    seen = []
    r1 = boggle.generate("cad", 4, 400, 9, enable, 3, progress=lambda d, t, **x: seen.append((d, t)))
    r2 = boggle.generate("cad", 4, 400, 9, enable, 3)
    assert r1 == r2 and seen[-1] == (400, 400)
    assert r1["mean_score"] == round(sum(b["score"] for b in r1["boards"]) / 400, 4)


def test_check_reasons(enable):
    b = "perslatgsineters"
    assert boggle.check(b, "plaster", enable)["reason"] == "ok"
    assert boggle.check(b, "plaster", enable)["points"] == 5
    assert boggle.check(b, "plaster", enable, ["plaster"])["reason"] == "already_found"
    assert boggle.check(b, "pe", enable)["reason"] == "too_short"
    assert boggle.check(b, "perl", enable)["reason"] == "not_on_grid"
    r = boggle.check(b, "pets", enable)  # p(0) e(1) t(6) s(3)? t(6)-s(3) are not adjacent, no other t-s pair fits
    assert r["reason"] == boggle.check(b, "pets", words.WordList("x", ("pets",)))["reason"]
    r = boggle.check(b, "lat", enable)
    assert r["reason"] == "ok" and r["path"] == [4, 5, 6]
    r = boggle.check(b, "perlat", enable)
    assert r["reason"] == "not_on_grid"
    r = boggle.check(b, "pela", enable)  # p(0) e(1) l(4) a(5): on the grid, not an ENABLE word
    assert r["reason"] == "not_a_word" and bd.is_valid_path(b, r["path"])


def test_check_agrees_with_solve(enable):
    b = "perslatgsineters"
    solved = {w["word"] for w in boggle.solve(b, enable, 3)["words"]}
    for w in list(solved)[:200]:
        assert boggle.check(b, w, enable)["ok"]
    rng = random.Random(4)
    for w in rng.sample(enable.words, 300):
        assert boggle.check(b, w, enable)["ok"] == (w in solved)


def test_optimizer_improves_and_is_deterministic_by_evaluations(enable):
    runs = [boggle.optimize(3, enable, 5, 60, 3, max_evaluations=400) for _ in range(2)]
    assert runs[0]["board"] == runs[1]["board"] and runs[0]["score"] == runs[1]["score"]
    assert runs[0]["score"] >= runs[0]["history"][0][1] and runs[0]["evaluations"] == 400
    assert runs[0]["score"] == boggle.solve(runs[0]["board"], enable, 3)["score"]


def test_optimizer_reports_best_so_far(enable, ticking_clock):
    seen = []
    ticking_clock(0.01)  # the annealing reads the clock at each step: it stops at its first step past 0.6 s
    r = boggle.optimize(4, enable, 2, 0.6, 3, progress=lambda d, t, **x: seen.append(x))
    assert seen and all(s["best_score"] <= r["score"] for s in seen)
    assert 0.6 <= r["seconds"] < 0.7, r["seconds"]  # on that clock: within a step or two of its time


def test_daily_is_deterministic(enable):
    a, b = boggle.daily("2026-11-21", 4, enable), boggle.daily("2026-11-21", 4, enable)
    assert a == b and a["method"] == "dice-new" and a["score"] == boggle.solve(a["board"], enable)["score"]
    assert boggle.daily("2026-11-22", 4, enable)["board"] != a["board"]


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_play_rolls_the_days_dice_with_a_seed(enable, n):
    """boggle.play: the method of the day's board for the size, rolled as boggle.generate rolls it."""
    day = api.call("boggle.daily", {"date": "2026-11-21", "size": n})
    r = api.call("boggle.play", {"size": n, "seed": 99})
    assert r["method"] == day["method"] and r["size"] == n and len(r["board"]) == n * n
    # a board to play leaves offensive words out by default; generate (a study of methods) keeps the list whole
    made = api.call("boggle.generate", {"method": r["method"], "size": n, "count": 1, "seed": 99, "offensive": "hide"})
    assert r["board"] == made["boards"][0]["board"] and r["score"] == made["boards"][0]["score"]
    assert api.call("boggle.play", {"size": n, "seed": 99}) == r and api.call("boggle.play", {"size": n, "seed": 100}) != r


def test_catalog_publishes_each_dice_sets_size():
    """The page reads which size each set of dice makes from the catalog (before Python is up)."""
    facts = api.describe()["actions"]["boggle.generate"]["facts"]["dice_size"]
    methods = api.describe()["actions"]["boggle.generate"]["fields"]["method"]["choices"]
    assert set(facts) == {m for m in methods if m.startswith("dice-")} and facts["dice-big"] == 5
    for method, n in facts.items():
        assert api.call("boggle.generate", {"method": method, "count": 1})["size"] == n


@pytest.mark.parametrize("value,code", [
    ("perslatgsinetes", "not_square"), ("abcd", "bad_size"), ("pers1atgsineters", "not_letters"),
    ("a" * 49, "bad_size"), ("a", "bad_size"), ("", "missing_field"), (["pers", "lat", "sine", "ters"], "not_square"),
    ([["p", "e", "r"], ["s"]], "not_square"), (42, "wrong_type"), ([["p", 7, "r"]], "not_letters"),
])
def test_board_errors(value, code):
    with pytest.raises(InputError) as e:
        bd.parse(value)
    assert e.value.code == code and e.value.field == "board"


def test_board_accepts_qu_cells_and_spaces():
    assert bd.parse("pers latg\nsine ters") == "perslatgsineters"
    assert bd.parse([["Qu", "a", "b"], ["c", "d", "e"], ["f", "g", "h"]]) == "qabcdefgh"
    assert bd.parse(["qu", "a", "b", "c", "d", "e", "f", "g", "h"]) == "qabcdefgh"


def test_trie_is_shared_per_list(enable):
    assert trie_of(enable) is trie_of(enable)


def _assert_trie_holds(wl):
    """Every board word of the list is reached letter by letter through base + code and marked as a
    word there; no other slot is marked; no two parents claim one slot."""
    trie = trie_of(wl)
    expected = {w for w in wl.words if len(w) >= 2 and (t := bd.tokens(w)) is not None and len(t) <= bd.MAX_TOKENS}
    for w in expected:
        s = 0
        for ch in bd.tokens(w):
            k = ord(ch) - 97
            assert trie.mask[s] >> k & 1, w
            s = trie.base[s] + k
        assert trie.mask[s] & WORD and trie.word[s] == w
    assert sum(w is not None for w in trie.word) == len(expected)
    assert sum(bool(m & WORD) for m in trie.mask) == len(expected)
    children = [trie.base[s] + k for s, m in enumerate(trie.mask) for k in range(26) if m >> k & 1]
    assert len(children) == len(set(children)) and 0 not in children


def test_trie_holds_exactly_the_board_words(enable):
    _assert_trie_holds(enable)
    assert len(trie_of(enable).mask) == 387_568  # one slot per prefix: the packing leaves no gap


def test_trie_of_a_dense_list():
    """Every 2- and 3-letter string over six letters plus words with Qu: nodes with up to 26 children
    and many with several, the placement's harder case."""
    rng = random.Random(5)
    letters = "aeqstz"
    dense = {a + b for a in letters for b in letters} | {a + b + c for a in letters for b in letters for c in letters}
    dense |= {"".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 9))) for _ in range(3000)}
    dense |= {"quit", "quits", "squat", "qua", "aqua"}
    wl = words.WordList("dense", tuple(sorted(dense)))
    _assert_trie_holds(wl)
    b = "quitsaeqzaetsqua"
    assert boggle.solve(b, wl, 2) == boggle.solve_slow(b, wl, 2)


@pytest.mark.parametrize("n,count", [(3, 60), (4, 60), (5, 10), (6, 4)])
def test_score_only_search_agrees_with_solve(enable, n, count):
    """score_of (generate, optimize, the speed bench) against the full solve, which the reference checks."""
    rng = random.Random(2000 + n)
    stats = generators.stats_of(enable)
    trie = trie_of(enable)
    for _ in range(count):
        b = _random_board(n, rng, stats)
        for min_len in (2, 3, 4, 6):
            r = boggle.solve(b, enable, min_len)
            assert search.score_of(b, trie, min_len) == (r["score"], r["word_count"]), (b, min_len)


def test_cell_scores_equal_a_full_rescore_of_each_letter(enable):
    """The one-cell search (every letter at once in one cell) against score_of of each of the 26
    boards, on random boards of every size, Qu dice included, and several minimum lengths."""
    trie = trie_of(enable)
    stats = generators.stats_of(enable)
    rng = random.Random(29)
    for n in (3, 4, 4, 5, 5, 6):
        for _ in range(3):
            b = generators.freq(n, rng, stats) if rng.random() < 0.6 else "".join(rng.choices("aeiqrstlnp", k=n * n))
            w, min_length = rng.randrange(n * n), rng.choice((3, 4, 5))
            assert search.cell_scores(b, w, trie, min_length) == [
                search.score_of(b[:w] + c + b[w + 1:], trie, min_length)[0] for c in generators.LETTERS], (b, w)


def test_symmetric_boards_score_the_same_and_share_a_canonical_form(enable):
    trie = trie_of(enable)
    perms = climb.symmetries(4)
    assert len(set(perms)) == 8 and all(sorted(p) == list(range(16)) for p in perms)
    scores = climb.Scores(trie, 4, 3)
    forms = ["".join(map(BEST_BOARD.__getitem__, p)) for p in perms]
    assert len(set(forms)) == 8 and {scores.canonical(f) for f in forms} == {min(forms)}
    assert {search.score_of(f, trie, 3)[0] for f in forms} == {3623}


def test_a_climb_that_reaches_a_known_top_stops_there_without_searching_it(enable):
    """Kicks of a top climb back to it mid-sweep; the climb stops there at once: no cell of a board
    already known to be a top is searched, and the climb still ends on a top."""
    trie = trie_of(enable)
    rng = random.Random(8)
    for n in (3, 4):
        scores = climb.Scores(trie, n, 3)
        searched = []
        cell = scores.cell
        scores.cell = lambda b, w: (searched.append(scores.canonical(b) in scores.tops), cell(b, w))[1]
        start = "".join(rng.choices("aeiorstlnp", k=n * n))
        top, score = climb.climb(start, scores.full(start), scores, random.Random(1))
        back = 0
        for _ in range(12):
            kicked = list(top)
            kicked[rng.randrange(n * n)] = rng.choice(generators.LETTERS)
            board, s = climb.climb("".join(kicked), scores.full("".join(kicked)), scores, random.Random(rng.getrandbits(32)))
            assert s == search.score_of(board, trie, 3)[0] and scores.canonical(board) in scores.tops
            back += scores.canonical(board) == scores.canonical(top)
        assert back >= 3 and not any(searched), (n, top, back)


def test_a_chains_cache_of_scores_stays_within_its_share_and_its_scores_stay_exact(enable):
    """The search's chains share one cap on cached scores (so 256 chains in one worker hold no more
    than 4 do); a chain's cache that reaches its share starts again and keeps giving exact scores."""
    assert climb.cache_share(4) * 4 == climb.cache_share(256) * 256 == climb.CACHE_TOTAL
    assert climb.cache_share(10 ** 9) >= 1 and climb.cache_share(0) == climb.CACHE_TOTAL
    trie = trie_of(enable)
    scores = climb.Scores(trie, 3, 3, limit=40)
    rng = random.Random(11)
    for _ in range(150):
        b = "".join(rng.choices("aeiorstlnp", k=9))
        assert scores.full(b) == search.score_of(b, trie, 3)[0]
        assert len(scores.cache) <= 40
    assert scores.boards > 40


def test_a_climb_ends_on_a_board_no_one_cell_change_or_swap_improves(enable):
    """From random boards and from kicks of a top, with one cache of scores and tops shared by the
    climbs (as a chain's are), each climb ends on a board no one-cell change or swap improves."""
    trie = trie_of(enable)
    rng = random.Random(5)
    for n, climbs in ((3, 6), (4, 8)):
        scores = climb.Scores(trie, n, 3)
        cells = n * n
        start = "".join(rng.choices(generators.LETTERS, k=cells))
        for _ in range(climbs):
            board, score = climb.climb(start, scores.full(start), scores, random.Random(rng.getrandbits(32)))
            assert score == search.score_of(board, trie, 3)[0] >= search.score_of(start, trie, 3)[0]
            changed = [board[:w] + c + board[w + 1:] for w in range(cells) for c in generators.LETTERS]
            swapped = [board[:i] + board[j] + board[i + 1:j] + board[i] + board[j + 1:]
                       for i in range(cells) for j in range(i + 1, cells)]
            assert max(search.score_of(b, trie, 3)[0] for b in changed + swapped) <= score, (n, start, board)
            kicked = list(board)
            for w in rng.sample(range(cells), 2):
                kicked[w] = rng.choice(generators.LETTERS)
            start = "".join(kicked)


def test_a_5x5_climb_ends_where_no_one_cell_change_and_no_shortlisted_swap_improves(enable):
    """On 5×5 a top is a board no one-cell change improves, and none of the swaps its cells' scores
    estimate highest; the climb scores only those swaps on it, ranked as a slow estimate from full
    scores of the one-cell changes ranks them."""
    trie = trie_of(enable)
    rng = random.Random(7)
    size = climb.SHORTLIST[5]
    for _ in range(2):
        scores = climb.Scores(trie, 5, 4)
        tried = []
        full = scores.full
        scores.full = lambda b: (tried.append(b), full(b))[1]
        start = "".join(rng.choices("aeiorstlnpdcmg", k=25))
        board, score = climb.climb(start, scores.full(start), scores, random.Random(rng.getrandbits(32)))
        assert score == search.score_of(board, trie, 4)[0] > search.score_of(start, trie, 4)[0]
        one = {w: [search.score_of(board[:w] + c + board[w + 1:], trie, 4)[0] for c in generators.LETTERS] for w in range(25)}
        assert max(map(max, one.values())) == score
        swap = {(i, j): board[:i] + board[j] + board[i + 1:j] + board[i] + board[j + 1:]
                for i in range(25) for j in range(i + 1, 25) if board[i] != board[j]}
        slow = sorted((one[i][ord(board[j]) - 97] + one[j][ord(board[i]) - 97] - score for i, j in swap), reverse=True)
        short = climb.shortlist(board, one, list(swap), size)
        assert [one[i][ord(board[j]) - 97] + one[j][ord(board[i]) - 97] - score for i, j in short] == slow[:size]
        assert max(search.score_of(swap[p], trie, 4)[0] for p in short) <= score
        on_top = {b for b in tried if sum(x != y for x, y in zip(b, board)) == 2 and sorted(b) == sorted(board)}
        assert 0 < len(on_top) <= size < len(swap)


@pytest.mark.parametrize("on_top", [True, False], ids=["on-top", "on-best"])
def test_a_chain_restarts_after_restart_climbs_without_a_rise_of_its_top_or_its_best(enable, monkeypatch, on_top):
    """A chain starts again from a new board after RESTART climbs without a rise: of its current top
    on sizes in RESTART_ON_TOP (however far below the chain's best that top is), else of its best; it
    keeps its best across the starts."""
    monkeypatch.setattr(climb, "RESTART", 3)
    monkeypatch.setattr(climb, "RESTART_ON_TOP", {3} if on_top else set())
    trie = trie_of(enable)
    freq = generators.stats_of(enable).freq
    chain = climb.Chain(0, climb.Scores(trie, 3, 3), random.Random(4), freq, None, None)
    chain.round()
    assert chain.best_score == search.score_of(chain.best, trie, 3)[0] > 0
    chain.best_score = 10 ** 6   # a best no start can reach: only the current top can rise
    starts, flat, rose = 0, 0, 0   # flat: climbs since the last rise of what the rule watches
    for _ in range(60):
        restarts, before = chain.restarts, chain.score
        chain.round()
        restarted = chain.restarts > restarts
        if restarted:
            assert flat == 3, "a new start after %d climbs without a rise" % flat
            starts, flat = starts + 1, 0   # a new start counts its climbs afresh
        top_rose = restarted or chain.score > before   # a new start's first top counts as a rise of the top
        rose += chain.score > before and not restarted
        flat = 0 if on_top and top_rose else flat + 1   # the best (10 ** 6) never rises
        assert flat <= 3 and chain.best_score == 10 ** 6
        assert chain.score == search.score_of(chain.board, trie, 3)[0]
    assert starts >= 3 and chain.best_score == 10 ** 6
    assert rose > 0, "no kick raised a top: the rule was not exercised"


def test_climb_is_deterministic_by_rounds_and_finds_good_3x3_boards(enable):
    runs = [boggle.puzzle.climb_boards(3, enable, 11, 60, 3, chains=2, rounds=4) for _ in range(2)]
    assert runs[0]["board"] == runs[1]["board"] and runs[0]["chain_bests"] == runs[1]["chain_bests"]
    assert runs[0]["score"] == boggle.solve(runs[0]["board"], enable, 3)["score"] >= 200


# --- other languages: German (29 letters), Spanish (27), French (a to z, accents folded) -------------

from pysolvers import languages  # noqa: E402

LANGS = ("fr", "de", "es")
# Real words of each language (as a list writes them) and the letters the random ones are drawn from:
# the language's own letters, Qu, and common letters, so the boards hold many words through them
REAL = {"de": ("Mädchen", "Straße", "Äpfel", "Apfel", "lösen", "über", "übel", "Hände", "Quelle", "Qual", "Tür", "Öl",
               "müde", "Bär", "schön", "Bücher", "Käse", "hören"),
        "es": ("niño", "niña", "año", "años", "España", "mañana", "señor", "queso", "quien", "caña", "sueño", "leña",
               "árbol", "pingüino", "canción"),
        "fr": ("élève", "été", "Noël", "garçon", "cœur", "quatre", "qui", "tête", "forêt", "reine", "rêve", "âme")}
DRAW = {"de": "aeinrstlänöüqu", "es": "aeinorstlcñqu", "fr": "aeinrstlouqc"}


def _language_list(code: str, k: int = 2500) -> words.WordList:
    """A brought list of the language: its real words plus random words over DRAW (some with qu)."""
    lang = languages.get(code)
    rng = random.Random(sum(map(ord, code)))
    made = {"".join(rng.choice(DRAW[code]) for _ in range(rng.randint(2, 7))) for _ in range(k)}
    made |= {"qu" + w for w in list(made)[:200]}
    return words.custom(list(REAL[code]) + sorted(made), lang)


def _language_board(code: str, n: int, rng: random.Random) -> str:
    """A board over the language's whole alphabet half the time (every letter may appear), else over DRAW."""
    pool = languages.get(code).letters if rng.random() < 0.5 else DRAW[code].replace("u", "")
    return "".join(rng.choice(pool) for _ in range(n * n))


@pytest.mark.parametrize("code", LANGS)
def test_fast_matches_reference_on_random_boards_in_each_language(code):
    """The generated search over the language's alphabet (German's ä ö ü are codes 26-28, the word
    bit 29) finds what the literal reference finds, paths and spellings included."""
    wl = _language_list(code)
    rng = random.Random(40 + len(code))
    for n, count in ((3, 25), (4, 25), (5, 4)):
        for _ in range(count):
            b = _language_board(code, n, rng)
            fast, slow = boggle.solve(b, wl, 3), boggle.solve_slow(b, wl, 3)
            assert fast == slow, (code, b)
            for w in fast["words"]:
                assert bd.is_valid_path(b, w["path"]) and bd.spell(b, w["path"]) == w["word"]
    assert any(boggle.solve(_language_board(code, 4, rng), wl, 3)["word_count"] for _ in range(5))


def test_german_board_finds_umlaut_words_and_gives_their_spellings():
    wl = _language_list("de")
    r = boggle.solve("mädxehcxnxxxxxxx", wl, 3)   # m ä d / c h e n: mädchen snakes through rows 1-2
    assert "mädchen" in {w["word"] for w in r["words"]} and r["cells"][1] == "Ä"
    assert "mädchen" not in r["spellings"]    # written with its letters: no spelling of its own
    r = boggle.solve("straxessxxxxxxxx", wl, 3)   # s t r a, then s s e back along row 2: strasse
    assert r["spellings"]["strasse"] == "straße" and "strasse" in {w["word"] for w in r["words"]}
    assert "spellings" not in boggle.solve("perslatgsineters", TINY, 3)   # English answers unchanged


@pytest.mark.parametrize("code", LANGS)
def test_trie_holds_exactly_the_board_words_of_each_language(code):
    wl = _language_list(code)
    trie = trie_of(wl)
    lang = languages.get(code)
    assert trie.alphabet == lang.letters
    word_bit = 1 << len(lang.letters)
    expected = {w for w in wl.words if len(w) >= 2 and bd.tokens(w) is not None}
    for w in expected:
        s = 0
        for ch in bd.tokens(w):
            k = lang.code_of[ch]
            assert trie.mask[s] >> k & 1, w
            s = trie.base[s] + k
        assert trie.mask[s] & word_bit and trie.word[s] == w
    assert sum(w is not None for w in trie.word) == len(expected) == sum(bool(m & word_bit) for m in trie.mask)


@pytest.mark.parametrize("code", LANGS)
def test_cell_scores_equal_a_full_rescore_of_each_letter_of_the_language(code):
    """One score per letter of the language (29 in German), each that of the board with the letter."""
    wl = _language_list(code)
    trie = trie_of(wl)
    letters = languages.get(code).letters
    rng = random.Random(31)
    for n in (3, 4, 5):
        for _ in range(2):
            b = _language_board(code, n, rng)
            w = rng.randrange(n * n)
            got = search.cell_scores(b, w, trie, 3)
            assert len(got) == len(letters)
            assert got == [search.score_of(b[:w] + c + b[w + 1:], trie, 3)[0] for c in letters], (b, w)


def test_a_german_climb_ends_on_a_top_over_the_german_letters():
    """No change of a cell to any of the 29 letters, and no swap, improves a climb's end."""
    wl = _language_list("de")
    trie = trie_of(wl)
    letters = languages.get("de").letters
    scores = climb.Scores(trie, 3, 3)
    rng = random.Random(3)
    start = _language_board("de", 3, rng)
    board, score = climb.climb(start, scores.full(start), scores, random.Random(1))
    assert score == search.score_of(board, trie, 3)[0] > 0
    changed = [board[:w] + c + board[w + 1:] for w in range(9) for c in letters]
    swapped = [board[:i] + board[j] + board[i + 1:j] + board[i] + board[j + 1:] for i in range(9) for j in range(i + 1, 9)]
    assert max(search.score_of(b, trie, 3)[0] for b in changed + swapped) <= score
    r = boggle.puzzle.climb_boards(3, wl, 2, 60, 3, chains=2, rounds=2)
    assert set(r["board"]) <= set(letters) and r["score"] == boggle.solve(r["board"], wl, 3)["score"]


@pytest.mark.parametrize("code", LANGS)
def test_generators_draw_the_languages_letters_by_its_statistics(code):
    wl = _language_list(code)
    lang = languages.get(code)
    stats = generators.stats_of(wl)
    assert stats.letters == lang.letters and len(stats.freq) == len(stats.adjacency) == len(lang.letters)
    assert stats.vowels == ("aeiouäöü" if code == "de" else "aeiou")
    seen = set()
    for method in sorted(generators.METHODS):
        for n in (3, 4):
            b = generators.generate(method, n, random.Random(5), stats, lang)
            assert len(b) == n * n and set(b) <= set(lang.letters), (method, b)
            assert b == generators.generate(method, n, random.Random(5), stats, lang)
            seen |= set(b)
    assert set(lang.letters[26:]) <= seen or code == "fr", "the language's own letters turn up"
    # letters absent from the list are never drawn by frequency
    absent = {c for c, f in zip(stats.letters, stats.freq) if f == 0}
    assert not absent & set(generators.generate("freq", 6, random.Random(1), stats, lang))


@pytest.mark.parametrize("code", LANGS)
def test_made_dice_follow_the_frequencies_with_one_qu_face(code):
    stats = generators.stats_of(_language_list(code))
    lang = languages.get(code)
    for n in (4, 5, 6):
        dice = generators.make_dice(stats, n, lang.qu).split()
        faces = "".join(dice)
        assert len(dice) == n * n and all(len(d) == 6 for d in dice) and faces.count("q") == 1
        share = {c: stats.freq[lang.code_of[c]] / (1 - stats.freq[lang.code_of["q"]]) * (6 * n * n - 1) for c in lang.letters}
        own = set(lang.letters[26:])
        assert all(faces.count(c) >= 1 for c in own), "each of the language's own letters on a face"
        assert all(abs(faces.count(c) - share[c]) < 1 + len(own) for c in lang.letters if c != "q" and c not in own)
        b = generators.roll(" ".join(dice), random.Random(2))
        assert _matchable(list(b), dice)


@pytest.mark.parametrize("code,board,letter", [("de", "ñbcdefghi", "ñ"), ("es", "äbcdefghi", "ä"), ("fr", "ñbcdefghi", "ñ"),
                                               ("en", "äbcdefghi", None)])
def test_a_letter_of_another_language_is_refused_naming_itself_and_the_language(code, board, letter):
    with pytest.raises(InputError) as e:
        bd.parse(board, "board", languages.get(code))
    assert e.value.code == "not_letters" and e.value.field == "board"
    if letter:
        assert e.value.message.startswith(f"{letter} is not a {languages.get(code).name} letter")
    with pytest.raises(InputError) as e:
        bd.parse([list(board[:3]), list(board[3:6]), list(board[6:])], "start", languages.get(code))
    assert e.value.field == "start" and (letter is None or e.value.detail["row"] == 1)


def test_boards_read_the_languages_letters_and_folds():
    de, es, fr = (languages.get(c) for c in ("de", "es", "fr"))
    assert bd.parse("MÄDC hens ÖÜxy quab", "board", de) == "mädchensöüxyquab"
    assert bd.parse([["Qu", "Ä", "b"], ["c", "Ö", "e"], ["f", "g", "Ü"]], "board", de) == "qäbcöefgü"
    assert bd.parse("ñandúesaborigenx", "board", es) == "ñanduesaborigenx"    # ú folds to u
    assert bd.parse("élèveàçaxxxxxxxx", "board", fr) == "eleveacaxxxxxxxx"
    assert bd.describe("qäbcöefgü", None, de)["cells"][:2] == ["Qu", "Ä"]


@pytest.mark.parametrize("code", LANGS)
def test_the_frozen_dice_are_those_made_from_the_languages_common_list(code):
    """LANGUAGE_DICE (frozen so a day's board never moves with a list) is make_dice of the shipped
    common list; `python -m pysolvers.boggle.generators` prints it again after a list changes."""
    lang = languages.get(code)
    stats = generators.stats_of(words.load(lang.common))
    for n in generators.DICE_SIZES:
        assert generators.LANGUAGE_DICE[code][n] == generators.make_dice(stats, n, lang.qu), (code, n)
        assert _matchable(list(generators.roll(generators.LANGUAGE_DICE[code][n], random.Random(n))),
                          generators.LANGUAGE_DICE[code][n].split())


@pytest.mark.parametrize("code", LANGS)
def test_the_day_s_board_is_the_language_s_own(code):
    """The board of a day in a language: its own dice, the language in the seed (not the English
    board of that date), the same for everyone, solved with the language's list."""
    en = api.call("boggle.daily", {"date": "2026-11-21", "size": 4})
    r = api.call("boggle.daily", {"date": "2026-11-21", "size": 4, "language": code, "dictionary": languages.get(code).common})
    assert "error" not in r, r
    assert r == api.call("boggle.daily", {"date": "2026-11-21", "size": 4, "language": code, "dictionary": languages.get(code).common})
    assert r["board"] != en["board"] and _matchable(list(r["board"]), generators.LANGUAGE_DICE[code][4].split())
    assert r["score"] == boggle.solve(r["board"], words.load(languages.get(code).common))["score"] > 0
    other = api.call("boggle.daily", {"date": "2026-11-22", "size": 4, "language": code, "dictionary": languages.get(code).common})
    assert other["board"] != r["board"]
    three = api.call("boggle.play", {"size": 3, "seed": 5, "language": code, "dictionary": languages.get(code).common})
    assert set(three["board"]) <= set(languages.get(code).letters) and three["method"] == "freq"
