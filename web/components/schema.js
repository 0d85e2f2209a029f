// A field's shape checked in the page, before Python is up: the checks, limits, error codes and
// message templates are the action catalog's (`pysolvers.api.describe()`, shipped as
// api-schema.json and read by siteData()), run in the order the catalog lists them, so the page
// says at once what the solver would say ("{label} must be exactly 4 letters; you gave 3.").
// What a value *means* (a word, a board) stays the solver's: only shapes are checked here. With no
// catalog (an old build), nothing is checked and the solver's answer is shown as before.

import { NOT_A_NUMBER, h } from "./dom.js";

/** The catalog's description of `action`'s field `name` ({kind, label, checks, …}), or null. */
export function fieldOf(schema, action, name) {
  return schema?.actions?.[action]?.fields?.[name] ?? null;
}

/** What the solver takes for `action`'s field `name` when it is left out (the catalog's default), or null. */
export const defaultOf = (schema, action, name) => fieldOf(schema, action, name)?.default ?? null;

/** A number input for `action`'s field `name`: its limits, tooltip and first value are the catalog's
 *  (`attrs.value` only where the page starts from another value, saying why). Without the catalog it
 *  starts blank, which asks for the solver's default, and the solver's message says what is wrong. */
export function numberInput(schema, action, name, attrs = {}) {
  const f = fieldOf(schema, action, name) ?? {};
  return h("input", { name, type: "number", min: f.min, max: f.max, title: f.help, value: f.default, ...attrs });
}

/** A fact the catalog publishes with `action` (what its page must know of a rule before Python is up), or null. */
export function factOf(schema, action, name) {
  return schema?.actions?.[action]?.facts?.[name] ?? null;
}

/**
 * The first shape error of `params` for `action`, as the solver would return it
 * ({code, message, field, template}), or null when every given field passes (or no catalog).
 */
export function precheck(schema, action, params) {
  const fields = schema?.actions?.[action]?.fields;
  if (!fields) return null;
  // a request in another language checks its letters fields against that language's letters
  // (English's check is the declared one: it names no language)
  const language = typeof params.language === "string" ? schema.languages?.[params.language] : null;
  const inLanguage = (check) => (check.check === "letters" && language?.letters_check?.language
    ? { ...language.letters_check, table: language } : check);
  for (const [name, spec] of Object.entries(fields)) {
    const value = params[name];
    if (value == null) {
      if (spec.required) return errorOf(schema, name, { code: "missing_field", template: "missing" }, "");
      continue;
    }
    let v = value;
    for (const declared of spec.checks ?? []) {
      const check = inLanguage(declared);
      const run = CHECKS[check.check];
      if (!run) break;  // a check this page does not know: the solver will judge
      const [ok, found, n, next] = run(check, v);
      if (!ok) return errorOf(schema, name, check, found, n);
      v = next;
    }
  }
  return null;
}

/**
 * `client` whose requests never carry text longer than the catalog accepts: an oversized field (a
 * pasted 50 MB word list) is refused here, at once, with the solver's own message, instead of being
 * copied to the worker for Python to refuse. A number field the browser could not read (dom.js
 * NOT_A_NUMBER) is refused the same way, with the catalog's "must be a number" sentence.
 * Everything else goes to `client` as it is.
 */
export function withinLimits(client, schema) {
  return Object.assign(Object.create(client), {
    request(action, params = {}, opts) {
      const error = tooLong(schema, action, params) ?? notANumber(schema, action, params);
      return error ? Promise.resolve({ error }) : client.request(action, params, opts);
    },
  });
}

/** What the page refuses before sending `params` to `action` (the error withinLimits or precheck
 *  would give), or null: for a form that must change nothing when a setting is refused. */
export const refusal = (schema, action, params) => notANumber(schema, action, params) ?? precheck(schema, action, params);

/** The error for a numeric field given as NOT_A_NUMBER: its kind's own check ("must be a number",
 *  "must be a whole number"; a seed's input takes whole numbers), or null. */
