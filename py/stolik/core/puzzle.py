"""A puzzle, a collection of them as JSON, and the puzzle of the day.

A puzzle is a position in its game's own text (what ``from_position`` reads) and the line that
solves it: the solver's move first, then, for a longer puzzle, the opponent's reply and the
solver's next move, in move texts. Collections are written at build time by ``scripts/puzzles``
(core/puzzle_finder.py finds them) and read by the page, which needs only this small module.

>>> p = Puzzle("gore-1a2b", "gore", "0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S", ("S4",), "capture-chain")
>>> Puzzle.from_json(p.to_json()) == p
True
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date
from typing import Any, Sequence

from stolik.core.errors import RecordError

COLLECTION_VERSION = 1


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: ``solution`` alternates the solver's moves and the opponent's replies, the solver's first and last."""

    id: str
    game: str
    position: str
    solution: tuple[str, ...]
    theme: str

    @staticmethod
    def named(game: str, position: str, solution: tuple[str, ...], theme: str) -> Puzzle:
        """A puzzle whose id comes from its game and position, so the same position found again (by
        another seed, in a later build) keeps its id and a player's progress on it."""
        digest = hashlib.sha256(f"{game}\n{position}".encode()).hexdigest()[:10]
        return Puzzle(f"{game}-{digest}", game, position, solution, theme)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "position": self.position, "solution": list(self.solution), "theme": self.theme}

    @staticmethod
    def from_json(data: dict[str, Any], game: str | None = None) -> Puzzle:
        """Read one puzzle; ``game`` is the collection's (a lone puzzle's JSON names none)."""
        try:
            return Puzzle(str(data["id"]), game or str(data["id"]).split("-")[0], str(data["position"]),
                          tuple(str(move) for move in data["solution"]), str(data["theme"]))
        except (KeyError, TypeError) as error:
            raise RecordError(f"a puzzle needs id, position, solution and theme: {error!r} in {data!r}") from error


def collection_json(game: str, seed: int, puzzles: Sequence[Puzzle]) -> dict[str, Any]:
    """A game's collection as written into the site: its game, the seed that found it, the puzzles."""
    return {"game": game, "version": COLLECTION_VERSION, "seed": seed, "puzzles": [p.to_json() for p in puzzles]}


def read_collection(data: dict[str, Any]) -> list[Puzzle]:
    """The puzzles of a collection written by ``collection_json``; a newer version is refused, not guessed at."""
    if data.get("version") != COLLECTION_VERSION:
        raise RecordError(f"puzzle collection version {data.get('version')!r} is not {COLLECTION_VERSION}")
    game = str(data["game"])
    return [Puzzle.from_json(item, game) for item in data["puzzles"]]


def daily(puzzles: Sequence[Puzzle], day: date) -> Puzzle:
    """The puzzle of ``day``: the same on every device, a pure function of the date and the collection.

    Days are counted from the calendar's start and cut into rounds as long as the collection; each
    round walks the whole collection in an order of its own (its puzzles sorted by a SHA-256 of the
    round and their id), so no puzzle comes twice before every other has come once, and the order
    never follows the collection's file order. (SHA-256, not ``hash()``: Python salts string hashes
    per process.)

    >>> ps = [Puzzle(f"g-{i}", "g", "", (), "t") for i in range(3)]
    >>> round_start = 3 * 246_000                                    # a day whose ordinal 3 divides
    >>> sorted(daily(ps, date.fromordinal(round_start + k)).id for k in range(3))
    ['g-0', 'g-1', 'g-2']
    """
    if not puzzles:
        raise ValueError("daily() needs at least one puzzle")
    round_number, index = divmod(day.toordinal(), len(puzzles))
    order = sorted(puzzles, key=lambda p: hashlib.sha256(f"{round_number}:{p.id}".encode()).hexdigest())
    return order[index]
