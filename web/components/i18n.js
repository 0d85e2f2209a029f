// The page's language: every string a person sees or hears goes through t() (or tn() where it
// counts something), numbers through num(). The English text is the key; a locale's catalog
// (data/locales/<code>.json, one per locale, made by the build from web/locales/: buildsys/strings.py) maps
// it to that locale's text, and plural forms by Intl.PluralRules. The language is the one the
// address names (`?lang=fr`: an embed's frame, a shared link), else the one the person chose (kept),
// else, for a puzzle embedded in another site's page, that page's language, else the browser's first
// that the site speaks, else English. It is read before any module that says something evaluates
// (the catalog is awaited at the top level), so a string made at import time is already in the
// page's language. English fetches nothing. A custom element asks with its `lang` attribute.

export const LOCALES = ["en", "fr", "de", "es"];
export const LOCALE_NAMES = { en: "English", fr: "Français", de: "Deutsch", es: "Español" };
const KEY = "wordloom:locale";

/** The page's language code from, in order: the address's `lang`, the kept choice, the host page's
 *  language (an embed in another site's page), the browser's languages; else English. Each may be
 *  a tag ("fr-CA"); the first the site speaks wins. */
export function chosenLocale({ asked = askedLocale(), stored = readStored(), host = hostLanguage(),
  preferred = browserLanguages() } = {}) {
  for (const tag of [asked, stored, host, ...preferred]) {
    const code = String(tag ?? "").toLowerCase().split("-")[0];
    if (LOCALES.includes(code)) return code;
  }
  return "en";
}

/** The language asked for: the address's `lang` (an embed's frame, a shared link), else a custom
 *  element's `lang` (<wordloom-puzzle lang="fr"> in a blog post: the page's first one speaks for
 *  every puzzle of that page, which share one catalog). */
function askedLocale() {
  let asked = null;
  try { asked = new URL(globalThis.location?.href).searchParams.get("lang"); } catch { /* no address */ }
  return asked || globalThis.document?.querySelector?.("wordloom-puzzle[lang]")?.getAttribute("lang") || null;
}

/** The language of the page a puzzle is embedded in (another site's: its <html lang>), else null. */
function hostLanguage() {
  const here = globalThis.location?.origin, mine = new URL(import.meta.url).origin;
  return here && here !== mine ? globalThis.document?.documentElement?.lang || null : null;
}

function readStored() {
  try { return globalThis.localStorage?.getItem(KEY) ?? null; } catch { return null; }  // storage blocked
}

function browserLanguages() {
  const nav = globalThis.navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
}

async function fetchCatalog(code) {
  if (code === "en") return {};
  try {
    const response = await fetch(new URL(`../data/locales/${code}.json`, import.meta.url));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {  // offline before the catalog was kept: the page stays usable, in English
    console.warn(`wordloom: the ${code} texts could not be loaded (${error?.message || error}); showing English.`);
    return null;
  }
}

const wanted = chosenLocale();
const fetched = await fetchCatalog(wanted);
/** The page's language as shown (English when its catalog could not be loaded). */
export const locale = fetched ? wanted : "en";
const catalog = fetched ?? {};
const rules = new Intl.PluralRules(locale);
const english = new Intl.PluralRules("en");  // the English forms' rule (made once: a list's rows each ask it)
const numbers = new Intl.NumberFormat(locale);

/** Say the page's language on `el` (our pages: <html>; an embed in another site: its own element). */
export function markLanguage(el = globalThis.document?.documentElement) {
  if (el) el.lang = locale;
}

/** `n` as the page's language writes it: 12,345 in English, 12 345 in French, 12.345 in German. */
export const num = (n) => numbers.format(n);

/** A formatter of numbers with `digits` decimals as the page's language writes them (3,4 in French);
 *  `grouping` false: no thousands separator. */
export const fixed = (digits, grouping = true) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: grouping });

/** The page's language's text for the English `text`, each {name} filled from `values` (numbers
 *  written as the language writes them). */
export function t(text, values) {
  const found = catalog[text];
  return fill(typeof found === "string" ? found : typeof found === "object" && found ? found.other : text, values);
}

/** A count's text: `forms` is the English {one, other} (e.g. {one: "{n} word", other: "{n} words"});
 *  the catalog holds the language's forms under the English `other` (fr "{n} mot"/"{n} mots"; a
 *  language with more forms has them too: few, many), chosen by Intl.PluralRules. */
