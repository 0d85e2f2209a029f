// Letter-pair tiles — the options every view shares, above the tabs' panels: the tile size, half
// tiles for odd-length words, and the word list. "change" fires when the person changes one.
import { h, field } from "../../components/dom.js";
import { WordListPicker } from "../../components/wordlist.js";
import { DEFAULT_LIST } from "./state.js";

export class TileOptions extends EventTarget {
  constructor(lists) {
    super();
    this.size = h("select", { id: "tiles-size", name: "tile_size" },
      h("option", { value: "2", selected: true }, "2 letters"), h("option", { value: "1" }, "1 letter"));
    this.half = h("input", { id: "tiles-half", name: "half_tiles", type: "checkbox" });
    this.picker = new WordListPicker("tiles-dictionary", lists, DEFAULT_LIST);
    this.el = h("div", { class: "fields tiles-options" },
      field("tiles-size", "Tile size", this.size),
      h("span", { class: "field tiles-check" }, this.half, h("label", { for: "tiles-half" }, "Half tiles for odd lengths")),
      this.picker.el);
    this.fields = { tile_size: this.size, half_tiles: this.half, ...this.picker.fields };
    const changed = () => { this.#sync(); this.dispatchEvent(new Event("change")); };
    this.size.addEventListener("change", changed);
    this.half.addEventListener("change", changed);
    this.picker.addEventListener("change", changed);
    this.#sync();
  }

  get tileSize() { return this.size.value === "1" ? 1 : 2; }
  /** Half tiles are a pair's option: a single letter has no half. */
  get halfTiles() { return this.tileSize === 2 && this.half.checked; }

  /** The request's fields: {tile_size, half_tiles, dictionary | word_list}. */
  params() {
    return { tile_size: this.tileSize, half_tiles: this.halfTiles, ...this.picker.params() };
  }

  /** The fields a state carries (a list of one's own words is not carried by links). */
  stateFields() {
    return { tile_size: this.tileSize, half_tiles: this.halfTiles, dictionary: this.picker.stateName };
  }

  /** Put a state's options on the form (one's own words stay while the state names the default list:
   *  links never carry them). */
  set(state) {
    this.size.value = String(state.tile_size ?? 2);
    this.half.checked = !!state.half_tiles;
    if ((state.dictionary ?? null) !== this.picker.stateName) this.picker.set(state.dictionary ?? DEFAULT_LIST);
    this.#sync();
  }

  #sync() { this.half.disabled = this.tileSize === 1; }
}
