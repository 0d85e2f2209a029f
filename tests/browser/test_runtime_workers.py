"""The solver client's workers in Chromium, driven through its API (not through a puzzle's UI):
the boundary (a worker that dies answers with a clear error, and the next request works), Cancel in
every state, the interactive worker that answers while a search runs, and the search pool."""
import pytest

# Every Worker the page creates, in order: the first is the client's interactive worker.
CAPTURE_WORKERS = """
  window.__workers = [];
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) { super(...args); window.__workers.push(this); }
  };
"""



# What a test asks of a stop, by state rather than by the clock (both defined in `run`):
#   answerNow(p)    p's answer if it has one already, else "pending": right after client.cancel(), a
#                   cancelled request's answer is there before any worker could have said a word
#   stopSettled(w)  resolves to the phase of the PyWorker `w`, whose task was stopped, once it is no
#                   longer "stopping": "ready" (Python stopped the task itself: the interrupt or the
#                   message path, within the grace py-worker.js gives it) or "restarting" (ended: the
#                   restart path, or a stop that outlasted that grace)
STOP_HELPERS = """
    const answerNow = (p) => Promise.race([p, Promise.resolve("pending")]);
    const stopSettled = async (w) => { while (w.phase === "stopping") await new Promise((r) => setTimeout(r, 5)); return w.phase; };
"""


def run(page, body: str):
    """Evaluate `body` (JavaScript statements ending in a return) in an async function of the
    page, with SolverClient and getClient imported from the site's solver-client.js, and the
    STOP_HELPERS."""
    return page.evaluate("async () => { const { SolverClient, getClient } = await import('./solver-client.js');\n"
                         + STOP_HELPERS + body + "\n}")


@pytest.fixture
def lab(page, site):
    """A page of the site without the app (build.json), where a test makes its own clients."""
    page.add_init_script(CAPTURE_WORKERS)
    page.goto(site + "build.json")
    return page


def test_cancel_while_python_loads_drops_the_request_and_boots_once(lab):
    result = run(lab, """
        const client = new SolverClient();
        const steps = [];
        client.addEventListener("status", (e) => steps.push(e.detail.step));
        const boards = client.request("bee.best", { exclude: "s", top: 3 });   // a search, before Python is up
        const solve = client.request("bee.solve", { letters: "aeginrt", center: "r" });
        client.cancelWhere(() => true);
        const [a, b] = [await answerNow(boards), await answerNow(solve)];   // answered as the cancel returned
        const stepBefore = client.step;
        const ran = [...client.stopsRan];                // nothing ran yet: no worker had a task to stop
        await client.ready;
        const again = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
        return { a: a.error?.code ?? a, b: b.error?.code ?? b, ran, stepBefore, steps, workers: window.__workers.length,
                 score: again.score };
    """)
    assert result["a"] == result["b"] == "cancelled"
    assert result["ran"] == [] and result["stepBefore"] != "ready"   # dropped while waiting, before Python was up
    assert result["steps"].count("runtime") == 1 and result["workers"] == 1  # Python kept loading: no restart
    assert result["score"] == 3898


def test_a_worker_killed_mid_request_answers_worker_failed_and_the_next_request_works(lab):
    # A custom list of 300,000 words takes Python seconds to read: time to kill its worker.
    result = run(lab, """
        const client = new SolverClient(undefined, { poolSize: 1 });
        await client.ready;
        const words = Array.from({ length: 300000 }, (_, i) => "w" + i.toString(26).replace(/[0-9]/g, (d) => "abcdefghij"[d]));
        const job = client.request("bee.solve", { letters: "aeginrt", center: "r", word_list: words });
        await new Promise((r) => setTimeout(r, 300));
        window.__workers[0].terminate();                 // the interactive worker dies mid-request
        const failed = await job;
        const after = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
        const restarted = client.interactive.boot.wasm;  // the runtime the dead worker compiled, instantiated again
        // the same for a search worker, once it is searching
        let searching;
        const running = new Promise((r) => { searching = r; });
        const search = client.request("boggle.optimize", { size: 4, seconds: 30, seed: 1 }, { onProgress: () => searching() });
        await running;
        window.__workers[2].terminate();
        const failedSearch = await search;
        const again = await client.request("boggle.generate", { method: "rnd", count: 5, seed: 1 });
        client.close();
        return { failed: failed.error, score: after.score, failedSearch: failedSearch.error,
                 boards: again.boards?.length, restarted };
    """)
    assert result["failed"]["code"] == "worker_failed" and result["failed"]["retry"] is True
    # noticed by the death watch (the worker's Web Lock granted to the page), the path that needs no
    # timer, not by an error event or a timeout
    assert result["failed"]["message"] == "The solver's worker ended unexpectedly. Please try again."
    assert result["score"] == 3898
    assert result["failedSearch"]["code"] == "worker_failed"
    assert result["boards"] == 5
    assert result["restarted"] == "shared"


