"""Hugo (Debian's hugo 0.111.3) as a blogger uses it with wordloom: the shortcode the build writes
(dist/integrations/hugo/layouts/shortcodes/wordloom.html) copied into a small site's layouts/, a post
with the shortcode given the puzzle's fields and one given a share link; the site built by hugo and
read in Chromium, where each puzzle plays by keyboard and by click in a frame as tall as it is. A
shortcode given something else stops the build with a message that says what to give."""
import pytest
from playwright.sync_api import expect

from buildsys import integrations
from tests.blogs import services
from tests.harness import plays

POST = """Seven letters, R in the middle. How many can you find?

{{{{< wordloom puzzle="bee" letters="aeginrt" center="r" mode="play" >}}}}

And a box to close:

{{{{< wordloom "{site}#{route}" >}}}}
"""


@pytest.fixture
def shortcodes(wordloom):
    return wordloom[1] / integrations.HUGO_SHORTCODE.rsplit("/", 1)[0]


def test_a_hugo_post_with_the_shortcode_shows_each_puzzle_and_it_plays(wordloom, shortcodes, reader, tmp_path):
    site = wordloom[0]
    built = services.hugo_site(tmp_path / "blog", shortcodes,
                               {"sunday": POST.format(site=site, route=plays.PLAY_ROUTES["letterboxed"])})
    assert built.returncode == 0, built.stderr
    server = services.StaticServer(tmp_path / "blog" / "public")
    try:
        reader.goto(server.url + "posts/sunday/")
        iframes = reader.locator("iframe.wordloom-embed")
        expect(iframes).to_have_count(2)
        print("\nHugo rendered:", plays.attributes(reader, "iframe.wordloom-embed"))
        assert reader.locator(f'script[src="{site}embed/host.js"]').count() == 1  # once a page
        for i, puzzle in enumerate(("bee", "letterboxed")):
            iframe = iframes.nth(i)
            iframe.scroll_into_view_if_needed()
            frame = iframe.element_handle().content_frame()
            plays.PLAYS[puzzle](frame)
            print(f"  {puzzle}: {plays.fitted(iframe, frame)} px at {round(iframe.evaluate('f => f.getBoundingClientRect().width'))} px")
    finally:
        server.close()


def test_a_shortcode_given_no_share_link_stops_the_build_and_says_what_to_give(shortcodes, tmp_path):
    built = services.hugo_site(tmp_path / "blog", shortcodes, {"wrong": '{{< wordloom "https://example.org/puzzle" >}}'})
    said = built.stdout + built.stderr  # hugo logs its ERROR lines on stdout
    assert built.returncode != 0
    assert '"https://example.org/puzzle" is not a share link' in said
    assert "give the puzzle's fields instead" in said and "wrong.md:4" in said


def test_the_shortcode_passes_a_language_to_its_puzzle(wordloom, shortcodes, reader, tmp_path):
    """lang="fr" among the fields, ?lang=de in a share link, or a share link then "es": each frame
    speaks that language (its ?lang=); a share link with none, the reader's."""
    site = wordloom[0]
    post = ('{{< wordloom puzzle="bee" letters="aeginrt" center="r" mode="solve" lang="fr" >}}\n\n'
            f'{{{{< wordloom "{site}?lang=de#bee/aeginrt/r" >}}}}\n\n'
            f'{{{{< wordloom "{site}#bee/aeginrt/r" "es" >}}}}\n\n'
            f'{{{{< wordloom "{site}#bee/aeginrt/r" >}}}}\n')
    built = services.hugo_site(tmp_path / "blog", shortcodes, {"langues": post})
    assert built.returncode == 0, built.stderr
    server = services.StaticServer(tmp_path / "blog" / "public")
    try:
        reader.goto(server.url + "posts/langues/")
        iframes = reader.locator("iframe.wordloom-embed")
        expect(iframes).to_have_count(4)
        for i, (code, mode) in enumerate((("fr", "Mode"), ("de", "Modus"), ("es", "Modo"), ("en", "Mode"))):
            iframe = iframes.nth(i)
            assert (f"lang={code}" in iframe.get_attribute("src")) == (code != "en"), iframe.get_attribute("src")
            iframe.scroll_into_view_if_needed()
            frame = iframe.element_handle().content_frame()
            expect(frame.locator("html")).to_have_attribute("lang", code)
            expect(frame.get_by_role("tablist")).to_have_attribute("aria-label", mode)
    finally:
        server.close()
