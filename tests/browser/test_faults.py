"""Faults a real visitor meets, in Chromium: storage blocked or full, saved games replaced by garbage,
the network cut in the middle of a new version's install, hostile or huge word lists.

Each test breaks one thing the way a browser or a person would, then checks that every puzzle still
plays, that the page says what it can't do, and that no error escapes.
"""
import functools
import http.server
import re
import shutil
import threading

from playwright.sync_api import expect

from buildsys import DIST
from buildsys.serve import Handler
from pysolvers import api
from tests.harness.browser import reload_into_the_new_version

DAY = "2026-11-21"


@functools.cache
def anigrams_word() -> str:
    """The first word of the Anigrams game of DAY, from CPython (the same API the page asks)."""
    return api.call("anigrams.game", {"date": DAY, "offensive": "hide"})["steps"][0]["words"][0]


def play_bee(page):
    page.goto(page.site + "#bee/play/dilmnox/x")
    guess = page.locator("#bee").get_by_label("Your word")
    guess.fill("minx")
    guess.press("Enter")
    rank = api.call("bee.rank", {"letters": "dilmnox", "center": "x", "found": ["minx"], "dictionary": "nyt", "offensive": "hide"})
    expect(page.locator("#bee .bee-message")).to_have_text(f"Good! +1 · New rank: {rank['name']}")  # Play's default list: nyt


