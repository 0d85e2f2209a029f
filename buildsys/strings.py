"""The page's texts in four languages: the English keys found in web/'s scripts, and one catalog per
locale for dist/data/locales/<code>.json (web/components/i18n.js fetches the page's own).

A text a person sees or hears is written in the source as `t("English text")`, or for a count as
`tn(n, {one: "{n} word", other: "{n} words"})`, always with literal text (the build reads them, so
a computed key could not be translated; tests/test_strings.py refuses one). Each locale's
translations live in web/locales/<code>/<area>.json (an area per puzzle and one for the shell, so
people translating one puzzle do not touch another's file): English text -> the locale's text, or
for a count {"one": …, "other": …, and the locale's other forms}. English's catalog is made from the
keys themselves.
"""
from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
PYSOLVERS = ROOT / "pysolvers"
CLI_ONLY = ("__main__.py", "engine.py")  # the command line's own messages: no page runs them
# calls whose template is not a literal on purpose: the shape checks' (TEMPLATES' keys, read above)
TEMPLATED_ELSEWHERE = {("core.py", "validate")}
LOCALES = ("en", "fr", "de", "es")
_STRING = r'"((?:[^"\\\n]|\\.)*)"'
T_CALL = re.compile(r"(?<![\w.$])t\(\s*" + _STRING)
TN_CALL = re.compile(r"(?<![\w.$])tn\([^;{}]*?\{\s*one:\s*" + _STRING + r",\s*other:\s*" + _STRING)
ANY_CALL = re.compile(r"(?<![\w.$])tn?\(")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def sources() -> list[Path]:
    """The page's scripts that may say something (not the workers', not the tests')."""
    return sorted(p for p in WEB.rglob("*.js") if "runtime/worker" not in p.as_posix())


def _unescape(text: str) -> str:
    return json.loads(f'"{text}"')


def _core():
    import sys
    sys.path.insert(0, str(ROOT))
    from pysolvers import core
    return core


def python_templates() -> list[str]:
    """Every sentence the solvers may say to a person, each with its {placeholders}: the input errors'
    (pysolvers.core.TEMPLATES, and the literal sentence of each `InputError(...)` /
    `InputError.of(...)` elsewhere) and the answers' (`core.say(...)`). The page shows them
    translated: i18n.js `translateMessage` matches a sentence to its template. With them, the few
    errors the worker's runtime writes itself (`runtime_sentences`: a list or data file that could not
    be fetched), which reach the page the same way."""
    return sorted(set(_core().TEMPLATES.values()) | set(python_sentences()[0]) | set(runtime_sentences()))


RUNTIME_MESSAGE = re.compile(r"message: `([^`]*)`")  # a template literal with no backquote inside


def runtime_sentences() -> list[str]:
    """The error sentences the worker's runtime builds itself (web/runtime/worker/: `message: `…``
    template literals), each `${expression}` read as {name}: the expression's first dotted name's
    last part (`${e.message}` is {message}, `${params.dictionary || …}` is {dictionary})."""
    out = []
    for path in sorted((WEB / "runtime" / "worker").glob("*.mjs")):
        for m in RUNTIME_MESSAGE.finditer(path.read_text()):
            out.append(re.sub(r"\$\{([^}]*)\}", lambda e: "{%s}" % re.search(r"[A-Za-z_]\w*(?:\.\w+)*", e[1])[0].split(".")[-1], m[1]))
    return out


def python_sentences() -> tuple[dict[str, str], list[str]]:
    """({sentence: where}, [where]): the literal sentences of the solvers' errors and answers outside
    `TEMPLATES` (AST: the message of `InputError(code, message, …)`, the template of
    `InputError.of(code, template, …)` that is not a TEMPLATES key, the template of `say(template,
    …)`; a template's {{ }} read as the brace it writes), and the calls whose sentence is not
    literal (file:line, for the test to refuse: the build could not ship it). The command line's own
    modules (`CLI_ONLY`) are left out."""
    known = _core().TEMPLATES
    found: dict[str, str] = {}
    unreadable: list[str] = []
    for path in sorted(PYSOLVERS.rglob("*.py")):
        if path.name in CLI_ONLY:
            continue
        where = path.relative_to(ROOT).as_posix()
        for fn, call in _calls(ast.parse(path.read_text())):
            kind = _callee(call.func)
            if kind is None:
                continue
            at = f"{where}:{call.lineno}"
            index, name = {"error": (1, "message"), "of": (1, "template"), "say": (0, "template")}[kind]
            arg = call.args[index] if len(call.args) > index else next((k.value for k in call.keywords if k.arg == name), None)
            texts = _literals(arg)
            if texts is None:
                if (path.name, fn) not in TEMPLATED_ELSEWHERE:
                    unreadable.append(at)
                continue
            for text in texts:
                if kind == "error":
                    found.setdefault(text, at)
                elif text not in known:
                    found.setdefault(_template_key(text), at)
    return found, unreadable


