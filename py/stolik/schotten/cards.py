"""The cards: 54 clan cards as text (`r7`), the 10 tactic cards by name, and their parsing.

Clan cards are a colour letter and a value: colours ``r b g y p o`` (red, blue, green, yellow,
purple, orange), values 1-9. Tactic cards are upper-case names. Internally a clan card is also
known as the pair (colour index, value) so formation code works on small ints.
"""
from __future__ import annotations

from typing import Iterable

from stolik.core.errors import quoted
from stolik.schotten.position_wording import refused

COLOURS = "rbgypo"
VALUES = range(1, 10)
CLAN: tuple[str, ...] = tuple(f"{c}{v}" for c in COLOURS for v in VALUES)
CLAN_SET = frozenset(CLAN)

# Tactic cards: name -> copies in the tactic deck.
TACTIC_COUNTS: dict[str, int] = {
    "JOKER": 2, "SPY": 1, "SHIELD": 1,           # troops: on your side, value chosen at claim time
    "BLIND": 1, "MUD": 1,                        # environments: on the stone itself
    "RECRUITER": 1, "STRATEGIST": 1, "BANSHEE": 1, "TRAITOR": 1,   # ruses: to the discard pile
}
TACTICS: tuple[str, ...] = tuple(name for name, n in TACTIC_COUNTS.items() for _ in range(n))
TROOPS = ("JOKER", "SPY", "SHIELD")
RUSES = ("RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR")
MODES = ("BLIND", "MUD")                     # environments: what lies on a stone and changes its fight
# A card face down on a device that may not know it (the friend's hand, the decks, my draw before its share
# arrives, in a game dealt by the secret deck): its kind is public, the card is not.
CLAN_BACK, TACTIC_BACK = "?clan", "?tactic"


def goes_to_tactic_deck(card: str) -> bool:
    """A card the Recruiter puts back goes under the tactic deck (a face-down one by its kind)."""
    return card in TACTIC_COUNTS or card == TACTIC_BACK

# The values a troop card may take when a stone is resolved (its colour is always free).
WILD_VALUES: dict[str, tuple[int, ...]] = {
    "JOKER": tuple(VALUES),
    "SPY": (7,),
    "SHIELD": (1, 2, 3),
}


_PAIRS: dict[str, tuple[int, int]] = {f"{c}{v}": (i, v) for i, c in enumerate(COLOURS) for v in VALUES}


def is_clan(card: str) -> bool:
    """True for a clan card text such as ``r7``."""
    return card in CLAN_SET


def clan_pair(card: str) -> tuple[int, int]:
    """(colour index, value) of a clan card; PositionError naming anything else."""
    try:
        return _PAIRS[card]
    except (KeyError, TypeError):
        raise refused("not-clan", card=quoted(card), colours=repr(COLOURS)) from None


def check_card(card: str, *, troops: bool = True, tactics: bool = False) -> str:
    """Return ``card`` if it names a card allowed here, else PositionError naming it."""
    if isinstance(card, str):
        if card in CLAN_SET:
            return card
        if troops and card in WILD_VALUES:
            return card
        if tactics and card in TACTIC_COUNTS:
            return card
    raise refused("not-a-card", card=quoted(card))


def card_key(card: str) -> tuple[int, int, str]:
    """Sort key: clan cards by colour then value, tactic cards after them by name."""
    pair = _PAIRS.get(card)
    return (0, pair[0] * 10 + pair[1], "") if pair else (1, 0, card)


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """The cards in canonical order (clan by colour and value, then tactics)."""
    return tuple(sorted(cards, key=card_key))
