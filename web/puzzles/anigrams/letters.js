// Anigrams — letters as the page draws them: a word with the letter its step added marked, and
// letter tiles (the scrambled letters of a step, or blank tiles for the steps to come).
import { h } from "../../components/dom.js";
import { t } from "../../components/i18n.js";

export const upper = (s) => String(s ?? "").toUpperCase();

/**
 * The letters of `word` as spans, the letter the step added (`added`, from the solver) marked: its
 * last occurrence, the one the previous word lacks. `tile` gives every letter the tile look.
 */
export function lettersOf(word, added = null, { tile = false } = {}) {
  const letters = [...upper(word)];
  const at = added ? letters.lastIndexOf(upper(added)) : -1;
  return letters.map((c, i) => (i === at
    ? h("mark", { class: `anig-added${tile ? " anig-tile" : ""}`, title: t("added letter") }, c)
    : h("span", { class: tile ? "anig-tile" : null }, c)));
}

/** Letter tiles; `mark` (a letter) is highlighted once, `blank` tiles show nothing. */
export function tiles(letters, { mark = null, blank = false } = {}) {
  let marked = false;
  return h("span", { class: "anig-tiles" }, [...upper(letters)].map((c) => {
    const isNew = mark && !marked && c === upper(mark);
    if (isNew) marked = true;
    return h("span", { class: `anig-tile${isNew ? " new" : ""}${blank ? " blank" : ""}` }, blank ? "" : c);
  }));
}
