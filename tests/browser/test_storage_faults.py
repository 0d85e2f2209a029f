"""Storage faults a real visitor meets, in Chromium (issue 43): storage refused outright (a private
window, blocked site data, a third-party frame), storage too small for the site (a tiny quota), and
the site's data cleared by the browser between two visits. tests/browser/test_faults.py holds the
others (localStorage blocked or full, garbage in saved games, the network lost during an install).

Each test breaks storage the way a browser does, then checks what a person sees: every puzzle plays,
what cannot be kept is said once, what was kept is still there, and no error escapes (the page
fixtures fail a test on any page error). Every word comes from CPython through the API the page asks.
"""
import re

from playwright.sync_api import expect

from pysolvers import api
from tests.browser.test_faults import NOT_KEPT
from tests.harness.browser import local_today
from tests.harness.storage import REFUSE_STORAGE

# --- storage refused ----------------------------------------------------------------------------

# Each kind of storage the realm has (a worker has no localStorage), as it sees it: "refused" when
# the call throws or rejects.
PROBE = """async () => {
  const tried = async (f) => { try { await f(); return "works"; } catch (e) { return e.name === "SecurityError" ? "refused" : e.name; } };
  return {
    ...(globalThis.localStorage ? { localStorage: await tried(() => localStorage.setItem("wordloom:probe", "1")) } : {}),
    opfs: await tried(() => navigator.storage.getDirectory()),
    caches: await tried(() => caches.open("probe")),
    indexedDB: await tried(() => indexedDB.open("probe")),
    locks: await tried(() => navigator.locks.request("probe", () => {})),
  };
}"""
REFUSED = {"opfs": "refused", "caches": "refused", "indexedDB": "refused", "locks": "refused"}


def refuse_storage(context):
    """Refuse every kind of storage in the context's pages (an init script) and in the solver workers
    (the same script put before the worker's own: an init script reaches no worker)."""
    context.add_init_script(REFUSE_STORAGE)

    def worker(route):
        response = route.fetch()
        route.fulfill(response=response, body=REFUSE_STORAGE + response.text())
    context.route("**/runtime/worker/worker.js*", worker)


def shortest(words, n=2):
    return sorted(words, key=lambda w: (len(w), w))[:n]


def play_bee_day(page, today):
    page.goto(page.site + "#bee/play")
    expect(page.locator(".bee-play-title")).to_have_text(f"Puzzle of the day · {today}")
    day = api.call("bee.daily", {"date": today, "dictionary": "nyt", "offensive": "hide"})
    solved = api.call("bee.solve", {"letters": day["letters"], "center": day["center"], "dictionary": "nyt",
                                    "offensive": "hide", "rejected": False})
    words = shortest([w["word"] for w in solved["words"]])
    for i, word in enumerate(words):
        page.locator("#bee").get_by_label("Your word").fill(word)
        page.locator("#bee").get_by_label("Your word").press("Enter")
        expect(page.locator("#bee .bee-found li.found")).to_have_count(i + 1)
    expect(page.locator("#bee .bee-found li.found .word")).to_have_text(sorted(words), ignore_case=True)


def play_letterboxed_day(page, today):
    """The day's box to its end: the chain the generator intended, word by word."""
    page.goto(page.site + f"#letterboxed/play/{today}")
    expect(page.locator(".lb-title")).to_have_text(f"Puzzle of the day · {today}")
    words = api.call("letterboxed.generate", {"date": today, "dictionary": "nyt", "offensive": "hide"})["intended"]
    field = page.locator("#letterboxed").get_by_role("textbox", name="Your word", exact=True)
    for i, word in enumerate(words[:-1]):
        expect(field).to_be_enabled()
        field.press_sequentially(word[1:] if i else word)  # a next word starts with the last one's last letter, given
        field.press("Enter")
        expect(page.get_by_role("list", name="Words played").get_by_role("listitem")).to_have_text([w.upper() for w in words[:i + 1]])
    field.press_sequentially(words[-1][1:])
    field.press("Enter")
    expect(page.locator(".lb-status")).to_have_text(f"Solved in {len(words)} words: {' – '.join(w.upper() for w in words)}!")


