"""Letter-pair tilesets (seed 000): which N tiles form the most words.

Rules: a tileset is N distinct tiles of `tile_size` letters (1 or 2) of the word list's language
(a-z in English and French, plus ä ö ü in German and ñ in Spanish). A word is formable when it is
made of those letters (lowercase), its length is a multiple of the tile size, and it splits into consecutive tiles that
are all in the set with no tile used twice (so it has at most N x size letters). With `half_tiles`
(the seed's open question on odd-length words, tile size 2 only), a word of odd length may end in a
half tile: its last letter and a blank, written 'e.'.

Methods for choosing N tiles from a word list: maxfreq and subtractive (the seed's greedy
methods), and search (a local search that swaps one tile out and one in while the count grows,
started from the plain subtractive answer, then kicked and restarted).

One module per concept: `rules` (tiles, a word's tiling, usable words, every tile of a size),
`entries` (a list's usable words as tile ids, built once or loaded prebuilt), `solver` (the greedy
methods, each with the seed's program as reference), `optimizer` (the local search, and any
method by name), `compare` (the methods charted against N, split among workers), `play` (the words
a set forms, a typed word judged, the puzzle of a day), `api` (the actions). Every name is
re-exported here.
"""
from .api import ACTIONS
from .compare import chart, merge_chart, merge_chart_progress
from .entries import INDEXES, SHAPES, Entry, Index, build_index, drop_index, dump_index, index, index_key, load_index, within
from .optimizer import METHODS, best_swap, climb, count, kick, members, optimize, search, uses_and_gains
from .play import check, formable, puzzle, tile_stats
from .rules import BLANK, HALF_TILE_SIZES, LETTERS, Tile, Tileset, Tiling, grid, possible_tiles, split, usable
from .solver import maxfreq, maxfreq_slow, subtractive, subtractive_slow

__all__ = ["ACTIONS", "chart", "merge_chart", "merge_chart_progress", "INDEXES", "SHAPES", "Entry", "Index",
           "build_index", "drop_index", "dump_index", "index", "index_key", "load_index", "within", "METHODS",
           "best_swap", "climb", "count", "kick", "members", "optimize", "search", "uses_and_gains", "check",
           "formable", "puzzle", "tile_stats", "BLANK", "HALF_TILE_SIZES", "LETTERS", "Tile", "Tileset", "Tiling",
           "grid", "possible_tiles", "split", "usable", "maxfreq", "maxfreq_slow", "subtractive", "subtractive_slow"]
