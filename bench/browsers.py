"""The runtime in three engines: Chromium, Firefox (firefox-esr) and WebKitGTK (Safari's engine).

    python3 -m bench.browsers [--rounds N] [--engines chromium,firefox,webkit]   (after python3 build.py)

Per engine, in interleaved rounds (the machine is shared and noisy: compare ratios within a round):
a first visit (a new profile) and a return visit (the same profile, the browser restarted), each a
probe page of tests/crossbrowser/ that makes the page's solver client and times, from the moment the
page began loading, the first Spelling Bee answer; then Cancel of a running search and the next
answer; then a split search (Bee best boards on words_alpha) with the pool and with one worker.
Beside them, a bare Pyodide boot in the same engine (npm's Pyodide in a module worker, 1+1: the page
bench/web/bare.html runs in Chromium for bench/startup.py). Bytes: the bodies of site files the server
sent during the visit. Memory: the wasm heap of one Python runtime (the snapshot's size) and the
workers the client ran. The paths each engine took are the About panel's lines.

Writes bench/results/browsers.md and prints it.
"""
from __future__ import annotations

import argparse
import datetime
import functools
import json
import sys

from bench.common import ROOT, load1, median
from tests.crossbrowser import engines

NAMES = {"chromium": "Chromium", "firefox": "Firefox ESR", "webkit": "WebKitGTK (MiniBrowser)"}


def versions() -> dict[str, str]:
    import subprocess
    def out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout.strip().splitlines()[-1]
        except Exception:  # noqa: BLE001
            return "?"
    return {"chromium": out(["/usr/bin/chromium", "--version"]), "firefox": out(["/usr/bin/firefox-esr", "--version"]),
            "webkit": "WebKitGTK " + out(["dpkg-query", "-W", "-f=${Version}", "libwebkit2gtk-4.1-0"])}


def run(rounds: int, which: list[str]) -> dict:
    server = engines.ProbeServer(ROOT / "dist")
    server.mounts = {"/__bench/stock-pyodide/": ROOT / "node_modules" / "pyodide", "/__bench/": ROOT / "bench" / "web",
                     **server.mounts}
    rows: dict[str, dict[str, list]] = {name: {} for name in which}
    loads = [load1()]
    try:
        for r in range(rounds):
            for name in which:
                engine = engines.ENGINES[name]()
                try:
                    for kind in ("first", "return", "bare"):
                        server.bytes = 0
                        v = engine.visit(server.probe("bare" if kind == "bare" else "bench"), timeout=600)
                        res = v.result
                        if "failed" in res:
                            print(f"round {r + 1} {name} {kind}: {res['failed'][:300]}", flush=True)
                            continue
                        res["bytesSent"] = server.bytes
                        res["errors"] = v.errors[:3]
                        rows[name].setdefault(kind, []).append(res)
                        print(f"round {r + 1} {name} {kind}: " + json.dumps({k: res.get(k) for k in
                              ("firstMs", "ms", "start", "cancelMs", "nextMs", "pooledMs", "aloneMs", "poolSize", "sameBoards", "poolError", "bytesSent")}), flush=True)
                finally:
                    engine.close()
                loads.append(load1())
    finally:
        server.close()
        engines.WebKit.stop_display()
    return {"rows": rows, "loads": loads}


med = functools.partial(median, empty=None, missing=True)


