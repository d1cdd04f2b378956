"""Moving a pawn: which outcomes a roll allows (the one legality source) and applying one.

Works on plain data so the AI can use it directly: ``stacks`` is a tuple of 96 tuples of pawn ids
(bottom first), ``where`` a tuple of 12 squares (``EXIT`` once a pawn has left the board, ``UNPLACED``
before setup). Pawn id = ``player * 6 + face - 1``.
"""
from __future__ import annotations

from typing import Iterable, Iterator, NamedTuple

from stolik.kosci.board import EXIT, TARGETS, start_row
from stolik.kosci.dice import DIRECTION_TABLE, assignments

UNPLACED = -2
CROSSING_BONUS = 10            # seed: every forward crossing of the middle line
EXIT_BONUS = 20                # seed: leaving over the opponent's edge
TURN_CAPS = (100, 200, 300)
DEFAULT_TURN_CAP = 200         # house rule: 200 turns (rolls, extra rolls included) with no exit end the game
# The cap never applies once a pawn has exited, so towers could chain the last roll forever; this safety
# stop (a hundred towers in a row, never met in practice) keeps every record within GAME.max_plies.
LAST_ROLL_LIMIT = 100
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


# Why an assignment of the dice moves nothing, in the order the rules check it (the UI translates the keys).
GONE = "gone"                  # the indicated pawn has left the board
COVERED = "covered"            # the indicated pawn is under another: only a stack's top die moves
OFF_BOARD = "off-board"        # the step leaves over a side or over the mover's own edge
EXIT_LOCKED = "exit-locked"    # seed: no exit while a pawn of the mover stands on their start row
LAST_FREE = "last-free"        # seed: the opponent's last free pawn must stay free
REFUSALS: dict[str, str] = {   # each key's English wording for the engine's messages
    GONE: "pawn {pawn} has left the board",
    COVERED: "pawn {pawn} is covered: only the top die of a stack moves",
    OFF_BOARD: "pawn {pawn} would leave the board over a side or its own edge",
    EXIT_LOCKED: "no exit while one of your pawns stands on your start row",
    LAST_FREE: "the opponent's last free pawn must stay free",
}
Assignment = tuple[int, int, str, int, int]      # indicator, direction die, chosen way, distance, score


def _judged(stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...], player: int,
            dice: Iterable[tuple[int, int, int, int]]) -> Iterator[tuple[Assignment, Outcome | str]]:
    """Each (indicator, direction, distance, score) of ``dice``, per allowed way: its Outcome or why not.

    The one place the movement rules are checked: ``outcomes`` keeps the Outcomes, ``judge`` all.
    """
    opp = 1 - player
    exit_ok = may_exit(where, player)
    free_before = sum(1 for q in range(opp * 6, opp * 6 + 6) if where[q] >= 0 and stacks[where[q]][-1] == q)
    targets = TARGETS[player]
    base = player * 6 - 1
    for indicator, direction, distance, score in dice:
        pawn = base + indicator
        src = where[pawn]
        ways = DIRECTION_TABLE[direction]
        refusal = GONE if src < 0 else COVERED if stacks[src][-1] != pawn else ""
        if refusal:
            for way in ways:
                yield (indicator, direction, way, distance, score), refusal
            continue
        stack = stacks[src]
        uncovers = len(stack) > 1 and stack[-2] // 6 == opp
        table = targets[src]
        for way in ways:
            assignment = (indicator, direction, way, distance, score)
            dest, crosses = table[way][distance]
            if dest is None:
                yield assignment, OFF_BOARD
                continue
            if dest == EXIT:
                if not exit_ok:
                    yield assignment, EXIT_LOCKED
                    continue
                tower = False
                points = score + EXIT_BONUS
            else:
                there = stacks[dest]
                tower = bool(there)
                # only covering the opponent's last free pawn is forbidden: with none free, nothing is
                if tower and there[-1] // 6 == opp and free_before == 1 and not uncovers:
                    yield assignment, LAST_FREE
                    continue
                points = score
            if crosses:
                points += CROSSING_BONUS
            yield assignment, Outcome(pawn, src, dest, points, tower, assignment)


def outcomes(stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...], player: int,
             roll: tuple[int, ...]) -> list[Outcome]:
    """Every distinct legal outcome of ``roll`` for ``player``, each with the first assignment (sorted) that gives it."""
    found: dict[tuple[int, int, int], Outcome] = {}
    for _, outcome in _judged(stacks, where, player, assignments(tuple(sorted(roll)))):
        if type(outcome) is Outcome:
            key = (outcome.pawn, outcome.dest, outcome.points)
            if key not in found:
                found[key] = outcome
    return list(found.values())


def judge(stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...], player: int,
          dice: tuple[int, int, int, int]) -> list[tuple[Assignment, Outcome | str]]:
    """One assignment (indicator, direction, distance, score), per way its direction die allows:
    the Outcome, or the key of the rule that refuses it (one of REFUSALS)."""
    return list(_judged(stacks, where, player, (dice,)))


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
