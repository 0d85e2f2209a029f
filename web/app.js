// The app shell: the header with the runtime and offline status, one section per puzzle (mounted
// the first time it is shown), routing by the address bar's hash, Share and "Copy embed code",
// and the credits. Puzzles live in puzzles/<id>/; the shared parts in components/.
import { getClient } from "./solver-client.js";
import { PUZZLES, fromHash, hashOf, puzzleById } from "./puzzles/index.js";
import { h } from "./components/dom.js";
import { LOCALES, LOCALE_NAMES, locale, markLanguage, switchLocale, t } from "./components/i18n.js";
import { siteData } from "./components/site.js";
import { withinLimits } from "./components/schema.js";
import { NOT_KEPT, Store } from "./components/store.js";
import { Router } from "./shell/router.js";
import { Toolbar } from "./shell/toolbar.js";
import { offline } from "./shell/offline.js";
import { credits } from "./shell/credits.js";
import { games } from "./shell/games.js";
import { watchCleared } from "./shell/cleared.js";

const client = getClient();
const runtimeStatus = document.getElementById("runtime-status");
// How Python started (restored from the memory snapshot an earlier visit stored, or from scratch):
// a detail for the curious, said in About, not in the header a player reads.
const START = {
  snapshot: [t("Snapshot start"), t(": Python was restored from the memory snapshot stored on an earlier visit.")],
  cold: [t("Cold start"), t(": Python started from scratch; a snapshot is stored for the next visit where the browser allows it.")],
};
const runtimeStart = h("strong", { id: "runtime-start" });
const startLine = h("p", { hidden: true }, t("This visit: "), runtimeStart, h("span", {}));
client.addEventListener("status", ({ detail }) => {
  runtimeStatus.textContent = detail.step === "ready" ? t("Python ready") : detail.text;
  runtimeStatus.dataset.step = detail.step;
  const [text, why] = START[detail.start] ?? [];
  startLine.hidden = !(detail.step === "ready" && text);
  if (text) { runtimeStart.textContent = text; startLine.lastChild.textContent = why; }
  runtimeStart.dataset.start = detail.start ?? "";
});

// The About panel says which paths this browser runs (how Cancel stops Python, where the memory
// snapshot is kept, how many search workers): solver-client.js chooses them from what it measured.
const runtimePaths = h("ul", { id: "runtime-paths" });
document.getElementById("about").append(h("p", {}, t("How Python runs in this browser:")), runtimePaths, startLine);
const showPaths = (lines) => runtimePaths.replaceChildren(...lines.map((line) => h("li", {}, line)));
showPaths(client.describe());
client.addEventListener("paths", ({ detail }) => showPaths(detail.lines));

// A first visit opens on a puzzle's empty Solve form: the welcome says what a person can do here
// (play today's puzzle of each, or solve their own) until they open a game or a board.
const welcome = h("p", { id: "welcome", class: "welcome", hidden: true }, h("strong", {}, t("Play today's puzzle: ")),
  ...PUZZLES.flatMap((p, i) => [i ? " · " : "", h("a", { href: `#${p.id}/play` }, p.title)]),
  t(". Or type your own letters into a puzzle below and see every answer."));
const showWelcome = () => {  // only on "#", "" or a puzzle's bare "#bee"
  const [puzzle, parts, id] = fromHash(location.hash);
  welcome.hidden = parts.some(Boolean) || (!!id && !puzzle);
};
addEventListener("hashchange", showWelcome);

const sections = new Map();  // id -> {section, body, toolbar}
const missing = h("p", { class: "field-error missing", role: "alert", hidden: true });  // a hash that names no puzzle

const router = new Router({
  async mount(puzzle) {
    const [module, site] = await Promise.all([puzzle.load(), siteData()]);
    const controller = new module.Controller({
      client: withinLimits(client.scoped(puzzle.id), site.schema),  // its Cancel stops its own work only
      embed: false,
      styled: true,  // index.html links puzzles.css (buildsys/page_bundle.py)
      lists: site.lists,
      schema: site.schema,
      onState: (state) => { router.stateChanged(puzzle, module, state); showWelcome(); },
    });
    sections.get(puzzle.id).body.replaceChildren(controller.el);
    return { module, controller };
  },
  onShow(puzzle) {
    missing.hidden = true;
    showWelcome();
    for (const p of PUZZLES) {
      sections.get(p.id).section.hidden = p !== puzzle;
      document.querySelector(`#nav a[href="#${p.id}"]`).toggleAttribute("aria-current", p === puzzle);
    }
  },
  // Its code or the site's data could not be fetched (offline on a first visit, a network error).
  onMissing(hash) {
    missing.textContent = t("There is no puzzle at {hash}. Choose one from the menu above.", { hash });
    missing.hidden = false;
  },
  onFail(puzzle, error, retry) {
    const button = h("button", { type: "button", onclick: () => { button.disabled = true; retry(); } }, t("Retry"));
    sections.get(puzzle.id).body.replaceChildren(h("p", { class: "field-error load-error", role: "alert" },
      t("{puzzle} could not be loaded ({error}). Check the connection, then ", { puzzle: puzzle.title, error: error?.message || error }), button));
  },
});

