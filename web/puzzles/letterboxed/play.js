// Letter Boxed — Play: spell words with the box's letters (type, click, or the box's keys). Every
// letter typed and every word entered is judged by the solver (letterboxed.check); hints step by
// step (letterboxed.hints); Give up (asked twice) or a finished chain shows the best solutions.
// The puzzle of the day and random puzzles come from letterboxed.generate. A game in progress is
// kept (game.js) and resumes after a reload; its clock counts only while it is on screen.
import { withChallenge } from "../../components/challenge.js";
import { h, setEnabled } from "../../components/dom.js";
import { GameClock } from "../../components/clock.js";
import { FieldErrors, inTheLink, messageFor } from "../../components/field-error.js";
import { GiveUpButton, setGameOver } from "../../components/game.js";
import { GuessKeys } from "../../components/guess-keys.js";
import { t, tn, translateMessage } from "../../components/i18n.js";
import { Requests } from "../../components/request.js";
import { View } from "../../components/view.js";
import { Box } from "./box.js";
import { Game, followGames, gameId, lbChallenge, merge } from "./game.js";
import { HintLines } from "./hints.js";
import { Results, byWordCount } from "./results.js";
import { chainShown, gameLanguageField, inSentence, wordShown } from "../../components/language.js";
import { DEFAULT_LIST, listParams, playState, solveState, toRoute, todayState, upper } from "./state.js";
import { WordEntry } from "./word.js";

const SEED_LIMIT = 1_000_000;

export class LbPlay extends View {
  constructor(ctx) {
    super(ctx);
    this.sessions = new Map();  // game id → Game: going back to a puzzle resumes it
    this.game = null;
    this.queue = Promise.resolve();  // moves run one after another, in the order made
    followGames((key, kept) => this.enqueue(() => this.heard(key, kept)));

    this.gameError = new FieldErrors("lb-game-error", {}, inTheLink({ date: t("date"), seed: t("seed"), sides: t("box") }),  // no field here
      { retry: () => this.shown && this.newGame(this.shown) });
    this.asks = new Requests(ctx.client, { bar: t("Preparing the puzzle"), cancelOlder: true });  // a new puzzle stops the one before
    this.loading = this.asks.bar;
    this.title = h("p", { class: "lb-title" });
    this.clock = new GameClock({ label: t("Time played") });
    this.chain = h("ol", { class: "lb-chain", "aria-label": t("Words played") });
    this.status = h("p", { class: "lb-status" });  // where the game stands; each move announces its own part
    this.box = new Box({ label: t("The box: click letters to spell a word"), onLetter: (c) => this.entry.type(this.entry.input.value + c) });
    this.entry = new WordEntry(this);
    this.keys = new GuessKeys({ input: this.entry.input, area: this.box.el, playing: () => !!this.game && !this.game.over,
      submit: () => this.enqueue(() => this.submit()), type: (c) => this.entry.type(this.entry.input.value + c), erase: () => this.entry.backspace(),
      empty: () => this.entry.input.value.trim().toLowerCase() === (this.game?.words.length ? this.game.next.toLowerCase() : "") });  // a next word's given first letter is not typing
    this.hints = new HintLines();
    this.hintButton = h("button", { type: "button", class: "secondary", onclick: () => this.enqueue(() => this.hint()) }, t("Hint"));
    this.undoButton = h("button", { type: "button", class: "secondary", onclick: () => this.enqueue(() => this.undo()) }, t("Undo word"));
    this.restartButton = h("button", { type: "button", class: "secondary", onclick: () => this.enqueue(() => this.restart()) }, t("Restart"));
    this.giveUp = new GiveUpButton({ status: this.status, explain: t("Press again to end the game and show the best solutions.") });
    this.giveUp.addEventListener("confirm", () => this.enqueue(() => this.endGame()));
    this.playResults = new Results(this.box, t("The best solutions"));
    this.reveal = h("div", { class: "lb-reveal", hidden: true }, h("h3", {}, t("The best solutions")), this.playResults.el,
      h("button", { type: "button", class: "secondary", onclick: () => this.solveBox() }, t("All solutions of this box")));
    this.area = h("div", { class: "lb-top" },
      h("div", { class: "lb-left" }, this.chain, this.entry.el,
        h("div", { class: "fields" }, this.undoButton, this.restartButton, this.hintButton, this.giveUp.el),
        this.status, this.hints.el),
      this.box.el);
    this.challenge = lbChallenge();
    this.board = h("div", { class: "lb-board", hidden: true },
      h("div", { class: "lb-game-head" }, this.title, this.clock.el), this.challenge.banner, this.area, this.challenge.el, this.reveal);
    this.el = h("div", { class: "lb-play" },
      h("p", { class: "lb-note" }, t("Spell words with the letters of the box: click them or type. Letters next to each other in a word must be on different sides; each word starts with the last letter of the one before. Use all twelve letters in as few words as you can.")),
      h("div", { class: "fields" },
        h("button", { type: "button", onclick: () => this.newGame(playState({ dictionary: this.chosenList() }), { byHand: true, share: true }) }, t("Puzzle of the day")),
        h("button", { type: "button", class: "secondary", onclick: () => this.newGame(playState({ seed: randomSeed(), dictionary: this.chosenList() }), { byHand: true, share: true }) }, t("Random puzzle")),
        this.languageField()),
      this.gameError.el, this.loading.el, this.board);
    this.clock.addEventListener("tick", () => {  // the time is kept now and then, and at each move
      if (this.game && !this.game.over && this.clock.used - this.game.used >= 5000) { this.game.used = this.clock.used; this.game.save(); }
    });
  }

