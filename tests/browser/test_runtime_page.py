"""The vendored runtime in the browser: micropip loads from this site with the patched lock
(Chromium checks the wheel's sha256 against the lock; Node does not, so only this layer can tell)."""


def test_micropip_loads_from_the_site_with_integrity_checked(page, site):
    page.goto(site + "build.json")
    result = page.evaluate("""async () => {
        const { loadPyodide } = await import("./pyodide/pyodide.mjs");
        const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
        const errors = [];
        await pyodide.loadPackage("micropip", { errorCallback: (e) => errors.push(e), messageCallback: () => {} });
        const version = pyodide.runPython("import micropip; micropip.__version__");
        return { errors, version };
    }""")
    assert result == {"errors": [], "version": "0.11.1"}


def test_cancel_stops_long_work_at_once_and_the_solvers_come_back(page, site):
    page.goto(site + "#bee")
    result = page.evaluate("""async () => {
        const { getClient } = await import("./solver-client.js");  // the page's own shared client
        const client = getClient();
        await client.ready;
        let progressed;
        const started = new Promise((resolve) => { progressed = resolve; });
        const job = client.request("tiles.optimize",
            { count: 20, method: "search", time_budget: 120, dictionary: "enable" },
            { onProgress: progressed });
        await started;                       // the search is running in Python
        const t = performance.now();
        client.cancel();
        const answer = await job;
        const stoppedMs = performance.now() - t;
        await client.ready;                  // a fresh worker
        const again = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
        return { code: answer.error && answer.error.code, stoppedMs, score: again.score };
    }""")
    assert result["code"] == "cancelled"
    assert result["stoppedMs"] < 500
    assert result["score"] == 3898


def test_a_sections_cancel_stops_its_own_work_only(page, site):
    """Each section sees the shared client through `scoped(id)`: its Cancel drops its waiting requests
    and stops its running one; another section's request waiting behind it is answered afterwards."""
    page.goto(site + "#bee")
    result = page.evaluate("""async () => {
        const { getClient } = await import("./solver-client.js");
        const client = getClient();
        await client.ready;
        const boggle = client.scoped("boggle"), bee = client.scoped("bee"), tiles = client.scoped("tiles");
        let progress = 0, first;
        const started = new Promise((resolve) => { first = resolve; });
        const long = tiles.request("tiles.optimize", { count: 20, method: "search", time_budget: 120, dictionary: "enable" },
            { onProgress: () => { progress += 1; first(); } });
        const beeJob = bee.request("bee.solve", { letters: "aeginrt", center: "r" });      // waits behind the search
        const boggleJob = boggle.request("boggle.solve", { board: "perslatgsineters" });   // waits too
        await started;
        boggle.cancel();                                  // a waiting request: dropped, the search goes on
        const dropped = await boggleJob;
        const before = progress;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const searchWentOn = progress > before && client.step === "ready";
        const t = performance.now();
        tiles.cancel();                                   // the running one: stopped, the worker restarted
        const stopped = await long;
        const stoppedMs = performance.now() - t;
        const answered = await beeJob;                    // Bee's request is answered by the new worker
        return { dropped: dropped.error?.code, searchWentOn, stopped: stopped.error?.code, stoppedMs, score: answered.score };
    }""")
    assert result["dropped"] == "cancelled" and result["searchWentOn"]
    assert result["stopped"] == "cancelled" and result["stoppedMs"] < 500
    assert result["score"] == 3898
