"""Build the `nyt` word list: what the NYT Spelling Bee accepts, learned from past days.

    python3 build.py nyt             rebuild pysolvers/data/nyt.* and offensive.txt.gz (offline, deterministic)
    python3 build.py nyt --check     rebuild in memory; compare with the shipped files and PROVENANCE.json
    python3 build.py nyt --sources   download the registry packages behind tools/data/ again and rewrite it

Inputs (all in the repository except the training days):
- the shipped lists ENABLE, american-english, words-alpha and their wordfreq Zipf bytes (pysolvers/data/);
- tools/data/american-english-capitalised.txt.gz: the entries of Debian's raw american-english that
  carry a capital (Aachen, NASA, …), the proper-noun and abbreviation signs;
- tools/data/american-english-larger.txt.gz: for the words american-english lacks in lowercase, the
  smallest SCOWL size that lists each in lowercase (an accented entry counts: american-english, 50,
  has soufflé; Debian's wamerican-large is 70, wamerican-huge 80) and the smallest larger size that
  lists it capitalised (whether a word has an English sense, or is chiefly a name);
- tools/data/other-languages.txt.gz: for the same words, the language of six (French, Spanish,
  Italian, German, Portuguese, Dutch) where wordfreq finds it commonest, where that beats English;
- tools/data/offensive-lists.txt.gz: the one-word entries of three registry lists of offensive words;
- tools/data/offensive-allowed.txt: the words those lists flag that are ordinary words in their first
  sense (anatomy, medicine, history, everyday life), reviewed by hand, each with its reason;
- the NYT Spelling Bee days, `nyt-bee-train.json` (kept gzipped in tools/data/; its sha256 is recorded).

Method, in the puzzle's own terms:
- Evidence. On a day, a candidate word (4+ letters, only the day's letters, with the center) is
  *accepted* if it is among NYT's answers, *declined* otherwise. A word's label is its latest
  evidence: NYT's list drifts (coon, iliad, attaint were accepted, then dropped; collab, teff, rando
  were declined, then added), and the newest day says what NYT does now.
- Names, abbreviations and foreign words are out unless a day accepted them (`sign`): a word
  american-english has only capitalised (Berlin, Carmen, NASA); and, unless SCOWL's size 70 lists it
  in lowercase (an English sense), a word only a larger size has, first as a name (Eritrean,
  Demerara), or one american-english lacks that is 100 times commoner in one of the six languages
  than in English (merde, madre). Of the words the training days showed, NYT accepted 63 of the 1,298
  that american-english has only capitalised (aurora, mafia: they stay), 12 of the 1,183 names of the
  larger sizes and 45 of the 1,702 foreign words. The signs are a rule after the model, not tuned.
- A model for the other words no past day could show (they never fitted a day's letters, or hold an
  S, which the Bee never uses): logistic regression on what the lists and frequencies know of the word
  (list membership, Zipf, length, capitalised-only or all-capitals in Debian's list, and its stem: an
  -ing/-ed/-er/-ly/… form of a word NYT accepted or declined, with the stem's commonness), trained on
  every labelled word, its threshold tuned on the latest quarter of the training days (best F2:
  recall weighs twice, since recall is what falls as the days move away from the training days);
  words no Bee day can show (an S, or 8+ different letters) take the best-F1 threshold instead.
- Plural and -s forms inherit the stem's verdict (the Bee has no S, so no day shows them).
- Three-letter words (Letter Boxed and Boggle use them; the Bee never does): the word is in both
  ENABLE and american-english, i.e. a Scrabble list and a general dictionary agree it is a word.
- Offensive words (offensive.txt.gz) are never in `nyt`.

Everything is integer or fixed-order arithmetic except the model's weights, which are rounded to
6 decimals before use, so the same inputs give the same bytes.
"""
from __future__ import annotations

import gzip
import hashlib
import itertools
import json
import math
import os
import re
import sys
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "pysolvers" / "data"
TOOLS_DATA = ROOT / "tools" / "data"
PROVENANCE = DATA / "PROVENANCE.json"
CAPITALS_FILE = TOOLS_DATA / "american-english-capitalised.txt.gz"
OFFENSIVE_LISTS_FILE = TOOLS_DATA / "offensive-lists.txt.gz"
OFFENSIVE_ALLOWED_FILE = TOOLS_DATA / "offensive-allowed.txt"  # flagged by a list, ordinary in its first sense
LARGER_FILE = TOOLS_DATA / "american-english-larger.txt.gz"  # SCOWL sizes 70 and 80: rarer words and names
OTHER_LANGUAGES_FILE = TOOLS_DATA / "other-languages.txt.gz"  # words commoner in another language than in English
TRAINING_FILE = "nyt-bee-train.json"
TRAINING_SOURCE = ("nytbee.com pages saved in pthomasfournet/nytspellingbeesolver (commit in the file); "
                   "cross-checked against tedmiston/spelling-bee-answers (NYT's gameData JSON) on 793 days: "
                   "792 identical, 1 differs by one word (hamachi, added later that day)")
LISTS = ("enable", "american-english", "words-alpha")
VALIDATION_SHARE = 0.25  # the latest quarter of the training days tunes the threshold
L2 = 1.0
MIN_COUNT = 20  # a token must describe at least this many labelled words
NO_SIZE = 100  # a SCOWL size for "not listed": after the largest, 80
# A word SCOWL's size 70 (wamerican-large) lists in lowercase has an English sense: of the words the
# larger sizes' capitals or the other languages would mark, the training days up to 2022-06-30 showed
# 306 that size 70 lists in lowercase, and NYT accepted 63 (21 %), against 47 of the other 2,610
# (1.8 %) and 56 of the 1,201 american-english has only capitalised (4.7 %). So for them only
# american-english's own capitals are a sign.
LOWERCASE_ENGLISH = 70
# Foreign: commoner in another language by 2 Zipf points (100 times) and at least Zipf 2 there.
FOREIGN_GAP = 20
FOREIGN_MIN = 20
THRESHOLDS = [x / 4 for x in range(-16, 9)]  # -4.0 … 2.0
# The threshold weighs recall twice as much as precision (F2). The list is used on days after the
# last training day, further from it than the validation quarter is from its model; on the training
# data's own later years, recall falls with that distance (≈ 0.3 point a year: a word NYT starts to
# accept cannot be learned from earlier days) while precision holds, so the choice leans to recall.
BETA = 2.0

