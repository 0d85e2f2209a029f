// The puzzles, in menu order. Each folder's index.js exports:
//   class Puzzle-like controller: `new (await load()).Controller(ctx)` with el, open(state), close(), state()
//   fromRoute(parts) -> state   the hash route after "#id/", split on "/"
//   toRoute(state) -> parts     its inverse
// A state is plain data: {mode: "solve" | "play" | …, ...the puzzle's own fields}. Its fields are
// also the embed's attributes and query parameters (embed.html?puzzle=bee&letters=…&mode=play).

import { t } from "../components/i18n.js";

export const PUZZLES = [
  { id: "bee", title: t("Spelling Bee"), load: () => import("./bee/index.js") },
  { id: "letterboxed", title: t("Letter Boxed"), load: () => import("./letterboxed/index.js") },
  { id: "boggle", title: t("Boggle"), load: () => import("./boggle/index.js") },
  { id: "anigrams", title: t("Anigrams"), load: () => import("./anigrams/index.js") },
  { id: "tiles", title: t("Letter-pair tiles"), load: () => import("./tiles/index.js") },
];

/** The stylesheet of the puzzle `id` (each puzzle's folder holds `<id>.css`): the puzzle links it, and an
 *  embed asks for it while the puzzle's code is still on its way. */
export const stylesheetOf = (id) => new URL(`./${id}/${id}.css`, import.meta.url).href;

/** The puzzle named `id` (or undefined). */
export const puzzleById = (id) => PUZZLES.find((p) => p.id === id);

/** The puzzle a hash names and the rest of its route: "#bee/play/aeginrt/r" → [the Bee, ["play",
 *  "aeginrt", "r"]] (the puzzle is undefined for an unknown name). */
export function fromHash(hash) {
  const [id, ...parts] = hash.replace(/^#/, "").split("/").map(decodeURIComponent);
  return [puzzleById(id), parts, id];
}

/** "#bee/aeginrt/r" for a puzzle's state (no state: "#bee"). */
export function hashOf(id, module, state) {
  const parts = state ? module.toRoute(state).filter((p) => p != null && p !== "") : [];
  return `#${[id, ...parts.map(encodeURIComponent)].join("/")}`;
}
