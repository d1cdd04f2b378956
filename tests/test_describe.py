"""Every legal move of random games describes itself (core.game.MoveInfo), in every game and variant.

Views, animations and messages draw from ``describe``; this is the shared half of its contract. Each
game's own tests check that ``to`` agrees with the next view, since places are named per game.
"""
from __future__ import annotations

import json

import pytest

from stolik import games
from stolik.core.errors import GameError
from stolik.core.game import MoveInfo
from stolik.core.rng import Rng

GAMES = games.available()
PLIES = 60


def sampled_options(engine, rng: Rng) -> dict:
    return {o.key: rng.choice(list(o.choices)) if o.choices else o.default for o in engine.GAME.options}


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_legal_move_describes_itself(key, seed):
    engine = games.engine(key)
    rng = Rng(seed)
    state = engine.new_game(engine.GAME.checked_options(sampled_options(engine, rng)), seed)
    for _ in range(PLIES):
        legal = state.legal_moves()
        if not legal:
            break
        before = state.position()
        for move in legal:
            info = state.describe(move)
            assert isinstance(info, MoveInfo), move
            assert info.player == state.to_move and info.kind, (move, info)
            json.dumps({**info.__dict__, "detail": dict(info.detail)})
        assert state.position() == before, "describe changes nothing"
        state = state.play(rng.choice(legal))


@pytest.mark.parametrize("key", GAMES)
def test_a_move_that_is_not_legal_is_not_described(key):
    engine = games.engine(key)
    state = engine.new_game(engine.GAME.default_options(), 1)
    for text in ("no such move", "x" * 100_000, ""):
        with pytest.raises(GameError) as caught:
            state.describe(text)
        assert len(str(caught.value)) < 500
