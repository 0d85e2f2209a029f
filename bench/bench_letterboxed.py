"""Letter Boxed benchmark cases for bench/run.py (CPython and Pyodide): full enumeration, no cap.

PRC YAN LKH SIO has ~241k solutions of up to 3 words and tens of millions of 4 words (see
bench/results/letterboxed.md), so its no-cap case stops at 3 words; its 4-word case asks for the
best 500, which the level-by-level search answers after level 3.
"""
CASES = [
    ("lb-vyq-fig-ote-xlu-4-all", "letterboxed.solve", {"sides": "VYQ FIG OTE XLU", "max_words": 4, "max_solutions": None}),
    ("lb-jgh-nvy-eid-orp-4-all", "letterboxed.solve", {"sides": "JGH NVY EID ORP", "max_words": 4, "max_solutions": None}),
    ("lb-prc-yan-lkh-sio-3-all", "letterboxed.solve", {"sides": "PRC YAN LKH SIO", "max_words": 3, "max_solutions": None}),
    ("lb-prc-yan-lkh-sio-4-best500", "letterboxed.solve", {"sides": "PRC YAN LKH SIO", "max_words": 4, "max_solutions": 500}),
    ("lb-vyq-hints", "letterboxed.hints", {"sides": "VYQ FIG OTE XLU"}),
]
