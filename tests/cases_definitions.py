"""API cases for `define` (WordNet definitions), run in CPython and in Pyodide (where every case
first fetches its chunks on demand: Python asks with need_data, the runtime fetches and retries)."""
from tests.harness.api_cases import ApiCase, expect_error


def entry(result: dict, lemma: str) -> dict:
    return next(e for e in result["entries"] if e["lemma"] == lemma)


def glosses(result: dict, lemma: str, pos: str | None = None) -> list[str]:
    return [s["gloss"] for s in entry(result, lemma)["senses"] if pos is None or s["pos"] == pos]


def check_plastering(r):
    assert r["word"] == "plastering" and r["found"] is True and r["source"] == "WordNet 3.1"
    assert r["lemma"] == "plaster"  # the inflection's base first: a verb form of plaster
    assert [e["lemma"] for e in r["entries"]] == ["plaster", "plastering"]
    assert entry(r, "plaster")["inflected"] is True and entry(r, "plastering")["inflected"] is False
    assert {s["pos"] for s in entry(r, "plaster")["senses"]} == {"verb"}  # not plaster's noun senses
    assert "cover conspicuously or thickly, as by pasting something on" in glosses(r, "plaster")
    assert glosses(r, "plastering") == ["the application of plaster"]


def check_irregular(word: str, lemma: str, pos: str, gloss_has: str):
    def check(r):
        assert r["found"] and r["lemma"] == lemma, r
        assert r["entries"][0]["inflected"] and r["entries"][0]["senses"][0]["pos"] == pos
        assert any(gloss_has in g for g in glosses(r, lemma)), glosses(r, lemma)
    return check


def check_not_found(word: str):
    def check(r):
        assert r == {"word": word, "found": False, "lemma": None, "entries": [],
                     "message": f"No definition for \"{word}\" in WordNet 3.1.", "source": "WordNet 3.1"}
    return check


def check_mars(r):
    # "mars" is a form of the verb and noun mar; Mar (the month) is a name, and names do not inflect
    assert r["lemma"] == "mar" and all("form" not in s for s in entry(r, "mar")["senses"])
    planet = entry(r, "mars")["senses"]
    assert planet[0]["form"] == "Mars" and "planet" in planet[0]["gloss"]


def check_china(r):
    # the common word before the name: porcelain before the country
    senses = entry(r, "china")["senses"]
    assert "porcelain" in senses[0]["gloss"] and "form" not in senses[0]


def check_reentering(r):
    # the lists write re-enter solid: the word finds WordNet's hyphenated lemma, spelled as WordNet has it
    assert r["lemma"] == "reenter" and entry(r, "reenter")["senses"] == [{"pos": "verb", "gloss": "enter again", "form": "re-enter"}]


def check_batch(r):
    assert [d["word"] for d in r["definitions"]] == ["aalii", "ictic", "foxglove", "equity", "xyzzy", "geese", "aalii"]
    assert r["found"] == 5 and r["source"] == "WordNet 3.1"  # distinct words found
    assert r["definitions"][0] == r["definitions"][-1]
    assert glosses(r["definitions"][0], "aalii") == ["a small Hawaiian tree with hard dark wood"]
    assert r["definitions"][4]["found"] is False
    assert r["definitions"][5]["lemma"] == "goose"


def check_no_examples(r):
    # glosses keep the definition and drop WordNet's example sentences
    for d in r["definitions"]:
        for e in d["entries"]:
            for s in e["senses"]:
                assert '"' not in s["gloss"] and 0 < len(s["gloss"]) <= 160, s


def check_empty(r):
    assert r == {"definitions": [], "found": 0, "source": "WordNet 3.1"}, r


CASES = [
    ApiCase("define_plastering_finds_plaster", "define", {"word": "plastering"}, check_plastering),
    ApiCase("define_geese_goose", "define", {"word": "geese"}, check_irregular("geese", "goose", "noun", "birds")),
    ApiCase("define_ran_run", "define", {"word": "ran"}, check_irregular("ran", "run", "verb", "move fast")),
    ApiCase("define_happier_happy", "define", {"word": "happier"}, check_irregular("happier", "happy", "adjective", "joy")),
    ApiCase("define_churches_rule", "define", {"word": "churches"}, check_irregular("churches", "church", "noun", "Christians")),
    ApiCase("define_trims_and_lowercases", "define", {"word": "  Plastering "}, check_plastering),
    ApiCase("define_unknown_word_is_a_result", "define", {"word": "xyzzy"}, check_not_found("xyzzy")),
    ApiCase("define_his_is_not_hawaii", "define", {"word": "his"}, check_not_found("his")),
    ApiCase("define_mars_names_do_not_inflect", "define", {"word": "mars"}, check_mars),
    ApiCase("define_china_common_first", "define", {"word": "china"}, check_china),
    ApiCase("define_reentering_hyphenated_lemma", "define", {"word": "reentering"}, check_reentering),
    ApiCase("define_many_words", "define", {"words": ["aalii", "ictic", "foxglove", "equity", "xyzzy", "geese", "Aalii"]}, check_batch),
    ApiCase("define_many_no_examples", "define", {"words": ["abashed", "acrid", "run", "set", "gas", "i", "a"]}, check_no_examples),
    ApiCase("define_empty_list", "define", {"words": []}, check_empty),
    ApiCase("define_missing_word", "define", {}, expect_error("missing_field", "word", "or \"words\"")),
    ApiCase("define_both_fields", "define", {"word": "run", "words": ["ran"]}, expect_error("conflicting_fields", "word")),
    ApiCase("define_not_letters", "define", {"word": "don't"}, expect_error("not_letters", "word", "A to Z")),
    ApiCase("define_both_fields_named", "define", {"word": "run", "words": ["ran"]}, expect_error("conflicting_fields", "word", "not both")),
    ApiCase("define_digits", "define", {"word": "b4"}, expect_error("not_letters", "word", "A to Z")),
    ApiCase("define_empty_word", "define", {"word": "  "}, expect_error("missing_field", "word")),
    ApiCase("define_wrong_type", "define", {"word": 42}, expect_error("wrong_type", "word", "must be text; you gave 42")),
    ApiCase("define_too_long", "define", {"word": "a" * 46}, expect_error("wrong_length", "word", "at most 45 letters; you gave 46")),
    ApiCase("define_too_many_characters", "define", {"word": "a" * 65}, expect_error("too_long", "word", "at most 64")),
    ApiCase("define_spaces_ignored", "define", {"word": " plas tering "}, check_plastering),
    ApiCase("define_words_not_list", "define", {"words": "run ran"}, expect_error("wrong_type", "words", "list")),
    ApiCase("define_words_bad_item", "define", {"words": ["run", None]}, expect_error("wrong_type", "words", "item 2")),
    ApiCase("define_words_bad_letters", "define", {"words": ["run", "r-n"]}, expect_error("not_letters", "words", "item 2")),
    ApiCase("define_words_capped", "define", {"words": ["run"] * 2001}, expect_error("too_long", "words", "at most 2000")),
    ApiCase("define_words_item_too_long", "define", {"words": ["run", "a" * 46]}, expect_error("too_long", "words", "item 2 of \"words\" is 46 characters long; at most 45")),
    ApiCase("define_words_item_empty", "define", {"words": ["run", " "]}, expect_error("missing_field", "words", "item 2")),
    ApiCase("define_unknown_field", "define", {"wrod": "run"}, expect_error("unknown_field", "wrod", "word")),
]
