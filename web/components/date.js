// The person's own calendar date: puzzles of the day change at their midnight, not UTC's (as the
// NYT's daily puzzles do). The one place a page reads "today": a game's state then names its day.

/** YYYY-MM-DD of `d` in the local time zone. */
export function localDate(d = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const isDate = (s) => /^\d{4}-\d{2}-\d{2}$/.test(String(s ?? ""));
