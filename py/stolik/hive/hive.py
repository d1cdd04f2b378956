"""One hive: which ground pieces are pinned because lifting them would split the hive.

The pinned cells are the articulation points of the graph of occupied cells, found in one
depth-first pass (Tarjan), so a move generation pays once for every piece.

>>> from stolik.hive.geometry import cell
>>> line = {cell(0, 0): [0], cell(1, 0): [1], cell(2, 0): [2]}
>>> pinned_cells(line) == {cell(1, 0)}
True
"""
from __future__ import annotations

from stolik.hive.geometry import NEIGHBOURS


def pinned_cells(stacks: dict[int, list[int]]) -> set[int]:
    """Cells whose removal (the whole stack) would leave the hive in more than one part."""
    cuts: set[int] = set()
    if len(stacks) < 3:
        return cuts
    adjacent = {c: [c + d for d in NEIGHBOURS if c + d in stacks] for c in stacks}
    root = next(iter(stacks))
    disc = {root: 0}
    low = {root: 0}
    parent: dict[int, int | None] = {root: None}
    todo = [(root, iter(adjacent[root]))]
    root_children = 0
    while todo:
        u, rest = todo[-1]
        for v in rest:
            seen = disc.get(v)
            if seen is None:
                disc[v] = low[v] = len(disc)
                parent[v] = u
                todo.append((v, iter(adjacent[v])))
                break
            if v != parent[u] and seen < low[u]:
                low[u] = seen
        else:
            todo.pop()
            p = parent[u]
            if p is None:
                continue
            if low[u] < low[p]:
                low[p] = low[u]
            if parent[p] is None:
                root_children += 1
            elif low[u] >= disc[p]:
                cuts.add(p)
    if root_children > 1:
        cuts.add(root)
    return cuts


def maybe_pinned(stacks: dict[int, list[int]], c: int) -> bool:
    """A quick local test: False when the occupied neighbours of ``c`` form one unbroken arc
    (they stay joined without it); True when they are split and only the whole hive can tell."""
    occupied = [c + d in stacks for d in NEIGHBOURS]
    changes = 0
    previous = occupied[5]
    for now in occupied:
        if now != previous:
            changes += 1
        previous = now
    return changes > 2


class PinCheck:
    """Answers "is the piece at this cell pinned?", running the full pass only when needed."""

    __slots__ = ("stacks", "cuts")

    def __init__(self, stacks: dict[int, list[int]]) -> None:
        self.stacks = stacks
        self.cuts: set[int] | None = None

    def __call__(self, c: int) -> bool:
        if not maybe_pinned(self.stacks, c):
            return False
        if self.cuts is None:
            self.cuts = pinned_cells(self.stacks)
        return c in self.cuts


def connected(stacks: dict[int, list[int]]) -> bool:
    """Whether the occupied cells form one hive (used to check positions read from text)."""
    if not stacks:
        return True
    start = next(iter(stacks))
    seen = {start}
    todo = [start]
    while todo:
        u = todo.pop()
        for d in NEIGHBOURS:
            v = u + d
            if v in stacks and v not in seen:
                seen.add(v)
                todo.append(v)
    return len(seen) == len(stacks)
