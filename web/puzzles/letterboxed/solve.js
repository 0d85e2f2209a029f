// Letter Boxed — Solve: every redundancy-free chain of up to N words (letterboxed.solve), grouped
// by word count and streamed while the search runs, with progress and Cancel. Hovering a solution
// draws its path on the box; "Play this box" opens the box in Play.
import { field, h } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { fixed, t, tn } from "../../components/i18n.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { fieldOf } from "../../components/schema.js";
import { CorrectionsBox, OffensiveToggle, corrections, markButton } from "../../components/nyt.js";
import { View, markFirstAnswer } from "../../components/view.js";
import { WordListPicker } from "../../components/wordlist.js";
import { Box } from "./box.js";
import { Results, byWordCount, byWords, countsText } from "./results.js";
import { SidesInput } from "./sides.js";
import { DEFAULT_LIST, commonParams, defaultMax, playState, solveState } from "./state.js";


export class LbSolve extends View {
  constructor(ctx) {
    super(ctx);
    const spec = fieldOf(ctx.schema, "letterboxed.solve", "max_words") ?? {};  // the word counts the solver takes
    this.defaultMax = defaultMax();
    // The search shows its progress and has Cancel, so the person decides when it stops: the
    // longest time limit the solver takes (its default is for callers that cannot stop it).
    this.seconds = fieldOf(ctx.schema, "letterboxed.solve", "seconds")?.max;
    this.sides = new SidesInput(ctx, () => this.picker.language);  // the sides are the chosen list's language's letters
    this.maxWords = h("select", { id: "lb-max-words", name: "max_words" });
    for (let k = spec.min; k <= spec.max; k++) this.maxWords.append(h("option", { value: String(k), selected: k === this.defaultMax }, String(k)));
    this.common = h("input", { type: "checkbox", id: "lb-common", name: "common" });
    this.picker = new WordListPicker("lb-dictionary", ctx.lists, DEFAULT_LIST);
    this.offensive = new OffensiveToggle("lb-offensive");
    this.corrections = new CorrectionsBox("lb-corrections", ctx);
    this.errors = new FieldErrors("lb-error", { sides: this.sides.inputs[0], max_words: this.maxWords, min_zipf: this.common, ...this.picker.fields },
      {}, { retry: () => this.solve() });
    this.box = new Box({ label: t("The box") });
    this.results = new Results(this.box);
    // a new solve stops the search before it (its answer is not wanted)
    this.asks = new Requests(ctx.client, { bar: t("Searching"), say: (text) => { this.summary.textContent = text; }, cancelOlder: true });
    this.progress = this.asks.bar;
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
    this.playThis = h("button", { type: "button", class: "secondary", hidden: true, onclick: () => this.playBox() }, t("Play this box"));
    this.corrected = h("p", { class: "lb-corrected", role: "status", hidden: true });  // what the player's corrections changed here
    const form = h("form", { class: "lb-form", novalidate: true },
      this.sides.el, this.errors.el,
      h("div", { class: "fields" },
        field("lb-max-words", t("Max words"), this.maxWords),
        h("span", { class: "field lb-check" }, this.common, h("label", { for: "lb-common" }, t("Common words only"))),
        this.picker.el, this.offensive.el,
        h("button", { type: "submit" }, t("Solve"))));
    onSubmit(form, () => this.solve());
    this.sides.addEventListener("change", () => this.box.setSides(this.sides.texts()));
    this.el = h("div", { class: "lb-solve" },
      h("div", { class: "lb-top" },
        h("div", { class: "lb-left" },
          h("p", { class: "lb-note" }, t("Type the four sides (or paste VYQ FIG OTE XLU) and press Enter. Each word starts with the last letter of the one before; the words use every letter.")),
          h("details", { class: "lb-order" }, h("summary", {}, t("Fewest words first: how solutions are ordered")),
            h("p", {}, t("Chains are shown without redundant words, fewest words first. On the NYT-style list, then the fewest letters, the fewest letters repeated within a word and the commonest words: the order that put the NYT's own pair first on every past day it was checked on (the rule was chosen for why the NYT's pairs are short, not fitted to a day). On other lists, then the commonest rarest word."))),
          form, this.progress.el),
        this.box.el),
      this.summary, this.corrected, this.playThis, this.results.el, this.corrections.el);
    this.box.setSides([]);
  }

  state() { return this.shown?.sides ? this.shown : null; }

  activate() {
    this.scope.on(corrections, "change", () => { if (this.shown?.sides) this.solve({ share: false }); });
  }

  load(state) {
    const st = solveState(state);
    this.shown = st;
    this.sides.set(st.sides);
    const k = String(st.max_words ?? this.defaultMax ?? "");
    if (k && ![...this.maxWords.options].some((o) => o.value === k)) this.maxWords.append(h("option", { value: k }, k));
    this.maxWords.value = k;
    this.common.checked = !!st.common;
    const known = this.picker.set(st.dictionary || DEFAULT_LIST);  // an unknown list is said beside it
    this.box.setSides(this.sides.texts());
    if (st.sides && known) this.solve({ share: false });
  }

  /** Show an error beside its field (the side it names marked); null clears. */
  blame(error) {
    this.sides.unmark();
    this.errors.show(error);
    this.sides.mark(error, this.errors.el.id);
  }

