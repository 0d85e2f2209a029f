"""Precompressed copies of the site's text and wasm files, written beside each one as `FILE.br` and
`FILE.gz`, so a host that serves precompressed files (nginx's gzip_static and brotli_static,
Netlify, Cloudflare, `build.py serve`) sends them without compressing on every request, and at the
best level: brotli at quality 11 with a 16 MB window, gzip at level 9.

Only files a host would compress are copied (COMPRESSIBLE), and only when the copy is smaller than
the file by at least 5 %. The copies are kept in .cache/compressed/ keyed by the file's hash (brotli
at quality 11 takes a while on the 9.6 MB wasm), made by Node's zlib (it has brotli; Python's standard
library has not).
"""
from __future__ import annotations

import gzip
import json
import subprocess
import tempfile
from pathlib import Path

from buildsys import CACHE, log, sha256

# What a host compresses: text, JSON, JavaScript, wasm, SVG, and the stored standard library (a zip
# whose members are not compressed, so that the transport's compression sees all of it at once).
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
    wanted = {rel: sha256(data) for rel, data in files.items() if compressible(rel)}
    missing = sorted({h for h in wanted.values() if not (folder / f"{h}.br").exists() or not (folder / f"{h}.gz").exists()})
    if missing:
        log(f"compressing {len(missing)} files with brotli and gzip (kept in .cache/compressed/)")
        by_hash = {h: rel for rel, h in wanted.items()}
        with tempfile.TemporaryDirectory() as tmp:
            for h in missing:
                (Path(tmp) / h).write_bytes(files[by_hash[h]])
            (Path(tmp) / "list.json").write_text(json.dumps(missing))
            subprocess.run(["node", "-e", BROTLI, tmp], check=True)
            for h in missing:
                (folder / f"{h}.br.tmp").write_bytes((Path(tmp) / f"{h}.br").read_bytes())
                (folder / f"{h}.br.tmp").replace(folder / f"{h}.br")
                data = files[by_hash[h]]
                (folder / f"{h}.gz.tmp").write_bytes(gzip.compress(data, 9, mtime=0))
                (folder / f"{h}.gz.tmp").replace(folder / f"{h}.gz")
    out = {}
    for rel, h in wanted.items():
        for enc in ENCODINGS:
            data = (folder / f"{h}.{enc}").read_bytes()
            if len(data) <= MIN_GAIN * len(files[rel]):
                out[f"{rel}.{enc}"] = data
    return out

