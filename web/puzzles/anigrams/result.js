// Anigrams — the end of a game: the spoiler-free result (the game, a square per step, the time and
// the hints; never a word), Copy result, and "Explore this start".
import { announce } from "../../components/announcer.js";
import { h, plural } from "../../components/dom.js";
import { mmss } from "../../components/clock.js";

/** The result as text: 🟩 a step found, 🟨 found with a hint, ⬛ not found. `link`: the game's address. */
export function resultText(s, link = null) {
  const g = s.game, n = g.steps.length;
  const squares = s.words.map((w, i) => (!w ? "⬛" : s.hinted[i] ? "🟨" : "🟩")).join("");
  const name = g.date ? `${g.date} (No. ${g.number})` : `random game ${g.seed}`;
  const solved = s.words.filter(Boolean).length;
  const lines = [`wordloom Anigrams ${name}`, squares,
    `⏱ ${mmss(Math.floor(s.elapsed / 1000))} · 💡 ${plural(s.hints, "hint")}${solved < n ? ` · ${solved}/${n} words` : ""}`];
  if (link) lines.push(link);
  return lines.join("\n");
}

export class ResultBox {
  /** @param {() => void} onExplore  "Explore this start" */
  constructor(onExplore) {
    this.text = h("pre", { class: "anig-share", "aria-label": "Your result" });
    this.copied = h("span", { class: "copied" });  // announced
    this.copyButton = h("button", { type: "button", onclick: () => this.copy() }, "Copy result");
    this.el = h("div", { class: "anig-end", hidden: true },
      h("h3", {}, "Your result"), this.text,
      h("div", { class: "fields" }, this.copyButton,
        h("button", { type: "button", class: "secondary", onclick: onExplore }, "Explore this start"), this.copied));
  }

  show(text) {
    this.text.textContent = text;
    this.copied.textContent = "";
    this.el.hidden = false;
  }

  hide() { this.el.hidden = true; }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.text.textContent);
      this.copied.textContent = "Copied to the clipboard";
    } catch {
      getSelection()?.selectAllChildren(this.text);
      this.copied.textContent = "Select the text and copy it";
    }
    announce(this.copied, this.copied.textContent);
  }
}
