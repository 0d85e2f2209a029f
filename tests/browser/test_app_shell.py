"""The app shell in Chromium: one routing path, a puzzle mounted once, the address bar written only by
the puzzle on screen, and nothing left behind when a puzzle closes."""
import re

from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from tests.harness.browser import settle

PUZZLES = ["bee", "letterboxed", "boggle", "anigrams", "tiles"]

# Counts what is alive outside the page's elements: listeners on window, document and other
# non-element targets (the solver client), and intervals and timeouts not yet cleared or run.
LEAK_PROBE = """(() => {
  const live = new Map();                      // target kind -> Set of "type|fn-id|capture"
  const ids = new WeakMap(); let next = 0;
  const id = (fn) => { if (!ids.has(fn)) ids.set(fn, ++next); return ids.get(fn); };
  const kind = (t) => t === window ? "window" : t === document ? "document" : t instanceof Node ? null : "other";
  const key = (type, fn, opts) => `${type}|${id(fn)}|${!!(typeof opts === "boolean" ? opts : opts && opts.capture)}`;
  const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    const k = kind(this);
    if (k && fn) { if (!live.has(this)) live.set(this, new Set()); live.get(this).add(key(type, fn, opts)); }
    return add.call(this, type, fn, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    if (live.has(this) && fn) live.get(this).delete(key(type, fn, opts));
    return remove.call(this, type, fn, opts);
  };
  const intervals = new Set(), timeouts = new Set();
  const si = setInterval, ci = clearInterval, st = setTimeout, ct = clearTimeout;
  window.setInterval = (...a) => { const h = si(...a); intervals.add(h); return h; };
  window.clearInterval = (h) => { intervals.delete(h); return ci(h); };
  window.setTimeout = (fn, ...a) => { let h; h = st((...b) => { timeouts.delete(h); return typeof fn === "function" ? fn(...b) : undefined; }, ...a); timeouts.add(h); return h; };
  window.clearTimeout = (h) => { timeouts.delete(h); return ct(h); };
  window.__alive = () => ({
    listeners: [...live.values()].reduce((n, s) => n + s.size, 0),
    types: [...live.values()].flatMap((s) => [...s].map((k) => k.split("|")[0])).sort().join(" "),
    intervals: intervals.size,
    timeouts: timeouts.size,
  });
})();"""


def distinct_ids(page):
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map((e) => e.id)")
    return len(ids) == len(set(ids))


def wait_shown(page, puzzle):
    expect(page.locator(f"#{puzzle}")).to_be_visible()
    expect(page.locator(f"#{puzzle} .section-body > *")).to_have_count(1)


def test_each_puzzle_is_mounted_once_by_link_nav_and_back_forward(page, site):
    page.goto(site)
    wait_shown(page, "bee")
    for p in PUZZLES[1:]:  # the nav buttons
        page.locator("#nav").get_by_role("link", name=page.locator(f"#nav a[href='#{p}']").inner_text()).click()
        wait_shown(page, p)
    for p in reversed(PUZZLES[:-1]):  # Back …
        page.go_back()
        wait_shown(page, p)
    for p in PUZZLES[1:]:  # … and Forward
        page.go_forward()
        wait_shown(page, p)
    page.goto(site + "#anigrams/deir")  # a link typed or followed
    wait_shown(page, "anigrams")
    page.evaluate("location.hash = '#boggle'")
    wait_shown(page, "boggle")
    for p in PUZZLES:  # one copy of each puzzle, no id twice on the page
        expect(page.locator(f"#{p} .section-body > *")).to_have_count(1)
        expect(page.locator(f"#{p} [role=tablist]")).to_have_count(1)
    assert distinct_ids(page)
    # a first mount by Back and by Forward: after a reload only the puzzle on screen is mounted
    page.goto(site + "#tiles")
    page.evaluate("location.hash = '#letterboxed'")
    wait_shown(page, "letterboxed")
    page.evaluate("location.hash = '#anigrams'")
    wait_shown(page, "anigrams")
    page.reload()
    wait_shown(page, "anigrams")
    expect(page.locator("#letterboxed .section-body > *")).to_have_count(0)
    page.go_back()                      # Letter Boxed, mounted for the first time by Back
    wait_shown(page, "letterboxed")
    page.go_back()                      # Tiles, the same
    wait_shown(page, "tiles")
    page.go_forward()
    wait_shown(page, "letterboxed")
    for p in ("tiles", "letterboxed", "anigrams"):
        expect(page.locator(f"#{p} [role=tablist]")).to_have_count(1)
    assert distinct_ids(page)


