"""What other sites use to show a wordloom puzzle, made by the build beside the site (buildsys/site.py
calls `add_files`; the plugin's and shortcode's sources are in integrations/): the oEmbed document, the embed's first addresses (embed.html, embed.js) and, for a
build that knows its address (--site-url), the WordPress plugin and the Hugo shortcode with that
address written in, in dist/integrations/ (not precached: they are for bloggers, not readers)."""
from __future__ import annotations

import io
import json
import re
import tomllib
import zipfile
from html import escape
from pathlib import Path
from urllib.parse import urlencode

from buildsys import ROOT

HERE = ROOT / "integrations"  # the sources: wordpress/wordloom.php, hugo/wordloom.html
FOLDER = "integrations/"
WORDPRESS_PLUGIN = FOLDER + "wordloom-wordpress.zip"
HUGO_SHORTCODE = FOLDER + "hugo/layouts/shortcodes/wordloom.html"

# The iframe page and the custom element live in embed/. Their first addresses, at the site's root,
# are in posts already published: they stay, as the same page (its relative links resolved from
# embed/ by a <base>) and a module that is the element's.
FRAME = "embed/frame.html"
ELEMENT = "embed/element.js"
OLD_ADDRESSES = {"embed.html": FRAME, "embed.js": ELEMENT}

# oEmbed (https://oembed.com): a static site cannot run an endpoint that reads `?url=`, so the build
# writes one document, oembed.json, for what any wordloom address embeds best: today's Spelling
# Bee to play (the day's board is picked in the reader's browser, so the file never goes stale).
# The embed page and index.html point at it with <link rel="alternate" type="application/json+oembed">.
# Consumers paste its html into their page, so its URLs must be absolute: give the address the
# site will be served from (--site-url or WORDLOOM_SITE_URL); without it they stay relative.
# WordPress keeps of that html only a leading <blockquote> (with links) and the <iframe> (src, width,
# height, title), which it sandboxes; the blockquote is what makes it load wp-embed.js, which shows the
# frame and sets its height as the frame asks (embed/frame.js): the blockquote, a link to the same
# game, is hidden then. `height` is the most WordPress gives a frame.
OEMBED = {"puzzle": "bee", "mode": "play", "route": "bee/play", "title": "wordloom: Spelling Bee of the day",
          "width": 560, "height": 1000}
OEMBED_LINK = re.compile(r'(type="application/json\+oembed" href=")((?:\.\./)*)(oembed\.json")')


def oembed(site_url: str) -> bytes:
    """The oEmbed 1.0 "rich" document; `site_url` ends with "/" (or is "" for relative URLs)."""
    src = f"{site_url}{FRAME}?{urlencode({'puzzle': OEMBED['puzzle'], 'mode': OEMBED['mode']})}"
    title, h = escape(OEMBED["title"]), OEMBED["height"]
    html = (f'<blockquote><a href="{escape(site_url)}#{OEMBED["route"]}">{title}</a></blockquote>'
            f'<iframe src="{escape(src)}" title="{title}" width="100%" height="{h}" frameborder="0"></iframe>'
            f'<script src="{escape(site_url)}embed/host.js" async></script>')
    return json.dumps({
        "version": "1.0", "type": "rich", "title": OEMBED["title"],
        "provider_name": "wordloom", "provider_url": site_url or "./",
        "html": html, "width": OEMBED["width"], "height": h, "cache_age": 86400,
        "thumbnail_url": f"{site_url}icon-512.png", "thumbnail_width": 512, "thumbnail_height": 512,
    }, indent=2, ensure_ascii=False).encode()


def with_site_url(page: bytes, site_url: str) -> bytes:
    """A page's oEmbed discovery link made absolute (WordPress does not resolve a relative one)."""
    if not site_url:
        return page
    return OEMBED_LINK.sub(lambda m: m[1] + site_url + m[3], page.decode()).encode()


def old_address(old: str, files: dict[str, bytes]) -> bytes:
    """The file served at an embed's first address, made from the one that replaced it."""
    new = OLD_ADDRESSES[old]
    if old.endswith(".js"):
        return f'// The custom element\'s first address: it is {new}.\nexport * from "./{new}";\n'.encode()
    folder = new.rsplit("/", 1)[0]
    html = files[new].decode()
    charset = '<meta charset="utf-8">'
    return html.replace(charset, f'{charset}\n  <base href="{folder}/">', 1).encode()


def with_site(path: Path, site_url: str) -> bytes:
    """A file of this folder with the site's address (and the project's version) written in."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    return path.read_text().replace("__SITE__", site_url).replace("__VERSION__", version).encode()


def wordpress_plugin(site_url: str) -> bytes:
    """The plugin as WordPress installs it (Plugins > Add New > Upload Plugin): a zip holding the
    folder wordloom/ with the plugin's file and the license. Fixed timestamps: reproducible bytes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("wordloom.php", with_site(HERE / "wordpress" / "wordloom.php", site_url)),
                           ("LICENSE", (ROOT / "LICENSE").read_bytes())):
            info = zipfile.ZipInfo(f"wordloom/{name}", date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)
    return buf.getvalue()


def add_files(site, site_url: str) -> None:
    """Add to `site` (buildsys.site.Site, the web/ files in it) what this module makes."""
    for old in OLD_ADDRESSES:
        site.add(old, old_address(old, site.files))
    site.add("oembed.json", oembed(site_url))
    if site_url:  # the plugins name the site: without its address there is nothing to name
        site.add(WORDPRESS_PLUGIN, wordpress_plugin(site_url))
        site.add(HUGO_SHORTCODE, with_site(HERE / "hugo" / "wordloom.html", site_url))

