"""The examples in the solvers' docstrings run and say what they show (pysolvers/nyt.py's, today)."""
import doctest
import importlib
import pkgutil

import pytest

import pysolvers


def modules_with_examples() -> list[str]:
    names = [m.name for m in pkgutil.walk_packages(pysolvers.__path__, "pysolvers.") if not m.name.endswith("__main__")]
    return [n for n in names if any(t.examples for t in doctest.DocTestFinder().find(importlib.import_module(n)))]


MODULES = modules_with_examples()


def test_the_modules_with_examples_are_found():
    assert "pysolvers.nyt" in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_a_modules_examples_hold(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0, result
