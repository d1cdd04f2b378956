"""Monte Carlo tree search, with hooks for hidden information.

Perfect-information games search the real state. For hidden information (cards in hand, deck
order), pass ``determinize``: each iteration samples one complete state consistent with what the
searching player has seen, and the tree is shared across samples (single-observer information-set
MCTS), so the search never reads what the player cannot know.
"""
from __future__ import annotations

import math
from typing import Any, Callable

from stolik.core.rng import Rng
from stolik.core.search import budget
from stolik.core.search.adapter import Adapter, G


class _Node:
    __slots__ = ("move", "parent", "player", "children", "visits", "reward", "available")

    def __init__(self, move: str | None, parent: "_Node | None", player: int) -> None:
        self.move, self.parent, self.player = move, parent, player   # player: who made `move`
        self.children: dict[str, _Node] = {}
        self.visits, self.reward, self.available = 0, 0.0, 0


def mcts(state: G, adapter: Adapter[G], rng: Rng, **options: Any) -> tuple[str, dict[str, int]]:
    """Return the most visited root move and the visit count of every root move (``options``: those of
    ``mcts_root``). Equal visits go to the better mean reward."""
    stats = mcts_root(state, adapter, rng, **options)
    best = max(adapter.moves(state), key=lambda move: stats.get(move, (-1, 0.0)))
    return best, {move: visits for move, (visits, _mean) in stats.items()}


def mcts_root(state: G, adapter: Adapter[G], rng: Rng, *, iterations: int = 1000, time_limit: float | None = None,
              determinize: Callable[[G, Rng], G] | None = None,
              rollout: Callable[[G, list[str], Rng], str] | None = None,
              rollout_depth: int = 200, exploration: float = 0.7,
              clock: Callable[[], float] = budget.now,
              playout_moves: Callable[[G], list[str]] | None = None) -> dict[str, tuple[int, float]]:
    """Search ``state`` and return each root move tried with its visits and its mover's mean reward (what
    the analysis board shows as a chance).

    ``rollout(state, moves, rng)`` picks playout moves (default: uniform); playouts stop at the end
    of the game or after ``rollout_depth`` moves, where ``adapter.reward`` scores the position.
    ``playout_moves(state)`` lists the moves a playout chooses from (default ``adapter.moves``), so
    a game can prune the tree's moves with a costly ordering and keep playouts cheap.
    """
    me = state.to_move
    root = _Node(None, None, 1 - me)
    deadline = None if time_limit is None else clock() + time_limit
    done = 0
    while done < iterations and (deadline is None or done == 0 or clock() < deadline):
        done += 1
        node, current = root, determinize(state, rng) if determinize else state
        moves = adapter.moves(current)
        # Selection: descend while every move available here has been tried.
        while moves and current.result() is None:
            for move in moves:
                child = node.children.get(move)
                if child is not None:
                    child.available += 1
            untried = [m for m in moves if m not in node.children]
            if untried:
                move = untried[rng.below(len(untried))]
                node.children[move] = _Node(move, node, current.to_move)
                node = node.children[move]
                current = adapter.child(current, move)
                break
            children = node.children
            move = max(moves, key=lambda m: _upper_bound(children[m], exploration))
            node = children[move]
            current = adapter.child(current, move)
            moves = adapter.moves(current)
        # Playout.
        depth = 0
        while depth < rollout_depth and current.result() is None:
            legal = (playout_moves or adapter.moves)(current)
            if not legal:
                break
            move = rollout(current, legal, rng) if rollout else legal[rng.below(len(legal))]
            current = adapter.child(current, move)
            depth += 1
        # Backpropagation: each node scores the reward of the player who made its move.
        payoff = {0: adapter.reward(current, 0), 1: adapter.reward(current, 1)}
        scored: _Node | None = node
        while scored is not None:
            scored.visits += 1
            scored.reward += payoff[scored.player]
            scored = scored.parent
    return {move: (child.visits, child.reward / max(1, child.visits)) for move, child in root.children.items()}


def _upper_bound(child: _Node, exploration: float) -> float:
    """UCB1 of a tried move: its mean reward plus the exploration bonus (untried moves come first)."""
    if not child.visits:
        return float("inf")
    return child.reward / child.visits + exploration * math.sqrt(math.log(max(1, child.available)) / child.visits)
