"""Spelling Bee hints (`bee.hints`, `bee.prefix`): every figure against a slow, obvious reference
read from the word list itself, word by word, on known boards and on random ones with random words found."""
import random

import pytest

from pysolvers import bee, words

TINY = words.WordList("tiny", ("game", "amalgam", "megaplex", "gamma", "axle", "lame", "plex", "egg", "mega",
                               "example", "pixel"))


@pytest.fixture(scope="module")
def enable():
    return words.load("enable")


def reference(letters, center, found, wl, revealed=()):
    """The hints page figured the long way: each figure its own loop over the list's words."""
    on_board = [w for w in wl.words if bee.word_problem(w, letters, center) is None]
    pts = {w: bee.points(w, bee.is_pangram(w, letters)) for w in on_board}
    pangram = {w: bee.is_pangram(w, letters) for w in on_board}
    found = {f.lower() for f in found} & set(on_board)
    gone = found | ({r.lower() for r in revealed} & set(on_board))
    left = [w for w in on_board if w not in gone]

    def figures(ws):
        return {"words": len(ws), "points": sum(pts[w] for w in ws), "pangrams": sum(pangram[w] for w in ws),
                "perfect_pangrams": len([w for w in ws if pangram[w] and len(w) == 7])}

    score = sum(pts[w] for w in found)
    genius = next(r["min_score"] for r in bee.rank_thresholds(sum(pts.values())) if r["name"] == "Genius")
    lengths = sorted({len(w) for w in on_board})
    firsts = sorted({w[0] for w in on_board})

    def cell(ws, f, n):
        return len([w for w in ws if w[0] == f and len(w) == n])

    def starts(n):
        return [{"start": s, "count": len([w for w in left if w.startswith(s)]),
                 "all": len([w for w in on_board if w.startswith(s)])} for s in sorted({w[:n] for w in on_board})]

    return {
        "total": figures(on_board), "found": figures(sorted(found)), "remaining": figures(left),
        "bingo": all(any(w[0] == c for w in on_board) for c in letters),
        "no_start": [c for c in sorted(letters) if not any(w[0] == c for w in on_board)],
        "grid": {"lengths": lengths,
                 "rows": [{"letter": f, "counts": [cell(left, f, n) for n in lengths],
                           "total": len([w for w in left if w[0] == f]),
                           "all_counts": [cell(on_board, f, n) for n in lengths],
                           "all_total": len([w for w in on_board if w[0] == f])} for f in firsts],
                 "totals": [len([w for w in left if len(w) == n]) for n in lengths], "total": len(left),
                 "all_totals": [len([w for w in on_board if len(w) == n]) for n in lengths], "all_total": len(on_board)},
        "two_letter": starts(2), "three_letter": starts(3),
        "genius": {"name": "Genius", "min_score": genius, "to_go": max(0, genius - score)},
        "queen_bee": {"name": "Queen Bee", "min_score": sum(pts.values()), "to_go": sum(pts.values()) - score},
        "gn4l": {"points": sum(pts[w] for w in on_board if len(w) != 4), "genius": genius,
                 "possible": sum(pts[w] for w in on_board if len(w) != 4) >= genius,
                 "points_left": sum(pts[w] for w in left if len(w) != 4),
                 "reachable": score + sum(pts[w] for w in left if len(w) != 4) >= genius},
        "found_count": len(found),
    }


def same_as_reference(letters, center, found, wl, revealed=()):
    got = bee.hints(letters, center, found, wl, revealed)
    want = reference(letters, center, found, wl, revealed)
    for key, value in want.items():
        assert got[key] == value, (letters, center, key)
    return got