  initial() { return todayState(); }

  /** The puzzles' language: English and each language whose common list is shipped (the day's and
   *  random puzzles are drawn from it). Choosing one plays its puzzle of the same day (or seed). */
  languageField() {
    const { lists, select, field } = gameLanguageField("lb-language", t("Puzzle language"), DEFAULT_LIST, () => {
      const st = this.shown ?? {}, dictionary = this.chosenList();
      this.newGame(playState(st.seed != null && !st.sides ? { seed: st.seed, dictionary } : { date: st.sides ? null : st.date, dictionary }),
        { byHand: true, share: true });
    });
    this.lists = lists;
    this.languageSelect = select;
    return field;
  }

  /** The list the language chosen plays on (null: English's default). */
  chosenList() {
    const list = this.lists[this.languageSelect.value];
    return list === DEFAULT_LIST ? null : list;
  }

  load(state) {
    const byHand = !!this.byHand;
    const known = this.ctx.lists.some((l) => l.name === state.dictionary);  // a link's unknown list: the default
    this.newGame(withChallenge(playState({ ...state, dictionary: known ? state.dictionary : null }), state.challenge), { byHand });
  }

  activate() {
    this.keys.attach(this.scope);
    this.scope.own({ close: () => this.pause() });
    const keep = () => { if (this.game && !this.game.over && this.clock.started) { this.game.used = this.clock.used; this.game.save(); } };
    this.scope.on(window, "pagehide", keep);  // a reload resumes at the time the clock showed
    this.scope.on(document, "visibilitychange", keep);
    if (this.game && !this.game.over && !this.board.hidden) this.clock.start(this.game.used);
  }

  deactivate() { this.giveUp.disarm(); }

  /** Off screen: the clock stops and its reading is kept with the game. */
  pause() {
    if (this.game && !this.game.over && this.clock.started) { this.game.used = this.clock.used; this.game.save(); }
    this.clock.stop();
  }

  enqueue(job) {
    this.queue = this.queue.then(job).catch((e) => this.entry.errors.show({ message: String(e?.message || e) }));
    return this.queue;
  }

  ask(action, extra = {}, opts = {}) {
    return this.ctx.client.request(action, { ...this.game.params, ...extra }, opts);
  }

