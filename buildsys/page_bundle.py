"""The page's code in few files, by esbuild (npm), minified, each first view's fetched at once.

Served as they are written, web/'s ~100 modules arrive as a chain of round trips (a module's imports
are requested only once it has arrived): on a phone's network, seconds before a view takes typing.
The build bundles instead each page's entry module with what it imports:

  app.js             the app (index.html's script) with all it imports, the five puzzles included:
                     one request (about 70 KB gzip), whatever puzzle the address names
  embed/frame.js,    the embeds (the iframe page's script, the custom element): each puzzle in a
  embed/element.js   chunk of its own (embed/chunks/), so an embed fetches only its puzzle's code;
                     the frame page lists its script's static chunks, and those every puzzle's chunk
                     imports, as <link rel="modulepreload"> (no round trip after the puzzle's chunk);
                     a puzzle's chunk is asked for with the chunks only it and some others import

  puzzles.css        the five puzzles' stylesheets in one, linked by the app's page (index.html): the
                     app shows a puzzle styled at once; an embed links only its own puzzle's

Every other file of web/ is copied too, unchanged (tests and tools import single modules; the
page's one client is kept on globalThis, so such an import finds the page's: solver-client.js).

A module finds its files from its own address (`new URL("./bee.css", import.meta.url)`), which in a
bundle would be the bundle's: each `import.meta.url` is written, on the way in, as a marker naming its
module, and, on the way out, as the module's address computed from the file it ended up in.
"""
from __future__ import annotations

import json
import os
import posixpath
import re
import subprocess
import tempfile
from pathlib import Path

from buildsys import ROOT, WEB

ENTRIES = {"worker-start.js": False, "app.js": False, "embed/frame.js": True, "embed/element.js": True}  # entry -> split into chunks
PAGES = {"index.html": "app.js", "embed/frame.html": "embed/frame.js"}  # page -> its script
MARK = "__wordloomModuleURL"
APP_STYLES = "puzzles.css"  # the app's page links it (with_preloads)

SCRIPT = r"""
const esbuild = require(process.argv[1]);
const fs = require("fs"), path = require("path");
const [web, out, entries, mark] = process.argv.slice(2).map((a, i) => i === 2 ? JSON.parse(a) : a);
// import.meta.url -> mark("<site path of the module>"), resolved after the bundle (page_bundle.py)
const urls = { name: "module-urls", setup(build) {
  build.onLoad({ filter: /\.m?js$/ }, async (args) => {
    const rel = path.relative(web, args.path).split(path.sep).join("/");
    const text = await fs.promises.readFile(args.path, "utf8");
    return { contents: text.replaceAll("import.meta.url", `${mark}(${JSON.stringify(rel)})`), loader: "js" };
  });
} };
const common = { bundle: true, minify: true, keepNames: true, format: "esm", target: "esnext", outbase: web,
  outdir: out, plugins: [urls], logLevel: "warning", legalComments: "none", charset: "utf8", metafile: true };
(async () => {
  const outputs = {};
  for (const [entry, splitting] of Object.entries(entries)) {  // one build each: no chunk shared across pages
    const r = await esbuild.build({ ...common, entryPoints: [path.join(web, entry)], splitting,
      ...(splitting ? { chunkNames: "embed/chunks/[name]-[hash]" } : {}) });
    Object.assign(outputs, r.metafile.outputs);
  }
  fs.writeFileSync(path.join(out, "meta.json"), JSON.stringify({ outputs }));
})().catch((e) => { console.error(e.message); process.exit(1); });
"""


