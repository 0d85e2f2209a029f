// The About panel's credits: every shipped word list and the frequencies, from the provenance record.
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
  box.replaceChildren(h("ul", {}, lists),
    h("p", {}, "Python in the browser: Pyodide (MPL-2.0). Full notices: the NOTICE file of the source."));
}
