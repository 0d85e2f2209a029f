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

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
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


def python_templates() -> list[str]:
    """The sentences of the solvers' input errors (pysolvers.core.TEMPLATES), which the page shows
    translated: i18n.js `translateMessage` matches an error's sentence to its template."""
    import sys
    sys.path.insert(0, str(ROOT))
    from pysolvers import core
    return sorted(set(core.TEMPLATES.values()))


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
