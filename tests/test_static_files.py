"""Checks on the site's static files that no browser test would pin to a cause."""
import re
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"


import pytest  # noqa: E402

STYLESHEETS = sorted(WEB.rglob("*.css"))


@pytest.mark.parametrize("path", STYLESHEETS, ids=[p.relative_to(WEB).as_posix() for p in STYLESHEETS])
def test_stylesheet_braces_balance(path):
    # a lost "}" (say, from a merge) silently swallows every rule after it
    css = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
    depth = 0
    name = path.relative_to(WEB).as_posix()
    for n, line in enumerate(css.splitlines(), 1):
        depth += line.count("{") - line.count("}")
        assert depth >= 0, f"{name}:{n} closes more than it opens"
        if line.startswith((".", "#", ":root")) and "{" in line:
            assert depth <= 1, f"{name}:{n} starts a rule inside an unclosed block"
    assert depth == 0

