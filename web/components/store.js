// Saved state (games in progress, settings) in localStorage, one namespace per puzzle. When the
// browser refuses storage (blocked in a cross-site frame, private mode, full), values live in memory
// for this page and `Store.persistent` is false, so the page can say that progress won't be kept.
// Whatever is read back is checked by the caller's `valid(value)`: a value that fails (garbage, or
// written by a newer release) is set aside under "wordloom:aside#…" and the page told ("aside"),
// never fatal and never silently dropped; a games file (shell/games.js) carries what was set aside.
// Each namespace keeps at most `max` entries; the least recently written go first.
// Two tabs on the same game: a namespace with a `merge(kept, mine)` merges what another tab kept
// into what it writes (nothing either found is lost), and `follow` hears another tab's writes
// (the browser's "storage" event), so a view can show them without a reload.
import { t } from "./i18n.js";

const memory = new Map();  // the fallback: key → JSON text
const PREFIX = "wordloom:";
let persistent = null;     // null until the first use tells
const events = new EventTarget();  // "change": `persistent` turned false (storage filled up mid-visit); "aside"; "kept"
const ASIDE = `${PREFIX}aside#`;  // + namespace:key → the text that could not be read
const ASIDE_MAX = 10, ASIDE_TEXT = 20_000;  // what is set aside at most: entries, characters each
const named = new Map();   // namespace → its Store: what a file of saved games holds (shell/games.js)

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;  // reading the property itself throws where storage is blocked
  }
}

function probe() {
  if (persistent !== null) return persistent;
  try {
    const s = storage();
    s.setItem(`${PREFIX}probe`, "1");
    s.removeItem(`${PREFIX}probe`);
    persistent = true;
  } catch {
    persistent = false;
  }
  return persistent;
}

function read(key) {
  if (memory.has(key)) return memory.get(key);
  try { return storage()?.getItem(key) ?? null; } catch { return null; }
}

function write(key, text) {
  if (probe()) {
    try {
      storage().setItem(key, text);
      memory.delete(key);
      events.dispatchEvent(new Event("kept"));
      return true;
    } catch {  // full (the probe's few bytes fitted, this value does not): keep it in memory below
      persistent = false;
      events.dispatchEvent(new Event("change"));
    }
  }
  memory.set(key, text);
  return false;
}

function remove(key) {
  memory.delete(key);
  try { storage()?.removeItem(key); } catch { /* nothing kept */ }
}

/** A kept text that could not be read: kept under ASIDE (at most ASIDE_MAX: others make room), and told. */
function setAside(where, text) {
  const kept = text.length <= ASIDE_TEXT;
  if (kept) {
    const older = Object.keys(Store.aside);
    for (const k of older.slice(0, Math.max(0, older.length - ASIDE_MAX + 1))) remove(ASIDE + k);
    write(ASIDE + where, text);
  }
  events.dispatchEvent(new CustomEvent("aside", { detail: { where, kept } }));
}

/** `a`'s items, then `b`'s that `a` lacks (items with the same `key` are the same): what a merge keeps of two lists. */
export function union(a, b, key = (x) => JSON.stringify(x)) {
  const seen = new Set(a.map(key));
  return [...a, ...b.filter((x) => !seen.has(key(x)))];
}

/** Of two records of one game, the one begun later (`since`: when Start over, Replay or Play again
 *  began it; none: 0), or null when both began together and the caller joins them. Every puzzle's
 *  merge starts here. */
export function laterStart(kept, mine) {
  const a = kept.since ?? 0, b = mine.since ?? 0;
  return a === b ? null : a > b ? kept : mine;
}

/** One game as two tabs (or this tab's older self) kept it. The later start (`since`: when Start over
 *  or Replay began it) wins whole; else each list named in `lists` ({field: key of an item}) is
 *  joined, so nothing found in either is lost, and the game is over if it ended in either (`over`). */
export function mergeGame(kept, mine, { lists, over }) {
  const later = laterStart(kept, mine);
  if (later) return later;
  const merged = { ...kept, ...mine, since: mine.since ?? 0, [over]: !!(kept[over] || mine[over]) };
  for (const [field, key] of Object.entries(lists)) merged[field] = union(kept[field] ?? [], mine[field] ?? [], key);
  return merged;
}

/** What a page says while `Store.persistent` is false. */
export const NOT_KEPT = t("This browser keeps no data for this site: games in progress are not kept after you leave.");

export class Store {
  /**
   * @param {string} name   the namespace ("bee", "boggle", …)
   * @param {{max?: number, valid?: (value: any) => boolean, merge?: (kept: any, mine: any) => any}} o
   *   `merge`: the value to keep when `mine` is written over `kept` (another tab's, or this tab's older one)
   */
  constructor(name, { max = 100, valid = () => true, merge = null } = {}) {
    this.prefix = `${PREFIX}${name}:`;
    this.indexKey = `${PREFIX}${name}#index`;
    this.max = max;
    this.valid = valid;
    this.merge = merge;
    this.followers = new Set();
    named.set(name, this);
  }

