"""Spelling Bee API cases, run in CPython and in Pyodide."""
from tests.harness.api_cases import ApiCase, expect_error


def bee(score: int, words: int, pangrams: int, first: str | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["score"], r["word_count"], r["pangram_count"]) == (score, words, pangrams)
        assert len(r["words"]) == words and sum(w["points"] for w in r["words"]) == score
        keys = [(-w["points"], w["word"]) for w in r["words"]]
        assert keys == sorted(keys), "words sorted by points, then alphabetically"
        if first:
            assert r["words"][0]["word"] == first
    return check


CASES = [
    ApiCase("bee-best-no-s", "bee.solve", {"letters": "aeginrt", "center": "r"}, bee(3898, 537, 50, "reaggregating")),
    ApiCase("bee-best-with-s", "bee.solve", {"letters": "EAINRST", "center": "E"}, bee(8681, 1179, 86)),
    ApiCase("bee-worst", "bee.solve", {"letters": "xcinopr", "center": "x"}, bee(14, 1, 1, "princox")),
    ApiCase("bee-any-order-case", "bee.solve", {"letters": "TrNiGeA", "center": "r"}, bee(3898, 537, 50)),
    ApiCase("bee-custom-list", "bee.solve",
            {"letters": "aeginrt", "center": "r", "word_list": "Rate\ngrate\n\ntearing\ncat\ngrater\n"}, bee(26, 4, 1, "tearing")),
    ApiCase("bee-six-letters", "bee.solve", {"letters": "aeginr", "center": "r"}, expect_error("wrong_length", "letters", "7")),
    ApiCase("bee-repeated", "bee.solve", {"letters": "aeginrr", "center": "r"}, expect_error("repeated_letter", "letters", "R")),
    ApiCase("bee-center-not-on-board", "bee.solve", {"letters": "aeginrt", "center": "s"}, expect_error("bad_center", "center")),
    ApiCase("bee-digits", "bee.solve", {"letters": "aegin7t", "center": "a"}, expect_error("not_letters", "letters", "'7'")),
    ApiCase("bee-empty", "bee.solve", {"letters": "", "center": "a"}, expect_error("missing_field", "letters")),
    ApiCase("bee-missing-center", "bee.solve", {"letters": "aeginrt"}, expect_error("missing_field", "center")),
    ApiCase("bee-wrong-type", "bee.solve", {"letters": ["a"], "center": "a"}, expect_error("wrong_type", "letters")),
    ApiCase("bee-huge", "bee.solve", {"letters": "a" * 100000, "center": "a"}, expect_error("too_long", "letters")),
    ApiCase("bee-unknown-field", "bee.solve", {"leters": "aeginrt", "center": "r"}, expect_error("unknown_field", "leters", "letters")),
    ApiCase("bee-bad-dictionary", "bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "klingon"}, expect_error("bad_choice", "dictionary")),
    ApiCase("bee-garbage-word-list", "bee.solve", {"letters": "aeginrt", "center": "r", "word_list": "rate\nd0g\n"},
            expect_error("bad_word_list", "word_list", "The word list may hold only words of the letters A to Z, one per line; line 2 is \"d0g\".")),
    ApiCase("bee-garbage-word-list-lines", "bee.solve", {"letters": "aeginrt", "center": "r", "word_list": [1, 2, "x y", "rate", "z!"]},
            expect_error("bad_word_list", "word_list", "; line 1 is a number, line 2 is a number and line 3 is \"x y\" (the first 3 of them; there may be more).")),
    ApiCase("api-unknown-action", "bee.slove", {}, expect_error("unknown_action", None, "bee.solve")),
    ApiCase("api-params-not-object", "bee.solve", ["aeginrt"], expect_error("wrong_type")),
]


# --- best boards -------------------------------------------------------------------------------

def boards(*expected: tuple[str, str, int], count: int | None = None):
    """A check: the first boards are these (letters, center, score), in order."""
    def check(r: dict) -> None:
        assert "error" not in r, r
        got = [(b["letters"], b["center"], b["score"]) for b in r["boards"]]
        assert got[:len(expected)] == list(expected), got[:5]
        if count is not None:
            assert len(got) == count
        for b in r["boards"]:
            assert set(b) == {"letters", "center", "score", "word_count", "pangram_count"} and b["pangram_count"] >= 1
    return check


CUSTOM = "game\namalgam\nmegaplex\ngamma\naxle\nlame\nplex\nmega\ncacciatore\nerotica\n"
CASES += [
    ApiCase("bee-search-best-no-s", "bee.best", {"exclude": "s", "top": 10, "order": "best"},
            boards(("aeginrt", "r", 3898), ("aeginrt", "n", 3782), count=10)),
    ApiCase("bee-search-best-with-s", "bee.best", {"exclude": "", "top": 1}, boards(("aeinrst", "e", 8681), count=1)),
    ApiCase("bee-search-worst", "bee.best", {"exclude": "s", "order": "worst", "top": 3}, boards(("cinoprx", "x", 14), count=3)),
    ApiCase("bee-best-include-q", "bee.best", {"exclude": "S", "include": "q", "top": 2},
            boards(("adeqrtu", "e", 1055), ("einqrtu", "e", 1029))),
    ApiCase("bee-best-custom-list", "bee.best", {"exclude": "", "top": 3, "word_list": CUSTOM},
            boards(("aceiort", "a", 31), ("aceiort", "c", 31), ("aceiort", "e", 31), count=3)),
    ApiCase("bee-best-no-board", "bee.best", {"include": "j", "exclude": "", "word_list": CUSTOM}, boards(count=0)),
    ApiCase("bee-best-conflict", "bee.best", {"exclude": "s", "include": "S"}, expect_error("conflicting_fields", "include", "S")),
    ApiCase("bee-best-include-too-many", "bee.best", {"exclude": "", "include": "abcdefgh"}, expect_error("too_long", "include")),
    ApiCase("bee-best-top-zero", "bee.best", {"top": 0}, expect_error("out_of_range", "top")),
    ApiCase("bee-best-top-text", "bee.best", {"top": "ten"}, expect_error("wrong_type", "top")),
    ApiCase("bee-best-bad-order", "bee.best", {"order": "middle"}, expect_error("bad_choice", "order", "worst")),
    ApiCase("bee-best-exclude-digit", "bee.best", {"exclude": "s1"}, expect_error("not_letters", "exclude")),
]


# --- play mode ---------------------------------------------------------------------------------

def verdict(reason: str | None, points: int = 0, score: int | None = None, message: str | None = None, pangram: bool = False):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["reason"], r["valid"], r["points"], r["pangram"]) == (reason, reason is None, points, pangram), r
        if score is not None:
            assert r["score"] == score
        if message:
            assert message.lower() in r["message"].lower(), r["message"]
        assert r["rank"]["max_score"] == 3898 and r["rank"]["name"]
    return check


