"""Boggle's answers as plain data: a solved board, a judged guess, generated boards with their
scores, the board of the day, and the best-board search, built on `solver`, `generators` and
`optimizer`."""
from __future__ import annotations

import random
import time

from ..core import Throttle, say
from ..runtime import own_frame
from .. import languages
from ..words import WordList, load, spelled
from . import climb, generators, optimizer
from .board import NEIGHBOURS, POINTS, Board, cell_text, default_min_length, points, size_of, tokens
from .search import find_words, find_words_slow, score_of
from .trie import trie_of


def _result(board: Board, found: dict, min_length: int, wl: WordList) -> dict:
    """The answer as plain data: words sorted by points (high first), then alphabetically (by code
    point: in German "zug" before "äpfel"). In another language than English, `spellings`: how the
    language writes the words written otherwise than their letters ("eleve" -> "élève")."""
    ranked = sorted([(-POINTS[min(len(w), 8)], w, p) for w, p in found.items() if len(w) >= min_length])
    entries = [{"word": w, "points": -negative, "path": p} for negative, w, p in ranked]  # words differ: paths never compared
    qu = wl.language.qu
    out = {"board": board, "size": size_of(board), "cells": [cell_text(c, qu) for c in board], "min_length": min_length,
           "score": -sum(r[0] for r in ranked), "word_count": len(entries), "words": entries}
    if wl.language.code != languages.DEFAULT:
        out["spellings"] = spelled(wl, [r[1] for r in ranked])
    return out


def solve(board: Board, wl: WordList, min_length: int | None = None) -> dict:
    """Every word on the board with points and a path. O(trie prefixes on the board's paths), after
    the trie's first build for the list (bench/results/boggle.md)."""
    min_length = min_length or default_min_length(size_of(board))
    return _result(board, find_words(board, trie_of(wl)), min_length, wl)


def solve_slow(board: Board, wl: WordList, min_length: int | None = None) -> dict:
    """The reference: every path read literally against the word set. Seconds per board."""
    min_length = min_length or default_min_length(size_of(board))
    return _result(board, find_words_slow(board, wl, min_length), min_length, wl)


def find_path(board: Board, word: str, qu: bool = True) -> list[int] | None:
    """One path spelling `word` on the board, or None. Depth-first over cells. O(paths of the word)."""
    t = tokens(word, qu)
    if t is None or not t:
        return None
    nbrs = NEIGHBOURS[size_of(board)]

    def walk(path: list[int]) -> list[int] | None:
        if len(path) == len(t):
            return path
        for j in nbrs[path[-1]]:
            if board[j] == t[len(path)] and j not in path:
                found = walk(path + [j])
                if found:
                    return found
        return None

    for i, ch in enumerate(board):
        if ch == t[0] and (p := walk([i])):
            return p
    return None


def verdict(reason: str, word: str, min_length: int, pts: int) -> str:
    """A guess's verdict as a person reads it (`word` as the language writes it, upper case), each a
    `say` sentence the page shows in its language."""
    if reason == "ok":
        return say("{word} is a word: {n} point.", word=word, n=pts) if pts == 1 else say("{word} is a word: {n} points.", word=word, n=pts)
    if reason == "too_short":
        return (say("{word} is too short: words need at least {n} letter.", word=word, n=min_length) if min_length == 1
                else say("{word} is too short: words need at least {n} letters.", word=word, n=min_length))
    if reason == "already_found":
        return say("{word} is already found.", word=word)
    if reason == "not_on_grid":
        return say("{word} is not on the grid (adjacent cells, each used once).", word=word)
    return say("{word} is on the grid but not in the word list.", word=word)


