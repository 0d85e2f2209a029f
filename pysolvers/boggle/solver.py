"""Finding every word on a board: a prefix trie built once per word list, and a depth-first search.

Trie: nested dicts keyed by board letter ('q' for "qu"). A node that ends a word holds the word
under the key ''; a node with no children is replaced by the word itself (a str), which saves
about a third of the memory (51 MB for ENABLE, 139 MB for words_alpha) and lets the search skip a
call at every leaf.
"""
from __future__ import annotations

from ..words import WordList
from .board import MAX_TOKENS, NEIGHBOURS, Board, Path, points, size_of, spell, tokens

Trie = dict  # letter -> Trie | str (a leaf: the word); '' -> the word, when a word ends here
Found = dict  # word -> the path of its first-found occurrence


def build_trie(wl: WordList) -> Trie:
    """The trie of the list's words that can appear on a board (2+ letters, every q followed by u,
    at most 36 cells; 2-letter words only serve the seed's comparison, play needs 3+).
    Words go in sorted, so a word that the next one does not extend is a leaf at once and is stored
    as its str (all extensions of a prefix follow it directly in sorted order): no dict per leaf is
    ever made. O(total letters + sort); about 1 s for ENABLE in CPython."""
    items = sorted((t, w) for w in wl.words
                   if len(w) >= 2 and (t := tokens(w) if "q" in w else w) is not None and len(t) <= MAX_TOKENS)
    root: Trie = {}
    prev_t, prev_parent, prev_key, prev_word = "", None, "", ""
    for t, word in items:
        if prev_parent is not None and not t.startswith(prev_t):
            prev_parent[prev_key] = prev_word          # the previous word has no extension: a leaf
        node = parent = root
        for ch in t:
            nxt = node.get(ch)
            if nxt is None:
                nxt = node[ch] = {}
            parent, node = node, nxt
        node[""] = word
        prev_t, prev_word = t, word
        prev_parent, prev_key = (parent, t[-1]) if len(node) == 1 else (None, "")
    if prev_parent is not None:
        prev_parent[prev_key] = prev_word
    return root


def trie_of(wl: WordList) -> Trie:
    """The list's trie, built on first use and cached on the list. O(1) after the first call."""
    return wl.derived("boggle.trie", build_trie)


def find_words(board: Board, trie: Trie) -> Found:
    """Every word of the trie on the board (any length ≥ 2), each with one path.

    Depth-first search over (cell, trie node, used-cell bitmask); neighbour tables are precomputed
    per size, the letters and bits of each cell's neighbours once per board. Cost: the number of
    (path, trie prefix) pairs, a few hundred on a random 4×4 board, ~20,000 on the densest.
    """
    n = size_of(board)
    nbrs = NEIGHBOURS[n]
    adj = [[(board[j], j, 1 << j) for j in nb] for nb in nbrs]
    found: Found = {}
    path = [0] * (MAX_TOKENS + 1)

    def extend(cell: int, node: Trie, used: int, depth: int) -> None:
        get = node.get
        for ch, j, bit in adj[cell]:
            child = get(ch)
            if child is None or used & bit:
                continue
            path[depth] = j
            if child.__class__ is str:
                if child not in found:
                    found[child] = path[:depth + 1]
                continue
            word = child.get("")
            if word is not None and word not in found:
                found[word] = path[:depth + 1]
            extend(j, child, used | bit, depth + 1)

    for i in range(n * n):
        node = trie.get(board[i])
        if node is not None:      # no one-letter words in the trie, so node is a dict
            path[0] = i
            extend(i, node, 1 << i, 1)
    return found


def score_of(board: Board, trie: Trie, min_length: int) -> tuple[int, int]:
    """(score, word count) of a board. Same cost as find_words."""
    score = count = 0
    for word in find_words(board, trie):
        if len(word) >= min_length:
            score += points(word)
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
