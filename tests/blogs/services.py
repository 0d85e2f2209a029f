"""The real things the blog tests run against, each started on loopback and stopped by the tests, all
state in a temporary folder: MariaDB (its own data directory and socket, no network), Apache with
mod_php serving Debian's WordPress (its own config on its own port), a Hugo site, and a plain HTTP
server for the wordloom site and the Hugo site's pages.

Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php (README.Debian): the one
file outside the temporary folder, written for a run and removed after it."""
from __future__ import annotations

import ctypes
import http.cookiejar
import http.server
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from functools import partial
from pathlib import Path

WORDPRESS = Path("/usr/share/wordpress")
THEMES = WORDPRESS / "wp-content" / "themes"
APACHE_MODULES = Path("/usr/lib/apache2/modules")
ROOT_USER = os.geteuid() == 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(check, what: str, seconds: float = 60, proc: subprocess.Popen | None = None, log: Path | None = None):
    """Poll `check()` until it is truthy; fail with `what` (and the log's tail) if it is not in time
    or the process it waits on ended."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            result = check()
            if result:
                return result
        except OSError:
            pass
        ended = proc is not None and proc.poll() is not None
        if ended or time.monotonic() > deadline:
            tail = log.read_text(errors="replace")[-2000:] if log and log.exists() else ""
            raise RuntimeError(f"{what}: {'it exited' if ended else 'timed out'}\n{tail}")
        time.sleep(0.1)


def die_with_this_process() -> None:
    """In a child before it runs its program: end (SIGTERM) when the test process ends, however it ends
    (Linux's PR_SET_PDEATHSIG), so that a killed test run leaves no server behind."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)


def start(command: list[str]) -> subprocess.Popen:
    """A server of the tests' own: in a session of its own (Apache signals its whole process group when
    it stops), ended with the test process at the latest."""
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True, preexec_fn=die_with_this_process)


def stop(proc: subprocess.Popen | None, seconds: float = 20) -> None:
    """End a process this module started (SIGTERM, then SIGKILL), and wait for it."""
    if proc is None or proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(seconds)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class StaticServer:
    """A folder served over HTTP on loopback (`host` names it: "localhost" is another site than
    "127.0.0.1"), with the handler given (buildsys.serve.Handler for the wordloom site)."""

    def __init__(self, folder: Path, handler=http.server.SimpleHTTPRequestHandler, host: str = "127.0.0.1"):
        h = partial(handler, directory=str(folder))
        h.log_message = lambda *a: None
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), h)
        self.url = f"http://{host}:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class MariaDB:
    """mariadbd on a socket in `folder` (no TCP), a fresh data directory, an empty `wordpress` database.
    Grant tables are off (so no system tables to install first): any local user is root, as fits a
    throwaway test database."""

    def __init__(self, folder: Path):
        self.dir = folder / "mariadb"
        self.data = self.dir / "data"
        self.socket = self.dir / "mysqld.sock"
        self.log = self.dir / "error.log"
        self.proc = None

    def start(self) -> None:
        self.data.mkdir(parents=True)
        user = ["--user=root"] if ROOT_USER else []
        self.proc = start(["mariadbd", "--no-defaults", f"--datadir={self.data}", f"--socket={self.socket}", "--skip-networking",
                           "--skip-grant-tables", f"--pid-file={self.dir / 'mysqld.pid'}", f"--log-error={self.log}",
                           "--innodb-buffer-pool-size=32M", "--innodb-log-file-size=8M", *user])
        wait_for(lambda: self.socket.exists() and self.sql("SELECT 1"), "MariaDB did not start", proc=self.proc, log=self.log)
        self.sql("CREATE DATABASE wordpress")
        os.chmod(self.dir, 0o755)  # Apache's user reaches the socket
        os.chmod(self.socket, 0o777)

    def sql(self, statement: str) -> bool:
        r = subprocess.run(["mariadb", f"--socket={self.socket}", "-u", "root", "-e", statement],
                           capture_output=True, text=True)
        return r.returncode == 0

    def stop(self) -> None:
        stop(self.proc)


APACHE_CONF = """
ServerRoot "{dir}"
ServerName 127.0.0.1
Listen 127.0.0.1:{port}
PidFile "{dir}/apache2.pid"
DefaultRuntimeDir "{dir}"
Mutex file:{dir} default
ErrorLog "{dir}/error.log"
LogLevel warn
{user}
LoadModule mpm_prefork_module {modules}/mod_mpm_prefork.so
LoadModule authz_core_module {modules}/mod_authz_core.so
LoadModule dir_module {modules}/mod_dir.so
LoadModule mime_module {modules}/mod_mime.so
LoadModule env_module {modules}/mod_env.so
LoadModule alias_module {modules}/mod_alias.so
LoadModule rewrite_module {modules}/mod_rewrite.so
LoadModule php_module {modules}/libphp8.2.so
StartServers 2
MinSpareServers 2
MaxSpareServers 4
MaxRequestWorkers 8
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
DocumentRoot "{wordpress}"
Alias /wp-content "{content}"
SetEnv WORDPRESS_CONFIG {config}
<Directory />
  Require all denied
  AllowOverride None
</Directory>
<Directory "{wordpress}">
  Require all granted
  # WordPress's own rules for its permalinks (what it writes into .htaccess)
  RewriteEngine On
  RewriteRule ^index\\.php$ - [L]
  RewriteCond %{{REQUEST_FILENAME}} !-f
  RewriteCond %{{REQUEST_FILENAME}} !-d
  RewriteRule . /index.php [L]
</Directory>
<Directory "{content}">
  Require all granted
</Directory>
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
"""

