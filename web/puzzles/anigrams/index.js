// Anigrams: chains of nested anagrams, four letters up (seed 004). Two views:
//   Explore — a start's longest chain, its games and a tree of next letters (or the best of all starts);
//   Play    — a game of six words, four scrambled letters to nine, one new letter a step.
import { challengeRoutes } from "../../components/challenge.js";
import { t } from "../../components/i18n.js";
import { Puzzle } from "../../components/puzzle.js";
import { AnigramsExplore } from "./explore.js";
import { AnigramsPlay } from "./play.js";
import * as routes from "./state.js";

export { fromAttributes } from "./state.js";
export const { fromRoute, toRoute } = challengeRoutes(routes);  // a play link may carry a challenge

export class Controller extends Puzzle {
  constructor(ctx) {
    super(ctx, {
      id: "anigrams",
      views: [["solve", t("Explore"), AnigramsExplore], ["play", t("Play"), AnigramsPlay]],
    });
  }
}
