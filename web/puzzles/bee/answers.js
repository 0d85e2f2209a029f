// Spelling Bee — what Solve shows of an answer: the words with their points, the rank thresholds,
// and on the NYT list, marked apart, the words the bigger lists have that the NYT probably rejects,
// each with the solver's reason. Every word carries "Mark rejected" / "Mark accepted" (or the undo
// of the player's own correction); what a correction changes is the solver's next answer.
import { wordButton } from "../../components/definition.js";
import { fmt, h, plural } from "../../components/dom.js";
import { markButton } from "../../components/nyt.js";

const row = (w, how, reason = null) => h("li", { class: `${w.pangram ? "pangram" : ""}${w.corrected ? " corrected" : ""}` || null },
  wordButton(w.word, "word"),
  w.pangram ? h("span", { class: "tag" }, "pangram") : null,
  reason ? h("span", { class: "bee-why" }, reason) : null,
  w.corrected === "accept" ? h("span", { class: "tag" }, "your correction") : null,
  h("span", { class: "points", title: plural(w.points, "point") }, String(w.points)),
  how ? markButton(w.word, how) : null);

export class Answers {
  constructor() {
    this.ranks = h("p", { class: "bee-ranks" });
    this.list = h("ol", { class: "bee-words", "aria-label": "Words" });
    this.rejectedHead = h("h3", { class: "bee-rejected-title" });
    this.rejectedNote = h("p", { class: "bee-note" });
    this.rejected = h("ol", { class: "bee-words bee-rejected", "aria-label": "Probably rejected by the NYT" });
    this.apart = h("section", { class: "bee-apart", hidden: true }, this.rejectedHead, this.rejectedNote, this.rejected);
    this.el = h("div", { class: "bee-answers" }, this.ranks, this.list, this.apart);
  }

  clear() {
    this.ranks.textContent = "";
    this.list.replaceChildren();
    this.rejected.replaceChildren();
    this.apart.hidden = true;
  }

  /** An answer on the NYT list (it has `probably_rejected`: a list, or null while it is still being
   *  worked out) offers a correction on every word. */
  show(r) {
    const nyt = r.probably_rejected !== undefined;
    this.ranks.textContent = `Ranks: ${r.ranks.slice(1).map((k) => `${k.name} ${fmt(k.min_score)}`).join(" · ")}`;
    this.list.replaceChildren(...r.words.map((w) => row(w, nyt ? "reject" : null)));
    const apart = r.probably_rejected;
    this.apart.hidden = !nyt;
    this.apart.setAttribute("aria-busy", String(apart === null));
    if (!nyt) return;
    this.rejectedHead.textContent = apart ? `Probably rejected by the NYT · ${plural(apart.length, "word")}` : "Probably rejected by the NYT";
    this.rejectedNote.textContent = apart ? "Bigger word lists (ENABLE, American English) have these words of the board; "
      + "the NYT list leaves them out, for the reason given. They are not counted above."
      : "Looking for the words the bigger lists (ENABLE, American English) have on this board…";
    this.rejected.replaceChildren(...(apart || []).map((w) => row(w, "accept", w.reason)));
  }

  /** The second request (the probably-rejected words) ended in `error`: said in their place. */
  rejectedFailed(error) {
    this.apart.setAttribute("aria-busy", "false");
    this.rejectedNote.textContent = error.code === "cancelled" ? "Stopped before the words the NYT probably rejects were found."
      : `The words the NYT probably rejects could not be found: ${error.message}`;
  }
}
