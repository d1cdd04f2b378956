"""Goré puzzles: what core/puzzle_finder.py needs of this game, and the themes Goré offers.

The answer is a sowing that captures (best of all a chain of holes) or the right answer to an
exchange offered; a quiet move that alone keeps the game is left out: too deep for a puzzle.
The finder searches 8 plies, the verifying search 10 (12 took 10-50 s a position).
"""
from __future__ import annotations

from stolik.core.puzzle_finder import SelfPlay, Settings
from stolik.core.search import Limit
from stolik.gore import ai
from stolik.gore.position import from_position
from stolik.gore.state import State, new_game

SETTINGS = Settings(find=Limit(depth=8), verify=Limit(depth=10))
_SELF_PLAY = Limit(depth=3)     # the self-play engine: quick, and weak enough to leave chances


class GoreSource(SelfPlay[State]):
    """Goré for the puzzle finder (a ``puzzle_finder.Source``)."""

    game = "gore"
    max_line = 1                # one move: the capture or the answer (a longer line rarely stays forced)

    def start(self, seed: int) -> State:
        return new_game({"first": "SN"[seed % 2]}, seed)

    def promising(self, state: State) -> bool:
        """An offer waits for its answer, or some sowing captures."""
        return state.offer is not None or any(self.theme(state, (move,)) for move in state.legal_moves())

    def chances(self, state: State, limit: Limit) -> dict[str, float]:
        return ai.move_chances(state, limit)

    def theme(self, state: State, line: tuple[str, ...]) -> str | None:
        """By what the answer does: "capture-chain" (two holes or more), "capture", "exchange" (an answer)."""
        info = state.describe(line[0])
        if info.kind == "answer":
            return "exchange"
        if info.kind == "sow" and info.captures:
            return "capture-chain" if len(info.captures) > 1 else "capture"
        return None


SOURCE = GoreSource(new_game, from_position, ai.choose_move, _SELF_PLAY)
