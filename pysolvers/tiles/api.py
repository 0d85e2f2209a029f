"""Tilesets' actions: reading a request's fields, and the `ACTIONS` table."""
from __future__ import annotations

from .. import languages, words
from ..core import MAX_SEED, Action, Field, InputError, Params, Split, Throttle, spelled_letters
from ..words import WordList, warm, wordlist_of
from .compare import chart, merge_chart, merge_chart_progress
from .entries import INDEXES, index, index_key
from .optimizer import METHODS, optimize
from .play import check, formable, puzzle, tile_stats
from .rules import BLANK, HALF_TILE_SIZES, Tile, Tileset, grid, possible_tiles

MAX_BUDGET = 600.0    # seconds; a search longer than this is a mistake
# the most tiles of any size and language: 841 pairs and 29 half tiles in German (English: 676 and 26);
# a request's own bound is its language's (`_count`)
MOST_TILES = max(possible_tiles(2, True, lang.letters) for lang in languages.LANGUAGES.values())
TILE_SIZE = Field.integer("tile_size", "Tile size", "Letters per tile: 1 or 2.", default=2, min=1, max=2)
HALF_TILES = Field.boolean("half_tiles", "Half tiles", "With tile size 2, also tiles of one letter and a blank "
                           "('e.') that end a word of odd length.", default=False)
_COUNT = ("How many tiles: at most the number of possible tiles (in English 26 of size 1; 676 of size 2, 702 with "
          "half tiles; in German 29, 841 and 870; in Spanish 27, 729 and 756).")
COUNT = Field.integer("count", "Tiles (N)", _COUNT, default=20, min=1, max=MOST_TILES)
PUZZLE_COUNT = Field.integer("count", "Tiles (N)", _COUNT, default=10, min=1, max=MOST_TILES)
METHOD = Field.choice("method", "Method", "maxfreq, subtractive (the seed's greedy methods) or search (a local "
                      "search that starts from subtractive).", METHODS, default="subtractive")
SEED = Field.integer("seed", "Seed", "A whole number: the same seed gives the same answer.", default=0, min=0, max=MAX_SEED)
TIME_BUDGET = Field.number("time_budget", "Seconds", "How long the search method may run.", default=10.0, min=0.0,
                           max=MAX_BUDGET, limit=True)
ROUNDS = Field.integer("rounds", "Rounds", "Stop the search after this many rounds (or at time_budget, whichever "
                       "comes first; the answer says how many ran): rounds that all run give an answer that depends "
                       "only on the seed.", min=1, max=100_000)
TILES = Field.list("tiles", "Tiles", "The tiles, each of tile_size letters (or a letter and a blank, 'e.', with half tiles).",
                   required=True, max_items=MOST_TILES, item_chars=8)
WORD = Field.text("word", "Your word", "The word to judge.", required=True)
FROM = Field.integer("from", "From N", "The smallest tileset size on the chart.", default=5, min=1, max=MOST_TILES)
TO = Field.integer("to", "To N", "The largest tileset size on the chart.", default=60, min=1, max=MOST_TILES)
STEP = Field.integer("step", "Step", "The step between tileset sizes on the chart (at most 100 points).", default=5,
                     min=1, max=1000)
METHODS_FIELD = Field.list("methods", "Methods", "The methods to chart.", default=["maxfreq", "subtractive"],
                           max_items=len(METHODS), choices=METHODS)
CHART_BUDGET = Field.number("time_budget", "Seconds", "How long the search method may run over the whole chart; the "
                            "greedy methods start no new point once they have taken as long (absent: "
                            "seconds_per_point times the points, 2 s per point by default).", min=0.0, max=MAX_BUDGET, limit=True)
POINT_SECONDS = Field.number("seconds_per_point", "Search seconds per point", "The chart's time per point, instead "
                             "of time_budget for the whole.", min=0.0,
                             max=MAX_BUDGET / 100, limit=True)
DATE = Field.date("date", "Date", "The day of the puzzle, YYYY-MM-DD (give a date or a seed).")
PUZZLE_SEED = Field.integer("seed", "Seed", "A whole number for a random puzzle (give a date or a seed).", min=0, max=MAX_SEED)


def _size_half(p: Params) -> tuple[int, bool]:
    size = p.integer("tile_size")
    half = p.boolean("half_tiles")
    if half and size not in HALF_TILE_SIZES:
        raise InputError("bad_option", "Half tiles (a letter and a blank) only make sense with tile_size 2.", "half_tiles")
    return size, half


def _count(p: Params, size: int, half: bool, name: str = "count") -> int:
    """A number of tiles, at most the number of possible tiles of this size in the request's language."""
    return p.integer(name, hi=possible_tiles(size, half, p.language().letters))


