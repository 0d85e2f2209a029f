"""Numbers: every numeric field goes through one path. Finite, whole where it must be,
in range, never a boolean, and the message says exactly what is wrong and names the field's own
limits. Run in CPython and in Pyodide (NaN and Infinity cannot cross JSON into Pyodide: they are in
test_numbers.py, CPython and the command line)."""
from tests.harness.api_cases import ApiCase, expect_error

B = "perslatgsineters"
VYQ = "vyq fig ote xlu"


def says(code: str, field: str, sentence: str):
    """The error names the field and its message is exactly `sentence`; the template puts {label}
    where the message names the field."""
    def check(r: dict) -> None:
        expect_error(code, field)(r)
        assert r["error"]["message"] == sentence, r["error"]
        assert r["error"]["template"] == sentence.replace(f"\"{field}\"", "{label}"), r["error"]
    return check


CASES = [
    # whole numbers
    ApiCase("num-boggle-min-length-half", "boggle.solve", {"board": B, "min_length": 3.5},
            says("not_whole_number", "min_length", "\"min_length\" must be a whole number; you gave 3.5.")),
    ApiCase("num-boggle-min-length-negative", "boggle.check", {"board": B, "word": "pert", "min_length": -1},
            says("out_of_range", "min_length", "\"min_length\" must be between 3 and 32; you gave -1.")),
    ApiCase("num-boggle-min-length-true", "boggle.solve", {"board": B, "min_length": True},
            says("wrong_type", "min_length", "\"min_length\" must be a whole number; you gave true.")),
    ApiCase("num-boggle-min-length-whole-float", "boggle.solve", {"board": "abcdefghi", "min_length": 18.0, "word_list": "abc"},
            lambda r: r["min_length"] == 18 and isinstance(r["min_length"], int)),
    ApiCase("num-boggle-daily-size-7", "boggle.daily", {"date": "2026-11-21", "size": 7},
            says("out_of_range", "size", "\"size\" must be between 3 and 6; you gave 7.")),
    ApiCase("num-boggle-daily-size-text", "boggle.daily", {"date": "2026-11-21", "size": "4"},
            says("wrong_type", "size", "\"size\" must be a whole number; you gave \"4\".")),
    ApiCase("num-boggle-generate-seed-half", "boggle.generate", {"method": "rnd", "seed": 1.5},
            says("not_whole_number", "seed", "\"seed\" must be a whole number; you gave 1.5.")),
    ApiCase("num-boggle-generate-seed-negative", "boggle.generate", {"method": "rnd", "seed": -1},
            says("out_of_range", "seed", "\"seed\" must be between 0 and 9,007,199,254,740,992; you gave -1.")),
    ApiCase("num-boggle-generate-count-huge", "boggle.generate", {"method": "rnd", "count": 10 ** 30},
            expect_error("out_of_range", "count", "between 1 and 10,000")),
    ApiCase("num-boggle-optimize-size-false", "boggle.optimize", {"size": False},
            says("wrong_type", "size", "\"size\" must be a whole number; you gave false.")),
    ApiCase("num-boggle-optimize-seconds-zero", "boggle.optimize", {"seconds": 0},
            says("out_of_range", "seconds", "\"seconds\" must be between 0.1 and 86,400; you gave 0.")),
    ApiCase("num-boggle-optimize-seconds-text", "boggle.optimize", {"seconds": "ten"},
            says("wrong_type", "seconds", "\"seconds\" must be a number; you gave \"ten\".")),
    ApiCase("num-anigrams-goal-half", "anigrams.next", {"term": "deir", "goal_length": 8.5},
            says("not_whole_number", "goal_length", "\"goal_length\" must be a whole number; you gave 8.5.")),
    ApiCase("num-anigrams-goal-big", "anigrams.next", {"term": "deir", "goal_length": 33},
            says("out_of_range", "goal_length", "\"goal_length\" must be between 4 and 32; you gave 33.")),
    ApiCase("num-bee-random-min-words-zero", "bee.random", {"seed": 1, "min_words": 0},
            says("out_of_range", "min_words", "\"min_words\" must be between 1 and 100,000; you gave 0.")),
    ApiCase("num-bee-random-min-words-half", "bee.random", {"seed": 1, "min_words": 2.5},
            says("not_whole_number", "min_words", "\"min_words\" must be a whole number; you gave 2.5.")),
    ApiCase("num-bee-random-seed-true", "bee.random", {"seed": True},
            says("wrong_type", "seed", "\"seed\" must be a whole number or a short text; you gave true.")),
    ApiCase("num-bee-random-seed-half", "bee.random", {"seed": 0.5},
            says("not_whole_number", "seed", "\"seed\" must be a whole number; you gave 0.5.")),
    ApiCase("num-bee-random-seed-word", "bee.random", {"seed": "honey", "min_words": 20, "max_words": 60},
            lambda r: r["seed"] == "honey" and 20 <= r["word_count"] <= 60),
    ApiCase("num-bee-best-top-big", "bee.best", {"top": 1001},
            says("out_of_range", "top", "\"top\" must be between 1 and 1000; you gave 1001.")),
    ApiCase("num-lb-hints-max-words-zero", "letterboxed.hints", {"sides": VYQ, "max_words": 0},
            says("out_of_range", "max_words", "\"max_words\" must be between 1 and 6; you gave 0.")),
    ApiCase("num-lb-hints-max-words-half", "letterboxed.hints", {"sides": VYQ, "max_words": 2.5},
            says("not_whole_number", "max_words", "\"max_words\" must be a whole number; you gave 2.5.")),
    ApiCase("num-lb-min-zipf-true", "letterboxed.solve", {"sides": VYQ, "min_zipf": True},
            says("wrong_type", "min_zipf", "\"min_zipf\" must be a number; you gave true.")),
    ApiCase("num-lb-min-zipf-high", "letterboxed.check", {"sides": VYQ, "words": [], "min_zipf": 9},
            says("out_of_range", "min_zipf", "\"min_zipf\" must be between 0 and 8; you gave 9.")),
    ApiCase("num-lb-generate-seed-half", "letterboxed.generate", {"seed": 2.5},
            says("not_whole_number", "seed", "\"seed\" must be a whole number; you gave 2.5.")),
    ApiCase("num-tiles-size-half", "tiles.formable", {"tiles": ["ed"], "tile_size": 1.5},
            says("not_whole_number", "tile_size", "\"tile_size\" must be a whole number; you gave 1.5.")),
    ApiCase("num-tiles-size-zero", "tiles.puzzle", {"seed": 1, "tile_size": 0},
            says("out_of_range", "tile_size", "\"tile_size\" must be 1 or 2; you gave 0.")),
    ApiCase("num-tiles-count-half", "tiles.optimize", {"count": 2.5},
            says("not_whole_number", "count", "\"count\" must be a whole number; you gave 2.5.")),
    ApiCase("num-tiles-seed-negative", "tiles.optimize", {"method": "search", "seed": -3, "rounds": 1},
            says("out_of_range", "seed", "\"seed\" must be between 0 and 9,007,199,254,740,992; you gave -3.")),
    ApiCase("num-tiles-puzzle-seed-half", "tiles.puzzle", {"seed": 1.5},
            says("not_whole_number", "seed", "\"seed\" must be a whole number; you gave 1.5.")),
    ApiCase("num-tiles-chart-step-zero", "tiles.chart", {"step": 0},
            says("out_of_range", "step", "\"step\" must be between 1 and 1000; you gave 0.")),
    ApiCase("num-tiles-rounds-true", "tiles.optimize", {"method": "search", "rounds": True},
            says("wrong_type", "rounds", "\"rounds\" must be a whole number; you gave true.")),
    ApiCase("num-tiles-budget-text", "tiles.optimize", {"method": "search", "time_budget": "1"},
            says("wrong_type", "time_budget", "\"time_budget\" must be a number; you gave \"1\".")),
    # the page's per-point seconds of the chart are a field of their own now
    ApiCase("num-tiles-chart-seconds-per-point", "tiles.chart",
            {"from": 5, "to": 10, "step": 5, "methods": ["search"], "seconds_per_point": 0.05, "dictionary": "american-english"},
            lambda r: r["counts"] == [5, 10] and len(r["series"]["search"]) == 2),
    ApiCase("num-tiles-chart-seconds-per-point-big", "tiles.chart", {"seconds_per_point": 7},
            says("out_of_range", "seconds_per_point", "\"seconds_per_point\" must be between 0 and 6; you gave 7.")),
    ApiCase("num-tiles-chart-two-budgets", "tiles.chart", {"seconds_per_point": 1, "time_budget": 5},
            expect_error("conflicting_fields", "seconds_per_point")),
]