def play_letterboxed(page):
    page.goto(page.site + "#letterboxed/play/vyq-fig-ote-xlu")
    word = page.locator("#letterboxed").get_by_role("textbox", name="Your word", exact=True)
    expect(word).to_be_enabled()
    word.press_sequentially("fox")
    word.press("Enter")
    expect(page.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_text(["FOX"])


def play_boggle(page):
    page.goto(page.site + "#boggle/play/perslatgsineters")
    guess = page.locator("#boggle").get_by_label("Your word")
    guess.fill("plaster")
    guess.press("Enter")
    expect(page.locator(".boggle-score")).to_have_text("5 points · 1 word")


def play_anigrams(page):
    page.goto(page.site + f"#anigrams/play/{DAY}")
    word = anigrams_word()
    guess = page.locator("#anigrams").get_by_label("Your word")
    guess.fill(word)
    guess.press("Enter")
    expect(page.locator(".anig-status")).to_contain_text(f"{word.upper()} is right")


def play_tiles(page):
    page.goto(page.site + "#tiles/2/play/set/ed-pi-ti")
    guess = page.locator("#tiles").get_by_label("Your word")
    guess.fill("pitied")
    guess.press("Enter")
    expect(page.locator(".tiles-counter")).to_have_text("1 / 7 found")


PLAYS = (play_bee, play_letterboxed, play_boggle, play_anigrams, play_tiles)


def play_every_puzzle(page, site):
    """Start a game in each of the five puzzles and enter a right word."""
    page.site = site
    for play in PLAYS:
        play(page)


# --- storage blocked or full ----------------------------------------------------------------------

# What a cross-site iframe with third-party storage blocked sees: reading `localStorage` throws.
BLOCK_STORAGE = """
Object.defineProperty(window, "localStorage", { configurable: true,
  get() { throw new DOMException("Access is denied for this document.", "SecurityError"); } });
"""

# Fill this origin's localStorage to its quota, as another app on the same origin might have.
FILL_STORAGE = """() => {
  let size = 1 << 20, i = 0;
  while (size >= 1) {
    try { localStorage.setItem(`filler-${i++}`, "x".repeat(size)); } catch { size = Math.floor(size / 2); }
  }
  return i;
}"""

NOT_KEPT = "This browser keeps no data for this site: games in progress are not kept after you leave."


def test_storage_blocked_every_puzzle_plays_and_the_page_says_nothing_is_kept(page, context, site):
    context.add_init_script(BLOCK_STORAGE)
    page.goto(site)
    assert page.evaluate("(() => { try { localStorage; return false; } catch { return true; } })()")
    expect(page.locator("#storage-status")).to_have_text(NOT_KEPT)
    expect(page.locator("#storage-status")).to_be_visible()
    play_every_puzzle(page, site)
    page.reload()  # nothing was kept: the Bee's game starts over
    page.goto(site + "#bee/play/dilmnox/x")
    expect(page.locator("#bee .bee-found li")).to_have_count(0)


def test_storage_blocked_in_embeds_on_another_origin(page, context, site, embeds):
    context.add_init_script(BLOCK_STORAGE)  # every frame: the blog, its iframe, the element
    frame, el = embeds("blocked.html", "puzzle=bee&letters=dilmnox&center=x&mode=play",
                       'puzzle="bee" letters="aeginrt" center="r" mode="play"')
    for root in (frame, el):
        expect(root.locator(".storage-note")).to_have_text(NOT_KEPT)
    frame.get_by_label("Your word").fill("minx")
    frame.get_by_label("Your word").press("Enter")
    rank = api.call("bee.rank", {"letters": "dilmnox", "center": "x", "found": ["minx"], "dictionary": "nyt", "offensive": "hide"})
    expect(frame.locator(".bee-message")).to_have_text(f"Good! +1 · New rank: {rank['name']}")  # Play's default list: nyt
    el.get_by_label("Your word").fill("granite")
    el.get_by_label("Your word").press("Enter")
    expect(el.locator(".bee-message")).to_have_text("Pangram! +14")


def test_storage_full_at_load_or_later_every_puzzle_plays_and_the_page_says_so(page, site):
    page.goto(site + "#bee")
    expect(page.locator("#storage-status")).to_be_hidden()  # storage works: nothing to say
    assert page.evaluate(FILL_STORAGE) > 1  # now full, mid-visit
    play_every_puzzle(page, site)
    expect(page.locator("#storage-status")).to_have_text(NOT_KEPT)  # the first save that failed told
    expect(page.locator("#storage-status")).to_be_visible()
    page.reload()  # full from the start: said at once, and every puzzle still plays
    expect(page.locator("#storage-status")).to_be_visible()
    play_every_puzzle(page, site)
    page.evaluate("localStorage.clear()")


# --- saved games and settings replaced by garbage --------------------------------------------------------------

# Garbage for each kept key, by round: every key the five puzzles wrote gets one kind of junk per round.
GARBAGE = """([keys, round]) => {
  const huge = "q".repeat(300_000);
  const shapes = [[1, 2, 3], 42, "text", { x: 1 }, null, true, [{ word: 5 }], { found: "abc", words: 7 }];
  const wrongType = [7, "x", { length: 1e9 }, null, [null], -1, NaN, "9".repeat(1000)];
  keys.forEach((key, i) => {
    const original = JSON.parse(localStorage.getItem(key));
    let junk;
    if (round === 0) junk = i % 2 ? '{"found": [' : "\\u0000\\uffff not json";                  // invalid JSON
    else if (round === 1) junk = i % 3 ? JSON.stringify(shapes[i % shapes.length]) : JSON.stringify(huge);  // wrong shape, huge
    else junk = JSON.stringify(Array.isArray(original) ? original.map((_, j) => wrongType[(i + j) % 8])  // wrong types:
      : Object.fromEntries(Object.entries(original).map(([k, v], j) => [k, j ? 7 : v])));  // the first field kept,
                                                                      // so that the others are read too
    localStorage.setItem(key, junk);
  });
}"""


# The settings kept beside the games: the Bee's prefix sign switch (bee/hints.js), the name a challenge
# link carries (components/challenge.js) and the corrections to the nyt list (components/nyt.js), as
# a visit leaves them: key → value. Each round below replaces them with its own garbage.
SETTINGS = {"wordloom:bee-settings:prefix": {"on": True}, "wordloom:bee-settings#index": ["prefix"],
            "wordloom:challenge:name": {"name": "Ann"}, "wordloom:challenge#index": ["name"],
            "wordloom:nyt:corrections": ["+naan", "-titi"], "wordloom:nyt#index": ["corrections"]}
SETTINGS_GARBAGE = """(round) => {
  const set = (key, value) => localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
  const prefix = ['{"on": tru', { on: "yes" }, [true]][round];
  const name = ["\\u0000 not json", { name: 42 }, { name: "q".repeat(300_000) }][round];
  const corrections = ['["+naan", ', ["+naan", "+" + "q".repeat(5000)], Array.from({ length: 25_000 }, () => "+naan")][round];
  set("wordloom:bee-settings:prefix", prefix);
  set("wordloom:challenge:name", name);
  set("wordloom:nyt:corrections", corrections);
  for (const store of ["bee-settings", "challenge", "nyt"]) set(`wordloom:${store}#index`, [7, { x: 1 }, "q".repeat(1000)][round]);
}"""
# What each settings value must be once the page has read it: gone, or sound (and within the limits
# the solver takes, for the corrections it is sent).
SETTINGS_SOUND = """() => {
  const get = (key) => JSON.parse(localStorage.getItem(key));
  const prefix = get("wordloom:bee-settings:prefix"), name = get("wordloom:challenge:name"), nyt = get("wordloom:nyt:corrections");
  return [prefix === null || typeof prefix.on === "boolean",
          name === null || (typeof name.name === "string" && name.name.length <= 40),
          nyt === null || (Array.isArray(nyt) && nyt.length <= 20000 && nyt.every((x) => typeof x === "string" && x.length <= 70))];
}"""


def test_garbage_in_saved_games_and_settings_is_ignored_and_reset(page, site):
    console_errors = []
    page.on("console", lambda m: m.type == "error" and console_errors.append(m.text))
    play_every_puzzle(page, site)
    keys = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('wordloom:')).sort()")
    namespaces = {k.split(":")[1].split("#")[0] for k in keys}
    assert namespaces == {"bee", "letterboxed", "boggle", "anigrams", "tiles"}, keys
    assert sum("#index" in k for k in keys) == 5 and len(keys) == 10, keys  # one game and one index each
    page.evaluate("(s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, JSON.stringify(v)))", SETTINGS)
    page.reload()
    for where in ("#bee/play/dilmnox/x", "#boggle/play/perslatgsineters"):
        page.goto(site + where)
    expect(page.locator("#bee-prefix-toggle")).to_be_checked()  # the settings as kept are read
    expect(page.locator("#boggle-challenge-name")).to_have_value("Ann")
    for round in range(3):
        page.evaluate(GARBAGE, [keys, round])
        page.evaluate(SETTINGS_GARBAGE, round)
        page.reload()
        expect(page.locator("h1")).to_have_text("wordloom")  # never a blank page
        play_every_puzzle(page, site)  # each game starts over from nothing, and plays (the Bee on the nyt list)
        expect(page.locator("#aside-status")).to_contain_text("could not be read")  # said, not silently dropped
        aside = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('wordloom:aside#'))")
        assert aside, round  # set aside, to be carried in a games file (a 300 KB value is said only)
        kept = page.evaluate("(keys) => keys.map((k) => JSON.parse(localStorage.getItem(k)))", keys)
        for key, value in zip(keys, kept):  # the garbage was replaced by the new game (or index)
            assert isinstance(value, list if "#index" in key else dict), (round, key, str(value)[:80])
        assert page.evaluate(SETTINGS_SOUND) == [True, True, True], round  # each setting was reset (or sound)
        expect(page.locator("#bee-prefix-toggle")).not_to_be_checked()
        expect(page.locator("#boggle-challenge-name")).to_have_value("")
        assert not console_errors, (round, console_errors[:3])


