"""A player's game is never lost where the browser keeps nothing: the app in a Firefox private
window, and in WebKit with every kind of storage refused (tests/browser/test_storage_faults.py does
it in Chromium). Each engine on a fresh profile of its own; every puzzle solves or a day's game
takes a scored word, the page says what it keeps and what offline use it offers, and is right, and
no visit logs an error."""
import json
import sqlite3
import urllib.parse

import pytest

from pysolvers import api
from tests.browser.test_faults import NOT_KEPT
from tests.crossbrowser import engines
from tests.crossbrowser.test_crossbrowser import SOLVES, no_errors, solved_all
from tests.harness.storage import REFUSE_STORAGE

DAY = "2026-11-21"  # a day's Bee, named in its link: the test knows its words whatever today is


def bee_word(day=DAY):
    """The day's shortest word (the one a test plays) and what the page scores it."""
    board = api.call("bee.daily", {"date": day, "dictionary": "nyt", "offensive": "hide"})
    solved = api.call("bee.solve", {"letters": board["letters"], "center": board["center"], "dictionary": "nyt",
                                    "offensive": "hide", "rejected": False})
    word = min(solved["words"], key=lambda w: (len(w["word"]), w["word"]))
    return word["word"], word["points"]


def points(n):
    return f"{n} point" + ("" if n == 1 else "s")


@pytest.fixture
def private_firefox():
    """Firefox with every window private (its "never remember history"), on a fresh profile; called
    with the further preferences it starts with."""
    if why := engines.available()["firefox"]:
        pytest.skip(why)
    made = []

    def start(prefs: dict | None = None) -> engines.Firefox:
        made.append(engines.Firefox(prefs={**engines.Firefox.PRIVATE, **(prefs or {})}))
        return made[-1]
    yield start
    for e in made:
        e.close()


@pytest.fixture
def webkit():
    if why := engines.available()["webkit"]:
        pytest.skip(why)
    e = engines.WebKit()
    yield e
    e.close()
    engines.WebKit.stop_display()


def test_in_a_firefox_private_window_every_puzzle_plays_and_offline_use_holds_for_the_window(private_firefox, probe_site):
    """Firefox's private browsing (every window private, as its "never remember history" setting):
    localStorage, IndexedDB, Cache Storage and the service worker work, in memory, for as long as
    the window lives; the origin private file system is refused. So the games are kept for the
    window (nothing to say of them), the memory snapshot goes to Cache Storage, and "Ready for
    offline use" is true: with the server stopped, a reload in the window starts from the snapshot
    and the day's game is there."""
    word, score = bee_word()
    firefox = private_firefox()
    try:
        visit = firefox.visit(probe_site.probe("storage", solves=urllib.parse.quote(json.dumps(SOLVES)), day=DAY,
                                               word=word, reload="offline"), timeout=240)
    finally:
        probe_site.down = False  # the probe stopped the server mid-visit
    r = visit.result
    assert "failed" not in r, visit
    # the window is private: nothing of the visit reached the profile's disk (no history, no site data),
    # and the page finds the origin private file system refused (Firefox's other windows have it:
    # test_crossbrowser.py's snapshot is kept there)
    with sqlite3.connect(f"file:{firefox.profile / 'places.sqlite'}?mode=ro", uri=True) as db:
        assert db.execute("select url from moz_places where url like ?", (f"{probe_site.url}%",)).fetchall() == []
    assert not any((firefox.profile / "storage" / "default").iterdir())
    assert r["kinds"] == {"localStorage": "works", "indexedDB": "works", "caches": "works", "opfs": "refused",
                          "serviceWorker": "works"}, r["kinds"]
    assert r["ready"] == "Python ready"
    solved_all(r)
    assert r["title"].startswith(f"Puzzle of the day · {DAY}"), r["title"]
    assert r["played"]["found"] == [word] and f"· {points(score)} ·" in r["played"]["rank"], r["played"]
    first = r["first"]
    assert first["offline"] == "Ready for offline use" and first["controlled"], first
    assert first["storage"] is None and first["notKept"] == 0, first  # the games are kept (for the window)
    assert first["paths"][2] == "memory snapshot kept in Cache Storage", first["paths"]  # not the refused OPFS
    assert first["start"] == "cold", first
    # the server stopped, the app reloaded in the window: from the service worker and the snapshot, the game kept
    again = r["again"]
    assert again["controlled"] and again["start"] == "snapshot" and again["offline"] == "Ready for offline use", again
    assert again["found"] == [word] and f"· {points(score)} ·" in again["board"], again
    assert again["storage"] is None, again
    no_errors(visit)


