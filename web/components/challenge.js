// Challenge a friend: when a game ends, a link carrying the puzzle and the player's result (a name,
// the score, the words found — never a word missed); opening it plays the same puzzle as a fresh
// game ("Ann challenged you: beat 42 points") and, when that game ends, shows both results side by
// side: the words both found, only you, only them, and the two scores.
//
// A link is the puzzle's play route plus "/challenge/<payload>" (#bee/play/aeginrt/r/challenge/…);
// the payload is {v, p: puzzle, r: the play route, n: name, s: score, w: words, x: extra numbers}
// as JSON, deflate-raw compressed, base64url. Opening one checks its size and shape, that it names
// this puzzle and this board (the route: for Boggle, also the game's length), that its extra numbers
// are the puzzle's own and possible (`extra`: Anigrams' hints within the game's allowance, its time
// at most a day), and — through the puzzle's `verify`, which asks the solver — that its words are in
// the puzzle and make the score it claims. A link that fails any of these says why, and the puzzle
// plays as a normal game. The extra numbers cannot be proven (the challenger's page counted them):
// the comparison says so.
import { announce } from "./announcer.js";
import { h, hashText } from "./dom.js";
import { t, translateMessage } from "./i18n.js";
import { Requests } from "./request.js";
import { Store, askToKeep } from "./store.js";

const MARK = "challenge";
const VERSION = 1;
const MAX_LINK = 16_000;     // characters of payload: far more than a real result needs
const MAX_JSON = 200_000;    // bytes once inflated (a link that inflates past this is refused)
const MAX_WORDS = 5000;
const MAX_NAME = 40;
const NORMAL = t("Here is the puzzle as a normal game.");
/** The names of the extra numbers a result may carry (Anigrams' time and hints). */
const EXTRA_NAMES = { time: t("time"), hints: t("hints") };
const extraName = (key) => EXTRA_NAMES[key] ?? key;
const names = new Store("challenge", { max: 4, valid: (v) => typeof v.name === "string" && v.name.length <= MAX_NAME });

// --- the route part ---------------------------------------------------------------------------

/** A puzzle's route functions that also read and write a play state's `challenge`. */
export function challengeRoutes({ fromRoute, toRoute }) {
  return {
    fromRoute(parts) {
      const at = parts.length - 2;
      if (at < 0 || parts[at] !== MARK) return fromRoute(parts);
      const state = fromRoute(parts.slice(0, at));
      return state?.mode === "play" ? withChallenge(state, parts[at + 1]) : state;
    },
    toRoute(state) {
      const { challenge, ...own } = state;
      const parts = toRoute(own);
      return challenge && own.mode === "play" ? [...parts, MARK, challenge] : parts;
    },
  };
}

/** `state` with a challenge payload (last, so states stay in one key order), or without one. */
export function withChallenge(state, challenge) {
  const { challenge: _, ...own } = state;
  return challenge ? { ...own, challenge: String(challenge) } : own;
}

/** What a game's save key adds for a challenge: the challenged game is a fresh one, kept apart. */
export const challengeKey = (state) => (state?.challenge ? `#vs-${hashText(state.challenge)}` : "");

// --- the payload ------------------------------------------------------------------------------

class LinkError extends Error {}

const damaged = () => new LinkError(t("This challenge link is damaged (perhaps it was cut short when it was copied)."));

function toBase64url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) throw damaged();
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function deflate(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The inflated text, read no further than MAX_JSON bytes (a small link can inflate to gigabytes). */
async function inflate(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_JSON) {
        reader.cancel().catch(() => {});
        throw new LinkError(t("This challenge link holds far more than a game's result, so it is not read."));
      }
      chunks.push(value);
    }
  } catch (e) {
    throw e instanceof LinkError ? e : damaged();
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(chunks).arrayBuffer());
}

const isWord = (w) => typeof w === "string" && /^\p{Ll}{1,40}$/u.test(w);  // a language's letters: ä, ñ too
const isCount = (n) => Number.isSafeInteger(n) && n >= 0 && n <= 1e9;

/** A result as a link's payload. */
export async function encodeResult({ puzzle, route, name, score, words, extra = {} }) {
  const payload = { v: VERSION, p: puzzle, r: route.join("/"), n: name, s: score, w: words };
  if (Object.keys(extra).length) payload.x = extra;
  return toBase64url(await deflate(JSON.stringify(payload)));
}

