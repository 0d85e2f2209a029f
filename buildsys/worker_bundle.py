"""The solver worker as one file: web/runtime/worker/worker.mjs with the modules it imports written in.

A module worker's static imports are fetched by the engine, and WebKit sends some of them past the
service worker (to the network: offline, the worker then fails to start or waits on a dead
connection). One file has no imports to lose. Each imported module becomes a function scope whose
exports it returns, so names never collide:

    const __snapshots = (() => { ...the module, `export` dropped...; return { packSnapshot, ... }; })();
    const { snapshotStore } = __snapshots;        // was: import { snapshotStore } from "../shared/snapshots.mjs";

Only the forms the runtime's modules use are taken (named imports of relative modules; `export`
before a function, class or const; `export { a, b }`); anything else fails the build.
"""
from __future__ import annotations

import posixpath
import re

IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"(\.{1,2}/[^"]+)";\s*$', re.M)
EXPORT_DECL = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|class|const|let)\s+([A-Za-z_$][\w$]*)", re.M)
EXPORT_LIST = re.compile(r"^export\s*\{([^}]*)\};\s*$", re.M)


def _names(spec: str) -> list[tuple[str, str]]:
    """`a, b as c` -> [("a", "a"), ("b", "c")]."""
    out = []
    for part in (p.strip() for p in spec.split(",")):
        if part:
            name, _, alias = part.partition(" as ")
            out.append((name.strip(), (alias or name).strip()))
    return out


def bundle(files: dict[str, bytes], entry: str) -> bytes:
    """`entry` (a site path) with every module it imports, from `files` (site path -> bytes), inlined."""
    order: list[str] = []
    texts: dict[str, str] = {}

    def visit(path: str, stack: tuple[str, ...] = ()) -> None:
        if path in texts:
            return
        if path in stack:
            raise SystemExit(f"worker bundle: an import cycle through {path}")
        if path not in files:
            raise SystemExit(f"worker bundle: {stack[-1] if stack else entry} imports {path}, which the build does not make")
        text = files[path].decode()
        for _, rel in IMPORT.findall(text):
            visit(posixpath.normpath(posixpath.join(posixpath.dirname(path), rel)), stack + (path,))
        texts[path] = text
        order.append(path)

    visit(entry)
    scope = {path: "__" + re.sub(r"\W", "_", posixpath.splitext(posixpath.basename(path))[0]) for path in order}

    def rewrite(path: str, text: str) -> str:
        def imported(m: re.Match) -> str:
            target = posixpath.normpath(posixpath.join(posixpath.dirname(path), m.group(2)))
            pairs = ", ".join(n if n == a else f"{n}: {a}" for n, a in _names(m.group(1)))
            return f"const {{ {pairs} }} = {scope[target]};"
        text = IMPORT.sub(imported, text)
        if re.search(r"""^\s*(import\s[^;(]*\bfrom\s*["']|import\s*["']|export\s+(default|\*))""", text, re.M):
            raise SystemExit(f"worker bundle: {path} uses an import or export form the bundle does not take")
        return text

    parts = [f"// {entry} with the modules it imports written in (buildsys/worker_bundle.py).\n"]
    for path in order[:-1]:
        text = rewrite(path, texts[path])
        if "import.meta" in text:
            raise SystemExit(f"worker bundle: {path} uses import.meta (only the entry may)")
        exported = EXPORT_DECL.findall(text) + [a for spec in EXPORT_LIST.findall(text) for _, a in _names(spec)]
        text = EXPORT_LIST.sub("", text)
        text = re.sub(r"^export\s+", "", text, flags=re.M)
        parts.append(f"// --- {path}\nconst {scope[path]} = (() => {{\n{text}\nreturn {{ {', '.join(exported)} }};\n}})();\n")
    parts.append(f"// --- {entry}\n{rewrite(entry, texts[entry])}")
    return "\n".join(parts).encode()
