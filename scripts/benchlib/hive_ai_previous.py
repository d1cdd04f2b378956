"""The Hive computer as it was at commit bb70afe48cc04797bae0ef6cc278067da1071a38: the yardstick.

Benchmark code, not shipped. A frozen copy of that commit's ``stolik/hive/ai.py`` (evaluation,
move ordering, the search adapter) and of ``stolik/core/search/alphabeta.py`` (the negamax it ran),
so ``scripts/bench ai hive --vs previous`` keeps measuring against the same opponent however the
shipped AI or the shared search change. It still plays on today's board and move generator, so
rule fixes reach it. ``previous_move(state, seconds)`` is that commit's hard level (max depth 20)
at a given time budget per move (the hard level then used 1.5 s on CPython).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Hashable

from stolik.core.rng import Rng
from stolik.core.search.adapter import WIN, Hooks, M, S
from stolik.hive.board import Board, Move
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.hive import PinCheck
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text
from stolik.hive.pieces import COLOUR, KIND, PER_COLOUR

# What a free piece of each kind is worth (its mobility); a pinned or covered piece is worth 0.
_FREE = {"Q": 1.0, "S": 1.5, "B": 3.0, "G": 2.0, "A": 4.0, "M": 3.0, "L": 3.0, "P": 2.0}
_IN_HAND = 1.0           # a piece in hand keeps options open, but does nothing yet
_ON_TOP = 2.0            # a beetle (or mosquito) on the hive pins what it covers
# Danger by the number of occupied cells around a Queen (6 ends the game).
_CROWD = (0.0, 3.0, 8.0, 16.0, 30.0, 55.0, 0.0)
_FRIEND_LEAVES = 0.5     # a free friendly neighbour of the Queen can step away: half a threat
_NEIGHBOUR_SET = frozenset(NEIGHBOURS)


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
    return _alphabeta(board, adapter, max_depth=max_depth, time_limit=time_limit).move


class _Seeded(HiveAdapter):
    """Shuffles before ordering, so equal moves are picked differently from game to game."""

    def __init__(self, rng: Rng, seen: frozenset[tuple[int, int, int]]) -> None:
        super().__init__(seen)
        self.rng = rng

    def order(self, board: Board, moves: list[Move]) -> list[Move]:
        moves = list(moves)
        self.rng.shuffle(moves)
        return super().order(board, moves)


_EXACT, _LOWER, _UPPER = 0, 1, 2


class _OutOfTime(Exception):
    """Raised inside the tree to unwind a search whose time is up."""


@dataclass
class SearchResult(Generic[M]):
    """The chosen move with what the search knows about it."""

    move: M
    score: float
    depth: int
    nodes: int
    seconds: float
    scores: dict[M, float] = field(default_factory=dict)   # root move -> score at the last full depth


def _alphabeta(state: S, adapter: Hooks[S, M], *, max_depth: int = 64, time_limit: float | None = None,
              clock: Callable[[], float] = time.perf_counter) -> SearchResult[M]:
    """Search ``state`` deeper and deeper until ``max_depth`` or ``time_limit`` seconds; best move wins.

    At least depth 1 always completes, so a move is returned however short the time.
    """
    moves = adapter.moves(state)
    if not moves:
        raise ValueError("alphabeta() needs a position with a legal move")
    start = clock()
    deadline = None if time_limit is None else start + time_limit
    table: dict[Hashable, tuple[int, float, int, M | None]] = {}
    counter = [0]
    best = SearchResult(moves[0], 0.0, 0, 0, 0.0)
    in_place = adapter.in_place

    def descend(node: S, move: M, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The score of ``move`` for the player to move at ``node``."""
        mover = node.to_move
        if in_place:
            adapter.push(node, move)
            try:
                if node.to_move == mover:
                    return search(node, depth, alpha, beta, ply)
                return -search(node, depth, -beta, -alpha, ply)
            finally:
                adapter.pop(node)
        child = adapter.child(node, move)
        if child.to_move == mover:
            return search(child, depth, alpha, beta, ply)
        return -search(child, depth, -beta, -alpha, ply)

    def search(node: S, depth: int, alpha: float, beta: float, ply: int) -> float:
        counter[0] += 1
        if deadline is not None and counter[0] & 63 == 0 and clock() > deadline:
            raise _OutOfTime
        final = adapter.terminal_value(node)
        if final is not None:
            return final - ply if final > 0 else final + ply if final < 0 else 0.0
        if depth <= 0:
            return adapter.evaluate(node)
        key = adapter.key(node)
        entry = table.get(key)
        hint = None
        if entry is not None:
            e_depth, e_score, e_flag, hint = entry
            if e_depth >= depth:
                if e_flag == _EXACT or (e_flag == _LOWER and e_score >= beta) or (e_flag == _UPPER and e_score <= alpha):
                    return e_score
        children = adapter.order(node, adapter.moves(node))
        if hint in children:
            children.remove(hint)
            children.insert(0, hint)
        alpha0, value, best_move = alpha, -float("inf"), None
        for move in children:
            score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            if score > value:
                value, best_move = score, move
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        flag = _UPPER if value <= alpha0 else _LOWER if value >= beta else _EXACT
        table[key] = (depth, value, flag, best_move)
        return value

    ordered = adapter.order(state, list(moves))
    for depth in range(1, max_depth + 1):
        scores: dict[M, float] = {}
        try:
            alpha = -float("inf")
            for move in ordered:
                score = descend(state, move, depth - 1, alpha, float("inf"), 1)
                scores[move] = score
                alpha = max(alpha, score)
        except _OutOfTime:
            break
        ordered.sort(key=lambda m: -scores[m])
        top = ordered[0]
        best = SearchResult(top, scores[top], depth, counter[0], clock() - start, scores)
        if abs(scores[top]) >= WIN - 1000 or all(abs(s) >= WIN - 1000 for s in scores.values()):
            break   # the game is decided within the horizon: deeper search changes nothing
        if deadline is not None and clock() > deadline:
            break
    best.nodes, best.seconds = counter[0], clock() - start
    return best


def previous_move(state: Any, seconds: float, seed: int = 0) -> str:
    """That commit's hard level's move text (depth up to 20) within ``seconds`` of search."""
    return move_text(state.board, best_move(state, max_depth=20, time_limit=seconds, seed=seed))

