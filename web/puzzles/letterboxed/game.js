// Letter Boxed — one game being played: its box, the words accepted so far, the word being typed,
// hints taken, the time, and how it ended. Kept in the browser (Store "letterboxed") per box and
// word list, under the same key as before this module existed, so games in progress carry over.
// What is saved is only trusted once the solver has judged it again (see Play's restore). Also the
// game's challenge (a chain's result: solved in fewer words wins).
import { Challenge, challengeKey } from "../../components/challenge.js";
import { languageName, t, tn } from "../../components/i18n.js";
import { Store, laterStart } from "../../components/store.js";
import { listLanguage, spelled, typedLetters } from "../../components/language.js";
import { listParams, toRoute, upper } from "./state.js";

const startOf = (v) => (Number.isFinite(v.since) ? v.since : 0);
const isPrefix = (x, y) => x.words.length <= y.words.length && x.words.every((w, i) => w === y.words[i]);
/** Two tabs on one box: the later start (Restart or Undo: `since`) wins whole; else the chain that extends
 *  the other wins, and of two chains that diverge a solved one, else the later written (`at`); hints
 *  taken are the most, solved or given up in either is over. */
export function merge(kept, mine) {
  const later = laterStart(kept, mine);
  if (later) return later;
  const won = isPrefix(kept, mine) ? mine : isPrefix(mine, kept) ? kept
    : !!kept.solved !== !!mine.solved ? (kept.solved ? kept : mine) : (kept.at ?? 0) > (mine.at ?? 0) ? kept : mine;
  return { words: won.words, current: won.current ?? "", hintStep: Math.max(Number(kept.hintStep) || 0, Number(mine.hintStep) || 0),
    gaveUp: !!(kept.gaveUp || mine.gaveUp), solved: !!(kept.solved || mine.solved), used: Math.max(Number(kept.used) || 0, Number(mine.used) || 0),
    since: startOf(mine), at: Math.max(kept.at ?? 0, mine.at ?? 0) };
}
const store = new Store("letterboxed", {
  max: 100, merge,
  valid: (v) => Array.isArray(v.words) && v.words.every((w) => typeof w === "string" && w.length < 64) && (v.since == null || Number.isFinite(v.since)),
});

/** Calls `fn(key, kept)` when another tab keeps a game (Store.follow); returns an unsubscribe. */
export const followGames = (fn) => store.follow(fn);

/** One id per game: a box with its list options, a day, or a seed (a challenge of one: a game of its own). */
export const gameId = (state) => JSON.stringify(toRoute(state)) + challengeKey(state);

export class Game {
  /** @param {object} state  the play state  @param {string[]} sides  the solver's four sides
   *  @param {string[]|null} intended  the two words a generated puzzle was made from */
  constructor(state, sides, intended = null) {
    this.id = gameId(state);
    this.state = state;
    this.sides = sides;
    this.intended = intended;
    this.params = { sides, ...listParams(state) };  // what every request about this box carries
    this.language = listLanguage(this.params.dictionary);  // the puzzle's: its list's (its letters, its spellings)
    this.spellings = {};   // how the language writes the words shown (the solver's answers'), in another language than English
    this.key = `${sides.join("-")}:${JSON.stringify(listParams(state))}${challengeKey(state)}`;
    this.words = [];       // accepted, in order
    this.current = "";     // the word being typed (accepted so far letter by letter)
    this.missing = [...sides.join("")];  // the box's letters no accepted word uses (the solver's `missing`)
    this.next = "";        // the letter the next word starts with (the solver's `next_letter`)
    this.hintStep = 0;     // 0-3 hints shown
    this.hints = null;     // letterboxed.hints' answer, asked once
    this.gaveUp = false;
    this.solved = false;
    this.used = 0;         // ms of play (the clock's)
    this.since = 0;        // when Restart (or Undo) began the chain as it is: the later wins in another tab
    this.at = 0;           // when the last move was made
  }

  get over() { return this.gaveUp || this.solved; }

  /** The solver's verdict on the words as they stand (letterboxed.check): what it says follows. */
  judged(r) {
    Object.assign(this.spellings, r.spellings);
    this.missing = r.missing;
    this.next = r.next_letter || "";
    this.solved = r.complete;
  }

  /** The game's name: the day's, the seed's, or the box itself (and its language, if not English). */
  title() {
    const st = this.state;
    const name = st.date ? t("Puzzle of the day · {date}", { date: st.date }) : st.seed != null ? t("Random puzzle {seed}", { seed: String(st.seed) })
      : st.common ? t("Box {sides} · common words only", { sides: this.sides.map(upper).join(" ") })
        : t("Box {sides}", { sides: this.sides.map(upper).join(" ") });
    return this.language === "en" ? name : `${name} · ${languageName(this.language)}`;
  }

  /** A word played as the language writes it, in capitals ("ELEVE" played: ÉLÈVE). */
  shown(word) { return spelled(word, this.spellings, { caps: true }); }

  /** Where the game stands, in a line. */
  status() {
    const n = this.words.length;
    if (this.solved) return tn(n, { one: "Solved in {n} word: {words}!", other: "Solved in {n} words: {words}!" }, { words: this.words.map((w) => this.shown(w)).join(" – ") });
    if (this.gaveUp) return t("The best solutions are shown below.");
    if (!n) return t("Start anywhere: type or click a letter.");
    return this.missing.length ? tn(n, { one: "{n} word · letters left: {letters}", other: "{n} words · letters left: {letters}" }, { letters: this.missing.map(upper).join(" ") })
      : tn(n, { one: "{n} word · every letter used", other: "{n} words · every letter used" });
  }

  /** What was saved for this box and list, cleaned up (or null); the words still need judging. */
  saved() {
    const v = store.get(this.key);
    if (!v) return null;
    const step = Number(v.hintStep);
    return {
      words: v.words.map((w) => w.toLowerCase()),
      current: typeof v.current === "string" ? typedLetters(v.current, this.language, this.sides.join("")) : "",
      hintStep: Number.isInteger(step) ? Math.max(0, Math.min(3, step)) : 0,
      gaveUp: v.gaveUp === true,
      used: Number.isFinite(v.used) && v.used > 0 ? v.used : 0,
      since: startOf(v), at: Number.isFinite(v.at) ? v.at : 0,
    };
  }

  /** What is kept of the game. */
  kept() {
    const { words, current, hintStep, gaveUp, solved, used, since, at } = this;
    return { words, current, hintStep, gaveUp, solved, used, since, at };
  }

  save() { store.set(this.key, this.kept()); }
}

/** The challenge of a Letter Boxed game (components/challenge.js): the words of the chain, in order; solved in fewer words is better, unsolved last. */
export const lbChallenge = () => new Challenge({
  puzzle: "letterboxed", ordered: true,
  describe: (r) => (r.score ? tn(r.score, { one: "solved in {n} word", other: "solved in {n} words" })
    : tn(r.words.length, { one: "not solved ({n} word)", other: "not solved ({n} words)" })),
  goal: (r) => (r.score ? tn(r.score, { one: "solve the box in {n} word or fewer", other: "solve the box in {n} words or fewer" })
    : t("solve the box (they did not)")),
  compare: (a, b) => (a.score === b.score ? 0 : !a.score ? -1 : !b.score ? 1 : b.score - a.score),
});
