// The two embed snippets for a puzzle state: an <iframe> (with host.js, which sizes it) and
// the <wordloom-puzzle> custom element. `base` is the site's URL (with a trailing slash); `theme`
// is "auto" (the default, left out: the host page's color scheme), "light" or "dark"; `lang` the
// language the embed speaks: "auto" (the default, left out: the host page's, else the reader's),
// or one of the page's languages (`?lang=fr` for the frame, `lang="fr"` on the element).
import { LOCALES, LOCALE_NAMES, t } from "../components/i18n.js";

export function embedParams(puzzle, state) {
  const params = new URLSearchParams({ puzzle });
  for (const [key, value] of Object.entries(state)) {
    if (value != null && value !== "") params.set(key, String(value));
  }
  return params;
}

const escapeAttr = (s) => String(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export const THEMES = [["auto", t("Auto (follows the page)")], ["light", t("Light")], ["dark", t("Dark")]];

/** [value, label, lang of the label] of the embed's language choice (each language named in itself). */
export const LANGUAGES = [["auto", t("Auto (the page's, else the reader's)"), null],
  ...LOCALES.map((code) => [code, LOCALE_NAMES[code], code])];

export function embedSnippets(base, section, state, theme = "auto", lang = "auto") {
  const params = embedParams(section.id, state);
  if (theme !== "auto") params.set("theme", theme);
  if (LOCALES.includes(lang)) params.set("lang", lang);
  const src = `${base}embed/frame.html?${params}`;
  const iframe = `<iframe src="${escapeAttr(src)}" title="wordloom: ${escapeAttr(section.title)}" loading="lazy" style="display:block;width:100%;max-width:40rem;height:32rem;border:0"></iframe>
<script src="${escapeAttr(base)}embed/host.js" async></script>`;
  const attrs = [...params].map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(" ");
  const element = `<script type="module" src="${escapeAttr(base)}embed/element.js"></script>
<wordloom-puzzle ${attrs}></wordloom-puzzle>`;
  return [{ title: t("Iframe embed"), copy: t("Copy iframe embed"), code: iframe },
    { title: t("Custom element"), copy: t("Copy custom element"), code: element }];
}
