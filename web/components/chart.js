// SVG charts drawn from plain numbers: horizontal bars (Boggle's method comparison) and lines
// (Boggle's best score against time, tiles' words against N). Each chart also writes its figures
// into its accessible name, and a table can sit beside it for reading.
import { fmt, h, svg } from "./dom.js";
import { fixed, t } from "./i18n.js";

const one = fixed(1, false), whole = fixed(0, false);  // no grouping: as toFixed did in English

/** A round axis maximum at or above `v`: 1, 2, 2.5 or 5 times a power of ten, times 4 ticks. */
export function niceTop(v) {
  const step = Math.max(v, 1) / 4;
  const p = 10 ** Math.floor(Math.log10(step));
  const m = [1, 2, 2.5, 5, 10].find((k) => k * p >= step);
  return m * p * 4;
}

const width = (el, lo, hi, fallback) => Math.round(Math.max(lo, Math.min(hi, (el?.clientWidth || fallback))));

export class BarChart {
  /**
   * @param {{label: string, series: Array<{key: string, label: string, cls: string}>, fit?: Element,
   *   table?: string}} o  one bar per series for each row; `fit` is the element whose width the
   *   chart follows; with `table` (the name column's heading), `this.table` holds the same figures
   *   as a table, redrawn with the chart.
   */
  constructor({ label, series, fit = null, cls = "", table = null }) {
    this.label = label;
    this.series = series;
    this.fit = fit;
    this.el = svg("svg", { class: `chart bars ${cls}`.trim(), role: "img", "aria-label": label });
    this.el.hidden = true;
    this.tableHead = table;
    this.table = table == null ? null : h("div", { class: "chart-table" });
  }

  /** rows: [{name, values: {key: number}}]; `slots` rows' room is kept (bars arrive one by one). */
  draw(rows, slots = rows.length) {
    const W = width(this.fit, 300, 720, 640);
    const L = W < 500 ? 92 : 110, R = 52, T = 28, rowH = 12 * this.series.length + 6, B = 30;
    const H = T + rowH * Math.max(slots, rows.length) + B;
    const top = niceTop(Math.max(1, ...rows.flatMap((r) => this.series.map((s) => r.values[s.key] || 0))));
    const x = (v) => L + (v / top) * (W - L - R);
    const parts = [];
    for (let k = 0; k <= 4; k++) {
      const v = (top / 4) * k;
      parts.push(svg("line", { x1: x(v), x2: x(v), y1: T - 4, y2: H - B, class: "chart-grid" }),
        svg("text", { x: x(v), y: H - B + 16, "text-anchor": "middle", class: "chart-label" }, fmt(v)));
    }
    rows.forEach((r, i) => {
      const y = T + i * rowH;
      parts.push(svg("text", { x: L - 6, y: y + 5 + 6 * this.series.length, "text-anchor": "end", class: "chart-label chart-name" }, r.name));
      this.series.forEach((s, j) => {
        const v = r.values[s.key] || 0;
        parts.push(svg("rect", { x: L, y: y + 3 + j * 12, width: Math.max(1, x(v) - L), height: 11, class: `chart-bar ${s.cls}` },
          svg("title", {}, `${r.name}: ${s.label} ${one.format(v)}`)),
        svg("text", { x: x(v) + 4, y: y + 12 + j * 12, class: "chart-value" }, whole.format(v)));
      });
    });
    this.series.forEach((s, j) => parts.push(
      svg("rect", { x: L + j * 110, y: 6, width: 12, height: 10, class: `chart-bar ${s.cls}` }),
      svg("text", { x: L + j * 110 + 16, y: 15, class: "chart-label" }, s.label)));
    this.el.setAttribute("viewBox", `0 0 ${W} ${H}`);
    this.el.replaceChildren(...parts);
    this.el.hidden = false;
    this.el.setAttribute("aria-label", `${this.label}: ` + rows.map((r) =>
      `${r.name} ${this.series.map((s) => `${s.label} ${one.format(r.values[s.key] || 0)}`).join(", ")}`).join("; "));
    this.table?.replaceChildren(h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, this.tableHead), this.series.map((s) => h("th", { scope: "col" }, s.label)))),
      h("tbody", {}, rows.map((r) => h("tr", {}, h("th", { scope: "row" }, r.name),
        this.series.map((s) => h("td", {}, one.format(r.values[s.key] || 0))))))));
  }

  clear() { this.el.replaceChildren(); this.el.hidden = true; this.table?.replaceChildren(); }
}