  /** Every namespace a module of the page has declared, by name. */
  static get all() { return new Map(named); }

  /** Whether saved values outlive the page (false: storage blocked or failing). */
  static get persistent() { return probe(); }

  /** Calls `fn` whenever `persistent` changes (a write failed: storage became full); returns an unsubscribe. */
  static watch(fn) {
    events.addEventListener("change", fn);
    return () => events.removeEventListener("change", fn);
  }

  /** Calls `fn({where, kept})` when a kept value could not be read and was set aside (`kept`: whether
   *  its text is kept, false for a huge one); returns an unsubscribe. */
  static watchAside(fn) {
    const heard = (e) => fn(e.detail);
    events.addEventListener("aside", heard);
    return () => events.removeEventListener("aside", heard);
  }

  /** Calls `fn()` each time a value is written to the browser's storage (not only to memory); returns an unsubscribe. */
  static watchKept(fn) {
    events.addEventListener("kept", fn);
    return () => events.removeEventListener("kept", fn);
  }

  /** Whether the browser's storage holds anything a namespace kept (its index), as read from the
   *  storage itself: false where it holds none, or cannot be read. */
  static get anyKept() {
    const s = storage();
    try {
      for (let i = 0; s && i < s.length; i++) {
        const k = s.key(i);
        if (k?.startsWith(PREFIX) && k.endsWith("#index")) return true;
      }
    } catch { /* storage refused */ }
    return false;
  }

  /** What was set aside: {"namespace:key": text}. */
  static get aside() {
    const s = storage(), found = {};
    try {
      for (let i = 0; s && i < s.length; i++) {
        const k = s.key(i);
        if (k?.startsWith(ASIDE)) found[k.slice(ASIDE.length)] = s.getItem(k);
      }
    } catch { /* storage gone */ }
    return found;
  }

  /** The value kept under `key`, or null (none, unreadable, or not `valid`: then it is dropped). */
  get(key) {
    const text = read(this.prefix + key);
    if (text == null) return null;
    try {
      const value = JSON.parse(text);
      if (value != null && this.valid(value)) return value;
    } catch { /* garbage */ }
    setAside(this.prefix.slice(PREFIX.length) + key, text);
    this.delete(key);
    return null;
  }

  /** Keep `value` (plain data), merged with the kept one where the namespace merges. Returns false
   *  when it is only kept for this page. */
  set(key, value) {
    const kept = this.merge ? this.get(key) : null;
    const ok = write(this.prefix + key, JSON.stringify(kept == null ? value : this.merge(kept, value)));
    this.#touch(key);
    return ok && probe();
  }

  delete(key) {
    remove(this.prefix + key);
    this.#write(this.#keys().filter((k) => k !== key));
  }

  /** Calls `fn(key, value)` when another tab of this site keeps a sound `value` under a key of this
   *  namespace (not for removals); returns an unsubscribe. */
  follow(fn) {
    this.followers.add(fn);
    const heard = (e) => {
      if (!e.key?.startsWith(this.prefix) || e.newValue == null) return;
      let value;
      try { value = JSON.parse(e.newValue); } catch { return; }  // garbage is the reader's to drop, on its next read
      if (value != null && this.valid(value)) fn(e.key.slice(this.prefix.length), value);
    };
    globalThis.addEventListener?.("storage", heard);
    return () => { this.followers.delete(fn); globalThis.removeEventListener?.("storage", heard); };
  }

  /** Keep `value` as `set` does, from outside the views (a file of saved games): the views that
   *  follow this namespace hear it as they hear another tab. */
  load(key, value) {
    const ok = this.set(key, value);
    const kept = this.get(key);
    if (kept != null) for (const fn of this.followers) fn(key, kept);
    return ok;
  }

  /** The keys of this namespace, least recently written first. */
  keys() { return this.#keys(); }

  #keys() {
    try {
      const keys = JSON.parse(read(this.indexKey) || "[]");
      return Array.isArray(keys) ? keys.filter((k) => typeof k === "string") : [];
    } catch {
      return [];
    }
  }

  #write(keys) { write(this.indexKey, JSON.stringify(keys)); }

  #touch(key) {
    const keys = this.#keys().filter((k) => k !== key);
    keys.push(key);
    while (keys.length > this.max) remove(this.prefix + keys.shift());
    this.#write(keys);
  }
}

let askedToKeep = false;
/** Ask the browser to keep this site's data through a shortage of space (persistent storage), once a
 *  visit and only after a finished game: never on a first load, where a browser may prompt. */
export function askToKeep() {
  if (askedToKeep || !probe()) return;
  askedToKeep = true;
  globalThis.navigator?.storage?.persisted?.().then((yes) => yes || navigator.storage.persist()).catch(() => {});
}

/** For tests and the settings page: forget what the probe found (storage may have changed). */
export function resetStoreProbe() { persistent = null; }