function build() {
  const nav = document.getElementById("nav");
  const main = document.getElementById("sections");
  main.append(welcome, missing);
  for (const p of PUZZLES) {
    const toolbar = new Toolbar(p, async () => {
      const { module, controller } = await router.mount(p);
      const state = controller.state();
      return { state, url: new URL(hashOf(p.id, module, state), location.href).href };
    });
    const body = h("div", { class: "section-body" });
    const section = h("section", { id: p.id, "aria-labelledby": `${p.id}-title`, hidden: true },
      h("div", { class: "section-head" }, h("h2", { id: `${p.id}-title` }, p.title), toolbar.el),
      toolbar.panel, body);
    nav.append(h("li", {}, h("a", { href: `#${p.id}` }, p.title)));
    main.append(section);
    sections.set(p.id, { section, body, toolbar });
  }
}

/** The page's own texts (index.html is written in English) in the page's language, and its
 *  language switch: the choice is kept and the page reloads in it (components/i18n.js). */
function speak() {
  markLanguage();
  const say = (selector, text) => { const el = document.querySelector(selector); if (el) el.textContent = text; };
  document.title = t("wordloom — word-puzzle solvers in your browser");
  say(".tagline", t("Word-puzzle solvers that run entirely in your browser."));
  document.querySelector('meta[name="description"]')?.setAttribute("content", t("Word-puzzle solvers that run entirely in your browser."));
  say("#runtime-status", t("Starting Python…"));
  say("#offline-status", t("Preparing offline use…"));
  say("#update button", t("Reload"));
  document.getElementById("update")?.firstChild?.replaceWith(t("A new version of wordloom is available.") + " ");
  document.querySelector("nav")?.setAttribute("aria-label", t("Puzzles"));
  say("#about > summary", t("About wordloom and its word lists"));
  say("#about > p", t("wordloom solves word puzzles with Python running in your browser (Pyodide). Nothing you type leaves this page: there is no server behind it, no font or script from elsewhere, no analytics."));
  say("#credits p", t("Loading the credits…"));
  const choose = h("select", { id: "locale-switch", onchange: () => switchLocale(choose.value) },
    LOCALES.map((code) => h("option", { value: code, lang: code, selected: code === locale }, LOCALE_NAMES[code])));
  document.querySelector(".tagline")?.after(h("p", { class: "locale" },
    h("label", { for: "locale-switch" }, t("Page language")), " ", choose));
}

speak();
build();
watchCleared(document.getElementById("cleared-status"));  // before any view keeps its game: it reads what was kept
router.start();
siteData().then(({ provenance }) => credits(document.getElementById("credits"), provenance))
  .catch(() => { document.getElementById("credits").textContent = t("The credits could not be loaded."); });
offline(document.getElementById("offline-status"), document.getElementById("update"), { client });
games(document.getElementById("games"), () => Promise.all(PUZZLES.map((p) => p.load())));
const storageStatus = document.getElementById("storage-status");
storageStatus.textContent = NOT_KEPT;
const showStorage = () => { storageStatus.hidden = Store.persistent; };  // blocked at load, or full later
showStorage();
Store.watch(showStorage);
const asideStatus = document.getElementById("aside-status");
Store.watchAside(({ where, kept }) => {  // a saved game this version cannot read: said, never a blank view
  const title = puzzleById(where.split(":")[0])?.title;
  asideStatus.textContent = title
    ? (kept ? t("A saved {puzzle} game could not be read and was set aside (About: Your games).", { puzzle: title })
      : t("A saved {puzzle} game could not be read and was too large to keep.", { puzzle: title }))
    : (kept ? t("A saved setting could not be read and was set aside (About: Your games).")
      : t("A saved setting could not be read and was too large to keep."));
  asideStatus.hidden = false;
});