def play_boggle_day(page, today):
    page.goto(page.site + f"#boggle/play/day/{today}")
    board = api.call("boggle.daily", {"date": today, "size": 4, "offensive": "hide"})["board"]
    words = shortest([w["word"] for w in api.call("boggle.solve", {"board": board, "offensive": "hide"})["words"]])
    found = page.locator("#boggle").get_by_role("list", name="Found words").get_by_role("listitem")
    for i, word in enumerate(words):
        page.locator("#boggle").get_by_label("Your word").fill(word)
        page.locator("#boggle").get_by_label("Your word").press("Enter")
        expect(found).to_have_count(i + 1)
    expect(found).to_have_text([re.compile(f"^{w}", re.I) for w in reversed(words)])  # the newest first


def play_anigrams_day(page, today):
    page.goto(page.site + f"#anigrams/play/{today}")
    game = api.call("anigrams.game", {"date": today, "offensive": "hide"})
    expect(page.locator(".anig-title")).to_have_text(f"Game of the day · {today} · No. {game['number']}")
    for i, step in enumerate(game["steps"][:2]):
        page.locator("#anigrams").get_by_label("Your word").fill(step["words"][0])
        page.locator("#anigrams").get_by_label("Your word").press("Enter")
        expect(page.locator(".anig-status")).to_contain_text(f"{step['words'][0].upper()} is right")
        expect(page.locator(".anig-rungs li.solved")).to_have_count(i + 1)


def play_tiles_day(page, today):
    page.goto(page.site + f"#tiles/2/play/10/day/{today}")
    expect(page.locator(".tiles-play-title")).to_have_text(f"Puzzle of the day, {today}")
    day = api.call("tiles.puzzle", {"date": today, "count": 10, "dictionary": "american-english", "offensive": "hide"})
    words = shortest(day["words"])
    found = page.locator("#tiles").get_by_role("list", name="Found words").get_by_role("listitem")
    for i, word in enumerate(words):
        page.locator("#tiles").get_by_label("Your word").fill(word)
        page.locator("#tiles").get_by_label("Your word").press("Enter")
        expect(found).to_have_count(i + 1)
    expect(page.locator(".tiles-counter")).to_have_text(f"2 / {len(day['words'])} found")


DAY_GAMES = (play_bee_day, play_letterboxed_day, play_boggle_day, play_anigrams_day, play_tiles_day)


def test_storage_refused_every_days_game_plays_and_the_page_says_once_that_nothing_is_kept(page, context, site):
    refuse_storage(context)
    page.site = site
    page.goto(site + "#bee")
    assert page.evaluate(PROBE) == {"localStorage": "refused", **REFUSED}
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    workers = [w for w in page.workers if "/runtime/worker/worker.js" in w.url]
    assert workers and workers[0].evaluate(PROBE) == REFUSED  # the solver's worker too
    today = local_today(page)
    for play in DAY_GAMES:
        play(page, today)
    # said once, in the header, and nowhere else on the page (About's "Your games" says it when opened)
    expect(page.locator("#storage-status")).to_have_text(NOT_KEPT)
    expect(page.locator("#storage-status")).to_be_visible()
    expect(page.get_by_text(NOT_KEPT)).to_have_count(1)
    for other in ("#aside-status", "#cleared-status"):
        expect(page.locator(other)).to_be_hidden()
    expect(page.locator("#offline-status")).to_have_text("Offline use is not available here")
    page.locator("#about > summary").click()  # About says what is kept: nothing, and no snapshot
    expect(page.locator("#games-lasting")).to_have_text(NOT_KEPT)
    expect(page.locator("#runtime-paths")).to_contain_text("no memory snapshot (this browser keeps none): every start is cold")
    page.reload()  # nothing was kept: the day's Bee starts over, and plays
    play_bee_day(page, today)


# --- storage too small: a tiny quota ------------------------------------------------------------

QUOTA = 200_000  # bytes: the games fit (localStorage has its own), the snapshot (~23 MB) and the offline copy (~40 MB) do not
NO_ROOM_OFFLINE = "Offline use is off: the offline copy does not fit in the storage this browser gives the site"
NO_ROOM_SNAPSHOT = "no memory snapshot: it does not fit in the storage this browser gives the site, so every start is cold"
KEPT_IN_OPFS = "memory snapshot kept in the origin private file system"

