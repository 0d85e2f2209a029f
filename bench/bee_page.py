#!/usr/bin/env python3
"""The Spelling Bee section in Chromium, timed inside the page (performance.now, a MutationObserver
waiting for what the person sees): one guess in Play (bee.check, then bee.hints and bee.rank), the
best-board search cold and warm, and Cancel.

    python3 build.py && python3 -m bench.bee_page [ROUNDS]

Each round is a fresh browser context (a cold Python). Prints the medians; results in bench/results/bee.md.
"""
from __future__ import annotations

import sys

from bench.common import in_chromium, median

# Run `act` (JS statements), then wait until `done` (a JS expression) holds; the elapsed ms.
TIMED = """async ([act, done]) => {
  const holds = new Function(`return (${done});`);
  const t0 = performance.now();
  new Function(act)();
  await new Promise((resolve) => {
    if (holds()) return resolve();
    const watch = new MutationObserver(() => { if (holds()) { watch.disconnect(); resolve(); } });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return performance.now() - t0;
}"""


def round_(browser, site: str) -> dict[str, float]:
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(site + "#bee/play/aeginrt/r")
    page.wait_for_function("document.querySelector('.bee-rank-name')?.textContent === 'Beginner'", timeout=120_000)
    timed = lambda act, done: page.evaluate(TIMED, [act, done])  # noqa: E731
    out = {}
    guess = ("const g = document.querySelector('#bee-guess'); g.value = '{w}'; "
             "g.form.requestSubmit();")
    rank_has = "document.querySelector('.bee-rank-text').textContent.includes('{n} point')"
    out["guess (check + hints + rank)"] = timed(guess.format(w="granite"), rank_has.format(n=14))
    out["second guess"] = timed(guess.format(w="tearing"), rank_has.format(n=28))
    out["bad guess (check only)"] = timed(guess.format(w="rrrr"), "document.querySelector('.bee-message').textContent === 'Not in word list.'")
    page.locator(".bee-best summary").click()
    rows = "document.querySelectorAll('.bee-best-table tbody tr').length === 10 && !document.querySelector('.bee-best-table').hidden"
    find = "document.querySelector('.bee-best-form').requestSubmit();"
    out["best no S, cold (table + index + search)"] = timed(find, rows)
    out["best no S, warm"] = timed(find, rows)
    out["best with S, cold"] = timed("document.querySelector('#bee-best-exclude').value = ''; " + find, rows)
    page.select_option("#bee-dictionary", "words-alpha")
    page.evaluate(find)
    page.wait_for_function("!document.querySelector('.progress').hidden")
    page.wait_for_timeout(300)
    out["Cancel → 'Search stopped.'"] = timed("document.querySelector('.progress button').click();",
                                              "document.querySelector('.bee-best-status').textContent === 'Search stopped.'")
    out["Cancel → Python ready again"] = timed(
        "window.__seen = false;",
        "(window.__seen ||= document.querySelector('#runtime-status').dataset.step !== 'ready') && "
        "document.querySelector('#runtime-status').dataset.step === 'ready'")
    ctx.close()
    return out


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    results: dict[str, list[float]] = {}

    def work(browser, site):
        for _ in range(rounds):
            for name, ms in round_(browser, site).items():
                results.setdefault(name, []).append(ms)
    in_chromium(work)
    print(f"| step (Chromium, {rounds} rounds) | median ms | min | max |\n|---|---:|---:|---:|")
    for name, values in results.items():
        print(f"| {name} | {median(values):.0f} | {min(values):.0f} | {max(values):.0f} |")


if __name__ == "__main__":
    main()
