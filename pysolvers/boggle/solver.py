"""Finding every word on a board: a prefix trie built once per word list, and a depth-first search.

Trie: flat arrays indexed by node number, built breadth-first so that the children of a node are
numbered consecutively in letter order. `mask[v]` has bit k set when letter k ('a' = 0; 'q' stands
for "qu") has a child, `first[v]` is the number of v's first child, so the child for letter bit b is
`first[v] + popcount(mask[v] & (b - 1))`; `word[v]` is the word ending at v, or None. Node 0 is the
root. About 6.5 MB for ENABLE (a dict per node took 51 MB) and 17.5 MB for words_alpha (139 MB).

Search: per board, each cell's neighbour-letter mask; the search enters a neighbour only when its
letter is a child of the node (one AND), and calls itself only when the child has a child among the
next cell's neighbours' letters, so dead ends cost no call.
"""
from __future__ import annotations

from array import array
from typing import NamedTuple

from ..words import WordList
from .board import MAX_TOKENS, NEIGHBOURS, POINTS, Board, Path, size_of, spell, tokens

Found = dict  # word -> the path of its first-found occurrence (the smallest cell sequence spelling it)


class Trie(NamedTuple):
    """A prefix trie as three arrays over node numbers (root 0), children consecutive in letter order."""
    mask: array    # node -> bit set of the letters that have a child (bit 0 = 'a')
    first: array   # node -> number of its first child (0 when it has none)
    word: list     # node -> the word ending at this node, or None


def build_trie(wl: WordList) -> Trie:
    """The trie of the list's words that can appear on a board (2+ letters, every q followed by u,
    at most 36 cells; 2-letter words only serve the seed's comparison, play needs 3+).
    Level by level: the distinct k-letter prefixes of the sorted words (as board letters: a word is
    its letters with each q read back as qu), in order, are the nodes of depth k, so each node's
    children come out consecutive. O(total letters + sort); ≈ 0.4 s for ENABLE in CPython, ≈ 0.9 s in
    Pyodide; ≈ 15 MB peak while building ENABLE's."""
    toks = sorted(t for w in wl.words
                  if len(w) >= 2 and (t := tokens(w) if "q" in w else w) is not None and len(t) <= MAX_TOKENS)
    mask, first, word = array("i", [0]), array("i", [0]), [None]
    parent = [0] * len(toks)           # per word: its node at the previous depth
    alive = range(len(toks))            # the words longer than the previous depth
    k = 0
    while alive:
        k += 1
        longer = []
        last = None
        for i in alive:
            t = toks[i]
            prefix = t[:k]
            if prefix != last:          # a new node of depth k
                last = prefix
                v, p = len(word), parent[i]
                if not mask[p]:
                    first[p] = v
                mask[p] |= 1 << (ord(t[k - 1]) - 97)
                mask.append(0)
                first.append(0)
                word.append(None if len(t) > k else t.replace("q", "qu") if "q" in t else t)
            parent[i] = v
            if len(t) > k:
                longer.append(i)
        alive = longer
    return Trie(mask, first, word)


def trie_of(wl: WordList) -> Trie:
    """The list's trie, built on first use and cached on the list. O(1) after the first call."""
    return wl.derived("boggle.trie", build_trie)


def _board_tables(board: Board) -> tuple[list[int], list[int], list[list[tuple]]]:
    """Per cell: its letter bit, the bit set of its neighbours' letters, and its neighbours as
    (letter bit, the bits below it, cell, cell bit, that cell's neighbour letters), ascending.
    O(cells × 8)."""
    nbrs = NEIGHBOURS[size_of(board)]
    lb = [1 << (ord(c) - 97) for c in board]
    nm = [sum({lb[j] for j in nb}) for nb in nbrs]
    adj = [[(lb[j], lb[j] - 1, j, 1 << j, nm[j]) for j in nb] for nb in nbrs]
    return lb, nm, adj


def _extend(cell: int, v: int, used: int, depth: int, m: int,
            mask: array, first: array, word: list, adj: list, found: Found, path: list) -> None:
    """Every word below node v (just entered at `cell`, path[:depth] so far). m: v's child letters
    among the cell's neighbours (non-zero). Module-level with its state as arguments: fast locals.
    A child's number is v's first child plus the number of v's letters below its letter."""
    f = first[v]
    mv = mask[v]
    for bit_letter, below, j, bit, nm_j in adj[cell]:
        if bit_letter & m and not used & bit:
            x = mv & below
            c = f + x.bit_count() if x else f
            path[depth] = j
            w = word[c]
            if w is not None and w not in found:
                found[w] = path[:depth + 1]
            m2 = mask[c] & nm_j
            if m2:
                _extend(j, c, used | bit, depth + 1, m2, mask, first, word, adj, found, path)


def find_words(board: Board, trie: Trie) -> Found:
    """Every word of the trie on the board (any length ≥ 2), each with its first path in cell order.

    Depth-first over (cell, trie node, used-cell bitmask), neighbours ascending. Cost: the number of
    (path, trie prefix) pairs, a few hundred on a random 4×4 board, ~20,000 on the densest; ≈ 0.3 ms
    for a random 4×4 in CPython.
    """
    mask, first, word = trie
    lb, nm, adj = _board_tables(board)
    found: Found = {}
    path = [0] * (MAX_TOKENS + 1)
    m0, f0 = mask[0], first[0]
    for i, b in enumerate(lb):
        if m0 & b:
            c = f0 + (m0 & (b - 1)).bit_count()
            m = mask[c] & nm[i]
            if m:
                path[0] = i
                _extend(i, c, 1 << i, 1, m, mask, first, word, adj, found, path)
    return found


def _collect(cell: int, v: int, used: int, m: int,
             mask: array, first: array, word: list, adj: list, add) -> None:
    """_extend without paths: only adds each word below v to a set."""
    f = first[v]
    mv = mask[v]
    for bit_letter, below, j, bit, nm_j in adj[cell]:
        if bit_letter & m and not used & bit:
            x = mv & below
            c = f + x.bit_count() if x else f
            w = word[c]
            if w is not None:
                add(w)
            m2 = mask[c] & nm_j
            if m2:
                _collect(j, c, used | bit, m2, mask, first, word, adj, add)


def score_of(board: Board, trie: Trie, min_length: int) -> tuple[int, int]:
    """(score, word count) of a board: the search without paths. Same cost as find_words."""
    mask, first, word = trie
    lb, nm, adj = _board_tables(board)
    found: set[str] = set()
    add = found.add
    m0, f0 = mask[0], first[0]
    for i, b in enumerate(lb):
        if m0 & b:
            c = f0 + (m0 & (b - 1)).bit_count()
            m = mask[c] & nm[i]
            if m:
                _collect(i, c, 1 << i, m, mask, first, word, adj, add)
    score = count = 0
    for w in found:
        if len(w) >= min_length:
            score += POINTS[min(len(w), 8)]
            count += 1
    return score, count


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
