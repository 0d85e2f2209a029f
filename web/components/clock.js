// A game clock that counts only while its game is on screen (the page visible, the element shown:
// not while another puzzle, tab or the browser's other tab is in front). It counts down from a
// limit (Boggle) or up from zero (Anigrams, Letter Boxed); either way it shows whole seconds of
// time *used*, rounded down — so a countdown shows 0:00 exactly when time is up.
import { h, onScreen } from "./dom.js";
import { t } from "./i18n.js";
import { Scope } from "./scope.js";

/** "m:ss" of a number of seconds. */
export const mmss = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

export class GameClock extends EventTarget {
  #used = 0;        // ms counted so far
  #last = 0;        // when the running stretch began (performance.now())
  #running = false; // counting now
  #started = false; // between start() and stop()
  #scope = new Scope();

  /**
   * @param {{limit?: number|null, label?: string, lowAt?: number}} o  limit in ms (null: count up);
   *   "low" is set on the element when less than `lowAt` ms are left. Events: "tick", "end".
   */
  constructor({ limit = null, label = t("Time"), lowAt = 20_000 } = {}) {
    super();
    this.limit = limit;
    this.lowAt = lowAt;
    this.el = h("span", { class: "clock", role: "timer", "aria-label": label });
    this.#draw();
  }

  /** Begin (or resume) counting from `used` ms already counted. */
  start(used = 0) {
    this.#scope.close();
    this.#used = Math.max(0, used);
    this.#started = true;
    this.#running = false;
    this.#scope.every(250, () => this.tick());
    this.#scope.on(document, "visibilitychange", () => this.tick());
    this.tick();
  }

  /** Stop counting for good (the game is over); keeps the reading. */
  stop() {
    if (this.#started) this.#take();
    this.#halt();
  }

  /** Take the time; at the limit the clock stops and sends "end" (once: a stopped clock ends no more). */
  tick() {
    if (!this.#started) return;
    this.#take();
    if (this.limit != null && this.#used >= this.limit) {
      this.#used = this.limit;
      this.#halt();
      this.dispatchEvent(new Event("end"));
      return;
    }
    this.#draw();
    this.dispatchEvent(new Event("tick"));
  }

  /** Count the stretch since the last look if the game was on screen during it. */
  #take() {
    const now = performance.now();
    if (this.#running) this.#used += now - this.#last;
    this.#last = now;
    this.#running = onScreen(this.el);
  }

  #halt() {
    this.#started = false;
    this.#running = false;
    this.#scope.close();
    this.#draw();
  }

  /** Milliseconds counted, to now (the reading on screen is the last tick's; a game kept or ended
   *  keeps this, so that it says what the clock shows once stopped). */
  get used() {
    const now = this.#used + (this.#running ? performance.now() - this.#last : 0);
    return Math.round(this.limit == null ? now : Math.min(now, this.limit));
  }
  /** Milliseconds left (Infinity when counting up). */
  get left() { return this.limit == null ? Infinity : Math.max(0, this.limit - this.used); }
  get started() { return this.#started; }

  /** The whole seconds shown: used time rounded down (a countdown shows the limit minus that). */
  seconds() {
    const used = Math.floor(this.#used / 1000);
    return this.limit == null ? used : Math.max(0, Math.round(this.limit / 1000) - used);
  }

  #draw() {
    this.el.textContent = mmss(this.seconds());
    this.el.classList.toggle("low", this.limit != null && this.#started && this.left < this.lowAt);
  }

  close() { this.stop(); }
}
