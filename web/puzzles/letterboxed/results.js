// Letter Boxed — solutions grouped by word count, the best few of each shown, the rest behind
// "Show all". Hovering or focusing a solution draws its path on the box. The solver ranks them
// (fewest words, then the commonest rarest word, …) and, while a search streams, sends the best
// so far of the word count it searches: the page only shows what it is sent, in that order.
import { wordButton } from "../../components/definition.js";
import { fmt, h, plural } from "../../components/dom.js";

const ORDINAL = ["", "one", "two", "three", "four", "five", "six"];
const FEW = 5;       // solutions shown per group before "Show all"
const CHUNK = 500;   // rows added per "Show more"

export const ordinal = (k) => ORDINAL[k] || String(k);
export const cap = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);

/** "1 two-word, 187 four-word" from {"1": 0, "2": 1, "3": 0, "4": 187}. */
export function countsText(counts) {
  return Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => `${fmt(n)} ${ordinal(k)}-word`).join(", ");
}

/** The hints' first line: "No one-word solution, 1 two-word solution" from the same counts. */
export function countsSentence(counts) {
  return cap(Object.entries(counts).map(([k, n]) => (n ? plural(n, `${ordinal(k)}-word solution`) : `no ${ordinal(k)}-word solution`)).join(", "));
}

/** Solutions (in the solver's order) by word count. */
export function byWordCount(solutions) {
  const groups = new Map();
  for (const s of solutions) {
    if (!groups.has(s.words.length)) groups.set(s.words.length, []);
    groups.get(s.words.length).push(s);
  }
  return groups;
}

export class Results {
  /** @param {import("./box.js").Box} box  the box that shows a solution's path  @param {string} label */
  constructor(box, label = "Solutions") {
    this.box = box;
    this.el = h("div", { class: "lb-results", role: "group", "aria-label": label });
    this.el.addEventListener("mouseover", (e) => this.#hover(e.target.closest?.(".lb-sol")));
    this.el.addEventListener("focusin", (e) => this.#hover(e.target.closest?.(".lb-sol")));
    this.el.addEventListener("mouseleave", () => this.#hover(null));
    this.el.addEventListener("focusout", (e) => { if (!this.el.contains(e.relatedTarget)) this.#hover(null); });
  }

  #hover(item) {
    this.box.showChain(item ? item.dataset.words.split(" ") : null);
  }

  clear() { this.el.replaceChildren(); }

  /** A line under the groups (the search's state, the puzzle's intended pair). */
  note(text, cls = "lb-note") { this.el.append(h("p", { class: cls }, text)); }

  #item(s) {
    return h("li", { class: "lb-sol", tabindex: "0", dataset: { words: s.words.join(" ") },
      title: `rarest word: ${s.rarest} (Zipf ${s.score.toFixed(1)}) · ${s.letters} letters` },
      h("span", { class: "lb-words" }, s.words.flatMap((w, i) => [i ? h("span", { class: "lb-sep", "aria-hidden": "true" }, "–") : null,
        wordButton(w, "lb-word")])),
      h("span", { class: "lb-meta" }, `${s.letters} letters`));
  }

  /**
   * counts: word count → solutions found; groups: word count → ranked solutions (all, or the best
   * so far). `final`: the search is over (Show all is offered); `open`: the word count still being
   * searched; `few`: how many each group lists at first.
   */
  render(counts, groups, { final = false, few = FEW, open = null } = {}) {
    const blocks = [];
    for (const [k, n] of Object.entries(counts)) {
      if (!n) continue;
      const sols = groups.get(Number(k)) || [];
      const name = `${ordinal(k)}-word solutions`;
      const list = h("ol", { class: "lb-list", "aria-label": name }, sols.slice(0, few).map((s) => this.#item(s)));
      let shown = Math.min(few, sols.length);
      const more = h("button", { type: "button", class: "secondary lb-more" });
      const label = () => {
        const left = sols.length - shown;
        more.hidden = !final || left <= 0;
        more.textContent = shown === Math.min(few, sols.length) && left <= CHUNK ? `Show all ${fmt(sols.length)}` : `Show ${fmt(Math.min(CHUNK, left))} more`;
      };
      more.addEventListener("click", () => {
        const next = sols.slice(shown, shown + CHUNK);
        list.append(...next.map((s) => this.#item(s)));
        shown += next.length;
        label();
        if (!more.hidden) more.focus(); else list.children[shown - next.length]?.focus();
      });
      label();
      const searching = Number(k) === open;
      const note = searching ? "The best of those found so far; the search goes on."
        : final && sols.length < n ? `The best ${fmt(sols.length)} are listed.` : null;
      blocks.push(h("div", { class: "lb-group", role: "group", "aria-label": name },
        h("h3", {}, `${cap(ordinal(k))} words · ${plural(n, "solution")}${searching ? " so far" : ""}`), list, more,
        note ? h("p", { class: "lb-note" }, note) : null));
    }
    this.el.replaceChildren(...blocks);
  }
}
