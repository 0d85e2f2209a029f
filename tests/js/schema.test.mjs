// web/components/schema.js on the catalog the build ships (dist/api-schema.json): a field's shape
// judged in the page in Python's words, and oversized text refused before it reaches a worker.
// (tests/test_schema_parity.py holds every field's answers to Python's.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { NOT_A_NUMBER } from "../../web/components/dom.js";
import { factOf, fieldOf, pasteError, precheck, withinLimits } from "../../web/components/schema.js";

const SCHEMA = JSON.parse(readFileSync(new URL("../../dist/api-schema.json", import.meta.url)));

/** A solver client that records what reaches it. */
function recorder() {
  const sent = [];
  return { sent, request: async (action, params) => { sent.push([action, params]); return { ok: true }; } };
}

test("a field and a fact come from the catalog; an unknown one is null", () => {
  assert.equal(fieldOf(SCHEMA, "bee.solve", "letters").label, "Letters");
  assert.equal(fieldOf(SCHEMA, "bee.solve", "nope"), null);
  assert.equal(fieldOf(null, "bee.solve", "letters"), null);
  assert.equal(factOf(SCHEMA, "boggle.generate", "dice_size")["dice-big"], 5);
  assert.equal(factOf(SCHEMA, "bee.solve", "dice_size"), null);
});

test("precheck says what the solver would, with the field's API name and with {label}", () => {
  assert.deepEqual(precheck(SCHEMA, "bee.solve", { letters: "aeg", center: "r" }), {
    code: "wrong_length", field: "letters",
    message: '"letters" must be exactly 7 letters; you gave 3.', template: "{label} must be exactly 7 letters; you gave 3.",
  });
  assert.equal(precheck(SCHEMA, "bee.solve", { letters: "AEG INRT", center: "R" }), null);  // spaces and case do not count
  assert.equal(precheck(SCHEMA, "bee.solve", { center: "r" }).code, "missing_field");
  assert.equal(precheck(SCHEMA, "nope", { letters: "x" }), null);   // an action the catalog lacks: the solver judges
  assert.equal(precheck(null, "bee.solve", {}), null);               // no catalog (an old build): nothing is checked
});

test("text longer than the catalog accepts never reaches the worker", async () => {
  const client = recorder();
  const limited = withinLimits(client, SCHEMA);
  const huge = "a\n".repeat(4_000_001);
  const answer = await limited.request("bee.solve", { letters: "aeginrt", center: "r", word_list: huge });
  assert.equal(answer.error.code, "too_long");
  assert.equal(answer.error.message, '"word_list" is 8000002 characters long; at most 8,000,000 are accepted.');
  assert.equal(answer.error.template, "{label} is 8000002 characters long; at most 8,000,000 are accepted.");
  assert.equal(client.sent.length, 0);
  assert.deepEqual(await limited.request("bee.solve", { letters: "aeginrt", center: "r" }), { ok: true });
  assert.equal(client.sent.length, 1);
});

test("a number the browser could not read is refused as not a number, at once", async () => {
  const client = recorder();
  const answer = await withinLimits(client, SCHEMA).request("boggle.solve", { board: "perslatgsineters", min_length: NOT_A_NUMBER });
  assert.equal(answer.error.code, "wrong_type");
  assert.equal(answer.error.field, "min_length");
  assert.match(answer.error.message, /^"min_length" must be a whole number; you gave /);
  assert.equal(client.sent.length, 0);
});

test("a paste is judged by the largest limit any action gives its field", () => {
  assert.equal(pasteError(SCHEMA, "board", 200), null);
  const error = pasteError(SCHEMA, "board", 201);
  assert.equal(error.code, "too_long");
  assert.equal(error.message, '"board" is 201 characters long; at most 200 are accepted.');
  assert.equal(pasteError(SCHEMA, "not_a_field", 10 ** 9), null);
});
