#!/usr/bin/env python3
"""The site on a phone's network: dist/ served on loopback through one throttled link that every
request shares, as two kinds of static host, opened in Chromium with a fresh profile.

    python3 build.py bench network [--runs 3] [--profiles fast4g,slow4g,slow4g-cpu4] [--hosts gzip,brotli]
                                   [--views bee,embed,...] [--window 120] [--out bench/results/network.md]

The link (class Link): DevTools' presets, Fast 4G (1,012,500 B/s down, 165 ms) and Slow 4G (180,000 B/s,
562.5 ms); every response waits the latency before its first byte, and its bytes (headers and body)
then take their turn on the one link in slices of 16 KB, so concurrent downloads share its rate as
they would a phone's. `slow4g-cpu4` adds Chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate,
4x: the mid-tier phone) on the page; the solver workers run at full speed (CDP throttles a target's
own thread, and Playwright gives no session on a dedicated worker): its figures are a lower bound.

The hosts (class Host):
  gzip    compresses text, JSON, JavaScript, wasm and SVG on the fly (level 6), sends no header of
          the site's (no CSP header, no Cache-Control but max-age=600): GitHub Pages.
  brotli  sends the build's precompressed FILE.br (else FILE.gz) where the browser accepts it, with
          Cache-Control: no-cache: nginx with brotli_static and gzip_static, Netlify, Cloudflare.

For each view (a puzzle's first view in the app, the Bee's embed frame): when its input takes
typing (the first visible, enabled field), its first answer (the view's `wordloom:first-answer`
mark), the bytes sent by then and within the first WINDOW seconds, whether any byte of the offline
copy (a request from the service worker) came before the first answer, and the return visit's first
answer (the same profile, a new page once the offline copy is in). Beside each, the floor: the
bytes the answer needs (`needed_path`: as this host sent them) / the link's rate + the boot (the same view's
first answer on loopback, no throttling). Medians of --runs, interleaved by host.
"""
from __future__ import annotations

import argparse
import contextlib
import datetime
import functools
import gzip
import http.server
import io
import os
import threading
import time
from pathlib import Path

from bench import common
from bench.common import BENCH, CHROMIUM, DIST, launch, machine, served
from buildsys.serve import Handler

PROFILES = {  # name: (bytes/s down, latency s, CPU slowdown); DevTools' presets
    "loopback": (None, 0.0, 1),
    "fast4g": (1_012_500, 0.165, 1),
    "slow4g": (180_000, 0.5625, 1),
    "slow4g-cpu4": (180_000, 0.5625, 4),
}
VIEWS = {  # name: (address, what its first answer shows)
    "bee": ("#bee/aeginrt/r", "points"),
    "letterboxed": ("#letterboxed/vyq-fig-ote-xlu", "foxglove"),
    "boggle": ("#boggle/perslatgsineters", "points"),
    "anigrams": ("#anigrams/deir", "12"),
    "tiles": ("#tiles/2/set/ed-pi-ti", "word"),
    "embed": ("embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=solve", "points"),
}
# What a first answer cannot do without: the page and its code, the runtime, the solvers and the
# list the view's answer reads (its own files, not the lists an explanation reads later).
RUNTIME = ["pyodide/pyodide.js", "pyodide/pyodide.asm.js", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
           "runtime/worker/worker.js", "pysolvers.zip", "api-schema.json"]
LISTS = {"bee": "nyt", "letterboxed": "nyt", "boggle": "enable", "anigrams": "enable", "tiles": "american-english", "embed": "nyt"}
SLICE = 16 * 1024
GZIP_TYPES = ("text/", "application/javascript", "application/json", "application/wasm", "image/svg+xml",
              "application/manifest+json")


class Link:
    """One link every response shares: `rate` bytes/s (None: unthrottled), `latency` s before a
    response's first byte. Logs (path, start, end, bytes, from the service worker) per response."""

    def __init__(self, rate, latency):
        self.rate, self.latency = rate, latency
        self.lock = threading.Lock()
        self.free = 0.0  # when the link has sent all it was given
        self.log = []

    def send(self, write, data: bytes) -> None:
        for i in range(0, len(data), SLICE):
            part = data[i:i + SLICE]
            if self.rate:
                with self.lock:
                    start = max(time.monotonic(), self.free)
                    self.free = start + len(part) / self.rate
                    done = self.free
                delay = done - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
            write(part)


