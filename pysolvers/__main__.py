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
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(usage())
        return 0 if argv else 2
    action, raw = argv[0], (argv[1] if len(argv) > 1 else "{}")
    if len(argv) > 2:
        result = {"error": {"code": "usage", "message": "Give the parameters as one JSON argument (quote it)."}}
    else:
        try:
            params = json.loads(raw)
        except json.JSONDecodeError as e:
            result = {"error": {"code": "bad_json", "message": f"The parameters are not valid JSON: {e.msg} at character {e.pos + 1}."}}
        else:
            result = api.call(action, params)
    try:
        print(json.dumps(result, ensure_ascii=False))
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (| head): not an error of ours, and no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 2 if "error" in result else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
