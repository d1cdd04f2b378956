"""Quick judgement of sides and placements, for the computer's playouts and the benchmark bot.

``side_estimate`` guesses what a side will be worth when complete, on the same scale as
formations.strength (rank * 100 + sum): a complete side is its true strength, a partial one the
formation it is drawing to, discounted by how many cards could still finish it.
"""
from __future__ import annotations

from stolik.schotten.cards import CLAN_SET, WILD_VALUES, clan_pair
from stolik.schotten.formations import best_strength, group_size

# Two clan cards of a 3-card side: (pattern) -> estimate before the sum of the two values.
_PAIR_BASE = {
    "suited-run1": 330, "suited-run2": 300, "same-value": 255, "suited": 190, "run1": 120, "run2": 100, "none": 5,
}
EMPTY = 90.0        # what an empty side is worth: about an average finished side
SINGLE = 105.0      # a single card: a little better than nothing, plus its value


def _pair_pattern(a: tuple[int, int], b: tuple[int, int]) -> str:
    (ca, va), (cb, vb) = a, b
    d = abs(va - vb)
    if ca == cb:
        return "suited-run1" if d == 1 else "suited-run2" if d == 2 else "suited"
    if d == 0:
        return "same-value"
    return "run1" if d == 1 else "run2" if d == 2 else "none"


_CACHE: dict[tuple[tuple[str, ...], tuple[str, ...]], float] = {}


def side_estimate(cards: tuple[str, ...], modes: tuple[str, ...] = ()) -> float:
    """Expected worth of a side (complete: exact strength; partial: a discounted guess); memoized."""
    key = (cards, modes)
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) > 300_000:
            _CACHE.clear()
        found = _CACHE[key] = _side_estimate(cards, modes)
    return found


def _side_estimate(cards: tuple[str, ...], modes: tuple[str, ...]) -> float:
    size = group_size(modes)
    blind = "BLIND" in modes
    clan = [clan_pair(c) for c in cards if c in CLAN_SET]
    wild = tuple(c for c in cards if c in WILD_VALUES)
    values = tuple(v for _, v in clan)
    if len(cards) >= size:
        return float(best_strength(values, len({c for c, _ in clan}) <= 1, wild, blind))
    if blind or size == 4:
        return sum(values) + 6.0 * (size - len(cards)) + 15.0 * len(wild)
    if not cards:
        return EMPTY
    if wild:   # a troop with one clan card: about a pattern draw
        base = 260.0 if cards and len(cards) == 2 else SINGLE + 40
        return base + sum(values)
    if len(clan) == 1:
        return SINGLE + values[0]
    return _PAIR_BASE[_pair_pattern(clan[0], clan[1])] + values[0] + values[1]


def stone_edge(mine: tuple[str, ...], theirs: tuple[str, ...], modes: tuple[str, ...] = ()) -> float:
    """How far ahead ``mine`` is at a stone, squashed to about [-1, 1]."""
    diff = side_estimate(mine, modes) - side_estimate(theirs, modes)
    return max(-1.0, min(1.0, diff / 120.0))
