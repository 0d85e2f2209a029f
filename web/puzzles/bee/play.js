// Spelling Bee — Play: find the words yourself. Every guess is judged by the solver (bee.check);
// score, rank and hints come from bee.rank and bee.hints; the answers reach the page only when the
// person gives up. Progress is kept per board and word list (Store "bee"), so a reload resumes.
import { Challenge, challengeKey, withChallenge } from "../../components/challenge.js";
import { h, hashText } from "../../components/dom.js";
import { localDate } from "../../components/date.js";
import { FieldErrors, inTheLink, messageFor } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { GiveUpButton, setGameOver } from "../../components/game.js";
import { GuessKeys } from "../../components/guess-keys.js";
import { t, tn, translateMessage } from "../../components/i18n.js";
import { corrections, markButton } from "../../components/nyt.js";
import { LOADING, Requests } from "../../components/request.js";
import { Store, mergeGame } from "../../components/store.js";
import { View } from "../../components/view.js";
import { Hive } from "./hive.js";
import { FoundList, HintsBox, PrefixSign, RankBox, rankName } from "./hints.js";
import { languageTable, spellingOf, typedLetters } from "./letters.js";
import { NewGame } from "./newgame.js";
import { beeState, toRoute } from "./state.js";

const points = (n) => tn(n, { one: "{n} point", other: "{n} points" });
const strings = (a) => Array.isArray(a) && a.every((w) => typeof w === "string");

/** Two tabs' records of one game as one: every word found or revealed in either (a word found in one
 *  and revealed in the other counts as found). */
function merge(kept, mine) {
  const m = mergeGame(kept, mine, { lists: { found: String, revealed: String }, over: "gaveUp" });
  return { since: m.since ?? 0, found: m.found, revealed: (m.revealed ?? []).filter((w) => !m.found.includes(w)), gaveUp: !!m.gaveUp };
}
const store = new Store("bee", { max: 200, merge,
  valid: (v) => strings(v.found) && (v.revealed == null || strings(v.revealed)) && (v.since == null || Number.isFinite(v.since)) });

