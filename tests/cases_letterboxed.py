"""Letter Boxed API cases, run in CPython and in Pyodide (each a quick call: no slow search here)."""
from tests.harness.api_cases import ApiCase, expect_error

VYQ = ["vyq", "fig", "ote", "xlu"]


def solved(first: list[str], playable: int, counts: dict, complete: bool = True, shown: int | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["solutions"][0]["words"] == first
        assert (r["playable"], r["counts"], r["complete"]) == (playable, counts, complete)
        assert len(r["solutions"]) == (shown if shown is not None else sum(counts.values()))
        keys = [(len(s["words"]), -s["score"], s["letters"], s["words"]) for s in r["solutions"]]
        assert keys == sorted(keys), "ranked: fewer words, commoner rarest word, fewer letters"
    return check


def checked(complete: bool, codes: list, missing: str):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["complete"] == complete and [w.get("code") for w in r["words"]] == codes
        assert "".join(r["missing"]) == missing
        assert all(w["valid"] or len(w["reason"]) > 10 for w in r["words"])
    return check


def hinted(counts: dict, first: str, best: list[str]):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["counts"], r["first_word"], r["best"]) == (counts, first, best)
    return check


def generated(sides: list[str] | None = None, intended: list[str] | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert len(r["sides"]) == 4 and len(set("".join(r["sides"]))) == 12
        assert r["intended"][0][-1] == r["intended"][1][0] and set("".join(r["intended"])) == set("".join(r["sides"]))
        if sides:
            assert (r["sides"], r["intended"]) == (sides, intended)
    return check


def boxed(sides: list[str]):
    def check(r: dict) -> None:
        assert r == {"sides": sides}, r
    return check


def side_at_fault(code: str, side: int | None, contains: str):
    """An error about the sides; `side` (0 to 3) is the one at fault, None when no one side is."""
    def check(r: dict) -> None:
        expect_error(code, "sides", contains)(r)
        assert r["error"].get("side") == side, r["error"]
    return check


CASES = [
    ApiCase("lb-seed-example", "letterboxed.solve", {"sides": VYQ, "max_words": 4, "max_solutions": None},
            solved(["foxglove", "equity"], 183, {"1": 0, "2": 1, "3": 0, "4": 187})),
    ApiCase("lb-one-line-spaces", "letterboxed.solve", {"sides": "VYQ FIG OTE XLU", "max_words": 2},
            solved(["foxglove", "equity"], 183, {"1": 0, "2": 1})),
    ApiCase("lb-one-line-dashes-capped", "letterboxed.solve", {"sides": "jgh-nvy-eid-orp", "max_words": 3, "max_solutions": 10},
            solved(["dojo", "overhyping"], 413, {"1": 0, "2": 1, "3": 169}, complete=False, shown=10)),
    ApiCase("lb-common-only", "letterboxed.solve", {"sides": VYQ, "max_words": 4, "min_zipf": 2.0},
            solved(["foxglove", "equity"], 123, {"1": 0, "2": 1, "3": 0, "4": 11})),
    ApiCase("lb-commoner-only", "letterboxed.solve", {"sides": VYQ, "max_words": 4, "min_zipf": 2.2},  # foxglove is 2.1
            solved(["fog", "glove", "exile", "equity"], 113, {"1": 0, "2": 0, "3": 0, "4": 7})),
    ApiCase("lb-custom-list", "letterboxed.solve",
            {"sides": VYQ, "max_words": 3, "word_list": "foxglove\nequity\neye\nelf\nfog\nglove\nexile\nfig\n"},
            solved(["foxglove", "equity"], 7, {"1": 0, "2": 1, "3": 0})),
    ApiCase("lb-check-complete", "letterboxed.check", {"sides": VYQ, "words": ["fog", "glove", "exile", "equity"]},
            checked(True, [None, None, None, None], "")),
    ApiCase("lb-check-reasons", "letterboxed.check", {"sides": "VYQ FIG OTE XLU", "words": ["fog", "fig", "gab", "ox", "gexil", "equity"]},
            checked(False, [None, "same_side", "not_on_board", "too_short", "not_in_word_list", "does_not_chain"], "vyqitexlu")),
    ApiCase("lb-hints", "letterboxed.hints", {"sides": VYQ}, hinted({"1": 0, "2": 1}, "foxglove", ["foxglove", "equity"])),
    ApiCase("lb-daily", "letterboxed.generate", {"date": "2026-11-21"},
            generated(["eop", "ldx", "anu", "ibs"], ["explained", "doubles"])),  # offensive words hidden: a puzzle's default
    ApiCase("lb-daily-as-published", "letterboxed.generate", {"date": "2026-11-21", "offensive": "show"},
            generated(["aie", "tox", "pur", "cvn"], ["expire", "evacuation"])),
    ApiCase("lb-random-seed", "letterboxed.generate", {"seed": 7, "min_zipf": 3.5}, generated()),
    ApiCase("lb-bad-date", "letterboxed.generate", {"date": "2026-02-30"}, expect_error("bad_date", "date")),
    ApiCase("lb-date-format", "letterboxed.generate", {"date": "21/11/2026"}, expect_error("bad_date", "date", "2026-11-21")),
    ApiCase("lb-date-and-seed", "letterboxed.generate", {"date": "2026-11-21", "seed": 3}, expect_error("conflicting_fields", "seed")),
    ApiCase("lb-three-sides", "letterboxed.solve", {"sides": ["vyq", "fig", "ote"]}, expect_error("wrong_length", "sides", "4 sides")),
    ApiCase("lb-five-sides", "letterboxed.solve", {"sides": "vyq fig ote xlu abc"}, expect_error("wrong_length", "sides", "you gave 5")),
    ApiCase("lb-short-side", "letterboxed.solve", {"sides": ["vy", "fig", "ote", "xlu"]}, expect_error("wrong_length", "sides", "side 1")),
    ApiCase("lb-repeated-letter", "letterboxed.solve", {"sides": "vyq fig ote xlv"}, expect_error("repeated_letter", "sides", "V")),
    ApiCase("lb-non-letters", "letterboxed.solve", {"sides": ["vyq", "f1g", "ote", "xlu"]}, expect_error("not_letters", "sides", "'1'")),
    ApiCase("lb-missing-sides", "letterboxed.solve", {}, expect_error("missing_field", "sides")),
    ApiCase("lb-sides-wrong-type", "letterboxed.solve", {"sides": 12}, expect_error("wrong_type", "sides")),
    ApiCase("lb-huge-sides", "letterboxed.solve", {"sides": "a" * 100000}, expect_error("too_long", "sides")),
    ApiCase("lb-max-words-too-big", "letterboxed.solve", {"sides": VYQ, "max_words": 7}, expect_error("out_of_range", "max_words")),
    ApiCase("lb-max-solutions-zero", "letterboxed.solve", {"sides": VYQ, "max_solutions": 0}, expect_error("out_of_range", "max_solutions")),
    ApiCase("lb-min-zipf-text", "letterboxed.solve", {"sides": VYQ, "min_zipf": "high"}, expect_error("wrong_type", "min_zipf")),
    ApiCase("lb-check-words-missing", "letterboxed.check", {"sides": VYQ}, expect_error("missing_field", "words")),
    ApiCase("lb-check-words-wrong-type", "letterboxed.check", {"sides": VYQ, "words": "fog glove"}, expect_error("wrong_type", "words")),
    ApiCase("lb-unknown-field", "letterboxed.solve", {"sides": VYQ, "max_word": 3}, expect_error("unknown_field", "max_word", "max_words")),
    # letterboxed.board: the box as the solvers read it (the page's one source for the sides)
    ApiCase("lb-board-one-run", "letterboxed.board", {"sides": "VYQFIGOTEXLU"}, boxed(VYQ)),
    ApiCase("lb-board-dashes", "letterboxed.board", {"sides": " vyq-FIG-ote-xlu "}, boxed(VYQ)),
    ApiCase("lb-board-punctuation", "letterboxed.board", {"sides": "VYQ, FIG; OTE / XLU"}, boxed(VYQ)),
    ApiCase("lb-board-list", "letterboxed.board", {"sides": ["VYQ", " fig", "ote ", "XLU"]}, boxed(VYQ)),
    ApiCase("lb-board-short-side", "letterboxed.board", {"sides": "vy fig ote xlu"}, side_at_fault("wrong_length", 0, "side 1")),
    ApiCase("lb-board-not-letters", "letterboxed.board", {"sides": ["vyq", "f1g", "ote", "xlu"]}, side_at_fault("not_letters", 1, "side 2")),
    ApiCase("lb-board-side-not-text", "letterboxed.board", {"sides": ["vyq", "fig", "ote", 7]}, side_at_fault("wrong_type", 3, "side 4")),
    ApiCase("lb-board-three-sides", "letterboxed.board", {"sides": "vyq fig ote"}, side_at_fault("wrong_length", None, "4 sides")),
    ApiCase("lb-board-repeated", "letterboxed.board", {"sides": "vyq fig ote xlv"}, side_at_fault("repeated_letter", None, "repeated: V")),
    ApiCase("lb-solve-side-at-fault", "letterboxed.solve", {"sides": ["vyq", "fig", "ote", "xl"]}, side_at_fault("wrong_length", 3, "side 4")),
]

# --- other languages: French, German, Spanish ----------------------------------------------------

GERMAN_WORDS = ["Währung", "gekocht", "wäre", "echt", "kocht", "ohne", "gut", "türkei", "grün", "Größe"]
FRENCH_WORDS = ["élève", "exact", "tirons", "noir", "Être"]


def solved_in(first: list[str], playable: int, counts: dict, spellings: dict):
    """A solve in another language: the best solution, and the spellings of the words it shows."""
    def check(r: dict) -> None:
        solved(first, playable, counts)(r)
        assert r["spellings"] == spellings, r["spellings"]
    return check


def checked_in(words: list[str], complete: bool, spellings: dict):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert [w["word"] for w in r["words"]] == words and r["complete"] == complete
        assert r["spellings"] == spellings, r
    return check


def daily_in(code: str, sides: list[str], intended: list[str]):
    """A language's box of the day: 12 distinct letters of the language, its intended pair a chain of
    its common list's words (the same box in CPython and in Pyodide), and the pair's spellings."""
    letters = {"fr": "abcdefghijklmnopqrstuvwxyz", "de": "abcdefghijklmnopqrstuvwxyzäöü", "es": "abcdefghijklmnopqrstuvwxyzñ"}[code]

    def check(r: dict) -> None:
        generated(sides, intended)(r)
        assert set("".join(r["sides"])) <= set(letters) and "spellings" in r, r
        assert r["sides"] != ["eop", "ldx", "anu", "ibs"], "not English's box of the day"
    return check


CASES += [
    ApiCase("lb-de-board-umlauts", "letterboxed.board", {"sides": "MÄD CHE NÖÜ BLS", "language": "de"},
            boxed(["mäd", "che", "nöü", "bls"])),
    ApiCase("lb-de-board-dead-keys", "letterboxed.board", {"sides": "ma\u0308d-che-no\u0308u\u0308-bls", "language": "de"},
            boxed(["mäd", "che", "nöü", "bls"])),
    ApiCase("lb-es-board-enye", "letterboxed.board", {"sides": ["ÑAB", "cde", "fgh", "ijk"], "language": "es"},
            boxed(["ñab", "cde", "fgh", "ijk"])),
    ApiCase("lb-fr-board-accents", "letterboxed.board", {"sides": "ÉBC DÀF GHÎ JKL", "language": "fr"},
            boxed(["ebc", "daf", "ghi", "jkl"])),
    ApiCase("lb-de-board-enye", "letterboxed.board", {"sides": "mäd che noñ bls", "language": "de"},
            side_at_fault("not_letters", 2, "ñ is not a German letter")),
    ApiCase("lb-es-board-umlaut", "letterboxed.board", {"sides": "ñab cäd fgh ijk", "language": "es"},
            side_at_fault("not_letters", 1, "ä is not a Spanish letter")),
    ApiCase("lb-fr-board-enye", "letterboxed.board", {"sides": ["ñab", "cde", "fgh", "ijk"], "language": "fr"},
            side_at_fault("not_letters", 0, "ñ is not a French letter")),
    ApiCase("lb-en-board-umlaut", "letterboxed.board", {"sides": "mäd che nou bls"}, side_at_fault("not_letters", 0, "A to Z")),
    ApiCase("lb-de-solve-brought-list", "letterboxed.solve",
            {"language": "de", "sides": "HGK CRN EUÄ OWT", "word_list": GERMAN_WORDS, "max_words": 3},
            solved_in(["währung", "gekocht"], 7, {"1": 0, "2": 1, "3": 0}, {})),
    ApiCase("lb-fr-solve-spelled", "letterboxed.solve",
            {"language": "fr", "sides": "eao lcn vxi trs", "word_list": FRENCH_WORDS, "max_words": 3},
            solved_in(["eleve", "exact", "tirons"], 4, {"1": 0, "2": 0, "3": 1}, {"eleve": "élève"})),
    ApiCase("lb-fr-check-typed-accents", "letterboxed.check",
            {"language": "fr", "sides": "éao lcn vxi trs", "word_list": FRENCH_WORDS, "words": ["Élève", "EXACT", "tirons"]},
            checked_in(["eleve", "exact", "tirons"], True, {"eleve": "élève"})),
    ApiCase("lb-de-hints-brought-list", "letterboxed.hints",
            {"language": "de", "sides": "hgk crn euä owt", "word_list": GERMAN_WORDS},
            hinted({"1": 0, "2": 1}, "währung", ["währung", "gekocht"])),
    ApiCase("lb-de-english-list", "letterboxed.solve", {"language": "de", "sides": VYQ, "dictionary": "enable"},
            expect_error("wrong_language", "dictionary", "German")),
    ApiCase("lb-es-french-list", "letterboxed.generate", {"language": "es", "date": "2026-11-21", "dictionary": "fr-common"},
            expect_error("wrong_language", "dictionary", "Spanish")),
    ApiCase("lb-fr-daily", "letterboxed.generate", {"language": "fr", "date": "2026-11-21"}, daily_in("fr", ["eiu", "srn", "aph", "mot"], ["reprise", "enthousiasme"])),
    ApiCase("lb-de-daily", "letterboxed.generate", {"language": "de", "date": "2026-11-21"}, daily_in("de", ["lte", "usg", "apf", "niz"], ["auflistung", "geplatzt"])),
    ApiCase("lb-es-daily", "letterboxed.generate", {"language": "es", "date": "2026-11-21"}, daily_in("es", ["iua", "obt", "sem", "nlr"], ["rubios", "simultaneo"])),
]
