// embed/frame.html?puzzle=bee&letters=aeginrt&center=r&mode=play[&theme=dark] — one puzzle, no app chrome,
// for an <iframe>. `theme` is light, dark or auto (the default: the reader's color scheme; a page in
// another origin cannot be asked for its own). It tells the parent page its height
// ({type: "wordloom:height", height}) as it changes.
import { mountPuzzle } from "./mount.js";

const { theme, ...params } = Object.fromEntries(new URLSearchParams(location.search));
if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
const root = document.getElementById("embed");
mountPuzzle(root, params, { base: new URL("../", import.meta.url) });

const report = () => parent.postMessage({ type: "wordloom:height", height: document.documentElement.scrollHeight }, "*");
new ResizeObserver(report).observe(document.body);
report();
