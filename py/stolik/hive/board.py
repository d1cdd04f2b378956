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

from stolik.hive.geometry import NE, NW, ORIGIN, SE, SW, E, W
from stolik.hive.pieces import PER_COLOUR, enabled_pieces

Move = tuple[int, int]
PASS: Move = (-1, 0)
_MASK = (1 << 64) - 1


def _euler_gain(ring: int) -> int:
    """How much the Euler number grows when a cell with this ring of neighbours is filled:
    one cell, minus an adjacency per neighbour, plus a triangle per two touching neighbours."""
    bits = [ring >> i & 1 for i in range(6)]
    return 1 - sum(bits) + sum(bits[i] & bits[i - 1] for i in range(6))


EULER_GAIN: tuple[int, ...] = tuple(_euler_gain(ring) for ring in range(64))


def zobrist(piece: int, c: int, level: int) -> int:
    """A well-mixed 64-bit key for a piece standing at ``level`` (0 = ground) of cell ``c``."""
    z = (piece * 0x9E3779B97F4A7C15 + c * 0xBF58476D1CE4E5B9 + (level + 1) * 0x94D049BB133111EB) & _MASK
    z = ((z ^ (z >> 31)) * 0xD6E8FEB86659FD93) & _MASK
    return z ^ (z >> 32)


class _Keys(dict[tuple[int, int, int], int]):
    """``zobrist`` by ``(piece, cell, level)``, each worked out once: ``apply`` runs at every node of
    a search, and a lookup costs a fifth of the mixing (the cells a hive visits are few)."""

    def __missing__(self, key: tuple[int, int, int]) -> int:
        z = self[key] = zobrist(*key)
        return z


_KEYS = _Keys()


