"""Letter Boxed: chains of words around a box of 12 letters (seed 002, "Letter Bounced").

Rules: four sides of three distinct letters. A word is playable when it has at least 3 letters, uses
only board letters, and no two consecutive letters lie on the same side. Each next word starts with
the last letter of the previous one. A solution is a chain that uses all 12 letters and is
redundancy-free: no shorter valid chain made by removing words from it still uses all 12
(foxglove-eye-equity is dropped for foxglove-equity; a word that only bridges two others stays).
Ranking: fewer words; then the chain whose rarest word is most common (Zipf; unknown = rarest);
then fewer letters; then alphabetical.

One module per concept: `rules` (the box, playable words, chains, redundancy, ranking), `solver`
(the fast search by word count, and the reference), `play` (judging a player's chain, hints, new
boxes), `api` (the actions). Every name is re-exported here.
"""
from .api import ACTIONS
from .play import check, generate, hints
from .rules import (DEFAULT_MAX_WORDS, FULL, MAX_WORDS, Board, Chain, Mask, Side, bit_of, entry, is_chain, mask_of,
                    min_zipf10, parse_sides, rank_key, redundant_slow, side_of, word_problem)
from .solver import KEEP_CEILING, STREAM_BATCH, playable, playable_slow, redundant, search, solve, solve_slow

__all__ = ["ACTIONS", "check", "generate", "hints", "DEFAULT_MAX_WORDS", "FULL", "MAX_WORDS", "Board", "Chain", "Mask",
           "Side", "bit_of", "entry", "is_chain", "mask_of", "min_zipf10", "parse_sides", "rank_key", "redundant_slow",
           "side_of", "word_problem", "KEEP_CEILING", "STREAM_BATCH", "playable", "playable_slow", "redundant", "search",
           "solve", "solve_slow"]
