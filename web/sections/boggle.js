// Boggle (issue 5): every word on a 3×3 to 6×6 grid with its path; the seed's nine generators and
// the real dice, with a comparison chart; a best-board search with a live chart; and a timed game.
// Solve: type the letters in one line or cell by cell (arrows move, q is the Qu die); Enter solves;
// hovering or focusing a word draws its path on the grid. Play: type words, or drag across the
// cells (or click them in order; click the last one again to send the word). The clock runs only
// while the game is on screen, and a game is kept in this browser (localStorage): a reload, or
// coming back later, resumes it with the time that was left, or shows its result once it is over.
import { DictionaryPicker, ProgressBar, fmt, h, hashText, niceTop, onScreen, showError, svg as s } from "../ui.js";

const SIZES = [3, 4, 5, 6];
const DICTS = ["enable", "american-english", "words-alpha"];
const GENERATORS = [
  ["rnd", "RND: uniformly random letters"],
  ["vcr", "VCR: vowels at the list's share"],
  ["freq", "FREQ: letters by frequency"],
  ["bfreq", "BFREQ: frequency, vowels balanced"],
  ["7freq", "7FREQ: seven vowels in 16"],
  ["adj", "ADJ: grown from letter pairs"],
  ["cad", "CAD: combined adjacency"],
  ["greedy-cad", "greedy-CAD"],
  ["greedy-dcad", "greedy-dCAD (repeats damped)"],
];
const DICE = { "dice-classic": 4, "dice-new": 4, "dice-big": 5, "dice-superbig": 6 };
const DICE_LABELS = { "dice-classic": "Dice: classic Boggle (4×4)", "dice-new": "Dice: new Boggle (4×4)",
  "dice-big": "Dice: Big Boggle (5×5)", "dice-superbig": "Dice: Super Big Boggle (6×6)" };
const METHODS = [...GENERATORS, ...Object.entries(DICE_LABELS)];
const DAY_DICE = { 3: "freq", 4: "dice-new", 5: "dice-big", 6: "dice-superbig" };  // random play boards
const GAME_MINUTES = 3;

const pad = (n) => String(n).padStart(2, "0");
const localDate = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const defaultMin = (n) => (n <= 4 ? 3 : 4);
const cellText = (ch) => (ch === "q" ? "Qu" : (ch || "").toUpperCase());
const spell = (board, path) => path.map((c) => (board[c] === "q" ? "qu" : board[c])).join("");
const plural = (n, word) => `${fmt(n)} ${word}${n === 1 ? "" : "s"}`;
const clock = (ms) => { const s = Math.max(0, Math.ceil(ms / 1000)); return `${Math.floor(s / 60)}:${pad(s % 60)}`; };
const adjacent = (n, a, b) => a !== b && Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1 && Math.abs((a % n) - (b % n)) <= 1;
const sizeOf = (board) => Math.round(Math.sqrt(board.length));
const isNumber = (v) => v != null && v !== "" && /^\d+$/.test(String(v).trim());

/**
 * A state in one canonical form (fixed key order, defaults left out), so a route, an embed's
 * attributes and the section's own state compare equal when they mean the same puzzle.
 * {mode: "solve" | "play", board?, date?, size, min_length?, dictionary?}
 */
export function normal(s = {}) {
  const board = String(s.board ?? "").replace(/\s+/g, "").toLowerCase();
  const out = { mode: s.mode === "play" ? "play" : "solve" };
  if (board) out.board = board;
  if (s.date && !board) out.date = String(s.date);
  const n = board && SIZES.includes(sizeOf(board)) && sizeOf(board) ** 2 === board.length ? sizeOf(board)
    : SIZES.includes(Number(s.size)) ? Number(s.size) : 4;
  out.size = n;
  if (isNumber(s.min_length) && Number(s.min_length) !== defaultMin(n)) out.min_length = Number(s.min_length);
  if (s.dictionary && s.dictionary !== "enable" && DICTS.includes(s.dictionary)) out.dictionary = String(s.dictionary);
  return out;
}

/**
 * #boggle/perslatgsineters[/min/4][/words-alpha]     solve a board (its size from its length;
 *                                                    rows as parts also work: #boggle/pers/latg/sine/ters)
 * #boggle/play/perslatgsineters                      play a board (never its answers)
 * #boggle/play/day/2026-11-21[/5x5]                  play the board of a day (size 4 unless given)
 */
export function fromRoute(parts) {
  const s = { mode: "solve" };
  for (let i = 0; i < parts.length; i++) {
    const p = String(parts[i]).toLowerCase();
    if (!p) continue;
    if (p === "play" || p === "solve") s.mode = p;
    else if (p === "day") s.date = parts[++i];
    else if (p === "min") s.min_length = parts[++i];
    else if (p === "size") s.size = parts[++i];
    else if (/^[3-6]x[3-6]$/.test(p)) s.size = p[0];
    else if (DICTS.includes(p)) s.dictionary = p;
    else s.board = (s.board || "") + parts[i];  // rows may come as parts: #boggle/pers/latg/sine/ters
  }
  return normal(s);
}

export function toRoute(state) {
  const s = normal(state);
  return [s.mode === "play" ? "play" : null, s.board,
    ...(s.date ? ["day", s.date, s.size !== 4 ? `${s.size}x${s.size}` : null] : []),
    ...(s.min_length ? ["min", s.min_length] : []), s.dictionary]
    .filter((p) => p != null).map(String);
}



/** A form field: its label and input together, so an error can sit right after them. */
const field = (id, label, input, cls = "") => h("span", { class: `boggle-field ${cls}` }, h("label", { for: id }, label), input);

/** Show an API error next to the field it names (the box moves to just after that field). */
function showErrorAt(box, fields, error) {
  showError(box, fields, error);
  const input = error && fields[error.field];
  if (input) (input.closest(".boggle-field") || input).after(box);
}

/**
 * The board drawn as cells: "input" (a letter input per cell, arrows move), "static" (letters), or
 * "play" (buttons to click or drag across). highlight(path) numbers the cells and draws a line.
 */
class BoardView {
  constructor(kind, label, id) {
    this.kind = kind;
    this.id = id;
    this.n = 0;
    this.board = "";
    this.cells = [];
    this.grid = h("div", { class: "boggle-cells" });
    this.svg = s("svg", { class: "boggle-trace", "aria-hidden": "true" });
    this.root = h("div", { class: `boggle-board boggle-${kind}`, role: "group", "aria-label": label }, this.grid, this.svg);
  }

