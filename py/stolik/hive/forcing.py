r"""Forced surrounds and threats on the fast board, with no evaluation: the Hive puzzle finder's screen.

A search with an evaluation costs about half a second a position at the finder's depth; most
positions hold no puzzle, and these questions throw them out in milliseconds. They ask only
"can this side surround the Queen", so they are exact for what they answer, with one shortcut:
``forced_surround`` assumes a player never crowds their own Queen (a reply that adds a neighbour to
her is not looked for), so it may miss a rare win that needs the defender's help. A screen may miss
a puzzle; it never admits one, since the finder's searches still decide.

>>> from stolik.hive import from_position
>>> s = from_position("Base;InProgress;White[8];wB1;bG1 wB1/;wQ wB1\\;bQ bG1/;wB2 /wB1;bQ bG1-;"
...                   "wG1 -wB2;bB1 bQ\\;wA1 \\wG1;bG2 bQ/;wA1 wB2\\;bB2 bG2/;wA1 -bG2;bG3 bG2\\")
>>> forced_surround(s.board.copy(), 1), threatened(s.board.copy())
(True, False)
"""
from __future__ import annotations

from stolik.hive.ai import wins_at_once
from stolik.hive.board import PASS, Board, Move
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.movegen import generate
from stolik.hive.pieces import PER_COLOUR

_RING_SIZE = tuple(bin(ring).count("1") for ring in range(64))


def crowd(board: Board, colour: int) -> int:
    """How many of the six cells round that colour's Queen are occupied (0 while she is in hand)."""
    queen = board.pos[colour * PER_COLOUR]
    return 0 if queen is None else _RING_SIZE[board.ring[queen]]


def threatened(board: Board) -> bool:
    """Whether the opponent of the player to move could surround that player's Queen if it were
    their turn now (``board`` is changed and restored)."""
    board.apply(PASS)
    try:
        return wins_at_once(board)
    finally:
        board.undo()


def parries(board: Board) -> list[Move]:
    """Every move of the player to move after which the opponent cannot surround the mover's Queen
    at once, or that wins at once (a "free your queen" answer must be the only one; ``board`` is
    changed and restored)."""
    me, found = board.turn & 1, []
    for move in generate(board):
        board.apply(move)
        try:
            outcome = board.outcome()
            if outcome == me or outcome is None and not wins_at_once(board):
                found.append(move)
        finally:
            board.undo()
    return found


def forced_surround(board: Board, moves: int) -> bool:
    """Whether the player to move can surround the enemy Queen within ``moves`` of their own moves
    whatever the opponent replies (``board`` is changed and restored).

    Each of the mover's moves adds at most one neighbour to her, so with fewer than ``6 - moves``
    there is nothing to look for; the opponent's replies are tried Queen and her neighbours first,
    the likeliest to break the ring, so a move that does not force the win is dropped early."""
    me = board.turn & 1
    if crowd(board, 1 - me) < 6 - moves:
        return False
    if wins_at_once(board):
        return True
    return moves > 1 and any(_forces(board, move, me, moves) for move in generate(board))


def forcing_moves(board: Board, moves: int) -> list[Move]:
    """Every move of the player to move that surrounds the enemy Queen within ``moves`` of their own
    moves whatever the opponent replies (a puzzle's answer must be the only one)."""
    me = board.turn & 1
    if crowd(board, 1 - me) < 6 - moves:
        return []
    return [move for move in generate(board) if _forces(board, move, me, moves)]


def _forces(board: Board, move: Move, me: int, moves: int) -> bool:
    """Whether ``move`` of ``me`` surrounds now or leaves a surround within ``moves - 1`` after every reply."""
    board.apply(move)
    try:
        outcome = board.outcome()
        if outcome is not None:
            return outcome == me
        return moves > 1 and crowd(board, 1 - me) >= 7 - moves and _every_reply_loses(board, moves - 1)
    finally:
        board.undo()


def _every_reply_loses(board: Board, moves: int) -> bool:
    """Whether after every reply of the player to move their opponent surrounds within ``moves``."""
    defender = board.turn & 1
    for reply in _breakers_first(board, generate(board), defender):
        board.apply(reply)
        try:
            outcome = board.outcome()
            if outcome != 1 - defender and (outcome is not None or not forced_surround(board, moves)):
                return False
        finally:
            board.undo()
    return True


def _breakers_first(board: Board, replies: list[Move], defender: int) -> list[Move]:
    """The defender's replies, those of the Queen and of the pieces beside her first."""
    queen = board.pos[defender * PER_COLOUR]
    if queen is None:
        return replies
    near = {queen, *(queen + d for d in NEIGHBOURS)}
    pos = board.pos
    return sorted(replies, key=lambda move: move[0] < 0 or pos[move[0]] not in near)