sys.path.insert(0, str(ROOT))
from pysolvers import words as wordlists  # noqa: E402
from pysolvers.nyt import LANGUAGES, plural_stem  # noqa: E402  (the rules the list is built by, and explained by)

Day = dict  # one puzzle of the training file: date, letters, center, answers, not_accepted, …


# --- inputs ------------------------------------------------------------------------------------

def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_training_file(name: str = TRAINING_FILE) -> bytes:
    """The bytes of an NYT data file: $WORDLOOM_NYT_DATA/NAME if set, else the copy kept in this
    repository (tools/data/NAME.gz, the file of shared/data gzipped; its sha256 is of the plain bytes)."""
    env = os.environ.get("WORDLOOM_NYT_DATA")
    if env and (Path(env) / name).is_file():
        return (Path(env) / name).read_bytes()
    kept = ROOT / "tools" / "data" / f"{name}.gz"
    if kept.is_file():
        return gzip.decompress(kept.read_bytes())
    raise FileNotFoundError(f"{name} not found: tools/data/{name}.gz is missing from this checkout "
                            "(or set WORDLOOM_NYT_DATA to a folder that holds {name})")


def load_days(raw: bytes | None = None) -> tuple[list[Day], str]:
    """The Bee days in date order and the sha256 of the file they came from."""
    raw = raw if raw is not None else read_training_file()
    days = sorted(json.loads(raw)["puzzles"], key=lambda d: d["date"])
    return days, sha256(raw)


def read_gz_lines(path: Path) -> list[str]:
    return gzip.decompress(path.read_bytes()).decode("utf-8").split()


@dataclass
class Lexicon:
    """What the shipped lists know of a word: membership, Zipf (×10), capitalisation signs, offensive lists."""
    enable: frozenset
    american: frozenset
    alpha: frozenset
    zipf10: dict
    capitals: dict  # word -> frozenset of {"title", "upper", "mixed"}
    offensive_lists: dict  # word -> frozenset of list keys
    offensive_allowed: frozenset = frozenset()  # flagged, but ordinary words (offensive-allowed.txt)
    larger: dict = field(default_factory=dict)  # word -> (lowercase size, capitalised size, in capitals only)
    other: dict = field(default_factory=dict)  # word -> (language code, Zipf ×10 there)

    @property
    def union(self) -> frozenset:
        return self.enable | self.american | self.alpha


def load_lexicon() -> Lexicon:
    sets, zipf = {}, {}
    for name in LISTS:
        wl = wordlists.load(name)
        sets[name] = frozenset(wl.words)
        for w, z in zip(wl.words, wl.zipf10):
            if z > zipf.get(w, 0):
                zipf[w] = z
    capitals: dict[str, set] = defaultdict(set)
    for entry in read_gz_lines(CAPITALS_FILE):
        capitals[entry.lower()].add("upper" if entry.isupper() else "title" if entry.istitle() else "mixed")
    offensive: dict[str, frozenset] = {}
    for line in gzip.decompress(OFFENSIVE_LISTS_FILE.read_bytes()).decode().splitlines():
        word, keys = line.split("\t")
        offensive[word] = frozenset(keys.split(","))
    larger = {}
    for line in gzip.decompress(LARGER_FILE.read_bytes()).decode("ascii").splitlines():
        word, low, cap = line.split("\t")
        larger[word] = (NO_SIZE if low == "-" else int(low), NO_SIZE if cap == "-" else int(cap.rstrip("u")),
                        cap.endswith("u"))
    other = {}
    for line in gzip.decompress(OTHER_LANGUAGES_FILE.read_bytes()).decode("ascii").splitlines():
        word, code, z10 = line.split("\t")
        other[word] = (code, int(z10))
    return Lexicon(sets["enable"], sets["american-english"], sets["words-alpha"], zipf,
                   {w: frozenset(v) for w, v in capitals.items()}, offensive, offensive_allowed(), larger, other)


def offensive_allowed() -> frozenset:
    """The words of offensive-allowed.txt (one a line, a tab, the reason; # starts a comment)."""
    lines = OFFENSIVE_ALLOWED_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line.split("\t")[0] for line in lines if line.strip() and not line.startswith("#"))


# --- evidence from the days ----------------------------------------------------------------------

def letterset_index(pool) -> dict[frozenset, list[str]]:
    """Words of 4+ letters with at most 7 distinct letters, by their set of letters (sorted lists)."""
    index: dict[frozenset, list[str]] = defaultdict(list)
    for w in sorted(pool):
        if len(w) >= 4:
            s = frozenset(w)
            if len(s) <= 7:
                index[s].append(w)
    return index


def fitting(day: Day, index) -> list[str]:
    """Every word of the index that the day's honeycomb allows (uses the center, only its letters)."""
    center = day["center"]
    others = [c for c in day["letters"] if c != center]
    out: list[str] = []
    for k in range(len(others) + 1):
        for combo in itertools.combinations(others, k):
            out.extend(index.get(frozenset(combo + (center,)), ()))
    return out


def day_pool(days: list[Day], lex: Lexicon) -> frozenset:
    """The candidate vocabulary these days allow: the shipped lists plus every word the days name."""
    named = {w for d in days for w in d["answers"]} | {w for d in days for w in d.get("not_accepted", ())}
    return lex.union | frozenset(named)


