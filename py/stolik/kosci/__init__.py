"""Mądre kości (Wise Dice): dice as pawns on an 8×12 board; four rolled dice, each given a role.

>>> from stolik import kosci
>>> state = kosci.new_game({}, seed=1).play("setup random").play("setup random")
>>> state.phase, state.legal_moves()
('play', ['roll'])
"""
from __future__ import annotations

from stolik.kosci.movement import Outcome
from stolik.kosci.state import GAME, State, describe, from_position, new_game

__all__ = ["GAME", "State", "Outcome", "new_game", "from_position", "describe"]
