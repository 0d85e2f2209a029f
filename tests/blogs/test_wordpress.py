"""WordPress as a blogger uses it with wordloom, and a reader in Chromium: Debian's wordpress (6.1.9,
Apache + mod_php 8.2, MariaDB, Twenty Twenty-Three) started on loopback, posts published through the
REST API as the editor saves them.

Without the plugin a pasted wordloom link is WordPress's oEmbed of the site: the day's Bee, framed
sandboxed; it shows, sizes and plays. With the plugin (the zip the build writes, uploaded as a blogger
uploads it) each link alone on its line, and an Embed block, is the puzzle it names, in the mode it
names, and plays by keyboard and by click. An Administrator's Custom HTML snippets play too; an
Author's are stripped, while the Author's links and shortcodes work. Run with -s to see what WordPress
rendered and the heights measured."""
import os
import re
import urllib.request
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from buildsys import integrations
from tests.blogs import services
from tests.harness import plays


@pytest.fixture(scope="module")
def wp(wordloom):
    if not os.access("/etc/wordpress", os.W_OK):
        pytest.skip("Debian's WordPress reads its config from /etc/wordpress only: run the tests as root")
    blog = services.WordPress(wordloom[0])
    try:
        blog.start()
        blog.admin = blog.session(*blog.ADMIN)
        yield blog
    finally:
        blog.stop()


def plugin_active(wp, active: bool) -> None:
    installed = {p["plugin"]: p for p in wp.admin.rest("/wp/v2/plugins")}
    if "wordloom/wordloom" in installed:
        wp.admin.rest("/wp/v2/plugins/wordloom/wordloom", {"status": "active" if active else "inactive"})
    else:
        assert not active, "the plugin is not installed"


def paragraph(text: str) -> str:
    return f"<!-- wp:paragraph -->\n<p>{text}</p>\n<!-- /wp:paragraph -->\n\n"


def embed_block(url: str) -> str:
    """An Embed block as the block editor saves a pasted link."""
    return (f'<!-- wp:embed {{"url":"{url}","type":"rich","providerNameSlug":"wordloom"}} -->\n'
            f'<figure class="wp-block-embed is-type-rich is-provider-wordloom wp-block-embed-wordloom">'
            f'<div class="wp-block-embed__wrapper">\n{url}\n</div></figure>\n<!-- /wp:embed -->\n\n')


def custom_html(code: str) -> str:
    return f"<!-- wp:html -->\n{code}\n<!-- /wp:html -->\n\n"


def test_without_the_plugin_a_pasted_link_is_the_day_s_bee_sandboxed_shown_sized_and_playable(wp, wordloom, reader):
    site = wordloom[0]
    plugin_active(wp, False)
    post = wp.admin.publish("Today's Bee", paragraph(f"{site}#bee/play"))
    reader.goto(post["link"])
    iframe = reader.locator("iframe.wp-embedded-content")
    expect(iframe).to_have_count(1)
    # hidden (WordPress's style) until the page in it, once its puzzle is in, posts with the secret
    reader.wait_for_function("!document.querySelector('iframe.wp-embedded-content').hasAttribute('style')", timeout=60_000)
    rendered = plays.attributes(reader, "iframe.wp-embedded-content")[0]
    print("\nwithout the plugin, WordPress rendered:", rendered)
    assert rendered["sandbox"] == "allow-scripts" and rendered["security"] == "restricted"
    secret = rendered["data-secret"]
    assert rendered["src"] == f"{site}embed/frame.html?puzzle=bee&mode=play#?secret={secret}"
    assert rendered["width"] == "100%"
    expect(reader.locator("blockquote.wp-embedded-content")).to_be_hidden()
    frame = iframe.element_handle().content_frame()
    expect(frame.locator(".storage-note")).to_be_visible()  # sandboxed: nothing kept, and it says so
    date = plays.play_bee_of_the_day(frame)
    width = round(iframe.evaluate("f => f.getBoundingClientRect().width"))
    played = plays.fitted(iframe, frame, limit=1000)
    assert played < 1000 and iframe.get_attribute("height") == str(played)
    frame.locator(".bee-play summary", has_text="Hints").click()
    hints = plays.fitted(iframe, frame, limit=1000)
    frame.locator(".bee-play summary", has_text="Hints").click()
    assert hints > played and plays.fitted(iframe, frame, limit=1000) == played
    reader.set_viewport_size({"width": 390, "height": 844})  # a phone: the column narrows, the frame follows
    phone = plays.fitted(iframe, frame, limit=1000)
    assert frame.evaluate("document.documentElement.scrollWidth") <= iframe.evaluate("f => f.clientWidth")
    assert phone < 1000, "the day's Bee fits a phone's column whole"
    print(f"the day's Bee ({date}) at {width} px: {played} px, Hints open {hints} px (WordPress's most: 1000), "
          f"closed {played} px; at a 390 px phone, column {round(iframe.evaluate('f => f.getBoundingClientRect().width'))} px: {phone} px")
    # the credit link goes through WordPress's link message: the reader lands on the day's game on wordloom
    frame.get_by_role("link", name="wordloom").click()
    reader.wait_for_url(f"{site}#bee/play", wait_until="commit")


