// Spelling Bee — Solve: every word of a board with its points, sorted by points then A–Z.
import { wordButton } from "../../components/definition.js";
import { fmt, h, field } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { View } from "../../components/view.js";
import { HoneycombInput } from "./honeycomb.js";
import { beeState } from "./state.js";

export class BeeSolve extends View {
  constructor(ctx) {
    super(ctx);
    const { picker } = ctx;
    this.lettersInput = h("input", { id: "bee-letters", name: "letters", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", placeholder: "AEGINRT", inputmode: "text" });
    this.centerInput = h("input", { id: "bee-center", name: "center", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", placeholder: "R", size: 2 });
    this.honeycomb = new HoneycombInput(this.lettersInput, this.centerInput);
    this.errors = new FieldErrors("bee-error", { letters: this.lettersInput, center: this.centerInput, ...picker.fields });
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
    this.list = h("ol", { class: "bee-words", "aria-label": "Words" });
    const form = h("form", { class: "bee-form", novalidate: true },
      h("div", { class: "fields" },
        field("bee-letters", "Letters", this.lettersInput),
        field("bee-center", "Center", this.centerInput),
        h("button", { type: "submit" }, "Solve")),
      this.honeycomb.el, this.errors.el);
    form.addEventListener("submit", (e) => { e.preventDefault(); this.solve(); });
    this.el = h("div", { class: "bee-solve" }, form, this.summary, this.list);
    this.ticket = 0;
    this.solved = null;  // [letters, center] whose words the list shows
  }

  /** The board the view shows: solved, or typed in full (7 letters and a center); else null. */
  board() {
    if (this.solved) return this.solved;
    const l = this.lettersInput.value.replace(/\s+/g, "").toLowerCase(), c = this.centerInput.value.trim().toLowerCase();
    return l.length === 7 && c.length === 1 ? [l, c] : null;
  }

  load(state) {
    this.shown = state;
    this.ctx.picker.set(state.dictionary);
    this.lettersInput.value = String(state.letters || "").toUpperCase();
    this.centerInput.value = String(state.center || "").toUpperCase();
    this.honeycomb.draw();
    if (state.letters) this.solve({ share: false });
  }

  async solve({ share = true } = {}) {
    const { client, picker } = this.ctx;
    const ticket = ++this.ticket;
    const params = { letters: this.lettersInput.value, center: this.centerInput.value, ...picker.params() };
    this.errors.clear();
    this.summary.textContent = client.step === "ready" ? "Solving…" : "Loading Python, then solving…";
    this.list.replaceChildren();
    this.solved = null;
    const r = await client.request("bee.solve", params);
    if (ticket !== this.ticket) return;  // a newer request has replaced this one
    if (r.error) {
      this.summary.textContent = r.error.code === "cancelled" ? "Stopped." : "";
      if (r.error.code !== "cancelled") this.errors.show(r.error);
      return;
    }
    this.render(r);
    if (!performance.getEntriesByName("wordloom:first-answer").length) performance.mark("wordloom:first-answer");
    this.solved = [r.letters, r.center];
    const state = beeState("solve", r.letters, r.center, picker.stateName);
    if (share) this.share(state);
    else this.shown = state;
  }

  render(r) {
    this.summary.textContent = `${fmt(r.score)} points · ${fmt(r.word_count)} words · ${fmt(r.pangram_count)} pangrams`;
    this.list.replaceChildren(...r.words.map((w) => h("li", { class: w.pangram ? "pangram" : null },
      wordButton(w.word, "word"),
      w.pangram ? h("span", { class: "tag" }, "pangram") : null,
      h("span", { class: "points", title: `${w.points} points` }, String(w.points)))));
  }
}
