"""A deck two players shuffle and deal with no server and no trusted dealer ("mental poker").

Each card is a point nobody knows a discrete log of (``curve.hash_to_point`` of its name). Locking with a
secret key k is k·M, and locks commute, so a card locked by both players, a·b·M, opens only when both remove
their lock. The inviter locks and shuffles; the friend locks and shuffles again (one honest shuffle makes
the order uniform). To give a player a card, the other removes their own lock and sends that *share*, with a
Chaum–Pedersen proof that it was made with the key they published; a card played from a hand carries a
proof that it is what the share opened. At the end both keys are revealed and ``check_deal`` re-checks
both decks. Game-agnostic: the game names its cards and piles (see ``deck_seat``).

>>> inviter, friend = Key(3), Key(5)
>>> cards = card_points(b"test", ["a", "b"])
>>> final = lock(friend, lock(inviter, cards))
>>> unlock(inviter, unlock(friend, final[1])) == cards[1]
True
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Callable, Sequence, TypeVar

from stolik.core.curve import GENERATOR, ORDER, Point, encode, hash_to_point, inverse, mul
from stolik.core.errors import GameError

Randbelow = Callable[[int], int]      # secrets.randbelow, or a seeded stand-in in tests only
T = TypeVar("T")
DISHONEST = "This link does not come from an honest game: "


class DishonestError(GameError):
    """A share, a card or a key that the cryptography proves wrong; the message says what, for the player."""

    def __init__(self, what: str) -> None:
        super().__init__(DISHONEST + what)


@dataclass(frozen=True)
class Key:
    """One player's secret scalar for one deal, and its public point k·G."""

    secret: int
    public: Point = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not 0 < self.secret < ORDER:
            raise ValueError("a key is a scalar in 1..order-1")
        object.__setattr__(self, "public", mul(GENERATOR, self.secret))


def new_key(randbelow: Randbelow = secrets.randbelow) -> Key:
    """A fresh secret key from ``secrets`` (a seeded source only in tests)."""
    return Key(randbelow(ORDER - 1) + 1)


def card_points(domain: bytes, names: Sequence[str]) -> tuple[Point, ...]:
    """The card points of distinct names (number copies of a card: equal points would show up as equal
    locked cards, and tell which they are)."""
    if len(set(names)) != len(names):
        raise ValueError("card names must be distinct: number the copies of a card")
    return tuple(hash_to_point(domain, name) for name in names)


def lock(key: Key, points: Sequence[Point]) -> tuple[Point, ...]:
    """Each point locked with the key."""
    return tuple(mul(point, key.secret) for point in points)


def unlock(key: Key, point: Point) -> Point:
    """The point with this key's lock removed: a share for the other player, or one's own card."""
    return mul(point, inverse(key.secret))


def shuffled(items: Sequence[T], randbelow: Randbelow = secrets.randbelow) -> tuple[T, ...]:
    """A uniformly random order (Fisher–Yates)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = randbelow(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def deal_order(final: Sequence[Point], inviter: Key, friend: Key, cards: Sequence[Point],
               what: str = "deck") -> tuple[int, ...]:
    """The card (index into ``cards``) at each position of the final deck, once both keys are known: each
    position opened with both keys must be a card, every card once; DishonestError otherwise (a duplicate,
    substituted or missing card in either player's deck: nobody can make a·b·M for a chosen card M without
    both keys, so a final deck that opens to every card once is the inviter's deck locked again)."""
    both = inverse(inviter.secret * friend.secret % ORDER)
    index = {encode(point): i for i, point in enumerate(cards)}
    order = tuple(index.get(encode(mul(point, both)), -1) for point in final)
    if sorted(order) != list(range(len(cards))):
        raise DishonestError(f"the {what} does not open to every card once (a duplicate, substituted or "
                             "missing card)")
    return order


def check_key(revealed: int, public: Point, who: str) -> Key:
    """The revealed key, if it is the one whose public point was published; DishonestError otherwise."""
    if not 0 < revealed < ORDER or encode(mul(GENERATOR, revealed)) != encode(public):
        raise DishonestError(f"the key revealed at the end is not {who}'s key")
    return Key(revealed)
