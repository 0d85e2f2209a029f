// Letter Boxed — Play's hints, one more line per step, from letterboxed.hints: how many solutions
// of each word count (up to the fewest), the first word of a best solution, a whole best solution.
import { h } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { chainShown, inSentence } from "../../components/language.js";
import { countsSentence } from "./results.js";


export class HintLines {
  constructor() {
    this.el = h("div", { class: "lb-hints" });  // Play announces each new hint
  }

  clear() { this.el.replaceChildren(); }

  /** The first `step` hints of the solver's answer `r` (its counts say how deep it looked), its
   *  words as the puzzle's `language` writes them. */
  show(r, step, language = "en") {
    const depth = Math.max(0, ...Object.keys(r.counts).map(Number));
    const none = r.timed_out ? tn(depth, { one: "No solution found in the time the search had (up to {n} word looked at).",
      other: "No solution found in the time the search had (up to {n} words looked at)." })
      : tn(depth, { one: "No solution of up to {n} word with this word list.", other: "No solution of up to {n} words with this word list." });
    const lines = [r.best ? [t("Fewest words: {n}. {counts}.", { n: r.fewest_words, counts: countsSentence(r.counts) })] : [none]];
    if (r.best) {
      lines.push(inSentence(t("A best solution starts with {word}."), "word", chainShown([r.first_word], language, r.spellings)),
        inSentence(t("A best solution: {words}."), "words", chainShown(r.best, language, r.spellings)));
    }
    this.el.replaceChildren(...lines.slice(0, step).map((parts, i) => h("p", { class: "lb-hint" },
      h("strong", {}, t("Hint {n}: ", { n: i + 1 })), parts)));
  }
}
