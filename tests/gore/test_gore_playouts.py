"""Hypothesis playouts of whole Goré games: the 48 seeds are always accounted for.

The contract on random games (the end, positions, records, replays) is tests/test_conformance.py.
"""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from stolik.core.rng import Rng
from stolik.gore import GAME, new_game
from stolik.gore.board import TOTAL_SEEDS


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), first=st.sampled_from(["S", "N"]))
def test_random_games_keep_48_seeds(seed, first):
    """No seed is made or lost: on the board plus both captured piles is always 48, and the final
    scores share out exactly those 48."""
    rng = Rng(seed)
    state = new_game({"first": first}, 0)
    for _ in range(GAME.max_plies):
        legal = state.legal_moves()
        if not legal:
            break
        state = state.play(rng.choice(legal))
        assert sum(state.seeds) + sum(state.captured) == TOTAL_SEEDS
        assert min(state.seeds) >= 0 and min(state.captured) >= 0
    assert sum(state.result().scores) == TOTAL_SEEDS