function notANumber(schema, action, params) {
  for (const [name, spec] of Object.entries(schema?.actions?.[action]?.fields ?? {})) {
    if (params[name] !== NOT_A_NUMBER || !["integer", "number", "seed"].includes(spec.kind)) continue;
    const check = spec.checks?.find((c) => c.check === "number") ?? { code: "wrong_type", template: "not_whole" };
    return errorOf(schema, name, check, NOT_A_NUMBER);
  }
  return null;
}

function tooLong(schema, action, params) {
  for (const [name, spec] of Object.entries(schema?.actions?.[action]?.fields ?? {})) {
    const error = typeof params[name] === "string" && lengthError(schema, name, spec, params[name].length, () => chars(params[name]));
    if (error) return error;
  }
  return null;
}

/**
 * The solver's "too long" error for text of `length` code units entered in field `name` (the
 * largest limit any action gives it), or null: lets a field refuse a paste before it takes it in.
 */
export function pasteError(schema, name, length) {
  const specs = Object.values(schema?.actions ?? {}).map((a) => a.fields?.[name]).filter(Boolean);
  const spec = specs.sort((a, b) => (b.max_chars ?? 0) - (a.max_chars ?? 0))[0];
  return spec ? lengthError(schema, name, spec, length, () => length) : null;
}

function lengthError(schema, name, spec, length, count) {
  const check = spec.checks?.find((c) => c.check === "max_chars");
  if (!check || length <= check.max) return null;  // code units ≥ characters: surely within the limit
  const n = count();
  return n > check.max ? errorOf(schema, name, check, n) : null;
}

function errorOf(schema, field, check, found, n = null) {
  const text = schema.templates?.[check.template] ?? check.template;
  const values = { found, n: n ?? check.n, min: limit(check.min), max: limit(check.max),
    choices: Array.isArray(check.choices) ? check.choices.join(", ") : check.choices,
    language: check.name, letters: check.letters };
  const fill = (label) => text.replace(/\{(\w+)\}/g, (whole, key) =>
    key === "label" ? label : values[key] != null ? String(values[key]) : whole);
  return { code: check.code, message: fill(`"${field}"`), field, template: fill("{label}") };
}

/** A limit as a person writes it: 3, 0.1, 10,000 (separators from 10,000 up). */
function limit(x) {
  if (typeof x !== "number") return x;
  if (!Number.isInteger(x)) return String(x);
  return Math.abs(x) >= 10_000 ? x.toLocaleString("en-US") : String(x);
}

/** A number that is not whole, as Python writes it: 0.5, 1.5e-05 (its shortest digits, as JS's). */
function fraction(v) {
  const [digits, exp] = v.toExponential().split("e");
  return Number(exp) < -4 ? `${digits}e-${exp.slice(1).padStart(2, "0")}` : String(v);
}

const isNumber = (v) => typeof v === "number";
/** Characters as Python counts them (code points), without copying the text (it may be 50 MB). */
function chars(s) {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n--; i++; }
  }
  return n;
}

/** A value as a message quotes it: text in double quotes (cut at 40 characters), numbers as JSON writes them. */
function shown(v) {
  if (typeof v === "string") {
    const c = [...v];
    return c.length > 40 ? `"${c.slice(0, 40).join("")}…"` : `"${v}"`;
  }
  if (v === null) return "null";
  if (typeof v === "boolean") return String(v);
  if (isNumber(v)) {
    if (Number.isNaN(v)) return "NaN";
    if (!Number.isFinite(v)) return v > 0 ? "Infinity" : "-Infinity";
    if (!Number.isInteger(v)) return fraction(v);
    const digits = BigInt(v).toString();  // every digit, as Python writes a whole number (not 1e+21)
    const count = digits.replace("-", "").length;
    return count <= 20 ? digits : `${digits.slice(0, 12)}… (${count} digits)`;
  }
  return Array.isArray(v) ? "a list" : "an object";
}

