"""The worker's review answer: each position's chance, the best move there and, in Schotten, the
chance as the player who just moved saw it (run under CPython with a stand-in for ``pyscript``)."""
from __future__ import annotations

import json
import sys
import types

import pytest

from stolik.core.record import Record
from stolik.games import engine


@pytest.fixture
def worker(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(sync=types.SimpleNamespace()))
    monkeypatch.delitem(sys.modules, "stolik.web.ai_worker", raising=False)
    from stolik.web import ai_worker
    monkeypatch.setattr(ai_worker, "POSITION_SECONDS", 0.05)
    return ai_worker


def _record(game: str, moves: int) -> Record:
    eng = engine(game)
    options = eng.GAME.default_options()
    state, played = eng.new_game(options, 3), []
    for _ in range(moves):
        move = state.legal_moves()[-1]
        state, played = state.play(move), played + [move]
    return Record(game, eng.GAME.rules_version, options, 3, tuple(played))


@pytest.mark.parametrize("game", ["gore", "hive"])
def test_each_position_comes_with_its_best_move(worker, game) -> None:
    record = _record(game, 4)
    answer = json.loads(worker.evaluate(game, json.dumps(record.to_json())))
    assert 0.0 <= answer["chance"] <= 1.0 and answer["seen"] is None
    replayed = engine(game).new_game(record.options, 3)
    for move in record.moves:
        replayed = replayed.play(move)
    assert answer["best"] in replayed.legal_moves()


def test_schotten_judges_the_last_move_from_its_players_view(worker) -> None:
    record = _record("schotten", 3)
    answer = json.loads(worker.evaluate("schotten", json.dumps(record.to_json())))
    assert 0.0 <= answer["seen"] <= 1.0
    first = json.loads(worker.evaluate("schotten", json.dumps(record.with_moves(()).to_json())))
    assert first["seen"] is None                  # no move made yet: nobody to judge