# --- the network cut in the middle of a new version's install -------------------------------------

class FlakyNetwork:
    """A copy of dist/ served so that the test can cut the network: `hold(path)` makes the next
    request for `path` wait (the new worker is mid-install) until `cut()`, which drops it and every
    request after it with no answer, as a lost connection does, until `restore()`."""

    def __init__(self, folder):
        self.held, self.release = threading.Event(), threading.Event()
        self.holding, self.down = None, False
        net = self

        class Cuttable(Handler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(folder), **kwargs)

            def do_GET(self):
                if net.holding and self.path.split("?")[0].endswith(net.holding):
                    net.holding = None
                    net.held.set()
                    net.release.wait(60)
                if net.down:
                    self.close_connection = True  # no answer at all: the connection is lost
                    return
                super().do_GET()

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Cuttable)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def hold(self, path):
        self.held.clear()
        self.release.clear()
        self.holding = path

    def cut(self):
        self.down = True
        self.release.set()

    def restore(self):
        self.down = False


def solve_bee_seed(page):
    page.locator("#bee").get_by_label("Letters", exact=True).fill("AEGINRT")
    page.locator("#bee").get_by_label("Center", exact=True).fill("R")
    page.locator("#bee").get_by_label("Center", exact=True).press("Enter")
    shown = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "nyt", "offensive": "hide"})  # Solve's defaults
    expect(page.locator("#bee .summary")).to_contain_text(f"{shown['score']:,} points")