/** A link's payload as {name, score, words, extra}, if it is a result for `puzzle` on `route`. */
export async function decodeResult(text, { puzzle, route }) {
  if (typeof DecompressionStream === "undefined") throw new LinkError(t("This browser cannot read challenge links."));
  if (text.length > MAX_LINK) throw new LinkError(t("This challenge link is far longer than a game's result, so it is not read."));
  let v;
  try {
    v = JSON.parse(await inflate(fromBase64url(text)));
  } catch (e) {
    throw e instanceof LinkError ? e : damaged();
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw damaged();
  if (v.v !== VERSION) throw new LinkError(t("This challenge link was made by another version of wordloom."));
  if (v.p !== puzzle) throw new LinkError(t("This challenge link is for another puzzle than the one it opens."));
  if (v.r !== route.join("/")) throw new LinkError(t("This challenge link is for another game than the one it opens (another board, or another length)."));
  const extra = v.x ?? {};
  if (typeof v.n !== "string" || v.n.length > MAX_NAME || !isCount(v.s) || !Array.isArray(v.w) || v.w.length > MAX_WORDS
    || !v.w.every(isWord) || new Set(v.w).size !== v.w.length
    || typeof extra !== "object" || Array.isArray(extra) || !Object.values(extra).every(isCount)) throw damaged();
  return { name: v.n.trim() || t("A friend"), score: v.s, words: v.w, extra };
}

// --- the part on the page ---------------------------------------------------------------------

const wordList = (cls, title, words) => h("section", { class: `challenge-words ${cls}` },
  h("h4", {}, t("{title} ({n})", { title, n: words.length })),
  words.length ? h("ul", {}, words.map((w) => h("li", {}, w))) : h("p", { class: "challenge-none" }, t("none")));

export class Challenge {
  /**
   * @param {{puzzle: string, describe: (r) => string, goal: (r) => string, compare?: (a, b) => number,
   *   ordered?: boolean, onReplay?: () => void}} o
   *   describe(result) says a result ({score, words, extra}) in words ("42 points"); goal(result)
   *   what beats it ("beat 42 points"); compare(a, b) > 0 when a is the better result (default: the
   *   higher score); ordered: the words' order means something (a chain), else they are sorted;
   *   onReplay: a Replay button (for a puzzle without its own "Play again");
   *   extra: the numbers a result carries beside its score (Anigrams: {time, hints}), each a check
   *   (n, result) → null when n is possible, else what is wrong ("7 hints, but a game has only 6").
   *   A link must carry each of them and no other.
   */
  constructor({ puzzle, describe, goal, compare = (a, b) => a.score - b.score, ordered = false, onReplay = null, extra = {} }) {
    Object.assign(this, { puzzle, describe, goal, compare, ordered, extra });
    this.banner = h("p", { class: "challenge-banner", hidden: true });  // announced (announcer.js), as is the note
    this.comparison = h("div", { class: "challenge-compare" });
    this.name = h("input", { id: `${puzzle}-challenge-name`, name: "name", maxlength: MAX_NAME, autocomplete: "nickname",
      placeholder: t("A friend"), value: names.get("name")?.name ?? "" });
    this.makeButton = h("button", { type: "button", onclick: () => this.make() }, t("Challenge a friend"));
    this.link = h("input", { class: "challenge-link", readonly: true, "aria-label": t("Challenge link"), hidden: true });
    this.note = h("span", { class: "copied" });
    this.el = h("section", { class: "challenge-end", hidden: true, "aria-label": t("Challenge") },
      h("link", { rel: "stylesheet", href: new URL("./challenge.css", import.meta.url).href }),
      this.comparison,
      h("div", { class: "fields" },
        h("span", { class: "field" }, h("label", { for: `${puzzle}-challenge-name` }, t("Your name")), this.name),
        this.makeButton,
        onReplay ? h("button", { type: "button", class: "secondary", onclick: onReplay }, t("Replay")) : null,
        this.note),
      this.link);
    this.asks = new Requests();  // only the latest game's challenge is checked
    this.them = null;    // the challenger's checked result
    this.mine = null;    // this game's result once it is over
  }

  /**
   * A game starts (or resumes) on `state`, whose play route is `route`; its challenge, if any, is
   * read and checked. `verify(words)` asks the solver: → {score, valid: the words in the puzzle}.
   */
  async open(state, route, verify) {
    const round = this.asks.begin();
    Object.assign(this, { route, them: null, mine: null });
    this.hideEnd();
    this.banner.hidden = true;
    this.banner.classList.remove("bad");
    if (!state?.challenge) return;
    let them;
    try {
      them = await decodeResult(state.challenge, { puzzle: this.puzzle, route });
      const claim = this.impossible(them);
      if (claim) throw new LinkError(t("This challenge link was changed: it claims {claim}.", { claim }));
      const real = await round.wait(verify(them.words));
      if (!real) return;
      if (real.error) throw new LinkError(t("This challenge could not be checked: {error}", { error: translateMessage(real.error.message) }));
      const valid = new Set(real.valid);
      const wrong = them.words.filter((w) => !valid.has(w));
      if (wrong.length) {
        const shown = wrong.slice(0, 3).map((w) => w.toUpperCase()).join(", ") + (wrong.length > 3 ? ", …" : "");
        throw new LinkError(t("This challenge link was changed: it names words that are not in this puzzle ({words}).", { words: shown }));
      }
      if (real.score !== them.score) {
        throw new LinkError(t("This challenge link was changed: it claims {claimed}, but its words make {real}.",
          { claimed: this.describe(them), real: this.describe({ ...them, score: real.score }) }));
      }
    } catch (e) {
      if (round.stale) return;
      const why = e instanceof LinkError ? e.message : t("This challenge could not be checked ({error}).", { error: e?.message || e });
      this.banner.textContent = `${why} ${NORMAL}`;
      this.banner.classList.add("bad");
      this.banner.hidden = false;
      announce(this.banner, this.banner.textContent);
      return;
    }
    this.them = them;
    this.banner.textContent = t("{name} challenged you: {goal}. Their result shows when your game ends.", { name: them.name, goal: this.goal(them) });
    this.banner.hidden = false;
    announce(this.banner, this.banner.textContent);
    if (this.mine) this.draw();
  }

  /** What a result's extra numbers claim that no game gives (its first such claim), or null. */
  impossible(result) {
    const other = Object.keys(result.extra).find((key) => !Object.hasOwn(this.extra, key));
    if (other) return t("a number this puzzle does not keep (\"{key}\")", { key: other.slice(0, 20) });
    for (const [key, check] of Object.entries(this.extra)) {
      if (result.extra[key] === undefined) return t("a result without its {number}", { number: extraName(key) });
      const why = check(result.extra[key], result);
      if (why) return why;
    }
    return null;
  }

  /** The game is over: `mine` = {score, words, extra?}. Shows the comparison (if challenged) and the button. */
  end(mine) {
    if (!this.name.value) this.name.value = names.get("name")?.name ?? "";  // as given in another puzzle
    this.mine = { extra: {}, ...mine, words: this.ordered ? [...mine.words] : [...mine.words].sort() };
    this.draw();
    this.el.hidden = false;
    askToKeep();  // a finished game: now worth keeping through a shortage of space
  }

  /** The game starts again (Replay, Play again): the end goes, the challenge stays. */
  reset() {
    this.mine = null;
    this.hideEnd();
  }

  hideEnd() {
    this.el.hidden = true;
    this.link.hidden = true;
    this.link.value = "";
    this.note.textContent = "";
    this.comparison.replaceChildren();
  }

  draw() {
    const { mine, them } = this;
    if (!mine || !them) { this.comparison.replaceChildren(); return; }
    const theirs = new Set(them.words), yours = new Set(mine.words);
    const order = (words) => (this.ordered ? words : [...words].sort());
    const better = this.compare(mine, them);
    const verdict = better > 0 ? t("You win!") : better < 0 ? t("{name} wins.", { name: them.name }) : t("A tie.");
    const onlyYou = order(mine.words.filter((w) => !theirs.has(w))), both = order(mine.words.filter((w) => theirs.has(w)));
    const onlyThem = order(them.words.filter((w) => !yours.has(w)));
    // the side by side in a sentence, for a screen reader (the lists are read on demand)
    announce(this.el, `${verdict} ${t("You: {mine}. {name}: {theirs}. Words only you found: {onlyYou}; both: {both}; only {name}: {onlyThem}.",
      { mine: this.describe(mine), name: them.name, theirs: this.describe(them), onlyYou: onlyYou.length, both: both.length, onlyThem: onlyThem.length })}`, { after: true });
    this.comparison.replaceChildren(
      h("h3", {}, t("Your result and {name}'s", { name: them.name })),
      h("p", { class: "summary challenge-verdict" }, verdict),
      h("div", { class: "challenge-sides" },
        h("div", { class: "challenge-side challenge-you" }, h("h4", {}, t("You")), h("p", { class: "challenge-score" }, this.describe(mine))),
        h("div", { class: "challenge-side challenge-them" }, h("h4", {}, them.name), h("p", { class: "challenge-score" }, this.describe(them)),
          Object.keys(this.extra).length ? h("p", { class: "challenge-claimed" },
            t("Their {numbers} are as their page counted them: a link proves only the words.",
              { numbers: Object.keys(this.extra).map(extraName).join(t(" and ")) })) : null)),
      h("div", { class: "challenge-lists" },
        wordList("challenge-only-you", t("Only you"), onlyYou),
        wordList("challenge-both", t("Both"), both),
        wordList("challenge-only-them", t("Only {name}", { name: them.name }), onlyThem)));
  }

  /** "Challenge a friend": the link to this puzzle with this game's result, shown and copied. */
  async make() {
    const { mine, route } = this;
    if (!mine || !route) return;
    const name = this.name.value.trim().slice(0, MAX_NAME);
    names.set("name", { name });
    if (typeof CompressionStream === "undefined") { this.tell(t("This browser cannot make challenge links.")); return; }
    const payload = await encodeResult({ puzzle: this.puzzle, route, name, ...mine });
    const hash = `#${[this.puzzle, ...route, MARK, payload].map(encodeURIComponent).join("/")}`;
    this.link.value = new URL(hash, new URL("../", import.meta.url)).href;
    this.link.hidden = false;
    this.link.select();
    try {
      await navigator.clipboard.writeText(this.link.value);
      this.tell(t("Link copied: send it to a friend."));
    } catch {
      this.tell(t("Copy the link below and send it to a friend."));
    }
  }

  /** A line beside the button, also announced. */
  tell(text) {
    this.note.textContent = text;
    announce(this.note, text);
  }
}
