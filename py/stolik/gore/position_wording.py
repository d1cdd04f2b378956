"""Why a Goré position string is refused: each rule's code and its English sentence (position.py raises
them; the page says the code in the player's language: web/games/gore/position_strings.py).

Params: ``text`` is the bad part of the text already quoted, ``player`` a player's letter (S or N), the rest
numbers.
"""
from __future__ import annotations

from stolik.core.errors import PositionError, position_error

WORDING: dict[str, str] = {
    "not-text": "a position must be text, not {text}",
    "too-long": "a Goré position is at most {most} characters long, not {length}: {text}",
    "fields": "a Goré position has 4 fields (counts, owners, captured, to move), got {count} in {text}",
    "counts": "{text} must be 8 seed counts (0 to {total}) separated by commas",
    "owners": "{text} must be 8 owner letters S or N",
    "no-hole": "{text}: {player} must own at least one hole",
    "captured": "{text} must be two captured counts (0 to {total}) like 12:6",
    "total": "seeds on the board ({board}) and captured ({captured}) must make {total}",
    "not-a-player": "{text} is not a player; use 'S' or 'N'",
    "offer-unreadable": "{text} is not a pending offer: {reason}",
    "not-an-offer": "{text} is not a pending offer like x:S3,S4",
    "offer-not-own": "{text}: {player} can only offer holes they own",
    "offer-keep-one": "{text}: the offerer must keep at least one hole",
    "offer-price": "{text}: {player} would pay {price} captured seeds and has only {captured}",
    "offer-over": "{text}: the game is over (every hole holds fewer than 3 seeds), so no offer is pending",
}


def refused(code: str, **params: object) -> PositionError:
    """The PositionError of rule ``code``, its English made from WORDING."""
    return position_error(WORDING, code, **params)
