"""One Bee game open twice at once in Firefox and WebKit (tests/browser/test_game_kept.py does it with
two tabs in Chromium): two documents of the site share one storage, so a word played in one shows in
the other without a reload (the browser's "storage" event), and two words played at the same moment
in the two are both kept in both (each write merges what the other kept). No visit logs an error."""
import json
import urllib.parse

from pysolvers import api
from tests.crossbrowser.test_crossbrowser import no_errors

PLAY = {"dictionary": "nyt", "offensive": "hide"}  # what Bee Play uses by default
BEE = api.call("bee.solve", {"letters": "aeginrt", "center": "r", "rejected": False, **PLAY})
WORDS = sorted((w["word"] for w in BEE["words"]), key=lambda w: (len(w), w))[:4]


def test_a_bee_open_in_two_windows_shows_each_ones_words_and_loses_none_played_at_once(engine, probe_site):
    engine.new_profile()
    score = api.call("bee.rank", {"letters": "aeginrt", "center": "r", "found": WORDS, **PLAY})["score"]
    points = f"{score:,} points"
    visit = engine.visit(probe_site.probe("twoWindows", link=urllib.parse.quote("#bee/play/aeginrt/r"),
                                         words=urllib.parse.quote(json.dumps(WORDS)), points=urllib.parse.quote(points)),
                         timeout=420)
    r = visit.result
    assert "failed" not in r, visit
    assert r["first"] == WORDS[:1], r        # the first window's word, in the second
    assert r["second"] == sorted(WORDS[:2]), r
    assert r["both"] == [sorted(WORDS)] * 2, r  # the two played at once: both kept, in both
    assert all(points in rank for rank in r["ranks"]), r["ranks"]
    no_errors(visit)
