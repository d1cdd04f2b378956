"""One hive: which ground pieces are pinned because lifting them would split the hive.

Around a cell, its occupied neighbours form arcs separated by empty gaps. One arc: lifting
the piece keeps them joined. Two or more: the arcs stay joined only around an enclosed hole
(on this grid, lifting a piece with k arcs whose gaps lie in j distinct empty regions leaves
1 + k - j parts). The board keeps the hive's Euler number, 1 minus the number of holes, up to
date, so in a hive without holes the test is one table lookup. With holes, the pinned cells
are the articulation points of the occupied cells, found in one depth-first pass (Tarjan).

>>> from stolik.hive.geometry import cell
>>> line = Board()
>>> for piece, q in ((0, 0), (14, 1), (1, 2)): line.apply((piece, cell(q, 0)))
>>> pinned_cells(line) == {cell(1, 0)}
True
"""
from __future__ import annotations

from stolik.hive.board import Board
from stolik.hive.geometry import NEIGHBOURS, OCCUPIED


def pinned_cells(board: Board) -> set[int]:
    """Cells whose removal (the whole stack) would leave the hive in more than one part."""
    cuts: set[int] = set()
    if len(board.stacks) < 3:
        return cuts
    root = next(iter(board.stacks))
    disc = {root: 0}
    if _visit(board.ring, disc, cuts, root, None) > 1:
        cuts.add(root)
    else:
        cuts.discard(root)
    return cuts


def _visit(ring: dict[int, int], disc: dict[int, int], cuts: set[int], u: int, p: int | None) -> int:
    """Depth-first search from ``u`` (Tarjan): the lowest discovery time reachable from its
    subtree, or for the root (``p`` None) the number of its children."""
    d = disc[u]
    lo = d
    children = 0
    for n in OCCUPIED[ring[u]]:
        v = u + n
        dv = disc.get(v)
        if dv is None:
            disc[v] = len(disc)
            lv = _visit(ring, disc, cuts, v, u)
            children += 1
            if lv < lo:
                lo = lv
            if lv >= d:
                cuts.add(u)
        elif dv < lo and v != p:
            lo = dv
    return children if p is None else lo


def _split(mask: int) -> bool:
    occupied = [bool(mask >> i & 1) for i in range(6)]
    return sum(occupied[i] != occupied[i - 1] for i in range(6)) > 2


# SPLIT[mask]: whether the occupied neighbours (bit i: direction i) form more than one arc.
SPLIT: tuple[bool, ...] = tuple(_split(m) for m in range(64))


class PinCheck:
    """Answers "is the ground piece at this cell pinned?" for one position of a board."""

    __slots__ = ("board", "cuts")

    def __init__(self, board: Board) -> None:
        self.board = board
        self.cuts: set[int] | None = None

    def __call__(self, c: int) -> bool:
        board = self.board
        if not SPLIT[board.ring[c]]:
            return False
        if board.euler == 1:                            # no hole: two arcs meet only through c
            return True
        cuts = self.cuts
        if cuts is None:
            cuts = self.cuts = pinned_cells(board)
        return c in cuts


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