def test_a_hidden_puzzle_never_changes_the_address_bar(page, site):
    page.goto(site + "#bee")
    page.get_by_label("Word list").select_option("words-alpha")  # a cold list: the answer takes a while
    page.get_by_label("Letters", exact=True).fill("AEGINRT")
    page.get_by_label("Center", exact=True).fill("R")
    page.get_by_label("Center", exact=True).press("Enter")
    page.locator("#nav a[href='#tiles']").click()
    expect(page.locator("#tiles")).to_be_visible()
    summary = page.locator("#bee .bee-solve .summary")
    expect(summary).to_contain_text("points", timeout=120_000)  # Bee answered while hidden …
    assert page.evaluate("location.hash") == "#tiles"           # … and left the address bar alone
    page.go_back()
    expect(page.locator("#bee")).to_be_visible()


PUSHES = """window.__pushed = [];
const push = history.pushState.bind(history);
history.pushState = (state, title, url) => { window.__pushed.push(String(url)); return push(state, title, url); };"""


def test_a_hidden_tab_never_changes_the_address_bar(page, site):
    page.add_init_script(PUSHES)
    page.goto(site + "#bee")
    page.get_by_label("Word list").select_option("words-alpha")  # a cold list: the answer takes a while
    page.get_by_label("Letters", exact=True).fill("EAINRST")
    page.get_by_label("Center", exact=True).fill("E")
    page.get_by_label("Center", exact=True).press("Enter")
    page.locator("#bee").get_by_role("tab", name="Play").click()  # Play on screen, Solve still working
    summary = page.locator("#bee .bee-solve .summary")
    expect(summary).to_contain_text("points", timeout=120_000)   # Solve answered behind its tab …
    expect(page.locator("#bee .bee-rank-name")).not_to_be_empty()
    pushed = page.evaluate("window.__pushed")
    assert not [u for u in pushed if u.startswith("#bee/aeinrst")], pushed  # … and never wrote the address bar
    assert page.evaluate("location.hash").startswith("#bee/play"), pushed
    page.locator("#bee").get_by_role("tab", name="Solve").click()  # its tab again: now it is shared
    expect(page).to_have_url(re.compile(r"#bee/aeinrst/e/words-alpha$"))


NO_MORE_ALIVE = """(before) => { const a = window.__alive();
    return a.listeners <= before.listeners && a.intervals <= before.intervals && a.timeouts <= before.timeouts + 2; }"""


def test_opening_and_closing_every_puzzle_50_times_leaves_nothing_behind(page, site):
    page.add_init_script(LEAK_PROBE)
    page.goto(site + "#bee")
    wait_shown(page, "bee")

    stops = ["bee/play", "letterboxed/play", "boggle/play", "anigrams/play", "tiles", "bee"]  # games and their clocks too

    def tour():
        for hash in stops:
            page.evaluate(f"location.hash = '#{hash}'")
            wait_shown(page, hash.split("/")[0])

    tour()  # every puzzle mounted once
    settle(page)  # what the views asked is answered: their requests' timers are done
    # the offline copy registers once the page is idle (its few listeners live as long as the page):
    # on a busy machine that can come after the first tour
    expect(page.locator("#offline-status")).to_have_attribute("data-ready", "true", timeout=120_000)
    before = page.evaluate("window.__alive()")
    for _ in range(50):
        tour()
    settle(page)
    # a timeout still pending (a view's last moment) ends by itself; what is left behind never does
    try:
        page.wait_for_function(NO_MORE_ALIVE, arg=before, timeout=10_000)
    except PlaywrightTimeout:
        pass  # the assertions below say what stayed
    after = page.evaluate("window.__alive()")
    assert after["listeners"] <= before["listeners"], (before, after)
    assert after["intervals"] <= before["intervals"], (before, after)
    assert after["timeouts"] <= before["timeouts"] + 2, (before, after)