def host_handler(kind: str, link: Link, root: Path):
    class Host(Handler):
        protocol_version = "HTTP/1.1"  # keep-alive: a browser's six connections to the host

        def __init__(self, *args, **kwargs):
            kwargs["directory"] = str(root)
            super().__init__(*args, **kwargs)

        def end_headers(self) -> None:  # the hosts' own headers, not the site's (serve.py)
            self.send_header("Cache-Control", "max-age=600" if kind == "gzip" else "no-cache")
            http.server.SimpleHTTPRequestHandler.end_headers(self)

        def send_head(self):
            if kind == "brotli":
                return super().send_head()  # serve.py's: the precompressed copies
            path = self.translate_path(self.path)
            if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
                path = os.path.join(path, "index.html")
            ctype = self.guess_type(path)
            if os.path.isfile(path) and "gzip" in self.headers.get("Accept-Encoding", "") and ctype.startswith(GZIP_TYPES):
                body = gzip.compress(Path(path).read_bytes(), 6, mtime=0)
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
            return http.server.SimpleHTTPRequestHandler.send_head(self)

        def handle_one_request(self):
            start = time.monotonic()
            self._sent = 0
            super().handle_one_request()
            if getattr(self, "requestline", ""):
                link.log.append((self.path.split("?")[0], start, time.monotonic(), self._sent))

        def parse_request(self):
            ok = super().parse_request()
            if ok and link.latency:
                time.sleep(link.latency)
            return ok

        def setup(self):
            super().setup()
            raw = self.wfile

            class Throttled:
                def write(inner, data):
                    self._sent = getattr(self, "_sent", 0) + len(data)
                    link.send(raw.write, bytes(data))
                    return len(data)

                def flush(inner):
                    raw.flush()

                def __getattr__(inner, name):
                    return getattr(raw, name)
            self.wfile = Throttled()

        def log_message(self, *args) -> None:
            pass

    return Host


TYPING = """() => {
  const ok = (el) => el && !el.disabled && el.checkVisibility({ visibilityProperty: true });
  const seek = () => {
    const el = [...document.querySelectorAll("input:not([type=hidden]), textarea")].find(ok);
    if (el && !performance.getEntriesByName("bench:typing").length) performance.mark("bench:typing");
    else requestAnimationFrame(seek);
  };
  seek();
}"""
INIT = "addEventListener('DOMContentLoaded', " + TYPING + ");"


def visit(browser, site: str, view: str, link: Link, cpu: int, window: float, returning: bool) -> dict:
    """One fresh profile: the first visit (and the return visit), with what the link sent."""
    address, shows = VIEWS[view]
    ctx = browser.new_context()
    ctx.add_init_script(INIT)
    sw_requests = []  # addresses the service worker fetched itself (its precache)
    ctx.on("request", lambda r: sw_requests.append((time.monotonic(), r.url)) if r.service_worker else None)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if cpu > 1:
        ctx.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": cpu})
    link.log.clear()
    t0 = time.monotonic()
    page.goto(site + address, wait_until="commit")
    page.wait_for_function("() => performance.getEntriesByName('wordloom:first-answer').length", timeout=300_000, polling=50)
    t_answer = page.evaluate("() => performance.getEntriesByName('wordloom:first-answer')[0].startTime") / 1000
    t_typing = page.evaluate("() => (performance.getEntriesByName('bench:typing')[0] || {startTime: NaN}).startTime") / 1000
    text = page.locator("body").inner_text()
    assert shows in text, f"{view}: the first answer does not show {shows!r}"
    # Server clock: the navigation started at t0 (within a millisecond of timeOrigin on loopback).
    answer_at = t0 + t_answer
    by_answer = sum(b for (_, _, end, b) in link.log if end <= answer_at + 0.05)
    lists = [f"data/{LISTS[view]}.txt.gz", f"data/{LISTS[view]}.zipf.gz"]
    needed = sum(b for (path, _, end, b) in link.log if end <= answer_at + 0.05 and needed_path(path, lists))
    first_sw = min((t for t, _ in sw_requests), default=None)
    sw_before = first_sw is not None and first_sw < answer_at
    rest = window - (time.monotonic() - t0)
    if rest > 0:
        page.wait_for_timeout(rest * 1000)
    in_window = sum(b for (_, _, end, b) in link.log if end <= t0 + window)
    out = {"typing": t_typing, "answer": t_answer, "bytes_answer": by_answer, "bytes_window": in_window,
           "sw_before_answer": sw_before, "bytes_needed": needed, "requests_answer": sum(1 for x in link.log if x[2] <= answer_at + 0.05),
           "errors": errors}
    if returning and view != "embed":
        try:
            page.wait_for_function("() => document.getElementById('offline-status')?.dataset.ready === 'true'", timeout=300_000)
            again = ctx.new_page()
            again.goto(site + address, wait_until="commit")
            again.wait_for_function("() => performance.getEntriesByName('wordloom:first-answer').length", timeout=120_000, polling=50)
            out["return"] = again.evaluate("() => performance.getEntriesByName('wordloom:first-answer')[0].startTime") / 1000
        except Exception as e:  # noqa: BLE001 - recorded, not fatal
            out["return_error"] = str(e)[:200]
    ctx.close()
    return out


def needed_path(path: str, lists) -> bool:
    """Whether a response is one a first answer needs: the page and its code, the runtime, the
    solvers and the view's own list (not the lists an explanation reads, not the offline copy)."""
    rel = path.split("/", 3)[-1] if path.startswith("http") else path.lstrip("/")
    if rel in RUNTIME or rel in lists or rel in ("", "index.html", "embed/frame.html"):
        return True
    return rel.endswith((".js", ".mjs", ".css")) and not rel.startswith(("pyodide/", "runtime/worker/", "sw.js"))


