"""The hex grid: cells packed into one int, the six directions as a table, and slide flanks.

Hive is played on pointy-top hexes (UHP draws them so: a cell has E and W neighbours). A cell
at axial ``(q, r)`` (q grows east, r grows south-east) is the int ``q * WIDTH + r``, so a
neighbour is one addition and a board is a dict keyed by small ints.

>>> [qr(cell(0, 0) + d) for d in NEIGHBOURS]
[(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
"""
from __future__ import annotations

WIDTH = 1 << 13          # r stays within ±WIDTH/2: a hive of 28 pieces drifts far less than that
_HALF = WIDTH // 2

# Directions in clockwise order starting north-west: the order UHP engines use to pick a
# move's reference piece. Each entry: (name, dq, dr).
DIRECTIONS: tuple[tuple[str, int, int], ...] = (
    ("NW", 0, -1), ("NE", 1, -1), ("E", 1, 0), ("SE", 0, 1), ("SW", -1, 1), ("W", -1, 0),
)
NEIGHBOURS: tuple[int, ...] = tuple(dq * WIDTH + dr for _, dq, dr in DIRECTIONS)
NW, NE, E, SE, SW, W = NEIGHBOURS

# A step in direction i passes between the cells in directions i-1 and i+1 (its two flanks).
SLIDES: tuple[tuple[int, int, int], ...] = tuple(
    (NEIGHBOURS[i], NEIGHBOURS[i - 1], NEIGHBOURS[(i + 1) % 6]) for i in range(6))

ORIGIN = 0

# A cell's ring: which of its six neighbours are occupied, bit i for direction i. By ring, the
# directions of the occupied and of the empty neighbours.
OCCUPIED: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for i, d in enumerate(NEIGHBOURS) if ring >> i & 1) for ring in range(64))
EMPTY: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for i, d in enumerate(NEIGHBOURS) if not ring >> i & 1) for ring in range(64))


def cell(q: int, r: int) -> int:
    """The packed cell of axial coordinates ``(q, r)``."""
    return q * WIDTH + r


def qr(c: int) -> tuple[int, int]:
    """The axial coordinates of a packed cell."""
    q = (c + _HALF) // WIDTH
    return q, c - q * WIDTH


def cell_name(c: int) -> str:
    """How views and ``describe`` name a cell: ``"q,r"``.

    >>> cell_name(cell(-1, 2))
    '-1,2'
    """
    q, r = qr(c)
    return f"{q},{r}"
