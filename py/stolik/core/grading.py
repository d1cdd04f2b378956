"""How good a move was, from the drop in its player's chance to win: grades, accuracy, "good enough".

Every judgement here reads chances *as the mover saw them*: ``Seen(before, after)`` is the mover's
own chance in [0, 1] before the move and after it, both estimated from what the mover could know
when moving. In a game of perfect information that is simply the position's chance (see
``seen_from_first_player``); in a hidden-information game (Schotten's hands and deck, Mądre kości's
future rolls) the caller must estimate both from the mover's view, so a move is never blamed for a
card it could not see or a roll that had not fallen.

The grades come from one table, ``GRADES``, largest drop first; a drop smaller than its last row is
no grade at all (the estimates' own noise is about that size). The same table decides what "clearly
worse" means for puzzles and how close to the best a retried move must come.

>>> grade(Seen(0.62, 0.20))
'blunder'
>>> grade(Seen(0.62, 0.58)) is None
True
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

# (least drop in the mover's chance, grade), largest first: the one table of thresholds.
# lichess judges by drops of 5, 10 and 15 points of win percentage with a sharper chance curve; our
# chances come from short searches whose noise is near 0.08 (web/review.py's LEAST_DROP), so each
# step is wider and an inaccuracy starts above that noise.
GRADES: tuple[tuple[float, str], ...] = (
    (0.30, "blunder"),
    (0.16, "mistake"),
    (0.08, "inaccuracy"),
)
# A retried move is good enough within this much of the best move's chance: less than the smallest
# grade, so an accepted move is never one the review would have marked.
GOOD_ENOUGH_MARGIN = 0.05
# Move accuracy is 100 * exp(-drop / ACCURACY_SCALE): a drop of 0.08 keeps 67%, 0.16 keeps 45%,
# 0.30 keeps 22% (lichess's curve, in its own units, is close: 83% at 5 points, 41% at 20).
ACCURACY_SCALE = 0.2
_LEAST_ACCURACY = 1.0    # the harmonic mean needs no zeros; a move this bad is 1%, not 0%


@dataclass(frozen=True)
class Seen:
    """One move's chances as its player saw them: ``before`` moving and ``after`` (both the mover's)."""

    before: float
    after: float

    @property
    def drop(self) -> float:
        """How much the move cost its player; a move that gained (the estimate moved up) costs 0.

        >>> Seen(0.7, 0.45).drop
        0.25
        >>> Seen(0.4, 0.5).drop
        0.0
        """
        return round(max(0.0, self.before - self.after), 6)


def grade(seen: Seen) -> str | None:
    """The grade of a move ("blunder", "mistake", "inaccuracy") by its drop, or None for a good move."""
    return grade_of_drop(seen.drop)


def grade_of_drop(drop: float) -> str | None:
    """The first row of ``GRADES`` whose least drop ``drop`` reaches, or None.

    >>> [grade_of_drop(d) for d in (0.05, 0.08, 0.2, 0.5)]
    [None, 'inaccuracy', 'mistake', 'blunder']
    """
    for least, name in GRADES:
        if drop >= least:
            return name
    return None


def threshold(name: str) -> float:
    """The least drop that earns grade ``name`` (a puzzle's rivals must lose at least a mistake's).

    >>> threshold("mistake")
    0.16
    """
    for least, known in GRADES:
        if known == name:
            return least
    raise ValueError(f"{name!r} is not a grade; the grades are {[g for _, g in GRADES]!r}")


def move_accuracy(seen: Seen) -> float:
    """One move's accuracy in percent: 100 for no drop, falling smoothly (exponentially) with the drop.

    >>> [round(move_accuracy(Seen(0.6, 0.6 - d))) for d in (0.0, 0.08, 0.16, 0.3)]
    [100, 67, 45, 22]
    """
    return max(_LEAST_ACCURACY, 100.0 * math.exp(-seen.drop / ACCURACY_SCALE))


def accuracy(moves: Sequence[Seen]) -> float | None:
    """A player's accuracy over their moves in percent, or None when they made no (unforced) move.

    The mean of two means of the moves' accuracies: the arithmetic mean (every move counts the same)
    and the harmonic mean (dominated by the worst moves: one blunder among many good moves still
    shows). Like lichess, this keeps a long game of small slips from scoring as low as one thrown
    game, and a single blunder from hiding behind forty easy moves. Forced moves (a roll, the only
    legal move) should be left out by the caller: they say nothing of the player.

    >>> round(accuracy([Seen(0.5, 0.5)] * 9 + [Seen(0.6, 0.2)]), 1)    # nine perfect moves, one blunder
    76.2
    >>> accuracy([]) is None
    True
    """
    if not moves:
        return None
    scores = [move_accuracy(seen) for seen in moves]
    arithmetic = sum(scores) / len(scores)
    harmonic = len(scores) / sum(1.0 / score for score in scores)
    return (arithmetic + harmonic) / 2.0


def accuracies(moves: Sequence[Seen], movers: Sequence[int], forced: Sequence[bool] = ()) -> tuple[float | None, float | None]:
    """Each player's accuracy over a game: ``moves[i]`` was played by ``movers[i]``; a move marked
    ``forced`` (the only legal one, a roll) is left out.

    >>> first, second = accuracies([Seen(0.5, 0.5), Seen(0.5, 0.1), Seen(0.9, 0.9)], [0, 1, 0])
    >>> first, round(second)
    (100.0, 14)
    >>> accuracies([Seen(0.5, 0.2)], [0], [True])
    (None, None)
    """
    chosen: tuple[list[Seen], list[Seen]] = ([], [])
    for index, (seen, mover) in enumerate(zip(moves, movers)):
        if not (index < len(forced) and forced[index]):
            chosen[mover].append(seen)
    return accuracy(chosen[0]), accuracy(chosen[1])


def good_enough(chance: float, best: float, margin: float = GOOD_ENOUGH_MARGIN) -> bool:
    """Whether a retried move whose chance (for its player) is ``chance`` is as good as the best
    move's ``best``, within ``margin``: then Retry-your-mistakes accepts it, else it shows the answer.

    >>> good_enough(0.58, 0.61), good_enough(0.50, 0.61)
    (True, False)
    """
    return chance >= best - margin


def clearly_best(chances: dict[str, float], gap: float | None = None) -> str | None:
    """The one move whose chance beats every other's by at least ``gap`` (a mistake's drop by
    default: any other move would be graded a mistake or worse), or None when no move stands out.
    ``chances`` maps each legal move to the mover's chance after it (an upper bound is fine for the
    others: a bound already ``gap`` below the best proves the move worse).

    >>> clearly_best({"a": 0.9, "b": 0.6, "c": 0.3})
    'a'
    >>> clearly_best({"a": 0.9, "b": 0.8}) is None
    True
    """
    if not chances:
        return None
    gap = threshold("mistake") if gap is None else gap
    ranked = sorted(chances.items(), key=lambda pair: (-pair[1], pair[0]))
    if len(ranked) == 1 or ranked[0][1] - ranked[1][1] >= gap:
        return ranked[0][0]
    return None


def seen_from_first_player(chances: Sequence[float], movers: Sequence[int]) -> list[Seen]:
    """Each move's ``Seen`` from a perfect-information game's review: ``chances[i]`` is the first
    player's chance at position ``i`` and ``movers[i]`` played move ``i + 1``. Only where both players
    see everything is the chance after a move the same as the mover's own estimate of it.

    >>> seen_from_first_player([0.5, 0.6, 0.25], [0, 1])
    [Seen(before=0.5, after=0.6), Seen(before=0.4, after=0.75)]
    """
    found = []
    for index, mover in enumerate(movers[:len(chances) - 1]):
        before, after = chances[index], chances[index + 1]
        if mover == 1:
            before, after = 1.0 - before, 1.0 - after
        found.append(Seen(round(before, 6), round(after, 6)))
    return found
