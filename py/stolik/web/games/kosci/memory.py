"""“Same as last time”: the last setup a person made on this device, for their next game.

It lives in the screen's preferences (``prefs``, which the shell keeps in localStorage), so this
module stays pure. Where a player sets up is the engine's word: ``row`` is their start row as the
view lists it (``view["start_rows"][player]``, in column order).

A placement is kept as the player sees it from their own seat: eight slots from their left, ``0``
for an empty square. Red's left is column A, Blue (sitting opposite) has column H on the left, so
a setup made as Red is offered mirrored when the same person plays Blue.

>>> prefs, red, blue = {}, [f"{c}1" for c in "ABCDEFGH"], [f"{c}12" for c in "ABCDEFGH"]
>>> remember(prefs, 0, red, {"B1": 2, "C1": 3, "D1": 1, "E1": 4, "F1": 5, "G1": 6})
>>> recall(prefs, 1, blue)
{'G12': 2, 'F12': 3, 'E12': 1, 'D12': 4, 'C12': 5, 'B12': 6}
"""
from __future__ import annotations

from typing import Any, Sequence

KEY = "last-setup"


def _from_left(player: int, row: Sequence[str]) -> list[str]:
    """The start row from the player's own left: Blue sits opposite Red."""
    return list(row) if player == 0 else list(row)[::-1]


def pattern_of(player: int, row: Sequence[str], placement: dict[str, int]) -> str:
    """``{"B1": 2, ...}`` -> ``"02314560"``-like slots from the player's left."""
    return "".join(str(placement.get(square, 0)) for square in _from_left(player, row))


def placement_of(player: int, row: Sequence[str], pattern: str) -> dict[str, int] | None:
    """The placement a pattern gives ``player``, or None if the pattern is damaged."""
    if len(pattern) != len(row) or sorted(pattern) != sorted("01234560"):
        return None
    return {square: int(f) for square, f in zip(_from_left(player, row), pattern) if f != "0"}


def remember(prefs: dict[str, Any], player: int, row: Sequence[str], placement: dict[str, int]) -> None:
    """Keep this placement as the last one made on this device."""
    pattern = pattern_of(player, row, placement)
    if placement_of(player, row, pattern) is not None:
        prefs[KEY] = pattern


def recall(prefs: dict[str, Any], player: int, row: Sequence[str]) -> dict[str, int] | None:
    """The last placement made on this device, seen from ``player``'s seat; None if there is none."""
    pattern = prefs.get(KEY)
    return placement_of(player, row, pattern) if isinstance(pattern, str) else None