def test_a_solve_is_answered_while_a_search_runs_and_each_cancel_stops_its_own_work(lab):
    result = run(lab, """
        const client = new SolverClient(undefined, { poolSize: 2 });
        await client.ready;
        const boggle = client.scoped("boggle"), tiles = client.scoped("tiles"), bee = client.scoped("bee");
        let boggleSteps = 0, tilesSteps = 0, started, tilesStarted, tilesStep = () => {};
        const running = new Promise((r) => { started = r; });
        const tilesRunning = new Promise((r) => { tilesStarted = r; });
        const optimize = boggle.request("boggle.optimize", { size: 4, seconds: 90, seed: 1 },   // split: both workers
            { onProgress: () => { boggleSteps += 1; started(); } });
        const search = tiles.request("tiles.optimize", { count: 20, method: "search", time_budget: 90, dictionary: "enable" },
            { onProgress: () => { tilesSteps += 1; tilesStarted(); tilesStep(); } });  // a search of its own: one more worker
        await Promise.all([running, tilesRunning]);
        const solved = await bee.request("bee.solve", { letters: "aeginrt", center: "r" });
        const searching = [await answerNow(optimize), await answerNow(search)];   // both still running
        boggle.cancel();                                  // Boggle's search stops; the tiles search goes on
        const stopped = await optimize;
        // the tiles search reports again (a round can take seconds on a loaded machine)
        const tilesWentOn = await new Promise((r) => { tilesStep = () => r(true); setTimeout(() => r(false), 30000); });
        tiles.cancel();
        const stoppedToo = await search;
        const next = await bee.request("bee.solve", { letters: "eainrst", center: "e" });
        client.close();
        return { score: solved.score, searching, stopped: stopped.error?.code, tilesWentOn,
                 stoppedToo: stoppedToo.error?.code, next: next.score };
    """)
    assert result["score"] == 3898
    assert result["searching"] == ["pending", "pending"]   # answered while both searches ran: not behind them
    assert result["stopped"] == "cancelled" and result["tilesWentOn"]
    assert result["stoppedToo"] == "cancelled" and result["next"] == 8681


@pytest.mark.alone  # Python must read the stop within STOP_GRACE_MS (0.4 s): beside other tests a starved turn can miss it
def test_without_shared_memory_a_cancelled_search_stops_and_its_worker_stays(lab):
    # The lab page is not cross-origin isolated: no shared memory, so no interrupt buffer shared with
    # the page. Chromium's stack switching lets Python read the worker's cancel message at a report.
    result = run(lab, """
        const client = new SolverClient(undefined, { poolSize: 1 });
        await client.ready;
        const first = await client.request("boggle.generate", { method: "rnd", count: 5, seed: 1 });  // the search worker is up
        const before = window.__workers.length;
        let started;
        const running = new Promise((r) => { started = r; });
        const search = client.request("boggle.optimize", { size: 4, seconds: 60, seed: 1 }, { onProgress: () => started() });
        await running;
        const searcher = client.pool.workers[0];
        client.cancel();
        const stopped = await search;
        await stopSettled(searcher);
        const phases = searcher.phases.slice(-3);       // (the next request and the close add theirs)
        const again = await client.request("boggle.generate", { method: "rnd", count: 5, seed: 1 });
        const boot = searcher.boot;
        const answeredBy = client.pool.workers.indexOf(searcher);
        client.close();
        return { isolated: self.crossOriginIsolated, cancels: boot.cancels, stopped: stopped.error?.code, ran: client.stopsRan,
                 phases, answeredBy, same: JSON.stringify(again) === JSON.stringify(first),
                 started: window.__workers.length - before };
    """)
    assert result["isolated"] is False and result["cancels"] is True
    assert result["stopped"] == "cancelled" and result["same"]
    assert result["ran"] == ["message"]                 # stopped by a message Python read at its next turn,
    assert result["phases"] == ["busy", "stopping:message", "ready"]   # within the stop's grace: not ended
    assert result["started"] == 0 and result["answeredBy"] == 0   # the same warm worker answered: no restart, no index load


