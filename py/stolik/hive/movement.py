"""How each bug moves, as functions of the stacks with the moving piece already lifted.

Freedom to move and "one hive in transit" are the step tests: a ground step needs exactly one
of its two flanks occupied (both occupied is a gate; none loses touch with the hive). A step at
height is blocked only when both flanks are stacks higher than both ends of the step.

>>> from stolik.hive.geometry import cell, qr
>>> hive = {cell(1, 0): [1], cell(2, 0): [2]}
>>> sorted(qr(c) for c in ant(hive, cell(0, 0)))
[(0, 1), (1, -1), (1, 1), (2, -1), (2, 1), (3, -1), (3, 0)]
"""
from __future__ import annotations

from stolik.hive.geometry import NEIGHBOURS, SLIDES

Stacks = dict[int, list[int]]


def slides(stacks: Stacks, c: int) -> list[int]:
    """Empty cells one ground step from ``c`` (freedom to move, staying in touch)."""
    out = []
    for d, left, right in SLIDES:
        n = c + d
        if n not in stacks and ((c + left) in stacks) != ((c + right) in stacks):
            out.append(n)
    return out


def queen(stacks: Stacks, start: int) -> list[int]:
    """One step around the hive (also the Pillbug's own move)."""
    return slides(stacks, start)


def spider(stacks: Stacks, start: int) -> set[int]:
    """Exactly three steps around the hive through distinct cells, never back to the start."""
    out: set[int] = set()
    for a in slides(stacks, start):
        for b in slides(stacks, a):
            if b == start:
                continue
            for c in slides(stacks, b):
                if c != start and c != a:
                    out.add(c)
    return out


def ant(stacks: Stacks, start: int) -> set[int]:
    """Any number of steps around the hive (the step test unrolled: the hot loop of move generation)."""
    n0, n1, n2, n3, n4, n5 = NEIGHBOURS
    seen = {start}
    todo = [start]
    pop, push, add = todo.pop, todo.append, seen.add
    while todo:
        c = pop()
        # Occupancy of the six neighbours; step i is open if cell i is empty and exactly one of
        # cells i-1 and i+1 is occupied.
        a0, a1, a2, a3, a4, a5 = c + n0, c + n1, c + n2, c + n3, c + n4, c + n5
        o0, o1, o2 = a0 in stacks, a1 in stacks, a2 in stacks
        o3, o4, o5 = a3 in stacks, a4 in stacks, a5 in stacks
        if not o0 and o5 != o1 and a0 not in seen:
            add(a0)
            push(a0)
        if not o1 and o0 != o2 and a1 not in seen:
            add(a1)
            push(a1)
        if not o2 and o1 != o3 and a2 not in seen:
            add(a2)
            push(a2)
        if not o3 and o2 != o4 and a3 not in seen:
            add(a3)
            push(a3)
        if not o4 and o3 != o5 and a4 not in seen:
            add(a4)
            push(a4)
        if not o5 and o4 != o0 and a5 not in seen:
            add(a5)
            push(a5)
    seen.discard(start)
    return seen


def grasshopper(stacks: Stacks, start: int) -> list[int]:
    """A straight jump over at least one piece to the first empty cell."""
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


def _height(stacks: Stacks, c: int) -> int:
    s = stacks.get(c)
    return len(s) if s is not None else 0


def climb_steps(stacks: Stacks, c: int) -> list[int]:
    """Cells one beetle step from ``c`` (up, along the top, down or on the ground)."""
    out = []
    get = stacks.get
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


def beetle(stacks: Stacks, start: int) -> list[int]:
    """One step in any direction, climbing on and off the hive."""
    return climb_steps(stacks, start)


def _onto(stacks: Stacks, c: int) -> list[int]:
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


def _down(stacks: Stacks, c: int) -> list[int]:
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


def ladybug(stacks: Stacks, start: int) -> set[int]:
    """Two steps on top of the hive, then one down to an empty cell (not the start)."""
    out: set[int] = set()
    for a in _onto(stacks, start):
        for b in _onto(stacks, a):
            out.update(_down(stacks, b))
    out.discard(start)
    return out


def pillbug_lifts(stacks: Stacks, at: int, movable: set[int]) -> list[tuple[int, int]]:
    """(cell lifted, cell set down) pairs of the Pillbug ability used by the piece at ``at``.

    ``movable`` holds the neighbouring cells whose single piece may be lifted (not pinned, not
    moved last turn); the piece rises over ``at`` and comes down beside it, with no gate at height.
    """
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
