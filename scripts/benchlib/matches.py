"""Seeded matches between a computer level and a simple player: one loop for every game's AI benchmark.

Seats alternate game by game; the computer's decision times are measured; every finished (or
cut-off) game's last state is kept, so each benchmark prints what matters for its game.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.core.rng import Rng

Player = Callable[[Any, Rng], str]


@dataclass
class Match:
    points: list[float] = field(default_factory=list)   # the computer's points per game: 1 win, 0.5 draw
    times: list[float] = field(default_factory=list)    # seconds per timed decision
    finals: list[Any] = field(default_factory=list)     # the last state of each game
    seats: list[int] = field(default_factory=list)      # the computer's player index in each game

    @property
    def rate(self) -> float:
        return sum(self.points) / len(self.points)


def play_match(new_state: Callable[[int], Any], computer: Callable[[Any, int], str], opponent: Player, *,
               games: int, seed: int, opening_plies: int = 0, max_plies: int | None = None,
               timed: Callable[[Any], bool] = lambda state: True) -> Match:
    """Play ``games`` games; ``computer(state, seed)`` against ``opponent(state, rng)``.

    The first ``opening_plies`` plies are random (so games against deterministic players differ);
    a game still going after ``max_plies`` counts as a draw; ``timed(state)`` says which of the
    computer's decisions count for the timing (e.g. not forced ones).
    """
    rng, match = Rng(seed), Match()
    for game in range(games):
        seat = game % 2
        state, plies = new_state(game), 0
        while state.result() is None and (max_plies is None or plies < max_plies):
            if plies < opening_plies:
                move = rng.choice(state.legal_moves())
            elif state.to_move == seat:
                began = time.perf_counter()
                move = computer(state, rng.below(1 << 30))
                if timed(state):
                    match.times.append(time.perf_counter() - began)
            else:
                move = opponent(state, rng)
            state = state.play(move)
            plies += 1
        result = state.result()
        match.points.append(0.5 if result is None or result.winner is None else float(result.winner == seat))
        match.finals.append(state)
        match.seats.append(seat)
    return match


def random_player(state: Any, rng: Rng) -> str:
    return rng.choice(state.legal_moves())
