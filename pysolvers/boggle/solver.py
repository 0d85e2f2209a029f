"""Finding every word on a board: a double-array trie built once per word list, and a depth-first
search compiled per board size.

Trie: flat arrays over slots (root at slot 0). The child of slot s for letter code k ('a' = 0; 'q'
stands for "qu") is slot `base[s] + k`, so stepping down is one addition; `mask[s]` has bit k set when
that child exists, and bit 26 (WORD) when a word ends at s; `word[s]` is that word. The slots are
placed breadth-first on free slots: on ENABLE every one of the 387,568 slots is used, ≈ 6.5 MB
(a trie with packed children, then relaid).

Search: per board size, Python source is generated once with one function per
(previous cell, cell) pair, in which the neighbours, their cell bits and the "do not step back"
rule are constants. The board's letters are set as module globals of that generated code before each
search: per neighbour, one AND against the node's child letters among the cell's neighbour letters
`m`, and on a match the child's slot, its word bit and its own child letters among the next cell's
neighbours (a child without any is not entered). Against a loop over neighbour tuples this halves
the bytecodes run per board (≈ 28,000 for a random 4×4): ≈ 1.45 × faster in CPython, and the
results are identical (paths too: neighbours ascending, so a word's path is its smallest). The
generated functions read globals, so a search must not start inside another (none does: the
searches never call out).
"""
from __future__ import annotations

from array import array
from itertools import compress
from typing import NamedTuple

from .. import words
from ..runtime import turn
from ..words import WordList
from .board import MAX_TOKENS, NEIGHBOURS, POINTS, Board, Path, size_of, spell, tokens

Found = dict  # word -> the path of its first-found occurrence (the smallest cell sequence spelling it)

WORD = 1 << 26  # in mask[s]: a word ends at slot s


class Trie(NamedTuple):
    """A double-array prefix trie over slots (root 0): child of s for letter k is base[s] + k."""
    mask: array    # slot -> bits 0-25: the letters that have a child; bit 26: a word ends here
    base: array    # slot -> the offset of its children (child for letter k at base + k)
    word: list     # slot -> the word ending here, or None
    values: dict   # min length -> array: slot -> (1 << 32 | points) for a word that long, else 0


def _packed_trie(wl: WordList) -> tuple[array, array, list]:
    """The list's words that can appear on a board (2+ letters, every q followed by u, at most 36
    cells; 2-letter words only serve the seed's comparison, play needs 3+) as a trie over nodes
    numbered breadth-first, children consecutive in letter order: (child letters | WORD, first
    child, word). Level by level: the distinct k-letter prefixes of the sorted words (as board
    letters: a word is its letters with each q read back as qu), in order, are the nodes of depth k.
    O(total letters + sort)."""
    toks = sorted(t for w in wl.words
                  if len(w) >= 2 and (t := tokens(w) if "q" in w else w) is not None and len(t) <= MAX_TOKENS)
    mask, first, word = array("i", [0]), array("i", [0]), [None]
    parent = [0] * len(toks)           # per word: its node at the previous depth
    alive = range(len(toks))            # the words longer than the previous depth
    k = 0
    while alive:
        turn()                          # once per level: a level of a big list is long work
        k += 1
        longer = []
        last = None
        for i in alive:
            t = toks[i]
            prefix = t[:k]
            if prefix != last:          # a new node of depth k
                last = prefix
                v, p = len(word), parent[i]
                if not first[p]:
                    first[p] = v
                mask[p] |= 1 << (ord(t[k - 1]) - 97)
                first.append(0)
                if len(t) > k:
                    mask.append(0)
                    word.append(None)
                else:
                    mask.append(WORD)
                    word.append(t.replace("q", "qu") if "q" in t else t)
            parent[i] = v
            if len(t) > k:
                longer.append(i)
        alive = longer
    return mask, first, word


