"""How search sees a game: the contract's moves and play, plus a game's own evaluation.

A game's AI module subclasses ``Adapter`` and overrides ``evaluate`` (and, where it pays, ``order``,
``key`` or a faster ``child``). Values are always from the point of view of the player to move.
"""
from __future__ import annotations

from typing import Any, Hashable

WIN = 1_000_000.0   # a won game; wins found sooner score higher (see alphabeta)


class Adapter:
    """The default: moves from ``legal_moves()``, children from ``play()``, keys from ``position()``."""

    def moves(self, state: Any) -> list[str]:
        return state.legal_moves()

    def child(self, state: Any, move: str) -> Any:
        return state.play(move)

    def key(self, state: Any) -> Hashable:
        return state.position()

    def order(self, state: Any, moves: list[str]) -> list[str]:
        """Moves most likely best first; pruning works better the better this guesses."""
        return moves

    def terminal_value(self, state: Any) -> float | None:
        """WIN, -WIN or 0 for a finished game (for the player to move), None while it goes on."""
        result = state.result()
        if result is None:
            return None
        if result.winner is None:
            return 0.0
        return WIN if result.winner == state.to_move else -WIN

    def evaluate(self, state: Any) -> float:
        """A heuristic score of an unfinished position for the player to move."""
        return 0.0

    def reward(self, state: Any, player: int) -> float:
        """MCTS payoff in [0, 1] for ``player``: the result when over, else a squashed evaluation."""
        value = self.terminal_value(state)
        if value is None:
            value = self.evaluate(state)
            scaled = max(-1.0, min(1.0, value / 100.0))
        else:
            scaled = max(-1.0, min(1.0, value / WIN))
        if state.to_move != player:
            scaled = -scaled
        return (scaled + 1.0) / 2.0
