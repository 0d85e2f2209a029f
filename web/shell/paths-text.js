// The About panel's words for how this browser runs the solvers (capabilities.mjs `choosePaths`
// chooses the paths; solver-client.js `describe()` gives them), in the page's language.
import { t, tn } from "../components/i18n.js";

/** The About panel's lines on the paths this browser runs (`describePaths`), in the page's language. */
const PATH_TEXTS = {
  stop: { interrupt: t("Cancel interrupts Python (shared memory)"), message: t("Cancel is a message Python reads as it works (stack switching)"),
    restart: t("Cancel ends the worker and starts another (no shared memory or stack switching)") },
  pause: { signal: t("searches yield to a solve by a signal"), message: t("searches yield to a solve at their next turn"),
    none: t("searches run beside a solve (they cannot be paused here)") },
  kept: { opfs: t("memory snapshot kept in the origin private file system"), cache: t("memory snapshot kept in Cache Storage") },
  keptElsewhere: (place) => t("memory snapshot kept {place}", { place }),
  notKept: (why) => t("no memory snapshot: {why}", { why }),
  full: t("no memory snapshot: it does not fit in the storage this browser gives the site, so every start is cold"),
  notYet: t("memory snapshot: not stored yet"),
  none: t("no memory snapshot (this browser keeps none): every start is cold"),
  pool: (n, measured) => (measured ? tn(n, { one: "up to {n} search worker ({measured})", other: "up to {n} search workers ({measured})" }, { measured })
    : tn(n, { one: "up to {n} search worker", other: "up to {n} search workers" })),
};

/** The pool's measured parallelism (`Pool.measured`) in words, or null when none was measured. */
export const measuredText = (m) => (m?.parallel ? tn(m.of, { one: "{parallel} of the {n} core reported measured to run at once",
  other: "{parallel} of the {n} cores reported measured to run at once" }, { parallel: m.parallel }) : null);

/** What the About panel says of the paths this browser runs (capabilities.mjs `choosePaths`), one
 *  line each, in the page's language. `snapshot`: {place} where one is kept; {why, full} where
 *  storing it failed (full: it does not fit in the site's storage); {none: true} where the worker
 *  found no place to keep one (storage refused); null while none is known. */
export function describePaths(paths, snapshot) {
  const texts = PATH_TEXTS;
  const stop = texts.stop[paths.stop];
  const pause = texts.pause[paths.pause];
  const store = snapshot?.place ? texts.kept[snapshot.place] ?? texts.keptElsewhere(snapshot.place)
    : snapshot?.full ? texts.full : snapshot?.why ? texts.notKept(snapshot.why)
      : paths.store.length && !snapshot?.none ? texts.notYet : texts.none;
  return [stop, pause, store, texts.pool(paths.pool, paths.measured)];
}
