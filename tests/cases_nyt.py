"""The nyt list in the puzzles: the probably-rejected words with why, the not-in-nyt verdict,
offensive words hidden on request, a player's corrections; run in CPython and in Pyodide (where the
labels, the offensive list and American English are fetched on demand)."""
from tests.harness.api_cases import ApiCase, expect_error

BOARD = {"letters": "aeginrt", "center": "r"}
NYT = {**BOARD, "dictionary": "nyt"}
LB = {"sides": "vyq fig ote xlu", "max_words": 2}


def split(score: int, words: int, rejected: dict[str, str], hidden: int | None = None, absent=(), corrected=None):
    """bee.solve on nyt: the answers' score and count, some probably-rejected words with their reason."""
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["score"], r["word_count"]) == (score, words)
        why = {e["word"]: e["reason"] for e in r["probably_rejected"]}
        answers = {e["word"] for e in r["words"]}
        assert not why.keys() & answers
        for word, reason in rejected.items():
            assert why.get(word, "").startswith(reason), (word, why.get(word))
        for word in absent:
            assert word not in why and word not in answers, word
        keys = [(-e["points"], e["word"]) for e in r["probably_rejected"]]
        assert keys == sorted(keys) and all(e["points"] > 0 for e in r["probably_rejected"])
        assert r.get("offensive_hidden") == hidden
        if corrected:
            marks = {e["word"]: e.get("corrected") for e in r["words"] + r["probably_rejected"] if e.get("corrected")}
            assert marks == corrected, marks
    return check


def verdict(reason: str, contains: str):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert (r["valid"], r["reason"]) == (False, reason), r
        assert contains.lower() in r["message"].lower(), r["message"]
    return check


def score(value: int, words: int | None = None):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["score"] == value, r["score"]
        if words is not None:
            assert r["word_count"] == words
    return check


def first_solution(*words: str):
    def check(r: dict) -> None:
        assert "error" not in r, r
        assert r["solutions"][0]["words"] == list(words), r["solutions"][:3]
    return check


def corrections(items: list[str], accepted: int, rejected: int):
    def check(r: dict) -> None:
        assert r == {"corrections": items, "accepted": accepted, "rejected": rejected}, r
    return check


