"""Prebuilt indexes (pysolvers/prebuilt.py `register`, buildsys/site.py `prebuilt_indexes`): every file the build
ships loads back equal to what Python builds; the index of a list that leaves words out (the offensive
words hidden) made from the whole list's (`drop`) answers as the one built from its words; and the
requests each page sends on its default word list get their indexes from those files, never by
building them in Python (`words.ORIGINS` counts how each index came)."""
import collections
import functools
import json
import random
from pathlib import Path

import pytest

from buildsys.site import PREBUILT_LISTS, prebuilt_indexes
from pysolvers import anigrams, api, prebuilt as pb, tiles, words
from pysolvers.boggle import board as bd, generators, search
from pysolvers.boggle.trie import build_trie, drop_trie
from tests.harness import js

SHIPPED = [(name, key) for name, keys in PREBUILT_LISTS.items() for key in keys]
DROPS = sorted(key for key, spec in pb.SPECS.items() if spec.drop)


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> tuple[Path, dict]:
    """The files the build puts in dist/data/prebuilt/ (made by CPython once per change of the solvers
    or lists, kept in .cache/), in a folder of their own, and its index.json."""
    files = prebuilt_indexes()
    folder = tmp_path_factory.mktemp("prebuilt")
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return folder, json.loads(files["index.json"])


@pytest.fixture
def prebuilt(shipped, monkeypatch):
    """The shipped files in place, and lists loaded afresh (no index another test built on them)."""
    monkeypatch.setattr(pb, "DIR", shipped[0])
    monkeypatch.setattr(words, "load", functools.lru_cache(maxsize=None)(words.load.__wrapped__))
    monkeypatch.setattr(words, "_adjusted_cache", {})
    monkeypatch.setattr(words, "ORIGINS", collections.Counter())
    return shipped[1]


def fresh(wl: words.WordList) -> words.WordList:
    """The same words as a new list: nothing derived, nothing loaded."""
    return words.WordList(wl.name, wl.words, wl.zipf10)


def without(wl: words.WordList, gone) -> words.WordList:
    """`wl` less the words `gone`, as `words.adjusted` makes a list that leaves words out."""
    gone = frozenset(gone) & frozenset(wl.words)
    keep = [i for i, w in enumerate(wl.words) if w not in gone]
    out = words.WordList(wl.name, tuple(wl.words[i] for i in keep), bytes(wl.zipf10[i] for i in keep))
    out.base, out.dropped = wl, gone
    return out


def index_fields(ix: anigrams.Index) -> tuple:
    """An anigrams Index as plain data: the start level in order, the others as sets (the order of a
    level past the first is a set's and means nothing)."""
    return ix.words, ix.kids, ix.height, ix.levels[:1], [set(level) for level in ix.levels[1:]]


def same(key: str, a, b) -> bool:
    if key == "anigrams.index":
        return index_fields(a) == index_fields(b)
    if key.startswith("tiles.index."):  # entries compare by their fields
        return (a.tiles, a.ids, [(e.word, e.ids, e.mask) for e in a.entries]) == (b.tiles, b.ids, [(e.word, e.ids, e.mask) for e in b.entries])
    return a == b


@pytest.mark.data
def test_the_build_ships_what_it_says(prebuilt):
    assert prebuilt == PREBUILT_LISTS and all(key in pb.SPECS for keys in prebuilt.values() for key in keys)


@pytest.mark.parametrize("name,key", SHIPPED)
@pytest.mark.data
def test_a_shipped_index_loads_as_python_builds_it(prebuilt, name, key):
    wl = words.load(name)
    loaded = wl.peek(key)
    assert wl.origin(key) == "loaded"
    spec = pb.SPECS[key]
    built = spec.build(fresh(wl))
    assert same(key, loaded, built)
    assert spec.dump(loaded, wl) == spec.dump(built, wl)  # dump → load → dump: the same bytes


# --- a list that leaves words out: the whole list's index with those words dropped ----------------

def snake(n: int) -> list[int]:
    """The cells of an n×n grid row by row, every other row backwards: each next to the one before."""
    return [r * n + (c if r % 2 == 0 else n - 1 - c) for r in range(n) for c in range(n)]


def boards_with(gone, rng: random.Random, count: int = 150) -> list[str]:
    """Random boards, and boards that each spell one of the words `gone` (up to `count` of them) along
    a path, so a word left out would be found there if it were still in the trie."""
    boards = []
    for w in rng.sample(sorted(gone), min(len(gone), count)):
        t = bd.tokens(w) if "q" in w else w
        n = 4 if t and len(t) <= 16 else 5
        if not t or len(t) > n * n:
            continue
        cells = [rng.choice("abcdefghijklmnoprstuvwy") for _ in range(n * n)]
        for c, ch in zip(snake(n), t):
            cells[c] = ch
        boards.append("".join(cells))
    stats = generators.letter_stats(words.load("enable"))
    for _ in range(count):
        n = rng.choice((3, 4, 4, 5, 6))
        boards.append(generators.generate("freq" if n == 3 else {4: "dice-new", 5: "dice-big", 6: "dice-superbig"}[n], n, rng, stats))
    return boards


