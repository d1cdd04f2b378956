"""The fast mutable board used by move generation, perft and search: apply/undo, no copies.

``Board`` is internal. It is unchecked: ``apply`` trusts that the move came from
``movegen.generate``. The public, immutable-looking ``State`` (state.py) wraps a Board and
copies it only when a new State is made.

A move is a pair ``(piece, cell)``: the piece goes to the top of that cell (a placement when the
piece is in hand). ``PASS`` is the pass.

>>> b = Board(frozenset("MLP"))
>>> b.apply((1, 0)); b.apply((14 + 1, 1)); sorted(b.stacks.items())
[(0, [1]), (1, [15])]
>>> b.undo(); b.undo(); b.stacks, b.turn
({}, 0)
"""
from __future__ import annotations

from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.pieces import COLOUR, PER_COLOUR, enabled_pieces

Move = tuple[int, int]
PASS: Move = (-1, 0)
_MASK = (1 << 64) - 1


def zobrist(piece: int, c: int, level: int) -> int:
    """A well-mixed 64-bit key for a piece standing at ``level`` (0 = ground) of cell ``c``."""
    z = (piece * 0x9E3779B97F4A7C15 + c * 0xBF58476D1CE4E5B9 + (level + 1) * 0x94D049BB133111EB) & _MASK
    z = ((z ^ (z >> 31)) * 0xD6E8FEB86659FD93) & _MASK
    return z ^ (z >> 32)


class Board:
    """Stacks by cell, piece positions, ply count, the piece moved last, and an undo log."""

    __slots__ = ("stacks", "pos", "turn", "last", "enabled", "expansions", "tournament", "log", "hash")

    def __init__(self, expansions: frozenset[str] = frozenset(), tournament: bool = False) -> None:
        self.stacks: dict[int, list[int]] = {}          # cell -> piece ids, bottom to top
        self.pos: list[int | None] = [None] * (2 * PER_COLOUR)   # piece -> cell, None in hand
        self.turn = 0                                   # plies played; colour to move = turn & 1
        self.last = -1                                  # the piece moved or placed last ply (-1: none)
        self.expansions = expansions
        self.enabled = enabled_pieces(expansions)
        self.tournament = tournament
        self.log: list[tuple[int, int | None, int, int]] = []
        self.hash = 0

    def copy(self) -> "Board":
        """An independent board with the same position (the undo log is not kept)."""
        other = Board.__new__(Board)
        other.stacks = {c: list(s) for c, s in self.stacks.items()}
        other.pos = list(self.pos)
        other.turn, other.last, other.hash = self.turn, self.last, self.hash
        other.enabled, other.expansions, other.tournament = self.enabled, self.expansions, self.tournament
        other.log = []
        return other

    @property
    def to_move(self) -> int:
        return self.turn & 1

    def apply(self, move: Move) -> None:
        """Play a generated move (unchecked)."""
        piece, dst = move
        if piece < 0:
            self.log.append((-1, None, self.last, self.hash))
            self.last = -1
            self.turn += 1
            return
        stacks = self.stacks
        src = self.pos[piece]
        h = self.hash
        self.log.append((piece, src, self.last, h))
        if src is not None:
            below = stacks[src]
            below.pop()
            h ^= zobrist(piece, src, len(below))
            if not below:
                del stacks[src]
        above = stacks.get(dst)
        if above is None:
            stacks[dst] = [piece]
            h ^= zobrist(piece, dst, 0)
        else:
            h ^= zobrist(piece, dst, len(above))
            above.append(piece)
        self.pos[piece] = dst
        self.hash = h
        self.last = piece
        self.turn += 1

    def undo(self) -> None:
        """Take back the last applied move."""
        piece, src, self.last, self.hash = self.log.pop()
        self.turn -= 1
        if piece < 0:
            return
        stacks = self.stacks
        dst = self.pos[piece]
        above = stacks[dst]
        above.pop()
        if not above:
            del stacks[dst]
        if src is not None:
            below = stacks.get(src)
            if below is None:
                stacks[src] = [piece]
            else:
                below.append(piece)
        self.pos[piece] = src

    # -- the end of the game ------------------------------------------------------------------
    def surrounded(self, colour: int) -> bool:
        """Whether that colour's Queen is in play with all six neighbours occupied."""
        c = self.pos[colour * PER_COLOUR]
        if c is None:
            return False
        stacks = self.stacks
        for d in NEIGHBOURS:
            if c + d not in stacks:
                return False
        return True

    def outcome(self) -> int | None:
        """None while play goes on; 0 or 1 for the winner; 2 for a draw (both Queens fell at once)."""
        white, black = self.surrounded(0), self.surrounded(1)
        if white and black:
            return 2
        if white:
            return 1
        if black:
            return 0
        return None

    def top_colour(self, c: int) -> int:
        """The colour of the stack at ``c`` (its top piece's)."""
        return COLOUR[self.stacks[c][-1]]
