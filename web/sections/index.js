// The puzzle sections, in menu order. Each module exports:
//   mount(root, ctx) -> controller {open(state), state()}
//       ctx = {client, embed: boolean, onState(state)}; call onState after each change the
//       person would want to share (a solved board, a new game), with the new state.
//   fromRoute(parts) -> state     the hash route after "#id/", split on "/"
//   toRoute(state) -> parts       its inverse
// A state is plain data: {mode: "solve" | "play" | ..., ...the puzzle's own fields}. Its fields are
// also the embed's attributes and query parameters (embed.html?puzzle=bee&letters=…&mode=play).
export const SECTIONS = [
  { id: "bee", title: "Spelling Bee", load: () => import("./bee.js") },
  { id: "letterboxed", title: "Letter Boxed", load: () => import("./letterboxed.js") },
  { id: "boggle", title: "Boggle", load: () => import("./boggle.js") },
  { id: "anigrams", title: "Anigrams", load: () => import("./anigrams.js") },
  { id: "tiles", title: "Letter-pair tiles", load: () => import("./tiles.js") },
];
