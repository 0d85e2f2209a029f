"""Tilesets' terms and rules: a tile, a word cut into tiles (its tiling), whether some tileset can
form a word, and every tile of a size.

A tileset is N distinct tiles of `tile_size` letters (1 or 2) of the word list's language (English and
French: a-z; German: a-z, ä, ö, ü; Spanish: a-z, ñ). A word is formable when it is made of those letters
(lowercase), its length is a multiple of the tile size, and it splits into consecutive tiles that are all in
the set with no tile used twice (so it has at most N x size letters). With half tiles (tile size 2
only), a word of odd length may end in a half tile: its last letter and a blank, written 'e.'.
"""
from __future__ import annotations

Tile = str            # 'ti' for tile size 2, 't' for size 1, 'e.' a half tile (a letter and a blank)
Tiling = tuple        # a word cut into its consecutive tiles: ('ti', 'ed')
Tileset = frozenset   # the chosen tiles
BLANK = "."
from .. import languages

LETTERS = languages.ASCII  # English's letters (a language's: `Language.letters`)
HALF_TILE_SIZES = (2,)  # the tile sizes half tiles go with: a pair's half is one letter and a blank


def possible_tiles(size: int, half: bool = False, letters: str = LETTERS) -> int:
    """How many different tiles of `letters` exist: n ** size, plus n half tiles (n = 26 in English:
    676 pairs; 29 in German: 841). O(1)."""
    n = len(letters)
    return n ** size + (n if half else 0)


def grid(size: int, half: bool = False, letters: str = LETTERS) -> list[list[Tile]]:
    """Every tile of a size, in rows for a page's grid: a row per first letter (with half tiles, the
    letter and a blank last), or the single letters in two rows (13 and 13 in English; the first row
    the longer when the count is odd). O(possible tiles)."""
    if size == 1:
        cut = (len(letters) + 1) // 2
        return [list(letters[:cut]), list(letters[cut:])]
    return [[a + b for b in letters] + ([a + BLANK] if half else []) for a in letters]


def split(word: str, size: int, half: bool = False) -> Tiling | None:
    """`word` cut into consecutive tiles, or None when its length does not fit. O(len(word))."""
    if size == 1:
        return tuple(word)
    if len(word) % 2 == 0:
        return tuple(map(str.__add__, word[::2], word[1::2]))
    if half:
        return tuple(map(str.__add__, word[::2], word[1::2] + BLANK))
    return None


def usable(word: str, size: int, half: bool = False, letters: str = LETTERS) -> Tiling | None:
    """The word's tiles when some tileset can form it (of `letters`, fits, no tile twice), else None."""
    tiles = split(word, size, half)
    if tiles is None or not (word.isascii() and word.isalpha() and word.islower() if letters == LETTERS
                             else word and all(c in letters for c in word)):
        return None
    return tiles if tiles and len(set(tiles)) == len(tiles) else None