def test_the_messages_for_bad_input_are_the_solvers_own_in_the_forms_words(page, site):
    """One bad value in each puzzle's form: the message shown is the template of the solver's field
    catalog (api.describe()) filled with the form's label, or, where the solver words it for the
    puzzle (a Letter Boxed side), the solver's own sentence: never one written in JavaScript."""
    from pysolvers import api
    t = api.describe()["templates"]
    lb = api.call("letterboxed.solve", {"sides": "vyq fig ote xl"})["error"]["template"]
    cases = [
        ("#bee", "Letters", "AEGINR", "#bee-error", t["exact_letters"].format(label="Letters", n=7, found=6)),
        ("#letterboxed", "Side 4 (left)", "XL", "#lb-error", lb),
        ("#boggle", "Min letters", "2.5", "#boggle-solve-error", t["not_whole"].format(label="Min letters", found=2.5)),
        ("#anigrams", "Start letters", "de1r", "#anigrams-start-error", t["not_letters"].format(label="Start letters", found="'1'")),
        ("#tiles", "N", "2.5", "#tiles-run-error", t["not_whole"].format(label="N", found=2.5)),
    ]
    for hash_, label, value, error, message in cases:
        page.goto(site + hash_)
        if hash_ == "#letterboxed":
            page.get_by_label("Side 1 (top)").fill("vyq-fig-ote-xlu")
            # the line spreads over the four sides once the solver has read it: then one is spoilt
            expect(page.get_by_label("Side 4 (left)")).to_have_value("XLU")
        if hash_ == "#boggle":
            page.locator("#boggle").get_by_label("Letters", exact=True).fill("perslatgsineters")
        field = page.locator(hash_).get_by_label(label, exact=True)
        field.fill(value)
        if hash_ == "#boggle":  # Min letters sits beside the form: its Solve button sends it
            page.locator("#boggle-solve").get_by_role("button", name="Solve").click()
        else:
            field.press("Enter")
        expect(page.locator(error)).to_have_text(message)
        expect(field).to_have_attribute("aria-invalid", "true")


def test_a_bad_value_in_a_link_is_named_as_the_link_says_it_not_by_the_api_field(page, site):
    """A board, a day or a seed that came in a link has no field on the page: its message names it as
    the person sees it ("The date in the link …"), never by the API's name ("\"date\" must be …")."""
    from pysolvers import api

    def said(action, params, label, then=""):
        template = api.call(action, params)["error"]["template"]
        text = template.replace("{label}", label) + then
        return text[0].upper() + text[1:]

    cases = [
        ("#bee/play/abcdef/a", "#bee-play-error",
         said("bee.hints", {"letters": "abcdef", "center": "a", "found": []}, "the letters in the link",
              " Choose another board: a new puzzle below, or type one in Solve.")),
        ("#letterboxed/play/2024-02-30", "#lb-game-error", said("letterboxed.generate", {"date": "2024-02-30"}, "the date in the link")),
        ("#letterboxed/play/seed/abc", "#lb-game-error", said("letterboxed.generate", {"seed": "abc"}, "the seed in the link")),
        ("#anigrams/play/2024-02-30", "#anigrams-game-error", said("anigrams.game", {"date": "2024-02-30"}, "the date in the link")),
        ("#anigrams/play/seed/abc", "#anigrams-game-error", said("anigrams.game", {"seed": "abc"}, "the seed in the link")),
    ]
    for hash_, error, message in cases:
        page.goto(site + hash_)
        expect(page.locator(error)).to_have_text(message)


def test_a_puzzle_that_fails_to_load_says_so_with_retry_and_the_app_routes_on(page, site, page_errors):
    """A failed first load of what a puzzle needs beside its code (the site's data, PROVENANCE.json:
    the code itself is in the app's one script) is not kept: the section says it with a Retry, other
    puzzles open once it loads, and coming back (or Retry) loads the one that failed."""
    page_errors.allow(r"ERR_INTERNET_DISCONNECTED .*/data/PROVENANCE\.json", "the test fails these loads on purpose")
    failing = {"on": True, "failed": 0}

    def fail_while_on(route):
        if failing["on"]:
            failing["failed"] += 1
            route.abort("internetdisconnected")
        else:
            route.continue_()

    page.route(re.compile(r"/data/PROVENANCE\.json$"), fail_while_on)
    page.goto(site + "#anigrams")
    error = page.locator("#anigrams .load-error")
    expect(error).to_contain_text("Anigrams could not be loaded")
    expect(error.get_by_role("button", name="Retry")).to_be_visible()
    page.locator("#nav a[href='#tiles']").click()      # another puzzle says the same while it fails
    expect(page.locator("#tiles .load-error")).to_contain_text("Letter-pair tiles could not be loaded")
    failing["on"] = False                              # the connection is back: Retry loads it
    page.locator("#tiles").get_by_role("button", name="Retry").click()
    expect(page.locator("#tiles [role=tablist]")).to_have_count(1)
    expect(page.locator("#tiles .load-error")).to_have_count(0)
    page.locator("#nav a[href='#bee']").click()        # another puzzle opens …
    wait_shown(page, "bee")
    expect(page.locator("#bee [role=tablist]")).to_have_count(1)
    page.go_back()
    page.go_back()                                     # … and going back loads the one that failed first
    wait_shown(page, "anigrams")
    expect(page.locator("#anigrams [role=tablist]")).to_have_count(1)
    expect(page.locator("#anigrams .load-error")).to_have_count(0)
    assert failing["failed"] >= 2
