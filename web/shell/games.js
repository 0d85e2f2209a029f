// "Your games" in About: what this browser keeps (games in progress, settings), whether the browser
// may clear it, and a file to carry it to another browser. The file is JSON with a format version:
//   {"wordloom": "games", "version": 1, "saved": "2026-11-28T…Z", "stores": {"bee": {key: value, …}, …},
//    "aside": {"bee:key": text, …}}   (what could not be read here, carried along and never loaded)
// A file is read whole and checked first (its size, JSON, format, version, each namespace known and
// each value sound as its puzzle reads it): a bad file is refused with what is wrong, and nothing
// changes. A sound one is merged in, as a second tab's games are (no word found here is lost).
import { h } from "../components/dom.js";
import { t, tn } from "../components/i18n.js";
import { NOT_KEPT, Store } from "../components/store.js";

export const FORMAT = 1;              // the version a file is written with, and the newest read
export const MAX_FILE = 5_000_000;    // bytes: far above what the stores' own limits let them hold

/** Every namespace's entries (`ready` first loads the modules that declare them). */
export function gather() {
  const stores = {};
  for (const [name, store] of Store.all) {
    const entries = Object.fromEntries(store.keys().map((k) => [k, store.get(k)]).filter(([, v]) => v != null));
    if (Object.keys(entries).length) stores[name] = entries;
  }
  return stores;
}

/** The file's text checked and its entries kept, or an error sentence (and nothing kept). */
export function importText(text) {
  const refused = (why) => ({ error: `${why} ${t("Nothing was loaded.")}` });
  let data;
  try { data = JSON.parse(text); } catch { return refused(t("This file is not a wordloom games file: it is not JSON text.")); }
  if (data?.wordloom !== "games" || typeof data !== "object" || Array.isArray(data)) {
    return refused(t("This file is not a wordloom games file: it lacks \"wordloom\": \"games\"."));
  }
  if (!Number.isInteger(data.version) || data.version < 1) return refused(t("This file has no format version a wordloom file has."));
  if (data.version > FORMAT) {
    return refused(t("This file was saved by a newer wordloom (format {format}); this page reads format {mine} and older. Reload the page for the newest version.",
      { format: String(data.version), mine: String(FORMAT) }));
  }
  const stores = data.stores, all = Store.all;
  if (stores == null || typeof stores !== "object" || Array.isArray(stores)) return refused(t("This file has no \"stores\" of saved games."));
  for (const [name, entries] of Object.entries(stores)) {
    const store = all.get(name);
    if (!store) return refused(t("This file holds “{name}”, which this wordloom does not keep.", { name }));
    if (entries == null || typeof entries !== "object" || Array.isArray(entries)) return refused(t("This file's “{name}” is not a set of saved games.", { name }));
    for (const [key, value] of Object.entries(entries)) {
      if (key.length > 500 || value == null || typeof value !== "object" && typeof value !== "string" || !store.valid(value)) {
        return refused(t("This file's saved {name} “{key}” cannot be read.", { name, key: key.slice(0, 60) }));
      }
    }
  }
  let count = 0;
  for (const [name, entries] of Object.entries(stores)) {
    for (const [key, value] of Object.entries(entries)) { all.get(name).load(key, value); count++; }
  }
  return { count };
}

/** The "Your games" part of About, in `root`; `ready()` loads every puzzle's modules (their stores). */
export function games(root, ready) {
  const kept = h("p", { id: "games-kept" });
  const aside = h("p", { id: "games-aside", hidden: true });
  const lasting = h("p", { id: "games-lasting" });
  const message = h("p", { id: "games-message", role: "status" });
  const file = h("input", { type: "file", id: "games-file", accept: ".json,application/json", class: "visually-hidden",
    tabindex: "-1", "aria-label": t("Load games from a file") });  // the button below opens it
  const save = h("button", { type: "button", class: "secondary" }, t("Save my games to a file"));
  const load = h("button", { type: "button", class: "secondary", onclick: () => file.click() }, t("Load games from a file"));
  root.replaceChildren(h("h3", {}, t("Your games")), kept, aside, lasting, h("p", { class: "fields" }, save, load, file), message);

  const count = (stores = gather()) => Object.values(stores).reduce((n, e) => n + Object.keys(e).length, 0);
  async function describe() {
    await ready();
    const n = count();
    kept.textContent = n ? tn(n, { one: "This browser keeps {n} saved game or setting of yours.", other: "This browser keeps {n} saved games and settings of yours." })
      : t("This browser keeps no game of yours yet.");
    const set = Object.keys(Store.aside).length;
    aside.hidden = !set;
    aside.textContent = tn(set, { one: "{n} saved game or setting could not be read by this version and is set aside: a games file keeps it.",
      other: "{n} saved games and settings could not be read by this version and are set aside: a games file keeps them." });
    if (!Store.persistent) { lasting.textContent = NOT_KEPT; return; }
    const persisted = await navigator.storage?.persisted?.().catch(() => false);
    lasting.textContent = persisted ? t("They stay until you clear this site's data (the browser keeps them as persistent storage).")
      : t("The browser may clear them if it runs short of space: wordloom asks it to keep them once you finish a game.");
  }
  root.closest("details")?.addEventListener("toggle", (e) => { if (e.target.open) describe(); });
  if (root.closest("details")?.open) describe();

  save.addEventListener("click", async () => {
    await ready();
    const stores = gather(), n = count(stores);
    const saved = new Date();
    const set = Store.aside, file = { wordloom: "games", version: FORMAT, saved: saved.toISOString(), stores, ...(Object.keys(set).length ? { aside: set } : {}) };
    const blob = new Blob([JSON.stringify(file, null, 1)], { type: "application/json" });
    const a = h("a", { href: URL.createObjectURL(blob), download: `wordloom-games-${saved.toISOString().slice(0, 10)}.json` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
    message.textContent = tn(n, { one: "Saved {n} game or setting to {file}.", other: "Saved {n} games and settings to {file}." }, { file: a.download });
  });

  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    file.value = "";
    if (!chosen) return;
    if (chosen.size > MAX_FILE) {
      message.textContent = t("{file} is {size} MB; a wordloom games file is at most {max} MB. Nothing was loaded.",
        { file: chosen.name, size: Math.ceil(chosen.size / 1e6), max: MAX_FILE / 1e6 });
      return;
    }
    await ready();
    const r = importText(await chosen.text());
    message.textContent = r.error ? `${chosen.name}: ${r.error}`
      : tn(r.count, { one: "Loaded {n} game or setting from {file}. Open a puzzle to go on playing.",
        other: "Loaded {n} games and settings from {file}. Open a puzzle to go on playing." }, { file: chosen.name });
    describe();
  });
}
