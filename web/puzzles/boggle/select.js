// Boggle Play — choosing cells on the board: drag across them, or click them in order and click
// the last one again to send the word; on the keyboard the board is one tab stop, arrows move and
// Enter or Space picks a cell. Which cells touch, and whether a path may come back to a cell, are
// the grid's description from the solver (boggle.board).

export class CellSelection {
  /**
   * @param {import("./board.js").BoardView} board  the play board
   * @param {{onChange: (path: number[]) => void, onSend: (path: number[]) => void}} o
   */
  constructor(board, { onChange, onSend }) {
    Object.assign(this, { board, onChange, onSend });
    this.path = [];
    this.drag = null;      // {moved, repeat} while a pointer is down
    this.enabled = false;
    const grid = board.grid;
    grid.addEventListener("pointerdown", (e) => this.#down(e));
    grid.addEventListener("pointermove", (e) => this.#move(e));
    grid.addEventListener("pointerup", () => this.#up());
    grid.addEventListener("pointercancel", () => { this.drag = null; });
    grid.addEventListener("click", (e) => this.#click(e));
    grid.addEventListener("keydown", (e) => this.#key(e));
  }

  /** A new grid, as boggle.board describes it: `neighbours[i]` lists the cells that cell i touches;
   *  `reuse_cells`, whether a word's path may use a cell twice. */
  reset({ neighbours, reuse_cells: reuse }) {
    this.touches = (a, b) => !!neighbours[a]?.includes(b);
    this.free = (i) => reuse || !this.path.includes(i);
    this.path = [];
    this.drag = null;
    this.rove(0);
  }

  clear() {
    this.path = [];
    this.drag = null;
  }

  #show() {
    this.board.highlight(this.path, "select");
    this.onChange(this.path);
  }

  /** A press on cell i: extend the path, start it over, or (the last cell again) send it. */
  #press(i) {
    const last = this.path.at(-1);
    if (this.path.length && i === last) return true;
    if (this.path.length && this.touches(last, i) && this.free(i)) this.path.push(i);
    else this.path = [i];
    this.#show();
    return false;
  }

  send() {
    const path = this.path;
    this.path = [];
    if (path.length) this.onSend(path);
  }

  #down(e) {
    const cell = e.target.closest(".boggle-cell");
    if (!cell || !this.enabled || e.button > 0) return;
    e.preventDefault();
    this.board.grid.setPointerCapture?.(e.pointerId);
    this.rove(Number(cell.dataset.i));
    this.drag = { moved: false, repeat: this.#press(Number(cell.dataset.i)) };
  }

  #move(e) {
    if (!this.drag || !this.enabled) return;
    const i = this.board.cellAt(e.clientX, e.clientY);
    if (i == null || i === this.path.at(-1)) return;
    if (i === this.path.at(-2)) { this.path.pop(); this.drag.moved = true; this.#show(); return; }  // back up
    if (this.touches(this.path.at(-1), i) && this.free(i)) {
      this.path.push(i);
      this.drag.moved = true;
      this.#show();
    }
  }

  #up() {
    if (!this.drag) return;
    const { moved, repeat } = this.drag;
    this.drag = null;
    if ((moved && this.path.length > 1) || repeat) this.send();
  }

  /** Enter or Space on a focused cell (a click with no pointer). */
  #click(e) {
    const cell = e.target.closest(".boggle-cell");
    if (!cell || e.detail !== 0 || !this.enabled) return;
    this.rove(Number(cell.dataset.i));
    if (this.#press(Number(cell.dataset.i))) this.send();
  }

  #key(e) {
    const cell = e.target.closest(".boggle-cell");
    if (!cell) return;
    const i = Number(cell.dataset.i), n = this.board.n;
    const to = { ArrowRight: i % n < n - 1 ? i + 1 : -1, ArrowLeft: i % n > 0 ? i - 1 : -1, ArrowDown: i + n, ArrowUp: i - n }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    if (to >= 0 && to < n * n) this.rove(to, true);
  }

  /** One tab stop on the board: cell i. */
  rove(i, focus = false) {
    this.board.cells.forEach((c, k) => { c.tabIndex = k === i ? 0 : -1; });
    if (focus) this.board.cells[i]?.focus();
  }
}
