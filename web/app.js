// The app shell: one shared solver client, a section per puzzle, hash routing (#bee/aeginrt/r),
// the runtime status and the credits. Sections are modules exporting mount(root, {client}).
import { getClient } from "./solver-client.js";
import { h } from "./ui.js";

const SECTIONS = [
  { id: "bee", title: "Spelling Bee", load: () => import("./sections/bee.js") },
];

const client = getClient();
const status = document.getElementById("runtime-status");
client.addEventListener("status", ({ detail }) => {
  status.textContent = detail.step === "ready" ? "Python ready" : detail.text;
  status.dataset.step = detail.step;
});

const mounted = new Map();  // id -> the section's controller (may have route(parts))

async function show(route) {
  const [id, ...parts] = route.split("/").map(decodeURIComponent);
  const section = SECTIONS.find((s) => s.id === id) || SECTIONS[0];
  for (const s of SECTIONS) {
    document.getElementById(s.id).hidden = s !== section;
    document.querySelector(`#nav a[href="#${s.id}"]`).toggleAttribute("aria-current", s === section);
  }
  if (!mounted.has(section.id)) {
    const root = document.getElementById(section.id);
    const module = await section.load();
    mounted.set(section.id, module.mount(root.querySelector(".section-body"), { client }) || {});
  }
  if (section.id === id && parts.length) mounted.get(section.id).route?.(parts);
}

function build() {
  const nav = document.getElementById("nav");
  const main = document.getElementById("sections");
  for (const s of SECTIONS) {
    nav.append(h("li", {}, h("a", { href: `#${s.id}` }, s.title)));
    main.append(h("section", { id: s.id, "aria-labelledby": `${s.id}-title`, hidden: true },
      h("h2", { id: `${s.id}-title` }, s.title), h("div", { class: "section-body" })));
  }
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

build();
credits();
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("./sw.js").catch(() => {});
}