@pytest.fixture(scope="module")
def plugin(wp, wordloom):
    """The plugin the build wrote, installed as a blogger does (Plugins > Add New > Upload Plugin) and activated."""
    page = wp.admin.upload_plugin((wordloom[1] / integrations.WORDPRESS_PLUGIN).read_bytes())
    assert "Plugin installed successfully." in page, page[-1500:]
    plugin_active(wp, True)
    got = wp.admin.rest("/wp/v2/plugins/wordloom/wordloom")
    assert got["status"] == "active" and got["name"] == "wordloom"


LINKS = {"bee": "paragraph", "letterboxed": "paragraph", "boggle": "paragraph", "anigrams": "embed block"}


def test_with_the_plugin_each_link_alone_on_its_line_is_its_puzzle_and_plays_by_keyboard_and_click(wp, wordloom, plugin, reader):
    site = wordloom[0]
    links = {p: f"{site}#{plays.PLAY_ROUTES[p]}" for p in LINKS}
    content = "".join(paragraph(f"Puzzle {i}:") + (paragraph(url) if LINKS[p] == "paragraph" else embed_block(url))
                      for i, (p, url) in enumerate(links.items(), 1))
    post = wp.admin.publish("This week's puzzles", content)
    # the block editor's preview of a pasted link (WordPress's oEmbed proxy) is the link's puzzle too
    preview = wp.admin.rest("/oembed/1.0/proxy", query={"url": links["letterboxed"]})
    assert "route=letterboxed%2Fplay%2Fvyq-fig-ote-xlu" in preview["html"]
    reader.set_viewport_size({"width": 1000, "height": 900})
    reader.goto(post["link"])
    iframes = reader.locator("iframe.wordloom-embed")
    expect(iframes).to_have_count(4)
    rendered = plays.attributes(reader, "iframe.wordloom-embed")
    print("\nwith the plugin, WordPress rendered:")
    for (puzzle, url), attrs in zip(links.items(), rendered):
        print(f"  {LINKS[puzzle]} {url}: {attrs}")
        assert attrs["src"] == f"{site}embed/frame.html?route={quote(plays.PLAY_ROUTES[puzzle], safe='')}"
        assert "sandbox" not in attrs and attrs["width"] == "100%"
    assert reader.locator(f'script[src="{site}embed/host.js"]').count() == 1
    for i, puzzle in enumerate(links):
        iframe = iframes.nth(i)
        iframe.scroll_into_view_if_needed()
        frame = iframe.element_handle().content_frame()
        plays.PLAYS[puzzle](frame)
        print(f"  {puzzle}: {plays.fitted(iframe, frame)} px at {round(iframe.evaluate('f => f.getBoundingClientRect().width'))} px")


def snippets(reader, site: str, route: str) -> dict[str, str]:
    """The two snippets of the app's "Copy embed code", as a blogger copies them."""
    reader.goto(f"{site}#{route}")
    puzzle = route.split("/")[0]
    reader.locator(f"#{puzzle}").get_by_role("button", name="Copy embed code").click()
    return {name: reader.get_by_label(name).input_value() for name in ("Iframe embed", "Custom element")}


