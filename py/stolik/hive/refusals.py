"""Why a move is not legal: the rule it breaks, as a value (``why``, for ``State.refusal``) and in
English (``reason``, for the messages of ``State.play`` and ``from_position``).

Legality itself lives in movegen; this module only explains a move movegen did not list, so a
pasted GameString says "the Queen must be placed by the fourth turn" instead of "not legal".

>>> from stolik.hive.board import Board
>>> reason(Board(tournament=True), (0, 0))
'the tournament opening keeps the Queen out of the first turn'
"""
from __future__ import annotations

from stolik.core.refusal import Refusal
from stolik.hive.board import Board, Move
from stolik.hive.hive import PinCheck
from stolik.hive.pieces import COLOUR, COLOUR_NAMES, GROUPS, KIND, KIND_NAMES, NAMES, PER_COLOUR
from stolik.hive.placement import queen_due


# Each refusal's English wording, for the engine's messages (a view translates the code instead):
# ``colour`` is a player (0 White, 1 Black), ``kind`` a bug's letter, ``piece`` and ``first`` piece names.
WORDING: dict[str, str] = {
    "pass-not-stuck": "a player may pass only when no other move is legal",
    "not-your-turn": "it is {colour}'s turn: {piece} cannot be placed",
    "tournament-queen": "the tournament opening keeps the Queen out of the first turn",
    "queen-due": "the Queen must be placed by the fourth turn ({colour}[4])",
    "enters-in-order": "{first} enters before {piece}",
    "enter-on-empty": "a piece from the hand enters on an empty cell",
    "enter-touching-own": "a piece from the hand must touch its own colour and no enemy piece",
    "queen-first": "no piece may move before {colour}'s Queen is placed",
    "moved-last": "{piece} moved last turn and cannot move or be moved now",
    "covered": "{piece} is covered and cannot move",
    "climb-beetle-only": "only a Beetle, or a Mosquito copying one, climbs onto the hive",
    "splits-hive": "moving {piece} would split the hive",
    "opponent-piece": "{piece} is {colour}'s: only a Pillbug's lift moves it, and none can here",
    "no-move-there": "no {kind} move takes {piece} there",
}


def reason(board: Board, move: Move) -> str:
    """The rule that forbids ``move`` (one the move generator did not list) on this board, in English."""
    return worded(why(board, move))


def worded(refused: Refusal) -> str:
    """A refusal in English (the page says it in the player's language: web/games/hive/strings.py)."""
    if refused.code == "game-over":
        return "the game is over"
    detail = dict(refused.detail)
    if "colour" in detail:
        detail["colour"] = COLOUR_NAMES[detail["colour"]]
    if "kind" in detail:
        detail["kind"] = KIND_NAMES[detail["kind"]]
    return WORDING[refused.code].format(**detail)


def why(board: Board, move: Move) -> Refusal:
    """The rule that forbids ``move`` (one the move generator did not list) on this board, as a value."""
    piece, dst = move
    colour = board.turn & 1
    if piece < 0:
        return Refusal("pass-not-stuck")
    src = board.pos[piece]
    if src is None:
        return _placement(board, piece, dst, colour)
    return _movement(board, piece, src, dst, colour)


def _placement(board: Board, piece: int, dst: int, colour: int) -> Refusal:
    name, base, turn = NAMES[piece], colour * PER_COLOUR, board.turn // 2 + 1
    if COLOUR[piece] != colour:
        return Refusal("not-your-turn", {"colour": colour, "piece": name})
    if piece == base and board.tournament and turn == 1:
        return Refusal("tournament-queen")
    if piece != base and queen_due(board):
        return Refusal("queen-due", {"colour": colour})
    indices = next(indices for kind, indices in GROUPS if kind == KIND[piece])
    first = next(base + i for i in indices if board.pos[base + i] is None)
    if first != piece:
        return Refusal("enters-in-order", {"first": NAMES[first], "piece": name})
    if dst in board.stacks:
        return Refusal("enter-on-empty")
    return Refusal("enter-touching-own")


def _movement(board: Board, piece: int, src: int, dst: int, colour: int) -> Refusal:
    name = NAMES[piece]
    stack = board.stacks[src]
    if board.pos[colour * PER_COLOUR] is None:
        return Refusal("queen-first", {"colour": colour})
    if piece == board.last:
        return Refusal("moved-last", {"piece": name})
    if stack[-1] != piece:
        return Refusal("covered", {"piece": name})
    if len(stack) == 1 and dst in board.stacks and KIND[piece] not in "BM":
        return Refusal("climb-beetle-only")
    if len(stack) == 1 and PinCheck(board)(src):
        return Refusal("splits-hive", {"piece": name})
    if COLOUR[piece] != colour:
        return Refusal("opponent-piece", {"piece": name, "colour": 1 - colour})
    return Refusal("no-move-there", {"kind": KIND[piece], "piece": name})
