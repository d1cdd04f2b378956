"""What every game shares: the game contract, errors, records, the seeded RNG and search."""
from __future__ import annotations

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, PositionError, RecordError
from stolik.core.game import GameInfo, Option, Result

__all__ = [
    "GameError", "IllegalMoveError", "MalformedMoveError", "PositionError", "RecordError",
    "GameInfo", "Option", "Result",
]
