// Letter-pair tiles — Chart: words formed against N for each method (tiles.chart), computed in the
// worker and drawn as each point arrives, with a table of the numbers; Cancel keeps what was drawn.
import { fmt, h, field, numberParam } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { LineChart } from "../../components/chart.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { fieldOf, numberInput } from "../../components/schema.js";
import { View } from "../../components/view.js";
import { normal } from "./state.js";

export class TilesChart extends View {
  constructor(ctx) {
    super(ctx);
    const number = (name, attrs) => numberInput(ctx.schema, "tiles.chart", name, { id: `tiles-chart-${name}`, inputmode: "numeric", class: "tiles-num", ...attrs });
    this.from = number("from");
    this.to = number("to");
    this.step = number("step");
    // The page's own choices, not the solver's defaults: a second a point and every method it charts,
    // the search too, so that the page draws all of them side by side in a short while.
    this.seconds = number("seconds_per_point", { id: "tiles-chart-seconds", inputmode: "decimal", value: 1 });
    this.names = fieldOf(ctx.schema, "tiles.chart", "methods")?.choices ?? [];  // the methods it charts
    this.methods = Object.fromEntries(this.names.map((m) => [m, h("input", { type: "checkbox", id: `tiles-chart-${m}`, checked: true })]));
    const methodBox = h("span", { class: "field", role: "group", "aria-label": t("Methods") },
      this.names.map((m) => h("span", { class: "tiles-check" }, this.methods[m], h("label", { for: `tiles-chart-${m}` }, m))));
    this.errors = new FieldErrors("tiles-chart-error",
      { from: this.from, to: this.to, step: this.step, seconds_per_point: this.seconds, methods: methodBox, ...ctx.options.fields },
      {}, { retry: () => this.draw() });
    const form = h("form", { class: "tiles-chart-form", novalidate: true, "aria-label": t("Chart") },
      h("div", { class: "fields" },
        field("tiles-chart-from", t("From N"), this.from), field("tiles-chart-to", t("to"), this.to),
        field("tiles-chart-step", t("step"), this.step), methodBox,
        field("tiles-chart-seconds", t("Search seconds per point"), this.seconds),
        h("button", { type: "submit" }, t("Draw chart"))),
      this.errors.el);
    onSubmit(form, () => this.draw());
    this.asks = new Requests(ctx.client, { bar: t("Computing the chart") });
    this.progress = this.asks.bar;
    this.status = h("p", { class: "tiles-chart-status", role: "status" });
    this.table = h("div", { class: "chart-table tiles-chart-table" });
    this.el = h("div", { class: "tiles-chart" },
      h("p", { class: "tiles-note" }, t("Words formed against N, for each method. Uses the tile size, half-tile option and word list above; computed in the worker and drawn as each point arrives.")),
      form, this.progress.el, this.status);
    this.chart = new LineChart({ label: t("Words formed against N"), caption: t("N (tiles in the set)"), yLabel: t("words formed"),
      legend: true, fromZero: true, fit: this.el, height: 300, cls: "tiles-chart-svg" });
    this.el.append(this.chart.el, this.table);
  }

  initial() { return normal({ mode: "chart", ...this.ctx.options.stateFields() }); }

  load(state) {
    this.ctx.options.set(state);  // a refused tile size is said beside it; nothing is drawn until Draw
    this.shown = state;
  }

  /** The options are part of this tab's link; the chart drawn stays until the next one. */
  optionsChanged() { this.share(normal({ mode: "chart", ...this.ctx.options.stateFields() })); }

  async draw() {
    const { options } = this.ctx;
    const round = this.asks.begin();
    const params = { methods: this.names.filter((m) => this.methods[m].checked), ...options.params() };
    const numbers = { from: this.from, to: this.to, step: this.step, seconds_per_point: this.seconds };
    if (!params.methods.includes("search")) delete numbers.seconds_per_point;
    for (const [name, input] of Object.entries(numbers)) {
      const v = numberParam(input);
      if (v !== undefined) params[name] = v;
    }
    this.errors.clear();
    this.status.textContent = "";
    let last = null;
    const r = await round.ask("tiles.chart", params, {
      bar: t("Working…"), delay: 0,
      onProgress: (info) => {
        if (!info.series) return;
        last = info;
        const done = Object.values(info.series).reduce((a, s) => a + s.length, 0);
        this.progress.update(info, t("{done} of {total} points", { done, total: info.total }));
        this.plot(info.counts, info.series);
      },
    });
    if (!r) return;
    if (r.error) {
      if (r.error.code === "cancelled") this.status.textContent = last ? t("Stopped: the chart shows the points computed so far.") : t("Stopped.");
      else this.errors.show(r.error);
      return;
    }
    this.plot(r.counts, r.series);
    this.status.textContent = t("Done: {methods} for N = {from} … {to}.", { methods: Object.keys(r.series).join(", "), from: r.counts[0], to: r.counts.at(-1) });
  }

  /** One line per method, the points that have arrived so far, and the same numbers in a table. */
  plot(counts, series) {
    const names = Object.keys(series);
    this.chart.draw(names.map((m) => ({
      name: m, cls: `tiles-${m}`,
      points: series[m].map((v, i) => [counts[i], v]),
      pointTitle: (n, v) => t("{method}, N = {n}: {words}", { method: m, n, words: tn(v, { one: "{n} word", other: "{n} words" }) }),
    })), { xMin: counts[0], xMax: counts.at(-1), xTicks: counts });
    this.table.replaceChildren(h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "N"), counts.map((n) => h("th", { scope: "col" }, String(n))))),
      h("tbody", {}, names.map((m) => h("tr", {}, h("th", { scope: "row" }, m),
        counts.map((_, i) => h("td", {}, series[m][i] != null ? fmt(series[m][i]) : "…")))))));
  }
}