  /** Start (or resume) the game of a play state; `share` makes it a new history entry once ready. */
  async newGame(state, { byHand = false, share = false } = {}) {
    const round = this.asks.begin();
    this.shown = state;
    const known = this.sessions.get(gameId(state));
    if (known) { this.resume(known, byHand); if (share) this.share(state); return; }
    this.pause();
    this.game = null;
    this.board.hidden = true;
    this.gameError.clear();
    const making = { bar: "Making the puzzle…" };
    const r = state.sides
      ? await round.ask("letterboxed.check", { sides: state.sides, words: [], ...listParams(state) }, making)
      : await round.ask("letterboxed.generate", { ...(state.seed != null ? { seed: state.seed } : { date: state.date }),
        ...listParams({ dictionary: state.dictionary }) }, making);  // made from the list it is played on
    if (!r) return;
    if (r.error) { this.gameError.show(r.error.code === "cancelled" ? { message: t("Stopped.") } : r.error); return; }
    const g = new Game(state, r.sides, r.intended || null);
    Object.assign(g.spellings, r.spellings);
    await this.restore(g);
    if (round.stale) return;
    this.sessions.set(g.id, g);
    this.resume(g, byHand);
    if (share) this.share(state);
  }

  /** Take back what was saved for this box, as far as the solver still accepts it. */
  async restore(g) {
    const saved = g.saved();
    if (!saved) return;
    let words = saved.words;
    if (words.length) {
      const check = (list) => this.ctx.client.request("letterboxed.check", { ...g.params, words: list });
      let r = await check(words);
      const bad = r.error ? -1 : r.words.findIndex((w) => !w.valid);
      if (bad >= 0) r = await check(words = words.slice(0, bad));  // keep what still holds
      if (r.error) return;
      g.words = words;
      g.judged(r);
    }
    Object.assign(g, { hintStep: saved.hintStep, gaveUp: saved.gaveUp, used: saved.used, since: saved.since, at: saved.at });
    if (!g.over) g.current = (await this.entry.problem(g, saved.current)) ? g.next : saved.current || g.next;
  }

  /** Another tab kept this box: its chain, hints and end show here as after a reload (a longer chain, or its
   *  Restart or Undo, replaces this one's), without a reload. */
  async heard(key, kept) {
    for (const [id, s] of this.sessions) if (s.key === key && s !== this.game) this.sessions.delete(id);  // read again when gone back to
    const g = this.game;
    if (!g || key !== g.key) return;
    const mine = g.kept(), merged = merge(kept, mine);
    const moves = (v) => JSON.stringify([v.words, v.hintStep, v.gaveUp, v.solved, v.since]);
    if (moves(merged) === moves(mine)) {  // the same chain: only the other tab's clock (or its typing)
      if (merged.used > g.used && !g.over) { g.used = merged.used; if (this.clock.started) this.clock.start(g.used); }
      return;
    }
    if (JSON.stringify(merged) !== JSON.stringify(kept)) g.save();  // this tab had more than the other kept
    const next = new Game(g.state, g.sides, g.intended);
    next.hints = g.hints;
    await this.restore(next);  // as a reload takes it back: judged again by the solver
    if (g !== this.game) return;
    this.clock.stop();  // this tab's time is in the merged one: the game that goes is not kept again
    this.sessions.set(next.id, next);
    this.resume(next, false);
  }

  resume(g, byHand) {
    this.pause();
    this.game = g;
    this.shown = g.state;
    this.gameError.clear();
    this.entry.errors.clear();
    this.board.hidden = false;
    this.title.textContent = g.title();
    if (Object.values(this.lists).includes(g.params.dictionary)) this.languageSelect.value = g.language;  // a box on another list keeps the choice
    this.box.setSides(g.sides);
    this.playResults.clear();
    this.reveal.hidden = true;
    this.hints.clear();
    this.challenge.open(g.state, toRoute(g.state), (words) => this.verify(words));
    if (g.over) this.showBest(g, false);
    this.clock.start(g.used);  // shows the game's time; it counts only while the game goes on, here
    if (g.over || !this.active) this.clock.stop();
    this.draw();
    if (g.hintStep) this.enqueue(() => this.showHints(g));
    if (this.active && (byHand || !this.ctx.embed)) this.bringIntoView();
    if (byHand && !g.over) this.entry.input.focus({ preventScroll: true });
  }