def build_trie(wl: WordList) -> Trie:
    """The double-array trie of the list (see the module's docstring). Nodes in breadth-first order
    get a base putting their children on free slots: a node with one child (most) takes the first
    free slot, a node with more the first of 8 free slots that fits, else the slots past the last used
    one (whose gaps later single children fill). `bytearray.find` finds the free slots. Then the
    arrays are gathered into slot order. O(nodes); ENABLE uses every slot, words_alpha takes
    1,026,731."""
    mask, first, word = _packed_trie(wl)
    n = len(mask)
    occ = bytearray(n + 32)
    occ[0] = 1
    slot = array("i", [0]) * n          # node -> its slot (the root's is 0)
    base = array("i", [0]) * n          # node -> the base of its children
    codes_of: dict[int, tuple[int, ...]] = {}
    start = 1                           # the first free slot
    top = 0                             # the last used slot
    find = occ.find
    for v in compress(range(n), map((WORD - 1).__and__, mask)):   # the nodes with children
        if not v & 8191:
            turn()
        m = mask[v] & (WORD - 1)
        cs = codes_of.get(m)
        if cs is None:
            cs = codes_of[m] = tuple(k for k in range(26) if m >> k & 1)
        c0 = cs[0]
        if len(cs) == 1:
            b = (start if start > c0 else find(0, c0 + 1)) - c0
        else:                           # a few free slots from the first, else past the last used
            b = top + 1 - c0
            q = start if start > c0 else find(0, c0 + 1)
            for _ in range(8):
                if q > top:
                    break
                for c in cs:
                    if occ[q - c0 + c]:
                        break
                else:
                    b = q - c0
                    break
                q = find(0, q + 1)
        base[v] = b
        f = first[v]
        for c in cs:
            occ[b + c] = 1
            slot[f] = b + c
            f += 1
        if b + cs[-1] > top:
            top = b + cs[-1]
            if top + 27 > len(occ):     # keep 26 free slots past the last used one
                occ.extend(bytes(len(occ)))
        if occ[start]:
            start = find(0, start)
    top += 1
    node_at = array("i", [n]) * top     # slot -> its node; n (past the end) for an unused slot
    for v, s in enumerate(slot):
        node_at[s] = v
    mask.append(0)
    base.append(0)
    word.append(None)
    return Trie(array("i", map(mask.__getitem__, node_at)), array("i", map(base.__getitem__, node_at)),
                list(map(word.__getitem__, node_at)), {})


def trie_of(wl: WordList) -> Trie:
    """The list's trie, built on first use (or loaded prebuilt) and cached on the list. O(1) after."""
    return wl.derived("boggle.trie", build_trie)


def dump_trie(trie: Trie, wl: WordList) -> bytes:
    """The trie as bytes for a prebuilt file: mask and base, and per slot the position of its word
    in the list (-1: none). ≈ 1.6 MB gzipped for ENABLE."""
    position = wl.index
    ids = array("i", [-1 if w is None else position[w] for w in trie.word])
    return words.pack(trie.mask, trie.base, ids)


def load_trie(data, wl: WordList) -> Trie:
    """`dump_trie` read back: O(slots) array copies, far less work than `build_trie`."""
    mask, base, ids = words.unpack(data)
    by_position = list(wl.words) + [None]          # position -1 reads the None at the end
    return Trie(mask, base, list(map(by_position.__getitem__, ids)), {})


def drop_trie(whole: Trie, wl: WordList) -> Trie:
    """The trie of `wl`, a list made from `whole`'s by leaving out `wl.dropped`: `whole` with those
    words unmarked (their slots keep their place; a branch left without words is searched and finds
    nothing, so every board's words, paths and scores are those of `build_trie(wl)`). O(slots) to
    copy the mask and the words, then O(letters) per dropped word."""
    mask, word = array("i", whole.mask), list(whole.word)
    base = whole.base
    for w in wl.dropped:
        t = tokens(w) if "q" in w else w
        if not t or len(t) < 2 or len(t) > MAX_TOKENS:
            continue  # never in the trie
        s = 0
        for ch in t:
            k = ord(ch) - 97
            if not mask[s] >> k & 1:
                break
            s = base[s] + k
        else:
            if word[s] == w:
                mask[s] &= ~WORD
                word[s] = None
    return Trie(mask, base, word, {})


words.prebuilt("boggle.trie", build_trie, dump_trie, load_trie, drop_trie)


# --- the search, generated per board size ---------------------------------------------------------

