"""The main thread's side of the computer opponent: one PyScript worker, started in the background.

The worker is a second Pyodide (about a second to boot), started by need and kept for every game:
the shell calls ``warm_up`` as soon as a game against the computer opens (a reload of one included:
then together with the page's own start) or the new-game form does, and a hint or a review starts
it by asking. The first reply is then as quick as the rest, and a page that never needs the
computer (a game between friends, the rules, the home screen) never pays for it. It gets the record as JSON and answers a move string. ``<html data-ai>`` says how far it
is: "starting", then "ready" (or "failed"; the next request tries again).

Each request carries a ``blob:`` URL made for it; ``cancel()`` revokes the URLs of the requests
in flight, which the worker notices within a twentieth of a second: the search stops and answers
"", so the next game's request starts at once instead of queueing behind a search nobody wants.
"""
from __future__ import annotations

import asyncio
from typing import Any

import js
from pyodide.ffi import JsProxy, to_js
from pyscript import PyWorker

from stolik.games import ENGINES      # the registry only: importing it imports no engine

_worker: JsProxy | None = None
_booting: asyncio.Future[JsProxy] | None = None
_pending: dict[str, str] = {}     # blob URL of each request in flight -> its kind ("move" or "review")
_cancels = 0                      # how many times cancel() ran: a request that waited for the boot checks it


def _url(path: str) -> str:
    """An absolute URL next to the page, so the app also works from a sub-path."""
    return str(js.URL.new(path, js.location.href).href)


def _mark(state: str) -> None:
    js.document.documentElement.setAttribute("data-ai", state)


async def _boot() -> JsProxy:
    global _worker, _booting
    _mark("starting")
    try:
        # version= must be an absolute URL of our own Pyodide, or PyScript would load one from a CDN.
        worker = PyWorker(_url("./py/stolik/web/ai_worker.py"), type="pyodide",
                          config=_url("./pyscript.toml"), version=_url("./assets/boot/pyodide-snapshot.mjs"))
        await worker.ready
        for game in ENGINES:               # import every engine and AI now, not at the first reply
            await worker.sync.warm(game)
    except Exception:
        _booting = None
        _mark("failed")
        raise
    _worker = worker
    js.performance.mark("stolik:worker-ready")      # for scripts/bench and the tests: when, and whether, it booted
    _mark("ready")
    return worker


def ready() -> bool:
    """Whether the worker has booted (until then the page says the computer is starting)."""
    return _worker is not None


def warm_up() -> asyncio.Future[JsProxy]:
    """Start the worker in the background (once); later calls return the same boot."""
    global _booting
    if _booting is None:
        _booting = asyncio.ensure_future(_boot())
    return _booting


async def _ask(kind: str, call: str, *args: Any) -> str:
    """One request to the worker that ``cancel`` can stop; "" when cancelled meanwhile."""
    asked = _cancels
    worker = _worker or await warm_up()
    if asked != _cancels:
        return ""
    url = js.URL.createObjectURL(js.Blob.new(to_js(["1"])))
    _pending[url] = kind
    try:
        return str(await getattr(worker.sync, call)(*args, url))
    finally:
        if _pending.pop(url, None) is not None:
            js.URL.revokeObjectURL(url)


async def choose(game: str, record_json: str, level: str, seed: int) -> str:
    """Ask the worker for the computer's move in the recorded game; "" when cancelled meanwhile."""
    return await _ask("move", "choose", game, record_json, level, seed)


async def evaluate(game: str, record_json: str) -> str:
    """Ask the worker for the first player's chance to win after the record's moves (a JSON number); "" when cancelled."""
    return await _ask("review", "evaluate", game, record_json)


def cancel(kind: str | None = None) -> None:
    """Stop the requests in flight (only those of ``kind`` when given: a review's Stop leaves the computer's move alone)."""
    global _cancels
    if kind is None:
        _cancels += 1
    for url, of in list(_pending.items()):
        if kind is None or of == kind:
            del _pending[url]
            js.URL.revokeObjectURL(url)