# What the site keeps beyond localStorage: the OPFS's snapshot files (name: size) and Cache Storage's
# caches (name: entries).
KEPT = """async () => {
  const files = {}, caches_ = {};
  const root = await navigator.storage.getDirectory();
  for await (const [name, handle] of root.entries()) {
    if (handle.kind !== "directory") { files[name] = (await handle.getFile()).size; continue; }
    for await (const [inner, file] of handle.entries()) files[`${name}/${inner}`] = (await file.getFile()).size;
  }
  for (const name of await caches.keys()) caches_[name] = (await (await caches.open(name)).keys()).length;
  return { files, caches: caches_ };
}"""


def found_bee(page):
    return page.locator("#bee .bee-found li.found")


def bee_word(page, word):
    page.locator("#bee").get_by_label("Your word").fill(word)
    page.locator("#bee").get_by_label("Your word").press("Enter")


def open_about(page):
    if not page.locator("#about").evaluate("(d) => d.open"):
        page.locator("#about > summary").click()


def test_storage_too_small_skips_the_snapshot_and_the_offline_copy_says_so_once_and_keeps_the_games(page, context, site):
    origin = site.rstrip("/")
    cdp = context.new_cdp_session(page)
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": QUOTA})
    try:
        page.goto(site + "#bee/play/dilmnox/x")
        bee_word(page, "minx")
        expect(found_bee(page)).to_have_count(1)
        page.goto(site + "#boggle/play/perslatgsineters")
        page.locator("#boggle").get_by_label("Your word").fill("plaster")
        page.locator("#boggle").get_by_label("Your word").press("Enter")
        expect(page.locator(".boggle-score")).to_have_text("5 points · 1 word")
        # neither fits: each is said once, the offline copy in the header, the snapshot in About
        expect(page.locator("#offline-status")).to_have_text(NO_ROOM_OFFLINE, timeout=120_000)
        open_about(page)
        expect(page.locator("#runtime-paths")).to_contain_text(NO_ROOM_SNAPSHOT)
        expect(page.get_by_text(NO_ROOM_OFFLINE)).to_have_count(1)
        expect(page.get_by_text(NO_ROOM_SNAPSHOT)).to_have_count(1)
        expect(page.locator("#storage-status")).to_be_hidden()  # the games are kept: nothing to say of them
        # and nothing half-written is left: no snapshot file, no cache of the site
        kept = page.evaluate(KEPT)
        assert kept["files"] == {} and not any(kept["caches"].values()), kept
        assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r ?? null)") is None
        # a reload, still short of room: the games are there, the start cold, said again once
        page.reload()  # on the Boggle game
        expect(page.locator(".boggle-score")).to_have_text("5 points · 1 word")
        page.goto(site + "#bee/play/dilmnox/x")
        expect(found_bee(page)).to_have_text([re.compile("^minx", re.I)])
        expect(page.locator("#runtime-start")).to_have_attribute("data-start", "cold")
        expect(page.locator("#offline-status")).to_have_text(NO_ROOM_OFFLINE, timeout=120_000)
    finally:
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin})  # the browser's own quota again
    # The next visit, with room: a cold start (nothing truncated was kept to start from), the game
    # kept, then a whole snapshot and the offline copy stored.
    page.reload()
    expect(found_bee(page)).to_have_text([re.compile("^minx", re.I)])
    expect(page.locator("#runtime-start")).to_have_attribute("data-start", "cold")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    open_about(page)
    expect(page.locator("#runtime-paths")).to_contain_text(KEPT_IN_OPFS)
    snapshot = page.evaluate(KEPT)["files"]
    assert len(snapshot) == 1, snapshot
    [(name, size)] = snapshot.items()
    assert name.endswith(".snapshot") and size > 5_000_000, snapshot
    # A write cut short (the tab closed mid-store), as an older release left it under the snapshot's
    # own name and as this one leaves it beside it: the next visit starts cold from neither, stores a
    # whole snapshot again, and the visit after starts from it.
    page.evaluate("""async (name) => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name.split("/")[0]);
      const file = name.split("/")[1];
      const bytes = new Uint8Array(await (await (await dir.getFileHandle(file)).getFile()).arrayBuffer());
      for (const target of [file, file + ".partial"]) {
        const out = await (await dir.getFileHandle(target, { create: true })).createWritable();
        await out.write(bytes.subarray(0, bytes.length >> 1));
        await out.close();
      }
    }""", name)
    page.reload()
    expect(page.locator("#runtime-start")).to_have_attribute("data-start", "cold")
    expect(found_bee(page)).to_have_text([re.compile("^minx", re.I)])
    bee_word(page, "doxx")
    expect(found_bee(page)).to_have_count(2)
    open_about(page)
    expect(page.locator("#runtime-paths")).to_contain_text(KEPT_IN_OPFS)
    # whole (not the half left behind: two cold starts' heaps differ by a page or so, Python's hashes
    # being seeded per start), and nothing beside it
    again = page.evaluate(KEPT)["files"]
    assert list(again) == [name] and abs(again[name] - size) < size // 100, (again, size)
    page.reload()
    expect(page.locator("#runtime-start")).to_have_attribute("data-start", "snapshot")
    expect(found_bee(page)).to_have_count(2)


