// Anigrams — the end of a game: the spoiler-free result (the game, a square per step, the time and
// the hints; never a word), Copy result, and "Explore this start".
import { announce } from "../../components/announcer.js";
import { h } from "../../components/dom.js";
import { mmss } from "../../components/clock.js";
import { languageName, t, tn } from "../../components/i18n.js";
import { listLanguage } from "../../components/language.js";

/** The result as text: 🟩 a step found, 🟨 found with a hint, ⬛ not found. `link`: the game's address. */
export function resultText(s, link = null) {
  const g = s.game, n = g.steps.length;
  const squares = s.words.map((w, i) => (!w ? "⬛" : s.hinted[i] ? "🟨" : "🟩")).join("");
  const name = g.date ? t("{date} (No. {number})", { date: g.date, number: String(g.number) }) : t("random game {seed}", { seed: String(g.seed) });
  const code = listLanguage(s.state?.dictionary);  // a game in another language says which
  const solved = s.words.filter(Boolean).length;
  const lines = [`${t("wordloom Anigrams {name}", { name })}${code === "en" ? "" : ` · ${languageName(code)}`}`, squares,
    `⏱ ${mmss(Math.floor(s.elapsed / 1000))} · 💡 ${tn(s.hints, { one: "{n} hint", other: "{n} hints" })}${solved < n ? ` · ${t("{solved}/{n} words", { solved, n })}` : ""}`];
  if (link) lines.push(link);
  return lines.join("\n");
}

export class ResultBox {
  /** @param {() => void} onExplore  "Explore this start" */
  constructor(onExplore) {
    this.text = h("pre", { class: "anig-share", "aria-label": t("Your result") });
    this.copied = h("span", { class: "copied" });  // announced
    this.copyButton = h("button", { type: "button", onclick: () => this.copy() }, t("Copy result"));
    this.el = h("div", { class: "anig-end", hidden: true },
      h("h3", {}, t("Your result")), this.text,
      h("div", { class: "fields" }, this.copyButton,
        h("button", { type: "button", class: "secondary", onclick: onExplore }, t("Explore this start")), this.copied));
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
      this.copied.textContent = t("Copied to the clipboard");
    } catch {
      getSelection()?.selectAllChildren(this.text);
      this.copied.textContent = t("Select the text and copy it");
    }
    announce(this.copied, this.copied.textContent);
  }
}