PLAY = {"letters": "aeginrt", "center": "r", "found": ["tear", "grate"]}  # 1 + 5 points found
CASES += [
    ApiCase("bee-check-valid", "bee.check", {**PLAY, "guess": "rating"}, verdict(None, 6, 12, "+6")),
    ApiCase("bee-check-pangram", "bee.check", {**PLAY, "guess": "Granite"}, verdict(None, 14, 20, "pangram", True)),
    ApiCase("bee-check-too-short", "bee.check", {**PLAY, "guess": "rat"}, verdict("too_short", 0, 6, "too short")),
    ApiCase("bee-check-empty", "bee.check", {**PLAY, "guess": ""}, verdict("too_short", 0, 6)),
    ApiCase("bee-check-missing-center", "bee.check", {**PLAY, "guess": "gait"}, verdict("missing_center", 0, 6, "center letter: every word uses R")),
    ApiCase("bee-check-bad-letters", "bee.check", {**PLAY, "guess": "grates"}, verdict("bad_letters", 0, 6, "S is not on the board")),
    ApiCase("bee-check-bad-letters-two", "bee.check", {**PLAY, "guess": "grooms"}, verdict("bad_letters", 0, 6, "M, O, S are not")),
    ApiCase("bee-check-not-in-list", "bee.check", {**PLAY, "guess": "rrrr"}, verdict("not_in_word_list", 0, 6, "not in word list")),
    ApiCase("bee-check-already-found", "bee.check", {**PLAY, "guess": "TEAR"}, verdict("already_found", 0, 6, "already found")),
    ApiCase("bee-check-ignores-junk-found", "bee.check", {**PLAY, "found": ["tear", "zzzz", "tear"], "guess": "rate"},
            verdict(None, 1, 2)),
    ApiCase("bee-check-guess-digits", "bee.check", {**PLAY, "guess": "r4te"}, expect_error("not_letters", "guess")),
    ApiCase("bee-check-guess-missing", "bee.check", PLAY, expect_error("missing_field", "guess")),
    ApiCase("bee-check-found-not-list", "bee.check", {**PLAY, "guess": "rate", "found": "tear"}, expect_error("wrong_type", "found")),
    ApiCase("bee-check-found-number", "bee.check", {**PLAY, "guess": "rate", "found": [3]}, expect_error("wrong_type", "found")),
    ApiCase("bee-check-found-huge", "bee.check", {**PLAY, "guess": "rate", "found": ["tear"] * 6000}, expect_error("too_long", "found")),
]


