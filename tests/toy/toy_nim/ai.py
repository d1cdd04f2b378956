"""The toy's computer: takes what leaves a multiple of four, else one."""
from __future__ import annotations

LEVELS = ("easy", "normal", "hard")


def choose_move(state, level: str, seed: int) -> str:
    take = state.left % 4
    return str(take) if take else "1"


def win_chance(state, seconds: float = 0.0) -> float:
    mover_wins = state.left % 4 != 0
    return float(mover_wins == (state.to_move == 0))
