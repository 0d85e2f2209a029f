// The keyboard of every Play view, one model for all five puzzles:
// - a letter typed goes to the guess wherever the focus is, except in another text field (a name,
//   a number, a select: those type for themselves); Backspace takes the guess's last letter back;
// - Enter submits the guess, by calling the view's own method (never a native form submission,
//   which a sandboxed iframe blocks);
// - a button, a link or a summary acts on click and Space, and on Enter only while the guess is
//   empty (with a half-typed word, Enter is for the word). Controls that make the guess themselves
//   (Boggle's cells: Enter picks a cell) keep their Enter.
// In the app and the iframe embed the page is the puzzle's; in a custom element on someone's page,
// only keys typed within the element are the puzzle's, or typed after a click on it (its text, its
// board: what takes no focus leaves it on the host page's body, and the keys are still the puzzle's).
import { onScreen } from "./dom.js";

const TEXT_ENTRY = "input:not([type=radio], [type=checkbox], [type=button], [type=submit], [type=reset]), textarea, select, [contenteditable]";
const CONTROL = "button, a[href], summary, [role=button], [role=tab], input";

export class GuessKeys {
  /**
   * @param {{input: HTMLInputElement, area: Element, playing: () => boolean, submit: () => void,
   *   type?: (letter: string) => void, erase?: () => void, own?: string, empty?: () => boolean}} o
   *   input: the guess field; area: what must be on screen for keys to play (the view's element);
   *   playing(): whether the game takes a guess now; submit(): send the guess;
   *   type(letter) / erase(): add a letter / take the last back (by default the field is edited and
   *   sent an "input" event, as if typed in it); own: a selector of controls whose Enter is their own;
   *   empty(): whether nothing is typed yet (by default the field is blank; a puzzle whose guess
   *   starts with a letter the game gives, as Letter Boxed's next word, says so here);
   *   letter(key): the letter a key types, or null for a key that types none (by default any single letter,
   *   which the game reads as its language's letters: ä, ñ, é folded to e, from schema.languages).
   */
  constructor({ input, area, playing, submit, type = null, erase = null, own = null, empty = null, letter = null }) {
    Object.assign(this, { input, area, playing, submit, own });
    this.letter = letter ?? ((key) => (/^\p{L}$/u.test(key) ? key : null));  // any language's letter: the game folds it
    this.empty = empty ?? (() => !this.input.value.trim());
    this.type = type ?? ((letter) => this.#edit(this.input.value + letter));
    this.erase = erase ?? (() => this.#edit(this.input.value.slice(0, -1)));
  }

  /** Play the keyboard while `scope` is open (a view's scope: its close() stops it). */
  attach(scope) {
    scope.on(document, "keydown", (e) => this.#key(e));
    this.clicked = false;  // the last click on the page was on this puzzle (a custom element's)
    scope.on(document, "pointerdown", (e) => { this.clicked = this.#within(e); }, { capture: true });
  }

  /** Whether event `e` happened inside the custom element holding the puzzle (always, outside one). */
  #within(e) {
    const root = this.area.getRootNode();
    return !(root instanceof ShadowRoot) || e.composedPath().includes(root.host);
  }

  #edit(value) {
    this.input.value = value;
    this.input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  #key(e) {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (!this.playing() || !onScreen(this.area)) return;
    const path = e.composedPath();
    const at = path[0] instanceof Element ? path[0] : null;
    if (!this.#within(e) && !(this.clicked && (at === document.body || at === document.documentElement))) return;  // typed elsewhere on the host page
    const inGuess = at === this.input;
    if (!inGuess && at?.closest(TEXT_ENTRY)) return;
    if (e.key === "Enter") {
      const control = !inGuess && at?.closest(CONTROL);
      if (control && (this.empty() || (this.own && control.closest(this.own)))) return;  // the control acts
      e.preventDefault();
      this.submit();
      return;
    }
    if (inGuess) return;  // the field types for itself
    const letter = e.key.length <= 2 ? this.letter(e.key) : null;  // a character, not a named key ("Shift")
    if (letter) this.type(letter);
    else if (e.key === "Backspace") this.erase();
    else return;
    e.preventDefault();
  }
}
