"""Storage refused, as a browser refuses it to a site (a private window, blocked site data, a
third-party frame): the script that makes a realm see it so, put before a page's scripts and a
worker's own (tests/browser/test_storage_faults.py in Chromium; tests/crossbrowser/ in WebKit).

What a browser that refuses this site's storage gives a page and its workers: localStorage is
there but every call throws SecurityError, and the origin private file system, Cache Storage,
IndexedDB, Web Locks, persistence and the service worker are refused the same way.
"""

REFUSE_STORAGE = """(() => {
  const refused = () => new DOMException("The operation is insecure.", "SecurityError");
  const thrower = () => { throw refused(); };
  const rejecter = () => Promise.reject(refused());
  const refuse = (proto, names, how) => { if (proto) for (const n of names) proto[n] = how; };
  refuse(globalThis.Storage?.prototype, ["getItem", "setItem", "removeItem", "key", "clear"], thrower);
  refuse(globalThis.StorageManager?.prototype, ["getDirectory", "persist", "persisted", "estimate"], rejecter);
  refuse(globalThis.CacheStorage?.prototype, ["open", "keys", "match", "has", "delete"], rejecter);
  refuse(globalThis.IDBFactory?.prototype, ["open", "deleteDatabase", "databases"], thrower);
  refuse(globalThis.LockManager?.prototype, ["request", "query"], rejecter);
  refuse(globalThis.ServiceWorkerContainer?.prototype, ["register", "getRegistration", "getRegistrations"], rejecter);
})();
"""
