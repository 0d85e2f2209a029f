"""Cancel and pause at the edges of a request, in Chromium: a cancel that lands while Python encodes
the answer (or on the call's very entry) still answers {error: cancelled} and leaves the runtime
usable."""

def test_a_cancel_that_lands_while_python_encodes_the_answer_is_a_cancel(page, site):
    # The runtime on the page's own thread, its interrupt buffer set from Python at the exact point
    # under test: inside the bridge's final json.dumps of the answer.
    page.goto(site + "build.json")
    result = page.evaluate("""async () => {
        const site = new URL("./", location.href);
        const { startRuntime } = await import("./runtime.mjs");
        const { loadPyodide } = await import("./pyodide/pyodide.mjs");
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
        return { inDumps, hits, atEntry, after: after.score, left: buffer[0] };
    }""")
    assert result["hits"] == 1                      # the cancel was sent from inside json.dumps
    assert result["inDumps"] == {"error": {"code": "cancelled", "message": "Stopped."}}
    assert result["atEntry"] == {"error": {"code": "cancelled", "message": "Stopped."}}
    assert result["after"] == 3898 and result["left"] == 0   # the runtime answers on
