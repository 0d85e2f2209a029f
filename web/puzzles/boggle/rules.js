// Boggle facts the page still needs that Python does not publish yet (TODO(pyapi), no source yet):
// which size a set of real dice makes, and which dice a random board to play uses. Each is in one
// function here and nowhere else. Everything else a board means comes from the solver (solver.js)
// or from the action catalog (options.js).

/** TODO(pyapi): the size a set of real dice makes (null for the generators). boggle.generate
 *  uses the set's size when none is given, but the page shows it before asking; the catalog could
 *  publish it with the method's choices. */
export function diceSize(method) {
  return { "dice-classic": 4, "dice-new": 4, "dice-big": 5, "dice-superbig": 6 }[method] ?? null;
}

/** TODO(pyapi): the method of a random board to play on an n×n grid (the dice of the day's board,
 *  as boggle.daily picks them); an action for a random board to play would replace it. */
export function playMethod(n) {
  return { 3: "freq", 4: "dice-new", 5: "dice-big", 6: "dice-superbig" }[n] ?? "freq";
}