def test_an_administrators_custom_html_snippets_play_and_the_iframe_takes_its_puzzles_height(wp, wordloom, reader):
    site = wordloom[0]
    code = snippets(reader, site, "bee/play/aeginrt/r")
    post = wp.admin.publish("Snippets", paragraph("The iframe:") + custom_html(code["Iframe embed"])
                            + paragraph("The element:") + custom_html(code["Custom element"]))
    reader.goto(post["link"])
    iframe = reader.locator(f'iframe[src^="{site}embed/frame.html"]')
    print("\nan Administrator's iframe snippet, as WordPress rendered it:", plays.attributes(reader, f'iframe[src^="{site}embed/frame.html"]'))
    expect(iframe).to_have_css("display", "block")
    frame = iframe.element_handle().content_frame()
    plays.play_bee(frame)
    played = plays.fitted(iframe, frame)
    frame.locator(".bee-play summary", has_text="Hints").click()
    hints = plays.fitted(iframe, frame)
    frame.locator(".bee-play summary", has_text="Hints").click()
    assert hints > played + 200 and plays.fitted(iframe, frame) == played  # grows, and shrinks back
    print(f"  its height: {played} px, Hints open {hints} px, closed {played} px")
    element = reader.locator("wordloom-puzzle")
    element.scroll_into_view_if_needed()
    expect(element.locator(".bee-rank-name")).to_have_text("Beginner")
    plays.type_word(element.get_by_label("Your word"), "granite")
    expect(element.locator(".bee-message")).to_have_text("Pangram! +14")


def test_an_author_pastes_links_and_shortcodes_but_not_custom_html(wp, wordloom, plugin, reader):
    """Authors lack `unfiltered_html`: WordPress strips the snippets' iframe and script when it saves
    their post; a link alone on its line and the [wordloom] shortcode still show their puzzles."""
    site = wordloom[0]
    user = wp.admin.rest("/wp/v2/users", {"username": "ann", "email": "ann@example.com", "password": "wordloom-Ann-7!", "roles": ["author"]})
    assert user["roles"] == ["author"]
    author = wp.session("ann", "wordloom-Ann-7!")
    code = snippets(reader, site, "bee/play/eainrst/e")
    post = author.publish("Ann's puzzles", paragraph(f"{site}#{plays.PLAY_ROUTES['letterboxed']}")
                          + paragraph('[wordloom puzzle="boggle" board="perslatgsineters" mode="play"]')
                          + custom_html(code["Iframe embed"]) + custom_html(code["Custom element"]))
    saved = author.rest(f"/wp/v2/posts/{post['id']}", query={"context": "edit"})["content"]["raw"]
    assert "<iframe" not in saved and "<script" not in saved and "<wordloom-puzzle" not in saved
    html = urllib.request.urlopen(post["link"]).read().decode()
    frames = re.findall(r'<iframe class="wordloom-embed" src="([^"]+)"', html)
    assert frames == [f"{site}embed/frame.html?route={quote(plays.PLAY_ROUTES['letterboxed'], safe='')}",
                      f"{site}embed/frame.html?puzzle=boggle&#038;board=perslatgsineters&#038;mode=play"]
    assert "eainrst" not in html  # the snippets' puzzle is gone
    print("\nan Author's post: the link and the shortcode rendered", frames, "; the Custom HTML snippets were stripped on save")


def test_with_the_plugin_a_shortcode_s_lang_and_a_link_s_lang_are_their_frames_language(wp, wordloom, plugin, reader):
    """lang="fr" in the shortcode, ?lang=de in a pasted link: each frame's page speaks that language
    (<html lang>, its words) and its Bee is played there to a scored pangram, said in that language."""
    site = wordloom[0]
    post = wp.admin.publish("Puzzles in French and German",
                            paragraph('[wordloom puzzle="bee" letters="aeginrt" center="r" mode="play" lang="fr"]')
                            + paragraph(f"{site}?lang=de#{plays.PLAY_ROUTES['bee']}"))
    reader.goto(post["link"])
    iframes = reader.locator("iframe.wordloom-embed")
    expect(iframes).to_have_count(2)
    # Both frames play one game (the same board on one site): each plays a pangram of its own, since
    # the first one's word may already show in the second as found.
    for i, (code, label, pangram, said) in enumerate((("fr", "Votre mot", "granite", "Pangramme ! +14"),
                                                      ("de", "Dein Wort", "tearing", "Pangramm! +14"))):
        iframe = iframes.nth(i)
        assert f"lang={code}" in iframe.get_attribute("src"), iframe.get_attribute("src")
        iframe.scroll_into_view_if_needed()
        frame = iframe.element_handle().content_frame()
        expect(frame.locator("html")).to_have_attribute("lang", code)
        plays.type_word(frame.get_by_label(label), pangram)
        expect(frame.locator(".bee-message")).to_have_text(said)
