"""Letter-pair tileset API cases, run in CPython and in Pyodide."""
from tests.harness.api_cases import ApiCase, expect_error

SEED_WORDS = ["ed", "pi", "pied", "pitied", "ti", "tied", "tipi"]
AE = {"dictionary": "american-english"}


def tileset(word_count: int | None = None, tiles: list[str] | None = None, at_least: int | None = None,
            words: list[str] | None = None, size: int = 2):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["word_count"] == len(r["words"]) and r["words"] == sorted(r["words"])
        assert all(len(t) == size for t in r["tiles"]) and r["tiles"] == sorted(r["tiles"])
        if word_count is not None:
            assert r["word_count"] == word_count, r["word_count"]
        if at_least is not None:
            assert r["word_count"] >= at_least, r["word_count"]
        if tiles is not None:
            assert r["tiles"] == tiles, r["tiles"]
        if words is not None:
            assert r["words"] == words, r["words"]
    return check


def checked(formable: bool, split: list[str] | None, reason_has: str | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["formable"] is formable and r["split"] == split, r
        assert (r["reason"] is None) if reason_has is None else (reason_has.lower() in r["reason"].lower()), r
    return check


def chart(r: dict) -> None:
    assert "error" not in r, r
    assert r["counts"] == [5, 10, 15, 20]
    mf, sub = r["series"]["maxfreq"], r["series"]["subtractive"]
    assert sub[-1] == 296 and mf[-1] == 174 and all(s >= m for s, m in zip(sub, mf)) and sub == sorted(sub)


def grid(count: int, rows: int, first: list, last_of_first_row: str):
    def check(r: dict) -> None:
        assert "error" not in r, r
        every = [t for row in r["rows"] for t in row]
        assert r["count"] == count == len(every) == len(set(every)) and len(r["rows"]) == rows
        assert r["rows"][0][:2] == first and r["rows"][0][-1] == last_of_first_row
    return check


CASES = [
    ApiCase("tiles-seed-example", "tiles.formable", {"tiles": ["ed", "pi", "ti"], **AE}, tileset(7, ["ed", "pi", "ti"], words=SEED_WORDS)),
    ApiCase("tiles-seed-example-enable", "tiles.formable", {"tiles": ["TI", " pi", "ed"]}, tileset(7, words=SEED_WORDS)),
    ApiCase("tiles-seed-tileset", "tiles.formable",
            {"tiles": "ar,ca,co,de,di,ed,er,es,in,li,ng,nt,ra,re,ri,si,st,te,ti,ve".split(","), **AE}, tileset(298)),
    ApiCase("tiles-subtractive", "tiles.optimize", {"tile_size": 2, "count": 20, "method": "subtractive", **AE},
            tileset(296, "ar,ca,co,de,ed,er,es,in,li,mo,ng,nt,ra,re,ri,si,st,te,ti,ve".split(","))),
    ApiCase("tiles-maxfreq", "tiles.optimize", {"count": 20, "method": "maxfreq", **AE},
            tileset(174, "al,at,co,de,ed,en,er,es,in,le,li,ly,ng,on,re,ri,rs,st,te,ti".split(","))),
    ApiCase("tiles-search-one-round", "tiles.optimize", {"count": 20, "method": "search", "seed": 1, "rounds": 1, **AE}, tileset(at_least=300)),
    ApiCase("tiles-search-small-budget", "tiles.optimize", {"count": 6, "method": "search", "time_budget": 0.3, **AE}, tileset(at_least=25)),
    ApiCase("tiles-single-letters", "tiles.optimize", {"tile_size": 1, "count": 20, **AE}, tileset(12615, list("abcdefghiklmnoprstuy"), size=1)),
    ApiCase("tiles-half-tiles", "tiles.formable", {"tiles": ["ed", "pi", "ti", "e."], "half_tiles": True, **AE},
            tileset(10, ["e.", "ed", "pi", "ti"], words=["e", "ed", "pi", "pie", "pied", "pitied", "ti", "tie", "tied", "tipi"])),
    ApiCase("tiles-custom-list", "tiles.formable", {"tiles": ["ed", "pi", "ti"], "word_list": "Tied\npie\ntipi\nedit\n"}, tileset(2, words=["tied", "tipi"])),
    ApiCase("tiles-check-ok", "tiles.check", {"tiles": ["ed", "pi", "ti"], "word": "Pitied", **AE}, checked(True, ["pi", "ti", "ed"])),
    ApiCase("tiles-check-missing-tile", "tiles.check", {"tiles": ["ed", "pi", "ti"], "word": "tide", **AE}, checked(False, ["ti", "de"], "no tile de")),
    ApiCase("tiles-check-odd", "tiles.check", {"tiles": ["ed", "pi", "ti"], "word": "tie", **AE}, checked(False, None, "half tiles")),
    ApiCase("tiles-check-odd-half", "tiles.check", {"tiles": ["ed", "pi", "ti", "e."], "word": "tie", "half_tiles": True, **AE}, checked(True, ["ti", "e."])),
    ApiCase("tiles-check-twice", "tiles.check", {"tiles": ["ti"], "word": "titi", **AE}, checked(False, ["ti", "ti"], "twice")),
    ApiCase("tiles-check-not-a-word", "tiles.check", {"tiles": ["ed", "pi", "ti"], "word": "tiedpi", **AE}, checked(False, ["ti", "ed", "pi"], "not in the word list")),
    ApiCase("tiles-chart", "tiles.chart", {"from": 5, "to": 20, "step": 5, "methods": ["maxfreq", "subtractive"], **AE}, chart),
    ApiCase("tiles-puzzle-of-the-day", "tiles.puzzle", {"date": "2024-03-23", **AE},
            tileset(68, "ar,de,ed,in,li,nt,ra,re,st,ve".split(","))),
    ApiCase("tiles-puzzle-seeded", "tiles.puzzle", {"seed": 3, "count": 20}, tileset(at_least=400)),
    ApiCase("tiles-puzzle-bad-date", "tiles.puzzle", {"date": "2024-02-30"}, expect_error("bad_date", "date", "YYYY-MM-DD")),
    ApiCase("tiles-puzzle-date-or-seed", "tiles.puzzle", {}, expect_error("missing_field", "date", "seed")),
    ApiCase("tiles-count-zero", "tiles.optimize", {"count": 0}, expect_error("out_of_range", "count", "between 1 and 676")),
    ApiCase("tiles-count-too-many", "tiles.optimize", {"count": 677}, expect_error("out_of_range", "count", "676")),
    ApiCase("tiles-count-too-many-letters", "tiles.optimize", {"count": 27, "tile_size": 1}, expect_error("out_of_range", "count", "26")),
    ApiCase("tiles-size-three", "tiles.optimize", {"tile_size": 3}, expect_error("out_of_range", "tile_size", "1 or 2")),
    ApiCase("tiles-bad-method", "tiles.optimize", {"method": "greedy"}, expect_error("bad_choice", "method", "subtractive")),
    ApiCase("tiles-negative-budget", "tiles.optimize", {"method": "search", "time_budget": -1}, expect_error("out_of_range", "time_budget")),
    ApiCase("tiles-half-with-letters", "tiles.optimize", {"tile_size": 1, "half_tiles": True}, expect_error("bad_option", "half_tiles")),
    ApiCase("tiles-tile-wrong-length", "tiles.formable", {"tiles": ["ed", "pit"]}, expect_error("wrong_length", "tiles", "pit")),
    ApiCase("tiles-tile-non-letters", "tiles.formable", {"tiles": ["ed", "p1"]}, expect_error("not_letters", "tiles", "p1")),
    ApiCase("tiles-half-tile-not-allowed", "tiles.formable", {"tiles": ["ed", "e."]}, expect_error("not_letters", "tiles", "e.")),
    ApiCase("tiles-tile-repeated", "tiles.formable", {"tiles": ["ed", "ED"]}, expect_error("repeated_tile", "tiles", "ed")),
    ApiCase("tiles-no-tiles", "tiles.formable", {"tiles": []}, expect_error("missing_field", "tiles")),
    ApiCase("tiles-tiles-not-list", "tiles.formable", {"tiles": "ed,pi"}, expect_error("wrong_type", "tiles")),
    ApiCase("tiles-too-many-tiles", "tiles.formable", {"tiles": ["ab"] * 700}, expect_error("too_long", "tiles")),
    ApiCase("tiles-check-no-word", "tiles.check", {"tiles": ["ed"]}, expect_error("missing_field", "word")),
    ApiCase("tiles-chart-backwards", "tiles.chart", {"from": 30, "to": 10}, expect_error("out_of_range", "to")),
    ApiCase("tiles-chart-bad-methods", "tiles.chart", {"methods": ["best"]}, expect_error("bad_choice", "methods")),
    ApiCase("tiles-grid-pairs-half", "tiles.grid", {"tile_size": 2, "half_tiles": True}, grid(702, 26, ["aa", "ab"], "a.")),
    ApiCase("tiles-grid-pairs", "tiles.grid", {}, grid(676, 26, ["aa", "ab"], "az")),
    ApiCase("tiles-grid-letters", "tiles.grid", {"tile_size": 1}, grid(26, 2, ["a", "b"], "m")),
    ApiCase("tiles-grid-half-with-letters", "tiles.grid", {"tile_size": 1, "half_tiles": True}, expect_error("bad_option", "half_tiles")),
    ApiCase("tiles-grid-size-three", "tiles.grid", {"tile_size": 3}, expect_error("out_of_range", "tile_size", "1 or 2")),
    ApiCase("tiles-grid-no-word-list", "tiles.grid", {"dictionary": "enable"}, expect_error("unknown_field", "dictionary")),
    ApiCase("tiles-unknown-field", "tiles.optimize", {"cuont": 20}, expect_error("unknown_field", "cuont", "count")),
]


# --- other languages (brought lists, so the cases need no list file) ------------------------------

DE = ["Über", "übel", "Öde", "Straße", "Ärger", "Bücher", "Mädchen", "Küche", "Tür"]
ES = ["niño", "niña", "año", "Baño", "mañana", "caña", "señal"]


def spelled_words(words: list[str], spellings: dict):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["words"] == words and r["spellings"] == spellings, r
    return check


CASES += [
    ApiCase("tiles-de-grid", "tiles.grid", {"language": "de"}, grid(841, 29, ["aa", "ab"], "aü")),
    ApiCase("tiles-de-grid-half", "tiles.grid", {"language": "de", "half_tiles": True}, grid(870, 29, ["aa", "ab"], "a.")),
    ApiCase("tiles-es-grid-letters", "tiles.grid", {"language": "es", "tile_size": 1}, grid(27, 2, ["a", "b"], "n")),
    ApiCase("tiles-de-formable-umlauts", "tiles.formable", {"language": "de", "tiles": ["ÜB", "er", "el", "st", "ra", "ss", "e."],
                                                             "half_tiles": True, "word_list": DE},
            spelled_words(["strasse", "übel", "über"], {"strasse": "straße"})),
    ApiCase("tiles-es-formable-n-tilde", "tiles.formable", {"language": "es", "tiles": ["ni", "ño", "ña", "ma", "ca"], "word_list": ES},
            spelled_words(["caña", "niña", "niño"], {})),
    ApiCase("tiles-de-check-strasse", "tiles.check", {"language": "de", "tiles": ["st", "ra", "ss", "e."], "half_tiles": True,
                                                      "word": "Straße", "word_list": DE}, checked(True, ["st", "ra", "ss", "e."])),
    ApiCase("tiles-es-optimize", "tiles.optimize", {"language": "es", "count": 4, "word_list": ES}, tileset(2, ["ca", "ma", "na", "ña"], words=["caña", "mañana"])),
    ApiCase("tiles-de-puzzle", "tiles.puzzle", {"language": "de", "seed": 2, "count": 6, "word_list": DE},
            tileset(3, words=["bücher", "übel", "über"])),
    ApiCase("tiles-de-count-most", "tiles.optimize", {"language": "de", "count": 842, "word_list": DE},
            expect_error("out_of_range", "count", "between 1 and 841")),
    ApiCase("tiles-de-tile-n-tilde", "tiles.formable", {"language": "de", "tiles": ["ed", "ñe"], "word_list": DE},
            expect_error("not_letters", "tiles", "ñ is not a German letter")),
    ApiCase("tiles-es-tile-umlaut", "tiles.formable", {"language": "es", "tiles": ["äe"], "word_list": ES},
            expect_error("not_letters", "tiles", "ä is not a Spanish letter")),
    ApiCase("tiles-en-tile-umlaut", "tiles.formable", {"tiles": ["äe"]}, expect_error("not_letters", "tiles", "A to Z")),
    ApiCase("tiles-fr-german-dictionary", "tiles.optimize", {"language": "fr", "dictionary": "de-common"},
            expect_error("wrong_language", "dictionary", "German word list")),
    ApiCase("tiles-grid-bad-language", "tiles.grid", {"language": "it"}, expect_error("bad_choice", "language")),
]
