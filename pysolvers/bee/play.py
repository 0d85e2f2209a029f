"""Playing a Spelling Bee board: judging a guess with its reason, ranks, revealing a word; and new
boards, random or of the day. The hints are in `hints`."""
from __future__ import annotations

import random

from .. import languages
from ..core import say
from ..languages import Language
from ..words import WordList, spelled
from .index import CHUNK, LettersetTable, bee_table, mask, mask_letters, per_center, unpack
from .rules import Center, Letters, check_board, word_problem
from .solver import solve

RANKS = (("Beginner", 0), ("Good Start", 2), ("Moving Up", 5), ("Good", 8), ("Solid", 15),
         ("Nice", 25), ("Great", 40), ("Amazing", 50), ("Genius", 70), ("Queen Bee", 100))
# The ranks' names in each language (the same percentages): a game in French is ranked in French.
RANK_NAMES = {
    "en": tuple(name for name, _ in RANKS),
    "fr": ("Débutant", "Bon début", "En progrès", "Bien", "Solide", "Joli", "Super", "Épatant", "Génie",
           "Reine des abeilles"),
    "de": ("Anfänger", "Guter Start", "Aufwärts", "Gut", "Solide", "Schön", "Großartig", "Erstaunlich", "Genie",
           "Bienenkönigin"),
    "es": ("Principiante", "Buen comienzo", "Progresando", "Bien", "Sólido", "Muy bien", "Genial", "Asombroso",
           "Genio", "Abeja reina"),
}
GENIUS, QUEEN_BEE = 8, 9  # the places of Genius and Queen Bee among the ranks


