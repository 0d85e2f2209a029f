"""The shipped word lists: hashes, counts and frequencies as PROVENANCE.json records them."""
import gzip
import hashlib
import json

import pytest

from pysolvers import prebuilt, words

PROVENANCE = json.loads((words.DATA_DIR / "PROVENANCE.json").read_text())
ROOT_DATA = words.DATA_DIR  # the shipped data (tests below point words.DATA_DIR elsewhere)


@pytest.mark.parametrize("name", words.DICTIONARIES)
@pytest.mark.data
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


@pytest.mark.parametrize("name", words.DICTIONARIES)
def test_a_shipped_list_read_as_text_is_its_words(name):
    wl = words.load(name)
    assert wl.words == tuple(gzip.decompress((words.DATA_DIR / f"{name}.txt.gz").read_bytes()).decode().split())
    assert wl.text == words.WordList("again", wl.words).text
    assert len(wl.zipf10) == len(wl.words)
    # ALPHABETICAL names exactly the shipped lists in alphabetical order (Letter Boxed trusts it)
    assert (list(wl.words) == sorted(wl.words)) == (name in words.ALPHABETICAL) == wl.alphabetical


def test_an_unpacked_data_file_is_read_before_its_gz(tmp_path, monkeypatch):
    """The browser's worker places `NAME.txt` unpacked; Python reads it, and `require` finds it."""
    packed = tmp_path / "mine.txt.gz"
    packed.write_bytes(gzip.compress(b"packed\n"))
    assert words._read_gz(packed) == b"packed\n"
    (tmp_path / "mine.txt").write_bytes(b"unpacked\n")
    assert words._read_gz(packed) == b"unpacked\n"
    packed.unlink()
    monkeypatch.setattr(words, "DATA_DIR", tmp_path)
    words.require("mine.txt.gz")
    with pytest.raises(words.NeedData):
        words.require("other.txt.gz")


def test_custom_list_normalizes_and_rejects_garbage():
    wl = words.custom(" Cat\ncat\n\nDOG \n")
    assert wl.words == ("cat", "dog")
    with pytest.raises(words.InputError, match="line 2"):
        words.custom("cat\nd-og\n")
    with pytest.raises(words.InputError):
        words.custom(42)
    with pytest.raises(words.InputError, match="empty"):
        words.custom("\n\n")


# --- what a request reads: declared in the catalog, so the browser fetches it before Python runs ---

@pytest.fixture
def only_declared(tmp_path, monkeypatch):
    """A data directory holding only the files the catalog says a request reads (each test puts them
    in), with every cache of files read before emptied: as in a browser worker that has fetched them."""
    from pysolvers import nyt
    monkeypatch.setattr(words, "DATA_DIR", tmp_path)
    monkeypatch.setattr(prebuilt, "DIR", tmp_path / "prebuilt")
    monkeypatch.setattr(words, "_adjusted_cache", {})
    for cached in (words.load, words.offensive, nyt.labels):
        cached.cache_clear()
    yield tmp_path
    for cached in (words.load, words.offensive, nyt.labels):
        cached.cache_clear()


def _declared(dictionary: str) -> list[str]:
    """What the catalog says a request on the shipped list `dictionary` reads, offensive words hidden
    and explained (bee.solve's `rejected`, true by default)."""
    from pysolvers import api
    reads = api.describe()["reads"]
    return reads["lists"][dictionary] + reads["explains"].get(dictionary, []) + reads["offensive_hidden"]


def _quick_list_actions() -> list[tuple[str, dict]]:
    """Every quick action that reads a word list, with the catalog's example (its list taken out)."""
    from pysolvers import api
    return [(name, {k: v for k, v in a.example.items() if k != "dictionary"}) for name, a in sorted(api.ACTIONS.items())
            if a.runs == "quick" and "dictionary" in api.FIELDS[name]]


QUICK = _quick_list_actions()


@pytest.mark.parametrize("dictionary", ["nyt", "enable", "american-english"])
@pytest.mark.parametrize("action,params", QUICK, ids=[a for a, _ in QUICK])
def test_the_files_the_catalog_declares_are_all_a_request_reads(only_declared, dist, action, params, dictionary):
    from pysolvers import api
    request = {**params, "dictionary": dictionary, "offensive": "hide"}
    files = _declared(dictionary)
    assert files[:2] == [f"data/{dictionary}.txt.gz", f"data/{dictionary}.zipf.gz"]
    for rel in files:
        (only_declared / rel.removeprefix("data/")).write_bytes((ROOT_DATA / rel.removeprefix("data/")).read_bytes())
    # and the prebuilt indexes the worker fetches for it (the action's `indexes` the build made for the list)
    built = dist / "data" / "prebuilt"
    (only_declared / "prebuilt").mkdir()
    for key in set(api.describe()["actions"][action]["indexes"]) & set(json.loads((built / "index.json").read_text()).get(dictionary, ())):
        name = prebuilt.file_name(dictionary, key)
        (only_declared / "prebuilt" / name).write_bytes((built / name).read_bytes())
    r = api.call(action, request)
    assert "error" not in r, r


def test_a_file_the_catalog_declares_is_one_python_asks_for(only_declared):
    from pysolvers import api
    request = {"letters": "aeginrt", "center": "r", "dictionary": "nyt", "offensive": "hide"}
    files = _declared("nyt")
    assert "data/nyt-labels.txt.gz" in files and "data/offensive.txt.gz" in files
    for rel in files:
        if rel != "data/nyt-labels.txt.gz":
            (only_declared / rel.removeprefix("data/")).write_bytes((ROOT_DATA / rel.removeprefix("data/")).read_bytes())
    r = api.call("bee.solve", request)
    assert r["error"]["code"] == "need_data" and r["error"]["files"] == ["data/nyt-labels.txt.gz"]


def test_notice_names_every_source_with_what_its_license_asks():
    from tests.harness.credited import sources
    notice = " ".join((words.DATA_DIR.parent.parent / "NOTICE").read_text().split())
    found = sources(PROVENANCE)
    assert len(found) >= 12
    for where, src in found:
        assert f"{src['package']} {src['version']}" in notice, where
        for key in ("work", "authors", "copyright", "homepage", "license_url"):
            if key in src:
                assert " ".join(src[key].split()) in notice, (where, key)
    # an MIT license asks for its copyright line and permission notice on every copy
    mit = notice.count("The above copyright notice and this permission notice shall be included")
    assert mit == sum(1 for _, s in found if "MIT" in s["license"] and "copyright" in s)
