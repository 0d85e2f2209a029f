"""python -m pysolvers ACTION 'JSON'  — the command-line door to the same `dispatch` as the web worker."""
from __future__ import annotations

import json
import os
import sys

from . import api, words


def usage() -> str:
    lines = ["usage: python -m pysolvers ACTION ['JSON params']", "",
             "Prints the result as JSON and exits 0; on bad input prints {\"error\": {...}} and exits 2.",
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
    if not argv:
        print(usage(), file=sys.stderr)
        result = {"error": {"code": "usage", "message": "Give an action and its parameters as JSON; --help lists the actions."}}
    elif len(argv) > 2:
        result = {"error": {"code": "usage", "message": "Give the parameters as one JSON argument (quote it)."}}
    else:
        result = api.call(argv[0], None) if len(argv) == 1 else run(argv[0], argv[1])
    return emit(result)


def run(action: str, raw: str) -> dict:
    """The action on its JSON parameters, or an error object when they are not JSON."""
    try:
        params = json.loads(raw)
    except json.JSONDecodeError as e:
        return {"error": {"code": "bad_json", "message": f"The parameters are not valid JSON: {e.msg} at character {e.pos + 1}."}}
    except RecursionError:
        return {"error": {"code": "bad_json", "message": "The parameters are nested too deeply to read."}}
    except ValueError:  # a whole number of more digits than Python reads (4,300)
        return {"error": {"code": "bad_json", "message": "The parameters hold a number too long to read (over 4,300 digits)."}}
    return api.call(action, params)


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
