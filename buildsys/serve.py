"""Serve a built site on 127.0.0.1 the way README.md's "Deploying" asks a host to: the right types,
no caching without revalidation, CORS for embeds on other sites, each page's policy as a header.
The tests serve dist/ with the same handler."""
from __future__ import annotations

import email.utils
import http.server
import os
import socket

from buildsys import DIST
from buildsys.pages import csp_of


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

    def send_head(self):
        """The file, or its precompressed copy (FILE.br, FILE.gz: buildsys/compress.py) where the
        browser accepts that encoding, as nginx's brotli_static and gzip_static send them."""
        path = self.translate_path(self.path)
        accepts = {e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")}
        if os.path.isfile(path):
            for enc, suffix in (("br", ".br"), ("gzip", ".gz")):
                # a copy older than its file is stale (the file was changed after the build): not sent
                if enc in accepts and os.path.isfile(path + suffix) and os.path.getmtime(path + suffix) >= os.path.getmtime(path):
                    modified = int(os.path.getmtime(path + suffix))
                    try:
                        since = email.utils.parsedate_to_datetime(self.headers.get("If-Modified-Since", "")).timestamp()
                    except (TypeError, ValueError):
                        since = None
                    if since is not None and since >= modified:
                        self.send_response(304)  # a revalidation (the offline copy after a first answer)
                        self.send_header("Vary", "Accept-Encoding")
                        self.end_headers()
                        return None
                    f = open(path + suffix, "rb")
                    self.send_response(200)
                    self.send_header("Content-Type", self.guess_type(path))
                    self.send_header("Content-Encoding", enc)
                    self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
                    self.send_header("Last-Modified", self.date_time_string(modified))
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return f
        return super().send_head()

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
    """Build for the address served (or `site_url`), then serve dist/ until Ctrl+C."""
    from buildsys.site import build
    port = free_port(port)
    build(site_url=site_url or os.environ.get("WORDLOOM_SITE_URL") or f"http://127.0.0.1:{port}/")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(f"\n  wordloom is served at http://127.0.0.1:{port}/   (Ctrl+C stops)\n", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