@pytest.mark.alone  # Python must read the stop within STOP_GRACE_MS (0.4 s): beside other tests a starved turn can miss it
def test_without_shared_memory_a_long_quick_action_is_stopped_and_its_worker_stays(lab):
    # A solve on a list of 300,000 words the caller brings: seconds of Python reading the list, with
    # no progress to report. It takes the runtime's turns (runtime.turn), so Cancel stops it by message.
    result = run(lab, """
        const client = new SolverClient(undefined, { poolSize: 1 });
        await client.ready;
        const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
        const words = Array.from({ length: 300000 }, (_, i) => "w" + i.toString(26).replace(/[0-9]/g, (d) => "abcdefghij"[d]));
        const before = window.__workers.length;
        const long = client.request("bee.solve", { letters: "aeginrt", center: "r", word_list: words });
        while (!client.interactive.task?.listens) await sleep(5);   // Python has taken a turn
        const worker = client.interactive;
        client.cancel();
        const stopped = await long;
        await stopSettled(worker);
        const phases = worker.phases.slice(-3);
        const next = await client.request("bee.solve", { letters: "aeginrt", center: "r" });
        const boot = worker.boot;
        const same = client.interactive === worker;
        client.close();
        return { isolated: self.crossOriginIsolated, cancels: boot.cancels, stopped: stopped.error?.code, ran: client.stopsRan,
                 phases, same, score: next.score, started: window.__workers.length - before };
    """)
    assert result["isolated"] is False and result["cancels"] is True
    assert result["stopped"] == "cancelled" and result["score"] == 3898
    assert result["ran"] == ["message"]                 # it had taken a turn: stopped by a message, not ended,
    assert result["phases"] == ["busy", "stopping:message", "ready"]   # Python stopping it within the stop's grace
    assert result["started"] == 0 and result["same"]    # the warm interactive worker answered next: no restart


