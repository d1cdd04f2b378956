"""Every legal move of the player to move: placements, each bug's moves, the Pillbug ability, pass.

A move is ``(piece, cell)``; the same piece reaching the same cell by two means (a Mosquito
copying two bugs, a Pillbug lifting a piece that could walk there) is one move.

>>> from stolik.hive.board import Board
>>> b = Board(tournament=True)
>>> [len(generate(b))] + [b.apply(generate(b)[0]) or len(generate(b)) for _ in range(2)]
[4, 24, 15]
"""
from __future__ import annotations

from stolik.hive import movement
from stolik.hive.board import PASS, Board, Move
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.hive import SPLIT, PinCheck
from stolik.hive.pieces import COLOUR, KIND, PER_COLOUR
from stolik.hive.placement import placeable_pieces, placement_cells

# How a lifted piece of each kind moves (the Mosquito and the Pillbug ability apart).
_MOVES = {
    "Q": movement.queen, "P": movement.queen, "S": movement.spider, "B": movement.beetle,
    "G": movement.grasshopper, "A": movement.ant, "L": movement.ladybug,
}
# What lifting the mover must update first (see movement.py): the rings for the pieces that go
# further than one step, the stacks alone for the Beetle; nothing for the rest.
_RING_LIFT = ("A", "S", "L")
_STACK_LIFT = ("B",)
# Moves a kind already covers, so a Mosquito copying both need not generate the smaller set.
_COVERED = {"A": ("Q", "P", "S"), "B": ("Q", "P")}


def generate(board: Board) -> list[Move]:
    """The legal moves; ``[PASS]`` when nothing else is legal; ``[]`` once the game is over."""
    if board.outcome() is not None:
        return []
    moves: list[Move] = []
    pieces = placeable_pieces(board)
    if pieces:
        cells = placement_cells(board)
        for piece in pieces:
            moves.extend([(piece, c) for c in cells])
    colour = board.turn & 1
    base = colour * PER_COLOUR
    pos = board.pos
    if pos[base] is not None:
        moves.extend(_movements(board, base))
    return moves or [PASS]


def _movements(board: Board, base: int) -> list[Move]:
    stacks = board.stacks
    pos = board.pos
    last = board.last
    ring = board.ring
    pinned = PinCheck(board)
    found: list[Move] = []
    extend = found.extend
    dedupe = False                                      # only a Mosquito or the ability repeats moves
    for piece in range(base, base + PER_COLOUR):
        c = pos[piece]
        if c is None or piece == last:
            continue
        stack = stacks[c]
        if stack[-1] != piece:
            continue                                    # covered by a beetle
        kind = KIND[piece]
        if len(stack) > 1:                              # a Beetle, or a Mosquito moving as one
            stack.pop()
            extend([(piece, dst) for dst in movement.beetle(board, c)])
            stack.append(piece)
            continue
        if kind == "M":
            kinds = {KIND[stacks[c + d][-1]] for d in NEIGHBOURS if c + d in stacks}
            kinds.discard("M")                          # copying a mosquito gives nothing
            if "P" in kinds:
                dedupe = True
                for t, e in _lifts(board, c, pinned, last):
                    found.append((stacks[t][-1], e))
            if not kinds or pinned(c):
                continue
            for covering, smaller in _COVERED.items():
                if covering in kinds:
                    kinds.difference_update(smaller)
            if len(kinds) > 1:
                dedupe = True
            board.lift(c)
            for k in sorted(kinds):                     # sorted: the same order whatever the string hashing
                extend([(piece, dst) for dst in _MOVES[k](board, c)])
            board.put_back(c, stack)
            continue
        if kind == "P":
            dedupe = True
            for t, e in _lifts(board, c, pinned, last):
                found.append((stacks[t][-1], e))
        if SPLIT[ring[c]] and pinned(c):                # the arc test first spares most pieces a call
            continue
        if kind in _RING_LIFT:
            board.lift(c)
            extend([(piece, dst) for dst in _MOVES[kind](board, c)])
            board.put_back(c, stack)
        elif kind in _STACK_LIFT:
            del stacks[c]
            extend([(piece, dst) for dst in _MOVES[kind](board, c)])
            stacks[c] = stack
        else:
            extend([(piece, dst) for dst in _MOVES[kind](board, c)])
    return list(dict.fromkeys(found)) if dedupe else found   # first occurrences, in generation order


