"""Spelling Bee cases for the lead's runner (bench/run.py times each in CPython and in Pyodide).

The first `bee.best` call on a list builds its index (see bench/studies/bee_study.py for cold vs
warm); the runner's repeats then time the search on the kept index.
"""
CASES = [
    ("bee-solve-aeginrt", "bee.solve", {"letters": "aeginrt", "center": "r"}),
    ("bee-solve-eainrst", "bee.solve", {"letters": "eainrst", "center": "e"}),
    ("bee-solve-aeginrt-words-alpha", "bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "words-alpha"}),
    ("bee-best-no-s", "bee.best", {"exclude": "s", "top": 10, "order": "best"}),
    ("bee-best-with-s", "bee.best", {"exclude": "", "top": 10, "order": "best"}),
    ("bee-worst-no-s", "bee.best", {"exclude": "s", "top": 10, "order": "worst"}),
    ("bee-best-include-q", "bee.best", {"exclude": "s", "include": "q", "top": 10}),
    ("bee-check", "bee.check", {"letters": "aeginrt", "center": "r", "guess": "granite", "found": ["tear", "grate"]}),
    ("bee-hints", "bee.hints", {"letters": "aeginrt", "center": "r", "found": ["tear", "grate"]}),
    ("bee-random", "bee.random", {"seed": 7, "min_words": 20, "max_words": 60}),
    ("bee-daily", "bee.daily", {"date": "2026-01-31"}),
]
