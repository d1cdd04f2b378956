"""The four rolling dice: the direction table of the seed and the ways to give the dice their roles.

Roles, in notation order: indicator (which pawn), direction, distance, score.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from stolik.core.rng import Rng

# Seed, item "Ad. 2": the directions each value of the direction die allows (relative to the mover).
DIRECTION_TABLE: dict[int, tuple[str, ...]] = {
    1: ("R",),
    2: ("B", "BL", "BR"),
    3: ("L",),
    4: ("F",),
    5: ("FL", "FR"),
    6: ("F", "FL", "FR", "L", "R", "BL", "BR", "B"),
}
ROLES = ("indicator", "direction", "distance", "score")


def draw_roll(rng_state: int) -> tuple[tuple[int, ...], int]:
    """Four dice from the game's seeded generator: (values in the order rolled, the generator's new state)."""
    rng = Rng.from_state(rng_state)
    values = tuple(rng.below(6) + 1 for _ in range(4))
    return values, rng.state


@lru_cache(maxsize=None)
def assignments(roll: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """Every distinct (indicator, direction, distance, score) the roll allows, in sorted order."""
    return tuple(sorted({(i, d, m, s) for i, d, m, s in permutations(roll)}))


def assignment_text(indicator: int, direction: int, way: str, distance: int, score: int) -> str:
    """``i2 d3 m1 s6``; the chosen way is added when the direction die allows several (``d5:FL``)."""
    suffix = f":{way}" if len(DIRECTION_TABLE[direction]) > 1 else ""
    return f"i{indicator} d{direction}{suffix} m{distance} s{score}"
