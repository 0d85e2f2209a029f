// web/components/date.js: the puzzle of the day follows the person's own calendar date.
import { test } from "node:test";
import assert from "node:assert/strict";
import { isDate, localDate } from "../../web/components/date.js";

test("localDate is the date on the local calendar, padded, changing at local midnight", () => {
  assert.equal(localDate(new Date(2026, 0, 5, 12, 0)), "2026-01-05");
  assert.equal(localDate(new Date(2026, 10, 21, 0, 0, 0)), "2026-11-21");
  assert.equal(localDate(new Date(2026, 10, 20, 23, 59, 59, 999)), "2026-11-20");
});

test("one instant is a different day in different time zones", () => {
  const instant = new Date(Date.UTC(2026, 10, 21, 10, 30));  // 10:30 UTC
  const saved = process.env.TZ;
  try {
    process.env.TZ = "Pacific/Kiritimati";                    // UTC+14: already the 22nd
    assert.equal(localDate(instant), "2026-11-22");
    process.env.TZ = "America/Los_Angeles";                   // UTC-8: still the 21st
    assert.equal(localDate(instant), "2026-11-21");
    process.env.TZ = "UTC";
    assert.equal(localDate(new Date(Date.UTC(2026, 11, 31, 23, 59))), "2026-12-31");
  } finally {
    if (saved === undefined) delete process.env.TZ; else process.env.TZ = saved;
  }
});

test("isDate takes YYYY-MM-DD and nothing else", () => {
  for (const ok of ["2026-11-21", "0001-01-01", localDate()]) assert.equal(isDate(ok), true, ok);
  for (const bad of ["2026-1-1", "20261121", " 2026-11-21", "2026-11-21T00:00", "", null, undefined, 20261121])
    assert.equal(isDate(bad), false, String(bad));
});
