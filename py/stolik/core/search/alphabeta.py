"""Negamax alpha-beta with iterative deepening, a time or node limit and a transposition table.

Games where one player may move twice running (Goré's exchange answer, dice towers) are handled:
the sign flips only when the player to move changes. An adapter with ``in_place = True`` and
methods ``push(state, move)`` / ``pop(state)`` is searched by changing one state in place (no copy
per node; ``child`` unused), for engines with a fast apply/undo board.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generic, Hashable

from stolik.core.search import budget
from stolik.core.search.adapter import WIN, Hooks, M, S

_EXACT, _LOWER, _UPPER = 0, 1, 2
_NULL_WINDOW = 1e-6    # a null-move search asks only "is the score at least beta?"


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


def alphabeta(state: S, adapter: Hooks[S, M], *, max_depth: int | None = 64, time_limit: float | None = None,
              max_nodes: int | None = None, clock: Callable[[], float] = budget.now, keep: int = 1) -> SearchResult[M]:
    """Search ``state`` deeper and deeper until ``max_depth`` (None: 64), ``time_limit`` seconds or
    about ``max_nodes`` nodes (checked every 64); best move wins.

    A node limit stops the search at the same node on any machine (tests use it; the page uses time).
    At least depth 1 always completes, so a move is returned however short the time. ``keep``: how many
    of the best root moves get their exact score (the analysis board's best three, as chess engines'
    MultiPV): the root's window opens at the ``keep``-th best score so far instead of the best; every
    other move's score stays an upper bound.
    """
    moves = adapter.moves(state)
    if not moves:
        raise ValueError("alphabeta() needs a position with a legal move")
    start = clock()
    deadline = None if time_limit is None else start + time_limit
    node_cap = float("inf") if max_nodes is None else max_nodes
    table: dict[Hashable, tuple[int, float, int, M | None]] = {}
    counter = [0]
    best = SearchResult(moves[0], 0.0, 0, 0, 0.0)
    in_place = adapter.in_place
    reduce_after = adapter.reduce_after
    reduce_more_after = adapter.reduce_more_after
    null_move = adapter.null_move
    null_depth = adapter.null_reduction + 1
    keep_partial = adapter.keep_partial
    principal = adapter.principal_variation

    def descend(node: S, move: M, depth: int, alpha: float, beta: float, ply: int, null_ok: bool = True) -> float:
        """The score of ``move`` for the player to move at ``node``."""
        mover = node.to_move
        if in_place:
            adapter.push(node, move)
            try:
                if node.to_move == mover:
                    return search(node, depth, alpha, beta, ply, null_ok)
                return -search(node, depth, -beta, -alpha, ply, null_ok)
            finally:
                adapter.pop(node)
        child = adapter.child(node, move)
        if child.to_move == mover:
            return search(child, depth, alpha, beta, ply, null_ok)
        return -search(child, depth, -beta, -alpha, ply, null_ok)

    def search(node: S, depth: int, alpha: float, beta: float, ply: int, null_ok: bool = True) -> float:
        counter[0] += 1
        if counter[0] & 63 == 0 and (counter[0] > node_cap or deadline is not None and clock() > deadline):
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
        if (null_move is not None and null_ok and depth >= null_depth and beta < WIN - 1000
                and adapter.evaluate(node) >= beta):
            # Null-move pruning: when passing and a shallower search still holds beta, a real move
            # will too (no move is worse than none) and the node is cut without generating its moves.
            score = descend(node, null_move, depth - null_depth, beta - _NULL_WINDOW, beta, ply + 1, False)
            if score >= beta:
                return score
        children = adapter.order(node, adapter.moves(node))
        if hint in children:
            children.remove(hint)
            children.insert(0, hint)
        alpha0, value, best_move = alpha, -float("inf"), None
        late = reduce_after if reduce_after is not None and depth >= 3 else len(children)
        later = reduce_more_after if reduce_more_after is not None and depth >= 3 else len(children)
        for i, move in enumerate(children):
            cut = 1 if i < late else 2 if i < later else 3     # plies off the depth of a first look
            if principal and i:
                # Principal variation search: the first move is likely best, so the others are
                # only asked whether they beat alpha (a null window), and searched again with
                # the whole window when one does.
                narrow = alpha + _NULL_WINDOW
                score = descend(node, move, depth - cut, alpha, narrow, ply + 1)
                if score > alpha and cut > 1:
                    score = descend(node, move, depth - 1, alpha, narrow, ply + 1)
                if alpha < score < beta:
                    score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            elif cut > 1:
                score = descend(node, move, depth - cut, alpha, beta, ply + 1)
                if score > alpha:
                    score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            else:
                score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            if score > value:
                value, best_move = score, move
            alpha = max(alpha, value)
            if alpha >= beta:
                adapter.cutoff(node, move, depth)
                break
        flag = _UPPER if value <= alpha0 else _LOWER if value >= beta else _EXACT
        table[key] = (depth, value, flag, best_move)
        return value

    ordered = adapter.order(state, list(moves))
    for depth in range(1, (64 if max_depth is None else max_depth) + 1):
        scores: dict[M, float] = {}
        try:
            alpha = -float("inf")
            for i, move in enumerate(ordered):
                if principal and i:
                    # A null window first: a root move that does not beat the best so far keeps
                    # only a bound as its score; one that does is searched again for its value.
                    score = descend(state, move, depth - 1, alpha, alpha + _NULL_WINDOW, 1)
                    if score > alpha:
                        scores[move] = score
                        score = descend(state, move, depth - 1, alpha, float("inf"), 1)
                else:
                    score = descend(state, move, depth - 1, alpha, float("inf"), 1)
                scores[move] = score
                alpha = max(alpha, score) if keep == 1 else score_to_beat(scores, keep)
        except _OutOfTime:
            if keep_partial and scores and keep == 1:   # (kept moves are scored at one depth, a whole one)
                # The previous best was searched first at this depth with a full window; a move
                # that finished above it before time ran out is better at this depth too.
                top = max(scores, key=scores.__getitem__)
                if top != best.move and (not best.depth or scores[top] > scores.get(best.move, float("inf"))):
                    best = SearchResult(top, scores[top], depth, counter[0], clock() - start, scores)
            break
        ordered.sort(key=lambda m: -scores[m])
        top = ordered[0]
        best = SearchResult(top, scores[top], depth, counter[0], clock() - start, scores)
        if abs(scores[top]) >= WIN - 1000 or all(abs(s) >= WIN - 1000 for s in scores.values()):
            break   # the game is decided within the horizon: deeper search changes nothing
        if counter[0] > node_cap or deadline is not None and clock() > deadline:
            break
    best.nodes, best.seconds = counter[0], clock() - start
    return best


def score_to_beat(scores: dict[M, float], keep: int) -> float:
    """The root's alpha: the ``keep``-th best score so far (minus infinity until ``keep`` moves are scored).

    >>> score_to_beat({"a": 3.0, "b": 5.0, "c": 1.0}, 2), score_to_beat({"a": 3.0}, 2)
    (3.0, -inf)
    """
    if len(scores) < keep:
        return -float("inf")
    return sorted(scores.values(), reverse=True)[keep - 1]
