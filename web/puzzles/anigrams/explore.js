// Anigrams — Explore: a start's longest chain (a ladder), how many games (chains to the goal
// length) leave it, and a tree to step through every way on; with no start, the best over every
// start and the number of all games. The start's shape (four letters A to Z) is checked at once
// from the solver's field catalog; whether the letters make a word is the solver's to say.
import { field, fmt, h } from "../../components/dom.js";
import { FieldErrors } from "../../components/field-error.js";
import { t, tn } from "../../components/i18n.js";
import { onSubmit } from "../../components/form.js";
import { Requests } from "../../components/request.js";
import { defaultOf, precheck } from "../../components/schema.js";
import { View, markFirstAnswer } from "../../components/view.js";
import { WordListPicker } from "../../components/wordlist.js";
import { OffensiveToggle } from "../../components/nyt.js";
import { inSentence, langAttr, spelled } from "../../components/language.js";
import { busy } from "./busy.js";
import { Ladder } from "./ladder.js";
import { upper } from "./letters.js";
import { DEFAULT_LIST, isAll, solveState } from "./state.js";
import { ChainTree } from "./tree.js";

export class AnigramsExplore extends View {
  constructor(ctx) {
    super(ctx);
    const goal = defaultOf(ctx.schema, "anigrams.count", "goal_length");  // a game's last word, in letters
    this.start = h("input", { id: "anigrams-start", name: "start", autocomplete: "off", spellcheck: "false",
      autocapitalize: "characters", placeholder: "DEIR", size: 8 });
    this.picker = new WordListPicker("anigrams-dictionary", ctx.lists, DEFAULT_LIST);
    this.offensive = new OffensiveToggle("anigrams-offensive");  // off: no chain passes through an offensive word
    this.offensive.addEventListener("change", () => { if (this.shown?.start) this.explore({ share: false }); });
    this.errors = new FieldErrors("anigrams-start-error", { start: this.start, ...this.picker.fields }, {},
      { retry: () => this.explore() });
    this.asks = new Requests(ctx.client, { bar: t("Building the chain index") });
    this.bar = this.asks.bar;
    this.summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
    this.allNote = h("p", { class: "anig-note", hidden: true });
    this.list = {};  // {dictionary} or {word_list} of the list explored
    this.tree = new ChainTree((term) => ctx.client.request("anigrams.next", { term, ...this.list }));
    this.ladder = new Ladder((path) => this.tree.go(path, { focus: true }));
    const form = h("form", { class: "anig-form", novalidate: true },
      h("div", { class: "fields" },
        field("anigrams-start", t("Start letters"), this.start),
        this.picker.el,
        h("button", { type: "submit" }, t("Find chains")), this.offensive.el),
      this.errors.el);
    onSubmit(form, () => this.explore());
    this.el = h("div", { class: "anig-explore" },
      h("p", { class: "anig-note" }, goal != null
        ? t("A chain starts from four letters and adds one letter a step; each step's letters must make a word. Type four letters to see the longest chain from them, how many games (chains to {goal} letters) they start, and every way on; leave it empty for the best of all starts.", { goal })
        : t("A chain starts from four letters and adds one letter a step; each step's letters must make a word. Type four letters to see the longest chain from them, how many games (chains to the goal's letters) they start, and every way on; leave it empty for the best of all starts.")),
      form, this.bar.el, this.summary, this.allNote, this.ladder.el, this.tree.el);
    this.querying = false;         // a query is under way
    this.warmed = new Set();   // the lists warmed (or asked to be)
  }

  initial() { return solveState(""); }

  open(state) {
    super.open(state);
    if (!this.querying) this.warm();
  }

  /** Build the list's chain index while the person types (anigrams.warm), once per shipped list. */
  warm() {
    const list = { ...this.picker.params(), ...this.offensive.params() };
    if (!list.dictionary || this.warmed.has(list.dictionary)) return;
    this.warmed.add(list.dictionary);
    this.ctx.client.request("anigrams.warm", list);  // nothing to show: the index is kept for the next query
  }

  load(state) {
    this.shown = state;
    this.start.value = isAll(state.start) ? "" : upper(state.start);
    const known = this.picker.set(state.dictionary);  // an unknown list is said beside it
    if (state.start && known) this.explore({ share: false });
  }

  async explore({ share = true } = {}) {
    const { schema } = this.ctx;
    const round = this.asks.begin();
    const list = { ...this.picker.params(), ...this.offensive.params() };
    const all = isAll(this.start.value);  // no start: the best over every start, and every game
    const params = all ? list : { start: this.start.value, ...list };
    this.errors.clear();
    this.summary.textContent = "";
    this.allNote.hidden = true;
    this.ladder.clear();
    this.tree.clear();
    // Over every start the queries are searches (the worker pool, split among its workers); from one start, quick.
    const longest = all ? "anigrams.longest_all" : "anigrams.longest";
    const bad = precheck(schema, longest, params);  // at once, even before Python is up
    if (bad) { this.errors.show(bad); return; }
    const work = busy(this.bar, all ? t("Every start") : t("First query on this word list"));
    this.querying = true;
    if (list.dictionary) this.warmed.add(list.dictionary);  // this query builds the index
    const chain = await round.ask(longest, params, work);
    const total = chain && all && !chain.error ? await round.ask("anigrams.count_all", list, work) : null;
    const node = !chain || chain.error || total?.error || !chain.start ? null : await round.ask("anigrams.next", { term: chain.start, ...list }, work);
    if (round.stale) return;  // a newer request has replaced this one
    this.querying = false;
    const error = chain.error || total?.error || node?.error
      || (!chain.start && { message: t("No chain starts anywhere: this word list has no word to start from."), field: "start" });
    if (error) { this.errors.show(error); return; }
    this.list = list;
    const language = this.picker.language;
    this.report(chain, all ? total : node, all, language);
    this.ladder.show(chain, language);
    this.tree.reset(node, language);
    markFirstAnswer();
    const state = solveState(all ? "all" : chain.start, list.dictionary);
    if (share) this.share(state);
    else this.shown = state;
  }

  /** The summary line: games counted from the start (or from all), 4 letters to the goal length. */
  report(chain, games, all, language = "en") {
    const longest = tn(chain.length, { one: "longest chain {n} word", other: "longest chain {n} words" });
    const counted = tn(games.games, { one: "{n} game ({from} to {to} letters)", other: "{n} games ({from} to {to} letters)" },
      { from: chain.steps[0].term.length, to: games.goal_length });
    if (!all) {
      this.summary.textContent = t("{start}: {longest} · {games}", { start: upper(chain.start), longest, games: counted });
      return;
    }
    const top = games.top_starts.slice(0, 3).map((s) => `${upper(s.term)} (${fmt(s.games)})`).join(", ");
    this.summary.textContent = t("All {starts} starts: {longest} · {games}", { starts: games.starts, longest, games: counted });
    const ends = h("span", { lang: langAttr(language) }, chain.ends.map((w) => spelled(w, chain.spellings)).join(t(" or ")));
    const sentence = tn(chain.longest_chains, { one: "{n} chain that long, from {starts}, all ending in {ends}; below, the first from {start}. Most games: {top}.",
      other: "{n} chains that long, from {starts}, all ending in {ends}; below, the first from {start}. Most games: {top}." },
    { starts: tn(chain.best_starts.length, { one: "{n} start", other: "{n} starts" }), start: upper(chain.start), top });
    this.allNote.replaceChildren(...inSentence(sentence, "ends", ends));
    this.allNote.hidden = false;
  }
}
