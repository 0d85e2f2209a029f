"""Assemble the static site into dist/: the app's Python, the Pyodide runtime and the standard
library it imports, the data and its prebuilt indexes, the pages with their policy, and the service
worker that precaches them. Re-running with nothing changed rewrites nothing."""
from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from buildsys import CACHE, DIST, ROOT, WEB, log, needs, sha256
from buildsys import compress, integrations, page_bundle, strings, worker_bundle
from buildsys.pages import MANIFEST, cached_icon, with_csp

PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")  # + our python_stdlib.zip (see compiled())
RUNTIME = "runtime/worker/runtime.mjs"  # the Python runtime's start-up, shared by the worker and the Node tests
WORKER = "runtime/worker/worker.mjs"    # the solver worker, shipped as one file (buildsys/worker_bundle.py)
# The modules a browser loads end in .js in dist/: a host sends .js as JavaScript, but not always .mjs
# (nginx's own mime.types has no mjs: a module script or worker sent as application/octet-stream is
# refused). Source name -> the name shipped; Node imports dist/pyodide/ as ES modules by its package.json.
AS_JS = {"pyodide/pyodide.mjs": "pyodide/pyodide.js", "pyodide/pyodide.asm.mjs": "pyodide/pyodide.asm.js",
         WORKER: "runtime/worker/worker.js", "runtime/worker/spin.mjs": "runtime/worker/spin.js"}
ADAPTER = "runtime/worker/pyodide-adapter.mjs"  # Pyodide's private options, imported by RUNTIME
CONTRACT = "runtime/shared/capabilities.mjs"  # what page and worker agree on (CANCELLED), imported by RUNTIME
ON_DEMAND = "data/definitions/"  # site files fetched only when first needed: never precached


class Site:
    """The files of dist/ in memory (path -> bytes), written out only where they changed."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}

    def add(self, rel: str, data: bytes) -> None:
        self.files[rel] = data

    def version(self) -> str:
        h = hashlib.sha256()
        for rel in sorted(self.files):
            h.update(rel.encode() + b"\0" + sha256(self.files[rel]).encode())
        return h.hexdigest()[:16]

    def write(self, out: Path) -> int:
        changed = 0
        for rel, data in self.files.items():
            target = out / rel
            if target.exists() and target.stat().st_size == len(data) and target.read_bytes() == data:
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            changed += 1
        for path in sorted(out.rglob("*"), reverse=True):  # drop what the build no longer makes
            rel = path.relative_to(out).as_posix()
            if path.is_file() and rel not in self.files:
                path.unlink()
                changed += 1
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
        return changed


def app_archive() -> bytes:
    """pysolvers as a zip of its Python sources (word lists travel separately, fetched on demand).
    Fixed timestamps and order make the bytes, and so the build's hash, reproducible."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted((ROOT / "pysolvers").rglob("*.py")):
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, path.read_bytes())
    return buf.getvalue()


def api_schema() -> bytes:
    """api.describe() as JSON: every action's fields with their limits, shape checks and message
    templates, which the page reads to check a field before Python is up (CONTRIBUTING.md), and
    where each action runs: quick, or a search for the worker pool, and which searches split."""
    from pysolvers import api
    return json.dumps(api.describe(), ensure_ascii=False, separators=(",", ":")).encode()


# The lists whose slow indexes ship prebuilt (see pysolvers/prebuilt.py), and which: for ENABLE, the
# default of Boggle, Anigrams and the API, its Boggle, Anigrams and Bee indexes; for `nyt`, the default
# of the Bee and Letter Boxed pages, the Bee's (Letter Boxed builds nothing slow); for American English,
# the tiles page's default, its two-letter tiles (one-letter tiles and half tiles build in Python). The
# pages ask with the offensive words hidden: that list's indexes are made from these by leaving the
# words out (`prebuilt.register`'s `drop`), so they ship once. tests/test_prebuilt.py holds the pages'
# default requests to this.
PREBUILT_LISTS = {"enable": ["anigrams.index", "bee.index-", "bee.index-s", "boggle.stats", "boggle.trie"],
                  "nyt": ["bee.index-", "bee.index-s"], "american-english": ["tiles.index.2.False"]}
PREBUILT_SCRIPT = """
import json, sys
from pathlib import Path
from pysolvers import api, prebuilt, words  # importing the puzzles registers their indexes
out = Path(sys.argv[1])
made = {}
for name, keys in json.loads(sys.argv[2]).items():
    wl = words.load(name)
    for key in keys:
        (out / prebuilt.file_name(name, key)).write_bytes(prebuilt.make(wl, key))
        made.setdefault(name, []).append(key)
(out / "index.json").write_text(json.dumps(made))
"""


def language_list_files() -> set[str]:
    """The site paths of the word lists of every language but English: fetched only when chosen."""
    from pysolvers import languages, words
    return {f"data/{f}" for name in words.DICTIONARIES if languages.of_dictionary(name).code != languages.DEFAULT
            for f in words.own_files(name)}