def rank_is(name: str, score: int, nxt: str | None, to_next: int | None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["name"], r["score"], r["next"], r["to_next"]) == (name, score, nxt, to_next), r
        assert [x["name"] for x in r["ranks"]][::3] == ["Beginner", "Good", "Great", "Queen Bee"]
    return check


def hints_check(r: dict) -> None:
    assert "error" not in r, r
    assert r["remaining"]["words"] == 535 and r["grid"]["total"] == 535 and sum(r["grid"]["totals"]) == 535
    assert {x["letter"] for x in r["grid"]["rows"]} == set("aeginrt")
    assert sum(x["count"] for x in r["two_letter"]) == 535 and r["rank"]["name"] == "Beginner"


def full_hints(r: dict) -> None:
    """AEGINRT/R on ENABLE with TEAR and GRATE found and GRANITE revealed."""
    assert "error" not in r, r
    assert r["total"] == {"words": 537, "points": 3898, "pangrams": 50, "perfect_pangrams": 5}
    assert r["found"] == {"words": 2, "points": 6, "pangrams": 0, "perfect_pangrams": 0}
    assert r["remaining"] == {"words": 534, "points": 3878, "pangrams": 49, "perfect_pangrams": 4}
    assert r["bingo"] is True and r["no_start"] == []
    assert r["genius"] == {"name": "Genius", "min_score": 2729, "to_go": 2723}
    assert r["queen_bee"] == {"name": "Queen Bee", "min_score": 3898, "to_go": 3892}
    assert r["gn4l"]["possible"] and r["gn4l"]["genius"] == 2729 and r["gn4l"]["reachable"]
    assert r["grid"]["all_total"] == 537 and r["grid"]["total"] == 534
    gra = next(x for x in r["three_letter"] if x["start"] == "gra")
    assert gra["all"] - gra["count"] == 2  # grate found, granite revealed
    assert sum(x["count"] for x in r["three_letter"]) == 534 and r["rank"]["score"] == 6


def prefix_is(alive: bool, left: int, total: int):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["alive"], r["left"], r["all"]) == (alive, left, total), r
    return check


def revealed(ok):
    def check(r: dict) -> None:
        assert "error" not in r and ok(r["word"]), r
    return check


def ranks_are(*minimums: int):
    def check(r: dict) -> None:
        assert [x["min_score"] for x in r["ranks"]] == list(minimums), r["ranks"]
    return check


def puzzle(key: str, value, lo: int = 1, hi: int = 10**6, no_s: bool = True):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r[key] == value and lo <= r["word_count"] <= hi and r["pangram_count"] >= 1
        assert len(r["letters"]) == 7 and r["center"] in r["letters"] and (not no_s or "s" not in r["letters"])
        assert r["ranks"][-1] == {"name": "Queen Bee", "min_score": r["score"]}
    return check


