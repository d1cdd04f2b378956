"""Perft: the number of move sequences of a given length, the standard check of a move generator.

A finished game counts 0 below it; a forced pass counts as one move.

>>> from stolik.hive.state import new_game
>>> [perft(new_game({"tournament": True}, 0), d) for d in range(4)]
[1, 4, 96, 1440]
"""
from __future__ import annotations

from typing import Any

from stolik.hive.board import Board
from stolik.hive.movegen import generate


def perft_board(board: Board, depth: int) -> int:
    """Perft on a mutable board (left as it was)."""
    if depth <= 0:
        return 1
    moves = generate(board)
    if depth == 1:
        return len(moves)
    total = 0
    apply, undo = board.apply, board.undo
    for move in moves:
        apply(move)
        total += perft_board(board, depth - 1)
        undo()
    return total


def perft(state: Any, depth: int) -> int:
    """Perft from a State (its board is copied, never changed). Repetition and the move limit are ignored."""
    if state.result() is not None:
        return 1 if depth <= 0 else 0
    return perft_board(state.board.copy(), depth)
