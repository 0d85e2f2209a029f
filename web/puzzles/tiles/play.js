// Letter-pair tiles — Play: the puzzle of the day (by the person's local date), a random one, or
// one's own tiles (tiles.puzzle, tiles.formable); type words or click the tiles, each word judged by
// the solver (tiles.check); found / formable; Give up (two presses) lists every word. A game in
// progress is kept in the browser (Store "tiles") and resumes after a reload.
import { Challenge, challengeKey } from "../../components/challenge.js";
import { h, field, hashText, numberParam } from "../../components/dom.js";
import { localDate } from "../../components/date.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { GiveUpButton, setGameOver } from "../../components/game.js";
import { GuessKeys } from "../../components/guess-keys.js";
import { t, tn, translateMessage } from "../../components/i18n.js";
import { Requests } from "../../components/request.js";
import { numberInput, precheck, refusal } from "../../components/schema.js";
import { Store, mergeGame } from "../../components/store.js";
import { View } from "../../components/view.js";
import { normal, parseTiles, toRoute, withOptions } from "./state.js";
import { languageTable, spellingOf, typedLetters, wordElement } from "../bee/letters.js";

const isFound = (f) => f && typeof f.word === "string" && Array.isArray(f.split) && f.split.every((t) => typeof t === "string");
const merge = (kept, mine) => mergeGame(kept, mine, { lists: { found: (f) => f.word }, over: "gaveUp" });  // two tabs' words, all
const store = new Store("tiles", { max: 100, merge,
  valid: (v) => Array.isArray(v.found) && v.found.every(isFound) && typeof v.gaveUp === "boolean" && (v.since == null || Number.isFinite(v.since)) });
const shownTile = (tile) => tile.replace(".", "·");  // a half tile: its letter and a blank
const words = (n) => tn(n, { one: "{n} word", other: "{n} words" });
const everyWord = (n) => tn(n, { one: "Every word found: {n} word!", other: "Every word found: {n} words!" });

export class TilesPlay extends View {
  constructor(ctx) {
    super(ctx);
    this.game = null;  // {tiles, params, key, answers: string[], since, found: [{word, split}], over, language, spellings}
    store.follow((key, kept) => this.heard(key, kept));
    this.asks = new Requests(ctx.client, { say: (text) => this.say(text) });  // the newest game asked for is set up

    this.title = h("h3", { class: "tiles-play-title" });
    this.counter = h("p", { class: "summary tiles-counter" });  // a move's announcement says the count
    this.rack = h("ul", { class: "tiles-rack", role: "list", "aria-label": t("Your tiles") });
    this.guess = h("input", { id: "tiles-guess", name: "word", autocomplete: "off", spellcheck: "false", autocapitalize: "none",
      enterkeyhint: "enter", placeholder: t("type a word"), class: "tiles-guess" });
    this.guess.addEventListener("input", () => this.giveUp.disarm());
    this.guessErrors = new FieldErrors("tiles-guess-error", { word: this.guess }, {}, { announced: true });
    this.note = h("p", { class: "tiles-guess-note" });  // shown; what it says is announced (say)
    this.giveUp = new GiveUpButton({ status: this.note, label: t("Give up"), question: t("Show the words?"),
      explain: t("Press again to end the game and see every word.") });
    this.giveUp.addEventListener("confirm", () => this.end());
    const guessForm = h("form", { class: "tiles-guess-form", novalidate: true, "aria-label": t("Guess a word") },
      h("div", { class: "fields" },
        field("tiles-guess", t("Your word"), this.guess),
        h("button", { type: "submit" }, t("Enter")),
        h("button", { type: "button", class: "secondary", onclick: () => { this.guess.value = ""; this.guess.focus(); } }, t("Erase")),
        this.giveUp.el),
      this.guessErrors.el);
    onSubmit(guessForm, () => this.submit());
    this.keys = new GuessKeys({ input: this.guess, area: guessForm, playing: () => !!this.game && !this.game.over, submit: () => this.submit() });
    this.challenge = new Challenge({ puzzle: "tiles", onReplay: () => this.replay(),
      describe: (r) => words(r.score), goal: (r) => t("find more than {words}", { words: words(r.score) }) });
    this.board = h("div", { class: "tiles-board" },
      h("div", { class: "tiles-play-head" }, this.title, this.counter), this.challenge.banner, this.rack, guessForm, this.note);

    this.count = numberInput(ctx.schema, "tiles.puzzle", "count", { id: "tiles-play-count", inputmode: "numeric", class: "tiles-num" });
    this.startErrors = new FieldErrors("tiles-play-start-error", { count: this.count, ...ctx.options.fields }, {},
      { retry: () => this.shown && this.start(this.shown) });
    const newGame = h("div", { class: "tiles-new" },
      h("div", { class: "fields" },
        field("tiles-play-count", t("Tiles in a puzzle"), this.count),
        h("button", { type: "button", onclick: () => this.begin({ date: localDate() }) }, t("Puzzle of the day")),
        h("button", { type: "button", class: "secondary", onclick: () => this.begin({ seed: Math.floor(Math.random() * 1e6) }) }, t("Random puzzle"))),
      this.startErrors.el);
    this.found = h("ol", { class: "tiles-words tiles-found", "aria-label": t("Found words") });
    this.el = h("div", { class: "tiles-play" }, this.board, this.challenge.el, newGame, this.found);
    this.draw();
  }

