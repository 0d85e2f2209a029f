// Spelling Bee — what Solve shows of an answer: the words with their points, the rank thresholds,
// and on the NYT list, marked apart, the words the bigger lists have that the NYT probably rejects,
// each with the solver's reason. Every word carries "Mark rejected" / "Mark accepted" (or the undo
// of the player's own correction); what a correction changes is the solver's next answer. A word
// of another language is shown as the language writes it (letters.js `wordElement`). A long answer's
// rows come a screenful at once, then by frames (components/rows.js); a row that shows the same is kept.
import { fmt, h } from "../../components/dom.js";
import { t, tn, translateMessage } from "../../components/i18n.js";
import { corrections, markButton } from "../../components/nyt.js";
import { Rows } from "../../components/rows.js";
import { spellingOf, wordElement } from "./letters.js";
import { rankNames } from "./hints.js";

const row = (w, how, reason = null, shown = {}) => h("li", { class: `${w.pangram ? "pangram" : ""}${w.corrected ? " corrected" : ""}` || null },
  wordElement(w.word, { ...shown, cls: "word" }),
  w.pangram ? h("span", { class: "tag" }, t("pangram")) : null,
  reason ? h("span", { class: "bee-why" }, reason) : null,
  w.corrected === "accept" ? h("span", { class: "tag" }, t("your correction")) : null,
  h("span", { class: "points", title: tn(w.points, { one: "{n} point", other: "{n} points" }) }, String(w.points)),
  how ? markButton(w.word, how) : null);

/** What a row shows, as text (components/rows.js keeps a row whose key is unchanged): the word as
 *  written, its marks and points, and the player's correction its button offers to undo. */
const rowKey = (w, how, reason, shown) => JSON.stringify([w.word, spellingOf(w.word, shown.spellings), shown.language,
  w.points, !!w.pangram, w.corrected ?? null, reason, how, how ? corrections.markOf(w.word) : null]);

/** A list of answer rows, put in by frames (components/rows.js): items are [word, how, reason, shown]. */
const rowsOf = (list) => new Rows(list, (x) => rowKey(...x), (x) => row(...x));

export class Answers {
  constructor() {
    this.ranks = h("p", { class: "bee-ranks" });
    this.list = h("ol", { class: "bee-words", "aria-label": t("Words") });
    this.rejectedHead = h("h3", { class: "bee-rejected-title" });
    this.rejectedNote = h("p", { class: "bee-note" });
    this.rejected = h("ol", { class: "bee-words bee-rejected", "aria-label": t("Probably rejected by the NYT") });
    this.apart = h("section", { class: "bee-apart", hidden: true }, this.rejectedHead, this.rejectedNote, this.rejected);
    this.el = h("div", { class: "bee-answers" }, this.ranks, this.list, this.apart);
    this.words = rowsOf(this.list);
    this.rejectedWords = rowsOf(this.rejected);
  }

  clear() {
    this.ranks.textContent = "";
    this.words.clear();
    this.rejectedWords.clear();
    this.apart.hidden = true;
  }

  /** An answer on the NYT list (it has `probably_rejected`: a list, or null while it is still being
   *  worked out) offers a correction on every word. `language`: the puzzle's (the word list's). */
  show(r, language = "en") {
    const nyt = r.probably_rejected !== undefined;
    const names = rankNames(r.ranks);
    this.ranks.textContent = t("Ranks: {ranks}", { ranks: r.ranks.slice(1).map((k, i) => `${names[i + 1]} ${fmt(k.min_score)}`).join(" · ") });
    const shown = { language, spellings: r.spellings };
    this.words.show(r.words.map((w) => [w, nyt ? "reject" : null, null, shown]));
    const apart = r.probably_rejected;
    this.apart.hidden = !nyt;
    this.apart.setAttribute("aria-busy", String(apart === null));
    if (!nyt) return void this.rejectedWords.clear();
    this.rejectedHead.textContent = apart
      ? `${t("Probably rejected by the NYT")} · ${tn(apart.length, { one: "{n} word", other: "{n} words" })}` : t("Probably rejected by the NYT");
    this.rejectedNote.textContent = apart ? t("Bigger word lists (ENABLE, American English) have these words of the board; the NYT list leaves them out, for the reason given. They are not counted above.")
      : t("Looking for the words the bigger lists (ENABLE, American English) have on this board…");
    this.rejectedWords.show((apart || []).map((w) => [w, "accept", translateMessage(w.reason), {}]));
  }

  /** The second request (the probably-rejected words) ended in `error`: said in their place. */
  rejectedFailed(error) {
    this.apart.setAttribute("aria-busy", "false");
    this.rejectedNote.textContent = error.code === "cancelled" ? t("Stopped before the words the NYT probably rejects were found.")
      : t("The words the NYT probably rejects could not be found: {message}", { message: translateMessage(error.message) });
  }
}
