// Spelling Bee: seven letters around a center. Type them in the Letters and Center fields or
// straight into the honeycomb; Enter solves. Words come sorted by points, then alphabetically.
import { DictionaryPicker, fmt, h, showError } from "../ui.js";

const CLEAN = (s) => s.replace(/\s+/g, "");

/** #bee/aeginrt/r[/dictionary] → {mode: "solve", letters: "aeginrt", center: "r"[, dictionary]} */
export function fromRoute([letters = "", center = "", dictionary]) {
  return { mode: "solve", letters, center, ...(dictionary ? { dictionary } : {}) };
}

export function toRoute(state) {
  return [state.letters, state.center, ...(state.dictionary ? [state.dictionary] : [])];
}

export function mount(root, { client, onState = () => {} }) {
  const letters = h("input", { id: "bee-letters", name: "letters", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", placeholder: "AEGINRT", inputmode: "text" });
  const center = h("input", { id: "bee-center", name: "center", autocomplete: "off", spellcheck: "false",
    autocapitalize: "characters", placeholder: "R", size: 2 });
  const dictionary = new DictionaryPicker("bee-dictionary");
  const fields = { letters, center, ...dictionary.fields };
  const cells = Array.from({ length: 7 }, (_, i) => h("input", {
    class: i === 0 ? "hex center" : "hex", autocomplete: "off", spellcheck: "false",
    "aria-label": i === 0 ? "Center letter (honeycomb)" : `Outer letter ${i} (honeycomb)`,
    dataset: { i: String(i) } }));
  const error = h("p", { id: "bee-error", class: "field-error", role: "alert", hidden: true });
  const summary = h("p", { class: "summary", role: "status", "aria-live": "polite" });
  const list = h("ol", { class: "bee-words", "aria-label": "Words" });
  const form = h("form", { class: "bee-form", novalidate: true },
    h("div", { class: "fields" },
      h("label", { for: "bee-letters" }, "Letters"), letters,
      h("label", { for: "bee-center" }, "Center"), center,
      ...dictionary.elements,
      h("button", { type: "submit" }, "Solve")),
    h("div", { class: "honeycomb", role: "group", "aria-label": "Honeycomb" }, cells),
    error);
  root.append(form, summary, list);

  // Fields → honeycomb: the center in the middle, the other letters around it in typed order.
  function drawHoneycomb() {
    const c = CLEAN(center.value).toUpperCase().slice(0, 1);
    const outer = [...CLEAN(letters.value).toUpperCase()].filter((ch, i, all) => ch !== c || all.indexOf(c) !== i);
    cells[0].value = c;
    for (let i = 1; i < 7; i++) cells[i].value = outer[i - 1] || "";
  }
  // Honeycomb → fields: typing a letter moves to the next cell; a paste of several letters spreads.
  function readHoneycomb(from) {
    const typed = CLEAN(from.value).toUpperCase();
    let i = Number(from.dataset.i);
    if (typed.length > 1) {
      for (const ch of typed) { if (i < 7) cells[i++].value = ch; }
    } else {
      from.value = typed;
      if (typed) i += 1;
    }
    center.value = cells[0].value;
    letters.value = cells.slice(1).map((c) => c.value).join("") + cells[0].value;
    if (typed && i < 7) cells[i].focus();
  }
  letters.addEventListener("input", drawHoneycomb);
  center.addEventListener("input", drawHoneycomb);
  for (const cell of cells) cell.addEventListener("input", () => readHoneycomb(cell));

  let latest = 0;
  let current = { mode: "solve", letters: "", center: "" };
  async function solve() {
    const ticket = ++latest;
    const params = { letters: letters.value, center: center.value, ...dictionary.params() };
    showError(error, fields, null);
    summary.textContent = client.step === "ready" ? "Solving…" : "Loading Python, then solving…";
    list.replaceChildren();
    const result = await client.request("bee.solve", params);
    if (ticket !== latest) return;  // a newer request has replaced this one
    if (result.error) {
      summary.textContent = "";
      showError(error, fields, result.error);
      return;
    }
    render(result);
    if (!performance.getEntriesByName("wordloom:first-answer").length) performance.mark("wordloom:first-answer");
    current = { mode: "solve", letters: result.letters, center: result.center };
    if (params.dictionary && params.dictionary !== "enable") current.dictionary = params.dictionary;
    onState(current);
  }

  function render(r) {
    summary.textContent = `${fmt(r.score)} points · ${fmt(r.word_count)} words · ${fmt(r.pangram_count)} pangrams`;
    list.replaceChildren(...r.words.map((w) => h("li", { class: w.pangram ? "pangram" : null },
      h("span", { class: "word" }, w.word),
      w.pangram ? h("span", { class: "tag" }, "pangram") : null,
      h("span", { class: "points", title: `${w.points} points` }, String(w.points)))));
  }

  form.addEventListener("submit", (e) => { e.preventDefault(); solve(); });

  return {
    /** Set the board up and solve it. */
    open(state) {
      letters.value = String(state.letters || "").toUpperCase();
      center.value = String(state.center || "").toUpperCase();
      dictionary.set(state.dictionary || "enable");
      drawHoneycomb();
      if (letters.value) solve();
    },
    state: () => current,
  };
}