def prune(pattern: str, keep: int = 6) -> None:
    """.cache/ may be shared by several checkouts: keep the newest few of each kind."""
    kept = sorted((p for p in CACHE.glob(pattern) if p.suffix != ".tmp"), key=lambda p: p.stat().st_mtime)
    for old in kept[:-keep]:
        shutil.rmtree(old, ignore_errors=True) if old.is_dir() else old.unlink(missing_ok=True)


def prebuilt_indexes() -> dict[str, bytes]:
    """The slow indexes of the shipped lists, made ahead of time by CPython (files for data/prebuilt/,
    plus index.json listing them). Kept in .cache/ keyed by the solvers' sources and the lists."""
    h = hashlib.sha256(PREBUILT_SCRIPT.encode() + json.dumps(PREBUILT_LISTS).encode())
    for path in sorted((ROOT / "pysolvers").rglob("*.py")) + sorted((ROOT / "pysolvers" / "data").glob("*.gz")):
        h.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + sha256(path.read_bytes()).encode())
    folder = CACHE / f"prebuilt-{h.hexdigest()[:16]}"
    if not (folder / "index.json").exists():
        log("building the prebuilt indexes (once per change of the solvers or lists)")
        tmp = folder.with_name(folder.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        subprocess.run([sys.executable, "-c", PREBUILT_SCRIPT, str(tmp), json.dumps(PREBUILT_LISTS)], cwd=ROOT, check=True)
        tmp.rename(folder)
        prune("prebuilt-*")
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def compiled(pyodide_dir: Path, site: Site) -> tuple[bytes, bytes]:
    """The standard library the site ships as pyodide/python_stdlib.zip: the modules the app and
    Pyodide's start-up import, precompiled (tools/pyodide_stdlib.mjs boots the app from the site's
    files under Node and runs every action's example); and pysolvers.zip compiled by the same Python
    (.pyc files without docstrings, asserts kept: no source to compile at a cold start). Kept in
    .cache/ keyed by what they depend on."""
    needs_files = [RUNTIME, ADAPTER, CONTRACT, "pysolvers.zip", "api-schema.json"] + [r for r in site.files if r.startswith("data/")]
    script = ROOT / "tools" / "pyodide_stdlib.mjs"
    h = hashlib.sha256(PYODIDE_VERSION.encode() + script.read_bytes())
    for rel in [RUNTIME, ADAPTER, "pysolvers.zip", "api-schema.json"]:  # CONTRACT holds no Python
        h.update(rel.encode() + sha256(site.files[rel]).encode())
    cached = CACHE / f"stdlib-{h.hexdigest()[:16]}"
    if not cached.exists():
        log("compiling the standard library the app imports, and the app (once per change of the solvers or runtime)")
        with tempfile.TemporaryDirectory() as tmp:
            for rel in needs_files:
                (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
                (Path(tmp) / rel).write_bytes(site.files[rel])
            out = Path(tmp) / "out"
            out.mkdir()
            subprocess.run(["node", str(script), str(pyodide_dir), tmp, str(out / "python_stdlib.zip"), str(out / "pysolvers.zip")],
                           check=True)
            CACHE.mkdir(exist_ok=True)
            out.replace(cached)
        prune("stdlib-*")
    return (cached / "python_stdlib.zip").read_bytes(), (cached / "pysolvers.zip").read_bytes()


def runtime_module(pyodide_dir: Path) -> bytes:
    """web/runtime/worker/runtime.mjs with Pyodide's lock "info" written in (no packages: no lock file to fetch)."""
    info = json.loads((pyodide_dir / "pyodide-lock.json").read_text())["info"]
    text = (WEB / RUNTIME).read_text()
    line = "const PYODIDE_LOCK = null;"
    assert line in text, "runtime.mjs lost its PYODIDE_LOCK line"
    return text.replace(line, f"const PYODIDE_LOCK = {json.dumps({'info': info, 'packages': {}})};").encode()


def shipped_as_js(site: Site) -> None:
    """The browser's modules renamed to .js (AS_JS), and Pyodide's loader pointed at its renamed half."""
    for source, shipped in AS_JS.items():
        site.files[shipped] = site.files.pop(source)
    loader = site.files["pyodide/pyodide.js"]
    assert loader.count(b"pyodide.asm.mjs") == 1, "pyodide.mjs no longer names pyodide.asm.mjs once"
    site.files["pyodide/pyodide.js"] = loader.replace(b"pyodide.asm.mjs", b"pyodide.asm.js")
    site.add("pyodide/package.json", b'{"type": "module"}\n')


def definitions_key(site: Site) -> str:
    """The definition chunks' own version, for the service worker's cache of them (it outlives a
    build whose chunks are the same): the start of the hash PROVENANCE.json records as the
    definitions' chunks_sha256, computed by the same function over the chunks this build ships."""
    from tools.definitions import listing_digest
    chunks = {rel[len(ON_DEMAND):]: data for rel, data in site.files.items() if rel.startswith(ON_DEMAND)}
    return listing_digest(chunks, content=False)[:16]


def build(out: Path = DIST, site_url: str | None = None) -> str:
    """Write the site into `out`; `site_url` (default: $WORDLOOM_SITE_URL) is where it will be served."""
    site_url = site_url if site_url is not None else os.environ.get("WORDLOOM_SITE_URL", "")
    if site_url and not site_url.endswith("/"):
        site_url += "/"
    needs.ensure_debian(["build"])
    pyodide_dir = needs.ensure_node_modules()
    site = Site()
    for name in PYODIDE_FILES:
        site.add(f"pyodide/{name}", (pyodide_dir / name).read_bytes())
    site.add("pysolvers.zip", app_archive())
    site.add("api-schema.json", api_schema())
    data_dir = ROOT / "pysolvers" / "data"
    for path in sorted(data_dir.iterdir()):  # the line files front-coded (the worker undoes it: runtime.mjs unfront)
        if path.suffix in (".gz", ".json"):
            data = path.read_bytes()
            site.add(f"data/{path.name}", compress.front_coded_gz(data) if compress.FRONT_CODED.fullmatch(path.name) else data)
    for name, data in prebuilt_indexes().items():  # fetched when first needed, not precached
        site.add(f"data/prebuilt/{name}", data)
    # The definition chunks are fetched by the worker only when a word is first defined: copied
    # into dist/, but left out of the service worker's precache list (it caches them on first use).
    for path in sorted((data_dir / "definitions").glob("*.json.gz")):
        site.add(f"{ON_DEMAND}{path.name}", path.read_bytes())
    site.files.update(strings.files())  # the page's texts, a catalog per locale (web/locales/ is their source)
    for path in sorted(WEB.rglob("*")):
        if path.is_file() and path.name != "sw.js" and not path.relative_to(WEB).as_posix().startswith("locales/"):
            data = path.read_bytes()
            rel = path.relative_to(WEB).as_posix()
            site.add(rel, with_csp(integrations.with_site_url(data, site_url), rel) if path.suffix == ".html" else data)
    bundles, preloads = page_bundle.bundle()  # the pages' scripts, each with what it imports
    site.files.update(bundles)
    for page, chunks in preloads.items():
        site.add(page, page_bundle.with_preloads(site.files[page], page, chunks))
    integrations.add_files(site, site_url)
    site.add(RUNTIME, runtime_module(pyodide_dir))
    site.add(WORKER, worker_bundle.bundle(site.files, WORKER))  # one file: no import to lose (WebKit)
    site.files["pyodide/python_stdlib.zip"], site.files["pysolvers.zip"] = compiled(pyodide_dir, site)
    shipped_as_js(site)
    site.add("manifest.webmanifest", json.dumps(MANIFEST, indent=2).encode())
    for size in (192, 512):
        site.add(f"icon-{size}.png", cached_icon(size))
    version = site.version()
    # The scripts a browser runs: the pages' bundles and chunks, the worker, Pyodide's, and the two
    # small entry files a blog's page names (embed.js, embed/host.js). web/'s single modules are in
    # dist/ for the tests and tools that import them one by one: no page loads them, so the offline
    # copy leaves them out.
    scripts = set(bundles) | set(AS_JS.values()) | {"embed.js", "embed/host.js"}
    # another language's lists and the page's texts in another language are fetched when that
    # language is first chosen (the English visit's offline copy does not carry them); the service
    # worker keeps them then
    languages_own = language_list_files() | set(strings.files())
    files = sorted(["./"] + [rel for rel in site.files if rel != "index.html"  # prebuilt indexes: but their list, read at every start
                           and (rel == "data/prebuilt/index.json" or not rel.startswith(("data/prebuilt/", ON_DEMAND, integrations.FOLDER)))
                           and rel not in languages_own
                           and (rel in scripts or not rel.endswith((".js", ".mjs")))])
    # sizes: the runtime's wasm as a fetch reads it (decoded), which the worker paces its start by
    # (web/runtime/worker/preload.mjs)
    sizes = {"pyodide/pyodide.asm.wasm": len(site.files["pyodide/pyodide.asm.wasm"])}
    site.add("build.json", json.dumps({"version": version, "pyodide": PYODIDE_VERSION, "sizes": sizes}).encode())
    files.append("build.json")
    sw = (WEB / "sw.js").read_text()
    sw = sw.replace("__VERSION__", version).replace("__DEFINITIONS__", definitions_key(site))
    sw = sw.replace("__FILES__", json.dumps(files, indent=0))
    site.add("sw.js", sw.encode())
    site.files.update(compress.copies(site.files))  # FILE.br and FILE.gz beside each, for hosts that serve them
    changed = site.write(out)
    size = sum(len(d) for d in site.files.values())
    log(f"{out.name}/ ready{' for ' + site_url if site_url else ''}: version {version}, {len(site.files)} files, {size / 1e6:.1f} MB, {changed} written")
    return version
