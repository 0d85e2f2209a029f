// Boggle — the board drawn as cells: "input" (a letter input per cell, for Solve), "static"
// (letters: a generated or optimized board) or "play" (buttons to click or drag across).
// highlight(path) numbers the path's cells and draws a line through them. A screen reader reads
// the cells as a grid, row by row (the rows and cells take no box: the CSS grid places the cells).
import { h, svg } from "../../components/dom.js";
import { t } from "../../components/i18n.js";

const where = (i, n) => t("Row {row}, column {column}", { row: Math.floor(i / n) + 1, column: (i % n) + 1 });

export class BoardView {
  /** @param {"input"|"static"|"play"} kind  @param {string} label  @param {string} [id] the first input's id */
  constructor(kind, label, id = null) {
    this.kind = kind;
    this.id = id;
    this.n = 0;
    this.board = "";
    this.cells = [];
    this.shown = [];  // each cell's letter ('q' for the Qu die, '' when empty)
    this.labels = []; // and what it shows ("Qu")
    this.grid = h("div", { class: "boggle-cells", role: kind === "static" ? "table" : "grid", "aria-label": label });
    this.trace = svg("svg", { class: "boggle-trace", "aria-hidden": "true" });
    this.el = h("div", { class: `boggle-board boggle-${kind}` }, this.grid, this.trace);
  }

  setSize(n) {
    if (n === this.n) return;
    this.n = n;
    this.el.style.setProperty("--n", n);
    this.cells = Array.from({ length: n * n }, (_, i) => {
      const step = h("span", { class: "boggle-step", "aria-hidden": "true" });
      const data = { i: String(i) };
      if (this.kind === "input") {
        const input = h("input", { class: "boggle-letter", id: i === 0 ? this.id : null, autocomplete: "off", spellcheck: "false",
          autocapitalize: "characters", "aria-label": where(i, n), dataset: data });
        return h("div", { class: "boggle-cell", dataset: data }, input, step);
      }
      const letter = h("span", { class: "boggle-letter" });
      if (this.kind === "play") return h("button", { type: "button", class: "boggle-cell", dataset: data }, letter, step);
      return h("div", { class: "boggle-cell", dataset: data }, letter, step);
    });
    this.shown = this.cells.map(() => "");
    const cell = this.kind === "static" ? "cell" : "gridcell";
    this.grid.replaceChildren(...Array.from({ length: n }, (_, r) => h("div", { class: "boggle-row", role: "row" },
      this.cells.slice(r * n, r * n + n).map((c) => h("div", { class: "boggle-slot", role: cell }, c)))));
    this.clear();
  }

  /** Show a board string (shorter strings leave the rest empty). `labels`: the cells' labels as
   *  the solver gives them ("Qu" for the q die); without them a cell shows its letter. */
  setBoard(board, n = Math.round(Math.sqrt(board.length)), labels = null) {
    this.setSize(n);
    this.board = board;
    this.cells.forEach((_, i) => this.setCell(i, board[i] || "", labels?.[i]));
  }

  /** The solver's labels for the letters shown (a cell whose label is the same is left alone). */
  relabel(labels) {
    labels.forEach((label, i) => {
      const now = this.kind === "input" ? this.cells[i]?.firstChild.value : this.cells[i]?.firstChild.textContent;
      if (this.cells[i] && now !== label) this.setCell(i, this.shown[i], label);
    });
  }

  setCell(i, ch, label = ch.toUpperCase()) {
    const cell = this.cells[i];
    this.shown[i] = ch;
    this.labels[i] = label;
    cell.classList.toggle("qu", label.length > 1);
    if (this.kind === "input") cell.firstChild.value = label;
    else {
      cell.firstChild.textContent = label;
      if (this.kind === "play" && label) cell.removeAttribute("aria-label");  // a letter is its own name: the grid says where
      else if (this.kind === "play") cell.setAttribute("aria-label", t("empty"));
    }
  }

  /** The letters of the cells ('' for an empty cell). */
  letters() { return [...this.shown]; }

  /** The cell element under a point, if the point is well inside it (a diagonal drag does not
   *  catch a corner of its neighbour). */
  cellAt(x, y) {
    const root = this.el.getRootNode();
    const hit = (root.elementFromPoint?.(x, y) || document.elementFromPoint(x, y))?.closest?.(".boggle-cell");
    if (!hit || !this.grid.contains(hit)) return null;
    const r = hit.getBoundingClientRect();
    return Math.hypot(x - (r.left + r.width / 2), y - (r.top + r.height / 2)) <= r.width * 0.42 ? Number(hit.dataset.i) : null;
  }

  /** Number the cells of `path` and draw a line through them; `kind` styles it (good, bad, select). */
  highlight(path = [], kind = "") {
    this.clear();
    if (!path || !path.length) return;
    this.el.dataset.trace = kind || "path";
    path.forEach((c, k) => {
      const cell = this.cells[c];
      if (!cell) return;
      cell.classList.add("on");
      if (k === 0) cell.classList.add("first");
      cell.lastChild.textContent = String(k + 1);
    });
    const w = this.el.clientWidth, hgt = this.el.clientHeight;
    if (!w || path.length < 2) return;
    const pts = path.map((c) => this.cells[c]).filter(Boolean)
      .map((el) => [el.offsetLeft + el.offsetWidth / 2, el.offsetTop + el.offsetHeight / 2]);
    this.trace.setAttribute("viewBox", `0 0 ${w} ${hgt}`);
    this.trace.replaceChildren(svg("polyline", { points: pts.map((p) => p.join(",")).join(" "), class: "boggle-line" }),
      svg("circle", { cx: pts[0][0], cy: pts[0][1], r: 5, class: "boggle-dot" }));
  }

  clear() {
    delete this.el.dataset.trace;
    for (const cell of this.cells) {
      cell.classList.remove("on", "first");
      cell.lastChild.textContent = "";
    }
    this.trace.replaceChildren();
  }
}
