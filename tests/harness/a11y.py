"""What the accessibility tests share: axe-core (npm, the package-lock's version) run in a page or a
frame, and a recorder of what a screen reader would hear from live regions.

The recorder is an init script (every frame, before the page's own scripts): a MutationObserver on
the document and on every shadow root the page attaches watches each live region (aria-live
polite/assertive, role status/alert/log) and writes down its text each time it changes, as a screen
reader speaks it; a region that is hidden, or whose text is empty, says nothing. `heard(page)`
returns (and forgets) what was said since the last call, in order, in every frame.
"""
from contextlib import contextmanager
from pathlib import Path

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

# Regions whose changes nobody's move causes: the app's badges (Python's start, offline use) speak
# on their own schedule; the tests leave them out of what a move is heard to say.
BADGES = ("runtime-status", "offline-status")

# A blog post, well formed, holding embeds: they are checked in the page a reader sees them in
# (the blog fixture's page names no language: the tests set it).
HOST = "<header><p>A blog</p></header><main><h1>A post with a puzzle</h1><p>Try it.</p>{}</main>"

RECORDER = """(() => {
  const LIVE = '[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]';
  const said = [];
  window.__heard = said;
  const seen = new WeakMap();  // region -> last text said
  const regionOf = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el && el.closest(LIVE);
  };
  const speak = (region) => {
    if (!region || !region.isConnected || !region.checkVisibility()) return;
    const text = region.textContent.replace(/\\s+/g, ' ').trim();
    const atomic = region.getAttribute('aria-atomic') === 'true' || ['status', 'alert'].includes(region.getAttribute('role'));
    if (!text || (seen.get(region) === region.textContent && !atomic)) return;
    seen.set(region, region.textContent);
    said.push({ id: region.id || '', text });
  };
  const observe = (root) => new MutationObserver((records) => {
    const regions = new Set();
    for (const r of records) {
      if (r.type === 'attributes') { if (r.target.matches?.(LIVE)) regions.add(r.target); continue; }
      const region = regionOf(r.target);
      if (region) regions.add(region);
      else for (const n of r.addedNodes) if (n.nodeType === 1 && n.matches(LIVE) && n.matches('[role=alert]')) regions.add(n);
    }
    regions.forEach(speak);
  }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) { const root = attach.call(this, init); observe(root); return root; };
  if (document.documentElement) observe(document);
  else document.addEventListener('readystatechange', () => observe(document), { once: true });
})();"""


def record_speech(context_or_page):
    """Start recording what live regions say, in every page (and frame) opened from now on."""
    context_or_page.add_init_script(RECORDER)


def a11y_page(browser, *, speech: bool = False, **options):
    """A page in a browser context of its own for axe-core (the page's Content-Security-Policy
    bypassed: axe-core goes in as an inline script), keeping its uncaught exceptions in `page.errors`
    and the address of every request in `page.requests`; with `speech`, what its live regions say
    is recorded (`record_speech`). `options` go to the context. Close it with `page.context.close()`."""
    ctx = browser.new_context(bypass_csp=True, **options)
    if speech:
        record_speech(ctx)
    page = ctx.new_page()
    page.errors, page.requests = [], []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    ctx.on("request", lambda r: page.requests.append(r.url))
    return page


@contextmanager
def a11y_turn(page, site: str):
    """One test's use of an `a11y_page` a module shares: its errors so far forgotten; at the end, the
    test fails on an uncaught exception, or on a request that left the site's origin."""
    from playwright.sync_api import expect
    expect.set_options(timeout=60_000)
    page.errors.clear()
    yield page
    assert not page.errors, page.errors[:3]
    foreign = [u for u in page.requests if not u.startswith((site, "data:", "blob:"))]
    assert not foreign, f"requests left the site's origin: {foreign[:5]}"


def heard(page, frame=None) -> list[str]:
    """What was announced since the last call (the app's badges left out), in order; then forgotten."""
    said = (frame or page).evaluate("() => (window.__heard || []).splice(0)")
    return [s["text"] for s in said if s["id"] not in BADGES]


def axe_violations(target, where: str, *, within: str | None = None, only: list[str] | None = None) -> list[str]:
    """axe-core's violations of every impact in `target` (a page, or a frame) and the frames in it,
    as lines naming `where`; `within` limits the run to the elements a CSS selector names (but for
    the hidden tab panels in them: nothing there is on screen), `only` to some rules."""
    frames = target.frames if hasattr(target, "frames") else [target, *target.child_frames]
    for frame in frames:  # axe runs in each frame and reports from the top
        if not frame.evaluate("() => !!window.axe"):
            frame.add_script_tag(path=str(AXE))
    found = target.evaluate("""async ([within, only]) => {
        const options = { resultTypes: ["violations"] };
        if (only) options.runOnly = only;
        const context = within ? { include: [[within]], exclude: [[`${within} [role=tabpanel][hidden]`]] } : document;
        const r = await axe.run(context, options);
        return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ` + v.nodes.slice(0, 3)
            .map((n) => `${n.target.join(" ")}: ${(n.any[0] || n.all[0] || n.none[0])?.message ?? ""}`).join(" | "));
    }""", [within, only])
    return [f"{where}: {v}" for v in found]


def light_and_dark(page, where: str, within: str | None = None) -> list[str]:
    """axe-core's violations in the light scheme, and the contrast ones in the dark scheme."""
    found = axe_violations(page, f"{where} (light)", within=within)
    page.emulate_media(color_scheme="dark")
    found += axe_violations(page, f"{where} (dark)", within=within, only=["color-contrast"])
    page.emulate_media(color_scheme="light")
    return found
