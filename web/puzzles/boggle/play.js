// Boggle — Play: a timed game on a board of the day, a random board or any board from a link.
// Words are typed, or dragged across the cells, or clicked in order (the last cell again sends);
// each guess is judged by the solver (boggle.check) and the answers reach the page only when the
// game ends. The clock counts only while the game is on screen; a game is kept in this browser
// (Store "boggle") so a reload resumes it with the time that was left, or shows its result.
// A game is played in its list's language: typed or clicked in its letters (ñ, ä, a French é as e),
// each word shown as the language writes it (boggle.check's and boggle.solve's `spellings`).
import { Challenge, challengeKey } from "../../components/challenge.js";
import { GameClock, mmss } from "../../components/clock.js";
import { wordButton } from "../../components/definition.js";
import { localDate } from "../../components/date.js";
import { h, field, hashText, numberParam } from "../../components/dom.js";
import { FieldErrors, inTheLink } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { GiveUpButton, setGameOver } from "../../components/game.js";
import { GuessKeys } from "../../components/guess-keys.js";
import { locale, num, t, tn, translateMessage } from "../../components/i18n.js";
import { gameLanguages, inSentence, langAttr, listLanguage, pageGameList, typedLetters } from "../../components/language.js";
import { Requests } from "../../components/request.js";
import { fieldOf } from "../../components/schema.js";
import { Store, laterStart, union } from "../../components/store.js";
import { View, sameState } from "../../components/view.js";
import { BoardView } from "./board.js";
import { numberInput, sizeSelect } from "./options.js";
import { GameResult } from "./result.js";
import { CellSelection } from "./select.js";
import { ask, describeBoard } from "./solver.js";
import { DEFAULT_LIST, boggleState, toRoute } from "./state.js";
import { boardWord } from "./words.js";

// A saved game: {board, found: [{word, points, path, spelling?}], score, left (ms), limit (ms), over, since}; the
// key is board/min_length/list, as before this folder existed, so older saved games still resume.
const pointsOf = (found) => found.reduce((a, f) => a + f.points, 0);
/** Two tabs on one round are one round: the later start (Play again: `since`) wins whole; else the found
 *  words are joined (by word), the score is theirs, the time left is the less (the clock that ran further),
 *  and the round is over if it ended in either. */
