// Boggle — a board's words as the solver gave them, grouped by length (longest first; points follow
// length), each a button: hovering or focusing one draws its path on a board. Solve shows them,
// and Play shows them at the end of a game, marking the words found and missed. A word shows as its
// language writes it (an answer's `spellings`: "canción" for the letters played, c-a-n-c-i-o-n),
// marked with its language where the page's differs; only an English word opens a definition
// (the definitions are WordNet's, English), as components/language.js `wordShown` does.
import { definable } from "../../components/definition.js";
import { h } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { langAttr, spelled } from "../../components/language.js";

/** How a word of a board reads: as the language writes it (language.js `spelled`); the letters
 *  played too where the spelling has another count of letters ("Straße (strasse)"), so that its
 *  path's cells can be followed. */
export function boardWord(word, spellings) {
  const spelling = spelled(word, spellings);
  return spelling === word || [...spelling].length === [...word].length ? spelling : `${spelling} (${word})`;
}

export class WordGroups {
  /** @param {import("./board.js").BoardView} board  where a word's path is drawn  @param {string} [cls] */
  constructor(board, cls = "") {
    this.board = board;
    this.words = [];
    this.el = h("div", { class: `boggle-words ${cls}`.trim() });
    const show = (e) => {
      const b = e.target.closest?.(".boggle-word");
      if (b && this.el.contains(b)) this.board.highlight(this.words[Number(b.dataset.i)]?.path);
    };
    this.el.addEventListener("pointerover", show);
    this.el.addEventListener("focusin", show);
    this.el.addEventListener("pointerleave", () => {
      if (!this.el.contains(this.el.getRootNode().activeElement)) this.board.clear();
    });
    this.el.addEventListener("focusout", (e) => { if (!this.el.contains(e.relatedTarget)) this.board.clear(); });
  }

  /** words: [{word, points, path}]; `found`: a Set of the words the person found (Play's end);
   *  `spellings`: the answer's (another language than English), `language`: the words' code. */
  show(words, found = null, { spellings = null, language = "en" } = {}) {
    const english = language === "en", lang = { lang: langAttr(language) };
    this.words = words;
    const groups = new Map();
    words.forEach((w, i) => {
      const len = w.word.length;
      if (!groups.has(len)) groups.set(len, []);
      groups.get(len).push([w, i]);
    });
    this.el.replaceChildren(...[...groups.entries()].sort((a, b) => b[0] - a[0]).map(([len, items]) => {
      const pts = items.reduce((a, [w]) => a + w.points, 0);
      const got = found ? items.filter(([w]) => found.has(w.word)).length : null;
      return h("div", { class: "boggle-group" },
        h("h3", {}, tn(len, { one: "{n} letter", other: "{n} letters" }), h("span", { class: "boggle-group-meta" },
          found ? t(" · found {got} of {all}", { got, all: items.length })
            : ` · ${tn(items.length, { one: "{n} word", other: "{n} words" })} · ${tn(pts, { one: "{n} point", other: "{n} points" })}`)),
        h("ul", { class: "boggle-list", "aria-label": t("{n}-letter words", { n: len }) }, items.map(([w, i]) => {
          const how = found ? (found.has(w.word) ? "found" : "missed") : null;
          const shown = boardWord(w.word, spellings);
          const name = [shown, tn(w.points, { one: "{n} point", other: "{n} points" }),
            how === "found" ? t("found") : how === "missed" ? t("missed") : null].filter(Boolean).join(", ");
          return h("li", { class: how },
            h("button", { type: "button", class: "boggle-word", dataset: { i: String(i) }, ...(english ? definable(w.word) : {}),
              "aria-label": name },
            h("span", { class: "w", ...lang }, shown), h("span", { class: "pts", dataset: { pts: String(w.points) } })));  // drawn by CSS: the name says it
        })));
    }));
    if (!words.length) this.el.replaceChildren(h("p", { class: "boggle-note" }, t("No words on this board.")));
  }

  clear() { this.words = []; this.el.replaceChildren(); }
}
