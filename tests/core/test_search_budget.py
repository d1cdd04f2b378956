"""A search nobody waits for stops: the host's check, read through budget.now, unwinds alpha-beta and MCTS."""
from __future__ import annotations

import pytest

from stolik.core.rng import Rng
from stolik.core.search import Stopped, alphabeta, budget, mcts
from stolik.gore import new_game as gore_game
from stolik.gore.ai import ADAPTER as GORE
from stolik.schotten import ai as schotten_ai, new_game as schotten_game


@pytest.fixture(autouse=True)
def no_check():
    yield
    budget.stop_when(None)


def test_alphabeta_stops_when_the_host_says_so():
    asked = []

    def check() -> bool:
        asked.append(1)
        return len(asked) > 2
    budget.stop_when(check)
    with pytest.raises(Stopped):
        alphabeta(gore_game({}, 1), GORE, max_depth=64, time_limit=30.0)
    assert len(asked) == 3


def test_mcts_stops_when_the_host_says_so():
    budget.stop_when(lambda: True)
    s = schotten_game({}, 3)
    adapter = schotten_ai.SchottenAdapter(6)
    with pytest.raises(Stopped):
        mcts(s, adapter, Rng(1), iterations=10_000, time_limit=30.0, determinize=schotten_ai.determinize)


def test_without_a_check_the_search_runs_to_its_time():
    result = alphabeta(gore_game({}, 1), GORE, max_depth=3, time_limit=5.0)
    assert result.depth == 3
