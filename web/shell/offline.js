// Offline use: the service worker precaches the whole build; once one is active, every puzzle
// works with the network off. A new build waits until the person chooses to reload.
//
// On a first visit the copy (the whole site, several MB) waits until the page is idle after its
// first answers (the client's `idle`): on a phone's network it would otherwise share the link with the files the
// first answer needs. On a connection that asks to save data (Save-Data), it waits for the person
// to ask for offline use. A visit the service worker already controls registers at once (an update
// check: one small request).
//
// A first copy that fails (the network lost mid-download, or more than the storage the browser gives
// the site: sw.js tells which) is said in the status, once, instead of "Preparing…" for ever; a lost
// network is tried again when it returns, a lack of space on the next visit.
import { t } from "../components/i18n.js";

const FAILED = 1500;  // ms a failed install's reason may come after its worker turned redundant

/** Resolves when the browser is idle (or after `ms`). */
const browserIdle = (ms) => new Promise((resolve) => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: ms });
  else setTimeout(resolve, 0);
});

export async function offline(status, banner, { client = null, saveData = navigator.connection?.saveData } = {}) {
  // No service worker for this page: an old browser, but also a private window that keeps none
  // (Firefox's, where dom.serviceWorkers.privateBrowsing.enabled is off), an address that is not a
  // secure context, or the browser's settings. A browser that has them may have none here: "here",
  // never "in this browser".
  if (!("serviceWorker" in navigator)) {
    status.textContent = t("Offline use is not available here");
    return;
  }
  const hadController = !!navigator.serviceWorker.controller;
  if (!hadController) {
    await (client?.idle ?? Promise.resolve());
    await browserIdle(2000);
    if (saveData) await asked(status);
  }
  const told = installMessage();  // listening before the install can fail
  const registration = await navigator.serviceWorker.register("./sw.js").catch(() => null);
  if (!registration) {   // refused, or blocked (by the browser's settings or an automation tool): no registration
    status.textContent = t("Offline use is not available here");
    return;
  }
  status.textContent = t("Preparing offline use…");
  const offerReload = (worker) => {
    banner.hidden = false;
    banner.querySelector("button").onclick = () => {
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
      worker.postMessage({ type: "skip-waiting" });
    };
  };
  if (registration.waiting && hadController) offerReload(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerReload(worker);
    });
  });
  // A new version whose install failed (the network dropped mid-download: the old one keeps
  // serving) is tried again as soon as the network returns, not only at the next visit.
  addEventListener("online", () => registration.update().catch(() => {}));
  const failed = registration.active ? null : await Promise.race([navigator.serviceWorker.ready.then(() => null), firstCopyFailed(registration, told)]);
  if (failed) {
    status.textContent = failed.full ? t("Offline use is off: the offline copy does not fit in the storage this browser gives the site")
      : t("The offline copy could not be downloaded; it is tried again when the connection returns, or on your next visit");
    status.dataset.ready = "false";
    if (!failed.full) addEventListener("online", () => offline(status, banner, { client, saveData: false }), { once: true });
    return;
  }
  const active = (await navigator.serviceWorker.ready).active;
  // What the solvers fetched, now and later: the service worker keeps those fetched on demand
  // (prebuilt indexes, definitions). A first visit's workers started before it: they fetch around it.
  const keep = (paths) => { if (paths.length) active?.postMessage({ type: "keep", paths }); };
  keep([...(client?.fetched ?? [])]);
  client?.addEventListener("fetched", ({ detail }) => keep([detail]));
  status.textContent = t("Ready for offline use");
  status.dataset.ready = "true";
}

/** Resolves to the first "install-failed" message a service worker of this site sends: {version, full}. */
function installMessage() {
  return new Promise((resolve) => {
    const heard = ({ data }) => {
      if (data?.type !== "install-failed") return;
      navigator.serviceWorker.removeEventListener("message", heard);
      resolve(data);
    };
    navigator.serviceWorker.addEventListener("message", heard);
    navigator.serviceWorker.startMessages?.();
  });
}

/** Where no version of the site is kept yet: resolves to {full} when the first copy fails (its worker
 *  turns redundant, having kept nothing), with what sw.js told of why; never resolves otherwise. */
function firstCopyFailed(registration, told) {
  return new Promise((resolve) => {
    told.then((data) => { if (!registration.active) resolve({ full: Boolean(data.full) }); });
    const watch = (worker) => {
      const check = () => {
        if (worker.state !== "redundant" || registration.active) return;
        setTimeout(() => resolve({ full: false }), FAILED);  // its reason, if told, resolves first
      };
      worker?.addEventListener("statechange", check);
      if (worker) check();
    };
    watch(registration.installing ?? registration.waiting);
    registration.addEventListener("updatefound", () => watch(registration.installing));
  });
}

/** Save-Data: offline use waits for the person's "Keep for offline use" (several MB). */
function asked(status) {
  return new Promise((resolve) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "keep-offline";
    button.textContent = t("Keep for offline use");
    button.onclick = () => { button.remove(); resolve(); };
    status.textContent = t("Offline use is off to save data (it downloads the whole site). ");
    status.append(button);
  });
}
