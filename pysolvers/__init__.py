"""wordloom's word-puzzle solvers: pure Python, standard library only, for CPython 3.11+ and Pyodide."""
__version__ = "0.1.0"
