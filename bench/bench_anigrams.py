"""Anigrams cases for bench/run.py (CPython and Pyodide). The first case pays for the index."""
CASES = [
    ("longest-all", "anigrams.longest_all", {}),
    ("count-all", "anigrams.count_all", {}),
    ("longest-deir", "anigrams.longest", {"start": "deir"}),
    ("count-aers", "anigrams.count", {"start": "aers", "goal_length": 9}),
    ("next-deir", "anigrams.next", {"term": "deir"}),
    ("game-of-the-day", "anigrams.game", {"date": "2026-11-21"}),
    ("check", "anigrams.check", {"term": "deir", "guess": "ride"}),
]
