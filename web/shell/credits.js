// The About panel's credits: every shipped word list, the frequencies and the definitions, from the
// provenance record.
import { fmt, h } from "../components/dom.js";

export function credits(box, provenance) {
  const lists = Object.values(provenance.lists).map((l) =>
    h("li", {}, h("strong", {}, l.title), ` — ${fmt(l.words)} words, from the ${l.registry} package `,
      h("code", {}, `${l.package} ${l.version}`), `. ${l.license}.`));
  const f = provenance.frequency;
  if (f) {
    lists.push(h("li", {}, h("strong", {}, "Word frequencies"), " — from the PyPI package ", h("code", {}, `${f.package} ${f.version}`),
      `. ${f.license}. Frequencies are used to rank answers (common words first).`));
  }
  const d = provenance.definitions;
  if (d) lists.push(definitions(d));
  box.replaceChildren(h("ul", {}, lists),
    h("p", {}, "Python in the browser: Pyodide (MPL-2.0). Full notices: the NOTICE file of the source."));
}

/** WordNet: where the definitions come from, and its license's notice in full (it asks to be on every copy). */
function definitions(d) {
  const [db, exceptions] = d.sources;
  const from = (s) => [`the ${s.registry} package `, h("code", {}, `${s.package} ${s.version}`)];
  return h("li", {}, h("strong", {}, "WordNet 3.1"), ` — the definitions (${fmt(d.lemmas)} words and phrases, `
    + "downloaded in parts when a word is first looked up), from ", from(db),
    exceptions ? [", with the inflected forms of WordNet 3.0 from ", from(exceptions)] : null,
    `. ${d.license.split(";")[0]}.`,
    d.notice ? h("details", {}, h("summary", {}, "The WordNet license"),
      d.notice.split(/\n\s*\n/).map((para) => h("p", {}, para.replace(/\s*\n\s*/g, " ")))) : null);
}