def test_tiny_board_by_hand():
    # board AEGLMPX/G: game mega (4), gamma (5), amalgam (7), megaplex (8, pangram); example and pixel lack G,
    # lame and plex lack G, axle lacks G, egg is too short
    h = same_as_reference("aeglmpx", "g", ["mega", "junk", "MEGA"], TINY)
    assert h["total"] == {"words": 5, "points": 29, "pangrams": 1, "perfect_pangrams": 0}
    assert h["found"] == {"words": 1, "points": 1, "pangrams": 0, "perfect_pangrams": 0}
    assert h["remaining"] == {"words": 4, "points": 28, "pangrams": 1, "perfect_pangrams": 0}
    assert not h["bingo"] and h["no_start"] == ["e", "l", "p", "x"]
    assert [(r["letter"], r["counts"], r["all_counts"]) for r in h["grid"]["rows"]] == [
        ("a", [0, 0, 1, 0], [0, 0, 1, 0]), ("g", [1, 1, 0, 0], [1, 1, 0, 0]), ("m", [0, 0, 0, 1], [1, 0, 0, 1])]
    assert h["two_letter"] == [{"start": "am", "count": 1, "all": 1}, {"start": "ga", "count": 2, "all": 2},
                               {"start": "me", "count": 1, "all": 2}]
    assert [(s["start"], s["count"]) for s in h["three_letter"]] == [("ama", 1), ("gam", 2), ("meg", 1)]
    # Genius is 70 % of 29 = 20.3 -> 20; the words longer than 4 letters make 5 + 7 + 15 = 27
    assert h["genius"] == {"name": "Genius", "min_score": 20, "to_go": 19}
    assert h["queen_bee"] == {"name": "Queen Bee", "min_score": 29, "to_go": 28}
    assert h["gn4l"] == {"points": 27, "genius": 20, "possible": True, "points_left": 27, "reachable": True}
    # with MEGAPLEX revealed, the longer words left make 12: 1 + 12 < 20, Genius is out of reach without 4-letter words
    h = same_as_reference("aeglmpx", "g", ["mega"], TINY, revealed=["megaplex"])
    assert h["gn4l"]["reachable"] is False and h["remaining"]["pangrams"] == 0 and h["found"]["words"] == 1
    done = bee.hints("aeglmpx", "g", ["mega", "game", "gamma", "amalgam", "megaplex"], TINY)
    assert done["grid"]["total"] == 0 and done["rank"]["name"] == "Queen Bee" and done["queen_bee"]["to_go"] == 0


def test_perfect_pangrams_and_bingo_on_a_board_of_its_own():
    wl = words.WordList("own", ("jukebox", "jukeboxbox", "joke", "boke", "keoub", "uxke", "oxbe", "juke", "exo"))
    h = same_as_reference("bejkoux", "e", ["juke"], wl)
    # JUKEBOX uses each letter once (perfect), JUKEBOXBOX is a longer pangram; no word starts with E or X
    assert h["total"]["pangrams"] == 2 and h["total"]["perfect_pangrams"] == 1
    assert h["bingo"] is False and h["no_start"] == ["e", "x"]
    wl = words.WordList("own", (*wl.words, "xebo", "ebox"))
    assert same_as_reference("bejkoux", "e", [], wl)["bingo"] is True


def test_best_board_figures(enable):
    h = same_as_reference("aeginrt", "r", [], enable)
    assert (h["total"]["words"], h["total"]["points"], h["total"]["pangrams"]) == (537, 3898, 50)
    assert h["genius"]["min_score"] == 2729 and h["queen_bee"]["min_score"] == 3898
    assert h["bingo"] and h["gn4l"]["possible"]
    assert sum(s["all"] for s in h["two_letter"]) == sum(s["all"] for s in h["three_letter"]) == 537
    # the perfect pangrams are the 7-letter anagrams of AEGINRT
    perfect = sorted(w for w in enable.words if sorted(w) == sorted("aeginrt"))
    assert h["total"]["perfect_pangrams"] == len(perfect) and len(perfect) >= 3


def test_reference_on_random_boards_with_random_words_found(enable):
    rng = random.Random(17)
    sets = sorted({"".join(sorted(set(w))) for w in enable.words if len(set(w)) == 7})
    for letters in rng.sample(sets, 40):
        center = rng.choice(letters)
        board = [e["word"] for e in bee.solve(letters, center, enable)["words"]]
        found = rng.sample(board, rng.randint(0, len(board)))
        revealed = rng.sample(board, rng.randint(0, min(3, len(board))))
        same_as_reference(letters, center, found + ["zzzz"], enable, revealed)


def test_prefix_alive_and_dead(enable):
    board = [e["word"] for e in bee.solve("aeginrt", "r", enable)["words"]]
    found = [w for w in board if w.startswith("gra")][:-1]
    for typed in ("", "g", "gra", "grat", "GRA", "x", "rrr", "tearing", "tearingz", "granite"):
        p = bee.prefix("aeginrt", "r", typed, found, enable)
        starting = [w for w in board if w.startswith(typed.lower())]
        left = [w for w in starting if w not in found]
        assert p == {"prefix": typed.lower(), "alive": bool(left), "left": len(left), "all": len(starting)}, typed
    # one word starting GRA is left; found too, the prefix is dead
    assert bee.prefix("aeginrt", "r", "gra", found, enable)["left"] == 1
    last = next(w for w in board if w.startswith("gra") and w not in found)
    assert bee.prefix("aeginrt", "r", "gra", found + [last], enable)["alive"] is False
