// Letter-pair tilesets (issue 7): which N tiles of one or two letters form the most words.
// Solve: the 26 × 26 grid of all pairs (click or Enter/Space toggles a tile; arrows move), a method
// (maxfreq, subtractive, search) run with progress and Cancel, and a chart of words against N drawn
// as the worker computes it. Play: type words made from a tileset; found / formable; Give up.
import { DictionaryPicker, ProgressBar, fmt, h, niceTop, showError, svg as s } from "../ui.js";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const BLANK = ".";
const METHODS = [
  ["subtractive", "Subtractive (the seed's greedy)"],
  ["maxfreq", "Max frequency"],
  ["search", "Search (beats the greedy)"],
];
const METHOD_NAMES = METHODS.map(([m]) => m);
const DICTS = ["enable", "american-english", "words-alpha"];
const DEFAULT_DICT = "american-english";  // the seed's list
const SHOWN = 1500;                        // words listed before "Show all"

/** "ed-pi-ti", "ed pi ti", "ED,PI" → ["ed", "pi", "ti"] (order kept). */
export const parseTiles = (text) => String(text ?? "").toLowerCase().split(/[\s,;\-/]+/).filter(Boolean);
const joinTiles = (tiles) => [...tiles].sort().join("-");
const isHalf = (s) => s === true || ["true", "1", "yes", "half", ""].includes(s);
const asNumber = (v) => (/^\d+$/.test(String(v).trim()) ? Number(v) : v);
const pad = (n) => String(n).padStart(2, "0");
const localDate = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * A state in its one canonical form (fixed key order, defaults left out), so a route, an embed's
 * attributes and the section's own state compare equal when they mean the same puzzle.
 * {mode, tile_size, count?, method?, tiles? ("ed-pi-ti"), date?, seed?, dictionary?, half_tiles?}
 */
export function normal(s = {}) {
  const out = { mode: s.mode === "play" ? "play" : "solve", tile_size: String(s.tile_size) === "1" ? 1 : 2 };
  if (s.count != null && s.count !== "") out.count = asNumber(s.count);
  if (s.method && s.method !== "subtractive") out.method = String(s.method);
  const tiles = Array.isArray(s.tiles) ? s.tiles : parseTiles(s.tiles);
  if (tiles.length) out.tiles = joinTiles(tiles);
  if (s.date) out.date = String(s.date);
  if (s.seed != null && s.seed !== "") out.seed = asNumber(s.seed);
  if (s.dictionary && s.dictionary !== DEFAULT_DICT && s.dictionary !== "custom") out.dictionary = String(s.dictionary);
  if (s.half_tiles != null && isHalf(s.half_tiles) && out.tile_size === 2) out.half_tiles = true;
  return out;
}

/**
 * #tiles/2/20[/maxfreq|search][/enable][/half]      run a method for N tiles of size 2
 * #tiles/2/set/ed-pi-ti                             a tileset chosen by hand (or found by a search)
 * #tiles/2/play/10/day/2024-03-23 · …/play/10/seed/7 · …/play/set/ed-pi-ti   play (never the answers)
 */
export function fromRoute(parts) {
  const s = { mode: "solve" };
  let i = 0;
  if (parts[0] === "1" || parts[0] === "2") s.tile_size = parts[i++];
  for (; i < parts.length; i++) {
    const p = parts[i].toLowerCase();
    if (p === "play" || p === "solve") s.mode = p;
    else if (/^\d+$/.test(p)) s.count = p;
    else if (METHOD_NAMES.includes(p)) s.method = p;
    else if (DICTS.includes(p)) s.dictionary = p;
    else if (p === "half") s.half_tiles = true;
    else if (p === "set") s.tiles = parts[++i];
    else if (p === "day") s.date = parts[++i];
    else if (p === "seed") s.seed = parts[++i];
  }
  return normal(s);
}

export function toRoute(state) {
  const s = normal(state);
  return [String(s.tile_size), s.mode === "play" ? "play" : null, s.count, s.method,
    ...(s.tiles ? ["set", s.tiles] : []), ...(s.date ? ["day", s.date] : []),
    ...(s.seed != null ? ["seed", s.seed] : []), s.dictionary, s.half_tiles ? "half" : null]
    .filter((p) => p != null).map(String);
}

/** The tiles of the grid: rows of cells, each cell a tile ("ed", "e." for a half tile). */
function gridRows(size, half) {
  if (size === 1) return [[...LETTERS.slice(0, 13)], [...LETTERS.slice(13)]];
  return [...LETTERS].map((a) => [...[...LETTERS].map((b) => a + b), ...(half ? [a + BLANK] : [])]);
}

