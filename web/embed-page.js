// embed.html?puzzle=bee&letters=aeginrt&center=r&mode=play — one puzzle, no app chrome, for an
// <iframe>. It tells the parent page its height ({type: "wordloom:height", height}) as it changes.
import { mountPuzzle } from "./embed-mount.js";

const params = Object.fromEntries(new URLSearchParams(location.search));
const root = document.getElementById("embed");
mountPuzzle(root, params, { base: new URL("./", location.href) });

const report = () => parent.postMessage({ type: "wordloom:height", height: document.documentElement.scrollHeight }, "*");
new ResizeObserver(report).observe(document.body);
report();
