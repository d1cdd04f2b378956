"""What a legal move does, as ``core.game.MoveInfo``: the engine's answer for views and messages.

Cells are named as ``State.view`` names them (``"q,r"``, geometry.cell_name). Kinds and tags:

- ``place``: a piece from the hand to ``to``;
- ``move``, tagged by how it gets there: ``slide`` (along the ground), ``climb`` (onto a stack, or
  along or off the top of one: ``covers`` lists the pieces under it after the move, bottom to top),
  ``jump`` (the Grasshopper), ``over`` (the Ladybug) or ``throw`` (lifted over a Pillbug, or a
  Mosquito copying one, whose name is ``detail["thrower"]``); a Mosquito's own move says the bug it
  copies in ``detail["as"]``;
- ``pass``.

A move the piece could make by itself is its own move, not a throw (a move is its piece and cell).
Computed only when asked: legal_moves and play never come here.

>>> from stolik.hive import from_position
>>> s = from_position("Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\\\wP;bQ -bG1;wG1 \\\\wQ;bQ /wQ")
>>> info = s.describe("bG1 wP-")
>>> (info.kind, info.piece, info.origin, info.to, info.tag, dict(info.detail))
('move', 'bG1', '-1,1', '1,0', 'throw', {'thrower': 'wP'})
"""
from __future__ import annotations

from typing import Any

from stolik.core.game import MoveInfo
from stolik.hive.board import Board, Move
from stolik.hive.geometry import cell_name
from stolik.hive.movegen import ability_moves, own_moves
from stolik.hive.pieces import COLOUR, KIND, NAMES

# A piece's own tag by its bug, when it stays on the ground (a Mosquito's depends on the move).
_GROUND_TAG = {"Q": "slide", "P": "slide", "S": "slide", "A": "slide", "B": "slide", "G": "jump", "L": "over"}


def explain(board: Board, move: Move, cache: dict[Any, Any]) -> MoveInfo:
    """The MoveInfo of a move ``movegen.generate`` listed for ``board``; ``cache`` keeps the
    per-position work (the Pillbug-ability moves, a piece's own moves) for the next question."""
    piece, dst = move
    player = board.turn & 1
    if piece < 0:
        return MoveInfo("pass", player)
    name, src = NAMES[piece], board.pos[piece]
    if src is None:
        return MoveInfo("place", player, name, None, cell_name(dst))
    under = board.stacks.get(dst, ())
    covers = tuple(NAMES[p] for p in under)
    origin, to = cell_name(src), cell_name(dst)
    if COLOUR[piece] == player:
        own = _own(board, piece, cache) if KIND[piece] == "M" or move in _ability(board, cache) else None
        if own is None or dst in own:
            tag, bug = own[dst] if own is not None else (_tag(board, piece, src, dst), KIND[piece])
            detail = {"as": bug} if KIND[piece] == "M" else {}
            return MoveInfo("move", player, name, origin, to, covers=covers, tag=tag, detail=detail)
    thrower = _ability(board, cache)[move]
    return MoveInfo("move", player, name, origin, to, covers=covers, tag="throw",
                    detail={"thrower": NAMES[thrower]})


def _tag(board: Board, piece: int, src: int, dst: int) -> str:
    """A piece's own move, not a Mosquito's: at height it climbs, else its bug says how it goes."""
    if dst in board.stacks or len(board.stacks[src]) > 1:
        return "climb"
    return _GROUND_TAG[KIND[piece]]


def _ability(board: Board, cache: dict[Any, Any]) -> dict[Move, int]:
    found = cache.get("ability")
    if found is None:
        found = cache["ability"] = ability_moves(board)
    return found


def _own(board: Board, piece: int, cache: dict[Any, Any]) -> dict[int, tuple[str, str]]:
    key = ("own", piece)
    found = cache.get(key)
    if found is None:
        found = cache[key] = own_moves(board, piece)
    return found
