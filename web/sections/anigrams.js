// Anigrams: chains of nested anagrams, four letters up. Explore a start (its longest chain as a
// ladder, how many games leave it, and a tree of next letters to step through) or play a game:
// six words from four scrambled letters to nine, one new letter a step.
import { DictionaryPicker, ProgressBar, confirmed, disarm, fmt, h, onScreen, showError } from "../ui.js";

const STEPS = 6;       // a game: words of 4, 5, 6, 7, 8 and 9 letters
const GOAL = 9;        // the last word's length (the API's default goal_length)
const MAX_HINTS = 6;   // "Show next letter" presses per game
const SEED_LIMIT = 1_000_000;
const ALL = /^\s*(all)?\s*$/i;  // an empty start (route and attribute: "all") explores every start

const upper = (s) => String(s ?? "").toUpperCase();
const plural = (n, one, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;

/** The person's own date (their time zone), YYYY-MM-DD: the game of the day changes at their midnight. */
export function today(d = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "123" → 123 (routes and embed attributes are text); anything else stays as given, for the API to explain. */
const seedOf = (s) => (/^\d+$/.test(String(s)) ? Number(s) : s);

/**
 * #anigrams/deir[/dictionary]       → {mode: "solve", start: "deir"[, dictionary]}  (explore)
 * #anigrams/all[/dictionary]        → {mode: "solve", start: "all"}  (the best of every start, every game)
 * #anigrams/play[/2026-11-21]       → {mode: "play", date}  (the game of that day; today without one)
 * #anigrams/play/seed/123           → {mode: "play", seed: 123}  (a random game)
 * A play route names the game, never its words.
 */
export function fromRoute(parts) {
  if (parts[0] === "play") {
    if (parts[1] === "seed") return { mode: "play", seed: seedOf(parts[2] ?? "") };
    return { mode: "play", date: parts[1] || today() };
  }
  const [start = "", dictionary] = parts;
  return { mode: "solve", start: start.toLowerCase(), ...(dictionary ? { dictionary } : {}) };
}

export function toRoute(state) {
  if (state.mode === "play") {
    return state.seed != null && state.seed !== "" ? ["play", "seed", String(state.seed)] : ["play", state.date || today()];
  }
  return [state.start, ...(state.dictionary ? [state.dictionary] : [])];
}

/** The letters of `word` as spans, the one letter that `before` lacks marked (the step's added letter). */
function lettersOf(word, before = null) {
  const left = before == null ? null : [...upper(before)];
  return [...upper(word)].map((c) => {
    const i = left ? left.indexOf(c) : 0;
    if (i >= 0) { left?.splice(i, 1); return h("span", {}, c); }
    return h("mark", { class: "anig-added", title: "added letter" }, c);
  });
}

/** Letter tiles; `mark` (a letter) is highlighted once, `blank` tiles show nothing. */
function tiles(letters, { mark = null, blank = false } = {}) {
  let marked = false;
  return h("span", { class: "anig-tiles" }, [...upper(letters)].map((c) => {
    const isNew = mark && !marked && c === upper(mark);
    if (isNew) marked = true;
    return h("span", { class: `anig-tile${isNew ? " new" : ""}${blank ? " blank" : ""}` }, blank ? "" : c);
  }));
}

const clock = (ms) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

export function mount(root, { client, embed = false, onState = () => {} }) {
  // ---- the long first query: one progress bar per panel, Cancel restarts the worker ----
  // (shown after a moment only, so that warm queries, a few milliseconds each, do not flicker it)
  function busy(bar, what) {
    const starting = () => bar.start(client.step === "ready" ? `${what}: loading the word list…` : "Starting Python…");
    const later = setTimeout(starting, 200);
    const onStatus = () => starting();
    client.addEventListener("status", onStatus);
    return {
      onProgress: (info) => { clearTimeout(later); if (bar.root.hidden) starting(); bar.update(info, `${what}: indexing words of ${info.done + 3} letters…`); },
      stop: () => { clearTimeout(later); client.removeEventListener("status", onStatus); bar.stop(); },
    };
  }

  // ---- mode switch ----
  const tabs = {
    solve: h("button", { type: "button", class: "secondary", "aria-pressed": "true", onclick: () => switchTo("solve") }, "Explore"),
    play: h("button", { type: "button", class: "secondary", "aria-pressed": "false", onclick: () => switchTo("play") }, "Play"),
  };
  const modes = h("div", { class: "anig-modes", role: "group", "aria-label": "Mode" }, tabs.solve, tabs.play);

  // ---- explore ----
  const start = h("input", { id: "anigrams-start", name: "start", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", placeholder: "DEIR", size: 8 });
  const dictionary = new DictionaryPicker("anigrams-dictionary");
  const fields = { start, ...dictionary.fields };
  const exploreError = h("p", { id: "anigrams-start-error", class: "field-error", role: "alert", hidden: true });
  const exploreBar = new ProgressBar("Building the chain index", () => client.cancel());
  const summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
  const allNote = h("p", { class: "anig-note", hidden: true });
  const ladder = h("ol", { class: "anig-ladder", "aria-label": "Longest chain" });
  const ladderBox = h("div", { class: "anig-ladder-box", hidden: true },
    h("h3", {}, "Longest chain"), ladder, h("p", { class: "anig-note" }, "The added letter of each step is marked; every word its letters make is listed."));
  const tree = h("div", { class: "anig-tree", hidden: true });
  const exploreForm = h("form", { class: "anig-form", novalidate: true },
    h("div", { class: "fields" },
      h("label", { for: "anigrams-start" }, "Start letters"), start,
      ...dictionary.elements,
      h("button", { type: "submit" }, "Find chains")),
    exploreError);
  const explorePanel = h("div", { class: "anig-explore" },
    h("p", { class: "anig-note" }, "A chain starts from four letters and adds one letter a step; each step's letters must make a word. "
      + "Type four letters to see the longest chain from them, how many games (chains to 9 letters) they start, and every way on; "
      + "leave it empty for the best of all starts."),
    exploreForm, exploreBar.root, summary, allNote, ladderBox, tree);

  let exploreTicket = 0;
  let explored = { mode: "solve", start: "" };
  let nodes = new Map();   // term -> anigrams.next result, for the explored word list
  let listParams = {};     // {dictionary} or {word_list} of the explored list
  let path = [];           // [{term, added}] from the start to the tree's current term

  async function explore() {
    const ticket = ++exploreTicket;
    listParams = dictionary.params();
    showError(exploreError, fields, null);
    summary.textContent = "";
    allNote.hidden = true;
    ladder.replaceChildren();
    ladderBox.hidden = tree.hidden = true;
    const all = ALL.test(start.value);  // no start: the best over every start, and every game
    const work = busy(exploreBar, "First query on this word list");
    const chain = await client.request("anigrams.longest", all ? listParams : { start: start.value, ...listParams },
      { onProgress: work.onProgress });
    const total = all && !chain.error ? await client.request("anigrams.count", listParams) : null;
    const node = chain.error || total?.error || !chain.start ? null : await client.request("anigrams.next", { term: chain.start, ...listParams });
    work.stop();
    if (ticket !== exploreTicket) return;  // a newer request has replaced this one
    const error = chain.error || total?.error || node?.error
      || (!chain.start && { message: "This word list has no 4-letter word, so no chain starts anywhere.", field: "start" });
    if (error) {
      showError(exploreError, fields, error);
      return;
    }
    nodes = new Map([[node.term, node]]);
    if (all) {
      const top = total.top_starts.slice(0, 3).map((t) => `${upper(t.term)} (${fmt(t.games)})`).join(", ");
      summary.textContent = `All ${fmt(total.starts)} starts: longest chain ${plural(chain.length, "word")} · ${plural(total.games, "game")} (4 to ${GOAL} letters)`;
      allNote.textContent = `${plural(chain.longest_chains, "chain")} that long, from ${plural(chain.best_starts.length, "start")}, `
        + `all ending in ${chain.ends.join(" or ")}; below, the first from ${upper(chain.start)}. Most games: ${top}.`;
    } else {
      summary.textContent = `${upper(chain.start)}: longest chain ${plural(chain.length, "word")} · ${plural(node.games, "game")} (4 to ${GOAL} letters)`;
    }
    allNote.hidden = !all;
    drawLadder(chain);
    path = [{ term: chain.start, added: null }];
    drawTree();
    if (!performance.getEntriesByName("wordloom:first-answer").length) performance.mark("wordloom:first-answer");
    explored = { mode: "solve", start: all ? "all" : chain.start };
    if (listParams.dictionary && listParams.dictionary !== "enable") explored.dictionary = listParams.dictionary;
    onState(explored);
  }

  function drawLadder(chain) {
    ladder.replaceChildren(...chain.steps.map((s, i) => {
      const word = chain.chain[i];
      return h("li", {},
        h("span", { class: "anig-plus", "aria-label": s.added ? `adds ${upper(s.added)}` : "start" }, s.added ? `+${upper(s.added)}` : ""),
        h("button", { type: "button", class: "anig-word", title: "Step through from here",
          "aria-label": `${upper(word)}: step through from here`,
          onclick: () => { path = chain.steps.slice(0, i + 1).map((t) => ({ term: t.term, added: t.added })); drawTree(true); } },
          lettersOf(word, i ? chain.chain[i - 1] : null)),
        h("span", { class: "anig-words" }, s.words.length > 1 ? `${s.words.length} words: ` : "", s.words.flatMap((w, j) => [j ? ", " : "",
          w === word ? h("strong", {}, w) : w])));
    }));
    ladderBox.hidden = false;
  }

  async function nodeOf(term) {
    if (!nodes.has(term)) {
      const r = await client.request("anigrams.next", { term, ...listParams });
      if (r.error) return r;
      nodes.set(term, r);
    }
    return nodes.get(term);
  }

  async function drawTree(focus = false, focusLetter = null) {
    const here = path[path.length - 1];
    const wanted = path.map((p) => p.term).join("/");
    const node = await nodeOf(here.term);
    if (wanted !== path.map((p) => p.term).join("/")) return;  // moved on meanwhile
    tree.hidden = false;
    if (node.error) {
      tree.replaceChildren(h("p", { class: "field-error", role: "alert" }, node.error.message));
      return;
    }
    const inGame = here.term.length <= GOAL;
    const crumbs = h("ol", { class: "anig-path" }, path.map((p, i) => h("li", {},
      i === path.length - 1
        ? h("span", { "aria-current": "step", class: "anig-here" }, p.added ? `+${upper(p.added)} ` : "", upper(p.term))
        : h("button", { type: "button", class: "secondary", onclick: () => { path = path.slice(0, i + 1); drawTree(true); } },
          p.added ? `+${upper(p.added)} ` : "", upper(p.term)))));
    const up = h("button", { type: "button", class: "secondary", disabled: path.length === 1,
      onclick: () => { const left = path.pop(); drawTree(true, left.added); } }, "Back up");
    const facts = [node.words.join(", "),
      inGame ? plural(node.games, "game") : `past ${GOAL} letters`, `longest chain from here ${plural(node.longest, "word")}`];
    const next = node.next.map((n) => h("li", {},
      h("button", { type: "button", class: "anig-next-letter", dataset: { letter: n.letter },
        onclick: () => { path = [...path, { term: n.term, added: n.letter }]; drawTree(true); } },
        h("span", { class: "anig-plus" }, `+${upper(n.letter)}`),
        h("span", { class: "anig-words" }, n.words.join(", ")),
        h("span", { class: "anig-count" }, n.term.length <= GOAL ? `${plural(n.games, "game")} · ` : "", `longest ${n.longest}`))));
    tree.replaceChildren(
      h("h3", {}, "Step through the chains"),
      h("nav", { "aria-label": "Chain so far" }, crumbs),
      h("p", { class: "anig-node" }, h("strong", {}, upper(here.term)), ` (${here.term.length} letters): `, facts.join(" · ")),
      next.length
        ? h("p", { class: "anig-note" }, `Add a letter (${plural(next.length, "choice")}):`)
        : h("p", { class: "anig-note" }, "No letter can be added: the chain ends here."),
      next.length ? h("ul", { class: "anig-next", "aria-label": "Next letters" }, next) : null,
      up);
    if (focus) {
      const target = (focusLetter && tree.querySelector(`.anig-next-letter[data-letter="${focusLetter}"]`))
        || tree.querySelector(".anig-next-letter") || (up.disabled ? null : up);
      target?.focus();
    }
  }

  exploreForm.addEventListener("submit", (e) => { e.preventDefault(); explore(); });
  tree.addEventListener("keydown", (e) => {  // Backspace or Escape backs up one letter
    if ((e.key === "Backspace" || e.key === "Escape") && path.length > 1) {
      e.preventDefault();
      const left = path.pop();
      drawTree(true, left.added);
    }
  });

  // ---- play ----
  const guess = h("input", { id: "anigrams-guess", name: "guess", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", size: 12, disabled: true });
  const guessError = h("p", { id: "anigrams-guess-error", class: "field-error", role: "alert", hidden: true });
  const gameError = h("p", { id: "anigrams-game-error", class: "field-error", role: "alert", hidden: true });
  const playBar = new ProgressBar("Preparing the game", () => client.cancel());
  const title = h("p", { class: "anig-title" });
  const timer = h("span", { class: "anig-clock", role: "timer", "aria-label": "Time" }, "0:00");
  const hintsLeft = h("span", { class: "anig-hints-left" });
  const rungs = h("ol", { class: "anig-rungs", "aria-label": "Steps" });
  const playStatus = h("p", { class: "anig-status", role: "status", "aria-live": "polite" });
  const hintButton = h("button", { type: "button", class: "secondary", disabled: true, onclick: () => hint() }, "Show next letter");
  const giveUpButton = h("button", { type: "button", class: "secondary", disabled: true, onclick: () => giveUp() }, "Give up");
  const checkButton = h("button", { type: "submit", disabled: true }, "Check");
  const guessForm = h("form", { class: "anig-guess", novalidate: true },
    h("div", { class: "fields" },
      h("label", { for: "anigrams-guess" }, "Your word"), guess, checkButton, hintButton, giveUpButton),
    guessError);
  const shareText = h("pre", { class: "anig-share", "aria-label": "Your result" });
  const copied = h("span", { class: "copied", role: "status" });
  const copyButton = h("button", { type: "button", onclick: () => copyResult() }, "Copy result");
  const exploreThis = h("button", { type: "button", class: "secondary", onclick: () => {
    open({ mode: "solve", start: session.game.start });
  } }, "Explore this start");
  const end = h("div", { class: "anig-end", hidden: true },
    h("h3", {}, "Your result"), shareText, h("div", { class: "fields" }, copyButton, exploreThis, copied));
  const board = h("div", { class: "anig-board", hidden: true },
    h("div", { class: "anig-meta" }, title, h("span", {}, "Time ", timer), hintsLeft), rungs, guessForm, playStatus, end);
  const playPanel = h("div", { class: "anig-play", hidden: true },
    h("p", { class: "anig-note" }, "Unscramble the letters into a word; each right word adds a letter, from 4 letters to 9. "
      + `"Show next letter" gives the next letter of a word (${MAX_HINTS} per game).`),
    h("div", { class: "fields" },
      h("button", { type: "button", onclick: () => newGame({ mode: "play", date: today() }, true) }, "Game of the day"),
      h("button", { type: "button", class: "secondary", onclick: () => newGame({ mode: "play", seed: randomSeed() }, true) }, "Random game")),
    gameError, playBar.root, board);

  root.append(modes, explorePanel, playPanel);

  const sessions = new Map();  // game id -> session: going back to a game resumes it
  let session = null;
  let wantedPlay = null;       // the game being prepared
  let playTicket = 0;
  let ticking = null;

  const idOf = (state) => (state.seed != null ? `seed:${state.seed}` : `date:${state.date}`);
  const randomSeed = () => {
    const n = new Uint32Array(1);
    crypto.getRandomValues(n);
    return n[0] % SEED_LIMIT;
  };

  async function newGame(state, byHand = false) {
    const id = idOf(state);
    const ticket = ++playTicket;  // also drops a game still being prepared
    if (sessions.has(id)) { resume(sessions.get(id), byHand); onState(session.state); return; }
    pause();
    session = null;
    wantedPlay = state;
    board.hidden = true;
    showError(gameError, {}, null);
    const work = busy(playBar, "Preparing the game");
    const params = state.seed != null ? { seed: state.seed } : { date: state.date };
    const game = await client.request("anigrams.game", params, { onProgress: work.onProgress });
    work.stop();
    if (ticket !== playTicket) return;
    if (game.error) {
      showError(gameError, {}, game.error);
      return;
    }
    const s = { id, state, game, step: 0, words: Array(STEPS).fill(null), hinted: Array(STEPS).fill(0), hints: 0,
      elapsed: 0, since: null, done: false, gaveUp: false };
    restore(s);
    sessions.set(id, s);
    resume(s, byHand);
    onState(state);
  }

  function resume(s, byHand) {
    pause();
    session = s;
    showError(gameError, {}, null);
    showError(guessError, { guess }, null);
    playStatus.textContent = "";
    board.hidden = false;
    const g = s.game;
    title.textContent = g.date ? `Game of the day · ${g.date} · No. ${g.number}` : `Random game ${g.seed}`;
    drawBoard();
    if (!s.done) run();
    if (byHand) (s.done ? copyButton : guess).focus();
  }

  // A game's progress is kept in this browser (localStorage), so a reload or a later visit resumes it.
  const storageKey = (s) => `wordloom:anigrams:${s.id}`;
  function save(s) {
    const { step, words, hinted, hints, done, gaveUp } = s;
    try {
      localStorage.setItem(storageKey(s), JSON.stringify({ letters: s.game.letters, step, words, hinted, hints,
        elapsed: Math.round(elapsed(s)), done, gaveUp }));
    } catch { /* storage off (private mode, a blocked third-party frame): the game just is not kept */ }
  }
  function restore(s) {
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey(s)) || "null");
      if (saved?.letters !== s.game.letters || !Array.isArray(saved.words) || saved.words.length !== STEPS) return;
      const { step, words, hinted, hints, elapsed: ms, done, gaveUp } = saved;
      Object.assign(s, { step, words, hinted, hints, elapsed: ms, done, gaveUp });
    } catch { /* nothing usable kept */ }
  }

  const elapsed = (s) => s.elapsed + (s.since == null ? 0 : performance.now() - s.since);
  // The clock runs only while the game is on screen: the page visible and this section's Play shown.
  function syncClock() {
    if (!session || session.done || ticking == null) return;
    const shown = onScreen(playPanel);
    if (!shown && session.since != null) { session.elapsed = elapsed(session); session.since = null; save(session); }
    else if (shown && session.since == null) session.since = performance.now();
  }
  document.addEventListener("visibilitychange", syncClock);
  function run() {
    clearInterval(ticking);
    session.since ??= performance.now();
    let ticks = 0;
    ticking = setInterval(() => {
      if (!session) return;
      syncClock();
      timer.textContent = clock(elapsed(session));
      if (++ticks % 8 === 0) save(session);  // the clock, every 2 s
    }, 250);
  }
  function pause() {
    clearInterval(ticking);
    ticking = null;
    if (session && session.since != null) {
      session.elapsed = elapsed(session);
      session.since = null;
      save(session);
    }
  }

  function drawBoard() {
    const s = session;
    const steps = s.game.steps;
    timer.textContent = clock(elapsed(s));
    hintsLeft.textContent = `${MAX_HINTS - s.hints} of ${MAX_HINTS} hints left`;
    rungs.replaceChildren(...steps.map((step, i) => {
      const length = 4 + i;
      let body, label;
      if (s.words[i] || (s.done && s.gaveUp && i >= s.step)) {
        const word = s.words[i] || step.words[0];
        const prev = i ? (s.words[i - 1] || steps[i - 1].words[0]) : null;
        body = [h("span", { class: "anig-tiles solved" }, lettersOf(word, prev).map((el) => { el.classList.add("anig-tile"); return el; })),
          s.done ? h("span", { class: "anig-words" }, step.words.join(", ")) : null];
        label = s.words[i] ? `solved: ${upper(word)}` : `not found: ${upper(word)}`;
      } else if (i === s.step && !s.done) {
        const shown = step.words[0].slice(0, s.hinted[i]);
        body = [tiles(step.scrambled, { mark: step.added }),
          step.added ? h("span", { class: "anig-plus" }, `+${upper(step.added)}`) : null,
          shown ? h("span", { class: "anig-hint" }, "Starts ", h("strong", {}, upper(shown)), "_".repeat(length - shown.length)) : null];
        label = `now: unscramble ${[...upper(step.scrambled)].join(" ")}`;
      } else {
        body = [tiles("?".repeat(length), { blank: true })];
        label = `${length} letters, to come`;
      }
      const mark = s.words[i] ? (s.hinted[i] ? "hint" : "✓") : "";
      return h("li", { class: i === s.step && !s.done ? "current" : (s.words[i] ? "solved" : "") },
        h("span", { class: "visually-hidden" }, `Step ${i + 1}, ${length} letters, ${label}`),
        h("span", { "aria-hidden": "true", class: "anig-rung" }, body),
        mark ? h("span", { class: "anig-mark", "aria-hidden": "true" }, mark) : null);
    }));
    const playing = !s.done;
    guess.disabled = checkButton.disabled = giveUpButton.disabled = !playing;
    const current = steps[s.step];
    hintButton.disabled = !playing || s.hints >= MAX_HINTS || s.hinted[s.step] >= current.words[0].length - 1;
    hintButton.textContent = "Show next letter";
    disarm(giveUpButton, "Give up");
    end.hidden = playing;
    guessForm.hidden = !playing;
    if (!playing) {
      shareText.textContent = resultText(s);
      copied.textContent = "";
    }
  }

  async function check() {
    const s = session;
    if (!s || s.done || guess.disabled) return;
    const at = s.step;
    showError(guessError, { guess }, null);
    const sent = guess.value;
    const r = await client.request("anigrams.check", { term: s.game.steps[at].term, guess: sent });
    if (s !== session || s.done || s.step !== at) return;  // an answer to an older question
    if (r.error) {
      showError(guessError, { guess }, r.error);
      return;
    }
    if (!r.correct) {
      showError(guessError, { guess }, { message: r.message, field: "guess" });
      guess.select();
      return;
    }
    s.words[s.step] = r.guess;
    if (guess.value === sent) guess.value = "";  // keep what was typed meanwhile
    if (s.step < STEPS - 1) { s.step += 1; save(s); }
    if (s.words[STEPS - 1]) {
      finish(s);
      playStatus.textContent = `${upper(r.guess)} is right. Solved in ${clock(s.elapsed)}${s.hints ? ` with ${plural(s.hints, "hint")}` : ""}!`;
      copyButton.focus();
      return;
    }
    const next = s.game.steps[s.step];
    playStatus.textContent = `${upper(r.guess)} is right. Next letter: ${upper(next.added)}. Now unscramble ${upper(next.scrambled)}.`;
    drawBoard();
    guess.focus();
  }

  function finish(s) {
    pause();
    s.done = true;
    save(s);
    drawBoard();
  }

  function hint() {
    const s = session;
    if (!s || s.done || s.hints >= MAX_HINTS) return;
    s.hinted[s.step] += 1;
    s.hints += 1;
    save(s);
    drawBoard();
    const word = s.game.steps[s.step].words[0];
    playStatus.textContent = `It starts ${upper(word.slice(0, s.hinted[s.step]))}.`;
    guess.focus();
  }

  function giveUp() {
    if (!session || session.done) return;
    if (!confirmed(giveUpButton, playStatus, "Show the words?", "Press again to end the game and show the words.")) return;
    session.gaveUp = true;
    finish(session);
    playStatus.textContent = "The words are shown.";
    copyButton.focus();
  }

  /** The spoiler-free result: the game, a square per step, the time and the hints. */
  function resultText(s) {
    const g = s.game;
    const squares = s.words.map((w, i) => (!w ? "⬛" : s.hinted[i] ? "🟨" : "🟩")).join("");
    const name = g.date ? `${g.date} (No. ${g.number})` : `random game ${g.seed}`;
    const solved = s.words.filter(Boolean).length;
    const lines = [`wordloom Anigrams ${name}`, squares,
      `⏱ ${clock(s.elapsed)} · 💡 ${plural(s.hints, "hint")}${solved < STEPS ? ` · ${solved}/${STEPS} words` : ""}`];
    if (!embed) lines.push(new URL(`#anigrams/${toRoute(s.state).join("/")}`, location.href).href);
    return lines.join("\n");
  }

  async function copyResult() {
    const text = shareText.textContent;
    try {
      await navigator.clipboard.writeText(text);
      copied.textContent = "Copied to the clipboard";
    } catch {
      getSelection()?.selectAllChildren(shareText);
      copied.textContent = "Select the text and copy it";
    }
  }

  guessForm.addEventListener("submit", (e) => { e.preventDefault(); check(); });

  // ---- modes ----
  let mode = "solve";
  function setMode(m) {
    mode = m;
    explorePanel.hidden = m !== "solve";
    playPanel.hidden = m !== "play";
    tabs.solve.setAttribute("aria-pressed", String(m === "solve"));
    tabs.play.setAttribute("aria-pressed", String(m === "play"));
    if (m !== "play") pause();
    else if (session && !session.done && session.since == null) run();
  }

  function switchTo(m) {
    if (m === mode) return;
    setMode(m);
    if (m === "play") {
      if (session) { resume(session, true); onState(session.state); } else newGame({ mode: "play", date: today() }, true);
    } else {
      onState(explored);
      start.focus();
    }
  }

  function open(state) {
    if (state.mode === "play") {
      setMode("play");
      const wanted = state.seed != null && state.seed !== ""
        ? { mode: "play", seed: seedOf(state.seed) } : { mode: "play", date: state.date || today() };
      if (session && session.id === idOf(wanted)) resume(session, false);
      else newGame(wanted);
      return;
    }
    setMode("solve");
    start.value = ALL.test(state.start ?? "") ? "" : upper(state.start);
    dictionary.set(state.dictionary || "enable");
    if (state.start) explore();
  }

  return {
    /** Explore a start, or start (or resume) a game. */
    open,
    state: () => (mode === "play" ? (session?.state ?? wantedPlay ?? { mode: "play", date: today() }) : explored),
  };
}
