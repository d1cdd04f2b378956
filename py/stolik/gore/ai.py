"""The computer opponent for Goré: alpha-beta from core with a material evaluation.

Offers and answers are searched like any other move, so the computer accepts an exchange only
when its search says it pays, and offers one when that scores best.

>>> from stolik.core.search import Limit
>>> from stolik.gore import from_position
>>> choose_move(from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S"), "easy", limit=Limit(nodes=10_000))
'S2'

(The page gives no limit: the level's time. A node limit gives the same move on any machine.)
"""
from __future__ import annotations

from typing import Hashable

from stolik.core.rng import Rng
from stolik.core.search import LEVELS, Adapter, Limit, SearchResult, alphabeta
from stolik.core.search.best_moves import ANALYSED, BestMoves
from stolik.core.search.chance import first_players_chance, settled_chance, squashed
from stolik.core.search.limit import resolve
from stolik.gore.board import HOLES
from stolik.gore.state import State

_SETTINGS = {            # level: its depth and its time in the page
    "easy": Limit(seconds=0.2, depth=2),
    "normal": Limit(seconds=0.45, depth=30),
    "hard": Limit(seconds=1.0, depth=40),   # the page shows the reply within 2 s: sowing animations take the rest
}
_CHANCE_DEPTH = 30       # a review's search: as deep as its time allows
_BOARD_WEIGHT = 0.35     # a seed in an owned hole is worth less than a captured one: it can still be taken
_EASY_BLUNDER = 0.25     # how often "easy" plays a random legal move instead of its search's choice
_CHANCE_SPREAD = 5.0     # a lead of this many seeds (searched) is a win chance of about 88%


class GoreAdapter(Adapter[State]):
    """Search hooks: unchecked play, offers tried last, evaluation by material."""

    def child(self, state: State, move: str) -> State:
        return state.play_unchecked(move)

    def key(self, state: State) -> Hashable:
        return (state.seeds, state.owners, state.captured, state.to_move, state.offer)

    def order(self, state: State, moves: list[str]) -> list[str]:
        # Sowing moves first, best immediate capture first; offers after them.
        def capture(move: str) -> int:
            sowing = state.sowing(move) if move[0] in "SN" else None
            return -sowing.total_captured if sowing else 1
        return sorted(moves, key=capture)

    def evaluate(self, state: State) -> float:
        me = state.to_move
        score = float(state.captured[me] - state.captured[1 - me])
        for hole in range(HOLES):
            sign = 1.0 if state.owners[hole] == me else -1.0
            score += sign * _BOARD_WEIGHT * state.seeds[hole]
        return score


ADAPTER = GoreAdapter()


def choose_move(state: State, level: str = "normal", seed: int = 0, limit: Limit | None = None) -> str:
    """The computer's move for the player to move, within the level's time budget (the page), or
    within ``limit`` in its place (tests: nodes or depth, the same answer on any machine)."""
    if level not in _SETTINGS:
        raise ValueError(f"{level!r} is not a level; choose one of {LEVELS!r}")
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    rng = Rng(seed)
    if level == "easy" and rng.random() < _EASY_BLUNDER:
        return rng.choice(moves)
    return _search(state, resolve(limit, _SETTINGS[level])).move


def _search(state: State, limit: Limit) -> SearchResult[str]:
    """Alpha-beta from ``state`` within ``limit``."""
    return alphabeta(state, ADAPTER, max_depth=limit.depth, time_limit=limit.seconds,
                     max_nodes=limit.nodes)


def win_chance(state: State, budget_seconds: float = 0.25, limit: Limit | None = None) -> float:
    """South's chance to win in [0, 1], for a game review: the final result once the game is over,
    else a short search's material score squashed (a lead of ``_CHANCE_SPREAD`` seeds ~ 88%).
    ``limit`` replaces the time budget (tests: nodes or depth).

    >>> from stolik.gore import from_position
    >>> win_chance(from_position("0,0,0,0,1,1,1,1 SSSSNNNN 30:14 S"))
    1.0
    """
    settled = settled_chance(state)
    if settled is not None:
        return settled
    score = _search(state, resolve(limit, Limit(seconds=budget_seconds, depth=_CHANCE_DEPTH))).score
    return first_players_chance(squashed(score, _CHANCE_SPREAD), state.to_move)


def move_chances(state: State, limit: Limit) -> dict[str, float]:
    """The mover's chance after each legal move, from one search within ``limit`` (for puzzles and
    retried mistakes). The best move's is its value; every other move's is an upper bound (alpha-beta
    stops once a move is shown worse than the best), so "clearly worse" read from it is sound.

    >>> from stolik.gore import from_position
    >>> chances = move_chances(from_position("0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S"), Limit(depth=4))
    >>> chances["S4"], max(c for m, c in chances.items() if m != "S4") < 0.5
    (1.0, True)
    """
    scores = _search(state, limit).scores
    return {move: squashed(score, _CHANCE_SPREAD) for move, score in scores.items()}


def best_moves(state: State, limit: Limit, count: int = ANALYSED) -> BestMoves:
    """The analysis board's ``count`` best moves with the mover's chance after each, from one search
    within ``limit`` that scores those moves exactly (alphabeta's ``keep``); none once the game is over."""
    if state.result() is not None:
        return BestMoves((), 0)
    found = alphabeta(state, ADAPTER, max_depth=limit.depth or _CHANCE_DEPTH, time_limit=limit.seconds,
                      max_nodes=limit.nodes, keep=count)
    return BestMoves.of({move: squashed(score, _CHANCE_SPREAD) for move, score in found.scores.items()}, count, found.depth)
