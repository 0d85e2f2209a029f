// Spelling Bee — what Play shows beside the board: the rank bar, the found words, the hints page
// (counts, BINGO, Genius, Queen Bee, GN4L, the grid, the two- and three-letter lists) and the opt-in
// prefix sign. Everything here is drawn from the solver's answers (bee.rank, bee.hints, bee.prefix,
// bee.check); nothing is computed in the page.
import { fmt, h } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { Requests } from "../../components/request.js";
import { Store } from "../../components/store.js";
import { announce } from "../../components/announcer.js";
import { wordElement } from "./letters.js";

const byWord = (a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
const points = (n) => tn(n, { one: "{n} point", other: "{n} points" });
const words = (n) => tn(n, { one: "{n} word", other: "{n} words" });

// The ten ranks in the page's language, lowest first (the solver names them in the puzzle's: the
// same ten, at the same places, whatever the language).
const RANKS = [t("Beginner"), t("Good Start"), t("Moving Up"), t("Good"), t("Solid"), t("Nice"), t("Great"), t("Amazing"),
  t("Genius"), t("Queen Bee")];
const GENIUS = 8, QUEEN_BEE = 9;

/** The names of an answer's `ranks` in the page's language (the solver's own if they are not the ten). */
export const rankNames = (ranks) => (ranks?.length === RANKS.length ? RANKS : (ranks ?? []).map((k) => k.name));
/** The page's name of rank `name` among `ranks`. */
export const rankName = (name, ranks) => rankNames(ranks)[(ranks ?? []).findIndex((k) => k.name === name)] ?? name;

export class RankBox {
  constructor() {
    this.name = h("strong", { class: "bee-rank-name" });
    this.text = h("span", { class: "bee-rank-text" });
    this.bar = h("ol", { class: "bee-rankbar", "aria-hidden": "true" });
    this.el = h("div", { class: "bee-rank" }, h("p", {}, this.name, " ", this.text), this.bar);  // a move's announcement says the rank
  }

  clear() { this.name.textContent = ""; this.text.textContent = ""; this.bar.replaceChildren(); }

  show(r) {
    const names = rankNames(r.ranks);
    this.name.textContent = rankName(r.name, r.ranks);
    this.text.textContent = `· ${points(r.score)} · ${r.next
      ? t("{points} to {rank}", { points: r.to_next, rank: rankName(r.next, r.ranks) }) : t("every point found")}`;
    this.bar.replaceChildren(...r.ranks.map((k, i) => h("li", {
      class: `${r.score >= k.min_score ? "reached" : ""}${k.name === r.name ? " current" : ""}`,
      title: `${names[i]}: ${fmt(k.min_score)}` }, k.name === r.name ? fmt(r.score) : "")));
  }
}

export class FoundList {
  constructor() {
    this.title = h("h3", { class: "bee-found-title" }, t("Found words"));
    this.list = h("ul", { class: "bee-found", "aria-label": t("Found words") });
    this.el = h("div", {}, this.title, this.list);
  }

  /**
   * @param {Map<string, {word, pangram}>} entries  what the solver said of each word
   * @param {{found: string[], revealed: string[], all: Array|null, language?: string, spellings?: object}} game
   *   all: the whole answer once given up; language: the puzzle's; spellings: how it writes the words shown
   */
  show(entries, { found, revealed, all, language = "en", spellings = null }) {
    const f = new Set(found), r = new Set(revealed);
    const shown = all ? [...all].sort(byWord)
      : [...f, ...r].map((word) => entries.get(word) ?? { word, pangram: false }).sort(byWord);
    this.list.replaceChildren(...shown.map(({ word, pangram }) => {
      const how = f.has(word) ? "found" : r.has(word) ? "revealed" : "missed";
      return h("li", { class: `${how}${pangram ? " pangram" : ""}` },
        wordElement(word, { language, spellings, cls: "word" }),
        pangram ? h("span", { class: "tag" }, t("pangram")) : null,
        how !== "found" ? h("span", { class: `tag ${how}` }, how === "revealed" ? t("revealed") : t("missed")) : null);
    }));
    this.title.textContent = t("Found words · {n}", { n: found.length })
      + (revealed.length ? ` ${t("(+{n} revealed)", { n: revealed.length })}` : "");
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

const FIGURES = [["words", t("Words")], ["points", t("Points")], ["pangrams", t("Pangrams")], ["perfect_pangrams", t("Perfect pangrams")]];
const letterList = (letters) => letters.map((c) => c.toUpperCase()).join(", ");

/** The hints page (bee.hints), as words are found: the counts found / left / in all, BINGO, Genius,
 *  Queen Bee and GN4L, the words left by first letter × length, and by their first two and three letters. */
let boxes = 0;
export class HintsBox {
  /** @param {Element[]} options  settings shown at the end (the prefix sign's switch) */
  constructor(options = []) {
    const id = `bee-three-letter-${++boxes}`;  // Solve and Play each have one: ids stay unique
    this.summary = h("summary", {}, t("Hints"));
    this.figures = h("div", { class: "bee-grid bee-figures" });
    this.bingo = h("p", { class: "bee-bingo" });
    this.goals = h("div", { class: "bee-grid bee-goals" });
    this.gn4l = h("p", { class: "bee-gn4l" });
    // on a narrow screen the grid scrolls sideways: the keyboard can reach it to scroll too
    this.grid = h("div", { class: "bee-grid bee-lengths", tabindex: "0", role: "region", "aria-label": t("Grid of words left") });
    this.starts = h("ul", { class: "bee-starts", "aria-label": t("Words left by their first two letters") });
    this.starts3 = h("ul", { class: "bee-starts", id, "aria-label": t("Words left by their first three letters"), hidden: true });
    this.more = h("button", { type: "button", class: "link", "aria-expanded": "false", "aria-controls": id,
      onclick: () => {  // the longer list tells more: shown when asked for
        this.starts3.hidden = !this.starts3.hidden;
        this.more.setAttribute("aria-expanded", String(!this.starts3.hidden));
      } }, t("Three-letter list: words left by their first three letters"));
    this.el = h("details", { class: "bee-hints" }, this.summary, this.figures, this.bingo, this.goals, this.gn4l, this.grid,
      h("p", { class: "bee-hint-head" }, t("Two-letter list: words left by their first two letters")), this.starts,
      h("p", { class: "bee-hint-head" }, this.more), this.starts3, options);
  }

  clear() {
    this.summary.textContent = t("Hints");
    for (const part of [this.figures, this.bingo, this.goals, this.gn4l, this.grid, this.starts, this.starts3]) part.replaceChildren();
  }

  show(r) {
    const left = r.remaining;
    this.summary.textContent = t("Hints · {words} and {pangrams} left",
      { words: words(left.words), pangrams: tn(left.pangrams, { one: "{n} pangram", other: "{n} pangrams" }) });
    this.figures.replaceChildren(table("bee-figures-table", t("Found, left and in all"), ["", t("Found"), t("Left"), t("All")],
      FIGURES.map(([key, name]) => [name, r.found[key], left[key], r.total[key]])));
    this.bingo.replaceChildren(r.bingo
      ? h("strong", {}, t("BINGO: every letter starts a word."))
      : t("No BINGO: no word starts with {letters}.", { letters: letterList(r.no_start) }));
    const score = r.found.points;
    this.goals.replaceChildren(table("bee-goals-table", t("Goals · your score: {score}", { score }), ["", t("Points"), t("To go")],
      [[r.genius, RANKS[GENIUS]], [r.queen_bee, RANKS[QUEEN_BEE]]].map(([g, name]) => [name, g.min_score, g.to_go ? g.to_go : t("reached")])));
    const g = r.gn4l;
    const shape = { points: points(g.points), genius: g.genius };
    const then = { score: points(score), left: g.points_left };
    this.gn4l.textContent = `${g.possible
      ? t("Genius without 4-letter words (GN4L): possible; the longer words make {points}, Genius is {genius}.", shape)
      : t("Genius without 4-letter words (GN4L): not possible; the longer words make {points}, Genius is {genius}.", shape)} `
      + (score >= g.genius ? t("You have reached Genius.")
        : g.reachable ? t("From your {score}, the longer words left ({left}) still reach it.", then)
          : t("From your {score}, the longer words left ({left}) no longer reach it: you need 4-letter words.", then));
    const grid = r.grid;
    this.grid.replaceChildren(table("bee-grid-table", t("Words left by first letter (rows) and length (columns)"),
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
      h("label", { for: "bee-prefix-toggle" }, t("While I type, say whether a word left starts with those letters")));
    this.el = h("p", { class: "bee-prefix", hidden: true });
  }

  /** The letters in the word field now; the sign follows (the last answer asked for wins). */
  async update(typed) {
    this.typed = typed;
    const round = this.asks.begin();
    if (!this.toggle.checked || !typed) { this.#show(null); return; }
    const r = await round.wait(this.ask(typed.toLowerCase()));
    if (!r) return;
    this.#show(r.error ? null : r);
  }

  #show(r) {
    this.el.hidden = !r;
    this.el.className = r ? `bee-prefix ${r.alive ? "alive" : "dead"}` : "bee-prefix";
    this.el.textContent = !r ? "" : r.alive
      ? t("✓ {prefix}… {words} left", { prefix: r.prefix.toUpperCase(), words: words(r.left) })
      : t("✗ No word left starts with {prefix}", { prefix: r.prefix.toUpperCase() });
    if (r) announce(this.el, r.alive ? t("{prefix}: {words} left", { prefix: r.prefix, words: words(r.left) })
      : t("No word left starts with {prefix}", { prefix: r.prefix }));
  }
}
