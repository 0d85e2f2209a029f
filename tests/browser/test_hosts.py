"""The site on Debian's nginx as people deploy it, started by the tests on loopback with Debian's own
mime.types (no line of ours added), serving dist/ as two hosts:

  nginx        gzip_static and the brotli static module (libnginx-mod-http-brotli-static): the build's
               FILE.br / FILE.gz sent where the browser takes them; the site at the root and, the same
               files, under /wordloom/ (an `alias`: a site in a folder of a bigger one);
  nginx-bare   the stock server block: no compression, no header of the site's.

A puzzle's smoke journey (tests/browser/test_journey_*.py: a game from a link to its end, a reload,
a friend's challenge) plays on each of them (the Bee at the root, Letter Boxed under /wordloom/, the
tiles on the bare server), as the page tests' fixtures drive it (a page error or a
request to another origin fails it here too); the precompressed copies go where the browser takes
them; every script a browser loads is sent as JavaScript. `site` is parametrized indirectly over
"nginx", "nginx/wordloom" and "nginx-bare". The layer is `hosts` (the Debian packages it needs)."""
import gzip
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from tests.browser import test_journey_bee, test_journey_letterboxed, test_journey_tiles

pytestmark = [pytest.mark.hosts, pytest.mark.alone]  # throttled links' times: run alone (buildsys/test.py)

NGINX = "/usr/sbin/nginx"
BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

CONFIG = """\
load_module {brotli};
daemon off;
master_process off;
pid {run}/nginx.pid;
error_log {run}/error.log warn;
events {{ worker_connections 512; }}
http {{
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path {run}/body; proxy_temp_path {run}/proxy; fastcgi_temp_path {run}/fastcgi;
  uwsgi_temp_path {run}/uwsgi; scgi_temp_path {run}/scgi;
  server {{
    listen 127.0.0.1:{port};
    root {dist};
    gzip_static on;
    brotli_static on;
    location /wordloom/ {{ alias {dist}/; }}
  }}
  server {{
    listen 127.0.0.1:{bare_port};
    root {dist};
  }}
}}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def nginx(dist, tmp_path_factory):
    """{host name: its address} of one nginx process serving dist/ (see the module's docstring)."""
    for needed in (NGINX, BROTLI_MODULE):
        assert Path(needed).exists(), f"{needed} is missing: python3 build.py test installs Debian's nginx-light and libnginx-mod-http-brotli-static (as root)"
    run = tmp_path_factory.mktemp("nginx")
    port, bare_port = free_port(), free_port()
    conf = run / "nginx.conf"
    conf.write_text(CONFIG.format(brotli=BROTLI_MODULE, run=run, dist=Path(dist).resolve(), port=port, bare_port=bare_port))
    proc = subprocess.Popen([NGINX, "-c", str(conf), "-p", str(run)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    urls = {"nginx": f"http://127.0.0.1:{port}/", "nginx/wordloom": f"http://127.0.0.1:{port}/wordloom/",
            "nginx-bare": f"http://127.0.0.1:{bare_port}/"}
    deadline = time.monotonic() + 20
    while True:
        try:
            for url in urls.values():
                urllib.request.urlopen(url + "build.json", timeout=2).read()
            break
        except OSError:
            assert proc.poll() is None, f"nginx did not start: {proc.stderr.read().decode()}"
            assert time.monotonic() < deadline, "nginx did not answer in 20 s"
            time.sleep(0.1)
    yield urls
    proc.terminate()
    proc.wait(10)
    errors = (run / "error.log").read_text() if (run / "error.log").exists() else ""
    assert "[emerg]" not in errors and "[crit]" not in errors, errors


@pytest.fixture
def site(request, nginx):
    """The host's address: parametrize a test with `site` (indirect) over the keys of `nginx`."""
    return nginx[getattr(request, "param", "nginx")]


JOURNEYS = {  # a puzzle's smoke journey on each host (all five on each would take minutes of the suite more)
    "nginx": [test_journey_bee.test_a_game_from_a_link_by_keyboard_and_pointer_to_give_up_and_the_friend_finds_every_word],
    "nginx/wordloom": [test_journey_letterboxed.test_a_box_from_a_link_is_played_with_a_hint_and_a_reload_until_solved_and_the_friend_solves_it_too],
    "nginx-bare": [test_journey_tiles.test_tiles_from_a_link_by_keyboard_and_pointer_to_every_word_and_the_friend_gives_up],
}


@pytest.mark.parametrize("site, journey", [(host, j) for host, js in JOURNEYS.items() for j in js], indirect=["site"],
                         ids=[f"{host}-{j.__module__.rsplit('_', 1)[-1]}" for host, js in JOURNEYS.items() for j in js])
def test_a_puzzles_journey_plays_to_its_end_on_the_host(site, journey, page, fresh_page):
    journey(page, site, fresh_page)
    assert not [u for u in page.requests if u.split("?")[0].endswith(".mjs")], "a .mjs file is sent as octet-stream by nginx"


def fetch(url: str, encoding: str | None) -> tuple[dict, bytes]:
    req = urllib.request.Request(url, headers={"Accept-Encoding": encoding} if encoding else {})
    with urllib.request.urlopen(req, timeout=30) as r:
        return {k.lower(): v for k, v in r.headers.items()}, r.read()


@pytest.mark.parametrize("host", ["nginx", "nginx/wordloom"])
def test_the_precompressed_copies_go_where_the_browser_takes_them(nginx, dist, host):
    for rel in ("pyodide/pyodide.asm.wasm", "app.js", "index.html"):
        plain = (Path(dist) / rel).read_bytes()
        headers, body = fetch(nginx[host] + rel, "gzip, deflate, br")
        assert headers.get("content-encoding") == "br" and body == (Path(dist) / f"{rel}.br").read_bytes(), (rel, headers)
        headers, body = fetch(nginx[host] + rel, "gzip")
        assert headers.get("content-encoding") == "gzip" and gzip.decompress(body) == plain, (rel, headers)
        headers, body = fetch(nginx[host] + rel, None)
        assert "content-encoding" not in headers and body == plain, (rel, headers)


def test_every_script_a_browser_loads_is_sent_as_javascript_by_stock_nginx(nginx, dist):
    scripts = sorted(p.relative_to(dist).as_posix() for p in Path(dist).rglob("*.js") if "integrations" not in p.parts)
    assert "runtime/worker/worker.js" in scripts and "pyodide/pyodide.asm.js" in scripts
    for rel in scripts:
        headers, _ = fetch(nginx["nginx-bare"] + rel, None)
        assert headers["content-type"].split(";")[0] in ("application/javascript", "text/javascript"), (rel, headers["content-type"])
    headers, _ = fetch(nginx["nginx-bare"] + "pyodide/pyodide.asm.wasm", None)
    assert headers["content-type"] == "application/wasm"  # else no streaming compile
