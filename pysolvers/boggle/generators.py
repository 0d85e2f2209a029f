"""Board generators: the seed's nine methods, with statistics from the chosen word list, and real dice.

Statistics are taken from the list's words as board letters ('qu' → 'q', since the Qu die is one
cell): letter frequencies, the vowel share, and the symmetric adjacency matrix of letter pairs
(pair counts of "xy" and "yx" added). Each generator takes a `random.Random`, so a seed gives the
same boards in CPython and in Pyodide.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from .. import prebuilt
from ..words import WordList
from .board import NEIGHBOURS, Board, tokens

LETTERS = "abcdefghijklmnopqrstuvwxyz"
VOWELS = "aeiou"


Counts = tuple  # (letter counts: 26 ints, pair counts: 26×26 ints, symmetric): what Stats come from


@dataclass(frozen=True)
class Stats:
    """What the generators learn from a word list."""
    freq: tuple[float, ...]             # letter frequencies (26, summing to 1)
    vowel_share: float                  # vowels among all letters
    adjacency: tuple[tuple[float, ...], ...]  # 26×26 symmetric pair counts, each row summing to 1
    counts: Counts                      # the integer counts the figures come from


def letter_counts(words_: tuple[str, ...] | list[str]) -> Counts:
    """Letter and pair counts of the words as board letters. Each word adds its own counts (the
    words are joined by newlines, which no pair crosses), so a list's counts less a word's are the
    list's without it. O(total letters × 351 passes in C)."""
    counts = [0] * 26
    pairs = [[0] * 26 for _ in range(26)]
    text = "\n".join(t for w in words_ if (t := tokens(w) if "q" in w else w))
    for i, ch in enumerate(LETTERS):
        counts[i] = text.count(ch)
    for a in range(26):  # str.count of each two-letter string: 676 passes in C beat one in Python
        for b in range(a, 26):
            k = text.count(LETTERS[a] + LETTERS[b])
            if a != b:
                k += text.count(LETTERS[b] + LETTERS[a])
            pairs[a][b] = pairs[b][a] = k
    return tuple(counts), tuple(map(tuple, pairs))


def stats_from(c: Counts) -> Stats:
    """The figures of the counts. O(26 × 26)."""
    counts, pairs = c
    total = sum(counts) or 1
    rows = tuple(tuple(k / (sum(row) or 1) for k in row) for row in pairs)
    return Stats(tuple(k / total for k in counts), sum(counts[LETTERS.index(v)] for v in VOWELS) / total, rows,
                 (tuple(counts), tuple(map(tuple, pairs))))


def letter_stats(wl: WordList) -> Stats:
    """Frequencies and the symmetric pair matrix of a list. O(total letters)."""
    return stats_from(letter_counts(wl.words))


def stats_of(wl: WordList) -> Stats:
    return wl.derived("boggle.stats", letter_stats)


def dump_stats(stats: Stats, wl: WordList) -> bytes:
    return json.dumps(stats.counts).encode()  # the figures follow from the counts, exactly


def load_stats(data, wl: WordList) -> Stats:
    counts, pairs = json.loads(bytes(data))
    return stats_from((tuple(counts), tuple(map(tuple, pairs))))


def drop_stats(whole: Stats, wl: WordList) -> Stats:
    """The statistics of `wl`, a list made from `whole`'s by leaving out `wl.dropped`: the whole
    list's counts less the dropped words' (equal to `letter_stats(wl)`). O(dropped letters × 351)."""
    counts, pairs = whole.counts
    less, less_pairs = letter_counts(sorted(wl.dropped))
    return stats_from((tuple(map(int.__sub__, counts, less)),
                       tuple(tuple(map(int.__sub__, row, less_row)) for row, less_row in zip(pairs, less_pairs))))


prebuilt.register("boggle.stats", letter_stats, dump_stats, load_stats, drop_stats)


def _pick(rng: random.Random, weights, letters: str = LETTERS) -> str:
    """Roulette-wheel selection of one letter. O(26)."""
    return rng.choices(letters, weights)[0]


def _split(stats: Stats) -> tuple[list[float], list[float]]:
    """Frequencies restricted to vowels and to consonants (the others zeroed)."""
    v = [f if ch in VOWELS else 0.0 for ch, f in zip(LETTERS, stats.freq)]
    c = [0.0 if ch in VOWELS else f for ch, f in zip(LETTERS, stats.freq)]
    return v, c


