// Boggle Play — the end of a game: how much of the board was found, and every word by length with
// the ones found and missed marked (hovering or focusing one draws its path on the play board),
// then Play again or Open in Solve.
import { h } from "../../components/dom.js";
import { fixed, t, tn } from "../../components/i18n.js";
import { WordGroups } from "./words.js";

export class GameResult {
  /** @param {import("./board.js").BoardView} board  @param {{onAgain: Function, onSolve: Function}} o */
  constructor(board, { onAgain, onSolve }) {
    this.summary = h("p", { class: "summary boggle-end-summary" });  // the Play view announces it
    this.note = h("p", { class: "boggle-note" });
    this.words = new WordGroups(board, "boggle-all");
    this.actions = h("div", { class: "boggle-actions" },
      h("button", { type: "button", onclick: onAgain }, t("Play again")),
      h("button", { type: "button", class: "secondary", onclick: onSolve }, t("Open in Solve")));
    this.el = h("div", { class: "boggle-end", hidden: true }, this.summary, this.note, this.words.el, this.actions);
    this.why = "";
  }

  /** The game is over (`why`: "Time is up." or "", in the page's language); the answer is on its way. */
  waiting(why) {
    this.why = why ? `${why} ` : "";
    this.summary.textContent = `${this.why}${t("Finding every word…")}`;
    this.note.textContent = "";
    this.words.clear();
    this.actions.hidden = true;
    this.el.hidden = false;
  }

  failed(message) { this.summary.textContent = `${this.why}${message}`; }

  /** `answer`: boggle.solve's result; `found`: [{word, points}] of the game; `language`: its words'. */
  show(answer, found, language = "en") {
    const mine = new Set(found.map((f) => f.word));
    const score = found.reduce((a, f) => a + f.points, 0);
    const share = answer.score ? (100 * score) / answer.score : 0;
    const digits = share && share < 1 ? 1 : 0;
    const percent = fixed(digits);
    this.summary.textContent = this.why + t("{wordsFound}: {pointsScored}", {
      wordsFound: tn(answer.word_count, { one: "You found {found} of {n} word", other: "You found {found} of {n} words" }, { found: found.length }),
      pointsScored: tn(answer.score, { one: "{score} of {n} point ({share} %).", other: "{score} of {n} points ({share} %)." },
        { score, share: percent.format(share) }) });
    const missed = answer.words.filter((w) => !mine.has(w.word)).length;
    this.note.textContent = tn(missed, { one: "{n} missed word, by length; hover or focus one to see its path.",
      other: "{n} missed words, by length; hover or focus one to see its path." });
    this.words.show(answer.words, mine, { spellings: answer.spellings, language });
    this.actions.hidden = false;
  }

  hide() {
    this.el.hidden = true;
    this.words.clear();
  }
}
