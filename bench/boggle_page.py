#!/usr/bin/env python3
"""The Boggle section's first answer in Chromium: open #boggle, "type" for a while, press Enter,
wait for the score. The first query on a word list builds its trie (seconds in the browser); the
section builds ENABLE's as soon as it opens, so a person who takes a few seconds to type the board
should not wait for it.

    python3 build.py build && .venv/bin/python -m bench.boggle_page [ROUNDS]

Each round is a fresh browser context (a cold Python). Prints medians (ms from Enter to the score on
screen, timed inside the page); results in bench/results/boggle-web.md.
"""
from __future__ import annotations

import sys

from bench.bee_page import TIMED
from bench.common import in_chromium, median

TYPING_MS = (0, 2000, 4000)
ENTER = ("const i = document.querySelector('#boggle-letters'); i.value = 'perslatgsineters'; "
         "i.dispatchEvent(new Event('input', {bubbles: true})); i.form.requestSubmit();")
SCORED = "document.querySelector('#boggle-solve .summary')?.textContent.includes('3,623 points')"


def round_(browser, site: str, typing_ms: int) -> float:
    ctx = browser.new_context(service_workers="block")
    page = ctx.new_page()
    page.goto(site + "#boggle")
    page.wait_for_selector("#boggle-letters")
    page.wait_for_timeout(typing_ms)
    ms = page.evaluate(TIMED, [ENTER, SCORED])
    ctx.close()
    return ms


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    results: dict[int, list[float]] = {}

    def work(browser, site):
        for _ in range(rounds):
            for typing in TYPING_MS:
                results.setdefault(typing, []).append(round_(browser, site, typing))
    in_chromium(work)
    print(f"| page open, then Enter after (Chromium, {rounds} rounds) | median ms to the score | min | max |\n|---|---:|---:|---:|")
    for typing, values in results.items():
        print(f"| {typing / 1000:.0f} s | {median(values):.0f} | {min(values):.0f} | {max(values):.0f} |")


if __name__ == "__main__":
    main()
