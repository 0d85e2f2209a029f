// Boggle — Optimize: a search for the best board (boggle.optimize: chains of climbs, or simulated
// annealing, in the search workers), with the best board so far, and its score and the spread of the
// chains' current boards against time drawn live; Cancel keeps the best found.
import { LineChart } from "../../components/chart.js";
import { h, field, numberParam } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { View } from "../../components/view.js";
import { BoardView } from "./board.js";
import { defaultOf } from "../../components/schema.js";
import { numberInput, sizeSelect } from "./options.js";
import { ask, labelsOf } from "./solver.js";
import { boggleState } from "./state.js";

export class BoggleOptimize extends View {
  constructor(ctx) {
    super(ctx);
    const { client, options, schema } = ctx;
    this.size = sizeSelect("boggle-opt-size", schema);
    // The page's own first values, not the solver's defaults: a minute's search, shown as it goes
    // and stopped when the person likes, from the seed the page has always started from.
    this.seconds = numberInput(ctx, "boggle.optimize", "seconds", { id: "boggle-opt-seconds", inputmode: "decimal", value: 60 });
    this.seed = numberInput(ctx, "boggle.optimize", "seed", { id: "boggle-opt-seed", inputmode: "numeric", value: 1 });
    this.method = h("select", { id: "boggle-opt-method", name: "method" },
      h("option", { value: "climb" }, t("Chains of climbs")), h("option", { value: "anneal" }, t("Simulated annealing")),
      h("option", { value: "hill" }, t("Hill climbing")));
    this.errors = new FieldErrors("boggle-opt-error",
      { size: this.size, seconds: this.seconds, seed: this.seed, method: this.method, ...options.fields }, {},
      { retry: () => this.search() });
    this.button = h("button", { type: "submit" }, t("Search"));
    const form = h("form", { class: "boggle-opt-form", novalidate: true, "aria-label": t("Search for the best board") },
      h("div", { class: "fields" }, field("boggle-opt-size", t("Size"), this.size), field("boggle-opt-seconds", t("Seconds"), this.seconds),
        field("boggle-opt-seed", t("Seed"), this.seed), field("boggle-opt-method", t("Method"), this.method), this.button),
      this.errors.el);
    onSubmit(form, () => this.search());
    this.asks = new Requests(client, { bar: t("Searching"), say: (text) => { this.status.textContent = text; } });
    this.progress = this.asks.bar;
    this.status = h("p", { class: "summary boggle-opt-status", role: "status", "aria-live": "polite" });
    this.board = new BoardView("static", t("Best board so far"));
    this.board.el.hidden = true;
    this.actions = h("div", { class: "boggle-actions", hidden: true },
      h("button", { type: "button", class: "secondary", onclick: () => this.openIt("solve") }, t("Solve this board")),
      h("button", { type: "button", class: "secondary", onclick: () => this.openIt("play") }, t("Play this board")));
    const out = h("div", { class: "boggle-opt-out" }, this.board.el);
    this.chart = new LineChart({ label: t("Best score so far against time"), xUnit: " s", caption: t("score against time"),
      legend: true, fit: out, cls: "boggle-opt-chart" });
    out.append(this.chart.el);
    this.el = h("div", { class: "boggle-view boggle-optimize" },
      h("p", { class: "boggle-note" }, t("Chains of climbs: each chain changes one cell or swaps two while that scores more, then changes a few cells at random and climbs again; the search workers share the chains. On ENABLE the best known boards score {four} (4×4, 3+ letters) and {five} (5×5, 4+ letters).",
        { four: 3623, five: 10_248 })),
      form, this.progress.el, this.status, out, this.actions);
    this.best = null;
  }

  initial() { return null; }
  deactivate() { if (!this.el.contains(this.errors.el)) this.errors.clear(); }

  /** The best board so far (`labels`: its cells' labels, once the search has stopped). */
  showBest(board, score, labels = null) {
    this.best = { board, score };
    this.board.setBoard(board, Math.round(Math.sqrt(board.length)), labels);
    this.board.el.hidden = false;
  }