def assert_answers_alike(key: str, dropped, built, wl: words.WordList, rng: random.Random) -> None:
    """The dropped index answers as the built one: the same structure where it is plain data, the
    same words, paths and scores on boards (the trie keeps the slots of the words it dropped)."""
    if key != "boggle.trie":
        assert same(key, dropped, built)
        return
    for board in boards_with(wl.dropped, rng):
        assert search.find_words(board, dropped) == search.find_words(board, built), board
        for m in (3, 4):
            assert search.score_of(board, dropped, m) == search.score_of(board, built, m), board
    assert not any(w in wl.dropped for w in dropped.word if w)


@pytest.mark.parametrize("name,key", [(n, k) for n, k in SHIPPED if k in DROPS])
def test_hiding_the_offensive_words_drops_them_from_the_shipped_index(prebuilt, name, key):
    hidden = words.adjusted(words.load(name), hide_offensive=True)
    assert hidden.dropped and not hidden.added
    dropped = hidden.peek(key)
    assert hidden.origin(key) == "dropped" and words.load(name).origin(key) == "loaded"
    assert_answers_alike(key, dropped, pb.SPECS[key].build(fresh(hidden)), hidden, random.Random(key))


@functools.lru_cache(maxsize=None)
def american_english_index(key: str):
    """American English afresh and its whole index `key`, built once for every share dropped from it."""
    base = fresh(words.load("american-english"))
    return base, base.derived(key, pb.SPECS[key].build)


@pytest.mark.parametrize("key", DROPS)
@pytest.mark.parametrize("share", [0.001, 0.03, 0.3])
def test_dropping_any_words_answers_as_building_without_them(key, share):
    # American English with random words left out, and with every word of some terms (DEIR's:
    # a start; ABDEIR's: mid-chain) and every four-letter word of a letter left out
    base, whole = american_english_index(key)
    rng = random.Random(f"{key} {share}")
    gone = {w for w in base.words if rng.random() < share}
    gone |= {"dire", "ride", "ired", "bride", "braid", "rabid", "braided"} | {w for w in base.words if len(w) == 4 and w[0] == "k"}
    shorter = without(base, gone)
    spec = pb.SPECS[key]
    before = spec.dump(whole, base)
    dropped = spec.drop(whole, shorter)
    assert_answers_alike(key, dropped, spec.build(fresh(shorter)), shorter, rng)
    if key == "anigrams.index":  # and against the slow reference on some starts
        terms = anigrams.terms_slow(shorter)
        for start in rng.sample(dropped.levels[0], 5):
            t = dropped.term(start)
            assert dropped.longest(start) == anigrams.longest_slow(t, terms) and dropped.games(start, 7) == anigrams.count_slow(t, terms, 7)
    if key.startswith("tiles.index."):  # the seed's greedy methods read the tile order too: against their slow references
        size, half = int(key.split(".")[2]), key.endswith("True")
        for n in (4, 12, 30):
            assert tiles.maxfreq(dropped, n) == tiles.maxfreq_slow(shorter, n, size, half)
        assert tiles.subtractive(dropped, 8) == tiles.subtractive_slow(shorter, 8, size, half)
    assert spec.dump(whole, base) == before  # the whole list's index is untouched


def test_dropping_the_word_that_brought_a_tile_first_renumbers_the_tiles():
    base = fresh(words.load("american-english"))
    whole = tiles.build_index(base, 2)
    first = whole.entries[0]  # its tiles come first in the numbering (the seed's tie order)
    shorter = without(base, {first.word})
    dropped = tiles.drop_index(whole, shorter)
    assert dropped.tiles != whole.tiles and same("tiles.index.2.False", dropped, tiles.build_index(fresh(shorter), 2))
    untouched = tiles.drop_index(whole, without(base, {whole.entries[-1].word}))
    assert untouched.tiles is whole.tiles and untouched.entries[0] is first  # nothing renumbered: the entries are shared


def test_the_dropped_trie_finds_what_the_slow_reference_finds():
    base = fresh(words.load("american-english"))
    shorter = without(base, {w for w in base.words if "ea" in w})
    trie = drop_trie(build_trie(base), shorter)
    for board in boards_with({"tear", "bread", "please", "earth"}, random.Random(3), count=20)[:24]:
        if bd.size_of(board) <= 4:
            found = {w: path for w, path in search.find_words(board, trie).items() if len(w) >= 3}
            assert found == search.find_words_slow(board, shorter, 3), board


def test_terms_found_on_demand_before_a_drop_are_left_out_as_a_new_index_has_none():
    base = fresh(words.load("american-english"))
    whole = anigrams.index(base)
    unreached = next(t for t in whole.words if t not in whole.kids and whole.length(t) > 5)
    whole.longest(unreached)  # fills whole.kids and whole.height on demand
    shorter = without(base, {"braid", "rabid", "dire", "ride"})
    assert same("anigrams.index", anigrams.drop_index(whole, shorter), anigrams.Index(fresh(shorter)))


