"""Anigrams API cases, run in CPython and in Pyodide."""
from tests.harness.api_cases import ApiCase, expect_error


def ok(r: dict) -> None:
    assert "error" not in r, r


def ladder_is_valid(r: dict) -> None:
    """Each step's term is the one before plus its added letter; every word uses exactly the term's letters."""
    ok(r)
    steps = r["steps"]
    assert len(steps) == len(r["chain"]) == r["length"] and steps[0]["added"] is None
    for before, after in zip(steps, steps[1:]):
        assert "".join(sorted(before["term"] + after["added"])) == after["term"], (before, after)
    for s, w in zip(steps, r["chain"]):
        assert w in s["words"] and all("".join(sorted(x)) == s["term"] for x in s["words"]), s


def longest(length: int, chain: list[str] | None = None, ends: list[str] | None = None):
    def check(r: dict) -> None:
        ladder_is_valid(r)
        assert r["length"] == length, r["chain"]
        if chain:
            assert r["chain"] == chain
        if ends:
            assert r["ends"] == ends
    return check


def games(n: int, start: str | None = None, top: str | None = None):
    def check(r: dict) -> None:
        ok(r)
        assert r["games"] == n and r["start"] == start, r
        if top:
            assert r["top_starts"][0]["term"] == top
    return check


def next_of(term: str, letters: str, games_through: dict[str, int]):
    def check(r: dict) -> None:
        ok(r)
        assert r["term"] == term and "".join(n["letter"] for n in r["next"]) == letters
        assert r["games"] == sum(n["games"] for n in r["next"])
        through = {n["letter"]: n["games"] for n in r["next"]}
        assert all(through[c] == g for c, g in games_through.items()), through
    return check


def a_game(date: str | None = None, letters: str | None = None):
    def check(r: dict) -> None:
        ok(r)
        steps = r["steps"]
        assert [len(s["term"]) for s in steps] == [4, 5, 6, 7, 8, 9] and len(r["letters"]) == 9
        for before, after in zip(steps, steps[1:]):
            assert "".join(sorted(before["term"] + after["added"])) == after["term"]
        assert all(s["words"] and sorted(s["scrambled"]) == sorted(s["term"]) for s in steps)
        assert r["date"] == date and (r.get("number", 0) > 0 or date is None)
        if letters:  # the same game in CPython and in Pyodide: seeding by a string is stable across versions
            assert r["letters"] == letters, r["letters"]
    return check


def verdict(correct: bool, reason: str, missing: str = "", extra: str = ""):
    def check(r: dict) -> None:
        ok(r)
        assert (r["correct"], r["reason"], r["missing"], r["extra"]) == (correct, reason, missing, extra), r
        assert r["message"]
    return check


MINI = "dire\nride\ndried\nredid\nriddle\nriddler\nriddlers\ncider\n"

