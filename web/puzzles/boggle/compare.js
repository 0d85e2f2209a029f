// Boggle Generate — the comparison: N boards per method (every generator, and the dice of the
// chosen size), solved with the word list and minimum length above; mean score and mean word count
// drawn as bars as each method finishes, and a table of the same figures.
import { BarChart } from "../../components/chart.js";
import { h, field, numberParam } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { defaultOf } from "../../components/schema.js";
import { diceSize, numberInput } from "./options.js";

export class Comparison {
  /** @param {import("../../components/view.js").View} view  its Generate view  @param {HTMLSelectElement} size  @param {string[]} methods */
  constructor(view, size, methods) {
    const { client, options } = view.ctx;
    Object.assign(this, { view, size, methods });
    // 100 boards a method, not the solver's one: a mean of one board compares nothing
    this.count = numberInput(view.ctx, "boggle.generate", "count", { id: "boggle-cmp-count", inputmode: "numeric", value: 100 });
    this.errors = new FieldErrors("boggle-cmp-error", { count: this.count, ...options.fields }, {}, { retry: () => this.run() });
    this.asks = new Requests(client, { bar: t("Comparing methods") });
    this.progress = this.asks.bar;
    this.status = h("p", { class: "boggle-note boggle-cmp-status", role: "status" });
    this.button = h("button", { type: "submit" }, t("Compare"));
    const form = h("form", { class: "boggle-cmp-form", novalidate: true, "aria-label": t("Compare the methods") },
      h("div", { class: "fields" }, field("boggle-cmp-count", t("Boards per method"), this.count), this.button),
      this.errors.el);
    onSubmit(form, () => this.run());
    this.el = h("details", { class: "boggle-compare" },
      h("summary", {}, t("Compare the methods: mean score and word count")),
      h("p", { class: "boggle-note" }, t("Every generator (and the dice of this size) makes N boards of the size above, solved with the word list and minimum length above; the seed used words_alpha and {boards} boards.", { boards: 10_000 })),
      form, this.progress.el, this.status);
    this.chart = new BarChart({ label: t("Mean score and word count per method"), fit: this.el, cls: "boggle-bars", table: t("method"),
      series: [{ key: "score", label: t("mean score"), cls: "boggle-bar-score" }, { key: "words", label: t("mean words"), cls: "boggle-bar-words" }] });
    this.el.append(this.chart.el, this.chart.table);
  }

  deactivate() { if (!this.el.contains(this.errors.el)) this.errors.clear(); }

  async run() {
    const { options } = this.view.ctx;
    const round = this.asks.begin();
    this.errors.clear();
    const n = Number(this.size.value);
    const dice = (m) => diceSize(this.view.ctx.schema, m);
    const names = this.methods.filter((m) => !dice(m) || dice(m) === n);
    const count = numberParam(this.count);
    const per = Number(count) || defaultOf(this.view.ctx.schema, "boggle.generate", "count") || 1, total = names.length * per;
    const rows = [];
    this.status.textContent = "";
    this.chart.clear();
    this.chart.label = tn(per, { one: "Mean score and word count of {n} {size}×{size} board per method",
      other: "Mean score and word count of {n} {size}×{size} boards per method" }, { size: n });
    this.button.disabled = true;
    for (const [k, method] of names.entries()) {
      const say = (done) => this.progress.update({ done, total }, t("{method}: boards {done} of {total}", { method, done, total }));
      const answer = round.ask("boggle.generate", { method, size: n, count, seed: 1, ...options.params() },
        { bar: t("Working…"), delay: 0, onProgress: (info) => say(k * per + info.done) });
      say(k * per);
      const r = await answer;
      if (!r) return;
      if (r.error) {
        this.button.disabled = false;
        if (r.error.code === "cancelled") {
          this.status.textContent = rows.length ? tn(rows.length, { one: "Stopped after {n} method: the chart shows them.",
            other: "Stopped after {n} methods: the chart shows them." }) : t("Stopped.");
        } else {
          this.errors.show(r.error);
        }
        return;
      }
      rows.push({ name: method, values: { score: r.mean_score, words: r.mean_word_count } });
      this.chart.draw(rows, names.length);
    }
    this.button.disabled = false;
    this.status.textContent = t("Done: {methods} × {boards} of {size}×{size}.", { methods: tn(names.length, { one: "{n} method", other: "{n} methods" }),
      boards: tn(per, { one: "{n} board", other: "{n} boards" }), size: n });
  }
}
