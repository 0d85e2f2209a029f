"""Embeds that fit the blog around them: the theme (auto follows the host page's color scheme; light
and dark are fixed), --wordloom-* custom properties and ::part, and oEmbed discovery, in Chromium."""
import html.parser
import http.server
import json
import threading
from functools import partial

import pytest
from playwright.sync_api import expect

from buildsys.serve import Handler
from buildsys.site import build
from tests.harness.browser import blog_requests_ok
from pysolvers import api

# style.css's palette, as Chromium computes it
LIGHT_CARD, DARK_CARD = "rgb(255, 255, 255)", "rgb(32, 31, 28)"
LIGHT_TEXT, DARK_TEXT = "rgb(29, 28, 26)", "rgb(236, 235, 231)"
DARK_CELL = "rgb(52, 49, 43)"
LIGHT_ACCENT, DARK_ACCENT = "rgb(245, 197, 24)", "rgb(224, 180, 0)"

BEE = 'puzzle="bee" letters="aeginrt" center="r"'
# what the Bee shows for AEGINRT/R by default (the NYT list, offensive words hidden), from the same API
BEE_POINTS = f"{api.call('bee.solve', {'letters': 'aeginrt', 'center': 'r', 'dictionary': 'nyt', 'offensive': 'hide'})['score']:,} points"


def colours(page, selector):
    """The embedded puzzle's colours: its card, its text, a honeycomb cell and the answers' summary."""
    return page.locator(selector).evaluate("""el => {
        const root = el.shadowRoot.querySelector('.embed-root');
        const style = (node) => getComputedStyle(node);
        const hex = root.querySelector('.honeycomb .hex:not(.center)');
        return { card: style(root).backgroundColor, text: style(root).color,
                 cell: hex ? style(hex).backgroundColor : null,
                 summary: style(root.querySelector('.summary')).color };
    }""")


def test_elements_follow_a_dark_host_page_unless_told_otherwise(page, site, blog):
    url = blog("dark.html", f"""
      <style>:root {{ color-scheme: dark }} body {{ background: #101010; color: #eee }}</style>
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="auto" {BEE}></wordloom-puzzle>
      <wordloom-puzzle id="light" {BEE} theme="light"></wordloom-puzzle>
      <wordloom-puzzle id="dark" {BEE} theme="dark"></wordloom-puzzle>""")
    page.emulate_media(color_scheme="light")  # the reader prefers light: the host's own scheme wins
    page.goto(url)
    for el in ("auto", "light", "dark"):
        expect(page.locator(f"#{el} .summary")).to_contain_text(BEE_POINTS)
    auto, light, dark = (colours(page, f"#{el}") for el in ("auto", "light", "dark"))
    assert auto == dark == {"card": DARK_CARD, "text": DARK_TEXT, "cell": DARK_CELL, "summary": DARK_TEXT}
    assert light["card"] == LIGHT_CARD and light["text"] == LIGHT_TEXT and light["cell"] == "rgb(230, 226, 216)"
    # the blog's dark-mode toggle turns its page light: the auto element follows, the others stay
    page.evaluate("document.documentElement.style.colorScheme = 'light'")
    page.wait_for_function("getComputedStyle(document.querySelector('#auto').shadowRoot.querySelector('.embed-root')).backgroundColor === 'rgb(255, 255, 255)'")
    assert colours(page, "#dark")["card"] == DARK_CARD
    blog_requests_ok(page, site, url)


def test_auto_follows_the_meta_then_the_readers_preference(page, site, blog):
    url = blog("meta.html", f"""
      <meta name="color-scheme" content="dark">
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" {BEE}></wordloom-puzzle>""")
    page.emulate_media(color_scheme="light")
    page.goto(url)
    expect(page.locator("#el .summary")).to_contain_text(BEE_POINTS)
    assert colours(page, "#el")["card"] == DARK_CARD
    plain = blog("plain.html", f"""
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" {BEE}></wordloom-puzzle>""")
    page.emulate_media(color_scheme="dark")  # a page that declares nothing: the reader's preference
    page.goto(plain)
    expect(page.locator("#el .summary")).to_contain_text(BEE_POINTS)
    assert colours(page, "#el")["card"] == DARK_CARD
    page.emulate_media(color_scheme="light")
    assert colours(page, "#el")["card"] == LIGHT_CARD
    blog_requests_ok(page, site, url)
    blog_requests_ok(page, site, plain)