CASES = [
    # Solve on nyt: the answers, and ENABLE's other words with why NYT probably rejects them
    ApiCase("nyt-bee-split", "bee.solve", NYT,
            split(3036, 407, {"tarn": "declined on 2024-04-07", "garnierite": "rare", "nigger": "offensive",
                              "regina": "a proper name", "argentine": "a proper name",
                              "regna": "foreign (an Italian word)"})),
    ApiCase("nyt-bee-split-offensive-hidden", "bee.solve", {**NYT, "offensive": "hide"},
            split(3036, 407, {"tarn": "declined on"}, hidden=1, absent=["nigger"])),
    ApiCase("nyt-bee-corrected", "bee.solve", {**NYT, "offensive": "hide", "corrections": ["+tarn", "-granite", "+TATAR"]},
            split(3036 - 14 + 1 + 5, 408, {"granite": "you marked it rejected"}, hidden=1, absent=[],
                  corrected={"tarn": "accept", "tatar": "accept", "granite": "reject"})),
    # the board's own words first (the page's first request), the probably-rejected ones on the next
    ApiCase("nyt-bee-words-first", "bee.solve", {**NYT, "offensive": "hide", "corrections": ["+tarn"], "rejected": False},
            lambda r: (r["score"], r["word_count"], r["probably_rejected"], "offensive_hidden" in r) == (3036 + 1, 408, None, False)
            and [e["word"] for e in r["words"] if e.get("corrected")] == ["tarn"] or (_ for _ in ()).throw(AssertionError(r))),
    ApiCase("nyt-bee-rejected-only-on-nyt", "bee.solve", {**BOARD, "offensive": "hide", "rejected": False},
            lambda r: (r["score"], "probably_rejected" in r, r["offensive_hidden"]) == (3898 - 6, False, 1)
            or (_ for _ in ()).throw(AssertionError(r))),
    ApiCase("nyt-bee-rejected-type", "bee.solve", {**BOARD, "rejected": "no"}, expect_error("wrong_type", "rejected")),
    # the API's defaults keep the published figures; the page asks to hide offensive words
    ApiCase("nyt-enable-default-keeps-seed", "bee.solve", BOARD, score(3898, 537)),
    ApiCase("nyt-enable-offensive-hidden", "bee.solve", {**BOARD, "offensive": "hide"}, score(3898 - 6, 536)),
    ApiCase("nyt-enable-ignores-corrections", "bee.solve", {**BOARD, "corrections": ["-granite"]}, score(3898, 537)),
    # Play on nyt: a word of a bigger list gets its own verdict
    ApiCase("nyt-check-declined", "bee.check", {**NYT, "guess": "tarn"}, verdict("not_in_nyt", "declined on 2024-04-07")),
    ApiCase("nyt-check-rare", "bee.check", {**NYT, "guess": "garnierite"}, verdict("not_in_nyt", "rare")),
    ApiCase("nyt-check-name", "bee.check", {**NYT, "guess": "regina"}, verdict("not_in_nyt", "a proper name")),
    ApiCase("nyt-check-foreign", "bee.check", {**NYT, "guess": "regna"}, verdict("not_in_nyt", "foreign (an Italian word)")),
    ApiCase("nyt-check-marked", "bee.check", {**NYT, "guess": "granite", "corrections": ["-granite"]},
            verdict("not_in_nyt", "you marked it rejected")),
    ApiCase("nyt-check-nonsense", "bee.check", {**NYT, "guess": "rrrr"}, verdict("not_in_word_list", "not in word list")),
    ApiCase("nyt-check-offensive-hidden", "bee.check", {**NYT, "guess": "nigger", "offensive": "hide"},
            verdict("not_in_word_list", "not in word list")),
    ApiCase("nyt-check-enable-offensive-hidden", "bee.check", {**BOARD, "guess": "nigger", "offensive": "hide"},
            verdict("not_in_word_list", "not in word list")),
    ApiCase("nyt-check-accepted-by-player", "bee.check", {**NYT, "guess": "tarn", "corrections": ["+tarn"]},
            lambda r: r["valid"] is True and r["points"] == 1 or (_ for _ in ()).throw(AssertionError(r))),
    # the same corrections reach every puzzle: Letter Boxed's nyt ranking without a word the player rejected
    ApiCase("nyt-lb-rank", "letterboxed.solve", {**LB, "dictionary": "nyt"}, first_solution("foxglove", "equity")),
    ApiCase("nyt-lb-corrected", "letterboxed.solve", {**LB, "dictionary": "nyt", "corrections": ["-foxglove"]},
            lambda r: r["total"] == 0 and r["corrected"] == [{"word": "foxglove", "corrected": "reject"}]
            or (_ for _ in ()).throw(AssertionError((r["solutions"][:2], r.get("corrected"))))),
    ApiCase("nyt-lb-uncorrected", "letterboxed.solve", {**LB, "dictionary": "nyt"},
            lambda r: "corrected" not in r or (_ for _ in ()).throw(AssertionError(r["corrected"]))),
    # reading a corrections file
    ApiCase("nyt-corrections-file", "nyt.corrections", {"text": "# mine\n+Naan\n\n-titi\r\n+titi\n-tarn\n"},
            corrections(["+naan", "+titi", "-tarn"], 2, 1)),
    ApiCase("nyt-corrections-garbage", "nyt.corrections", {"text": "+naan\nhello world\n\x00\x01\x02"},
            expect_error("bad_corrections", "text", "Line 2")),
    ApiCase("nyt-corrections-huge", "nyt.corrections", {"text": "+a\n" * 400_000}, expect_error("too_long", "text")),
    ApiCase("nyt-corrections-field-bad", "bee.solve", {**NYT, "corrections": ["naan"]}, expect_error("bad_corrections", "corrections", "Item 1")),
    ApiCase("nyt-corrections-field-type", "bee.solve", {**NYT, "corrections": "+naan"}, expect_error("wrong_type", "corrections")),
    ApiCase("nyt-offensive-bad-choice", "bee.solve", {**NYT, "offensive": "maybe"}, expect_error("bad_choice", "offensive")),
]
