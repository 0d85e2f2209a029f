"""python -m pysolvers ACTION 'JSON' [--engine dask [--scheduler ADDRESS] [--workers N]]  — the
command-line door to the same `dispatch` as the web worker; with --engine dask, a search that splits
runs its shards on a Dask cluster (pysolvers/engine.py)."""
from __future__ import annotations

import json
import os
import sys

from . import api, words
from .core import InputError


FLAGS = ("--engine", "--scheduler", "--workers")


def usage() -> str:
    lines = ["usage: python -m pysolvers ACTION ['JSON params'] [--engine dask [--scheduler ADDRESS] [--workers N]]", "",
             "Prints the result as JSON and exits 0; on bad input prints {\"error\": {...}} and exits 2.",
             "--engine dask: an action that splits (a best-board search, Boggle generate, Bee best boards, tile",
             "charts, Anigrams over all starts) runs its parts on a Dask cluster: a LocalCluster of N worker",
             "processes (default: the machine's cores), or the running scheduler at ADDRESS (tcp://host:8786), split",
             "into N parts (default: its worker threads). Needs pip install 'dask[distributed]'.",
             "Every action also takes \"dictionary\": enable (default), american-english, words-alpha or nyt,",
             "or \"word_list\": your own words (a list, or text with one word per line).", "", "actions:"]
    common = {f.name for f in words.FIELDS}
    for name, entry in api.describe()["actions"].items():
        own = [f for f in entry["fields"] if f not in common]
        lines.append(f"  {name:<22} {entry['summary']}")
        lines.append(f"  {'':<22} fields: {', '.join(own) or '-'}; e.g. {json.dumps(entry['example'], ensure_ascii=False)}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Run one action from the command line: exit 0 with the result as JSON, or exit 2 with
    {"error": {...}} (help: the usage text and exit 0). No input gets a traceback."""
    if argv and argv[0] in ("-h", "--help", "help"):
        write(usage())
        return 0
    try:
        argv, flags = split_flags(argv)
    except InputError as e:
        return emit(e.as_dict())
    if flags and len(argv) in (1, 2):
        return emit(on_dask(argv[0], argv[1] if len(argv) == 2 else "{}", flags))
    if not argv:
        print(usage(), file=sys.stderr)
        result = {"error": {"code": "usage", "message": "Give an action and its parameters as JSON; --help lists the actions."}}
    elif len(argv) > 2:
        result = {"error": {"code": "usage", "message": "Give the parameters as one JSON argument (quote it)."}}
    else:
        result = api.call(argv[0], None) if len(argv) == 1 else run(argv[0], argv[1])
    return emit(result)


def split_flags(argv: list[str]) -> tuple[list[str], dict[str, str]]:
    """The arguments without the engine's flags (--name value or --name=value), and the flags."""
    rest, flags = [], {}
    args = iter(argv)
    for arg in args:
        name, eq, value = arg.partition("=")
        if name not in FLAGS:
            if arg.startswith("--"):
                raise InputError("usage", f"Unknown option {arg[:40]!r}; the options are {', '.join(FLAGS)}.")
            rest.append(arg)
            continue
        if not eq:
            value = next(args, None)
            if value is None:
                raise InputError("usage", f"{name} needs a value.")
        if name in flags:
            raise InputError("usage", f"{name} is given twice.")
        flags[name] = value
    engine = flags.get("--engine", "local")
    if engine not in ("local", "dask"):
        raise InputError("usage", f"--engine must be dask or local; you gave {engine[:40]!r}.")
    if engine == "local" and len(flags) > ("--engine" in flags):
        raise InputError("usage", "--scheduler and --workers belong to --engine dask.")
    if "--workers" in flags:
        w = flags["--workers"]
        if not (w.isascii() and w.isdigit()) or not 1 <= int(w) <= 4096:
            raise InputError("usage", f"--workers must be a whole number from 1 to 4096; you gave {w[:40]!r}.")
    return rest, (flags if engine == "dask" else {})


def on_dask(action: str, raw: str, flags: dict[str, str]) -> dict:
    """The action's parts on a Dask cluster (see pysolvers/engine.py), merged; errors as objects."""
    params, error = parse(raw)
    if error:
        return error
    from . import engine
    workers = int(flags["--workers"]) if "--workers" in flags else None
    try:
        client = engine.connect(flags.get("--scheduler"), workers)
    except InputError as e:
        return e.as_dict()
    try:
        return engine.run(action, params, client, workers)
    except InputError as e:
        return e.as_dict()
    finally:
        if flags.get("--scheduler"):
            client.close()
        else:   # the LocalCluster started for this run: its workers, scheduler and client, in that order
            client.shutdown()


def run(action: str, raw: str) -> dict:
    """The action on its JSON parameters, or an error object when they are not JSON."""
    params, error = parse(raw)
    return error or api.call(action, params)


def parse(raw: str) -> tuple[object, dict | None]:
    """(the JSON parameters, None), or (None, an error object) when they are not JSON."""
    try:
        return json.loads(raw), None
    except json.JSONDecodeError as e:
        return None, {"error": {"code": "bad_json", "message": f"The parameters are not valid JSON: {e.msg} at character {e.pos + 1}."}}
    except RecursionError:
        return None, {"error": {"code": "bad_json", "message": "The parameters are nested too deeply to read."}}
    except ValueError:  # a whole number of more digits than Python reads (4,300)
        return None, {"error": {"code": "bad_json", "message": "The parameters hold a number too long to read (over 4,300 digits)."}}


def emit(result: dict) -> int:
    """Print the result as one line of JSON (ASCII escapes when the terminal cannot show a character)."""
    try:
        text = json.dumps(result, ensure_ascii=False, allow_nan=False)
    except ValueError:  # NaN or Infinity in a result: a bug, said as an error, never as invalid JSON
        result = {"error": {"code": "internal", "message": "The answer held a number JSON cannot write. Please report this puzzle."}}
        text = json.dumps(result)
    write(text, json.dumps(result, ensure_ascii=True))
    return 2 if "error" in result else 0


def write(text: str, ascii_text: str | None = None) -> None:
    """Print to stdout; the ASCII form if stdout's encoding cannot hold the text (or it holds a
    character no encoding can: a lone surrogate from undecodable argv); nothing, and no traceback,
    if the reader has stopped reading (| head)."""
    try:
        text.encode(sys.stdout.encoding or "utf-8")  # strictly: a lone surrogate from argv would print as a stray byte
    except (UnicodeEncodeError, LookupError):
        text = ascii_text if ascii_text is not None else text.encode("ascii", "backslashreplace").decode()
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