# --- the site's data cleared by the browser between two visits ----------------------------------------

CLEARED = ("Your saved games and settings were cleared by the browser (it removed this site's data). "
           "New games are kept again from now on.")


def clear_between_visits(page, cdp, site, types):
    """Leave the app (a plain file of the site open instead), clear the site's `types` of storage as
    the browser does, and come back to the Bee's board."""
    page.goto(site + "build.json")
    cdp.send("Storage.clearDataForOrigin", {"origin": site.rstrip("/"), "storageTypes": types})
    page.goto(site + "#bee/play/dilmnox/x")
    expect(page.locator("#runtime-status")).to_have_text("Python ready")


def test_after_the_browser_cleared_the_sites_data_the_page_starts_clean_and_says_so_once(page, context, site):
    """Three clears, one after the other. Chromium's own eviction (the quota-managed stores: the
    offline copy, the snapshot, IndexedDB; localStorage kept): the games are still there and nothing
    is said. localStorage cleared with the rest but IndexedDB, which holds the mark that games were
    kept (shell/cleared.js): the page starts clean and says so, once. Everything cleared at once:
    nothing tells it from a first visit, so the page starts clean and claims nothing."""
    cdp = context.new_cdp_session(page)
    page.goto(site + "#bee/play/dilmnox/x")
    bee_word(page, "minx")
    expect(found_bee(page)).to_have_count(1)
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    open_about(page)
    expect(page.locator("#runtime-paths")).to_contain_text(KEPT_IN_OPFS)

    clear_between_visits(page, cdp, site, "cache_storage,file_systems,indexeddb,service_workers")
    expect(found_bee(page)).to_have_text([re.compile("^minx", re.I)])  # the game is kept
    expect(page.locator("#runtime-start")).to_have_attribute("data-start", "cold")  # no snapshot left: no error either
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)  # copied again
    expect(page.locator("#cleared-status")).to_be_hidden()

    clear_between_visits(page, cdp, site, "local_storage,cache_storage,file_systems,service_workers")
    expect(page.locator("#cleared-status")).to_have_text(CLEARED)
    expect(page.locator("#cleared-status")).to_be_visible()
    expect(page.get_by_text(CLEARED)).to_have_count(1)
    expect(found_bee(page)).to_have_count(0)  # a clean start
    expect(page.locator("#bee .bee-rank-text")).to_contain_text("0 points")
    expect(page.locator("#storage-status")).to_be_hidden()  # storage works: games are kept again
    expect(page.locator("#runtime-start")).to_have_attribute("data-start", "cold")
    bee_word(page, "minx")
    expect(found_bee(page)).to_have_count(1)
    page.reload()  # said once: not again, and the new game is kept
    expect(found_bee(page)).to_have_count(1)
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    expect(page.locator("#cleared-status")).to_be_hidden()

    clear_between_visits(page, cdp, site, "all")
    expect(found_bee(page)).to_have_count(0)
    expect(page.locator("#runtime-start")).to_have_attribute("data-start", "cold")
    expect(page.locator("#offline-status")).to_have_text("Ready for offline use", timeout=120_000)
    expect(page.locator("#cleared-status")).to_be_hidden()  # no evidence left: nothing claimed
    expect(page.locator("#storage-status")).to_be_hidden()


