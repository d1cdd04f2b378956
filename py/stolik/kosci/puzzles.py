"""Mądre kości puzzles: the best use of a roll, for core/puzzle_finder.py.

A puzzle is a roll on the table with one assignment of its dice clearly better than every other.
The search looks one turn ahead over sampled rolls of the next turn, so what makes it deeper is more
samples: here a limit's ``nodes`` is the number of rolls sampled (24 to find, 96 to verify, each from
its own seed, so the verification draws other rolls than the finder).
"""
from __future__ import annotations

from stolik.core.puzzle_finder import SelfPlay, Settings
from stolik.core.search import Limit
from stolik.kosci import ai
from stolik.kosci.position import from_position
from stolik.kosci.state import State, new_game

SETTINGS = Settings(find=Limit(nodes=24), verify=Limit(nodes=96), plies=200, first_ply=6)
_SELF_PLAY = Limit(nodes=400)   # positions valued per self-play move: quick, and weak enough to leave chances


class KosciSource(SelfPlay[State]):
    """Mądre kości for the puzzle finder (a ``puzzle_finder.Source``)."""

    game = "kosci"
    max_line = 1                # the next roll is chance: a puzzle is one assignment

    def promising(self, state: State) -> bool:
        """A roll waits to be assigned, and it can be used in more than one way."""
        return state.roll is not None and state.phase in ("play", "last") and len(state.legal_moves()) > 1

    def chances(self, state: State, limit: Limit) -> dict[str, float]:
        return ai.move_chances(state, limit.nodes or 1, seed=limit.nodes or 0)

    def theme(self, state: State, line: tuple[str, ...]) -> str | None:
        """"exit", "tower" or "best-use-of-roll", by what the assignment does."""
        info = state.describe(line[0])
        if info.kind != "move":
            return None
        return info.tag or "best-use-of-roll"


SOURCE = KosciSource(new_game, from_position, ai.choose_move, _SELF_PLAY)
