// A puzzle's toolbar in the app: Share (copies the link to what is on screen) and "Copy embed code"
// (a panel under the puzzle's title with the iframe and custom-element snippets, their theme, and a Close).
import { h } from "../components/dom.js";
import { t } from "../components/i18n.js";
import { LANGUAGES, THEMES, embedSnippets } from "../embed/code.js";

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export class Toolbar {
  /** @param {{id, title}} puzzle  @param {() => Promise<{url: string, state: object}>} current */
  constructor(puzzle, current) {
    this.puzzle = puzzle;
    this.current = current;
    this.note = h("span", { class: "copied", role: "status" });
    this.embedButton = h("button", { type: "button", class: "secondary", "aria-expanded": "false",
      "aria-controls": `${puzzle.id}-embed-code`, onclick: () => this.toggleEmbed() }, t("Copy embed code"));
    this.el = h("div", { class: "toolbar" },
      h("button", { type: "button", class: "secondary", onclick: () => this.share() }, t("Share")),
      this.embedButton, this.note);
    this.panel = h("div", { class: "embed-code", id: `${puzzle.id}-embed-code`, role: "region",
      "aria-label": t("Embed code"), hidden: true });
  }

  /** The puzzle's state and link, or null (its code could not be loaded: the section says so). */
  async now() {
    const current = await this.current().catch(() => null);
    if (!current) this.note.textContent = t("The puzzle is not loaded.");
    return current;
  }

  async share() {
    const { url } = (await this.now()) ?? {};
    if (url) this.note.textContent = (await copy(url)) ? t("Link copied") : url;
  }

  async toggleEmbed() {
    if (!this.panel.hidden) { this.closeEmbed(); return; }
    const current = await this.now();
    if (!current) return;
    const { state } = current;
    const base = new URL("./", location.href).href;
    const close = h("button", { type: "button", class: "secondary close", onclick: () => this.closeEmbed() }, t("Close"));
    const theme = h("select", { id: `${this.puzzle.id}-embed-theme`, onchange: () => show() },
      THEMES.map(([value, label]) => h("option", { value }, label)));
    const language = h("select", { id: `${this.puzzle.id}-embed-lang`, onchange: () => show() },
      LANGUAGES.map(([value, label, lang]) => h("option", { value, lang }, label)));
    const snippets = h("div", {});
    const show = () => snippets.replaceChildren(
      ...embedSnippets(base, this.puzzle, state ?? {}, theme.value, language.value).map(({ title, copy: copyLabel, code }) => {
        const area = h("textarea", { readonly: true, rows: 4, "aria-label": title }, code);
        return h("div", { class: "snippet" }, h("p", {}, h("strong", {}, title)), area,
          h("button", { type: "button", class: "secondary", onclick: async () => {
            this.note.textContent = (await copy(code)) ? t("{title}: copied", { title }) : t("Select the code and copy it");
            area.select();
          } }, copyLabel));
      }));
    show();
    this.panel.replaceChildren(
      h("div", { class: "embed-code-head" }, h("strong", {}, t("Embed this puzzle in a web page")), close),
      h("p", { class: "field" }, h("label", { for: theme.id }, t("Theme")), theme),
      h("p", { class: "field" }, h("label", { for: language.id }, t("Language of the embed")), language),
      snippets);
    this.panel.hidden = false;
    this.embedButton.setAttribute("aria-expanded", "true");
  }

  closeEmbed() {
    this.panel.hidden = true;
    this.embedButton.setAttribute("aria-expanded", "false");
    this.embedButton.focus();
  }
}
