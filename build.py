#!/usr/bin/env python3
"""Assemble wordloom's static site into dist/, serve it, or run every test.

    python3 build.py [--site-url URL] build dist/ (installs what the build needs first); URL, where
                                     the site will be served, makes oembed.json's links absolute
    python3 build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:N/
    python3 build.py test [ARGS]     build, then run all three test layers (ARGS go to pytest)
    python3 build.py bench [ARGS]    build, then run bench/run.py
    python3 build.py wordlists [--check]   regenerate the word lists from the registries / verify them
    python3 build.py nyt [--check|--sources]  rebuild the nyt list from the NYT days (tools/nyt_list.py)
    python3 build.py definitions [--check] rebuild the definition chunks from WordNet / verify them

dist/ is a static site with relative URLs only: copy it to any static host, under any path.
Re-running with nothing changed rewrites nothing and takes about a second.
"""
from __future__ import annotations

import hashlib
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "tools"))
import worker_bundle  # noqa: E402

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
PYODIDE_VERSION = "314.0.7"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")  # + our python_stdlib.zip (see stdlib())
TEST_REQUIREMENTS = ("pytest==9.2.0", "pytest-timeout==2.4.0", "playwright==1.65.2", "hypothesis==6.170.15")
CHROMIUM = Path("/usr/bin/chromium")
# The Debian packages the browser layers drive, each with a file it installs: Chromium (tests/browser/),
# Firefox and WebKitGTK under Xvfb (tests/crossbrowser/).
TEST_DEBS = {"chromium": CHROMIUM, "firefox-esr": Path("/usr/bin/firefox-esr"), "webkit2gtk-driver": Path("/usr/bin/WebKitWebDriver"),
             "xvfb": Path("/usr/bin/Xvfb"), "xauth": Path("/usr/bin/xauth")}
RUNTIME = "runtime/worker/runtime.mjs"  # the Python runtime's start-up, shared by the worker and the Node tests
WORKER = "runtime/worker/worker.mjs"    # the solver worker, shipped as one file (tools/worker_bundle.py)
ON_DEMAND = "data/definitions/"  # site files fetched only when first needed: never precached
# The Content-Security-Policy of every page: everything from the site itself, no inline script or
# style; Pyodide needs 'wasm-unsafe-eval' to compile its wasm (and nothing more: no 'unsafe-eval').
# Each HTML page carries it as a <meta> tag; a server should also send it as a header, with what a
# <meta> cannot say (README.md, "Deploying"): frame-ancestors, for the embeds on other sites.
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'")
CSP_HEADER = CSP + "; frame-ancestors *"
# embed.html alone may also start its worker from a data: URL. A blog that frames it sandboxed (as
# WordPress frames an oEmbed: an opaque origin) can start a module worker no other way: a worker of
# the site's own URL is cross-origin to an opaque document, and Chromium refuses one from a blob: URL.
# The data: URL holds one line, `import "<site>/runtime/worker/worker.mjs"`: the worker's code still comes from the site.
EMBED_PAGE = "embed.html"
CSP_EMBED = CSP.replace("worker-src 'self'", "worker-src 'self' data:")
CSP_EMBED_HEADER = CSP_EMBED + "; frame-ancestors *"


def csp_of(page: str, header: bool = False) -> str:
    """The policy of the page at site path `page` (as a <meta>, or as the header a server sends)."""
    embed = page.rsplit("/", 1)[-1] == EMBED_PAGE
    if header:
        return CSP_EMBED_HEADER if embed else CSP_HEADER
    return CSP_EMBED if embed else CSP


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# --- what the build needs --------------------------------------------------------------------

