// Letter Boxed — the box: a square with three letters a side (1 top, 2 right, 3 bottom, 4 left),
// and paths through them (a solution being shown, the words played, the word being typed). In Play
// the letters are buttons: one tab stop for the box, arrow keys go round it, Enter or Space plays.
// A screen reader reads the box as four lists, one per side.
import { svg } from "../../components/dom.js";
import { t } from "../../components/i18n.js";
import { upper } from "./state.js";

const SIDE_NAMES = [t("Top side"), t("Right side"), t("Bottom side"), t("Left side")];


export class Box {
  /** @param {{label: string, onLetter?: (letter: string) => void}} o  with onLetter the letters are buttons */
  constructor({ label, onLetter = null }) {
    this.onLetter = onLetter;
    this.enabled = true;
    this.el = svg("svg", { viewBox: "0 0 300 300", class: "lb-box", role: "group", "aria-label": label });
    this.done = svg("polyline", { class: "lb-path lb-path-done" });
    this.live = svg("polyline", { class: "lb-path lb-path-live" });
    this.show = svg("polyline", { class: "lb-path lb-path-show" });
    this.el.append(svg("rect", { x: 60, y: 60, width: 180, height: 180, rx: 4, class: "lb-square", "aria-hidden": "true" }), this.done, this.live, this.show);
    const sides = SIDE_NAMES.map((name) => svg("g", { role: "list", "aria-label": name }));
    this.el.append(...sides);
    this.spots = [];  // 12: {g, x, y}
    for (let i = 0; i < 12; i++) {
      const side = Math.floor(i / 3), t = 60 + 45 * ((i % 3) + 1);
      const [x, y] = [[t, 60], [240, t], [300 - t, 240], [60, 300 - t]][side];
      const [tx, ty] = [[t, 36], [264, t], [300 - t, 264], [36, 300 - t]][side];
      const g = svg("g", { class: "lb-letter" },
        svg("circle", { cx: (x + tx) / 2, cy: (y + ty) / 2, r: 22, class: "lb-hit" }),
        svg("circle", { cx: x, cy: y, r: 8, class: "lb-dot" }),
        svg("text", { x: tx, y: ty, class: "lb-char", "text-anchor": "middle", "dominant-baseline": "central" }));
      if (onLetter) {
        g.setAttribute("role", "button");
        g.setAttribute("tabindex", i === 0 ? "0" : "-1");
        g.addEventListener("click", () => this.#play(i));
        g.addEventListener("keydown", (e) => this.#key(e, i));
      }
      sides[side].append(svg("g", { role: "listitem" }, g));
      this.spots.push({ g, x, y });
    }
    this.letters = Array(12).fill("");
  }

  #play(i) {
    if (this.enabled && this.letters[i]) this.onLetter(this.letters[i]);
  }

  #key(e, i) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step) {
      e.preventDefault();
      this.focusLetter((i + step + 12) % 12);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.#play(i);
    }
  }

  /** Move the box's one tab stop to letter k (0-11, clockwise from the top left) and focus it. */
  focusLetter(k) {
    this.spots.forEach((spot, i) => spot.g.setAttribute("tabindex", i === k ? "0" : "-1"));
    this.spots[k].g.focus();
  }

  /** Play: whether the letters can be played (a game that is over keeps its box, read only). */
  setEnabled(on) {
    this.enabled = on;
    if (!this.onLetter) return;
    this.el.classList.toggle("lb-off", !on);
    for (const { g } of this.spots) {
      if (on) g.removeAttribute("aria-disabled");
      else g.setAttribute("aria-disabled", "true");
    }
  }

  /** Four sides (texts of up to 3 letters each, the puzzle's language's letters: Ä, Ñ as such;
   *  missing letters stay blank). */
  setSides(sides) {
    this.letters = [];
    for (let s = 0; s < 4; s++) for (let j = 0; j < 3; j++) this.letters.push([...(sides[s] || "")][j]?.toLowerCase() || "");
    this.spots.forEach((spot, i) => {
      const c = this.letters[i];
      spot.g.querySelector("text").textContent = upper(c);
      spot.g.dataset.letter = c;
      spot.g.classList.toggle("empty", !/^\p{L}$/u.test(c));
      if (this.onLetter) spot.g.setAttribute("aria-label", c ? t("Letter {letter}", { letter: upper(c) }) : t("empty"));
    });
  }

  /** The points of a path through words (the letter that joins two words is visited once). */
  points(words) {
    const pts = [];
    words.forEach((w, k) => [...w].forEach((c, j) => {
      if (k && !j) return;
      const i = this.letters.indexOf(c);
      if (i >= 0) pts.push(`${this.spots[i].x},${this.spots[i].y}`);
    }));
    return pts.join(" ");
  }

  /** The path of a solution being shown (hover or focus); null clears it. */
  showChain(words) {
    this.show.setAttribute("points", words ? this.points(words) : "");
    this.el.dataset.shown = words ? words.join(" ") : "";
  }

  /** Play: the accepted words (solid), the word being typed (dashed), the letters the words use
   *  marked (all but `missing`); `next` is the letter the next word starts with (marked while
   *  nothing is typed). */
  play(words, current, next = "", missing = this.letters) {
    this.done.setAttribute("points", this.points(words));
    this.live.setAttribute("points", current.length > 1 || (words.length && current.length) ? this.points([current]) : "");
    const left = new Set(missing), now = new Set(current);
    this.spots.forEach((spot, i) => {
      const c = this.letters[i];
      spot.g.classList.toggle("used", !!c && !left.has(c));
      spot.g.classList.toggle("current", now.has(c));
      spot.g.classList.toggle("at", !!c && c === (current ? current[current.length - 1] : next));
    });
    this.el.dataset.path = [...words, current].filter(Boolean).join(" ");
  }
}
