// Asking the solver from a view, one way for every view: the latest request wins, a progress bar
// shows only when the work takes a moment, Cancel stops it, and what the person reads while Python
// loads is worded here, once.
//
//   this.asks = new Requests(ctx.client, { bar: "Solving", say: (text) => { this.summary.textContent = text; } });
//   const round = this.asks.begin("Solving…");  // says "Loading Python…" until Python is up, then "Solving…"
//   const r = await round.ask("boggle.solve", params, { bar: "Working…" });
//   if (!r) return;                             // a newer round began meanwhile: this answer is dropped
//
// A round is one thing the person asked for (a solve, a new game), in one or more requests. When a
// newer round begins, the older one's answers resolve to null (its requests run on unless the
// Requests was made with `cancelOlder`: stopping a quick request can cost a worker's restart).
// A request that names a `bar` text shows the bar (a ProgressBar whose Cancel stops the round it
// shows) `delay` ms after it starts, if it is still running; progress reports update it; it goes
// once the round has no request with a bar left. Its timer and its listener on the client live as
// long as the round's requests, also while the view is off screen (a search goes on in a hidden tab
// and its bar is there when the tab is opened again).
import { t } from "./i18n.js";
import { ProgressBar } from "./progress.js";
import { Scope } from "./scope.js";

/** What the page says while Python loads. */
export const LOADING = t("Loading Python…");

/** `verb` once the client's Python is up, else LOADING. */
export const loadingText = (client, verb) => (!client || client.step === "ready" ? verb : LOADING);

export class Requests {
  /**
   * @param {object|null} client  the puzzle's solver client (null: only `wait` is used)
   * @param {{bar?: string|ProgressBar, say?: (text: string) => void, cancelOlder?: boolean}} o
   *   bar: a ProgressBar, or the accessible name of one made here with its Cancel wired;
   *   say: where a round's verb is shown; cancelOlder: a new round stops the older one's requests.
   */
  constructor(client = null, { bar = null, say = null, cancelOlder = false } = {}) {
    this.client = client;
    this.bar = typeof bar === "string" ? new ProgressBar(bar, () => this.cancel()) : bar;
    this.sayTo = say;
    this.cancelOlder = cancelOlder;
    this.round = null;     // the latest round: only its answers are delivered
    this.barRound = null;  // the round whose work the bar shows (an older one may still be running)
  }

  /** Start a round (older rounds' answers are dropped from now on); `verb`: say it at once (Round.say). */
  begin(verb = null) {
    if (this.cancelOlder) this.round?.cancel();
    const round = this.round = new Round(this);
    if (verb != null) round.say(verb);
    return round;
  }

  /** Drop the latest round's answers without starting another (the view shows something else now). */
  drop() {
    this.round = null;
  }

  /** Cancel: the work the bar shows (else the latest round) answers {error: cancelled} at once. */
  cancel() {
    (this.barRound ?? this.round)?.cancel();
  }
}

class Round {
  #scope = new Scope();     // the bar's timer and the listener on the client, while requests run
  #abort = new AbortController();
  #pending = 0;             // requests (and waits) not answered yet
  #barred = 0;              // … of which show the bar
  #barText = null;          // the bar's text once Python is up
  #reported = false;        // a progress report has set the bar's figures and text
  #verb = null;             // what `say` shows once Python is up
  #timer = null;
  #listening = false;

  constructor(owner) {
    this.owner = owner;
  }

  /** Whether a newer round has begun (or the round was dropped): its answers are no longer wanted. */
  get stale() { return this.owner.round !== this; }

  /** Show `verb` where the Requests says things, or LOADING until Python is up. */
  say(verb) {
    if (this.stale || !this.owner.sayTo) return;
    this.#verb = verb;
    this.owner.sayTo(loadingText(this.owner.client, verb));
    this.#follow();
  }

  /** Ask the solver. Resolves to the result or {error} (cancelled ones too), or to null if a newer
   *  round began meanwhile. opts: onProgress (only while the round is the latest), and `bar`, `delay`. */
  ask(action, params, { bar = null, delay = 250, onProgress = null } = {}) {
    if (this.stale) return Promise.resolve(null);
    const progress = (info) => {
      if (this.stale) return;
      if (bar != null) this.#reported = true;
      onProgress(info);
    };
    const answer = this.owner.client.request(action, params, { signal: this.#abort.signal, onProgress: onProgress && progress });
    return this.wait(answer, { bar, delay });
  }

  /** Wait for `promise` as part of this round (with the bar, given `bar`). Resolves to its value, or
   *  to null if a newer round began meanwhile; a rejection is passed on. */
  async wait(promise, { bar = null, delay = 250 } = {}) {
    if (this.stale) return null;
    this.#pending++;
    if (bar != null) this.#showBar(bar, delay);
    try {
      const value = await promise;
      return this.stale ? null : value;
    } finally {
      this.#pending--;
      if (bar != null) this.#barred--;
      setTimeout(() => this.#settle(), 0);  // a next request of the round, sent at once, keeps the bar
    }
  }

  /** Stop this round's requests: each answers {error: cancelled}, and so does any it sends later. */
  cancel() { this.#abort.abort(); }

  #showBar(text, delay) {
    const { owner } = this, bar = owner.bar;
    if (!bar) return;
    this.#barred++;
    this.#barText = text;
    if (owner.barRound !== this) {  // the bar shows this round's work from now on
      owner.barRound?.#stopTimer();
      owner.barRound = this;
      this.#reported = false;
    }
    if (bar.running) this.#start();
    else if (delay <= 0) { this.#stopTimer(); this.#start(); }
    else this.#timer ??= this.#scope.after(delay, () => { this.#timer = null; this.#start(); });
    this.#follow();
  }

  #start() {
    const bar = this.owner.bar;
    if (this.#reported && !bar.running) bar.show();
    else if (!this.#reported) bar.start(loadingText(this.owner.client, this.#barText));
  }

  #stopTimer() {
    this.#timer?.();
    this.#timer = null;
  }

  /** While Python loads, the words said follow it: the verb and the bar's text once it is up. */
  #follow() {
    const client = this.owner.client;
    if (this.#listening || !client || client.step === "ready") return;
    this.#listening = true;
    const off = this.#scope.on(client, "status", ({ detail }) => {
      if (detail?.step !== "ready" && detail?.step !== "failed") return;
      client.removeEventListener("status", off);
      this.#listening = false;
      if (!this.#pending || detail.step === "failed") return;
      if (this.#verb != null && !this.stale) this.owner.sayTo(this.#verb);
      if (this.owner.barRound === this && this.owner.bar.running && !this.#reported) this.owner.bar.start(this.#barText);
    });
  }

  /** After an answer: the bar goes when none of this round's requests wants it; the timer and the
   *  listener go when none runs. */
  #settle() {
    const { owner } = this;
    if (!this.#barred && owner.barRound === this) {
      this.#stopTimer();
      owner.barRound = null;
      owner.bar.stop();
    }
    if (!this.#pending) {
      this.#scope.close();
      this.#timer = null;
      this.#listening = false;
    }
  }
}
