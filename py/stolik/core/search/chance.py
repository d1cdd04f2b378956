"""A game review's win chance, the part every game shares: the first player's view of a finished
game, and a search score turned into a chance. Each game's ``ai.win_chance`` supplies its own score."""
from __future__ import annotations

import math
from typing import Any


def settled_chance(state: Any) -> float | None:
    """The first player's chance once the game is over: 1 or 0 for a winner, 0.5 for a draw; None
    while it goes on."""
    result = state.result()
    if result is None:
        return None
    return 0.5 if result.winner is None else float(result.winner == 0)


def first_players_chance(mover_chance: float, to_move: int) -> float:
    """A chance seen by the player to move, as the first player's (what a review graph draws)."""
    return mover_chance if to_move == 0 else 1.0 - mover_chance


def squashed(score: float, spread: float) -> float:
    """A search score as a chance in (0, 1): a lead of ``spread`` is about 88%, the sign decides the side."""
    return 0.5 + 0.5 * math.tanh(score / spread)