/** A form field: its label and input together, so an error can sit right after them. */
const field = (id, label, input, cls = "") => h("span", { class: `tiles-field ${cls}` }, h("label", { for: id }, label), input);

/** Show an API error next to the field it names (the box moves to just after that field). */
function showErrorAt(box, fields, error) {
  showError(box, fields, error);
  const input = error && fields[error.field];
  if (input) (input.closest(".tiles-field") || input).after(box);
}

export function mount(root, { client, onState = () => {} }) {
  root.classList.add("tiles");

  // --- Solve: the form -----------------------------------------------------------------------
  const method = h("select", { id: "tiles-method", name: "method" },
    METHODS.map(([value, label]) => h("option", { value }, label)));
  const count = h("input", { id: "tiles-count", name: "count", type: "number", inputmode: "numeric", min: 1, value: 20, class: "tiles-num" });
  const size = h("select", { id: "tiles-size", name: "tile_size" },
    h("option", { value: "2", selected: true }, "2 letters"), h("option", { value: "1" }, "1 letter"));
  const half = h("input", { id: "tiles-half", name: "half_tiles", type: "checkbox" });
  const budget = h("input", { id: "tiles-budget", name: "time_budget", type: "number", inputmode: "decimal", min: 0, value: 10, class: "tiles-num" });
  const budgetField = field("tiles-budget", "Search time (s)", budget, "tiles-budget");
  const dictionary = new DictionaryPicker("tiles-dictionary", DEFAULT_DICT);
  const runError = h("p", { id: "tiles-run-error", class: "field-error tiles-error", role: "alert", hidden: true });
  const runFields = { method, count, tile_size: size, half_tiles: half, time_budget: budget, ...dictionary.fields };
  const runButton = h("button", { type: "submit" }, "Run");
  const runForm = h("form", { class: "tiles-form", novalidate: true, "aria-label": "Choose N tiles" },
    h("div", { class: "fields" },
      field("tiles-method", "Method", method), field("tiles-count", "N", count),
      field("tiles-size", "Tile size", size),
      h("span", { class: "tiles-field tiles-check" }, half, h("label", { for: "tiles-half" }, "Half tiles for odd lengths")),
      h("span", { class: "tiles-field" }, ...dictionary.elements),
      budgetField, runButton),
    runError);
  const runBar = new ProgressBar("Choosing tiles", () => client.cancel());

  // --- Solve: the grid and the chosen tiles ---------------------------------------------------
  const tilesInput = h("input", { id: "tiles-chosen", name: "tiles", autocomplete: "off", spellcheck: "false",
    placeholder: "ed pi ti", class: "tiles-chosen" });
  const tilesError = h("p", { id: "tiles-set-error", class: "field-error tiles-error", role: "alert", hidden: true });
  const setForm = h("form", { class: "tiles-set", novalidate: true, "aria-label": "Type a tileset" },
    h("div", { class: "fields" },
      field("tiles-chosen", "Chosen tiles", tilesInput),
      h("button", { type: "submit", class: "secondary" }, "Show words"),
      h("button", { type: "button", class: "secondary", onclick: () => setTiles([]) }, "Clear")),
    tilesError);
  const grid = h("table", { class: "tiles-grid", role: "grid", "aria-label": "All tiles", "aria-multiselectable": "true" });
  const gridBox = h("div", { class: "tiles-grid-box" }, grid);
  const halfNote = h("span", { hidden: true }, " The last column holds the half tiles: e. is an e and a blank, for the end of an odd-length word.");
  const legend = h("p", { class: "tiles-legend" },
    h("span", { class: "tiles-key chosen" }, "ed"), " chosen tile · ",
    h("span", { class: "tiles-key", style: "--heat: 0.8" }, "de"),
    " the deeper the tint, the more words adding that tile would form. Click a tile (or use the arrow keys and Enter) to toggle it.",
    halfNote);
  const summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
  const playThese = h("button", { type: "button", class: "secondary", hidden: true, onclick: () => playTiles() }, "Play these tiles");
  const words = h("ol", { class: "tiles-words", "aria-label": "Words" });
  const more = h("button", { type: "button", class: "secondary", hidden: true }, "Show all");

  // --- Solve: the chart -----------------------------------------------------------------------
  const chartFrom = h("input", { id: "tiles-chart-from", type: "number", inputmode: "numeric", value: 5, class: "tiles-num" });
  const chartTo = h("input", { id: "tiles-chart-to", type: "number", inputmode: "numeric", value: 60, class: "tiles-num" });
  const chartStep = h("input", { id: "tiles-chart-step", type: "number", inputmode: "numeric", value: 5, class: "tiles-num" });
  const chartSeconds = h("input", { id: "tiles-chart-seconds", type: "number", inputmode: "decimal", value: 1, class: "tiles-num" });
  const chartMethods = Object.fromEntries(METHOD_NAMES.map((m) => [m, h("input", { type: "checkbox", id: `tiles-chart-${m}`, checked: true })]));
  const chartMethodBox = h("span", { class: "tiles-field", role: "group", "aria-label": "Methods" },
    ...METHOD_NAMES.flatMap((m) => [chartMethods[m], h("label", { for: `tiles-chart-${m}` }, m)]));
  const chartError = h("p", { id: "tiles-chart-error", class: "field-error tiles-error", role: "alert", hidden: true });
  const chartFields = { from: chartFrom, to: chartTo, step: chartStep, time_budget: chartSeconds, methods: chartMethodBox.firstChild,
    tile_size: size, half_tiles: half, ...dictionary.fields };
  const chartBar = new ProgressBar("Computing the chart", () => client.cancel());
  const chartSvg = s("svg");
  chartSvg.setAttribute("class", "tiles-chart-svg");
  chartSvg.setAttribute("role", "img");
  chartSvg.hidden = true;
  const chartTable = h("div", { class: "tiles-chart-table" });
  const chartStatus = h("p", { class: "tiles-chart-status", role: "status" });
  const chartForm = h("form", { class: "tiles-chart-form", novalidate: true, "aria-label": "Chart" },
    h("div", { class: "fields" },
      field("tiles-chart-from", "From N", chartFrom), field("tiles-chart-to", "to", chartTo),
      field("tiles-chart-step", "step", chartStep), chartMethodBox,
      field("tiles-chart-seconds", "Search seconds per point", chartSeconds),
      h("button", { type: "submit" }, "Draw chart")),
    chartError);
  const chart = h("details", { class: "tiles-chart" },
    h("summary", {}, "Chart: words formed against N, for each method"),
    h("p", { class: "tiles-note" }, "Uses the tile size, half-tile option and word list above. Computed in the worker; drawn as each point arrives."),
    chartForm, chartBar.root, chartStatus, chartSvg, chartTable);

  const solveView = h("div", { id: "tiles-solve", role: "tabpanel", "aria-labelledby": "tiles-tab-solve", class: "tiles-view" },
    runForm, runBar.root, setForm, gridBox, legend, h("div", { class: "tiles-result" }, summary, playThese), words, more, chart);

  // --- Play -----------------------------------------------------------------------------------
  const playCount = h("input", { id: "tiles-play-count", name: "count", type: "number", inputmode: "numeric", min: 1, value: 10, class: "tiles-num" });
  const playStartError = h("p", { id: "tiles-play-start-error", class: "field-error tiles-error", role: "alert", hidden: true });
  const playTitle = h("h3", { class: "tiles-play-title" });
  const rack = h("div", { class: "tiles-rack", role: "group", "aria-label": "Your tiles" });
  const guess = h("input", { id: "tiles-guess", name: "word", autocomplete: "off", spellcheck: "false", autocapitalize: "none",
    placeholder: "type a word", class: "tiles-guess" });
  const guessError = h("p", { id: "tiles-guess-error", class: "field-error tiles-error", role: "alert", hidden: true });
  const guessNote = h("p", { class: "tiles-guess-note", role: "status", "aria-live": "polite" });
  const counter = h("p", { class: "summary tiles-counter", role: "status", "aria-live": "polite" });
  const found = h("ol", { class: "tiles-words tiles-found", "aria-label": "Found words" });
  const giveUp = h("button", { type: "button", class: "secondary", onclick: () => reveal() }, "Give up");
  const guessForm = h("form", { class: "tiles-guess-form", novalidate: true, "aria-label": "Guess a word" },
    h("div", { class: "fields" },
      field("tiles-guess", "Your word", guess),
      h("button", { type: "submit" }, "Enter"),
      h("button", { type: "button", class: "secondary", onclick: () => { guess.value = ""; guess.focus(); } }, "Erase"),
      giveUp),
    guessError);
  const playBody = h("div", { class: "tiles-play-body", hidden: true }, playTitle, counter, rack, guessForm, guessNote, found);
  const playView = h("div", { id: "tiles-play", role: "tabpanel", "aria-labelledby": "tiles-tab-play", class: "tiles-view", hidden: true },
    h("div", { class: "fields" },
      field("tiles-play-count", "Tiles in a puzzle", playCount),
      h("button", { type: "button", onclick: () => playPuzzle({ date: localDate() }) }, "Puzzle of the day"),
      h("button", { type: "button", class: "secondary", onclick: () => playPuzzle({ seed: Math.floor(Math.random() * 1e6) }) }, "Random puzzle")),
    playStartError, playBody);

  // --- Tabs -----------------------------------------------------------------------------------
  const tab = (id, label) => h("button", { type: "button", role: "tab", id: `tiles-tab-${id}`, "aria-controls": `tiles-${id}` }, label);
  const tabs = { solve: tab("solve", "Solve"), play: tab("play", "Play") };
  const tabList = h("div", { class: "tiles-tabs", role: "tablist", "aria-label": "Mode" }, tabs.solve, tabs.play);
  root.append(tabList, solveView, playView);

  // --- State ----------------------------------------------------------------------------------
  let mode = "solve";
  let solveState = normal({ mode: "solve" });
  let playState = null;
  let chosen = new Set();       // the tiles on the grid
  let cells = new Map();        // tile -> td
  let gridKey = "";
  let busy = false;             // a method is running: the grid shows its progress, clicks wait
  let latest = 0;               // ticket of the newest grid/run request (older answers are dropped)

  const tileSize = () => (size.value === "1" ? 1 : 2);
  const halfTiles = () => tileSize() === 2 && half.checked;
  const current = () => (mode === "play" && playState ? playState : solveState);
  const dictState = () => (dictionary.value === "custom" ? {} : { dictionary: dictionary.value });

  function showMode(m) {
    mode = m;
    for (const [id, button] of Object.entries(tabs)) {
      button.setAttribute("aria-selected", String(id === m));
      button.tabIndex = id === m ? 0 : -1;
    }
    solveView.hidden = m !== "solve";
    playView.hidden = m !== "play";
  }
  tabList.addEventListener("click", (e) => {
    const id = e.target.closest("[role=tab]")?.id.replace("tiles-tab-", "");
    if (!id || id === mode) return;
    showMode(id);
    if (id === "play" && !playState) playPuzzle({ date: localDate() });
    else onState(current());
  });
  tabList.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const next = mode === "solve" ? tabs.play : tabs.solve;
    next.focus();
    next.click();
  });

  // --- The grid -------------------------------------------------------------------------------
  function buildGrid() {
    const key = `${tileSize()}${halfTiles()}`;
    if (key === gridKey) return;
    gridKey = key;
    cells = new Map();
    const rows = gridRows(tileSize(), halfTiles());
    grid.replaceChildren(...rows.map((row) => h("tr", {}, row.map((t) => {
      const td = h("td", { role: "gridcell", tabindex: -1, "aria-selected": "false", dataset: { tile: t } }, t);
      cells.set(t, td);
      return td;
    }))));
    grid.classList.toggle("single", tileSize() === 1);
    halfNote.hidden = !halfTiles();
    grid.querySelector("td").tabIndex = 0;
    chosen = new Set([...chosen].filter((t) => cells.has(t)));
  }

  /** Highlight `tiles` on the grid and tint the others by `gains` (words each would add); without
   *  `gains` the tint stays as it was until the new answer comes (no flicker while clicking). */
  function paint(tiles, { uses = null, gains = null } = {}) {
    const top = gains ? Math.max(1, ...Object.values(gains)) : 1;
    for (const [t, td] of cells) {
      const on = tiles.has(t);
      td.classList.toggle("chosen", on);
      td.setAttribute("aria-selected", String(on));
      if (gains) {
        const g = gains[t] || 0;
        td.style.setProperty("--heat", on ? "0" : String(Math.sqrt(g / top).toFixed(3)));
        td.title = on ? `${t}: chosen${uses ? `, in ${fmt(uses[t] || 0)} of the words` : ""}`
          : g ? `${t}: would add ${fmt(g)} word${g === 1 ? "" : "s"}` : t;
      }
    }
  }

  function moveFocus(td) {
    const old = grid.querySelector("td[tabindex='0']");
    if (old) old.tabIndex = -1;
    td.tabIndex = 0;
    td.focus();
  }

  grid.addEventListener("click", (e) => {
    const td = e.target.closest("td[data-tile]");
    if (!td) return;
    moveFocus(td);
    toggle(td.dataset.tile);
  });
  grid.addEventListener("keydown", (e) => {
    const td = e.target.closest("td[data-tile]");
    if (!td) return;
    const rows = grid.rows;
    let r = td.parentElement.rowIndex;
    let c = td.cellIndex;
    const last = rows[r].cells.length - 1;
    switch (e.key) {
      case "ArrowUp": r -= 1; break;
      case "ArrowDown": r += 1; break;
      case "ArrowLeft": c -= 1; break;
      case "ArrowRight": c += 1; break;
      case "Home": c = 0; if (e.ctrlKey) r = 0; break;
      case "End": c = last; if (e.ctrlKey) r = rows.length - 1; break;
      case "PageUp": r = Math.max(0, r - 5); break;
      case "PageDown": r = Math.min(rows.length - 1, r + 5); break;
      case "Enter": case " ":
        e.preventDefault();
        toggle(td.dataset.tile);
        return;
      default: return;
    }
    e.preventDefault();
    r = Math.max(0, Math.min(rows.length - 1, r));
    c = Math.max(0, Math.min(rows[r].cells.length - 1, c));
    moveFocus(rows[r].cells[c]);
  });

  function toggle(t) {
    if (busy) {
      summary.textContent = "A method is running: Cancel it to choose tiles by hand.";
      return;
    }
    const next = new Set(chosen);
    if (next.has(t)) next.delete(t); else next.add(t);
    setTiles([...next], { share: "later" });
  }

  // --- Formable words for the tiles on the grid -----------------------------------------------
  let shareTimer = 0;
  /** Put `tiles` on the grid and list the words they form. share: "now" | "later" (after a pause) | false. */
  async function setTiles(tiles, { share = "now", extra = {} } = {}) {
    buildGrid();
    chosen = new Set(tiles.map((t) => t.toLowerCase()));
    tilesInput.value = [...chosen].sort().join(" ");
    paint(chosen);
    showErrorAt(tilesError, { tiles: tilesInput }, null);
    const ticket = ++latest;
    solveState = normal({ mode: "solve", tile_size: tileSize(), tiles: [...chosen], half_tiles: halfTiles(), ...dictState(), ...extra });
    if (!chosen.size) {
      renderWords(null);
      summary.textContent = "Choose tiles on the grid, or run a method.";
      paint(chosen, { gains: {} });
      queueShare(share);
      return;
    }
    summary.textContent = client.step === "ready" ? "Finding words…" : "Loading Python, then finding words…";
    const r = await client.request("tiles.formable", { tiles: [...chosen], tile_size: tileSize(), half_tiles: halfTiles(), ...dictionary.params() });
    if (ticket !== latest) return;
    if (r.error) {
      summary.textContent = "";
      renderWords(null);
      const fields = { tiles: tilesInput, ...runFields };
      showErrorAt(r.error.field === "tiles" ? tilesError : runError, fields, r.error);
      return;
    }
    render(r);
    queueShare(share);
  }
  function queueShare(share) {
    clearTimeout(shareTimer);
    if (share === "now") onState(solveState);
    else if (share === "later") shareTimer = setTimeout(() => { if (mode === "solve") onState(solveState); }, 700);
  }

  function render(r, how = "") {
    paint(new Set(r.tiles), r);
    const n = r.tiles.length;
    summary.textContent = `${fmt(r.word_count)} word${r.word_count === 1 ? "" : "s"} from ${n} tile${n === 1 ? "" : "s"}${how}`;
    renderWords(r.words);
    playThese.hidden = !n;
  }

  function renderWords(list) {
    more.hidden = true;
    if (!list) { words.replaceChildren(); playThese.hidden = true; return; }
    const draw = (k) => words.replaceChildren(...list.slice(0, k).map((w) => h("li", {}, w)));
    draw(SHOWN);
    if (list.length > SHOWN) {
      more.hidden = false;
      more.textContent = `Show all ${fmt(list.length)} words`;
      more.onclick = () => { draw(list.length); more.hidden = true; };
    }
  }

  setForm.addEventListener("submit", (e) => {
    e.preventDefault();
    const typed = parseTiles(tilesInput.value);
    if (!typed.length) { setTiles([]); return; }
    // Keep what was typed (the API explains a bad tile); the grid shows the good ones.
    setTilesTyped(typed);
  });
  async function setTilesTyped(typed) {
    buildGrid();
    const ticket = ++latest;
    const r = await client.request("tiles.formable", { tiles: typed, tile_size: tileSize(), half_tiles: halfTiles(), ...dictionary.params() });
    if (ticket !== latest) return;
    if (r.error) {
      showErrorAt(r.error.field === "tiles" ? tilesError : runError, { tiles: tilesInput, ...runFields }, r.error);
      return;
    }
    setTiles(r.tiles);
  }

  // --- Run a method -----------------------------------------------------------------------------
  const numberOrText = (input) => (input.value.trim() === "" ? input.value : (Number.isFinite(Number(input.value)) ? Number(input.value) : input.value));
  function syncBudget() { budgetField.hidden = method.value !== "search"; }
  method.addEventListener("change", syncBudget);

  /** Run the chosen method; share: push the answer's state to the URL (not when a URL asked for it). */
  async function run({ share = true } = {}) {
    clearTimeout(shareTimer);
    buildGrid();
    const m = method.value;
    const params = { method: m, count: numberOrText(count), tile_size: tileSize(), half_tiles: halfTiles(), ...dictionary.params() };
    if (m === "search") params.time_budget = numberOrText(budget);
    showErrorAt(runError, runFields, null);
    showErrorAt(tilesError, { tiles: tilesInput }, null);
    const ticket = ++latest;
    busy = true;
    grid.setAttribute("aria-busy", "true");
    runButton.disabled = true;
    let best = null;
    runBar.start(client.step === "ready" ? "Working…" : "Loading Python…");
    summary.textContent = `Running ${m}…`;
    const r = await client.request("tiles.optimize", params, {
      onProgress(info) {
        if (ticket !== latest) return;
        best = info;
        runBar.update(info, `Round ${fmt(info.rounds)} · best so far ${fmt(info.best_count)} words`);
        if (info.best_tiles) { tilesInput.value = info.best_tiles.join(" "); paint(new Set(info.best_tiles)); }
      },
    });
    busy = false;
    grid.removeAttribute("aria-busy");
    runButton.disabled = false;
    runBar.stop();
    if (ticket !== latest) return;
    if (r.error) {
      if (r.error.code === "cancelled") {
        if (best?.best_tiles?.length) {
          await setTiles(best.best_tiles, { share: false });
          summary.textContent = `Stopped. The best found so far: ${fmt(best.best_count)} words from ${best.best_tiles.length} tiles.`;
        } else {
          paint(chosen);
          summary.textContent = "Stopped.";
        }
        return;
      }
      summary.textContent = "";
      paint(chosen);
      showErrorAt(runError, runFields, r.error);
      return;
    }
    chosen = new Set(r.tiles);
    tilesInput.value = r.tiles.join(" ");
    render(r, ` (${m})`);
    solveState = normal({ mode: "solve", tile_size: r.tile_size, count: r.count, method: m, half_tiles: r.half_tiles, ...dictState(),
      ...(m === "search" ? { tiles: r.tiles } : {}) });
    if (share) onState(solveState);
  }
  runForm.addEventListener("submit", (e) => { e.preventDefault(); run(); });

  size.addEventListener("change", () => {
    half.disabled = size.value === "1";
    chosen = new Set();
    setTiles([]);
  });
  half.addEventListener("change", () => setTiles([...chosen].filter((t) => !t.endsWith(BLANK) || half.checked)));
  dictionary.select.addEventListener("change", () => { if (dictionary.value !== "custom") setTiles([...chosen]); });

  // --- The chart --------------------------------------------------------------------------------
  async function drawChart() {
    const methods = METHOD_NAMES.filter((m) => chartMethods[m].checked);
    const params = { from: numberOrText(chartFrom), to: numberOrText(chartTo), step: numberOrText(chartStep), methods,
      tile_size: tileSize(), half_tiles: halfTiles(), ...dictionary.params() };
    showErrorAt(chartError, chartFields, null);
    if (!methods.length) {
      showErrorAt(chartError, chartFields, { message: "Choose at least one method.", field: "methods" });
      return;
    }
    if (methods.includes("search")) {
      const per = numberOrText(chartSeconds);
      const points = Math.max(1, Math.floor((Number(params.to) - Number(params.from)) / Number(params.step)) + 1);
      params.time_budget = typeof per === "number" && Number.isFinite(points) ? Math.round(per * points * 100) / 100 : per;
    }
    chartBar.start(client.step === "ready" ? "Working…" : "Loading Python…");
    chartStatus.textContent = "";
    let last = null;
    const r = await client.request("tiles.chart", params, {
      onProgress(info) {
        if (!info.series) return;
        last = info;
        const done = Object.values(info.series).reduce((a, s) => a + s.length, 0);
        chartBar.update(info, `${done} of ${info.total} points`);
        plot(info.counts, info.series);
      },
    });
    chartBar.stop();
    if (r.error) {
      if (r.error.code === "cancelled") {
        chartStatus.textContent = last ? "Stopped: the chart shows the points computed so far." : "Stopped.";
        return;
      }
      showErrorAt(chartError, chartFields, r.error);
      return;
    }
    plot(r.counts, r.series);
    chartStatus.textContent = `Done: ${Object.keys(r.series).join(", ")} for N = ${r.counts[0]} … ${r.counts.at(-1)}.`;
  }
  chartForm.addEventListener("submit", (e) => { e.preventDefault(); drawChart(); });

  /** Draw words against N: one line per method, the points that have arrived so far. */
  function plot(counts, series) {
    // Drawn at the size it is shown (so the labels stay readable on a phone).
    const W = Math.round(Math.max(300, Math.min(720, chart.clientWidth || 640))), H = W < 500 ? 280 : 330;
    const L = 58, R = 16, T = 16, B = 66;
    const names = Object.keys(series);
    const top = niceTop(Math.max(1, ...names.flatMap((m) => series[m])));
    const x0 = counts[0], x1 = counts.at(-1);
    const x = (n) => L + (x1 === x0 ? (W - L - R) / 2 : ((n - x0) / (x1 - x0)) * (W - L - R));
    const y = (v) => T + (1 - v / top) * (H - T - B);
    const parts = [];
    for (let k = 0; k <= 4; k++) {
      const v = (top / 4) * k;
      parts.push(s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "tiles-chart-grid" }),
        s("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "tiles-chart-label" }, fmt(v)));
    }
    const every = Math.ceil(counts.length / Math.floor((W - L) / 40));
    counts.forEach((n, i) => {
      if (i % every === 0 || i === counts.length - 1) {
        parts.push(s("text", { x: x(n), y: H - B + 18, "text-anchor": "middle", class: "tiles-chart-label" }, String(n)));
      }
    });
    parts.push(s("line", { x1: L, x2: W - R, y1: y(0), y2: y(0), class: "tiles-chart-axis" }),
      s("text", { x: (L + W - R) / 2, y: H - B + 34, "text-anchor": "middle", class: "tiles-chart-label" }, "N (tiles in the set)"),
      s("text", { x: 14, y: (T + H - B) / 2, "text-anchor": "middle", transform: `rotate(-90 14 ${(T + H - B) / 2})`, class: "tiles-chart-label" }, "words formed"));
    names.forEach((m, j) => {
      const pts = series[m].map((v, i) => [x(counts[i]), y(v), counts[i], v]);
      if (pts.length > 1) parts.push(s("polyline", { points: pts.map(([a, b]) => `${a},${b}`).join(" "), class: `tiles-line tiles-${m}` }));
      for (const [a, b, n, v] of pts) {
        parts.push(s("circle", { cx: a, cy: b, r: 3.5, class: `tiles-dot tiles-${m}` }, s("title", {}, `${m}, N = ${n}: ${fmt(v)} words`)));
      }
      const lx = L + 8 + j * Math.min(150, (W - L) / 3);
      parts.push(s("line", { x1: lx, x2: lx + 22, y1: H - 8, y2: H - 8, class: `tiles-line tiles-${m}` }),
        s("text", { x: lx + 28, y: H - 4, class: "tiles-chart-label" }, m));
    });
    chartSvg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    chartSvg.replaceChildren(...parts);
    chartSvg.hidden = false;
    chartSvg.setAttribute("aria-label", `Words formed against N for ${names.join(", ")}` +
      names.map((m) => `; ${m}: ${series[m].map((v, i) => `N ${counts[i]} ${v}`).join(", ")}`).join(""));
    chartTable.replaceChildren(h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "N"), counts.map((n) => h("th", { scope: "col" }, String(n))))),
      h("tbody", {}, names.map((m) => h("tr", {}, h("th", { scope: "row" }, m), counts.map((_, i) => h("td", {}, series[m][i] != null ? fmt(series[m][i]) : "…")))))));
  }

  // --- Play -------------------------------------------------------------------------------------
  let game = null;  // {tiles, answers: Set, found: [], over}

  function playTiles() {
    if (!chosen.size) return;
    startPlay(normal({ mode: "play", tile_size: tileSize(), tiles: [...chosen], half_tiles: halfTiles(), ...dictState() }));
  }
  function playPuzzle(key) {
    startPlay(normal({ mode: "play", tile_size: tileSize(), count: numberOrText(playCount), half_tiles: halfTiles(), ...dictState(), ...key }));
  }

  let playTicket = 0;
  async function startPlay(state, { share = true } = {}) {
    showMode("play");
    const ticket = ++playTicket;
    playState = state.tiles || state.seed != null || state.date ? state : normal({ ...state, date: localDate() });
    showErrorAt(playStartError, { count: playCount }, null);
    showErrorAt(guessError, { word: guess }, null);
    playBody.hidden = true;
    counter.textContent = "";
    guessNote.textContent = client.step === "ready" ? "Setting the puzzle up…" : "Loading Python, then setting the puzzle up…";
    const common = { tile_size: state.tile_size, half_tiles: !!state.half_tiles, ...(state.dictionary ? { dictionary: state.dictionary } : dictionary.params()) };
    const r = state.tiles
      ? await client.request("tiles.formable", { tiles: parseTiles(state.tiles), ...common })
      : await client.request("tiles.puzzle", { count: state.count ?? 10, ...(playState.seed != null ? { seed: playState.seed } : { date: playState.date }), ...common });
    if (ticket !== playTicket) return;
    guessNote.textContent = "";
    if (r.error) {
      showErrorAt(playStartError, { count: playCount, date: playCount, seed: playCount }, r.error);
      return;
    }
    game = { tiles: r.tiles, params: common, answers: new Set(r.words), total: r.word_count, found: [], over: false };
    playTitle.textContent = playState.date ? `Puzzle of the day, ${playState.date}` : playState.seed != null ? `Random puzzle #${playState.seed}` : "Your tiles";
    if (playState.count != null) playCount.value = playState.count;
    rack.replaceChildren(...r.tiles.map((t) => h("button", { type: "button", class: "tiles-tile", "aria-label": `Add ${t.replace(BLANK, " and a blank")}`,
      onclick: () => { guess.value += t.replace(BLANK, ""); guess.focus(); } }, t.replace(BLANK, "·"))));
    found.replaceChildren();
    giveUp.disabled = false;
    guess.disabled = false;
    guess.value = "";
    updateCounter();
    playBody.hidden = false;
    if (share) onState(playState);
  }

  function updateCounter() {
    counter.textContent = `${fmt(game.found.length)} / ${fmt(game.total)} found${game.over ? " · you gave up" : ""}`;
  }

  async function tryWord() {
    if (!game || game.over) return;
    const word = guess.value.trim().toLowerCase();
    showErrorAt(guessError, { word: guess }, null);
    guessNote.textContent = "";
    if (!word) return;
    if (game.found.includes(word)) {
      guessNote.textContent = `“${word}” is already found.`;
      guess.value = "";
      return;
    }
    const r = await client.request("tiles.check", { tiles: game.tiles, word, ...game.params });
    if (r.error) { showErrorAt(guessError, { word: guess }, r.error); return; }
    if (!r.formable) {
      showErrorAt(guessError, { word: guess }, { message: `“${r.word}”: ${r.reason}`, field: "word" });
      guess.select();
      return;
    }
    game.found.push(r.word);
    found.prepend(h("li", { class: "found" }, h("span", {}, r.word), h("span", { class: "tiles-split" }, r.split.join(" · "))));
    guessNote.textContent = `Found “${r.word}” (${r.split.join(" · ")}).`;
    guess.value = "";
    updateCounter();
  }
  guessForm.addEventListener("submit", (e) => { e.preventDefault(); tryWord(); });

  function reveal() {
    if (!game) return;
    game.over = true;
    showErrorAt(guessError, { word: guess }, null);
    guessNote.textContent = "";
    const mine = new Set(game.found);
    found.replaceChildren(...[...game.answers].sort().map((w) => h("li", { class: mine.has(w) ? "found" : "missed" },
      h("span", {}, w), mine.has(w) ? h("span", { class: "tiles-split" }, "found") : null)));
    found.setAttribute("aria-label", "All the words");
    giveUp.disabled = true;
    guess.disabled = true;
    updateCounter();
  }

  // --- Start ------------------------------------------------------------------------------------
  showMode("solve");
  syncBudget();
  buildGrid();
  summary.textContent = "Choose tiles on the grid, or run a method.";

  return {
    /** Set the section up for a state (a route or an embed's attributes) and solve or start play. */
    open(raw) {
      const state = normal(raw);
      size.value = String(state.tile_size);
      half.disabled = state.tile_size === 1;
      half.checked = !!state.half_tiles;
      dictionary.set(state.dictionary || DEFAULT_DICT);
      if (state.method || state.count != null) method.value = state.method || "subtractive";
      syncBudget();
      buildGrid();
      if (state.mode === "play") {
        startPlay(state, { share: false });
        return;
      }
      showMode("solve");
      if (state.count != null && state.mode === "solve") count.value = state.count;
      if (state.tiles) {
        setTiles(parseTiles(state.tiles), { share: false, extra: { count: state.count, method: state.method } });
      } else if (state.count != null) {
        run({ share: false });
      } else {
        setTiles([], { share: false });
      }
      solveState = state;
    },
    state: () => current(),
  };
}


