"""Driving the pages in Chromium: how it is started (the tests' fixtures in tests/browser/conftest.py
and the page benchmarks use the same), and steps several page tests take."""
from __future__ import annotations

import os
import re
from pathlib import Path

from buildsys.needs import HEADLESS_SHELL

# The Chromium the page tests drive: Debian's headless shell (buildsys/needs.py installs it); the
# variable WORDLOOM_CHROMIUM names another build to drive instead (/usr/bin/chromium, the full browser).
CHROMIUM = Path(os.environ.get("WORDLOOM_CHROMIUM") or HEADLESS_SHELL)

# Without the background-networking flags Chromium floods a closed network with refused connections.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def blog_requests_ok(page, site, blog_url):
    """Every request of the page went to the site or to the blog at `blog_url` (then forgotten, so
    that the `page` fixture's own check, which knows only the site, passes)."""
    blog_origin = blog_url.rsplit("/", 1)[0] + "/"
    foreign = [u for u in page.requests if not u.startswith((site, blog_origin, "blob:", "data:"))]
    assert not foreign, foreign[:5]
    page.requests.clear()


# True once the page's solver client has had no request pending for 10 animation frames in a row
# (a view asks when it opens, and shows the answer as it comes).
SETTLED = """() => {
  const client = window.__wordloomClient;
  window.__wordloomCalm = client && client.jobs.size === 0 ? (window.__wordloomCalm ?? 0) + 1 : 0;
  return window.__wordloomCalm >= 10;
}"""


def settle(page) -> None:
    """Wait until the page's solver client has answered everything asked of it."""
    page.evaluate("""async () => {
      window.__wordloomClient ??= (await import(new URL('solver-client.js', document.baseURI).href)).getClient();
      window.__wordloomCalm = 0;
    }""")
    page.wait_for_function(SETTLED, polling="raf")


def each_tab(page, puzzle: str):
    """Open each tab of a puzzle in turn (waiting for its view to settle: its answer, or a game's
    board) and yield it."""
    from playwright.sync_api import expect
    tabs = page.locator(f"#{puzzle} [role=tab]")
    expect(tabs.first).to_be_visible()
    for i in range(tabs.count()):
        tab = tabs.nth(i)
        tab.click()
        expect(tab).to_have_attribute("aria-selected", "true")
        settle(page)
        yield tab


def type_anywhere(page, text: str) -> None:
    """Type a word and Enter with the focus wherever it is (no click into the word field). `page`
    is whatever holds the keyboard: a frame's words are typed on its page's."""
    page.keyboard.type(text)
    page.keyboard.press("Enter")


# True once the elements a selector names have kept the same boxes for 5 animation frames in a row,
# with the page's fonts loaded (a late font or a clock's first reading moves them).
STEADY = """(selectors) => {
  const boxes = JSON.stringify(selectors.map((s) => { const r = document.querySelector(s)?.getBoundingClientRect();
                                                       return r && [r.top, r.left, r.width, r.height]; }));
  const same = document.fonts.status === "loaded" && boxes === window.__wordloomBoxes;
  window.__wordloomBoxes = boxes;
  window.__wordloomSteady = same ? (window.__wordloomSteady ?? 0) + 1 : 0;
  return window.__wordloomSteady >= 5;
}"""


def steady(page, *selectors: str) -> None:
    """Wait until the layout of the elements `selectors` name has settled (fonts loaded, their boxes
    still for 5 frames)."""
    page.evaluate("() => { window.__wordloomSteady = 0; window.__wordloomBoxes = undefined; }")
    page.wait_for_function(STEADY, arg=list(selectors), polling="raf")


def reload_into_the_new_version(page, version: str) -> None:
    """The page offers a new build (its service worker installed, the #update banner shown): press
    its Reload and wait for the new page under the new build's service worker (its cache `version`
    made, offline use ready). The old page may still say "Ready for offline use" and already see the
    new cache, which the new worker fills before the page offers it: so the step waits for the new
    page's load, and checks a mark the old page carried is gone. (Not `wait_for_function` across the
    reload: Playwright evaluates its predicate string, which the site's CSP refuses in a new page.)"""
    from playwright.sync_api import expect
    banner = page.locator("#update")
    expect(banner).to_contain_text("A new version of wordloom is available")
    page.evaluate("window.beforeTheReload = true")
    with page.expect_event("load"):  # the page reloads itself when the new service worker takes over
        banner.get_by_role("button", name="Reload").click()
    assert page.evaluate("window.beforeTheReload") is None
    page.wait_for_function(f"caches.keys().then((k) => k.includes('wordloom-{version}'))")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
    expect(banner).to_be_hidden()


def seconds_on(timer) -> int:
    """A game clock's reading ("m:ss") in seconds."""
    minutes, secs = timer.inner_text().split(":")
    return int(minutes) * 60 + int(secs)


def clock_while_away(page, section: str, timer, away_ms: int = 5000) -> int:
    """Seconds a game clock counted while another section (Bee) was on screen for `away_ms` of the
    page's time (Playwright's clock, installed and held: `hold_time`): leave by a new hash, let the
    time run, come back with the browser's Back."""
    from playwright.sync_api import expect
    before = seconds_on(timer)
    page.evaluate("location.hash = '#bee'")
    expect(page.locator(f"#{section}")).to_be_hidden()
    page.clock.run_for(away_ms)
    page.evaluate("history.back()")
    expect(page.locator(f"#{section}")).to_be_visible()
    return abs(seconds_on(timer) - before)


# A phone: 390×844 CSS pixels, touch, a mobile viewport.
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def hold_time(page):
    """Stop the page's time where it is (Playwright's clock, installed before the page was opened):
    from here a game clock moves only by `page.clock.run_for(ms)`, through reloads too."""
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)  # a moment ahead: pausing never goes back


def local_today(page) -> str:
    """The page's own date, YYYY-MM-DD (the day a day's puzzle is chosen by)."""
    return page.evaluate("(() => { const d = new Date(); return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0')"
                         " + '-' + String(d.getDate()).padStart(2, '0'); })()")


def challenge_link(page, section: str, name: str) -> str:
    """At a game's end: give a name, press Challenge a friend, and return the link it makes."""
    from playwright.sync_api import expect
    end = page.locator(f"#{section} .challenge-end")
    end.get_by_label("Your name").fill(name)
    end.get_by_role("button", name="Challenge a friend").click()
    link = end.get_by_label("Challenge link")
    expect(link).to_have_value(re.compile(rf"#{section}/(2/)?play/.+/challenge/[A-Za-z0-9_-]+$"))
    return link.input_value()


def expect_comparison(page, section: str, *, mine, theirs, my_score: str, their_score: str, name: str):
    """The friend's side by side: both scores, the challenger's name, the words each found."""
    from playwright.sync_api import expect
    box = page.locator(f"#{section} .challenge-compare")
    expect(box.locator(".challenge-you .challenge-score")).to_have_text(my_score)
    expect(box.locator(".challenge-them .challenge-score")).to_have_text(their_score)
    expect(box.locator(".challenge-them h4")).to_have_text(name)
    for cls, words in (("only-you", set(mine) - set(theirs)), ("both", set(mine) & set(theirs)),
                       ("only-them", set(theirs) - set(mine))):
        expect(box.locator(f".challenge-{cls} li")).to_have_text(sorted(words))
