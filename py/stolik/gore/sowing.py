"""Sowing and capturing: the heart of a Goré turn.

>>> from stolik.gore.sowing import sow
>>> sow((3, 4, 0, 1, 1, 3, 5, 0), (0, 0, 0, 0, 1, 1, 1, 1), 1).captured_holes
(5, 4, 3)
"""
from __future__ import annotations

from dataclasses import dataclass

from stolik.gore.board import CAPTURE_COUNTS, HOLES, next_hole, previous_hole


@dataclass(frozen=True)
class Sowing:
    """What one sowing did, step by step, so the UI can animate it and the log can tell it."""

    origin: int
    path: tuple[int, ...]              # the hole each seed fell into, in order
    seeds: tuple[int, ...]             # the board after sowing and capturing
    captured_holes: tuple[int, ...]    # in chain order: landing hole, then backwards, then forwards
    captured_counts: tuple[int, ...]   # seeds taken from each of those holes

    @property
    def total_captured(self) -> int:
        return sum(self.captured_counts)


def sow(seeds: tuple[int, ...], owners: tuple[int, ...], origin: int) -> Sowing:
    """Empty ``origin`` and sow its seeds one by one into the following holes, then capture.

    The origin is not skipped: an eighth seed falls back into it (single lap, no relay sowing).
    The mover is the owner of ``origin``.
    """
    board = list(seeds)
    count, board[origin] = board[origin], 0
    mover = owners[origin]
    path = []
    hole = origin
    for _ in range(count):
        hole = next_hole(hole)
        board[hole] += 1
        path.append(hole)
    taken: list[int] = []
    if path and owners[hole] != mover and board[hole] in CAPTURE_COUNTS:
        taken.append(hole)
        for step in (previous_hole, next_hole):        # backwards first, then forwards
            other = step(hole)
            while other not in taken and board[other] in CAPTURE_COUNTS and len(taken) < HOLES:
                taken.append(other)
                other = step(other)
    counts = tuple(board[h] for h in taken)
    for h in taken:
        board[h] = 0
    return Sowing(origin, tuple(path), tuple(board), tuple(taken), counts)
