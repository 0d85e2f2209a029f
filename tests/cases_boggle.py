"""Boggle API cases, run in CPython and in Pyodide."""
from tests.harness.api_cases import ApiCase, expect_error


def solved(score: int, count: int, first: str | None = None, size: int = 4):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["score"], r["word_count"], r["size"]) == (score, count, size)
        assert len(r["words"]) == count and sum(w["points"] for w in r["words"]) == score
        keys = [(-w["points"], w["word"]) for w in r["words"]]
        assert keys == sorted(keys), "words sorted by points, then alphabetically"
        n = r["size"]
        for w in r["words"]:
            p = w["path"]
            assert len(set(p)) == len(p) and all(abs(a // n - b // n) <= 1 and abs(a % n - b % n) <= 1 for a, b in zip(p, p[1:]))
            assert "".join("qu" if r["board"][c] == "q" else r["board"][c] for c in p) == w["word"]
        if first:
            assert r["words"][0]["word"] == first
    return check


def checked(reason: str, points: int = 0, path: list | None = None, spellings: dict | None = None, says: str = ""):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["reason"], r["points"], r["ok"]) == (reason, points, reason == "ok"), r
        assert len(r["message"]) > 10
        if path is not None:
            assert r["path"] == path
        assert r.get("spellings") == spellings and r["message"].startswith(says), r
    return check


def generated(method: str, count: int, size: int = 4):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["method"] == method and len(r["boards"]) == count
        assert all(len(b["board"]) == size * size and b["board"].isalpha() for b in r["boards"])
        assert abs(r["mean_score"] - sum(b["score"] for b in r["boards"]) / count) < 1e-3
        assert abs(r["mean_word_count"] - sum(b["word_count"] for b in r["boards"]) / count) < 1e-3
    return check


def same_boards(first_board: str):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["boards"][0]["board"] == first_board, r["boards"][0]
    return check


def optimized(r: dict) -> None:
    assert "error" not in r, r
    assert r["evaluations"] == 150 and r["score"] >= r["history"][0][1] and len(r["board"]) == 16


def climbed(n: int, chains: int, rounds: int):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["method"], r["size"], r["chains"], r["rounds"], r["timed_out"]) == ("climb", n, chains, rounds, False)
        assert len(r["board"]) == n * n and r["score"] == max(c["score"] for c in r["chain_bests"]) > 0
        assert r["spread"][0] <= r["spread"][1] <= r["score"] and r["history"][-1][1] == r["score"]
    return check


def daily(r: dict) -> None:
    assert "error" not in r, r
    assert r["date"] == "2026-11-21" and r["method"] == "dice-new" and len(r["board"]) == 16 and r["score"] > 0


def played(method: str, board: str, min_length: int):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["method"], r["board"], r["min_length"]) == (method, board, min_length), r
        assert r["score"] > 0 and r["word_count"] > 0 and len(r["cells"]) == len(board)
    return check


def found_in(language: str, expect: dict, spellings: dict, cells: list | None = None):
    """A solve in another language: these words with these points, the spellings the page shows."""
    def check(r: dict) -> None:
        assert "error" not in r, r
        got = {w["word"]: w["points"] for w in r["words"]}
        assert got == expect, got
        assert r["spellings"] == spellings and r["score"] == sum(expect.values())
        if cells is not None:
            assert r["cells"] == cells, r["cells"]
    return check


def daily_in(letters: str):
    """The day's board in a language: its dice (4×4), its letters, words found on it."""
    def check(r: dict) -> None:
        daily(r)
        assert set(r["board"]) <= set(letters), r
    return check


def described(cells: list, letters: list):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["cells"], r["letters"]) == (cells, letters)
    return check


def generated_in(letters: str, count: int, size: int = 4):
    def check(r: dict) -> None:
        generated(r["method"], count, size)(r)
        assert all(set(b["board"]) <= set(letters) for b in r["boards"]), r["boards"]
    return check