export function tn(n, forms, values) {
  const found = catalog[forms.other];
  const own = typeof found === "object" && found ? found : null;
  const form = own ? rules.select(n) : english.select(n);
  const text = own ? own[form] ?? own.other : forms[form] ?? forms.other;
  return fill(text, { n, ...values });
}

/** The page's language's name for a puzzle language (Python names them in English). */
export const languageName = (code) => ({ en: t("English"), fr: t("French"), de: t("German"), es: t("Spanish"),
  it: t("Italian"), pt: t("Portuguese"), nl: t("Dutch") })[code] ?? code;  // the site's four, and the NYT list's foreign words'
const NAMES = { English: "en", French: "fr", German: "de", Spanish: "es", Italian: "it", Portuguese: "pt", Dutch: "nl" };

/** "A to Z, Ä, Ö and Ü" (core.spelled_letters) in the page's language. */
const spelledLetters = (text) => text.replace("A to Z", t("A to Z")).replace(/ and (?=\S+$)/, t(" and "));

let patterns = null;  // [{template, regex, keys, said}] of the solvers' sentences with values, most specific first
let sentences = null;  // the solvers' sentences (the catalog's "@templates")

/** A solver's sentence (an error's `template` or `message`, a verdict's reason: already filled) in
 *  the page's language: matched to the template it was filled from (the catalog's "@templates",
 *  every sentence the solvers may say: buildsys/strings.py), translated, and filled again with its
 *  values, each said as the page says it: a value that is itself a solver's sentence (or a list of
 *  them) translated, a language's name translated, a number written as the language writes it. A
 *  sentence no template makes stays as Python said it. */
export function translateMessage(text) {
  if (locale === "en" || typeof text !== "string") return text;
  return translated(text, 0) ?? text;
}

/** `text` translated, or null when no sentence of the solvers makes it. `depth`: how deep in a
 *  sentence's values (a value is a sentence at most three deep). */
function translated(text, depth) {
  sentences ??= new Set(catalog["@templates"] ?? []);
  if ((depth === 0 || sentences.has(text)) && typeof catalog[text] === "string") return catalog[text];
  if (depth > 3) return null;
  patterns ??= (catalog["@templates"] ?? []).filter((k) => /\{\w+\}/.test(k)).map((template) => {
    const keys = [];
    let said = 0;  // literal characters: the template that says more of the sentence itself wins
    const source = template.split(/(\{\w+\})/).map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) { said += part.length; return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
      keys.push(m[1]);
      return m[1] === "label" ? '(\\{label\\}|"[\\w.]{1,40}")' : "(.+?)";  // {label} kept for the page, or the field's API name
    }).join("");
    return { template, keys, said, regex: new RegExp(`^${source}$`, "s") };
  }).sort((a, b) => b.said - a.said);
  for (const { template, keys, regex } of patterns) {
    const m = regex.exec(text);
    if (!m || typeof catalog[template] !== "string") continue;
    const values = Object.fromEntries(keys.map((k, i) => [k, valueText(k, m[i + 1], depth)]));
    return catalog[template].replace(/\{(\w+)\}/g, (whole, key) => (key in values ? values[key] : whole));
  }
  return null;
}

/** One value of a solver's sentence as the page says it. */
function valueText(key, value, depth) {
  if (key === "label") return value;
  if (NAMES[value]) return languageName(NAMES[value]);
  if (key === "letters") return spelledLetters(value);
  if (/^\d{1,3}(,\d{3})+$/.test(value)) return num(Number(value.replaceAll(",", "")));  // 12,345 as the page writes it
  const decimals = /^\d+\.(\d+)$/.exec(value)?.[1].length;  // 2.1 (a Zipf frequency): 2,1 in French
  if (decimals) return fixed(decimals).format(Number(value));
  for (const sep of ["; ", ", "]) {  // a list of sentences ("line 1 is …, line 2 is …")
    const parts = value.split(sep);
    if (parts.length < 2) continue;
    const each = parts.map((part) => translated(part, depth + 1));
    if (each.every((part) => part !== null)) return each.join(sep);
  }
  return (/\s/.test(value) || sentences.has(value) ? translated(value, depth + 1) : null) ?? value;
}

function fill(text, values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key) => {
    const v = values[key];
    return v == null ? whole : typeof v === "number" ? num(v) : String(v);
  });
}

/** Choose the page's language: kept, then the page reloads in it (every view is made in one
 *  language, the way it is read: a reload is the one way all of it changes at once). */
export function switchLocale(code) {
  if (!LOCALES.includes(code) || code === locale) return;
  try { globalThis.localStorage?.setItem(KEY, code); } catch { /* storage blocked: this visit only */ }
  globalThis.location?.reload();
}
