"""Boggle cases for bench/run.py (timed in CPython and in Pyodide). The 10,000-board speed figure
and the seed's comparison live in bench/studies/boggle_study.py; results in bench/results/boggle.md."""

CASES = [
    ("boggle-solve-best-4x4", "boggle.solve", {"board": "perslatgsineters", "min_length": 3}),
    ("boggle-solve-6x6", "boggle.solve", {"board": "gnisetrlaesdtineparsoltcaeimnsrtesad"}),
    ("boggle-check", "boggle.check", {"board": "perslatgsineters", "word": "replastering", "found": ["pert"]}),
    ("boggle-generate-freq-500", "boggle.generate", {"method": "freq", "size": 4, "count": 500, "seed": 1}),
    ("boggle-generate-greedy-cad-200", "boggle.generate", {"method": "greedy-cad", "size": 4, "count": 200, "seed": 7}),
    ("boggle-daily", "boggle.daily", {"date": "2026-11-21", "size": 5}),
    ("boggle-optimize-2000-evals", "boggle.optimize", {"size": 4, "seed": 1, "seconds": 120, "max_evaluations": 2000, "min_length": 3}),
]
