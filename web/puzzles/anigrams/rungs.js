// Anigrams — a game's board: one rung per step. Solved steps show their word (the added letter
// marked); the current step its scrambled letters, the letter it adds and any hint; later steps
// blank tiles of their length. Once the game is over every step shows all the words it accepts.
import { wordButtons } from "../../components/definition.js";
import { h } from "../../components/dom.js";
import { lettersOf, tiles, upper } from "./letters.js";

export class Rungs {
  constructor() {
    this.el = h("ol", { class: "anig-rungs", "aria-label": "Steps" });
  }

  /** @param {{game, step, words, hinted, done, gaveUp}} s  a game and how far the person got */
  show(s) {
    this.el.replaceChildren(...s.game.steps.map((step, i) => {
      const length = step.term.length;
      const found = s.words[i];
      let body, label, words = null;
      if (found || (s.done && s.gaveUp && i >= s.step)) {
        const word = found || step.words[0];
        body = [h("span", { class: "anig-tiles solved" }, lettersOf(word, step.added, { tile: true }))];
        if (s.done) words = h("span", { class: "anig-words" }, wordButtons(step.words));
        label = found ? `solved: ${upper(word)}` : `not found: ${upper(word)}`;
      } else if (i === s.step && !s.done) {
        const shown = step.words[0].slice(0, s.hinted[i]);
        body = [tiles(step.scrambled, { mark: step.added }),
          step.added ? h("span", { class: "anig-plus" }, `+${upper(step.added)}`) : null,
          shown ? h("span", { class: "anig-hint" }, "Starts ", h("strong", {}, upper(shown)), "_".repeat(length - shown.length)) : null];
        label = `now: unscramble ${[...upper(step.scrambled)].join(" ")}${step.added ? `, the new letter ${upper(step.added)}` : ""}`
          + (shown ? `; it starts ${[...upper(shown)].join(" ")}` : "");
      } else {
        body = [tiles("?".repeat(length), { blank: true })];
        label = "to come";
      }
      const mark = found ? (s.hinted[i] ? "hint" : "✓") : "";
      return h("li", { class: i === s.step && !s.done ? "current" : (found ? "solved" : "") },
        h("span", { class: "visually-hidden" }, `Step ${i + 1}, ${length} letters, ${label}`),
        h("span", { "aria-hidden": "true", class: "anig-rung" }, body), words,
        mark ? h("span", { class: "anig-mark", "aria-hidden": "true" }, mark) : null);
    }));
  }
}
