// Boggle — Solve: every word of a 3×3 to 6×6 grid with its path (boggle.solve). Type the letters
// in one line or cell by cell; Enter solves; hovering or focusing a word draws its path. The board
// is typed in the puzzle's language (the chosen list's) and its words show as the language writes them.
import { h, field } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
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
    this.typing = new BoardTyping(this.letters, this.size, (board) => labelsOf(ctx, board), (text) => options.letters(text));
    options.picker.addEventListener("change", () => this.typing.lineToCells());  // another language reads the line anew
    this.errors = new FieldErrors("boggle-solve-error", { board: this.letters, size: this.size, ...options.fields }, {},
      { retry: () => this.solve() });
    this.asks = new Requests(client, { bar: t("Solving"), say: (text) => { this.summary.textContent = text; } });
    this.progress = this.asks.bar;
    this.offensive = new OffensiveToggle("boggle-offensive");  // off: the board's offensive words are left out
    this.offensive.addEventListener("change", () => { if (this.solved) this.solve({ share: false }); });
    const form = h("form", { class: "boggle-solve-form", novalidate: true, "aria-label": t("Board") },
      h("div", { class: "fields" },
        field("boggle-size", t("Size"), this.size),
        field("boggle-letters", t("Letters"), this.letters, "boggle-letters-field"),
        h("button", { type: "submit" }, t("Solve")),
        h("button", { type: "button", class: "secondary", onclick: () => this.fill("") }, t("Clear")), this.offensive.el),
      this.errors.el,
      h("p", { class: "boggle-note" }, t("Type the letters row by row in one line, or in the cells (arrow keys move). q is the Qu die.")),
      this.typing.el);
    onSubmit(form, () => this.solve());
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
    this.actions = h("div", { class: "boggle-actions", hidden: true },
      h("button", { type: "button", class: "secondary", onclick: () => this.playIt() }, t("Play this board")));
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
    const round = this.asks.begin();
    this.errors.clear();
    this.words.clear();
    this.actions.hidden = true;
    round.say(t("Solving…"));
    const params = { board: this.letters.value, ...options.params(), ...this.offensive.params() };
    const r = await ask(round, this.ctx, "boggle.solve", params);
    if (!r) return;  // a newer request, or a new board, came first
    if (r.error) {
      this.summary.textContent = r.error.code === "cancelled" ? t("Stopped.") : "";
      if (r.error.code !== "cancelled") this.errors.show(r.error);
      return;
    }
    this.solved = r;
    this.typing.setSize(r.size);
    this.typing.board.setBoard(r.board, r.size, r.cells);
    this.letters.value = r.board.toUpperCase();
    const hidden = r.offensive_hidden
      ? tn(r.offensive_hidden, { one: " · {n} offensive word hidden", other: " · {n} offensive words hidden" }) : "";
    this.summary.textContent = tn(r.score, { one: "{n} point", other: "{n} points" }) + " · "
      + tn(r.word_count, { one: "{n} word of {min}+ letters", other: "{n} words of {min}+ letters" }, { min: r.min_length }) + hidden;
    this.actions.hidden = false;
    this.words.show(r.words, null, { spellings: r.spellings, language: params.language ?? "en" });
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
