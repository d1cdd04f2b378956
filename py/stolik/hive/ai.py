r"""The computer opponent for Hive: alpha-beta from core on the fast board, with a Hive evaluation.

The evaluation weighs what decides Hive games: how crowded each Queen is (by whom, and whether
the crowd can leave), how many pieces can still move (pinned and covered pieces count nothing,
an Ant most), beetles on top of the hive, and pieces kept in hand.

>>> from stolik.hive import from_position
>>> s = from_position("Base;InProgress;White[8];wB1;bG1 wB1/;wQ wB1\\;bQ bG1/;wB2 /wB1;bQ bG1-;"
...                   "wG1 -wB2;bB1 bQ\\;wA1 \\wG1;bG2 bQ/;wA1 wB2\\;bB2 bG2/;wA1 -bG2;bG3 bG2\\")
>>> choose_move(s, "easy")                  # the winning move: the Queen completes the ring
'wQ bG1\\'
"""
from __future__ import annotations

from typing import Any, Hashable

from stolik.core.rng import Rng
from stolik.core.search import LEVELS, Hooks, alphabeta
from stolik.core.search.adapter import WIN
from stolik.core.search.chance import first_players_chance, settled_chance, squashed
from stolik.hive.board import Board, Move
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.hive import PinCheck
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text
from stolik.hive.pieces import COLOUR, KIND, PER_COLOUR

_SETTINGS = {            # level: (max depth, seconds on CPython; Pyodide is ~2.5x slower)
    "easy": (1, 0.3),
    "normal": (12, 0.7),
    "hard": (20, 1.5),   # the page shows the reply within 2 s (Pyodide: ~0.3 s beside the search)
}
# What a free piece of each kind is worth (its mobility); a pinned or covered piece is worth 0.
_FREE = {"Q": 1.0, "S": 1.5, "B": 3.0, "G": 2.0, "A": 4.0, "M": 3.0, "L": 3.0, "P": 2.0}
_IN_HAND = 1.0           # a piece in hand keeps options open, but does nothing yet
_ON_TOP = 2.0            # a beetle (or mosquito) on the hive pins what it covers
# Danger by the number of occupied cells around a Queen (6 ends the game).
_CROWD = (0.0, 3.0, 8.0, 16.0, 30.0, 55.0, 0.0)
_FRIEND_LEAVES = 0.5     # a free friendly neighbour of the Queen can step away: half a threat
_NEIGHBOUR_SET = frozenset(NEIGHBOURS)
_CHANCE_SPREAD = 20.0    # an evaluation lead this big (a Queen crowded by 3-4 more) is a win chance of ~88%


class HiveAdapter(Hooks[Board, Move]):
    """Search hooks on one mutable Board: push/pop, a Zobrist key, Hive evaluation.

    ``seen`` holds the positions the game has already been through: reaching one again counts as
    a draw in the search, so a player who is ahead makes progress instead of shuffling pieces to
    and fro while a lost opponent passes.
    """

    in_place = True

    def __init__(self, seen: frozenset[tuple[int, int, int]] = frozenset()) -> None:
        self.seen = seen

    def moves(self, board: Board) -> list[Move]:
        return generate(board)

    def push(self, board: Board, move: Move) -> None:
        board.apply(move)

    def pop(self, board: Board) -> None:
        board.undo()

    def key(self, board: Board) -> Hashable:
        # The ply matters only while the Queen deadline and opening rules can bite (turns 1-4).
        return board.hash, board.turn & 1, board.last, min(board.turn, 8)

    def terminal_value(self, board: Board) -> float | None:
        outcome = board.outcome()
        if outcome is None:
            return 0.0 if (board.hash, board.turn & 1, board.last) in self.seen else None
        if outcome == 2:
            return 0.0
        return WIN if outcome == board.turn & 1 else -WIN

    def order(self, board: Board, moves: list[Move]) -> list[Move]:
        """Moves that crowd the enemy Queen or free our own first."""
        me = board.turn & 1
        pos = board.pos
        their_q, my_q = pos[(1 - me) * PER_COLOUR], pos[me * PER_COLOUR]

        def gain(move: Move) -> int:
            piece, dst = move
            if piece < 0:
                return 0
            src = pos[piece]
            score = 0
            if their_q is not None:
                if dst - their_q in _NEIGHBOUR_SET:
                    score += 3
                if src is not None and src - their_q in _NEIGHBOUR_SET:
                    score -= 3
            if my_q is not None and src is not None:
                if src - my_q in _NEIGHBOUR_SET:
                    score += 2
                if dst - my_q in _NEIGHBOUR_SET:
                    score -= 2
            if src is None:
                score -= 1          # placements after moves of equal promise
            return score

        return sorted(moves, key=gain, reverse=True)

    def evaluate(self, board: Board) -> float:
        me = board.turn & 1
        mine, theirs = _side_scores(board)
        return (mine - theirs) if me == 0 else (theirs - mine)


