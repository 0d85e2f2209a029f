// Anigrams — stepping through the chains: the chain so far (a breadcrumb), the term it reached
// with its words, games and longest chain, and every letter that can be added next (anigrams.next).
// Click or Enter goes deeper; Backspace, Escape or "Back up" return one letter.
import { h } from "../../components/dom.js";
import { messageFor } from "../../components/field-error.js";
import { t, tn } from "../../components/i18n.js";
import { langAttr, spelled, wordsShown } from "../../components/language.js";
import { upper } from "./letters.js";

export class ChainTree {
  /** @param {(term: string) => Promise<object>} ask  anigrams.next for a term, on the explored list */
  constructor(ask) {
    this.ask = ask;
    this.language = "en";    // the explored list's (its words shown as the language writes them)
    this.nodes = new Map();  // term → anigrams.next answer (for the explored word list)
    this.path = [];          // [{term, added}] from the start to the term shown
    this.el = h("div", { class: "anig-tree", hidden: true });
    this.el.addEventListener("keydown", (e) => {
      if ((e.key === "Backspace" || e.key === "Escape") && this.path.length > 1) {
        e.preventDefault();
        this.up();
      }
    });
  }

  clear() {
    this.el.replaceChildren();
    this.el.hidden = true;
  }

  /** A new start (or word list, of `language`): `node` is the start's anigrams.next answer. */
  reset(node, language = "en") {
    this.language = language;
    this.nodes = new Map([[node.term, node]]);
    this.go([{ term: node.term, added: null }]);
  }

  up() {
    const left = this.path.at(-1);
    this.go(this.path.slice(0, -1), { focus: true, letter: left.added });
  }

  async node(term) {
    if (!this.nodes.has(term)) {
      const r = await this.ask(term);
      if (r.error) return r;
      this.nodes.set(term, r);
    }
    return this.nodes.get(term);
  }

  /** Show the end of `path`; `focus` moves the focus to a next letter (`letter`'s, else the first). */
  async go(path, { focus = false, letter = null } = {}) {
    this.path = path;
    const here = path.at(-1);
    const node = await this.node(here.term);
    if (this.path !== path) return;  // moved on meanwhile
    this.el.hidden = false;
    if (node.error) {
      this.el.replaceChildren(h("p", { class: "field-error", role: "alert" }, messageFor(node.error)));
      return;
    }
    const goal = node.goal_length;
    const step = (to) => ({ onclick: () => this.go(to, { focus: true }) });
    const crumbs = h("ol", { class: "anig-path" }, path.map((p, i) => h("li", {},
      i === path.length - 1
        ? h("span", { "aria-current": "step", class: "anig-here" }, p.added ? `+${upper(p.added)} ` : "", upper(p.term))
        : h("button", { type: "button", class: "secondary", ...step(path.slice(0, i + 1)) }, p.added ? `+${upper(p.added)} ` : "", upper(p.term)))));
    const up = h("button", { type: "button", class: "secondary", disabled: path.length === 1, onclick: () => this.up() }, t("Back up"));
    const games = (n) => tn(n, { one: "{n} game", other: "{n} games" });
    const facts = [
      here.term.length <= goal ? games(node.games) : t("past {goal} letters", { goal }),
      tn(node.longest, { one: "longest chain from here {n} word", other: "longest chain from here {n} words" })];
    const spell = { language: this.language, spellings: node.spellings };
    const next = node.next.map((n) => h("li", {},
      h("button", { type: "button", class: "anig-next-letter", dataset: { letter: n.letter }, ...step([...path, { term: n.term, added: n.letter }]) },
        h("span", { class: "anig-plus" }, `+${upper(n.letter)}`),
        h("span", { class: "anig-words", lang: langAttr(this.language) }, n.words.map((w) => spelled(w, node.spellings)).join(", ")),
        h("span", { class: "anig-count" }, n.term.length <= goal ? `${games(n.games)} · ` : "", t("longest {n}", { n: n.longest })))));
    this.el.replaceChildren(
      h("h3", {}, t("Step through the chains")),
      h("nav", { "aria-label": t("Chain so far") }, crumbs),
      h("p", { class: "anig-node" }, h("strong", {}, upper(here.term)), tn(here.term.length, { one: " ({n} letter): ", other: " ({n} letters): " }),
        wordsShown(node.words, spell), ` · ${facts.join(" · ")}`),
      h("p", { class: "anig-note" }, next.length ? tn(next.length, { one: "Add a letter ({n} choice):", other: "Add a letter ({n} choices):" })
        : t("No letter can be added: the chain ends here.")),
      next.length ? h("ul", { class: "anig-next", "aria-label": t("Next letters") }, next) : null,
      up);
    if (focus) {
      const target = (letter && this.el.querySelector(`.anig-next-letter[data-letter="${letter}"]`))
        || this.el.querySelector(".anig-next-letter") || (up.disabled ? null : up);
      target?.focus();
    }
  }
}
