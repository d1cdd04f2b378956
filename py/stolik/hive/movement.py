"""How each bug moves, as functions of the board with the moving piece already lifted.

Freedom to move and "one hive in transit" are the step tests: a ground step needs exactly one
of its two flanks occupied (both occupied is a gate; none loses touch with the hive). Ground
steps read the board's ring masks through the ``STEPS`` table; the ant and the spider need the
mover lifted with ``Board.lift`` (rings updated), the climbers and the grasshopper only need its
stack out of ``board.stacks``. A step at height is blocked only when both flanks are stacks
higher than both ends of the step.

>>> from stolik.hive.board import Board
>>> from stolik.hive.geometry import cell, qr
>>> b = Board(); b.apply((1, cell(1, 0))); b.apply((15, cell(2, 0))); b.apply((8, cell(0, 0)))
>>> _ = b.lift(cell(0, 0))
>>> sorted(qr(c) for c in ant(b, cell(0, 0)))
[(0, 1), (1, -1), (1, 1), (2, -1), (2, 1), (3, -1), (3, 0)]
"""
from __future__ import annotations

from stolik.hive.board import Board
from stolik.hive.geometry import EMPTY, NEIGHBOURS, OCCUPIED, SLIDES


def _steps(ring: int) -> tuple[int, ...]:
    return tuple(NEIGHBOURS[i] for i in range(6)
                 if not ring >> i & 1 and (ring >> (i - 1) % 6 & 1) != (ring >> (i + 1) % 6 & 1))


# Tables by ring (geometry.py). STEPS: the ground steps out of the cell, the target empty and
# exactly one of its two flanks occupied. CLIMBS: a ground beetle's steps while no stack is two high.
STEPS: tuple[tuple[int, ...], ...] = tuple(_steps(ring) for ring in range(64))
CLIMBS: tuple[tuple[int, ...], ...] = tuple(OCCUPIED[ring] + STEPS[ring] for ring in range(64))


def queen(board: Board, start: int) -> list[int]:
    """One step around the hive (also the Pillbug's own move); lifting is not needed."""
    return [start + d for d in STEPS[board.ring[start]]]


def spider(board: Board, start: int) -> set[int]:
    """Exactly three steps around the hive through distinct cells, never back to the start."""
    ring = board.ring
    out: set[int] = set()
    for d1 in STEPS[ring[start]]:
        a = start + d1
        for d2 in STEPS[ring[a]]:
            b = a + d2
            if b == start:
                continue
            for d3 in STEPS[ring[b]]:
                c = b + d3
                if c != start and c != a:
                    out.add(c)
    return out


def ant(board: Board, start: int) -> set[int]:
    """Any number of steps around the hive: a flood fill over the step table (the hot loop)."""
    ring = board.ring
    seen = {start}
    todo = [start]
    pop, push, add = todo.pop, todo.append, seen.add
    while todo:
        c = pop()
        for d in STEPS[ring[c]]:
            n = c + d
            if n not in seen:
                add(n)
                push(n)
    seen.discard(start)
    return seen


def grasshopper(board: Board, start: int) -> list[int]:
    """A straight jump over at least one piece to the first empty cell."""
    stacks = board.stacks
    out = []
    for d in NEIGHBOURS:
        n = start + d
        if n not in stacks:
            continue
        n += d
        while n in stacks:
            n += d
        out.append(n)
    return out


def beetle(board: Board, c: int) -> list[int]:
    """One step in any direction, climbing on and off the hive (up, along the top, down or on the ground)."""
    if not board.tall:                  # all stacks one high: no gate at height, the beetle is on the ground
        return [c + d for d in CLIMBS[board.ring[c]]]
    out = []
    get = board.stacks.get
    s = get(c)
    here = len(s) if s is not None else 0
    for d, left, right in SLIDES:
        n = c + d
        s = get(n)
        there = len(s) if s is not None else 0
        s = get(c + left)
        hl = len(s) if s is not None else 0
        s = get(c + right)
        hr = len(s) if s is not None else 0
        top = here if here > there else there
        if hl > top and hr > top:
            continue                    # a gate: both flanks tower over the step
        if top == 0 and hl == 0 and hr == 0:
            continue                    # would lose touch with the hive
        out.append(n)
    return out


def _onto(stacks: dict[int, list[int]], c: int) -> list[int]:
    """Occupied cells one beetle step from ``c`` (climbing up or walking along the top)."""
    out = []
    get = stacks.get
    s = get(c)
    here = len(s) if s is not None else 0
    for d, left, right in SLIDES:
        s = get(c + d)
        if s is None:
            continue
        there = len(s)
        top = here if here > there else there
        s = get(c + left)
        if s is not None and len(s) > top:
            s = get(c + right)
            if s is not None and len(s) > top:
                continue                # a gate
        out.append(c + d)
    return out


def _down(stacks: dict[int, list[int]], c: int) -> list[int]:
    """Empty cells one step down from the top of the stack at ``c``."""
    out = []
    get = stacks.get
    here = len(stacks[c])
    for d, left, right in SLIDES:
        n = c + d
        if n in stacks:
            continue
        s = get(c + left)
        if s is not None and len(s) > here:
            s = get(c + right)
            if s is not None and len(s) > here:
                continue                # a gate
        out.append(n)
    return out


def ladybug(board: Board, start: int) -> set[int]:
    """Two steps on top of the hive, then one down to an empty cell (not the start)."""
    out: set[int] = set()
    if not board.tall:                  # no gate at height: any path over the pieces will do
        ring = board.ring
        for d1 in OCCUPIED[ring[start]]:
            a = start + d1
            for d2 in OCCUPIED[ring[a]]:
                b = a + d2
                out.update([b + d3 for d3 in EMPTY[ring[b]]])
        out.discard(start)
        return out
    stacks = board.stacks
    for a in _onto(stacks, start):
        for b in _onto(stacks, a):
            out.update(_down(stacks, b))
    out.discard(start)
    return out


def pillbug_lifts(board: Board, at: int, movable: set[int]) -> list[tuple[int, int]]:
    """(cell lifted, cell set down) pairs of the Pillbug ability used by the piece at ``at``.

    ``movable`` holds the neighbouring cells whose single piece may be lifted (not pinned, not
    moved last turn); the piece rises over ``at`` and comes down beside it, with no gate at height.
    """
    if not board.tall:                  # no stack two high: nothing can block the lift
        ends = [at + d for d in EMPTY[board.ring[at]]]
        return [(at + d, e) for d in NEIGHBOURS if at + d in movable for e in ends]
    stacks = board.stacks
    out = []
    get = stacks.get
    for d, left, right in SLIDES:
        t = at + d
        if t not in movable:
            continue
        # Up from t onto the user (level 1): blocked only by two flanks of height 2 or more.
        s, s2 = get(at + left), get(at + right)
        if s is not None and s2 is not None and len(s) > 1 and len(s2) > 1:
            continue
        lifted = stacks.pop(t)
        for d2, l2, r2 in SLIDES:
            e = at + d2
            if e == t or e in stacks:
                continue
            s, s2 = get(at + l2), get(at + r2)
            if s is not None and s2 is not None and len(s) > 1 and len(s2) > 1:
                continue
            out.append((t, e))
        stacks[t] = lifted
    return out
