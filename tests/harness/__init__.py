"""What the tests and the benchmarks share (imported as `tests.harness`):

    api_cases.py    ApiCase and the cases of every puzzle (tests/cases_*.py), for CPython and Pyodide
    fuzzing.py      generated requests for every action, from the catalog, and the property of an answer
    pyodide.py      NodePyodide: the app's API in the real Pyodide runtime under Node (pyodide_node.mjs)
    browser.py      how Chromium is started, and steps several page tests take
    storage.py      storage refused: the script a page and its workers are given to see it so
"""
