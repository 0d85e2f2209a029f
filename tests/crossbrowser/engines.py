"""Firefox and WebKit for the cross-browser tests and bench/browsers.py, with no browser download:
Debian's firefox-esr driven by Puppeteer (npm puppeteer-core, over WebDriver BiDi), and WebKitGTK's
MiniBrowser (Debian's webkit2gtk-driver) started directly under Xvfb.

A test is a visit: the browser starts on a profile folder that outlives it (as a person's does), opens
a probe page of the site (tests/crossbrowser/probe/), which drives the app or its solver client and
logs one line, `WORDLOOM-PROBE {json}`, when done; the browser is then closed. The next visit with the
same profile is a return visit after a browser restart. MiniBrowser runs with WebKit's storage and file
system features on (as Safari has them), its console written to its stdout; a WebDriver session
would run on an ephemeral profile, which hides what a stored snapshot or a service worker does across
restarts, and WebKitWebDriver gives no console.

The site is served by ProbeServer: dist/ as `python3 build.py serve` serves it, the probe pages under /__probe/, and
a switch that makes every site file fail as a stopped server does (the probe pages still load: the
page a test opens must come from somewhere), thrown by the test or by a probe mid-visit
(/__switch/down); a site file may be rewritten as it is served (a fault put into a page or a worker).
"""
from __future__ import annotations

import http.server
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from buildsys import serve
from buildsys.needs import CHROMIUM

ROOT = Path(__file__).resolve().parents[2]
PROBE_DIR = Path(__file__).resolve().parent / "probe"
MARK = "WORDLOOM-PROBE "
FIREFOX = Path("/usr/bin/firefox-esr")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = Path("/usr/bin/Xvfb")
# The features Safari has on and WebKitGTK's MiniBrowser has off by default.
WEBKIT_FEATURES = "+StorageAPI,+StorageAPIEstimate,+FileSystem,+FileSystemWritableStream"


def available() -> dict[str, str | None]:
    """Why each engine cannot run here (None: it can)."""
    node = ROOT / "node_modules" / "puppeteer-core" / "package.json"
    return {
        "firefox": None if FIREFOX.exists() and node.exists() else "firefox-esr or npm puppeteer-core missing",
        "chromium": None if CHROMIUM.exists() and node.exists() else "chromium or npm puppeteer-core missing",
        "webkit": None if MINIBROWSER.exists() and XVFB.exists() else "webkit2gtk-driver or xvfb missing",
    }


def kill_group(pid: int, sig: int) -> None:
    """Signal a browser's process group, which may have left on its own already."""
    try:
        os.killpg(pid, sig)
    except ProcessLookupError:
        pass


class ProbeServer:
    """dist/ on 127.0.0.1 as buildsys.serve serves it, plus /__probe/; `down = True` answers every site file
    by closing the connection unanswered (a stopped server, as the browser sees it)."""

    def __init__(self, dist: Path):
        owner = self

        class Handler(serve.Handler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(dist), **kwargs)

            def do_GET(self):
                path = self.path.split("?")[0]
                owner.requests.append(path)
                owner.referers.append((path, self.headers.get("Referer", "")))
                if path == "/__switch/down":  # a probe stops the server mid-visit
                    owner.down = True
                    return self.answer(b"", "text/plain")
                for prefix, folder in owner.mounts.items():
                    if path.startswith(prefix):
                        return self.mounted(folder, path[len(prefix):])
                if owner.down:
                    self.close_connection = True
                    return
                if path in owner.rewrites:
                    file = dist / (path.lstrip("/") or "index.html")
                    return self.answer(owner.rewrites[path](file.read_bytes() if file.is_file() else b""), self.guess_type(str(file)))
                super().do_GET()

            def copyfile(self, source, outputfile):
                owner.bytes += os.fstat(source.fileno()).st_size  # a site file's body sent (not a 304)
                super().copyfile(source, outputfile)

            def mounted(self, folder: Path, rel: str):
                file = folder / rel
                if not rel or ".." in rel or not file.is_file():
                    return self.send_error(404)
                self.answer(file.read_bytes(), self.guess_type(str(file)))

            def answer(self, body: bytes, kind: str):
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.requests: list[str] = []
        self.bytes = 0  # bytes of site files' bodies sent
        self.mounts: dict[str, Path] = {"/__probe/": PROBE_DIR}  # path prefix -> folder, served beside dist/
        self.referers: list[tuple[str, str]] = []  # (path, Referer): who asked
        self.down = False
        # site path -> what its file (b"" if none) is served as instead (uncompressed: a fault put in)
        self.rewrites: dict[str, Callable[[bytes], bytes]] = {}
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def probe(self, scenario: str, **params) -> str:
        query = "&".join(f"{k}={v}" for k, v in {"scenario": scenario, **params}.items())
        return f"{self.url}__probe/run.html?{query}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Visit:
    """What one visit gave: the probe's result, the console lines, how long the browser ran."""

    def __init__(self, result, console: list[dict], ms: float):
        self.result, self.console, self.ms = result, console, ms

    @property
    def errors(self) -> list[str]:
        return [c["text"] for c in self.console if c["type"] == "error"]

    def __repr__(self) -> str:
        return f"Visit({self.result!r}, console={self.console[-8:]!r})"


