"""Perft from the start against the published counts (rules/hive.md "Notation", last bullet).

Source: the perft tables of the UHP engines (Mzinga, nokamute) with the tournament opening and
numbered pieces entering in order; a finished game counts 0.
"""
from __future__ import annotations

import pytest

from stolik.hive import new_game
from stolik.hive.perft import perft

BASE = (1, 4, 96, 1440, 21600, 516240)
MLP = (1, 7, 294, 6678, 151686)


@pytest.mark.parametrize("depth", range(len(BASE)))
def test_perft_base(depth):
    assert perft(new_game({"tournament": True}, 0), depth) == BASE[depth]


@pytest.mark.parametrize("depth", range(len(MLP)))
def test_perft_base_mlp(depth):
    options = {"tournament": True, "mosquito": True, "ladybug": True, "pillbug": True}
    assert perft(new_game(options, 0), depth) == MLP[depth]


def test_perft_without_tournament_opening_counts_the_queen():
    # 5 kinds first, then 5 kinds on 6 cells: 5 * 5 * 6.
    assert perft(new_game({}, 0), 2) == 150


def test_perft_leaves_the_state_alone():
    state = new_game({"tournament": True}, 0).play("wS1")
    before = state.position()
    perft(state, 3)
    assert state.position() == before and len(state.legal_moves()) == 24
