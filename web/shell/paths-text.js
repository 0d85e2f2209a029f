// The About panel's words for how this browser runs the solvers (capabilities.mjs `describePaths`
// puts them together; solver-client.js `describe()` gives the paths), in the page's language.
import { t, tn } from "../components/i18n.js";

/** The About panel's lines on the paths this browser runs (capabilities.mjs describePaths), in the page's language. */
export const PATH_TEXTS = {
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
