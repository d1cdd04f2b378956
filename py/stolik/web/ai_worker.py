"""The computer opponent's worker: replays the record with the same engine and answers a move.

Runs in its own Pyodide, so a long search never freezes the page. It touches no DOM: it only
computes and returns plain data. The page starts it in the background once it is ready and keeps
it for every game, so it also keeps the states of the last record it replayed: the next request of
the same game plays only the new moves.

A search nobody waits for any more stops: each request names a ``blob:`` URL the page made for it
and revokes when the game is left, undone or replaced. While it searches, the worker asks (a
synchronous request, allowed in workers; no shared memory needed) whether that URL still answers,
every ``budget.POLL_SECONDS``; when it does not, the search unwinds and the answer is "" (a queued
request already cancelled returns "" before replaying anything).

A game review asks ``evaluate`` for each position in turn: the record grows by one move per
request, so each replays one move and searches for ``REVIEW_SECONDS``.
"""
import importlib
import json
from collections.abc import Callable
from types import ModuleType

import js
from pyscript import sync

from stolik.core.game import State
from stolik.core.record import Record, replay
from stolik.core.search import Stopped, budget
from stolik.games import engine

REVIEW_SECONDS = 0.25       # one position of a review: a 60-move game is reviewed in well under a minute
# (the record without its moves, the states of its replayed moves each with the move that led there)
_last: tuple[tuple[object, ...], list[tuple[str | None, State]]] = ((), [])


def _alive(url: str) -> bool:
    """Whether the page still waits for the request that carries ``url``."""
    request = js.XMLHttpRequest.new()
    try:
        request.open("GET", url, False)
        request.send()
    except Exception:   # noqa: BLE001 - a revoked blob URL fails as a network error: that is the signal
        return False
    return int(request.status) in (0, 200)


def _state(record: Record) -> State:
    """The state after the record's moves, replaying only what the last request's states lack."""
    global _last
    head = (record.game, record.rules_version, json.dumps(dict(record.options), sort_keys=True), record.seed, record.start,
            record.reshuffles)        # an older game's reshuffle changes what follows it: replay the whole record
    known_head, states = _last
    if known_head == head and states:
        same = 0
        limit = min(len(states) - 1, len(record.moves))
        while same < limit and states[same + 1][0] == record.moves[same]:
            same += 1
        states = states[:same + 1]
        for move in record.moves[same:]:
            states.append((move, states[-1][1].play(move)))
    else:
        replayed = replay(engine(record.game), record)
        states = [(None, replayed[0])] + list(zip(record.moves, replayed[1:]))
    _last = (head, states)
    return states[-1][1]


def _answer(game: str, record_json: str, cancel_url: str, ask: Callable[[ModuleType, State], str]) -> str:
    """``ask(ai module, state)`` on the state after the record's moves, or "" when the page stopped waiting."""
    if cancel_url:
        if not _alive(cancel_url):
            return ""
        budget.stop_when(lambda: not _alive(cancel_url))
    try:
        state = _state(Record.from_json(json.loads(record_json)))
        return ask(importlib.import_module(f"stolik.{game}.ai"), state)
    except Stopped:
        return ""
    finally:
        budget.stop_when(None)


def choose(game: str, record_json: str, level: str, seed: int, cancel_url: str = "") -> str:
    """The computer's move, or "" when the page stopped waiting for it."""
    return _answer(game, record_json, cancel_url, lambda ai, state: ai.choose_move(state, level, int(seed)))


def evaluate(game: str, record_json: str, cancel_url: str = "") -> str:
    """The first player's chance to win after the record's moves, as a JSON number; "" when cancelled."""
    return _answer(game, record_json, cancel_url,
                   lambda ai, state: json.dumps(round(ai.win_chance(state, REVIEW_SECONDS), 4)))


def warm(game: str) -> str:
    """Import a game's engine and AI ahead of its first request (the worker's first reply is then as quick as later ones)."""
    importlib.import_module(f"stolik.{game}.ai")
    engine(game)
    return "ok"


sync.choose = choose
sync.evaluate = evaluate
sync.warm = warm
