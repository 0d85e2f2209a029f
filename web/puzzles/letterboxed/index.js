// Letter Boxed: twelve letters on the four sides of a box. Two views:
//   Solve — type the sides; every redundancy-free chain of up to N words, grouped by word count,
//           streamed while the search runs; hovering a solution draws its path on the box.
//   Play  — the puzzle of the day, a random one, or a box from Solve: spell words around the box,
//           each word starting with the last letter of the one before; hints; Give up.
import { challengeRoutes } from "../../components/challenge.js";
import { t } from "../../components/i18n.js";
import { Puzzle } from "../../components/puzzle.js";
import { LbSolve } from "./solve.js";
import { LbPlay } from "./play.js";
import * as routes from "./state.js";

export { fromAttributes } from "./state.js";
export const { fromRoute, toRoute } = challengeRoutes(routes);  // a play link may carry a challenge

export class Controller extends Puzzle {
  constructor(ctx) {
    super(ctx, {
      id: "letterboxed", views: [["solve", t("Solve"), LbSolve], ["play", t("Play"), LbPlay]],
    });
    this.el.classList.add("lb");
  }

  /** A view's button opened another view ("Play this box", "All solutions of this box"): the
   *  person asked for it (Play takes the focus to the word), and it is a new history entry. */
  go(state) {
    const view = this.views[state.mode];
    view.byHand = true;
    super.go(state);
    view.byHand = false;
    this.ctx.onState?.(state);
  }
}
