"""The long duel ("Długi pojedynek"): a match of N games or to a target score, scored game by game.

A single ``State`` is one game; the app chains games and keeps their results here. Results are
given for the two match players 0 and 1 (the app maps seats to them). Each game: the winner scores
5, the loser 1 per stone they hold; a drawn game (our ruling) scores 1 per stone held for both.

>>> from stolik.core.game import Result
>>> games = [Result(0, (5, 2), "five-stones"), Result(1, (1, 3), "three-adjacent")]
>>> totals(games)
(6, 7)
>>> is_over(games, games_to_play=2), leader(games)
(True, 1)
"""
from __future__ import annotations

from typing import Sequence

from stolik.core.game import Result

WIN_POINTS = 5


def game_points(result: Result) -> tuple[int, int]:
    """Points of one finished game: 5 for the winner, 1 per stone held for the loser."""
    held = tuple(result.scores[:2]) if len(result.scores) >= 2 else (0, 0)
    if result.winner is None:
        return held[0], held[1]
    points = [held[0], held[1]]
    points[result.winner] = WIN_POINTS
    return points[0], points[1]


def totals(results: Sequence[Result]) -> tuple[int, int]:
    """Running match score after these games."""
    a = b = 0
    for result in results:
        pa, pb = game_points(result)
        a, b = a + pa, b + pb
    return a, b


def is_over(results: Sequence[Result], games_to_play: int = 0, target: int = 0) -> bool:
    """Has the match ended: all N games played, or someone reached the target score?"""
    if games_to_play <= 0 and target <= 0:
        return len(results) >= 1          # no long duel: a single game
    if games_to_play > 0 and len(results) >= games_to_play:
        return True
    return target > 0 and max(totals(results)) >= target


def leader(results: Sequence[Result]) -> int | None:
    """Who is ahead on points (the match winner once it is over); None when level."""
    a, b = totals(results)
    return None if a == b else 0 if a > b else 1
