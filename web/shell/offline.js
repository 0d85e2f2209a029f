// Offline use: the service worker precaches the whole build; once one is active, every puzzle
// works with the network off. A new build waits until the person chooses to reload.

export async function offline(status, banner) {
  if (!("serviceWorker" in navigator)) {
    status.textContent = "Offline use is not available in this browser";
    return;
  }
  const hadController = !!navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register("./sw.js").catch(() => null);
  if (!registration) {   // refused, or blocked (by the browser's settings or an automation tool): no registration
    status.textContent = "Offline use is not available here";
    return;
  }
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
  await navigator.serviceWorker.ready;
  status.textContent = "Ready for offline use";
  status.dataset.ready = "true";
}