def _tiles(p: Params, size: int, half: bool) -> Tileset:
    raw = p.list("tiles")
    lang = p.language()
    most = possible_tiles(size, half, lang.letters)
    if len(raw) > most:
        raise InputError.of("too_long", "too_many", "tiles", found=len(raw), max=most)
    english = lang.code == languages.DEFAULT
    seen: list[Tile] = []
    for k, t in enumerate(raw, 1):
        t = t.strip().lower() if english else lang.clean(t.strip())
        is_half = half and len(t) == 2 and t[1] == BLANK
        body = t[:1] if is_half else t
        if not (body.isascii() and body.isalpha() if english else lang.is_word(body)):
            if english:
                raise InputError.of("not_letters", "Tile {n} \"{tile}\" must be letters A to Z or a letter and a blank ('e.')."
                                    if half else "Tile {n} \"{tile}\" must be letters A to Z.", "tiles", n=k, tile=t)
            bad = lang.foreign(body)
            named = bad and bad[0].isalpha()
            raise InputError.of("not_letters", {
                (False, False): "Tile {n} \"{tile}\" must be {language} letters ({letters}).",
                (True, False): "Tile {n} \"{tile}\" must be {language} letters ({letters}) or a letter and a blank ('e.').",
                (False, True): "Tile {n} \"{tile}\" must be {language} letters ({letters}); {found} is not a {language} letter.",
                (True, True): "Tile {n} \"{tile}\" must be {language} letters ({letters}) or a letter and a blank ('e.'); {found} "
                              "is not a {language} letter.",
            }[bool(half), bool(named)], "tiles", n=k, tile=t, language=lang.name, letters=spelled_letters(lang),
                found=bad[0] if named else "")  # "a French/German/Spanish letter": English never comes here
        if len(t) != size:
            raise InputError.of("wrong_length", "Tile {n} \"{tile}\" has {found} letters; every tile has {size}.", "tiles", n=k, tile=t,
                                found=len(t), size=size)
        if t in seen:
            raise InputError.of("repeated_tile", "Tile \"{tile}\" is listed twice; a tileset has each tile once.", "tiles", tile=t)
        seen.append(t)
    if not seen:
        raise InputError("missing_field", "Please give at least one tile.", "tiles")
    return frozenset(seen)


def api_grid(p: Params) -> dict:
    size, half = _size_half(p)
    letters = p.language().letters
    rows = grid(size, half, letters)
    return {"tile_size": size, "half_tiles": half, "count": possible_tiles(size, half, letters), "rows": rows}


def _spellings(wl: WordList, shown: list[str]) -> dict:
    """{"spellings": ...} for the words an answer shows, in another language than English; else nothing."""
    return {} if wl.language.code == languages.DEFAULT else {"spellings": words.spelled(wl, shown)}


def _answer(tiles: Tileset, wl: WordList, size: int, half: bool, **extra) -> dict:
    ix = index(wl, size, half)
    found = formable(tiles, wl, size, half)
    uses, gains = tile_stats(ix, tiles)
    return {"tiles": sorted(tiles), "tile_size": size, "half_tiles": half, "word_count": len(found), "words": found,
            "uses": uses, "gains": gains, **extra, **_spellings(wl, found)}


def api_optimize(p: Params) -> dict:
    size, half = _size_half(p)
    n = _count(p, size, half)
    method = p.choice("method")
    seed = p.integer("seed")
    budget = p.number("time_budget")
    rounds = p.integer("rounds")
    wl = wordlist_of(p)
    ix = index(wl, size, half)
    throttle = Throttle(p.progress)
    ran = [0]

    def report(done, total, r, best_count, best_tiles):
        ran[0] = r
        if throttle.due():
            p.progress(round(done, 2), total, rounds=r, best_count=best_count, best_tiles=best_tiles)

    tiles = optimize(ix, n, method, seed, budget, rounds, report)
    return _answer(tiles, wl, size, half, method=method, count=n, **({"rounds": ran[0]} if method == "search" else {}))


def api_warm(p: Params) -> dict:
    size, half = _size_half(p)
    wl = wordlist_of(p)
    return warm(wl, [(f"usable words as tiles of {size}{' with half tiles' if half else ''}", index_key(size, half),
                      lambda: index(wl, size, half))], lambda done, total, **extra: p.progress(done, total, **extra))


def api_formable(p: Params) -> dict:
    size, half = _size_half(p)
    tiles = _tiles(p, size, half)
    return _answer(tiles, wordlist_of(p), size, half)


def api_check(p: Params) -> dict:
    size, half = _size_half(p)
    tiles = _tiles(p, size, half)
    wl = wordlist_of(p)
    out = check(p.text("word"), tiles, wl, size, half)
    return {**out, **_spellings(wl, [out["word"]] if out["word"] in wl else [])}


