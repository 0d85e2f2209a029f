"""The command line's research engine: a split action's shards run on a Dask cluster.

The same protocol as the page's worker pool (core.Split): each of n tasks runs the action with
`shard` = {"index": i, "of": n} on a Dask worker (a `shares` search first runs its first round on
every worker and hands all the answers to each), and the "merge" action joins the parts here. Exact
searches give the answer one process gives; the best-board search splits its chains.

Dask is imported only here, and this module only by `python -m pysolvers ... --engine dask`: the
site and `import pysolvers` never need it. Workers need this package importable (a LocalCluster
started here is given the package's folder on PYTHONPATH; on other machines, install or copy the
same checkout) and they load the word list and build its indexes themselves, once per worker.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

from . import api
from .core import InputError

HOME = Path(__file__).resolve().parent.parent   # the folder that holds the package


def _part(action: str, params: dict) -> dict:
    """One shard's call on a worker (plain data in, plain data out)."""
    from pysolvers import api as worker_api
    return worker_api.call(action, params)


def connect(scheduler: str | None, workers: int | None):
    """A Dask client: of the scheduler at `scheduler`, or of a LocalCluster of `workers` processes
    (one thread each; default: the machine's cores). Raises InputError when Dask is missing or the
    scheduler cannot be reached."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise InputError("missing_dependency", "--engine dask needs Dask: pip install 'dask[distributed]' "
                         "(the solvers themselves need nothing).") from None
    if scheduler:
        try:
            return Client(scheduler, timeout="20s")
        except (OSError, TimeoutError, ValueError) as e:
            raise InputError("no_scheduler", f"Could not reach a Dask scheduler at {scheduler!r} ({e}).") from None
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HOME), os.environ.get("PYTHONPATH")]))
    cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                           dashboard_address=":0", silence_logs=logging.CRITICAL)
    return Client(cluster)


def run(action: str, params: dict, client, parts: int | None = None) -> dict:
    """The action split into `parts` shards (default: the cluster's worker threads) on the
    client's cluster, merged as the page merges them. Bad input is refused before anything runs."""
    entry = api.describe()["actions"].get(action)
    if entry is None:
        return api.call(action, params)   # the unknown action's own error
    if not entry["split"]:
        split = ", ".join(name for name, e in api.describe()["actions"].items() if e["split"])
        raise InputError("not_split", f"{action} does not split, so it gains nothing from Dask: run it without "
                         f"--engine. Actions that split: {split}.")
    if not isinstance(params, dict):
        return api.call(action, params)
    if "shard" in params:
        raise InputError("bad_option", "\"shard\" is set by the engine itself; leave it out.", "shard")
    n = parts or sum(client.nthreads().values()) or 1
    shares = None
    if entry.get("shares"):
        first = _gather(client, action, [{**params, "shard": {"index": i, "of": n, "share": True}} for i in range(n)])
        if isinstance(first, dict):
            return first
        shares = [a.get("share") for a in first]
    extra = {} if shares is None else {"shares": shares}
    answers = _gather(client, action, [{**params, "shard": {"index": i, "of": n, **extra}} for i in range(n)])
    if isinstance(answers, dict):
        return answers
    return api.call("merge", {"action": action, "params": params, "parts": answers})


def _gather(client, action: str, requests: list[dict]) -> list[dict] | dict:
    """Every request run on the cluster, answers in order; the first error answer instead."""
    futures = [client.submit(_part, action, r, pure=False, key=f"{action}-{r['shard']['index']}-of-{r['shard']['of']}-"
                             f"{'share' if r['shard'].get('share') else 'part'}-{id(requests)}") for r in requests]
    answers = client.gather(futures)
    return next((a for a in answers if "error" in a), answers)
