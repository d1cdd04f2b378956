"""Every game package offers the same names and honours the contract on random games (STYLE.md 1, 17)."""
from __future__ import annotations

import json

import pytest

from stolik import games
from stolik.core.game import GameInfo, Result
from stolik.core.record import Record, replay
from stolik.core.rng import Rng

GAMES = games.available()


def test_goré_is_available():
    assert "gore" in GAMES


@pytest.mark.parametrize("key", GAMES)
def test_same_names_in_every_game(key):
    engine = games.engine(key)
    assert isinstance(engine.GAME, GameInfo) and engine.GAME.key == key
    for name in ("new_game", "from_position"):
        assert callable(getattr(engine, name))
    state = engine.new_game(engine.GAME.default_options(), 1)
    for name in ("legal_moves", "play", "result", "view", "position"):
        assert callable(getattr(state, name))
    assert state.to_move in (0, 1)


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_game_conformance(key, seed):
    engine = games.engine(key)
    rng = Rng(seed)
    state = engine.new_game(engine.GAME.default_options(), seed)
    moves = []
    for _ in range(engine.GAME.max_plies):
        legal = state.legal_moves()
        assert (state.result() is None) == bool(legal), "terminal if and only if no legal move"
        if not legal:
            break
        assert len(set(legal)) == len(legal), "each move listed once"
        json.dumps(state.view(state.to_move))
        assert engine.from_position(state.position()).position() == state.position()
        move = rng.choice(legal)
        state = state.play(move)
        moves.append(move)
    assert isinstance(state.result(), Result), "the game ended within GAME.max_plies"
    record = Record(key, engine.GAME.rules_version, engine.GAME.default_options(), seed, tuple(moves))
    rebuilt = replay(engine, Record.from_compact(record.to_compact()))[-1]
    assert rebuilt.position() == state.position()