/** One character as the solver quotes it: 'x' (or "'" for a quote). */
const quote = (ch) => (ch === "'" ? `"'"` : ch === "\\" ? "'\\\\'" : `'${ch}'`);

function validDate(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(2000, mo - 1, d));
  t.setUTCFullYear(y);
  return y >= 1 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** check name → (check, value) → [passed, {found}, {n}, the value so far] (the catalog's order). */
const CHECKS = {
  required: (c, v) => [v != null, "", null, v],
  text: (c, v) => [typeof v === "string", shown(v), null, v],
  number: (c, v) => [isNumber(v), shown(v), null, v],
  seed: (c, v) => [isNumber(v) || typeof v === "string", shown(v), null, v],
  boolean: (c, v) => [typeof v === "boolean", shown(v), null, v],
  list: (c, v) => [Array.isArray(v), shown(v), null, v],
  text_or_list: (c, v) => [typeof v === "string" || Array.isArray(v), shown(v), null, v],
  max_chars: (c, v) => [typeof v !== "string" || chars(v) <= c.max, typeof v === "string" ? chars(v) : 0, null, v],
  finite: (c, v) => [!isNumber(v) || Number.isFinite(v), shown(v), null, v],
  whole: (c, v) => [!isNumber(v) || Number.isInteger(v), shown(v), null, v],
  range: (c, v) => [!isNumber(v) || ((c.min == null || v >= c.min) && (c.max == null || v <= c.max)), shown(v), null, v],
  letters: (c, v) => {
    if (c.table) {  // another language: its folds made, the first character not its letter named
      const clean = foldedLetters(c.table, v.replace(/\s+/g, ""));
      const bad = [...new Set([...clean].filter((ch) => !c.table.letters.includes(ch)))].sort(byCodePoint);
      return [!bad.length, bad.length ? (/\p{L}/u.test(bad[0]) ? bad[0] : quote(bad[0])) : null, null, clean];
    }
    const clean = v.replace(/\s+/g, "").toLowerCase();
    const bad = [...new Set([...clean].filter((ch) => ch < "a" || ch > "z"))].sort();
    return [!bad.length, bad.slice(0, 5).map(quote).join(" "), null, clean];
  },
  not_empty: (c, v) => [v !== "", "", null, v],
  length: (c, v) => [chars(v) === c.n, chars(v), null, v],
  min_length: (c, v) => [chars(v) >= c.min, chars(v), null, v],
  max_length: (c, v) => [chars(v) <= c.max, chars(v), null, v],
  distinct: (c, v) => {
    const repeated = [...new Set([...v].filter((ch, i, all) => all.indexOf(ch) !== all.lastIndexOf(ch)))].sort();
    return [!repeated.length, repeated.map((ch) => ch.toUpperCase()).join(", "), null, v];
  },
  choice: (c, v) => [c.choices.includes(v), shown(v), null, v],
  date: (c, v) => [validDate(v), shown(v), null, v],
  max_items: (c, v) => [v.length <= c.max, v.length, null, v],
  item_text: (c, v) => item(v, (x) => typeof x === "string", shown),
  item_max_chars: (c, v) => item(v, (x) => chars(x) <= c.max, chars),
  item_choice: (c, v) => item(v, (x) => c.choices.includes(x), shown),
};

/** `text` as a language's letters (its catalog entry, `table`): lower case, composed, each of its
 *  own folds made (languages.py `Language.clean`). */
export function foldedLetters(table, text) {
  return [...text.toLowerCase().normalize("NFC")].map((ch) => table.fold[ch] ?? ch).join("");
}

/** Python's sort of one-character strings: by code point. */
const byCodePoint = (a, b) => a.codePointAt(0) - b.codePointAt(0);

function item(list, ok, found) {
  const i = list.findIndex((x) => !ok(x));
  return i < 0 ? [true, null, null, list] : [false, found(list[i]), i + 1, list];
}
