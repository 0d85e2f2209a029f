// Anigrams — the longest chain as a ladder: one rung per step, the added letter marked, every word
// the step's letters make; a rung's word opens the step-through tree at that step.
import { wordButton } from "../../components/definition.js";
import { h } from "../../components/dom.js";
import { lettersOf, upper } from "./letters.js";

export class Ladder {
  /** @param {(path: Array<{term, added}>) => void} onPick  a rung was chosen: the chain up to it */
  constructor(onPick) {
    this.onPick = onPick;
    this.list = h("ol", { class: "anig-ladder", "aria-label": "Longest chain" });
    this.el = h("div", { class: "anig-ladder-box", hidden: true },
      h("h3", {}, "Longest chain"), this.list,
      h("p", { class: "anig-note" }, "The added letter of each step is marked; every word its letters make is listed."));
  }

  clear() {
    this.list.replaceChildren();
    this.el.hidden = true;
  }

  /** An anigrams.longest answer. */
  show(chain) {
    this.list.replaceChildren(...chain.steps.map((s, i) => {
      const word = chain.chain[i];
      return h("li", {},
        h("span", { class: "anig-plus" },  // a plain span may not carry aria-label: the spoken text is hidden text
          s.added ? [h("span", { "aria-hidden": "true" }, `+${upper(s.added)}`), h("span", { class: "visually-hidden" }, `adds ${upper(s.added)}`)]
            : h("span", { class: "visually-hidden" }, "start")),
        h("button", { type: "button", class: "anig-word", title: "Step through from here",
          "aria-label": `${upper(word)}: step through from here`,
          onclick: () => this.onPick(chain.steps.slice(0, i + 1).map((t) => ({ term: t.term, added: t.added }))) },
          lettersOf(word, s.added)),
        h("span", { class: "anig-words" }, s.words.length > 1 ? `${s.words.length} words: ` : "",
          s.words.flatMap((w, j) => [j ? ", " : "", wordButton(w, "", w === word ? h("strong", {}, w) : w)])));
    }));
    this.el.hidden = false;
  }
}