@pytest.mark.alone  # a pause must hold within 0.2 s, timed against the page's clock: run alone (buildsys/test.py)
def test_without_shared_memory_a_paused_search_holds_within_a_turn_and_a_cancel_still_stops_it(lab):
    # The pool pauses its searches while the interactive worker answers. Without shared memory the
    # pause is a message, read at Python's next turn (every 20 ms of a search's work).
    result = lab.evaluate("""async () => {
        const { PyWorker } = await import("./runtime/page/py-worker.js");
        let exits = 0;
        const w = new PyWorker(new URL("./runtime/worker/worker.js", location.href), { name: "test", useSnapshot: false,
            onExit: () => { exits += 1; } });
        await w.ready;
        const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
        let reports = 0;
        let answer = null;
        w.run({ id: 1, action: "boggle.optimize", params: { size: 4, seconds: 60, seed: 1 },
            onProgress: () => { reports += 1; }, done: (r) => { answer = r; } });
        while (!reports) await sleep(10);
        w.setPaused(true);
        await sleep(200);                                // a report already on its way when the pause was sent may still arrive
        const held = reports;
        await sleep(1300);
        const whilePaused = reports - held;
        w.setPaused(false);
        const resumed = reports;
        for (let i = 0; i < 3000 && reports < resumed + 3; i++) await sleep(10);   // (30 s at most: a loaded machine)
        const afterResume = reports - resumed;
        w.setPaused(true);
        await sleep(300);
        w.stop();                                        // a cancel while paused
        while (w.phase === "stopping") await sleep(5);
        const phases = w.phases.slice(-4);
        let next = null;
        w.run({ id: 2, action: "bee.solve", params: { letters: "aeginrt", center: "r" }, done: (r) => { next = r; } });
        while (!next) await sleep(10);
        w.kill("done", true);
        return { isolated: self.crossOriginIsolated, cancels: w.boot.cancels, whilePaused, afterResume,
                 phases, exitsBefore: exits - 1, answer: answer?.error?.code, next: next.score };
    }""")
    assert result["isolated"] is False and result["cancels"] is True
    assert result["whilePaused"] == 0                  # held
    assert result["afterResume"] >= 3                  # and going again (a report every 0.1 s of work)
    assert result["answer"] == "cancelled"
    # released, then stopped by a message Python read at its next turn, within the stop's grace
    # (else the worker is terminated): ready again, never ended
    assert result["phases"] == ["pausing", "busy", "stopping:message", "ready"]
    assert result["exitsBefore"] == 0
    assert result["next"] == 3898


def test_pooled_searches_equal_the_single_worker_answers(lab):
    result = run(lab, """
        const ask = async (poolSize) => {
            const client = new SolverClient(undefined, { poolSize });
            let reports = 0;
            const generate = await client.request("boggle.generate", { method: "greedy-cad", count: 300, seed: 3 },
                { onProgress: () => { reports += 1; } });
            const best = await client.request("bee.best", { exclude: "", top: 12, dictionary: "american-english" },
                { onProgress: () => { reports += 1; } });
            const chart = await client.request("tiles.chart", { from: 5, to: 20, step: 5, dictionary: "american-english" });
            const longest = await client.request("anigrams.longest_all", { dictionary: "american-english" });
            const games = await client.request("anigrams.count_all", { dictionary: "american-english", goal_length: 8 },
                { onProgress: () => { reports += 1; } });
            const workers = window.__workers.length;
            client.close();
            return { generate, best, chart, longest, games, reports, workers };
        };
        const one = await ask(1);
        const before = window.__workers.length;
        const two = await ask(2);
        return { one, two, pooledWorkers: two.workers - before };
    """)
    one, two = result["one"], result["two"]
    assert two["generate"] == one["generate"] and len(one["generate"]["boards"]) == 300
    assert two["best"] == one["best"] and len(one["best"]["boards"]) == 12
    assert two["chart"] == one["chart"] and one["chart"]["counts"] == [5, 10, 15, 20]
    assert two["longest"] == one["longest"] and one["longest"]["length"] == 11  # nice … perfectionists
    assert two["games"] == one["games"] and one["games"]["starts"] > 1000 and one["games"]["games"] > 0
    assert result["pooledWorkers"] == 3       # the interactive worker and two search workers
    assert two["reports"] > 0                 # merged progress reached the caller


def test_the_pool_has_a_worker_per_core_bounded_by_memory(lab):
    sizes = lab.evaluate("""async () => {
        const { choosePaths } = await import("./runtime/shared/capabilities.mjs");
        const pool = (cores, memory) => choosePaths({ cores, memory }).pool;
        return [pool(2, 8), pool(16, 8), pool(16, 2), pool(8, 0.5), pool(6), pool(1)];
    }""")
    assert sizes == [2, 8, 3, 1, 4, 1]