export class LineChart {
  /**
   * @param {{label: string, xUnit?: string, caption?: string, yLabel?: string, legend?: boolean,
   *   fit?: Element, height?: number, fromZero?: boolean}} o  `caption` names the x axis under it,
   *   `yLabel` the y axis beside it; `legend` draws the series' names under the chart.
   */
  constructor({ label, xUnit = "", caption = "", yLabel = "", legend = false, fit = null, height = 220, fromZero = false, cls = "" }) {
    Object.assign(this, { label, xUnit, caption, yLabel, legend, fit, height, fromZero });
    this.el = svg("svg", { class: `chart lines ${cls}`.trim(), role: "img", "aria-label": label });
    this.el.hidden = true;
  }

  /**
   * series: [{name, cls, points: [[x, y], …], step?: boolean, pointTitle?: (x, y) => string}]; xMax:
   * the axis' end (defaults to the largest x); a step series holds its value until the next point (a
   * best-so-far line); `pointTitle` names each dot (shown on hover). `xTicks`: the x values to label
   * (e.g. the points' own, thinned to one per ~40 px) instead of four even steps.
   */
  draw(series, { xMax = null, xMin = 0, xTicks = null } = {}) {
    const all = series.flatMap((s) => s.points);
    if (!all.length) { this.clear(); return; }
    const W = width(this.fit, 280, 640, 480), H = this.height;
    const L = this.yLabel ? 60 : 52, R = 12, T = 12, B = 22 + (this.caption ? 14 : 0) + (this.legend ? 22 : 0);
    const top = niceTop(Math.max(...all.map((p) => p[1])));
    const lo = Math.min(...all.map((p) => p[1]));
    const floor = this.fromZero ? 0 : Math.max(0, Math.floor(lo / (top / 4)) * (top / 4) - top / 4);
    const xEnd = xMax ?? Math.max(...all.map((p) => p[0]));
    const span = Math.max(xEnd - xMin, 1e-9);
    const x = (t) => L + ((Math.min(t, xEnd) - xMin) / span) * (W - L - R);
    const y = (v) => T + (1 - (v - floor) / (top - floor)) * (H - T - B);
    const xLabel = (t) => svg("text", { x: x(t), y: H - B + 16, "text-anchor": "middle", class: "chart-label" }, `${fmt(Math.round(t))}${this.xUnit}`);
    const parts = [];
    for (let k = 0; k <= 4; k++) {
      const v = floor + ((top - floor) / 4) * k;
      parts.push(svg("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "chart-grid" }),
        svg("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "chart-label" }, fmt(Math.round(v))));
      if (!xTicks) parts.push(xLabel(xMin + (span / 4) * k));
    }
    if (xTicks) {
      const every = Math.max(1, Math.ceil(xTicks.length / Math.max(1, Math.floor((W - L - R) / 40))));
      xTicks.forEach((t, i) => { if (i % every === 0 || i === xTicks.length - 1) parts.push(xLabel(t)); });
    }
    for (const s of series) {
      if (!s.points.length) continue;
      let d = "";
      s.points.forEach(([t, v], i) => { d += i ? (s.step ? ` H ${x(t)} V ${y(v)}` : ` L ${x(t)} ${y(v)}`) : `M ${x(t)} ${y(v)}`; });
      parts.push(svg("path", { d, class: `chart-line ${s.cls || ""}`.trim() }, svg("title", {}, s.name)));
      if (!s.step) for (const [t, v] of s.points) parts.push(svg("circle", { cx: x(t), cy: y(v), r: 2.5, class: `chart-dot ${s.cls || ""}`.trim() },
        s.pointTitle ? svg("title", {}, s.pointTitle(t, v)) : null));
    }
    if (this.caption) parts.push(svg("text", { x: (L + W - R) / 2, y: H - B + 32, "text-anchor": "middle", class: "chart-label" }, this.caption));
    if (this.yLabel) {
      const mid = (T + H - B) / 2;
      parts.push(svg("text", { x: 12, y: mid, "text-anchor": "middle", transform: `rotate(-90 12 ${mid})`, class: "chart-label" }, this.yLabel));
    }
    if (this.legend) {
      series.forEach((s, j) => {
        const lx = L + 8 + j * Math.min(150, (W - L) / Math.max(series.length, 3));
        parts.push(svg("line", { x1: lx, x2: lx + 22, y1: H - 8, y2: H - 8, class: `chart-line ${s.cls || ""}`.trim() }),
          svg("text", { x: lx + 28, y: H - 4, class: "chart-label" }, s.name));
      });
    }
    this.el.setAttribute("viewBox", `0 0 ${W} ${H}`);
    this.el.replaceChildren(...parts);
    this.el.hidden = false;
    this.el.setAttribute("aria-label", `${this.label}: ` + series.map((s) =>
      `${s.name}: ${s.points.map(([x, v]) => t("{y} at {x}", { y: fmt(v), x: `${fmt(Math.round(x * 10) / 10)}${this.xUnit}` })).join(", ")}`).join("; "));
  }

  clear() { this.el.replaceChildren(); this.el.hidden = true; }
}
