// A puzzle: its mode tabs and one view per tab, with the same open/close/state verbs as a view.
// The state's `mode` picks the view ("solve", "play", …). Views reach each other through
// ctx.go(state) ("Play this board" from Solve), which opens the right view and shares the state.
// One rule for every puzzle's Play tab: it plays what is on screen (the view left offers it with
// `playable()`), and the day's puzzle when nothing is (Play's `initial()`).
import { Announcer } from "./announcer.js";
import { Definitions } from "./definition.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { Tabs } from "./tabs.js";
import { stylesheetOf } from "../puzzles/index.js";

export class Puzzle {
  /**
   * @param {object} ctx   {client, embed, lists, schema, onState, styled (the page holds the puzzles' stylesheets)}
   * @param {{id: string, views: Array<[string, string, Function]>, options?: Element[]}} o
   *   views: [mode, tab label, View class]; `options` sit between the tabs and the panels (shared by
   *   the views, e.g. the word list). The puzzle's stylesheet is its folder's `<id>.css` (stylesheetOf).
   */
  constructor(ctx, { id, views, options = [] }) {
    this.ctx = { ...ctx, go: (state) => this.go(state) };
    this.tabs = new Tabs(id, t("Mode"), views.map(([mode, label]) => [mode, label]));
    this.views = {};
    for (const [mode, , ViewClass] of views) {
      this.views[mode] = new ViewClass(this.ctx);
      this.tabs.panels[mode].append(this.views[mode].el);
    }
    this.mode = null;  // the view on screen (or last on screen)
    this.tabs.addEventListener("change", ({ detail }) => {
      if (!detail.changed) return;
      const opened = this.stateForTab(detail.key);
      this.#activate(detail.key, opened);
      // the address says the tab (a game still being set up says the state it opened with: the
      // day's Bee is "#bee/play", so a reload stays in the game)
      const state = this.views[detail.key].state() ?? opened;
      if (state) ctx.onState?.(state);
    });
    this.active = false;
    // The puzzle's stylesheet loads once the puzzle is in the page: until it has (or failed), the
    // puzzle keeps its place but is not shown, so no one sees (or clicks) its boards unstyled.
    // The app's page links every puzzle's stylesheet itself (puzzles.css: ctx.styled); an embed does not.
    const sheet = ctx.styled ? null : h("link", { rel: "stylesheet", href: stylesheetOf(id) });
    this.el = h("div", { class: `puzzle puzzle-${id}${sheet ? " unstyled" : ""}` },
      sheet, this.tabs.el, options, Object.values(this.tabs.panels));
    const styled = () => this.el.classList.remove("unstyled");
    sheet?.addEventListener("load", styled);
    sheet?.addEventListener("error", styled);
    this.definitions = new Definitions(this.el, this.ctx.client);  // every word marked in the views
    this.announcer = new Announcer(this.el);  // what the views announce (announcer.js)
  }

  /** Show `state` (or, with none, whatever was on screen last). */
  open(state) {
    this.active = true;
    const mode = state?.mode && this.views[state.mode] ? state.mode : this.tabs.selected;
    this.#activate(mode, state ?? this.#last(mode));
  }

  /** What a tab shows when the person switches to it: Play plays the board the view left shows (its
   *  `playable()`) unless Play already plays it; else the tab's own last state, else its first. */
  stateForTab(mode) {
    const left = this.mode && this.mode !== mode ? this.views[this.mode] : null;
    const carried = mode === "play" ? left?.playable?.() : null;
    const play = this.views.play;
    if (carried && !(play.plays?.(carried) ?? within(carried, play.state()))) return carried;
    return this.#last(mode);
  }

  #last(mode) {
    const view = this.views[mode];
    return view.state() ?? view.initial?.() ?? null;
  }

  close() {
    this.active = false;
    this.definitions.close();
    for (const view of Object.values(this.views)) if (view.active) view.close();
  }

  state() {
    return this.views[this.tabs.selected]?.state() ?? null;
  }

  /** Open `state` from inside the puzzle (a view's button) and share it. */
  go(state) {
    this.open(state);
  }

  #activate(mode, state) {
    this.mode = mode;
    this.tabs.select(mode);
    for (const [m, view] of Object.entries(this.views)) if (m !== mode && view.active) view.close();
    if (this.active) this.views[mode].open(state);
  }
}

/** Whether every field of state `a` has the same value in `b` (a game started from a board may add
 *  its own fields, such as its minutes). */
const within = (a, b) => !!b && Object.entries(a).every(([k, v]) => JSON.stringify(v) === JSON.stringify(b[k]));
