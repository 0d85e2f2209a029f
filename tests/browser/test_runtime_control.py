"""Cancel and pause at the edges of a request, in Chromium: a cancel that lands while Python encodes
the answer (or on the call's very entry) still answers {error: cancelled} and leaves the runtime
usable; a cancel sent before the worker picked its request up stops it there (no restart); a stale
cancel meant for an earlier request does not stop the next; a paused worker starts its request paused."""
import http.server
import threading

import pytest

from buildsys.serve import Handler

# A custom list of 300,000 words takes Python seconds to read: a request that is still running well
# after the 400 ms a stopped worker gets before it is terminated.
SLOW_WORDS = """Array.from({ length: 300000 }, (_, i) => "w" + i.toString(26).replace(/[0-9]/g, (d) => "abcdefghij"[d]))"""


@pytest.fixture(scope="module")
def isolated_site(dist):
    """dist/ served with the cross-origin isolation headers on every response (what the service
    worker adds on a return visit), so that pages have shared memory from their first load."""
    class Isolated(Handler):
        def end_headers(self) -> None:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            super().end_headers()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Isolated)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture
def isolated(page, isolated_site):
    """A page of the isolated site (build.json, without the app)."""
    page.goto(isolated_site + "build.json")
    assert page.evaluate("self.crossOriginIsolated") is True
    yield page
    foreign = [u for u in page.requests if not u.startswith((isolated_site, "blob:", "data:"))]
    assert not foreign, foreign[:5]
    page.requests.clear()  # the fixture's own check knows only the plain site's origin


def test_a_cancel_that_lands_while_python_encodes_the_answer_is_a_cancel(page, site):
    # The runtime on the page's own thread, its interrupt buffer set from Python at the exact point
    # under test: inside the bridge's final json.dumps of the answer.
    page.goto(site + "build.json")
    result = page.evaluate("""async () => {
        const site = new URL("./", location.href);
        const { startRuntime } = await import("./runtime/worker/runtime.mjs");
        const { CANCELLED } = await import("./runtime/shared/capabilities.mjs");
        const { loadPyodide } = await import("./pyodide/pyodide.js");
        const readBytes = async (rel) => new Uint8Array(await (await fetch(new URL(rel, site))).arrayBuffer());
        const rt = await startRuntime({ loadPyodide, indexURL: new URL("./pyodide/", site).href, readBytes });
        const buffer = new Int32Array(1);
        rt.pyodide.setInterruptBuffer(buffer);
        self.wordloomTestCancel = () => { buffer[0] = 2; };
        rt.pyodide.runPython(`
import json, js
_real_dumps = json.dumps
_hits = 0
def _cancel_in_dumps(obj, *args, **kwargs):
    global _hits
    if kwargs.get("allow_nan") is False:   # the answer's encoding (not a progress report)
        _hits += 1
        js.wordloomTestCancel()
        for _ in range(1000):              # Python reads the buffer every 50 checks: the cancel lands here
            pass
    return _real_dumps(obj, *args, **kwargs)
json.dumps = _cancel_in_dumps
`);
        const ask = (params) => rt.call("bee.solve", params).then(JSON.parse, (e) => ({ threw: String(e && e.type || e) }));
        const inDumps = await ask({ letters: "aeginrt", center: "r" });
        const hits = rt.pyodide.runPython("_hits");
        rt.pyodide.runPython("json.dumps = _real_dumps");
        buffer[0] = 2;                              // a cancel already waiting when the call starts
        const atEntry = await ask({ letters: "aeginrt", center: "r" });
        const after = await ask({ letters: "aeginrt", center: "r" });
        return { inDumps, hits, atEntry, after: after.score, left: buffer[0], page: CANCELLED };
    }""")
    assert result["hits"] == 1                      # the cancel was sent from inside json.dumps
    assert result["page"] == {"error": {"code": "cancelled", "message": "Stopped."}}
    assert result["inDumps"] == result["page"]      # Python's bridge answers the page's own cancel
    assert result["atEntry"] == result["page"]
    assert result["after"] == 3898 and result["left"] == 0   # the runtime answers on


def test_a_cancel_before_the_worker_picks_the_request_up_stops_it_there(isolated):
    result = isolated.evaluate("""async () => {
        const { PyWorker } = await import("./runtime/page/py-worker.js");
        let exits = 0;
        const w = new PyWorker(new URL("./runtime/worker/worker.js", location.href), { name: "test", useSnapshot: false,
            onExit: () => { exits += 1; } });
        await w.ready;
        let id = 0;
        const ask = (action, params) => new Promise((done) => w.run({ id: ++id, action, params, done }));
        const settled = async () => { while (w.phase === "stopping") await new Promise((r) => setTimeout(r, 20)); };
        const slow = ask("bee.solve", { letters: "aeginrt", center: "r", word_list: %s });
        w.stop();                                      // the SIGINT goes before the worker has the request
        const stopped = await slow;
        await settled();
        const phases = w.phases.slice(-3);
        // a stale SIGINT, meant for a request that already ended, does not stop the next one
        Atomics.store(w.control, 2, id);
        Atomics.store(w.control, 0, 2);
        const next = await ask("bee.solve", { letters: "aeginrt", center: "r" });
        w.kill("done", true);
        return { stopped: stopped.error?.code, phases, next: next.score, exitsBefore: exits - 1 };
    }""" % SLOW_WORDS)
    assert result["stopped"] == "cancelled"
    # stopped by the isolated page's path, a SIGINT, and answered by Python within the stop's grace (a
    # request that ran seconds would have been terminated): ready again, never ended
    assert result["phases"] == ["busy", "stopping:interrupt", "ready"] and result["exitsBefore"] == 0
    assert result["next"] == 3898


def test_a_paused_worker_starts_its_request_paused(isolated):
    result = isolated.evaluate("""async () => {
        const { PyWorker } = await import("./runtime/page/py-worker.js");
        const w = new PyWorker(new URL("./runtime/worker/worker.js", location.href), { name: "test", useSnapshot: false });
        await w.ready;
        let id = 0, answered = null;
        const ask = (action, params, paused) => new Promise((done) => w.run({ id: ++id, action, params, done }, paused));
        await ask("bee.solve", { letters: "aeginrt", center: "r" });     // warm: the next one is quick
        // started paused, as the pool starts a search while the interactive worker runs
        const job = ask("bee.solve", { letters: "eainrst", center: "e" }, true).then((r) => { answered = r.score; return r; });
        await new Promise((r) => setTimeout(r, 2500));
        const whilePaused = answered;
        w.setPaused(false);
        const r = await job;
        w.kill("done", true);
        return { whilePaused, score: r.score };
    }""")
    assert result["whilePaused"] is None              # held while paused
    assert result["score"] == 8681                    # and answered once resumed