def check(board: Board, word: str, wl: WordList, found: list[str] = (), min_length: int | None = None) -> dict:
    """Judge one guess in play: too short, already found, not on the grid, not a word, or ok
    (with points). The path is given whenever the guess is on the grid. O(paths of the word)."""
    min_length = min_length or default_min_length(size_of(board))
    lang = wl.language
    english = lang.code == languages.DEFAULT
    path = find_path(board, word, lang.qu) if len(word) <= 2 * len(board) else None
    if len(word) < min_length:
        reason = "too_short"
    elif word in {f.strip().lower() if english else lang.clean(f.strip()) for f in found}:
        reason = "already_found"
    elif path is None:
        reason = "not_on_grid"
    elif word not in wl:
        reason = "not_a_word"
    else:
        reason = "ok"
    pts = points(word) if reason == "ok" else 0
    message = verdict(reason, (word if english else wl.spelling(word)).upper(), min_length, pts)
    out = {"word": word, "ok": reason == "ok", "reason": reason, "message": message, "points": pts, "path": path}
    if not english:   # how the language writes the word, where it is one
        out["spellings"] = spelled(wl, [word] if word in wl else [])
    return out


def board_rng(seed: int, k: int) -> random.Random:
    """The random stream of board k of a seeded batch: each board has its own (board 0's is
    Random(seed)), so any part of a batch can be made alone and a split batch equals the whole."""
    return random.Random(seed + (k << 64))