CASES += [
    ApiCase("bee-rank-start", "bee.rank", {"letters": "aeginrt", "center": "r"}, rank_is("Beginner", 0, "Good Start", 78)),
    ApiCase("bee-rank-found", "bee.rank", {**PLAY, "found": ["granite", "tangerine", "reaggregating"]}, rank_is("Beginner", 50, "Good Start", 28)),
    ApiCase("bee-hints", "bee.hints", PLAY, hints_check),
    ApiCase("bee-hints-full", "bee.hints", {**PLAY, "revealed": ["granite", "zzzz"]}, full_hints),
    ApiCase("bee-hints-revealed-not-list", "bee.hints", {**PLAY, "revealed": "granite"}, expect_error("wrong_type", "revealed")),
    ApiCase("bee-prefix-alive", "bee.prefix", {**PLAY, "prefix": "GRAT"}, prefix_is(True, 7, 8)),  # grate found
    ApiCase("bee-prefix-dead", "bee.prefix", {**PLAY, "prefix": "tearx"}, prefix_is(False, 0, 0)),
    ApiCase("bee-prefix-all-found", "bee.prefix", {**PLAY, "prefix": "tear", "found": ["tear", "tearing", "tearer", "tearier"]},
            prefix_is(False, 0, 4)),
    ApiCase("bee-prefix-empty", "bee.prefix", {**PLAY, "prefix": ""}, prefix_is(True, 535, 537)),
    ApiCase("bee-prefix-digits", "bee.prefix", {**PLAY, "prefix": "gr4"}, expect_error("not_letters", "prefix")),
    ApiCase("bee-prefix-missing", "bee.prefix", PLAY, expect_error("missing_field", "prefix")),
    ApiCase("bee-reveal", "bee.reveal", PLAY, revealed(lambda e: e["word"] not in PLAY["found"] and e["points"] >= 1)),
    ApiCase("bee-reveal-custom", "bee.reveal", {"letters": "aeglmpx", "center": "x", "word_list": CUSTOM, "found": ["axle"]},
            revealed(lambda e: e["word"] in ("plex", "megaplex"))),
    ApiCase("bee-reveal-custom-done", "bee.reveal", {"letters": "aeglmpx", "center": "x", "word_list": CUSTOM,
                                                     "found": ["axle", "plex", "megaplex"]}, revealed(lambda e: e is None)),
    ApiCase("bee-random", "bee.random", {"seed": 42, "min_words": 20, "max_words": 60}, puzzle("seed", 42, 20, 60)),
    ApiCase("bee-random-text-seed", "bee.random", {"seed": "hello", "exclude_s": False}, puzzle("seed", "hello", no_s=False)),
    ApiCase("bee-random-impossible", "bee.random", {"seed": 1, "min_words": 8, "exclude_s": False, "word_list": CUSTOM},
            expect_error("no_board", "min_words", "widen")),
    ApiCase("bee-random-custom-in-range", "bee.random", {"seed": 1, "min_words": 5, "max_words": 5, "word_list": CUSTOM},
            puzzle("seed", 1, 5, 5)),
    ApiCase("bee-random-range-upside-down", "bee.random", {"seed": 1, "min_words": 50, "max_words": 10}, expect_error("out_of_range", "max_words")),
    ApiCase("bee-random-no-pangram", "bee.random", {"seed": 1, "word_list": "rate\ngrate\n"}, expect_error("no_board", "word_list", "seven")),
    ApiCase("bee-random-no-pangram-without-s", "bee.random", {"seed": 1, "word_list": "strange\nrate\n"},
            expect_error("no_board", "word_list", "without S")),
    ApiCase("bee-random-pangram-with-s", "bee.random", {"seed": 1, "exclude_s": False, "word_list": "strange\nrate\n"},
            puzzle("seed", 1, no_s=False)),
    ApiCase("bee-daily-no-pangram", "bee.daily", {"date": "2026-01-31", "word_list": ["rate", "grate"]}, expect_error("no_board", "word_list")),
    ApiCase("bee-random-no-seed", "bee.random", {}, expect_error("missing_field", "seed")),
    ApiCase("bee-random-seed-list", "bee.random", {"seed": [1]}, expect_error("wrong_type", "seed")),
    ApiCase("bee-daily", "bee.daily", {"date": "2026-01-31"}, puzzle("date", "2026-01-31", 20, 60)),
    ApiCase("bee-daily-feb-30", "bee.daily", {"date": "2026-02-30"}, expect_error("bad_date", "date", "YYYY-MM-DD")),
    ApiCase("bee-daily-loose", "bee.daily", {"date": "2026-1-5"}, expect_error("bad_date", "date")),
    ApiCase("bee-daily-missing", "bee.daily", {}, expect_error("missing_field", "date")),
    ApiCase("bee-solve-ranks", "bee.solve", {"letters": "aeginrt", "center": "r"}, ranks_are(0, 78, 195, 312, 585, 975, 1559, 1949, 2729, 3898)),
]