def _literals(node: ast.expr | None) -> list[str] | None:
    """The texts a sentence argument may be when each is written out: a literal, `a if c else b` of
    such, or a dict of them indexed (`{(True, False): "…", …}[english, more]`); None otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = _literals(node.body), _literals(node.orelse)
        return None if a is None or b is None else a + b
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        each = [_literals(v) for v in node.value.values]
        return None if any(e is None for e in each) else [t for e in each for t in e]
    return None


def _calls(tree: ast.AST):
    """(enclosing function's name, call) for each call in `tree`."""
    def walk(node, fn):
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else fn
            if isinstance(child, ast.Call):
                yield fn, child
            yield from walk(child, inner)
    yield from walk(tree, "")


def _callee(func: ast.expr) -> str | None:
    """"error" for InputError(…) (or a subclass named …Error of it), "of" for InputError.of(…), "say"
    for say(…) / core.say(…); else None."""
    if isinstance(func, ast.Name):
        return "error" if func.id == "InputError" else "say" if func.id == "say" else None
    if isinstance(func, ast.Attribute):
        if func.attr == "of" and isinstance(func.value, ast.Name) and func.value.id == "InputError":
            return "of"
        if func.attr == "say" and isinstance(func.value, ast.Name) and func.value.id == "core":
            return "say"
    return None


def _template_key(template: str) -> str:
    """A str.format template as the page reads it: {{ and }} as the braces they write, each field
    as {name} (a format spec dropped: the value comes filled)."""
    return "".join(literal + (f"{{{name}}}" if name is not None else "")
                   for literal, name, _spec, _conv in string.Formatter().parse(template))


def keys() -> dict[str, dict | None]:
    """Every English text the page says: the scripts' t()/tn() texts and the solvers' error
    templates. key -> None for a text, {"one", "other"} for a count."""
    out: dict[str, dict | None] = dict.fromkeys(python_templates())
    for path in sources():
        text = path.read_text()
        for m in T_CALL.finditer(text):
            out.setdefault(_unescape(m.group(1)), None)
        for m in TN_CALL.finditer(text):
            out[_unescape(m.group(2))] = {"one": _unescape(m.group(1)), "other": _unescape(m.group(2))}
    return out


def calls_without_literal() -> list[str]:
    """`t(`/`tn(` calls whose text the build cannot read (file:line), for the test to refuse."""
    bad = []
    for path in sources():
        text = path.read_text()
        read = {m.start() for m in T_CALL.finditer(text)} | {m.start() for m in TN_CALL.finditer(text)}
        for m in ANY_CALL.finditer(text):
            if m.start() not in read and not _definition(text, m.start()):
                bad.append(f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}")
    return bad


def _definition(text: str, at: int) -> bool:
    """Is the call at `at` the function's own definition or a reference in a comment?"""
    line_start = text.rfind("\n", 0, at) + 1
    line = text[line_start:at]
    return line.rstrip().endswith("function") or "//" in line or line.lstrip().startswith(("*", "/*"))


def translations(code: str) -> dict[str, object]:
    """The locale's translations, from every web/locales/<code>/*.json (a key in two files: refused)."""
    out: dict[str, object] = {}
    for path in sorted((WEB / "locales" / code).glob("*.json")):
        for key, value in json.loads(path.read_text()).items():
            if key in out and out[key] != value:
                raise ValueError(f"{path.relative_to(ROOT)}: \"{key}\" is translated twice, differently")
            out[key] = value
    return out


def catalog(code: str) -> dict[str, object]:
    """The catalog dist/ ships for a locale: its translations of the texts the scripts say now
    (English: each key as itself)."""
    said = keys()
    if code == "en":
        out = {k: (v if v is not None else k) for k, v in said.items()}
    else:
        own = translations(code)
        out = {k: own[k] for k in said if k in own}
    out["@templates"] = python_templates()  # which keys are patterns an error's sentence is matched to
    return out


def files() -> dict[str, bytes]:
    """dist/'s catalogs: data/locales/<code>.json for each locale."""
    return {f"data/locales/{code}.json": json.dumps(catalog(code), ensure_ascii=False, sort_keys=True,
                                                     separators=(",", ":")).encode() for code in LOCALES}