  /** On a small screen, scroll so that the game's head, box and word field are on screen. */
  bringIntoView() {
    const head = this.board.firstElementChild.getBoundingClientRect(), field = this.entry.el.getBoundingClientRect();
    if (head.top < 0 || field.bottom > innerHeight) this.board.scrollIntoView({ block: "start" });
  }

  draw() {
    const g = this.game;
    const over = g.over;
    this.giveUp.disarm();
    this.entry.show(g.current);
    this.box.play(g.words, g.current, g.next, g.missing);
    this.box.setEnabled(!over);
    this.chain.replaceChildren(...g.words.map((w) => h("li", {}, wordShown(w, { language: g.language, spellings: g.spellings, caps: true, cls: "lb-chip" }))));
    this.chain.hidden = !g.words.length;
    setGameOver(this.area, over, [this.restartButton]);
    setEnabled(this.hintButton, !(over || g.hintStep >= 3), over ? null : this.entry.input);
    this.hintButton.textContent = g.hintStep >= 3 ? t("No more hints") : t("Hint ({n} of {total})", { n: g.hintStep + 1, total: 3 });
    setEnabled(this.undoButton, !(over || !g.words.length), over ? null : this.entry.input);
    this.entry.el.hidden = this.undoButton.hidden = this.hintButton.hidden = this.giveUp.el.hidden = over;  // over: only Play again
    this.restartButton.textContent = over ? t("Play again") : t("Restart");
    this.restartButton.disabled = !g.words.length && !g.current && !over;
    this.status.textContent = g.status();
  }

  /** The game is over: its clock stops, and the game keeps the time it shows. */
  stopClock(g) {
    this.clock.stop();
    if (g === this.game) g.used = this.clock.used;
  }

  /** A move changed the game: keep it (with the time so far) and show it. */
  changed(g) {
    if (this.clock.started) g.used = this.clock.used;
    g.at = Date.now();
    g.save();
    if (g === this.game) this.draw();
  }

  /** The word being typed was accepted. */
  typed(g, text) {
    g.current = text;
    this.changed(g);
  }

  /** Enter: the solver judges the chain with the new word. */
  async submit(g = this.game) {
    if (!g || g.over || g !== this.game) return;
    const w = g.current;
    if (!w) return;
    const r = await this.ask("letterboxed.check", { words: [...g.words, w] });
    if (g !== this.game || g.over || g.current !== w) return;
    if (r.error) { this.entry.errors.show(r.error); return; }
    const verdict = r.words[r.words.length - 1];
    if (!verdict.valid) { this.entry.errors.show({ message: translateMessage(verdict.reason), field: "word" }); return; }
    this.entry.errors.clear();
    g.words.push(w);
    g.judged(r);
    g.current = g.solved ? "" : g.next;
    if (g.solved) this.stopClock(g);
    this.changed(g);
    const said = (word) => g.shown(word).toLowerCase();  // as the language writes it (read as a word, not spelled out)
    if (g.solved) {
      this.announce(tn(g.words.length, { one: "{word}: accepted. Solved in {n} word: {words}! The best solutions are listed below.",
        other: "{word}: accepted. Solved in {n} words: {words}! The best solutions are listed below." }, { word: said(w), words: g.words.map(said).join(", ") }));
    } else this.announce(t("{word}: accepted. {left} The next word starts with {letter}.", { word: said(w), left: this.lettersLeft(g), letter: upper(g.next) }));
    if (g.solved) this.showBest(g, true);
    else this.entry.input.focus({ preventScroll: true });
  }

  /** "Letters left: Y, Q, I." or "Every letter is used." */
  lettersLeft(g) {
    return g.missing.length ? t("Letters left: {letters}.", { letters: g.missing.map(upper).join(", ") }) : t("Every letter is used.");
  }

