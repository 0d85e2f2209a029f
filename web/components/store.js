// Saved state (games in progress, settings) in localStorage, one namespace per puzzle. When the
// browser refuses storage (blocked in a cross-site frame, private mode, full), values live in memory
// for this page and `Store.persistent` is false, so the page can say that progress won't be kept.
// Whatever is read back is checked by the caller's `valid(value)`: garbage is dropped, never fatal.
// Each namespace keeps at most `max` entries; the least recently written go first.

const memory = new Map();  // the fallback: key → JSON text
const PREFIX = "wordloom:";
let persistent = null;     // null until the first use tells
const events = new EventTarget();  // "change": `persistent` turned false (storage filled up mid-visit)

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

/** What a page says while `Store.persistent` is false. */
export const NOT_KEPT = "This browser keeps no data for this site: games in progress are not kept after you leave.";

export class Store {
  /**
   * @param {string} name   the namespace ("bee", "boggle", …)
   * @param {{max?: number, valid?: (value: any) => boolean}} o
   */
  constructor(name, { max = 100, valid = () => true } = {}) {
    this.prefix = `${PREFIX}${name}:`;
    this.indexKey = `${PREFIX}${name}#index`;
    this.max = max;
    this.valid = valid;
  }

  /** Whether saved values outlive the page (false: storage blocked or failing). */
  static get persistent() { return probe(); }

  /** Calls `fn` whenever `persistent` changes (a write failed: storage became full); returns an unsubscribe. */
  static watch(fn) {
    events.addEventListener("change", fn);
    return () => events.removeEventListener("change", fn);
  }

  /** The value kept under `key`, or null (none, unreadable, or not `valid`: then it is dropped). */
  get(key) {
    const text = read(this.prefix + key);
    if (text == null) return null;
    try {
      const value = JSON.parse(text);
      if (value != null && this.valid(value)) return value;
    } catch { /* garbage */ }
    this.delete(key);
    return null;
  }

  /** Keep `value` (plain data). Returns false when it is only kept for this page. */
  set(key, value) {
    const ok = write(this.prefix + key, JSON.stringify(value));
    this.#touch(key);
    return ok && probe();
  }

  delete(key) {
    remove(this.prefix + key);
    this.#write(this.#keys().filter((k) => k !== key));
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

/** For tests and the settings page: forget what the probe found (storage may have changed). */
export function resetStoreProbe() { persistent = null; }
