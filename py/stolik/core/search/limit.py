"""How long a search may run, in the spirit of python-chess's ``engine.Limit``: seconds, nodes or depth.

The page and ``scripts/bench`` give seconds (a player waits a fixed time whatever the machine);
tests give nodes or depth, so a test's answer is the same on a fast machine and a loaded one. A
search stops at the first limit it meets; a field left None does not limit.

A level's own limit carries its strength (Hive's easy looks one move ahead, Schotten's hard runs
1200 playouts) and its clock; a caller's limit replaces that clock (``instead_of``):

>>> level = Limit(seconds=0.7, depth=12)
>>> Limit(nodes=5000).instead_of(level)
Limit(seconds=None, nodes=5000, depth=12)
>>> Limit(depth=3).instead_of(level)
Limit(seconds=None, nodes=None, depth=3)
>>> resolve(None, level) is level
True
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limit:
    """Where a search stops: after ``seconds`` of wall time, ``nodes`` units of work (alpha-beta
    nodes, MCTS playouts, a game's own count), or ``depth`` plies; None in a field: no limit there."""

    seconds: float | None = None
    nodes: int | None = None
    depth: int | None = None

    def instead_of(self, level: Limit) -> Limit:
        """This limit in place of ``level``'s clock: its own seconds (usually none, for a test), and
        the tighter of the two node and depth limits (the level's strength still holds)."""
        return Limit(self.seconds, _tighter(self.nodes, level.nodes), _tighter(self.depth, level.depth))

    def divided(self, parts: int) -> Limit:
        """One of ``parts`` equal shares of the time and nodes (the depth stays): for a decision that
        shares its turn's limit with others, like a tower's extra roll or the Recruiter's returns.

        >>> Limit(seconds=0.9, nodes=301, depth=4).divided(3)
        Limit(seconds=0.3, nodes=100, depth=4)
        """
        return Limit(None if self.seconds is None else self.seconds / parts,
                     None if self.nodes is None else self.nodes // parts, self.depth)


def resolve(limit: Limit | None, level: Limit) -> Limit:
    """The limit a game's search runs with: the level's own when the caller gave none (the page),
    else the caller's in place of the level's clock."""
    return level if limit is None else limit.instead_of(level)


def _tighter(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)
