// Letter-pair tiles — the options every view shares, above the tabs' panels: the tile size, half
// tiles for odd-length words, and the word list. "change" fires when the person changes one.
import { h, field } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { precheck } from "../../components/schema.js";
import { WordListPicker } from "../../components/wordlist.js";
import { DEFAULT_LIST, defaultSize, halfTilesFor, tileSizes } from "./state.js";

export class TileOptions extends EventTarget {
  /** @param {object[]} lists  the site's word lists  @param {object} schema  the action catalog */
  constructor(lists, schema) {
    super();
    this.schema = schema;
    this.size = h("select", { id: "tiles-size", name: "tile_size" },  // the sizes the solver takes, largest first
      tileSizes().reverse().map((n) => h("option", { value: String(n), selected: n === defaultSize() }, tn(n, { one: "{n} letter", other: "{n} letters" }))));
    this.half = h("input", { id: "tiles-half", name: "half_tiles", type: "checkbox" });
    this.picker = new WordListPicker("tiles-dictionary", lists, DEFAULT_LIST);
    this.errors = new FieldErrors("tiles-options-error", { tile_size: this.size });
    this.el = h("div", { class: "fields tiles-options" },
      field("tiles-size", t("Tile size"), this.size), this.errors.el,
      h("span", { class: "field tiles-check" }, this.half, h("label", { for: "tiles-half" }, t("Half tiles for odd lengths"))),
      this.picker.el);
    this.fields = { tile_size: this.size, half_tiles: this.half, ...this.picker.fields };
    const changed = () => { this.errors.clear(); this.#sync(); this.dispatchEvent(new Event("change")); };
    this.size.addEventListener("change", changed);
    this.half.addEventListener("change", changed);
    this.picker.addEventListener("change", changed);
    this.#sync();
  }

  get tileSize() { return Number(this.size.value); }
  /** Half tiles go with some sizes only (a pair's half is a letter and a blank; a letter has none). */
  get halfTiles() { return halfTilesFor(this.tileSize) && this.half.checked; }

  /** The puzzle's language: the word list's (en for one's own words). */
  get language() { return this.picker.language; }

  /** The request's fields: {tile_size, half_tiles, dictionary | word_list, language?}. */
  params() {
    return { tile_size: this.tileSize, half_tiles: this.halfTiles, ...this.picker.params() };
  }

  /** The fields a state carries (a list of one's own words is not carried by links). */
  stateFields() {
    return { tile_size: this.tileSize, half_tiles: this.halfTiles, dictionary: this.picker.stateName };
  }

  /** Put a state's options on the form (one's own words stay while the state names the default list:
   *  links never carry them). A tile size the solver refuses is said beside its field and nothing
   *  changes: → false (the view then runs nothing). */
  set(state) {
    const refused = precheck(this.schema, "tiles.grid", { tile_size: state.tile_size ?? defaultSize() });
    this.errors.show(refused);
    if (refused) return false;  // said beside Tile size; the form keeps what it had
    this.size.value = String(state.tile_size ?? defaultSize());
    this.half.checked = !!state.half_tiles;
    if ((state.dictionary ?? null) !== this.picker.stateName) this.picker.set(state.dictionary ?? DEFAULT_LIST);
    this.#sync();
    return true;
  }

  #sync() { this.half.disabled = !halfTilesFor(this.tileSize); }
}
