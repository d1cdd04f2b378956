"""The analysis board's answer: a position's best few moves, each with its mover's chance, and how far
the search that found them went: its depth (alpha-beta) or the samples it judged them over (dice, deals).
Each game's ``ai.best_moves`` fills it; the worker sends it as JSON.

>>> found = BestMoves.of({"a": 0.4, "b": 0.7, "c": 0.55, "d": 0.1}, 3, depth=4)
>>> found.moves
(('b', 0.7), ('c', 0.55), ('a', 0.4))
>>> BestMoves.from_json(found.to_json()) == found
True
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ANALYSED = 3          # the moves the analysis board shows


@dataclass(frozen=True)
class BestMoves:
    """``moves``: (move, the mover's chance after it), best first; ``depth``: the search's depth in plies;
    ``samples``: for a game that samples (rolls, deals), how many; 0 where it does not apply."""

    moves: tuple[tuple[str, float], ...]
    depth: int
    samples: int = 0

    @staticmethod
    def of(chances: dict[str, float], count: int, depth: int = 0, samples: int = 0) -> BestMoves:
        """The ``count`` best of ``chances`` (ties by move text, so the same search shows the same list)."""
        ranked = sorted(chances.items(), key=lambda pair: (-pair[1], pair[0]))[:count]
        return BestMoves(tuple((move, round(chance, 4)) for move, chance in ranked), depth, samples)

    def to_json(self) -> dict[str, Any]:
        return {"depth": self.depth, "samples": self.samples, "moves": [[move, chance] for move, chance in self.moves]}

    @staticmethod
    def from_json(data: dict[str, Any]) -> BestMoves:
        return BestMoves(tuple((str(move), float(chance)) for move, chance in data["moves"]), int(data["depth"]),
                         int(data.get("samples", 0)))
