// Anigrams — stepping through the chains: the chain so far (a breadcrumb), the term it reached
// with its words, games and longest chain, and every letter that can be added next (anigrams.next).
// Click or Enter goes deeper; Backspace, Escape or "Back up" return one letter.
import { wordButtons } from "../../components/definition.js";
import { h, plural } from "../../components/dom.js";
import { upper } from "./letters.js";

export class ChainTree {
  /** @param {(term: string) => Promise<object>} ask  anigrams.next for a term, on the explored list */
  constructor(ask) {
    this.ask = ask;
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

  /** A new start (or word list): `node` is the start's anigrams.next answer. */
  reset(node) {
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
      this.el.replaceChildren(h("p", { class: "field-error", role: "alert" }, node.error.message));
      return;
    }
    const goal = node.goal_length;
    const step = (to) => ({ onclick: () => this.go(to, { focus: true }) });
    const crumbs = h("ol", { class: "anig-path" }, path.map((p, i) => h("li", {},
      i === path.length - 1
        ? h("span", { "aria-current": "step", class: "anig-here" }, p.added ? `+${upper(p.added)} ` : "", upper(p.term))
        : h("button", { type: "button", class: "secondary", ...step(path.slice(0, i + 1)) }, p.added ? `+${upper(p.added)} ` : "", upper(p.term)))));
    const up = h("button", { type: "button", class: "secondary", disabled: path.length === 1, onclick: () => this.up() }, "Back up");
    const facts = [
      here.term.length <= goal ? plural(node.games, "game") : `past ${goal} letters`, `longest chain from here ${plural(node.longest, "word")}`];
    const next = node.next.map((n) => h("li", {},
      h("button", { type: "button", class: "anig-next-letter", dataset: { letter: n.letter }, ...step([...path, { term: n.term, added: n.letter }]) },
        h("span", { class: "anig-plus" }, `+${upper(n.letter)}`),
        h("span", { class: "anig-words" }, n.words.join(", ")),
        h("span", { class: "anig-count" }, n.term.length <= goal ? `${plural(n.games, "game")} · ` : "", `longest ${n.longest}`))));
    this.el.replaceChildren(
      h("h3", {}, "Step through the chains"),
      h("nav", { "aria-label": "Chain so far" }, crumbs),
      h("p", { class: "anig-node" }, h("strong", {}, upper(here.term)), ` (${here.term.length} letters): `, wordButtons(node.words), ` · ${facts.join(" · ")}`),
      h("p", { class: "anig-note" }, next.length ? `Add a letter (${plural(next.length, "choice")}):` : "No letter can be added: the chain ends here."),
      next.length ? h("ul", { class: "anig-next", "aria-label": "Next letters" }, next) : null,
      up);
    if (focus) {
      const target = (letter && this.el.querySelector(`.anig-next-letter[data-letter="${letter}"]`))
        || this.el.querySelector(".anig-next-letter") || (up.disabled ? null : up);
      target?.focus();
    }
  }
}
