"""Prebuilt indexes: the registry of indexes made ahead of time, and their binary format.

An index that takes long to build (a trie, a letterset table) may be registered with
`register(key, build, dump, load, drop)`. The site's build (build.py) then makes it ahead of time
for the shipped lists as `data/prebuilt/LIST.KEY.bin.gz` (`make`); where that file is present (the
worker fetches it before an action that names the key in its `indexes`), `WordList.derived` loads it
instead of building (`load`), after checking that it was made from this very list. A list that
`words.adjusted` made by leaving words out (offensive words hidden, the player's rejections) has no
file of its own: where the key has a `drop`, its index is made from the whole list's (loaded, or
built already) by leaving the same words out, which costs a fraction of a build. An index's own
bytes are arrays written by `pack` and read back by `unpack`.
"""
from __future__ import annotations

import contextlib
import gc
import gzip
import struct
import sys
import zlib
from array import array
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .words import WordList

DIR = Path(__file__).resolve().parent / "data" / "prebuilt"
MAGIC = b"wordloom-index-1\n"


@dataclass(frozen=True)
class Spec:
    """An index the site's build makes ahead of time: `dump(obj, wl) -> bytes`, `load(data, wl) -> obj`;
    `drop(whole, wl) -> obj`, where given: the index of `wl`, a list made from `wl.base` by leaving out
    `wl.dropped`, from `whole`, the index of `wl.base` (which it must not change). Its answers must be
    those of `build(wl)` (tests/test_prebuilt.py checks each)."""
    build: Callable[[WordList], object]
    dump: Callable[[object, WordList], bytes]
    load: Callable[[bytes, WordList], object]
    drop: Callable[[object, WordList], object] | None = None


SPECS: dict[str, Spec] = {}


def register(key: str, build: Callable[[WordList], object], dump: Callable[[object, WordList], bytes],
             load: Callable[[bytes, WordList], object], drop: Callable[[object, WordList], object] | None = None) -> None:
    """Register the index `key` (as `WordList.derived` names it) for building ahead of time, and
    with `drop` for making a shortened list's index from the whole list's."""
    SPECS[key] = Spec(build, dump, load, drop)


def file_name(name: str, key: str) -> str:
    return f"{name}.{key}.bin.gz"


def make(wl: WordList, key: str) -> bytes:
    """The prebuilt file of `key` for a shipped list: a header naming the list's digest, then the
    index's own bytes, gzipped (deterministic: no time stamp)."""
    spec = SPECS[key]
    body = spec.dump(wl.derived(key, spec.build), wl)
    return gzip.compress(MAGIC + key.encode() + b"\n" + wl.digest + body, 9, mtime=0)


def load(wl: WordList, key: str, shipped: bool) -> tuple[object, str] | None:
    """(index, origin) without building: for a shipped list (`shipped`), its prebuilt file of `key`
    when present and made from this very list ("loaded"); for a list `words.adjusted` made by leaving
    words out, the whole list's index (loaded, or built already) with those words dropped
    ("dropped"). None otherwise: then the caller builds it."""
    spec = SPECS.get(key)
    if spec is None:
        return None
    if wl.base is not wl:  # an adjusted list: never a file of its own
        if wl.added or spec.drop is None:
            return None
        whole = wl.base.peek(key)
        if whole is None:
            return None
        with collector_paused():
            return spec.drop(whole, wl), "dropped"
    if not shipped:
        return None
    try:
        data = gzip.decompress((DIR / file_name(wl.name, key)).read_bytes())
    except (OSError, EOFError, zlib.error):
        return None
    head = MAGIC + key.encode() + b"\n" + wl.digest
    if not data.startswith(head):
        return None  # made from another list or by another format: build instead
    with collector_paused():
        return spec.load(memoryview(data)[len(head):], wl), "loaded"


@contextlib.contextmanager
def collector_paused():
    """Pause Python's cyclic garbage collector for a bounded build that makes many containers and no
    reference cycles (an index: hundreds of thousands of frozensets, tuples and lists; loading or
    dropping a prebuilt one). The collector would walk them again and again for nothing (Bee's best
    boards on words_alpha build faster with it paused under Pyodide). Restored on exit."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def pack(*arrays: array) -> bytes:
    """Arrays as bytes for a prebuilt index: per array its typecode, length and items (little-endian)."""
    out = [struct.pack("<I", len(arrays))]
    for a in arrays:
        if sys.byteorder == "big":
            a = array(a.typecode, a)
            a.byteswap()
        out += [struct.pack("<cBI", a.typecode.encode(), a.itemsize, len(a)), a.tobytes()]
    return b"".join(out)


def unpack(data) -> list[array]:
    """The arrays `pack` wrote, in order."""
    data = memoryview(data)
    (count,), at = struct.unpack_from("<I", data), 4
    arrays = []
    for _ in range(count):
        code, size, n = struct.unpack_from("<cBI", data, at)
        at += struct.calcsize("<cBI")
        a = array(code.decode())
        if a.itemsize != size:
            raise ValueError(f"array '{code.decode()}' has {a.itemsize}-byte items here, {size} in the file")
        a.frombytes(data[at:at + size * n])
        if sys.byteorder == "big":
            a.byteswap()
        arrays.append(a)
        at += size * n
    return arrays