CASES = [
    ApiCase("anigrams-longest-all", "anigrams.longest_all", {}, longest(13, ends=["indeterminations", "underestimations"])),
    ApiCase("anigrams-longest-needs-a-start", "anigrams.longest", {}, expect_error("missing_field", "start")),
    ApiCase("anigrams-longest-beep", "anigrams.longest", {"start": "beep"},
            longest(6, ["beep", "plebe", "beleap", "beleapt", "bedplate", "bedplates"])),
    ApiCase("anigrams-longest-deir", "anigrams.longest", {"start": "RIDE"}, longest(12)),
    ApiCase("anigrams-longest-custom", "anigrams.longest", {"start": "deir", "word_list": MINI},
            longest(5, ["ride", "redid", "riddle", "riddler", "riddlers"], ["riddlers"])),
    ApiCase("anigrams-count-aers", "anigrams.count", {"start": "aers", "goal_length": 9}, games(64422, "aers")),
    ApiCase("anigrams-count-all", "anigrams.count_all", {}, games(4_510_515, None, "aers")),
    ApiCase("anigrams-count-all-goal", "anigrams.count_all", {"goal_length": 5, "word_list": MINI}, games(2, None, "deir")),
    ApiCase("anigrams-count-needs-a-start", "anigrams.count", {"goal_length": 9}, expect_error("missing_field", "start")),
    ApiCase("anigrams-count-beep", "anigrams.count", {"start": "peeb"}, games(1, "beep")),
    ApiCase("anigrams-count-custom-goal", "anigrams.count", {"start": "deir", "goal_length": 8, "word_list": MINI}, games(1, "deir")),
    ApiCase("anigrams-next-deir", "anigrams.next", {"term": "deir"}, next_of("deir", "abcdefghjklmnprstvw", {"d": 235})),
    ApiCase("anigrams-next-custom", "anigrams.next", {"term": "ddeir", "word_list": MINI}, next_of("ddeir", "l", {"l": 0})),
    ApiCase("anigrams-game-date", "anigrams.game", {"date": "2026-11-21"}, a_game("2026-11-21")),
    ApiCase("anigrams-game-seed", "anigrams.game", {"seed": 42}, a_game()),
    ApiCase("anigrams-game-same-everywhere", "anigrams.game", {"date": "2026-11-21"}, a_game("2026-11-21", "aostrpetr")),  # offensive words hidden: the default of a game
    ApiCase("anigrams-check-right", "anigrams.check", {"term": "deir", "guess": "Ride"}, verdict(True, "ok")),
    ApiCase("anigrams-check-letters", "anigrams.check", {"term": "deir", "guess": "rids"}, verdict(False, "wrong_letters", "e", "s")),
    ApiCase("anigrams-check-not-word", "anigrams.check", {"term": "deir", "guess": "drie"}, verdict(False, "not_a_word")),
    ApiCase("anigrams-start-3", "anigrams.longest", {"start": "die"}, expect_error("wrong_length", "start", "4")),
    ApiCase("anigrams-start-10", "anigrams.count", {"start": "determines"}, expect_error("wrong_length", "start", "4")),
    ApiCase("anigrams-start-digits", "anigrams.longest", {"start": "de1r"}, expect_error("not_letters", "start", "'1'")),
    ApiCase("anigrams-start-no-word", "anigrams.longest", {"start": "abcd"}, expect_error("not_a_word", "start", "ABCD")),
    ApiCase("anigrams-count-no-word", "anigrams.count", {"start": "xqzv"}, expect_error("not_a_word", "start")),
    ApiCase("anigrams-start-wrong-type", "anigrams.longest", {"start": 1234}, expect_error("wrong_type", "start")),
    ApiCase("anigrams-start-huge", "anigrams.longest", {"start": "e" * 100000}, expect_error("too_long", "start")),
    ApiCase("anigrams-goal-range", "anigrams.count", {"start": "aers", "goal_length": 3}, expect_error("out_of_range", "goal_length")),
    ApiCase("anigrams-goal-type", "anigrams.count_all", {"goal_length": "nine"}, expect_error("wrong_type", "goal_length")),
    ApiCase("anigrams-next-short", "anigrams.next", {"term": "ire"}, expect_error("wrong_length", "term", "4")),
    ApiCase("anigrams-next-missing", "anigrams.next", {}, expect_error("missing_field", "term")),
    ApiCase("anigrams-game-bad-date", "anigrams.game", {"date": "2026-02-30"}, expect_error("bad_date", "date", "YYYY-MM-DD")),
    ApiCase("anigrams-game-week-date", "anigrams.game", {"date": "2026-W47-6"}, expect_error("bad_date", "date")),
    ApiCase("anigrams-game-nothing", "anigrams.game", {}, expect_error("missing_field", "date")),
    ApiCase("anigrams-game-both", "anigrams.game", {"date": "2026-11-21", "seed": 1}, expect_error("conflicting_fields", "date")),
    ApiCase("anigrams-game-negative-seed", "anigrams.game", {"seed": -1}, expect_error("out_of_range", "seed")),
    ApiCase("anigrams-game-no-games", "anigrams.game", {"seed": 1, "word_list": MINI}, expect_error("no_games")),
    ApiCase("anigrams-check-guess-digits", "anigrams.check", {"term": "deir", "guess": "r1de"}, expect_error("not_letters", "guess")),
    ApiCase("anigrams-check-term-no-word", "anigrams.check", {"term": "abcd", "guess": "abcd"}, expect_error("not_a_word", "term")),
    ApiCase("anigrams-unknown-field", "anigrams.longest", {"strat": "deir"}, expect_error("unknown_field", "strat", "start")),
]

