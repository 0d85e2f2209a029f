"""Fixtures of the cross-browser layer: the site served with its probe pages, and each engine
(Firefox, WebKit) on a profile of its own for the module (tests/crossbrowser/engines.py)."""
import pytest

from tests.crossbrowser import engines


@pytest.fixture(scope="module")
def probe_site(dist):
    server = engines.ProbeServer(dist)
    yield server
    server.close()


@pytest.fixture(scope="module", params=["firefox", "webkit"])
def engine(request):
    why = engines.available()[request.param]
    if why:
        pytest.skip(why)
    e = engines.ENGINES[request.param]()
    yield e
    e.close()
    if request.param == "webkit":
        engines.WebKit.stop_display()