def report(data: dict, rounds: int) -> str:
    rows, loads = data["rows"], data["loads"]
    v = versions()
    ms = lambda x: "–" if x is None else f"{x:,.0f} ms"  # noqa: E731
    ratio = lambda a, b: "–" if a is None or not b else f"{a / b:.2f}×"  # noqa: E731
    lines = [
        "# The runtime in Chromium, Firefox and WebKitGTK", "",
        f"Measured {datetime.date.today()} by `python3 -m bench.browsers --rounds {rounds}` on this 2-core machine, shared "
        f"with other work: load average {min(loads):.1f}–{max(loads):.1f} during the run. Medians of {rounds} "
        "interleaved rounds (each round: every engine, a new profile, a first visit, a return visit with the browser "
        "restarted, a bare Pyodide boot). Times are from the moment the probe page began loading; compare the ratios, "
        "which were measured in the same minutes, more than the times.", "",
        "Engines: " + "; ".join(f"{NAMES[k]}: {v[k]}" for k in rows), "",
        "| | " + " | ".join(NAMES[k] for k in rows) + " |",
        "|---|" + "---|" * len(rows),
    ]

    def row(label, fn):
        lines.append(f"| {label} | " + " | ".join(fn(rows[k]) for k in rows) + " |")

    get = lambda r, kind, key: med([x.get(key) for x in r.get(kind, [])])  # noqa: E731
    row("bare Pyodide boot (1+1)", lambda r: ms(get(r, "bare", "ms")))
    row("first visit: first Bee answer", lambda r: ms(get(r, "first", "firstMs")))
    row("… against the bare boot", lambda r: ratio(get(r, "first", "firstMs"), get(r, "bare", "ms")))
    row("return visit: first Bee answer", lambda r: ms(get(r, "return", "firstMs")))
    row("… against the bare boot", lambda r: ratio(get(r, "return", "firstMs"), get(r, "bare", "ms")))
    row("return visit started from", lambda r: ", ".join(sorted({x["start"] for x in r.get("return", [])})) or "–")
    row("Cancel answered (return visit)", lambda r: ms(get(r, "return", "cancelMs")))
    row("Cancel → next answer (return visit)", lambda r: ms(get(r, "return", "nextMs")))
    row("pool: search workers (measured)", lambda r: ", ".join(sorted({str(x["poolSize"]) for x in r.get("return", [])})) or "–")
    ok = lambda r: {**r, "return": [x for x in r.get("return", []) if x.get("sameBoards")]}  # noqa: E731  (answers that agree)
    row("pool speed-up, Bee best on words_alpha (one worker ÷ pool)",
        lambda r: ratio(get(ok(r), "return", "aloneMs"), get(ok(r), "return", "pooledMs")))
    row("bytes sent by the server, first visit", lambda r: f"{get(r, 'first', 'bytesSent') / 1e6:.1f} MB" if get(r, "first", "bytesSent") else "–")
    row("bytes sent by the server, return visit", lambda r: f"{get(r, 'return', 'bytesSent') / 1e6:.2f} MB" if get(r, "return", "bytesSent") is not None else "–")
    row("wasm heap of one runtime (snapshot)", lambda r: f"{get(r, 'first', 'heapBytes') / 1e6:.1f} MB" if get(r, "first", "heapBytes") else "–")
    row("snapshot as stored", lambda r: f"{get(r, 'first', 'storedBytes') / 1e6:.1f} MB" if get(r, "first", "storedBytes") else "none")
    lines += ["", "## Which paths each engine took (the About panel's lines, return visit)", ""]
    for k in rows:
        last = (rows[k].get("return") or rows[k].get("first") or [{}])[-1]
        caps = last.get("capabilities", {})
        lines += [f"**{NAMES[k]}** — capabilities: " + ", ".join(f"{n} {caps[n]}" for n in caps) + (
            f"; pool measured {json.dumps(last.get('measured'))}" if last.get("measured") else ""), ""]
        lines += [f"- {line}" for line in last.get("paths", [])] + [""]
        errors = [e for kind in rows[k].values() for x in kind for e in x.get("errors", [])]
        if errors:
            lines += [f"Console errors seen: {errors[:3]}", ""]
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--engines", default="chromium,firefox,webkit")
    ap.add_argument("--report", action="store_true", help="write browsers.md again from the last run's browsers.json")
    a = ap.parse_args()
    saved = ROOT / "bench" / "results" / "browsers.json"
    if a.report:
        data = json.loads(saved.read_text())
        a.rounds = max(len(kind) for r in data["rows"].values() for kind in r.values())
    else:
        which = [e for e in a.engines.split(",") if not engines.available().get(e)]
        data = run(a.rounds, which)
        saved.write_text(json.dumps(data, indent=1))
    text = report(data, a.rounds)
    (ROOT / "bench" / "results" / "browsers.md").write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
