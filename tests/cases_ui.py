"""The actions the page needs so that no puzzle rule stays in JavaScript: Boggle's grid
described for play, index warm-ups, Letter Boxed's judgement of the word being typed, and the
found words' entries for Spelling Bee. Run in CPython and in Pyodide."""
from tests.harness.api_cases import ApiCase, expect_error

B = "perslatgsineters"
VYQ = "VYQ FIG OTE XLU"
BEE = {"letters": "aeginrt", "center": "r"}
AE = {"dictionary": "american-english"}


def grid(size: int, cells: list[str] | None = None, min_length: int | None = None, default_min: int | None = None,
         minutes: float = 3.0):
    def check(r: dict) -> None:
        assert "error" not in r, r
        n = size
        assert r["size"] == n and len(r["cells"]) == len(r["letters"]) == len(r["neighbours"]) == n * n
        if cells is not None:
            assert r["cells"] == cells
        # the neighbours are the cells one step away in any of 8 directions, and adjacency is mutual
        for i, nb in enumerate(r["neighbours"]):
            assert nb == sorted(j for j in range(n * n) if j != i and abs(j // n - i // n) <= 1 and abs(j % n - i % n) <= 1)
            assert all(i in r["neighbours"][j] for j in nb)
        assert r["reuse_cells"] is False  # a word's path uses each cell once: the page's selection follows it
        assert r["letters"] == [("qu" if c == "q" else c) for c in r["board"]]
        assert r["min_length_range"] == [3, 2 * n * n]
        if default_min is not None:
            assert r["default_min_length"] == default_min
        assert r["min_length"] == (min_length or r["default_min_length"])
        assert (r["minutes"], r["seconds"]) == (minutes, round(minutes * 60))
    return check


def warmed(*what: str, words: int | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert [b["index"] for b in r["built"]] == list(what), r["built"]
        assert all(isinstance(b["cached"], bool) and b["seconds"] >= 0 for b in r["built"])
        assert r["seconds"] >= 0 and (words is None or r["words"] == words)
    return check


def typing(valid: bool, code: str | None = None, reason: str | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        t = r["typing"]
        assert t["valid"] is valid and t.get("code") == code, t
        if reason is not None:
            assert t["reason"] == reason, t
    return check


def found_entries(expected: list[tuple[str, int, bool]], key: str | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert [(e["word"], e["points"], e["pangram"]) for e in r["found_words"]] == expected
    return check


CASES = [
    # boggle.board: the grid described for play (replaces boggle.js's adjacent/defaultMin and the check with "a")
    ApiCase("ui-boggle-board-4x4", "boggle.board", {"board": B}, grid(4, [c.upper() for c in B], default_min=3)),
    ApiCase("ui-boggle-board-qu-3x3", "boggle.board", {"board": "Qbc def ghi", "minutes": 2.5},
            grid(3, ["Qu", "B", "C", "D", "E", "F", "G", "H", "I"], default_min=3, minutes=2.5)),
    ApiCase("ui-boggle-board-rows-5x5", "boggle.board", {"board": ["abcde", "fghij", "klmno", "pqrst", "uvwxy"], "min_length": 6},
            grid(5, min_length=6, default_min=4)),
    ApiCase("ui-boggle-board-6x6-minutes", "boggle.board", {"board": "a" * 36, "minutes": 60}, grid(6, default_min=4, minutes=60.0)),
    ApiCase("ui-boggle-board-minutes-zero", "boggle.board", {"board": B, "minutes": 0},
            expect_error("out_of_range", "minutes", "between 0.5 and 60; you gave 0")),
    ApiCase("ui-boggle-board-minutes-negative", "boggle.board", {"board": B, "minutes": -3}, expect_error("out_of_range", "minutes")),
    ApiCase("ui-boggle-board-minutes-1000", "boggle.board", {"board": B, "minutes": 1000}, expect_error("out_of_range", "minutes")),
    ApiCase("ui-boggle-board-minutes-text", "boggle.board", {"board": B, "minutes": "3"}, expect_error("wrong_type", "minutes")),
    ApiCase("ui-boggle-board-min-too-long", "boggle.board", {"board": "abcdefghi", "min_length": 19},
            expect_error("out_of_range", "min_length", "between 3 and 18")),
    ApiCase("ui-boggle-board-not-square", "boggle.board", {"board": "abcdefgh"}, expect_error("not_square", "board")),
    ApiCase("ui-boggle-board-missing", "boggle.board", {}, expect_error("missing_field", "board")),
    ApiCase("ui-boggle-board-no-word-list", "boggle.board", {"board": B, "dictionary": "enable"},
            expect_error("unknown_field", "dictionary")),
    # warm-ups: the index is built on request, with what was built and how long it took
    ApiCase("ui-boggle-warm", "boggle.warm", {}, warmed("trie of the words", words=172820)),
    ApiCase("ui-boggle-warm-generators", "boggle.warm", {"generators": True, **AE},
            warmed("trie of the words", "letter statistics of the generators", words=63875)),
    ApiCase("ui-boggle-warm-bad-dictionary", "boggle.warm", {"dictionary": "nope"}, expect_error("bad_choice", "dictionary")),
    ApiCase("ui-boggle-warm-generators-text", "boggle.warm", {"generators": "yes"}, expect_error("wrong_type", "generators")),
    ApiCase("ui-bee-warm", "bee.warm", {}, warmed("the list as one text, for solving a board", "word positions and frequencies, for play")),
    ApiCase("ui-bee-warm-best", "bee.warm", {"best": True, "word_list": "granite\ntearing\nrating\ngrate"},
            warmed("the list as one text, for solving a board", "word positions and frequencies, for play",
                   "every board without S, scored", "every board, scored", words=4)),
    ApiCase("ui-bee-warm-unknown", "bee.warm", {"board": "x"}, expect_error("unknown_field", "board")),
    ApiCase("ui-anigrams-warm", "anigrams.warm", {"word_list": "dire\nride\ndried"}, warmed("chains of nested anagrams", words=3)),
    ApiCase("ui-anigrams-warm-bad-list", "anigrams.warm", {"word_list": 7}, expect_error("wrong_type", "word_list")),
    ApiCase("ui-tiles-warm", "tiles.warm", {"tile_size": 1, **AE}, warmed("usable words as tiles of 1", words=63875)),
    ApiCase("ui-tiles-warm-half", "tiles.warm", {"half_tiles": True, **AE}, warmed("usable words as tiles of 2 with half tiles")),
    ApiCase("ui-tiles-warm-size-3", "tiles.warm", {"tile_size": 3}, expect_error("out_of_range", "tile_size", "1 or 2")),
    # letterboxed.check judges the word being typed with the whole-word codes and sentences
    ApiCase("ui-lb-typing-ok", "letterboxed.check", {"sides": VYQ, "words": ["fog", "glove"], "typing": "ex"}, typing(True)),
    ApiCase("ui-lb-typing-empty", "letterboxed.check", {"sides": VYQ, "words": ["fog"], "typing": ""}, typing(True)),
    ApiCase("ui-lb-typing-first-word", "letterboxed.check", {"sides": VYQ, "words": [], "typing": "eq"}, typing(True)),
    ApiCase("ui-lb-typing-chain", "letterboxed.check", {"sides": VYQ, "words": ["fog", "glove"], "typing": "ox"},
            typing(False, "does_not_chain", "\"OX\" must start with E, the last letter of \"GLOVE\".")),
    ApiCase("ui-lb-typing-off-box", "letterboxed.check", {"sides": VYQ, "words": ["fog"], "typing": "gab"},
            typing(False, "not_on_board", "A, B are not on the box.")),
    ApiCase("ui-lb-typing-same-side", "letterboxed.check", {"sides": VYQ, "words": [], "typing": "fi"},
            typing(False, "same_side", "F and I are on the same side.")),
    ApiCase("ui-lb-typing-short-is-fine", "letterboxed.check", {"sides": VYQ, "words": ["fog"], "typing": "g"}, typing(True)),
    ApiCase("ui-lb-typing-after-a-bad-word", "letterboxed.check", {"sides": VYQ, "words": ["fog", "zzz"], "typing": "go"},
            typing(True)),  # the chain goes on from the last valid word, FOG
    ApiCase("ui-lb-typing-digits", "letterboxed.check", {"sides": VYQ, "words": [], "typing": "g0"},
            expect_error("not_letters", "typing", "'0'")),
    ApiCase("ui-lb-typing-wrong-type", "letterboxed.check", {"sides": VYQ, "words": [], "typing": ["g"]},
            expect_error("wrong_type", "typing")),
    # Spelling Bee: the found words' entries come from Python (bee.js's isPangram goes)
    ApiCase("ui-bee-rank-found-words", "bee.rank", {**BEE, "found": ["granite", "tear", "TEAR", "zzzz", "tearing"]},
            found_entries([("granite", 14, True), ("tear", 1, False), ("tearing", 14, True)])),
    ApiCase("ui-bee-hints-found-words", "bee.hints", {**BEE, "found": ["grate", "ingrate"]},
            found_entries([("grate", 5, False), ("ingrate", 14, True)])),
    ApiCase("ui-bee-rank-nothing-found", "bee.rank", BEE, found_entries([])),
    ApiCase("ui-bee-rank-found-not-list", "bee.rank", {**BEE, "found": "granite"}, expect_error("wrong_type", "found")),
]
