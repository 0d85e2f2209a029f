// web/components/challenge.js: a challenge link carries a result (never a missed word) as JSON,
// deflate-raw compressed, base64url; reading one refuses anything that is not such a result for
// this puzzle and this board, with a sentence a person can act on.
import { test } from "node:test";
import assert from "node:assert/strict";
import { challengeKey, challengeRoutes, decodeResult, encodeResult, withChallenge } from "../../web/components/challenge.js";

const BEE = { puzzle: "bee", route: ["play", "aeginrt", "r"] };
const RESULT = { ...BEE, name: "Ann", score: 42, words: ["granite", "tearing", "rating"] };

/** The payload a link of `value` carries, made the way the page makes it. */
async function link(value) {
  const bytes = new Uint8Array(await new Response(new Blob([JSON.stringify(value)]).stream()
    .pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  return Buffer.from(bytes).toString("base64url");
}

const refused = (text, where, message) => assert.rejects(decodeResult(text, where), (e) => {
  assert.match(e.message, message);
  return true;
});

test("a result goes through a link and back as it was", async () => {
  const text = await encodeResult(RESULT);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeResult(text, BEE), { name: "Ann", score: 42, words: RESULT.words, extra: {} });
  const anigrams = { puzzle: "anigrams", route: ["play", "2026-11-21"] };
  const timed = await encodeResult({ ...anigrams, name: " ", score: 6, words: ["ride"], extra: { hints: 2, seconds: 80 } });
  assert.deepEqual(await decodeResult(timed, anigrams), { name: "A friend", score: 6, words: ["ride"], extra: { hints: 2, seconds: 80 } });
});

test("a link stays short: ten words in about 150 characters", async () => {
  const words = ["granite", "tearing", "rating", "grater", "retain", "gratin", "ingrate", "triage", "tinge", "reign"];
  const text = await encodeResult({ ...BEE, name: "Ann", score: 57, words });
  assert.ok(text.length < 200, text.length);
});

test("a link for another puzzle or another board is refused, saying which", async () => {
  const text = await encodeResult(RESULT);
  await refused(text, { puzzle: "boggle", route: BEE.route }, /for another puzzle/);
  await refused(text, { puzzle: "bee", route: ["play", "aeginrt", "t"] }, /for another game/);
});

test("a damaged, oversized or foreign link is refused with a sentence, never an exception of its own", async () => {
  const text = await encodeResult(RESULT);
  await refused(text.slice(0, -7), BEE, /damaged/);
  await refused("not a link!", BEE, /damaged/);
  await refused("A", BEE, /damaged/);
  await refused("A".repeat(16_001), BEE, /far longer than a game's result/);
  await refused(await link({ v: 1, p: "bee", r: "play/aeginrt/r", n: "x".repeat(300_000), s: 1, w: [] }), BEE, /far more than a game's result/);
  await refused(await link({ v: 2, p: "bee", r: "play/aeginrt/r", n: "Ann", s: 1, w: [] }), BEE, /another version/);
  await refused(await link([1, 2]), BEE, /damaged/);
});

test("a link whose fields are not a result's is damaged", async () => {
  const base = { v: 1, p: "bee", r: "play/aeginrt/r", n: "Ann", s: 42, w: ["granite"] };
  for (const bad of [{ s: -1 }, { s: 1.5 }, { s: "42" }, { w: ["Granite"] }, { w: ["granite", "granite"] }, { w: "granite" },
    { n: 7 }, { n: "x".repeat(41) }, { x: { hints: -1 } }, { x: [1] }]) {
    await refused(await link({ ...base, ...bad }), BEE, /damaged/);
  }
});

test("a play state carries its challenge last in its route, and only in Play", () => {
  const routes = challengeRoutes({
    fromRoute: (parts) => ({ mode: parts[0], letters: parts[1] }),
    toRoute: (state) => [state.mode, state.letters],
  });
  const state = routes.fromRoute(["play", "aeginrt", "challenge", "abc"]);
  assert.deepEqual(state, { mode: "play", letters: "aeginrt", challenge: "abc" });
  assert.deepEqual(routes.toRoute(state), ["play", "aeginrt", "challenge", "abc"]);
  assert.deepEqual(routes.fromRoute(["solve", "aeginrt", "challenge", "abc"]), { mode: "solve", letters: "aeginrt" });
  assert.deepEqual(routes.toRoute({ mode: "solve", letters: "aeginrt", challenge: "abc" }), ["solve", "aeginrt"]);
  assert.deepEqual(withChallenge({ challenge: "x", mode: "play" }, null), { mode: "play" });
  assert.equal(challengeKey({ mode: "play" }), "");
  assert.match(challengeKey(state), /^#vs-/);
  assert.notEqual(challengeKey(state), challengeKey({ ...state, challenge: "abd" }));
});
