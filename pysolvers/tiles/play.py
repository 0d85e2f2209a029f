"""What a tileset forms and a player sees: the words a set forms, each tile's uses and the words
each other tile would add, a typed word judged with the reason, and the puzzle of a date or seed."""
from __future__ import annotations

import random

from .. import languages
from ..core import say, spelled_letters
from ..words import WordList
from .entries import Index, index
from .optimizer import uses_and_gains
from .rules import Tile, Tileset, split
from .solver import subtractive


def formable(tiles: Tileset, wl: WordList, size: int, half: bool = False) -> list[str]:
    """Words of the list that `tiles` form, sorted. O(total letters) once per list, then O(words)."""
    ix = index(wl, size, half)
    chosen = ix.mask(tiles)
    return sorted(e.word for e in ix.entries if not e.mask & ~chosen)


def tile_stats(ix: Index, tiles: Tileset) -> tuple[dict[Tile, int], dict[Tile, int]]:
    """For the grid: formable words using each chosen tile, and words each other tile would add. O(words)."""
    uses, gains, _ = uses_and_gains(ix.entries, ix.mask(tiles))
    return ({t: uses.get(ix.ids.get(t, -1), 0) for t in sorted(tiles)},
            dict(sorted((ix.tiles[b], g) for b, g in gains.items())))


def check(word: str, tiles: Tileset, wl: WordList, size: int, half: bool = False) -> dict:
    """Whether `tiles` form `word`, and if not, why. O(len(word)). In another language than English
    the word is read as its letters (`Language.clean`: Straße is strasse)."""
    lang = wl.language
    english = lang.code == languages.DEFAULT
    w = word.strip().lower() if english else lang.clean(word.strip())
    out = {"word": w, "formable": False, "split": None, "reason": None}
    if not w or not (w.isascii() and w.isalpha() if english else lang.is_word(w)):
        out["reason"] = say("Only the letters A to Z can be used.") if english else \
            say("Only {language} letters ({letters}) can be used; {found} is not one.", language=lang.name,
                letters=spelled_letters(lang), found=lang.foreign(w)[0]) if lang.foreign(w) else \
            say("Only {language} letters ({letters}) can be used.", language=lang.name, letters=spelled_letters(lang))
        return out
    t = split(w, size, half)
    if t is None:
        out["reason"] = say("{n} letters do not split into tiles of {size} (try half tiles for odd lengths)." if size == 2 else
                            "{n} letters do not split into tiles of {size}.", n=len(w), size=size)
        return out
    out["split"] = list(t)
    missing = [x for x in dict.fromkeys(t) if x not in tiles]
    twice = sorted({x for x in t if t.count(x) > 1})
    if missing:
        out["reason"] = say("No tile {tiles} in the set.", tiles=", ".join(missing))
    elif twice:
        out["reason"] = say("Tile {tiles} would be used twice; each tile is used once.", tiles=", ".join(twice))
    elif w not in wl:
        out["reason"] = say("\"{word}\" is not in the word list ({list}).", word=w, list=wl.name)
    else:
        out["formable"] = True
    return out


def puzzle(ix: Index, n: int, key: str, language: languages.Language = languages.get()) -> Tileset:
    """A playable tileset picked by `key` (a date or a seed): a randomized subtractive run; in another
    language than English the language is in the draw's seed too. O(P^2)."""
    seed = f"tiles:{key}" if language.code == languages.DEFAULT else f"tiles:{language.code}:{key}"
    return subtractive(ix, n, random.Random(seed), shake=0.5)