# --- other languages: French, German, Spanish ----------------------------------------------------

FRENCH = ["élève", "élèves", "rêve", "rêves", "revers", "rêvera"]
GERMAN = ["rose", "Röse", "Sören", "stören", "Mädchen"]


def spelled(spellings: dict, check=ok):
    """An answer in another language: its own check, and the spellings of the words it shows."""
    def both(r: dict) -> None:
        check(r)
        assert r["spellings"] == spellings, r.get("spellings")
    return both


def a_game_in(code: str, date: str, played: str):
    """A language's game of the day: from its common list, of its letters, unlike English's that day."""
    letters = {"fr": "abcdefghijklmnopqrstuvwxyz", "de": "abcdefghijklmnopqrstuvwxyzäöü", "es": "abcdefghijklmnopqrstuvwxyzñ"}[code]

    def check(r: dict) -> None:
        a_game(date, played)(r)
        assert set(r["letters"]) <= set(letters) and "spellings" in r
        assert r["letters"] != "aostrpetr", "not English's game of the day"
    return check


CASES += [
    ApiCase("anigrams-fr-longest-spelled", "anigrams.longest", {"language": "fr", "word_list": FRENCH, "start": "RÊVE"},
            spelled({"reve": "rêve", "reves": "rêves"}, longest(3, ["reve", "reves", "revers"]))),
    ApiCase("anigrams-de-longest-umlauts", "anigrams.longest", {"language": "de", "word_list": GERMAN, "start": "RÖSE"},
            spelled({}, longest(3, ["röse", "sören", "stören"]))),
    ApiCase("anigrams-de-next-umlaut", "anigrams.next", {"language": "de", "word_list": GERMAN, "term": "eors"},
            spelled({}, next_of("eors", "", {}))),
    ApiCase("anigrams-de-next-adds-umlaut", "anigrams.next", {"language": "de", "word_list": GERMAN + ["säore"], "term": "eors"},
            spelled({}, next_of("eors", "ä", {"ä": 0}))),
    ApiCase("anigrams-fr-check-typed-accents", "anigrams.check", {"language": "fr", "word_list": FRENCH, "term": "eerv", "guess": "Rêve"},
            spelled({"reve": "rêve"}, verdict(True, "ok"))),
    ApiCase("anigrams-de-start-enye", "anigrams.longest", {"language": "de", "start": "roñe", "word_list": GERMAN},
            expect_error("not_letters", "start", "ñ is not a German letter")),
    ApiCase("anigrams-es-start-umlaut", "anigrams.count", {"language": "es", "start": "äbcd", "word_list": ["niño"]},
            expect_error("not_letters", "start", "ä is not a Spanish letter")),
    ApiCase("anigrams-fr-guess-enye", "anigrams.check", {"language": "fr", "term": "eerv", "guess": "ñeve", "word_list": FRENCH},
            expect_error("not_letters", "guess", "ñ is not a French letter")),
    ApiCase("anigrams-de-english-list", "anigrams.longest_all", {"language": "de", "dictionary": "enable"},
            expect_error("wrong_language", "dictionary", "German")),
    ApiCase("anigrams-es-count-all-brought", "anigrams.count_all", {"language": "es", "goal_length": 5,
                                                                    "word_list": ["Niño", "niños", "años", "año"]},
            spelled({}, games(1, None, "inoñ"))),
    ApiCase("anigrams-fr-game-of-the-day", "anigrams.game", {"language": "fr", "date": "2026-11-21"}, a_game_in("fr", "2026-11-21", "eortnipes")),
    ApiCase("anigrams-de-game-of-the-day", "anigrams.game", {"language": "de", "date": "2026-11-21"}, a_game_in("de", "2026-11-21", "iimnterae")),
    ApiCase("anigrams-es-game-of-the-day", "anigrams.game", {"language": "es", "date": "2026-11-21"}, a_game_in("es", "2026-11-21", "acetolrrs")),
]
