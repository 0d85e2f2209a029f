// Spelling Bee — Solve: every word of a board with its points, sorted by points then A–Z, the rank
// thresholds and hints; on the NYT list (the default) also the words it probably rejects, with why.
// Offensive words are left out unless the person asks to see them; the player's corrections to the
// NYT list go with every request (the picker's params) and a change re-solves.
import { h, field } from "../../components/dom.js";
import { t, tn } from "../../components/i18n.js";
import { FieldErrors } from "../../components/field-error.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { precheck } from "../../components/schema.js";
import { CorrectionsBox, OffensiveToggle, corrections } from "../../components/nyt.js";
import { View, markFirstAnswer } from "../../components/view.js";
import { Answers } from "./answers.js";
import { HintsBox } from "./hints.js";
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
    this.errors = new FieldErrors("bee-error", { letters: this.lettersInput, center: this.centerInput, ...picker.fields }, {},
      { retry: () => this.solve() });
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
    this.offensive = new OffensiveToggle("bee-offensive");
    this.offensive.addEventListener("change", () => this.again());
    this.answers = new Answers();
    this.hints = new HintsBox();
    this.hints.el.className = "bee-solve-hints";  // Play's hints keep .bee-hints to themselves
    this.hints.el.hidden = true;
    this.corrections = new CorrectionsBox("bee-corrections", ctx);
    const form = h("form", { class: "bee-form", novalidate: true },
      h("div", { class: "fields" },
        field("bee-letters", t("Letters"), this.lettersInput),
        field("bee-center", t("Center"), this.centerInput),
        h("button", { type: "submit" }, t("Solve"))),
      this.honeycomb.el, this.errors.el, h("div", { class: "fields" }, this.offensive.el));
    onSubmit(form, () => this.solve());
    this.el = h("div", { class: "bee-solve" }, form, this.summary, this.hints.el, this.answers.el, this.corrections.el);
    this.asks = new Requests(ctx.client, { say: (text) => { this.summary.textContent = text; } });
    this.solved = null;  // [letters, center] whose words the list shows
  }

  activate() {
    this.scope.on(corrections, "change", () => this.again());  // a correction changes the answer: solve again
  }

  /** Solve the board on screen again (a correction, the offensive toggle), keeping the link. */
  again() { if (this.solved) this.solve({ share: false }); }

  /** The board the view shows: the one typed in full (letters and a center of the shape the catalog
   *  gives bee.solve's fields), solved or not, else the one solved last; else null. */
  board() {
    const l = this.lettersInput.value.replace(/\s+/g, "").toLowerCase(), c = this.centerInput.value.trim().toLowerCase();
    const { language } = this.ctx.picker.params();  // the list's letters (ä on a German list)
    return l && c && !precheck(this.ctx.schema, "bee.solve", { letters: l, center: c, language }) ? [l, c] : this.solved;
  }

  /** What Play plays when the person opens it from here: the board on screen. */
  playable() { const b = this.board(); return b ? beeState("play", ...b, this.ctx.picker.stateName) : null; }

  load(state) {
    this.shown = state;
    const known = this.ctx.picker.set(state.dictionary);  // an unknown list is said beside it: nothing is solved
    this.lettersInput.value = String(state.letters || "").toUpperCase();
    this.centerInput.value = String(state.center || "").toUpperCase();
    this.honeycomb.draw();
    if (state.letters && known) this.solve({ share: false });
  }

  async solve({ share = true } = {}) {
    const { picker } = this.ctx;
    const round = this.asks.begin();
    const params = { letters: this.lettersInput.value, center: this.centerInput.value, ...picker.params(), ...this.offensive.params() };
    this.errors.clear();
    round.say(t("Solving…"));
    const again = !!this.solved;  // solving the same board again: keep the words on screen meanwhile
    if (!again) { this.answers.clear(); this.hints.el.hidden = true; }
    this.solved = null;
    // The board's words first; on the NYT list the words it probably rejects come by a second request
    // (they need the bigger lists solved and judged: most of a first solve's time).
    const [r, hints] = await Promise.all([round.ask("bee.solve", { ...params, rejected: false }),
      round.ask("bee.hints", { ...params, found: [] })]);
    if (round.stale) return;  // a newer request has replaced this one
    if (!this.shownError(r)) return;
    this.render(r, hints);
    markFirstAnswer();
    this.solved = [r.letters, r.center];
    const state = beeState("solve", r.letters, r.center, picker.stateName);
    if (share) this.share(state);
    else this.shown = state;
    if (r.probably_rejected !== null) return;  // a list with no NYT verdicts: the answer is whole
    const whole = await round.ask("bee.solve", params);
    if (!whole) return;
    if (whole.error) return this.answers.rejectedFailed(whole.error);  // the words and figures stay
    this.render(whole, hints);
  }

  /** Whether `r` is an answer; if not, say its error (or that it stopped) and return false. */
  shownError(r) {
    if (!r.error) return true;
    this.summary.textContent = r.error.code === "cancelled" ? t("Stopped.") : "";
    if (r.error.code !== "cancelled") this.errors.show(r.error);
    return false;
  }

  render(r, hints) {
    const hidden = r.offensive_hidden
      ? ` · ${tn(r.offensive_hidden, { one: "{n} offensive word hidden", other: "{n} offensive words hidden" })}` : "";
    this.summary.textContent = [tn(r.score, { one: "{n} point", other: "{n} points" }),
      tn(r.word_count, { one: "{n} word", other: "{n} words" }),
      tn(r.pangram_count, { one: "{n} pangram", other: "{n} pangrams" })].join(" · ") + hidden;
    this.answers.show(r, this.ctx.picker.language);
    this.hints.el.hidden = !!hints.error;
    if (!hints.error && hints !== this.hintsShown) this.hints.show(hints);  // the same hints come with the whole answer
    this.hintsShown = hints;
  }
}
