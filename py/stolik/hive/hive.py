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
    root = next(iter(stacks))
    disc = {root: 0}
    if _visit(stacks, disc, cuts, root, None) > 1:
        cuts.add(root)
    else:
        cuts.discard(root)
    return cuts


def _visit(stacks: dict[int, list[int]], disc: dict[int, int], cuts: set[int], u: int, p: int | None) -> int:
    """Depth-first search from ``u`` (Tarjan): the lowest discovery time reachable from its
    subtree, or for the root (``p`` None) the number of its children."""
    d = disc[u]
    lo = d
    children = 0
    for n in NEIGHBOURS:
        v = u + n
        if v in stacks:
            dv = disc.get(v)
            if dv is None:
                disc[v] = len(disc)
                lv = _visit(stacks, disc, cuts, v, u)
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


def maybe_pinned(stacks: dict[int, list[int]], c: int) -> bool:
    """A quick local test: False when the occupied neighbours of ``c`` form one unbroken arc
    (they stay joined without it); True when they are split and only the whole hive can tell."""
    n0, n1, n2, n3, n4, n5 = NEIGHBOURS
    return SPLIT[(c + n0 in stacks) | (c + n1 in stacks) << 1 | (c + n2 in stacks) << 2
                 | (c + n3 in stacks) << 3 | (c + n4 in stacks) << 4 | (c + n5 in stacks) << 5]


class PinCheck:
    """Answers "is the piece at this cell pinned?", running the full pass only when needed."""

    __slots__ = ("stacks", "cuts")

    def __init__(self, stacks: dict[int, list[int]]) -> None:
        self.stacks = stacks
        self.cuts: set[int] | None = None

    def __call__(self, c: int) -> bool:
        stacks = self.stacks
        n0, n1, n2, n3, n4, n5 = NEIGHBOURS
        if not SPLIT[(c + n0 in stacks) | (c + n1 in stacks) << 1 | (c + n2 in stacks) << 2
                     | (c + n3 in stacks) << 3 | (c + n4 in stacks) << 4 | (c + n5 in stacks) << 5]:
            return False
        cuts = self.cuts
        if cuts is None:
            cuts = self.cuts = pinned_cells(stacks)
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