  initial() { return normal({ mode: "play", ...this.ctx.options.stateFields() }); }

  load(state) {
    if (!this.ctx.options.set(state)) {  // a refused tile size: no game on another size; N is checked too
      this.shown = state;
      this.game = null;
      this.draw();
      this.startErrors.show(state.count != null ? precheck(this.ctx.schema, "tiles.puzzle", { count: state.count }) : null);
      return;
    }
    this.start(state, { share: false });
  }

  activate() { this.keys.attach(this.scope); }
  deactivate() { this.giveUp.disarm(); }

  /** The tile size, half tiles or word list changed: the same puzzle (day, seed or tiles) with them. */
  optionsChanged() {
    this.start(withOptions(this.shown ?? this.initial(), this.ctx.options.stateFields()));
  }

  /** A new game the person asked for: the options and "Tiles in a puzzle" as the form shows them. A
   *  count the solver refuses is said beside its field, and the game on screen stays. */
  begin(key) {
    const count = numberParam(this.count);
    const refused = refusal(this.ctx.schema, "tiles.puzzle", { count });
    if (refused) { this.startErrors.show(refused); return; }
    this.start(normal({ mode: "play", ...this.ctx.options.stateFields(), count, ...key }));
  }

  /** Set the game of `state` up (the day's when it names no tiles, date or seed); `share` it once it is. */
  async start(state, { share = true } = {}) {
    const { options } = this.ctx;
    if (!state.tiles && state.seed == null && !state.date) {
      state = normal({ ...state, count: state.count ?? numberParam(this.count), date: localDate() });
    }
    const round = this.asks.begin();
    this.shown = state;
    this.game = null;
    this.startErrors.clear();
    this.guessErrors.clear();
    this.giveUp.disarm();
    this.guess.value = "";
    this.rack.replaceChildren();
    this.title.textContent = state.date ? t("Puzzle of the day, {date}", { date: state.date })
      : state.seed != null ? t("Random puzzle #{seed}", { seed: String(state.seed) }) : t("Your tiles");
    this.draw();
    round.say(t("Setting the puzzle up…"));
    let params = { ...options.params(), offensive: "hide" };  // offensive words are never played
    // In another language the puzzle of the day is drawn from its common list (everyday words),
    // whichever of its lists is chosen (as the Bee's); a seed's or one's own tiles, from the list chosen.
    const common = languageTable(this.ctx.schema, options.language)?.common;
    const { picker } = options;
    if (state.date && common && picker.value !== "custom" && picker.value !== common && picker.names.includes(common)) {
      picker.set(common);
      params = { ...options.params(), offensive: "hide" };
      state = normal({ ...state, ...options.stateFields() });
      this.shown = state;
    }
    const r = state.tiles
      ? await round.ask("tiles.formable", { tiles: parseTiles(state.tiles), ...params })
      : await round.ask("tiles.puzzle", { ...(state.count != null ? { count: state.count } : {}),
        ...(state.seed != null ? { seed: state.seed } : { date: state.date }), ...params });
    if (!r) return;
    this.say("");
    if (r.error) { this.startErrors.show(r.error); return; }
    const list = params.word_list != null ? `own-${hashText(params.word_list)}` : params.dictionary;
    const key = `${r.tile_size}${r.half_tiles ? "h" : ""}/${r.tiles.join("-")}/${list}${challengeKey(state)}`;  // a challenge: a fresh game
    const saved = store.get(key);
    const answers = new Set(r.words);
    this.game = { tiles: r.tiles, params, key, answers: r.words, over: !!saved?.gaveUp, since: saved?.since ?? 0,
      language: options.language, spellings: r.spellings ?? {},
      found: (saved?.found ?? []).filter((f) => answers.has(f.word)) };
    if (state.count != null) this.count.value = state.count;
    this.rack.replaceChildren(...r.tiles.map((tile) => h("li", {}, h("button", { type: "button", class: "tiles-tile",
      "aria-label": tile.endsWith(".") ? t("Add {letter} and a blank", { letter: tile.slice(0, -1) }) : t("Add {tile}", { tile }),
      onclick: () => this.type(tile.replace(".", "")) }, shownTile(tile)))));
    this.draw();
    const g = this.game;
    this.challenge.open(state, toRoute(state), async (words) => {  // the challenge's words among the solver's
      const valid = words.filter((w) => answers.has(w));
      return { score: valid.length, valid };
    });
    if (g.over) this.ended();
    if (share) this.share(state);
    // Phones: the tiles and the word field in view (in the app only: an embed never scrolls its host page).
    if (this.active && !this.ctx.embed) this.board.scrollIntoView({ block: "nearest" });
  }

