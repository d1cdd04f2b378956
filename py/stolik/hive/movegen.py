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
from stolik.hive.pieces import KIND, PER_COLOUR
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