export class BeePlay extends View {
  constructor(ctx) {
    super(ctx);
    this.game = { letters: "", center: "", params: {}, key: "", since: 0, found: [], revealed: [], gaveUp: false, all: null, round: null,
      language: "en", spellings: {} };  // the puzzle's language (its list's) and how it writes the words shown
    store.follow((key, kept) => this.enqueue(() => this.heard(key, kept)));
    this.asks = new Requests(ctx.client, { say: (text) => this.say(text) });      // a game's round of requests: its answers, while the game is on the board
    this.choosing = new Requests(ctx.client, { say: (text) => this.say(text) });  // a board being chosen (random, of the day)
    this.entries = new Map();  // word → {word, points, pangram}, as the solver described it
    this.queue = Promise.resolve();  // play requests run one after another, in the order asked

    this.title = h("p", { class: "bee-play-title" });
    this.hive = new Hive((ch) => this.addLetter(ch));
    this.guess = h("input", { id: "bee-guess", name: "guess", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", enterkeyhint: "enter", maxlength: 40 });
    this.guess.addEventListener("input", () => {
      const cleaned = this.typed(this.guess.value);
      if (cleaned !== this.guess.value) this.guess.value = cleaned;
      this.giveUp.disarm();
      this.prefix.update(this.guess.value);
    });
    this.message = h("p", { class: "bee-message" });  // shown; what it says is announced (say)
    this.boardError = new FieldErrors("bee-play-error", {}, inTheLink({ letters: t("letters"), center: t("center letter"), date: t("date") }));  // no field here
    const form = h("form", { class: "bee-guess", novalidate: true },
      h("label", { for: "bee-guess" }, t("Your word")), this.guess,
      h("div", { class: "bee-keys" },
        h("button", { type: "button", class: "secondary", "aria-label": t("Delete the last letter"), onclick: () => this.deleteLetter() }, t("Delete")),
        h("button", { type: "button", class: "secondary", "aria-label": t("Shuffle the outer letters"), onclick: () => this.shuffle() }, t("Shuffle")),
        h("button", { type: "submit" }, t("Enter"))));
    onSubmit(form, () => this.submit());
    this.challenge = new Challenge({ puzzle: "bee", describe: (r) => points(r.score), goal: (r) => t("beat {points}", { points: points(r.score) }) });
    this.prefix = new PrefixSign((prefix) => this.ask("bee.prefix", { prefix, found: this.known() }));
    // The verdict sits above the hive, where the eye is while playing (under the keys, a laptop's
    // screen cut it off); its line is kept when empty, so the hive does not move as verdicts come and go.
    this.boardArea = h("div", { class: "bee-board" }, this.title, this.challenge.banner, this.boardError.el, this.message, this.hive.el, form, this.prefix.el);

    this.rank = new RankBox();
    this.foundList = new FoundList();
    this.hints = new HintsBox([this.prefix.option]);
    this.revealButton = h("button", { type: "button", class: "secondary", onclick: () => this.enqueue(() => this.reveal()) }, t("Reveal one word"));
    this.giveUp = new GiveUpButton({ status: this.message, label: t("Give up"), question: t("Show the words?"),
      explain: t("Press again to end the game and see every word.") });
    this.giveUp.addEventListener("confirm", () => this.enqueue(() => this.endGame()));
    this.againButton = h("button", { type: "button", class: "secondary", hidden: true, onclick: () => this.enqueue(() => this.startOver()) }, t("Start over"));
    this.newGame = new NewGame({ picker: ctx.picker, schema: ctx.schema, onRandom: (p) => this.random(p), onDaily: () => this.daily(true) });
    this.keys = new GuessKeys({ input: this.guess, area: this.boardArea, playing: () => !this.game.gaveUp && !!this.game.letters,
      submit: () => this.submit(), type: (ch) => this.addLetter(ch), erase: () => this.deleteLetter() });
    this.el = h("div", { class: "bee-play" }, this.boardArea,
      h("div", { class: "bee-progress" }, this.rank.el, this.foundList.el,
        h("div", { class: "fields" }, this.revealButton, this.giveUp.el, this.againButton), this.challenge.el, this.hints.el, this.newGame.el));
  }

  /** [letters, center] of the game on screen, or null. */
  board() { return this.game.letters ? [this.game.letters, this.game.center] : null; }
  /** Whether the game on screen is on the board of play state `s` (whatever its list or day). */
  plays(s) { const b = this.board(); return !!b && b[0] === s.letters && b[1] === s.center; }
  initial() { return beeState("play", "", "", this.ctx.picker.stateName); }

  load(state) {
    if (!this.ctx.picker.set(state.dictionary)) return;  // an unknown list is said beside it: no game on another
    if (state.letters) this.startBoard(state, { push: false });
    else this.daily(false, state);  // a day's puzzle: the link's day, else today's
  }

  activate() {
    this.keys.attach(this.scope);  // the keyboard plays wherever the focus is
    this.scope.on(corrections, "change", () => this.corrected());
  }

  /** The player corrected the NYT list: the game's requests carry the new corrections. */
  corrected() {
    const g = this.game;
    if (!g.letters) return;
    const { corrections: _, ...rest } = g.params;
    g.params = { ...rest, ...corrections.params() };
    this.enqueue(() => this.refresh(g.round));
  }

  deactivate() { this.giveUp.disarm(); }

  /** Letters typed or pasted as the game's language writes them on this board, upper case (a typed
   *  a is Ä on a German board with ä and no a: letters.js `typedLetters`). */
  typed(text) {
    const g = this.game;
    return typedLetters(languageTable(this.ctx.schema, g.language), text, g.letters).toUpperCase();
  }

  addLetter(ch) {
    if (!this.game.gaveUp && ch) this.guess.value = this.typed(this.guess.value + ch);
    this.giveUp.disarm();
    this.prefix.update(this.guess.value);
  }
  deleteLetter() { this.guess.value = this.guess.value.slice(0, -1); this.prefix.update(this.guess.value); }

  /** Show `text` under the board and announce `spoken` (by default the same). */
  say(text, kind = "", spoken = text) {
    this.message.textContent = text;
    this.message.className = `bee-message ${kind}`;
    if (kind === "pangram") this.hive.celebrate();
    this.announce(spoken);
  }

  shuffle() {
    this.hive.shuffle();
    this.announce(t("Outer letters: {letters}.", { letters: this.hive.outer.map((c) => c.toUpperCase()).join(", ") }));
  }

  /** "Score 31, Good." of the rank on screen. */
  scoreLine() {
    const r = this.lastRank;
    return r ? t("Score {score}, {rank}.", { score: r.score, rank: rankName(r.name, r.ranks) }) : "";
  }

  enqueue(job) {
    this.queue = this.queue.then(job).catch((e) => this.say(String(e), "bad"));
    return this.queue;
  }

  known() { return [...this.game.found, ...this.game.revealed]; }
  ask(action, extra = {}) {
    const g = this.game;
    return this.ctx.client.request(action, { letters: g.letters, center: g.center, ...g.params, ...extra });
  }
  kept() { const g = this.game; return { since: g.since, found: g.found, revealed: g.revealed, gaveUp: g.gaveUp }; }
  save() { store.set(this.game.key, this.kept()); }

  /** Another tab kept this game: its words join these (or its Start over replaces them), without a reload. */
  async heard(key, kept) {
    const g = this.game, round = g.round;
    if (key !== g.key || !g.letters || round.stale) return;
    const mine = this.kept(), merged = merge(kept, mine);
    if (JSON.stringify(merged) === JSON.stringify(mine)) return;
    const restarted = merged.since !== g.since;
    Object.assign(g, { since: merged.since, found: [...merged.found], revealed: [...merged.revealed] });
    if (JSON.stringify(merged) !== JSON.stringify(kept)) this.save();  // this tab had words the other lacks
    if (restarted) {
      this.challenge.reset();
      Object.assign(g, { gaveUp: merged.gaveUp, all: null });
      this.lastRank = null;
      this.say("");
    }
    this.draw();
    if (!(await this.refresh(round))) return;
    if (merged.gaveUp && !g.gaveUp) {  // ended in the other tab: over here too
      if (!(await this.fetchAll(round))) return;
      g.gaveUp = true;
      this.draw();
      this.finished();
    }
  }

  /** Start (or resume) a board; `push` shares it (a new game the person chose). `day`: the play state
   *  of the day whose puzzle the board is (its link, and its challenge's, name the day). */
  startBoard(board, { push = false, title = "", day = null } = {}) {
    const { picker } = this.ctx;
    const g = this.game;
    const round = g.round = this.asks.begin();
    this.choosing.drop();  // a board still being chosen comes too late
    const letters = [...String(board.letters).toLowerCase()].sort().join("");
    const center = String(board.center).toLowerCase();
    const params = { ...picker.params(), offensive: "hide" };  // offensive words are never played
    const list = params.word_list != null ? `own-${hashText(params.word_list)}` : params.dictionary;
    const language = picker.language;
    const key = `${letters}/${center}/${list}${challengeKey(board)}`;  // a challenge is a fresh game of its own
    const saved = store.get(key);
    Object.assign(g, { letters, center, params, key, language, spellings: {}, all: null, since: saved?.since ?? 0,
      found: [...(saved?.found ?? [])], revealed: [...(saved?.revealed ?? [])], gaveUp: !!saved?.gaveUp });
    this.entries.clear();
    const shownTitle = title || t("{letters} · center {center}", { letters: letters.toUpperCase(), center: center.toUpperCase() });
    this.title.textContent = shownTitle;
    g.again = () => this.startBoard(board, { title: shownTitle, day });  // Retry: the same board, of the same day
    this.boardError.clear();
    round.say("");
    this.guess.value = "";
    this.prefix.update("");
    this.rank.clear();
    this.hints.clear();
    this.hive.set(center, [...letters].filter((c) => c !== center));
    this.draw();
    const state = day ?? beeState("play", letters, center, picker.stateName);
    this.shown = withChallenge(state, board.challenge);
    this.challenge.open(this.shown, toRoute(state), (words) => this.verify(words));
    this.enqueue(async () => {
      if (round.stale) return;
      const ok = await this.refresh(round, true);
      if (ok && g.gaveUp && await this.fetchAll(round)) this.finished();
      if (ok && push) this.share(state);
    });
  }

  /** Rank and hints for the words found so far; the first call also checks the board. */
  async refresh(round, first = false) {
    const [hints, rank] = await Promise.all([this.ask("bee.hints", { found: this.game.found, revealed: this.game.revealed }), this.ask("bee.rank", { found: this.game.found })]);
    if (round.stale) return false;
    const failed = hints.error || rank.error;
    if (failed) {
      if (!first) { this.say(messageFor(failed), "bad"); return false; }
      const again = this.game.again;  // Retry (the worker died)
      this.game.letters = "";
      this.hive.set("", []);
      this.draw();
      this.say("");
      const then = failed.retry ? "" : ` ${t("Choose another board: a new puzzle below, or type one in Solve.")}`;
      this.boardError.show({ ...failed, message: messageFor(failed) + then,
        template: failed.template && translateMessage(failed.template) + then },
        again);
      return false;
    }
    if (first && this.message.textContent === LOADING) this.say("");
    if (first) this.ctx.onGame?.({ puzzle: "bee", words: hints.total.words, pangrams: hints.total.pangrams, points: hints.total.points });
    for (const e of rank.found_words ?? []) this.entries.set(e.word, e);  // a kept game's words: their points and pangram tags
    this.spelled(rank);
    const before = this.lastRank;
    this.lastRank = rank;
    this.rank.show(rank);
    this.hints.show(hints);
    if (before && rank.name !== before.name && rank.score > before.score) {
      this.message.append(h("span", { class: "bee-rank-up" }, ` · ${t("New rank: {rank}", { rank: rankName(rank.name, rank.ranks) })}`));
    }
    this.draw();
    if (!this.game.gaveUp && hints.remaining.words === 0) await this.endGame(round);  // every word found: the game is complete
    return true;
  }

  submit() {
    const word = this.guess.value.trim();
    this.guess.value = "";
    this.prefix.update("");
    this.giveUp.disarm();
    const g = this.game;
    if (!word || g.gaveUp || !g.letters) return;
    const round = g.round;
    this.enqueue(async () => {
      if (round.stale) return;
      const r = await this.ask("bee.check", { guess: word, found: this.known() });
      if (round.stale) return;
      if (r.error) { this.say(messageFor(r.error), "bad"); return; }
      this.spelled(r);
      const said = this.verdict(r);
      const verdict = `${this.spelling(r.guess)}: ${said.charAt(0).toLowerCase()}${said.slice(1)}`;  // "grat: not in word list."
      this.say(said, r.valid ? (r.pangram ? "pangram" : "good") : `bad ${r.reason}`, r.valid ? "" : verdict);
      if (r.reason === "not_in_nyt" || (r.valid && corrections.markOf(r.guess))) this.message.append(" ", this.markOrUndo(r.guess));
      if (!r.valid) return;
      g.found.push(r.guess);
      this.entries.set(r.guess, { word: r.guess, points: r.points, pangram: r.pangram });
      this.save();
      this.draw();
      await this.refresh(round);
      // "granite: pangram, 14 points. Score 31, Good." once the rank is known
      const spoken = { word: this.spelling(r.guess), points: points(r.points) };
      this.announce(`${r.pangram ? t("{word}: pangram, {points}.", spoken) : t("{word}: {points}.", spoken)} ${this.scoreLine()}`);
    });
  }

  /** A guess's verdict in the page's language: bee.check's own sentence (core.say), translated. */
  verdict(r) { return translateMessage(r.message); }

  /** The spellings an answer brings (a game in another language: "Apfel" for apfel), kept for the game. */
  spelled(r) { if (r?.spellings) Object.assign(this.game.spellings, r.spellings); }
  /** How the game's language writes `word`. */
  spelling(word) { return spellingOf(word, this.game.spellings); }

  /** "Mark accepted" on a word the NYT list leaves out (then the word is played), or the undo. */
  markOrUndo(word) {
    const button = markButton(word, "accept");
    if (!corrections.markOf(word)) button.addEventListener("click", () => { this.guess.value = this.typed(word); this.submit(); });
    return button;
  }

  async reveal() {
    const g = this.game, round = g.round;
    if (!g.letters || g.gaveUp) return;
    const r = await this.ask("bee.reveal", { found: this.known() });
    if (round.stale) return;
    if (r.error) { this.say(messageFor(r.error), "bad"); return; }
    if (!r.word) { this.say(t("Every word is found."), "good"); return; }
    this.spelled(r);
    g.revealed.push(r.word.word);
    this.entries.set(r.word.word, r.word);
    this.save();
    this.draw();
    const word = this.spelling(r.word.word);
    this.say(t("Revealed: {word} (no points)", { word: g.language === "en" ? word.toUpperCase() : word }), "revealed", "");
    await this.refresh(round);
    this.announce(`${t("Revealed: {word} (no points)", { word })}. ${this.scoreLine()}`);
  }

  /** The game ends: the person gave up, or every word is found (or revealed). */
  async endGame(round = this.game.round) {
    const g = this.game;
    if (!g.letters || g.gaveUp || round !== g.round || round.stale) return;
    if (!(await this.fetchAll(round))) return;
    g.gaveUp = true;
    this.save();
    this.draw();
    const missed = g.all.filter((w) => !this.known().includes(w.word)).length;
    const text = missed ? tn(missed, { one: "You missed {n} word; they are marked below.", other: "You missed {n} words; they are marked below." })
      : g.revealed.length ? tn(g.revealed.length, { one: "Every word is found ({n} word revealed).", other: "Every word is found ({n} words revealed)." })
      : t("{rank}! You found every word.", { rank: this.lastRank ? rankName(this.lastRank.name, this.lastRank.ranks) : t("Queen Bee") });
    this.say(text, missed || g.revealed.length ? "revealed" : "pangram", `${t("Game over.")} ${this.scoreLine()} ${text}`);
    this.finished();
  }

  /** The whole answer, asked for only once the person gives up. */
  async fetchAll(round) {
    const r = await this.ask("bee.solve", { rejected: false });  // the board's words only: what Play shows
    if (round.stale) return false;
    if (r.error) { this.say(messageFor(r.error), "bad"); return false; }
    this.spelled(r);
    this.game.all = r.words;
    this.draw();
    return true;
  }

  /** The game is over: its result, for a challenge. */
  finished() { this.challenge.end({ score: this.lastRank?.score ?? 0, words: this.game.found }); }

  /** A challenge's words as the solver sees them on this board: their score, and which are words of it. */
  async verify(words) {
    const r = await this.ask("bee.rank", { found: words });
    return r.error ? r : { score: r.score, valid: r.found_words.map((w) => w.word) };
  }

  async startOver() {
    this.challenge.reset();
    Object.assign(this.game, { since: Date.now(), found: [], revealed: [], gaveUp: false, all: null });
    this.lastRank = null;
    this.save();
    this.draw();
    this.say("");
    await this.refresh(this.game.round);
  }

  draw() {
    const g = this.game, over = g.gaveUp;
    this.foundList.show(this.entries, { found: g.found, revealed: g.revealed, all: over ? g.all : null,
      language: g.language, spellings: g.spellings });
    setGameOver(this.boardArea, over || !g.letters);
    this.hive.draw();
    if (over) for (const b of this.hive.buttons) b.disabled = true;
    if (over) { this.guess.value = ""; this.prefix.update(""); }
    this.againButton.hidden = !over;
    this.revealButton.disabled = over || !g.letters;
    this.giveUp.el.disabled = over || !g.letters;
  }

  async random(options) {
    const { picker } = this.ctx;
    this.newGame.errors.clear();
    const round = this.choosing.begin(t("Choosing a board…"));
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const r = await round.ask("bee.random", { seed, ...options, ...picker.params(), offensive: "hide" });
    if (!r) return;
    if (r.error) { this.say(""); this.newGame.errors.show(r.error, () => this.random(options)); return; }
    this.startBoard({ letters: r.letters, center: r.center },
      { push: true, title: `${t("Random puzzle")} · ${tn(r.word_count, { one: "{n} word", other: "{n} words" })}` });
    this.guess.focus({ preventScroll: true });
  }

  /** The puzzle of a day: the one `asked` names (a link's), else of the person's today. */
  async daily(push, asked = {}) {
    const { picker } = this.ctx;
    this.newGame.errors.clear();
    const date = asked.date || localDate();
    const round = this.choosing.begin(t("Finding the puzzle of the day…"));
    // In another language the day's game is its common list's (everyday words), whichever of its lists is chosen
    const common = languageTable(this.ctx.schema, picker.language)?.common;
    if (common && picker.value !== "custom" && picker.value !== common && picker.names.includes(common)) picker.set(common);
    const r = await round.ask("bee.daily", { date, ...picker.params(), offensive: "hide" });
    if (!r) return;
    if (r.error) {  // a link's day the solver refuses is said as the link's; else beside the list
      this.say("");
      (r.error.field === "date" ? this.boardError : this.newGame.errors).show(r.error, () => this.daily(push, asked));
      return;
    }
    this.startBoard({ letters: r.letters, center: r.center, challenge: asked.challenge },
      { push, title: t("Puzzle of the day · {date}", { date }), day: beeState("play", "", "", picker.stateName, date) });
  }
}
