// Mount one puzzle for an embed (the iframe page or the custom element): the same controller as
// the app, its own scoped client (Cancel in one embed stops only that embed's work), and a link
// back to the full app.
import { getClient } from "./solver-client.js";
import { PUZZLES, hashOf, puzzleById } from "./puzzles/index.js";
import { h } from "./components/dom.js";
import { siteData } from "./components/site.js";
import { withinLimits } from "./components/schema.js";
import { NOT_KEPT, Store } from "./components/store.js";

let embeds = 0;

/**
 * @param {Element|ShadowRoot} root
 * @param {object} attrs  puzzle, mode and the puzzle's own fields (letters, center, sides, …)
 * @param {{base: URL, onState?: Function}} o
 * @returns {Promise<{controller, close: () => void}|null>}
 */
export async function mountPuzzle(root, attrs, { base, onState = () => {} }) {
  const { puzzle: id, ...state } = attrs;
  const puzzle = puzzleById(id);
  if (!puzzle) {
    root.replaceChildren(h("p", { class: "field-error", role: "alert" },
      `wordloom: unknown puzzle "${id ?? ""}". Use one of: ${PUZZLES.map((p) => p.id).join(", ")}.`));
    return null;
  }
  const [module, site] = await Promise.all([puzzle.load(), siteData()]);
  const client = withinLimits(getClient().scoped(`embed-${++embeds}`), site.schema);
  const start = module.fromAttributes ? module.fromAttributes(state) : { mode: "solve", ...state };
  const link = h("a", { href: new URL(`./${hashOf(puzzle.id, module, start)}`, base).href, target: "_blank", rel: "noopener" }, "wordloom");
  const controller = new module.Controller({
    client, embed: true, lists: site.lists, schema: site.schema,
    onState(s) {
      link.href = new URL(`./${hashOf(puzzle.id, module, s)}`, base).href;
      onState(s);
    },
  });
  // Storage blocked (a cross-site frame with third-party storage off) or full: say so, as the app does.
  const note = h("p", { class: "storage-note", role: "status", hidden: Store.persistent }, NOT_KEPT);
  const unwatch = Store.watch(() => { note.hidden = Store.persistent; });
  root.replaceChildren(h("h2", {}, puzzle.title), note, controller.el,
    h("p", { class: "credit" }, "Solved in your browser by ", link, "."));
  controller.open(start);
  return {
    controller,
    close() {
      unwatch();
      controller.close();
      client.cancel();
    },
  };
}