  async solve({ share = true } = {}) {
    const { client } = this.ctx;
    const round = this.asks.begin();
    const sides = await round.wait(this.sides.param());  // a line pasted a moment ago is read first
    if (round.stale) return;
    const params = { sides, max_words: this.maxWords.value ? Number(this.maxWords.value) : null, max_solutions: null,
      ...(this.seconds ? { seconds: this.seconds } : {}),
      ...commonParams(this.common.checked), ...this.picker.params(), ...this.offensive.params() };
    this.blame(null);
    this.results.clear();
    this.showCorrected([]);
    this.box.showChain(null);
    this.playThis.hidden = true;
    const language = this.picker.language;
    const spellings = {};  // the words' spellings the solver sends (in another language than English)
    this.results.spell(language, language === "en" ? null : spellings);
    round.say(t("Solving…"));
    delete this.summary.dataset.ms;
    const groups = new Map();   // word count → the best streamed so far
    let counts = {};
    let level = null;           // the word count being searched
    const onProgress = (info) => {
      counts = info.counts || counts;
      Object.assign(spellings, info.spellings);
      if (info.best) groups.set(info.words, info.best);  // the solver's best so far of the level it searches
      const found = Object.values(counts).reduce((a, b) => a + b, 0);
      this.summary.textContent = found
        ? tn(found, { one: "Searching chains of {words} words… {n} solution so far: {counts}", other: "Searching chains of {words} words… {n} solutions so far: {counts}" },
          { words: info.words, counts: countsText(counts) })
        : t("Searching chains of {words} words… 0 solutions so far", { words: info.words });
      this.progress.update({ done: info.done, total: info.total }, t("{done} of {total} word counts done",
        { done: info.level_done ? info.words : info.words - 1, total: info.total }));
      level = info.level_done ? null : info.words;
      this.results.render(counts, groups, { open: level });
    };
    await round.wait(client.ready.catch(() => {}), { bar: t("Solving…") });  // the time shown is the search's, not Python's start-up
    if (round.stale) return;
    performance.mark("letterboxed:solve-start");
    const r = await round.ask("letterboxed.solve", params, { bar: t("Solving…"), onProgress });
    if (!r) return;
    if (r.error) {
      if (r.error.code === "cancelled") this.stopped(counts, groups, level);
      else { this.summary.textContent = ""; this.blame(r.error); }
      return;
    }
    performance.mark("letterboxed:solve-end");
    const ms = performance.measure("letterboxed:solve", "letterboxed:solve-start", "letterboxed:solve-end").duration;
    Object.assign(spellings, r.spellings);
    const seconds = fixed(2).format(ms / 1000);
    this.summary.textContent = r.total
      ? tn(r.total, { one: "{n} solution in {seconds} s: {counts}", other: "{n} solutions in {seconds} s: {counts}" }, { seconds, counts: countsText(r.counts) })
      : tn(r.timed_out ? r.searched_words : r.max_words, { one: "No solution of up to {n} word ({playable}).", other: "No solution of up to {n} words ({playable})." },
        { playable: tn(r.playable, { one: "{n} playable word", other: "{n} playable words" }) });
    if (r.timed_out) {  // the solver's time limit: the levels before are complete, the cut one is not
      this.summary.textContent += ` · ${t("The search reached its time limit during the {chains}: those are the ones found by then.",
        { chains: byWords(r.searched_words + 1).chains() })}`;
    }
    this.summary.dataset.ms = String(Math.round(ms));
    this.results.render(r.counts, byWordCount(r.solutions), { final: true });
    this.showCorrected(r.corrected ?? []);
    this.sides.set(r.sides);
    this.box.setSides(r.sides);
    markFirstAnswer();
    const state = solveState({ sides: r.sides.join(" "), max_words: r.max_words, common: this.common.checked, dictionary: this.picker.stateName });
    this.playThis.hidden = this.picker.value === "custom";  // one's own words cannot go in a link
    if (share) this.share(state);
    else this.shown = state;
  }

  /** The words of this box the player's corrections took out or let in, each with its Undo. */
  showCorrected(changed) {
    this.corrected.hidden = !changed.length;
    this.corrected.replaceChildren(...(changed.length ? [t("Your corrections changed this box: "),
      ...changed.flatMap((c, i) => [i ? " · " : "", h("span", { class: "word" }, c.word), " ", markButton(c.word, c.corrected)])] : []));
  }

  /** Cancel: what was found before stays on screen, marked as such. */
  stopped(counts, groups, level) {
    const found = Object.values(counts).reduce((a, b) => a + b, 0);
    this.summary.textContent = found ? tn(found, { one: "Stopped: {n} solution found before: {counts}", other: "Stopped: {n} solutions found before: {counts}" },
      { counts: countsText(counts) }) : "";
    this.blame({ code: "cancelled", message: t("Stopped."), field: null });
    this.results.render(counts, groups, { open: level });
    this.results.el.querySelectorAll(".lb-note").forEach((n) => { n.textContent = t("The best of those found before the search stopped."); });
  }

  /** The box on screen as Play plays it, once it is solved (a box the solver refused is not). */
  playable() {
    const st = this.shown;
    return st?.sides && !this.playThis.hidden ? playState({ sides: st.sides, common: st.common, dictionary: st.dictionary }) : null;
  }

  playBox() {
    const state = this.playable();
    if (state) this.ctx.go(state);
  }
}