# Firefox's private window with what it gates there by these preferences off: no service worker
# (navigator.serviceWorker absent), Cache Storage refused, IndexedDB failing; localStorage is kept
# for the window, the origin private file system refused as ever.
KEEPS_LESS = {"dom.serviceWorkers.privateBrowsing.enabled": False, "dom.cache.privateBrowsing.enabled": False,
              "dom.indexedDB.privateBrowsing.enabled": False}


def test_in_a_firefox_private_window_without_service_workers_offline_use_is_not_promised(private_firefox, probe_site):
    """The page said "Offline use is not available in this browser" there, of a browser that has
    offline use (in its other windows): it says "here". The day's game is kept for the window (a
    reload in it has the word), every start is cold, nothing else is said, no error."""
    word, score = bee_word()
    firefox = private_firefox(KEEPS_LESS)
    visit = firefox.visit(probe_site.probe("storage", day=DAY, word=word, reload="same"), timeout=240)
    assert not any((firefox.profile / "storage" / "default").iterdir())  # private: nothing on disk
    r = visit.result
    assert "failed" not in r, visit
    kinds = r["kinds"]
    assert kinds["serviceWorker"] == "absent" and kinds["caches"] == kinds["opfs"] == "refused", kinds
    assert kinds["localStorage"] == "works" and kinds["indexedDB"] != "works", kinds
    assert r["played"]["found"] == [word] and f"· {points(score)} ·" in r["played"]["rank"], r["played"]
    for said in (r["first"], r["again"]):
        assert said["offline"] == "Offline use is not available here" and not said["controlled"], said
        assert said["storage"] is None and said["notKept"] == 0, said
        assert "no memory snapshot (this browser keeps none): every start is cold" in said["paths"], said["paths"]
        assert said["start"] == "cold", said
    assert r["again"]["found"] == [word] and f"· {points(score)} ·" in r["again"]["board"], r["again"]
    no_errors(visit)


def test_webkit_with_storage_refused_plays_a_days_game_and_says_once_that_nothing_is_kept(webkit, probe_site):
    """Every kind of storage refused to the page and its workers (tests/harness/storage.py, put before
    the page's scripts and the worker's own), as a browser blocking the site's data does: the day's
    Bee takes a word and scores it; the page says once that nothing is kept, that offline use is not
    available, and that every start is cold. (That a reload then starts the game over is Chromium's
    test: a second cold start in WebKit would double this one's time.)"""
    word, score = bee_word()
    tag = b'<script src="refuse-storage.js"></script>'
    probe_site.rewrites.update({
        "/refuse-storage.js": lambda _: REFUSE_STORAGE.encode(),
        "/": lambda html: html.replace(b"<script", tag + b"\n  <script", 1),
        "/runtime/worker/worker.js": lambda js: REFUSE_STORAGE.encode() + js,
    })
    try:
        visit = webkit.visit(probe_site.probe("storage", day=DAY, word=word), timeout=240)
    finally:
        probe_site.rewrites.clear()
    r = visit.result
    assert "failed" not in r, visit
    assert r["kinds"] == dict.fromkeys(("localStorage", "indexedDB", "caches", "opfs", "serviceWorker"), "refused"), r["kinds"]
    assert r["played"]["found"] == [word] and f"· {points(score)} ·" in r["played"]["rank"], r["played"]
    first = r["first"]
    assert first["storage"] == NOT_KEPT and first["notKept"] == 1, first  # said once, in the header
    assert first["lasting"] == NOT_KEPT, first                            # and in About's "Your games"
    assert first["offline"] == "Offline use is not available here" and not first["controlled"], first
    assert "no memory snapshot (this browser keeps none): every start is cold" in first["paths"], first["paths"]
    assert first["start"] == "cold", first
    no_errors(visit)