def ensure_pyodide() -> Path:
    """node_modules as package-lock.json pins it (npm ci when a package is missing or at another
    version): Pyodide for the build, axe-core for the accessibility tests."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for path, entry in lock.get("packages", {}).items():
        manifest = ROOT / path / "package.json"
        if path and (not manifest.exists() or json.loads(manifest.read_text()).get("version") != entry.get("version")):
            log(f"installing {path.removeprefix('node_modules/')} {entry.get('version')} and the rest of package-lock.json with npm ci")
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT, check=True)
            break
    return ROOT / "node_modules" / "pyodide"


# --- assembling dist/ -----------------------------------------------------------------------

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
    import io
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
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from pysolvers import api
    return json.dumps(api.describe(), ensure_ascii=False, separators=(",", ":")).encode()


# The lists whose slow indexes ship prebuilt (see pysolvers/words.py), and which: for ENABLE, the
# default of Boggle, Anigrams and the API, its Boggle, Anigrams and Bee indexes; for `nyt`, the default
# of the Bee and Letter Boxed pages, the Bee's (Letter Boxed builds nothing slow); for American English,
# the tiles page's default, its two-letter tiles (one-letter tiles and half tiles build in Python). The
# pages ask with the offensive words hidden: that list's indexes are made from these by leaving the
# words out (`words.prebuilt`'s `drop`), so they ship once. tests/test_prebuilt.py holds the pages'
# default requests to this.
PREBUILT_LISTS = {"enable": ["anigrams.index", "bee.index-", "bee.index-s", "boggle.stats", "boggle.trie"],
                  "nyt": ["bee.index-", "bee.index-s"], "american-english": ["tiles.index.2.False"]}
PREBUILT_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from pysolvers import api, words  # importing the puzzles registers their indexes
out = Path(sys.argv[2])
made = {}
for name, keys in json.loads(sys.argv[3]).items():
    wl = words.load(name)
    for key in keys:
        (out / words.prebuilt_file(name, key)).write_bytes(words.make_prebuilt(wl, key))
        made.setdefault(name, []).append(key)
(out / "index.json").write_text(json.dumps(made))
"""


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
        subprocess.run([sys.executable, "-c", PREBUILT_SCRIPT, str(ROOT), str(tmp), json.dumps(PREBUILT_LISTS)], check=True)
        tmp.rename(folder)
        kept = sorted((p for p in CACHE.glob("prebuilt-*") if p.suffix != ".tmp"), key=lambda p: p.stat().st_mtime)
        for old in kept[:-6]:  # .cache may be shared by several checkouts: keep a few
            shutil.rmtree(old, ignore_errors=True)
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def png(width: int, height: int, pixel) -> bytes:
    """A PNG made with the standard library: pixel(x, y) -> (r, g, b, a)."""
    import struct
    import zlib
    rows = b"".join(b"\0" + bytes(c for x in range(width) for c in pixel(x, y)) for y in range(height))
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def icon(size: int) -> bytes:
    """The app icon: a honeycomb cell (the Bee's center) on a dark tile, drawn, not downloaded."""
    def pixel(x: int, y: int):
        u, v = (x + 0.5) / size * 2 - 1, (y + 0.5) / size * 2 - 1  # -1..1
        if abs(v) <= 0.64 and abs(u) + abs(v) * 0.625 <= 0.8:  # a flat-topped hexagon
            inner = abs(v) <= 0.2 and abs(u) + abs(v) * 0.625 <= 0.25
            return (29, 28, 26, 255) if inner else (245, 197, 24, 255)
        return (29, 28, 26, 255)
    return png(size, size, pixel)


