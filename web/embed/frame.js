// embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=play[&theme=dark], or ?route=bee/play/aeginrt/r
// (the part after "#" of a share link) — one puzzle, no app chrome, for an <iframe>. `theme` is light,
// dark or auto (the default: the reader's color scheme; a page in another origin cannot be asked for its own).
// It tells the page around it the puzzle's height whenever it grows or shrinks, in two protocols:
// - {type: "wordloom:height", height}: what host.js (the snippets' and the plugins' sizing) listens to;
// - WordPress's, when WordPress framed it (a pasted link's oEmbed: sandboxed, its address ending in
//   #?secret=…): {message: "height", value, secret}, which shows the frame (hidden until then) and
//   sizes it (200 to 1000 px), and, answered once more, its "ready". A link followed in that frame
//   (which may not open a window) is handed to the page as {message: "link", value, secret}.
// `lang` (fr, de, es, en) is the language it speaks (components/i18n.js reads it from the address);
// without one, the reader's.
import { mountPuzzle } from "./mount.js";
import { markLanguage, t } from "../components/i18n.js";

markLanguage();
document.title = t("wordloom puzzle");
const { theme, lang: _, ...params } = Object.fromEntries(new URLSearchParams(location.search));
if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
const root = document.getElementById("embed");
const mounted = mountPuzzle(root, params, { base: new URL("../", import.meta.url) }).catch((e) => {
  root.textContent = t("wordloom: the puzzle could not be loaded ({error}).", { error: e?.message || e });  // its code could not be fetched
});

const secret = /^#\?secret=([A-Za-z0-9]+)$/.exec(location.hash)?.[1];
let told = 0;     // the height last told; 0: none yet, or tell it again
let ready = false;  // the puzzle is in (the empty page's height would flatten the frame)
const report = () => {
  if (!ready) return;
  const height = Math.ceil(root.getBoundingClientRect().bottom + scrollY);  // the puzzle's, not the frame's
  if (height === told) return;
  told = height;
  parent.postMessage({ type: "wordloom:height", height }, "*");
  if (secret) parent.postMessage({ message: "height", value: height, secret }, "*");
};
mounted.then(() => {
  ready = true;
  new ResizeObserver(report).observe(root);
  report();
});

if (secret) {
  addEventListener("message", (e) => {
    if (e.source === parent && e.data?.message === "ready" && e.data.secret === secret) { told = 0; report(); }
  });
  document.addEventListener("click", (e) => {
    const link = e.target.closest?.("a[href]");
    if (!link || e.defaultPrevented || !/^https?:$/.test(link.protocol)) return;
    e.preventDefault();
    parent.postMessage({ message: "link", value: link.href, secret }, "*");
  });
}