def test_the_iframe_takes_a_theme_parameter(page, site, blog):
    query = "puzzle=bee&letters=aeginrt&center=r"
    url = blog("frames.html", f"""
      <iframe id="auto" src="{site}embed.html?{query}" style="width:100%;height:500px;border:0"></iframe>
      <iframe id="light" src="{site}embed.html?{query}&theme=light" style="width:100%;height:500px;border:0"></iframe>""")
    page.emulate_media(color_scheme="dark")
    page.goto(url)
    for frame_id, card, text in (("auto", DARK_CARD, DARK_TEXT), ("light", LIGHT_CARD, LIGHT_TEXT)):
        frame = page.wait_for_selector(f"#{frame_id}").content_frame()
        expect(frame.get_by_role("group", name="Honeycomb")).to_be_visible()  # the puzzle is drawn (Python may still start)
        got = frame.locator(".embed-root").evaluate("""r => [getComputedStyle(r).backgroundColor,
            getComputedStyle(r.querySelector('.summary')).color, getComputedStyle(r.querySelector('.hex.center')).backgroundColor]""")
        assert got == [card, text, DARK_ACCENT if card == DARK_CARD else LIGHT_ACCENT], frame_id
    blog_requests_ok(page, site, url)


def test_custom_properties_and_parts_restyle_the_element(page, site, blog):
    url = blog("brand.html", f"""
      <style>
        wordloom-puzzle {{ --wordloom-accent: rgb(200, 0, 100); --wordloom-accent-text: rgb(255, 255, 255);
          --wordloom-background: rgb(250, 240, 230); --wordloom-font: Georgia, serif; --wordloom-radius: 0px; }}
        wordloom-puzzle::part(board) {{ outline: 3px solid rgb(0, 128, 0); }}
        wordloom-puzzle::part(button) {{ text-transform: uppercase; }}
        wordloom-puzzle::part(word-list) {{ border-left: 4px solid rgb(0, 0, 255); }}
        body {{ font-family: "Courier New", monospace; }}
        #blogfont::part(container) {{ font-family: inherit; }}
      </style>
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="el" {BEE} theme="light"></wordloom-puzzle>
      <wordloom-puzzle id="blogfont" puzzle="bee"></wordloom-puzzle>""")
    page.goto(url)
    expect(page.locator("#el .summary")).to_contain_text(BEE_POINTS)
    got = page.locator("#el").evaluate("""el => {
        const root = el.shadowRoot.querySelector('.embed-root');
        const s = (sel) => getComputedStyle(root.querySelector(sel));
        const solve = root.querySelector('[role=tabpanel]:not([hidden]) [part~=button]');
        return { card: getComputedStyle(root).backgroundColor, font: getComputedStyle(root).fontFamily,
                 radius: getComputedStyle(root).borderTopLeftRadius,
                 center: s('.honeycomb .hex.center').backgroundColor, centerText: s('.honeycomb .hex.center').color,
                 board: s('.honeycomb').outlineColor, list: s('.bee-words').borderLeftColor,
                 button: getComputedStyle(solve).textTransform, tab: s('[role=tab]').textTransform,
                 parts: [...new Set([...root.querySelectorAll('[part]'), root].flatMap((n) => [...n.part]))].sort() };
    }""")
    assert got["card"] == "rgb(250, 240, 230)" and got["font"] == "Georgia, serif" and got["radius"] == "0px"
    inherited = page.locator("#blogfont").evaluate("el => getComputedStyle(el.shadowRoot.querySelector('.embed-root')).fontFamily")
    assert inherited == '"Courier New", monospace'  # the blog's own font, through ::part
    assert got["center"] == "rgb(200, 0, 100)" and got["centerText"] == "rgb(255, 255, 255)"
    assert got["board"] == "rgb(0, 128, 0)" and got["list"] == "rgb(0, 0, 255)"
    assert got["button"] == "uppercase" and got["tab"] == "none"  # ::part(button) is not the tabs
    assert {"container", "title", "tabs", "tab", "board", "cell", "word-list", "button", "input", "status", "credit"} <= set(got["parts"])
    blog_requests_ok(page, site, url)


# --- oEmbed ------------------------------------------------------------------------------------

class Links(html.parser.HTMLParser):
    """The <link rel="alternate" type="application/json+oembed"> hrefs of a page, as a consumer reads them."""

    def __init__(self):
        super().__init__()
        self.oembed = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link" and a.get("rel") == "alternate" and a.get("type") == "application/json+oembed":
            self.oembed.append(a)


