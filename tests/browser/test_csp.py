"""The Content-Security-Policy: every page of dist/ carries it, a tour through all five puzzles under
it (as a <meta> and as the header README.md's "Deploying" section gives) makes no request off the
site and trips no violation, in the page, its frames or its workers."""
import http.server
import json
import re
import threading
from functools import partial

from playwright.sync_api import expect

from buildsys import DIST
from buildsys.pages import CSP, CSP_EMBED, CSP_EMBED_HEADER, CSP_HEADER, csp_of
from buildsys.serve import Handler
from pysolvers import api
from tests.browser.test_faults import DAY, PLAYS, anigrams_word  # noqa: F401  (the tour plays what the fault tests play)
from tests.browser.test_boggle_page import SOLVED as BOGGLE_SOLVED  # what Boggle Solve shows by default

# AEGINRT/R as the Bee shows it by default: the NYT list, offensive words hidden
BEE_POINTS = f"{api.call('bee.solve', {'letters': 'aeginrt', 'center': 'r', 'dictionary': 'nyt', 'offensive': 'hide'})['score']:,} points"
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def test_every_page_of_dist_carries_the_policy_and_no_inline_script_or_style(dist):
    pages = sorted(DIST.rglob("*.html"))
    assert {p.name for p in pages} >= {"index.html", "embed.html", "embed-demo.html"}
    for page in pages:
        html = page.read_text()
        assert META.findall(html) == [CSP_EMBED if page.name == "embed.html" else CSP], page.name
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), f"inline script in {page.name}"
        assert "<style" not in html and not re.search(r"\sstyle=", html), f"inline style in {page.name}"
    policy = dict(d.strip().split(" ", 1) for d in CSP_HEADER.split(";"))
    assert policy["script-src"] == "'self' 'wasm-unsafe-eval'" and "'unsafe-eval'" not in CSP_HEADER
    assert policy["default-src"] == policy["connect-src"] == policy["worker-src"] == policy["style-src"] == "'self'"
    assert policy["object-src"] == "'none'" and policy["frame-ancestors"] == "*"
    # the iframe page differs in one word: it may start its worker from a data: URL (a sandboxed frame)
    embed = dict(d.strip().split(" ", 1) for d in CSP_EMBED_HEADER.split(";"))
    assert embed == {**policy, "worker-src": "'self' data:"}
    assert csp_of("/wordloom/embed.html", header=True) == CSP_EMBED_HEADER
    assert csp_of("/wordloom/", header=True) == csp_of("/index.html", header=True) == CSP_HEADER


class ReportingHandler(Handler):
    """The site as build.py serves it, plus `report-uri`: the browser POSTs every violation of the
    policy here, whoever made it (the page, an iframe, the worker running Python, the service worker)."""
    reports: list = []

    def end_headers(self):
        page = self.path.split("?")[0]
        self.send_header("Content-Security-Policy", csp_of(page, header=True) + "; report-uri /csp-report")
        super().end_headers()

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path == "/csp-report":
            self.reports.append(json.loads(body or b"{}"))
        self.send_response(204)
        self.end_headers()


WATCH_VIOLATIONS = """
window.__csp = [];
addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
"""


def tour(page, site):
    """Solve and play in each of the five puzzles."""
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator("#bee .summary")).to_contain_text(BEE_POINTS)
    page.goto(site + "#letterboxed/vyq-fig-ote-xlu")
    expect(page.locator(".lb-solve .summary")).to_contain_text("1 two-word")
    page.goto(site + "#boggle/perslatgsineters")
    expect(page.locator("#boggle-solve .summary")).to_have_text(BOGGLE_SOLVED)
    page.goto(site + "#anigrams/beep")
    expect(page.locator(".anig-explore .summary")).to_contain_text("BEEP: longest chain")
    page.goto(site + "#tiles/2/set/ed-pi-ti")
    expect(page.locator("#tiles-solve .summary")).to_have_text("7 words from 3 tiles")
    page.site = site
    for play in PLAYS:
        play(page)


def test_a_tour_of_all_five_puzzles_stays_on_the_site_with_no_violation(page, context, dist):
    ReportingHandler.reports = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(ReportingHandler, directory=str(DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    console = []
    page.on("console", lambda m: console.append(m.text))
    context.add_init_script(WATCH_VIOLATIONS)
    try:
        page.goto(site)
        expect(page.locator("#runtime-status")).to_have_text("Python ready")  # Pyodide compiled its wasm
        tour(page, site)
        expect(page.locator("#offline-status")).to_have_text("Ready for offline use")  # the service worker too
        page.goto(site + "embed.html?puzzle=bee&letters=aeginrt&center=r&mode=solve")  # the iframe page
        expect(page.locator(".summary")).to_contain_text(BEE_POINTS)
        page.goto(site + "embed-demo.html")
        expect(page.wait_for_selector("#demo-iframe").content_frame().locator(".summary")).to_contain_text("1 two-word")
        page.locator("#demo-element").scroll_into_view_if_needed()
        expect(page.locator("#demo-element")).to_contain_text("Beginner")
        violations = page.evaluate("window.__csp")
        left = [u for u in page.requests if not u.startswith((site, "data:", "blob:"))]
        assert len(page.requests) > 50 and not left, left[:5]
        assert not violations, violations[:5]
        assert not [m for m in console if "Content Security Policy" in m], console[:5]
        assert not ReportingHandler.reports, ReportingHandler.reports[:3]
        page.requests.clear()  # checked here: this server's origin is not the fixture's
    finally:
        server.shutdown()
