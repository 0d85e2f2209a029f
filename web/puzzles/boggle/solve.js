// Boggle — Solve: every word of a 3×3 to 6×6 grid with its path (boggle.solve). Type the letters
// in one line or cell by cell; Enter solves; hovering or focusing a word draws its path.
import { fmt, h, field, plural } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { View, markFirstAnswer } from "../../components/view.js";
import { OffensiveToggle } from "../../components/nyt.js";
import { sizeSelect } from "./options.js";
import { ask, labelsOf } from "./solver.js";
import { boggleState } from "./state.js";
import { BoardTyping } from "./typing.js";
import { WordGroups } from "./words.js";

export class BoggleSolve extends View {
  constructor(ctx) {
    super(ctx);
    const { client, options } = ctx;
    this.size = sizeSelect("boggle-size", ctx.schema);
    this.letters = h("input", { id: "boggle-letters", name: "board", autocomplete: "off", spellcheck: "false", autocapitalize: "characters",
      placeholder: "perslatgsineters", class: "boggle-line-input" });
    this.typing = new BoardTyping(this.letters, this.size, (board) => labelsOf(ctx, board));
    this.errors = new FieldErrors("boggle-solve-error", { board: this.letters, size: this.size, ...options.fields }, {},
      { retry: () => this.solve() });
    this.asks = new Requests(client, { bar: "Solving", say: (text) => { this.summary.textContent = text; } });
    this.progress = this.asks.bar;
    this.offensive = new OffensiveToggle("boggle-offensive");  // off: the board's offensive words are left out
    this.offensive.addEventListener("change", () => { if (this.solved) this.solve({ share: false }); });
    const form = h("form", { class: "boggle-solve-form", novalidate: true, "aria-label": "Board" },
      h("div", { class: "fields" },
        field("boggle-size", "Size", this.size),
        field("boggle-letters", "Letters", this.letters, "boggle-letters-field"),
        h("button", { type: "submit" }, "Solve"),
        h("button", { type: "button", class: "secondary", onclick: () => this.fill("") }, "Clear"), this.offensive.el),
      this.errors.el,
      h("p", { class: "boggle-note" }, "Type the letters row by row in one line, or in the cells (arrow keys move). q is the Qu die."),
      this.typing.el);
    onSubmit(form, () => this.solve());
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
    this.actions = h("div", { class: "boggle-actions", hidden: true },
      h("button", { type: "button", class: "secondary", onclick: () => this.playIt() }, "Play this board"));
    this.words = new WordGroups(this.typing.board);
    this.el = h("div", { class: "boggle-view boggle-solve" },
      form, this.progress.el, h("div", { class: "boggle-result" }, this.summary, this.actions), this.words.el);
    this.solved = null;  // the answer on screen
  }

  initial() { return boggleState({ mode: "solve" }); }

  load(state) {
    this.shown = state;
    this.ctx.options.set(state);
    this.typing.setSize(state.size);
    this.fill(state.board || "");
    if (state.board) this.solve({ share: false });
  }

  deactivate() { if (!this.el.contains(this.errors.el)) this.errors.clear(); }

  /** Show a board to solve (or none), with no answer yet. */
  fill(board) {
    this.asks.drop();
    this.typing.fill(board);
    this.solved = null;
    this.summary.textContent = "";
    this.words.clear();
    this.actions.hidden = true;
    this.errors.clear();
  }

  async solve({ share = true } = {}) {
    const { options } = this.ctx;
    const turn = this.asks.begin();
    this.errors.clear();
    this.words.clear();
    this.actions.hidden = true;
    turn.say("Solving…");
    const r = await ask(turn, this.ctx, "boggle.solve", { board: this.letters.value, ...options.params(), ...this.offensive.params() });
    if (!r) return;  // a newer request, or a new board, came first
    if (r.error) {
      this.summary.textContent = r.error.code === "cancelled" ? "Stopped." : "";
      if (r.error.code !== "cancelled") this.errors.show(r.error);
      return;
    }
    this.solved = r;
    this.typing.setSize(r.size);
    this.typing.board.setBoard(r.board, r.size, r.cells);
    this.letters.value = r.board.toUpperCase();
    const hidden = r.offensive_hidden ? ` · ${plural(r.offensive_hidden, "offensive word")} hidden` : "";
    this.summary.textContent = `${fmt(r.score)} points · ${plural(r.word_count, "word")} of ${r.min_length}+ letters${hidden}`;
    this.actions.hidden = false;
    this.words.show(r.words);
    markFirstAnswer();
    const state = boggleState({ mode: "solve", board: r.board, ...options.stateFields() });
    if (share) this.share(state);
    else this.shown = state;
  }

  /** The board on screen as Play plays it. */
  playable() { return this.solved ? boggleState({ mode: "play", board: this.solved.board, ...this.ctx.options.stateFields() }) : null; }

  playIt() {
    if (this.solved) this.ctx.open(boggleState({ mode: "play", board: this.solved.board, ...this.ctx.options.stateFields() }));
  }
}