def _side_scores(board: Board) -> tuple[float, float]:
    """White's and Black's heuristic totals."""
    stacks, pos = board.stacks, board.pos
    pinned = PinCheck(board)
    totals = [0.0, 0.0]
    for colour in (0, 1):
        base = colour * PER_COLOUR
        queen_in = pos[base] is not None
        total = 0.0
        for piece in range(base, base + PER_COLOUR):
            if not board.enabled[piece]:
                continue
            c = pos[piece]
            if c is None:
                total += _IN_HAND
                continue
            stack = stacks[c]
            if stack[-1] != piece or not queen_in:
                continue
            if len(stack) > 1:
                total += _FREE[KIND[piece]] + _ON_TOP
            elif not pinned(c):
                total += _FREE[KIND[piece]]
        q = pos[base]
        if q is not None:
            crowd = 0.0
            count = 0
            for d in NEIGHBOURS:
                s = stacks.get(q + d)
                if s is None:
                    continue
                count += 1
                top = s[-1]
                if COLOUR[top] == colour and len(s) == 1 and not pinned(q + d) and top != base:
                    crowd += _FRIEND_LEAVES
                else:
                    crowd += 1.0
            whole = int(crowd)
            danger = _CROWD[whole] + (crowd - whole) * (_CROWD[min(whole + 1, 5)] - _CROWD[whole])
            if count and len(stacks[q]) > 1:
                danger += 10.0      # a beetle sits on this Queen: she cannot move at all
            total -= danger
        totals[colour] = total
    return totals[0], totals[1]


def best_move(state: Any, *, max_depth: int = 12, time_limit: float | None = 0.8, seed: int = 0) -> Move:
    """The searched best internal move of a State (used by choose_move and the UHP ``bestmove``)."""
    board = state.board.copy()
    moves = generate(board)
    if len(moves) == 1:
        return moves[0]
    seen = state.positions_so_far()
    adapter = _Seeded(Rng(seed), seen) if seed else HiveAdapter(seen)
    return alphabeta(board, adapter, max_depth=max_depth, time_limit=time_limit).move


class _Seeded(HiveAdapter):
    """Shuffles before ordering, so equal moves are picked differently from game to game."""

    def __init__(self, rng: Rng, seen: frozenset[tuple[int, int, int]]) -> None:
        super().__init__(seen)
        self.rng = rng

    def order(self, board: Board, moves: list[Move]) -> list[Move]:
        moves = list(moves)
        self.rng.shuffle(moves)
        return super().order(board, moves)


def choose_move(state: Any, level: str = "normal", seed: int = 0) -> str:
    """The computer's move text for the player to move, within the level's time budget."""
    if level not in _SETTINGS:
        raise ValueError(f"{level!r} is not a level; choose one of {LEVELS!r}")
    if state.result() is not None:
        raise ValueError("the game is over: there is no move to choose")
    depth, seconds = _SETTINGS[level]
    move = best_move(state, max_depth=depth, time_limit=seconds, seed=seed)
    return move_text(state.board, move)


def win_chance(state: Any, budget_seconds: float = 0.25) -> float:
    """White's chance to win in [0, 1], for a game review: the final result once the game is over,
    else a short search's score squashed (a won line found counts as certain)."""
    settled = settled_chance(state)
    if settled is not None:
        return settled
    board = state.board.copy()
    score = alphabeta(board, HiveAdapter(state.positions_so_far()), max_depth=12, time_limit=budget_seconds).score
    return first_players_chance(squashed(score, _CHANCE_SPREAD), state.to_move)
