"""Precompressed copies of the site's text and wasm files, written beside each one as `FILE.br` and
`FILE.gz`, so a host that serves precompressed files (nginx's gzip_static and brotli_static,
Netlify, Cloudflare, `build.py serve`) sends them without compressing on every request, and at the
best level: brotli at quality 11 with a 16 MB window, gzip at level 9.

Only files a host would compress are copied (COMPRESSIBLE), and only when the copy is smaller than
the file by at least 5 %. A zip (the standard library, the solvers) is shipped with its members
deflated, for hosts that send a zip as it is (GitHub Pages); its copies are made from the same
archive with its members stored (`stored`), which brotli compresses across its files: the standard
library's .br is 0.95 MB instead of 1.38 (the browser unpacks either; Pyodide reads either). The copies are kept in .cache/compressed/ keyed by the file's hash (brotli
at quality 11 takes a while on the 9.6 MB wasm), made by Node's zlib (it has brotli; Python's standard
library has not).
"""
from __future__ import annotations

import gzip
import io
import json
import re
import subprocess
import tempfile
import zipfile
from pathlib import Path

from buildsys import CACHE, log, sha256

# What a host compresses: text, JSON, JavaScript, wasm, SVG, and the zips (their copies made from
# their members stored, so that the transport's compression sees all of it at once: `stored`).
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".wasm", ".txt", ".zip")
ENCODINGS = ("br", "gz")
MIN_GAIN = 0.95  # a copy is kept only when it is at most this share of the file

BROTLI = r"""
const fs = require("fs"), zlib = require("zlib"), path = require("path");
const dir = process.argv[1];
for (const name of JSON.parse(fs.readFileSync(path.join(dir, "list.json"), "utf8"))) {
  const data = fs.readFileSync(path.join(dir, name));
  fs.writeFileSync(path.join(dir, name + ".br"), zlib.brotliCompressSync(data, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
}
"""


def compressible(rel: str) -> bool:
    return rel.endswith(COMPRESSIBLE)


def stored(data: bytes) -> bytes:
    """The zip `data` with the same members, names, dates and order, each stored (not compressed)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            copy = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            copy.external_attr, copy.compress_type = info.external_attr, zipfile.ZIP_STORED
            dst.writestr(copy, src.read(info))
    return out.getvalue()


def transported(rel: str, data: bytes) -> bytes:
    """What a file's copies compress: a zip's members stored, anything else as it is."""
    return stored(data) if rel.endswith(".zip") else data


def is_copy(rel: str, files) -> bool:
    """Whether `rel` is a precompressed copy of another file of the site (not a shipped .gz list)."""
    for enc in ENCODINGS:
        if rel.endswith("." + enc) and rel[: -len(enc) - 1] in files:
            return True
    return False


def copies(files: dict[str, bytes]) -> dict[str, bytes]:
    """{rel.br: ..., rel.gz: ...} for the compressible files among `files` (site path -> bytes)."""
    folder = CACHE / "compressed"
    folder.mkdir(parents=True, exist_ok=True)
    sources = {rel: transported(rel, data) for rel, data in files.items() if compressible(rel)}
    wanted = {rel: sha256(data) for rel, data in sources.items()}
    missing = sorted({h for h in wanted.values() if not (folder / f"{h}.br").exists() or not (folder / f"{h}.gz").exists()})
    if missing:
        log(f"compressing {len(missing)} files with brotli and gzip (kept in .cache/compressed/)")
        by_hash = {h: rel for rel, h in wanted.items()}
        with tempfile.TemporaryDirectory() as tmp:
            for h in missing:
                (Path(tmp) / h).write_bytes(sources[by_hash[h]])
            (Path(tmp) / "list.json").write_text(json.dumps(missing))
            subprocess.run(["node", "-e", BROTLI, tmp], check=True)
            for h in missing:
                (folder / f"{h}.br.tmp").write_bytes((Path(tmp) / f"{h}.br").read_bytes())
                (folder / f"{h}.br.tmp").replace(folder / f"{h}.br")
                data = sources[by_hash[h]]
                (folder / f"{h}.gz.tmp").write_bytes(gzip.compress(data, 9, mtime=0))
                (folder / f"{h}.gz.tmp").replace(folder / f"{h}.gz")
    out = {}
    for rel, h in wanted.items():
        for enc in ENCODINGS:
            data = (folder / f"{h}.{enc}").read_bytes()
            if len(data) <= MIN_GAIN * len(files[rel]):
                out[f"{rel}.{enc}"] = data
    return out



FRONT_CODED = re.compile(r"[a-z0-9-]+\.txt\.gz")  # data/NAME.txt.gz: line files the worker unpacks (runtime.mjs FRONT_CODED)


def front_coded(text: str) -> str:
    """`text`'s lines, each as one digit, how many characters (0-9) it shares with the line before,
    then the rest: a sorted word list gzips 40 % smaller so. runtime.mjs `unfront` undoes it
    exactly, whatever the lines hold (counted in UTF-16 units as JavaScript does: checked here)."""
    if any(ord(c) > 0xFFFF for c in text):
        raise SystemExit("a line file to front-code holds a character outside the BMP (runtime.mjs counts UTF-16 units)")
    out, before = [], ""
    for line in text.split("\n"):
        k, most = 0, min(len(before), len(line), 9)
        while k < most and before[k] == line[k]:
            k += 1
        out.append(f"{k}{line[k:]}")
        before = line
    return "\n".join(out)


def front_coded_gz(packed: bytes) -> bytes:
    """A gzipped line file front-coded and gzipped again (kept in .cache/compressed/)."""
    folder = CACHE / "compressed"
    target = folder / f"{sha256(packed)}.fc.gz"
    if not target.exists():
        folder.mkdir(parents=True, exist_ok=True)
        data = gzip.compress(front_coded(gzip.decompress(packed).decode("utf-8")).encode("utf-8"), 9, mtime=0)
        (folder / f"{target.name}.tmp").write_bytes(data)
        (folder / f"{target.name}.tmp").replace(target)
    return target.read_bytes()
