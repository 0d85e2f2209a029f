"""The page's own shared solver client (getClient) in Chromium, and what the page shows of it: Cancel
stops long work at once and the solvers come back; the status says how Python started; a worker that
dies mid-search leaves a clear error and the next search works; Cancel in one embed stops only its own
work."""
from playwright.sync_api import expect

from tests.harness.browser import blog_requests_ok
from tests.browser.test_runtime_workers import CAPTURE_WORKERS

# The page's client's report of the snapshot it stored, once it has (a first visit stores one).
SNAPSHOT_STORED = """async () => {
    const client = (await import('./solver-client.js')).getClient();
    return client.snapshot ?? await new Promise((r) => client.addEventListener("snapshot", (e) => r(e.detail), { once: true }));
}"""


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
        const ranBefore = client.stopsRan.length;
        client.cancel();
        // answered as Cancel returned (the race is won by a promise already settled), not by the worker
        const answer = await Promise.race([job, Promise.resolve("pending")]);
        const again = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
        return { code: answer === "pending" ? "pending" : answer.error?.code, stop: client.paths.stop,
                 ran: client.stopsRan.slice(ranBefore), score: again.score };
    }""")
    assert result["code"] == "cancelled"
    # a first visit is not cross-origin isolated: the search is stopped by a cancel message
    # (whether its worker then stays is test_runtime_workers' and test_runtime_paths' to say: a
    # round of this tiles search can outlast the stop's grace, and the worker is then ended)
    assert result["stop"] == "message" and result["ran"] == ["message"], result
    assert result["score"] == 3898


def test_about_says_how_python_started_and_the_header_does_not(page, site):
    page.goto(site + "#bee")
    about = page.locator("#about")
    about.locator("summary").first.click()
    start = page.locator("#runtime-start")
    expect(start).to_have_text("Cold start")           # a first visit: from scratch, then a snapshot is stored
    expect(about).to_contain_text("This visit: Cold start: Python started from scratch")
    assert page.evaluate(SNAPSHOT_STORED)["stored"]
    page.reload()
    expect(page.locator("#runtime-status")).to_have_text("Python ready")
    expect(start).to_have_text("Snapshot start")
    page.locator("#about summary").first.click()
    expect(about).to_contain_text("This visit: Snapshot start: Python was restored from the memory snapshot")
    header = page.locator("header").inner_text()
    assert "Snapshot start" not in header and "Cold start" not in header


def optimize(root, seconds: int) -> None:
    """Start Boggle's Optimize search in `root` (the page or an embed) for `seconds`."""
    root.get_by_role("tab", name="Optimize", exact=True).click()
    root.get_by_label("Seconds").fill(str(seconds))
    root.get_by_role("button", name="Search", exact=True).click()


def test_a_search_worker_killed_mid_search_leaves_a_clear_error_and_the_next_search_works(page, site):
    page.add_init_script(CAPTURE_WORKERS)
    page.goto(site + "#boggle")
    optimize(page, 60)
    status = page.locator("#boggle .boggle-opt-status")
    expect(status).to_contain_text("Best so far")          # the search runs, split over the search workers
    page.evaluate("window.__workers.slice(1).forEach((w) => w.terminate())")  # the first is the interactive one
    error = page.locator("#boggle [role=alert]:visible")
    expect(error).to_contain_text("unexpectedly")
    expect(error).to_contain_text("try again")
    expect(page.locator("#boggle .boggle-optimize progress")).to_be_hidden()
    page.locator("#boggle-opt-seconds").fill("2")
    page.get_by_role("button", name="Search", exact=True).click()
    expect(status).to_contain_text("boards scored in", timeout=90_000)   # "Best: … points · … 4 rounds of 4 chains, … boards scored in 2 s"
    expect(error).to_have_count(0)


# Terminates the worker a request for `window.__killOn` (an action's name) was just sent to, once:
# the request is then in flight in a worker that dies, as when the browser kills it.
KILL_ON_REQUEST = CAPTURE_WORKERS + """
  window.__killOn = [];
  const post = window.Worker.prototype.postMessage;
  window.Worker.prototype.postMessage = function (message, ...rest) {
    post.call(this, message, ...rest);
    const at = message && message.type === "request" ? window.__killOn.indexOf(message.action) : -1;
    if (at >= 0) { window.__killOn.splice(at, 1); this.terminate(); }
  };
"""


def test_a_worker_killed_mid_request_leaves_an_error_with_retry_that_sends_it_again(page, site):
    page.add_init_script(KILL_ON_REQUEST)
    page.add_init_script("window.__killOn.push('letterboxed.generate')")
    page.goto(site + "#letterboxed/play/seed/5")       # the game's request dies with its worker
    error = page.locator("#lb-game-error")
    expect(error).to_contain_text("unexpectedly")
    expect(error).to_contain_text("try again")
    error.get_by_role("button", name="Retry").click()  # the same request, to the restarted worker
    expect(page.locator(".lb-title")).to_have_text("Random puzzle 5")
    expect(error).to_be_hidden()
    assert page.url.endswith("#letterboxed/play/seed/5")

    page.evaluate("window.__killOn.push('bee.solve')")  # a form's request: Retry submits it again
    page.goto(site + "#bee/aeginrt/r")
    error = page.locator("#bee-error")
    expect(error).to_contain_text("unexpectedly")
    error.get_by_role("button", name="Retry").click()
    expect(page.locator("#bee .bee-solve .summary")).to_contain_text("points")
    expect(error).to_be_hidden()


def test_cancel_in_one_embed_leaves_the_other_embeds_search_running(page, site, blog):
    url = blog("two.html", f"""
      <script type="module" src="{site}embed.js"></script>
      <wordloom-puzzle id="a" puzzle="boggle"></wordloom-puzzle>
      <wordloom-puzzle id="b" puzzle="boggle"></wordloom-puzzle>""")
    page.goto(url)
    a, b = page.locator("#a"), page.locator("#b")
    optimize(a, 60)
    optimize(b, 8)
    expect(a.locator(".boggle-opt-status")).to_contain_text("Best so far")
    expect(b.locator(".boggle-opt-status")).to_contain_text("Best so far")
    a.get_by_role("button", name="Cancel").click()
    expect(a.locator(".boggle-opt-status")).to_contain_text("Stopped")
    # b's search went on to its end: its answer, not a Stop
    expect(b.locator(".boggle-opt-status")).to_contain_text("boards scored in", timeout=90_000)
    assert "Stopped" not in b.locator(".boggle-opt-status").inner_text()
    blog_requests_ok(page, site, url)
