"""The computer opponent: legal answers at every level, the winning move when there is one."""
from __future__ import annotations

import time

import pytest
from test_hive_end import ALMOST

from stolik.core.rng import Rng
from stolik.hive import from_position, new_game
from stolik.hive.ai import LEVELS, choose_move


@pytest.mark.parametrize("level", LEVELS)
def test_takes_the_win(level):
    assert choose_move(from_position(ALMOST), level) == "wQ bG1\\"


def test_answers_legal_moves_in_time():
    rng = Rng(3)
    state = new_game({"mosquito": True, "ladybug": True, "pillbug": True}, 0)
    for _ in range(16):
        start = time.perf_counter()
        move = choose_move(state, "normal", seed=rng.below(1000))
        assert time.perf_counter() - start < 2.5      # budget 0.7 s; slack for a busy machine
        assert move in state.legal_moves()
        state = state.play(move)
        if state.result() is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
        if state.result() is not None:
            break


def test_rejects_unknown_levels_and_finished_games():
    with pytest.raises(ValueError):
        choose_move(new_game({}, 0), "grandmaster")
    done = from_position(ALMOST).play("wQ bG1\\")
    with pytest.raises(ValueError):
        choose_move(done, "easy")
