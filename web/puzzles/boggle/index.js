// Boggle: every word on a 3×3 to 6×6 grid. Four views share the word list and the minimum length:
//   Solve     — type a board (one line or cell by cell); every word with its path.
//   Generate  — a board by the seed's generators or real dice; the methods compared as bars.
//   Optimize  — a search for the best board, its score against time drawn live.
//   Play      — a timed game: type, drag or click words; the board of the day or any board.
import { challengeRoutes } from "../../components/challenge.js";
import { t } from "../../components/i18n.js";
import { Puzzle } from "../../components/puzzle.js";
import { BoggleGenerate } from "./generate.js";
import { BoggleOptimize } from "./optimize.js";
import { Options } from "./options.js";
import { BogglePlay } from "./play.js";
import { BoggleSolve } from "./solve.js";
import { warm } from "./solver.js";
import * as routes from "./state.js";
import { DEFAULT_LIST, setListNames } from "./state.js";

export { fromAttributes } from "./state.js";
export const { fromRoute, toRoute } = challengeRoutes(routes);  // a play link may carry a challenge

export class Controller extends Puzzle {
  constructor(ctx) {
    setListNames(ctx.lists.map((l) => l.name));
    const options = new Options(ctx);
    super({ ...ctx, options }, {
      id: "boggle", options: [options.el],
      views: [["solve", t("Solve"), BoggleSolve], ["generate", t("Generate"), BoggleGenerate],
        ["optimize", t("Optimize"), BoggleOptimize], ["play", t("Play"), BogglePlay]],
    });
    // A view opens a board in another view (Solve this board, Play this board) as a new history entry.
    this.ctx.open = (state) => { this.go(state); ctx.onState?.(state); };
    // The first query on a word list builds its index (a long moment for ENABLE): build the
    // default list's while the person types a board (a request from a link simply waits for it).
    warm(ctx, { dictionary: DEFAULT_LIST });
  }
}