function merge(kept, mine) {
  const later = laterStart(kept, mine) ?? (kept.board !== mine.board ? mine : null);
  if (later) return later;
  const found = union(kept.found, mine.found, (f) => f.word);
  return { board: mine.board, found, score: pointsOf(found), left: Math.min(kept.left, mine.left), limit: mine.limit,
    over: !!(kept.over || mine.over), since: mine.since ?? 0 };
}
const points = (n) => tn(n, { one: "{n} point", other: "{n} points" });
const words = (n) => tn(n, { one: "{n} word", other: "{n} words" });
const TIME_IS_UP = t("Time is up.");
/** A day as the page's language writes it (English keeps the link's 2026-11-21). */
const dayText = (date) => (locale === "en" ? date
  : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`)));

const store = new Store("boggle", { max: 100, merge, valid: (v) => typeof v.board === "string" && Array.isArray(v.found)
  && v.found.every((f) => typeof f?.word === "string" && Number.isFinite(f.points)) && Number.isFinite(v.left) && v.left >= 0
  && (v.since == null || Number.isFinite(v.since)) });

export class BogglePlay extends View {
  constructor(ctx) {
    super(ctx);
    const { client, options, schema } = ctx;
    this.size = sizeSelect("boggle-play-size", schema);
    this.minutes = numberInput(ctx, "boggle.board", "minutes", { id: "boggle-minutes", inputmode: "decimal", step: 0.5 });
    // A board or a date comes from a link (or a button), not from a field: their errors sit above the game.
    this.startErrors = new FieldErrors("boggle-play-start-error", { size: this.size, minutes: this.minutes, ...options.fields },
      inTheLink({ date: "date", board: "board" }));
    this.asks = new Requests(client, { bar: t("Setting the game up") });  // a game set up, a random board, the end's words
    this.progress = this.asks.bar;

    this.title = h("h3", { class: "boggle-play-title" });
    this.clock = new GameClock({ label: t("Time left") });
    this.clock.addEventListener("end", () => this.endGame(TIME_IS_UP));
    this.clock.addEventListener("tick", () => { if (performance.now() - this.savedAt > 2000) this.save(); });
    this.clock.addEventListener("tick", () => this.sayTime());
    this.score = h("span", { class: "boggle-score" });  // a move's announcement says the score
    this.board = new BoardView("play", t("Board: drag across the letters, or click them in order and click the last again"));
    this.selection = new CellSelection(this.board, {
      onChange: (path) => {
        this.guessErrors.clear();
        this.guess.value = this.spell(path);
        this.announce(path.map((c) => this.board.labels[c]).join(" "));  // the cells picked so far, letter by letter
      },
      onSend: (path) => this.submit(this.spell(path), path),
    });
    this.guess = h("input", { id: "boggle-guess", name: "word", autocomplete: "off", spellcheck: "false", autocapitalize: "none",
      enterkeyhint: "enter", placeholder: t("type a word"), class: "boggle-guess" });
    this.guess.addEventListener("input", () => { this.selection.clear(); this.board.clear(); this.giveUp.disarm(); });
    this.guessErrors = new FieldErrors("boggle-guess-error", { word: this.guess }, {}, { announced: true });
    this.note = h("p", { class: "boggle-guess-note" });  // shown; what it says is announced
    this.giveUp = new GiveUpButton({ status: this.note });
    this.giveUp.addEventListener("confirm", () => this.endGame());
    const form = h("form", { class: "boggle-guess-form", novalidate: true, "aria-label": t("Enter a word") },
      h("div", { class: "fields" }, field("boggle-guess", t("Your word"), this.guess), h("button", { type: "submit" }, t("Enter")), this.giveUp.el),
      this.guessErrors.el);
    onSubmit(form, () => this.enter());
    this.found = h("ul", { class: "boggle-found", "aria-label": t("Found words") });
    this.area = h("div", { class: "boggle-play-area" }, this.board.el, h("div", { class: "boggle-play-side" }, form, this.note, this.found));
    this.keys = new GuessKeys({ input: this.guess, area: this.area, playing: () => !!this.game && !this.game.over,
      submit: () => this.enter(), own: ".boggle-cell" });  // Enter on a cell picks it (the last again sends)
    this.result = new GameResult(this.board, {
      onAgain: () => this.start(this.shown, { fresh: true }),
      onSolve: () => this.game && this.ctx.open(boggleState({ mode: "solve", board: this.game.board, ...this.ctx.options.stateFields() })),
    });
    this.challenge = new Challenge({ puzzle: "boggle", describe: (r) => points(r.score),
      goal: (r) => (this.game ? tn(this.game.minutes, { one: "beat {points} in {n} minute", other: "beat {points} in {n} minutes" },
        { points: points(r.score) }) : t("beat {points}", { points: points(r.score) })) });
    this.head = h("div", { class: "boggle-game-head" }, this.title,
      h("p", { class: "boggle-meta" }, h("span", {}, t("Time "), this.clock.el), this.score), this.challenge.banner);
    this.body = h("div", { class: "boggle-play-body", hidden: true }, this.head, this.area, this.result.el, this.challenge.el);
    this.el = h("div", { class: "boggle-view boggle-play" },
      h("div", { class: "fields" },
        field("boggle-play-size", t("Size"), this.size), field("boggle-minutes", t("Minutes"), this.minutes),
        h("button", { type: "button", onclick: () => this.daily() }, t("Board of the day")),
        h("button", { type: "button", class: "secondary", onclick: () => this.random() }, t("Random board"))),
      h("p", { class: "boggle-note" }, t("The clock runs only while the game is on screen, and a game is kept in this browser: a reload resumes it.")),
      this.startErrors.el, this.progress.el, this.body);
    this.game = null;  // boggle.board's description, and {params, key, found, over, since}
    this.savedAt = 0;
    store.follow((key, kept) => this.heard(key, kept));
  }

  /** With nothing else to play, the board of the day (as the other puzzles' Play opens theirs). */
  initial() { return boggleState({ mode: "play", date: localDate(), size: this.size.value, ...this.dayFields(this.ctx.options.stateFields(), true) }); }

  load(state) {
    const full = state.board || state.date ? state : boggleState({ ...state, date: localDate(), ...this.dayFields(state, true) });  // #boggle/play: the day's
    if (this.game && sameState(full, this.shown)) return;  // the game on screen already
    this.ctx.options.set(full);
    this.start(full);
  }

  /** A day's board's list: in another language than English its common list (the day's games are
   *  the language's everyday words, as in every puzzle); `unnamed`: where no list is named, the
   *  page's language's (a French page's day is French). English keeps the list chosen. */
  dayFields(fields, unnamed = false) {
    const language = fields.dictionary ? listLanguage(fields.dictionary) : "en";
    if (language !== "en") return { ...fields, dictionary: gameLanguages(DEFAULT_LIST)[language] ?? fields.dictionary };
    return unnamed && !fields.dictionary && pageGameList() ? { ...fields, dictionary: pageGameList() } : fields;
  }

  activate() {
    this.keys.attach(this.scope);
    const keep = () => this.save();
    this.scope.on(document, "visibilitychange", keep);
    this.scope.on(window, "pagehide", keep);
    if (this.game && !this.game.over) this.scope.own(this.clock).start(this.clock.used);
  }

  deactivate() {
    this.giveUp.disarm();
    this.save();
    if (!this.el.contains(this.startErrors.el)) this.startErrors.clear();
  }

  /** Enter: the word typed, or else the cells picked. */
  enter() {
    if (!this.guess.value.trim() && this.selection.path.length) this.selection.send();
    else { this.selection.clear(); this.submit(this.guess.value); }
  }

  spell(path) { return path.map((c) => this.game.letters[c]).join(""); }

  /** The word typed as the game's letters (language.js `typedLetters`: ñ, ä; a French é is e).
   *  Where the board has a letter of the language's own (ä, ñ) and not the plain letter it is
   *  written on (a, n), a typed plain letter means it: a keyboard without ä plays ä. Unambiguous:
   *  the plain letter is on no cell, so no word with it was on the grid. */
  asPlayed(typed) {
    const g = this.game;
    return typedLetters(typed, g.params.language ?? "en", g.letters.join(""));
  }

  /** The form's game length for a new game's state: named when it is not the solver's default. */
  minutesField() {
    const v = numberParam(this.minutes);
    return v === undefined || v === fieldOf(this.ctx.schema, "boggle.board", "minutes")?.default ? {} : { minutes: v };
  }

  daily() {
    const state = boggleState({ mode: "play", date: localDate(), size: this.size.value, ...this.dayFields(this.ctx.options.stateFields()),
      ...this.minutesField() });
    this.ctx.options.set(state);  // es-all chosen: the day's is played on es-common, and the picker says so
    this.start(state, { share: true });
  }

  async random() {
    const n = Number(this.size.value);
    this.startErrors.clear();
    const r = await ask(this.asks.begin(), this.ctx, "boggle.play", { size: n, seed: Math.floor(Math.random() * 2 ** 31),
      ...this.ctx.options.params(), offensive: "hide" });  // offensive words are never played
    if (!r) return;
    if (r.error) {
      if (r.error.code !== "cancelled") this.startErrors.show(r.error, () => this.random());
      return;
    }
    this.start(boggleState({ mode: "play", board: r.board, ...this.ctx.options.stateFields(), ...this.minutesField() }), { share: true });
  }

  /**
   * Start (or resume) the game a state names: a board, or a day's board (`fresh`: forget the kept
   * one). A link's game replaces the one on screen at once; a game the person asked for (`share`)
   * replaces it only once the solver has accepted its settings, and then becomes the address: a
   * refused setting is said beside its field and changes nothing else.
   */
  async start(state, { fresh = false, share = false } = {}) {
    const round = this.asks.begin();
    this.startErrors.clear();
    if (!share) this.leave(state);
    const params = { ...this.ctx.options.params(), offensive: "hide" };  // offensive words are never played
    const request = (action, p) => ask(round, this.ctx, action, p);
    const again = () => this.start(state, { fresh, share });
    let board = state.board, title = "";
    if (state.date) {
      const r = await request("boggle.daily", { date: state.date, size: state.size, ...params });
      if (!r) return;
      if (r.error) { if (r.error.code !== "cancelled") this.startErrors.show(r.error, again); return; }
      board = r.board;
      title = tn(r.word_count, { one: "Board of the day, {date} ({size}×{size}): {n} word to find",
        other: "Board of the day, {date} ({size}×{size}): {n} words to find" }, { date: dayText(state.date), size: r.size });
    }
    // the length a link names (a challenge's: the challenger's), else the form's
    const grid = await describeBoard(request, { board, minutes: state.minutes ?? numberParam(this.minutes), params });
    if (!grid) return;
    if (grid.error) { if (grid.error.code !== "cancelled") this.startErrors.show(grid.error, again); return; }
    this.leave(state);
    this.begin(state, grid, params, { fresh, title: title || t("Board {letters}", { letters: grid.board.toUpperCase() }) });
    if (share) this.share(state);
  }

  /** The game on screen goes (kept as it is), for the game of `state`. */
  leave(state) {
    this.clock.stop();
    this.save();
    this.shown = state;
    this.game = null;
    this.guessErrors.clear();
    this.body.hidden = true;
    this.note.textContent = "";
  }

  begin(state, grid, params, { fresh, title }) {
    const list = params.word_list != null ? `own-${hashText(params.word_list)}` : params.dictionary || "enable";
    const key = `${grid.board}/${grid.min_length}/${list}${challengeKey(state)}`;  // a challenge is a fresh game of its own
    const saved = fresh ? null : store.get(key);  // Play again: a new start, which another tab's round takes too
    const g = this.game = { ...grid, params, key, found: saved?.found ?? [], over: false, since: fresh ? Date.now() : saved?.since ?? 0 };
    this.clock.limit = Number.isFinite(saved?.limit) ? saved.limit : Math.max(grid.seconds * 1000, saved?.left ?? 0);
    this.size.value = String(grid.size);
    this.minutes.value = String(this.clock.limit / 60_000);  // the game's length, as a link or a kept game has it
    this.title.textContent = title;
    this.board.setBoard(g.board, g.size, g.cells);
    this.selection.reset(g);
    this.guess.value = "";
    this.body.hidden = false;
    this.leftSaid = null;  // the time the game starts with is not announced
    // a challenge names the game's length, so the friend plays as long as the challenger did
    this.challenge.open(state, toRoute({ ...state, minutes: grid.minutes }), (words) => this.verify(words));
    this.show(saved);
    if (g.over) return;  // ended before (or its time ran out while it was kept)
    this.note.textContent = saved ? tn(g.found.length, { one: "Resumed: {n} word found, {time} left.", other: "Resumed: {n} words found, {time} left." },
      { time: mmss(this.clock.seconds()) }) : "";
    this.announce(this.note.textContent);
    this.save();
    this.reveal();
  }

  /** The round as kept (`saved`, or none: a new one): its words, score, time and end; for a game begun or
   *  resumed, and for one another tab changed. */
  show(saved) {
    const g = this.game;
    this.found.replaceChildren(...g.found.map((f) => this.foundItem(f)).reverse());
    this.result.hide();
    setGameOver(this.area, false);
    this.selection.enabled = true;
    this.drawScore();
    this.clock.start(saved ? this.clock.limit - saved.left : 0);
    if (saved?.over || !this.active) this.clock.stop();  // an open view counts on (activate starts it again)
    else this.scope.own(this.clock);
    if (saved?.over) this.endGame(saved.left === 0 ? TIME_IS_UP : "");  // its result reads as it did
  }

  kept() {
    const g = this.game;
    return { board: g.board, found: g.found, score: this.points(), left: Math.round(this.clock.left), limit: this.clock.limit, over: g.over, since: g.since };
  }

  /** Another tab kept this round: its words join these, its clock's time and end hold here too, its Play
   *  again starts this one over; without a reload. */
  heard(key, kept) {
    const g = this.game;
    if (!g || key !== g.key || kept.board !== g.board) return;
    const mine = this.kept(), merged = merge(kept, mine);
    const same = (x, y) => JSON.stringify({ ...x, left: 0 }) === JSON.stringify({ ...y, left: 0 });
    if (same(merged, mine)) {  // only the other tab's clock: this one goes on from the time it has left
      if (merged.left < mine.left && !g.over && this.clock.started) this.clock.start(this.clock.limit - merged.left);
      return;
    }
    if (merged.since !== g.since) { this.challenge.reset(); this.note.textContent = ""; }
    Object.assign(g, { found: [...merged.found], since: merged.since, over: false });
    this.clock.limit = merged.limit;
    this.clock.stop();
    if (JSON.stringify(merged) !== JSON.stringify(kept)) this.save();  // this tab had words the other lacks
    this.show(merged);
  }

  /** The board and the word field in view (a phone's screen holds the game, not the form above it). */
  reveal() {
    if (this.ctx.embed || !this.active) return;
    const box = this.area.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) this.head.scrollIntoView({ block: "start" });
    if (matchMedia("(pointer: fine)").matches) this.guess.focus({ preventScroll: true });
  }

  save() {
    const g = this.game;
    if (!g) return;
    this.savedAt = performance.now();
    store.set(g.key, this.kept());
  }

  points() { return pointsOf(this.game.found); }
  /** A found word: as its language writes it (marked with the language where the page speaks
   *  another); an English one opens its definition. */
  foundItem(f) {
    const language = this.game?.params.language ?? "en";
    const word = language === "en" ? wordButton(f.word, "w")
      : h("span", { class: "w", lang: langAttr(language) }, boardWord(f.word, f.spelling ? { [f.word]: f.spelling } : null));
    return h("li", {}, word, h("span", { class: "pts" }, num(f.points),
      h("span", { class: "visually-hidden" }, tn(f.points, { one: " point", other: " points" }))));
  }

  /** A countdown is announced at a few moments only (a minute left, ten seconds), never each second. */
  sayTime() {
    const left = this.clock.seconds(), before = this.leftSaid;
    this.leftSaid = left;
    const moment = before != null && [60, 10].find((at) => left <= at && before > at && left > 0);
    if (moment) this.announce(moment === 60 ? t("One minute left.") : t("{n} seconds left.", { n: 10 }));
  }

  drawScore() {
    const g = this.game;
    this.score.textContent = `${points(this.points())} · ${words(g.found.length)}${g.over ? t(" · game over") : ""}`;
  }

  async submit(raw, path = null) {
    const g = this.game;
    if (!g || g.over) return;
    const word = g.params.language ? this.asPlayed(raw.trim()) : raw.trim().toLowerCase();
    this.giveUp.disarm();
    this.guessErrors.clear();
    this.note.textContent = "";
    if (!word) return;
    this.guess.value = "";  // sent: the field is free for the next word at once
    const r = await this.ctx.client.request("boggle.check", { board: g.board, word, found: g.found.map((f) => f.word), ...g.params });
    if (g !== this.game || g.over) return;
    if (r.error) { this.guessErrors.show(r.error); return; }
    const spelling = r.spellings?.[r.word];
    const shown = (spelling ?? r.word).toUpperCase();
    if (!r.ok) {
      this.guessErrors.show({ message: translateMessage(r.message), field: "word" });  // boggle.check's own sentence
      this.board.highlight(r.path || path || [], "bad");
      return;
    }
    if (g.found.some((f) => f.word === r.word)) return;  // found meanwhile in another tab
    g.found.push({ word: r.word, points: r.points, path: r.path, ...(spelling ? { spelling } : {}) });
    this.board.highlight(r.path, "good");
    // WORD: +2 points, the word in its language's element where the page speaks another
    this.note.replaceChildren(...inSentence(tn(r.points, { one: "{word}: +{n} point", other: "{word}: +{n} points" }), "word",
      h("span", { lang: langAttr(g.params.language ?? "en") }, shown)));
    this.found.prepend(this.foundItem(g.found.at(-1)));
    this.drawScore();
    this.save();
    this.announce(tn(r.points, { one: "{word}: {n} point.", other: "{word}: {n} points." }, { word: spelling ?? r.word })
      + " " + t("Score {points}, {words}.", { points: points(this.points()), words: words(g.found.length) }));
  }

  /** The game is over (time is up, or the person gave up): inputs off, leftovers cleared, every word shown. */
  async endGame(why = "") {
    const g = this.game;
    if (!g || g.over) return;
    this.clock.stop();
    g.over = true;
    this.save();
    this.selection.clear();
    this.selection.enabled = false;
    this.board.clear();
    this.guess.value = "";
    this.guessErrors.clear();
    this.giveUp.disarm();
    this.note.textContent = "";
    setGameOver(this.area, true);
    this.drawScore();
    this.result.waiting(why);
    this.announce(why);
    const r = await ask(this.asks.begin(), this.ctx, "boggle.solve", { board: g.board, ...g.params });
    if (!r || g !== this.game) return;
    if (r.error) {
      this.result.failed(translateMessage(r.error.message));
      this.announce(this.result.summary.textContent);
    } else {
      this.result.show(r, g.found, g.params.language ?? "en");
      this.announce(`${why ? "" : t("Game over.") + " "}${this.result.summary.textContent} ${t("The words you missed are listed below, by length.")}`);
      this.challenge.end({ score: this.points(), words: g.found.map((f) => f.word) });
    }
  }

  /** A challenge's words as the solver judges them on this board: their score, and which are words of it. */
  async verify(words) {
    const g = this.game;
    const checks = await Promise.all(words.map((word) => this.ctx.client.request("boggle.check", { board: g.board, word, found: [], ...g.params })));
    const failed = checks.find((r) => r.error);
    if (failed) return failed;
    const ok = checks.filter((r) => r.ok);
    return { score: ok.reduce((a, r) => a + r.points, 0), valid: ok.map((r) => r.word) };
  }
}
