"""The one door between callers (the web worker, the CLI, tests) and the solvers.

`dispatch(action, params)` takes and returns plain data; bad input raises `InputError`.
`call(action, params)` is the same door for callers that want data either way: the result,
or {"error": {"code", "message", "field"?, "template"}}. No exception crosses it.
`describe()` is the catalog of every action and its declared fields, as plain JSON (the build
ships it as dist/api-schema.json for the page). `ACTIONS` gathers the puzzles' tables once, at
import, and refuses a name defined twice.
"""
from __future__ import annotations

import difflib
import sys
import traceback
import types

from . import anigrams, bee, boggle, definitions, languages, letterboxed, nyt, tiles, words
from .core import KINDS, MAX_SHARDS, SHARD, TEMPLATES, Action, Field, InputError, Params, Progress, say, shown

MODULES = (bee, letterboxed, boggle, anigrams, tiles, definitions, nyt)


class DuplicateAction(Exception):
    """Two modules define an action with the same name: a bug, refused when the API is imported."""


def collect(modules) -> dict[str, Action]:
    """Every module's `ACTIONS` in one table, in module order. Raises DuplicateAction naming both
    modules when a name is taken twice, so one cannot silently replace the other."""
    actions: dict[str, Action] = {}
    owner: dict[str, str] = {}
    for m in modules:
        for name, entry in m.ACTIONS.items():
            if name in actions:
                raise DuplicateAction(f"The action \"{name}\" is defined twice: in {owner[name]} and in {m.__name__}.")
            actions[name], owner[name] = entry, m.__name__
    return actions


def fields_of(entry: Action) -> dict[str, Field]:
    """Every field an action takes: its own, then the word list's when it reads one, then `shard`
    when it is a search that splits."""
    lists = words.PUZZLE_FIELDS if entry.wordlist == "puzzle" else words.FIELDS if entry.wordlist else ()
    own = entry.fields + lists + ((SHARD,) if entry.split else ())
    fields = {f.name: f for f in own}
    assert len(fields) == len(own), "a field declared twice"
    return fields


SPLIT = sorted(name for name, a in collect(MODULES).items() if a.split)  # the searches "merge" joins


def api_merge(p: Params) -> dict:
    """The answer of a split search from its shards' answers (or, with "progress", one progress
    report from their latest ones): the worker pool's last step, in Python like every rule."""
    name = p.choice("action")
    params = p.get("params", "object")
    parts = p.get("parts", "objects")
    if not parts:
        raise InputError.of("too_short", "{label} must hold the answer of every shard; you gave none.", "parts")
    split = ACTIONS[name].split
    try:
        inner = Params(params, None, FIELDS[name])
        inner.check_fields(name)
        return (split.progress if p.boolean("progress") else split.merge)(inner, parts)
    except InputError as e:
        if e.field == "parts":
            raise
        raise InputError.of("bad_params", "{label} are not a valid {action} request: {said}", "params", action=name,
                            said=e.message) from None
    except (LookupError, TypeError, ValueError, ArithmeticError, AttributeError):
        raise InputError.of("bad_parts", "{label} are not answers of {action}'s shards.", "parts", action=name) from None


MERGE = Action(
    api_merge,
    (Field.choice("action", "Search", "The split search whose parts these are.", SPLIT, required=True),
     Field("params", "object", "Request", "The split request's parameters, as sent without \"shard\".", required=True),
     Field("parts", "objects", "Parts", "Each shard's answer (or, with progress, its latest progress report, "
           "null before its first), in shard order.", required=True, max_items=MAX_SHARDS),
     Field.boolean("progress", "Progress", "Merge progress reports instead of answers.", default=False)),
    "Combine the shards' answers of a split search (an action with \"split\" in the catalog) into one.",
    {"action": "boggle.generate", "params": {"method": "rnd", "count": 2, "seed": 1},
     "parts": [{"boards": [], "method": "rnd", "size": 4, "min_length": 3, "seed": 1, "timed_out": False}]},
    wordlist=False, budget=2.0)

# The door's own actions, a table like a puzzle module's: it goes through the same check.
DOOR = types.SimpleNamespace(__name__=__name__, ACTIONS={"merge": MERGE})


def table(modules) -> dict[str, Action]:
    """The puzzles' actions and the door's own in one table, a name taken twice refused (`collect`)."""
    return collect((*modules, DOOR))


