"""The app in Firefox (firefox-esr) and WebKit (WebKitGTK's MiniBrowser, Safari's engine), each on a
profile that outlives the browser, as a person's does: a first visit solves every puzzle from its
link and plays a timed Boggle game to its end; a return visit after a browser restart starts Python
from the memory snapshot the first one stored (or says why it cannot), and Cancel answers at once,
stops a search by the path the About panel names (its worker kept, or ended and restarted, as that
path says) with the next answer after, and so does a search split over the pool's workers;
with the server gone, the app reloads and every
puzzle still solves, every file (the workers' modules included) from the service worker; then the
page in French plays a French Letter Boxed to its end. No visit logs an error. The visits run in
this order, per engine."""
import json
import urllib.parse

import pytest

from pysolvers import api

BOGGLE = api.call("boggle.solve", {"board": "perslatgsineters", "offensive": "hide"})
BEE = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "dictionary": "nyt", "offensive": "hide"})
# [link, the summary's selector, what it says] for each puzzle, as test_csp's tour checks them in Chromium
SOLVES = [
    ["#bee/aeginrt/r", "#bee .summary", f"{BEE['score']:,} points"],
    ["#letterboxed/vyq-fig-ote-xlu", ".lb-solve .summary", "1 two-word"],
    ["#boggle/perslatgsineters", "#boggle-solve .summary",
     f"{BOGGLE['score']:,} points · {BOGGLE['word_count']:,} words of 3+ letters"],
    ["#anigrams/beep", ".anig-explore .summary", "BEEP: longest chain"],
    ["#tiles/2/set/ed-pi-ti", "#tiles-solve .summary", "7 words from 3 tiles"],
]


def probe(site, scenario: str) -> str:
    return site.probe(scenario, solves=urllib.parse.quote(json.dumps(SOLVES)))


def no_errors(visit):
    assert not visit.errors, f"{visit.errors[:5]}"


def solved_all(result):
    for (link, _, expected), got in zip(SOLVES, result["solves"]):
        assert got["text"] and expected in got["text"], (link, got)


def test_a_first_visit_solves_every_puzzle_and_plays_a_timed_game_to_its_end(engine, probe_site):
    engine.new_profile()
    visit = engine.visit(probe(probe_site, "first"), timeout=420)
    r = visit.result
    assert "failed" not in r, visit
    assert r["ready"] == "Python ready"
    solved_all(r)
    assert r["game"]["found"].startswith("5 points · 1 word"), r["game"]
    assert r["game"]["over"].endswith("game over"), r["game"]
    assert r["offline"] == "Ready for offline use"
    # the About panel names the paths this engine runs: how Cancel stops Python, where the snapshot is
    assert len(r["paths"]) == 4 and r["paths"][0].startswith("Cancel "), r["paths"]
    kept = {"firefox": "the origin private file system", "webkit": "Cache Storage"}[engine.name]
    assert r["paths"][2] == f"memory snapshot kept in {kept}", r["paths"]   # WebKit's OPFS refuses the write
    no_errors(visit)


def test_a_return_visit_starts_from_the_snapshot_and_cancel_stops_at_once(engine, probe_site):
    visit = engine.visit(probe(probe_site, "return"), timeout=300)
    r = visit.result
    assert "failed" not in r, visit
    assert r["start"] == "snapshot" and not r["dropped"] and not r["kept"], (r["start"], r["store"], r["dropped"], r["kept"], r["before"])
    assert r["bee"] == 3898 and r["next"] == 8681
    assert r["stopped"] == "cancelled", r  # answered as Cancel returned, not when a worker stopped
    # Firefox: the page is cross-origin isolated (the service worker's headers), Cancel interrupts Python
    # and the worker is kept; WebKit has neither shared memory (crossOriginIsolated or not) nor stack
    # switching: the worker is ended and another restored from the snapshot
    assert r["stop"] == {"firefox": "interrupt", "webkit": "restart"}[engine.name], r["capabilities"]
    assert r["ran"] == [r["stop"]], r  # the path About names is the one Cancel took
    # and the worker shows it: Python stopped within the stop's grace (idle, never ended), or ended at once
    assert r["searcher"] == {"firefox": {"kept": 1, "ended": 0}, "webkit": {"kept": 0, "ended": 1}}[engine.name], r
    no_errors(visit)


