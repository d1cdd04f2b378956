"""Why a move is not legal: the rule it breaks, for the messages of ``State.play`` and ``from_position``.

Legality itself lives in movegen; this module only explains a move movegen did not list, so a
pasted GameString says "the Queen must be placed by the fourth turn" instead of "not legal".

>>> from stolik.hive.board import Board
>>> reason(Board(tournament=True), (0, 0))
'the tournament opening keeps the Queen out of the first turn'
"""
from __future__ import annotations

from stolik.hive.board import Board, Move
from stolik.hive.hive import PinCheck
from stolik.hive.pieces import COLOUR, COLOUR_NAMES, GROUPS, KIND, KIND_NAMES, NAMES, PER_COLOUR
from stolik.hive.placement import queen_due


def reason(board: Board, move: Move) -> str:
    """The rule that forbids ``move`` (one the move generator did not list) on this board."""
    piece, dst = move
    colour = board.turn & 1
    if piece < 0:
        return "a player may pass only when no other move is legal"
    src = board.pos[piece]
    if src is None:
        return _placement(board, piece, dst, colour)
    return _movement(board, piece, src, dst, colour)


def _placement(board: Board, piece: int, dst: int, colour: int) -> str:
    name, base, turn = NAMES[piece], colour * PER_COLOUR, board.turn // 2 + 1
    if COLOUR[piece] != colour:
        return f"it is {COLOUR_NAMES[colour]}'s turn: {name} cannot be placed"
    if piece == base and board.tournament and turn == 1:
        return "the tournament opening keeps the Queen out of the first turn"
    if piece != base and queen_due(board):
        return f"the Queen must be placed by the fourth turn ({COLOUR_NAMES[colour]}[4])"
    indices = next(indices for kind, indices in GROUPS if kind == KIND[piece])
    first = next(base + i for i in indices if board.pos[base + i] is None)
    if first != piece:
        return f"{NAMES[first]} enters before {name}"
    if dst in board.stacks:
        return "a piece from the hand enters on an empty cell"
    return "a piece from the hand must touch its own colour and no enemy piece"


def _movement(board: Board, piece: int, src: int, dst: int, colour: int) -> str:
    name = NAMES[piece]
    stack = board.stacks[src]
    if board.pos[colour * PER_COLOUR] is None:
        return f"no piece may move before {COLOUR_NAMES[colour]}'s Queen is placed"
    if piece == board.last:
        return f"{name} moved last turn and cannot move or be moved now"
    if stack[-1] != piece:
        return f"{name} is covered and cannot move"
    if len(stack) == 1 and dst in board.stacks and KIND[piece] not in "BM":
        return "only a Beetle, or a Mosquito copying one, climbs onto the hive"
    if len(stack) == 1 and PinCheck(board)(src):
        return f"moving {name} would split the hive"
    if COLOUR[piece] != colour:
        return f"{name} is {COLOUR_NAMES[1 - colour]}'s: only a Pillbug's lift moves it, and none can here"
    return f"no {KIND_NAMES[KIND[piece]]} move takes {name} there"
