"""Finding every word on a board: a depth-first search over the trie (`trie`), generated as Python
source per board size, with the slow reference beside it.

Per board size, Python source is generated once with one function per
(previous cell, cell) pair, in which the neighbours, their cell bits and the "do not step back"
rule are constants. The board's letters are set as module globals of that generated code before each
search: per neighbour, one AND against the node's child letters among the cell's neighbour letters
`m`, and on a match the child's slot, its word bit and its own child letters among the next cell's
neighbours (a child without any is not entered). Against a loop over neighbour tuples this runs
far fewer bytecodes per board, so it is faster in CPython (bench/results/boggle.md counts them), and the
results are identical (paths too: neighbours ascending, so a word's path is its smallest). The
generated functions read globals, so a search must not start inside another (none does: the
searches never call out).

`python -m pysolvers.boggle.search N [score|paths|wild]` prints the generated source for N×N boards
(paths by default).
"""
from __future__ import annotations

import sys
from array import array

from ..words import WordList
from .board import MAX_TOKENS, NEIGHBOURS, POINTS, Board, Path, size_of, spell
from .trie import ASCII, Trie

Found = dict  # word -> the path of its first-found occurrence (the smallest cell sequence spelling it)


def _source(n: int, kind: str, letters: int = 26) -> str:
    """The search for n×n boards over an alphabet of `letters` letters (26 in English: the word bit
    is the next, see `trie.word_bit`) as Python source; `kind` is "score", "paths" or "wild". Globals set
    per board by `setup`: L<i> (letter bit of cell i), K<i> (its letter code), N<i> (the letters of
    its neighbours), mask/base (the trie), and `add` (score: records a word's slot) or `found`/`path`
    (paths: slot -> first path). s<i>: the search having just entered cell i as the first letter;
    e<i>_<j>: having stepped from i to j (so i is not tried again: it is used). Arguments: the node's
    base, the used cells, and m, the node's child letters among the cell's neighbours' letters (non-zero).

    "wild": cell w (an argument of setup and run) holds every letter at once. Its L is 0, so no
    step enters it as usual, and its neighbours' N are all letters; instead each function of a
    neighbour j of w ends by calling `wild` with X<j> (the function e<j>_<w>), which tries each of
    the node's child letters in w and sends the words found below to that letter's sink (`sinks[k]`);
    words on paths without w go to `sinks[letters]`.

    The cells' letter codes come as `c<i>` = 97 + code (a board's bytes in English, `_codes`)."""
    paths, wild = kind == "paths", kind == "wild"
    WORD = 1 << letters
    nbrs = NEIGHBOURS[n]
    cells = range(n * n)
    if wild:
        out = ["def setup(mask_, base_, sinks_, w, " + ", ".join(f"c{i}" for i in cells) + "):",
               "    global mask, base, sinks, add, add0, NW, WB, " + ", ".join(f"L{i}, K{i}, N{i}, X{i}" for i in cells),
               f"    mask = mask_; base = base_; sinks = sinks_; add = add0 = sinks_[{letters}]"]
        out += [f"    K{i} = c{i} - 97; L{i} = 1 << K{i}; X{i} = None" for i in cells]
        out += ["    g = globals()", "    g[f'L{w}'] = 0", "    WB = 1 << w"]
    else:
        out = ["def setup(mask_, base_, sink, path_, " + ", ".join(f"c{i}" for i in cells) + "):",
               "    global mask, base, add, found, path, " + ", ".join(f"L{i}, K{i}, N{i}" for i in cells),
               "    mask = mask_; base = base_; path = path_",
               "    if path_ is None: add = sink",
               "    else: found = sink"]
        out += [f"    K{i} = c{i} - 97; L{i} = 1 << K{i}" for i in cells]
    out += [f"    N{i} = " + " | ".join(f"L{j}" for j in nbrs[i]) for i in cells]
    if wild:
        out += ["    NW = g[f'N{w}']", "    for i in NBRS[w]:", f"        g[f'N{{i}}'] = {WORD - 1}",
                "        g[f'X{i}'] = g[f'e{i}_{w}']"]
    arg = ", d" if paths else ""

    def body(name: str, j: int, prev: int | None) -> None:
        out.append(f"def {name}(f, used, m{arg}):")
        for k in nbrs[j]:
            if k == prev:
                continue
            bit = 1 << k
            out.append(f"    if m & L{k} and not used & {bit}:")
            out.append(f"        mc = mask[c := f + K{k}]")
            if paths:
                out.append(f"        path[d] = {k}")
                out.append(f"        if mc & {WORD} and c not in found:")
                out.append("            found[c] = path[:d + 1]")
                out.append(f"        if m2 := mc & N{k}:")
                out.append(f"            e{j}_{k}(base[c], used | {bit}, m2, d + 1)")
            else:
                out.append(f"        if mc & {WORD}:")
                out.append("            add(c)")
                out.append(f"        if m2 := mc & N{k}:")
                out.append(f"            e{j}_{k}(base[c], used | {bit}, m2)")
        if wild:
            out.append(f"    if X{j} and not used & WB:")
            out.append(f"        wild(f, used | WB, m, X{j})")
        out.append("    return")

    for j in cells:
        body(f"s{j}", j, None)
        for i in nbrs[j]:
            body(f"e{i}_{j}", j, i)
    if wild:
        out += ["def wild(f, used, m, then):",
                "    global add",
                "    for k in LETTERS_OF.get(m) or letters_of(m):",
                "        mc = mask[c := f + k]",
                "        add = sinks[k]",
                f"        if mc & {WORD}:",
                "            add(c)",
                "        if m2 := mc & NW:",
                "            then(base[c], used, m2)",
                "    add = add0"]
    out.append("def run(w=None):" if wild else "def run():")
    out.append("    m0 = mask[0]; f0 = base[0]")
    for i in cells:
        out.append(f"    if m0 & L{i} and (m := mask[c := f0 + K{i}] & N{i}):")
        if paths:
            out.append(f"        path[0] = {i}")
            out.append(f"        s{i}(base[c], {1 << i}, m, 1)")
        else:
            out.append(f"        s{i}(base[c], {1 << i}, m)")
    if wild:
        out.append(f"    wild(f0, 1 << w, m0 & {WORD - 1}, globals()[f's{{w}}'])")
    return "\n".join(out) + "\n"


