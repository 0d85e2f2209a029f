"""Board generators: the seed's nine methods, with statistics from the chosen word list, and dice.

Statistics are taken from the list's words as board letters ('qu' → 'q', since the Qu die is one
cell), over the list's language's letters (26 in English, 29 in German, 27 in Spanish): letter
frequencies, the vowel share, and the symmetric adjacency matrix of letter pairs (pair counts of
"xy" and "yx" added). Each generator takes a `random.Random`, so a seed gives the same boards in
CPython and in Pyodide. English rolls the real dice; French, German and Spanish roll dice made from
their common lists' letter frequencies (`make_dice`, frozen in `LANGUAGE_DICE`).
"""
from __future__ import annotations

import json
import random
import unicodedata
from collections import Counter
from dataclasses import dataclass

from .. import languages, prebuilt
from ..languages import Language
from ..words import WordList
from .board import NEIGHBOURS, Board, tokens

LETTERS = languages.ASCII   # English's letters (a Stats' own are `Stats.letters`)
VOWELS = "aeiou"


def vowels_of(letters: str) -> str:
    """The vowels of an alphabet: a, e, i, o, u and the letters made from them (German ä, ö, ü)."""
    return "".join(c for c in letters if unicodedata.normalize("NFD", c)[0] in VOWELS)


Counts = tuple  # (letter counts: one int per letter, pair counts: letters × letters ints, symmetric): what Stats come from


@dataclass(frozen=True)
class Stats:
    """What the generators learn from a word list."""
    freq: tuple[float, ...]             # letter frequencies (one per letter of `letters`, summing to 1)
    vowel_share: float                  # vowels among all letters
    adjacency: tuple[tuple[float, ...], ...]  # letters × letters symmetric pair counts, each row summing to 1
    counts: Counts                      # the integer counts the figures come from
    letters: str = LETTERS              # the alphabet, in code order (the list's language's)
    vowels: str = VOWELS                # its vowels


def letter_counts(words_: tuple[str, ...] | list[str], letters: str = LETTERS, qu: bool = True) -> Counts:
    """Letter and pair counts of the words as board letters over the alphabet `letters`. Each word
    adds its own counts (the words are joined by newlines, which no pair crosses), so a list's
    counts less a word's are the list's without it. Two different letters next to each other are
    counted in one pass over the text (a Counter of its two-letter strings, in C); a doubled letter as
    `str.count` counts it, without overlap ("aaa" holds one "aa"), as these counts always have (the
    generated boards, the day's board among them, follow from them). O(total letters × L passes in
    C, L the letters)."""
    text = "\n".join(t for w in words_ if (t := tokens(w) if qu and "q" in w else w))
    seen = Counter(map(str.__add__, text, text[1:]))
    counts = tuple(text.count(ch) for ch in letters)
    pairs = tuple(tuple(text.count(a + a) if a == b else seen[a + b] + seen[b + a] for b in letters) for a in letters)
    return counts, pairs


def stats_from(c: Counts, letters: str = LETTERS) -> Stats:
    """The figures of the counts over the alphabet `letters`. O(letters²)."""
    counts, pairs = c
    assert len(counts) == len(letters), (len(counts), letters)
    vowels = vowels_of(letters)
    total = sum(counts) or 1
    rows = tuple(tuple(k / (sum(row) or 1) for k in row) for row in pairs)
    return Stats(tuple(k / total for k in counts), sum(counts[letters.index(v)] for v in vowels) / total, rows,
                 (tuple(counts), tuple(map(tuple, pairs))), letters, vowels)


def letter_stats(wl: WordList) -> Stats:
    """Frequencies and the symmetric pair matrix of a list, over its language's letters. O(total letters)."""
    lang = wl.language
    return stats_from(letter_counts(wl.words, lang.letters, lang.qu), lang.letters)


def stats_of(wl: WordList) -> Stats:
    return wl.derived("boggle.stats", letter_stats)


def dump_stats(stats: Stats, wl: WordList) -> bytes:
    return json.dumps(stats.counts).encode()  # the figures follow from the counts, exactly


def load_stats(data, wl: WordList) -> Stats:
    counts, pairs = json.loads(bytes(data))
    return stats_from((tuple(counts), tuple(map(tuple, pairs))), wl.language.letters)


def drop_stats(whole: Stats, wl: WordList) -> Stats:
    """The statistics of `wl`, a list made from `whole`'s by leaving out `wl.dropped`: the whole
    list's counts less the dropped words' (equal to `letter_stats(wl)`). O(dropped letters × 351)."""
    counts, pairs = whole.counts
    less, less_pairs = letter_counts(sorted(wl.dropped), whole.letters, wl.language.qu)
    return stats_from((tuple(map(int.__sub__, counts, less)),
                       tuple(tuple(map(int.__sub__, row, less_row)) for row, less_row in zip(pairs, less_pairs))),
                      whole.letters)


