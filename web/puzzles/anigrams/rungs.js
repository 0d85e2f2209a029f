// Anigrams — a game's board: one rung per step. Solved steps show their word (the added letter
// marked); the current step its scrambled letters, the letter it adds and any hint; later steps
// blank tiles of their length. Once the game is over every step shows all the words it accepts.
import { h } from "../../components/dom.js";
import { t } from "../../components/i18n.js";
import { spelled, wordsShown } from "../../components/language.js";
import { lettersOf, tiles, upper } from "./letters.js";

export class Rungs {
  constructor() {
    this.el = h("ol", { class: "anig-rungs", "aria-label": t("Steps") });
  }

  /** @param {{game, step, words, hinted, done, gaveUp}} s  a game and how far the person got
   *  @param {string} language  the game's (its words shown as the language writes them: the game's `spellings`) */
  show(s, language = "en") {
    const spell = { language, spellings: s.game.spellings };
    this.el.replaceChildren(...s.game.steps.map((step, i) => {
      const length = step.term.length;
      const found = s.words[i];
      let body, label, words = null;
      if (found || (s.done && s.gaveUp && i >= s.step)) {
        const word = found || step.words[0];
        body = [h("span", { class: "anig-tiles solved" }, lettersOf(word, step.added, { tile: true }))];
        if (s.done) words = h("span", { class: "anig-words" }, wordsShown(step.words, spell));
        const said = spelled(word, s.game.spellings, { caps: true });
        label = found ? t("solved: {word}", { word: said }) : t("not found: {word}", { word: said });
      } else if (i === s.step && !s.done) {
        const shown = step.words[0].slice(0, s.hinted[i]);
        body = [tiles(step.scrambled, { mark: step.added }),
          step.added ? h("span", { class: "anig-plus" }, `+${upper(step.added)}`) : null,
          shown ? h("span", { class: "anig-hint" }, t("Starts "), h("strong", {}, upper(shown)), "_".repeat(length - [...shown].length)) : null];
        const letters = [...upper(step.scrambled)].join(" ");
        label = step.added ? t("now: unscramble {letters}, the new letter {letter}", { letters, letter: upper(step.added) })
          : t("now: unscramble {letters}", { letters });
        if (shown) label += t("; it starts {letters}", { letters: [...upper(shown)].join(" ") });
      } else {
        body = [tiles("?".repeat(length), { blank: true })];
        label = t("to come");
      }
      const mark = found ? (s.hinted[i] ? t("hint") : "✓") : "";
      return h("li", { class: i === s.step && !s.done ? "current" : (found ? "solved" : "") },
        h("span", { class: "visually-hidden" }, t("Step {n}, {length} letters, {label}", { n: i + 1, length, label })),
        h("span", { "aria-hidden": "true", class: "anig-rung" }, body), words,
        mark ? h("span", { class: "anig-mark", "aria-hidden": "true" }, mark) : null);
    }));
  }
}
