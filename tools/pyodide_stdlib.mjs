// The standard library wordloom ships: only the modules the app imports (and Pyodide's own start-up
// does), compiled ahead of time. Pyodide's python_stdlib.zip holds 559 sources (9.6 MB) and every
// start compiles the ~150 it imports (about a second of a cold start); this zip holds those ~150 as
// .pyc files (unchecked-hash: no source is read) made by this very Pyodide, so they load as is.
//
//   node tools/pyodide_stdlib.mjs PYODIDE_DIR SITE_DIR OUT_ZIP [OUT_APP_ZIP]
//
// OUT_APP_ZIP: the site's pysolvers.zip compiled the same way (its docstrings left out, its asserts
// kept): a cold start then does not compile the solvers' 400 KB of source (about 0.2 s in a browser).
// SITE_DIR is a built site (runtime/worker/runtime.mjs, pysolvers.zip, data/, api-schema.json): the app boots from
// it exactly as in the worker, runs every action's example and a few failing requests, and the
// modules then loaded from the standard library are the ones kept (with whole packages for the
// runtime's own, and the common codecs). The zip is deterministic (fixed dates, sorted).
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, siteDir, outZip, outAppZip] = process.argv.slice(2).map((p) => resolve(p));
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const { startRuntime } = await import(pathToFileURL(join(siteDir, "runtime", "worker", "runtime.mjs")).href);

const quiet = () => {};
const runtime = await startRuntime({
  // without column positions (PYTHONNODEBUGRANGES): the code objects compiled below carry line numbers
  // only, a third less to download; a traceback loses its ^^^ markers under the failing expression
  loadPyodide: (options) => loadPyodide({ ...options, env: { ...options.env, PYTHONNODEBUGRANGES: "1" }, stdout: quiet, stderr: quiet }),
  indexURL: pyodideDir + "/",
  readBytes: async (rel) => new Uint8Array(await readFile(join(siteDir, rel))),
});
const catalog = JSON.parse(await readFile(join(siteDir, "api-schema.json"), "utf8"));
for (const [action, { example }] of Object.entries(catalog.actions)) await runtime.call(action, example, () => {});
for (const [action, params] of [["no.such", {}], ["bee.solve", { letters: 7 }], ["bee.solve", { letters: "aeginrt", center: "r", word_list: "x1" }]]) {
  await runtime.call(action, params);
}

const zip = runtime.pyodide.runPython(`
import importlib.util, io, marshal, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

assert next(compile("x", "-", "eval").co_positions())[2] is None, "PYTHONNODEBUGRANGES did not reach Python"
STDLIB = "/lib/python%d%d.zip" % sys.version_info[:2]
KEEP_PACKAGES = ("_pyodide", "pyodide")  # the runtime's own: kept whole
KEEP_MODULES = ["encodings." + c for c in ("ascii", "latin_1", "utf_8", "utf_16", "utf_32", "idna", "punycode",
                                           "charmap", "cp437", "unicode_escape", "raw_unicode_escape")]

source = zipfile.ZipFile(STDLIB)
names = set(source.namelist())
wanted = set()
for name, module in list(sys.modules.items()):
    path = getattr(module, "__file__", None) or ""
    if path.startswith(STDLIB + "/"):
        wanted.add(path[len(STDLIB) + 1:])
for name in KEEP_MODULES:
    wanted.add(name.replace(".", "/") + ".py")
wanted |= {n for n in names if n.endswith(".py") and n.split("/")[0] in KEEP_PACKAGES}

def pyc_zip(members, mode=0):
    """A deterministic zip (fixed dates, the order given) of (name.py, source, code) as name.pyc,
    unchecked-hash .pyc files: no source is read when they are imported."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, text, code in members:
            info = zipfile.ZipInfo(name[:-3] + ".pyc", date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = mode << 16
            z.writestr(info, bytes(_code_to_hash_pyc(code, importlib.util.source_hash(text), checked=False)))
    return out.getvalue()

def stdlib_members():
    for name in sorted(wanted & names):
        text = source.read(name)
        # the standard library without its docstrings and asserts (optimize=2: about a fifth less to
        # download); the runtime's own packages as they are
        level = 0 if name.split("/")[0] in KEEP_PACKAGES else 2
        yield name, text, compile(text, f"{STDLIB}/{name}", "exec", dont_inherit=True, optimize=level)

pyc_zip(stdlib_members())
`);
await writeFile(outZip, zip.toJs());
zip.destroy();

if (outAppZip) {
  const app = runtime.pyodide.runPython(`
import ast, pathlib
import pysolvers

class NoDocstrings(ast.NodeTransformer):
    # a module's, class's and function's docstring left out (as optimize=2 would), its asserts kept
    def strip(self, node):
        self.generic_visit(node)
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
        return node
    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = strip

def app_members():
    root = pathlib.Path(pysolvers.__file__).parent.parent  # where the runtime unpacked pysolvers.zip
    for path in sorted(root.joinpath("pysolvers").rglob("*.py")):
        text = path.read_bytes()
        code = compile(NoDocstrings().visit(ast.parse(text, str(path))), str(path), "exec", dont_inherit=True)
        yield path.relative_to(root).as_posix(), text, code

pyc_zip(app_members(), mode=0o644)
`);
  await writeFile(outAppZip, app.toJs());
  app.destroy();
}
