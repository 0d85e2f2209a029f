// Letter-pair tiles: which N tiles of one or two letters form the most words. Three views share the
// options above them (tile size, half tiles, word list):
//   Solve  — the grid of every tile: choose tiles and see their words at once, or run a method for N.
//   Chart  — words formed against N for each method, drawn as the worker computes it.
//   Play   — the puzzle of the day, a random one or one's own tiles: find the words they form.
import { challengeRoutes } from "../../components/challenge.js";
import { Puzzle } from "../../components/puzzle.js";
import { t } from "../../components/i18n.js";
import { TileOptions } from "./options.js";
import { TilesSolve } from "./solve.js";
import { TilesChart } from "./chart.js";
import { TilesPlay } from "./play.js";
import * as routes from "./state.js";
import { withOptions } from "./state.js";

export { fromAttributes } from "./state.js";
export const { fromRoute, toRoute } = challengeRoutes(routes);  // a play link may carry a challenge

export class Controller extends Puzzle {
  constructor(ctx) {
    const options = new TileOptions(ctx.lists, ctx.schema);
    super({ ...ctx, options }, {
      id: "tiles", options: [options.el],
      views: [["solve", t("Solve"), TilesSolve], ["chart", t("Chart"), TilesChart], ["play", t("Play"), TilesPlay]],
    });
    options.addEventListener("change", () => {
      const { picker } = options;
      if (picker.value === "custom" && !picker.text.value.trim()) return;  // waiting for the words
      const view = this.views[this.tabs.selected];
      if (this.active && view.active) view.optionsChanged();
    });
  }

  /** A tab shows its own last state, read with the options as they are now. */
  stateForTab(mode) {
    const last = super.stateForTab(mode);
    return last && withOptions(last, this.ctx.options.stateFields());
  }
}
