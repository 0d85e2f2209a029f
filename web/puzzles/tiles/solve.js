// Letter-pair tiles — Solve: choose tiles on the grid (or type them) and see the words they form at
// once, with the grid tinted by the words each other tile would add (tiles.formable); or run a
// method for N tiles (tiles.optimize: maxfreq, subtractive, or a search with progress and Cancel).
import { h, field, numberParam } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { View, markFirstAnswer } from "../../components/view.js";
import { OffensiveToggle } from "../../components/nyt.js";
import { TileGrid } from "./grid.js";
import { fieldOf, numberInput, precheck } from "../../components/schema.js";
import { normal, parseTiles } from "./state.js";
import { wordElement } from "../bee/letters.js";

const SHOWN = 1500;  // words listed before "Show all"
// How the form names tiles.optimize's methods (which there are, and the default, are the catalog's).
const TITLES = { subtractive: t("Subtractive (the seed's greedy)"), maxfreq: t("Max frequency"), search: t("Search (beats the greedy)") };
const PROMPT = t("Choose tiles on the grid, or run a method.");
const words = (n) => tn(n, { one: "{n} word", other: "{n} words" });

export class TilesSolve extends View {
  constructor(ctx) {
    super(ctx);
    const { options } = ctx;
    // Run a method
    const method = fieldOf(ctx.schema, "tiles.optimize", "method") ?? {};
    this.defaultMethod = method.default;
    this.method = h("select", { id: "tiles-method", name: "method" },
      (method.choices ?? []).map((value) => h("option", { value, selected: value === method.default }, TITLES[value] ?? value)));
    this.count = numberInput(ctx.schema, "tiles.optimize", "count", { id: "tiles-count", inputmode: "numeric", class: "tiles-num" });
    this.budget = numberInput(ctx.schema, "tiles.optimize", "time_budget", { id: "tiles-budget", inputmode: "decimal", class: "tiles-num" });
    this.budgetField = field("tiles-budget", t("Search time (s)"), this.budget);
    this.runButton = h("button", { type: "submit" }, t("Run"));
    this.offensive = new OffensiveToggle("tiles-offensive");  // off: offensive words are left out of the words formed
    this.offensive.addEventListener("change", () => this.#again());
    this.runErrors = new FieldErrors("tiles-run-error", { method: this.method, count: this.count, time_budget: this.budget, ...options.fields },
      {}, { retry: () => this.run() });
    const runForm = h("form", { class: "tiles-form", novalidate: true, "aria-label": t("Choose N tiles") },
      h("div", { class: "fields" },
        field("tiles-method", t("Method"), this.method), field("tiles-count", "N", this.count), this.budgetField, this.runButton,
        this.offensive.el),
      this.runErrors.el);
    onSubmit(runForm, () => this.run());
    this.method.addEventListener("change", () => this.#syncBudget());
    // one line of requests: the newest (tiles chosen, typed, or a method's run) is the one shown
    this.asks = new Requests(ctx.client, { bar: t("Choosing tiles"), say: (text) => { this.summary.textContent = text; } });
    this.progress = this.asks.bar;

    // The chosen tiles, typed or on the grid
    this.tilesInput = h("input", { id: "tiles-chosen", name: "tiles", autocomplete: "off", spellcheck: "false",
      placeholder: "ed pi ti", class: "tiles-chosen" });
    this.setErrors = new FieldErrors("tiles-set-error", { tiles: this.tilesInput, ...options.fields }, {}, { retry: () => this.typed() });
    const setForm = h("form", { class: "tiles-set", novalidate: true, "aria-label": t("Type a tileset") },
      h("div", { class: "fields" },
        field("tiles-chosen", t("Chosen tiles"), this.tilesInput, "tiles-chosen-field"),
        h("button", { type: "submit", class: "secondary" }, t("Show words")),
        h("button", { type: "button", class: "secondary", onclick: () => this.setTiles([]) }, t("Clear"))),
      this.setErrors.el);
    onSubmit(setForm, () => this.typed());
    this.grid = new TileGrid(ctx.client);
    this.grid.addEventListener("toggle", ({ detail }) => this.toggle(detail));
    this.halfNote = h("span", { hidden: true }, " ", t("The last column holds the half tiles: e. is an e and a blank, for the end of an odd-length word."));
    const legend = h("p", { class: "tiles-legend" },
      h("span", { class: "tiles-key chosen" }, "ed"), " ", t("chosen tile"), " · ",
      h("span", { class: "tiles-key", style: "--heat: 0.8" }, "de"),
      " ", t("the deeper the tint, the more words adding that tile would form. Click a tile (or use the arrow keys and Enter) to toggle it."),
      this.halfNote);

    // The answer
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" }, PROMPT);
    this.playButton = h("button", { type: "button", class: "secondary", hidden: true, onclick: () => this.playThese() }, t("Play these tiles"));
    this.words = h("ol", { class: "tiles-words", "aria-label": t("Words") });
    this.more = h("button", { type: "button", class: "secondary", hidden: true }, t("Show all"));
    this.el = h("div", { class: "tiles-solve" }, runForm, this.progress.el, setForm, this.grid.el, legend,
      h("div", { class: "tiles-result" }, this.summary, this.playButton), this.words, this.more);

    this.chosen = new Set();  // the tiles on the grid
    this.busy = false;        // a method is running: the grid shows its progress, clicks wait
    this.stopShare = null;
    this.warmed = new Set();  // the lists and tile sizes whose index was built
    this.#syncBudget();
    this.#layout();
  }

  initial() { return normal({ mode: "solve", ...this.ctx.options.stateFields() }); }

  load(state) {
    if (!this.ctx.options.set(state)) {  // a refused tile size: nothing runs; N is checked too, and said
      this.shown = state;
      this.#words(null, "");
      this.runErrors.show(state.count != null ? precheck(this.ctx.schema, "tiles.optimize", { count: state.count }) : null);
      return;
    }
    if (state.method || state.count != null) this.method.value = state.method || this.defaultMethod;
    if (state.count != null) this.count.value = state.count;
    this.#syncBudget();
    if (state.tiles) this.setTiles(parseTiles(state.tiles), { share: false, extra: { count: state.count, method: state.method } });
    else if (state.count != null) this.run({ share: false });
    else this.setTiles([], { share: false });
    this.shown = state;
  }

  /** The tile size, half tiles or word list changed: the grid follows, the words are found again. */
  async optionsChanged() {
    const laid = await this.#layout();
    this.setTiles([...this.chosen].filter((t) => !laid || this.grid.has(t)));
  }

  toggle(tile) {
    if (this.busy) {
      this.summary.textContent = t("A method is running: Cancel it to choose tiles by hand.");
      return;
    }
    const next = new Set(this.chosen);
    if (next.has(tile)) next.delete(tile); else next.add(tile);
    this.setTiles([...next], { share: "later" });
  }

  /** Put `tiles` on the grid and list the words they form. share: "now" | "later" (after a pause) | false. */
  async setTiles(tiles, { share = "now", extra = {} } = {}) {
    this.#choose(tiles, extra);
    const round = this.asks.begin();
    if (!this.chosen.size) {
      this.#words(null, PROMPT);
      this.grid.paint(this.chosen, { gains: {} });
      this.#share(share);
      this.#warm();
      return;
    }
    round.say(t("Finding words…"));
    const r = await this.#formable(round, [...this.chosen]);
    if (!r) return;
    if (r.error) {
      this.#words(null, "");
      this.setErrors.show(r.error, () => this.setTiles(tiles, { share, extra }));
      return;
    }
    this.render(r);
    this.#share(share);
  }

  /** The Chosen tiles field: a bad tile is explained and nothing else changes; good tiles go on the grid. */
  async typed() {
    const typed = parseTiles(this.tilesInput.value);
    if (!typed.length) return this.setTiles([]);
    const round = this.asks.begin();
    this.setErrors.clear();
    const r = await this.#formable(round, typed);
    if (!r) return;
    if (r.error) { this.setErrors.show(r.error); return; }
    this.#choose(r.tiles);
    this.render(r);
    this.#share("now");
  }

  /** Run the chosen method; share: put the answer in the address bar (not when a link asked for it). */
  async run({ share = true } = {}) {
    const { options } = this.ctx;
    this.stopShare?.();
    this.#layout();
    const m = this.method.value;
    const params = { method: m, ...this.#params() };
    const n = numberParam(this.count), budget = numberParam(this.budget);
    if (n !== undefined) params.count = n;
    if (m === "search" && budget !== undefined) params.time_budget = budget;
    this.runErrors.clear();
    this.setErrors.clear();
    const round = this.asks.begin();
    this.#busy(true);
    let best = null;
    this.summary.textContent = t("Running {method}…", { method: m });
    const r = await round.ask("tiles.optimize", params, {
      bar: t("Working…"), delay: 0,
      onProgress: (info) => {
        best = info;
        this.progress.update(info, t("Round {round} · best so far {words}", { round: info.rounds, words: words(info.best_count) }));
        if (info.best_tiles) { this.tilesInput.value = info.best_tiles.join(" "); this.grid.paint(new Set(info.best_tiles)); }
      },
    });
    this.#busy(false);
    if (!r) return;
    if (r.error) {
      if (r.error.code !== "cancelled") {
        this.summary.textContent = "";
        this.grid.paint(this.chosen);
        this.runErrors.show(r.error);
      } else if (best?.best_tiles?.length) {
        await this.setTiles(best.best_tiles, { share: false });
        this.summary.textContent = t("Stopped. The best found so far: {words} from {tiles}.",
          { words: words(best.best_count), tiles: tn(best.best_tiles.length, { one: "{n} tile", other: "{n} tiles" }) });
      } else {
        this.grid.paint(this.chosen);
        this.summary.textContent = t("Stopped.");
      }
      return;
    }
    this.#choose(r.tiles);
    this.render(r, ` (${m})`);
    const state = normal({ mode: "solve", ...options.stateFields(), count: r.count, method: m, ...(m === "search" ? { tiles: r.tiles } : {}) });
    if (share) this.share(state);
    else this.shown = state;
  }

  render(r, how = "") {
    this.grid.paint(new Set(r.tiles), r);
    this.#words(r.words, t("{words} from {tiles}", { words: words(r.word_count), tiles: tn(r.tiles.length, { one: "{n} tile", other: "{n} tiles" }) }) + how,
      r.spellings);
    markFirstAnswer();
  }

  /** The tiles on the grid as Play plays them. */
  playable() { return this.chosen.size ? normal({ mode: "play", ...this.ctx.options.stateFields(), tiles: [...this.chosen] }) : null; }

  playThese() {
    const state = this.playable();
    if (!state) return;
    this.ctx.go(state);
    this.ctx.onState?.(state);
  }

  /** Build the word list's tile index while the person looks at the empty grid, so the first tile
   *  clicked is answered at once (once per list and tile size). */
  #warm() {
    const params = this.#params();
    const key = JSON.stringify(params);
    if (this.warmed.has(key) || (params.word_list != null && !params.word_list.trim())) return;
    this.warmed.add(key);
    this.ctx.client.request("tiles.warm", params).then((r) => { if (r.error) this.warmed.delete(key); });
  }

  #formable(round, tiles) {
    return round.ask("tiles.formable", { tiles, ...this.#params() });
  }

  /** The answer on screen again (the offensive toggle changed): a method's run again, or the tiles' words. */
  #again() {
    if (this.shown?.method && !this.shown.tiles) this.run({ share: false });
    else if (this.chosen.size) this.setTiles([...this.chosen], { share: false });
  }

  /** The word list's fields, and whether offensive words count. */
  #params() {
    return { ...this.ctx.options.params(), ...this.offensive.params() };
  }