def _lifts(board: Board, at: int, pinned: PinCheck, last: int) -> list[tuple[int, int]]:
    """Pillbug-ability moves of the piece at ``at``: single, unpinned, not-just-moved neighbours."""
    stacks = board.stacks
    movable = set()
    for d in NEIGHBOURS:
        t = at + d
        s = stacks.get(t)
        if s is not None and len(s) == 1 and s[0] != last and not pinned(t):
            movable.add(t)
    return movement.pillbug_lifts(board, at, movable) if movable else []


# -- one piece at a time, for describe (state.py): never on the search's hot path -----------------
# How a piece gets somewhere by its own movement, by the bug that moves so (a Mosquito may copy
# several: the first in this order names the move).
_TAGS = (("Q", "slide"), ("P", "slide"), ("S", "slide"), ("A", "slide"), ("B", "slide"), ("G", "jump"),
         ("L", "over"))


def own_moves(board: Board, piece: int) -> dict[int, tuple[str, str]]:
    """Where ``piece`` (of the player to move) may go by its own movement: cell -> (tag, the bug it
    moves as). Tags: "slide" (along the ground), "climb" (onto a stack or at height), "jump" (the
    Grasshopper's), "over" (the Ladybug's). The same tests as ``_movements``, for one piece."""
    c = board.pos[piece]
    if c is None or piece == board.last or board.pos[COLOUR[piece] * PER_COLOUR] is None:
        return {}                                       # nothing moves before its own Queen is in
    stacks = board.stacks
    stack = stacks[c]
    if stack[-1] != piece:
        return {}
    out: dict[int, tuple[str, str]] = {}
    if len(stack) > 1:
        stack.pop()
        try:
            out = {dst: ("climb", "B") for dst in movement.beetle(board, c)}
        finally:
            stack.append(piece)
        return out
    kinds = {KIND[piece]}
    if KIND[piece] == "M":
        kinds = {KIND[stacks[c + d][-1]] for d in NEIGHBOURS if c + d in stacks} - {"M"}
    if not kinds or PinCheck(board)(c):
        return {}
    board.lift(c)
    try:
        for kind, tag in _TAGS:
            if kind in kinds:
                for dst in _MOVES[kind](board, c):
                    out.setdefault(dst, ("climb" if dst in stacks else tag, kind))
    finally:
        board.put_back(c, stack)
    return out


def ability_moves(board: Board) -> dict[Move, int]:
    """The Pillbug-ability moves of the player to move, each with the piece that makes it (its own
    Pillbug before a Mosquito copying one). The same tests as ``_movements``."""
    colour = board.turn & 1
    stacks, pos, last = board.stacks, board.pos, board.last
    pinned = PinCheck(board)
    out: dict[Move, int] = {}
    if pos[colour * PER_COLOUR] is None:
        return out                                      # no ability before the Queen is in
    users = [p for p in range(colour * PER_COLOUR, (colour + 1) * PER_COLOUR) if KIND[p] == "P"]
    users += [p for p in range(colour * PER_COLOUR, (colour + 1) * PER_COLOUR) if KIND[p] == "M"]
    for user in users:
        c = pos[user]
        if c is None or user == last or len(stacks[c]) != 1:
            continue
        if KIND[user] == "M" and not any(c + d in stacks and KIND[stacks[c + d][-1]] == "P" for d in NEIGHBOURS):
            continue
        for t, e in _lifts(board, c, pinned, last):
            out.setdefault((stacks[t][-1], e), user)
    return out