  type(letters) {
    if (!this.game || this.game.over) return;
    this.guess.value += letters;
    this.giveUp.disarm();
    this.guess.focus({ preventScroll: true });
  }

  async submit() {
    const g = this.game;
    this.guessErrors.clear();
    this.say("");
    this.giveUp.disarm();
    const sent = this.guess.value;
    if (!g || g.over || !sent.trim()) return;
    const word = this.asLetters(sent);
    this.guess.value = "";  // sent: the field is free for the next word at once
    const r = await this.ctx.client.request("tiles.check", { tiles: g.tiles, word, ...g.params });
    if (g !== this.game || g.over) return;
    const back = () => { if (!this.guess.value) { this.guess.value = sent; this.guess.select(); } };  // to fix it, unless another is typed
    if (r.error) { back(); this.guessErrors.show(r.error); return; }
    if (!r.formable) {
      back();
      this.guessErrors.show({ message: t("“{word}”: {reason}", { word: r.word, reason: translateMessage(r.reason) }), field: "word" });
      return;
    }
    if (r.spellings) Object.assign(g.spellings, r.spellings);
    const spelled = spellingOf(r.word, g.spellings);
    if (g.found.some((f) => f.word === r.word)) {
      this.say(t("“{word}” is already found.", { word: spelled }));
      return;
    }
    g.found.push({ word: r.word, split: r.split });
    this.save();
    this.say(t("Found “{word}” ({tiles}).", { word: spelled, tiles: r.split.map(shownTile).join(" · ") }),
      t("{word}: found, {tiles}. {found} of {total} found.",
        { word: spelled, tiles: r.split.map((tile) => tile.replace(".", "")).join(", "), found: g.found.length, total: g.answers.length }));
    this.draw();
    if (this.complete(g)) this.end(everyWord(g.found.length));  // the natural end
  }

