"""Checks on the site's static files that no browser test would pin to a cause."""
import re
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent / "web"


def test_stylesheet_braces_balance():
    # a lost "}" (say, from a merge) silently swallows every rule after it
    css = re.sub(r"/\*.*?\*/", "", (WEB / "style.css").read_text(), flags=re.S)
    depth = 0
    for n, line in enumerate(css.splitlines(), 1):
        depth += line.count("{") - line.count("}")
        assert depth >= 0, f"style.css:{n} closes more than it opens"
        if line.startswith((".", "#", ":root")) and "{" in line:
            assert depth <= 1, f"style.css:{n} starts a rule inside an unclosed block"
    assert depth == 0