def test_network_lost_during_a_new_versions_install(page, context, tmp_path):
    """The old version keeps working, offline too; when the network returns, the new version
    installs (without a reload) and is offered as usual."""
    copy = tmp_path / "site"
    shutil.copytree(DIST, copy)
    net = FlakyNetwork(copy)
    try:
        page.goto(net.url + "#bee")
        expect(page.locator("#offline-status")).to_have_text("Ready for offline use")
        old = page.evaluate("caches.keys()")
        sw = copy / "sw.js"
        sw.write_text(re.sub(r'const VERSION = "[0-9a-f]+"', 'const VERSION = "0123456789abcdef"', sw.read_text()))
        net.hold("pyodide/pyodide.asm.wasm")  # the biggest file of the new worker's precache
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => { r.update().catch(() => {}); })")
        assert net.held.wait(60), "the new worker never fetched its files"
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.installing?.state)") == "installing"
        context.set_offline(True)
        net.cut()  # mid-install: the wasm download is dropped, and nothing answers any more
        page.wait_for_function("navigator.serviceWorker.getRegistration().then((r) => !r.installing && !r.waiting)")
        expect(page.locator("#update")).to_be_hidden()
        # the old version keeps working, offline, after a reload too
        page.reload()
        expect(page.locator("#runtime-status")).to_have_text("Python ready")
        solve_bee_seed(page)
        assert page.evaluate("caches.keys()") == old
        # the network returns: the new version installs by itself and is offered
        net.restore()
        context.set_offline(False)
        reload_into_the_new_version(page, "0123456789abcdef")
        page.wait_for_function("caches.keys().then((k) => k.length === 1 && k[0] === 'wordloom-0123456789abcdef')")
        solve_bee_seed(page)
        assert all(u.startswith(net.url) for u in page.requests)
        page.requests.clear()  # the fixture checks against the main site's origin, not this copy's
    finally:
        net.server.shutdown()


# --- a custom word list: huge, binary, or hostile ---------------------------------------------------

def heap_mb(cdp) -> float:
    """The page's JS heap in use after a full garbage collection, in MB (Chromium's own metric)."""
    cdp.send("HeapProfiler.collectGarbage")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return metrics["JSHeapUsedSize"] / 1e6


def own_words(page, section="#bee"):
    page.locator(section).get_by_label("Word list").select_option("custom")
    return page.locator(section).get_by_label("Your own words, one per line")


def solve_bee_with(page, text_js: str):
    """Paste a word list made in the page by `text_js` (as a paste would: no copy through the test)."""
    own = own_words(page)
    own.evaluate(f"(t) => {{ t.value = {text_js}; t.dispatchEvent(new Event('input', {{bubbles: true}}));"
                 f" t.dispatchEvent(new Event('change', {{bubbles: true}})); }}")
    page.locator("#bee").get_by_label("Letters", exact=True).fill("AEGINRT")
    page.locator("#bee").get_by_label("Center", exact=True).fill("R")
    page.locator("#bee").get_by_role("button", name="Solve").click()
    return own


