"""Hive (Rój): the engine, UHP notation, perft and the computer opponent.

>>> from stolik.hive import new_game
>>> new_game({"tournament": True, "pillbug": True}, 0).legal_moves()
['wA1', 'wB1', 'wG1', 'wP', 'wS1']
"""
from __future__ import annotations

from stolik.core.errors import PositionError
from stolik.hive.position import from_position
from stolik.hive.state import GAME, State, new_game

__all__ = ["GAME", "State", "new_game", "from_position", "PositionError"]