  setSize(n) {
    if (n === this.n) return;
    this.n = n;
    this.grid.style.setProperty("--n", n);
    this.root.style.setProperty("--n", n);
    this.cells = Array.from({ length: n * n }, (_, i) => {
      const where = `Row ${Math.floor(i / n) + 1}, column ${(i % n) + 1}`;
      const step = h("span", { class: "boggle-step", "aria-hidden": "true" });
      if (this.kind === "input") {
        const input = h("input", { class: "boggle-letter", id: i === 0 ? this.id : null, autocomplete: "off", spellcheck: "false",
          autocapitalize: "characters", "aria-label": where, dataset: { i: String(i) } });
        return h("div", { class: "boggle-cell", dataset: { i: String(i) } }, input, step);
      }
      const letter = h("span", { class: "boggle-letter" });
      if (this.kind === "play") {
        return h("button", { type: "button", class: "boggle-cell", "aria-label": where, dataset: { i: String(i) } }, letter, step);
      }
      return h("div", { class: "boggle-cell", dataset: { i: String(i) } }, letter, step);
    });
    this.grid.replaceChildren(...this.cells);
    this.clear();
  }

  /** Show a board string ('q' is Qu); shorter strings leave the rest empty. */
  setBoard(board, n = sizeOf(board)) {
    this.setSize(n);
    this.board = board;
    this.cells.forEach((cell, i) => this.setCell(i, board[i] || ""));
  }

  setCell(i, ch) {
    const cell = this.cells[i];
    const text = cellText(ch);
    cell.classList.toggle("qu", ch === "q");
    if (this.kind === "input") cell.firstChild.value = text;
    else {
      cell.firstChild.textContent = text;
      if (this.kind === "play") cell.setAttribute("aria-label", `Row ${Math.floor(i / this.n) + 1}, column ${(i % this.n) + 1}: ${text || "empty"}`);
    }
  }

  /** The letters of the cells, 'q' for Qu, '' for an empty cell. */
  letters() {
    return this.cells.map((c) => {
      const t = (this.kind === "input" ? c.firstChild.value : c.firstChild.textContent).toLowerCase().replace(/[^a-z]/g, "");
      return t.startsWith("qu") ? "q" : t.slice(0, 1);
    });
  }

  /** Number the cells of `path` and draw a line through them; `kind` styles it (found, bad…). */
  highlight(path = [], kind = "") {
    this.clear();
    if (!path || !path.length) return;
    this.root.dataset.trace = kind || "path";
    path.forEach((c, k) => {
      const cell = this.cells[c];
      if (!cell) return;
      cell.classList.add("on");
      if (k === 0) cell.classList.add("first");
      cell.lastChild.textContent = String(k + 1);
    });
    const w = this.root.clientWidth, hgt = this.root.clientHeight;
    if (!w || path.length < 2) return;
    const pts = path.map((c) => this.cells[c]).filter(Boolean)
      .map((el) => `${el.offsetLeft + el.offsetWidth / 2},${el.offsetTop + el.offsetHeight / 2}`);
    this.svg.setAttribute("viewBox", `0 0 ${w} ${hgt}`);
    const first = pts[0].split(",");
    this.svg.replaceChildren(s("polyline", { points: pts.join(" "), class: "boggle-line" }),
      s("circle", { cx: first[0], cy: first[1], r: 5, class: "boggle-dot" }));
  }

  clear() {
    delete this.root.dataset.trace;
    for (const cell of this.cells) {
      cell.classList.remove("on", "first");
      cell.lastChild.textContent = "";
    }
    this.svg.replaceChildren();
  }
}