def test_corrections_that_only_reject_words_drop_them_and_accepting_one_builds(prebuilt):
    nyt = words.load("nyt")
    rejected = words.adjusted(nyt, corrections=(frozenset(), frozenset({"titi", "naan", "ride"})))
    enable = words.load("enable")
    assert rejected.dropped and rejected.peek("bee.index-s") is None  # the Bee's index has no drop: built when asked
    trimmed = words.adjusted(enable, True)
    assert trimmed.peek("boggle.trie") is not None and trimmed.origin("boggle.trie") == "dropped"
    accepted = words.adjusted(nyt, corrections=(frozenset({"qwertyuiop"}), frozenset()))
    assert accepted.added and accepted.peek("boggle.trie") is None  # a word added: nothing to drop from


# --- the pages' default requests hit the prebuilt files ------------------------------------------

def page_default(puzzle: str) -> str:
    """The word list a puzzle's page uses unless told otherwise: its state.js's DEFAULT_LIST, as Node reads it."""
    return js.value(f"web/puzzles/{puzzle}/state.js", "DEFAULT_LIST")


HIDE = {"offensive": "hide"}  # every Play view; Bee's Solve and Best; Letter Boxed's Solve (its toggle's default)
PAGES = {  # per puzzle: the requests its views send on the default list, with its `offensive` field
    "bee": [("bee.solve", {"letters": "aeginrt", "center": "r", **HIDE}), ("bee.hints", {"letters": "aeginrt", "center": "r", "found": [], **HIDE}),
            ("bee.daily", {"date": "2026-11-21", **HIDE}), ("bee.random", {"seed": 5, "exclude_s": True, "min_words": 20, "max_words": 60, **HIDE}),
            ("bee.check", {"letters": "aeginrt", "center": "r", "guess": "granite", "found": [], **HIDE}),
            ("bee.best", {"exclude": "s", "include": "", "order": "best", **HIDE}),
            ("bee.best", {"exclude": "", "include": "", "order": "worst", **HIDE, "shard": {"index": 1, "of": 2}})],
    "letterboxed": [("letterboxed.solve", {"sides": "vyq fig ote xlu", **HIDE}), ("letterboxed.generate", {"date": "2026-11-21", **HIDE}),
                    ("letterboxed.check", {"sides": "vyq fig ote xlu", "words": [], **HIDE})],
    "boggle": [("boggle.warm", {}), ("boggle.solve", {"board": "perslatgsineters"}),
               ("boggle.generate", {"method": "cad", "size": 4, "count": 5, "seed": 1}),
               ("boggle.optimize", {"size": 4, "seed": 1, "max_evaluations": 30, "seconds": 5}),
               ("boggle.daily", {"date": "2026-11-21", "size": 4, **HIDE}), ("boggle.play", {"size": 3, "seed": 9, **HIDE}),
               ("boggle.check", {"board": "perslatgsineters", "word": "plaster", "found": [], **HIDE})],
    "anigrams": [("anigrams.warm", {}), ("anigrams.longest", {"start": "deir"}), ("anigrams.next", {"term": "deir"}),
                 ("anigrams.game", {"date": "2026-11-21", **HIDE}), ("anigrams.check", {"term": "deir", "guess": "ride", **HIDE})],
    "tiles": [("tiles.warm", {"tile_size": 2, "half_tiles": False}), ("tiles.formable", {"tiles": ["ed", "pi", "ti"], "tile_size": 2}),
              ("tiles.optimize", {"tile_size": 2, "count": 10, "method": "subtractive"}),
              ("tiles.chart", {"from": 5, "to": 10, "step": 5, "methods": ["maxfreq"]}),
              ("tiles.puzzle", {"date": "2026-11-21", "count": 10, **HIDE}),
              ("tiles.check", {"tiles": ["ed", "pi", "ti"], "word": "tied", "tile_size": 2, **HIDE})],
}
USED = {"bee": {"bee.index-", "bee.index-s"}, "letterboxed": set(), "boggle": {"boggle.trie", "boggle.stats"},
        "anigrams": {"anigrams.index"}, "tiles": {"tiles.index.2.False"}}  # the prebuilt indexes each page's requests read


@pytest.mark.parametrize("puzzle", sorted(PAGES))
def test_a_pages_default_requests_load_their_indexes_never_build_them(prebuilt, puzzle):
    name = page_default(puzzle)
    catalog = api.describe()["actions"]
    used = set()
    for action, params in PAGES[puzzle]:
        words.ORIGINS.clear()
        r = api.call(action, {**params, "dictionary": name})
        assert "error" not in r, (action, r)
        came = {key: origin for (_, key, origin) in words.ORIGINS if key in pb.SPECS}
        assert "built" not in came.values(), (action, came)
        # the worker fetches an action's prebuilt files (its `indexes`) for the list it names
        assert set(came) <= set(catalog[action]["indexes"]) & set(prebuilt.get(name, ())), (action, came)
        used |= set(came)
    assert used == USED[puzzle]