prebuilt.register("boggle.stats", letter_stats, dump_stats, load_stats, drop_stats)


def _pick(rng: random.Random, weights, letters: str = LETTERS) -> str:
    """Roulette-wheel selection of one letter. O(letters)."""
    return rng.choices(letters, weights)[0]


def _split(stats: Stats) -> tuple[list[float], list[float]]:
    """Frequencies restricted to vowels and to consonants (the others zeroed)."""
    vowels = stats.vowels
    v = [f if ch in vowels else 0.0 for ch, f in zip(stats.letters, stats.freq)]
    c = [0.0 if ch in vowels else f for ch, f in zip(stats.letters, stats.freq)]
    return v, c


def rnd(n: int, rng: random.Random, stats: Stats) -> Board:
    """Every cell a uniformly random letter (of the list's language; English's a to z without stats)."""
    letters = LETTERS if stats is None else stats.letters
    return "".join(rng.choice(letters) for _ in range(n * n))


def vcr(n: int, rng: random.Random, stats: Stats) -> Board:
    """Each cell a random vowel with the list's vowel share P, else a random consonant."""
    vowels = stats.vowels
    cons = "".join(c for c in stats.letters if c not in vowels)
    return "".join(rng.choice(vowels) if rng.random() < stats.vowel_share else rng.choice(cons) for _ in range(n * n))


def freq(n: int, rng: random.Random, stats: Stats) -> Board:
    """Each cell a letter drawn by the list's letter frequencies."""
    return "".join(rng.choices(stats.letters, stats.freq, k=n * n))


def bfreq(n: int, rng: random.Random, stats: Stats) -> Board:
    """Like freq, keeping vowels balanced: a consonant when the vowel share so far exceeds the list's."""
    v, c = _split(stats)
    letters, vowel = stats.letters, stats.vowels
    out: list[str] = []
    vowels = 0
    for k in range(n * n):
        ch = _pick(rng, c if k and vowels / k > stats.vowel_share else v, letters)
        vowels += ch in vowel
        out.append(ch)
    return "".join(out)


def sevenfreq(n: int, rng: random.Random, stats: Stats) -> Board:
    """A fixed number of vowels (7 of 16, scaled for other sizes), letters by frequency, shuffled."""
    v, c = _split(stats)
    nv = round(7 * n * n / 16)
    letters = stats.letters
    cells = rng.choices(letters, v, k=nv) + rng.choices(letters, c, k=n * n - nv)
    rng.shuffle(cells)
    return "".join(cells)


def _grow(n: int, rng: random.Random, stats: Stats, combined: bool, greedy: bool, decay: float = 1.0) -> Board:
    """The seed's adjacency-based growth. One random cell gets a letter by frequency; then, until the
    board is full, pick a marked cell (a free cell next to a placed letter) and draw its letter:
      adj:   from the pair distribution of one of its marks (a random placed neighbour);
      cad:   from the product of the pair distributions of all its placed neighbours;
      greedy: the marked cell with the most placed neighbours is picked (ties at random);
      decay < 1 (dcad): each letter's weight is multiplied by decay per copy already placed.
    O(n² · (8 + letters)) per board."""
    nbrs = NEIGHBOURS[n]
    letters = stats.letters
    size = len(letters)
    cells: list[int] = [-1] * (n * n)       # letter index per cell, -1 = free
    placed = [0] * size
    marks: dict[int, int] = {}              # free cell -> number of placed neighbours

    def place(i: int, letter: int) -> None:
        cells[i] = letter
        placed[letter] += 1
        marks.pop(i, None)
        for j in nbrs[i]:
            if cells[j] < 0:
                marks[j] = marks.get(j, 0) + 1

    place(rng.randrange(n * n), letters.index(_pick(rng, stats.freq, letters)))
    while marks:
        free = sorted(marks)               # sorted: the same order in every runtime
        if greedy:
            top = max(marks.values())
            free = [i for i in free if marks[i] == top]
        i = rng.choice(free)
        parents = [cells[j] for j in nbrs[i] if cells[j] >= 0]
        if combined:
            weights = [1.0] * size
            for p in parents:
                row = stats.adjacency[p]
                weights = [w * r for w, r in zip(weights, row)]
        else:
            weights = list(stats.adjacency[rng.choice(parents)])
        if decay != 1.0:
            weights = [w * decay ** k for w, k in zip(weights, placed)]
        if not any(weights):               # letters that never meet: fall back on frequencies
            weights = list(stats.freq)
        place(i, rng.choices(range(size), weights)[0])
    return "".join(letters[k] for k in cells)