def rnd(n: int, rng: random.Random, stats: Stats) -> Board:
    """Every cell a uniformly random letter."""
    return "".join(rng.choice(LETTERS) for _ in range(n * n))


def vcr(n: int, rng: random.Random, stats: Stats) -> Board:
    """Each cell a random vowel with the list's vowel share P, else a random consonant."""
    cons = "".join(c for c in LETTERS if c not in VOWELS)
    return "".join(rng.choice(VOWELS) if rng.random() < stats.vowel_share else rng.choice(cons) for _ in range(n * n))


def freq(n: int, rng: random.Random, stats: Stats) -> Board:
    """Each cell a letter drawn by the list's letter frequencies."""
    return "".join(rng.choices(LETTERS, stats.freq, k=n * n))


def bfreq(n: int, rng: random.Random, stats: Stats) -> Board:
    """Like freq, keeping vowels balanced: a consonant when the vowel share so far exceeds the list's."""
    v, c = _split(stats)
    out: list[str] = []
    vowels = 0
    for k in range(n * n):
        ch = _pick(rng, c if k and vowels / k > stats.vowel_share else v)
        vowels += ch in VOWELS
        out.append(ch)
    return "".join(out)


def sevenfreq(n: int, rng: random.Random, stats: Stats) -> Board:
    """A fixed number of vowels (7 of 16, scaled for other sizes), letters by frequency, shuffled."""
    v, c = _split(stats)
    nv = round(7 * n * n / 16)
    cells = rng.choices(LETTERS, v, k=nv) + rng.choices(LETTERS, c, k=n * n - nv)
    rng.shuffle(cells)
    return "".join(cells)


def _grow(n: int, rng: random.Random, stats: Stats, combined: bool, greedy: bool, decay: float = 1.0) -> Board:
    """The seed's adjacency-based growth. One random cell gets a letter by frequency; then, until the
    board is full, pick a marked cell (a free cell next to a placed letter) and draw its letter:
      adj:   from the pair distribution of one of its marks (a random placed neighbour);
      cad:   from the product of the pair distributions of all its placed neighbours;
      greedy: the marked cell with the most placed neighbours is picked (ties at random);
      decay < 1 (dcad): each letter's weight is multiplied by decay per copy already placed.
    O(n² · (8 + 26)) per board."""
    nbrs = NEIGHBOURS[n]
    cells: list[int] = [-1] * (n * n)       # letter index per cell, -1 = free
    placed = [0] * 26
    marks: dict[int, int] = {}              # free cell -> number of placed neighbours

    def place(i: int, letter: int) -> None:
        cells[i] = letter
        placed[letter] += 1
        marks.pop(i, None)
        for j in nbrs[i]:
            if cells[j] < 0:
                marks[j] = marks.get(j, 0) + 1

    place(rng.randrange(n * n), LETTERS.index(_pick(rng, stats.freq)))
    while marks:
        free = sorted(marks)               # sorted: the same order in every runtime
        if greedy:
            top = max(marks.values())
            free = [i for i in free if marks[i] == top]
        i = rng.choice(free)
        parents = [cells[j] for j in nbrs[i] if cells[j] >= 0]
        if combined:
            weights = [1.0] * 26
            for p in parents:
                row = stats.adjacency[p]
                weights = [w * r for w, r in zip(weights, row)]
        else:
            weights = list(stats.adjacency[rng.choice(parents)])
        if decay != 1.0:
            weights = [w * decay ** k for w, k in zip(weights, placed)]
        if not any(weights):               # letters that never meet: fall back on frequencies
            weights = list(stats.freq)
        place(i, rng.choices(range(26), weights)[0])
    return "".join(LETTERS[k] for k in cells)


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


METHODS = {"rnd": rnd, "vcr": vcr, "freq": freq, "bfreq": bfreq, "7freq": sevenfreq,
           "adj": adj, "cad": cad, "greedy-cad": greedy_cad, "greedy-dcad": greedy_dcad}


def generate(method: str, n: int, rng: random.Random, stats: Stats | None) -> Board:
    """One board by a named method (one of METHODS or DICE; dice need no `stats`). O(n²·26) at most."""
    if method in DICE:
        return roll(DICE[method][0], rng)
    return METHODS[method](n, rng, stats)
