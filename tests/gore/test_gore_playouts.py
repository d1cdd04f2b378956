"""Hypothesis playouts of whole Goré games: seeds accounted for, games end, records round-trip."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from stolik.core.record import Record, replay
from stolik.core.rng import Rng
from stolik.gore import GAME, from_position, new_game
from stolik.gore.board import TOTAL_SEEDS


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), first=st.sampled_from(["S", "N"]))
def test_random_games_keep_48_seeds_end_and_replay(seed, first):
    rng = Rng(seed)
    state = new_game({"first": first}, 0)
    moves: list[str] = []
    for _ in range(GAME.max_plies):
        legal = state.legal_moves()
        if not legal:
            break
        assert state.result() is None
        move = rng.choice(legal)
        state = state.play(move)
        moves.append(move)
        assert sum(state.seeds) + sum(state.captured) == TOTAL_SEEDS
        assert min(state.seeds) >= 0 and min(state.captured) >= 0
        assert from_position(state.position()).position() == state.position()
    result = state.result()
    assert result is not None, "every game ends within GAME.max_plies"
    assert sum(result.scores) == TOTAL_SEEDS
    record = Record("gore", GAME.rules_version, {"first": first}, 0, tuple(moves))
    again = Record.from_compact(record.to_compact())
    assert again == record
    assert replay(__import__("stolik.gore", fromlist=["x"]), again)[-1] == state
