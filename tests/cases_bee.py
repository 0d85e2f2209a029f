"""Spelling Bee API cases, run in CPython and in Pyodide."""
from api_cases import ApiCase, expect_error


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
    ApiCase("bee-garbage-word-list", "bee.solve", {"letters": "aeginrt", "center": "r", "word_list": "rate\nd0g\n"}, expect_error("bad_word_list", "word_list", "line 2")),
    ApiCase("api-unknown-action", "bee.slove", {}, expect_error("unknown_action", None, "bee.solve")),
    ApiCase("api-params-not-object", "bee.solve", ["aeginrt"], expect_error("wrong_type")),
]