# --- other languages (brought lists, so the cases need no list file) ------------------------------

DE = "Mädchen\nHände\nHändler\nÄnderung\nÄrger\nRätsel\nStraße\nÜber\nDächer\n"
ES = "niño\nniña\nmañana\ncañones\ncañón\ncaña\naño\npañuelo\nsueño\nAÑORAR\n"
FR = "élève\nlevée\nélevé\nrêvé\nréveil\nvérité\nveille\nrelative\n"


def spelled(**expected: str):
    """A check: the answer names each word's spelling."""
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["spellings"] == expected, r["spellings"]
    return check


def de_board(r: dict) -> None:
    """ÄDEGNRU/Ä on the German list: änderung (8 + 7) and ärger (5)."""
    bee(20, 2, 1, "änderung")(r)
    assert (r["letters"], r["center"]) == ("degnruä", "ä") and r["spellings"] == {}
    assert [x["name"] for x in r["ranks"]][::3] == ["Anfänger", "Gut", "Großartig", "Bienenkönigin"]


def es_board(r: dict) -> None:
    """ACENOSÑ/Ñ on the Spanish list: cañones (7 + 7), cañón (5, played as cañon), caña (1)."""
    bee(20, 3, 1, "cañones")(r)
    assert r["spellings"] == {"cañon": "cañón"} and r["ranks"][-1] == {"name": "Abeja reina", "min_score": 20}


def fr_board(r: dict) -> None:
    """EILRTUV/V on the French list, typed with an accent: réveil, veille, vérité (6 each), élève (élevé), levée, rêvé."""
    bee(29, 6, 0, "reveil")(r)
    assert [e["word"] for e in r["words"]] == ["reveil", "veille", "verite", "eleve", "levee", "reve"]
    assert r["spellings"] == {"eleve": "élève", "levee": "levée", "reve": "rêvé", "reveil": "réveil", "verite": "vérité"}
    assert r["ranks"][0]["name"] == "Débutant"


def german_pangram(r: dict) -> None:
    """HÄNDLER typed after Hände on DEHLNRÄ/Ä: a pangram, 7 + 7, and every point of the board."""
    assert "error" not in r, r
    assert (r["guess"], r["valid"], r["points"], r["pangram"], r["score"]) == ("händler", True, 14, True, 19), r
    assert r["rank"]["name"] == "Bienenkönigin" and r["spellings"] == {}


def german_rank(r: dict) -> None:
    """Hände found on DEHLNRÄ/Ä: 5 of 19 points, "Schön", 3 points to "Großartig"."""
    assert "error" not in r, r
    assert (r["name"], r["score"], r["next"], r["to_next"]) == ("Schön", 5, "Großartig", 3), r
    assert [e["word"] for e in r["found_words"]] == ["hände"]


