"""Moving a pawn: which outcomes a roll allows (the one legality source) and applying one.

Works on plain data so the AI can use it directly: ``stacks`` is a tuple of 96 tuples of pawn ids
(bottom first), ``where`` a tuple of 12 squares (``EXIT`` once a pawn has left the board, ``UNPLACED``
before setup). Pawn id = ``player * 6 + face - 1``.
"""
from __future__ import annotations

from typing import NamedTuple

from stolik.kosci.board import EXIT, TARGETS, start_row
from stolik.kosci.dice import DIRECTION_TABLE, assignments

UNPLACED = -2
CROSSING_BONUS = 10            # seed: every forward crossing of the middle line
EXIT_BONUS = 20                # seed: leaving over the opponent's edge
_START = (frozenset(start_row(0)), frozenset(start_row(1)))


class Outcome(NamedTuple):
    """One distinct result of a roll: this pawn from here to there for these points, and one way to get it."""

    pawn: int
    src: int
    dest: int                  # a square, or EXIT
    points: int
    tower: bool                # lands on a pawn: the mover rolls again
    assignment: tuple[int, int, str, int, int]   # indicator, direction die, chosen way, distance, score


def may_exit(where: tuple[int, ...], player: int) -> bool:
    """Seed: no exit while one of the player's pawns still stands on one of their starting squares."""
    start = _START[player]
    return not any(where[q] in start for q in range(player * 6, player * 6 + 6))


def outcomes(stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...], player: int,
             roll: tuple[int, ...]) -> list[Outcome]:
    """Every distinct legal outcome of ``roll`` for ``player``, each with the first assignment (sorted) that gives it."""
    opp = 1 - player
    exit_ok = may_exit(where, player)
    opp_pawns = [q for q in range(opp * 6, opp * 6 + 6) if where[q] >= 0]
    free_before = sum(1 for q in opp_pawns if stacks[where[q]][-1] == q)
    targets = TARGETS[player]
    found: dict[tuple[int, int, int], Outcome] = {}
    base = player * 6 - 1
    for indicator, direction, distance, score in assignments(tuple(sorted(roll))):
        pawn = base + indicator
        src = where[pawn]
        if src < 0:
            continue
        stack = stacks[src]
        if stack[-1] != pawn:
            continue                                   # covered: only a stack's top die moves
        uncovers = len(stack) > 1 and stack[-2] // 6 == opp
        table = targets[src]
        for way in DIRECTION_TABLE[direction]:
            dest, crosses = table[way][distance]
            if dest is None:
                continue
            if dest == EXIT:
                if not exit_ok:
                    continue
                tower = covers = False
                points = score + EXIT_BONUS
            else:
                there = stacks[dest]
                tower = bool(there)
                covers = tower and there[-1] // 6 == opp
                points = score
            if crosses:
                points += CROSSING_BONUS
            if opp_pawns and free_before - covers + uncovers == 0:
                continue                               # at least one opponent pawn must stay free
            key = (pawn, dest, points)
            if key not in found:
                found[key] = Outcome(pawn, src, dest, points, tower, (indicator, direction, way, distance, score))
    return list(found.values())


def apply(stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...],
          outcome: Outcome) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Unchecked: the board after ``outcome`` (from ``outcomes``); used by State.play and the AI only."""
    pawn, src, dest = outcome.pawn, outcome.src, outcome.dest
    new_stacks = list(stacks)
    new_stacks[src] = stacks[src][:-1]
    new_where = list(where)
    if dest == EXIT:
        new_where[pawn] = EXIT
    else:
        new_stacks[dest] = stacks[dest] + (pawn,)
        new_where[pawn] = dest
    return tuple(new_stacks), tuple(new_where)
