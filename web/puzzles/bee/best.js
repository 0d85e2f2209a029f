// Spelling Bee — Best boards: every board of the word list scored (bee.best), best or worst first,
// with letters left out or required; progress and Cancel; each result opens in Solve or Play.
import { fmt, h, field, numberParam } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { defaultOf, numberInput } from "../../components/schema.js";
import { View } from "../../components/view.js";
import { beeState } from "./state.js";

const boardName = (b) => `${b.letters.toUpperCase()} / ${b.center.toUpperCase()}`;

/** The table's columns (a phone's card names each value with its column). */
const COLUMNS = ["#", t("Board"), t("Score"), t("Words"), t("Pangrams"), t("Open")];

export class BeeBest extends View {
  constructor(ctx) {
    super(ctx);
    const text = (id, name) => h("input", { id, name, value: defaultOf(ctx.schema, "bee.best", name), autocomplete: "off", spellcheck: "false", size: 6 });
    this.exclude = text("bee-best-exclude", "exclude");
    this.include = text("bee-best-include", "include");
    this.top = numberInput(ctx.schema, "bee.best", "top", { id: "bee-best-top", inputmode: "numeric" });
    this.order = h("select", { id: "bee-best-order", name: "order" },
      h("option", { value: "best" }, t("Best first")), h("option", { value: "worst" }, t("Worst first")));
    this.errors = new FieldErrors("bee-best-error",
      { exclude: this.exclude, include: this.include, top: this.top, order: this.order, ...ctx.picker.fields }, {},
      { retry: () => this.find() });
    this.status = h("p", { class: "bee-best-status", "aria-live": "polite" });
    this.body = h("tbody", { role: "rowgroup" });
    // On a phone each board is a card (bee.css): a cell names its column itself (data-label), and
    // the roles keep the table a table for screen readers whatever its display.
    this.table = h("table", { class: "bee-best-table", role: "table", hidden: true },
      h("thead", { role: "rowgroup" }, h("tr", { role: "row" }, COLUMNS.map((t) => h("th", { scope: "col", role: "columnheader" }, t)))),
      this.body);
    this.asks = new Requests(ctx.client, { bar: t("Searching the boards") });
    this.progress = this.asks.bar;
    this.findButton = h("button", { type: "submit" }, t("Find boards"));
    const form = h("form", { class: "bee-best-form", novalidate: true },
      h("div", { class: "fields" },
        field("bee-best-exclude", t("Exclude letters"), this.exclude),
        field("bee-best-include", t("Include letters"), this.include),
        field("bee-best-top", t("How many"), this.top),
        field("bee-best-order", t("Order"), this.order),
        this.findButton),
      this.errors.el);
    onSubmit(form, () => this.find());
    this.el = h("div", { class: "bee-best" },
      h("p", { class: "bee-note" }, t("Every board of the word list scored: seven letters with a pangram, and a center. Uses the word list above.")),
      form, this.progress.el, this.status, h("div", { class: "bee-best-scroll" }, this.table));
  }

  initial() { return { mode: "best" }; }
  load(state) { this.shown = state; }

  async find() {
    const { picker } = this.ctx;
    const round = this.asks.begin();
    // the boards scored as the pages play them: without offensive words (the solver counts them unless told)
    const params = { exclude: this.exclude.value, include: this.include.value, order: this.order.value, ...picker.params(), offensive: "hide" };
    const top = numberParam(this.top);
    if (top !== undefined) params.top = top;
    this.errors.clear();
    this.status.textContent = "";
    this.table.hidden = true;
    this.body.replaceChildren();
    this.findButton.disabled = true;
    const r = await round.ask("bee.best", params, {
      bar: t("Loading the word list…"), delay: 0,
      onProgress: (info) => {
        if (info.stage === "index") this.progress.update(info, t("Scoring every board: {done} of {total} letter sets", { done: info.done, total: info.total }));
        else if (info.stage === "search") {
          this.progress.update(info, t("Searching…"));
          if (info.boards?.length) this.status.textContent = t("So far: {boards}", { boards: info.boards.map((b) => `${boardName(b)} ${fmt(b.score)}`).join(" · ") });
        }
      },
    });
    this.findButton.disabled = false;
    if (!r) return;
    if (r.error) {
      if (r.error.code === "cancelled") this.status.textContent = t("Search stopped.");
      else { this.status.textContent = ""; this.errors.show(r.error); }
      return;
    }
    const what = [r.exclude && t("without {letters}", { letters: r.exclude.toUpperCase() }),
      r.include && t("with {letters}", { letters: r.include.toUpperCase() })].filter(Boolean).join(", ");
    if (!r.boards.length) {  // said, not an empty table
      this.status.textContent = `${what ? t("No board {what}: no word of this list has seven different letters that fit.", { what })
        : t("No board: no word of this list has seven different letters that fit.")} ${t("Include fewer letters, or exclude fewer.")}`;
      return;
    }
    const n = r.boards.length;
    this.status.textContent = (r.order === "worst" ? tn(n, { one: "Worst {n} board", other: "Worst {n} boards" })
      : tn(n, { one: "Best {n} board", other: "Best {n} boards" })) + (what ? ` ${what}` : "");
    const list = picker.stateName;
    const cell = (column, attrs, ...content) => h("td", { role: "cell", "data-label": COLUMNS[column], ...attrs }, ...content);
    this.body.replaceChildren(...r.boards.map((b, i) => h("tr", { role: "row" },
      cell(0, { class: "rank" }, String(i + 1)),
      cell(1, { class: "board" }, h("span", { class: "word" }, b.letters.toUpperCase()), " / ", h("strong", {}, b.center.toUpperCase())),
      cell(2, { class: "num" }, fmt(b.score)),
      cell(3, { class: "num" }, fmt(b.word_count)),
      cell(4, { class: "num" }, fmt(b.pangram_count)),
      cell(5, { class: "open" },
        h("button", { type: "button", class: "secondary", "aria-label": t("All words of {board}", { board: boardName(b) }),
          onclick: () => this.openResult(beeState("solve", b.letters, b.center, list)) }, t("Words")),
        h("button", { type: "button", class: "secondary", "aria-label": t("Play {board}", { board: boardName(b) }),
          onclick: () => this.openResult(beeState("play", b.letters, b.center, list)) }, t("Play"))))));
    this.table.hidden = false;
  }

  /** Open a result in its view, as a new history entry. */
  openResult(state) {
    this.ctx.go(state);
    this.ctx.onState?.(state);
  }
}
