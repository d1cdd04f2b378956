"""The 8×12 board: squares, names, each player's forward, and the straight-line step table.

Squares are numbered ``row * 8 + column`` (A1 = 0, H1 = 7, A12 = 88). Player One (index 0, ``A``)
starts on row 1 and moves up; Player Two (index 1, ``B``) starts on row 12 and moves down. Directions
are relative to the player: for Player One "right" is toward column H, for Player Two toward A.
"""
from __future__ import annotations

from stolik.core.errors import quoted

COLUMNS = "ABCDEFGH"
WIDTH, HEIGHT = 8, 12
SQUARES = WIDTH * HEIGHT
MIDDLE = 6                     # the middle line runs between rows 6 and 7 (relative rows 5 and 6)
EXIT = -1                      # destination of a pawn that leaves over the opponent's back edge
PLAYER_LETTERS = ("A", "B")

# Relative directions: (right, forward) steps for the player who moves.
DIRECTIONS: dict[str, tuple[int, int]] = {
    "F": (0, 1), "B": (0, -1), "L": (-1, 0), "R": (1, 0),
    "FL": (-1, 1), "FR": (1, 1), "BL": (-1, -1), "BR": (1, -1),
}


_ROWS = {str(r + 1): r for r in range(HEIGHT)}


def square_name(square: int) -> str:
    """``0`` -> ``"A1"``; the board's own coordinates, the same for both players."""
    return f"{COLUMNS[square % WIDTH]}{square // WIDTH + 1}"


def parse_square(text: str) -> int:
    """``"C1"`` -> ``2``; ValueError for anything that is not a square of the board."""
    column, row = text[:1].upper(), text[1:]
    if column and column in COLUMNS and row in _ROWS:
        return _ROWS[row] * WIDTH + COLUMNS.index(column)
    raise ValueError(f"{quoted(text)} is not a square (columns A-H, rows 1-12)")


def square_at(column: int, row: int) -> str:
    """The name of the square in ``column`` (0 = A) and ``row`` (0 = row 1): what a drawing of the board
    calls the square it draws there.

    >>> square_at(2, 3), coordinates("C4")
    ('C4', (2, 3))
    """
    return square_name(row * WIDTH + column)


def coordinates(name: str) -> tuple[int, int]:
    """``"C4"`` -> ``(2, 3)``: the column and row (from 0) of a named square, where a drawing puts it;
    ValueError for a name that is not a square."""
    square = parse_square(name)
    return square % WIDTH, square // WIDTH


def relative_row(player: int, square: int) -> int:
    """0 on the player's own start row, 11 on the opponent's."""
    row = square // WIDTH
    return row if player == 0 else HEIGHT - 1 - row


def start_row(player: int) -> tuple[int, ...]:
    """The eight starting squares of ``player``."""
    row = 0 if player == 0 else HEIGHT - 1
    return tuple(row * WIDTH + c for c in range(WIDTH))


def _step_target(player: int, square: int, direction: str, distance: int) -> tuple[int | None, bool]:
    """Where a straight move of exactly ``distance`` ends: (square | EXIT | None if illegal, crosses middle forward)."""
    right, forward = DIRECTIONS[direction]
    sign = 1 if player == 0 else -1
    dc, dr = right * sign, forward * sign
    col, row = square % WIDTH, square // WIDTH
    rel_from = relative_row(player, square)
    for k in range(1, distance + 1):
        c, r = col + k * dc, row + k * dr
        if not 0 <= c < WIDTH:
            return None, False                       # over a side edge (a corner counts as a side)
        if not 0 <= r < HEIGHT:
            rel = r if player == 0 else HEIGHT - 1 - r
            if rel < 0:
                return None, False                   # over the player's own back edge
            return EXIT, rel_from < MIDDLE           # over the opponent's edge: overshoot allowed
    dest = (row + distance * dr) * WIDTH + col + distance * dc
    return dest, rel_from < MIDDLE <= relative_row(player, dest)


def path(player: int, square: int, direction: str, distance: int) -> tuple[tuple[int, ...], tuple[int, int]]:
    """The squares a straight move passes on the board, in order (its destination last when it stays), and
    its step as (columns, rows) on the board: what a screen needs to animate it or point it off the edge.

    >>> [square_name(s) for s in path(1, 4, "FL", 2)[0]], path(1, 4, "FL", 2)[1]
    ([], (1, -1))
    >>> [square_name(s) for s in path(0, 4, "FL", 2)[0]], path(0, 4, "FL", 2)[1]
    (['D2', 'C3'], (-1, 1))
    """
    right, forward = DIRECTIONS[direction]
    sign = 1 if player == 0 else -1
    dc, dr = right * sign, forward * sign
    col, row = square % WIDTH, square // WIDTH
    passed = []
    for k in range(1, distance + 1):
        c, r = col + k * dc, row + k * dr
        if not (0 <= c < WIDTH and 0 <= r < HEIGHT):
            break
        passed.append(r * WIDTH + c)
    return tuple(passed), (dc, dr)


# TARGETS[player][square][direction][distance] = (destination or EXIT or None, crosses the middle forward)
TARGETS: tuple[tuple[dict[str, tuple[tuple[int | None, bool], ...]], ...], ...] = tuple(
    tuple({d: tuple(_step_target(p, s, d, m) for m in range(7)) for d in DIRECTIONS} for s in range(SQUARES))
    for p in (0, 1)
)
