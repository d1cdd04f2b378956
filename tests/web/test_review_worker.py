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


ROLLED = "A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321"


@pytest.mark.parametrize("game", ["gore", "hive", "kosci"])
def test_the_analysis_boards_answer_is_the_best_three_moves_of_the_position(worker, game):
    state = engine(game).new_game(engine(game).GAME.default_options(), 3) if game != "kosci" else engine(game).from_position(ROLLED)
    while len(state.legal_moves()) < 4:
        state = state.play(state.legal_moves()[0])
    answer = json.loads(worker.analyse(game, state.position(), 0.05))
    moves = [move for move, _chance in answer["moves"]]
    chances = [chance for _move, chance in answer["moves"]]
    assert len(moves) == 3 and set(moves) <= set(state.legal_moves()) and chances == sorted(chances, reverse=True)
    assert sync_names(worker) >= {"analyse", "choose", "evaluate"}


def sync_names(worker) -> set[str]:
    return {name for name in vars(worker.sync) if not name.startswith("_")}


@pytest.mark.parametrize("game", ["gore", "hive", "kosci", "schotten"])
def test_a_better_moves_line_is_legal_and_stops_where_chance_decides(worker, monkeypatch, game) -> None:
    monkeypatch.setattr(worker, "LINE_SECONDS", 0.02)
    record = _record(game, 4)
    state = engine(game).new_game(record.options, 3)
    for move in record.moves:
        state = state.play(move)
    first, mover, movers = state.legal_moves()[0], state.to_move, []
    line = json.loads(worker.line(game, json.dumps(record.to_json()), first))
    assert line[0] == first and 1 <= len(line) <= 1 + worker.LINE_PLIES
    for move in line:
        assert move in state.legal_moves()
        movers.append(state.to_move)
        state = state.play(move)
    hidden = engine(game).GAME.hidden_information
    if len(line) <= worker.LINE_PLIES:        # cut short: the game ended, what follows is no choice, or a hidden hand's turn
        assert state.result() is not None or len(state.legal_moves()) == 1 or (hidden and state.to_move != mover)
    if hidden:                                # never a move from the opponent's real hand
        assert all(mover == before for before in movers)
