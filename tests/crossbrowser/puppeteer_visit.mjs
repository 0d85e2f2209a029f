// One visit in Firefox (Debian's firefox-esr, driven by Puppeteer over WebDriver BiDi) or Chromium
// (Debian's chromium, over CDP: bench/browsers.py compares the three engines), as the cross-browser
// tests make it: start the browser on a profile folder (kept between visits, as a person's is), open
// a page, wait for the line the page logs when it is done, close the browser. Prints one JSON line:
// {result, console: [{type, text}], ms}. PREFS: Firefox's preferences for the visit, as JSON (e.g.
// {"browser.privatebrowsing.autostart": true}: every window private), written into the profile's user.js.
//
//   node tests/crossbrowser/puppeteer_visit.mjs firefox|chrome PROFILE_DIR URL TIMEOUT_MS [PREFS]
import puppeteer from "puppeteer-core";

const [browserName, profile, url, timeoutMs = "120000", prefs = "{}"] = process.argv.slice(2);
// Chromium's flags as tests/browser/conftest.py gives them (no background traffic on a closed network).
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];
const MARK = "WORDLOOM-PROBE ";
const t0 = performance.now();
const browser = await puppeteer.launch(browserName === "chrome"
  ? { browser: "chrome", executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true, userDataDir: profile,
    protocolTimeout: Number(timeoutMs) + 30_000 }
  : { browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true, userDataDir: profile,
    extraPrefsFirefox: JSON.parse(prefs), protocolTimeout: Number(timeoutMs) + 30_000 });
const console_ = [];
let result = null;
try {
  const page = await browser.newPage();
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no result within ${timeoutMs} ms`)), Number(timeoutMs));
    page.on("console", (m) => {
      const text = m.text();
      if (text.startsWith(MARK)) { clearTimeout(timer); resolve(JSON.parse(text.slice(MARK.length))); }
      else console_.push({ type: m.type(), text });
    });
    page.on("pageerror", (e) => console_.push({ type: "error", text: `uncaught: ${e.message || e}` }));
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  result = await done;
} catch (e) {
  result = { failed: String(e && e.message || e) };
} finally {
  await browser.close().catch(() => {});
}
process.stdout.write(JSON.stringify({ result, console: console_, ms: performance.now() - t0 }) + "\n");
