"""UHP notation: MoveStrings (read in any valid form, written as Mzinga writes them).

A MoveString is the moving piece, then where it goes: nothing (the first piece), a piece to
climb on (``wB1 bQ``), or a piece with a side marker: ``-X`` west, ``X-`` east, ``/X`` south-west,
``X/`` north-east, ``\\X`` north-west, ``X\\`` south-east of X. The reference may be any piece on
the board, the moving piece included (read relative to where it stands now).

>>> from stolik.hive.board import Board
>>> b = Board(); b.apply((1, 0))
>>> move_text(b, parse_move(b, "bG1 wS1-"))
'bG1 wS1-'
>>> move_text(b, parse_move(b, "bG1 \\\\wS1"))
'bG1 \\\\wS1'
"""
from __future__ import annotations

import re

from stolik.core.errors import IllegalMoveError, MalformedMoveError, quoted
from stolik.hive.board import PASS, Board, Move
from stolik.hive.geometry import E, NE, NW, ORIGIN, SE, SW, W
from stolik.hive.pieces import GROUPS, IDS, KIND_NAMES, NAMES

_PIECE = r"[wb](?:Q|M|L|P|S[12]|B[12]|G[123]|A[123])"
_MOVE = re.compile(rf"({_PIECE})(?:\s+([-/\\]?)({_PIECE})([-/\\]?))?")
_NEAR_PIECE = re.compile(r"[-/\\]?([wb])([QSBGAMLP])(\d*)[-/\\]?")   # a piece name, maybe a wrong number
MAX_MOVE_TEXT = 40       # a MoveString has at most 8 characters: longer input is refused unparsed

# Side markers: (before, after) -> offset of the destination from the reference piece.
_SIDES: dict[tuple[str, str], int] = {
    ("-", ""): W, ("", "-"): E, ("/", ""): SW, ("", "/"): NE, ("\\", ""): NW, ("", "\\"): SE,
}
# Writing: the destination's neighbours in UHP order NW, NE, E, SE, SW, W, each with how the
# destination is written relative to that neighbour X.
_WRITE: tuple[tuple[int, str, str], ...] = (
    (NW, "", "\\"), (NE, "/", ""), (E, "-", ""), (SE, "\\", ""), (SW, "", "/"), (W, "", "-"),
)


def parse_move(board: Board, text: object) -> Move:
    """The move a MoveString names on this board (legality is not checked here)."""
    if not isinstance(text, str):
        raise MalformedMoveError(f"a move is text, not {type(text).__name__}")
    if len(text) > MAX_MOVE_TEXT:
        raise MalformedMoveError(f"{quoted(text)} is too long for a UHP MoveString")
    stripped = text.strip()
    if stripped.lower() == "pass":
        return PASS
    match = _MOVE.fullmatch(stripped)
    if match is None:
        raise MalformedMoveError(f"{text!r} is not a UHP MoveString{_why_malformed(stripped)}")
    name, before, ref, after = match.groups()
    piece = IDS[name]
    if not board.enabled[piece]:
        raise IllegalMoveError(f"{text!r}: there is no {name} in this game")
    if ref is None:
        if board.stacks:
            raise MalformedMoveError(f"{text!r} needs a reference piece: only the first move has none")
        return piece, ORIGIN
    if before and after:
        raise MalformedMoveError(f"{text!r} marks both sides of {ref!r}")
    at = board.pos[IDS[ref]]
    if at is None:
        raise IllegalMoveError(f"{text!r}: the reference piece {ref!r} is not on the board")
    if not before and not after:
        if ref == name:
            raise IllegalMoveError(f"{text!r}: a piece cannot climb on itself")
        return piece, at
    return piece, at + _SIDES[(before, after)]


def _why_malformed(text: str) -> str:
    """The piece the box does not hold (``wS3``, ``bQ2``), or the usual examples."""
    for word in text.split():
        near = _NEAR_PIECE.fullmatch(word)
        if near is not None and f"{near[1]}{near[2]}{near[3]}" not in IDS:
            kind = near[2]
            count = next(len(indices) for k, indices in GROUPS if k == kind)
            name = KIND_NAMES[kind]
            if count == 1:
                return f": there is one {name} per player, written {near[1]}{kind} with no number"
            return f": there are {count} {name}s per player, {near[1]}{kind}1 to {near[1]}{kind}{count}"
    return " (e.g. 'wS1', 'bG1 -wS1', 'wB1 bQ', 'pass')"


def move_text(board: Board, move: Move) -> str:
    """The MoveString Mzinga writes for a move of this board (reference chosen after lifting the mover).

    Any move can be written, one the rules refuse too (a covered piece is not lifted); the board is
    left exactly as it was.
    """
    piece, dst = move
    if piece < 0:
        return "pass"
    name = NAMES[piece]
    stacks = board.stacks
    if not stacks:
        return name
    src = board.pos[piece]
    if src is not None and stacks[src][-1] != piece:
        src = None                  # a covered piece cannot move: written from the board as it stands
    lifted: list[int] = []
    if src is not None:
        lifted = stacks[src]
        lifted.pop()
        if not lifted:
            del stacks[src]
    try:
        below = stacks.get(dst)
        if below is not None:
            return f"{name} {NAMES[below[-1]]}"
        for d, before, after in _WRITE:
            s = stacks.get(dst + d)
            if s is not None:
                return f"{name} {before}{NAMES[s[-1]]}{after}"
        raise IllegalMoveError(f"{name} to an isolated cell cannot be written")
    finally:
        if src is not None:
            lifted.append(piece)
            stacks[src] = lifted
