// TEMPORARY (while the puzzles move to their folders): a puzzle still written as one
// `mount(root, ctx)` closure in sections/, wrapped in the controller interface.
import { sameState } from "../components/view.js";

export function legacy(id, module) {
  class Controller {
    constructor(ctx) {
      this.el = document.createElement("div");
      const css = Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL(`./${id}/${id}.css`, import.meta.url).href });
      this.el.append(css);
      this.inner = module.mount(this.el, { client: ctx.client, embed: ctx.embed, onState: ctx.onState });
    }
    open(state) { if (state && !sameState(state, this.inner.state())) this.inner.open(state); }
    close() {}
    state() { return this.inner.state(); }
  }
  return { fromRoute: module.fromRoute, toRoute: module.toRoute, Controller };
}
