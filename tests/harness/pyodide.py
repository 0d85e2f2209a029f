"""Pyodide under Node: the app's API inside the real runtime from dist/, started by the same code as
the web worker (dist/runtime/worker/runtime.mjs), one request at a time (pyodide_node.mjs beside this file)."""
from __future__ import annotations

import json
import os
import subprocess
import threading
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent / "pyodide_node.mjs"


class NodePyodide:
    """One Node process running Pyodide; requests go in as JSON lines, replies come back the same way."""

    def __init__(self, dist: Path, env: dict | None = None):
        self.proc = subprocess.Popen(["node", str(SCRIPT), str(dist)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
                                     env=None if env is None else {**os.environ, **env})
        self.lock = threading.Lock()
        self.next_id = 0
        first = self.proc.stdout.readline()
        if not first:
            raise RuntimeError("Pyodide did not start under Node (see stderr above)")
        ready = json.loads(first)
        self.boot_ms, self.boot_fetched = ready["boot_ms"], ready["fetched"]
        self.runtime = ready["runtime"]  # {"pyodide": its version, "python": sys.version, "platform": sys.platform}

    def reply(self, action: str, params) -> dict:
        """The whole reply: the result's JSON text, timing, and the site files read during the call."""
        with self.lock:
            self.next_id += 1
            self.proc.stdin.write(json.dumps({"id": self.next_id, "action": action, "params": params}) + "\n")
            reply = json.loads(self.proc.stdout.readline())
        assert reply["id"] == self.next_id
        return reply

    def call(self, action: str, params) -> dict:
        return json.loads(self.reply(action, params)["json"])

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