def test_a_50_mb_word_list_is_refused_at_once_and_memory_stays_bounded(page, context, site):
    """A 50 MB paste is refused by the text area itself, from the catalog's limit (api.describe():
    8,000,000 characters), before any worker or Python exists, so it is never laid out (a 5 MB text
    area alone takes a minute to lay out here) nor copied to a worker. The JS heap is measured after
    a full GC: before the paste, and after it was refused."""
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    held = []
    page.route("**/worker.js*", lambda route: held.append(route))  # no worker, no Python: only the page can answer
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(site + "#bee")
    own = own_words(page)
    before = heap_mb(cdp)
    size = 50_000_000
    page.evaluate(f"navigator.clipboard.writeText('abcdefghi\\n'.repeat({size // 10}))")
    own.focus()
    page.keyboard.press("Control+V")
    check = next(c for c in api.describe()["actions"]["bee.solve"]["fields"]["word_list"]["checks"] if c["check"] == "max_chars")
    message = api.describe()["templates"][check["template"]].format(
        label="your own words, one per line", found=size, max=f"{check['max']:,}")
    expect(page.locator("#bee-dictionary-refused")).to_have_text(message[0].upper() + message[1:])
    assert own.evaluate("(t) => t.value.length") == 0
    after = heap_mb(cdp)
    own.fill("rate\ngrate")  # what fits is taken as ever, and the message goes
    expect(page.locator("#bee-dictionary-refused")).to_be_hidden()
    print(f"\nJS heap after GC: {before:.1f} MB before the 50 MB paste, {after:.1f} MB after it was refused")
    assert after - before < 5, (before, after)  # nothing of the 50 MB kept
    assert held and page.workers == []          # nothing reached a worker


HOSTILE = ("[\"rate\", \"<img src=x onerror=window.__pwned=1>\", \"<script>window.__pwned=2</script>\","
           " \"<svg onload=window.__pwned=3>\", \"granite\"].join('\\n')")


def test_binary_and_hostile_word_lists_get_a_clear_message_as_inert_text(page, site):
    page.goto(site + "#bee")
    error = page.locator("#bee-error")
    # binary garbage: 60,000 random bytes, as a paste of a binary file would give
    own = solve_bee_with(page, "Array.from(crypto.getRandomValues(new Uint8Array(60000)), (b) => String.fromCharCode(b)).join('')")
    expect(error).to_contain_text(re.compile(r"The word list may hold only words of the letters A to Z, one per line; line \d+ is "))
    expect(own).to_have_attribute("aria-invalid", "true")
    # markup in the list: quoted as text, never run
    solve_bee_with(page, HOSTILE)
    lines = page.evaluate(HOSTILE)
    said = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "word_list": lines})["error"]["template"]
    assert '"<img src=x onerror=w…"' in said
    expect(error).to_have_text(said)  # the solver's sentence, with the lines quoted as text
    # the sentence is on screen: markup taken as markup would be elements by now, in the page or in
    # the live region outside #bee (an onerror or onload would fire only later, so the elements are checked)
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#bee img, #bee script, #bee svg[onload], [onerror], [onload]").count() == 0
    assert page.evaluate("[...document.scripts].some((s) => s.text.includes('__pwned'))") is False
    # and a good list still works after them
    own.fill("rate\ngrate\ntearing\ncat")
    page.locator("#bee").get_by_role("button", name="Solve").click()
    expect(page.locator("#bee .summary")).to_have_text("20 points · 3 words · 1 pangram")


# --- the worker refused ------------------------------------------------------------------------------

class NoWorkersHandler(Handler):
    """The site with a policy that refuses every worker (a host's stricter header, a locked-down
    browser): Python cannot start at all."""

    def end_headers(self):
        if self.path.split("?")[0].endswith((".html", "/")):
            self.send_header("Content-Security-Policy", "worker-src 'none'")
        super().end_headers()


def test_a_refused_worker_is_said_in_the_app_and_in_an_embed_never_an_endless_loading(page, page_errors):
    page_errors.allow(r"violates the following Content Security Policy directive: \"worker-src 'none'\"",
                      "the test's server refuses every worker")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NoWorkersHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        page.goto(site + "#bee/aeginrt/r")
        expect(page.locator("#runtime-status")).to_contain_text("could not start")
        expect(page.locator("#bee").get_by_role("alert")).to_contain_text("could not start")  # the solve's answer
        page.goto(site + "embed.html?puzzle=bee&mode=play")
        expect(page.locator(".runtime-failure")).to_contain_text("The solver could not start in this page")
        expect(page.locator(".runtime-failure")).to_contain_text("open it on wordloom")
        expect(page.locator(".bee-message")).not_to_have_text("Loading Python…")
        page.requests.clear()  # this server's origin is not the fixture's; nothing here left 127.0.0.1
    finally:
        server.shutdown()
