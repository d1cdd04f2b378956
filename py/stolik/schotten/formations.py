"""Formation ranks: every group of 3 (or 4 in a mud fight) cards scored as one int.

A group's strength is ``rank * 100 + sum``, so comparing two groups is comparing two ints; the
rank table below is the rules' table, strongest first. Strength depends only on the sorted values
and on whether all cards share a colour, so it is precomputed once for every value multiset
(9^4 at most) and looked up afterwards. Troop cards (Joker, Spy, Shield-bearer) take their best
value: their colour is free, so a group with troops is suited exactly when its clan cards are.

>>> strength((7, 8, 9), suited=True) > strength((9, 9, 9), suited=False) > strength((2, 5, 9), suited=True)
True
>>> formation_name(strength((1, 8, 9), suited=False))   # runs never wrap: 8-9-1 is a sum
'sum'
"""
from __future__ import annotations

from itertools import combinations_with_replacement, product

from typing import Any, Sequence

from stolik.core.errors import quoted
from stolik.schotten.cards import CLAN_SET, COLOURS, MODES, VALUES, WILD_VALUES, clan_pair
from stolik.schotten.position_wording import refused

# Rank table, strongest first (the same order for 3- and 4-card groups).
FORMATIONS: tuple[str, ...] = ("colour-run", "same-value", "colour", "run", "sum")
RANK = {name: len(FORMATIONS) - 1 - i for i, name in enumerate(FORMATIONS)}   # colour-run = 4 ... sum = 0
STEP = 100   # strength = rank * STEP + sum of values (a sum is at most 36)


def _rank(values: tuple[int, ...], suited: bool) -> int:
    """The formation rank of sorted values, straight from the rules' table."""
    run = all(b == a + 1 for a, b in zip(values, values[1:]))
    if run and suited:
        return RANK["colour-run"]
    if values[0] == values[-1]:
        return RANK["same-value"]
    if suited:
        return RANK["colour"]
    if run:
        return RANK["run"]
    return RANK["sum"]


# (sorted values, suited) -> strength, for groups of 3 and 4 cards.
_TABLE: dict[tuple[tuple[int, ...], bool], int] = {}
for _n in (3, 4):
    for _vals in combinations_with_replacement(VALUES, _n):
        for _suited in (False, True):
            _TABLE[(_vals, _suited)] = _rank(_vals, _suited) * STEP + sum(_vals)


def strength(values: tuple[int, ...], suited: bool, blind: bool = False) -> int:
    """Strength of a complete group given its values (any order); Blind-man's bluff counts the sum only."""
    if blind:
        return sum(values)
    return _TABLE[(tuple(sorted(values)), suited)]


def formation_name(score: int) -> str:
    """The formation a strength stands for (for messages and the UI)."""
    return FORMATIONS[len(FORMATIONS) - 1 - score // STEP]


_WILD_CACHE: dict[tuple[tuple[int, ...], bool, tuple[str, ...], bool], int] = {}


def best_strength(values: tuple[int, ...], suited: bool, wild: tuple[str, ...], blind: bool = False) -> int:
    """Strength of a complete group whose ``wild`` troop cards take their best values (cached)."""
    if not wild:
        return strength(values, suited, blind)
    key = (tuple(sorted(values)), suited, tuple(sorted(wild)), blind)
    found = _WILD_CACHE.get(key)
    if found is None:
        found = max(strength(values + extra, suited, blind)
                    for extra in product(*(WILD_VALUES[w] for w in key[2])))
        _WILD_CACHE[key] = found
    return found


def resolve(cards: Sequence[str], modes: Sequence[str] = ()) -> tuple[int, tuple[tuple[int, int, str | None], ...]]:
    """A complete group's strength and what each troop card takes: (index in the group, value,
    colour letter when the formation is a colour or colour run, else None), for the players to see.

    >>> resolve(("r8", "r9", "JOKER"))
    (424, ((2, 7, 'r'),))
    >>> resolve(("SHIELD", "o1", "o9"), ("BLIND",))
    (13, ((0, 3, None),))
    """
    clan = [clan_pair(c) for c in cards if c in CLAN_SET]
    values = tuple(v for _c, v in clan)
    colours = {c for c, _v in clan}
    suited, blind = len(colours) <= 1, "BLIND" in modes
    wild = [(i, c) for i, c in enumerate(cards) if c in WILD_VALUES]
    best: tuple[int, tuple[int, ...]] | None = None
    for extra in product(*(sorted(WILD_VALUES[c], reverse=True) for _i, c in wild)):
        score = strength(values + extra, suited, blind)
        if best is None or score > best[0]:
            best = (score, extra)
    assert best is not None
    score, extra = best
    colour = None
    if not blind and suited and formation_name(score) in ("colour-run", "colour"):
        colour = COLOURS[next(iter(colours))] if colours else "r"
    return score, tuple((i, v, colour) for (i, _c), v in zip(wild, extra))


def formation(cards: Sequence[str], modes: Sequence[str] = ()) -> dict[str, Any]:
    """A complete group as the view shows it: formation ``name``, ``total`` of values, ``strength``
    (compare two groups by it) and ``took``: [index, value, colour or None] per troop card.

    >>> formation(("b7", "g7", "SPY"))
    {'name': 'same-value', 'total': 21, 'strength': 321, 'took': [[2, 7, None]]}
    """
    score, took = resolve(cards, modes)
    return {"name": formation_name(score), "total": score % STEP, "strength": score,
            "took": [list(t) for t in took]}


def group_size(modes: Sequence[str]) -> int:
    """Cards a side needs on a stone: 4 in a mud fight, else 3."""
    return 4 if "MUD" in modes else 3


def check_modes(modes: Sequence[str]) -> tuple[bool, int]:
    """(blind, size) of a stone's modes; PositionError naming an unknown mode."""
    for mode in modes:
        if mode not in MODES:
            raise refused("not-a-mode", mode=quoted(mode))
    return "BLIND" in modes, group_size(modes)
