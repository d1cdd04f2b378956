"""How search sees a game: its moves, children and keys, plus a game's own evaluation.

``Hooks`` is what the searches ask of anything they search: a game's State, or a game's own fast
board searched in place (``in_place``: ``push``/``pop`` instead of ``child``). ``Adapter`` gives the
hooks over the game contract (moves from ``legal_moves()``, children from ``play()``, keys from
``position()``); a game's AI module subclasses it and overrides ``evaluate`` (and, where it pays,
``order``, ``key`` or a faster ``child``). Values are always from the point of view of the player to move.
"""
from __future__ import annotations

from typing import Generic, Hashable, Protocol, TypeVar

from stolik.core.game import State

WIN = 1_000_000.0   # a won game; wins found sooner score higher (see alphabeta)


class Searched(Protocol):
    """All a search reads of a node itself: whose move it is (the sign of a score follows it)."""

    @property
    def to_move(self) -> int: ...


S = TypeVar("S", bound=Searched)
M = TypeVar("M", bound=Hashable)
G = TypeVar("G", bound=State)


class Hooks(Generic[S, M]):
    """The questions a search asks about nodes of type ``S`` and moves of type ``M``."""

    in_place = False    # True: the search changes one node with push/pop and never asks for a child
    # Late move reductions: at depth 3 or more, the moves after this many (the ordering's weaker
    # guesses) are searched a ply shallower first, and again at full depth only if they beat alpha.
    reduce_after: int | None = None
    # ... and the moves after this many are searched two plies shallower first (then a ply, then fully):
    # where a node has a hundred moves, the last ones are rarely worth the full depth.
    reduce_more_after: int | None = None
    # Null-move pruning: a move that passes the turn (None: none is tried). Where the evaluation
    # already holds beta at a depth of at least ``null_reduction + 1``, the side to move passes and the
    # opponent's reply is searched ``null_reduction + 1`` plies shallower; still holding beta cuts the node.
    null_move: M | None = None
    null_reduction = 2
    # When time runs out inside a depth, a root move that already scored above the previous best
    # at that depth is taken (False: the last finished depth's best move, whatever happened since).
    keep_partial = False
    # Principal variation search: after a node's first move, the others are searched with a null
    # window (do they beat alpha?) and again with the full window only when one does. Root moves
    # that do not beat the best then carry an upper bound as their score, not their value.
    principal_variation = False

    def moves(self, state: S) -> list[M]:
        raise NotImplementedError

    def child(self, state: S, move: M) -> S:
        """The node after ``move`` (a new one; ``state`` unchanged). Searches that copy ask this."""
        raise NotImplementedError

    def push(self, state: S, move: M) -> None:
        """Play ``move`` on ``state`` itself. In-place searches ask this."""
        raise NotImplementedError

    def pop(self, state: S) -> None:
        """Take the last pushed move back."""
        raise NotImplementedError

    def key(self, state: S) -> Hashable:
        """The transposition table's key: equal for positions that search the same."""
        raise NotImplementedError

    def terminal_value(self, state: S) -> float | None:
        """WIN, -WIN or 0 for a finished game (for the player to move), None while it goes on."""
        raise NotImplementedError

    def order(self, state: S, moves: list[M]) -> list[M]:
        """Moves most likely best first; pruning works better the better this guesses."""
        return moves

    def cutoff(self, state: S, move: M, depth: int) -> None:
        """``move`` refuted the line at ``state`` (searched ``depth`` plies deep): an ordering that
        learns (killer moves, history) may remember it. Called after the move was taken back."""

    def evaluate(self, state: S) -> float:
        """A heuristic score of an unfinished position for the player to move."""
        return 0.0

    def reward(self, state: S, player: int) -> float:
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


class Adapter(Hooks[G, str]):
    """The hooks over the game contract: moves from ``legal_moves()``, children from ``play()``,
    keys from ``position()``, the end from ``result()``."""

    def moves(self, state: G) -> list[str]:
        return state.legal_moves()

    def child(self, state: G, move: str) -> G:
        return state.play(move)

    def key(self, state: G) -> Hashable:
        return state.position()

    def terminal_value(self, state: G) -> float | None:
        result = state.result()
        if result is None:
            return None
        if result.winner is None:
            return 0.0
        return WIN if result.winner == state.to_move else -WIN
