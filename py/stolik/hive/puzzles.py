"""Hive puzzles: what core/puzzle_finder.py needs of this game, and its theme, surrounding the Queen.

A puzzle here is a forced win: the solver's moves (each one the only one that wins at the verifying
search's depth) and the opponent's best replies, ending with the enemy Queen surrounded. Only
positions where that Queen already has four neighbours are searched: a win within two of the
solver's moves needs no fewer. The finder searches 4 plies (it sees a win in two), the verifying
search 6.
"""
from __future__ import annotations

from stolik.core.puzzle_finder import SelfPlay, Settings
from stolik.core.search import Limit
from stolik.hive import ai
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.pieces import PER_COLOUR
from stolik.hive.position import from_position
from stolik.hive.state import State, new_game

SETTINGS = Settings(find=Limit(depth=4), verify=Limit(depth=6), plies=120, first_ply=8)
_SELF_PLAY = Limit(depth=2)     # the self-play engine: quick, and weak enough to leave chances
_LEAST_CROWD = 4                # neighbours of the enemy Queen before a win in two is possible


class HiveSource(SelfPlay[State]):
    """Hive (the base game) for the puzzle finder (a ``puzzle_finder.Source``)."""

    game = "hive"
    max_line = 3                # surround in one or in two: move, reply, move

    def promising(self, state: State) -> bool:
        """The enemy Queen is on the board with at least ``_LEAST_CROWD`` neighbours."""
        board = state.board
        queen = board.pos[(1 - state.to_move) * PER_COLOUR]
        return queen is not None and sum(queen + d in board.stacks for d in NEIGHBOURS) >= _LEAST_CROWD

    def chances(self, state: State, limit: Limit) -> dict[str, float]:
        return ai.move_chances(state, limit)

    def theme(self, state: State, line: tuple[str, ...]) -> str | None:
        """"surround-in-N" (N of the solver's moves) when ``line`` ends with the enemy Queen surrounded."""
        solver, end = state.to_move, state
        for move in line:
            end = end.play(move)
        result = end.result()
        if result is None or result.winner != solver:
            return None
        return f"surround-in-{(len(line) + 1) // 2}"


SOURCE = HiveSource(new_game, from_position, ai.choose_move, _SELF_PLAY)
