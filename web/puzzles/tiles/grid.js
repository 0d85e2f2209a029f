// Letter-pair tiles — the grid of every tile (26 × 26 pairs, or the 26 letters, as tiles.grid lists
// them: which tiles exist is the solver's rule), an ARIA grid with one tab stop: arrows, Home/End (Ctrl: the corners) and PageUp/PageDown move, Enter or Space (or a
// click) toggles a tile ("toggle" event, detail: the tile). The solver's answer tints each tile by
// the words it would add (gains) and titles the chosen ones with the words that use them (uses).
import { h } from "../../components/dom.js";
import { messageFor } from "../../components/field-error.js";
import { t, tn } from "../../components/i18n.js";

export class TileGrid extends EventTarget {
  /** @param {{request: Function}} client  the puzzle's solver client (tiles.grid lists the tiles) */
  constructor(client) {
    super();
    this.client = client;
    this.table = h("table", { class: "tiles-grid", role: "grid", "aria-label": t("All tiles"), "aria-multiselectable": "true" });
    this.note = h("p", { class: "tiles-grid-note", role: "status" });
    this.el = h("div", { class: "tiles-grid-box" }, this.note, this.table);
    this.cells = new Map();  // tile → td
    this.key = "";
    this.laid = Promise.resolve(false);
    this.chosen = new Set();
    this.stats = {};         // the last answer's {uses, gains}, painted again on a new layout
    this.table.addEventListener("click", (e) => {
      const td = e.target.closest("td[data-tile]");
      if (!td) return;
      this.#focus(td);
      this.#toggle(td);
    });
    this.table.addEventListener("keydown", (e) => this.#key(e));
  }

  /** Lay out every tile of this size (kept when nothing changed), as tiles.grid lists them in rows,
   *  of `language`'s letters (German's 29: ä, ö, ü too). Resolves to true once the grid shows them
   *  (false: the solver could not say; the note tells why). */
  layout(size, half, language = "en") {
    const key = `${size}/${half}/${language}`;
    if (key === this.key) return this.laid;
    this.key = key;
    if (!this.cells.size) this.note.textContent = t("Laying out the tiles…");
    const params = { tile_size: size, half_tiles: half, ...(language === "en" ? {} : { language }) };
    this.laid = this.client.request("tiles.grid", params).then((r) => {
      if (key !== this.key) return this.laid;  // a newer layout was asked for
      if (r.error) {
        this.key = "";  // asked again next time
        this.note.textContent = r.error.code === "cancelled" ? "" : messageFor(r.error);
        return false;
      }
      this.note.textContent = "";
      this.#build(r.rows, size === 1);
      return true;
    });
    return this.laid;
  }

  #build(rows, single) {
    this.cells = new Map();
    this.table.replaceChildren(...rows.map((row) => h("tr", {}, row.map((tile) => {
      const td = h("td", { role: "gridcell", tabindex: -1, "aria-selected": "false", dataset: { tile } }, tile);
      this.cells.set(tile, td);
      return td;
    }))));
    this.table.classList.toggle("single", single);
    this.table.querySelector("td").tabIndex = 0;
    this.paint(this.chosen, this.stats);
  }

  has(tile) { return this.cells.has(tile); }

  /** A method is running: the grid shows its progress and says it is busy. */
  set busy(on) {
    if (on) this.table.setAttribute("aria-busy", "true");
    else this.table.removeAttribute("aria-busy");
  }

  /** Mark `tiles` chosen; with the solver's `gains` (and `uses`) tint the others and title every tile.
   *  Without gains the tint stays as it was until the answer comes (no flicker while clicking). */
  paint(tiles, { uses = null, gains = null } = {}) {
    this.chosen = tiles;
    if (gains) this.stats = { uses, gains };
    const top = gains ? Math.max(1, ...Object.values(gains)) : 1;
    for (const [tile, td] of this.cells) {
      const on = tiles.has(tile);
      td.classList.toggle("chosen", on);
      td.setAttribute("aria-selected", String(on));
      if (!gains) continue;
      const g = gains[tile] || 0;
      td.style.setProperty("--heat", on ? "0" : String(Math.sqrt(g / top).toFixed(3)));
      td.title = on ? (uses ? t("{tile}: chosen, in {n} of the words", { tile, n: uses[tile] || 0 }) : t("{tile}: chosen", { tile }))
        : g ? tn(g, { one: "{tile}: would add {n} word", other: "{tile}: would add {n} words" }, { tile }) : tile;
    }
  }

  #toggle(td) { this.dispatchEvent(new CustomEvent("toggle", { detail: td.dataset.tile })); }

  #focus(td) {
    const old = this.table.querySelector("td[tabindex='0']");
    if (old) old.tabIndex = -1;
    td.tabIndex = 0;
    td.focus();
  }

  #key(e) {
    const td = e.target.closest("td[data-tile]");
    if (!td) return;
    const rows = this.table.rows;
    let r = td.parentElement.rowIndex, c = td.cellIndex;
    switch (e.key) {
      case "ArrowUp": r -= 1; break;
      case "ArrowDown": r += 1; break;
      case "ArrowLeft": c -= 1; break;
      case "ArrowRight": c += 1; break;
      case "Home": c = 0; if (e.ctrlKey) r = 0; break;
      case "End": c = rows[r].cells.length - 1; if (e.ctrlKey) r = rows.length - 1; break;
      case "PageUp": r = Math.max(0, r - 5); break;
      case "PageDown": r = Math.min(rows.length - 1, r + 5); break;
      case "Enter": case " ":
        e.preventDefault();
        this.#toggle(td);
        return;
      default: return;
    }
    e.preventDefault();
    r = Math.max(0, Math.min(rows.length - 1, r));
    c = Math.max(0, Math.min(rows[r].cells.length - 1, c));
    this.#focus(rows[r].cells[c]);
  }
}
