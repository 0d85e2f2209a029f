// Letter Boxed — Play's hints, one more line per step, from letterboxed.hints: how many solutions
// of each word count (up to the fewest), the first word of a best solution, a whole best solution.
import { h, plural } from "../../components/dom.js";
import { countsSentence } from "./results.js";
import { upper } from "./state.js";


export class HintLines {
  constructor() {
    this.el = h("div", { class: "lb-hints" });  // Play announces each new hint
  }

  clear() { this.el.replaceChildren(); }

  /** The first `step` hints of the solver's answer `r` (its counts say how deep it looked). */
  show(r, step) {
    const depth = Math.max(0, ...Object.keys(r.counts).map(Number));
    const none = r.timed_out ? `No solution found in the time the search had (up to ${plural(depth, "word")} looked at).`
      : `No solution of up to ${plural(depth, "word")} with this word list.`;
    const lines = [r.best ? `Fewest words: ${r.fewest_words}. ${countsSentence(r.counts)}.` : none];
    if (r.best) lines.push(`A best solution starts with ${upper(r.first_word)}.`, `A best solution: ${r.best.map(upper).join(" – ")}.`);
    this.el.replaceChildren(...lines.slice(0, step).map((text, i) => h("p", { class: "lb-hint" }, h("strong", {}, `Hint ${i + 1}: `), text)));
  }
}