def test_no_progress_merge_is_asked_after_a_split_search_ends(lab):
    # Every request the page sends a worker, with when: a progress merge still pending when the
    # shards are done would be asked after the answer, for nothing.
    result = run(lab, """
        const sent = [];
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (msg, ...rest) {
            if (msg?.type === "request") sent.push({ action: msg.action, progress: Boolean(msg.params?.progress) });
            return post.call(this, msg, ...rest);
        };
        const client = new SolverClient(undefined, { poolSize: 2 });
        await client.ready;
        let reports = 0;
        for (let seed = 1; seed <= 3; seed++) {  // a search of a set time: its shards report while it runs, on any machine
            const r = await client.request("boggle.optimize", { size: 4, seconds: 1.5, seed },
                { onProgress: () => { reports += 1; } });
            if (!r.board || !r.evaluations) throw new Error(JSON.stringify(r).slice(0, 300));
            sent.push({ action: "(answered)" });
            await new Promise((r) => setTimeout(r, 600));   // longer than a merge's throttle
            sent.push({ action: "(next search)" });
        }
        Worker.prototype.postMessage = post;
        client.close();
        const isMerge = (s) => s.action === "merge" && s.progress;
        // the requests sent between an answer and the next search: none may be a progress merge
        let between = false, after = 0;
        for (const s of sent) {
            if (s.action === "(answered)") between = true;
            else if (s.action === "(next search)") between = false;
            else if (between && isMerge(s)) after += 1;
        }
        return { reports, merges: sent.filter(isMerge).length, after };
    """)
    assert result["reports"] > 0 and result["merges"] > 0   # progress was merged while the searches ran
    assert result["after"] == 0


def test_an_idle_search_worker_is_ended_and_the_next_search_starts_one_from_the_snapshot(lab):
    result = run(lab, """
        const client = new SolverClient(undefined, { poolSize: 1, poolIdleMs: 1500 });
        await client.snapshotSettled;                        // a first visit: the snapshot is stored
        const first = await client.request("bee.best", { exclude: "s", top: 1 });
        const busy = client.workerCount;
        await new Promise((r) => setTimeout(r, 3500));       // idle for longer than poolIdleMs
        const idle = client.workerCount;
        const again = await client.request("bee.best", { exclude: "s", top: 1 });
        const boot = client.pool.workers[0]?.boot;
        client.close();
        return { first: first.boards?.[0]?.score, again: again.boards?.[0]?.score, busy, idle,
                 started: window.__workers.length, start: boot?.start };
    """)
    assert result["first"] == result["again"] == 3898
    assert result["busy"] == 2 and result["idle"] == 1   # the search worker was ended, the interactive one kept
    assert result["started"] == 3 and result["start"] == "snapshot"


def test_a_search_worker_whose_snapshot_start_hangs_is_replaced_by_a_cold_one(lab):
    assert run(lab, """
        const client = new SolverClient(undefined, { poolSize: 1 });
        await client.snapshotSettled;                        // a first visit stores the snapshot
        client.close();
        return client.snapshot.stored;
    """)
    assert run(lab, """
        window.__client = new SolverClient(undefined, { poolSize: 1, snapshotLimitMs: 8000 });
        await window.__client.ready;                         // the interactive worker, from the snapshot
        return window.__client.start === "snapshot";
    """)
    hung = []

    def hang_once(route):  # the next worker's app never arrives (its request is left pending)
        if hung:
            return route.continue_()
        hung.append(route)
    # (not the runtime's wasm: a search worker instantiates the module the interactive one compiled)
    lab.context.route("**/pysolvers.zip", hang_once)
    result = run(lab, """
        const client = window.__client;
        const best = await client.request("bee.best", { exclude: "s", top: 1 });
        const boot = client.pool.workers[0]?.boot;
        const store = await (await import("./runtime/shared/snapshots.mjs")).snapshotStore(new URL("./", location.href));
        const left = (await store.read()) ? 1 : 0;
        client.close();
        return { score: best.boards?.[0]?.score, poolStart: boot?.start, left, started: window.__workers.length };
    """)
    assert len(hung) == 1
    assert result["score"] == 3898                # answered, by a worker started cold after the hung one
    assert result["poolStart"] == "cold" and result["left"] == 0   # the suspect snapshot was deleted
    assert result["started"] == 4                 # first visit, interactive, the hung search worker, its successor
