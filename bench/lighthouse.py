#!/usr/bin/env python3
"""Lighthouse on the app and on an embed: its mobile profile (a mid-tier phone's screen and CPU, a
simulated slow 4G link), Debian's Chromium, dist/ served as `python3 build.py serve` serves it
(precompressed copies) on loopback.

    python3 build.py bench lighthouse [--runs 3] [--out bench/results/network.md]

Lighthouse comes from npm (LIGHTHOUSE, pinned), installed on first use into .cache/lighthouse/ (a
measuring tool: the tests and the site do not need it). For each page: the median of --runs of the
performance, accessibility and best-practices scores and of the metrics behind performance, and
every audit that did not pass in any run (what it flags). Written into --out between the
`<!-- lighthouse -->` markers (the section is added at the end the first time).
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import tempfile
from functools import partial
from pathlib import Path

from bench.common import BENCH, CHROMIUM, DIST, ROOT, median, served
from buildsys import CACHE
from buildsys.serve import Handler
LIGHTHOUSE = "lighthouse@13.5.0"
HOME = CACHE / "lighthouse"
PAGES = {  # name: address on the site
    "app, Bee Solve": "#bee/aeginrt/r",
    "embed frame, Bee Solve": "embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=solve",
}
CATEGORIES = ("performance", "accessibility", "best-practices")
METRICS = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index")
MARK = "<!-- lighthouse -->"


def ensure_lighthouse() -> Path:
    cli = HOME / "node_modules" / ".bin" / "lighthouse"
    wanted = LIGHTHOUSE.split("@")[1]
    manifest = HOME / "node_modules" / "lighthouse" / "package.json"
    if not cli.exists() or json.loads(manifest.read_text()).get("version") != wanted:
        HOME.mkdir(parents=True, exist_ok=True)
        print(f"installing {LIGHTHOUSE} into {HOME.relative_to(ROOT)}/", flush=True)
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", "--prefix", str(HOME), LIGHTHOUSE], check=True)
    return cli


def run_once(cli: Path, url: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        subprocess.run([str(cli), url, "--quiet", "--output=json", f"--output-path={out}",
                        "--only-categories=" + ",".join(CATEGORIES),
                        "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
                       check=True, env={**os.environ, "CHROME_PATH": str(CHROMIUM), "HOME": tmp})
        report = json.loads(out.read_text())
    flagged = {}
    for cat in CATEGORIES:
        for ref in report["categories"][cat]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref.get("weight", 0) > 0 and audit["score"] is not None and audit["score"] < 1:
                flagged[ref["id"]] = f"{cat}: {audit['title']}" + (f" ({audit['displayValue']})" if audit.get("displayValue") else "")
    return {"scores": {c: round(report["categories"][c]["score"] * 100) for c in CATEGORIES},
            "metrics": {m: report["audits"][m]["numericValue"] for m in METRICS},
            "flagged": flagged, "version": report["lighthouseVersion"], "chrome": report["environment"]["hostUserAgent"]}


def fmt_metric(name: str, value: float) -> str:
    return f"{value:.3f}" if name == "cumulative-layout-shift" else f"{value / 1000:.1f} s" if value >= 1000 else f"{value:.0f} ms"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 build.py bench lighthouse", description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", default=str(BENCH / "results" / "network.md"))
    args = ap.parse_args(argv)
    cli = ensure_lighthouse()
    results = {}
    with served(partial(Handler, directory=str(DIST))) as site:
        for i in range(args.runs):
            for name, path in PAGES.items():  # interleaved
                r = run_once(cli, site + path)
                results.setdefault(name, []).append(r)
                print(f"{name} run {i + 1}: {r['scores']}, " + ", ".join(f"{m} {fmt_metric(m, v)}" for m, v in r["metrics"].items())
                      + (f"; flagged: {', '.join(r['flagged'])}" if r["flagged"] else ""), flush=True)
    write(args, results)
    return 0


def write(args, results) -> None:
    any_run = next(iter(results.values()))[0]
    lines = [MARK, "## Lighthouse", "",
             f"`python3 build.py bench lighthouse --runs {args.runs}` (bench/lighthouse.py): Lighthouse {any_run['version']} "
             "(npm), its mobile profile (simulated slow 4G and 4x CPU), Debian's Chromium headless, `dist/` served by "
             f"`build.py serve`'s handler on loopback. {datetime.date.today().isoformat()}, {platform.machine()}, medians of {args.runs}.",
             "", "| page | performance | accessibility | best practices | " + " | ".join(METRICS) + " |",
             "|---|---:|---:|---:|" + "---:|" * len(METRICS)]
    for name, runs in results.items():
        scores = {c: median(r["scores"][c] for r in runs) for c in CATEGORIES}
        metrics = {m: median(r["metrics"][m] for r in runs) for m in METRICS}
        lines.append(f"| {name} | {scores['performance']:.0f} | {scores['accessibility']:.0f} | {scores['best-practices']:.0f} | "
                     + " | ".join(fmt_metric(m, v) for m, v in metrics.items()) + " |")
    lines += ["", "What it flagged (an audit that scored under 1 in any run, with the run's value):", ""]
    for name, runs in results.items():
        flagged = {k: v for r in runs for k, v in r["flagged"].items()}
        lines.append(f"- {name}: " + ("; ".join(f"`{k}` {v}" for k, v in sorted(flagged.items())) if flagged else "nothing"))
    lines.append(MARK)
    section = "\n".join(lines) + "\n"
    out = Path(args.out)
    text = out.read_text() if out.exists() else ""
    if MARK in text:
        before, _, rest = text.partition(MARK)
        _, _, after = rest.partition(MARK)
        text = before + section.rstrip("\n") + after
    else:
        text = text.rstrip("\n") + "\n\n" + section
    out.write_text(text)
    print(f"written: {out}")


if __name__ == "__main__":
    raise SystemExit(main())