LETTERS_OF: dict[int, tuple[int, ...]] = {}  # a set of letters (bits) -> their codes, ascending


def letters_of(m: int) -> tuple[int, ...]:
    """The letter codes in the bit set m (filling LETTERS_OF). O(letters)."""
    codes = LETTERS_OF[m] = tuple(k for k in range(m.bit_length()) if m >> k & 1)
    return codes


_SEARCHES: dict[tuple, tuple] = {}


def _search(n: int, kind: str, letters: int = 26) -> tuple:
    """(setup, run) of the generated search of a kind for n×n boards over `letters` letters,
    compiled on first use: once per size, kind and alphabet size."""
    key = (n, kind, letters)
    if key not in _SEARCHES:
        ns: dict = {"NBRS": NEIGHBOURS[n], "LETTERS_OF": LETTERS_OF, "letters_of": letters_of}
        name = f"<boggle search {n}x{n} {kind}>" if letters == 26 else f"<boggle search {n}x{n} {kind} {letters} letters>"
        exec(compile(_source(n, kind, letters), name, "exec"), ns)
        _SEARCHES[key] = ns["setup"], ns["run"]
    return _SEARCHES[key]


_TABLES: dict[str, dict[int, int]] = {}


def _codes(board: Board, trie: Trie) -> bytes:
    """The board's cells as 97 + their letter codes, what the generated setup reads: the board's own
    bytes in English (a to z), else its letters translated (German ä, code 26 -> 123). O(cells)."""
    alphabet = trie.alphabet
    if alphabet == ASCII:
        return board.encode()
    table = _TABLES.get(alphabet)
    if table is None:
        table = _TABLES[alphabet] = {ord(c): 97 + k for k, c in enumerate(alphabet)}
    return board.translate(table).encode("latin-1")


