"""One-off studies: each was run to answer one question (its docstring says which, when, and where
its figures are); kept runnable (`python3 -m bench.studies.<name>`), not part of the suite."""
