"""core: reading parameters, errors, the progress throttle; runtime: the browser runtime's turns."""
from pysolvers import core, runtime


def test_throttle_lets_one_report_through_per_interval(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(core.time, "perf_counter", lambda: now[0])
    seen = []
    throttle = core.Throttle(seen.append, 0.1)
    for step in range(100):          # 100 calls over 1 s of work, 10 ms apart
        throttle(step)
        now[0] += 0.01
    assert len(seen) == 9 or len(seen) == 10
    assert all(b - a >= 9 for a, b in zip(seen, seen[1:])), seen
    assert seen[0] >= 9, "nothing is reported before the first interval has passed"


def test_throttle_without_a_reporter_is_never_due(monkeypatch):
    now = [0.0]
    monkeypatch.setattr(core.time, "perf_counter", lambda: now[0])
    throttle = core.Throttle(None)
    now[0] = 10.0
    assert not throttle.due() and throttle("x") is False


def test_throttle_takes_the_runtimes_turns_every_interval_of_work(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(core.time, "perf_counter", lambda: now[0])
    turns, seen = [], []
    with runtime.taking_turns(lambda: turns.append(now[0]), every=0.02):
        throttle = core.Throttle(seen.append, 0.1)
        for step in range(100):      # 1 s of work, asked every 10 ms
            throttle.due()
            now[0] += 0.01
    assert 45 <= len(turns) <= 50, turns
    assert all(b - a >= 0.02 - 1e-9 for a, b in zip(turns, turns[1:])), turns
    throttle.due()                   # outside the block: no turn
    assert len(turns) <= 50


def test_a_held_turn_counts_from_its_end_and_a_raising_turn_stops_the_work(monkeypatch):
    now = [0.0]
    monkeypatch.setattr(core.time, "perf_counter", lambda: now[0])
    turns = []

    def held():                      # a pause of 5 s while the turn is held
        turns.append(now[0])
        now[0] += 5.0

    with runtime.taking_turns(held, every=0.02):
        throttle = core.Throttle(lambda *a: None, 0.1)
        now[0] = 0.03
        throttle.due()
        throttle.due()               # right after the held turn: not another one
    assert turns == [0.03]

    def stop():
        raise KeyboardInterrupt

    done = 0
    try:
        with runtime.taking_turns(stop, every=0.02):
            throttle = core.Throttle(lambda *a: None, 0.1)
            for done in range(10):
                now[0] += 0.01
                throttle.due()
    except KeyboardInterrupt:
        pass
    assert done == 1, "the work stops at the first turn after 20 ms"
    assert runtime._turns is None, "the turns end with the block, even when it raises"


def test_turn_takes_the_runtimes_turn_only_when_one_is_due_and_only_while_turns_are_taken(monkeypatch):
    now = [0.0]
    monkeypatch.setattr(core.time, "perf_counter", lambda: now[0])
    turns = []
    runtime.turn()                   # no runtime taking turns (CPython): nothing happens
    with runtime.taking_turns(lambda: turns.append(now[0]), every=0.25):
        for _ in range(10):          # 1.25 s of a loop that asks every 0.125 s
            now[0] += 0.125
            runtime.turn()
    now[0] += 1.0
    runtime.turn()                   # the block is over: no turn, however long since the last
    assert turns == [0.25, 0.5, 0.75, 1.0, 1.25], turns