def _source(n: int, kind: str) -> str:
    """The search for n×n boards as Python source; `kind` is "score", "paths" or "wild". Globals set
    per board by `setup`: L<i> (letter bit of cell i), K<i> (its letter code), N<i> (the letters of
    its neighbours), mask/base (the trie), and `add` (score: records a word's slot) or `found`/`path`
    (paths: slot -> first path). s<i>: the search having just entered cell i as the first letter;
    e<i>_<j>: having stepped from i to j (so i is not tried again: it is used). Arguments: the node's
    base, the used cells, and m, the node's child letters among the cell's neighbours' letters (non-zero).

    "wild": cell w (an argument of setup and run) holds every letter at once. Its L is 0, so no
    step enters it as usual, and its neighbours' N are all letters; instead each function of a
    neighbour j of w ends by calling `wild` with X<j> (the function e<j>_<w>), which tries each of
    the node's child letters in w and sends the words found below to that letter's sink (`sinks[k]`);
    words on paths without w go to `sinks[26]`."""
    paths, wild = kind == "paths", kind == "wild"
    nbrs = NEIGHBOURS[n]
    cells = range(n * n)
    if wild:
        out = ["def setup(mask_, base_, sinks_, w, " + ", ".join(f"c{i}" for i in cells) + "):",
               "    global mask, base, sinks, add, add0, NW, WB, " + ", ".join(f"L{i}, K{i}, N{i}, X{i}" for i in cells),
               "    mask = mask_; base = base_; sinks = sinks_; add = add0 = sinks_[26]"]
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
    """The letter codes in the bit set m (filling LETTERS_OF). O(26)."""
    codes = LETTERS_OF[m] = tuple(k for k in range(26) if m >> k & 1)
    return codes


_SEARCHES: dict[tuple[int, str], tuple] = {}


def _search(n: int, kind: str) -> tuple:
    """(setup, run) of the generated search of a kind for n×n boards, compiled on first use: once per
    size and kind."""
    key = (n, kind)
    if key not in _SEARCHES:
        ns: dict = {"NBRS": NEIGHBOURS[n], "LETTERS_OF": LETTERS_OF, "letters_of": letters_of}
        exec(compile(_source(n, kind), f"<boggle search {n}x{n} {kind}>", "exec"), ns)
        _SEARCHES[key] = ns["setup"], ns["run"]
    return _SEARCHES[key]


def find_words(board: Board, trie: Trie) -> Found:
    """Every word of the trie on the board (any length ≥ 2), each with its first path in cell order.

    Depth-first over (cell, trie slot, used-cell bitmask), neighbours ascending. Cost: the number of
    (path, trie prefix) pairs, a few hundred on a random 4×4 board, ~20,000 on the densest.
    """
    setup, run = _search(size_of(board), "paths")
    found: dict[int, list[int]] = {}
    setup(trie.mask, trie.base, found, [0] * (MAX_TOKENS + 1), *board.encode())
    run()
    word = trie.word
    return {word[c]: p for c, p in found.items()}


def score_of(board: Board, trie: Trie, min_length: int) -> tuple[int, int]:
    """(score, word count) of a board: the search without paths."""
    setup, run = _search(size_of(board), "score")
    found: set[int] = set()
    setup(trie.mask, trie.base, found.add, None, *board.encode())
    run()
    values = trie.values.get(min_length) or _values(trie, min_length)
    count, score = divmod(sum(map(values.__getitem__, found)), 1 << 32)
    return score, count


def cell_scores(board: Board, w: int, trie: Trie, min_length: int) -> list[int]:
    """The scores of the 26 boards that differ from `board` at most in cell w (list index: the
    letter code, 'q' the Qu die), from one search in which cell w holds every letter: the words on
    paths avoiding w count for all 26, a word through w only for the letters it was found with.
    ≈ 5 score_of's time on a dense 4×4, ≈ 2.5-3.5 on a dense 5×5 (so ≈ 0.1-0.2 of it a board)."""
    setup, run = _search(size_of(board), "wild")
    sets = [set() for _ in range(27)]
    setup(trie.mask, trie.base, [s.add for s in sets], w, *board.encode())
    run(w)
    value = (trie.values.get(min_length) or _values(trie, min_length)).__getitem__
    avoid = sets[26]
    common = sum(map(value, avoid))
    return [(common + sum(map(value, s - avoid))) & 0xFFFFFFFF for s in sets[:26]]


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
    found: Found = {}

    def walk(path: Path) -> None:
        text = spell(board, path)
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
