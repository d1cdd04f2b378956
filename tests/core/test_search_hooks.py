"""Core alpha-beta's opt-in hooks on a small made-up game tree: null-move pruning and keeping the
root moves a depth cut short by the clock had already scored. Off by default (Goré's search)."""
from __future__ import annotations

from dataclasses import dataclass

from stolik.core.search import Hooks, alphabeta


@dataclass
class Node:
    """A path from the root of the tree below; players alternate."""

    path: str = ""

    @property
    def to_move(self) -> int:
        return len(self.path) & 1


# Root moves a, b, c. One ply deep (scores for the root player) a looks best, then b, then c;
# two plies deep a's only reply costs 5, b's gains 3, and c has a hundred replies, all good for
# the root player, so the opponent must search every one.
LEAF = {"a": 2.0, "b": 1.0, "c": 0.0, "ax": -5.0, "by": 3.0, "cz": 10.0}


class Tree(Hooks[Node, str]):
    def __init__(self) -> None:
        self.evaluations = 0

    def moves(self, node: Node) -> list[str]:
        if node.path == "":
            return ["a", "b", "c"]
        if node.path == "c":
            return [f"z{i}" for i in range(100)]
        return {"a": ["x"], "b": ["y"]}.get(node.path, [])

    def child(self, node: Node, move: str) -> Node:
        return Node(node.path + move[0])

    def key(self, node: Node) -> str:
        return node.path

    def terminal_value(self, node: Node) -> float | None:
        return None

    def evaluate(self, node: Node) -> float:
        """The score for the player to move (the table holds it for the root player)."""
        self.evaluations += 1
        value = LEAF.get(node.path, 0.0)
        return value if node.to_move == 0 else -value


def _clock_running_out_after(tree: Tree, evaluations: int):
    return lambda: 0.0 if tree.evaluations < evaluations else 100.0


def test_a_depth_cut_short_keeps_a_root_move_that_already_beat_the_previous_best():
    plain, keeping = Tree(), type("Keeping", (Tree,), {"keep_partial": True})()
    # Depth 1 takes 3 evaluations; depth 2 runs out inside c's hundred replies, after a and b.
    lost = alphabeta(Node(), plain, max_depth=4, time_limit=1.0, clock=_clock_running_out_after(plain, 10))
    kept = alphabeta(Node(), keeping, max_depth=4, time_limit=1.0, clock=_clock_running_out_after(keeping, 10))
    assert (lost.move, lost.depth) == ("a", 1)
    assert (kept.move, kept.score, kept.depth) == ("b", 3.0, 2)


class Paths(Hooks[Node, str]):
    """A tree whose nodes are their paths: a move adds its letter, and no position ends the game."""

    def child(self, node: Node, move: str) -> Node:
        return Node(node.path + move)

    def key(self, node: Node) -> str:
        return node.path

    def terminal_value(self, node: Node) -> float | None:
        return None


class Deep(Paths):
    """Four moves a node, four plies deep; every position scores 1 for the player to move, so a
    pass always holds beta and null-move pruning cuts most nodes."""

    def moves(self, node: Node) -> list[str]:
        return [] if len(node.path) >= 8 else list("abcd")

    def evaluate(self, node: Node) -> float:
        return float(len(node.path) % 3)


def test_null_move_pruning_is_off_by_default_and_saves_nodes_when_on():
    plain = alphabeta(Node(), Deep(), max_depth=5)
    pruning = alphabeta(Node(), type("Pruning", (Deep,), {"null_move": "-"})(), max_depth=5)
    assert pruning.nodes < plain.nodes
    assert Deep.null_move is None and Deep.keep_partial is False


class Noisy(Paths):
    """Five moves a node; a leaf's score (for White) is a fixed pseudo-random number, and a node's
    moves are ordered by their leaf scores one ply down: a fair guess, as a game's ordering is."""

    def moves(self, node: Node) -> list[str]:
        moves = list("abcde")
        sign = 1 if node.to_move == 0 else -1
        return sorted(moves, key=lambda m: -sign * self.white(node.path + m))

    @staticmethod
    def white(path: str) -> float:
        return float(sum((i + 7) * (ord(c) - 96) * 2654435761 for i, c in enumerate(path)) % 1000 // 10)

    def evaluate(self, node: Node) -> float:
        return self.white(node.path) if node.to_move == 0 else -self.white(node.path)


def test_principal_variation_search_is_off_by_default_and_finds_the_same_value_with_fewer_nodes():
    """Null windows after a node's first move prove the other moves worse instead of scoring them:
    the best move's value at each depth stays exact, and from depth 4 on fewer nodes are searched
    (shallower, the moves that beat the first one are searched twice for more than it saves)."""
    assert Noisy.principal_variation is False
    pvs = type("Pvs", (Noisy,), {"principal_variation": True})
    for depth in (4, 5, 6):
        plain = alphabeta(Node(), Noisy(), max_depth=depth)
        narrow = alphabeta(Node(), pvs(), max_depth=depth)
        assert (narrow.move, narrow.score) == (plain.move, plain.score)
        assert narrow.nodes < plain.nodes
        # A root move that is not the best keeps a bound that proves it no better.
        assert all(narrow.scores[m] <= narrow.score for m in narrow.scores)



class Graded(Paths):
    """Thirty moves a node, ordered from best to worst for the mover: each costs its mover its
    place in the list (a perfect ordering, so a late move never beats the first)."""

    MOVES = "abcdefghijklmnopqrstuvwxyzABCD"

    def moves(self, node: Node) -> list[str]:
        return list(self.MOVES)

    def evaluate(self, node: Node) -> float:
        white = sum(self.MOVES.index(m) * (1 if ply % 2 else -1) for ply, m in enumerate(node.path))
        return float(white if node.to_move == 0 else -white)


def test_reducing_the_latest_moves_two_plies_is_off_by_default_and_saves_nodes():
    """Past ``reduce_more_after`` moves a first look is two plies shallower rather than one: where
    those moves are as bad as they look, the same depth is searched with fewer nodes and the same
    result (a Hive midgame node has 50 to 160 moves)."""
    assert Graded.reduce_more_after is None
    once = type("Once", (Graded,), {"reduce_after": 3})
    twice = type("Twice", (Graded,), {"reduce_after": 3, "reduce_more_after": 10})
    for depth in (5, 6):
        plain, cut = alphabeta(Node(), once(), max_depth=depth), alphabeta(Node(), twice(), max_depth=depth)
        assert (cut.move, cut.score) == (plain.move, plain.score)
        assert cut.nodes < plain.nodes