class Iframes(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.iframes, self.other = [], []

    def handle_starttag(self, tag, attrs):
        (self.iframes if tag == "iframe" else self.other).append(dict(attrs))


@pytest.fixture(scope="module")
def deployed(tmp_path_factory):
    """The site built for the address it is served from (build.py --site-url), as a deploy would."""
    out = tmp_path_factory.mktemp("deployed")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(out)))
    url = f"http://127.0.0.1:{server.server_address[1]}/wordloom/"
    build(out / "wordloom", site_url=url)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield url
    server.shutdown()


def test_oembed_is_discovered_valid_and_embeds_the_puzzle(page, deployed, blog):
    import urllib.request
    read = lambda u: urllib.request.urlopen(u).read().decode()
    # discovery: the embed page and the app page (share URLs) both name the one document, absolutely
    for page_url in (deployed + "embed.html?puzzle=bee&letters=aeginrt&center=r", deployed + "#bee/aeginrt/r"):
        links = Links()
        links.feed(read(page_url))
        assert [(l["href"], bool(l.get("title"))) for l in links.oembed] == [(deployed + "oembed.json", True)]
    doc = json.loads(read(deployed + "oembed.json"))
    # oEmbed 1.0: the required fields of a "rich" response, with their types
    assert doc["version"] == "1.0" and doc["type"] == "rich"
    assert isinstance(doc["html"], str) and doc["html"]
    for key in ("width", "height"):
        assert isinstance(doc[key], int) and not isinstance(doc[key], bool) and doc[key] > 0
    for key in ("title", "provider_name", "provider_url", "thumbnail_url"):
        assert isinstance(doc[key], str) and doc[key]
    assert doc["provider_url"] == deployed and isinstance(doc["cache_age"], int)
    assert urllib.request.urlopen(doc["thumbnail_url"]).status == 200
    frames = Iframes()
    frames.feed(doc["html"])
    assert len(frames.iframes) == 1 and not frames.other  # no script: consumers strip them
    src = frames.iframes[0]["src"]
    assert src.startswith(deployed + "embed.html?") and "puzzle=bee" in src and frames.iframes[0].get("title")
    # the service worker precaches it
    assert '"oembed.json"' in read(deployed + "sw.js")
    # a blog pastes the html as WordPress does with a discovered provider (sandboxed: an opaque
    # origin, no storage): the day's Bee to play
    sandboxed = doc["html"].replace("<iframe ", '<iframe sandbox="allow-scripts" security="restricted" ', 1)
    url = blog("oembed.html", "<h1>Today's puzzle</h1>" + sandboxed)
    page.goto(url)
    frame = page.wait_for_selector("iframe").content_frame()
    expect(frame.locator(".bee-rank-name")).to_have_text("Beginner")
    expect(frame.get_by_label("Your word")).to_be_visible()
    height = frame.evaluate("document.documentElement.scrollHeight")
    assert height <= doc["height"], f"the puzzle needs {height}px, the oEmbed gives {doc['height']}"
    # in a phone's narrow column (the html's width is 100%, at most its width) it still fits
    page.set_viewport_size({"width": 340, "height": 800})
    page.evaluate("document.querySelector('iframe').style.width = '320px'")
    expect(frame.get_by_label("Your word")).to_be_visible()
    page.wait_for_function("document.querySelector('iframe').getBoundingClientRect().width === 320")
    height = frame.evaluate("document.documentElement.scrollHeight")
    assert height <= doc["height"], f"at 320 px the puzzle needs {height}px, the oEmbed gives {doc['height']}"
    blog_origin = url.rsplit("/", 1)[0] + "/"
    assert all(u.startswith((deployed.removesuffix("wordloom/"), blog_origin, "blob:", "data:")) for u in page.requests)
    page.requests.clear()


def test_copy_embed_code_offers_the_theme(page, site):
    page.goto(site + "#bee/aeginrt/r")
    expect(page.locator("#bee .summary")).to_contain_text(BEE_POINTS)
    page.locator("#bee").get_by_role("button", name="Copy embed code").click()
    assert "theme" not in page.get_by_label("Iframe embed").input_value()  # auto, the default, is left out
    page.locator("#bee").get_by_label("Theme").select_option("dark")
    assert f'src="{site}embed.html?puzzle=bee&amp;mode=solve&amp;letters=aeginrt&amp;center=r&amp;theme=dark"' in page.get_by_label("Iframe embed").input_value()
    assert '<wordloom-puzzle puzzle="bee" mode="solve" letters="aeginrt" center="r" theme="dark"></wordloom-puzzle>' in page.get_by_label("Custom element").input_value()
