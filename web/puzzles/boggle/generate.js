// Boggle — Generate: a board by one of the seed's nine generators or by real dice (boggle.generate),
// solved for its score; and the comparison of every method (compare.js).
import { h, field } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { View } from "../../components/view.js";
import { defaultOf, fieldOf } from "../../components/schema.js";
import { BoardView } from "./board.js";
import { Comparison } from "./compare.js";
import { diceSize, sizeSelect } from "./options.js";
import { ask, labelsOf } from "./solver.js";
import { boggleState } from "./state.js";

/** What the method select says of each method of boggle.generate (a method not named here shows its
 *  name); a set of dice adds the size the catalog says it makes. */
const LABELS = {
  rnd: t("RND: uniformly random letters"),
  vcr: t("VCR: vowels at the list's share"),
  freq: t("FREQ: letters by frequency"),
  bfreq: t("BFREQ: frequency, vowels balanced"),
  "7freq": t("7FREQ: seven vowels in 16"),
  adj: t("ADJ: grown from letter pairs"),
  cad: t("CAD: combined adjacency"),
  "greedy-cad": "greedy-CAD",
  "greedy-dcad": t("greedy-dCAD (repeats damped)"),
  "dice-classic": t("Dice: classic Boggle"),
  "dice-new": t("Dice: new Boggle"),
  "dice-big": t("Dice: Big Boggle"),
  "dice-superbig": t("Dice: Super Big Boggle"),
};

/** The methods boggle.generate takes (from the action catalog when the build ships it). */
export function methods(schema) {
  const choices = fieldOf(schema, "boggle.generate", "method")?.choices;
  return choices ?? Object.keys(LABELS);
}

export class BoggleGenerate extends View {
  constructor(ctx) {
    super(ctx);
    const { client, options, schema } = ctx;
    const all = methods(schema);
    const label = (m, n = diceSize(schema, m)) => `${LABELS[m] ?? m}${n ? ` (${n}×${n})` : ""}`;
    const option = (m) => h("option", { value: m, selected: m === defaultOf(schema, "boggle.generate", "method") }, label(m));
    this.method = h("select", { id: "boggle-method", name: "method", class: "boggle-method" },
      h("optgroup", { label: t("The seed's generators") }, all.filter((m) => !diceSize(schema, m)).map(option)),
      h("optgroup", { label: t("Real dice") }, all.filter((m) => diceSize(schema, m)).map(option)));
    this.size = sizeSelect("boggle-gen-size", schema);
    this.method.addEventListener("change", () => this.syncDice());
    this.errors = new FieldErrors("boggle-gen-error", { method: this.method, size: this.size, ...options.fields }, {},
      { retry: () => this.generate() });
    this.asks = new Requests(client, { bar: t("Generating"), say: (text) => { this.info.textContent = text; } });
    this.progress = this.asks.bar;
    this.board = new BoardView("static", t("Generated board"));
    this.board.el.hidden = true;
    this.info = h("p", { class: "summary boggle-gen-info", role: "status", "aria-live": "polite" });
    this.actions = h("div", { class: "boggle-actions", hidden: true },
      h("button", { type: "button", class: "secondary", onclick: () => this.openIt("solve") }, t("Solve this board")),
      h("button", { type: "button", class: "secondary", onclick: () => this.openIt("play") }, t("Play this board")));
    const form = h("form", { class: "boggle-gen-form", novalidate: true, "aria-label": t("Generate a board") },
      h("div", { class: "fields" }, field("boggle-method", t("Method"), this.method), field("boggle-gen-size", t("Size"), this.size),
        h("button", { type: "submit" }, t("New board"))),
      this.errors.el);
    onSubmit(form, () => this.generate());
    this.comparison = new Comparison(this, this.size, methods(schema));
    this.el = h("div", { class: "boggle-view boggle-generate" },
      form, this.progress.el, this.info, this.board.el, this.actions, this.comparison.el);
    this.generated = null;
    this.syncDice();
  }

  initial() { return null; }
  deactivate() {
    if (!this.el.contains(this.errors.el)) this.errors.clear();
    this.comparison.deactivate();
  }

  /** A set of dice makes boards of its own size. */
  syncDice() {
    const n = diceSize(this.ctx.schema, this.method.value);
    if (n) this.size.value = String(n);
    this.size.disabled = !!n;
  }

  async generate() {
    const { options } = this.ctx;
    const round = this.asks.begin();
    this.errors.clear();
    round.say(t("Generating…"));
    const r = await ask(round, this.ctx, "boggle.generate", { method: this.method.value, size: Number(this.size.value),
      seed: Math.floor(Math.random() * 2 ** 31), ...options.params() });
    if (!r) return;
    if (r.error) {
      this.info.textContent = r.error.code === "cancelled" ? t("Stopped.") : "";
      if (r.error.code !== "cancelled") this.errors.show(r.error);
      return;
    }
    this.generated = r.boards[0];
    this.board.setBoard(this.generated.board, r.size, await labelsOf(this.ctx, this.generated.board));
    this.board.el.hidden = false;
    this.actions.hidden = false;
    this.info.textContent = `${r.method}: ${tn(this.generated.score, { one: "{n} point", other: "{n} points" })} · `
      + tn(this.generated.word_count, { one: "{n} word", other: "{n} words" });
  }

  /** Open the generated board in Solve or Play (a new history entry). */
  /** The board on screen as Play plays it. */
  playable() { return this.generated ? boggleState({ mode: "play", board: this.generated.board, ...this.ctx.options.stateFields() }) : null; }

  openIt(mode) {
    if (this.generated) this.ctx.open(boggleState({ mode, board: this.generated.board, ...this.ctx.options.stateFields() }));
  }
}