DCAD_DECAY = 0.8  # the seed gives no figure; each copy of a letter already placed weighs 0.8 ×


def adj(n, rng, stats):
    return _grow(n, rng, stats, combined=False, greedy=False)


def cad(n, rng, stats):
    return _grow(n, rng, stats, combined=True, greedy=False)


def greedy_cad(n, rng, stats):
    return _grow(n, rng, stats, combined=True, greedy=True)


def greedy_dcad(n, rng, stats):
    return _grow(n, rng, stats, combined=True, greedy=True, decay=DCAD_DECAY)


# --- real dice -----------------------------------------------------------------------------------
# Faces as board letters ('q' = Qu). Super Big Boggle's digraph die (An Er He In Qu Th) is read by
# first letters (a e h i q t) and its blank faces (EIO###) as e i o: one cell holds one letter here.
# Sets as listed at boardgamegeek.com/thread/300883 (letter distribution).
DICE = {
    "dice-classic": ("aaciot abilty abjmoq acdemp acelrs adenvz ahmors biforx denosw dknotu eefhiy egkluy "
                     "egintv ehinps elpstu gilruw", 4),
    "dice-new": ("aaeegn abbjoo achops affkps aoottw cimotu deilrx delrvy distty eeghnw eeinsu ehrtvw "
                 "eiosst elrtty himnuq hlnnrz", 4),
    "dice-big": ("aaafrs aaeeee aafirs adennn aeeeem aeegmu aegmnn afirsy bjkqxz ccenst ceiilt ceilpt "
                 "ceipst ddhnot dhhlor dhhlor dhlnor eiiitt emottt ensssu fiprsy gorrvw iprrry nootuw "
                 "ooottu", 5),
    "dice-superbig": ("aaafrs aaeeee aaeeoo aafirs abdeio adennn aeeeem aeegmu aegmnn aeilmn aeinou afirsy "
                      "aehiqt bbjkxz ccenst cddlnn ceiitt ceipst cfgnuy ddhnot dhhlor dhhnow dhlnor ehilrs "
                      "eiilst eilpst eioeio emttto ensssu gorrvw hirstv hoprst iprsyy jkqwxz nootuw ooottu", 6),
}
for _name, (_faces, _n) in DICE.items():
    assert len(_faces.split()) == _n * _n and all(len(d) == 6 for d in _faces.split()), _name


def roll(dice: str, rng: random.Random) -> Board:
    """Shake the dice into the grid: a random order, a random face each. O(cells)."""
    order = dice.split()
    rng.shuffle(order)
    return "".join(rng.choice(d) for d in order)


# --- dice of the other languages -------------------------------------------------------------------
# No set of real dice is at hand for French, German or Spanish: each language's dice are made from
# its common list's letter frequencies by `make_dice` (one Qu face where the language writes qu, as
# the English sets have), frozen here so that a day's board never moves when a list is remade
# (tests/test_boggle.py checks them against the shipped lists). A set per size; the 4×4 set serves
# both dice-classic and dice-new.

def make_dice(stats: Stats, n: int, qu: bool = True) -> str:
    """n×n dice of six faces from a list's letter frequencies: one face Qu (where the language has the
    die), the other 6n² - 1 shared among the letters in proportion to their frequencies (largest
    remainders, ties to the earlier letter; each of the language's own letters, German ä ö ü or
    Spanish ñ, gets a face at least, taken from the letter with the most), then dealt in turn to the dice, the most frequent
    letter first, so a letter's faces lie on as many different dice as can be. Each die's faces
    in alphabet order, the dice joined by spaces. O(n² + letters log letters)."""
    dice, faces = n * n, 6 * n * n
    letters = stats.letters
    share = [0.0 if qu and ch == "q" else f for ch, f in zip(letters, stats.freq)]
    total = sum(share) or 1.0
    left = faces - (qu and "q" in letters)
    exact = [f * left / total for f in share]
    count = [int(x) for x in exact]
    for k in sorted(range(len(letters)), key=lambda k: (count[k] - exact[k], k))[:left - sum(count)]:
        count[k] += 1
    if qu and "q" in letters:
        count[letters.index("q")] = 1
    for k in range(len(languages.ASCII), len(letters)):
        if not count[k]:    # each letter of the language's own (ä, ñ) on a face, from the most frequent letter's
            count[k] = 1
            count[max(range(len(letters)), key=lambda j: (count[j], -j))] -= 1
    order = [letters[k] for k in sorted(range(len(letters)), key=lambda k: (-count[k], k)) for _ in range(count[k])]
    code = {c: k for k, c in enumerate(letters)}
    return " ".join("".join(sorted(order[d::dice], key=code.__getitem__)) for d in range(dice))


