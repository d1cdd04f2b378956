"""The one seeded random number generator: SplitMix64, pure integer arithmetic.

Its whole state is one int, so it lives inside a game state, survives JSON, and gives the same
numbers under CPython and Pyodide. No other module of Stolik imports ``random``.

>>> rng = Rng(42)
>>> [rng.below(6) + 1 for _ in range(5)]
[2, 2, 1, 1, 5]
>>> Rng(42).below(6) == Rng(42).below(6)
True
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """A small deterministic generator; copy it by ``Rng.from_state(rng.state)``."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    @classmethod
    def from_state(cls, state: int) -> "Rng":
        return cls(state)

    def next64(self) -> int:
        """The next 64 random bits."""
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n!r}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        """A float in [0, 1), for search heuristics."""
        return (self.next64() >> 11) / float(1 << 53)


def new_seed(entropy: int) -> int:
    """Turn any int (a clock reading, a counter) into a well-mixed 32-bit game seed."""
    return Rng(entropy).next64() & 0xFFFFFFFF
