"""Spelling Bee actions timed by bench/run.py (CPython and Pyodide under Node)."""
CASES = [
    ("bee.solve AEGINRT/R", "bee.solve", {"letters": "aeginrt", "center": "r"}),
    ("bee.solve EAINRST/E", "bee.solve", {"letters": "eainrst", "center": "e"}),
    ("bee.solve AEGINRT/R words-alpha", "bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "words-alpha"}),
]