def api_chart(p: Params) -> dict:
    size, half = _size_half(p)
    lo, hi = _count(p, size, half, "from"), _count(p, size, half, "to")
    step = p.integer("step")
    if hi < lo:
        raise InputError.of("out_of_range", "{label} must be at least the smallest size, {min}; you gave {found}.", "to",
                            min=lo, found=hi)
    counts = list(range(lo, hi + 1, step))
    if len(counts) > 100:
        raise InputError.of("too_long", "That is {found} points; at most 100 make a chart.", "step", found=len(counts))
    methods = list(dict.fromkeys(p.list("methods")))  # each method once
    if not methods:
        raise InputError.of("bad_choice", "{label} must name at least one of {choices}.", "methods", choices=", ".join(METHODS))
    if p.has("time_budget") and p.has("seconds_per_point"):
        raise InputError("conflicting_fields", "Give either \"time_budget\" (for the whole chart) or \"seconds_per_point\", "
                         "not both.", "seconds_per_point")
    per_point = p.number("seconds_per_point", 2.0)
    budget = p.number("time_budget", per_point * len(counts))
    seed = p.integer("seed")
    wl = wordlist_of(p)
    return chart(index(wl, size, half), counts, methods, seed, budget, p.progress, p.shard()) | {"tile_size": size, "half_tiles": half}


def api_puzzle(p: Params) -> dict:
    size, half = _size_half(p)
    n = _count(p, size, half)
    if p.has("date") == p.has("seed"):
        raise InputError("missing_field" if not p.has("date") else "conflicting_fields", "Give either \"date\" (YYYY-MM-DD, for the puzzle of the day) or \"seed\" (a number).", "date")
    if p.has("date"):
        key = p.date("date")
    else:
        key = str(p.integer("seed"))
    wl = words.puzzle_wordlist_of(p)
    extra = {"dictionary": wl.base.name} if wl.language.code != languages.DEFAULT and wl.base.name in words.DICTIONARIES else {}
    return _answer(puzzle(index(wl, size, half), n, key, wl.language), wl, size, half, count=n, **extra)



_SIZE = (TILE_SIZE, HALF_TILES)
LANGUAGE = next(f for f in words.FIELDS if f.name == "language")  # tiles.grid reads no list, but has a language
ACTIONS = {
    "tiles.optimize": Action(api_optimize, _SIZE + (COUNT, METHOD, SEED, TIME_BUDGET, ROUNDS),
                             "N tiles that form many words: maxfreq, subtractive (the seed's greedy), or search.",
                             {"tile_size": 2, "count": 20, "method": "subtractive", "dictionary": "american-english"}, budget=20,
                             runs="search", indexes=INDEXES),
    "tiles.formable": Action(api_formable, _SIZE + (TILES,), "The words a tileset forms.",
                             {"tiles": ["ed", "pi", "ti"], "tile_size": 2, "dictionary": "american-english"}, budget=15,
                             indexes=INDEXES),
    "tiles.check": Action(api_check, _SIZE + (TILES, WORD), "Whether a tileset forms a typed word, and if not, why.",
                          {"tiles": ["ed", "pi", "ti"], "word": "tied", "dictionary": "american-english"}, budget=15,
                          indexes=INDEXES),
    "tiles.chart": Action(api_chart, _SIZE + (FROM, TO, STEP, METHODS_FIELD, SEED, CHART_BUDGET, POINT_SECONDS),
                          "Words formed against N for each method.",
                          {"from": 5, "to": 60, "step": 5, "methods": ["maxfreq", "subtractive"], "dictionary": "american-english"}, budget=20,
                          runs="search", split=Split(merge_chart, merge_chart_progress), indexes=INDEXES),
    "tiles.grid": Action(api_grid, _SIZE + (LANGUAGE,), "Every tile of a tile size (and half tiles) of a language's "
                         "letters, in rows for a grid: a row per first letter, or the letters (26 in English) in two rows.",
                         {"tile_size": 2, "half_tiles": True},
                         wordlist=False, budget=1, facts={"half_tiles_sizes": list(HALF_TILE_SIZES)}),
    "tiles.warm": Action(api_warm, _SIZE, "Build the word list's tile index for a tile size now, so the first "
                         "tileset is answered at once; says what it built and how long it took.",
                         {"tile_size": 2, "dictionary": "american-english"}, budget=15, indexes=INDEXES),
    "tiles.puzzle": Action(api_puzzle, _SIZE + (PUZZLE_COUNT, DATE, PUZZLE_SEED),
                           "A tileset to play: the puzzle of the day (date) or a random one (seed).",
                           {"date": "2024-03-23", "count": 10, "dictionary": "american-english"}, wordlist="puzzle",
                           budget=15, indexes=INDEXES),
}
