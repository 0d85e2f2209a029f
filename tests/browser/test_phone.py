"""Phones and focus, for all five puzzles on a 390×844 screen:
- when a game starts, its board and its input are on screen without scrolling;
- no element runs past the puzzle's card (or past the screen) in any view;
- every control reached by Tab shows a visible focus ring (an outline, or a style of its own)."""
import re

import pytest
from playwright.sync_api import expect

from tests.harness.browser import each_tab, steady

PHONE = {"width": 390, "height": 844}
# A game that starts from a link: its board and the field a word is typed in.
GAMES = {
    "bee": ("#bee/play/aeginrt/r", "#bee .bee-hive", "#bee-guess"),
    "letterboxed": ("#letterboxed/play/vyq-fig-ote-xlu", "#letterboxed .lb-board .lb-box", "#lb-word"),
    "boggle": ("#boggle/play/perslatgsineters", "#boggle .boggle-play-area .boggle-board", "#boggle-guess"),
    "anigrams": ("#anigrams/play/seed/123", "#anigrams .anig-rungs", "#anigrams-guess"),
    "tiles": ("#tiles/2/play/set/ed-pi-ti", "#tiles .tiles-rack", "#tiles-guess"),
}
# Each puzzle opened on a state that fills its views (a solved board, a method's answer).
FILLED = {
    "bee": "#bee/aeginrt/r",
    "letterboxed": "#letterboxed/vyq-fig-ote-xlu",
    "boggle": "#boggle/perslatgsineters",
    "anigrams": "#anigrams/deir",
    "tiles": "#tiles/2/20",
}


@pytest.fixture
def phone(browser, site):
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = ctx.new_page()  # its errors fail the test (conftest's page_errors)
    expect.set_options(timeout=60_000)
    yield page
    ctx.close()


def on_screen(page, selector):
    """The element's box in the viewport (at the scroll the page is at), and whether all of it is on screen."""
    return page.locator(selector).first.evaluate("""(el) => {
        const r = el.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right),
                 inside: r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth };
    }""")


# Elements wider than their card: every visible element of the puzzle whose box leaves the card's
# box (or the screen) and that no scrolling or clipping box between them contains.
OVERFLOW = """(card) => {
    const box = card.getBoundingClientRect();
    const left = Math.max(box.left, 0), right = Math.min(box.right, innerWidth);
    const clipped = (el) => {
        for (let a = el.parentElement; a && a !== card; a = a.parentElement) {
            const s = getComputedStyle(a);
            if (s.overflowX !== "visible") return true;
        }
        return false;
    };
    const out = [];
    if (document.documentElement.scrollWidth > innerWidth) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    for (const el of card.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === "hidden") continue;
        if ((r.right > right + 1 || r.left < left - 1) && !clipped(el)) {
            out.push(`${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${[...el.classList].join(".")} ${Math.round(r.left)}–${Math.round(r.right)} (card ${Math.round(left)}–${Math.round(right)})`);
        }
    }
    return out.slice(0, 8);
}"""


@pytest.mark.parametrize("puzzle", list(GAMES))
def test_a_started_games_board_and_input_are_on_screen_on_a_phone(phone, site, puzzle):
    route, board, field = GAMES[puzzle]
    phone.goto(site + route)
    expect(phone.locator(board)).to_be_visible()
    expect(phone.locator(field)).to_be_enabled()
    steady(phone, board, field)  # the layout settled: fonts loaded, the board and the field still
    for what, selector in (("board", board), ("input", field)):
        where = on_screen(phone, selector)
        assert where["inside"], f"{puzzle}: the {what} is not all on screen at 390×844: {where}"
    found = phone.locator(f"section#{puzzle}").evaluate(OVERFLOW)
    assert not found, f"{puzzle} play: " + "; ".join(found)


@pytest.mark.parametrize("puzzle", list(FILLED))
def test_nothing_runs_past_the_card_in_any_view_on_a_phone(phone, site, puzzle):
    phone.goto(site + FILLED[puzzle])
    expect(phone.locator("#runtime-status")).to_have_text("Python ready")
    found = []
    for tab in each_tab(phone, puzzle):
        for details in phone.locator(f"#{puzzle} details:visible").all():  # folded parts too
            details.evaluate("(d) => { d.open = true; }")
        found += [f"{tab.inner_text()}: {x}" for x in phone.locator(f"section#{puzzle}").evaluate(OVERFLOW)]
    assert not found, f"{puzzle}: " + "; ".join(found)


# The look of an element and of what it draws inside (an SVG letter's circle, a hexagon's text).
LOOK = """(el) => [el, ...el.querySelectorAll("*")].slice(0, 12).map((e) => {
    const s = getComputedStyle(e);
    return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.color,
            s.textDecorationLine, s.borderColor, s.stroke, s.strokeWidth, s.fill].join("|");
}).join(";")"""

RING = """(el) => {
    const s = getComputedStyle(el);
    const alpha = (c) => { const m = c.match(/rgba?\\(([^)]+)\\)/); return m ? Number((m[1].split(",")[3] ?? "1").trim()) : 1; };
    return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2 && alpha(s.outlineColor) > 0;
}"""


def tab_through(page, puzzle, limit=160):
    """Tab from the top of the page through every control; the ones inside the puzzle with no ring."""
    page.evaluate(f"""() => {{
        window.__looks = new Map();
        for (const el of document.querySelectorAll("#{puzzle} *")) window.__looks.set(el, ({LOOK})(el));
        document.activeElement?.blur();
    }}""")
    page.locator("body").focus()
    bare, seen = [], set()
    for _ in range(limit):
        page.keyboard.press("Tab")
        info = page.evaluate(f"""() => {{
            const el = document.activeElement;
            if (!el || el === document.body || !el.closest("#{puzzle}")) return null;
            const name = `${{el.tagName.toLowerCase()}}${{el.id ? "#" + el.id : ""}} "${{(el.getAttribute("aria-label") || el.textContent || el.value || "").trim().slice(0, 30)}}"`;
            const ring = ({RING})(el) || window.__looks.get(el) !== ({LOOK})(el);
            return {{ name, ring, key: [...document.querySelectorAll("#{puzzle} *")].indexOf(el) }};
        }}""")
        if info is None:
            if seen:
                break  # past the puzzle's last control
            continue
        if info["key"] in seen:
            break
        seen.add(info["key"])
        if not info["ring"]:
            bare.append(info["name"])
    return bare, len(seen)


@pytest.mark.parametrize("puzzle", list(GAMES))
def test_every_control_shows_a_focus_ring(phone, site, puzzle):
    found = []
    for route in (FILLED[puzzle], GAMES[puzzle][0]):
        phone.goto(site + route)
        expect(phone.locator("#runtime-status")).to_have_text("Python ready")
        for tab in each_tab(phone, puzzle):
            bare, reached = tab_through(phone, puzzle)
            assert reached >= 3, f"{puzzle} / {tab.inner_text()}: Tab reached only {reached} controls"
            found += [f"{tab.inner_text()}: {b}" for b in bare]
    assert not found, f"{puzzle}: no visible focus ring on " + "; ".join(sorted(set(found)))
