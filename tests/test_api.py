"""The door itself: its action table and its catalog."""
import types

import pytest

from pysolvers import api


def test_two_actions_with_one_name_are_refused_naming_both_modules():
    first = types.SimpleNamespace(__name__="pysolvers.first", ACTIONS={"x.solve": object(), "x.check": object()})
    second = types.SimpleNamespace(__name__="pysolvers.second", ACTIONS={"x.solve": object()})
    with pytest.raises(api.DuplicateAction) as e:
        api.collect([first, second])
    assert "x.solve" in str(e.value) and "pysolvers.first" in str(e.value) and "pysolvers.second" in str(e.value)
    assert list(api.collect([first])) == ["x.solve", "x.check"]


def test_the_table_holds_every_module_action():
    assert api.ACTIONS == {name: a for m in api.MODULES for name, a in m.ACTIONS.items()}
    assert len(api.ACTIONS) == sum(len(m.ACTIONS) for m in api.MODULES)


def test_core_imports_no_other_module_of_the_package():
    import ast
    import inspect
    from pysolvers import core
    tree = ast.parse(inspect.getsource(core))
    relative = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level]
    assert relative == [], "core is the base: words and the puzzles import it, not the other way round"
