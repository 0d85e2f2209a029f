"""The page's own shared solver client (getClient) in Chromium: Cancel stops long work at once and
the solvers come back."""


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