  /** The coverage of the words as they are now (after an undo or a restart). */
  async recount(g) {
    const r = await this.ask("letterboxed.check", { words: g.words });
    if (!r.error) g.judged(r);
  }

  async undo(g = this.game) {
    if (!g || !g.words.length || g.over) return;
    g.current = g.words.pop();
    g.since = Date.now();  // a shorter chain: a new start, which wins in another tab
    this.entry.errors.clear();
    await this.recount(g);
    this.changed(g);
    this.announce(t("{word} taken back: it is in the word field again. {left}", { word: g.current, left: this.lettersLeft(g) }));
    this.entry.input.focus({ preventScroll: true });
  }

  async restart(g = this.game) {
    if (!g) return;
    Object.assign(g, { words: [], current: "", gaveUp: false, solved: false, used: 0, since: Date.now() });
    this.challenge.reset();
    this.reveal.hidden = true;
    this.entry.errors.clear();
    await this.recount(g);
    this.clock.start(0);
    this.changed(g);
    this.announce(t("A new start: no words played."));
    this.entry.input.focus({ preventScroll: true });
  }

  async hintsOf(g) {
    if (!g.hints) {
      const r = await this.ask("letterboxed.hints");
      if (r.error) return r;
      g.hints = r;
    }
    return g.hints;
  }

  async hint(g = this.game) {
    if (!g || g.hintStep >= 3 || g.over) return;
    const r = await this.hintsOf(g);
    if (r.error) { this.entry.errors.show(r.error); return; }
    g.hintStep += 1;
    this.changed(g);
    await this.showHints(g);
    this.announce(this.hints.el.lastElementChild?.textContent);
  }

  async showHints(g) {
    const r = await this.hintsOf(g);
    if (g === this.game && !r.error) this.hints.show(r, g.hintStep, g.language);
  }

  async endGame(g = this.game) {
    if (!g || g.over) return;
    Object.assign(g, { gaveUp: true, current: "" });  // the unsubmitted word and its path go
    this.entry.errors.clear();
    this.stopClock(g);
    this.changed(g);
    this.announce(tn(g.words.length, { one: "Game over. {n} word played. The best solutions are listed below.",
      other: "Game over. {n} words played. The best solutions are listed below." }));
    await this.showBest(g, true);
  }

  /** The best solutions of the box (every one counted, the best 10 listed) once the game is over. */
  async showBest(g, focus) {
    this.challenge.end({ score: g.solved ? g.words.length : 0, words: g.words });
    this.reveal.hidden = false;
    this.playResults.el.replaceChildren(h("p", { class: "lb-note" }, t("Finding the best solutions…")));
    const r = await this.ask("letterboxed.solve", { max_solutions: 10 });
    if (g !== this.game) return;
    if (r.error) { this.playResults.el.replaceChildren(h("p", { class: "field-error" }, messageFor(r.error))); return; }
    Object.assign(g.spellings, r.spellings);
    this.playResults.spell(g.language, g.language === "en" ? null : g.spellings);
    this.playResults.render(r.counts, byWordCount(r.solutions), { few: 10 });
    if (g.intended) this.playResults.note(inSentence(t("This puzzle was made from {words}."), "words", chainShown(g.intended, g.language, g.spellings)));
    if (!r.solutions.length) this.playResults.note(tn(r.max_words, { one: "No solution of up to {n} word.", other: "No solution of up to {n} words." }));
    if (focus) this.playResults.el.querySelector(".lb-sol")?.focus();
  }

  /** A challenge's chain as the solver judges it on this box: its score (words, if it solves the box) and its valid words. */
  async verify(words) {
    const r = await this.ask("letterboxed.check", { words });
    return r.error ? r : { score: r.complete ? words.length : 0, valid: r.words.filter((w) => w.valid).map((w) => w.word) };
  }

  solveBox() {
    const g = this.game;
    this.ctx.go(solveState({ sides: g.sides.join(" "), common: g.state.common, dictionary: g.state.dictionary }));
  }
}

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] % SEED_LIMIT;