MANIFEST = {
    "name": "wordloom — word-puzzle solvers", "short_name": "wordloom",
    "description": "Spelling Bee, Letter Boxed, Boggle, Anigrams and tileset solvers that run in your browser, offline.",
    "start_url": "./", "scope": "./", "display": "standalone",
    "background_color": "#fbfaf7", "theme_color": "#f5c518",
    "icons": [{"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
              {"src": "icon-512.png", "sizes": "512x512", "type": "image/png"},
              {"src": "icon.svg", "sizes": "any", "type": "image/svg+xml"}],
}


# oEmbed (https://oembed.com): a static site cannot run an endpoint that reads `?url=`, so the build
# writes one document, oembed.json, for what any wordloom address embeds best: today's Spelling
# Bee to play (the day's board is picked in the reader's browser, so the file never goes stale).
# embed.html and index.html point at it with <link rel="alternate" type="application/json+oembed">.
# Consumers paste its html into their page, so its URLs must be absolute: give the address the
# site will be served from (--site-url or WORDLOOM_SITE_URL); without it they stay relative.
OEMBED = {"puzzle": "bee", "mode": "play", "title": "wordloom: Spelling Bee of the day", "width": 560, "height": 1060}
OEMBED_LINK = 'type="application/json+oembed" href="oembed.json"'


def oembed(site_url: str) -> bytes:
    """The oEmbed 1.0 "rich" document; `site_url` ends with "/" (or is "" for relative URLs)."""
    from html import escape
    from urllib.parse import urlencode
    src = f"{site_url}embed.html?{urlencode({'puzzle': OEMBED['puzzle'], 'mode': OEMBED['mode']})}"
    w, h = OEMBED["width"], OEMBED["height"]
    html = (f'<iframe src="{escape(src)}" title="{escape(OEMBED["title"])}" width="{w}" height="{h}" '
            f'style="width:100%;max-width:{w}px;height:{h}px;border:0" loading="lazy"></iframe>')
    return json.dumps({
        "version": "1.0", "type": "rich", "title": OEMBED["title"],
        "provider_name": "wordloom", "provider_url": site_url or "./",
        "html": html, "width": w, "height": h, "cache_age": 86400,
        "thumbnail_url": f"{site_url}icon-512.png", "thumbnail_width": 512, "thumbnail_height": 512,
    }, indent=2, ensure_ascii=False).encode()


def with_site_url(page: bytes, site_url: str) -> bytes:
    """A page's oEmbed discovery link made absolute (WordPress does not resolve a relative one)."""
    text = page.decode()
    if site_url and OEMBED_LINK in text:
        text = text.replace(OEMBED_LINK, OEMBED_LINK.replace('href="', f'href="{site_url}'))
    return text.encode()


def cached_icon(size: int) -> bytes:
    """Icons take a moment to draw in pure Python; keep them in .cache/ keyed by this file's drawing code."""
    import inspect
    key = sha256(inspect.getsource(icon).encode())[:12]
    path = CACHE / f"icon-{size}-{key}.png"
    if not path.exists():
        CACHE.mkdir(exist_ok=True)
        path.write_bytes(icon(size))
    return path.read_bytes()


def stdlib(pyodide_dir: Path, site: Site) -> bytes:
    """The standard library the site ships as pyodide/python_stdlib.zip: the modules the app and
    Pyodide's start-up import, precompiled (tools/pyodide_stdlib.mjs boots the app from the site's
    files under Node and runs every action's example). Kept in .cache/ keyed by what it depends on."""
    needs = [RUNTIME, "runtime/worker/pyodide-adapter.mjs", "pysolvers.zip", "api-schema.json"] + [r for r in site.files if r.startswith("data/")]
    script = ROOT / "tools" / "pyodide_stdlib.mjs"
    h = hashlib.sha256(PYODIDE_VERSION.encode() + script.read_bytes())
    for rel in [RUNTIME, "runtime/worker/pyodide-adapter.mjs", "pysolvers.zip", "api-schema.json"]:
        h.update(rel.encode() + sha256(site.files[rel]).encode())
    cached = CACHE / f"stdlib-{h.hexdigest()[:16]}.zip"
    if not cached.exists():
        log("compiling the standard library the app imports (once per change of the solvers or runtime)")
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            for rel in needs:
                (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
                (Path(tmp) / rel).write_bytes(site.files[rel])
            out = Path(tmp) / "stdlib.zip"
            subprocess.run(["node", str(script), str(pyodide_dir), tmp, str(out)], check=True)
            CACHE.mkdir(exist_ok=True)
            out.replace(cached)
        kept = sorted(CACHE.glob("stdlib-*.zip"), key=lambda p: p.stat().st_mtime)
        for old in kept[:-6]:  # .cache may be shared by several checkouts: keep a few
            old.unlink(missing_ok=True)
    return cached.read_bytes()


def runtime_module(pyodide_dir: Path) -> bytes:
    """web/runtime/worker/runtime.mjs with Pyodide's lock "info" written in (no packages: no lock file to fetch)."""
    info = json.loads((pyodide_dir / "pyodide-lock.json").read_text())["info"]
    text = (WEB / RUNTIME).read_text()
    line = "const PYODIDE_LOCK = null;"
    assert line in text, "runtime.mjs lost its PYODIDE_LOCK line"
    return text.replace(line, f"const PYODIDE_LOCK = {json.dumps({'info': info, 'packages': {}})};").encode()


def with_csp(html: bytes, page: str) -> bytes:
    """The page at site path `page` with its Content-Security-Policy as its first <meta> after the charset."""
    charset = b'<meta charset="utf-8">'
    if charset not in html:
        raise SystemExit('every page of web/ starts its <head> with <meta charset="utf-8">')
    tag = f'<meta http-equiv="Content-Security-Policy" content="{csp_of(page)}">'.encode()
    return html.replace(charset, charset + b"\n  " + tag, 1)


def definitions_key(site: "Site") -> str:
    """The definition chunks' own version, for the service worker's cache of them (it outlives a
    build whose chunks are the same): the start of the hash PROVENANCE.json records as the
    definitions' chunks_sha256, computed by the same function over the chunks this build ships."""
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    from definitions import listing_digest
    chunks = {rel[len(ON_DEMAND):]: data for rel, data in site.files.items() if rel.startswith(ON_DEMAND)}
    return listing_digest(chunks, content=False)[:16]


def build(out: Path = DIST, site_url: str | None = None) -> str:
    """Write the site into `out`; `site_url` (default: $WORDLOOM_SITE_URL) is where it will be served."""
    site_url = site_url if site_url is not None else os.environ.get("WORDLOOM_SITE_URL", "")
    if site_url and not site_url.endswith("/"):
        site_url += "/"
    pyodide_dir = ensure_pyodide()
    site = Site()
    for name in PYODIDE_FILES:
        site.add(f"pyodide/{name}", (pyodide_dir / name).read_bytes())
    site.add("pysolvers.zip", app_archive())
    site.add("api-schema.json", api_schema())
    data_dir = ROOT / "pysolvers" / "data"
    for path in sorted(data_dir.iterdir()):
        if path.suffix in (".gz", ".json"):
            site.add(f"data/{path.name}", path.read_bytes())
    for name, data in prebuilt_indexes().items():  # fetched when first needed, not precached
        site.add(f"data/prebuilt/{name}", data)
    # The definition chunks are fetched by the worker only when a word is first defined: copied
    # into dist/, but left out of the service worker's precache list (it caches them on first use).
    for path in sorted((data_dir / "definitions").glob("*.json.gz")):
        site.add(f"{ON_DEMAND}{path.name}", path.read_bytes())
    for path in sorted(WEB.rglob("*")):
        if path.is_file() and path.name != "sw.js":
            data = path.read_bytes()
            rel = path.relative_to(WEB).as_posix()
            site.add(rel, with_csp(with_site_url(data, site_url), rel) if path.suffix == ".html" else data)
    site.add("oembed.json", oembed(site_url))
    site.add(RUNTIME, runtime_module(pyodide_dir))
    site.add(WORKER, worker_bundle.bundle(site.files, WORKER))  # one file: no import to lose (WebKit)
    site.add("pyodide/python_stdlib.zip", stdlib(pyodide_dir, site))
    site.add("manifest.webmanifest", json.dumps(MANIFEST, indent=2).encode())
    for size in (192, 512):
        site.add(f"icon-{size}.png", cached_icon(size))
    version = site.version()
    files = sorted(["./"] + [rel for rel in site.files if rel != "index.html"  # prebuilt indexes: but their list, read at every start
                           and (rel == "data/prebuilt/index.json" or not rel.startswith(("data/prebuilt/", ON_DEMAND)))])
    site.add("build.json", json.dumps({"version": version, "pyodide": PYODIDE_VERSION}).encode())
    files.append("build.json")
    sw = (WEB / "sw.js").read_text()
    sw = sw.replace("__VERSION__", version).replace("__DEFINITIONS__", definitions_key(site))
    sw = sw.replace("__FILES__", json.dumps(files, indent=0))
    site.add("sw.js", sw.encode())
    changed = site.write(out)
    size = sum(len(d) for d in site.files.values())
    log(f"{out.name}/ ready{' for ' + site_url if site_url else ''}: version {version}, {len(site.files)} files, {size / 1e6:.1f} MB, {changed} written")
    return version


# --- serving ---------------------------------------------------------------------------------

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
                      ".json": "application/json", ".webmanifest": "application/manifest+json",
                      ".gz": "application/octet-stream", ".whl": "application/zip", ".zip": "application/zip"}

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("directory", str(DIST))
        super().__init__(*args, **kwargs)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")  # revalidate; the service worker does the offline caching
        self.send_header("Access-Control-Allow-Origin", "*")  # embeds on other sites load embed.js and the worker
        page = self.path.split("?")[0]
        if page.endswith((".html", "/")):  # the pages, as README.md's "Deploying" says
            self.send_header("Content-Security-Policy", csp_of(page, header=True))
        super().end_headers()

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass  # the browser dropped a download it no longer needs (a worker given the compiled runtime)

    def log_message(self, fmt: str, *args) -> None:
        if os.environ.get("WORDLOOM_SERVE_LOG"):
            super().log_message(fmt, *args)


def free_port(preferred: int) -> int:
    for port in [preferred] + list(range(preferred + 1, preferred + 50)):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    raise SystemExit(f"no free port near {preferred}")


def serve(port: int, site_url: str | None = None) -> None:
    port = free_port(port)
    build(site_url=site_url or os.environ.get("WORDLOOM_SITE_URL") or f"http://127.0.0.1:{port}/")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(f"\n  wordloom is served at http://127.0.0.1:{port}/   (Ctrl+C stops)\n", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# --- testing ---------------------------------------------------------------------------------

def venv_python() -> Path:
    """.venv with the test tools, created on first use; the solvers themselves need nothing."""
    py = VENV / "bin" / "python"
    stamp = VENV / "requirements.txt"
    wanted = "\n".join(TEST_REQUIREMENTS) + "\n"
    if not py.exists() or not stamp.exists() or stamp.read_text() != wanted:
        log("installing into .venv: " + ", ".join(TEST_REQUIREMENTS))
        if not py.exists():  # an existing venv (perhaps a link to a shared one) only gets the new requirements
            subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *TEST_REQUIREMENTS], check=True)
        stamp.write_text(wanted)
    return py


