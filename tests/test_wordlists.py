"""The shipped word lists: hashes, counts and frequencies as PROVENANCE.json records them."""
import gzip
import hashlib
import json

import pytest

from pysolvers import words

PROVENANCE = json.loads((words.DATA_DIR / "PROVENANCE.json").read_text())


@pytest.mark.parametrize("name", words.DICTIONARIES)
def test_shipped_files_match_recorded_hashes(name):
    entry = PROVENANCE["lists"][name]
    for shipped, blob_hash, content_hash in ((entry["shipped"], entry["shipped_sha256"], entry["words_sha256"]),
                                              (entry["frequency_shipped"], entry["frequency_shipped_sha256"], entry["frequency_sha256"])):
        blob = (words.DATA_DIR / shipped).read_bytes()
        assert hashlib.sha256(blob).hexdigest() == blob_hash
        assert hashlib.sha256(gzip.decompress(blob)).hexdigest() == content_hash


def test_enable_is_the_pinned_list():
    wl = words.load("enable")
    assert len(wl) == 172_820 and wl.words[0] == "aa" and wl.words[-1] == "zyzzyvas"
    digest = hashlib.sha256(("\n".join(wl.words) + "\n").encode()).hexdigest()
    assert digest == "f32e6fbdc4cf9c8ec1d992193d7ac33e773fc850ba47ebe2c791ab9d61913d49"
    assert sum(1 for b in wl.zipf10 if b) == 91_180


@pytest.mark.parametrize("name,count", [("american-english", 63_875), ("words-alpha", 370_105)])
def test_other_lists(name, count):
    wl = words.load(name)
    assert len(wl) == count == PROVENANCE["lists"][name]["words"]
    assert all(w.isascii() and w.isalpha() and w.islower() for w in wl.words)


def test_frequencies_are_sensible():
    wl = words.load("enable")
    assert wl.zipf("the") > 7 > wl.zipf("equity") > wl.zipf("foxglove") > 0
    assert wl.zipf("zyzzyvas") == 0.0 and wl.zipf("notaword") == 0.0


def test_load_is_cached_and_lazy():
    assert words.load("enable") is words.load("enable")


def test_custom_list_normalizes_and_rejects_garbage():
    wl = words.custom(" Cat\ncat\n\nDOG \n")
    assert wl.words == ("cat", "dog")
    with pytest.raises(words.InputError, match="line 2"):
        words.custom("cat\nd-og\n")
    with pytest.raises(words.InputError):
        words.custom(42)
    with pytest.raises(words.InputError, match="empty"):
        words.custom("\n\n")
