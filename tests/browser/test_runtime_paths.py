"""The paths the runtime chooses from the capability record, in Chromium, each capability switched off
as a browser without it would lack it (runtime/shared/capabilities.mjs): Cancel by a message (stack
switching), and by a restart (neither stack switching nor shared memory: WebKit's path) each answer
at once, take the path the client names, keep the search worker (a message) or end and replace it (a
restart), and the next answer follows; the About panel says which paths the page runs."""
from playwright.sync_api import expect

from tests.browser.test_runtime_workers import CAPTURE_WORKERS, run

CANCEL_BY = """
    const client = new SolverClient(undefined, { poolSize: 1, off });
    await client.ready;
    let started;
    const running = new Promise((r) => { started = r; });
    const workers = window.__workers.length;
    const search = client.request("boggle.optimize", { size: 4, seconds: 60, seed: 1 }, { onProgress: () => started() });
    await running;
    const searcher = client.pool.workers[0];
    client.cancel();
    const stopped = await answerNow(search);               // answered as Cancel returned, not by the worker
    await stopSettled(searcher);                           // Python stopped it (ready), or it was ended
    const next = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
    const result = { stop: client.paths.stop, pause: client.paths.pause, ran: client.stopsRan,
                     stopped: stopped === "pending" ? "pending" : stopped.error?.code, phases: searcher.phases.slice(-3),
                     next: next.score, started: window.__workers.length - workers, lines: client.describe() };
    client.close();
    return result;
"""


def test_cancel_by_message_and_by_restart_each_answer_at_once_and_the_next_answer_follows(page, site):
    page.add_init_script(CAPTURE_WORKERS)
    page.goto(site + "build.json")                          # not cross-origin isolated: no shared memory
    message = run(page, "const off = [];" + CANCEL_BY)
    restart = run(page, 'const off = ["jspi"];' + CANCEL_BY)
    assert (message["stop"], message["pause"]) == ("message", "message")
    assert (restart["stop"], restart["pause"]) == ("restart", "none")
    for r in (message, restart):
        assert r["ran"] == [r["stop"]], r                    # the path the client names is the one Cancel took
        assert r["stopped"] == "cancelled", r                # answered at once, not when the worker stopped
        assert r["next"] == 3898
    # a message: Python stopped the search within the stop's grace (else the worker would be ended)
    assert message["phases"] == ["busy", "stopping:message", "ready"], message
    assert message["started"] == 1                          # the search worker kept (the interactive one's start is before)
    # a restart: the worker ended at once, on purpose, and another took its place
    assert restart["phases"] == ["busy", "stopping:restart", "restarting"], restart
    assert restart["started"] == 2                          # the search worker ended and replaced
    assert restart["lines"][0] == "Cancel ends the worker and starts another (no shared memory or stack switching)"


def test_the_about_panel_lists_the_paths_this_browser_runs(page, site):
    page.goto(site + "#bee")
    page.get_by_text("About wordloom and its word lists").click()
    paths = page.locator("#runtime-paths li")
    expect(paths).to_have_count(4)
    expect(paths.nth(0)).to_have_text("Cancel is a message Python reads as it works (stack switching)")  # a first visit: not isolated
    expect(paths.nth(2)).to_have_text("memory snapshot kept in the origin private file system", timeout=90_000)


def test_the_documented_switch_turns_paths_off_in_the_about_panel_and_in_cancel_alike(page, site):
    """`globalThis.wordloomOff` set before the page loads: the page's record, the About panel and what
    Cancel really does agree (the panel once said "a message" while Cancel restarted the workers)."""
    page.add_init_script('globalThis.wordloomOff = ["sharedMemory", "jspi"];')
    page.add_init_script(CAPTURE_WORKERS)
    page.goto(site + "#bee")
    page.get_by_text("About wordloom and its word lists").click()
    paths = page.locator("#runtime-paths li")
    expect(paths.nth(0)).to_have_text("Cancel ends the worker and starts another (no shared memory or stack switching)")
    expect(paths.nth(1)).to_have_text("searches run beside a solve (they cannot be paused here)")
    r = run(page, "const off = undefined;" + CANCEL_BY)   # a client made as the app makes its own
    assert (r["stop"], r["pause"]) == ("restart", "none"), r
    assert r["ran"] == ["restart"], r                      # the path Cancel took is the one the panel names
    assert r["stopped"] == "cancelled" and r["next"] == 3898, r   # answered at once, then the next answer
    assert r["phases"] == ["busy", "stopping:restart", "restarting"], r   # ended at once, on purpose
    assert r["started"] == 2                               # ended and replaced, as the panel says