def spanish_daily(r: dict) -> None:
    """The Spanish day's board of the list: the board without S (pañuelo's), ranked in Spanish."""
    assert "error" not in r, r
    assert (r["letters"], r["date"], r["pangram_count"]) == ("aelopuñ", "2026-01-31", 1) and r["center"] in r["letters"]
    assert r["ranks"][-1] == {"name": "Abeja reina", "min_score": r["score"]} and "dictionary" not in r


CASES += [
    ApiCase("bee-de-solve", "bee.solve", {"language": "de", "letters": "ÄDERNGU", "center": "Ä", "word_list": DE}, de_board),
    ApiCase("bee-de-spelling", "bee.solve", {"language": "de", "letters": "aerstzu", "center": "t", "word_list": DE},
            spelled(strasse="straße")),
    ApiCase("bee-es-solve", "bee.solve", {"language": "es", "letters": "ÑACENOS", "center": "Ñ", "word_list": ES}, es_board),
    ApiCase("bee-fr-solve", "bee.solve", {"language": "fr", "letters": "ÉLRTVIU", "center": "v", "word_list": FR}, fr_board),
    ApiCase("bee-de-best", "bee.best", {"language": "de", "exclude": "", "top": 2, "word_list": DE},
            boards(("degnruä", "e", 20), ("degnruä", "g", 20), count=2)),
    ApiCase("bee-de-best-include-umlaut", "bee.best", {"language": "de", "exclude": "s", "include": "Ü", "word_list": DE},
            boards(count=0)),
    ApiCase("bee-es-worst", "bee.best", {"language": "es", "exclude": "", "order": "worst", "top": 1, "word_list": ES},
            boards(("acenosñ", "e", 14), count=1)),
    ApiCase("bee-de-check-pangram", "bee.check", {"language": "de", "letters": "dehlnrä", "center": "ä", "guess": "HÄNDLER",
                                                  "found": ["Hände"], "word_list": DE},
            german_pangram),
    ApiCase("bee-de-rank-german", "bee.rank", {"language": "de", "letters": "dehlnrä", "center": "ä", "found": ["hände"], "word_list": DE},
            german_rank),
    ApiCase("bee-es-daily", "bee.daily", {"language": "es", "date": "2026-01-31", "word_list": ES},
            spanish_daily),
    ApiCase("bee-de-board-with-n-tilde", "bee.solve", {"language": "de", "letters": "ädrnegñ", "center": "ä", "word_list": DE},
            expect_error("not_letters", "letters", "ñ is not a German letter")),
    ApiCase("bee-es-board-with-umlaut", "bee.solve", {"language": "es", "letters": "acenosä", "center": "ñ", "word_list": ES},
            expect_error("not_letters", "letters", "ä is not a Spanish letter")),
    ApiCase("bee-fr-center-n-tilde", "bee.solve", {"language": "fr", "letters": "elrtviu", "center": "ñ", "word_list": FR},
            expect_error("not_letters", "center", "ñ is not a French letter")),
    ApiCase("bee-es-guess-umlaut", "bee.check", {"language": "es", "letters": "acenosñ", "center": "ñ", "guess": "cañän", "word_list": ES},
            expect_error("not_letters", "guess", "ä is not a Spanish letter")),
    ApiCase("bee-de-exclude-n-tilde", "bee.best", {"language": "de", "exclude": "ñ", "word_list": DE},
            expect_error("not_letters", "exclude", "ñ")),
    ApiCase("bee-de-english-dictionary", "bee.solve", {"language": "de", "letters": "aeginrt", "center": "r", "dictionary": "enable"},
            expect_error("wrong_language", "dictionary", "English word list")),
    ApiCase("bee-fr-spanish-dictionary", "bee.best", {"language": "fr", "dictionary": "es-common"},
            expect_error("wrong_language", "dictionary", "Spanish word list")),
    ApiCase("bee-es-word-list-with-umlaut", "bee.solve", {"language": "es", "letters": "acenosñ", "center": "ñ", "word_list": "niño\nd0s\n"},
            expect_error("bad_word_list", "word_list", "Spanish letters")),
]