def test_cancel_of_a_search_split_over_the_pool_keeps_its_workers_and_logs_no_error(engine, probe_site):
    """Without shared memory (switched off in Firefox, absent in WebKit): the split search's shards
    stop by a "cancel" message where the engine has stack switching, even one whose Python has not
    yet taken its first turn (Firefox logged "uncaught exception: undefined" for a worker ended in a
    suspending call), and the workers are kept; WebKit ends and restarts them."""
    visit = engine.visit(probe_site.probe("splitCancel", off="sharedMemory"), timeout=300)
    r = visit.result
    assert "failed" not in r, visit
    assert r["stopped"] == "cancelled" and r["next"] == 8681, r   # answered as Cancel returned, then the next
    assert r["stop"] == {"firefox": "message", "webkit": "restart"}[engine.name], r
    assert r["ran"] and set(r["ran"]) == {r["stop"]}, r  # each shard stopped by the path About names
    counts = {k: r[k] for k in ("busy", "poolSize", "searchers", "kept", "ended")}
    if engine.name == "firefox":    # every shard's worker kept: Python stopped each within the stop's grace
        assert r["busy"] == r["poolSize"] == r["searchers"] == r["kept"] == 2 and r["ended"] == 0, counts
    else:                           # every shard's worker ended, to be restarted
        # (a stop is logged per task stopped: a shard still waiting for its worker may add one)
        assert r["searchers"] == r["ended"] >= 1 and len(r["ran"]) >= r["searchers"] and r["kept"] == 0, counts
    no_errors(visit)


def test_offline_the_app_reloads_and_every_puzzle_solves_from_the_service_worker(engine, probe_site):
    probe_site.down = True
    probe_site.referers.clear()
    try:
        visit = engine.visit(probe(probe_site, "offline"), timeout=300)
    finally:
        probe_site.down = False
    r = visit.result
    assert "failed" not in r, visit
    assert r["controlled"] and r["ready"] == "Python ready" and r["start"] == "Snapshot start", r
    solved_all(r)
    # nothing of the site reached the (stopped) server but the service worker's own update check
    reached = [(p, who) for p, who in probe_site.referers if not p.startswith("/__probe/") and p != "/sw.js"]
    assert reached == [], reached[:8]
    no_errors(visit)


def test_the_page_in_french_plays_a_french_letter_boxed_of_a_day_to_its_end(engine, probe_site):
    """The journey in another language: ?lang=fr, the French puzzle of a day (fr-common), each word
    typed as French writes it, solved; the page (<html lang="fr">) says so in French."""
    day, params = "2026-11-21", {"dictionary": "fr-common", "language": "fr", "offensive": "hide"}
    made = api.call("letterboxed.generate", {"date": day, **params})
    best = api.call("letterboxed.hints", {"sides": made["sides"], **params})
    spellings = {**made.get("spellings", {}), **best.get("spellings", {})}
    written = [spellings.get(w, w) for w in best["best"]]
    link = f"?lang=fr#letterboxed/play/{day}/fr-common"
    visit = engine.visit(probe_site.probe("language", link=urllib.parse.quote(link),
                                          words=urllib.parse.quote(json.dumps(written))), timeout=300)
    r = visit.result
    assert "failed" not in r, visit
    assert r["lang"] == "fr" and r["title"].startswith(f"Jeu du jour · {day}"), r
    shown = [w.upper() for w in written]
    assert r["status"] == f"Résolu en {len(shown)} mots : {' – '.join(shown)} !", r
    no_errors(visit)
