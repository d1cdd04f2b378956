"""Hive (Rój): the engine, UHP notation, perft and the computer opponent.

Modules, by rules section: ``pieces`` (names, kinds, expansions), ``geometry`` (the hex grid),
``board`` (the fast mutable board: apply/undo, end of game), ``placement``, ``hive`` (one hive:
pinned pieces), ``movement`` (each bug, gates, the Pillbug ability), ``movegen`` (all legal
moves), ``notation`` (UHP MoveStrings), ``refusals`` (why a move is not legal, for messages),
``state`` (the public State, GAME, view; ``canonical`` reads any spelling of a move),
``position`` (reading GameStrings), ``perft``, ``ai``, ``uhp`` (the UHP engine), ``rules_text``.

>>> from stolik.hive import new_game
>>> new_game({"tournament": True, "pillbug": True}, 0).legal_moves()
['wA1', 'wB1', 'wG1', 'wP', 'wS1']
"""
from __future__ import annotations

from stolik.hive.position import from_position
from stolik.hive.state import GAME, State, new_game

__all__ = ["GAME", "State", "new_game", "from_position"]