class Board:
    """Stacks by cell, piece positions, ply count, the piece moved last, and an undo log.

    Two figures follow the occupied cells so that move generation reads them instead of
    searching: ``ring[c]``, which of the six neighbours of ``c`` are occupied (bit i: direction
    i of geometry.NEIGHBOURS; kept for every cell that ever held or touched a piece), and ``euler``,
    cells minus adjacencies plus triangles of the occupied cells, which for one hive is 1 minus
    the number of enclosed holes (see hive.py). ``tall`` holds the cells of the stacks of two or more
    pieces: while there are none, no gate at height can block a climber (and the evaluation
    counts the pieces in a stack apart).
    """

    __slots__ = ("stacks", "pos", "turn", "last", "enabled", "expansions", "tournament", "log", "hash",
                 "ring", "euler", "tall")

    def __init__(self, expansions: frozenset[str] = frozenset(), tournament: bool = False) -> None:
        self.stacks: dict[int, list[int]] = {}          # cell -> piece ids, bottom to top
        self.pos: list[int | None] = [None] * (2 * PER_COLOUR)   # piece -> cell, None in hand
        self.turn = 0                                   # plies played; colour to move = turn & 1
        self.last = -1                                  # the piece moved or placed last ply (-1: none)
        self.expansions = expansions
        self.enabled = enabled_pieces(expansions)
        self.tournament = tournament
        self.log: list[tuple[int, int | None, int, int, int]] = []   # piece, from, to, last, hash
        self.hash = 0
        self.ring: dict[int, int] = {}
        self.euler = 0
        self.tall: set[int] = set()

    def copy(self) -> "Board":
        """An independent board with the same position (the undo log is not kept)."""
        other = Board.__new__(Board)
        other.stacks = {c: list(s) for c, s in self.stacks.items()}
        other.pos = list(self.pos)
        other.turn, other.last, other.hash = self.turn, self.last, self.hash
        other.enabled, other.expansions, other.tournament = self.enabled, self.expansions, self.tournament
        other.log = []
        other.ring, other.euler, other.tall = dict(self.ring), self.euler, set(self.tall)
        return other

    @property
    def to_move(self) -> int:
        return self.turn & 1

    def apply(self, move: Move) -> None:
        """Play a generated move (unchecked)."""
        piece, dst = move
        if piece < 0:
            self.log.append((-1, None, dst, self.last, self.hash))
            self.last = -1
            self.turn += 1
            return
        stacks = self.stacks
        src = self.pos[piece]
        h = self.hash
        self.log.append((piece, src, dst, self.last, h))
        if src is not None:
            below = stacks[src]
            below.pop()
            height = len(below)
            h ^= _KEYS[piece, src, height]
            if not height:
                del stacks[src]
                self.vacate(src)
            elif height == 1:
                self.tall.discard(src)
        above = stacks.get(dst)
        if above is None:
            stacks[dst] = [piece]
            self.occupy(dst)
            h ^= _KEYS[piece, dst, 0]
        else:
            h ^= _KEYS[piece, dst, len(above)]
            if len(above) == 1:
                self.tall.add(dst)
            above.append(piece)
        self.pos[piece] = dst
        self.hash = h
        self.last = piece
        self.turn += 1

    def undo(self) -> None:
        """Take back the last applied move."""
        piece, src, dst, self.last, self.hash = self.log.pop()
        self.turn -= 1
        if piece < 0:
            return
        stacks = self.stacks
        above = stacks[dst]
        above.pop()
        if not above:
            del stacks[dst]
            self.vacate(dst)
        elif len(above) == 1:
            self.tall.discard(dst)
        if src is not None:
            below = stacks.get(src)
            if below is None:
                stacks[src] = [piece]
                self.occupy(src)
            else:
                if len(below) == 1:
                    self.tall.add(src)
                below.append(piece)
        self.pos[piece] = src

    # -- the occupied cells: ring masks and the Euler number --------------------------------------
    def occupy(self, c: int) -> None:
        """Record that the empty cell ``c`` now holds a stack (``stacks`` is the caller's to change)."""
        ring = self.ring
        get = ring.get
        self.euler += EULER_GAIN[ring.setdefault(c, 0)]
        n = c + NW; ring[n] = get(n, 0) | 8           # c is SE (bit 3) of its NW neighbour
        n = c + NE; ring[n] = get(n, 0) | 16          # ... SW of its NE neighbour
        n = c + E; ring[n] = get(n, 0) | 32           # ... W of its E neighbour
        n = c + SE; ring[n] = get(n, 0) | 1           # ... NW of its SE neighbour
        n = c + SW; ring[n] = get(n, 0) | 2           # ... NE of its SW neighbour
        n = c + W; ring[n] = get(n, 0) | 4            # ... E of its W neighbour

    def vacate(self, c: int) -> None:
        """Record that the cell ``c`` is empty again."""
        ring = self.ring
        self.euler -= EULER_GAIN[ring.get(c, 0)]
        ring[c + NW] &= ~8
        ring[c + NE] &= ~16
        ring[c + E] &= ~32
        ring[c + SE] &= ~1
        ring[c + SW] &= ~2
        ring[c + W] &= ~4

    def lift(self, c: int) -> list[int]:
        """Take the whole stack at ``c`` off the board for a moment: ``stacks`` and the rings
        follow, the Euler number does not (see ``put_back``)."""
        stack = self.stacks.pop(c)
        self._flip(c)
        return stack

    def put_back(self, c: int, stack: list[int]) -> None:
        """Undo ``lift``."""
        self.stacks[c] = stack
        self._flip(c)

    def _flip(self, c: int) -> None:
        ring = self.ring
        ring[c + NW] ^= 8
        ring[c + NE] ^= 16
        ring[c + E] ^= 32
        ring[c + SE] ^= 1
        ring[c + SW] ^= 2
        ring[c + W] ^= 4

    def free_cells(self) -> list[int]:
        """The empty cells next to the hive (on an empty board, the start cell): every move ends on
        one of them or on a stack."""
        if not self.stacks:
            return [ORIGIN]
        return [c for c, ring in self.ring.items() if ring and c not in self.stacks]

    # -- the end of the game ------------------------------------------------------------------
    def surrounded_queen(self, colour: int) -> int | None:
        """The cell of that colour's Queen when she is in play with all six neighbours occupied, else None."""
        c = self.pos[colour * PER_COLOUR]
        return c if c is not None and self.ring[c] == 63 else None

    def outcome(self) -> int | None:
        """None while play goes on; 0 or 1 for the winner; 2 for a draw (both Queens fell at once)."""
        white, black = self.surrounded_queen(0) is not None, self.surrounded_queen(1) is not None
        if white and black:
            return 2
        if white:
            return 1
        if black:
            return 0
        return None
