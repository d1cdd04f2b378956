"""“Same as last time”: the last setup a person made on this device, for their next game.

It lives in the screen's preferences (``ui.prefs``, which the shell keeps in localStorage), so this
module stays pure.

A placement is kept as the player sees it from their own seat: eight slots from their left, ``0``
for an empty square. Red's left is column A, Blue (sitting opposite) has column H on the left, so
a setup made as Red is offered mirrored when the same person plays Blue.

>>> prefs = {}
>>> remember(prefs, 0, {"B1": 2, "C1": 3, "D1": 1, "E1": 4, "F1": 5, "G1": 6})
>>> recall(prefs, 1)
{'G12': 2, 'F12': 3, 'E12': 1, 'D12': 4, 'C12': 5, 'B12': 6}
"""
from __future__ import annotations

KEY = "last-setup"
COLUMNS = "ABCDEFGH"


def _columns(player: int) -> str:
    """Columns from the player's own left."""
    return COLUMNS if player == 0 else COLUMNS[::-1]


def pattern_of(player: int, placement: dict[str, int]) -> str:
    """``{"B1": 2, ...}`` -> ``"02314560"``-like slots from the player's left."""
    row = 1 if player == 0 else 12
    return "".join(str(placement.get(f"{c}{row}", 0)) for c in _columns(player))


def placement_of(player: int, pattern: str) -> dict[str, int] | None:
    """The placement a pattern gives ``player``, or None if the pattern is damaged."""
    if len(pattern) != 8 or sorted(pattern) != sorted("01234560"):
        return None
    row = 1 if player == 0 else 12
    return {f"{c}{row}": int(f) for c, f in zip(_columns(player), pattern) if f != "0"}


def remember(prefs: dict, player: int, placement: dict[str, int]) -> None:
    """Keep this placement as the last one made on this device."""
    pattern = pattern_of(player, placement)
    if placement_of(player, pattern) is not None:
        prefs[KEY] = pattern


def recall(prefs: dict, player: int) -> dict[str, int] | None:
    """The last placement made on this device, seen from ``player``'s seat; None if there is none."""
    pattern = prefs.get(KEY)
    return placement_of(player, pattern) if isinstance(pattern, str) else None
