"""Schotten Totten (Polish edition: Spór o Bór): engine, proofs, notation and computer opponent.

>>> s = new_game({}, seed=1)
>>> s.to_move, len(s.legal_moves())
(0, 54)
>>> s2 = s.play(s.legal_moves()[0])
>>> s2.to_move, len(s2.hands[0])
(1, 6)
"""
from __future__ import annotations

from stolik.schotten.position import from_position
from stolik.schotten.state import GAME, State, new_game

__all__ = ["GAME", "State", "new_game", "from_position"]
