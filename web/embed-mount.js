// Mount one puzzle section into `root` for an embed (the iframe page or the custom element).
import { getClient } from "./solver-client.js";
import { SECTIONS } from "./sections/index.js";
import { h } from "./ui.js";

/**
 * @param {Element|ShadowRoot} root
 * @param {object} attrs  puzzle, mode and the puzzle's own fields (letters, center, sides, …)
 * @param {{base: URL, onState?: Function}} o
 * @returns {Promise<object|null>} the section's controller
 */
export async function mountPuzzle(root, attrs, { base, onState = () => {} }) {
  const { puzzle, ...state } = attrs;
  const section = SECTIONS.find((s) => s.id === puzzle);
  if (!section) {
    root.replaceChildren(h("p", { class: "field-error", role: "alert" },
      `wordloom: unknown puzzle "${puzzle ?? ""}". Use one of: ${SECTIONS.map((s) => s.id).join(", ")}.`));
    return null;
  }
  const module = await section.load();
  const body = h("div", { class: "section-body" });
  const link = new URL(`./#${[section.id, ...module.toRoute({ mode: "solve", ...state }).filter(Boolean)].join("/")}`, base);
  root.replaceChildren(h("h2", {}, section.title), body,
    h("p", { class: "credit" }, "Solved in your browser by ", h("a", { href: link.href, target: "_blank", rel: "noopener" }, "wordloom"), "."));
  const controller = module.mount(body, { client: getClient(), embed: true, onState });
  controller.open({ mode: "solve", ...state });
  return controller;
}
