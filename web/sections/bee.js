// Spelling Bee: seven letters around a center. Three parts share one word-list picker:
//   Solve — type the board in the Letters and Center fields or straight into the honeycomb; Enter
//           solves. Words come sorted by points, then alphabetically.
//   Play  — find the words yourself: clickable hexagons and the keyboard, each guess judged by
//           bee.check, score and rank, hints, Reveal one word, Give up; random and daily puzzles;
//           progress kept in localStorage per board and word list. Play never receives the answers
//           until you give up (it asks bee.check, bee.hints, bee.rank and bee.reveal).
//   Find best boards — bee.best with a progress bar and Cancel; each result opens in Solve or Play.
import { DictionaryPicker, ProgressBar, fmt, h, hashText, showError } from "../ui.js";

const CLEAN = (s) => s.replace(/\s+/g, "");
const LOWER = (s) => CLEAN(String(s || "")).toLowerCase();
const STORE = "wordloom:bee:";  // localStorage key prefix for play progress

function makeState(mode, letters, center, dictionary) {
  const state = { mode, letters: LOWER(letters), center: LOWER(center) };
  if (dictionary && dictionary !== "enable") state.dictionary = dictionary;
  return state;
}

/** #bee/aeginrt/r[/dictionary] → solve; #bee/play[/aeginrt/r[/dictionary]] → play (no board: the
 *  puzzle of the day). A play route holds the board only, never an answer. */
export function fromRoute(parts) {
  const play = parts[0] === "play";
  const [letters = "", center = "", dictionary] = play ? parts.slice(1) : parts;
  return makeState(play ? "play" : "solve", letters, center, dictionary);
}

export function toRoute(state) {
  const board = [state.letters, state.center, ...(state.dictionary ? [state.dictionary] : [])];
  return state.mode === "play" ? ["play", ...board] : board;
}

/** The person's local date as YYYY-MM-DD: the puzzle of the day follows their calendar. */
function localDate(d = new Date()) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const TEXT_ENTRY = "input:not([type=radio], [type=checkbox]), textarea, select, [contenteditable]";
/** A label and its input, kept on one line when the fields wrap. */
const pair = (...children) => h("span", { class: "bee-pair" }, ...children);
const isPangram = (word) => new Set(word).size === 7;
const byWord = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** A number field's value for a request: a number, undefined when blank, else the text (the API says why). */
const numberParam = (input) => (input.value.trim() === "" ? undefined : /^-?\d+$/.test(input.value.trim()) ? Number(input.value) : input.value);

