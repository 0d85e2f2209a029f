// Letter Boxed — solutions grouped by word count, the best few of each shown, the rest behind
// "Show all". Hovering or focusing a solution draws its path on the box. The solver ranks them
// (fewest words, then the commonest rarest word, …) and, while a search streams, sends the best
// so far of the word count it searches: the page only shows what it is sent, in that order.
import { fmt, h } from "../../components/dom.js";
import { fixed, t, tn } from "../../components/i18n.js";
import { wordShown } from "../../components/language.js";

const FEW = 5;       // solutions shown per group before "Show all"
const CHUNK = 500;   // rows added per "Show more"

export const cap = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);

// The texts of a word count k (1 to 6, the catalog's max_words: letterboxed.solve), each whole, so
// that each language says it its own way ("two-word solutions", "solutions en deux mots").
const BY_WORDS = [null,
  { counted: (n) => tn(n, { one: "{n} one-word", other: "{n} one-word" }),
    solutions: (n) => tn(n, { one: "{n} one-word solution", other: "{n} one-word solutions" }),
    none: () => t("no one-word solution"), group: () => t("one-word solutions"), heading: () => t("One words"),
    chains: () => t("one-word chains") },
  { counted: (n) => tn(n, { one: "{n} two-word", other: "{n} two-word" }),
    solutions: (n) => tn(n, { one: "{n} two-word solution", other: "{n} two-word solutions" }),
    none: () => t("no two-word solution"), group: () => t("two-word solutions"), heading: () => t("Two words"),
    chains: () => t("two-word chains") },
  { counted: (n) => tn(n, { one: "{n} three-word", other: "{n} three-word" }),
    solutions: (n) => tn(n, { one: "{n} three-word solution", other: "{n} three-word solutions" }),
    none: () => t("no three-word solution"), group: () => t("three-word solutions"), heading: () => t("Three words"),
    chains: () => t("three-word chains") },
  { counted: (n) => tn(n, { one: "{n} four-word", other: "{n} four-word" }),
    solutions: (n) => tn(n, { one: "{n} four-word solution", other: "{n} four-word solutions" }),
    none: () => t("no four-word solution"), group: () => t("four-word solutions"), heading: () => t("Four words"),
    chains: () => t("four-word chains") },
  { counted: (n) => tn(n, { one: "{n} five-word", other: "{n} five-word" }),
    solutions: (n) => tn(n, { one: "{n} five-word solution", other: "{n} five-word solutions" }),
    none: () => t("no five-word solution"), group: () => t("five-word solutions"), heading: () => t("Five words"),
    chains: () => t("five-word chains") },
  { counted: (n) => tn(n, { one: "{n} six-word", other: "{n} six-word" }),
    solutions: (n) => tn(n, { one: "{n} six-word solution", other: "{n} six-word solutions" }),
    none: () => t("no six-word solution"), group: () => t("six-word solutions"), heading: () => t("Six words"),
    chains: () => t("six-word chains") },
];
/** A word count's texts; past six (never asked of the solver) in figures. */
export const byWords = (k) => BY_WORDS[Number(k)] ?? {
  counted: (n) => `${fmt(n)} ${k}-word`, solutions: (n) => `${fmt(n)} ${k}-word`, none: () => `no ${k}-word solution`,
  group: () => `${k}-word solutions`, heading: () => `${k} words`, chains: () => `${k}-word chains`,
};

/** "1 two-word, 187 four-word" from {"1": 0, "2": 1, "3": 0, "4": 187}. */
export function countsText(counts) {
  return Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => byWords(k).counted(n)).join(", ");
}

/** The hints' first line: "No one-word solution, 1 two-word solution" from the same counts. */
export function countsSentence(counts) {
  return cap(Object.entries(counts).map(([k, n]) => (n ? byWords(k).solutions(n) : byWords(k).none())).join(", "));
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
  constructor(box, label = t("Solutions")) {
    this.box = box;
    this.language = "en";   // the puzzle's language, and how it writes the words shown (the solver's spellings)
    this.spellings = null;
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

  /** The words from now on are the `language`'s, written as `spellings` says (null: as played). */
  spell(language, spellings = null) {
    this.language = language;
    this.spellings = spellings;
  }

  /** A line under the groups (the search's state, the puzzle's intended pair). */
  note(text, cls = "lb-note") { this.el.append(h("p", { class: cls }, text)); }

  #item(s) {
    return h("li", { class: "lb-sol", tabindex: "0", dataset: { words: s.words.join(" ") },
      title: tn(s.letters, { one: "rarest word: {word} (Zipf {zipf}) · {n} letter", other: "rarest word: {word} (Zipf {zipf}) · {n} letters" },
        { word: this.spellings?.[s.rarest] ?? s.rarest, zipf: zipfOf(s.score) }) },
      h("span", { class: "lb-words" }, s.words.flatMap((w, i) => [i ? h("span", { class: "lb-sep", "aria-hidden": "true" }, "–") : null,
        wordShown(w, { language: this.language, spellings: this.spellings, cls: "lb-word" })])),
      h("span", { class: "lb-meta" }, tn(s.letters, { one: "{n} letter", other: "{n} letters" })));
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
      const name = byWords(k).group();
      const list = h("ol", { class: "lb-list", "aria-label": name }, sols.slice(0, few).map((s) => this.#item(s)));
      let shown = Math.min(few, sols.length);
      const more = h("button", { type: "button", class: "secondary lb-more" });
      const label = () => {
        const left = sols.length - shown;
        more.hidden = !final || left <= 0;
        more.textContent = shown === Math.min(few, sols.length) && left <= CHUNK ? t("Show all {n}", { n: sols.length })
          : t("Show {n} more", { n: Math.min(CHUNK, left) });
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
      const note = searching ? t("The best of those found so far; the search goes on.")
        : final && sols.length < n ? t("The best {n} are listed.", { n: sols.length }) : null;
      blocks.push(h("div", { class: "lb-group", role: "group", "aria-label": name },
        h("h3", {}, `${byWords(k).heading()} · ${searching ? tn(n, { one: "{n} solution so far", other: "{n} solutions so far" })
          : tn(n, { one: "{n} solution", other: "{n} solutions" })}`), list, more,
        note ? h("p", { class: "lb-note" }, note) : null));
    }
    this.el.replaceChildren(...blocks);
  }
}

/** A Zipf frequency as the page's language writes a number with one decimal (3.4, 3,4). */
const zipfOf = (score) => fixed(1).format(score);
