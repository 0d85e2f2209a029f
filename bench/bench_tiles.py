"""Tileset actions timed by bench/run.py in CPython and Pyodide: (name, action, params)."""
AE = {"dictionary": "american-english"}

CASES = [
    ("tiles-formable-seed", "tiles.formable", {"tiles": ["ed", "pi", "ti"], **AE}),
    ("tiles-maxfreq-20", "tiles.optimize", {"count": 20, "method": "maxfreq", **AE}),
    ("tiles-subtractive-20", "tiles.optimize", {"count": 20, "method": "subtractive", **AE}),
    ("tiles-subtractive-20-enable", "tiles.optimize", {"count": 20, "method": "subtractive", "dictionary": "enable"}),
    ("tiles-search-20-3rounds", "tiles.optimize", {"count": 20, "method": "search", "seed": 1, "rounds": 3, **AE}),
    ("tiles-check", "tiles.check", {"tiles": ["ed", "pi", "ti"], "word": "pitied", **AE}),
    ("tiles-chart-5-60", "tiles.chart", {"from": 5, "to": 60, "step": 5, "methods": ["maxfreq", "subtractive"], **AE}),
]
