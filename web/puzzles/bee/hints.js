// Spelling Bee — what Play shows beside the board: the rank bar, the found words and the hints
// (remaining words by first letter × length, and by their first two letters). Everything here is
// drawn from the solver's answers (bee.rank, bee.hints, bee.check); nothing is computed in the page.
import { wordButton } from "../../components/definition.js";
import { fmt, h } from "../../components/dom.js";

const byWord = (a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

export class RankBox {
  constructor() {
    this.name = h("strong", { class: "bee-rank-name" });
    this.text = h("span", { class: "bee-rank-text" });
    this.bar = h("ol", { class: "bee-rankbar", "aria-hidden": "true" });
    this.el = h("div", { class: "bee-rank", "aria-live": "polite" }, h("p", {}, this.name, " ", this.text), this.bar);
  }

  clear() { this.name.textContent = ""; this.text.textContent = ""; this.bar.replaceChildren(); }

  show(r) {
    this.name.textContent = r.name;
    this.text.textContent = `· ${fmt(r.score)} point${r.score === 1 ? "" : "s"} · ${r.next ? `${fmt(r.to_next)} to ${r.next}` : "every point found"}`;
    this.bar.replaceChildren(...r.ranks.map((k) => h("li", {
      class: `${r.score >= k.min_score ? "reached" : ""}${k.name === r.name ? " current" : ""}`,
      title: `${k.name}: ${fmt(k.min_score)}` }, k.name === r.name ? fmt(r.score) : "")));
  }
}

export class FoundList {
  constructor() {
    this.title = h("h3", { class: "bee-found-title" }, "Found words");
    this.list = h("ul", { class: "bee-found", "aria-label": "Found words" });
    this.el = h("div", {}, this.title, this.list);
  }

  /**
   * @param {Map<string, {word, pangram}>} entries  what the solver said of each word
   * @param {{found: string[], revealed: string[], all: Array|null}} game  all: the whole answer once given up
   */
  show(entries, { found, revealed, all }) {
    const f = new Set(found), r = new Set(revealed);
    const shown = all ? [...all].sort(byWord)
      : [...f, ...r].map((word) => entries.get(word) ?? { word, pangram: false }).sort(byWord);
    this.list.replaceChildren(...shown.map(({ word, pangram }) => {
      const how = f.has(word) ? "found" : r.has(word) ? "revealed" : "missed";
      return h("li", { class: `${how}${pangram ? " pangram" : ""}` },
        wordButton(word, "word"),
        pangram ? h("span", { class: "tag" }, "pangram") : null,
        how !== "found" ? h("span", { class: `tag ${how}` }, how) : null);
    }));
    this.title.textContent = `Found words · ${found.length}${revealed.length ? ` (+${revealed.length} revealed)` : ""}`;
  }
}

export class HintsBox {
  constructor() {
    this.summary = h("summary", {}, "Hints");
    this.grid = h("div", { class: "bee-grid" });
    this.starts = h("ul", { class: "bee-starts", "aria-label": "Words left by their first two letters" });
    this.el = h("details", { class: "bee-hints" }, this.summary, this.grid,
      h("p", { class: "bee-hint-head" }, "By first two letters"), this.starts);
  }

  clear() { this.summary.textContent = "Hints"; this.grid.replaceChildren(); this.starts.replaceChildren(); }

  show(r) {
    const left = r.remaining;
    this.summary.textContent = `Hints · ${fmt(left.words)} word${left.words === 1 ? "" : "s"} and ${fmt(left.pangrams)} pangram${left.pangrams === 1 ? "" : "s"} left`;
    const g = r.grid;
    const cell = (n) => h("td", { class: n ? null : "zero" }, n ? String(n) : "–");
    this.grid.replaceChildren(h("table", {},
      h("caption", {}, "Words left by first letter (rows) and length (columns)"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, ""), g.lengths.map((n) => h("th", { scope: "col" }, String(n))), h("th", { scope: "col" }, "Σ"))),
      h("tbody", {}, g.rows.map((row) => h("tr", {}, h("th", { scope: "row" }, row.letter.toUpperCase()),
        row.counts.map((n) => cell(n)), cell(row.total)))),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Σ"), g.totals.map((n) => cell(n)), cell(g.total)))));
    this.starts.replaceChildren(...r.two_letter.map(({ start, count }) =>
      h("li", { class: count ? null : "zero" }, `${start.toUpperCase()}-${count}`)));
  }
}
