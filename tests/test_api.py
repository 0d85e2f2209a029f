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


def test_a_module_action_named_merge_is_refused_like_any_other_name_taken_twice():
    # the door's own "merge" goes through the same check as the puzzles' actions: it cannot be
    # silently replaced by a module's action of that name, nor replace one
    rogue = types.SimpleNamespace(__name__="pysolvers.rogue", ACTIONS={"merge": object()})
    with pytest.raises(api.DuplicateAction) as e:
        api.table([rogue])
    assert "merge" in str(e.value) and "pysolvers.rogue" in str(e.value) and "pysolvers.api" in str(e.value)
    assert api.table(api.MODULES) == api.ACTIONS


def test_the_table_holds_every_module_action():
    # and the door's own: "merge", which joins the parts of a split search (the page's worker pool)
    assert api.ACTIONS == {**{name: a for m in api.MODULES for name, a in m.ACTIONS.items()}, "merge": api.MERGE}
    assert len(api.ACTIONS) == sum(len(m.ACTIONS) for m in api.MODULES) + 1


def test_runtime_languages_and_core_are_the_base_and_import_nothing_above_them():
    import ast
    import inspect
    from pysolvers import core, languages, runtime

    def relative(module):
        tree = ast.parse(inspect.getsource(module))
        return [(n.module, [a.name for a in n.names]) for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level]
    assert relative(runtime) == [], "runtime is the base: core, words and the puzzles import it"
    assert relative(languages) == [], "the languages' letters are a base: core, words and the puzzles import them"
    assert relative(core) == [(None, ["languages"]), ("runtime", ["turn"])], "core builds on runtime and languages alone"


def test_the_shipped_schema_is_api_describe(dist):
    import json
    assert json.loads((dist / "api-schema.json").read_text()) == json.loads(json.dumps(api.describe()))


def test_every_field_is_declared_with_a_label_help_and_known_checks():
    schema = api.describe()
    for action, entry in schema["actions"].items():
        assert entry["summary"] and entry["budget_seconds"] > 0, action
        assert set(entry["example"]) <= set(entry["fields"]), action
        for name, f in entry["fields"].items():
            assert f["kind"] in schema["kinds"] and f["label"] and f["help"].endswith((".", ")")), (action, name)
            assert f["checks"] and all(c["template"] in schema["templates"] for c in f["checks"]), (action, name)
            assert ("required" in [c["check"] for c in f["checks"]]) == f["required"], (action, name)


def test_an_error_names_the_field_and_carries_a_template_for_the_page():
    err = api.call("boggle.solve", {"board": "perslatgsineters", "min_length": 1})["error"]
    assert err == {"code": "out_of_range", "field": "min_length",
                   "message": "\"min_length\" must be between 3 and 32; you gave 1.",
                   "template": "{label} must be between 3 and 32; you gave 1."}
    # the page puts its own label where the template says {label}
    assert err["template"].replace("{label}", "Min letters") == "Min letters must be between 3 and 32; you gave 1."


def test_a_limit_that_depends_on_another_field_is_stated_as_it_applies():
    schema = api.describe()["actions"]["boggle.solve"]["fields"]["min_length"]
    assert (schema["min"], schema["max"]) == (3, 72)  # the outer bound the page checks at once
    err = api.call("boggle.solve", {"board": "abcdefghi", "min_length": 19})["error"]
    assert "between 3 and 18" in err["message"]      # a 3×3 board: at most 18


def test_a_handler_reading_an_undeclared_field_is_a_bug():
    from pysolvers.core import Field, Params
    p = Params({"x": 1}, fields={"y": Field.integer("y", "Y", "Why.")})
    with pytest.raises(AssertionError):
        p.integer("x")
    with pytest.raises(AssertionError):
        p.text("y")
