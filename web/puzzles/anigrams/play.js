// Anigrams — Play: unscramble four letters into a word, then each step adds a letter, up to the
// game's last word. The game (anigrams.game: a date or a seed) and every verdict (anigrams.check)
// are the solver's; the page keeps the person's progress (Store "anigrams"), so a reload, a later
// visit or going back to a game resumes it, and the clock counts only while the game is on screen.
import { Challenge, challengeKey } from "../../components/challenge.js";
import { field, h } from "../../components/dom.js";
import { GameClock, mmss } from "../../components/clock.js";
import { FieldErrors, inTheLink } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { GiveUpButton, setGameOver } from "../../components/game.js";
import { GuessKeys } from "../../components/guess-keys.js";
import { languageName, t, tn, translateMessage } from "../../components/i18n.js";
import { Requests } from "../../components/request.js";
import { factOf, precheck } from "../../components/schema.js";
import { Store, laterStart } from "../../components/store.js";
import { View } from "../../components/view.js";
import { busy } from "./busy.js";
import { upper } from "./letters.js";
import { ResultBox, resultText } from "./result.js";
import { Rungs } from "./rungs.js";
import { gameLanguageField, listLanguage, spelled } from "../../components/language.js";
import { DEFAULT_LIST, gameListParams, playState, solveState, toRoute, todayState } from "./state.js";

const MAX_SECONDS = 24 * 3600;  // the longest time a result (a challenge link) says: a day
const SEED_LIMIT = 1_000_000;  // random games are numbered below this, to keep their links short
const ints = (a) => Array.isArray(a) && a.every(Number.isInteger);
const solvedOf = (v) => v.words.filter(Boolean).length;
/** Two tabs on one game: the later start (Replay: `since`) wins whole; else the one further up the ladder
 *  (more steps solved; a tie: `mine`) gives the steps, hints and time are the most taken, done or gave
 *  up in either is over (a finished game keeps the time it finished in). */
function merge(kept, mine) {
  const later = laterStart(kept, mine);
  if (later) return later;
  if (kept.letters !== mine.letters || kept.words.length !== mine.words.length) return mine;  // not the same game
  const far = solvedOf(kept) > solvedOf(mine) ? kept : mine;
  const elapsed = kept.done && !mine.done ? kept.elapsed : mine.done && !kept.done ? mine.elapsed : Math.max(kept.elapsed, mine.elapsed);
  return { letters: mine.letters, step: far.step, words: far.words, hinted: far.hinted.map((n, i) => Math.max(n, kept.hinted[i] ?? 0, mine.hinted[i] ?? 0)),
    hints: Math.max(kept.hints, mine.hints), elapsed, done: !!(kept.done || mine.done), gaveUp: !!(kept.gaveUp || mine.gaveUp), since: mine.since ?? 0 };
}
// A game kept under "date:YYYY-MM-DD" or "seed:N" (the keys the page has always used).
const store = new Store("anigrams", {
  max: 200, merge,
  valid: (v) => typeof v.letters === "string" && Array.isArray(v.words) && v.words.every((w) => w == null || typeof w === "string") && ints(v.hinted) && v.words.length === v.hinted.length
    && Number.isInteger(v.step) && Number.isInteger(v.hints) && Number.isFinite(v.elapsed) && (v.since == null || Number.isFinite(v.since)),
});

// A challenge is a fresh game of its own.
// A game on another list than English's (another language's) is kept apart: "date:2026-11-21@fr-common".
const idOf = (state) => (state.seed != null ? `seed:${state.seed}` : `date:${state.date}`) + (state.dictionary ? `@${state.dictionary}` : "")
  + challengeKey(state);

function randomSeed() {
  const n = new Uint32Array(1);
  crypto.getRandomValues(n);
  return n[0] % SEED_LIMIT;
}

