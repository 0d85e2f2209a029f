"""Letter Boxed in the page: headless Chromium, Pyodide in the app's web worker.

    python3 build.py && python3 -m bench.letterboxed_page [repeat]

Opens #letterboxed/vyq-fig-ote-xlu (the first solve waits for Python; its time is taken once the
worker is ready), then presses Solve `repeat` more times for each board. The time is what the page
shows: from the request to the full answer on screen's data (worker round trip, streamed progress,
the result's JSON and its parsing included; drawing the list is not): summary[data-ms].
"""
from __future__ import annotations

import sys

from bench.common import chromium, median, served

BOARDS = [("vyq fig ote xlu", "4", 188), ("jgh nvy eid orp", "4", 35166), ("prc yan lkh sio", "3", 244092)]


def main(repeat: int) -> None:
    from playwright.sync_api import expect
    expect.set_options(timeout=180_000)
    with served() as site, chromium() as browser:
        page = browser.new_context(service_workers="block").new_page()
        page.goto(site + "#letterboxed/vyq-fig-ote-xlu")
        summary = page.locator(".lb-solve .summary")
        expect(summary).to_contain_text("188 solutions in")
        first = int(summary.get_attribute("data-ms"))
        print(f"Chromium, app worker; median of {repeat} (runs in brackets), ms\n")
        print("| board | max words | solutions | in the page | vs anchor 276 ms |")
        print("|---|---|---:|---:|---:|")
        for sides, k, total in BOARDS:
            page.get_by_label("Side 1 (top)").fill(sides)
            page.get_by_label("Max words").select_option(k)
            times = []
            for _ in range(repeat):
                page.evaluate("document.querySelector('.lb-solve .summary').textContent = ''")
                page.locator(".lb-form").get_by_role("button", name="Solve").click()
                expect(summary).to_contain_text(f"{total:,} solutions in")
                times.append(int(summary.get_attribute("data-ms")))
            m = median(times)
            print(f"| {sides.upper()} | {k} | {total:,} | {m:.0f} ({', '.join(map(str, times))}) | {m / 276:.2f} × |")
        print(f"\nFirst VYQ solve after start-up (word list loaded at boot): {first} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