LANGUAGE_DICE: dict[str, dict[int, str]] = {   # language code -> size -> dice: `make_dice` of its common list
    "fr": {
        4: ("eimnor eimnor eimnor einopr ceinpr ceinpr bceinr bceirt adelst adelst aeglst aeglst "
            "aefstu aehstu aeoqsu aiosuv"),
        5: ("eimnos eimnos eimnos eimnos einops einops einops ceinps cdeins cdeins cdeins cegint "
            "cegirt aeglrt abelrt abelrt aeflrt aeflrt aehlrt aehrtu aertuv aertuv aeqrtu aeorux "
            "aiosuy"),
        6: ("eimort eimort eimort eimort eimort eioprt eioprt eioprt eioprt ceiprt ceiprt cdeirt "
            "cdeirt cdeirt cdeirt cdeirt ceginr ceginr aeglns aeglns abelns abelns abelns aeflns "
            "aeflns aeflns aehlns aehnsu aehnsu aensuv aensuv aensuv aeoqsu aeosux aeosuy aimotz"),
    },
    "de": {
        4: ("deilns deilns efilns aeflns aeknsu aeknsu aemntu aemrtu cegprt cegqrt cegrtv egortw "
            "ehortz ehiorä bhinrö bhinsü"),
        5: ("eilnos eilnos deilns degins degins efgins aefgns aefgns aegkns acekns aceknt acemnt "
            "acemrt acemrt ehprtu ehprtu ehrtuw ehrtuw ehrtuz behrtz behqrt beilrv beilrä eilorö "
            "ilnosü"),
        6: ("beilnt deilnt deilnt degint degint degint efgint aefgnt aefgnt aefgnt aefgnt aemntu "
            "aemntu aemntu aemnsu aemnsu aeknsu aekrsu aekrsu cehkrs cehprs cehprs cehprs cehrsz "
            "cehrsz cehrsz ehorsv ehorsv ehorsw eilorw eilorä eilorä beilrü beilrü bilnqt bilntö"),
    },
    "es": {
        4: ("aceimn aceimn aeintu aeintu aeintu abeint abiost adoprs adoprs adfors adgors ahlors "
            "eloqrs celorv celorz ceimnñ"),
        5: ("aceilr aceims aceims aceims aceims aeipst aeipst aeipst aeipst aeistu aeistu aiostu "
            "ainotu abdnor abdnor adgnor adgnor adnorv adnorv adfnor ehlnor ejlnor celoqr celorz "
            "celorñ"),
        6: ("aceims aceims aceims aceims aceims aceims aeipst aeipst aeipst aeipst aeipst aeipst "
            "aeistu aeistu aeistu aeistu ainotu adinou abdnor abdnor abdnor abdnor adgnor adgnor "
            "adgnor adnorv adnorv alnorv aflnor eflnor ehlnor cejlor celoqr celorx celorz celorñ"),
    },
}
DICE_SIZES = (4, 5, 6)


def dice_of(method: str, lang: Language) -> str:
    """The faces of a set of dice in a language: English's real sets, another language's made ones
    (`LANGUAGE_DICE`; made from its common list when not frozen yet)."""
    if lang.code == languages.DEFAULT:
        return DICE[method][0]
    n = DICE[method][1]
    frozen = LANGUAGE_DICE.get(lang.code, {}).get(n)
    if frozen is not None:
        return frozen
    from ..words import load
    return make_dice(stats_of(load(lang.common)), n, lang.qu)


METHODS = {"rnd": rnd, "vcr": vcr, "freq": freq, "bfreq": bfreq, "7freq": sevenfreq,
           "adj": adj, "cad": cad, "greedy-cad": greedy_cad, "greedy-dcad": greedy_dcad}


def generate(method: str, n: int, rng: random.Random, stats: Stats | None, lang: Language = languages.get()) -> Board:
    """One board by a named method (one of METHODS or DICE; dice need no `stats`, and roll the
    `lang`'s set). O(n²·letters) at most."""
    if method in DICE:
        return roll(dice_of(method, lang), rng)
    return METHODS[method](n, rng, stats)


if __name__ == "__main__":   # python -m pysolvers.boggle.generators: LANGUAGE_DICE made from the shipped lists
    from ..words import load
    print("LANGUAGE_DICE: dict[str, dict[int, str]] = {")
    for _lang in languages.LANGUAGES.values():
        if _lang.code != languages.DEFAULT:
            _stats = stats_of(load(_lang.common))
            print(f"    {_lang.code!r}: {{")
            for _n in DICE_SIZES:
                print(f"        {_n}: {make_dice(_stats, _n, _lang.qu)!r},")
            print("    },")
    print("}")