  /** The best score so far, and where climbing, the highest and lowest of the chains' current boards. */
  plot(points, seconds, spread = []) {
    const lines = [{ name: t("best score"), cls: "boggle-opt-line", step: true, points }];
    if (spread.length) {
      lines.push({ name: t("chains' highest"), cls: "boggle-opt-high", step: true, points: spread.map(([at, , hi]) => [at, hi]) },
        { name: t("chains' lowest"), cls: "boggle-opt-low", step: true, points: spread.map(([at, lo]) => [at, lo]) });
    }
    this.chart.draw(lines, { xMax: seconds });
  }

  async search() {
    const { options } = this.ctx;
    const round = this.asks.begin();
    this.errors.clear();
    const seconds = numberParam(this.seconds);
    const params = { size: Number(this.size.value), seconds, seed: numberParam(this.seed), method: this.method.value, ...options.params() };
    const span = Number(seconds) || defaultOf(this.ctx.schema, "boggle.optimize", "seconds");  // blank: the solver's default
    this.best = null;
    const history = [];
    const spread = [];   // [seconds, lowest, highest] of the chains' current boards
    this.button.disabled = true;
    this.actions.hidden = true;
    this.chart.clear();
    round.say(t("Searching…"));
    const r = await ask(round, this.ctx, "boggle.optimize", params, {
      onProgress: (info) => {
        if (!info.best_board) return;
        if (!this.best || info.best_score > this.best.score) {
          this.showBest(info.best_board, info.best_score);
          history.push([info.elapsed, info.best_score]);
        }
        const chains = info.spread ? t(" · chains {low}–{high}", { low: info.spread[0], high: info.spread[1] }) : "";
        const last = spread.at(-1);
        if (info.spread && (!last || last[1] !== info.spread[0] || last[2] !== info.spread[1])) spread.push([info.elapsed, ...info.spread]);
        this.progress.update(info, tn(info.evaluations, { one: "{s} s · {n} board scored · best {best}", other: "{s} s · {n} boards scored · best {best}" },
          { s: Math.round(info.elapsed), best: info.best_score }) + chains);
        this.status.textContent = t("Best so far: {points}", { points: tn(this.best.score, { one: "{n} point", other: "{n} points" }) });
        this.plot([...history, [info.elapsed, this.best.score]], span, spread);
      },
    });
    this.button.disabled = false;
    if (!r) return;
    if (r.error) {
      if (r.error.code === "cancelled") {
        this.status.textContent = this.best ? t("Stopped. Best so far: {points} ({board})", { points: tn(this.best.score, { one: "{n} point", other: "{n} points" }), board: this.best.board })
          : t("Stopped.");
        this.actions.hidden = !this.best;
        if (this.best) this.showBest(this.best.board, this.best.score, await labelsOf(this.ctx, this.best.board));
      } else {
        this.status.textContent = "";
        this.errors.show(r.error);
      }
      return;
    }
    this.showBest(r.board, r.score, await labelsOf(this.ctx, r.board));
    this.actions.hidden = false;
    const work = r.method === "climb"
      ? t("{rounds} of {chains}, {scored}", { rounds: tn(r.rounds, { one: "{n} round", other: "{n} rounds" }),
        chains: tn(r.chains, { one: "{n} chain", other: "{n} chains" }),
        scored: tn(r.evaluations, { one: "{n} board scored", other: "{n} boards scored" }) })
      : tn(r.evaluations, { one: "{n} board tried", other: "{n} boards tried" });
    this.status.textContent = t("Best: {points} · {words} ({board}) · {work} in {seconds} s", { points: tn(r.score, { one: "{n} point", other: "{n} points" }),
      words: tn(r.word_count, { one: "{n} word", other: "{n} words" }), board: r.board, work, seconds: r.seconds });
    if (r.spread) spread.push([r.seconds, ...r.spread]);
    this.plot([...r.history, [r.seconds, r.score]], Number(seconds) || r.seconds, spread);
  }

  /** Open the best board in Solve or Play (a new history entry). */
  /** The board on screen as Play plays it. */
  playable() { return this.best ? boggleState({ mode: "play", board: this.best.board, ...this.ctx.options.stateFields() }) : null; }

  openIt(mode) {
    if (this.best) this.ctx.open(boggleState({ mode, board: this.best.board, ...this.ctx.options.stateFields() }));
  }
}