def shard_range(count: int, shard: tuple[int, int]) -> range:
    """The items of shard (i, n) among `count`: a contiguous run, the runs as even as can be."""
    i, n = shard
    return range(count * i // n, count * (i + 1) // n)


def _means(boards: list[dict]) -> dict:
    made = max(len(boards), 1)
    return {"mean_score": round(sum(x["score"] for x in boards) / made, 4),
            "mean_word_count": round(sum(x["word_count"] for x in boards) / made, 4)}


def generate(method: str, n: int, count: int, seed: int, wl: WordList, min_length: int | None = None,
             progress=None, seconds: float | None = None, shard: tuple[int, int] = (0, 1)) -> dict:
    """`count` boards by a method, each solved: score and word count, and their means. After
    `seconds` no new board starts (the first always does): the answer holds the boards made and
    says `timed_out`. For shard (i, n) of a split batch: its run of the boards (`merge_generate`
    joins the runs; the same boards as unsplit, each board having its own random stream).
    O(count × a solve), plus each method's own search for its board (greedy-dCAD's is the costliest)."""
    min_length = min_length or default_min_length(n)
    stats = None if method in generators.DICE else generators.stats_of(wl)  # dice need no statistics
    trie = trie_of(wl)
    deadline = None if seconds is None else time.perf_counter() + seconds  # from the first board: indexes are built
    boards = []
    throttle = Throttle(progress)
    timed_out = False
    mine = shard_range(count, shard)
    make, score = own_frame(generators.generate), own_frame(score_of)  # each board in a fresh frame
    for done, k in enumerate(mine, 1):
        if done > 1 and deadline is not None and time.perf_counter() > deadline:
            timed_out = True
            break
        b = make(method, n, board_rng(seed, k), stats, wl.language)
        s, c = score(b, trie, min_length)
        boards.append({"board": b, "score": s, "word_count": c})
        if throttle.due() or (progress is not None and done == len(mine)):
            progress(done, len(mine), mean_score=sum(x["score"] for x in boards) / len(boards))
    return {"method": method, "size": n, "min_length": min_length, "seed": seed, "boards": boards, **_means(boards),
            "timed_out": timed_out}


def merge_generate(parts: list[dict]) -> dict:
    """The shards' runs of boards, in order: the unsplit batch, its means over all boards."""
    boards = [b for part in parts for b in part["boards"]]
    return {**{k: parts[0][k] for k in ("method", "size", "min_length", "seed")}, "boards": boards, **_means(boards),
            "timed_out": any(part["timed_out"] for part in parts)}


def merge_generate_progress(count: int, reports: list[dict | None]) -> dict:
    """Boards made of all `count` boards, and their mean score so far."""
    known = [r for r in reports if r]
    done = sum(r["done"] for r in known)
    mean = sum(r["mean_score"] * r["done"] for r in known) / done if done else 0.0
    return {"done": done, "total": count, "mean_score": mean}


PLAY_METHODS = {3: "freq", 4: "dice-new", 5: "dice-big", 6: "dice-superbig"}  # no 3×3 dice: frequency letters


def _to_play(rng: random.Random, n: int, wl: WordList, min_length: int | None) -> dict:
    """A board to play on an n×n grid: the dice of the size in the list's language (English's real
    ones; another's made from its common list) rolled by `rng` (on 3×3, frequency letters: of the
    list in English, of the language's common list in another), with its full solution's totals for
    the end-of-game share. O(one solve)."""
    method = PLAY_METHODS[n]
    lang = wl.language
    if method in generators.DICE:
        stats = None
    else:
        stats = generators.stats_of(wl if lang.code == languages.DEFAULT else load(lang.common))
    board = generators.generate(method, n, rng, stats, lang)
    r = solve(board, wl, min_length)
    return {"method": method, "board": board, "size": n, "cells": r["cells"],
            "min_length": r["min_length"], "score": r["score"], "word_count": r["word_count"]}


def daily_seed(date: str, n: int, lang: languages.Language) -> str:
    """The seed of the day's n×n board in a language: English's as it always was, another language's
    with its code in it (so a French board of a date is not the English one)."""
    if lang.code == languages.DEFAULT:
        return f"wordloom-boggle-{date}-{n}"
    return f"wordloom-boggle-{lang.code}-{date}-{n}"


def daily(date: str, n: int, wl: WordList, min_length: int | None = None) -> dict:
    """The board of the day in the list's language: rolled with the date (and the language) as seed,
    so every runtime and every visitor gets the same board. O(one solve)."""
    return {"date": date, **_to_play(random.Random(daily_seed(date, n, wl.language)), n, wl, min_length)}


def play(n: int, seed: int, wl: WordList, min_length: int | None = None) -> dict:
    """A random board to play: the same dice as the board of the day, rolled with `seed` (the same
    seed gives the same board; in another language than English, with the language in the seed).
    O(one solve)."""
    lang = wl.language
    rng = random.Random(seed if lang.code == languages.DEFAULT else f"wordloom-boggle-{lang.code}-{seed}")
    return {"seed": seed, **_to_play(rng, n, wl, min_length)}


def optimize(n: int, wl: WordList, seed: int, seconds: float, min_length: int | None = None,
             max_evaluations: int | None = None, start: Board | None = None, hill: bool = False,
             progress=None, shard: tuple[int, int] = (0, 1)) -> dict:
    """The best board found by simulated annealing (or hill climbing) with restarts.
    O(evaluations × a solve), bounded by `seconds` and `max_evaluations`. Shard (i, n) of a split
    search runs its own chain (board_rng(seed, i)) with its share of `max_evaluations`;
    `merge_optimize` keeps the best board."""
    min_length = min_length or default_min_length(n)
    trie = trie_of(wl)
    i, shards = shard
    if max_evaluations is not None and shards > 1:
        max_evaluations = max(1, len(shard_range(max_evaluations, shard)))
    result = optimizer.anneal(
        n, lambda b: score_of(b, trie, min_length)[0], generators.stats_of(wl), board_rng(seed, i),
        seconds, max_evaluations, start=start, hill=hill,
        report=None if progress is None else lambda r: progress(min(r["elapsed"], seconds), seconds, **r))
    result["word_count"] = score_of(result["board"], trie, min_length)[1]
    return {"size": n, "min_length": min_length, "seed": seed, **result}


def climb_boards(n: int, wl: WordList, seed: int, seconds: float, min_length: int | None = None,
                 chains: int = 4, rounds: int | None = None, max_evaluations: int | None = None,
                 start: Board | None = None, progress=None, shard: tuple[int, int] = (0, 1)) -> dict:
    """The best board found by `chains` chains of iterated climbs (see `climb`), chain k drawing
    from board_rng(seed, k). Shard (i, n) of a split search runs its run of the chains (none when
    there are more shards than chains); `merge_climb` joins them into what one worker gives for the
    same rounds and boards. O(rounds × chains × a climb), bounded by `seconds`."""
    min_length = min_length or default_min_length(n)
    trie = trie_of(wl)
    mine = shard_range(chains, shard)
    shares = None if max_evaluations is None else {k: len(shard_range(max_evaluations, (k, chains))) for k in mine}
    result = climb.search(
        n, trie, min_length, generators.stats_of(wl).freq, {k: board_rng(seed, k) for k in mine}, rounds, seconds,
        report=None if progress is None else lambda r: progress(min(r["seconds"], seconds), seconds, **_climb_report(r)),
        start=start, evaluations=shares, cache_limit=climb.cache_share(chains))
    if result["board"] is not None:
        result["word_count"] = score_of(result["board"], trie, min_length)[1]
    return {"size": n, "min_length": min_length, "seed": seed, "method": "climb", **result, "chains": len(mine)}


def _climb_report(r: dict) -> dict:
    return {"elapsed": r["seconds"], "best_board": r["board"], "best_score": r["score"],
            "evaluations": r["evaluations"], "rounds": r["rounds"], "spread": r["spread"]}


def merge_climb(parts: list[dict]) -> dict:
    """The shards' chains as one search's: the best chain's board (the lowest chain on a tie), every
    chain's best in chain order, the work of all, and the history of the best score over all."""
    chain_bests = [c for r in parts for c in r["chain_bests"]]
    ran = [r for r in parts if r["chains"]]
    best = max(chain_bests, key=lambda c: (c["score"], -c["chain"]))
    word_count = next(r["word_count"] for r in ran if r["board"] == best["board"] and r["score"] == best["score"])
    spreads = [r["spread"] for r in ran]
    return {**{k: parts[0][k] for k in ("size", "min_length", "seed", "method")}, "board": best["board"],
            "score": best["score"], "word_count": word_count, "rounds": min(r["rounds"] for r in ran),
            "evaluations": sum(r["evaluations"] for r in parts), "seconds": max(r["seconds"] for r in parts),
            "spread": [min(s[0] for s in spreads), max(s[1] for s in spreads)], "timed_out": any(r["timed_out"] for r in parts),
            "history": _best_history(parts), "chain_bests": chain_bests, "chains": len(chain_bests)}


def _best_history(parts: list[dict]) -> list:
    """The history of the best score over all chains (each chain's improvements, keeping those that
    beat every earlier one)."""
    history, top = [], None
    for t, s in sorted((tuple(h) for r in parts for h in r["history"]), key=lambda h: (h[0], -h[1])):
        if top is None or s > top:
            history.append((t, s))
            top = s
    return history


def _best_chain(parts: list[dict], score: str = "score") -> dict:
    """The chain with the best board (the first such chain on a tie)."""
    return max(parts, key=lambda r: (r[score], -parts.index(r)))


def merge_optimize(parts: list[dict]) -> dict:
    """The best of the shards' chains; evaluations and runs of all; the history of the best score
    over all chains (each chain's improvements, keeping those that beat every earlier one)."""
    if "chain_bests" in parts[0]:
        return merge_climb(parts)
    best = _best_chain(parts)
    history = _best_history(parts)
    return {**best, "evaluations": sum(r["evaluations"] for r in parts), "runs": sum(r["runs"] for r in parts),
            "seconds": max(r["seconds"] for r in parts), "history": history, "chains": len(parts)}


def merge_optimize_progress(reports: list[dict | None]) -> dict:
    """The best board so far over all chains; their evaluations and runs (climbing: the rounds and
    the spread of the chains' current tops); the slowest chain's time."""
    known = [r for r in reports if r and "best_score" in r]
    if not known:
        return next((r for r in reports if r), {"done": 0, "total": 1})
    best = _best_chain(known, "best_score")
    slowest = min(r["done"] for r in known)
    out = {**best, "done": slowest, "elapsed": slowest, "evaluations": sum(r["evaluations"] for r in known)}
    if "spread" in best:   # climbing: the spread of every chain's current top, the rounds all have done
        spreads = [r["spread"] for r in known if r["best_board"]]
        return {**out, "rounds": min(r["rounds"] for r in known),
                "spread": [min(s[0] for s in spreads), max(s[1] for s in spreads)] if spreads else [0, 0]}
    return {**out, "runs": sum(r["runs"] for r in known)}