def find_words(board: Board, trie: Trie) -> Found:
    """Every word of the trie on the board (any length ≥ 2), each with its first path in cell order.

    Depth-first over (cell, trie slot, used-cell bitmask), neighbours ascending. Cost: the number of
    (path, trie prefix) pairs: few on a random board, far more on a dense one.
    """
    setup, run = _search(size_of(board), "paths", len(trie.alphabet))
    found: dict[int, list[int]] = {}
    setup(trie.mask, trie.base, found, [0] * (MAX_TOKENS + 1), *_codes(board, trie))
    run()
    word = trie.word
    return {word[c]: p for c, p in found.items()}


def score_of(board: Board, trie: Trie, min_length: int) -> tuple[int, int]:
    """(score, word count) of a board: the search without paths."""
    setup, run = _search(size_of(board), "score", len(trie.alphabet))
    found: set[int] = set()
    setup(trie.mask, trie.base, found.add, None, *_codes(board, trie))
    run()
    values = trie.values.get(min_length) or _values(trie, min_length)
    count, score = divmod(sum(map(values.__getitem__, found)), 1 << 32)
    return score, count


def cell_scores(board: Board, w: int, trie: Trie, min_length: int) -> list[int]:
    """The scores of the boards that differ from `board` at most in cell w, one per letter of the
    trie's alphabet (26 in English; list index: the letter code, 'q' the Qu die), from one search
    in which cell w holds every letter: the words on paths avoiding w count for every letter, a word
    through w only for the letters it was found with. More than one score_of's time but far less
    than 26 (bench/results/boggle-search.md measures it)."""
    letters = len(trie.alphabet)
    setup, run = _search(size_of(board), "wild", letters)
    sets = [set() for _ in range(letters + 1)]
    setup(trie.mask, trie.base, [s.add for s in sets], w, *_codes(board, trie))
    run(w)
    value = (trie.values.get(min_length) or _values(trie, min_length)).__getitem__
    avoid = sets[letters]
    common = sum(map(value, avoid))
    return [(common + sum(map(value, s - avoid))) & 0xFFFFFFFF for s in sets[:letters]]


def _values(trie: Trie, min_length: int) -> array:
    """Per slot: 1 << 32 | points for a word of at least min_length letters, else 0, so that one
    sum over the found slots gives count and score. Built once per (trie, min length): O(slots)."""
    table = trie.values[min_length] = array("Q", [0]) * len(trie.word)
    for s, w in enumerate(trie.word):
        if w is not None and len(w) >= min_length:
            table[s] = 1 << 32 | POINTS[min(len(w), 8)]
    return table


def _prefixes(wl: WordList) -> set[str]:
    return {w[:k] for w in wl.words for k in range(1, len(w) + 1)}


def find_words_slow(board: Board, wl: WordList, min_length: int = 3) -> Found:
    """Reference: every path of the board read literally, kept when it spells a word of the list.
    Prunes paths whose text begins no word (a set of all prefixes, built once per list).
    O(paths × word length); fine for tests, slow on 5×5 and up."""
    words = wl.index
    prefixes = wl.derived("boggle.prefixes", _prefixes)
    nbrs = NEIGHBOURS[size_of(board)]
    qu = wl.language.qu
    found: Found = {}

    def walk(path: Path) -> None:
        text = spell(board, path, qu)
        if text not in prefixes:
            return
        if text in words and len(text) >= min_length and text not in found:
            found[text] = list(path)
        for j in nbrs[path[-1]]:
            if j not in path:
                walk(path + [j])

    for i in range(len(board)):
        walk([i])
    return found


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3) or not sys.argv[1].isdigit() or sys.argv[2:] not in ([], ["score"], ["paths"], ["wild"]):
        sys.exit("usage: python -m pysolvers.boggle.search N [score|paths|wild]")
    sys.stdout.write(_source(int(sys.argv[1]), (sys.argv[2:] or ["paths"])[0]))
