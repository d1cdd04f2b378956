"""The computer opponent's worker: replays the record with the same engine and answers a move.

Runs in its own Pyodide, so a long search never freezes the page. It touches no DOM: it only
computes and returns plain data.
"""
import importlib
import json

from pyscript import sync

from stolik.core.record import Record, replay
from stolik.games import engine


def choose(game: str, record_json: str, level: str, seed: int) -> str:
    record = Record.from_json(json.loads(record_json))
    state = replay(engine(game), record)[-1]
    ai = importlib.import_module(f"stolik.{game}.ai")
    return ai.choose_move(state, level, int(seed))


sync.choose = choose