  /** The tiles on the grid and in the field, and the state that names them. */
  #choose(tiles, extra = {}) {
    this.#layout();
    this.chosen = new Set(tiles.map((t) => t.toLowerCase()));
    this.tilesInput.value = [...this.chosen].sort().join(" ");
    this.grid.paint(this.chosen);
    this.setErrors.clear();
    this.shown = normal({ mode: "solve", ...this.ctx.options.stateFields(), tiles: [...this.chosen], ...extra });
  }

  #share(share) {
    this.stopShare?.();
    if (share === "now") this.share(this.shown);
    else if (share === "later") this.stopShare = this.scope.after(700, () => this.share(this.shown));
  }

  /** The word list (the first SHOWN words, then "Show all"), or none; `text` above it; each word as
   *  the list's language writes it (`spellings`). */
  #words(list, text, spellings = null) {
    const language = this.ctx.options.language;
    this.summary.textContent = text;
    this.more.hidden = true;
    this.playButton.hidden = !list || !this.chosen.size;
    const draw = (k) => this.words.replaceChildren(...(list ?? []).slice(0, k).map((w) => h("li", {}, wordElement(w, { language, spellings }))));
    draw(SHOWN);
    if (list && list.length > SHOWN) {
      this.more.hidden = false;
      this.more.textContent = tn(list.length, { one: "Show all {n} word", other: "Show all {n} words" });
      this.more.onclick = () => { draw(list.length); this.more.hidden = true; };
    }
  }

  /** The grid follows the tile size and half tiles (resolves to true once it shows their tiles). */
  #layout() {
    const { tileSize, halfTiles, language } = this.ctx.options;
    this.halfNote.hidden = !halfTiles;
    const languages = !!fieldOf(this.ctx.schema, "tiles.grid", "language");  // a solver that lays out a language's tiles
    return this.grid.layout(tileSize, halfTiles, languages ? language : "en");
  }

  #busy(on) {
    this.busy = on;
    this.grid.busy = on;
    this.runButton.disabled = on;
  }

  #syncBudget() { this.budgetField.hidden = this.method.value !== "search"; }
}
