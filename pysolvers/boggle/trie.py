"""The words of a list as a double-array trie, built once per word list (or loaded prebuilt).

Flat arrays over slots (root at slot 0). The child of slot s for letter code k (the letter's place
in the list's language's alphabet, `Language.code_of`: 'a' = 0, German 'ä' = 26; 'q' stands for
"qu") is slot `base[s] + k`, so stepping down is one addition; `mask[s]` has bit k set when that
child exists, and the bit after the alphabet's (`word_bit`: 26, WORD, in English; 29 in German) when
a word ends at s; `word[s]` is that word. The slots are
placed breadth-first on free slots (a trie with packed children, then relaid), so on ENABLE every
slot is used: the trie is no bigger than its nodes (bench/results/boggle.md has its size and build).
"""
from __future__ import annotations

from array import array
from itertools import compress
from typing import NamedTuple

from .. import languages, prebuilt
from ..runtime import turn
from ..words import WordList
from .board import MAX_TOKENS, tokens

ASCII = languages.ASCII
WORD = 1 << 26  # in mask[s] of an English trie: a word ends at slot s (see `word_bit`)


def word_bit(alphabet: str) -> int:
    """The bit that marks a word's end in a trie over `alphabet`: the one after its letters'."""
    return 1 << len(alphabet)


class Trie(NamedTuple):
    """A double-array prefix trie over slots (root 0): child of s for letter k is base[s] + k."""
    mask: array    # slot -> bits 0-25 (one per letter of the alphabet): the letters that have a child;
                   # bit 26 (the next): a word ends here
    base: array    # slot -> the offset of its children (child for letter k at base + k)
    word: list     # slot -> the word ending here, or None
    values: dict   # min length -> array: slot -> (1 << 32 | points) for a word that long, else 0
    alphabet: str = ASCII  # the letters of the list's language, in code order (its codes: their places)
    qu: bool = True        # 'q' is the Qu die (the language writes qu)


def _packed_trie(wl: WordList) -> tuple[array, array, list]:
    """The list's words that can appear on a board (2+ letters, every q followed by u, at most 36
    cells; 2-letter words only serve the seed's comparison, play needs 3+) as a trie over nodes
    numbered breadth-first, children consecutive in letter order: (child letters | WORD, first
    child, word). Level by level: the distinct k-letter prefixes of the sorted words (as board
    letters: a word is its letters with each q read back as qu), in order, are the nodes of depth k.
    O(total letters + sort)."""
    lang = wl.language
    qu = lang.qu
    assert list(lang.letters) == sorted(lang.letters), "children in code order are in sorted order"
    toks = sorted(t for w in wl.words
                  if len(w) >= 2 and (t := tokens(w) if qu and "q" in w else w) is not None and len(t) <= MAX_TOKENS)
    code = {c: 1 << k for c, k in lang.code_of.items()}   # letter -> its bit
    WORD = word_bit(lang.letters)
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
                mask[p] |= code[t[k - 1]]
                first.append(0)
                if len(t) > k:
                    mask.append(0)
                    word.append(None)
                else:
                    mask.append(WORD)
                    word.append(t.replace("q", "qu") if qu and "q" in t else t)
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
    arrays are gathered into slot order. O(nodes); ENABLE uses every slot."""
    mask, first, word = _packed_trie(wl)
    alphabet = wl.language.letters
    letters = len(alphabet)
    WORD = word_bit(alphabet)
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
            cs = codes_of[m] = tuple(k for k in range(letters) if m >> k & 1)
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
            if top + letters + 1 > len(occ):     # keep a free slot per letter past the last used one
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
                list(map(word.__getitem__, node_at)), {}, alphabet, wl.language.qu)


def trie_of(wl: WordList) -> Trie:
    """The list's trie, built on first use (or loaded prebuilt) and cached on the list. O(1) after."""
    return wl.derived("boggle.trie", build_trie)


def dump_trie(trie: Trie, wl: WordList) -> bytes:
    """The trie as bytes for a prebuilt file: mask and base, and per slot the position of its word
    in the list (-1: none)."""
    position = wl.index
    ids = array("i", [-1 if w is None else position[w] for w in trie.word])
    return prebuilt.pack(trie.mask, trie.base, ids)


def load_trie(data, wl: WordList) -> Trie:
    """`dump_trie` read back: O(slots) array copies, far less work than `build_trie`."""
    mask, base, ids = prebuilt.unpack(data)
    by_position = list(wl.words) + [None]          # position -1 reads the None at the end
    return Trie(mask, base, list(map(by_position.__getitem__, ids)), {}, wl.language.letters, wl.language.qu)


def drop_trie(whole: Trie, wl: WordList) -> Trie:
    """The trie of `wl`, a list made from `whole`'s by leaving out `wl.dropped`: `whole` with those
    words unmarked (their slots keep their place; a branch left without words is searched and finds
    nothing, so every board's words, paths and scores are those of `build_trie(wl)`). O(slots) to
    copy the mask and the words, then O(letters) per dropped word."""
    mask, word = array("i", whole.mask), list(whole.word)
    base, qu = whole.base, whole.qu
    code = {c: k for k, c in enumerate(whole.alphabet)}
    WORD = word_bit(whole.alphabet)
    for w in wl.dropped:
        t = tokens(w) if qu and "q" in w else w
        if not t or len(t) < 2 or len(t) > MAX_TOKENS:
            continue  # never in the trie
        s = 0
        for ch in t:
            k = code[ch]
            if not mask[s] >> k & 1:
                break
            s = base[s] + k
        else:
            if word[s] == w:
                mask[s] &= ~WORD
                word[s] = None
    return Trie(mask, base, word, {}, whole.alphabet, qu)


prebuilt.register("boggle.trie", build_trie, dump_trie, load_trie, drop_trie)
