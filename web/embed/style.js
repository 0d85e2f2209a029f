// How a host page styles a <wordloom-puzzle>: the `part` names its pieces carry (for
// `wordloom-puzzle::part(board)`) and its `theme` (light, dark, or auto: the host's color scheme).
// The --wordloom-* custom properties need no code: they inherit into the shadow root, and style.css
// reads them (README: "Embeds that fit the blog").

/** [part name, selector] — one name per piece; the selectors do not overlap. */
export const PARTS = [
  ["container", ".embed-root"],
  ["title", ".embed-root > h2"],
  ["tabs", "[role=tablist]"],
  ["tab", "[role=tab]"],
  ["board", ".honeycomb, .bee-hive, .lb-box, .boggle-board, .tiles-grid, .tiles-rack, .anig-ladder"],
  ["cell", ".honeycomb .hex, .bee-hive .cell, .boggle-cell, .tiles-grid td, .tiles-tile"],
  ["word-list", ".bee-words, .bee-found, .lb-results, .boggle-list, .boggle-found, .tiles-words, .anig-words"],
  ["button", "button:not([role=tab], .cell, .boggle-cell, .tiles-tile)"],
  ["input", "input:not(.hex), select, textarea"],
  ["status", ".summary, .bee-message, .bee-rank"],
  ["error", ".field-error"],
  ["credit", ".credit"],
];
const ALL = PARTS.map(([, s]) => s).join(", ");

function tag(root) {
  for (const [name, selector] of PARTS) {
    if (root.matches(selector)) root.part.add(name);
    for (const el of root.querySelectorAll(selector)) if (!el.part.contains(name)) el.part.add(name);
  }
}

/** Name the parts under `root` now and as the puzzle renders (before each paint); returns a stop(). */
export function exposeParts(root) {
  tag(root);
  const observer = new MutationObserver((records) => {
    if (records.some((r) => [...r.addedNodes].some((n) => n.nodeType === 1 && (n.matches(ALL) || n.querySelector(ALL))))) tag(root);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The color scheme an auto-themed element inherits from the page around it: the host's CSS
 *  `color-scheme` (on the element's parent, inherited from the page's root), else the page's
 *  <meta name="color-scheme">, else "" (none declared: follow the reader's preference). */
export function hostColorScheme(el) {
  const parent = el.parentElement ?? el.getRootNode().host ?? document.documentElement;
  const css = getComputedStyle(parent).colorScheme;
  if (css && css !== "normal") return css;
  const meta = document.querySelector('meta[name="color-scheme"]')?.content.trim();
  return meta && meta !== "normal" ? meta : "";
}

/** Call `update` when the page may have changed its color scheme (a dark-mode toggle sets a class
 *  or style on <html> or <body>, or rewrites the meta). Returns a stop(). */
export function watchHostScheme(update) {
  const observer = new MutationObserver(update);
  const attributeFilter = ["class", "style", "data-theme", "data-color-scheme"];
  observer.observe(document.documentElement, { attributes: true, attributeFilter });
  if (document.body) observer.observe(document.body, { attributes: true, attributeFilter });
  if (document.head) observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ["content"] });
  return () => observer.disconnect();
}
