// The controller pattern of every puzzle view (Solve, Play, Generate, …) and of every puzzle:
//   open(state)  become active showing `state` (plain data from a link, an embed or the person);
//                opening with the state already shown only re-activates (no new search);
//   close()      stop being active: every listener and timer added outside the view's own
//                elements is removed (they are registered through `this.scope`);
//   state()      what a link to this view should say right now (null: nothing worth sharing).
// A view builds its elements once, in its constructor, into `this.el`.
import { announce } from "./announcer.js";
import { Scope } from "./scope.js";

/** A view has shown its first answer: the page's one `wordloom:first-answer` mark (bench/network.py
 *  and Lighthouse's user timings read it), made once, by whichever view answers first. */
export function markFirstAnswer() {
  if (!performance.getEntriesByName("wordloom:first-answer").length) performance.mark("wordloom:first-answer");
}

/** Two states mean the same thing when their JSON is equal (states are built in one key order). */
export const sameState = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export class View {
  /** @param {object} ctx  {client, embed, lists, schema, onState, …} shared by a puzzle's views */
  constructor(ctx) {
    this.ctx = ctx;
    this.scope = new Scope();
    this.shown = null;   // the state on screen (set by load)
    this.active = false;
  }

  open(state) {
    this.scope.close();
    this.active = true;
    this.activate();
    if (state && !sameState(state, this.shown)) this.load(state);
  }

  close() {
    this.active = false;
    this.scope.close();
    this.deactivate();
  }

  state() { return this.shown; }

  /** Subclasses: attach what is needed while on screen (through this.scope). */
  activate() {}
  /** Subclasses: pause what this.scope does not cover (rarely needed). */
  deactivate() {}
  /** Subclasses: show `state` (solve the board, start the game…). */
  load(state) { this.shown = state; }

  /** Have a screen reader say `text` (a move's verdict, a hint, the end of a game): the puzzle's
   *  one live region (announcer.js). */
  announce(text) { announce(this.el, text); }

  /** Tell the app a new shareable state (a solved board, a new game): it may update the address bar.
   *  A view not on screen (another tab shown meanwhile) only records it: the address bar says what
   *  the person sees, and this state is shared when its tab is opened again. */
  share(state) {
    this.shown = state;
    if (this.active) this.ctx.onState?.(state);
  }
}
