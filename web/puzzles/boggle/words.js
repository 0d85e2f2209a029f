// Boggle — a board's words as the solver gave them, grouped by length (longest first; points follow
// length), each a button: hovering or focusing one draws its path on a board. Solve shows them,
// and Play shows them at the end of a game, marking the words found and missed.
import { definable } from "../../components/definition.js";
import { h, plural } from "../../components/dom.js";

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

  /** words: [{word, points, path}]; `found`: a Set of the words the person found (Play's end). */
  show(words, found = null) {
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
        h("h3", {}, `${len} letters`, h("span", { class: "boggle-group-meta" },
          found ? ` · found ${got} of ${items.length}` : ` · ${plural(items.length, "word")} · ${plural(pts, "point")}`)),
        h("ul", { class: "boggle-list", "aria-label": `${len}-letter words` }, items.map(([w, i]) => {
          const how = found ? (found.has(w.word) ? "found" : "missed") : null;
          return h("li", { class: how },
            h("button", { type: "button", class: "boggle-word", dataset: { i: String(i) }, ...definable(w.word),
              "aria-label": `${w.word}, ${plural(w.points, "point")}${how ? `, ${how}` : ""}` },
            h("span", { class: "w" }, w.word), h("span", { class: "pts", dataset: { pts: String(w.points) } })));  // drawn by CSS: the name says it
        })));
    }));
    if (!words.length) this.el.replaceChildren(h("p", { class: "boggle-note" }, "No words on this board."));
  }

  clear() { this.words = []; this.el.replaceChildren(); }
}
