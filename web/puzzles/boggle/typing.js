// Boggle Solve — typing a board: the Letters line, the Size select and the grid of cell inputs
// show the same board. In the line, letters row by row (the size follows a square length); in
// the cells, a letter fills a cell and moves on, arrows move, Backspace empties and goes back;
// a phone's keyboard or a paste of several letters spreads over the next cells. A typed letter
// shows as itself until the board is whole; then the cells show the solver's labels ("Qu").
// The letters are the puzzle's language's (`lettersOf`, the options' `letters`): a Spanish board
// takes ñ, a German one ä, ö and ü, a French é is e; in the cells a character that is none of the
// language's letters is left out (in the line it stays, and the solver names it).
import { t } from "../../components/i18n.js";
import { Requests } from "../../components/request.js";
import { BoardView } from "./board.js";

const english = (s) => s.toLowerCase().replace(/[^a-z]/g, "");

export class BoardTyping {
  /**
   * @param {HTMLInputElement} line  @param {HTMLSelectElement} size
   * @param {(board: string) => Promise<string[]|null>} labelsOf  the solver's labels of a whole board
   * @param {(text: string) => string} [lettersOf]  text as the puzzle's letters, anything else left out
   */
  constructor(line, size, labelsOf, lettersOf = english) {
    this.line = line;
    this.size = size;
    this.labelsOf = labelsOf;
    this.lettersOf = lettersOf;
    this.labelling = new Requests();  // the latest board typed is the one labelled
    this.board = new BoardView("input", t("Board (type a letter per cell; q is Qu)"), "boggle-cell-0");
    this.el = this.board.el;
    this.sizes = [...size.options].map((o) => Number(o.value));
    line.addEventListener("input", () => this.lineToCells());
    size.addEventListener("change", () => { this.board.setSize(Number(size.value)); this.lineToCells(); });
    const grid = this.board.grid;
    grid.addEventListener("keydown", (e) => this.#key(e));
    grid.addEventListener("input", (e) => this.#input(e));
    grid.addEventListener("focusin", (e) => e.target.select?.());
    this.setSize(Number(size.value));
  }

  /** Show `n`×`n` cells; a size the catalog does not offer (a link's one-letter board) keeps the size shown. */
  setSize(n) {
    if (!this.sizes.includes(Number(n))) return;
    this.size.value = String(n);
    this.board.setSize(n);
  }

  /** Show `board` in the line and the cells. */
  fill(board) {
    this.line.value = board.toUpperCase();
    this.lineToCells();
  }

  /** The line → the cells (the size follows a length of 9, 16, 25 or 36 letters; a letter is a
   *  code point: ñ is one cell). */
  lineToCells() {
    const clean = [...this.lettersOf(this.line.value)];
    const n = Math.round(Math.sqrt(clean.length));
    if (this.sizes.includes(n) && n * n === clean.length && String(n) !== this.size.value) this.setSize(n);
    const cells = Number(this.size.value) ** 2;
    this.board.cells.forEach((_, i) => this.board.setCell(i, i < cells ? clean[i] || "" : ""));
    this.board.clear();
    this.#label();
  }

  /** A whole board gets the solver's labels (a later edit wins over an earlier answer). */
  async #label() {
    const round = this.labelling.begin();
    const board = this.board.letters().join("");
    if (board.length !== this.board.n ** 2) return;
    const labels = await round.wait(this.labelsOf(board));
    if (labels) this.board.relabel(labels);
  }

  /** The cells → the line (an empty cell inside the board is a space). */
  cellsToLine() {
    const ls = this.board.letters();
    let end = ls.length;
    while (end > 0 && !ls[end - 1]) end--;
    this.line.value = ls.slice(0, end).map((c) => c || " ").join("").toUpperCase();
    this.board.clear();
    this.#label();
  }

  #cell(i) { return this.board.cells[i]?.firstChild; }

  #go(j) {
    const n = this.board.n;
    if (j >= 0 && j < n * n) { this.#cell(j).focus(); this.#cell(j).select(); }
  }

  #key(e) {
    const input = e.target.closest("input");
    if (!input || e.ctrlKey || e.metaKey || e.altKey) return;
    const i = Number(input.dataset.i), n = this.board.n;
    const move = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowDown: i + n, ArrowUp: i - n, Home: i - (i % n), End: i - (i % n) + n - 1 }[e.key];
    const typed = [...e.key].length === 1 ? this.lettersOf(e.key) : "";  // a key's letter ("Dead": none yet)
    if (typed.length === 1) {
      e.preventDefault();
      this.board.setCell(i, typed);
      this.cellsToLine();
      this.#go(i + 1);
    } else if (e.key === "Backspace" || e.key === "Delete") {
      e.preventDefault();
      if (input.value || e.key === "Delete") this.board.setCell(i, "");
      else if (i > 0) { this.board.setCell(i - 1, ""); this.#go(i - 1); }
      this.cellsToLine();
    } else if (move !== undefined) {
      e.preventDefault();
      this.#go(move);
    }
  }

  #input(e) {
    const input = e.target.closest("input");
    if (!input) return;
    const i = Number(input.dataset.i), cells = this.board.n ** 2;
    let typed = [...this.lettersOf(input.value)];
    const before = [...this.lettersOf(this.board.labels[i] || "")];
    if (before.length && typed.length > before.length && typed.join("").startsWith(before.join(""))) typed = typed.slice(before.length);  // typed after "Qu"
    if (!typed.length) this.board.setCell(i, "");
    typed.slice(-(cells - i)).forEach((ch, k) => this.board.setCell(i + k, ch));
    this.cellsToLine();
    if (typed.length) this.#cell(Math.min(i + typed.length, cells - 1)).focus();
  }
}
