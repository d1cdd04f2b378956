"""Mądre kości (Wise Dice): dice as pawns on an 8×12 board; four rolled dice, each given a role.

How a game reads as moves (every text below is a move of ``State.play``):

- Setup, part of the game: Player One (``A``) then Player Two (``B``) each play one move,
  ``setup B1=2 C1=3 D1=1 E1=4 F1=5 G1=6`` (square=face on six of their eight start squares, any
  order, written in column order) or ``setup random`` (the engine draws the placement from the
  game's seeded generator). After both, the same generator draws who starts.
- Rolls are moves too: a turn starts with roll ``-`` and the only legal move ``roll``, which draws
  four dice from the generator kept in the state, so a record (options, seed, moves) replays
  exactly, and a game from a position string rolls from a hash of that text.
- Then the legal moves are the roll's distinct outcomes, ``2: B1→A1 +6`` (pawn, from, to or
  ``off``, points gained), or ``pass`` when no assignment of the dice gives a legal move.
  ``State.describe(move)`` says what a move does (a ``MoveInfo``: the pawn, its squares, the pawn it
  covers, its points by source, one assignment that produces it, what follows; a roll's dice, a
  setup's placement and lot), and
  ``State.refusal("i2 d3 m1 s6")`` which rule refuses one assignment of the dice (``canonical``
  names the move of one that makes a move). ``play`` takes only the texts ``legal_moves`` lists, so
  a record holds one spelling of each move.
- A tower gives the same player another turn, starting again with roll ``-``.

``State.view(player)`` is documented on the method; ``State.position()`` / ``from_position`` in
``stolik.kosci.position``; the rules as shown in the app in ``stolik.kosci.rules_text``.

>>> from stolik import kosci
>>> state = kosci.new_game({}, seed=1).play("setup random").play("setup random")
>>> state.phase, state.legal_moves()
('play', ['roll'])
"""
from __future__ import annotations

from stolik.kosci.position import from_position
from stolik.kosci.state import GAME, State, new_game

__all__ = ["GAME", "State", "new_game", "from_position"]
