"""The main thread's side of the computer opponent: one PyScript worker, created at its first move.

The worker is a second Pyodide (seconds to boot), so it is made only when the computer first has
to move, and then reused. It gets the record as JSON and answers a move string.
"""
from __future__ import annotations

import js
from pyscript import PyWorker

_worker = None


def _url(path: str) -> str:
    """An absolute URL next to the page, so the app also works from a sub-path."""
    return js.URL.new(path, js.location.href).href


async def choose(game: str, record_json: str, level: str, seed: int) -> str:
    """Ask the worker for the computer's move in the recorded game."""
    global _worker
    if _worker is None:
        # version= must be an absolute URL of our own Pyodide, or PyScript would load one from a CDN.
        worker = PyWorker(_url("./py/stolik/web/ai_worker.py"), type="pyodide",
                          config=_url("./pyscript.toml"), version=_url("./assets/vendor/pyodide/pyodide.mjs"))
        await worker.ready
        _worker = worker
    return str(await _worker.sync.choose(game, record_json, level, seed))