ACTIONS: dict[str, Action] = table(MODULES)
FIELDS: dict[str, dict[str, Field]] = {name: fields_of(a) for name, a in ACTIONS.items()}


def dispatch(action: str, params: dict | None = None, progress: Progress | None = None) -> dict:
    """Run one action. Plain data in, plain data out; bad input raises InputError."""
    if not isinstance(action, str):
        raise InputError.of("unknown_action", "The action must be a name (text), like \"bee.solve\", not {found}. "
                                              "Actions: {actions}.", found=shown(action), actions=", ".join(sorted(ACTIONS)))
    if action not in ACTIONS:
        close = difflib.get_close_matches(action, list(ACTIONS), n=1)
        if close:
            raise InputError.of("unknown_action", "There is no action \"{name}\". Did you mean \"{close}\"? Actions: {actions}.",
                                name=str(action)[:40], close=close[0], actions=", ".join(sorted(ACTIONS)))
        raise InputError.of("unknown_action", "There is no action \"{name}\". Actions: {actions}.", name=str(action)[:40],
                            actions=", ".join(sorted(ACTIONS)))
    p = Params(params, progress, FIELDS[action])
    p.check_fields(action)
    return ACTIONS[action].handler(p)


def call(action: str, params: dict | None = None, progress: Progress | None = None) -> dict:
    """`dispatch`, with every failure turned into an error object (input errors as they are;
    anything else as an "internal" error, its traceback written to stderr for developers)."""
    try:
        return dispatch(action, params, progress)
    except InputError as e:
        return e.as_dict()
    except RecursionError:
        return {"error": {"code": "too_large", "message": say("This input is too large to solve here.")}}
    except MemoryError:
        return {"error": {"code": "too_large", "message": say("This input needs more memory than is available.")}}
    except Exception as e:  # a bug: say so plainly, keep the details for developers
        traceback.print_exc(file=sys.stderr)
        return {"error": {"code": "internal", "message": say("Something went wrong inside the solver ({error}). Please report this puzzle.",
                                                             error=type(e).__name__)}}


SCHEMA_FORMAT = 1


def describe() -> dict:
    """The action catalog as plain JSON (CONTRIBUTING.md describes the format): the message
    templates, the field kinds, and per action its summary, example, time budget and fields, each
    field with its limits and its shape checks in order; where it runs in the page (`runs`: "quick",
    the interactive worker, or "search", the search pool), whether the pool may `split` it among its
    workers (a "shard" field, the parts joined by "merge"; `shares`: in two rounds, see core.Split), and the prebuilt `indexes` it may use
    (the worker fetches them before the first such request). The build ships it as
    dist/api-schema.json."""
    return {
        "format": SCHEMA_FORMAT,
        "templates": dict(TEMPLATES),
        "kinds": dict(KINDS),
        # each language's letters and folds, and the check a letters field runs in it (the page's
        # precheck runs it in place of the English one when a request names the language)
        "languages": {code: {**lang, "letters_check": next(c for c in Field.letters("letters", "", "").checks(language=code)
                                                            if c["check"] == "letters")}
                      for code, lang in languages.describe().items()},
        "actions": {name: {"summary": a.summary, "example": a.example, "budget_seconds": a.budget,
                           "runs": a.runs, "split": a.split is not None,
                           **({"shares": True} if a.split and a.split.shares else {}), "indexes": list(a.indexes),
                           "fields": {f.name: f.describe() for f in FIELDS[name].values()},
                           **({"facts": a.facts} if a.facts else {})}
                    for name, a in sorted(ACTIONS.items())},
        # the data files (site paths) a request reads: per shipped list (its own two), when offensive
        # words are hidden ("offensive": "hide"), and the files an explanation reads (`explains`: per
        # list, for the actions whose boolean field asks for one, `explained_by`); the worker fetches
        # them before Python runs
        "reads": {"lists": {name: [f"data/{f}" for f in words.own_files(name)] for name in words.DICTIONARIES},
                  "offensive_hidden": [f"data/{words.OFFENSIVE_FILE}"],
                  "explains": {name: [f"data/{f}" for f in words.files_of(name)[len(words.own_files(name)):]]
                               for name in words.DICTIONARIES if words.READS.get(name)},
                  "explained_by": dict(sorted(words.EXPLAINED_BY.items()))},
    }
