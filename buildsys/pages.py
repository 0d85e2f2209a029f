"""What the build adds to and beside the pages: the Content-Security-Policy, oEmbed, the web manifest
and the app's icons (drawn here, not downloaded)."""
from __future__ import annotations

import json

from buildsys import CACHE, sha256

# The Content-Security-Policy of every page: everything from the site itself, no inline script or
# style; Pyodide needs 'wasm-unsafe-eval' to compile its wasm (and nothing more: no 'unsafe-eval').
# Each HTML page carries it as a <meta> tag; a server should also send it as a header, with what a
# <meta> cannot say (README.md, "Deploying"): frame-ancestors, for the embeds on other sites.
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'")
CSP_HEADER = CSP + "; frame-ancestors *"
# The embed page (embed/frame.html, and embed.html, its first address) alone may also start its worker
# from a data: URL. A blog that frames it sandboxed (as WordPress frames an oEmbed: an opaque origin)
# can start a module worker no other way: a worker of the site's own URL is cross-origin to an opaque
# document, and Chromium refuses one from a blob: URL.
# The data: URL holds one line, `import "<site>/runtime/worker/worker.js"`: the worker's code still comes from the site.
EMBED_PAGES = ("embed/frame.html", "embed.html")
CSP_EMBED = CSP.replace("worker-src 'self'", "worker-src 'self' data:")
CSP_EMBED_HEADER = CSP_EMBED + "; frame-ancestors *"


def csp_of(page: str, header: bool = False) -> str:
    """The policy of the page at site path `page` (as a <meta>, or as the header a server sends)."""
    embed = ("/" + page.lstrip("/")).endswith(tuple("/" + p for p in EMBED_PAGES))
    if header:
        return CSP_EMBED_HEADER if embed else CSP_HEADER
    return CSP_EMBED if embed else CSP


def with_csp(html: bytes, page: str) -> bytes:
    """The page at site path `page` with its Content-Security-Policy as its first <meta> after the charset."""
    charset = b'<meta charset="utf-8">'
    if charset not in html:
        raise SystemExit('every page of web/ starts its <head> with <meta charset="utf-8">')
    tag = f'<meta http-equiv="Content-Security-Policy" content="{csp_of(page)}">'.encode()
    return html.replace(charset, charset + b"\n  " + tag, 1)


MANIFEST = {
    "name": "wordloom — word-puzzle solvers", "short_name": "wordloom",
    "description": "Spelling Bee, Letter Boxed, Boggle, Anigrams and tileset solvers that run in your browser, offline.",
    "start_url": "./", "scope": "./", "display": "standalone",
    "background_color": "#fbfaf7", "theme_color": "#f5c518",
    "icons": [{"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
              {"src": "icon-512.png", "sizes": "512x512", "type": "image/png"},
              {"src": "icon.svg", "sizes": "any", "type": "image/svg+xml"}],
}


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


def cached_icon(size: int) -> bytes:
    """Icons take a moment to draw in pure Python; keep them in .cache/ keyed by their drawing code."""
    import inspect
    key = sha256(inspect.getsource(icon).encode())[:12]
    path = CACHE / f"icon-{size}-{key}.png"
    if not path.exists():
        CACHE.mkdir(exist_ok=True)
        path.write_bytes(icon(size))
    return path.read_bytes()
