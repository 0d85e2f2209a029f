// Letter Boxed: twelve letters on the four sides of a box. Solve a box (every redundancy-free
// chain of up to N words, grouped by word count, streamed while the search runs; hovering a
// solution draws its path) or play one: click or type letters, each word starts with the last
// letter of the one before, hints step by step, Give up shows the best chains.
import { DictionaryPicker, ProgressBar, confirmed, disarm, fmt, h, showError, svg } from "../ui.js";

const ORDINAL = ["", "one", "two", "three", "four", "five", "six"];
const DEFAULT_MAX = 4;
const COMMON_ZIPF = 3.0;   // "common words only": Zipf frequency ≥ 3 (about once per million words)
const FEW = 5;             // solutions shown per group before "Show all"
const STREAM_KEEP = 20;    // best solutions kept per group while the search streams
const CHUNK = 500;         // rows added per "Show more"
const SEED_LIMIT = 1_000_000;
const LISTS = ["enable", "american-english", "words-alpha"];
const SEPARATORS = /[\s,;:/|\-_.]+/;

const upper = (s) => String(s ?? "").toUpperCase();
const plural = (n, one, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

/** The person's own date (their time zone), YYYY-MM-DD: the puzzle of the day changes at their midnight. */
export function today(d = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "VYQ FIG OTE XLU", "vyq-fig-ote-xlu", "vyqfigotexlu" → ["vyq", "fig", "ote", "xlu"] (any count). */
export function splitSides(text) {
  const parts = String(text ?? "").trim().toLowerCase().split(SEPARATORS).filter(Boolean);
  if (parts.length === 1 && parts[0].length === 12) return parts[0].match(/.{3}/g);
  return parts;
}

const truthy = (v) => v === true || ["", "1", "true", "yes", "on"].includes(String(v).toLowerCase());
const seedOf = (s) => (/^\d+$/.test(String(s)) ? Number(s) : s);

/** A state with its fields in one order (the app compares states as JSON). */
function solveState({ sides = "", max_words, common, dictionary } = {}) {
  const s = { mode: "solve", sides: splitSides(sides).join(" ") };
  const k = Number(max_words);
  if (k && k !== DEFAULT_MAX) s.max_words = k;
  if (common != null && common !== false && truthy(common)) s.common = true;
  if (dictionary && dictionary !== "enable" && LISTS.includes(dictionary)) s.dictionary = dictionary;
  return s;
}

function playState({ sides, date, seed, common, dictionary } = {}) {
  let s;
  if (sides) s = { mode: "play", sides: splitSides(sides).join(" ") };
  else if (seed != null && seed !== "") s = { mode: "play", seed: seedOf(seed) };
  else s = { mode: "play", date: date || today() };
  if (sides && common != null && common !== false && truthy(common)) s.common = true;
  if (sides && dictionary && dictionary !== "enable" && LISTS.includes(dictionary)) s.dictionary = dictionary;
  return s;
}

function options(parts, into) {
  for (const p of parts) {
    if (/^[1-6]$/.test(p)) into.max_words = Number(p);
    else if (p === "common") into.common = true;
    else if (LISTS.includes(p)) into.dictionary = p;
  }
  return into;
}

/**
 * #letterboxed/vyq-fig-ote-xlu[/3][/common][/american-english]  → solve (up to 3 words, common words only)
 * #letterboxed/play                                              → play the puzzle of the person's day
 * #letterboxed/play/2026-11-21 · play/seed/123 · play/vyq-fig-ote-xlu[/common][/list]
 * A play route names the box (or the day, or the seed), never an answer.
 */
export function fromRoute(parts) {
  if (parts[0] === "play") {
    const [, what = "", ...rest] = parts;
    if (what === "seed") return playState({ seed: rest[0] ?? "" });
    if (/^\d{4}-\d{2}-\d{2}$/.test(what) || !what) return playState({ date: what || today() });
    return playState(options(rest, { sides: what }));
  }
  const [sides = "", ...rest] = parts;
  return solveState(options(rest, { sides }));
}

export function toRoute(state) {
  const extra = [state.max_words && Number(state.max_words) !== DEFAULT_MAX ? String(state.max_words) : null,
    state.common && truthy(state.common) ? "common" : null,
    state.dictionary && state.dictionary !== "enable" ? state.dictionary : null].filter(Boolean);
  if (state.mode === "play") {
    if (state.sides) return ["play", splitSides(state.sides).join("-"), ...extra];
    if (state.seed != null && state.seed !== "") return ["play", "seed", String(state.seed)];
    return ["play", state.date || today()];
  }
  return [splitSides(state.sides).join("-"), ...extra];
}

// ---- the box ----------------------------------------------------------------------------------

/** The square with three letters a side (1 top, 2 right, 3 bottom, 4 left), and a path through them. */
class Box {
  constructor({ label, onLetter = null }) {
    this.onLetter = onLetter;
    const el = svg;
    this.el = el;
    this.svg = el("svg", { viewBox: "0 0 300 300", class: "lb-box", role: "group", "aria-label": label });
    this.svg.append(el("rect", { x: 60, y: 60, width: 180, height: 180, rx: 4, class: "lb-square" }));
    this.done = el("polyline", { class: "lb-path lb-path-done" });
    this.live = el("polyline", { class: "lb-path lb-path-live" });
    this.show = el("polyline", { class: "lb-path lb-path-show" });
    this.svg.append(this.done, this.live, this.show);
    this.spots = [];  // 12: {g, dot, text, x, y}
    for (let i = 0; i < 12; i++) {
      const side = Math.floor(i / 3), t = 60 + 45 * ((i % 3) + 1);
      const [x, y] = [[t, 60], [240, t], [300 - t, 240], [60, 300 - t]][side];
      const [tx, ty] = [[t, 36], [264, t], [300 - t, 264], [36, 300 - t]][side];
      const g = el("g", { class: "lb-letter" });
      const dot = el("circle", { cx: x, cy: y, r: 8, class: "lb-dot" });
      const text = el("text", { x: tx, y: ty, class: "lb-char", "text-anchor": "middle", "dominant-baseline": "central" });
      const hit = el("circle", { cx: (x + tx) / 2, cy: (y + ty) / 2, r: 22, class: "lb-hit" });
      g.append(hit, dot, text);
      if (onLetter) {
        // One tab stop for the box: arrow keys go round it (clockwise: → ↓), Enter or Space plays the letter.
        g.setAttribute("role", "button");
        g.setAttribute("tabindex", i === 0 ? "0" : "-1");
        g.addEventListener("click", () => { if (this.letters[i]) onLetter(this.letters[i]); });
        g.addEventListener("keydown", (e) => {
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
          if (step) {
            e.preventDefault();
            this.focusLetter((i + step + 12) % 12);
          } else if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            if (this.letters[i]) onLetter(this.letters[i]);
          }
        });
      }
      this.svg.append(g);
      this.spots.push({ g, dot, text, x, y });
    }
    this.letters = Array(12).fill("");
  }

  /** Move the box's one tab stop to letter k (0-11, clockwise from the top left) and focus it. */
  focusLetter(k) {
    this.spots.forEach((spot, i) => spot.g.setAttribute("tabindex", i === k ? "0" : "-1"));
    this.spots[k].g.focus();
  }

  /** Four sides (texts of up to 3 letters each; missing letters stay blank). */
  setSides(sides) {
    this.letters = [];
    for (let s = 0; s < 4; s++) for (let j = 0; j < 3; j++) this.letters.push((sides[s] || "")[j]?.toLowerCase() || "");
    this.spots.forEach((spot, i) => {
      const c = this.letters[i];
      spot.text.textContent = upper(c);
      spot.g.dataset.letter = c;
      spot.g.classList.toggle("empty", !/^[a-z]$/.test(c));
      if (this.onLetter) spot.g.setAttribute("aria-label", c ? `Letter ${upper(c)}` : "empty");
    });
  }

  points(words) {
    const pts = [];
    words.forEach((w, k) => [...w].forEach((c, j) => {
      if (k && !j) return;  // the joint letter is drawn once
      const i = this.letters.indexOf(c);
      if (i >= 0) pts.push(`${this.spots[i].x},${this.spots[i].y}`);
    }));
    return pts.join(" ");
  }

  /** The path of a solution being shown (hover or focus); null clears it. */
  showChain(words) {
    this.show.setAttribute("points", words ? this.points(words) : "");
    this.svg.dataset.shown = words ? words.join(" ") : "";
  }

  /** Play: the accepted words (solid), the word being typed (dashed), used letters marked. */
  play(words, current, { next = null } = {}) {
    this.done.setAttribute("points", this.points(words));
    const last = words.length ? words[words.length - 1] : "";
    this.live.setAttribute("points", current.length > 1 || (last && current.length) ? this.points([current]) : "");
    const used = new Set(words.join("")), now = new Set(current);
    this.spots.forEach((spot, i) => {
      const c = this.letters[i];
      spot.g.classList.toggle("used", used.has(c));
      spot.g.classList.toggle("current", now.has(c));
      spot.g.classList.toggle("at", c === (current ? current[current.length - 1] : next));
    });
    this.svg.dataset.path = [...words, current].filter(Boolean).join(" ");
  }
}

// ---- results ----------------------------------------------------------------------------------

const rank = (s) => [s.words.length, -s.score, s.letters, s.words.join(" ")];
function byRank(a, b) {
  const x = rank(a), y = rank(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

/** "1 two-word, 187 four-word" from {"1": 0, "2": 1, "3": 0, "4": 187}. */
function countsText(counts) {
  return Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => `${fmt(n)} ${ORDINAL[k] || k}-word`).join(", ");
}

/** Solutions grouped by word count, the best few of each shown, the rest behind "Show all". */
class Results {
  constructor(box) {
    this.box = box;
    this.root = h("div", { class: "lb-results", "aria-label": "Solutions" });
    this.root.addEventListener("mouseover", (e) => this.hover(e.target.closest?.(".lb-sol")));
    this.root.addEventListener("focusin", (e) => this.hover(e.target.closest?.(".lb-sol")));
    this.root.addEventListener("mouseleave", () => this.hover(null));
    this.root.addEventListener("focusout", (e) => { if (!this.root.contains(e.relatedTarget)) this.hover(null); });
  }

  hover(item) {
    this.box.showChain(item ? item.dataset.words.split(" ") : null);
  }

  clear() { this.root.replaceChildren(); }

  item(s) {
    return h("li", { class: "lb-sol", tabindex: "0", dataset: { words: s.words.join(" ") },
      title: `rarest word: ${s.rarest} (Zipf ${s.score.toFixed(1)}) · ${s.letters} letters` },
      h("span", { class: "lb-words" }, s.words.flatMap((w, i) => [i ? h("span", { class: "lb-sep", "aria-hidden": "true" }, "–") : null,
        h("span", { class: "lb-word" }, w)])),
      h("span", { class: "lb-meta" }, `${s.letters} letters`));
  }

  /** counts: word count → solutions; groups: word count → ranked solutions (all, or the best so far). */
  render(counts, groups, { final = false, few = FEW, open = null } = {}) {
    const blocks = [];
    for (const [k, n] of Object.entries(counts)) {
      if (!n) continue;
      const sols = groups.get(Number(k)) || [];
      const list = h("ol", { class: "lb-list", "aria-label": `${ORDINAL[k] || k}-word solutions` }, sols.slice(0, few).map((s) => this.item(s)));
      let shown = Math.min(few, sols.length);
      const more = h("button", { type: "button", class: "secondary lb-more" });
      const label = () => {
        const left = sols.length - shown;
        more.hidden = !final || left <= 0;
        more.textContent = shown === Math.min(few, sols.length) && left <= CHUNK ? `Show all ${fmt(sols.length)}` : `Show ${fmt(Math.min(CHUNK, left))} more`;
      };
      more.addEventListener("click", () => {
        const next = sols.slice(shown, shown + CHUNK);
        list.append(...next.map((s) => this.item(s)));
        shown += next.length;
        label();
        if (!more.hidden) more.focus(); else list.children[shown - next.length]?.focus();
      });
      label();
      const note = final && sols.length < n ? h("p", { class: "lb-note" }, `The best ${fmt(sols.length)} are listed.`) : null;
      blocks.push(h("div", { class: "lb-group", role: "group", "aria-label": `${ORDINAL[k] || k}-word solutions` },
        h("h3", {}, `${cap(ORDINAL[k] || k)} words · ${plural(n, "solution")}${Number(k) === open ? " so far" : ""}`), list, more,
        Number(k) === open ? h("p", { class: "lb-note" }, "The best of those found so far; the search goes on.") : note));
    }
    this.root.replaceChildren(...blocks);
  }
}
const cap = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);

// ---- the section ------------------------------------------------------------------------------

export function mount(root, { client, embed = false, onState = () => {} }) {
  const tabs = {
    solve: h("button", { type: "button", class: "secondary", "aria-pressed": "true", onclick: () => switchTo("solve") }, "Solve"),
    play: h("button", { type: "button", class: "secondary", "aria-pressed": "false", onclick: () => switchTo("play") }, "Play"),
  };
  const modes = h("div", { class: "lb-modes", role: "group", "aria-label": "Mode" }, tabs.solve, tabs.play);

  // ---- solve ----
  const sideNames = ["top", "right", "bottom", "left"];
  const sides = sideNames.map((name, i) => h("input", { id: `lb-side-${i + 1}`, name: `side${i + 1}`, class: "lb-side",
    autocomplete: "off", spellcheck: "false", autocapitalize: "characters", size: 4,
    placeholder: ["VYQ", "FIG", "OTE", "XLU"][i], "aria-label": `Side ${i + 1} (${name})` }));
  const maxWords = h("select", { id: "lb-max-words", name: "max_words" },
    [1, 2, 3, 4, 5, 6].map((k) => h("option", { value: String(k), selected: k === DEFAULT_MAX }, String(k))));
  const common = h("input", { type: "checkbox", id: "lb-common", name: "common" });
  const dictionary = new DictionaryPicker("lb-dictionary");
  const error = h("p", { id: "lb-error", class: "field-error", role: "alert", hidden: true });
  const box = new Box({ label: "The box" });
  const results = new Results(box);
  const bar = new ProgressBar("Searching", () => client.cancel());
  const summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
  const playThis = h("button", { type: "button", class: "secondary", hidden: true, onclick: () => {
    switchTo("play", playState({ sides: solved.sides, common: solved.common, dictionary: solved.dictionary }));
  } }, "Play this box");
  const form = h("form", { class: "lb-form", novalidate: true },
    h("div", { class: "lb-sides", role: "group", "aria-labelledby": "lb-sides-label" },
      h("span", { id: "lb-sides-label", class: "lb-label" }, "Sides"), sides),
    error,
    h("div", { class: "fields" },
      h("label", { for: "lb-max-words" }, "Max words"), maxWords,
      h("span", { class: "lb-check" }, common, h("label", { for: "lb-common" }, "Common words only")),
      h("span", { class: "lb-check" }, ...dictionary.elements),
      h("button", { type: "submit" }, "Solve")));
  const solvePanel = h("div", { class: "lb-solve" },
    h("div", { class: "lb-top" }, h("div", { class: "lb-left" },
      h("p", { class: "lb-note" }, "Type the four sides (or paste one line like VYQ FIG OTE XLU) and press Enter. "
        + "Each word starts with the last letter of the one before; letters next to each other in a word are on different sides; "
        + "every letter is used. Chains are shown without redundant words, fewest words first, then the commonest."),
      form, bar.root), box.svg),
    summary, playThis, results.root);

  const fields = { sides: sides[0], max_words: maxWords, min_zipf: common, ...dictionary.fields,
    side2: sides[1], side3: sides[2], side4: sides[3] };

  // One line pasted or typed into any field spreads over the four.
  function spread(input) {
    const text = input.value;
    if (!SEPARATORS.test(text.trim()) && text.trim().length !== 12) return;
    const parts = splitSides(text);
    if (parts.length > 4 || parts.length < 2) return;  // five sides: left as typed, for the message
    const from = parts.length === 4 ? 0 : sides.indexOf(input);
    parts.forEach((p, j) => { if (sides[from + j]) sides[from + j].value = upper(p); });
    sides[Math.min(from + parts.length, 3)].focus();
  }
  sides.forEach((input, i) => input.addEventListener("input", () => {
    spread(input);
    if (/^[a-z]{3}$/i.test(input.value) && i < 3 && document.activeElement === input && !sides[i + 1].value) sides[i + 1].focus();
    drawSolveBox();
  }));
  const sideTexts = () => sides.map((s) => s.value.trim().toLowerCase());
  function drawSolveBox() { box.setSides(sideTexts()); }

  /** What the API gets: the four fields, or one line when a field holds several sides or one is empty. */
  function sidesParam() {
    const t = sideTexts();
    return t.every((s) => s && !SEPARATORS.test(s)) ? t : t.filter(Boolean).join(" ");
  }

  function blame(err) {
    showError(error, fields, err);
    if (err?.field === "sides") {
      const n = /side (\d)/.exec(err.message);
      const input = n ? sides[Number(n[1]) - 1] : sides[0];
      if (input !== sides[0]) { sides[0].removeAttribute("aria-invalid"); input.setAttribute("aria-invalid", "true"); input.setAttribute("aria-describedby", error.id); }
    }
  }

  let ticket = 0;
  let solved = solveState();  // the last solved (or being solved) state
  async function solve() {
    const mine = ++ticket;
    const params = { sides: sidesParam(), max_words: Number(maxWords.value), max_solutions: null,
      ...(common.checked ? { min_zipf: COMMON_ZIPF } : {}), ...dictionary.params() };
    blame(null);
    results.clear();
    box.showChain(null);
    playThis.hidden = true;
    summary.textContent = client.step === "ready" ? "Solving…" : "Loading Python, then solving…";
    const groups = new Map();   // word count → best streamed so far
    let counts = {};
    let level = null;           // the word count being searched
    const later = setTimeout(() => { if (mine === ticket) bar.start(summary.textContent); }, 250);
    const onProgress = (info) => {
      if (mine !== ticket) return;
      counts = info.counts || counts;
      for (const s of info.new || []) {
        const k = s.words.length;
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k).push(s);
      }
      for (const [k, list] of groups) { list.sort(byRank); if (list.length > STREAM_KEEP) groups.set(k, list.slice(0, STREAM_KEEP)); }
      const found = Object.values(counts).reduce((a, b) => a + b, 0);
      const status = `Searching chains of ${info.words} words… ${plural(found, "solution")} so far${found ? `: ${countsText(counts)}` : ""}`;
      summary.textContent = status;
      bar.update({ done: info.done, total: info.total }, `${info.level_done ? info.words : info.words - 1} of ${info.total} word counts done`);
      level = info.level_done ? null : info.words;
      results.render(counts, groups, { open: level });
    };
    await client.ready.catch(() => {});  // the time shown is the search's, not Python's start-up
    if (mine !== ticket) return;
    performance.mark("letterboxed:solve-start");
    const result = await client.request("letterboxed.solve", params, { onProgress });
    clearTimeout(later);
    if (mine !== ticket) return;
    bar.stop();
    if (result.error) {
      if (result.error.code === "cancelled") {
        const found = Object.values(counts).reduce((a, b) => a + b, 0);
        summary.textContent = found ? `Stopped: ${plural(found, "solution")} found before: ${countsText(counts)}` : "";
        blame({ ...result.error, message: "Stopped.", field: null });
        results.render(counts, groups, { open: level });
        results.root.querySelectorAll(".lb-note").forEach((n) => { n.textContent = "The best of those found before the search stopped."; });
      } else {
        summary.textContent = "";
        blame(result.error);
      }
      return;
    }
    performance.mark("letterboxed:solve-end");
    const ms = performance.measure("letterboxed:solve", "letterboxed:solve-start", "letterboxed:solve-end").duration;
    const byCount = new Map();
    for (const s of result.solutions) {
      if (!byCount.has(s.words.length)) byCount.set(s.words.length, []);
      byCount.get(s.words.length).push(s);
    }
    const text = countsText(result.counts);
    summary.textContent = result.total
      ? `${plural(result.total, "solution")} in ${(ms / 1000).toFixed(2)} s: ${text}`
      : `No solution of up to ${plural(result.max_words, "word")} (${plural(result.playable, "playable word")}).`;
    summary.dataset.ms = String(Math.round(ms));
    results.render(result.counts, byCount, { final: true });
    box.setSides(result.sides);
    sides.forEach((s, i) => { s.value = upper(result.sides[i]); });
    if (!performance.getEntriesByName("wordloom:first-answer").length) performance.mark("wordloom:first-answer");
    solved = solveState({ sides: result.sides.join(" "), max_words: result.max_words, common: common.checked,
      dictionary: params.dictionary });
    playThis.hidden = !!params.word_list;
    onState(solved);
  }
  form.addEventListener("submit", (e) => { e.preventDefault(); solve(); });

  // ---- play ----
  const word = h("input", { id: "lb-word", name: "word", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", size: 14, disabled: true });
  const wordError = h("p", { id: "lb-word-error", class: "field-error", role: "alert", hidden: true });
  const gameError = h("p", { id: "lb-game-error", class: "field-error", role: "alert", hidden: true });
  const playBar = new ProgressBar("Preparing the puzzle", () => client.cancel());
  const title = h("p", { class: "lb-title" });
  const chainView = h("ol", { class: "lb-chain", "aria-label": "Words played" });
  const playStatus = h("p", { class: "lb-status", role: "status", "aria-live": "polite" });
  const hintText = h("div", { class: "lb-hints", "aria-live": "polite" });
  const hintButton = h("button", { type: "button", class: "secondary", onclick: () => hint() }, "Hint");
  const undoButton = h("button", { type: "button", class: "secondary", onclick: () => undoWord() }, "Undo word");
  const restartButton = h("button", { type: "button", class: "secondary", onclick: () => restart() }, "Restart");
  const giveUpButton = h("button", { type: "button", class: "secondary", onclick: () => giveUp() }, "Give up");
  const submitButton = h("button", { type: "submit" }, "Enter");
  const reveal = h("div", { class: "lb-reveal", hidden: true });
  const playBox = new Box({ label: "The box: click letters to spell a word", onLetter: (c) => typeLetter(c) });
  const playResults = new Results(playBox);
  const typing = h("div", { class: "fields" }, h("label", { for: "lb-word" }, "Your word"), word, submitButton,
    h("button", { type: "button", class: "secondary", "aria-label": "Delete the last letter", onclick: () => backspace() }, "⌫"));
  const wordForm = h("form", { class: "lb-word-form", novalidate: true },
    typing,
    wordError,
    h("div", { class: "fields" }, undoButton, restartButton, hintButton, giveUpButton));
  const board = h("div", { class: "lb-board", hidden: true },
    title, h("div", { class: "lb-top" }, h("div", { class: "lb-left" }, chainView, wordForm, playStatus, hintText), playBox.svg),
    reveal);
  const playPanel = h("div", { class: "lb-play", hidden: true },
    h("p", { class: "lb-note" }, "Spell words with the letters of the box: click them or type. Letters next to each other in a word "
      + "must be on different sides; each word starts with the last letter of the one before. Use all twelve letters in as few words as you can."),
    h("div", { class: "fields" },
      h("button", { type: "button", onclick: () => newGame(playState({ date: today() }), true) }, "Puzzle of the day"),
      h("button", { type: "button", class: "secondary", onclick: () => newGame(playState({ seed: randomSeed() }), true) }, "Random puzzle")),
    gameError, playBar.root, board);
  const solveThis = h("button", { type: "button", class: "secondary", onclick: () => {
    const st = session.state;
    open(solveState({ sides: session.sides.join(" "), common: st.common, dictionary: st.dictionary }));
  } }, "All solutions of this box");
  reveal.append(h("h3", {}, "The best solutions"), playResults.root, solveThis);

  root.append(h("div", { class: "lb" }, modes, solvePanel, playPanel));

  const randomSeed = () => {
    const n = new Uint32Array(1);
    crypto.getRandomValues(n);
    return n[0] % SEED_LIMIT;
  };
  const listOf = (state) => ({ ...(state.dictionary ? { dictionary: state.dictionary } : {}),
    ...(state.common ? { min_zipf: COMMON_ZIPF } : {}) });
  const idOf = (state) => JSON.stringify(toRoute(state));

  const sessions = new Map();  // game id → session: going back to a puzzle resumes it
  let session = null;
  let wanted = null;           // the play state being prepared
  let playTicket = 0;

  async function newGame(state, byHand = false) {
    const id = idOf(state);
    const mine = ++playTicket;
    if (sessions.has(id)) { resume(sessions.get(id), byHand); onState(state); return; }
    session = null;
    wanted = state;
    board.hidden = true;
    showError(gameError, {}, null);
    const later = setTimeout(() => playBar.start(client.step === "ready" ? "Making the puzzle…" : "Starting Python…"), 250);
    const r = state.sides
      ? await client.request("letterboxed.check", { sides: state.sides, words: [], ...listOf(state) })
      : await client.request("letterboxed.generate", state.seed != null ? { seed: state.seed } : { date: state.date });
    clearTimeout(later);
    playBar.stop();
    if (mine !== playTicket) return;
    if (r.error) {
      showError(gameError, {}, r.error);
      return;
    }
    const s = { id, state, sides: r.sides, intended: r.intended || null, words: [], current: "", hintStep: 0,
      hints: null, gaveUp: false, solved: false };
    restore(s);
    sessions.set(id, s);
    resume(s, byHand);
    onState(state);
  }

  const storageKey = (s) => `wordloom:letterboxed:${s.sides.join("-")}:${JSON.stringify(listOf(s.state))}`;
  function save(s) {
    const { words, current, hintStep, gaveUp, solved } = s;
    try {
      localStorage.setItem(storageKey(s), JSON.stringify({ words, current, hintStep, gaveUp, solved }));
    } catch { /* storage off (private mode, a sandboxed frame): progress is just not kept */ }
  }
  function restore(s) {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey(s)) || "null");
      if (!saved || !Array.isArray(saved.words)) return;
      const { words, current = "", hintStep = 0, gaveUp = false, solved = false } = saved;
      Object.assign(s, { words: words.filter((w) => typeof w === "string"), current: String(current), hintStep, gaveUp, solved });
    } catch { /* nothing usable kept */ }
  }

  function resume(s, byHand) {
    session = s;
    showError(gameError, {}, null);
    showError(wordError, { word }, null);
    playStatus.textContent = "";
    board.hidden = false;
    const st = s.state;
    title.textContent = st.date ? `Puzzle of the day · ${st.date}` : st.seed != null ? `Random puzzle ${st.seed}`
      : `Box ${s.sides.map(upper).join(" ")}${st.common ? " · common words only" : ""}`;
    playBox.setSides(s.sides);
    playResults.clear();
    reveal.hidden = true;
    if (s.gaveUp || s.solved) showBest(s, false);
    if (!s.current && s.words.length) s.current = lastLetter(s);
    drawPlay();
    if (s.hintStep) showHints(s);
    else hintText.replaceChildren();
    if (byHand && !s.gaveUp && !s.solved) word.focus();
  }

  const lastLetter = (s) => (s.words.length ? s.words[s.words.length - 1].slice(-1) : "");
  const sideOf = (s, c) => s.sides.findIndex((side) => side.includes(c));

  function drawPlay() {
    const s = session;
    const over = s.gaveUp || s.solved;
    word.value = upper(s.current);
    playBox.play(s.words, s.current, { next: lastLetter(s) });
    chainView.replaceChildren(...s.words.map((w) => h("li", {}, h("span", { class: "lb-chip" }, upper(w)))));
    chainView.hidden = !s.words.length;
    word.disabled = submitButton.disabled = giveUpButton.disabled = over;
    hintButton.disabled = over || s.hintStep >= 3;
    hintButton.textContent = s.hintStep >= 3 ? "No more hints" : `Hint (${s.hintStep + 1} of 3)`;
    undoButton.disabled = over || !s.words.length;
    typing.hidden = undoButton.hidden = hintButton.hidden = giveUpButton.hidden = over;  // over: only Restart is left
    restartButton.textContent = over ? "Play again" : "Restart";
    restartButton.disabled = !s.words.length && !s.current && !over;
    disarm(giveUpButton, "Give up");
    const used = new Set(s.words.join(""));
    const left = s.sides.join("").split("").filter((c) => !used.has(c));
    if (!over && !playStatus.dataset.keep) {
      playStatus.textContent = s.words.length
        ? `${plural(s.words.length, "word")} · ${left.length ? `letters left: ${left.map(upper).join(" ")}` : "every letter used"}`
        : "Start anywhere: type or click a letter.";
    }
    delete playStatus.dataset.keep;
  }

  /** Why `text` cannot be the word being typed (the same reasons letterboxed.check gives), or null. */
  function typingProblem(s, text) {
    const start = lastLetter(s);
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (sideOf(s, c) < 0) return `${upper(c)} is not on the box.`;
      if (i === 0 && start && c !== start) return `The next word starts with ${upper(start)}, the last letter of ${upper(s.words[s.words.length - 1])}.`;
      if (i && sideOf(s, c) === sideOf(s, text[i - 1])) return `${upper(text[i - 1])} and ${upper(c)} are on the same side.`;
    }
    return null;
  }

  function setCurrent(text) {
    const s = session;
    if (!s || s.gaveUp || s.solved) return;
    if (s.checking) { word.value = upper(s.current); return; }  // the word just entered is being checked
    let clean = text.toLowerCase().replace(/[^a-z]/g, "");
    // typed in front of the word so far (the caret was at the start): add the letters at the end instead
    const moved = s.current && clean.length > s.current.length && clean.endsWith(s.current)
      ? s.current + clean.slice(0, clean.length - s.current.length) : null;
    if (moved && typingProblem(s, clean) && !typingProblem(s, moved)) clean = moved;
    const problem = typingProblem(s, clean);
    if (problem) {
      showError(wordError, { word }, { message: problem, field: "word" });
      word.value = upper(s.current);
      return;
    }
    showError(wordError, { word }, null);
    s.current = clean;
    save(s);
    drawPlay();
  }
  const typeLetter = (c) => setCurrent(session.current + c);
  function backspace() {
    const s = session;
    if (!s || s.gaveUp || s.solved) return;
    if (s.words.length && s.current.length <= 1) { undoWord(); return; }
    setCurrent(s.current.slice(0, -1));
  }
  function undoWord() {
    const s = session;
    if (!s || !s.words.length || s.gaveUp || s.solved) return;
    s.current = s.words.pop();
    showError(wordError, { word }, null);
    save(s);
    drawPlay();
    word.focus();
  }
  function restart() {
    const s = session;
    if (!s) return;
    Object.assign(s, { words: [], current: "", gaveUp: false, solved: false });
    reveal.hidden = true;
    showError(wordError, { word }, null);
    save(s);
    drawPlay();
    word.focus();
  }

  word.addEventListener("input", () => setCurrent(word.value));
  word.addEventListener("focus", () => word.setSelectionRange(word.value.length, word.value.length));
  word.addEventListener("keydown", (e) => {
    if (e.key === "Backspace" && session && session.words.length && session.current.length <= 1 && word.selectionStart <= 1
        && word.selectionEnd === word.selectionStart) {
      e.preventDefault();
      undoWord();
    }
  });

  async function submit() {
    const s = session;
    if (!s || s.gaveUp || s.solved) return;
    const w = s.current;
    if (!w || s.checking) return;
    s.checking = true;
    const r = await client.request("letterboxed.check", { sides: s.sides, words: [...s.words, w], ...listOf(s.state) });
    s.checking = false;
    if (s !== session || s.current !== w || s.gaveUp || s.solved) return;
    if (r.error) { showError(wordError, { word }, r.error); return; }
    const verdict = r.words[r.words.length - 1];
    if (!verdict.valid) {
      showError(wordError, { word }, { message: verdict.reason, field: "word" });
      return;
    }
    showError(wordError, { word }, null);
    s.words.push(w);
    s.current = r.complete ? "" : w.slice(-1);
    if (r.complete) {
      s.solved = true;
      playStatus.textContent = `Solved in ${plural(s.words.length, "word")}: ${s.words.map(upper).join(" – ")}!`;
      playStatus.dataset.keep = "1";
      save(s);
      drawPlay();
      showBest(s, true);
      return;
    }
    save(s);
    drawPlay();
    word.focus();
  }
  wordForm.addEventListener("submit", (e) => { e.preventDefault(); submit(); });

  async function hintsFor(s) {
    if (!s.hints) {
      const r = await client.request("letterboxed.hints", { sides: s.sides, ...listOf(s.state) });
      if (r.error) return r;
      s.hints = r;
    }
    return s.hints;
  }
  async function hint() {
    const s = session;
    if (!s || s.hintStep >= 3 || s.gaveUp || s.solved) return;
    hintButton.disabled = true;
    const r = await hintsFor(s);
    if (s !== session) return;
    if (r.error) { showError(wordError, { word }, r.error); hintButton.disabled = false; return; }
    s.hintStep += 1;
    save(s);
    showHints(s);
    drawPlay();
  }
  async function showHints(s) {
    const r = await hintsFor(s);
    if (s !== session || r.error) return;
    const lines = [];
    const counts = Object.entries(r.counts).map(([k, n]) => (n ? `${plural(n, `${ORDINAL[k]}-word solution`)}` : `no ${ORDINAL[k]}-word solution`));
    lines.push(r.best ? `Fewest words: ${r.fewest_words}. ${cap(counts.join(", "))}.` : `No solution of up to 4 words with this word list.`);
    if (s.hintStep >= 2 && r.best) lines.push(`A best solution starts with ${upper(r.first_word)}.`);
    if (s.hintStep >= 3 && r.best) lines.push(`A best solution: ${r.best.map(upper).join(" – ")}.`);
    hintText.replaceChildren(...lines.slice(0, s.hintStep).map((t, i) => h("p", { class: "lb-hint" }, h("strong", {}, `Hint ${i + 1}: `), t)));
  }

  function giveUp() {
    const s = session;
    if (!s || s.gaveUp || s.solved) return;
    if (!confirmed(giveUpButton, playStatus, "Show the answers?", "Press again to end the game and show the best solutions.")) return;
    s.gaveUp = true;
    save(s);
    playStatus.textContent = "The best solutions are shown below.";
    playStatus.dataset.keep = "1";
    drawPlay();
    showBest(s, true);
  }

  async function showBest(s, focus) {
    reveal.hidden = false;
    playResults.root.replaceChildren(h("p", { class: "lb-note" }, "Finding the best solutions…"));
    const r = await client.request("letterboxed.solve", { sides: s.sides, max_words: DEFAULT_MAX, max_solutions: 10, ...listOf(s.state) });
    if (s !== session) return;
    if (r.error) { playResults.root.replaceChildren(h("p", { class: "field-error" }, r.error.message)); return; }
    const byCount = new Map();
    for (const sol of r.solutions) {
      if (!byCount.has(sol.words.length)) byCount.set(sol.words.length, []);
      byCount.get(sol.words.length).push(sol);
    }
    playResults.render(r.counts, byCount, { few: 10 });  // every solution counted, the best 10 listed
    if (s.intended) playResults.root.append(h("p", { class: "lb-note" }, `This puzzle was made from ${s.intended.map(upper).join(" – ")}.`));
    if (!r.solutions.length) playResults.root.append(h("p", { class: "lb-note" }, "No solution of up to 4 words."));
    if (focus) playResults.root.querySelector(".lb-sol")?.focus();
  }

  // ---- modes ----
  let mode = "solve";
  function setMode(m) {
    mode = m;
    solvePanel.hidden = m !== "solve";
    playPanel.hidden = m !== "play";
    tabs.solve.setAttribute("aria-pressed", String(m === "solve"));
    tabs.play.setAttribute("aria-pressed", String(m === "play"));
  }

  function switchTo(m, state = null) {
    if (m === mode && !state) return;
    setMode(m);
    if (m === "play") {
      if (state) newGame(state, true);
      else if (session) { resume(session, true); onState(session.state); } else newGame(playState({ date: today() }), true);
    } else {
      if (solved.sides) onState(solved);
      sides[0].focus();
    }
  }

  function open(state) {
    if (state.mode === "play") {
      setMode("play");
      const want = playState(state);
      if (session && session.id === idOf(want)) resume(session, false);
      else newGame(want);
      return;
    }
    setMode("solve");
    const st = solveState(state);
    const parts = splitSides(st.sides);
    sides.forEach((s, i) => { s.value = upper(parts[i] || ""); });
    if (parts.length > 4) sides[3].value = upper(parts.slice(3).join(" "));
    maxWords.value = String(st.max_words || DEFAULT_MAX);
    common.checked = !!st.common;
    dictionary.set(st.dictionary || "enable");
    drawSolveBox();
    solved = st;
    if (st.sides) solve();
  }

  drawSolveBox();
  return {
    /** Solve a box, or start (or resume) a puzzle to play. */
    open,
    state: () => (mode === "play" ? (session?.state ?? wanted ?? playState({ date: today() })) : solved),
  };
}
