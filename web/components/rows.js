// A long list's rows (a Bee answer's hundreds of words), put in a frame's worth at a time. Built
// and laid out in one go, a 400-word answer held a phone's main thread for half a second or more (a
// 4x slower CPU: its rows built, then laid out), and the page took no tap or key meanwhile. So the
// first rows (more than a screen shows) go in at once, and the rest follow a few milliseconds'
// worth per frame, each frame laying out only its own rows; the list says aria-busy until the last
// is in. Nothing stands in for a row: a row is in the list whole or not yet.
//
// A row already on the list that shows the same thing (its key) is kept where it is, not built
// again: showing an answer again (its second part come, a correction made) changes only the rows
// that changed, and the list does not shrink and grow back under a person who has scrolled down. A
// row no item shows goes at once, and a newer `show` or a `clear` stops what an older one had left
// to put in: the list never shows a word of an older answer, nor an older answer a newer one's.
//
// Rows put in one after another below a screenful move nothing in view in one column (where a
// list's own CSS may spare its rows off screen their layout too: content-visibility, bee.css); in
// several balanced columns they would move rows from column to column, so an empty list laid out in
// columns gets its rows built by frames aside and put in together.

const FIRST = 30;           // rows put in at once: a phone's screenful of rows (30 px each)
const BUDGET_MS = 2;        // then building rows for this long per frame (laying them out takes about as long)
const ASIDE_MS = 8;         // or this long where they are built aside (none is laid out until the last)
const FALLBACK_MS = 100;    // the next frame, or this long where the page draws none (a hidden tab)
const KEY = Symbol("row key");

// The lists with rows still to put in, oldest first ({step(until): true once done, budget}): one
// frame's budget for all of them (a Bee answer fills two lists at once).
const queue = [];
let frame = null;   // cancels the next frame's turn, if one is asked for

function turn() {
  frame = null;
  const start = performance.now();
  try {
    while (queue.length) {
      const until = document.hidden ? Infinity : start + queue[0].budget;  // a hidden page draws nothing: all at once
      if (performance.now() >= until || !queue[0].step(until)) break;
      queue.shift();
    }
  } catch (error) {
    queue.shift();  // a list whose row could not be made: the others go on
    throw error;
  } finally {
    if (queue.length) ask();
  }
}

/** A turn at the next frame (or after FALLBACK_MS if no frame comes). */
function ask() {
  if (frame) return;
  const raf = requestAnimationFrame(go), timer = setTimeout(go, FALLBACK_MS);
  function go() { cancelAnimationFrame(raf); clearTimeout(timer); turn(); }
  frame = () => { cancelAnimationFrame(raf); clearTimeout(timer); frame = null; };
}

function later(job) {
  queue.push(job);
  ask();
  return () => {
    const i = queue.indexOf(job);
    if (i >= 0) queue.splice(i, 1);
    if (!queue.length) frame?.();
  };
}

/** How many columns `list` is laid out in (CSS columns), 1 where it is not or is not shown. */
export function columnsOf(list) {
  const s = getComputedStyle(list);
  const count = parseFloat(s.columnCount), width = parseFloat(s.columnWidth);
  if (!(count > 1) && !(width > 0)) return 1;
  const gap = parseFloat(s.columnGap) || parseFloat(s.fontSize) || 0;  // "normal": 1em
  const room = list.clientWidth - (parseFloat(s.paddingLeft) || 0) - (parseFloat(s.paddingRight) || 0);
  if (room <= 0) return 1;
  const byWidth = width > 0 ? Math.max(1, Math.floor((room + gap) / (width + gap))) : Infinity;
  return Math.min(count > 1 ? count : Infinity, byWidth);
}

export class Rows {
  /**
   * @param {Element} list  the list whose children are the rows (an <ol>, a <ul>)
   * @param {(item: any) => string} key  what an item's row shows, as text: equal keys, equal rows
   * @param {(item: any) => Element} make  an item's row
   */
  constructor(list, key, make) {
    this.list = list;
    this.key = key;
    this.make = make;
    this.stop = null;      // cancels the frames an unfinished show has left
    this.resolve = null;   // and settles its promise
  }

  /** The list shows `items`' rows, in their order, and only theirs. Resolves to true once every row
   *  is in, false if a newer show or clear came first (its rows are not put in). */
  show(items) {
    this.#cancel();
    const { list, make } = this;
    const keys = items.map(this.key);
    const wanted = new Set(keys);
    const kept = new Map();   // key → a row on the list now that shows it: kept where it is
    for (const el of [...list.children]) {
      if (wanted.has(el[KEY]) && !kept.has(el[KEY])) kept.set(el[KEY], el);
      else el.remove();  // a row of no item: gone at once (the list never shows a word of an older answer)
    }
    const aside = !list.firstElementChild && items.length > FIRST && columnsOf(list) > 1;
    const target = aside ? document.createDocumentFragment() : list;
    let i = 0, at = aside ? null : list.firstChild;   // rows before `at` are in place
    const budget = aside ? ASIDE_MS : BUDGET_MS;
    const step = (min, until) => {   // true once every row is in
      for (; i < items.length; i++) {
        if (i >= min && performance.now() >= until) return false;
        let el = kept.get(keys[i]);
        if (el) kept.delete(keys[i]);
        else (el = make(items[i]))[KEY] = keys[i];
        if (el === at) at = at.nextSibling;
        else target.insertBefore(el, at);
      }
      if (aside) list.append(target);
      return true;
    };
    if (step(FIRST, performance.now() + budget)) {
      list.removeAttribute("aria-busy");
      return Promise.resolve(true);
    }
    list.setAttribute("aria-busy", "true");
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.stop = later({ budget, step: (until) => {
        if (!step(0, until)) return false;
        this.stop = this.resolve = null;
        list.removeAttribute("aria-busy");
        resolve(true);
        return true;
      } });
    });
  }

  /** An empty list (what an unfinished show had left is not put in). */
  clear() {
    this.#cancel();
    this.list.replaceChildren();
  }

  #cancel() {
    if (!this.stop) return;
    this.stop();
    this.list.removeAttribute("aria-busy");
    this.resolve(false);
    this.stop = this.resolve = null;
  }
}