def rank_thresholds(max_score: int, language: Language = languages.get()) -> list[dict]:
    """Each rank's minimum score: its percentage of the maximum, rounded to the nearest point
    (halves up), in integers; the ranks named in `language`. O(10)."""
    names = RANK_NAMES[language.code]
    return [{"name": name, "min_score": (max_score * pct * 2 + 100) // 200} for name, (_, pct) in zip(names, RANKS)]


def rank(score: int, max_score: int, language: Language = languages.get()) -> dict:
    """The rank reached with `score`, the next rank and the points still needed for it. O(10)."""
    table = rank_thresholds(max_score, language)
    at = max(i for i, r in enumerate(table) if score >= r["min_score"])
    nxt = table[at + 1] if at + 1 < len(table) else None
    return {"name": table[at]["name"], "score": score, "max_score": max_score,
            "next": nxt and nxt["name"], "to_next": nxt and nxt["min_score"] - score, "ranks": table}


def solution(letters: str, center: str, wl: WordList) -> dict:
    """`solve`, remembered for the last 16 boards of this list (a game asks about one board often)."""
    cache = wl.derived("bee.solutions", lambda _: {})
    key = ("".join(sorted(letters)), center)
    if key not in cache:
        if len(cache) >= 16:
            cache.pop(next(iter(cache)))
        cache[key] = solve(letters, center, wl)
    return cache[key]


def found_words(result: dict, found: list[str], language: Language = languages.get()) -> dict[str, dict]:
    """The distinct words of `found` that belong to the board's solution, with their entries; in
    another language than English each as its letters (`Language.clean`: straße is strasse). O(found)."""
    entries = {e["word"]: e for e in result["words"]}
    typed = (f.strip().lower() for f in found)
    if language.code != languages.DEFAULT:
        typed = map(language.clean, typed)
    return {w: entries[w] for w in typed if w in entries}


def verdict(key: str, bad: list[str], center: str, points: int) -> str:
    """A guess's verdict as a person reads it (`key`: a reason of `word_problem`, "not_in_word_list",
    "already_found", or "pangram" / "valid"), each a `say` sentence the page shows in its language."""
    if key == "too_short":
        return say("Too short: a word has at least 4 letters.")
    if key == "bad_letters":
        letters = ", ".join(c.upper() for c in bad)
        return (say("Bad letters: {letters} is not on the board.", letters=letters) if len(bad) == 1
                else say("Bad letters: {letters} are not on the board.", letters=letters))
    if key == "missing_center":
        return say("Missing center letter: every word uses {center}.", center=center.upper())
    if key == "not_in_word_list":
        return say("Not in word list.")
    if key == "already_found":
        return say("Already found.")
    if key == "pangram":
        return say("Pangram! +{points}", points=points)
    praise = say("Good!") if points == 1 else say("Nice!") if points < 7 else say("Awesome!")
    return say("{praise} +{points}", praise=praise, points=points)


def check(letters: str, center: str, guess: str, found: list[str], wl: WordList) -> dict:
    """Judge one guess against the board: the first failing rule (too short, bad letters, missing
    center letter, not in word list, already found) or the points it earns. Then the score and rank
    of the found words plus this one. O(words in the list) the first time for a board, O(found) after."""
    letters, center = check_board(letters, center, wl.language)
    result = solution(letters, center, wl)
    have = found_words(result, found, wl.language)
    guess = guess.lower() if wl.language.code == languages.DEFAULT else wl.language.clean(guess)
    bad = sorted(set(guess) - set(letters))
    entry = next((e for e in result["words"] if e["word"] == guess), None)
    reason = word_problem(guess, letters, center)
    if reason is None and entry is None:
        reason = "not_in_word_list"
    elif reason is None and guess in have:
        reason = "already_found"
    if reason is None:
        have[guess] = entry
    points = entry["points"] if reason is None else 0
    pangram = reason is None and entry["pangram"]
    if reason is None:
        key = "pangram" if pangram else "valid"
    else:
        key = reason
    message = verdict(key, bad, center, points)
    score = sum(e["points"] for e in have.values())
    return {"guess": guess, "valid": reason is None, "reason": reason, "message": message,
            "points": points, "pangram": pangram, "score": score, "found_count": len(have),
            "rank": rank(score, result["score"], wl.language), **spellings_of(wl, [guess] if reason is None else [])}


def spellings_of(wl: WordList, shown: list[str]) -> dict:
    """{"spellings": ...} for the words an answer shows, in another language than English; else nothing."""
    return {} if wl.language.code == languages.DEFAULT else {"spellings": spelled(wl, shown)}


def reveal(letters: str, center: str, found: list[str], wl: WordList) -> dict | None:
    """One word not yet found: the most common one (by word frequency), then the shortest, then A-Z.
    None when every word is found. O(words on the board)."""
    letters, center = check_board(letters, center, wl.language)
    result = solution(letters, center, wl)
    have = found_words(result, found, wl.language)
    left = [e for e in result["words"] if e["word"] not in have]
    if not left:
        return None
    return min(left, key=lambda e: (-wl.zipf(e["word"]), len(e["word"]), e["word"]))


# --- Puzzles: random and of the day -----------------------------------------------------


def random_board(tab: LettersetTable, rng: random.Random, exclude: str = "", min_words: int = 1,
                 max_words: int | None = None) -> tuple[Letters, Center] | None:
    """A board drawn by `rng`: a pangram letterset without `exclude` and a center, with a word count
    in range; None if no board fits. O(pangram lettersets) to shuffle, 128 per letterset scored."""
    ex = mask(exclude, tab.alphabet)
    pool = [m for m in tab.sevens if not m & ex]
    rng.shuffle(pool)
    start, size = 0, 8
    while start < len(pool):  # score the pool in growing batches: few boards when many fit, few calls when none does
        batch = pool[start:start + size]
        for m, figures in zip(batch, per_center(batch, tab.table)):
            order = list(range(7))
            rng.shuffle(order)
            for i in order:
                count = unpack(figures[i])[1]
                if min_words <= count and (max_words is None or count <= max_words):
                    letters = mask_letters(m, tab.alphabet)
                    return letters, letters[i]
        start, size = start + size, min(4 * size, CHUNK)
    return None


DAILY_WORDS = (20, 60)  # the puzzle of the day prefers boards with this many words


def daily_seed(date: str, language: Language = languages.get()) -> str:
    """What the day's draw is seeded with: the date, and in another language than English the
    language too (so the French Bee of a day is not drawn as the English one)."""
    return f"wordloom-bee:{date}" if language.code == languages.DEFAULT else f"wordloom-bee:{language.code}:{date}"


def daily_board(wl: WordList, date: str) -> tuple[Letters, Center] | None:
    """The puzzle of `date` ("YYYY-MM-DD"): a board without S and with 20-60 words when the list has
    one, else any board (None if the list has none); the same for everyone with the same list.
    O(pangram lettersets)."""
    for lo, hi in (DAILY_WORDS, (1, None)):
        for exclude in ("s", ""):
            board = random_board(bee_table(wl, exclude), random.Random(daily_seed(date, wl.language)), exclude, lo, hi)
            if board:
                return board
    return None