# --- asking the browser to keep the site's data ----------------------------------------------------

# Counts the page's calls of navigator.storage.persist() (it still asks the browser).
COUNT_PERSIST = """(() => {
  const persist = StorageManager.prototype.persist;
  globalThis.__persistAsked = 0;
  StorageManager.prototype.persist = function () { globalThis.__persistAsked++; return persist.call(this); };
})();"""
MAY_CLEAR = "The browser may clear them if it runs short of space: wordloom asks it to keep them once you finish a game."
STAY = "They stay until you clear this site's data (the browser keeps them as persistent storage)."


def test_persistence_is_asked_only_after_a_finished_game_and_about_says_whether_it_was_given(page, context, site):
    context.add_init_script(COUNT_PERSIST)
    page.goto(site + "#bee/play/dilmnox/x")
    bee_word(page, "minx")
    expect(found_bee(page)).to_have_count(1)
    open_about(page)
    expect(page.locator("#games-lasting")).to_have_text(MAY_CLEAR)
    assert page.evaluate("globalThis.__persistAsked") == 0  # a load and a move: never asked
    page.locator("#bee").get_by_role("button", name="Give up").click()
    page.locator("#bee").get_by_role("button", name="Show the words?").click()
    expect(page.locator("#bee").get_by_role("button", name="Start over")).to_be_visible()
    page.wait_for_function("globalThis.__persistAsked === 1")  # the game is over: asked, once
    # This browser says no (a headless profile); once it grants it, About says the games stay.
    target = context.new_cdp_session(page)
    target.send("Browser.grantPermissions", {"origin": site.rstrip("/"), "permissions": ["durableStorage"],
                                             "browserContextId": target.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]})
    page.reload()
    open_about(page)
    expect(page.locator("#games-lasting")).to_have_text(STAY)


def test_an_embed_starts_clean_after_the_browser_cleared_its_games_and_says_so_once(page, context, site):
    """The Bee's embed frame, played, then its localStorage cleared by the browser (IndexedDB, which
    holds the mark that games were kept, left): the embed starts clean and says so, once."""
    cdp = context.new_cdp_session(page)
    frame = site + "embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=play"

    def play_granite():
        page.get_by_label("Your word").fill("granite")
        page.get_by_label("Your word").press("Enter")
        expect(page.locator(".bee-message")).to_have_text("Pangram! +14")

    page.goto(frame)
    play_granite()
    expect(page.locator(".bee-found li.found")).to_have_count(1)
    expect(page.locator(".cleared-note")).to_be_hidden()
    page.wait_for_function("""new Promise((done) => { const o = indexedDB.open("wordloom");
      o.onsuccess = () => { const r = o.result.transaction("marks").objectStore("marks").get("kept");
        r.onsuccess = () => done(Boolean(r.result)); }; })""")  # the mark that games are kept here
    page.goto(site + "build.json")
    cdp.send("Storage.clearDataForOrigin", {"origin": site.rstrip("/"), "storageTypes": "local_storage,cache_storage,service_workers"})
    page.goto(frame)
    expect(page.locator(".cleared-note")).to_have_text(CLEARED)
    expect(page.locator(".cleared-note")).to_be_visible()
    expect(page.get_by_text(CLEARED)).to_have_count(1)
    expect(page.locator(".bee-found li.found")).to_have_count(0)  # a clean start
    expect(page.locator(".storage-note")).to_be_hidden()  # storage works: kept again
    play_granite()
    page.reload()  # said once; the new game is kept
    expect(page.locator(".bee-found li.found")).to_have_count(1)
    expect(page.locator(".cleared-note")).to_be_hidden()