@dataclass
class Evidence:
    """Per word: the days it was accepted and declined on (dates ascending)."""
    accepted: dict = field(default_factory=lambda: defaultdict(list))
    declined: dict = field(default_factory=lambda: defaultdict(list))

    def status(self, policy: str = "latest") -> dict[str, int]:
        """word -> 1 (accepted) / 0 (declined). latest: the newest day wins; majority: more days win
        (ties: latest); ever: accepted on any day."""
        out = {}
        for w in set(self.accepted) | set(self.declined):
            acc, dec = self.accepted.get(w, ()), self.declined.get(w, ())
            last = 1 if acc and (not dec or acc[-1] > dec[-1]) else 0
            if policy == "latest":
                out[w] = last
            elif policy == "majority":
                out[w] = 1 if len(acc) > len(dec) else 0 if len(acc) < len(dec) else last
            elif policy == "ever":
                out[w] = 1 if acc else 0
            else:
                raise ValueError(policy)
        return out

    def last_date(self, word: str) -> str:
        return max(self.accepted.get(word, [""])[-1], self.declined.get(word, [""])[-1])


def gather(days: list[Day], index, pool) -> Evidence:
    """Every pool word's days of acceptance and refusal."""
    ev = Evidence()
    for d in days:
        answers = set(d["answers"])
        for w in fitting(d, index):
            if w in pool:
                (ev.accepted if w in answers else ev.declined)[w].append(d["date"])
        for w in answers:  # an answer outside the index (impossible by construction, kept as a guard)
            if not ev.accepted[w] or ev.accepted[w][-1] != d["date"]:
                ev.accepted[w].append(d["date"])
    return ev


# --- features and the model ----------------------------------------------------------------------

SUFFIXES = (("ings", "ing"), ("ing", "ing"), ("ed", "ed"), ("ers", "er"), ("er", "er"), ("est", "est"),
            ("ly", "ly"), ("ness", "ness"), ("ies", "s"), ("es", "s"), ("s", "s"), ("able", "able"),
            ("ment", "ment"), ("ful", "ful"), ("less", "less"), ("ism", "ism"), ("ist", "ist"),
            ("ity", "ity"), ("ish", "ish"), ("y", "y"), ("al", "al"), ("ion", "ion"), ("ive", "ive"))
PREFIXES = ("un", "non", "re", "over", "out", "pre", "mis", "dis", "de", "in", "sub", "super", "under",
            "anti", "co", "inter")


def stems(word: str, suffix: str) -> list[str]:
    """Possible stems of word once suffix is removed: bake-d, hop-ped, tidi-ed → tidy."""
    base = word[: -len(suffix)]
    out = [base, base + "e"]
    if len(base) >= 2 and base[-1] == base[-2]:
        out.append(base[:-1])
    if base.endswith("i"):
        out.append(base[:-1] + "y")
    return [s for s in out if len(s) >= 3]


def find_stem(word: str, known) -> tuple[str, str] | None:
    """(suffix class, stem) for the first suffix whose stem is a known word, else None."""
    for suffix, cls in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            for s in stems(word, suffix):
                if s in known:
                    return cls, s
    return None


def zipf_bin(z10: int) -> str:
    return "z0" if z10 == 0 else f"z{min(60, z10 // 5 * 5)}"


def zipf_coarse(z10: int) -> str:
    return "c0" if z10 == 0 else "c1" if z10 < 15 else "c2" if z10 < 25 else "c3" if z10 < 35 else "c4"


def scowl_sizes(word: str, lex: Lexicon) -> tuple[int, int]:
    """(lowercase, capitalised): the smallest SCOWL size (50 american-english, 70 large, 80 huge) that
    lists the word in lowercase, and capitalised (Berlin, NASA); NO_SIZE where none does."""
    low, cap, _ = lex.larger.get(word, (NO_SIZE, NO_SIZE, False))
    return (50 if word in lex.american else low), (50 if word in lex.capitals else cap)


def sign(word: str, lex: Lexicon) -> tuple[str, str] | None:
    """Why a word stays out whatever the model says, unless a day accepted it: (code, detail).
    B an abbreviation, P a proper name: american-english has it only capitalised (Berlin, Carmen, NASA).
    Beyond those, a word SCOWL's size 70 lists in lowercase (responder, mezzo, tantra) and a regular
    form of an american-english word (trier, engager) are English and never a sign. Of the rest: P or
    B, a word a larger size lists capitalised before it lists it in lowercase (Eritrean), or first in
    both at once (Demerara beside demerara); F foreign (detail: the language), a word wordfreq finds
    FOREIGN_GAP/10 Zipf points commoner in French, Spanish, Italian, German, Portuguese or Dutch than
    in English (merde, madre)."""
    low, cap = scowl_sizes(word, lex)
    if cap == 50 < low:
        return ("B" if lex.capitals[word] == {"upper"} else "P"), ""
    if low <= LOWERCASE_ENGLISH or find_stem(word, lex.american):  # English, or an English word's -er, -ing, …
        return None
    if cap < low or 50 < cap == low < NO_SIZE:
        return ("B" if lex.larger[word][2] else "P"), ""
    other = lex.other.get(word)
    if other and other[1] >= FOREIGN_MIN and other[1] - lex.zipf10.get(word, 0) >= FOREIGN_GAP:
        return "F", other[0]
    return None


def features(word: str, lex: Lexicon, status: dict, pool) -> tuple[str, ...]:
    """The word's features as tokens (each a 0/1 input of the model)."""
    pattern = "p%d%d%d" % (word in lex.enable, word in lex.american, word in lex.alpha)
    z = lex.zipf10.get(word, 0)
    out = ["bias", pattern, zipf_bin(z), pattern + zipf_coarse(z), f"L{min(max(len(word), 4), 12)}"]
    caps = lex.capitals.get(word)
    if caps:
        out.append("cap_" + "_".join(sorted(caps)) + ("_low" if word in lex.american else "_only"))
    found = find_stem(word, pool)
    if found:
        cls, stem = found
        tag = {1: "acc", 0: "dec"}.get(status.get(stem), "unk")
        out += [f"suf_{cls}_{tag}", f"suf_{cls}_{tag}_{zipf_coarse(lex.zipf10.get(stem, 0))}"]
    for prefix in PREFIXES:
        rest = word[len(prefix):]
        if word.startswith(prefix) and len(rest) >= 3 and rest in pool:
            tag = {1: "acc", 0: "dec"}.get(status.get(rest), "unk")
            out += [f"pre_{tag}", f"pre_{prefix}_{tag}"]
            break
    return tuple(out)


