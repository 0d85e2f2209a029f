"""Anigrams: chains of nested anagrams, four letters up (seed 004: Norvig's notebook on 538's Riddler).

A chain starts from four letters and adds one letter at a time; the letters of every step must
unscramble to a word. A game is a chain of six steps, from 4 letters to a 9-letter word.

One module per concept: `rules` (terms, keys, the terms one letter longer), `graph` (every term of
a list and the chain graph from the starts, built once or loaded prebuilt), `solver` (the longest
chain, the count of games, the next letters, with Norvig's recursion as the reference), `play` (a
game of a seed or date, judging a guess), `api` (the actions). Every name is re-exported here.
"""
from .api import ACTIONS, GAME_HINTS, INDEXES
from .graph import KEY_BYTES, Index, drop_index, dump_index, index, load_index
from .play import check, game, pick_game, scramble
from .rules import (BITS, COMMON_ZIPF, EPOCH, GOAL_LENGTH, LETTERS, START_LENGTH, STEPS, UNIT, Alphabet, Chain, Key, Term,
                    Word, added_letter, alphabet, children_in, key, keys, term)
from .solver import (TOP_STARTS, children_slow, count, count_slow, ladder, longest, longest_keys, longest_paths,
                     longest_slow, merge_count, merge_longest, next_letters, starts_of, step, terms_slow)

__all__ = ["ACTIONS", "GAME_HINTS", "INDEXES", "KEY_BYTES", "Index", "drop_index", "dump_index", "index", "load_index",
           "check", "game", "pick_game", "scramble", "BITS", "COMMON_ZIPF", "EPOCH", "GOAL_LENGTH", "LETTERS",
           "START_LENGTH", "STEPS", "UNIT", "Alphabet", "alphabet", "Chain", "Key", "Term", "Word", "added_letter", "children_in", "key", "keys",
           "term", "TOP_STARTS", "children_slow", "count", "count_slow", "ladder", "longest", "longest_keys",
           "longest_paths", "longest_slow", "merge_count", "merge_longest", "next_letters", "starts_of", "step",
           "terms_slow"]
