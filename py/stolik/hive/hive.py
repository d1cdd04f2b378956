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
    disc: dict[int, int] = {}
    low: dict[int, int] = {}
    nb = NEIGHBOURS

    def visit(u: int, parent: int | None) -> None:
        disc[u] = low[u] = order = len(disc)
        children = 0
        for d in nb:
            v = u + d
            if v not in stacks:
                continue
            seen = disc.get(v)
            if seen is None:
                children += 1
                visit(v, u)
                lv = low[v]
                if lv < low[u]:
                    low[u] = lv
                if parent is not None and lv >= order:
                    cuts.add(u)
            elif v != parent and seen < low[u]:
                low[u] = seen
        if parent is None and children > 1:
            cuts.add(u)

    visit(next(iter(stacks)), None)
    return cuts


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
