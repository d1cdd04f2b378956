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

from stolik.core.errors import GameError, quoted
from stolik.gore.board import EXCHANGE_PRICE, HOLES, PLAYER_LETTERS, TOTAL_SEEDS, player_index
from stolik.gore.notation import Offer, parse_move
from stolik.gore.position_wording import refused
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
        raise refused("not-text", text=quoted(text))
    if len(text) > MAX_POSITION_LENGTH:
        raise refused("too-long", most=MAX_POSITION_LENGTH, length=len(text), text=quoted(text))
    fields = text.split()
    if len(fields) not in (4, 5):
        raise refused("fields", count=len(fields), text=quoted(text))
    counts_text, owners_text, captured_text, mover = fields[:4]
    counts = counts_text.split(",")
    if len(counts) != HOLES or not all(_COUNT.fullmatch(c) for c in counts):
        raise refused("counts", text=quoted(counts_text), total=TOTAL_SEEDS)
    seeds = tuple(int(c) for c in counts)
    if len(owners_text) != HOLES or set(owners_text) - set(PLAYER_LETTERS):
        raise refused("owners", text=quoted(owners_text))
    owners = tuple(player_index(c) for c in owners_text)
    for player in (0, 1):
        if player not in owners:
            raise refused("no-hole", text=repr(owners_text), player=PLAYER_LETTERS[player])
    piles = captured_text.split(":")
    if len(piles) != 2 or not all(_COUNT.fullmatch(p) for p in piles):
        raise refused("captured", text=quoted(captured_text), total=TOTAL_SEEDS)
    captured = (int(piles[0]), int(piles[1]))
    if sum(seeds) + sum(captured) != TOTAL_SEEDS:
        raise refused("total", board=sum(seeds), captured=sum(captured), total=TOTAL_SEEDS)
    state = State(seeds, owners, captured, player_index(mover))
    if len(fields) == 5:
        state = replace(state, offer=_read_offer(fields[4], state))
    return replace(state, history=(state._key(),))


def _read_offer(text: str, state: State) -> tuple[int, ...]:
    """The holes of a pending offer, refused unless the offerer could have offered them here."""
    try:
        offer = parse_move(text)
    except GameError as exc:
        raise refused("offer-unreadable", text=quoted(text), reason=str(exc)) from exc
    if not isinstance(offer, Offer):
        raise refused("not-an-offer", text=quoted(text))
    offerer, receiver = 1 - state.to_move, state.to_move
    if any(state.owners[h] != offerer for h in offer.holes):
        raise refused("offer-not-own", text=repr(text), player=PLAYER_LETTERS[offerer])
    if sum(1 for o in state.owners if o == offerer) <= len(offer.holes):
        raise refused("offer-keep-one", text=repr(text))
    price = EXCHANGE_PRICE * len(offer.holes)
    if state.captured[receiver] < price:
        raise refused("offer-price", text=repr(text), player=PLAYER_LETTERS[receiver], price=price,
                      captured=state.captured[receiver])
    if max(state.seeds) < 3:
        raise refused("offer-over", text=repr(text))
    return offer.holes
