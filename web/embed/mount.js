// Mount one puzzle for an embed (the iframe page or the custom element): the same controller as
// the app, its own scoped client (Cancel in one embed stops only that embed's work), and a link
// back to the full app.
import { getClient } from "../solver-client.js";
import { PUZZLES, fromHash, hashOf, puzzleById, stylesheetOf } from "../puzzles/index.js";
import { h } from "../components/dom.js";
import { t } from "../components/i18n.js";
import { siteData } from "../components/site.js";
import { withinLimits } from "../components/schema.js";
import { NOT_KEPT, Store } from "../components/store.js";
import { watchCleared } from "../shell/cleared.js";

let embeds = 0;

/**
 * @param {Element|ShadowRoot} root
 * @param {object} attrs  puzzle, mode and the puzzle's own fields (letters, center, sides, …), or
 *   route: a share link's route ("bee/play/aeginrt/r", the part after "#")
 * @param {{base: URL, onState?: Function}} o
 * @returns {Promise<{controller, open: () => void, close: () => void}|null>}
 */
export async function mountPuzzle(root, attrs, { base, onState = () => {}, onGame = () => {} }) {
  const { puzzle: named, route, ...state } = attrs;
  const [puzzle, parts, id] = route != null ? fromHash(route) : [puzzleById(named), null, named];
  if (!puzzle) {
    root.replaceChildren(h("p", { class: "field-error", role: "alert" },
      t("wordloom: unknown puzzle \"{name}\". Use one of: {puzzles}.", { name: id ?? "", puzzles: PUZZLES.map((p) => p.id).join(", ") })));
    return null;
  }
  preloadStyle(stylesheetOf(puzzle.id));  // beside the puzzle's code, not after it: one round trip less
  const [module, site] = await Promise.all([puzzle.load(), siteData()]);
  const client = withinLimits(getClient().scoped(`embed-${++embeds}`), site.schema);
  // Games kept here cleared by the browser since the last visit (shell/cleared.js): said once, by the
  // page's first embed, before its game is kept again.
  const cleared = h("p", { class: "cleared-note", role: "status", hidden: true });
  if (embeds === 1) watchCleared(cleared);
  const start = parts ? (parts.length ? module.fromRoute(parts) : null)
    : module.fromAttributes ? module.fromAttributes(state) : { mode: "solve", ...state };
  const link = h("a", { href: new URL(`./${hashOf(puzzle.id, module, start)}`, base).href, target: "_blank", rel: "noopener" }, "wordloom");
  const controller = new module.Controller({
    client, embed: true, lists: site.lists, schema: site.schema, onGame,
    onState(s) {
      link.href = new URL(`./${hashOf(puzzle.id, module, s)}`, base).href;
      onState(s);
    },
  });
  // Storage blocked (a cross-site frame with third-party storage off) or full: say so, as the app does.
  const note = h("p", { class: "storage-note", role: "status", hidden: Store.persistent }, NOT_KEPT);
  const showStorage = () => { note.hidden = Store.persistent; };
  // Python could not start here (the host's policy or the browser refused the worker): say it, with
  // the link to the full app, instead of waiting on "Loading Python…" for ever.
  const failure = h("p", { class: "field-error runtime-failure", role: "alert", hidden: true });
  const showFailure = () => {
    failure.hidden = !client.fatal;
    failure.textContent = client.fatal ? `${client.fatal} ${t("The puzzle cannot run in this embed; open it on wordloom (the link below).")}` : "";
  };
  // What the embed listens to outside itself: added while it is in the page, removed when it leaves
  // (close), added again when it comes back (open).
  let unwire = null;
  const wire = () => {
    if (unwire) return;
    const unwatch = Store.watch(showStorage);
    client.addEventListener("status", showFailure);
    unwire = () => { unwatch(); client.removeEventListener("status", showFailure); unwire = null; };
    showStorage();
    showFailure();
  };
  wire();
  const [before, after = ""] = t("Solved in your browser by {link}.").split("{link}");
  root.replaceChildren(h("h2", {}, puzzle.title), note, cleared, failure, controller.el,
    h("p", { class: "credit" }, before, link, after));
  controller.open(start);
  return {
    controller,
    /** Back in the page (the element was moved): listen again and show what was there. */
    open() {
      wire();
      controller.open(null);
    },
    close() {
      unwire?.();
      controller.close();
      client.cancel();
    },
  };
}

/** Ask for a stylesheet now (the puzzle links it once its code has run). */
function preloadStyle(href) {
  if ([...document.querySelectorAll('link[rel="preload"][as="style"]')].some((l) => l.href === href)) return;
  document.head.append(h("link", { rel: "preload", as: "style", href }));
}
