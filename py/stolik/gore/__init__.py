"""Goré: the 2×4 mancala of the Guro people, with territorial exchange.

>>> from stolik.gore import new_game
>>> new_game({"first": "N"}, 0).legal_moves()
['N1', 'N2', 'N3', 'N4']
"""
from __future__ import annotations

from stolik.gore.position import from_position
from stolik.gore.state import GAME, State, new_game

__all__ = ["GAME", "State", "new_game", "from_position"]