class Engine:
    name = ""

    def __init__(self) -> None:
        self.profile = Path(tempfile.mkdtemp(prefix=f"wordloom-{self.name}-"))

    def new_profile(self) -> None:
        """Forget everything the browser kept (a first visit from now on)."""
        shutil.rmtree(self.profile, ignore_errors=True)
        self.profile.mkdir(parents=True)

    def close(self) -> None:
        shutil.rmtree(self.profile, ignore_errors=True)


class Firefox(Engine):
    """`prefs`: Firefox preferences its visits start with (`PRIVATE`: a private window)."""
    name = "firefox"
    puppeteer = "firefox"
    PRIVATE = {"browser.privatebrowsing.autostart": True}  # every window private, as a person's "always private" setting

    def __init__(self, prefs: dict | None = None) -> None:
        super().__init__()
        self.prefs = prefs or {}

    def visit(self, url: str, timeout: float = 180) -> Visit:
        out = subprocess.run(["node", str(Path(__file__).with_name("puppeteer_visit.mjs")), self.puppeteer, str(self.profile), url,
                              str(int(timeout * 1000)), json.dumps(self.prefs)], capture_output=True, text=True, timeout=timeout + 60, cwd=ROOT)
        lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
        if not lines:
            raise RuntimeError(f"{self.name} gave no result: {out.stderr[-2000:]}")
        got = json.loads(lines[-1])
        return Visit(got["result"], got["console"], got["ms"])


class Chromium(Firefox):
    """Chromium through the same Puppeteer visit (bench/browsers.py; tests/browser/ drive it with Playwright)."""
    name = "chromium"
    puppeteer = "chrome"


# MiniBrowser's console lines on its stdout: "WHERE: CONSOLE [SOURCE ]LEVEL text", WHERE being
# "URL:LINE:COLUMN" or "[native code]", SOURCE "SECURITY", "JS", "NETWORK", ….
WEBKIT_CONSOLE = re.compile(r"^(.*?): CONSOLE ((?:[A-Z]+ )?(?:LOG|INFO|DEBUG|WARN|WARNING|ERROR)) (.*)$")


class WebKit(Engine):
    name = "webkit"
    display: str | None = None
    xvfb: subprocess.Popen | None = None

    @classmethod
    def ensure_display(cls) -> str:
        if cls.xvfb is None or cls.xvfb.poll() is not None:
            read, write = os.pipe()
            cls.xvfb = subprocess.Popen([str(XVFB), "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write)
            with os.fdopen(read) as f:
                cls.display = ":" + f.readline().strip()
        return cls.display

    @classmethod
    def stop_display(cls) -> None:
        if cls.xvfb and cls.xvfb.poll() is None:
            cls.xvfb.terminate()
            cls.xvfb.wait(10)
        cls.xvfb = None

    def visit(self, url: str, timeout: float = 180) -> Visit:
        env = {**os.environ, "DISPLAY": self.ensure_display()}
        for var, sub in (("HOME", "home"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"), ("XDG_CONFIG_HOME", "config")):
            (self.profile / sub).mkdir(exist_ok=True)
            env[var] = str(self.profile / sub)
        t0 = time.monotonic()
        # Its console goes to stderr (line-buffered through the pipe by stdbuf).
        proc = subprocess.Popen(["stdbuf", "-oL", "-eL", str(MINIBROWSER), f"--features={WEBKIT_FEATURES}", "--enable-write-console-messages-to-stdout=true", url],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True)
        console, result = [], None
        timer = threading.Timer(timeout, kill_group, (proc.pid, signal.SIGKILL))
        timer.start()
        try:
            for line in proc.stdout:
                if os.environ.get("WORDLOOM_PROBE_LOG"):
                    print(line, end="", flush=True)
                m = WEBKIT_CONSOLE.match(line.rstrip("\n"))
                if not m:
                    continue
                level, text = m.group(2).split()[-1].lower(), m.group(3)
                if text.startswith(MARK):
                    result = json.loads(text[len(MARK):])
                    break
                console.append({"type": "error" if level == "error" else level, "text": f"{text} ({m.group(1) or ''})"})
        finally:
            timer.cancel()
            try:
                proc.wait(10)  # the probe closes its window: MiniBrowser quits, its storage written
            except subprocess.TimeoutExpired:
                pass
            # What is left of its group (web and network processes); the group may be gone already.
            kill_group(proc.pid, signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                kill_group(proc.pid, signal.SIGKILL)
        if result is None:
            result = {"failed": f"no result within {timeout} s"}
        return Visit(result, console, (time.monotonic() - t0) * 1000)


ENGINES = {"firefox": Firefox, "webkit": WebKit, "chromium": Chromium}
