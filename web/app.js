// The app shell: one shared solver client, a section per puzzle, share URLs (#bee/aeginrt/r)
// with Back/Forward between puzzles, Share and "Copy embed code", the runtime and offline
// status, and the credits.
import { getClient } from "./solver-client.js";
import { SECTIONS } from "./sections/index.js";
import { embedSnippets } from "./embed-code.js";
import { h } from "./ui.js";

const client = getClient();
const runtimeStatus = document.getElementById("runtime-status");
client.addEventListener("status", ({ detail }) => {
  runtimeStatus.textContent = detail.step === "ready" ? "Python ready" : detail.text;
  runtimeStatus.dataset.step = detail.step;
});

const mounted = new Map();  // id -> {module, controller}

function hashOf(section, state) {
  const parts = state ? section.module.toRoute(state).filter((p) => p != null && p !== "") : [];
  return `#${[section.id, ...parts.map(encodeURIComponent)].join("/")}`;
}

async function mountSection(section) {
  if (!mounted.has(section.id)) {
    const root = document.getElementById(section.id);
    const module = await section.load();
    const entry = { module };
    mounted.set(section.id, entry);
    entry.controller = module.mount(root.querySelector(".section-body"), {
      client: client.scoped(section.id),  // a section's Cancel stops its own work only
      embed: false,
      onState(state) {  // a new puzzle state: a new history entry, so Back returns to the last one
        const hash = hashOf({ id: section.id, module }, state);
        if (location.hash !== hash) history.pushState(null, "", hash);
      },
    });
  }
  return mounted.get(section.id);
}

async function show(route) {
  const [id, ...parts] = route.split("/").map(decodeURIComponent);
  const section = SECTIONS.find((s) => s.id === id) || SECTIONS[0];
  for (const s of SECTIONS) {
    document.getElementById(s.id).hidden = s !== section;
    document.querySelector(`#nav a[href="#${s.id}"]`).toggleAttribute("aria-current", s === section);
  }
  const { module, controller } = await mountSection(section);
  if (section.id === id && parts.length) {
    const wanted = module.fromRoute(parts);
    if (JSON.stringify(wanted) !== JSON.stringify(controller.state())) controller.open(wanted);
  }
}

function toolbar(section) {
  const note = h("span", { class: "copied", role: "status" });
  const dialog = h("div", { class: "embed-code", hidden: true });
  const share = async () => {
    const { controller } = await mountSection(section);
    const url = new URL(hashOf({ id: section.id, module: mounted.get(section.id).module }, controller.state()), location.href).href;
    note.textContent = (await copy(url)) ? "Link copied" : url;
  };
  const embed = async () => {
    const { controller } = await mountSection(section);
    const base = new URL("./", location.href).href;
    const snippets = embedSnippets(base, section, controller.state());
    dialog.replaceChildren(...snippets.map(({ title, code }) => {
      const area = h("textarea", { readonly: true, rows: 4, "aria-label": title }, code);
      return h("div", {}, h("p", {}, h("strong", {}, title)), area,
        h("button", { type: "button", class: "secondary", onclick: async () => {
          note.textContent = (await copy(code)) ? `${title}: copied` : "Select the code and copy it";
          area.select();
        } }, `Copy ${title.toLowerCase()}`));
    }));
    dialog.hidden = false;
  };
  return h("div", { class: "toolbar" },
    h("button", { type: "button", class: "secondary", onclick: share }, "Share"),
    h("button", { type: "button", class: "secondary", onclick: embed }, "Copy embed code"),
    note, dialog);
}

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function build() {
  const nav = document.getElementById("nav");
  const main = document.getElementById("sections");
  for (const s of SECTIONS) {
    nav.append(h("li", {}, h("a", { href: `#${s.id}` }, s.title)));
    main.append(h("section", { id: s.id, "aria-labelledby": `${s.id}-title`, hidden: true },
      h("div", { class: "section-head" }, h("h2", { id: `${s.id}-title` }, s.title), toolbar(s)),
      h("div", { class: "section-body" })));
  }
  addEventListener("popstate", () => show(location.hash.slice(1)));
  addEventListener("hashchange", () => show(location.hash.slice(1)));
  show(location.hash.slice(1));
}

async function credits() {
  const box = document.getElementById("credits");
  try {
    const record = await (await fetch("data/PROVENANCE.json")).json();
    const lists = Object.values(record.lists).map((l) =>
      h("li", {}, h("strong", {}, l.title), ` — ${l.words.toLocaleString("en-US")} words, from the ${l.registry} package `,
        h("code", {}, `${l.package} ${l.version}`), `. ${l.license}.`));
    const f = record.frequency;
    lists.push(h("li", {}, h("strong", {}, "Word frequencies"), " — from the PyPI package ", h("code", {}, `${f.package} ${f.version}`),
      `. ${f.license}. Frequencies are used to rank answers (common words first).`));
    box.replaceChildren(h("ul", {}, lists),
      h("p", {}, "Python in the browser: Pyodide (MPL-2.0). Full notices: the NOTICE file of the source."));
  } catch {
    box.textContent = "The credits could not be loaded.";
  }
}

// Offline: the service worker precaches the whole build; once one is active, every puzzle works
// with the network off. A new build waits until the person chooses to reload.
async function offline() {
  const status = document.getElementById("offline-status");
  if (!("serviceWorker" in navigator)) {
    status.textContent = "Offline use is not available in this browser";
    return;
  }
  const hadController = !!navigator.serviceWorker.controller;
  let registration;
  try {
    registration = await navigator.serviceWorker.register("./sw.js");
  } catch {
    status.textContent = "Offline use is not available here";
    return;
  }
  const offerReload = (worker) => {
    const banner = document.getElementById("update");
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
  await navigator.serviceWorker.ready;
  status.textContent = "Ready for offline use";
  status.dataset.ready = "true";
}

build();
credits();
offline();
