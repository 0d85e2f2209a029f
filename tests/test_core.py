"""core: reading parameters, errors, the progress throttle."""
from pysolvers import core


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
