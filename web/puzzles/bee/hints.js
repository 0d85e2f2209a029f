// Spelling Bee — what Play shows beside the board: the rank bar, the found words, the hints page
// (counts, BINGO, Genius, Queen Bee, GN4L, the grid, the two- and three-letter lists) and the opt-in
// prefix sign. Everything here is drawn from the solver's answers (bee.rank, bee.hints, bee.prefix,
// bee.check); nothing is computed in the page.
import { fmt, h, plural } from "../../components/dom.js";
import { Requests } from "../../components/request.js";
import { Store } from "../../components/store.js";
import { wordButton } from "../../components/definition.js";
import { announce } from "../../components/announcer.js";

const byWord = (a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

export class RankBox {
  constructor() {
    this.name = h("strong", { class: "bee-rank-name" });
    this.text = h("span", { class: "bee-rank-text" });
    this.bar = h("ol", { class: "bee-rankbar", "aria-hidden": "true" });
    this.el = h("div", { class: "bee-rank" }, h("p", {}, this.name, " ", this.text), this.bar);  // a move's announcement says the rank
  }

  clear() { this.name.textContent = ""; this.text.textContent = ""; this.bar.replaceChildren(); }

  show(r) {
    this.name.textContent = r.name;
    this.text.textContent = `· ${plural(r.score, "point")} · ${r.next ? `${fmt(r.to_next)} to ${r.next}` : "every point found"}`;
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

/** A table with a caption, a header row (its first cell empty, above the rows' headers: a plain
 *  cell, as a header must have text) and rows [header, ...cells]; a number cell shows "–" for 0. */
function table(cls, caption, head, rows, foot = null) {
  const row = ([name, ...cells]) => h("tr", {}, h("th", { scope: "row" }, name), cells.map((n) =>
    typeof n === "number" ? h("td", { class: n ? null : "zero" }, n ? fmt(n) : "–") : h("td", {}, n)));
  return h("table", { class: cls },
    h("caption", {}, caption),
    h("thead", {}, h("tr", {}, head.map((t) => (t ? h("th", { scope: "col" }, t) : h("td", {}))))),
    h("tbody", {}, rows.map(row)),
    foot ? h("tfoot", {}, row(foot)) : null);
}

const FIGURES = [["words", "Words"], ["points", "Points"], ["pangrams", "Pangrams"], ["perfect_pangrams", "Perfect pangrams"]];
const letterList = (letters) => letters.map((c) => c.toUpperCase()).join(", ");

/** The hints page (bee.hints), as words are found: the counts found / left / in all, BINGO, Genius,
 *  Queen Bee and GN4L, the words left by first letter × length, and by their first two and three letters. */
let boxes = 0;
export class HintsBox {
  /** @param {Element[]} options  settings shown at the end (the prefix sign's switch) */
  constructor(options = []) {
    const id = `bee-three-letter-${++boxes}`;  // Solve and Play each have one: ids stay unique
    this.summary = h("summary", {}, "Hints");
    this.figures = h("div", { class: "bee-grid bee-figures" });
    this.bingo = h("p", { class: "bee-bingo" });
    this.goals = h("div", { class: "bee-grid bee-goals" });
    this.gn4l = h("p", { class: "bee-gn4l" });
    // on a narrow screen the grid scrolls sideways: the keyboard can reach it to scroll too
    this.grid = h("div", { class: "bee-grid bee-lengths", tabindex: "0", role: "region", "aria-label": "Grid of words left" });
    this.starts = h("ul", { class: "bee-starts", "aria-label": "Words left by their first two letters" });
    this.starts3 = h("ul", { class: "bee-starts", id, "aria-label": "Words left by their first three letters", hidden: true });
    this.more = h("button", { type: "button", class: "link", "aria-expanded": "false", "aria-controls": id,
      onclick: () => {  // the longer list tells more: shown when asked for
        this.starts3.hidden = !this.starts3.hidden;
        this.more.setAttribute("aria-expanded", String(!this.starts3.hidden));
      } }, "Three-letter list: words left by their first three letters");
    this.el = h("details", { class: "bee-hints" }, this.summary, this.figures, this.bingo, this.goals, this.gn4l, this.grid,
      h("p", { class: "bee-hint-head" }, "Two-letter list: words left by their first two letters"), this.starts,
      h("p", { class: "bee-hint-head" }, this.more), this.starts3, options);
  }

  clear() {
    this.summary.textContent = "Hints";
    for (const part of [this.figures, this.bingo, this.goals, this.gn4l, this.grid, this.starts, this.starts3]) part.replaceChildren();
  }

  show(r) {
    const left = r.remaining;
    this.summary.textContent = `Hints · ${plural(left.words, "word")} and ${plural(left.pangrams, "pangram")} left`;
    this.figures.replaceChildren(table("bee-figures-table", "Found, left and in all", ["", "Found", "Left", "All"],
      FIGURES.map(([key, name]) => [name, r.found[key], left[key], r.total[key]])));
    this.bingo.replaceChildren(r.bingo
      ? h("strong", {}, "BINGO: every letter starts a word.")
      : `No BINGO: no word starts with ${letterList(r.no_start)}.`);
    const score = r.found.points;
    this.goals.replaceChildren(table("bee-goals-table", `Goals · your score: ${fmt(score)}`, ["", "Points", "To go"],
      [r.genius, r.queen_bee].map((g) => [g.name, g.min_score, g.to_go ? g.to_go : "reached"])));
    const g = r.gn4l;
    this.gn4l.textContent = `Genius without 4-letter words (GN4L): ${g.possible ? "possible" : "not possible"}; `
      + `the longer words make ${plural(g.points, "point")}, Genius is ${fmt(g.genius)}. `
      + (score >= g.genius ? "You have reached Genius."
        : `From your ${plural(score, "point")}, the longer words left (${fmt(g.points_left)}) ${g.reachable ? "still reach it" : "no longer reach it: you need 4-letter words"}.`);
    const grid = r.grid;
    this.grid.replaceChildren(table("bee-grid-table", "Words left by first letter (rows) and length (columns)",
      ["", ...grid.lengths.map(String), "Σ"],
      grid.rows.map((row) => [row.letter.toUpperCase(), ...row.counts, row.total]),
      ["Σ", ...grid.totals, grid.total]));
    const list = (starts) => starts.map(({ start, count }) => h("li", { class: count ? null : "zero" }, `${start.toUpperCase()}-${count}`));
    this.starts.replaceChildren(...list(r.two_letter));
    this.starts3.replaceChildren(...list(r.three_letter));
  }
}

const settings = new Store("bee-settings", { max: 10, valid: (v) => typeof v.on === "boolean" });

/** The opt-in sign under the word field: whether the letters typed still lead to a word not found
 *  (bee.prefix judges; the page only shows). Its switch is kept in the Store "bee-settings". */
export class PrefixSign {
  /** @param {(prefix: string) => Promise<object>} ask  bee.prefix's answer for the letters typed */
  constructor(ask) {
    this.ask = ask;
    this.asks = new Requests();  // the last letters typed are the ones the sign answers
    this.typed = "";
    this.toggle = h("input", { type: "checkbox", id: "bee-prefix-toggle" });
    this.toggle.checked = !!settings.get("prefix")?.on;
    this.toggle.addEventListener("change", () => {
      settings.set("prefix", { on: this.toggle.checked });
      this.update(this.typed);
    });
    this.option = h("p", { class: "bee-prefix-option" }, this.toggle, " ",
      h("label", { for: "bee-prefix-toggle" }, "While I type, say whether a word left starts with those letters"));
    this.el = h("p", { class: "bee-prefix", hidden: true });
  }

  /** The letters in the word field now; the sign follows (the last answer asked for wins). */
  async update(typed) {
    this.typed = typed;
    const turn = this.asks.begin();
    if (!this.toggle.checked || !typed) { this.#show(null); return; }
    const r = await turn.wait(this.ask(typed.toLowerCase()));
    if (!r) return;
    this.#show(r.error ? null : r);
  }

  #show(r) {
    this.el.hidden = !r;
    this.el.className = r ? `bee-prefix ${r.alive ? "alive" : "dead"}` : "bee-prefix";
    this.el.textContent = !r ? "" : r.alive
      ? `✓ ${r.prefix.toUpperCase()}… ${plural(r.left, "word")} left`
      : `✗ No word left starts with ${r.prefix.toUpperCase()}`;
    if (r) announce(this.el, r.alive ? `${r.prefix}: ${plural(r.left, "word")} left` : `No word left starts with ${r.prefix}`);
  }
}
