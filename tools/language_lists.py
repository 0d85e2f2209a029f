"""Regenerate the French, German and Spanish word lists from their packages and verify them.

    python3 build.py wordlists            # the English lists (tools/wordlists.py), then these
    python3 build.py wordlists --check    # verify every shipped file against PROVENANCE.json

For each language two lists are shipped, `LANG-all` (every accepted form: a word is accepted) and
`LANG-common` (the everyday words: answers, hints, the day's games), each as three aligned files:

- `NAME.txt.gz`   the words as the language's letters (`languages.get(LANG).word(spelling)`: Élève ->
                  eleve, Straße -> strasse, niño stays), distinct, in Python's `sorted()` order;
- `NAME.zipf.gz`  one byte per word: round(zipf * 10) of its most frequent spelling in wordfreq's
                  large table of the language (0 = unknown);
- `NAME.spell.gz` one line per word: the spellings that fold to it, lower case as the language writes
                  them (élève, straße), most frequent first, space-separated; empty when the only
                  spelling is the word itself.

Sources (PROVENANCE.json records package, version, sha256 and the reasons):
- French: Debian hunspell-fr-classical (what hunspell-fr installs first), Dicollecte, MPL-2.0;
- Spanish: Debian hunspell-es (RLA-ES), used under its MPL option;
- German: enz/german-wordlist (CC0, Scrabble rules: no names, no abbreviations) as Debian's
  tanglet-data bundles it.
A hunspell dictionary is expanded to every form here (`expand`: its suffixes, two-level suffixes,
prefixes and their cross products, with the affixes' own continuation classes) and every generated
form is checked with spylls' own `Dictionary.lookup` (spylls, MIT, pure Python: its wheel is put on
sys.path for the run, never installed in the project); a form it refuses is dropped and counted.

Kept: words of two letters or more made of the language's letters after folding (no hyphen,
apostrophe, digit or dot). French and Spanish drop every capitalised entry (names, places,
abbreviations); French also drops what its dictionary tags as a proper noun, a prefix or suffix
alone, or an elided fragment (po:npr, po:patr, po:pfx, po:sfx, po:err). German keeps nouns, which
German capitalises, since its source already leaves names out; all-capitals entries are dropped.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import re
import sys
import tempfile
import unicodedata
from pathlib import Path

from pysolvers import languages
from tools.wordlists import DATA, PROVENANCE, download, read_member, sha256, write_gz, zipf_table

CODES = ("fr", "de", "es")

WORDFREQ = {"registry": "PyPI", "package": "wordfreq", "version": "3.1.1", "artifact": "wheel",
            "license": "wordfreq data: CC-BY-SA 4.0 (Robyn Speer and the corpora it cites); wordfreq code: Apache-2.0"}
SPYLLS = {"registry": "PyPI", "package": "spylls", "version": "0.1.7", "artifact": "wheel"}

SOURCES = {
    "fr": {
        "title": "French, every form (Dicollecte)",
        "registry": "Debian", "package": "hunspell-fr-classical", "version": "1:7.0-1", "artifact": "deb",
        "files": ["usr/share/hunspell/fr.aff", "usr/share/hunspell/fr.dic"],
        "license": "MPL-2.0 (Dicollecte/Grammalecte French dictionary)",
        "copyright": "Copyright 2007-2018 Dicollecte contributors",
        "why": "Debian's hunspell-fr 1:7.0-1 is a metapackage whose first choice is hunspell-fr-classical "
               "1:7.0-1 (Dicollecte 7.0, 'classique' spelling: the reformed 1990 spellings and the traditional "
               "ones both). MPL-2.0 is a file-level copyleft: our lists are a modified form of the "
               "dictionary's files, so they are shared under MPL-2.0 (notice in NOTICE); the source form "
               "is that Debian package plus tools/language_lists.py, named here. MIT code beside them is a "
               "Larger Work the MPL allows.",
    },
    "de": {
        "title": "German, every form (enz/german-wordlist)",
        "registry": "Debian", "package": "tanglet-data", "version": "1.6.3-2", "artifact": "deb",
        "files": ["usr/share/tanglet/gamedata/de/words", "usr/share/tanglet/gamedata/de/language.ini"],
        "license": "CC0-1.0 (enz/german-wordlist, as the package's language.ini states); the tanglet-data package: GPL-3+",
        "why": "enz/german-wordlist is the first choice: a list for word games that follows the German Scrabble "
               "rules (no names, no places, no abbreviations), CC0-1.0. Its file is not in any registry by "
               "itself; Debian's tanglet-data 1.6.3-2 ships it as Tanglet's German list (de/README and "
               "language.ini name the source and CC0-1.0). Each line there is the game's key (ä as AE, ß as "
               "SS) then the original spellings, so the list is recovered exactly; Tanglet leaves out the "
               "words of one and two letters, so this list has none. Debian's copyright file gives GPL-3+ "
               "for the package as a whole (Tanglet's program); read that way too, the list is a separate "
               "data file shipped with its notice (NOTICE), which the GPL allows beside MIT code.",
    },
    "es": {
        "title": "Spanish, every form (RLA-ES)",
        "registry": "Debian", "package": "hunspell-es", "version": "1:7.5.0-1", "artifact": "deb",
        "files": ["usr/share/hunspell/es_ES.aff", "usr/share/hunspell/es_ES.dic"],
        "license": "MPL-1.1 or later, chosen from the dictionary's GPL-3+ or LGPL-3+ or MPL-1.1+",
        "copyright": "Copyright Santiago Bosio and the RLA-ES project",
        "why": "Debian's copyright file for hunspell-es (built from libreoffice-dictionaries) gives "
               "dictionaries/es/* as 'Copyright: Santiago Bosio; License: GPL-3+ or LGPL-3+ or MPL-1.1+'. "
               "We take the MPL option (MPL-1.1 or any later version, so MPL-2.0's terms): file-level "
               "copyleft only, so the derived lists carry the MPL and the MIT code beside them does not "
               "change. The source form is that Debian package plus tools/language_lists.py.",
    },
}
CHECKED_AGAINST = {
    "fr": {"package": "wfrench", "version": "1.2.7-2", "file": "usr/share/dict/french"},
    "de": {"package": "wngerman", "version": "20161207-11", "file": "usr/share/dict/ngerman"},
    "es": {"package": "wspanish", "version": "1.0.30", "file": "usr/share/dict/spanish"},
}
# The common list: words whose most frequent spelling has at least this Zipf frequency (x10) in
# wordfreq's large table of the language; chosen for lists of 55-66k words, the nyt list's scale
# without its long tail of rare inflections (see PROVENANCE "common_rule").
COMMON_ZIPF10 = {"fr": 22, "de": 25, "es": 24}
FRENCH_TAGS_DROPPED = ("po:npr", "po:patr", "po:pfx", "po:sfx", "po:err")


def names(code: str) -> tuple[str, str]:
    return f"{code}-all", f"{code}-common"


def text_bytes(lines: list[str]) -> bytes:
    """Lines joined by newlines, each ended by one (an empty line stays an empty line)."""
    return "".join(line + "\n" for line in lines).encode("utf-8")


def lower(spelling: str) -> str:
    return unicodedata.normalize("NFC", spelling.lower())


# --- hunspell expansion ------------------------------------------------------------------

def _suffix(s, base: str) -> str | None:
    if s.strip and not base.endswith(s.strip) or not s.cond_regexp.search(base):
        return None
    return base[:len(base) - len(s.strip)] + s.add


def _prefix(p, base: str) -> str | None:
    if p.strip and not base.startswith(p.strip) or not p.cond_regexp.search(base):
        return None
    return p.add + base[len(p.strip):]


def expand(dictionary, keep) -> dict[str, int]:
    """Every form the affix rules generate from the entries `keep(word)` accepts -> how many
    entries generate it. Entries flagged FORBIDDENWORD, ONLYINCOMPOUND or NOSUGGEST give nothing;
    a NEEDAFFIX entry gives no bare form. Generous: `Dictionary.lookup` decides afterwards."""
    aff, dic = dictionary.aff, dictionary.dic
    refused = {f for f in (aff.FORBIDDENWORD, aff.ONLYINCOMPOUND, aff.NOSUGGEST) if f}
    forms: dict[str, int] = {}
    for word in dic.words:
        if word.flags & refused or not keep(word):
            continue
        root = word.stem
        out = set() if aff.NEEDAFFIX and aff.NEEDAFFIX in word.flags else {root}
        suffixed = []  # (form, continuation flags, cross product allowed)
        for flag in word.flags:
            for s in aff.SFX.get(flag, ()):
                one = _suffix(s, root)
                if one is None:
                    continue
                suffixed.append((one, s.flags, s.crossproduct))
                for flag2 in s.flags:  # two-level suffixes: the continuation class of the first
                    for s2 in aff.SFX.get(flag2, ()):
                        two = _suffix(s2, one)
                        if two is not None:
                            suffixed.append((two, s.flags | s2.flags, s.crossproduct and s2.crossproduct))
        out.update(form for form, _, _ in suffixed)
        for flag in word.flags:
            for p in aff.PFX.get(flag, ()):
                bare = _prefix(p, root)
                if bare is None:
                    continue
                out.add(bare)
                if p.crossproduct:
                    out.update(f for form, _, cross in suffixed if cross and (f := _prefix(p, form)))
                for flag2 in p.flags:  # suffixes the prefix itself allows
                    for s in aff.SFX.get(flag2, ()):
                        one = _suffix(s, root)
                        if one is not None and (f := _prefix(p, one)):
                            out.add(f)
        for form, cont, _ in suffixed:  # prefixes a suffix allows
            for flag in cont:
                out.update(f for p in aff.PFX.get(flag, ()) if (f := _prefix(p, form)))
        for form in out:
            forms[form] = forms.get(form, 0) + 1
    return forms


def hunspell_spellings(code: str, aff: bytes, dic: bytes, spylls_wheel: Path, tmp: Path) -> tuple[list[str], dict]:
    """The accepted forms of a hunspell dictionary (see the module's docstring) and the counts."""
    if str(spylls_wheel) not in sys.path:
        sys.path.insert(0, str(spylls_wheel))  # a pure-Python wheel imports from the zip
    from spylls.hunspell import Dictionary
    stem = tmp / code
    stem.with_suffix(".aff").write_bytes(aff)
    stem.with_suffix(".dic").write_bytes(dic)
    dictionary = Dictionary.from_files(str(stem))
    lang = languages.get(code)

    def keep(word) -> bool:
        if word.stem != word.stem.lower():
            return False  # capitalised: a name, a place, an abbreviation
        if code == "fr":
            tags = dic_tags.get(word.stem, ())
            return not any(t in FRENCH_TAGS_DROPPED for t in tags)
        return True

    dic_tags: dict[str, set[str]] = {}
    if code == "fr":  # the morphological tags (po:…) of every lowercase entry
        for line in dic.decode("utf-8").splitlines()[1:]:
            parts = line.split()
            if parts:
                dic_tags.setdefault(parts[0].split("/")[0], set()).update(p for p in parts[1:] if p.startswith("po:"))
    entries = len(dictionary.dic.words)
    kept_entries = sum(1 for w in dictionary.dic.words if keep(w))
    generated = expand(dictionary, keep)
    letters = [f for f in sorted(generated) if len(lang.word(f)) > 1 and lang.is_word(lang.word(f))]
    refused = [f for f in letters if not dictionary.lookup(f)]
    refused_set = set(refused)
    accepted = [f for f in letters if f not in refused_set]
    counts = {
        "entries": entries, "entries_kept": kept_entries, "forms_generated": len(generated),
        "forms_not_letters_or_one_letter": len(generated) - len(letters), "forms_checked": len(letters),
        "forms_refused_by_lookup": len(refused), "refused_examples": refused[:10], "forms_accepted": len(accepted),
    }
    return accepted, counts


def tanglet_spellings(raw: bytes) -> tuple[list[str], dict]:
    """Tanglet's word file: `KEY spelling…` per line, or the key alone when its only spelling is
    the key in lower case. The spellings, in file order, once each."""
    seen: dict[str, None] = {}
    lines = gzip.decompress(raw).decode("utf-8").splitlines()
    for line in lines:
        key, *spellings = line.split()
        for s in spellings or [key.lower()]:
            seen.setdefault(s, None)
    spellings = list(seen)
    caps = [s for s in spellings if len(s) > 1 and s.isupper()]
    return [s for s in spellings if not (len(s) > 1 and s.isupper())], {
        "lines": len(lines), "spellings": len(spellings), "all_capitals_dropped": len(caps)}


# --- the lists -----------------------------------------------------------------------------

def build(code: str, spellings: list[str], zipf: dict[str, int]) -> dict[str, list]:
    """words (sorted), zipf10 bytes and spelling lines of the -all list, from the accepted forms."""
    lang = languages.get(code)
    by_word: dict[str, dict[str, int]] = {}
    for form in spellings:
        word = lang.word(form)
        if len(word) < 2 or not lang.is_word(word):
            continue
        low = lower(form)
        freq = max(zipf.get(low, 0), zipf.get(unicodedata.normalize("NFC", form.casefold()), 0))
        seen = by_word.setdefault(word, {})
        seen[low] = max(seen.get(low, 0), freq)
    words = sorted(by_word)
    freq, lines = [], []
    for word in words:
        ranked = sorted(by_word[word].items(), key=lambda kv: (-kv[1], kv[0]))
        freq.append(ranked[0][1])
        lines.append("" if [s for s, _ in ranked] == [word] else " ".join(s for s, _ in ranked))
    return {"words": words, "zipf10": freq, "spell": lines}


def common(code: str, full: dict[str, list]) -> dict[str, list]:
    keep = [i for i, z in enumerate(full["zipf10"]) if z >= COMMON_ZIPF10[code]]
    return {k: [v[i] for i in keep] for k, v in full.items()}


def coverage(code: str, plain: bytes, words: set[str]) -> dict:
    """The share of a Debian plain list's words (folded to the language's letters, 3+ letters) that
    are in our list: all its entries, and those it writes in lower case (no names among them)."""
    lang = languages.get(code)
    out = {}
    for label, pick in (("lowercase_entries", lambda e: e == e.lower()), ("all_entries", lambda e: True)):
        theirs = {lang.word(e) for e in plain.decode("utf-8").splitlines() if e and pick(e)}
        theirs = {w for w in theirs if len(w) >= 3 and lang.is_word(w)}
        found = len(theirs & words)
        out[label] = {"words": len(theirs), "found": found, "share": round(found / len(theirs), 4)}
    return out


def write_list(name: str, data: dict[str, list]) -> dict:
    words, freq, spell = data["words"], bytes(data["zipf10"]), text_bytes(data["spell"])
    content = text_bytes(data["words"])
    return {
        "words": len(words), "words_sha256": sha256(content),
        "shipped": f"{name}.txt.gz", "shipped_sha256": write_gz(DATA / f"{name}.txt.gz", content),
        "frequency_shipped": f"{name}.zipf.gz", "frequency_sha256": sha256(freq),
        "frequency_shipped_sha256": write_gz(DATA / f"{name}.zipf.gz", freq),
        "words_with_frequency": sum(1 for b in freq if b),
        "spellings_shipped": f"{name}.spell.gz", "spellings_sha256": sha256(spell),
        "spellings_shipped_sha256": write_gz(DATA / f"{name}.spell.gz", spell),
        "words_with_other_spellings": sum(1 for line in data["spell"] if line),
    }


def regenerate(codes=CODES) -> None:
    record = json.loads(PROVENANCE.read_text())
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        wordfreq = download(WORDFREQ, tmpdir)
        spylls = download(SPYLLS, tmpdir)
        for code in codes:
            src = SOURCES[code]
            sub = tmpdir / code
            sub.mkdir()
            pkg = download(src, sub)
            freq_file = f"wordfreq/data/large_{code}.msgpack.gz"
            zipf = zipf_table(read_member(wordfreq, freq_file))
            if code == "de":
                spellings, counts = tanglet_spellings(read_member(pkg, src["files"][0]))
                expansion = {"how": "none needed: the list is every inflected form already (one spelling a "
                                    "line after Tanglet's key)", **counts}
            else:
                spellings, counts = hunspell_spellings(code, read_member(pkg, src["files"][0]),
                                                       read_member(pkg, src["files"][1]), spylls, sub)
                expansion = {
                    "how": "tools/language_lists.py expand(): every entry's suffixes, two-level suffixes "
                           "(continuation classes), prefixes, prefix x suffix cross products and the affixes' "
                           "own continuation classes, read with spylls 0.1.7 (PyPI, MIT, not shipped); "
                           "FORBIDDENWORD, ONLYINCOMPOUND and NOSUGGEST entries give nothing",
                    "checked": "every generated form of letters only, with spylls' Dictionary.lookup; "
                               "a form it refuses is dropped",
                    "spylls_wheel_sha256": sha256(spylls.read_bytes()),
                    **counts}
            full = build(code, spellings, zipf)
            plain_src = CHECKED_AGAINST[code]
            plain_sub = sub / "plain"
            plain_sub.mkdir()
            plain_pkg = download({**plain_src, "registry": "Debian", "artifact": "deb"}, plain_sub)
            cover = coverage(code, read_member(plain_pkg, plain_src["file"]), set(full["words"]))
            frequency_source = {"title": f"wordfreq large {languages.get(code).name} table", **WORDFREQ,
                                "file": freq_file, "package_sha256": sha256(wordfreq.read_bytes()),
                                "entries": len(zipf)}
            base = {k: v for k, v in src.items() if k != "why"}
            for name, data in zip(names(code), (full, common(code, full))):
                entry = {**base, "language": code, "package_sha256": sha256(pkg.read_bytes()),
                         **write_list(name, data), "frequency_source": frequency_source,
                         "expansion": expansion, "why_this_license": src["why"]}
                if name.endswith("-common"):
                    entry["title"] = src["title"].split(",")[0] + " everyday words"  # short: the picker's option
                    entry["common_rule"] = (f"the words of {code}-all whose most frequent spelling has a Zipf "
                                            f"frequency of at least {COMMON_ZIPF10[code] / 10} in wordfreq's "
                                            f"large_{code} table")
                else:
                    entry["checked_against"] = {"source": f"Debian {plain_src['package']} {plain_src['version']}, "
                                                          f"{plain_src['file']}",
                                                "package_sha256": sha256(plain_pkg.read_bytes()), **cover}
                record["lists"][name] = entry
                print(f"{name}: {entry['words']} words, {entry['words_with_frequency']} with a frequency")
            PROVENANCE.write_text(json.dumps(record, indent=2) + "\n")
    check(codes)


def read_list(name: str) -> dict[str, list]:
    """A shipped list's three aligned files, read back."""
    def text(suffix):
        return gzip.decompress((DATA / f"{name}.{suffix}.gz").read_bytes()).decode("utf-8")
    return {"words": text("txt").split("\n")[:-1], "spell": text("spell").split("\n")[:-1],
            "zipf10": list(gzip.decompress((DATA / f"{name}.zipf.gz").read_bytes()))}


CONTENT = {"shipped": "words_sha256", "frequency_shipped": "frequency_sha256", "spellings_shipped": "spellings_sha256"}


def file_problems(entry: dict) -> list[str]:
    """A list's three shipped files against its PROVENANCE.json entry: each file's and its content's
    sha256, and a gzip header without a time (the same bytes on every rebuild). Empty: all match."""
    problems = []
    for kind, content_key in CONTENT.items():
        blob = (DATA / entry[kind]).read_bytes()
        if sha256(blob) != entry[kind + "_sha256"] or sha256(gzip.decompress(blob)) != entry[content_key]:
            problems.append(f"{entry[kind]}: does not match PROVENANCE.json")
        if blob[4:8] != b"\0\0\0\0":
            problems.append(f"{entry[kind]}: its gzip header holds a time")
    return problems


def list_problems(name: str, data: dict[str, list], entry: dict) -> list[str]:
    """A list read back (`read_list`) against its entry: the three files aligned, the words distinct,
    sorted and of the language's letters, each spelling line distinct spellings, lower case as the
    language writes them, that fold to its word (and not the word alone). Empty: all hold."""
    lang, words, problems = languages.get(entry["language"]), data["words"], []
    if not (len(words) == len(data["spell"]) == len(data["zipf10"]) == entry["words"]):
        problems.append(f"{name}: its files are not aligned")
    if words != sorted(set(words)):
        problems.append(f"{name}: words not distinct and sorted")
    problems += [f"{name}: {w!r} is not a word of {lang.name} letters" for w in words if not (len(w) > 1 and lang.is_word(w))][:5]
    for word, line in zip(words, data["spell"]):
        spellings = line.split(" ") if line else ()
        if line and (spellings == [word] or len(set(spellings)) < len(spellings)
                     or not all(lang.word(s) == word and s == lower(s) for s in spellings)):
            problems.append(f"{name}: spellings {line!r} do not fold to {word!r}")
    if sum(1 for z in data["zipf10"] if z) != entry["words_with_frequency"]:
        problems.append(f"{name}: not {entry['words_with_frequency']} words with a frequency, as recorded")
    return problems


def common_problems(code: str, full: dict[str, list], few: dict[str, list]) -> list[str]:
    """The common list against the full one: each of its words there with the same spellings and
    frequency, and every word of the full list at the common threshold in it. Empty: all hold."""
    index = {w: i for i, w in enumerate(full["words"])}
    if not all(w in index and full["spell"][index[w]] == s and full["zipf10"][index[w]] == z
               for w, s, z in zip(few["words"], few["spell"], few["zipf10"])):
        return [f"{code}: the common list is not a part of the full one"]
    if sum(1 for z in full["zipf10"] if z >= COMMON_ZIPF10[code]) != len(few["words"]) or min(few["zipf10"]) < COMMON_ZIPF10[code]:
        return [f"{code}: the common list is not the full one's words at zipf {COMMON_ZIPF10[code] / 10} and over"]
    return []


def check(codes=CODES, read=read_list) -> None:
    """Every shipped file against PROVENANCE.json (`file_problems`, `list_problems`) and each common
    list against its full one (`common_problems`); stops at the first list with a problem."""
    record = json.loads(PROVENANCE.read_text())["lists"]
    for code in codes:
        lists = {name: read(name) for name in names(code)}
        problems = [p for name in names(code) for p in file_problems(record[name]) + list_problems(name, lists[name], record[name])]
        if problems or (problems := common_problems(code, *lists.values())):
            raise SystemExit("\n".join(problems))
    print(f"language lists ({', '.join(codes)}): all shipped files match PROVENANCE.json")


if __name__ == "__main__":
    check() if "--check" in sys.argv else regenerate(tuple(a for a in sys.argv[1:] if a in CODES) or CODES)