WP_CONFIG = """<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:{socket}');
define('WP_HOME', '{url}');
define('WP_SITEURL', '{url}');
define('WP_CONTENT_DIR', '{content}');
define('WP_CONTENT_URL', '{url}/wp-content');
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '{hosts}');
{salts}
"""

# What a blog needs to discover a wordloom site on a loopback address and a port other than 80, 443
# or 8080 (README: "Embedding in WordPress"). A must-use plugin: loaded by every request.
DISCOVERY_PLUGIN = """<?php
add_filter('http_allowed_safe_ports', function ($ports) { $ports[] = {port}; return $ports; });
add_filter('http_request_host_is_external', function ($external, $host) { return $external || $host === '{host}'; }, 10, 2);
"""


class WordPress:
    """Debian's WordPress on http://127.0.0.1:<port> (Apache with mod_php, its own config), on a
    MariaDB of its own, installed with the theme Debian ships (Twenty Twenty-Three). `wordloom` is the
    wordloom site's URL: the blog may fetch it (oEmbed discovery) and nothing else."""

    ADMIN = ("admin", "wordloom-Admin-9!")

    def __init__(self, wordloom: str):
        for stale in Path(tempfile.gettempdir()).glob("wordloom-wp-*-*"):  # of a run killed before its end
            if not Path(f"/proc/{stale.name.split('-')[2]}").exists():
                shutil.rmtree(stale, ignore_errors=True)
        self.tmp = Path(tempfile.mkdtemp(prefix=f"wordloom-wp-{os.getpid()}-"))
        os.chmod(self.tmp, 0o755)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.wordloom = urllib.parse.urlsplit(wordloom)
        self.name = f"wordloom-test-{os.getpid()}-{self.port}"
        self.config = Path(f"/etc/wordpress/config-{self.name}.php")
        for stale in self.config.parent.glob("config-wordloom-test-*.php"):  # of a run killed before its end
            if not Path(f"/proc/{stale.name.split('-')[3]}").exists():
                stale.unlink(missing_ok=True)
        self.db = MariaDB(self.tmp)
        self.apache = None

    def start(self) -> None:
        self.db.start()
        content = self.tmp / "wp-content"
        for sub in ("plugins", "mu-plugins", "uploads", "themes", "upgrade"):
            (content / sub).mkdir(parents=True)
        (content / "themes" / "twentytwentythree").symlink_to(THEMES / "twentytwentythree")
        host, port = self.wordloom.hostname, self.wordloom.port
        (content / "mu-plugins" / "wordloom-local-discovery.php").write_text(
            DISCOVERY_PLUGIN.replace("{port}", str(port)).replace("{host}", host))
        salts = "\n".join(f"define('{k}', '{secrets.token_hex(24)}');" for k in
                          ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT",
                           "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"))
        self.config.write_text(WP_CONFIG.format(socket=self.db.socket, url=self.url, content=content,
                                                hosts=host, salts=salts))
        if ROOT_USER:  # Apache serves as www-data: WordPress writes its plugins and uploads here
            shutil.chown(content, "www-data", "www-data")
            for sub in content.iterdir():
                if not sub.is_symlink():
                    shutil.chown(sub, "www-data", "www-data")
        conf = self.tmp / "apache2.conf"
        conf.write_text(APACHE_CONF.format(dir=self.tmp, port=self.port, modules=APACHE_MODULES, wordpress=WORDPRESS,
                                           content=content, config=self.name,
                                           user="User www-data\nGroup www-data" if ROOT_USER else ""))
        self.apache = start(["apache2", "-f", str(conf), "-DFOREGROUND"])
        wait_for(lambda: urllib.request.urlopen(self.url + "/wp-login.php", timeout=5).status,
                 "Apache did not start", proc=self.apache, log=self.tmp / "error.log")
        self.install()

    def install(self) -> None:
        """The installer's one form (wp-admin/install.php, step 2)."""
        user, password = self.ADMIN
        form = {"weblog_title": "A word-puzzle blog", "user_name": user, "admin_password": password,
                "admin_password2": password, "pw_weak": "1", "admin_email": "admin@example.com",
                "blog_public": "0", "language": ""}
        page = post_form(urllib.request.build_opener(), self.url + "/wp-admin/install.php?step=2", form)
        assert "Success!" in page, page[-1500:]

    def stop(self) -> None:
        stop(self.apache)
        self.db.stop()
        self.config.unlink(missing_ok=True)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def session(self, user: str, password: str) -> "Session":
        return Session(self.url, user, password)


