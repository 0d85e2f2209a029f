"""What `build.py` runs: the site's build, its server, the test and bench runners, the data tools.

    site.py    assemble dist/ (the app, the runtime, the data, the service worker)
    worker_bundle.py   the solver worker as one file, its imports written in
    pages.py   what the build adds to the pages: the Content-Security-Policy, oEmbed, manifest, icons
    serve.py   serve a built site the way README.md's "Deploying" asks a host to
    needs.py   what each command and test layer needs installed, and installing what is missing
    test.py    the test lanes and the benchmarks
    data.py    regenerate or verify the shipped data (tools/)

build.py is the command line over these; tests and benchmarks import them (the server, the paths).
"""
from __future__ import annotations

import hashlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
CACHE = ROOT / ".cache"


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
