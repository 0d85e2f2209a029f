"""The About panel credits every data source PROVENANCE.json records, as their licenses ask: package,
version and license of each, the authors and changes CC BY asks for, and what the lists wordloom
derives itself are derived from."""
import json
import re
from pathlib import Path

from playwright.sync_api import expect

from tests.harness.credited import derived, sources

PROVENANCE = json.loads((Path(__file__).resolve().parents[2] / "pysolvers" / "data" / "PROVENANCE.json").read_text())


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_about_panel_credits_every_source_with_package_version_and_license(page, site):
    page.goto(site + "#bee")
    page.get_by_text("About wordloom and its word lists").click()
    credits = page.locator("#credits")
    expect(credits.locator("li").first).to_be_visible()
    text = flat(credits.inner_text())
    found = sources(PROVENANCE)
    assert len(found) >= 12
    for where, src in found:
        assert f"{src['package']} {src['version']}" in text, where
        assert flat(src["license"]) in text, (where, src["license"])
        for key in ("work", "authors", "copyright", "homepage", "license_url", "changes"):
            if key in src:
                assert flat(src[key]) in text, (where, key)
    naughty = credits.locator("li li").filter(has_text="naughty-words 1.2.0")
    expect(naughty).to_contain_text("“List of Dirty, Naughty, Obscene, and Otherwise Bad Words” by Shutterstock")
    expect(naughty).to_contain_text("CC-BY-4.0")
    for key, entry in derived(PROVENANCE):
        item = credits.locator(":scope > ul > li").filter(has_text=entry["title"])
        expect(item).to_have_count(1)
        expect(item).to_contain_text(f"{entry['words']:,} words, built by wordloom")
        for path in entry["derived_from"]:
            record = PROVENANCE
            for part in path.split("."):
                record = record[part]
            expect(item).to_contain_text(record["title"])
        expect(item).to_contain_text(entry["license"])
    assert not re.search(r"\b(undefined|null|NaN|\[object Object\])\b", page.locator("#about").inner_text())