def post_form(opener, url: str, fields: dict, files: dict | None = None, headers: dict | None = None) -> str:
    if files:
        boundary = secrets.token_hex(16)
        body = b""
        for k, v in fields.items():
            body += f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode()
        for k, (name, data) in files.items():
            body += (f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"; filename="{name}"\r\n'
                     f"Content-Type: application/zip\r\n\r\n").encode() + data + b"\r\n"
        body += f"--{boundary}--\r\n".encode()
        kind = f"multipart/form-data; boundary={boundary}"
    else:
        body, kind = urllib.parse.urlencode(fields).encode(), "application/x-www-form-urlencoded"
    request = urllib.request.Request(url, data=body, headers={"Content-Type": kind, **(headers or {})})
    with opener.open(request, timeout=120) as r:
        return r.read().decode(errors="replace")


class Session:
    """A user logged in to wp-admin (a cookie), and the REST API with that user's nonce."""

    def __init__(self, url: str, user: str, password: str):
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.jar.set_cookie(http.cookiejar.Cookie(0, "wordpress_test_cookie", "WP Cookie check", None, False,
                                                  "127.0.0.1", False, False, "/", True, False, None, False, None, None, {}))
        page = post_form(self.opener, f"{url}/wp-login.php",
                         {"log": user, "pwd": password, "wp-submit": "Log In", "testcookie": "1", "redirect_to": f"{url}/wp-admin/"})
        assert "wp-admin-bar" in page or "adminmenu" in page, f"{user} could not log in"
        self.nonce = self.get("/wp-admin/admin-ajax.php?action=rest-nonce").strip()

    def get(self, path: str) -> str:
        with self.opener.open(self.url + path, timeout=120) as r:
            return r.read().decode(errors="replace")

    def rest(self, route: str, body: dict | None = None, method: str | None = None, query: dict | None = None):
        url = f"{self.url}/?rest_route={urllib.parse.quote(route)}" + ("&" + urllib.parse.urlencode(query) if query else "")
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(url, data=data, method=method or ("POST" if data else "GET"),
                                         headers={"X-WP-Nonce": self.nonce, "Content-Type": "application/json"})
        try:
            with self.opener.open(request, timeout=120) as r:
                return json.loads(r.read())
        except urllib.error.HTTPError as e:
            raise AssertionError(f"{route}: HTTP {e.code} {e.read()[:500]!r}") from None

    def publish(self, title: str, content: str) -> dict:
        """A post published through the REST API, as the editor saves one; returns it (its `link`)."""
        return self.rest("/wp/v2/posts", {"title": title, "content": content, "status": "publish"})

    def upload_plugin(self, zip_bytes: bytes) -> str:
        """Plugins > Add New > Upload Plugin, the form's own POST; returns the result page."""
        form = self.get("/wp-admin/plugin-install.php?tab=upload")
        nonce = re.search(r'name="_wpnonce" value="([0-9a-f]+)"', form)[1]
        return post_form(self.opener, f"{self.url}/wp-admin/update.php?action=upload-plugin",
                         {"_wpnonce": nonce, "_wp_http_referer": "/wp-admin/plugin-install.php?tab=upload",
                          "install-plugin-submit": "Install Now"},
                         files={"pluginzip": ("wordloom-wordpress.zip", zip_bytes)})


def hugo_site(folder: Path, shortcodes: Path, pages: dict[str, str]) -> subprocess.CompletedProcess:
    """A small Hugo site in `folder`: a bare theme-less layout, the shortcodes folder copied in as a
    blogger does, and `pages` (name -> Markdown body); built by Debian's hugo into folder/public."""
    (folder / "layouts" / "_default").mkdir(parents=True, exist_ok=True)
    (folder / "content" / "posts").mkdir(parents=True, exist_ok=True)
    (folder / "config.toml").write_text('baseURL = "/"\ntitle = "A word-puzzle blog"\n'
                                        'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    layout = ('<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">'
              '<meta name="viewport" content="width=device-width, initial-scale=1"><title>{{ .Title }}</title></head>'
              '<body><main style="max-width:650px;margin:0 auto;padding:0 1rem"><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>')
    for name in ("single.html", "list.html"):
        (folder / "layouts" / "_default" / name).write_text(layout)
    shutil.copytree(shortcodes, folder / "layouts" / "shortcodes", dirs_exist_ok=True)
    for name, body in pages.items():
        (folder / "content" / "posts" / f"{name}.md").write_text(f'---\ntitle: "{name}"\n---\n{body}\n')
    return subprocess.run(["hugo", "--source", str(folder), "--destination", str(folder / "public")],
                          capture_output=True, text=True)