export function mount(root, { client, embed = false, onState = () => {} }) {
  const dictionary = new DictionaryPicker("bee-dictionary");
  const modeSolve = h("input", { type: "radio", name: "bee-mode", id: "bee-mode-solve", value: "solve", checked: true });
  const modePlay = h("input", { type: "radio", name: "bee-mode", id: "bee-mode-play", value: "play" });
  const top = h("div", { class: "bee-top" },
    h("fieldset", { class: "bee-modes" }, h("legend", { class: "visually-hidden" }, "Mode"),
      h("label", {}, modeSolve, "Solve"), h("label", {}, modePlay, "Play")),
    h("div", { class: "fields" }, ...dictionary.elements));

  // --- Solve ----------------------------------------------------------------------------------
  const letters = h("input", { id: "bee-letters", name: "letters", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", placeholder: "AEGINRT", inputmode: "text" });
  const center = h("input", { id: "bee-center", name: "center", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", placeholder: "R", size: 2 });
  const fields = { letters, center, ...dictionary.fields };
  const cells = Array.from({ length: 7 }, (_, i) => h("input", {
    class: i === 0 ? "hex center" : "hex", autocomplete: "off", spellcheck: "false",
    "aria-label": i === 0 ? "Center letter (honeycomb)" : `Outer letter ${i} (honeycomb)`,
    dataset: { i: String(i) } }));
  const error = h("p", { id: "bee-error", class: "field-error", role: "alert", hidden: true });
  const summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
  const list = h("ol", { class: "bee-words", "aria-label": "Words" });
  const form = h("form", { class: "bee-form", novalidate: true },
    h("div", { class: "fields" },
      h("label", { for: "bee-letters" }, "Letters"), letters,
      h("label", { for: "bee-center" }, "Center"), center,
      h("button", { type: "submit" }, "Solve")),
    h("div", { class: "honeycomb", role: "group", "aria-label": "Honeycomb" }, cells),
    error);
  const solvePanel = h("div", { class: "bee-solve" }, form, summary, list);

  // Fields → honeycomb: the center in the middle, the other letters around it in typed order.
  function drawHoneycomb() {
    const c = CLEAN(center.value).toUpperCase().slice(0, 1);
    const outer = [...CLEAN(letters.value).toUpperCase()].filter((ch, i, all) => ch !== c || all.indexOf(c) !== i);
    cells[0].value = c;
    for (let i = 1; i < 7; i++) cells[i].value = outer[i - 1] || "";
  }
  // Honeycomb → fields: typing a letter moves to the next cell; a paste of several letters spreads.
  function readHoneycomb(from) {
    const typed = CLEAN(from.value).toUpperCase();
    let i = Number(from.dataset.i);
    if (typed.length > 1) {
      for (const ch of typed) { if (i < 7) cells[i++].value = ch; }
    } else {
      from.value = typed;
      if (typed) i += 1;
    }
    center.value = cells[0].value;
    letters.value = cells.slice(1).map((c) => c.value).join("") + cells[0].value;
    if (typed && i < 7) cells[i].focus();
  }
  letters.addEventListener("input", drawHoneycomb);
  center.addEventListener("input", drawHoneycomb);
  for (const cell of cells) cell.addEventListener("input", () => readHoneycomb(cell));

  let latest = 0;
  let current = makeState("solve", "", "");
  let solved = null;  // the state whose words the list shows
  async function solve() {
    const ticket = ++latest;
    const params = { letters: letters.value, center: center.value, ...dictionary.params() };
    showError(error, fields, null);
    summary.textContent = client.step === "ready" ? "Solving…" : "Loading Python, then solving…";
    list.replaceChildren();
    solved = null;
    const result = await client.request("bee.solve", params);
    if (ticket !== latest) return;  // a newer request has replaced this one
    if (result.error) {
      summary.textContent = "";
      showError(error, fields, result.error);
      return;
    }
    render(result);
    if (!performance.getEntriesByName("wordloom:first-answer").length) performance.mark("wordloom:first-answer");
    current = makeState("solve", result.letters, result.center, params.dictionary);
    solved = current;
    onState(current);
  }

  function render(r) {
    summary.textContent = `${fmt(r.score)} points · ${fmt(r.word_count)} words · ${fmt(r.pangram_count)} pangrams`;
    list.replaceChildren(...r.words.map((w) => h("li", { class: w.pangram ? "pangram" : null },
      h("span", { class: "word" }, w.word),
      w.pangram ? h("span", { class: "tag" }, "pangram") : null,
      h("span", { class: "points", title: `${w.points} points` }, String(w.points)))));
  }

  form.addEventListener("submit", (e) => { e.preventDefault(); solve(); });

  /** Show a board in Solve mode and solve it. */
  function openSolve(board) {
    showMode("solve");
    letters.value = String(board.letters || "").toUpperCase();
    center.value = String(board.center || "").toUpperCase();
    drawHoneycomb();
    if (letters.value) solve();
  }

  // --- Play -----------------------------------------------------------------------------------
  const game = {
    letters: "", center: "", params: {}, key: "", title: "",
    outer: [], found: [], revealed: [], gaveUp: false, words: null, rank: null, ticket: 0,
  };
  let queue = Promise.resolve();  // play requests run one after another, in the order asked
  const enqueue = (job) => (queue = queue.then(job).catch((e) => { say(String(e), "bad"); }));

  const playTitle = h("p", { class: "bee-play-title" });
  const rankName = h("strong", { class: "bee-rank-name" });
  const rankText = h("span", { class: "bee-rank-text" });
  const rankBar = h("ol", { class: "bee-rankbar", "aria-hidden": "true" });
  const rankBox = h("div", { class: "bee-rank", "aria-live": "polite" }, h("p", {}, rankName, " ", rankText), rankBar);
  const hexes = Array.from({ length: 7 }, (_, i) => h("button", {
    type: "button", class: i === 0 ? "cell center" : "cell",
    onmousedown: (e) => e.preventDefault(),  // keep the focus where it is (the word field, on a computer)
    onclick: () => addLetter(hexes[i].dataset.letter || "") }));
  const hive = h("div", { class: "bee-hive", role: "group", "aria-label": "Honeycomb to play" }, hexes);
  hive.addEventListener("animationend", () => hive.classList.remove("celebrate"));
  const guess = h("input", { id: "bee-guess", name: "guess", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", enterkeyhint: "enter", maxlength: 40 });
  const message = h("p", { class: "bee-message", role: "status", "aria-live": "assertive" });
  const playError = h("p", { id: "bee-play-error", class: "field-error", role: "alert", hidden: true });
  const guessForm = h("form", { class: "bee-guess", novalidate: true },
    h("label", { for: "bee-guess" }, "Your word"), guess,
    h("div", { class: "bee-keys" },
      h("button", { type: "button", class: "secondary", onclick: () => deleteLetter() }, "Delete"),
      h("button", { type: "button", class: "secondary", onclick: () => shuffle() }, "Shuffle"),
      h("button", { type: "submit" }, "Enter")));
  const foundTitle = h("h3", { class: "bee-found-title" }, "Found words");
  const foundList = h("ul", { class: "bee-found", "aria-label": "Found words" });
  const revealButton = h("button", { type: "button", class: "secondary", onclick: () => enqueue(revealOne) }, "Reveal one word");
  const giveUpButton = h("button", { type: "button", class: "secondary", onclick: () => enqueue(giveUp) }, "Give up");
  const againButton = h("button", { type: "button", class: "secondary", hidden: true, onclick: () => enqueue(startOver) }, "Start over");
  const hintsSummary = h("summary", {}, "Hints");
  const hintsGrid = h("div", { class: "bee-grid" });
  const hintsStarts = h("ul", { class: "bee-starts", "aria-label": "Words left by their first two letters" });
  const hintsBox = h("details", { class: "bee-hints" }, hintsSummary, hintsGrid,
    h("p", { class: "bee-hint-head" }, "By first two letters"), hintsStarts);

  // A new puzzle: random (options) or of the day.
  const excludeS = h("input", { type: "checkbox", id: "bee-exclude-s", checked: true });
  const minWords = h("input", { type: "number", id: "bee-min-words", name: "min_words", min: 1, value: "20", inputmode: "numeric" });
  const maxWords = h("input", { type: "number", id: "bee-max-words", name: "max_words", min: 1, value: "60", inputmode: "numeric" });
  const newError = h("p", { id: "bee-new-error", class: "field-error", role: "alert", hidden: true });
  const newFields = { exclude_s: excludeS, min_words: minWords, max_words: maxWords, ...dictionary.fields };
  const newBox = h("details", { class: "bee-new" }, h("summary", {}, "New puzzle"),
    h("div", { class: "fields" },
      pair(excludeS, h("label", { for: "bee-exclude-s" }, "No S")),
      pair(h("label", { for: "bee-min-words" }, "Fewest words"), minWords),
      pair(h("label", { for: "bee-max-words" }, "Most words"), maxWords)),
    h("div", { class: "fields" },
      h("button", { type: "button", onclick: () => newRandom() }, "Random puzzle"),
      h("button", { type: "button", class: "secondary", onclick: () => openDaily(true) }, "Puzzle of the day")),
    newError);

  const playPanel = h("div", { class: "bee-play", hidden: true },
    h("div", { class: "bee-board" }, playTitle, playError, hive, guessForm, message),
    h("div", { class: "bee-progress" }, rankBox, foundTitle, foundList,
      h("div", { class: "fields" }, revealButton, giveUpButton, againButton), hintsBox, newBox));

  function say(text, kind = "") {
    message.textContent = text;
    message.className = `bee-message ${kind}`;
    if (kind === "pangram") {  // restart the celebration even when two pangrams come in a row
      hive.classList.remove("celebrate");
      void hive.offsetWidth;
      hive.classList.add("celebrate");
    }
  }

  function addLetter(ch) {
    if (!game.gaveUp && ch) guess.value += ch.toUpperCase();
  }
  function deleteLetter() { guess.value = guess.value.slice(0, -1); }
  function shuffle() {
    const o = game.outer;
    for (let i = o.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [o[i], o[j]] = [o[j], o[i]];
    }
    drawHive();
  }
  function drawHive() {
    const shown = [game.center, ...game.outer];
    hexes.forEach((b, i) => {
      const ch = (shown[i] || "").toUpperCase();
      b.dataset.letter = ch;
      b.textContent = ch;
      b.setAttribute("aria-label", i === 0 && ch ? `${ch}, center letter` : ch);
      b.disabled = !ch || game.gaveUp;
    });
  }

  guess.addEventListener("input", () => {
    const clean = guess.value.replace(/[^a-z]/gi, "").toUpperCase();
    if (clean !== guess.value) guess.value = clean;
  });
  guessForm.addEventListener("submit", (e) => { e.preventDefault(); submitGuess(); });

  // The keyboard plays even when the focus is not in the word field: letters, Backspace, Enter. It
  // listens on the page in the app (while Play is shown) and in the iframe embed, whose page is the
  // puzzle alone; inside a custom element on someone's page, only when the focus is in the puzzle.
  const ownsPage = !embed || root.getRootNode() === document;
  (ownsPage ? document : root).addEventListener("keydown", (e) => {
    if (playPanel.hidden || !playPanel.isConnected || game.gaveUp || !game.letters) return;
    if (playPanel.offsetParent === null) return;  // another puzzle's section is shown
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath()[0];
    if (target === guess || target.closest?.(TEXT_ENTRY)) return;
    if (/^[a-z]$/i.test(e.key)) addLetter(e.key);
    else if (e.key === "Backspace") deleteLetter();
    else if (e.key === "Enter" && !target.closest?.("button, summary, a")) submitGuess();
    else return;
    e.preventDefault();
  });

  const known = () => [...game.found, ...game.revealed];
  const storageKey = (lettersKey, centerKey, params) =>
    `${STORE}${lettersKey}/${centerKey}/${params.word_list != null ? `own-${hashText(params.word_list)}` : params.dictionary}`;
  function loadProgress() {
    try {
      const saved = JSON.parse(localStorage.getItem(game.key) || "null");
      if (saved && Array.isArray(saved.found)) return saved;
    } catch { /* storage unavailable or unreadable: start afresh */ }
    return { found: [], revealed: [], gaveUp: false };
  }
  function saveProgress() {
    try {
      localStorage.setItem(game.key, JSON.stringify({ found: game.found, revealed: game.revealed, gaveUp: game.gaveUp }));
    } catch { /* private mode or full: progress lives for this visit only */ }
  }

  /** Start (or resume) playing a board; `push` adds it to the history (a new game the person chose). */
  function openPlay(board, { push = false, title = "" } = {}) {
    showMode("play");
    if (board.dictionary !== undefined) dictionary.set(board.dictionary || "enable");
    const ticket = ++game.ticket;
    const sorted = [...LOWER(board.letters)].sort().join("");
    Object.assign(game, {
      letters: sorted, center: LOWER(board.center), params: dictionary.params(), title,
      outer: [...sorted].filter((c) => c !== LOWER(board.center)), words: null, rank: null,
    });
    game.key = storageKey(game.letters, game.center, game.params);
    const saved = loadProgress();
    Object.assign(game, { found: [...(saved.found || [])], revealed: [...(saved.revealed || [])], gaveUp: !!saved.gaveUp });
    current = makeState("play", game.letters, game.center, game.params.dictionary);
    playTitle.textContent = title || `${game.letters.toUpperCase()} · center ${game.center.toUpperCase()}`;
    showError(playError, {}, null);
    say(client.step === "ready" ? "" : "Loading Python…");
    guess.value = "";
    rankName.textContent = "";
    rankText.textContent = "";
    rankBar.replaceChildren();
    hintsSummary.textContent = "Hints";
    hintsGrid.replaceChildren();
    hintsStarts.replaceChildren();
    drawHive();
    renderFound();
    enqueue(async () => {
      if (ticket !== game.ticket) return;
      const ok = await refresh(ticket, true);
      if (ok && game.gaveUp) await fetchAll(ticket);
      if (ok && push) onState(current);
    });
  }

  /** Rank and hints for the words found so far; on the first call, checks the board. */
  async function refresh(ticket, first = false) {
    const [hints, rank] = await Promise.all([
      client.request("bee.hints", { letters: game.letters, center: game.center, ...game.params, found: known() }),
      client.request("bee.rank", { letters: game.letters, center: game.center, ...game.params, found: game.found }),
    ]);
    if (ticket !== game.ticket) return false;
    const failed = hints.error || rank.error;
    if (failed) {
      if (first) {
        game.letters = "";
        drawHive();
        renderFound();
        say("");
        showError(playError, {}, { ...failed, message: `${failed.message} Choose another board: a new puzzle below, or type one in Solve.` });
      } else {
        say(failed.message, "bad");
      }
      return false;
    }
    if (first && message.textContent === "Loading Python…") say("");
    const before = game.rank;
    game.rank = rank;
    renderRank(rank);
    renderHints(hints);
    if (before && rank.name !== before.name && rank.score > before.score) {
      message.append(h("span", { class: "bee-rank-up" }, ` — ${rank.name}!`));
    }
    return true;
  }

  function submitGuess() {
    const word = guess.value.trim();
    guess.value = "";
    if (!word || game.gaveUp || !game.letters) return;
    const ticket = game.ticket;
    enqueue(async () => {
      if (ticket !== game.ticket) return;
      const r = await client.request("bee.check",
        { letters: game.letters, center: game.center, ...game.params, guess: word, found: known() });
      if (ticket !== game.ticket) return;
      if (r.error) { say(r.error.message, "bad"); return; }
      say(r.message, r.valid ? (r.pangram ? "pangram" : "good") : `bad ${r.reason}`);
      if (!r.valid) return;
      game.found.push(r.guess);
      saveProgress();
      renderFound();
      await refresh(ticket);
    });
  }

  async function revealOne() {
    const ticket = game.ticket;
    if (!game.letters || game.gaveUp) return;
    const r = await client.request("bee.reveal", { letters: game.letters, center: game.center, ...game.params, found: known() });
    if (ticket !== game.ticket) return;
    if (r.error) { say(r.error.message, "bad"); return; }
    if (!r.word) { say("Every word is found.", "good"); return; }
    game.revealed.push(r.word.word);
    saveProgress();
    renderFound();
    say(`Revealed: ${r.word.word.toUpperCase()} (no points)`, "revealed");
    await refresh(ticket);
  }

  async function giveUp() {
    const ticket = game.ticket;
    if (!game.letters || game.gaveUp) return;
    if (await fetchAll(ticket)) {
      game.gaveUp = true;
      saveProgress();
      drawHive();
      renderFound();
      const missed = game.words.filter((w) => !known().includes(w.word)).length;
      say(missed ? `You missed ${missed} word${missed === 1 ? "" : "s"}; they are marked below.` : "You had found every word.", "revealed");
    }
  }

  /** The whole solution, asked for only once the person gives up. */
  async function fetchAll(ticket) {
    const r = await client.request("bee.solve", { letters: game.letters, center: game.center, ...game.params });
    if (ticket !== game.ticket) return false;
    if (r.error) { say(r.error.message, "bad"); return false; }
    game.words = r.words;
    renderFound();
    return true;
  }

  async function startOver() {
    Object.assign(game, { found: [], revealed: [], gaveUp: false, words: null, rank: null });
    saveProgress();
    drawHive();
    renderFound();
    say("");
    await refresh(game.ticket);
  }

  function renderFound() {
    const found = new Set(game.found);
    const revealed = new Set(game.revealed);
    const over = game.gaveUp && game.words;
    const entries = over
      ? [...game.words].sort((a, b) => byWord(a.word, b.word))
      : [...found, ...revealed].sort(byWord).map((word) => ({ word, pangram: isPangram(word) }));
    foundList.replaceChildren(...entries.map(({ word, pangram }) => {
      const how = found.has(word) ? "found" : revealed.has(word) ? "revealed" : "missed";
      return h("li", { class: `${how}${pangram ? " pangram" : ""}` },
        h("span", { class: "word" }, word),
        pangram ? h("span", { class: "tag" }, "pangram") : null,
        how !== "found" ? h("span", { class: `tag ${how}` }, how) : null);
    }));
    foundTitle.textContent = `Found words · ${game.found.length}${game.revealed.length ? ` (+${game.revealed.length} revealed)` : ""}`;
    againButton.hidden = !game.gaveUp;
    revealButton.disabled = giveUpButton.disabled = game.gaveUp || !game.letters;
    guess.disabled = game.gaveUp;
  }

  function renderRank(r) {
    rankName.textContent = r.name;
    rankText.textContent = `· ${fmt(r.score)} point${r.score === 1 ? "" : "s"} · ${r.next ? `${fmt(r.to_next)} to ${r.next}` : "every point found"}`;
    rankBar.replaceChildren(...r.ranks.map((k) => h("li", {
      class: `${r.score >= k.min_score ? "reached" : ""}${k.name === r.name ? " current" : ""}`,
      title: `${k.name}: ${fmt(k.min_score)}` }, k.name === r.name ? fmt(r.score) : "")));
  }

  function renderHints(r) {
    const left = r.remaining;
    hintsSummary.textContent = `Hints · ${fmt(left.words)} word${left.words === 1 ? "" : "s"} and ${fmt(left.pangrams)} pangram${left.pangrams === 1 ? "" : "s"} left`;
    const g = r.grid;
    const cell = (n, tag = "td") => h(tag, { class: n ? null : "zero" }, n ? String(n) : "–");
    hintsGrid.replaceChildren(h("table", {},
      h("caption", {}, "Words left by first letter (rows) and length (columns)"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, ""), g.lengths.map((n) => h("th", { scope: "col" }, String(n))), h("th", { scope: "col" }, "Σ"))),
      h("tbody", {}, g.rows.map((row) => h("tr", {}, h("th", { scope: "row" }, row.letter.toUpperCase()),
        row.counts.map((n) => cell(n)), cell(row.total)))),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Σ"), g.totals.map((n) => cell(n)), cell(g.total)))));
    hintsStarts.replaceChildren(...r.two_letter.map(({ start, count }) =>
      h("li", { class: count ? null : "zero" }, `${start.toUpperCase()}-${count}`)));
  }

  async function newRandom() {
    showError(newError, newFields, null);
    say("Choosing a board…");
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const params = { seed, exclude_s: excludeS.checked, ...dictionary.params() };
    const lo = numberParam(minWords);
    const hi = numberParam(maxWords);
    if (lo !== undefined) params.min_words = lo;
    if (hi !== undefined) params.max_words = hi;
    const r = await client.request("bee.random", params);
    if (r.error) { say(""); showError(newError, newFields, r.error); return; }
    openPlay({ letters: r.letters, center: r.center }, { push: true, title: `Random puzzle · ${fmt(r.word_count)} words` });
    guess.focus({ preventScroll: true });
  }

  async function openDaily(push) {
    showMode("play");
    showError(newError, newFields, null);
    const date = localDate();
    say(client.step === "ready" ? "Finding the puzzle of the day…" : "Loading Python…");
    const r = await client.request("bee.daily", { date, ...dictionary.params() });
    if (r.error) { say(""); showError(newError, newFields, r.error); return; }
    openPlay({ letters: r.letters, center: r.center }, { push, title: `Puzzle of the day · ${date}` });
  }

  // --- Find best boards --------------------------------------------------------------------------
  const bestExclude = h("input", { id: "bee-best-exclude", name: "exclude", value: "s", autocomplete: "off", spellcheck: "false", size: 6 });
  const bestInclude = h("input", { id: "bee-best-include", name: "include", value: "", autocomplete: "off", spellcheck: "false", size: 6 });
  const bestTop = h("input", { id: "bee-best-top", name: "top", type: "number", min: 1, max: 1000, value: "10", inputmode: "numeric" });
  const bestOrder = h("select", { id: "bee-best-order", name: "order" },
    h("option", { value: "best" }, "Best first"), h("option", { value: "worst" }, "Worst first"));
  const bestFields = { exclude: bestExclude, include: bestInclude, top: bestTop, order: bestOrder, ...dictionary.fields };
  const bestError = h("p", { id: "bee-best-error", class: "field-error", role: "alert", hidden: true });
  const bestStatus = h("p", { class: "bee-best-status", "aria-live": "polite" });
  const bestBody = h("tbody");
  const bestTable = h("table", { class: "bee-best-table", hidden: true },
    h("thead", {}, h("tr", {}, ["#", "Board", "Score", "Words", "Pangrams", "Open"].map((t) => h("th", { scope: "col" }, t)))),
    bestBody);
  const progress = new ProgressBar("Searching the boards", () => client.cancel());
  const findButton = h("button", { type: "submit" }, "Find boards");
  const bestForm = h("form", { class: "bee-best-form", novalidate: true },
    h("div", { class: "fields" },
      pair(h("label", { for: "bee-best-exclude" }, "Exclude letters"), bestExclude),
      pair(h("label", { for: "bee-best-include" }, "Include letters"), bestInclude),
      pair(h("label", { for: "bee-best-top" }, "How many"), bestTop),
      pair(h("label", { for: "bee-best-order" }, "Order"), bestOrder),
      findButton),
    bestError);
  const bestPanel = h("details", { class: "bee-best", hidden: embed },
    h("summary", {}, "Find best boards"),
    h("p", { class: "bee-note" }, "Every board of the word list scored: seven letters with a pangram, and a center. Uses the word list above."),
    bestForm, progress.root, bestStatus, h("div", { class: "bee-best-scroll" }, bestTable));

  const boardName = (b) => `${b.letters.toUpperCase()} / ${b.center.toUpperCase()}`;
  async function findBest() {
    const params = { exclude: bestExclude.value, include: bestInclude.value, order: bestOrder.value, ...dictionary.params() };
    const topValue = numberParam(bestTop);
    if (topValue !== undefined) params.top = topValue;
    showError(bestError, bestFields, null);
    bestStatus.textContent = "";
    bestTable.hidden = true;
    bestBody.replaceChildren();
    findButton.disabled = true;
    progress.start(client.step === "ready" ? "Loading the word list…" : "Loading Python…");
    const r = await client.request("bee.best", params, {
      onProgress(info) {
        if (info.stage === "index") progress.update(info, `Scoring every board: ${fmt(info.done)} of ${fmt(info.total)} letter sets`);
        else if (info.stage === "search") {
          progress.update(info, "Searching…");
          if (info.boards?.length) bestStatus.textContent = `So far: ${info.boards.map((b) => `${boardName(b)} ${fmt(b.score)}`).join(" · ")}`;
        }
      },
    });
    progress.stop();
    findButton.disabled = false;
    if (r.error) {
      if (r.error.code === "cancelled") bestStatus.textContent = "Search stopped.";
      else { bestStatus.textContent = ""; showError(bestError, bestFields, r.error); }
      return;
    }
    const what = [r.exclude && `without ${r.exclude.toUpperCase()}`, r.include && `with ${r.include.toUpperCase()}`].filter(Boolean).join(", ");
    bestStatus.textContent = `${r.order === "worst" ? "Worst" : "Best"} ${fmt(r.boards.length)} board${r.boards.length === 1 ? "" : "s"}${what ? ` ${what}` : ""}`;
    bestBody.replaceChildren(...r.boards.map((b, i) => h("tr", {},
      h("td", {}, String(i + 1)),
      h("td", { class: "board" }, h("span", { class: "word" }, b.letters.toUpperCase()), " / ", h("strong", {}, b.center.toUpperCase())),
      h("td", { class: "num" }, fmt(b.score)),
      h("td", { class: "num" }, fmt(b.word_count)),
      h("td", { class: "num" }, fmt(b.pangram_count)),
      h("td", { class: "open" },
        h("button", { type: "button", class: "secondary", "aria-label": `All words of ${boardName(b)}`,
          onclick: () => { openSolve(b); summary.scrollIntoView?.({ block: "nearest" }); } }, "Words"),
        h("button", { type: "button", class: "secondary", "aria-label": `Play ${boardName(b)}`,
          onclick: () => { openPlay(b, { push: true }); guess.focus({ preventScroll: true }); top.scrollIntoView?.({ block: "nearest" }); } }, "Play")))));
    bestTable.hidden = false;
  }
  bestForm.addEventListener("submit", (e) => { e.preventDefault(); findBest(); });

  // --- Modes --------------------------------------------------------------------------------------
  function showMode(mode) {
    solvePanel.hidden = mode !== "solve";
    playPanel.hidden = mode !== "play";
    modeSolve.checked = mode === "solve";
    modePlay.checked = mode === "play";
  }
  /** The board the Solve fields hold, if they look complete. */
  function fieldsBoard() {
    const l = LOWER(letters.value);
    const c = LOWER(center.value);
    return l.length === 7 && c.length === 1 ? { letters: l, center: c } : null;
  }
  modePlay.addEventListener("change", () => {
    const board = fieldsBoard() || (game.letters && { letters: game.letters, center: game.center });
    if (board) openPlay(board, { push: true });
    else openDaily(true);
  });
  modeSolve.addEventListener("change", () => {
    if (game.letters && !(solved && solved.letters === game.letters && solved.center === game.center)) {
      openSolve(game);
    } else {
      showMode("solve");
      if (solved) { current = solved; onState(current); }
    }
  });
  dictionary.select.addEventListener("change", () => {
    if (!playPanel.hidden && game.letters && dictionary.value !== "custom") openPlay(game, { push: true });
  });
  dictionary.text.addEventListener("change", () => {
    if (!playPanel.hidden && game.letters) openPlay(game, { push: true });
  });

  root.append(top, solvePanel, playPanel, bestPanel);

  return {
    /** Set the board up: solve it, or play it (the puzzle of the day when the state has no board). */
    open(state) {
      dictionary.set(state.dictionary || "enable");
      if (state.mode === "play") {
        if (state.letters) openPlay(state);
        else openDaily(false);
      } else {
        openSolve(state);
      }
    },
    state: () => current,
  };
}
