"""Python's side of the worker's bridge (pysolvers/bridge.py) in CPython: its turns and Cancel driven
by an event loop of the test's own standing in for the worker's (Pyodide's run_sync and the
worker's next turn), its answers and error objects, its pause signal. The real runtime's start,
cold and from a snapshot, is in tests/browser/test_runtime_start.py; a cancel in the middle of the
answer's encoding, in the real runtime, in tests/browser/test_runtime_control.py."""
import asyncio
import concurrent.futures
import json
import os
import signal
import sys
import time
import types

import pytest

from pysolvers import api, bridge, runtime, words
from tests.harness import js


@pytest.fixture(scope="module")
def page_cancelled() -> str:
    """What the worker's runtime gives `bridge.start` as a cancel's answer (runtime.mjs CANCELLED_JSON)."""
    return js.value("web/runtime/worker/runtime.mjs", "CANCELLED_JSON")


@pytest.fixture
def started(page_cancelled):
    """The bridge as the runtime starts it; SIGUSR1's handler and the bridge's state put back after."""
    handler, was = signal.getsignal(signal.SIGUSR1), (bridge.CANCELLED, bridge._warm)
    bridge.start("nyt", page_cancelled)
    yield bridge
    signal.signal(signal.SIGUSR1, handler)
    bridge.CANCELLED, bridge._warm = was


class Worker:
    """The worker's event loop as the bridge sees it: `next_turn()` gives an awaitable that resolves,
    once the loop has run, to whether to stop; `run_sync` waits for it (Pyodide's suspends the call)."""

    def __init__(self, stop_at: int | None = None):
        self.loop = asyncio.new_event_loop()
        self.turns = 0
        self.stop_at = stop_at  # the turn (1, 2, …) told to stop; None: never
        self.events = []

    def next_turn(self):
        async def turn():
            await asyncio.sleep(0)  # the messages waiting meanwhile are read
            self.turns += 1
            self.events.append("turn")
            return self.turns == self.stop_at
        return turn()

    def run_sync(self, awaitable):
        return self.loop.run_until_complete(awaitable)

    def call(self, action, params, progress=None, turns=True):
        def report(text):
            self.events.append(("progress", json.loads(text)))

        def call():
            return bridge.call(action, json.dumps(params), report if progress is None else progress,
                               self.next_turn if turns else None, self.run_sync)
        # in a thread of its own, as the worker's call runs apart from any loop: the test process
        # may already run one in this thread (Playwright's sync API, when a browser test came first)
        try:
            with concurrent.futures.ThreadPoolExecutor(1) as thread:
                return thread.submit(call).result()
        finally:
            self.loop.close()


def fake_api(monkeypatch, handler):
    """api.call answered by `handler(action, params, progress)`."""
    monkeypatch.setattr(api, "call", handler)


def test_the_page_and_the_bridge_say_the_same_cancel(started, page_cancelled, monkeypatch):
    # one definition, the page's (capabilities.mjs), given to Python at start as JSON text: what the
    # worker posts for a request it stops itself (runtime.mjs CANCELLED_JSON) is what Python answers
    page = js.value("web/runtime/shared/capabilities.mjs", "CANCELLED")
    assert page == {"error": {"code": "cancelled", "message": "Stopped."}}
    assert json.loads(page_cancelled) == page
    fake_api(monkeypatch, lambda action, params, progress: progress({"done": 0, "total": 1}))
    assert Worker(stop_at=1).call("x.search", {}) == page_cancelled


def test_an_answer_is_the_json_of_the_door(started):
    params = {"letters": "aeginrt", "center": "r"}
    answer = bridge.call("bee.solve", json.dumps(params), None)
    assert answer == json.dumps(api.call("bee.solve", params), allow_nan=False)
    assert json.loads(answer)["score"] == 3898
    bad = json.loads(bridge.call("bee.solve", json.dumps({"letters": 7}), None))
    assert bad["error"]["field"] == "letters"      # an input error is an answer like any other


def test_each_progress_report_is_sent_as_json_and_then_takes_a_turn(started, monkeypatch):
    def handler(action, params, progress):
        progress({"done": 1, "total": 2})
        progress({"done": 2, "total": 2})
        return {"action": action, "params": params}
    fake_api(monkeypatch, handler)
    worker = Worker()
    assert json.loads(worker.call("x.search", {"n": 1})) == {"action": "x.search", "params": {"n": 1}}
    assert worker.events == [("progress", {"done": 1, "total": 2}), "turn", ("progress", {"done": 2, "total": 2}), "turn"]


def test_a_turn_told_to_stop_ends_the_call_with_the_cancel(started, monkeypatch):
    reached = []

    def handler(action, params, progress):
        progress({"done": 1, "total": 3})
        reached.append(1)
        progress({"done": 2, "total": 3})   # its turn stops the call
        reached.append(2)
        return {"never": "sent"}
    fake_api(monkeypatch, handler)
    worker = Worker(stop_at=2)
    assert worker.call("x.search", {}) == bridge.CANCELLED
    assert reached == [1] and worker.turns == 2


