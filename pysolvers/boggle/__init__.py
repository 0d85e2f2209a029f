"""Boggle (seed 003): every word on a 3×3 to 6×6 grid with its path, checking a guess in play,
the seed's nine board generators plus the real dice, a daily board, and a best-board optimizer.

Rules: a word follows adjacent cells (8 directions), each cell at most once, has at least
`min_length` letters (3 on 3×3 and 4×4, 4 on 5×5 and 6×6) and is in the word list. The cell `q`
is the Qu die: a word through it uses both letters, and Qu counts two letters for length and points.
Points: 3-4 letters 1, 5 → 2, 6 → 3, 7 → 5, 8 or more → 11.

One module per concept: `board` (terms, reading input), `trie` (the word list's trie), `search` (the
search generated per board size, with the slow reference), `generators`, `climb`, `optimizer`,
`puzzle` (the answers as plain data: solve, check, generate, daily, play, optimize), `api` (the
actions). The answers are re-exported here.
"""
from .api import ACTIONS
from .puzzle import check, daily, find_path, generate, optimize, play, solve, solve_slow

__all__ = ["ACTIONS", "solve", "solve_slow", "check", "find_path", "generate", "optimize", "daily", "play"]