def ensure_chromium() -> None:
    missing = [deb for deb, path in TEST_DEBS.items() if not path.exists()]
    if not missing:
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        log(f"installing Debian's {', '.join(missing)} (the browser tests drive them)")
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True,
                       env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    elif not CHROMIUM.exists():
        raise SystemExit("The browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium`.")
    # without Firefox or WebKitGTK (not root), tests/crossbrowser/ says which it skips


def test(args: list[str]) -> int:
    py = venv_python()
    ensure_chromium()
    build()
    cmd = [str(py), "-m", "pytest", "-p", "no:cacheprovider", *args]
    log("running: " + " ".join(cmd[1:]))
    return subprocess.run(cmd, cwd=ROOT).returncode


def main(argv: list[str]) -> int:
    command = argv[0] if argv and not argv[0].startswith("--") else "build"
    rest = argv[1:] if argv and command == argv[0] else argv
    site_url = rest[rest.index("--site-url") + 1] if "--site-url" in rest[:-1] else None
    if command == "build":
        build(site_url=site_url)
    elif command == "serve":
        port = int(rest[rest.index("--port") + 1]) if "--port" in rest else 8000
        serve(port, site_url)
    elif command == "test":
        return test(rest)
    elif command == "bench":
        py = venv_python()
        ensure_chromium()
        build()
        return subprocess.run([str(py), str(ROOT / "bench" / "run.py"), *rest], cwd=ROOT).returncode
    elif command == "nyt":
        sys.path.insert(0, str(ROOT / "tools"))
        import nyt_list
        return nyt_list.main(rest)
    elif command == "wordlists":
        sys.path.insert(0, str(ROOT / "tools"))
        import wordlists
        wordlists.check() if "--check" in rest else wordlists.regenerate()
    elif command == "definitions":
        sys.path.insert(0, str(ROOT / "tools"))
        import definitions
        definitions.check() if "--check" in rest else definitions.regenerate()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
