"""Position strings, like chess FEN: ``<8 counts> <8 owners> <captured S>:<captured N> <S|N> [x:offer]``.

The optional fifth field is an exchange offer awaiting the answer of the player to move.

>>> from stolik.gore.position import from_position
>>> from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S").play("S2").position()
'3,0,1,0,0,0,5,0 SSSSNNNN 25:14 N'
"""
from __future__ import annotations

from dataclasses import replace

from stolik.core.errors import GameError, PositionError
from stolik.gore.board import HOLES, LABELS, PLAYER_LETTERS, TOTAL_SEEDS, player_index
from stolik.gore.notation import Offer, parse_move
from stolik.gore.state import State


def write_position(state: State) -> str:
    """The position string of ``state`` (history for the house rules is not part of it)."""
    text = "{} {} {}:{} {}".format(
        ",".join(map(str, state.seeds)), "".join(PLAYER_LETTERS[o] for o in state.owners),
        state.captured[0], state.captured[1], PLAYER_LETTERS[state.to_move])
    if state.offer is not None:
        text += " x:" + ",".join(LABELS[h] for h in state.offer)
    return text


def from_position(text: str) -> State:
    """Read a position string; PositionError says exactly which part is wrong."""
    if not isinstance(text, str):
        raise PositionError(f"a position must be text, not {text!r}")
    fields = text.split()
    if len(fields) not in (4, 5):
        raise PositionError(f"a Goré position has 4 fields (counts, owners, captured, to move), got {len(fields)} in {text!r}")
    counts_text, owners_text, captured_text, mover = fields[:4]
    counts = counts_text.split(",")
    if len(counts) != HOLES or not all(c.isdigit() for c in counts):
        raise PositionError(f"{counts_text!r} must be 8 seed counts separated by commas")
    seeds = tuple(int(c) for c in counts)
    if len(owners_text) != HOLES or set(owners_text) - set(PLAYER_LETTERS):
        raise PositionError(f"{owners_text!r} must be 8 owner letters S or N")
    owners = tuple(player_index(c) for c in owners_text)
    for player in (0, 1):
        if player not in owners:
            raise PositionError(f"{owners_text!r}: {PLAYER_LETTERS[player]} must own at least one hole")
    piles = captured_text.split(":")
    if len(piles) != 2 or not all(p.isdigit() for p in piles):
        raise PositionError(f"{captured_text!r} must be two captured counts like 12:6")
    captured = (int(piles[0]), int(piles[1]))
    if sum(seeds) + sum(captured) != TOTAL_SEEDS:
        raise PositionError(f"seeds on the board ({sum(seeds)}) and captured ({sum(captured)}) must make {TOTAL_SEEDS}")
    state = State(seeds, owners, captured, player_index(mover))
    if len(fields) == 5:
        state = replace(state, offer=_read_offer(fields[4], state))
    return replace(state, history=(state._key(),))


def _read_offer(text: str, state: State) -> tuple[int, ...]:
    try:
        offer = parse_move(text)
    except GameError as exc:
        raise PositionError(f"{text!r} is not a pending offer: {exc}") from exc
    if not isinstance(offer, Offer):
        raise PositionError(f"{text!r} is not a pending offer like x:S3,S4")
    offerer = 1 - state.to_move
    if any(state.owners[h] != offerer for h in offer.holes):
        raise PositionError(f"{text!r}: {PLAYER_LETTERS[offerer]} can only offer holes they own")
    if sum(1 for o in state.owners if o == offerer) <= len(offer.holes):
        raise PositionError(f"{text!r}: the offerer must keep at least one hole")
    return offer.holes
