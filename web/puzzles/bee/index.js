// Spelling Bee: seven letters around a center. Three views share one word-list picker:
//   Solve        — type the board (Letters and Center, or straight into the honeycomb); Enter solves.
//   Play         — find the words yourself, each guess judged by the solver; score, rank, hints.
//   Best boards  — every board of the word list scored (bee.best) with progress and Cancel.
import { challengeRoutes } from "../../components/challenge.js";
import { Puzzle } from "../../components/puzzle.js";
import { WordListPicker } from "../../components/wordlist.js";
import { t } from "../../components/i18n.js";
import { BeeSolve } from "./solve.js";
import { BeePlay } from "./play.js";
import { BeeBest } from "./best.js";
import * as routes from "./state.js";
import { DEFAULT_LIST, beeState } from "./state.js";

export { fromAttributes } from "./state.js";
export const { fromRoute, toRoute } = challengeRoutes(routes);  // a play link may carry a challenge


export class Controller extends Puzzle {
  constructor(ctx) {
    const picker = new WordListPicker("bee-dictionary", ctx.lists, DEFAULT_LIST);
    const views = [["solve", t("Solve"), BeeSolve], ["play", t("Play"), BeePlay]];
    if (!ctx.embed) views.push(["best", t("Best boards"), BeeBest]);
    super({ ...ctx, picker }, {
      id: "bee", views, options: [picker.el],
    });
    picker.addEventListener("change", () => {  // a new list replays the game on it
      const play = this.views.play;
      if (play.active && play.board() && picker.value !== "custom") this.go(beeState("play", ...play.board(), picker.stateName));
    });
  }

  /** Solve solves the game's board (Play plays Solve's board: Puzzle's rule, Solve's playable()). */
  stateForTab(mode) {
    const solved = this.views.solve.solved, play = this.views.play.board();  // the words Solve lists, the game's board
    if (mode === "solve" && play && !same(solved, play)) return beeState("solve", ...play, this.ctx.picker.stateName);
    return super.stateForTab(mode);
  }
}

const same = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