DE_WORDS = ["Straße", "Mädchen", "Äpfel", "Bär", "Tür", "Türen", "Quelle", "Quellen"]
ES_WORDS = ["niño", "niña", "año", "ñoño", "queso"]
FR_WORDS = ["élève", "élèves", "rêve", "rêves", "ève", "lève"]
B = "perslatgsineters"
CASES = [
    # German: ä ö ü are cells of their own, ß is played as ss; the answer spells each word as German writes it
    ApiCase("boggle-de-solve-umlauts", "boggle.solve", {"language": "de", "board": "MÄDX EHCX NXXX XXXX", "word_list": DE_WORDS},
            found_in("de", {"mädchen": 5}, {}, ["M", "Ä", "D", "X", "E", "H", "C", "X", "N", "X", "X", "X", "X", "X", "X", "X"])),
    ApiCase("boggle-de-solve-sharp-s", "boggle.solve", {"language": "de", "board": "straüessrxxxxxxx", "word_list": DE_WORDS},
            found_in("de", {"strasse": 5, "tür": 1}, {"strasse": "straße"})),
    ApiCase("boggle-de-solve-qu", "boggle.solve", {"language": "de", "board": [["Qu", "e", "l"], ["n", "e", "l"], ["x", "x", "x"]],
                                                    "word_list": DE_WORDS},
            found_in("de", {"quellen": 5, "quelle": 3}, {}, ["Qu", "E", "L", "N", "E", "L", "X", "X", "X"])),
    ApiCase("boggle-es-solve-enye", "boggle.solve", {"language": "es", "board": "niñxaoxxx", "word_list": ES_WORDS},
            found_in("es", {"niño": 1, "niña": 1, "año": 1}, {})),
    ApiCase("boggle-fr-solve-accents", "boggle.solve", {"language": "fr", "board": "élèvesxxx", "word_list": FR_WORDS},
            found_in("fr", {"eleve": 2, "eleves": 3, "leve": 1, "eve": 1},
                     {"eleve": "élève", "eleves": "élèves", "leve": "lève", "eve": "ève"})),
    ApiCase("boggle-fr-check-typed-accents", "boggle.check", {"language": "fr", "board": "elevesxxx", "word": "Élèves",
                                                              "found": ["élève"], "word_list": FR_WORDS},
            checked("ok", 3, [2, 1, 0, 3, 4, 5], {"eleves": "élèves"}, "ÉLÈVES is a word")),
    ApiCase("boggle-fr-check-found-with-accents", "boggle.check", {"language": "fr", "board": "elevesxxx", "word": "eleve",
                                                                   "found": ["Élève"], "word_list": FR_WORDS},
            checked("already_found", 0, [2, 1, 0, 3, 4], {"eleve": "élève"})),
    ApiCase("boggle-de-board-cells", "boggle.board", {"language": "de", "board": ["Qäöü", "abcd", "efgh", "ijkl"]},
            described(["Qu", "Ä", "Ö", "Ü", "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"],
                      ["qu", "ä", "ö", "ü", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])),
    ApiCase("boggle-de-generate-letters", "boggle.generate", {"language": "de", "method": "greedy-cad", "count": 8, "seed": 3,
                                                              "word_list": DE_WORDS}, generated_in("abcdefghijklmnopqrstuvwxyzäöü", 8)),
    ApiCase("boggle-es-generate-freq", "boggle.generate", {"language": "es", "method": "freq", "size": 3, "count": 12, "seed": 1,
                                                           "word_list": ES_WORDS}, generated_in("aeinoqsñ", 12, 3)),
    ApiCase("boggle-de-climb", "boggle.optimize", {"language": "de", "size": 3, "seed": 2, "chains": 2, "rounds": 2,
                                                   "word_list": DE_WORDS}, climbed(3, 2, 2)),
    *[ApiCase(f"boggle-{code}-daily", "boggle.daily", {"language": code, "date": "2026-11-21", "dictionary": f"{code}-common"},
              daily_in(letters)) for code, letters in (("fr", "abcdefghijklmnopqrstuvwxyz"), ("de", "abcdefghijklmnopqrstuvwxyzäöü"),
                                                       ("es", "abcdefghijklmnopqrstuvwxyzñ"))],
    # a letter of another language is refused naming itself and the language
    ApiCase("boggle-de-board-enye", "boggle.solve", {"language": "de", "board": "niñaxoxxx", "word_list": DE_WORDS},
            expect_error("not_letters", "board", "ñ is not a German letter")),
    ApiCase("boggle-es-board-umlaut", "boggle.solve", {"language": "es", "board": [["ä", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]],
                                                       "word_list": ES_WORDS},
            expect_error("not_letters", "board", "ä is not a Spanish letter")),
    ApiCase("boggle-en-board-umlaut", "boggle.board", {"board": "äbcdefghi"}, expect_error("not_letters", "board", "A to Z")),
    ApiCase("boggle-de-start-enye", "boggle.optimize", {"language": "de", "start": "ñbcdefghi", "word_list": DE_WORDS},
            expect_error("not_letters", "start", "ñ is not a German letter")),
    ApiCase("boggle-de-check-word-enye", "boggle.check", {"language": "de", "board": "ninaxoxxx",
                                                          "word": "niño", "word_list": DE_WORDS},
            expect_error("not_letters", "word", "German")),
    ApiCase("boggle-de-english-dictionary", "boggle.solve", {"language": "de", "board": B, "dictionary": "enable"},
            expect_error("wrong_language", "dictionary", "de-all")),

    ApiCase("boggle-best-board", "boggle.solve", {"board": B, "min_length": 3}, solved(3623, 1044)),
    ApiCase("boggle-best-board-rows", "boggle.solve", {"board": ["PERS", "latg", "s i n e", "ters"]}, solved(3623, 1044)),
    ApiCase("boggle-qu-cells", "boggle.solve", {"board": [["Qu", "i", "t"], ["e", "s", "a"], ["x", "x", "x"]],
                                                "word_list": "quit\nquits\nquite\nquiet\nqat\nsat\nseat\nsit"},
            solved(2 + 1 + 1 + 1, 4, "quits", size=3)),  # quits quit sat sit; quite/quiet/seat have no path
    ApiCase("boggle-5x5-default-min-4", "boggle.solve", {"board": "abcdefghijklmnopqrstuvwxy", "word_list": "abc\nabgf\nghmn"},
            solved(2, 2, "abgf", size=5)),  # abgf, ghmn; abc is too short on 5×5
    ApiCase("boggle-check-ok", "boggle.check", {"board": B, "word": "Plaster", "found": ["pert"]}, checked("ok", 5, [0, 4, 5, 8, 12, 13, 14])),
    ApiCase("boggle-check-found", "boggle.check", {"board": B, "word": "pert", "found": ["pert"]}, checked("already_found", 0, [0, 1, 2, 6])),
    ApiCase("boggle-check-short", "boggle.check", {"board": B, "word": "pe"}, checked("too_short")),
    ApiCase("boggle-check-off-grid", "boggle.check", {"board": B, "word": "zebra"}, checked("not_on_grid", 0, None)),
    ApiCase("boggle-check-not-word", "boggle.check", {"board": B, "word": "pela"}, checked("not_a_word", 0, [0, 1, 4, 5])),
    ApiCase("boggle-check-digits", "boggle.check", {"board": B, "word": "pe3t"}, expect_error("not_letters", "word")),
    ApiCase("boggle-generate-greedy-cad", "boggle.generate", {"method": "greedy-cad", "count": 20, "seed": 7}, generated("greedy-cad", 20)),
    ApiCase("boggle-generate-dice-big", "boggle.generate", {"method": "dice-big", "count": 5, "seed": 1}, generated("dice-big", 5, 5)),
    ApiCase("boggle-generate-rnd-3x3", "boggle.generate", {"method": "rnd", "size": 3, "count": 30, "seed": 2}, generated("rnd", 30, 3)),
    ApiCase("boggle-generate-seeded", "boggle.generate", {"method": "cad", "count": 1, "seed": 11}, same_boards("spesisattleseiti")),
    ApiCase("boggle-generate-dice-size", "boggle.generate", {"method": "dice-new", "size": 5}, expect_error("bad_size", "size", "4×4")),
    ApiCase("boggle-generate-bad-method", "boggle.generate", {"method": "magic"}, expect_error("bad_choice", "method", "greedy-cad")),
    ApiCase("boggle-generate-too-many", "boggle.generate", {"method": "rnd", "count": 10 ** 6}, expect_error("out_of_range", "count")),
    ApiCase("boggle-optimize-evals", "boggle.optimize", {"size": 4, "seed": 3, "max_evaluations": 150, "min_length": 3, "method": "anneal"}, optimized),
    ApiCase("boggle-climb-3x3", "boggle.optimize", {"size": 3, "seed": 4, "chains": 2, "rounds": 3, "seconds": 600}, climbed(3, 2, 3)),
    ApiCase("boggle-climb-no-rounds", "boggle.optimize", {"size": 3, "rounds": 0}, expect_error("out_of_range", "rounds")),
    ApiCase("boggle-anneal-chains", "boggle.optimize", {"method": "anneal", "chains": 4}, expect_error("bad_option", "chains", "climb")),
    ApiCase("boggle-optimize-bad-seconds", "boggle.optimize", {"seconds": 99999}, expect_error("out_of_range", "seconds")),
    ApiCase("boggle-daily", "boggle.daily", {"date": "2026-11-21"}, daily),
    ApiCase("boggle-play-5x5", "boggle.play", {"size": 5, "seed": 42}, played("dice-big", "oicntmeihoiealihfueoyqrar", 4)),
    ApiCase("boggle-play-3x3-default-seed", "boggle.play", {"size": 3, "min_length": 4}, played("freq", "sriemisgl", 4)),
    ApiCase("boggle-play-size-7", "boggle.play", {"size": 7}, expect_error("out_of_range", "size", "6")),
    ApiCase("boggle-play-bad-seed", "boggle.play", {"seed": -1}, expect_error("out_of_range", "seed")),
    ApiCase("boggle-play-seed-text", "boggle.play", {"seed": "abc"}, expect_error("wrong_type", "seed")),
    ApiCase("boggle-play-min-length", "boggle.play", {"size": 3, "min_length": 19}, expect_error("out_of_range", "min_length", "18")),
    ApiCase("boggle-daily-bad-date", "boggle.daily", {"date": "21/11/2026"}, expect_error("bad_date", "date", "YYYY-MM-DD")),
    ApiCase("boggle-not-square", "boggle.solve", {"board": "perslatgsinete"}, expect_error("not_square", "board", "14")),
    ApiCase("boggle-wrong-rows", "boggle.solve", {"board": ["pers", "lat", "sine", "ters"]}, expect_error("not_square", "board", "row 2")),
    ApiCase("boggle-digits", "boggle.solve", {"board": "pers1atgsineters"}, expect_error("not_letters", "board", "'1'")),
    ApiCase("boggle-size-7", "boggle.solve", {"board": "a" * 49}, expect_error("bad_size", "board", "7×7")),
    ApiCase("boggle-empty", "boggle.solve", {"board": ""}, expect_error("missing_field", "board")),
    ApiCase("boggle-missing", "boggle.solve", {}, expect_error("missing_field", "board")),
    ApiCase("boggle-wrong-type", "boggle.solve", {"board": 16}, expect_error("wrong_type", "board")),
    ApiCase("boggle-huge", "boggle.solve", {"board": "a" * 100000}, expect_error("too_long", "board")),
    ApiCase("boggle-min-length-low", "boggle.solve", {"board": B, "min_length": 2}, expect_error("out_of_range", "min_length")),
    ApiCase("boggle-unknown-field", "boggle.solve", {"bord": B}, expect_error("unknown_field", "bord", "board")),
]
