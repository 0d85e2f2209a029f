// Saved games cleared by the browser. A browser may remove a site's data: the person's own "clear
// site data", a private window's end, or on its own (Chromium evicts a site's quota-managed storage
// when the disk runs short; Safari clears what a site kept after days without a visit). The page
// then starts clean; this module says so, once (in the app's header, or in the first embed of a
// page), where it has evidence that games were kept here.
//
// The evidence: a mark in a second store, IndexedDB (database "wordloom", store "marks", key
// "kept"), written once games or settings are kept in localStorage (components/store.js). A visit
// that finds the mark but nothing kept in localStorage knows the games were there and are gone:
// it says so and deletes the mark (so the next visit says nothing), and a new mark follows the next
// game kept. A visit that finds games kept but no mark (IndexedDB alone was evicted, as Chromium
// does, its localStorage kept) writes the mark again. Where both stores were cleared together
// nothing is left to tell a cleared browser from a first visit, and nothing is said: the page never
// claims a loss it cannot show. Where storage is refused (components/store.js NOT_KEPT is said) or
// IndexedDB is, nothing is checked.
import { t } from "../components/i18n.js";
import { Store } from "../components/store.js";

const DB = "wordloom", MARKS = "marks", KEPT = "kept";

/** The marks' object store, opened for one request `op(store)`; resolves to its result. */
function marks(mode, op) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(MARKS);
    open.onblocked = () => reject(new Error("IndexedDB is blocked"));
    open.onerror = (e) => { e.preventDefault?.(); reject(open.error); };
    open.onsuccess = () => {
      const db = open.result;
      try {
        const tx = db.transaction(MARKS, mode);
        const request = op(tx.objectStore(MARKS));
        tx.oncomplete = () => { db.close(); resolve(request.result); };
        tx.onerror = tx.onabort = (e) => { e?.preventDefault?.(); db.close(); reject(tx.error); };
      } catch (e) {
        db.close();
        reject(e);
      }
    };
  });
}

/** Checks whether the browser cleared the games kept here since the last visit, and says so in
 *  `status` (shown) if it did. Call it before any puzzle keeps anything on this visit: what
 *  localStorage holds is read at once. Resolves to whether it said so. */
export function watchCleared(status) {
  if (!Store.persistent || !globalThis.indexedDB) return Promise.resolve(false);
  const keptBefore = Store.anyKept;  // read now: the views write their games as soon as they open
  let checked = false, marked = false, wrote = false;
  const mark = () => {
    if (marked) return;
    marked = true;
    unwatch();
    marks("readwrite", (s) => s.put({ at: Date.now() }, KEPT)).catch(() => {});
  };
  const unwatch = Store.watchKept(() => {
    wrote = true;
    if (checked) mark();
  });
  return (async () => {
    let had;
    try {
      had = await marks("readonly", (s) => s.get(KEPT));
    } catch {
      unwatch();  // IndexedDB refused: no evidence either way, and none kept
      return false;
    }
    const gone = Boolean(had) && !keptBefore;
    if (gone) {
      status.textContent = t("Your saved games and settings were cleared by the browser (it removed this site's data). New games are kept again from now on.");
      status.hidden = false;
      await marks("readwrite", (s) => s.delete(KEPT)).catch(() => {});
    }
    checked = true;
    if (had && keptBefore) { marked = true; unwatch(); }  // the mark stands
    else if (keptBefore || wrote) mark();
    return gone;
  })();
}