def bundle() -> tuple[dict[str, bytes], dict[str, list[str]]]:
    """({site path: bytes} of the bundles and chunks, {page: the chunks to preload, site paths})."""
    esbuild = ROOT / "node_modules" / "esbuild"
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["node", "-e", SCRIPT, str(esbuild), str(WEB), tmp, json.dumps(ENTRIES), MARK],
                       check=True, cwd=ROOT)
        meta = json.loads((Path(tmp) / "meta.json").read_text())
        out = {}
        for path in sorted(Path(tmp).rglob("*.js")):
            rel = path.relative_to(tmp).as_posix()
            out[rel] = resolve_urls(rel, path.read_text()).encode()
        # each output's static imports, by site path (esbuild's paths are relative to its cwd, ROOT)
        site_path = lambda p: Path(os.path.relpath(ROOT / p, tmp)).as_posix()
        imports = {site_path(o): [site_path(i["path"]) for i in v.get("imports", []) if i["kind"] == "import-statement"]
                   for o, v in meta["outputs"].items() if o.endswith(".js")}
        loads = {site_path(o): [site_path(i["path"]) for i in v.get("imports", []) if i["kind"] == "dynamic-import"]
                 for o, v in meta["outputs"].items() if o.endswith(".js")}
    out[APP_STYLES] = app_styles()

    def static_chunks(entry: str) -> list[str]:
        """The chunks `entry` imports, directly or through another chunk, in the order first met."""
        seen, todo = [], list(imports[entry])
        while todo:
            rel = todo.pop(0)
            if rel not in seen:
                seen.append(rel)
                todo += imports.get(rel, [])
        return seen

    def first_view_chunks(entry: str) -> list[str]:
        """The chunks `entry` imports, and those that every module it loads later imports (each
        puzzle's chunk imports the puzzles' shared code: asked for with the page, not a round trip
        after the puzzle's own chunk has arrived). A chunk only some puzzles need waits for them."""
        static = static_chunks(entry)
        later = [d for m in [entry, *static] for d in loads.get(m, [])]
        shared = set.intersection(*(set(static_chunks(d)) for d in later)) if later else set()
        return static + sorted(shared - set(static) - set(later))

    for rel in list(out):
        if rel.endswith(".js"):
            out[rel] = with_chunks_alongside(rel, out[rel], loads.get(rel, []), static_chunks)
    return out, {page: first_view_chunks(entry) for page, entry in PAGES.items()}


def with_chunks_alongside(rel: str, code: bytes, loaded: list[str], static_chunks) -> bytes:
    """`code` (the output at site path `rel`) with each module it loads later (a puzzle's chunk)
    asked for together with the chunks that module imports and `rel` does not: otherwise each is
    found only once the module has arrived, a round trip later (0.56 s on Slow 4G; the Bee's
    embed took typing 0.6 s later so). A chunk asked for twice is fetched and run once."""
    folder = posixpath.dirname(rel) or "."
    spec = lambda target: "./" + posixpath.relpath(target, folder)
    have = set(static_chunks(rel)) | {rel}
    for target in loaded:
        extra = [c for c in static_chunks(target) if c not in have]
        if not extra:
            continue
        call = f'import("{spec(target)}")'.encode()
        if call not in code:
            raise SystemExit(f"page bundle: {rel} no longer loads {spec(target)} as {call.decode()}")
        ahead = b"".join(f'import("{spec(c)}").catch(()=>{{}}),'.encode() for c in extra)
        code = code.replace(call, b"(" + ahead + call + b")")
    return code


def app_styles() -> bytes:
    """puzzles.css: every puzzle's stylesheet (web/puzzles/*/*.css, which name no other file), in one."""
    sheets = sorted((WEB / "puzzles").glob("*/*.css"))
    if any(b"url(" in p.read_bytes() or b"@import" in p.read_bytes() for p in sheets):
        raise SystemExit("page bundle: a puzzle's stylesheet names another file; puzzles.css cannot hold it as is")
    return b"".join(f"/* {p.relative_to(WEB).as_posix()} */\n".encode() + p.read_bytes() for p in sheets)


def with_preloads(html: bytes, page: str, chunks: list[str]) -> bytes:
    """The page with a <link rel="modulepreload"> per chunk before its script; the app's also with
    puzzles.css (its puzzles then link no sheet of their own: app.js says so, `styled`)."""
    folder = posixpath.dirname(page) or "."
    script = f'<script type="module" src="{posixpath.basename(PAGES[page])}"></script>'.encode()
    if script not in html:
        raise SystemExit(f"page bundle: {page} lost its script {PAGES[page]}")
    links = f'<link rel="stylesheet" href="{APP_STYLES}">\n  ' if page == "index.html" else ""
    links += "".join(f'<link rel="modulepreload" href="{posixpath.relpath(c, folder)}">\n  ' for c in chunks)
    return html.replace(script, links.encode() + script, 1)


def resolve_urls(rel: str, text: str) -> str:
    """`MARK("components/site.js")` in the bundle at site path `rel` -> that module's own address."""
    folder = posixpath.dirname(rel) or "."

    def url(m: re.Match) -> str:
        module = json.loads(m.group(1))
        return f"new URL({json.dumps(posixpath.relpath(module, folder))},import.meta.url).href"
    text = re.sub(MARK + r'\(("[^"]+")\)', url, text)
    if MARK in text:
        raise SystemExit(f"page bundle: {rel} has a module address the build could not resolve")
    return text
