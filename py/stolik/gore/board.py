"""The Goré board: eight holes in one counter-clockwise loop, and their names.

Index 0..3 are South's row S1..S4 (left to right as South sees it), 4..7 North's row N1..N4, so
"the next hole" in sowing order is always ``(i + 1) % 8`` (S4 is followed by N1, N4 by S1).
Labels are positional: a hole keeps its name when it changes owner.
"""
from __future__ import annotations

from stolik.gore.position_wording import refused

HOLES = 8
SEEDS_PER_HOLE = 6
TOTAL_SEEDS = HOLES * SEEDS_PER_HOLE          # 48
SOUTH, NORTH = 0, 1
PLAYER_LETTERS = ("S", "N")
LABELS = ("S1", "S2", "S3", "S4", "N1", "N2", "N3", "N4")
INDEX = {label: i for i, label in enumerate(LABELS)}
START_OWNERS = (SOUTH,) * 4 + (NORTH,) * 4
CAPTURE_COUNTS = frozenset({2, 4})            # a hole holding exactly this many is taken
EXCHANGE_PRICE = 6                            # captured seeds paid into each hole received
MAX_OFFERED = 3


def next_hole(i: int) -> int:
    """The hole after ``i`` in sowing (counter-clockwise) order."""
    return (i + 1) % HOLES


def previous_hole(i: int) -> int:
    """The hole before ``i`` in sowing order."""
    return (i - 1) % HOLES


def player_index(letter: str) -> int:
    """``"S"`` -> 0, ``"N"`` -> 1; anything else is a PositionError quoting it."""
    if letter not in PLAYER_LETTERS:
        raise refused("not-a-player", text=repr(letter))
    return PLAYER_LETTERS.index(letter)
