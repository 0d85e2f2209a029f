// Anigrams — the longest chain as a ladder: one rung per step, the added letter marked, every word
// the step's letters make; a rung's word opens the step-through tree at that step.
import { h } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { wordShown } from "../../components/language.js";
import { lettersOf, upper } from "./letters.js";

export class Ladder {
  /** @param {(path: Array<{term, added}>) => void} onPick  a rung was chosen: the chain up to it */
  constructor(onPick) {
    this.onPick = onPick;
    this.list = h("ol", { class: "anig-ladder", "aria-label": t("Longest chain") });
    this.el = h("div", { class: "anig-ladder-box", hidden: true },
      h("h3", {}, t("Longest chain")), this.list,
      h("p", { class: "anig-note" }, t("The added letter of each step is marked; every word its letters make is listed.")));
  }

  clear() {
    this.list.replaceChildren();
    this.el.hidden = true;
  }

  /** An anigrams.longest answer, on a list of `language` (its words as the language writes them). */
  show(chain, language = "en") {
    const spell = { language, spellings: chain.spellings };
    this.list.replaceChildren(...chain.steps.map((s, i) => {
      const word = chain.chain[i];
      return h("li", {},
        h("span", { class: "anig-plus" },  // a plain span may not carry aria-label: the spoken text is hidden text
          s.added ? [h("span", { "aria-hidden": "true" }, `+${upper(s.added)}`), h("span", { class: "visually-hidden" }, t("adds {letter}", { letter: upper(s.added) }))]
            : h("span", { class: "visually-hidden" }, t("start"))),
        h("button", { type: "button", class: "anig-word", title: t("Step through from here"),
          "aria-label": t("{word}: step through from here", { word: upper(word) }),
          onclick: () => this.onPick(chain.steps.slice(0, i + 1).map((t) => ({ term: t.term, added: t.added }))) },
          lettersOf(word, s.added)),
        h("span", { class: "anig-words" }, s.words.length > 1 ? tn(s.words.length, { one: "{n} word: ", other: "{n} words: " }) : "",
          s.words.flatMap((w, j) => [j ? ", " : "", wordShown(w, { ...spell, bold: w === word })])));
    }));
    this.el.hidden = false;
  }
}