def test_a_long_call_takes_a_turn_every_20_ms_of_work_and_stops_at_one(started, monkeypatch):
    worked = [0]                             # milliseconds of work done
    monkeypatch.setattr(time, "perf_counter", lambda: worked[0] / 1000)   # a clock the work alone moves

    def handler(action, params, progress):
        for _ in range(200):                 # 200 ms of work, a millisecond at a time
            worked[0] += 1
            runtime.turn()                   # what a long loop calls every few thousand items
        return {"turns": worker.turns}
    fake_api(monkeypatch, handler)
    worker = Worker()
    taken = json.loads(worker.call("x.search", {}))["turns"]
    assert 9 <= taken <= 10, taken         # a turn due every 20 ms (or 21, as the sums round)
    assert runtime._turns is None            # none once the call is over
    worker = Worker(stop_at=3)
    assert worker.call("x.search", {}) == bridge.CANCELLED and worker.turns == 3


def test_a_real_search_stops_at_its_first_turn(started):
    # bee.best reports its progress through core.Throttle, which takes the turns
    worker = Worker(stop_at=1)
    assert worker.call("bee.best", {"exclude": "s", "top": 1}) == bridge.CANCELLED
    assert worker.turns == 1


@pytest.mark.parametrize("where", ["params", "search", "report", "turn", "encoding"])
def test_a_keyboard_interrupt_anywhere_in_the_call_answers_the_cancel(started, monkeypatch, where):
    # a SIGINT from the interrupt buffer lands wherever Python checks for signals: the answer's
    # encoding included (the bridge's last step)
    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    def handler(action, params, progress):
        progress({"done": 1, "total": 1})
        if where == "search":
            interrupt()
        return {"words": ["a"]}
    fake_api(monkeypatch, handler)
    worker = Worker()
    if where == "params":
        monkeypatch.setattr(json, "loads", interrupt)
    if where == "report":
        progress = interrupt
    else:
        progress = None
    if where == "turn":
        def interrupted(awaitable):          # while the worker's turn is awaited
            awaitable.close()
            interrupt()
        monkeypatch.setattr(worker, "run_sync", interrupted)
    if where == "encoding":
        dumps = json.dumps
        monkeypatch.setattr(json, "dumps", lambda obj, **kw: interrupt() if kw.get("allow_nan") is False else dumps(obj, **kw))
    try:
        answer = worker.call("x.search", {}, progress=progress)
    except KeyboardInterrupt:
        pytest.fail(f"a KeyboardInterrupt in the {where} escaped the call")
    assert answer == bridge.CANCELLED


@pytest.mark.parametrize("result, why", [({"score": float("nan")}, "Out of range float values are not JSON compliant"),
                                         ({"words": {"a", "b"}}, "Object of type set is not JSON serializable")])
def test_an_answer_that_is_not_json_is_the_internal_error(started, monkeypatch, result, why):
    fake_api(monkeypatch, lambda action, params, progress: result)
    error = json.loads(bridge.call("x.solve", "{}", None))["error"]
    assert error["code"] == "internal"
    assert error["message"].startswith("The solver's answer could not be sent (") and why in error["message"], error


def test_without_next_turn_no_turn_is_taken(started, monkeypatch):
    # where the runtime cannot suspend (an interrupt buffer stops it, or nothing does)
    def handler(action, params, progress):
        assert runtime._turns is None        # runtime.turn() does nothing
        end = time.perf_counter() + 0.05
        while time.perf_counter() < end:
            runtime.turn()
        progress({"done": 1, "total": 1})
        return {"ok": True}
    fake_api(monkeypatch, handler)
    worker = Worker()
    worker.run_sync = lambda awaitable: pytest.fail("a turn was taken")
    assert json.loads(worker.call("x.search", {}, turns=False)) == {"ok": True}
    assert worker.events == [("progress", {"done": 1, "total": 1})]


def test_without_progress_the_door_gets_none(started, monkeypatch):
    seen = []
    fake_api(monkeypatch, lambda action, params, progress: seen.append(progress) or {})
    assert bridge.call("x.solve", "{}", None) == "{}"
    assert seen == [None]


def test_start_holds_the_warm_list_and_pauses_on_sigusr1(page_cancelled, monkeypatch):
    lists = {}

    def load(name):
        return lists.setdefault(name, words.WordList(name, text="\nab\ncd\n"))
    monkeypatch.setattr(words, "load", load)
    handler, was = signal.getsignal(signal.SIGUSR1), (bridge.CANCELLED, bridge._warm)
    try:
        bridge.start("some-list", page_cancelled)
        assert list(lists) == ["some-list"] and bridge.CANCELLED == page_cancelled
        assert signal.getsignal(signal.SIGUSR1) is bridge.pause
        pauses = []
        monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(wordloomPause=lambda: pauses.append(1)))
        os.kill(os.getpid(), signal.SIGUSR1)  # handled at the next bytecode Python runs
        for _ in range(1000):
            if pauses:
                break
            time.sleep(0.001)
        assert pauses == [1]
        monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace())  # a worker with no pause defined
        bridge.pause(signal.SIGUSR1, None)
        assert pauses == [1]
        # warm_up, before the snapshot is taken: the warm list's text and index built, then held in it
        assert not lists["some-list"].built("index")
        bridge.warm_up()
        assert lists["some-list"].built("text") and lists["some-list"].built("index")
        assert list(lists) == ["some-list"]
    finally:
        signal.signal(signal.SIGUSR1, handler)
        bridge.CANCELLED, bridge._warm = was


def test_state_names_the_lists_and_the_pause_signal():
    assert json.loads(bridge.state()) == {"dictionaries": list(words.DICTIONARIES), "pause_signal": int(signal.SIGUSR1)}