median = functools.partial(common.median, empty=float("nan"), missing=True)


def fmt_s(v) -> str:
    return "–" if v != v else f"{v:.1f} s"


def fmt_mb(v) -> str:
    return f"{v / 1e6:.2f} MB"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 build.py bench network", description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--profiles", default="fast4g,slow4g,slow4g-cpu4")
    ap.add_argument("--hosts", default="gzip,brotli")
    ap.add_argument("--views", default="bee,embed,letterboxed,boggle,anigrams,tiles")
    ap.add_argument("--window", type=float, default=120.0, help="seconds of the first visit whose bytes are counted")
    ap.add_argument("--no-return", action="store_true", help="skip the return visits")
    ap.add_argument("--out", default=str(BENCH / "results" / "network.md"))
    args = ap.parse_args(argv)
    os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")  # the offline copy's requests
    from playwright.sync_api import sync_playwright
    hosts = args.hosts.split(",")
    views = args.views.split(",")
    profiles = args.profiles.split(",")
    results = {}
    boots = {}
    with sync_playwright() as p, contextlib.ExitStack() as stack:
        browser = launch(p)
        servers = {}
        for kind in hosts:
            link = Link(None, 0.0)
            servers[kind] = (link, stack.enter_context(served(host_handler(kind, link, DIST))))
        # The boot: each view's first answer on loopback (and with the CPU slowdown), no throttling.
        for view in views:
            for cpu in sorted({PROFILES[pr][2] for pr in profiles}):
                for kind in hosts:
                    link, site = servers[kind]
                    link.rate, link.latency = None, 0.0
                    runs = [visit(browser, site, view, link, cpu, 0, False) for _ in range(args.runs)]
                    boots[(view, cpu, kind)] = median([r["answer"] for r in runs])
                    print(f"loopback cpu{cpu} {kind} {view}: answer {boots[(view, cpu, kind)]:.2f} s, "
                          f"{fmt_mb(median([r['bytes_answer'] for r in runs]))}", flush=True)
        for profile in profiles:
            rate, latency, cpu = PROFILES[profile]
            for view in views:
                for i in range(args.runs):
                    for kind in hosts:  # interleaved
                        link, site = servers[kind]
                        link.rate, link.latency = rate, latency
                        r = visit(browser, site, view, link, cpu, args.window if i == 0 else 0,
                                  not args.no_return and i == 0)
                        results.setdefault((profile, view, kind), []).append(r)
                        print(f"{profile} {kind} {view} run {i + 1}: typing {r['typing']:.2f} s, answer {r['answer']:.2f} s, "
                              f"{fmt_mb(r['bytes_answer'])} by then ({r['requests_answer']} responses), "
                              f"{fmt_mb(r['bytes_window']) if i == 0 and args.window else ''} in {args.window:.0f} s, "
                              f"offline copy before the answer: {r['sw_before_answer']}, return {r.get('return', '–')}, "
                              f"errors {len(r['errors'])}", flush=True)
        browser.close()
    write(args, results, boots, profiles, views, hosts)
    return 0


def write(args, results, boots, profiles, views, hosts) -> None:
    lines = ["# The site on a phone's network", "",
             f"- date: {datetime.date.today()}", f"- machine: {machine()}, Chromium ({CHROMIUM})",
             f"- command: `python3 build.py bench network --runs {args.runs} --profiles {args.profiles} "
             f"--hosts {args.hosts} --views {','.join(views)} --window {args.window:.0f}`",
             "- link: one throttled link every request shares (bench/network.py); hosts: `gzip` (on the fly, no site "
             "headers: GitHub Pages), `brotli` (the build's precompressed files: nginx, Netlify, Cloudflare)",
             "- floor: the bytes the first answer needs (page, runtime, solvers, its list) / the link's rate + the boot "
             "(the same view's first answer on loopback)", "",
             "| profile | view | host | input takes typing | first answer | floor | answer / floor | on the wire by the answer "
             f"| in {args.window:.0f} s | offline copy before the answer | return visit | page errors |",
             "|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|"]
    for profile in profiles:
        rate, _, cpu = PROFILES[profile]
        for view in views:
            for kind in hosts:
                runs = results.get((profile, view, kind), [])
                if not runs:
                    continue
                answer = median([r["answer"] for r in runs])
                floor = median([r["bytes_needed"] for r in runs]) / rate + boots.get((view, cpu, kind), 0) if rate else float("nan")
                window = runs[0]["bytes_window"]
                ret = runs[0].get("return")
                lines.append(f"| {profile} | {view} | {kind} | {fmt_s(median([r['typing'] for r in runs]))} | {fmt_s(answer)} "
                             f"| {fmt_s(floor)} | {answer / floor:.2f}× | {fmt_mb(median([r['bytes_answer'] for r in runs]))} "
                             f"| {fmt_mb(window) if args.window else '–'} | {'yes' if any(r['sw_before_answer'] for r in runs) else 'no'} "
                             f"| {fmt_s(ret) if ret is not None else '–'} | {sum(len(r['errors']) for r in runs)} |")
    Path(args.out).write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    raise SystemExit(main())
