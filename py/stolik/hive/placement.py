"""Placement: where a piece from the hand may enter, and which pieces may enter now.

After the first two pieces, a new piece touches its own colour and no enemy (by stack tops).
The Queen must be in by each player's fourth turn; the tournament opening forbids her on the
first. Pieces of one kind enter in number order.

>>> from stolik.hive.board import Board
>>> b = Board(); b.apply((1, 0))
>>> len(placement_cells(b))
6
"""
from __future__ import annotations

from stolik.hive.board import Board
from stolik.hive.geometry import NEIGHBOURS, ORIGIN
from stolik.hive.pieces import COLOUR, GROUPS, PER_COLOUR


def placement_cells(board: Board) -> list[int]:
    """Empty cells where the player to move may place a piece."""
    stacks = board.stacks
    if not stacks:
        return [ORIGIN]
    if board.turn == 1:
        only = next(iter(stacks))
        return [only + d for d in NEIGHBOURS]
    colour = board.turn & 1
    mine: set[int] = set()
    theirs: set[int] = set()
    n0, n1, n2, n3, n4, n5 = NEIGHBOURS
    for c, stack in stacks.items():
        (mine if COLOUR[stack[-1]] == colour else theirs).update((c + n0, c + n1, c + n2, c + n3, c + n4, c + n5))
    return [c for c in mine - theirs if c not in stacks]


def queen_due(board: Board) -> bool:
    """Whether the player to move must place the Queen now: their fourth turn, with her in hand."""
    return board.turn // 2 == 3 and board.pos[(board.turn & 1) * PER_COLOUR] is None


def placeable_pieces(board: Board) -> list[int]:
    """The pieces the player to move may take from the hand this turn (one per kind)."""
    colour = board.turn & 1
    base = colour * PER_COLOUR
    pos, enabled = board.pos, board.enabled
    player_turn = board.turn // 2 + 1
    queen_in = pos[base] is not None
    if queen_due(board):
        return [base]
    pieces = []
    for kind, indices in GROUPS:
        if kind == "Q" and (queen_in or (board.tournament and player_turn == 1)):
            continue
        for i in indices:
            piece = base + i
            if pos[piece] is None:
                if enabled[piece]:
                    pieces.append(piece)
                break
    return pieces
