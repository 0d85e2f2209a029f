"""axe-core (npm, the package-lock's version) finds no serious or critical violation in any view of the
five puzzles, nor on the embed page, at desktop and phone widths."""
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.harness.browser import each_tab

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
# Each puzzle opened on a state that fills its views (a solved board, a game in progress).
OPEN = {
    "bee": "#bee/aeginrt/r",
    "letterboxed": "#letterboxed/vyq-fig-ote-xlu",
    "boggle": "#boggle/perslatgsineters",
    "anigrams": "#anigrams/deir",
    "tiles": "#tiles/2/20",
}


def violations(page, where):
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const r = await axe.run(document, { resultTypes: ["violations"] });
        return r.violations.filter((v) => ["serious", "critical"].includes(v.impact))
            .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
    }""")
    return [f"{where}: {v}" for v in found]


@pytest.fixture
def sized(browser, site, request):
    ctx = browser.new_context(viewport=SIZES[request.param], bypass_csp=True)
    yield ctx.new_page()
    ctx.close()


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
@pytest.mark.parametrize("puzzle", list(OPEN))
def test_every_view_of_the_puzzle(sized, site, puzzle):
    page = sized
    page.goto(site + OPEN[puzzle])
    expect(page.locator("#runtime-status")).to_have_text("Python ready", timeout=60_000)
    found = []
    for tab in each_tab(page, puzzle):
        found += violations(page, f"{puzzle} / {tab.inner_text()}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
def test_the_embed_page(sized, site):
    page = sized
    page.goto(site + "embed.html?puzzle=bee&letters=aeginrt&center=r&mode=play")
    expect(page.locator(".bee-rank-name")).not_to_have_text("", timeout=60_000)
    found = violations(page, "embed.html (bee play)")
    assert not found, "\n".join(found)