export function mount(root, { client, embed = false, onState = () => {} }) {
  root.classList.add("boggle");

  // --- Shared options: the word list and the minimum length -------------------------------------
  const dictionary = new DictionaryPicker("boggle-dictionary");
  const minLength = h("input", { id: "boggle-min", name: "min_length", type: "number", inputmode: "numeric", min: 3, max: 72,
    placeholder: "auto", class: "boggle-num", title: "Blank: 3 on 3×3 and 4×4, 4 on 5×5 and 6×6" });
  const optionsError = h("p", { id: "boggle-options-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const options = h("div", { class: "fields boggle-options" },
    h("span", { class: "boggle-field" }, ...dictionary.elements),
    field("boggle-min", "Min letters", minLength), optionsError);
  const minParam = () => (minLength.value.trim() === "" ? {} : { min_length: isNumber(minLength.value) ? Number(minLength.value) : minLength.value });
  const optionFields = { min_length: minLength, ...dictionary.fields };
  const dictState = () => (dictionary.value === "custom" ? {} : { dictionary: dictionary.value });

  // Which lists this worker has already indexed (the first query on a list builds its trie: ~1 s
  // for ENABLE, many seconds for words_alpha); a restarted worker starts over.
  const indexed = new Set();
  client.addEventListener?.("status", ({ detail }) => { if (detail.step === "runtime") indexed.clear(); });
  const listKey = () => (dictionary.value === "custom" ? `custom:${dictionary.text.value.length}` : dictionary.value);

  /** A request with a progress bar that appears if it takes more than a moment (and Cancel). */
  async function ask(bar, action, params, opts = {}) {
    const key = listKey();
    const first = !indexed.has(key);
    const text = client.step !== "ready" ? "Loading Python…"
      : first && key === "words-alpha" ? "Indexing words_alpha (370,105 words; first query only, it takes a while)…"
        : first ? "Indexing the word list (first query only)…" : "Working…";
    const timer = setTimeout(() => bar.start(text), opts.onProgress ? 0 : 250);
    const r = await client.request(action, params, opts);
    clearTimeout(timer);
    bar.stop();
    if (!r.error || r.error.code !== "cancelled") indexed.add(key);
    return r;
  }

  // --- Solve --------------------------------------------------------------------------------------
  const size = h("select", { id: "boggle-size", name: "size" }, SIZES.map((n) => h("option", { value: n, selected: n === 4 }, `${n}×${n}`)));
  const letters = h("input", { id: "boggle-letters", name: "board", autocomplete: "off", spellcheck: "false", autocapitalize: "characters",
    placeholder: "perslatgsineters", class: "boggle-line-input" });
  const solveError = h("p", { id: "boggle-solve-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const solveFields = { board: letters, size, ...optionFields };
  const inputBoard = new BoardView("input", "Board (type a letter per cell; q is Qu)", "boggle-cell-0");
  const solveBar = new ProgressBar("Solving", () => client.cancel());
  const solveForm = h("form", { class: "boggle-solve-form", novalidate: true, "aria-label": "Board" },
    h("div", { class: "fields" },
      field("boggle-size", "Size", size),
      field("boggle-letters", "Letters", letters, "boggle-letters-field"),
      h("button", { type: "submit" }, "Solve"),
      h("button", { type: "button", class: "secondary", onclick: () => fillBoard("") }, "Clear")),
    solveError,
    h("p", { class: "boggle-note" }, "Type the letters row by row in one line, or in the cells (arrow keys move). q is the Qu die."),
    inputBoard.root);
  const summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
  const solveActions = h("div", { class: "boggle-actions", hidden: true },
    h("button", { type: "button", class: "secondary", onclick: () => startPlay(normal({ mode: "play", board: solved?.board, ...dictState(), ...minParam() })) }, "Play this board"));
  const wordsBox = h("div", { class: "boggle-words", "aria-label": "Words" });
  const solveView = h("div", { id: "boggle-solve", role: "tabpanel", "aria-labelledby": "boggle-tab-solve", class: "boggle-view" },
    solveForm, solveBar.root, h("div", { class: "boggle-result" }, summary, solveActions), wordsBox);

  let solved = null;  // the last answer shown
  let solveState = normal({ mode: "solve" });

  function syncSize(n) {
    size.value = String(n);
    inputBoard.setSize(n);
  }
  /** The one-line field → the cells (the size follows a square length of 9, 16, 25 or 36 letters). */
  function lineToCells() {
    const clean = letters.value.toLowerCase().replace(/[^a-z]/g, "");
    const n = sizeOf(clean);
    if (SIZES.includes(n) && n * n === clean.length && String(n) !== size.value) syncSize(n);
    const cells = Number(size.value) ** 2;
    inputBoard.cells.forEach((_, i) => inputBoard.setCell(i, i < cells ? clean[i] || "" : ""));
    inputBoard.clear();
  }
  /** The cells → the one-line field. */
  function cellsToLine() {
    const ls = inputBoard.letters();
    let end = ls.length;
    while (end > 0 && !ls[end - 1]) end--;
    letters.value = ls.slice(0, end).map((c) => c || "?").join("").toUpperCase().replace(/\?/g, " ");
    inputBoard.clear();
  }
  function fillBoard(board) {
    letters.value = board.toUpperCase();
    lineToCells();
    solved = null;
    summary.textContent = "";
    wordsBox.replaceChildren();
    solveActions.hidden = true;
    showErrorAt(solveError, solveFields, null);
  }
  letters.addEventListener("input", lineToCells);
  size.addEventListener("change", () => { inputBoard.setSize(Number(size.value)); lineToCells(); });

  // Cell by cell: a letter fills the cell and moves on; arrows move; Backspace empties and goes back.
  const cellInput = (i) => inputBoard.cells[i]?.firstChild;
  inputBoard.grid.addEventListener("keydown", (e) => {
    const input = e.target.closest("input");
    if (!input) return;
    const i = Number(input.dataset.i), n = inputBoard.n;
    const go = (j) => { if (j >= 0 && j < n * n) { cellInput(j).focus(); cellInput(j).select(); } };
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (/^[a-z]$/i.test(e.key)) {
      e.preventDefault();
      inputBoard.setCell(i, e.key.toLowerCase());
      cellsToLine();
      go(i + 1);
    } else if (e.key === "Backspace" || e.key === "Delete") {
      e.preventDefault();
      if (input.value || e.key === "Delete") inputBoard.setCell(i, "");
      else if (i > 0) { inputBoard.setCell(i - 1, ""); go(i - 1); }
      cellsToLine();
    } else if (e.key === "ArrowRight") { e.preventDefault(); go(i + 1); }
    else if (e.key === "ArrowLeft") { e.preventDefault(); go(i - 1); }
    else if (e.key === "ArrowDown") { e.preventDefault(); go(i + n); }
    else if (e.key === "ArrowUp") { e.preventDefault(); go(i - n); }
    else if (e.key === "Home") { e.preventDefault(); go(i - (i % n)); }
    else if (e.key === "End") { e.preventDefault(); go(i - (i % n) + n - 1); }
  });
  // Phones' keyboards and pastes arrive as input events: several letters spread over the next cells.
  inputBoard.grid.addEventListener("input", (e) => {
    const input = e.target.closest("input");
    if (!input) return;
    const i = Number(input.dataset.i);
    let typed = input.value.toLowerCase().replace(/[^a-z]/g, "");
    if (typed.startsWith("qu") && typed.length > 2) typed = typed.slice(2);  // typed after "Qu"
    typed = typed.replace(/qu/g, "q");
    if (!typed) inputBoard.setCell(i, "");
    [...typed].slice(-(inputBoard.n ** 2 - i)).forEach((ch, k) => inputBoard.setCell(i + k, ch));
    cellsToLine();
    const next = Math.min(i + Math.max(typed.length, 1), inputBoard.n ** 2 - 1);
    if (typed) cellInput(next).focus();
  });
  inputBoard.grid.addEventListener("focusin", (e) => e.target.select?.());

  let solveTicket = 0;
  async function solve({ share = true } = {}) {
    const ticket = ++solveTicket;
    const board = letters.value;
    showErrorAt(solveError, solveFields, null);
    showErrorAt(optionsError, optionFields, null);
    wordsBox.replaceChildren();
    solveActions.hidden = true;
    summary.textContent = client.step === "ready" ? "Solving…" : "Loading Python, then solving…";
    const r = await ask(solveBar, "boggle.solve", { board, ...minParam(), ...dictionary.params() });
    if (ticket !== solveTicket) return;
    if (r.error) {
      summary.textContent = r.error.code === "cancelled" ? "Stopped." : "";
      if (r.error.code !== "cancelled") showErrorAt(["min_length", "dictionary", "word_list"].includes(r.error.field) ? optionsError : solveError,
        { ...solveFields, ...optionFields }, r.error);
      return;
    }
    solved = r;
    syncSize(r.size);
    inputBoard.setBoard(r.board);
    letters.value = r.board.toUpperCase();
    renderWords(r);
    solveState = normal({ mode: "solve", board: r.board, min_length: r.min_length, ...dictState() });
    if (share) onState(solveState);
  }
  solveForm.addEventListener("submit", (e) => { e.preventDefault(); solve(); });

  /** Words grouped by length (longest first), each group alphabetical (points follow length). */
  function wordGroups(words, found = null) {
    const groups = new Map();
    words.forEach((w, i) => {
      const len = w.word.length;
      if (!groups.has(len)) groups.set(len, []);
      groups.get(len).push([w, i]);
    });
    return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([len, items]) => {
      const pts = items.reduce((a, [w]) => a + w.points, 0);
      const got = found ? items.filter(([w]) => found.has(w.word)).length : null;
      return h("div", { class: "boggle-group" },
        h("h3", {}, `${len} letters`, h("span", { class: "boggle-group-meta" },
          found ? ` · found ${got} of ${items.length}` : ` · ${plural(items.length, "word")} · ${plural(pts, "point")}`)),
        h("ul", { class: "boggle-list", "aria-label": `${len}-letter words` }, items.map(([w, i]) =>
          h("li", { class: found ? (found.has(w.word) ? "found" : "missed") : null },
            h("button", { type: "button", class: "boggle-word", dataset: { i: String(i) },
              "aria-label": `${w.word}, ${plural(w.points, "point")}${found ? (found.has(w.word) ? ", found" : ", missed") : ""}` },
            h("span", { class: "w" }, w.word), h("span", { class: "pts" }, String(w.points)))))));
    });
  }

  /** Hovering or focusing a word in `box` draws its path on `view`. */
  function tracePaths(box, view, words) {
    const show = (e) => {
      const b = e.target.closest?.(".boggle-word");
      if (b && box.contains(b)) view.highlight(words()[Number(b.dataset.i)]?.path);
    };
    box.addEventListener("pointerover", show);
    box.addEventListener("focusin", show);
    box.addEventListener("pointerleave", () => { if (!box.contains(document.activeElement) && !box.contains(box.getRootNode().activeElement)) view.clear(); });
    box.addEventListener("focusout", (e) => { if (!box.contains(e.relatedTarget)) view.clear(); });
  }

  function renderWords(r) {
    summary.textContent = `${fmt(r.score)} points · ${plural(r.word_count, "word")} of ${r.min_length}+ letters`;
    solveActions.hidden = false;
    wordsBox.replaceChildren(...(r.words.length ? wordGroups(r.words)
      : [h("p", { class: "boggle-note" }, "No words on this board.")]));
  }
  tracePaths(wordsBox, inputBoard, () => solved?.words || []);

  // --- Generate -----------------------------------------------------------------------------------
  const method = h("select", { id: "boggle-method", name: "method" },
    h("optgroup", { label: "The seed's generators" }, GENERATORS.map(([v, l]) => h("option", { value: v, selected: v === "greedy-cad" }, l))),
    h("optgroup", { label: "Real dice" }, Object.entries(DICE_LABELS).map(([v, l]) => h("option", { value: v }, l))));
  const genSize = h("select", { id: "boggle-gen-size", name: "size" }, SIZES.map((n) => h("option", { value: n, selected: n === 4 }, `${n}×${n}`)));
  const genError = h("p", { id: "boggle-gen-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const genFields = { method, size: genSize, ...optionFields };
  const genBar = new ProgressBar("Generating", () => client.cancel());
  const genBoard = new BoardView("static", "Generated board");
  const genInfo = h("p", { class: "summary boggle-gen-info", role: "status", "aria-live": "polite" });
  const genActions = h("div", { class: "boggle-actions", hidden: true },
    h("button", { type: "button", class: "secondary", onclick: () => openSolve(generated.board) }, "Solve this board"),
    h("button", { type: "button", class: "secondary", onclick: () => startPlay(normal({ mode: "play", board: generated.board, ...dictState(), ...minParam() })) }, "Play this board"));
  const genForm = h("form", { class: "boggle-gen-form", novalidate: true, "aria-label": "Generate a board" },
    h("div", { class: "fields" }, field("boggle-method", "Method", method), field("boggle-gen-size", "Size", genSize),
      h("button", { type: "submit" }, "New board")),
    genError);
  let generated = null;

  function syncDice() {
    const n = DICE[method.value];
    if (n) genSize.value = String(n);
    genSize.disabled = !!n;
  }
  method.addEventListener("change", syncDice);

  async function generateOne() {
    showErrorAt(genError, genFields, null);
    genInfo.textContent = client.step === "ready" ? "Generating…" : "Loading Python, then generating…";
    const r = await ask(genBar, "boggle.generate", { method: method.value, size: Number(genSize.value), count: 1,
      seed: Math.floor(Math.random() * 2 ** 31), ...minParam(), ...dictionary.params() });
    if (r.error) {
      genInfo.textContent = r.error.code === "cancelled" ? "Stopped." : "";
      if (r.error.code !== "cancelled") showErrorAt(genError, genFields, r.error);
      return;
    }
    generated = r.boards[0];
    genBoard.setBoard(generated.board, r.size);
    genBoard.root.hidden = false;
    genActions.hidden = false;
    genInfo.textContent = `${r.method}: ${fmt(generated.score)} points · ${plural(generated.word_count, "word")}`;
  }
  genForm.addEventListener("submit", (e) => { e.preventDefault(); generateOne(); });
  genBoard.root.hidden = true;

  // The comparison: N boards per method, mean score and mean word count as bars.
  const cmpCount = h("input", { id: "boggle-cmp-count", name: "count", type: "number", inputmode: "numeric", min: 1, max: 10000, value: 100, class: "boggle-num" });
  const cmpError = h("p", { id: "boggle-cmp-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const cmpBar = new ProgressBar("Comparing methods", () => { cmpCancelled = true; client.cancel(); });
  const cmpStatus = h("p", { class: "boggle-note boggle-cmp-status", role: "status" });
  const cmpSvg = s("svg", { class: "boggle-chart boggle-bars", role: "img" });
  cmpSvg.hidden = true;
  const cmpTable = h("div", { class: "boggle-table" });
  const cmpForm = h("form", { class: "boggle-cmp-form", novalidate: true, "aria-label": "Compare the methods" },
    h("div", { class: "fields" }, field("boggle-cmp-count", "Boards per method", cmpCount), h("button", { type: "submit" }, "Compare")),
    cmpError);
  const compare = h("details", { class: "boggle-compare" },
    h("summary", {}, "Compare the methods: mean score and word count"),
    h("p", { class: "boggle-note" }, "Every generator (and the dice of this size) makes N boards of the size above, solved with the word list and minimum length above; the seed used words_alpha and 10,000 boards."),
    cmpForm, cmpBar.root, cmpStatus, cmpSvg, cmpTable);
  let cmpCancelled = false;

  async function runComparison() {
    showErrorAt(cmpError, { count: cmpCount, ...optionFields }, null);
    const n = Number(genSize.value);
    const names = [...GENERATORS.map(([m]) => m), ...Object.keys(DICE).filter((m) => DICE[m] === n)];
    const count = isNumber(cmpCount.value) ? Number(cmpCount.value) : cmpCount.value;
    const rows = [];
    cmpCancelled = false;
    cmpStatus.textContent = "";
    const total = names.length * (Number(count) || 1);
    cmpBar.start(client.step === "ready" ? "Working…" : "Loading Python…");
    for (const [k, m] of names.entries()) {
      cmpBar.update({ done: k * count, total }, `${m}: boards ${fmt(k * count)} of ${fmt(total)}`);
      const r = await client.request("boggle.generate", { method: m, size: n, count, seed: 1, ...minParam(), ...dictionary.params() }, {
        onProgress(info) { cmpBar.update({ done: k * count + info.done, total }, `${m}: boards ${fmt(k * count + info.done)} of ${fmt(total)}`); },
      });
      if (r.error) {
        cmpBar.stop();
        if (r.error.code === "cancelled" || cmpCancelled) {
          cmpStatus.textContent = rows.length ? `Stopped after ${plural(rows.length, "method")}: the chart shows them.` : "Stopped.";
        } else {
          showErrorAt(cmpError, { count: cmpCount, ...optionFields }, r.error);
        }
        return;
      }
      indexed.add(listKey());
      rows.push({ method: m, score: r.mean_score, words: r.mean_word_count });
      drawBars(rows, names.length, n, count);
    }
    cmpBar.stop();
    cmpStatus.textContent = `Done: ${names.length} methods × ${fmt(count)} boards of ${n}×${n}.`;
  }
  cmpForm.addEventListener("submit", (e) => { e.preventDefault(); runComparison(); });

  /** Horizontal bars: per method, mean score and mean word count, on one scale. */
  function drawBars(rows, expected, n, count) {
    const W = Math.round(Math.max(300, Math.min(720, compare.clientWidth || 640)));
    const L = W < 500 ? 92 : 110, R = 52, T = 28, rowH = 30, B = 30;
    const H = T + rowH * expected + B;
    const top = niceTop(Math.max(...rows.map((r) => Math.max(r.score, r.words))));
    const x = (v) => L + (v / top) * (W - L - R);
    const parts = [];
    for (let k = 0; k <= 4; k++) {
      const v = (top / 4) * k;
      parts.push(s("line", { x1: x(v), x2: x(v), y1: T - 4, y2: H - B, class: "boggle-chart-grid" }),
        s("text", { x: x(v), y: H - B + 16, "text-anchor": "middle", class: "boggle-chart-label" }, fmt(v)));
    }
    rows.forEach((r, i) => {
      const y = T + i * rowH;
      parts.push(s("text", { x: L - 6, y: y + 17, "text-anchor": "end", class: "boggle-chart-label boggle-chart-name" }, r.method));
      for (const [j, key, cls] of [[0, "score", "boggle-bar-score"], [1, "words", "boggle-bar-words"]]) {
        const v = r[key];
        parts.push(s("rect", { x: L, y: y + 3 + j * 12, width: Math.max(1, x(v) - L), height: 11, class: `boggle-bar ${cls}` },
          s("title", {}, `${r.method}: mean ${key === "score" ? "score" : "word count"} ${v.toFixed(1)}`)),
        s("text", { x: x(v) + 4, y: y + 12 + j * 12, class: "boggle-chart-value" }, v.toFixed(0)));
      }
    });
    parts.push(s("rect", { x: L, y: 6, width: 12, height: 10, class: "boggle-bar boggle-bar-score" }),
      s("text", { x: L + 16, y: 15, class: "boggle-chart-label" }, "mean score"),
      s("rect", { x: L + 110, y: 6, width: 12, height: 10, class: "boggle-bar boggle-bar-words" }),
      s("text", { x: L + 126, y: 15, class: "boggle-chart-label" }, "mean words"));
    cmpSvg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    cmpSvg.replaceChildren(...parts);
    cmpSvg.hidden = false;
    cmpSvg.setAttribute("aria-label", `Mean score and word count of ${count} ${n}×${n} boards per method: ` +
      rows.map((r) => `${r.method} ${r.score.toFixed(1)} points, ${r.words.toFixed(1)} words`).join("; "));
    cmpTable.replaceChildren(h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "method"), h("th", { scope: "col" }, "mean score"), h("th", { scope: "col" }, "mean words"))),
      h("tbody", {}, rows.map((r) => h("tr", {}, h("th", { scope: "row" }, r.method), h("td", {}, r.score.toFixed(1)), h("td", {}, r.words.toFixed(1)))))));
  }

  const generateView = h("div", { id: "boggle-generate", role: "tabpanel", "aria-labelledby": "boggle-tab-generate", class: "boggle-view", hidden: true },
    genForm, genBar.root, genInfo, genBoard.root, genActions, compare);

  // --- Optimize -----------------------------------------------------------------------------------
  const optSize = h("select", { id: "boggle-opt-size", name: "size" }, SIZES.map((n) => h("option", { value: n, selected: n === 4 }, `${n}×${n}`)));
  const optSeconds = h("input", { id: "boggle-opt-seconds", name: "seconds", type: "number", inputmode: "decimal", min: 0.1, max: 600, value: 60, class: "boggle-num" });
  const optSeed = h("input", { id: "boggle-opt-seed", name: "seed", type: "number", inputmode: "numeric", value: 1, class: "boggle-num" });
  const optMethod = h("select", { id: "boggle-opt-method", name: "method" },
    h("option", { value: "anneal" }, "Simulated annealing"), h("option", { value: "hill" }, "Hill climbing"));
  const optError = h("p", { id: "boggle-opt-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const optFields = { size: optSize, seconds: optSeconds, seed: optSeed, method: optMethod, ...optionFields };
  const optButton = h("button", { type: "submit" }, "Search");
  const optForm = h("form", { class: "boggle-opt-form", novalidate: true, "aria-label": "Search for the best board" },
    h("div", { class: "fields" }, field("boggle-opt-size", "Size", optSize), field("boggle-opt-seconds", "Seconds", optSeconds),
      field("boggle-opt-seed", "Seed", optSeed), field("boggle-opt-method", "Method", optMethod), optButton),
    optError);
  const optBar = new ProgressBar("Searching", () => client.cancel());
  const optStatus = h("p", { class: "summary boggle-opt-status", role: "status", "aria-live": "polite" });
  const optSvg = s("svg", { class: "boggle-chart boggle-opt-chart", role: "img", "aria-label": "Best score so far against time" });
  optSvg.hidden = true;
  const optBoard = new BoardView("static", "Best board so far");
  optBoard.root.hidden = true;
  const optActions = h("div", { class: "boggle-actions", hidden: true },
    h("button", { type: "button", class: "secondary", onclick: () => openSolve(best.board) }, "Solve this board"),
    h("button", { type: "button", class: "secondary", onclick: () => startPlay(normal({ mode: "play", board: best.board, ...dictState(), ...minParam() })) }, "Play this board"));
  const optimizeView = h("div", { id: "boggle-optimize", role: "tabpanel", "aria-labelledby": "boggle-tab-optimize", class: "boggle-view", hidden: true },
    h("p", { class: "boggle-note" }, "Simulated annealing with restarts, in the worker. On ENABLE, 4×4, 3+ letters, the best known board scores 3,623."),
    optForm, optBar.root, optStatus, h("div", { class: "boggle-opt-out" }, optBoard.root, optSvg), optActions);
  let best = null;

  async function optimize() {
    showErrorAt(optError, optFields, null);
    const seconds = Number(optSeconds.value) || optSeconds.value;
    const params = { size: Number(optSize.value), seconds, seed: isNumber(optSeed.value) ? Number(optSeed.value) : optSeed.value,
      method: optMethod.value, ...minParam(), ...dictionary.params() };
    best = null;
    const history = [];
    optButton.disabled = true;
    optActions.hidden = true;
    optStatus.textContent = client.step === "ready" ? "Searching…" : "Loading Python, then searching…";
    const r = await ask(optBar, "boggle.optimize", params, {
      onProgress(info) {
        indexed.add(listKey());
        if (!info.best_board) return;
        if (!best || info.best_score > best.score) {
          best = { board: info.best_board, score: info.best_score };
          optBoard.setBoard(best.board);
          optBoard.root.hidden = false;
          history.push([info.elapsed, info.best_score]);
        }
        optBar.update(info, `${info.elapsed.toFixed(0)} s · ${fmt(info.evaluations)} boards tried · best ${fmt(info.best_score)}`);
        optStatus.textContent = `Best so far: ${fmt(best.score)} points`;
        plotBest([...history, [info.elapsed, best.score]], Number(seconds) || 60);
      },
    });
    optButton.disabled = false;
    if (r.error) {
      if (r.error.code === "cancelled") {
        optStatus.textContent = best ? `Stopped. Best so far: ${fmt(best.score)} points (${best.board})` : "Stopped.";
        optActions.hidden = !best;
      } else {
        optStatus.textContent = "";
        showErrorAt(optError, optFields, r.error);
      }
      return;
    }
    best = { board: r.board, score: r.score };
    optBoard.setBoard(r.board);
    optBoard.root.hidden = false;
    optActions.hidden = false;
    optStatus.textContent = `Best: ${fmt(r.score)} points · ${plural(r.word_count, "word")} (${r.board}) · ${fmt(r.evaluations)} boards tried in ${r.seconds} s`;
    plotBest([...r.history, [r.seconds, r.score]], Number(seconds) || r.seconds);
  }
  optForm.addEventListener("submit", (e) => { e.preventDefault(); optimize(); });

  /** The best score so far against time, as a step line. */
  function plotBest(points, seconds) {
    const W = Math.round(Math.max(280, Math.min(560, optimizeView.clientWidth - 40 || 480))), H = 220;
    const L = 52, R = 12, T = 12, B = 36;
    const lo = Math.min(...points.map((p) => p[1]));
    const hi = niceTop(Math.max(...points.map((p) => p[1])));
    const floor = Math.max(0, Math.floor(lo / (hi / 4)) * (hi / 4) - hi / 4);
    const x = (t) => L + (Math.min(t, seconds) / seconds) * (W - L - R);
    const y = (v) => T + (1 - (v - floor) / (hi - floor)) * (H - T - B);
    const parts = [];
    for (let k = 0; k <= 4; k++) {
      const v = floor + ((hi - floor) / 4) * k;
      parts.push(s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "boggle-chart-grid" }),
        s("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "boggle-chart-label" }, fmt(Math.round(v))));
    }
    for (let k = 0; k <= 4; k++) {
      const t = (seconds / 4) * k;
      parts.push(s("text", { x: x(t), y: H - B + 16, "text-anchor": "middle", class: "boggle-chart-label" }, `${Math.round(t)} s`));
    }
    let d = "";
    points.forEach(([t, v], i) => { d += i ? ` H ${x(t)} V ${y(v)}` : `M ${x(t)} ${y(v)}`; });
    parts.push(s("path", { d, class: "boggle-opt-line" }),
      s("text", { x: (L + W - R) / 2, y: H - 4, "text-anchor": "middle", class: "boggle-chart-label" }, "best score so far, against time"));
    optSvg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    optSvg.replaceChildren(...parts);
    optSvg.hidden = false;
    optSvg.setAttribute("aria-label", `Best score so far against time: ${points.map(([t, v]) => `${fmt(v)} at ${t.toFixed(1)} s`).join(", ")}`);
  }

  // --- Play ---------------------------------------------------------------------------------------
  const playSize = h("select", { id: "boggle-play-size", name: "size" }, SIZES.map((n) => h("option", { value: n, selected: n === 4 }, `${n}×${n}`)));
  const minutes = h("input", { id: "boggle-minutes", name: "minutes", type: "number", inputmode: "decimal", min: 0.5, max: 60, step: 0.5,
    value: GAME_MINUTES, class: "boggle-num" });
  const playStartError = h("p", { id: "boggle-play-start-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const playBar = new ProgressBar("Setting the game up", () => client.cancel());
  const playTitle = h("h3", { class: "boggle-play-title" });
  const timer = h("span", { class: "boggle-clock", role: "timer", "aria-label": "Time left" }, "3:00");
  const score = h("span", { class: "boggle-score", role: "status", "aria-live": "polite" });
  const playBoard = new BoardView("play", "Board: drag across the letters, or click them in order and click the last again");
  const guess = h("input", { id: "boggle-guess", name: "word", autocomplete: "off", spellcheck: "false", autocapitalize: "none",
    placeholder: "type a word", class: "boggle-guess" });
  const guessError = h("p", { id: "boggle-guess-error", class: "field-error boggle-error", role: "alert", hidden: true });
  const guessNote = h("p", { class: "boggle-guess-note", role: "status", "aria-live": "polite" });
  const endButton = h("button", { type: "button", class: "secondary", onclick: () => endGame() }, "End game");
  const guessForm = h("form", { class: "boggle-guess-form", novalidate: true, "aria-label": "Enter a word" },
    h("div", { class: "fields" }, field("boggle-guess", "Your word", guess), h("button", { type: "submit" }, "Enter"), endButton),
    guessError);
  const foundList = h("ul", { class: "boggle-found", "aria-label": "Found words" });
  const endBox = h("div", { class: "boggle-end", hidden: true });
  const playBody = h("div", { class: "boggle-play-body", hidden: true },
    playTitle, h("p", { class: "boggle-meta" }, h("span", {}, "Time ", timer), score),
    h("div", { class: "boggle-play-area" }, playBoard.root, h("div", { class: "boggle-play-side" }, guessForm, guessNote, foundList)),
    endBox);
  const playView = h("div", { id: "boggle-play", role: "tabpanel", "aria-labelledby": "boggle-tab-play", class: "boggle-view", hidden: true },
    h("div", { class: "fields" },
      field("boggle-play-size", "Size", playSize), field("boggle-minutes", "Minutes", minutes),
      h("button", { type: "button", onclick: () => startPlay(normal({ mode: "play", date: localDate(), size: playSize.value, ...dictState(), ...minParam() })) }, "Board of the day"),
      h("button", { type: "button", class: "secondary", onclick: () => randomGame() }, "Random board")),
    h("p", { class: "boggle-note" }, "The clock runs only while the game is on screen, and a game is kept in this browser: a reload resumes it."),
    playStartError, playBar.root, playBody);

  let playState = null;
  let game = null;  // {board, n, min, params, key, found: [{word, points, path}], score, left (ms), last, running, over, answers?}
  let ticking = null;
  let playTicket = 0;

  async function randomGame() {
    const n = Number(playSize.value);
    showErrorAt(playStartError, { size: playSize, ...optionFields }, null);
    const r = await ask(playBar, "boggle.generate", { method: DAY_DICE[n], size: n, count: 1, seed: Math.floor(Math.random() * 2 ** 31),
      ...minParam(), ...dictionary.params() });
    if (r.error) {
      if (r.error.code !== "cancelled") showErrorAt(playStartError, { size: playSize, ...optionFields }, r.error);
      return;
    }
    startPlay(normal({ mode: "play", board: r.boards[0].board, ...dictState(), ...minParam() }));
  }

  async function startPlay(state, { share = true, fresh = false } = {}) {
    showMode("play");
    const ticket = ++playTicket;
    clearInterval(ticking);
    if (game && !game.over) { stopClock(game); save(game); }  // the game being left is kept as it is
    playState = state.board || state.date ? state : normal({ ...state, date: localDate() });
    showErrorAt(playStartError, { size: playSize, ...optionFields }, null);
    showErrorAt(guessError, { word: guess }, null);
    playBody.hidden = true;
    guessNote.textContent = "";
    const params = { ...(playState.min_length ? { min_length: playState.min_length } : {}),
      ...(playState.dictionary ? { dictionary: playState.dictionary } : dictionary.value === "custom" ? dictionary.params() : {}) };
    let board = playState.board, title;
    if (playState.date) {
      const r = await ask(playBar, "boggle.daily", { date: playState.date, size: playState.size, ...params });
      if (ticket !== playTicket) return;
      if (r.error) {
        if (r.error.code !== "cancelled") showErrorAt(playStartError, { size: playSize, date: playSize, ...optionFields }, r.error);
        return;
      }
      board = r.board;
      title = `Board of the day, ${playState.date} (${r.size}×${r.size}): ${plural(r.word_count, "word")} to find`;
    } else {
      // Check the board (and warm the word list) before the clock starts; the answers stay in the worker.
      const r = await ask(playBar, "boggle.check", { board, word: "a", ...params });
      if (ticket !== playTicket) return;
      if (r.error && r.error.field !== "word") {
        if (r.error.code !== "cancelled") showErrorAt(playStartError, { board: playSize, size: playSize, ...optionFields }, r.error);
        return;
      }
      board = String(board).replace(/\s+/g, "").toLowerCase();
      title = `Board ${board.toUpperCase()}`;
    }
    const n = sizeOf(board);
    playSize.value = String(n);
    const min = playState.min_length || defaultMin(n);
    const mins = Number(minutes.value) > 0 ? Number(minutes.value) : GAME_MINUTES;
    const key = `wordloom:boggle:${board}/${min}/${params.word_list != null ? `own-${hashText(params.word_list)}` : params.dictionary || "enable"}`;
    if (fresh) forget(key);
    game = { board, n, min, params, key, found: [], score: 0, left: mins * 60_000, last: performance.now(), running: false, over: false };
    const saved = restore(game);
    playTitle.textContent = title;
    playBoard.setBoard(board, n);
    rove(0);
    playBoard.root.classList.remove("over");
    foundList.replaceChildren(...game.found.map(foundItem).reverse());
    endBox.hidden = true;
    endBox.replaceChildren();
    guess.disabled = false;
    endButton.disabled = false;
    guess.value = "";
    selection = [];
    updateScore();
    playBody.hidden = false;
    if (share) onState(playState);
    if (saved?.over) { endGame(); return; }
    guessNote.textContent = saved ? `Resumed: ${plural(game.found.length, "word")} found, ${clock(game.left)} left.` : "";
    tick();
    ticking = setInterval(tick, 250);
    if (!embed) guess.focus({ preventScroll: true });
  }

  // The clock counts a stretch of time only if the game was on screen when it began: the page
  // visible, this section shown, the Play tab open.
  let savedAt = 0;
  function stopClock(g) {
    if (g.running) g.left = Math.max(0, g.left - (performance.now() - g.last));
    g.running = false;
  }
  function tick() {
    if (!game || game.over) return;
    const now = performance.now();
    if (game.running) game.left -= now - game.last;
    game.last = now;
    game.running = onScreen(playView);
    timer.textContent = clock(game.left);
    timer.classList.toggle("low", game.left < 20_000);
    if (game.left <= 0) { game.left = 0; endGame("Time is up."); return; }
    if (now - savedAt > 2000) save(game);
  }
  document.addEventListener("visibilitychange", () => { tick(); if (game) save(game); });
  addEventListener("pagehide", () => { if (game) save(game); });

  function save(g) {
    savedAt = performance.now();
    try {
      localStorage.setItem(g.key, JSON.stringify({ board: g.board, found: g.found, score: g.score, left: Math.max(0, Math.round(g.left)), over: g.over }));
    } catch { /* storage off (private mode, a blocked third-party frame): the game just is not kept */ }
  }
  /** The kept state of this game, applied to it; null when there is none (or it is unusable). */
  function restore(g) {
    try {
      const saved = JSON.parse(localStorage.getItem(g.key) || "null");
      if (saved?.board !== g.board || !Array.isArray(saved.found) || !(saved.left >= 0)) return null;
      Object.assign(g, { found: saved.found, score: saved.score, left: saved.left });
      return saved;
    } catch { return null; }
  }
  function forget(key) {
    try { localStorage.removeItem(key); } catch { /* nothing kept */ }
  }
  const foundItem = (f) => h("li", {}, h("span", { class: "w" }, f.word), h("span", { class: "pts" }, String(f.points)));

  function updateScore() {
    score.textContent = `${plural(game.score, "point")} · ${plural(game.found.length, "word")}`;
  }

  // Selecting cells: drag across them, or click them in order (click the last one again to send).
  let selection = [];
  let drag = null;  // {moved, repeat}
  const cellAt = (x, y) => {
    const hit = (playBoard.root.getRootNode().elementFromPoint?.(x, y) || document.elementFromPoint(x, y))?.closest?.(".boggle-cell");
    if (!hit || !playBoard.grid.contains(hit)) return null;
    const r = hit.getBoundingClientRect();  // the inner part only, so a diagonal move does not catch a corner
    const dx = x - (r.left + r.width / 2), dy = y - (r.top + r.height / 2);
    return Math.hypot(dx, dy) <= r.width * 0.42 ? Number(hit.dataset.i) : null;
  };
  function showSelection() {
    playBoard.highlight(selection, "select");
    guess.value = spell(game.board, selection);
  }
  /** A press (or keyboard click) on cell i: extend, start over, or send (the last cell again). */
  function press(i) {
    const last = selection.at(-1);
    if (selection.length && i === last) return true;  // send on release
    if (selection.length && adjacent(game.n, last, i) && !selection.includes(i)) selection.push(i);
    else selection = [i];
    showErrorAt(guessError, { word: guess }, null);
    showSelection();
    return false;
  }
  function sendSelection() {
    const path = selection;
    selection = [];
    if (path.length) submit(spell(game.board, path), path);
  }
  playBoard.grid.addEventListener("pointerdown", (e) => {
    const cell = e.target.closest(".boggle-cell");
    if (!cell || !game || game.over || e.button > 0) return;
    e.preventDefault();
    playBoard.grid.setPointerCapture?.(e.pointerId);
    rove(Number(cell.dataset.i));
    drag = { moved: false, repeat: press(Number(cell.dataset.i)) };
  });
  playBoard.grid.addEventListener("pointermove", (e) => {
    if (!drag || !game || game.over) return;
    const i = cellAt(e.clientX, e.clientY);
    if (i == null || i === selection.at(-1)) return;
    if (i === selection.at(-2)) { selection.pop(); drag.moved = true; showSelection(); return; }  // back up
    if (adjacent(game.n, selection.at(-1), i) && !selection.includes(i)) {
      selection.push(i);
      drag.moved = true;
      showSelection();
    }
  });
  const release = () => {
    if (!drag) return;
    const { moved, repeat } = drag;
    drag = null;
    if ((moved && selection.length > 1) || repeat) sendSelection();
  };
  playBoard.grid.addEventListener("pointerup", release);
  playBoard.grid.addEventListener("pointercancel", () => { drag = null; });
  playBoard.grid.addEventListener("click", (e) => {  // the keyboard (Enter or Space on a cell)
    const cell = e.target.closest(".boggle-cell");
    if (!cell || e.detail !== 0 || !game || game.over) return;
    rove(Number(cell.dataset.i));
    if (press(Number(cell.dataset.i))) sendSelection();
  });
  guess.addEventListener("input", () => { selection = []; playBoard.clear(); });
  // The keyboard: one tab stop on the board; arrows move between cells, Enter or Space picks one.
  playBoard.grid.addEventListener("keydown", (e) => {
    const cell = e.target.closest(".boggle-cell");
    const n = playBoard.n;
    if (!cell) return;
    const i = Number(cell.dataset.i);
    const to = { ArrowRight: i % n < n - 1 ? i + 1 : -1, ArrowLeft: i % n > 0 ? i - 1 : -1, ArrowDown: i + n, ArrowUp: i - n }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    if (to >= 0 && to < n * n) rove(to, true);
  });
  function rove(i, focus = false) {
    playBoard.cells.forEach((c, k) => { c.tabIndex = k === i ? 0 : -1; });
    if (focus) playBoard.cells[i].focus();
  }

  async function submit(raw, path = null) {
    if (!game || game.over) return;
    const word = raw.trim().toLowerCase();
    showErrorAt(guessError, { word: guess }, null);
    guessNote.textContent = "";
    if (!word) return;
    const g = game;
    const r = await client.request("boggle.check", { board: g.board, word, found: g.found.map((f) => f.word), ...g.params });
    if (g !== game || g.over) return;
    if (r.error) { showErrorAt(guessError, { word: guess }, r.error); return; }
    guess.value = "";
    if (!r.ok) {
      showErrorAt(guessError, { word: guess }, { message: r.message, field: "word" });
      playBoard.highlight(r.path || path || [], "bad");
      return;
    }
    g.found.push({ word: r.word, points: r.points, path: r.path });
    g.score += r.points;
    playBoard.highlight(r.path, "good");
    guessNote.textContent = `${r.word.toUpperCase()}: +${plural(r.points, "point")}`;
    foundList.prepend(foundItem(g.found.at(-1)));
    updateScore();
    save(g);
  }
  guessForm.addEventListener("submit", (e) => {
    e.preventDefault();
    if (!guess.value.trim() && selection.length) { sendSelection(); return; }
    selection = [];
    submit(guess.value);
  });

  async function endGame(why = "") {
    if (!game || game.over) return;
    const g = game;
    stopClock(g);
    g.over = true;
    clearInterval(ticking);
    timer.textContent = clock(Math.max(0, g.left));
    save(g);
    guess.disabled = true;
    guess.value = "";
    endButton.disabled = true;
    score.textContent += " · game over";
    selection = [];
    playBoard.clear();
    playBoard.root.classList.add("over");
    showErrorAt(guessError, { word: guess }, null);
    guessNote.textContent = "";
    endBox.hidden = false;
    const status = h("p", { class: "summary boggle-end-summary", role: "status" }, `${why ? `${why} ` : ""}Finding every word…`);
    endBox.replaceChildren(status);
    const r = await ask(playBar, "boggle.solve", { board: g.board, ...g.params });
    if (g !== game) return;
    if (r.error) { status.textContent = `${why ? `${why} ` : ""}${r.error.message}`; return; }
    g.answers = r.words;
    const mine = new Set(g.found.map((f) => f.word));
    const share = r.score ? (100 * g.score) / r.score : 0;
    status.textContent = `${why ? `${why} ` : ""}You found ${fmt(g.found.length)} of ${plural(r.word_count, "word")}: ` +
      `${fmt(g.score)} of ${plural(r.score, "point")} (${share.toFixed(share && share < 1 ? 1 : 0)} %).`;
    const missed = r.words.filter((w) => !mine.has(w.word)).length;
    const words = h("div", { class: "boggle-words boggle-all" }, wordGroups(r.words, mine));
    endBox.append(h("p", { class: "boggle-note" }, `${plural(missed, "missed word")}, by length; hover or focus one to see its path.`), words,
      h("div", { class: "boggle-actions" },
        h("button", { type: "button", onclick: () => startPlay(playState, { share: false, fresh: true }) }, "Play again"),
        h("button", { type: "button", class: "secondary", onclick: () => openSolve(g.board) }, "Open in Solve")));
    tracePaths(words, playBoard, () => g.answers || []);
  }

  // --- Tabs ---------------------------------------------------------------------------------------
  const views = { solve: solveView, generate: generateView, optimize: optimizeView, play: playView };
  const labels = { solve: "Solve", generate: "Generate", optimize: "Optimize", play: "Play" };
  const tabs = Object.fromEntries(Object.keys(views).map((id) =>
    [id, h("button", { type: "button", role: "tab", id: `boggle-tab-${id}`, "aria-controls": `boggle-${id}`, onclick: () => showMode(id) }, labels[id])]));
  const tabList = h("div", { class: "boggle-tabs", role: "tablist", "aria-label": "Mode" }, Object.values(tabs));
  tabList.addEventListener("keydown", (e) => {
    const ids = Object.keys(views);
    const k = ids.indexOf(mode);
    const to = e.key === "ArrowRight" ? ids[(k + 1) % ids.length] : e.key === "ArrowLeft" ? ids[(k + ids.length - 1) % ids.length] : null;
    if (to) { e.preventDefault(); showMode(to); tabs[to].focus(); }
  });
  let mode = "solve";
  function showMode(m) {
    mode = m;
    for (const [id, button] of Object.entries(tabs)) {
      button.setAttribute("aria-selected", String(id === m));
      button.tabIndex = id === m ? 0 : -1;
      views[id].hidden = id !== m;
    }
  }

  function openSolve(board) {
    showMode("solve");
    fillBoard(board);
    solve();
  }

  root.append(tabList, options, solveView, generateView, optimizeView, playView);
  showMode("solve");
  syncSize(4);
  syncDice();
  // The first query on a word list builds its index (≈ 1.7 s for ENABLE in the browser): build the
  // default list's now, while the person types a board (a request opened from a link simply waits).
  if (!indexed.has("enable")) {
    client.request("boggle.solve", { board: "aaaaaaaaaaaaaaaa" }).then((r) => { if (!r.error) indexed.add("enable"); });
  }

  return {
    /** Set the section up for a state (a route or an embed's attributes): solve it or start play. */
    open(raw) {
      const state = normal(raw);
      dictionary.set(state.dictionary || "enable");
      minLength.value = state.min_length ?? "";
      if (state.mode === "play") {
        playSize.value = String(state.size);
        startPlay(state, { share: false });
        return;
      }
      showMode("solve");
      solveState = state;
      syncSize(state.size);
      fillBoard(state.board || "");
      if (state.board) solve({ share: false });
    },
    state: () => (mode === "play" && playState ? playState : solveState),
  };
}