export class AnigramsPlay extends View {
  constructor(ctx) {
    super(ctx);
    this.maxHints = factOf(ctx.schema, "anigrams.game", "hints") ?? 0;  // "Show next letter" presses a game allows (Python's)
    this.sessions = new Map();  // game id → {id, state, game, step, words, hinted, hints, elapsed, done, gaveUp}
    this.session = null;        // the game on the board
    store.follow((key, kept) => this.heard(key, kept));

    this.guess = h("input", { id: "anigrams-guess", name: "guess", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", enterkeyhint: "enter", size: 12 });
    this.guess.addEventListener("input", () => this.giveUp.disarm());
    this.errors = new FieldErrors("anigrams-guess-error", { guess: this.guess }, {}, { retry: () => this.check(), announced: true });
    this.gameErrors = new FieldErrors("anigrams-game-error", {}, inTheLink({ date: t("date"), seed: t("seed") }),
      { retry: () => this.shown && this.begin(this.shown, true) });
    this.asks = new Requests(ctx.client, { bar: t("Preparing the game") });  // the newest game asked for is the one set up
    this.bar = this.asks.bar;
    this.title = h("p", { class: "anig-title" });
    this.clock = new GameClock({ label: t("Time") });
    this.hintsLeft = h("span", { class: "anig-hints-left" });
    this.rungs = new Rungs();
    this.status = h("p", { class: "anig-status" });  // shown; each line is also announced
    this.hintButton = h("button", { type: "button", class: "secondary", onclick: () => this.hint() }, t("Show next letter"));
    this.giveUp = new GiveUpButton({ status: this.status, question: t("Show the words?"), explain: t("Press again to end the game and show the words.") });
    this.giveUp.addEventListener("confirm", () => this.surrender());
    this.guessForm = h("form", { class: "anig-guess", novalidate: true },
      h("div", { class: "fields" },
        field("anigrams-guess", t("Your word"), this.guess),
        h("button", { type: "submit" }, t("Check")), this.hintButton, this.giveUp.el),
      this.errors.el);
    onSubmit(this.guessForm, () => this.check());
    this.keys = new GuessKeys({ input: this.guess, area: this.guessForm, playing: () => this.playing, submit: () => this.check() });
    this.result = new ResultBox(() => {
      const state = solveState(this.session.game.start, this.session.state.dictionary);  // on the game's list
      this.ctx.go(state);
      this.ctx.onState?.(state);
    });
    this.challenge = new Challenge({
      puzzle: "anigrams", onReplay: () => this.replay(),
      describe: (r) => t("{score} of {total} words · {time} · {hints}", { score: r.score, total: this.session?.game.steps.length,
        time: mmss(r.extra.time ?? 0), hints: tn(r.extra.hints ?? 0, { one: "{n} hint", other: "{n} hints" }) }),
      goal: (r) => t("beat {result}", { result: this.challenge.describe(r) }),
      compare: (a, b) => a.score - b.score || (b.extra.hints ?? 0) - (a.extra.hints ?? 0) || (b.extra.time ?? 0) - (a.extra.time ?? 0),
      // what a link claims beside its words, as the challenger's page counted it: within the game's
      // hint allowance and at most a day (the page says a link cannot prove more than that)
      extra: {
        time: (n) => (n <= MAX_SECONDS ? null : t("a time of {time}, over a day", { time: mmss(n) })),
        hints: (n) => (n <= this.maxHints ? null : tn(n, { one: "{n} hint, but a game has only {max}", other: "{n} hints, but a game has only {max}" }, { max: this.maxHints })),
      },
    });
    this.board = h("div", { class: "anig-board", hidden: true },
      h("div", { class: "anig-meta" }, this.title, h("span", {}, t("Time "), this.clock.el), this.hintsLeft),
      this.challenge.banner, this.rungs.el, this.guessForm, this.status, this.result.el, this.challenge.el);
    this.el = h("div", { class: "anig-play" },
      h("p", { class: "anig-note" }, t("Unscramble the letters into a word; each right word adds a letter, from 4 letters to 9. \"Show next letter\" gives the next letter of a word ({n} per game).", { n: this.maxHints })),
      h("div", { class: "fields" },
        h("button", { type: "button", onclick: () => this.begin(playState({ dictionary: this.chosenList() }), true) }, t("Game of the day")),
        h("button", { type: "button", class: "secondary", onclick: () => this.begin(playState({ seed: randomSeed(), dictionary: this.chosenList() }), true) }, t("Random game")),
        this.languageField()),
      this.gameErrors.el, this.bar.el, this.board);
  }

  initial() { return todayState(); }

  /** The games' language: English and each language whose common list is shipped (its games are
   *  drawn and checked on it). Choosing one plays its game of the same day (or seed). */
  languageField() {
    const { lists, select, field } = gameLanguageField("anigrams-language", t("Game language"), DEFAULT_LIST, () => {
      const st = this.shown ?? {}, dictionary = this.chosenList();
      this.begin(playState(st.seed != null ? { seed: st.seed, dictionary } : { date: st.date, dictionary }), true);
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

  /** The language of a game's state (its list's). */
  languageOf(state) { return listLanguage(state.dictionary); }
  load(state) { this.begin(state, false); }

  activate() {
    this.keys.attach(this.scope);
    this.scope.defer(() => this.pause());  // leaving the view keeps the time so far
    const keep = () => { if (this.playing) this.save(this.session); };  // now and then, and when the page goes
    this.scope.every(2000, keep);
    this.scope.on(window, "pagehide", keep);
    this.scope.on(document, "visibilitychange", keep);
    if (this.playing) this.run();
  }

  deactivate() { this.giveUp.disarm(); }

  get playing() { return !!this.session && !this.session.done && !this.board.hidden; }

  /** Start the game `state` names (or go back to it where it was left); `byHand`: the person asked. */
  async begin(state, byHand) {
    const { schema } = this.ctx;
    const id = idOf(state);
    const round = this.asks.begin();  // also drops a game still being prepared
    this.shown = state;
    if (this.sessions.has(id)) {
      this.resume(this.sessions.get(id), byHand);
      if (byHand) this.share(state);
      return;
    }
    this.pause();
    this.session = null;
    this.board.hidden = true;
    this.gameErrors.clear();
    const params = { ...(state.seed != null ? { seed: state.seed } : { date: state.date }), offensive: "hide", ...gameListParams(state) };  // never an offensive word
    const bad = precheck(schema, "anigrams.game", params);
    if (bad) { this.gameErrors.show(bad); return; }
    const game = await round.ask("anigrams.game", params, busy(this.bar, t("Preparing the game")));
    if (!game) return;
    if (game.error) { this.gameErrors.show(game.error); return; }
    const n = game.steps.length;
    const s = this.restore({ id, state, game, step: 0, words: Array(n).fill(null), hinted: Array(n).fill(0), hints: 0,
      elapsed: 0, done: false, gaveUp: false, since: 0 });
    this.sessions.set(id, s);
    this.resume(s, byHand);
    if (byHand) this.share(state);
  }

  resume(s, byHand) {
    this.pause();
    this.session = s;
    this.gameErrors.clear();
    const g = s.game;
    const title = g.date ? t("Game of the day · {date} · No. {number}", { date: g.date, number: String(g.number) }) : t("Random game {seed}", { seed: String(g.seed) });
    const code = this.languageOf(s.state);
    this.title.textContent = code === "en" ? title : `${title} · ${languageName(code)}`;
    if (Object.values(this.lists).includes(s.state.dictionary ?? DEFAULT_LIST)) this.languageSelect.value = code;
    this.challenge.open(s.state, toRoute(s.state), (words) => this.verify(s, words));
    this.show(s);
    if (byHand) (s.done ? this.result.copyButton : this.guess).focus({ preventScroll: true });
    // On a phone the board starts below the fold: bring it (and its word field) into view. An embed
    // does so only when the person asked, so that a page holding it does not jump.
    if (byHand || !this.ctx.embed) this.board.scrollIntoView({ block: "nearest" });
  }

  /** The game on the board as it stands (resumed, or changed by another tab): its steps, time and end. */
  show(s) {
    this.errors.clear();
    this.status.textContent = "";
    this.board.hidden = false;
    this.clock.start(s.elapsed);  // shows the time so far…
    this.clock.stop();
    this.draw();
    if (s.done) this.ended(s);
    this.run();                   // …and counts on while the game is played here
  }

  /** What is kept of `s`: its progress, with the time as the clock shows it now. */
  kept(s) {
    const { step, words, hinted, hints, done, gaveUp, since } = s;
    const elapsed = s === this.session && this.clock.started ? this.clock.used : s.elapsed;
    return { letters: s.game.letters, step, words, hinted, hints, elapsed, done, gaveUp, since };
  }

  /** Another tab kept this game: the further ladder shows here (its Replay starts this one over), without a reload. */
  heard(key, kept) {
    const s = this.sessions.get(key), n = s?.game.steps.length;
    if (!s || kept.letters !== s.game.letters || kept.words.length !== n || kept.step < 0 || kept.step >= n) return;
    const mine = this.kept(s), merged = merge(kept, mine);
    const same = (x, y) => JSON.stringify({ ...x, elapsed: 0 }) === JSON.stringify({ ...y, elapsed: 0 });
    if (same(merged, mine)) {  // only the other tab's clock: this one goes on from the longer time
      if (merged.elapsed > mine.elapsed && !s.done) {
        s.elapsed = merged.elapsed;
        if (s === this.session && this.clock.started) this.clock.start(s.elapsed);
      }
      return;
    }
    const restarted = merged.since !== s.since;
    if (s === this.session) this.clock.stop();
    const { step, words, hinted, hints, elapsed, done, gaveUp, since } = merged;
    Object.assign(s, { step, words: [...words], hinted: [...hinted], hints, elapsed, done, gaveUp, since });
    if (JSON.stringify(merged) !== JSON.stringify(kept)) this.save(s);  // this tab had more than the other kept
    if (s !== this.session) return;
    if (restarted) this.challenge.reset();
    this.show(s);
  }

  /** The clock counts for the game on the board (only while the view is open and on screen). */
  run() {
    if (this.active && this.playing) this.clock.start(this.session.elapsed);
  }

  /** Stop counting and keep the time so far. */
  pause() {
    const s = this.session;
    if (!s || s.done || !this.clock.started) return;
    s.elapsed = this.clock.used;
    this.clock.stop();
    this.save(s);
  }

  save(s) { store.set(s.id, this.kept(s)); }

  /** `s` with the progress kept for its game, if any (and if it is of the same game). */
  restore(s) {
    const saved = store.get(s.id);
    const n = s.game.steps.length;
    if (!saved || saved.letters !== s.game.letters || saved.words.length !== n || saved.step < 0 || saved.step >= n) return s;
    const { step, words, hinted, hints, elapsed, done, gaveUp, since } = saved;
    return Object.assign(s, { step, words, hinted, hints, elapsed, done: !!done, gaveUp: !!gaveUp, since: since ?? 0 });
  }

  draw() {
    const s = this.session, steps = s.game.steps;
    this.hintsLeft.textContent = t("{left} of {max} hints left", { left: this.maxHints - s.hints, max: this.maxHints });
    this.rungs.show(s, this.languageOf(s.state));
    setGameOver(this.guessForm, s.done);
    if (s.done) this.guess.value = "";  // nothing half-typed is left after the game
    this.hintButton.disabled = s.done || s.hints >= this.maxHints || s.hinted[s.step] >= steps[s.step].words[0].length - 1;
    this.giveUp.disarm();
    if (s.done) this.result.show(resultText(s, this.ctx.embed ? null : new URL(`#anigrams/${toRoute(s.state).join("/")}`, location.href).href));
    else this.result.hide();
  }

  async check() {
    const s = this.session;
    if (!s || s.done) return;
    const at = s.step, sent = this.guess.value;
    this.errors.clear();
    this.giveUp.disarm();
    if (!sent.trim()) return;
    const params = { term: s.game.steps[at].term, guess: sent, offensive: "hide", ...gameListParams(s.state) };
    const bad = precheck(this.ctx.schema, "anigrams.check", params);
    if (bad) { this.errors.show(bad); return; }
    this.guess.value = "";  // sent: the field is free for the next word at once
    const r = await this.ctx.client.request("anigrams.check", params);
    if (s !== this.session || s.done || s.step !== at) return;  // an answer to an older question
    const back = () => { if (!this.guess.value) { this.guess.value = sent; this.guess.select(); } };  // to fix it, unless another is typed
    if (r.error) { back(); this.errors.show(r.error); return; }
    if (!r.correct) {
      back();
      this.errors.show({ message: translateMessage(r.message), field: "guess" });  // anigrams.check's own sentence
      return;
    }
    s.words[at] = r.guess;
    if (at < s.game.steps.length - 1) s.step += 1;
    if (s.words.every(Boolean)) {
      this.finish(s);
      const word = spelled(r.guess, r.spellings, { caps: true }), time = mmss(Math.floor(s.elapsed / 1000));
      this.status.textContent = s.hints ? tn(s.hints, { one: "{word} is right. Solved in {time} with {n} hint!", other: "{word} is right. Solved in {time} with {n} hints!" }, { word, time })
        : t("{word} is right. Solved in {time}!", { word, time });
      this.announce(this.status.textContent);
      this.result.copyButton.focus();
      return;
    }
    this.save(s);
    const next = s.game.steps[s.step];
    const word = spelled(r.guess, r.spellings);
    this.status.textContent = t("{word} is right. Next letter: {letter}. Now unscramble {letters}.", { word: word.toUpperCase(), letter: upper(next.added), letters: upper(next.scrambled) });
    this.announce(t("{word} is right. Next letter: {letter}. Now unscramble {letters}.", { word, letter: upper(next.added), letters: [...upper(next.scrambled)].join(" ") }));  // letter by letter
    this.draw();
    this.guess.focus();
  }

  finish(s) {
    this.pause();
    s.done = true;
    this.save(s);
    this.draw();
    this.ended(s);
  }

  /** The game is over: its result, for a challenge. */
  ended(s) {
    this.challenge.end({ score: s.words.filter(Boolean).length, words: s.words.filter(Boolean),
      extra: { time: Math.min(Math.floor(s.elapsed / 1000), MAX_SECONDS), hints: s.hints } });
  }

  /** A challenge's words against the game's own (each step's accepted words, from the solver): one per step. */
  async verify(s, words) {
    const used = new Set();
    const valid = words.filter((w) => {
      const step = s.game.steps.findIndex((st) => st.words.includes(w));
      return step >= 0 && !used.has(step) && used.add(step);
    });
    return { score: valid.length, valid };
  }

  /** Replay: the same game from its first step, fresh. */
  replay() {
    const s = this.session;
    if (!s) return;
    const n = s.game.steps.length;
    Object.assign(s, { step: 0, words: Array(n).fill(null), hinted: Array(n).fill(0), hints: 0, elapsed: 0, done: false, gaveUp: false, since: Date.now() });
    this.save(s);
    this.resume(s, true);
  }

  hint() {
    const s = this.session;
    if (!s || s.done || s.hints >= this.maxHints) return;
    s.hinted[s.step] += 1;
    s.hints += 1;
    this.save(s);
    this.draw();
    this.status.textContent = t("It starts {letters}.", { letters: upper([...s.game.steps[s.step].words[0]].slice(0, s.hinted[s.step]).join("")) });
    this.announce(`${this.status.textContent} ${this.hintsLeft.textContent}.`);
    this.guess.focus();
  }

  /** Give up (confirmed by a second press): the game ends and every step shows its words. */
  surrender() {
    const s = this.session;
    if (!s || s.done) return;
    s.gaveUp = true;
    this.finish(s);
    this.status.textContent = t("The words are shown.");
    this.announce(tn(s.words.filter(Boolean).length, { one: "Game over. {n} word of {total} found; every step's words are shown.",
      other: "Game over. {n} words of {total} found; every step's words are shown." }, { total: s.game.steps.length }));
    this.result.copyButton.focus();
  }
}