def cholesky_solve(m: list[list[float]], b: list[float]) -> list[float]:
    """Solve m x = b for a symmetric positive-definite m. O(n³)."""
    n = len(b)
    low = [[0.0] * n for _ in range(n)]
    for i in range(n):
        li, mi = low[i], m[i]
        for j in range(i + 1):
            lj = low[j]
            s = mi[j] - sum(map(float.__mul__, li[:j], lj[:j]))
            if i == j:
                li[i] = math.sqrt(max(s, 1e-12))
            else:
                li[j] = s / lj[j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (b[i] - sum(map(float.__mul__, low[i][:i], y[:i]))) / low[i][i]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (y[i] - sum(low[k][i] * x[k] for k in range(i + 1, n))) / low[i][i]
    return x


def fit_logistic(rows: list[tuple[tuple[str, ...], int, int]], l2: float = L2, iterations: int = 25,
                 min_count: int = MIN_COUNT) -> dict[str, float]:
    """Logistic regression by Newton's method on grouped rows (tokens, accepted, declined), L2 on all
    weights but the bias. Tokens seen on fewer than min_count words are dropped (their weights would
    be noise, and each costs a row and a column of the Hessian). The rows are few (a few thousand
    distinct token sets) and the tokens under 200, so this is exact and takes a second or two."""
    counts: dict[str, int] = defaultdict(int)
    for toks, pos, neg in rows:
        for t in toks:
            counts[t] += pos + neg
    names = sorted(t for t, c in counts.items() if c >= min_count or t == "bias")
    idx = {t: i for i, t in enumerate(names)}
    grouped = [([idx[t] for t in toks if t in idx], pos, neg) for toks, pos, neg in sorted(rows)]
    n = len(names)
    w = [0.0] * n
    bias = idx["bias"]
    for _ in range(iterations):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for ids, pos, neg in grouped:
            s = sum(w[i] for i in ids)
            p = 1.0 / (1.0 + math.exp(-s)) if s > -35 else 0.0
            r = (pos + neg) * p - pos
            h = (pos + neg) * p * (1.0 - p)
            for i in ids:
                grad[i] += r
                hi = hess[i]
                for j in ids:
                    hi[j] += h
        for i in range(n):
            reg = 1e-6 if i == bias else l2
            grad[i] += reg * w[i]
            hess[i][i] += reg
        step = cholesky_solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return {t: round(w[i], 6) for t, i in idx.items()}


def bee_possible(word: str) -> bool:
    """Whether a Bee day can ever ask for the word: no S (the Bee never has one), at most 7 letters."""
    return "s" not in word and len(set(word)) <= 7


@dataclass
class Model:
    weights: dict
    threshold: float        # for the words a Bee day can show (chosen for F2)
    threshold_other: float  # for the words none can (8+ different letters, or an S): chosen for F1

    def score(self, toks) -> float:
        return round(sum(self.weights.get(t, 0.0) for t in toks), 6)


@dataclass
class Knowledge:
    """What a set of training days teaches: the evidence, each word's status and the model."""
    lex: Lexicon
    pool: frozenset
    evidence: Evidence
    status: dict
    model: Model
    offensive: frozenset
    _scores: dict = field(default_factory=dict)

    def score(self, word: str) -> float:
        if word not in self._scores:
            self._scores[word] = self.model.score(features(word, self.lex, self.status, self.pool))
        return self._scores[word]

    def accepts(self, word: str, signs: bool = True) -> bool:
        """Evidence if any, else the model (never an offensive word, nor, with `signs`, a name, an
        abbreviation or a foreign word that the days did not accept)."""
        st = self.status.get(word)
        if st is not None:
            return bool(st)
        if word in self.offensive or (signs and sign(word, self.lex)):
            return False
        cut = self.model.threshold if bee_possible(word) else self.model.threshold_other
        return self.score(word) > cut


def offensive_words(lex: Lexicon, status: dict) -> frozenset:
    """naughty-words' entries, and those of badwords-list and better-profanity where two of the three
    lists agree, less the words NYT accepted on the latest day it showed them (anal, damn, porn…)
    and their plurals, and less the ordinary words of offensive-allowed.txt (god, flange, escort…)."""
    def accepted(w: str) -> bool:
        return status.get(w) == 1 or any(status.get(s) == 1 for s in plural_stem(w) or ())
    return frozenset(w for w, keys in lex.offensive_lists.items()
                     if ("naughty-words" in keys or len(keys) >= 2) and not accepted(w)
                     and w not in lex.offensive_allowed)


def predict_day(day: Day, know: Knowledge, index, signs: bool = True) -> set[str]:
    """The words the knowledge accepts on this day (of its pool: words the days could not know are never guessed)."""
    return {w for w in fitting(day, index) if w in know.pool and know.accepts(w, signs)}


def day_scores(days: list[Day], predicted: list[set[str]]) -> dict:
    """Pooled recall, pooled precision and the share of days predicted exactly."""
    tp = fp = fn = exact = 0
    for d, pred in zip(days, predicted):
        answers = set(d["answers"])
        tp += len(pred & answers)
        fp += len(pred - answers)
        fn += len(answers - pred)
        exact += pred == answers
    return {"days": len(days), "recall": tp / max(1, tp + fn), "precision": tp / max(1, tp + fp),
            "exact": exact / max(1, len(days)), "missed": fn, "extra": fp}


def train_rows(lex: Lexicon, status: dict, pool) -> list[tuple[tuple[str, ...], int, int]]:
    grouped: dict[tuple[str, ...], list[int]] = defaultdict(lambda: [0, 0])
    for w in sorted(status):
        grouped[features(w, lex, status, pool)][0 if status[w] else 1] += 1
    return [(toks, pos, neg) for toks, (pos, neg) in grouped.items()]


def learn_fixed(days: list[Day], lex: Lexicon, threshold: float, policy: str = "latest", index=None,
                threshold_other: float | None = None) -> Knowledge:
    """Knowledge from these days with given model thresholds (`threshold_other`, for the words no Bee
    day can show, defaults to `threshold`). `index` may cover more words than these days' pool (one
    index serves every split); only the pool's words are used."""
    pool = day_pool(days, lex)
    index = index if index is not None else letterset_index(pool)
    ev = gather(days, index, pool)
    status = ev.status(policy)
    weights = fit_logistic(train_rows(lex, status, pool))
    other = threshold if threshold_other is None else threshold_other
    return Knowledge(lex, pool, ev, status, Model(weights, threshold, other), offensive_words(lex, status))


def f_beta(scores: dict, beta: float = BETA) -> float:
    """The F-score that weighs recall `beta` times as much as precision."""
    r, p = scores["recall"], scores["precision"]
    return (1 + beta * beta) * p * r / max(1e-12, beta * beta * p + r)


def tune_threshold(days: list[Day], lex: Lexicon, policy: str = "latest", index=None,
                   signs: bool = False) -> tuple[float, float, dict]:
    """Fit on the earlier 3/4 of the days; on the later quarter choose the threshold with the best F2
    (recall weighted twice: see BETA) for the words a Bee day can show, and the one with the best F1
    for the words none can (ties: the more days reproduced exactly, then the threshold nearest 0).
    The days validate only the first kind: for the second, nothing measures a lean to recall, and a
    list crowded with rare long words buries Letter Boxed's intended pair (NYT's pair of
    2024-11-16, chinstrap-pagoda, fell behind grants-scaphoid when both took the F2 threshold).
    The thresholds are the model's own, chosen without the signs (`sign`), a rule applied after it;
    `signs` tunes them with the rule in place instead, a variant tools/nyt_fidelity.py measures
    beside the shipped way."""
    cut = len(days) - round(len(days) * VALIDATION_SHARE)
    early, late = days[:cut], days[cut:]
    index = index if index is not None else letterset_index(day_pool(days, lex))
    know = learn_fixed(early, lex, 0.0, policy, index)
    fits = [[w for w in fitting(d, index) if w in know.pool] for d in late]
    best = other = None
    for thr in THRESHOLDS:
        know.model.threshold = know.model.threshold_other = thr
        pred = [{w for w in ws if know.accepts(w, signs=signs)} for ws in fits]
        s = day_scores(late, pred)
        key = (round(f_beta(s), 9), s["exact"], -abs(thr))
        if best is None or key > best[0]:
            best = (key, thr, s)
        key = (round(f_beta(s, 1.0), 9), s["exact"], -abs(thr))
        if other is None or key > other[0]:
            other = (key, thr)
    return best[1], other[1], {"validation_days": f"{late[0]['date']}…{late[-1]['date']}", **best[2]}


def learn(days: list[Day], lex: Lexicon, policy: str = "latest", index=None,
          signs_in_tuning: bool = False) -> tuple[Knowledge, dict]:
    """Tune the threshold on the latest quarter of these days, then learn from all of them."""
    index = index if index is not None else letterset_index(day_pool(days, lex))
    threshold, other, validation = tune_threshold(days, lex, policy, index, signs_in_tuning)
    return (learn_fixed(days, lex, threshold, policy, index, threshold_other=other),
            {"threshold": threshold, "threshold_other": other, **validation})


# --- the registry inputs (network; run by hand with --sources) ----------------------------------

# What the About panel and NOTICE credit: the work, its authors and copyright line as the package
# gives them, its license; CC BY 4.0 asks also for the license's address and the changes made.
OFFENSIVE_SOURCES = {
    "naughty-words": {"registry": "npm", "package": "naughty-words", "version": "1.2.0", "file": "package/en.json",
                      "work": "List of Dirty, Naughty, Obscene, and Otherwise Bad Words",
                      "authors": "Shutterstock and the list's contributors",
                      "homepage": "https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words",
                      "license": "CC-BY-4.0", "license_url": "https://creativecommons.org/licenses/by/4.0/",
                      "changes": "wordloom keeps the one-word entries of the English list and chooses from them by "
                                 "the rule recorded with the offensive words; the list is provided as is, without warranties"},
    "badwords-list": {"registry": "npm", "package": "badwords-list", "version": "1.0.0", "file": "package/lib/array.js",
                      "authors": "Maurice Butler", "copyright": "Copyright (c) 2013 Maurice Butler", "license": "MIT"},
    "better-profanity": {"registry": "PyPI", "package": "better-profanity", "version": "0.7.0", "artifact": "wheel",
                         "file": "better_profanity/profanity_wordlist.txt", "authors": "Son Nguyen Thanh",
                         "copyright": "Copyright (c) 2018 The Python Packaging Authority", "license": "MIT"},
}
CAPITALS_SOURCE = {"title": "American English's capitalised entries (names and abbreviations)",
                   "registry": "Debian", "package": "wamerican", "version": "2020.12.07-2", "artifact": "deb",
                   "file": "usr/share/dict/american-english",
                   "license": "SCOWL license (Kevin Atkinson and contributors); notice kept in NOTICE"}
# SCOWL's bigger sizes: american-english is size 50; these add the rarer words and names of sizes 70 and 80.
LARGER_SOURCES = {
    size: {"registry": "Debian", "package": package, "version": "2020.12.07-2", "artifact": "deb",
           "file": f"usr/share/dict/{name}", "scowl_size": size,
           "license": "SCOWL license (Kevin Atkinson and contributors); notice kept in NOTICE"}
    for size, package, name in ((70, "wamerican-large", "american-english-large"),
                                (80, "wamerican-huge", "american-english-huge"))}
OTHER_LANGUAGES = LANGUAGES
OTHER_LANGUAGES_SOURCE = {"title": "Word frequencies of French, Spanish, Italian, German, Portuguese and Dutch",
                          "registry": "PyPI", "package": "wordfreq", "version": "3.1.1", "artifact": "wheel",
                          "files": [f"wordfreq/data/large_{code}.msgpack.gz" for code in OTHER_LANGUAGES],
                          "license": "wordfreq data: CC-BY-SA 4.0 (Robyn Speer; includes Google Books Ngram, "
                                     "SUBTLEX, OpenSubtitles and other sources); wordfreq code: Apache-2.0"}
ONE_WORD = re.compile(r"[A-Za-z]+")


def npm_pack(src: dict, into: Path) -> Path:
    import subprocess
    subprocess.run(["npm", "pack", f"{src['package']}@{src['version']}", "--silent"], cwd=into, check=True,
                   stdout=subprocess.DEVNULL)
    return into / f"{src['package']}-{src['version']}.tgz"


def offensive_entries(key: str, raw: bytes) -> list[str]:
    text = raw.decode("utf-8")
    if key == "naughty-words":
        entries = json.loads(text)
    elif key == "badwords-list":
        entries = json.loads(text[text.index("["): text.rindex("]") + 1])
    else:
        entries = text.splitlines()
    return [e for e in entries if isinstance(e, str)]


def write_gz(path: Path, data: bytes) -> str:
    blob = gzip.compress(data, compresslevel=9, mtime=0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    return sha256(blob)


def vocabulary() -> list[str]:
    """Every word the builder can consider, sorted: the shipped lists and the words the training days name."""
    days, _ = load_days()
    named = {w for d in days for w in (*d["answers"], *d.get("not_accepted", ()))}
    return sorted(named.union(*(wordlists.load(name).words for name in LISTS)))


def unaccented(entry: str) -> str:
    """The entry without its accents (soufflé: souffle), or "" unless that leaves only letters a-z."""
    plain = unicodedata.normalize("NFKD", entry).encode("ascii", "ignore").decode("ascii")
    return plain if len(plain) == len(entry) and ONE_WORD.fullmatch(plain) else ""


def larger_sizes(entries_by_size: dict[int, list[str]], american: frozenset, wanted) -> bytes:
    """`word<TAB>lower<TAB>capital` for each wanted word american-english lacks in lowercase that SCOWL
    lists: the smallest size listing it in lowercase, where an accented entry lists the word without
    its accents (50: american-english has soufflé, appliqué), and the smallest larger size (70, 80)
    listing it capitalised ("u" after it when every capitalised form there is in capitals, an
    abbreviation); "-" for none. american-english's own capitals are in the capitalised file."""
    lower: dict[str, int] = {}
    capital: dict[str, tuple[int, bool]] = {}
    for size in sorted(entries_by_size):
        forms: dict[str, set] = defaultdict(set)
        for entry in entries_by_size[size]:
            if ONE_WORD.fullmatch(entry):
                forms[entry.lower()].add(entry)
            elif entry.islower() and unaccented(entry):
                lower.setdefault(unaccented(entry), size)
        for word, spellings in forms.items():
            if word in spellings:
                lower.setdefault(word, size)
            if size in LARGER_SOURCES and any(not s.islower() for s in spellings) and word not in capital:
                capital[word] = (size, all(s.isupper() for s in spellings if not s.islower()))
    lines = []
    for word in sorted(set(wanted) - american):
        if word in lower or word in capital:
            cap = capital.get(word)
            lines.append(f"{word}\t{lower.get(word, '-')}\t{f'{cap[0]}' + 'u' * cap[1] if cap else '-'}\n")
    return "".join(lines).encode("ascii")


def other_languages(tables: dict[str, dict[str, int]], english: dict[str, int], american: frozenset, wanted) -> bytes:
    """`word<TAB>language<TAB>zipf×10` for each wanted word american-english lacks in lowercase that is
    commoner in one of the other languages than in English: the language where it is commonest."""
    lines = []
    for word in sorted(set(wanted) - american):
        code = max(OTHER_LANGUAGES, key=lambda c: tables[c].get(word, 0))  # the first of equals
        if tables[code].get(word, 0) > english.get(word, 0):
            lines.append(f"{word}\t{code}\t{tables[code][word]}\n")
    return "".join(lines).encode("ascii")


def fetch_sources() -> dict:
    """Download wamerican (and its larger sizes), the three offensive lists and wordfreq's tables of
    other languages; write tools/data/; return their provenance."""
    import tarfile
    import tempfile
    sys.path.insert(0, str(ROOT / "tools"))
    import wordlists as wl_tools
    record = {}
    wanted = vocabulary()
    american = frozenset(wordlists.load("american-english").words)
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        deb = wl_tools.download(CAPITALS_SOURCE, tmpdir)
        raw = wl_tools.read_member(deb, CAPITALS_SOURCE["file"]).decode("utf-8").splitlines()
        caps = [w for w in raw if ONE_WORD.fullmatch(w) and not w.islower()]
        content = ("\n".join(caps) + "\n").encode()
        record["american-english-capitalised"] = {
            **CAPITALS_SOURCE, "package_sha256": sha256(deb.read_bytes()),
            "note": "the entries of letters only that carry a capital, in source order",
            "entries": len(caps), "content_sha256": sha256(content),
            "shipped": "tools/data/american-english-capitalised.txt.gz",
            "shipped_sha256": write_gz(CAPITALS_FILE, content)}
        larger, packages = {50: raw}, {}
        for size, src in LARGER_SOURCES.items():
            deb = wl_tools.download(src, tmpdir)
            larger[size] = wl_tools.read_member(deb, src["file"]).decode("utf-8").splitlines()
            packages[src["package"]] = {**src, "package_sha256": sha256(deb.read_bytes()), "entries": len(larger[size])}
        content = larger_sizes(larger, american, wanted)
        record["american-english-larger"] = {
            "title": "American English, SCOWL's larger sizes (rarer words and names)",
            "packages": packages,
            "note": "per word of the builder's vocabulary that american-english lacks in lowercase: the smallest "
                    "SCOWL size (50 american-english, 70 large, 80 huge) listing it in lowercase, an accented entry "
                    "listing the word without its accents (souffle: soufflé; 50 is wamerican, recorded under american-english-capitalised), and the smallest of 70 and 80 "
                    "listing it capitalised (u: only in capitals)",
            "entries": content.count(b"\n"), "content_sha256": sha256(content),
            "shipped": "tools/data/american-english-larger.txt.gz", "shipped_sha256": write_gz(LARGER_FILE, content)}
        wheel = wl_tools.download(OTHER_LANGUAGES_SOURCE, tmpdir)
        tables = {code: wl_tools.zipf_table(wl_tools.read_member(wheel, f"wordfreq/data/large_{code}.msgpack.gz"))
                  for code in OTHER_LANGUAGES}
        english = wl_tools.zipf_table(wl_tools.read_member(wheel, "wordfreq/data/large_en.msgpack.gz"))
        content = other_languages(tables, english, american, wanted)
        record["other-languages"] = {
            **OTHER_LANGUAGES_SOURCE, "package_sha256": sha256(wheel.read_bytes()),
            "note": "per word of the builder's vocabulary that american-english lacks in lowercase and that is "
                    "commoner in French, Spanish, Italian, German, Portuguese or Dutch than in English: the "
                    "language where it is commonest and its Zipf frequency there (x10)",
            "entries": content.count(b"\n"), "content_sha256": sha256(content),
            "shipped": "tools/data/other-languages.txt.gz", "shipped_sha256": write_gz(OTHER_LANGUAGES_FILE, content)}
        lists: dict[str, set[str]] = defaultdict(set)
        packages = {}
        for key, src in OFFENSIVE_SOURCES.items():
            sub = tmpdir / key
            sub.mkdir()
            if src["registry"] == "npm":
                pkg = npm_pack(src, sub)
                with tarfile.open(pkg) as tar:
                    data = tar.extractfile(src["file"]).read()
            else:
                pkg = wl_tools.download(src, sub)
                data = wl_tools.read_member(pkg, src["file"])
            entries = offensive_entries(key, data)
            singles = {e.lower() for e in entries if ONE_WORD.fullmatch(e)}
            for w in singles:
                lists[w].add(key)
            packages[key] = {**src, "package_sha256": sha256(pkg.read_bytes()), "entries": len(entries),
                             "one_word_entries": len(singles)}
        content = "".join(f"{w}\t{','.join(sorted(lists[w]))}\n" for w in sorted(lists)).encode()
        record["offensive-lists"] = {
            "packages": packages, "note": "one-word entries (letters only, lowercased) with the lists that hold each",
            "entries": len(lists), "content_sha256": sha256(content),
            "shipped": "tools/data/offensive-lists.txt.gz", "shipped_sha256": write_gz(OFFENSIVE_LISTS_FILE, content)}
    return record


# --- the shipped list ----------------------------------------------------------------------------

@dataclass
class Built:
    words: list          # the nyt list, sorted
    labels: list         # (word, code, date or "") — why a word is in or out, where the days or signs say
    offensive: list      # sorted
    validation: dict
    counts: dict


def decide(know: Knowledge) -> Built:
    """The nyt list from what all the days teach. Label codes: A accepted on a day, D declined on a
    day; for a word no day showed, B an abbreviation, P a proper name, F foreign (with its language):
    see `sign`."""
    lex = know.lex
    vocabulary = sorted(w for w in know.pool if len(w) >= 3)
    decision: dict[str, bool] = {}
    why: dict[str, str] = {}
    signs: dict[str, tuple[str, str]] = {}
    deferred = []
    for w in vocabulary:
        st = know.status.get(w)
        if w in know.offensive:
            decision[w] = False; why[w] = "offensive"
        elif st is not None:
            decision[w] = bool(st); why[w] = "evidence"
        elif len(w) == 3:
            decision[w] = w in lex.enable and w in lex.american; why[w] = "three"
        elif sign(w, lex) and (w in lex.capitals or not plural_stem(w)):  # american-english's own capitalised entry
            decision[w] = False; why[w] = "sign"; signs[w] = sign(w, lex)
        elif plural_stem(w) and (w in lex.enable or w in lex.american):
            deferred.append(w)
        elif sign(w, lex):
            decision[w] = False; why[w] = "sign"; signs[w] = sign(w, lex)
        else:
            decision[w] = know.accepts(w); why[w] = "model"
    # Plural and -s forms follow their stem: in if any stem is in, out if the stems are all out; the
    # larger sizes' names and the other languages' words often hold the plural of an English word
    # (angelicas: NYT accepted angelica), so only american-english's own capitalised entries stay out.
    for w in deferred:
        known = [decision[s] for s in plural_stem(w) if s in decision and (s in lex.enable or s in lex.american)]
        if known:
            decision[w] = any(known); why[w] = "plural"
        elif sign(w, lex):
            decision[w] = False; why[w] = "sign"; signs[w] = sign(w, lex)
        else:
            decision[w] = know.accepts(w); why[w] = "model"
    nyt = [w for w in vocabulary if decision[w]]
    labels = []
    for w in vocabulary:
        if why[w] == "evidence":
            if decision[w]:
                labels.append((w, "A", know.evidence.accepted[w][-1]))
            else:
                labels.append((w, "D", know.evidence.declined[w][-1]))
        elif why[w] == "sign":
            labels.append((w, *signs[w]))
    counts = defaultdict(int)
    for w in nyt:
        counts[why[w]] += 1
    return Built(nyt, labels, sorted(know.offensive), {}, dict(sorted(counts.items())))


def artefacts(built: Built, lex: Lexicon) -> dict[str, bytes]:
    """File name -> uncompressed content, in the shipped formats."""
    return {
        "nyt.txt.gz": ("\n".join(built.words) + "\n").encode("ascii"),
        "nyt.zipf.gz": bytes(lex.zipf10.get(w, 0) for w in built.words),
        "nyt-labels.txt.gz": "".join(f"{w}\t{c}{d}\n" for w, c, d in built.labels).encode("ascii"),
        "offensive.txt.gz": ("\n".join(built.offensive) + "\n").encode("ascii"),
    }


def build_all(days: list[Day] | None = None, digest: str | None = None) -> tuple[dict[str, bytes], dict]:
    """Learn from every training day; return the files' contents and their provenance record."""
    if days is None:
        days, digest = load_days()
    lex = load_lexicon()
    know, validation = learn(days, lex)
    built = decide(know)
    files = artefacts(built, lex)
    record = provenance(built, files, validation, days, digest)
    return files, record


def gz(content: bytes) -> bytes:
    return gzip.compress(content, compresslevel=9, mtime=0)


def provenance(built: Built, files: dict[str, bytes], validation: dict, days: list[Day], digest: str) -> dict:
    nyt = {
        "title": "Everyday words (NYT style)",
        "built_by": "tools/nyt_list.py (python3 build.py nyt)",
        "license": "derived from ENABLE (public domain), american-english and its larger sizes (SCOWL license), "
                   "words_alpha (Unlicense) and wordfreq (CC-BY-SA 4.0); the frequency file is CC-BY-SA 4.0",
        "training_data": {"file": TRAINING_FILE, "sha256": digest, "days": len(days),
                          "first": days[0]["date"], "last": days[-1]["date"], "source": TRAINING_SOURCE,
                          "kept": f"tools/data/{TRAINING_FILE}.gz (the project's shared data file, gzipped)"},
        "inputs": {"lists": list(LISTS), "capitalised": "tools/data/american-english-capitalised.txt.gz",
                   "larger": "tools/data/american-english-larger.txt.gz",
                   "other_languages": "tools/data/other-languages.txt.gz",
                   "offensive_lists": "tools/data/offensive-lists.txt.gz"},
        "derived_from": [*(f"lists.{name}" for name in LISTS), "frequency", "american-english-capitalised",
                         "american-english-larger", "other-languages", "offensive"],
        "model": {"threshold": validation["threshold"], "threshold_other": validation["threshold_other"],
                  "validation": {k: (round(v, 6) if isinstance(v, float) else v)
                                 for k, v in validation.items() if not k.startswith("threshold")},
                  "l2": L2, "min_count": MIN_COUNT},
        "words": len(built.words), "words_by_reason": built.counts,
        "words_sha256": sha256(files["nyt.txt.gz"]),
        "shipped": "nyt.txt.gz", "shipped_sha256": sha256(gz(files["nyt.txt.gz"])),
        "frequency_shipped": "nyt.zipf.gz", "frequency_sha256": sha256(files["nyt.zipf.gz"]),
        "frequency_shipped_sha256": sha256(gz(files["nyt.zipf.gz"])),
        "words_with_frequency": sum(1 for b in files["nyt.zipf.gz"] if b),
        "labels_shipped": "nyt-labels.txt.gz", "labels": len(built.labels),
        "labels_sha256": sha256(files["nyt-labels.txt.gz"]),
        "labels_shipped_sha256": sha256(gz(files["nyt-labels.txt.gz"])),
    }
    offensive = {
        "title": "Offensive words (wordloom's choice from three registry lists)",
        "rule": "naughty-words' one-word entries, plus those of badwords-list and better-profanity where at least "
                "two of the three lists agree, less the words NYT accepted on the latest day it showed them "
                "and their plurals, less the ordinary words reviewed in tools/data/offensive-allowed.txt",
        "allowed": {"file": "tools/data/offensive-allowed.txt", "words": len(offensive_allowed()),
                    "sha256": sha256(OFFENSIVE_ALLOWED_FILE.read_bytes())},
        "license": "naughty-words: CC-BY-4.0; badwords-list: MIT; better-profanity: MIT",
        "words": len(built.offensive), "words_sha256": sha256(files["offensive.txt.gz"]),
        "shipped": "offensive.txt.gz", "shipped_sha256": sha256(gz(files["offensive.txt.gz"])),
    }
    return {"nyt": nyt, "offensive": offensive}


def read_provenance() -> dict:
    return json.loads(PROVENANCE.read_text())


def write(files: dict[str, bytes], record: dict) -> None:
    for name, content in files.items():
        (DATA / name).write_bytes(gz(content))
    prov = read_provenance()
    prov["lists"]["nyt"] = record["nyt"]
    prov["offensive"] = {**record["offensive"], "sources": prov.get("offensive", {}).get("sources")}
    PROVENANCE.write_text(json.dumps(prov, indent=2) + "\n")


def check(files: dict[str, bytes], record: dict) -> list[str]:
    """Differences between a fresh build and what is shipped (empty when identical)."""
    problems = []
    for name, content in files.items():
        path = DATA / name
        if not path.exists() or path.read_bytes() != gz(content):
            problems.append(f"{name} differs from a fresh build")
    prov = read_provenance()
    if prov["lists"].get("nyt") != record["nyt"]:
        problems.append("PROVENANCE.json's nyt entry differs from a fresh build")
    if {k: v for k, v in prov.get("offensive", {}).items() if k != "sources"} != record["offensive"]:
        problems.append("PROVENANCE.json's offensive entry differs from a fresh build")
    return problems


def main(argv: list[str]) -> int:
    if "--sources" in argv:
        sources = fetch_sources()
        prov = read_provenance()
        prov.setdefault("offensive", {})["sources"] = sources["offensive-lists"]
        prov["american-english-capitalised"] = sources["american-english-capitalised"]
        prov["american-english-larger"] = sources["american-english-larger"]
        prov["other-languages"] = sources["other-languages"]
        PROVENANCE.write_text(json.dumps(prov, indent=2) + "\n")
        print("tools/data/ rewritten; now run `python3 build.py nyt` to rebuild the list")
        return 0
    files, record = build_all()
    if "--check" in argv:
        problems = check(files, record)
        print("\n".join(problems) or "nyt: the shipped files match a fresh build")
        return 1 if problems else 0
    write(files, record)
    nyt = record["nyt"]
    print(f"nyt: {nyt['words']:,} words ({nyt['words_by_reason']}), {nyt['labels']:,} labels, "
          f"{record['offensive']['words']} offensive words; thresholds {nyt['model']['threshold']} (Bee words), "
          f"{nyt['model']['threshold_other']} (others)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
