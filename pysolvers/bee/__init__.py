"""Spelling Bee: words from seven letters with a center (seed 001).

Played in English, French, German or Spanish: the letters are the word list's language's (ä, ö, ü
and ñ are letters of their own; a board's letterset is a mask over that alphabet), the ranks are
named in it, and a day's board is drawn per language.

Rules: a word has at least 4 letters, uses the center letter and no letter outside the seven.
Points: a 4-letter word scores 1, a longer word its length; a pangram (all seven letters) adds 7.
A board is valid when its seven letters hold at least one pangram.

One module per concept: `rules` (terms, board check, points, why a word cannot be played),
`solver` (one board: a regex pass, with a word-by-word reference), `index` (the best and worst
boards of a word list, with a brute-force reference), `play` (judging a guess, ranks, revealing a
word; random and daily boards), `hints` (the hints page's figures, and a typed prefix's fate),
`api` (the actions). Every name is re-exported here.
"""
from .api import ACTIONS
from .index import (BIT, CHUNK, SHIFT, BeeIndex, Board, LettersetTable, Mask, Packed, bee_index, bee_table,
                    best_boards, best_boards_slow, bits_of, build_index, letterset_table, mask, mask_letters,
                    per_center, unpack)
from .hints import hints, is_perfect_pangram, prefix
from .play import (DAILY_WORDS, RANK_NAMES, RANKS, check, daily_board, daily_seed, found_words,
                   random_board, rank, rank_thresholds, reveal, solution)
from .rules import MIN_LENGTH, Center, Letters, check_board, is_pangram, points, word_problem
from .solver import solve, solve_slow

__all__ = ["ACTIONS", "BIT", "CHUNK", "SHIFT", "BeeIndex", "Board", "LettersetTable", "Mask", "Packed", "bee_index",
           "bee_table", "best_boards", "best_boards_slow", "bits_of", "build_index", "letterset_table", "mask",
           "mask_letters", "per_center", "unpack", "DAILY_WORDS", "RANK_NAMES", "RANKS", "check", "daily_board",
           "daily_seed", "found_words", "hints", "is_perfect_pangram", "prefix", "random_board", "rank", "rank_thresholds", "reveal", "solution", "MIN_LENGTH",
           "Center", "Letters", "check_board", "is_pangram", "points", "word_problem", "solve", "solve_slow"]
