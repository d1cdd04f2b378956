"""The main thread's side of the computer opponent: one PyScript worker, started in the background.

The worker is a second Pyodide (about a second to boot), started by need and kept for every game:
the shell calls ``warm_up`` as soon as a game against the computer opens (a reload of one included:
then together with the page's own start) or the new-game form does, and a hint or a review starts
it by asking. The first reply is then as quick as the rest, and a page that never needs the
computer (a game between friends, the rules, the home screen) never pays for it. It gets the record as JSON and answers a move string. ``<html data-ai>`` says how far it
is: "starting", then "ready" (or "failed"; the next request tries again).

A search nobody waits for any more (its game left, undone or replaced, a review stopped) ends with
its worker: ``cancel`` terminates it and starts another at once, so the next request never queues
behind it. Nothing in the search polls for a stop (a revoked blob URL did, and each stop left a failed
request in the console); the cost is a second Pyodide's boot in the background, about a second, while
the player reads or plays. Leaving the page mid-search ends the worker too (``leave``), before the
browser drops the page under it.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import JsProxy
from pyscript import PyWorker

from stolik.games import ENGINES      # the registry only: importing it imports no engine

_worker: JsProxy | None = None
_starting: JsProxy | None = None  # a worker still booting
_booting: asyncio.Future[JsProxy] | None = None
_pending: dict[int, tuple[str, asyncio.Future[bool]]] = {}   # each request in flight -> (its kind, set when its worker ends)
_cancels = 0                      # how many times cancel() ran: a request that waited for the boot checks it


def _url(path: str) -> str:
    """An absolute URL next to the page, so the app also works from a sub-path."""
    return str(js.URL.new(path, js.location.href).href)


def _mark(state: str) -> None:
    js.document.documentElement.setAttribute("data-ai", state)


async def _boot() -> JsProxy:
    global _worker, _booting, _starting
    _mark("starting")
    try:
        # version= must be an absolute URL of our own Pyodide, or PyScript would load one from a CDN.
        worker = _starting = PyWorker(_url("./py/stolik/web/ai_worker.py"), type="pyodide",
                          config=_url("./pyscript.toml"), version=_url("./assets/boot/pyodide-snapshot.mjs"))
        await worker.ready
        for game in ENGINES:               # import every engine and AI now, not at the first reply
            await worker.sync.warm(game)
    except Exception:
        _booting = None
        _mark("failed")
        raise
    finally:
        _starting = None
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
    """One request to the worker; "" when cancelled meanwhile. A request whose worker was ended for
    another's sake (a review stopped while a hint was searched) is asked again of the next worker."""
    while True:
        asked = _cancels
        worker = _worker or await warm_up()
        if asked != _cancels:
            return ""
        ended: asyncio.Future[bool] = asyncio.get_event_loop().create_future()
        key = id(ended)
        _pending[key] = (kind, ended)
        answer = asyncio.ensure_future(getattr(worker.sync, call)(*args))
        try:
            await asyncio.wait((answer, ended), return_when=asyncio.FIRST_COMPLETED)
        finally:
            del _pending[key]
        if not ended.done():
            return str(answer.result())
        if not ended.result():
            return ""


async def choose(game: str, record_json: str, level: str, seed: int) -> str:
    """Ask the worker for the computer's move in the recorded game; "" when cancelled meanwhile."""
    return await _ask("move", "choose", game, record_json, level, seed)


async def evaluate(game: str, record_json: str) -> str:
    """Ask the worker for the first player's chance to win after the record's moves (a JSON number); "" when cancelled."""
    return await _ask("review", "evaluate", game, record_json)


async def line(game: str, record_json: str, first: str) -> str:
    """Ask the worker for the line a review's better move leads to (a JSON list of moves); "" when cancelled."""
    return await _ask("review", "line", game, record_json, first)


async def analyse(game: str, position: str, seconds: float) -> str:
    """Ask the worker for the analysis board's best moves in ``position`` (web/analysis.py); "" when cancelled."""
    return await _ask("analysis", "analyse", game, position, seconds)


def cancel(kind: str | None = None) -> None:
    """Stop the requests in flight (only those of ``kind`` when given: a review's Stop leaves the
    computer's move alone): their worker ends and another starts."""
    global _cancels
    if kind is None:
        _cancels += 1
    if any(kind is None or of == kind for of, _ended in _pending.values()):
        _end_worker(lambda of: kind is None or of == kind)
        warm_up()


def leave() -> None:
    """The page is being left (``pagehide``: reload, Back, another site): a worker searching ends now,
    not after the browser has dropped the page under it. An idle one is kept: a page restored from the
    back-forward cache still has it."""
    global _cancels
    if _pending:
        _cancels += 1
        _end_worker(lambda _kind: True)


def stop() -> None:
    """The app is replaced on this page (app.restart): the worker ends, booted or still booting, and
    every request in flight answers ""."""
    global _cancels, _starting
    _cancels += 1
    if _starting is not None:
        _starting.terminate()
        _starting = None
    _end_worker(lambda _kind: True)


def _end_worker(stopped: Callable[[str], bool]) -> None:
    """Terminate the worker; its requests answer "" where ``stopped(kind)``, else are asked again."""
    global _worker, _booting
    if _worker is not None:
        _worker.terminate()
    _worker = _booting = None
    js.document.documentElement.removeAttribute("data-ai")
    for of, ended in list(_pending.values()):
        if not ended.done():
            ended.set_result(not stopped(of))