  complete(g) { return g.found.length >= g.answers.length; }

  /** A typed word as the game's language's letters: composed and folded (é is e in French), and a
   *  letter no tile has whose marked form one has is that form (a typed a is ä when the tiles have
   *  ä and no a: letters.js `typedLetters`). English: sent as typed (the solver reads it). */
  asLetters(text) {
    const g = this.game, table = languageTable(this.ctx.schema, g.language);
    return table ? typedLetters(table, text, g.tiles.join("").replaceAll(".", "")) : text;
  }

  /** The game ends (Give up, confirmed, or every word found): its inputs are disabled and every word is listed. */
  end(why = "") {
    const g = this.game;
    if (!g || g.over) return;
    g.over = true;
    this.save();
    this.say(why);
    this.draw();
    this.announce(t("Game over: you found {words} of {total}. Every word is listed below.", { words: words(g.found.length), total: g.answers.length }));
    this.ended();
  }

  /** The game is over: its result, for a challenge. */
  ended() { this.challenge.end({ score: this.game.found.length, words: this.game.found.map((f) => f.word) }); }

  /** Replay: the same tiles, fresh. */
  replay() {
    const g = this.game;
    if (!g) return;
    Object.assign(g, { found: [], over: false, since: Date.now() });
    this.challenge.reset();
    this.save();
    this.say("");
    this.draw();
    this.guess.focus({ preventScroll: true });
  }

  kept() { const g = this.game; return { since: g.since, found: g.found, gaveUp: g.over }; }
  save() { store.set(this.game.key, this.kept()); }

  /** Another tab kept this game: its words join these (its Replay replaces them), without a reload. */
  heard(key, kept) {
    const g = this.game;
    if (!g || key !== g.key) return;
    const mine = this.kept(), merged = merge(kept, mine);
    if (JSON.stringify(merged) === JSON.stringify(mine)) return;
    const answers = new Set(g.answers), restarted = merged.since !== g.since;
    Object.assign(g, { since: merged.since, found: merged.found.filter((f) => answers.has(f.word)) });
    if (JSON.stringify(merged) !== JSON.stringify(kept)) this.save();  // this tab had words the other lacks
    if (restarted) { g.over = merged.gaveUp; this.challenge.reset(); this.say(""); }
    this.draw();
    if (merged.gaveUp && !g.over) this.end(this.complete(g) ? everyWord(g.found.length) : "");
    else if (!g.over && this.complete(g)) this.end(everyWord(g.found.length));
  }

  /** Show `text` under the word field and announce `spoken` (by default the same). */
  say(text, spoken = text) {
    this.note.textContent = text;
    this.announce(spoken);
  }

  draw() {
    const g = this.game;
    setGameOver(this.board, !g || g.over);
    if (!g) {
      this.counter.textContent = "";
      this.found.replaceChildren();
      return;
    }
    this.counter.textContent = t("{found} / {total} found", { found: g.found.length, total: g.answers.length })
      + (!g.over ? "" : ` · ${this.complete(g) ? t("every word") : t("you gave up")}`);
    const shown = (word) => wordElement(word, { language: g.language, spellings: g.spellings });
    const split = (f) => h("span", { class: "tiles-split" }, f.split.map(shownTile).join(" · "));
    if (g.over) {
      this.guess.value = "";
      this.guessErrors.clear();
      const mine = new Set(g.found.map((f) => f.word));
      this.found.setAttribute("aria-label", t("All the words"));
      this.found.replaceChildren(...[...g.answers].sort().map((w) => h("li", { class: mine.has(w) ? "found" : "missed" },
        shown(w), mine.has(w) ? h("span", { class: "tiles-split" }, t("found")) : null)));
    } else {
      this.found.setAttribute("aria-label", t("Found words"));
      this.found.replaceChildren(...[...g.found].reverse().map((f) => h("li", { class: "found" }, shown(f.word), split(f))));
    }
  }
}
