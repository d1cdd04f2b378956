"""Reading position strings, like chess FEN: ``<8 counts> <8 owners> <captured S>:<captured N> <S|N> [x:offer]``.

The optional fifth field is an exchange offer awaiting the answer of the player to move.
``State.position()`` writes them; this module reads them back and depends on State, never the reverse.

>>> from stolik.gore.position import from_position
>>> from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S").play("S2").position()
'3,0,1,0,0,0,5,0 SSSSNNNN 25:14 N'
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Mapping

from stolik.core.errors import GameError, PositionError, quoted
from stolik.gore.board import EXCHANGE_PRICE, HOLES, PLAYER_LETTERS, TOTAL_SEEDS, player_index
from stolik.gore.notation import Offer, parse_move
from stolik.gore.state import GAME, State

# The longest real position is about 50 characters; anything far longer is refused before it is split.
MAX_POSITION_LENGTH = 200
# A count is a plain ASCII number without leading zeros and at most two digits (str.isdigit() also
# accepts "²" and "٣", which int() refuses or reads): the 48-seed check then bounds it.
_COUNT = re.compile(r"0|[1-9][0-9]?")


def from_position(text: str, options: Mapping[str, Any] | None = None) -> State:
    """Read a position string; PositionError says exactly which part is wrong.

    Only what can arise in play is read: every count a plain small number, 48 seeds in all, each
    player owning a hole, and a pending offer only one the offerer could have made. ``options`` are
    checked like a record's; the text says everything they could (who moves), so none is used.
    """
    GAME.checked_options(options)
    if not isinstance(text, str):
        raise PositionError(f"a position must be text, not {quoted(text)}")
    if len(text) > MAX_POSITION_LENGTH:
        raise PositionError(f"a Goré position is at most {MAX_POSITION_LENGTH} characters long, "
                            f"not {len(text)}: {quoted(text)}")
    fields = text.split()
    if len(fields) not in (4, 5):
        raise PositionError(f"a Goré position has 4 fields (counts, owners, captured, to move), got {len(fields)} in {quoted(text)}")
    counts_text, owners_text, captured_text, mover = fields[:4]
    counts = counts_text.split(",")
    if len(counts) != HOLES or not all(_COUNT.fullmatch(c) for c in counts):
        raise PositionError(f"{quoted(counts_text)} must be 8 seed counts (0 to {TOTAL_SEEDS}) separated by commas")
    seeds = tuple(int(c) for c in counts)
    if len(owners_text) != HOLES or set(owners_text) - set(PLAYER_LETTERS):
        raise PositionError(f"{quoted(owners_text)} must be 8 owner letters S or N")
    owners = tuple(player_index(c) for c in owners_text)
    for player in (0, 1):
        if player not in owners:
            raise PositionError(f"{owners_text!r}: {PLAYER_LETTERS[player]} must own at least one hole")
    piles = captured_text.split(":")
    if len(piles) != 2 or not all(_COUNT.fullmatch(p) for p in piles):
        raise PositionError(f"{quoted(captured_text)} must be two captured counts (0 to {TOTAL_SEEDS}) like 12:6")
    captured = (int(piles[0]), int(piles[1]))
    if sum(seeds) + sum(captured) != TOTAL_SEEDS:
        raise PositionError(f"seeds on the board ({sum(seeds)}) and captured ({sum(captured)}) must make {TOTAL_SEEDS}")
    state = State(seeds, owners, captured, player_index(mover))
    if len(fields) == 5:
        state = replace(state, offer=_read_offer(fields[4], state))
    return replace(state, history=(state._key(),))


def _read_offer(text: str, state: State) -> tuple[int, ...]:
    """The holes of a pending offer, refused unless the offerer could have offered them here."""
    try:
        offer = parse_move(text)
    except GameError as exc:
        raise PositionError(f"{quoted(text)} is not a pending offer: {exc}") from exc
    if not isinstance(offer, Offer):
        raise PositionError(f"{quoted(text)} is not a pending offer like x:S3,S4")
    offerer, receiver = 1 - state.to_move, state.to_move
    if any(state.owners[h] != offerer for h in offer.holes):
        raise PositionError(f"{text!r}: {PLAYER_LETTERS[offerer]} can only offer holes they own")
    if sum(1 for o in state.owners if o == offerer) <= len(offer.holes):
        raise PositionError(f"{text!r}: the offerer must keep at least one hole")
    price = EXCHANGE_PRICE * len(offer.holes)
    if state.captured[receiver] < price:
        raise PositionError(f"{text!r}: {PLAYER_LETTERS[receiver]} would pay {price} captured seeds "
                            f"and has only {state.captured[receiver]}")
    if max(state.seeds) < 3:
        raise PositionError(f"{text!r}: the game is over (every hole holds fewer than 3 seeds), so no offer is pending")
    return offer.holes
