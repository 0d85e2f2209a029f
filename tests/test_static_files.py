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



def test_the_embed_frame_asks_for_what_every_puzzle_needs_with_its_script(dist):
    # on a phone's network each module found only once the one importing it has arrived costs a round
    # trip (0.56 s on Slow 4G): the frame page preloads its script's chunks and the ones every puzzle's
    # chunk imports, and no puzzle's own chunk (an embed fetches only its puzzle's code); the rest of
    # what a puzzle's chunk imports is asked for with it
    frame = (dist / "embed" / "frame.html").read_text()
    preloaded = set(re.findall(r'<link rel="modulepreload" href="chunks/([^"]+)">', frame))
    chunks = dist / "embed" / "chunks"
    imports = {p.name: set(re.findall(r'from"\./([^"]+)"', p.read_text())) for p in chunks.glob("*.js")}

    def closure(name):
        seen, todo = set(), [name]
        while todo:
            for i in imports[todo.pop()] - seen:
                seen.add(i)
                todo.append(i)
        return seen

    puzzles = [n for n in imports if re.match(r"(bee|letterboxed|boggle|anigrams|tiles)-", n)]
    assert len(puzzles) == 5, sorted(imports)
    shared = set.intersection(*(closure(p) for p in puzzles))
    assert shared and shared <= preloaded, (shared, preloaded)
    assert not preloaded & set(puzzles)
    # and a puzzle's chunk is asked for with the chunks it imports that the page has not preloaded
    loaders = [p.read_text() for p in chunks.glob("*.js") if 'import("./bee-' in p.read_text()]
    assert loaders
    for name in puzzles:
        site = re.search(r'\(((?:import\("\./[^"]+"\)\.catch\(\(\)=>\{\}\),)*)import\("\./' + re.escape(name) + r'"\)\)', loaders[0])
        alongside = set(re.findall(r'import\("\./([^"]+)"\)', site.group(1))) if site else set()
        assert closure(name) - preloaded <= alongside, (name, closure(name) - preloaded, alongside)


def test_a_zips_precompressed_copies_unpack_to_the_same_files(dist):
    # a zip ships deflated (hosts that send it as it is); its .br and .gz are made from its members
    # stored, which compress better across files: whichever the host sends, Pyodide unpacks the same
    import gzip
    import io
    import subprocess
    import zipfile
    unbrotli = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(process.argv[1])))"
    for rel in ("pyodide/python_stdlib.zip", "pysolvers.zip"):
        shipped = zipfile.ZipFile(dist / rel)
        assert {i.compress_type for i in shipped.infolist()} == {zipfile.ZIP_DEFLATED}, rel
        br = subprocess.run(["node", "-e", unbrotli, str(dist / f"{rel}.br")], capture_output=True, check=True).stdout
        for enc, data in (("gz", gzip.decompress((dist / f"{rel}.gz").read_bytes())), ("br", br)):
            copy = zipfile.ZipFile(io.BytesIO(data))
            assert copy.namelist() == shipped.namelist(), (rel, enc)
            assert all(copy.read(n) == shipped.read(n) for n in shipped.namelist()), (rel, enc)
            assert {i.compress_type for i in copy.infolist()} == {zipfile.ZIP_STORED}, (rel, enc)
        assert (dist / f"{rel}.br").stat().st_size < 0.75 * (dist / rel).stat().st_size, rel


def test_every_line_file_ships_front_coded_and_the_workers_own_code_gives_back_the_list(dist):
    # data/NAME.txt.gz (the word lists, the labels, the offensive words) ship front-coded, which the
    # worker undoes as it places them (runtime.mjs unfront): byte for byte the repository's list
    import gzip
    import json
    import subprocess
    from pysolvers import words
    script = """
        const [runtime, dist, files] = process.argv.slice(1);
        const zlib = require("zlib"), fs = require("fs");
        import(runtime).then((m) => process.stdout.write(JSON.stringify(Object.fromEntries(JSON.parse(files).map((f) =>
            [f, m.unfront(zlib.gunzipSync(fs.readFileSync(dist + "/data/" + f)).toString("utf8"))])))));"""
    names = sorted(p.name for p in (dist / "data").glob("*.txt.gz"))
    assert "nyt.txt.gz" in names and "enable.txt.gz" in names
    out = subprocess.run(["node", "-e", script, (dist / "runtime" / "worker" / "runtime.mjs").as_uri(), str(dist), json.dumps(names)],
                         capture_output=True, text=True, check=True).stdout
    unpacked = json.loads(out)
    for name in names:
        repo = gzip.decompress((words.DATA_DIR / name).read_bytes()).decode("utf-8")
        assert unpacked[name] == repo, name
        assert (dist / "data" / name).stat().st_size < (words.DATA_DIR / name).stat().st_size, name
