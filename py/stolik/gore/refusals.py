"""Why a Goré move cannot be played now: the rule it breaks, as one value (``core.refusal.Refusal``) a
screen says in the player's language. ``State.refusal`` asks it for a move legal_moves() does not list.

Codes, in the order they are checked, and their ``detail`` (holes by their labels, S1–N4):

- ``answer-first``: an exchange was offered; the only moves are its answers (``holes``: the offer).
- ``no-offer``: an answer (``+`` or ``-``) with no offer waiting.
- ``must-sow``: a pass while one of the player's holes holds a seed.
- ``not-yours``: a sowing or an offer of a hole the opponent owns (``hole``: the first such).
- ``empty``: a sowing of one of the player's holes that holds no seed (``hole``).
- ``too-many``: an offer of more than ``most`` holes.
- ``keep-one``: an offer of every hole the player owns; one must be kept.
- ``price``: an offer the opponent cannot pay for: 6 of their captured seeds a hole (``holes``,
  ``price``, and the ``captured`` seeds they have).

``game-over`` (no move at all) is the state's own answer.

>>> refused(Offer((0, 1)), seeds=(6,) * 8, owners=(0,) * 4 + (1,) * 4, captured=(0, 8), to_move=0, offer=None)
Refusal(code='price', detail={'holes': ['S1', 'S2'], 'price': 12, 'captured': 8})
"""
from __future__ import annotations

from stolik.core.refusal import Refusal
from stolik.gore.board import EXCHANGE_PRICE, INDEX, LABELS, MAX_OFFERED
from stolik.gore.notation import Answer, Move, Offer, Pass

CODES = ("game-over", "answer-first", "no-offer", "must-sow", "not-yours", "empty", "too-many", "keep-one", "price")


def long_offer(text: str) -> Offer | None:
    """An offer of more holes than the notation allows, as a person may type it (any case, spacing and
    order, each hole once), so it is refused by the rule rather than as bad text; None for other text.

    >>> long_offer(" x: n1, s1, s2, s3 "), long_offer("x:S1,S1,S2,S3")
    (Offer(holes=(0, 1, 2, 4)), None)
    """
    squeezed = "".join(text.split()).upper() if isinstance(text, str) else ""
    names = squeezed[2:].split(",") if squeezed.startswith("X:") else []
    if len(names) <= MAX_OFFERED or len(set(names)) != len(names) or not all(name in INDEX for name in names):
        return None
    return Offer(tuple(sorted(INDEX[name] for name in names)))


def refused(move: Move, *, seeds: tuple[int, ...], owners: tuple[int, ...], captured: tuple[int, int], to_move: int,
            offer: tuple[int, ...] | None) -> Refusal | None:
    """The rule ``move`` breaks in the position these fields make (as ``State`` holds them), None when it
    breaks none: then legal_moves() lists it, unless the game is over."""
    if offer is not None:
        return None if isinstance(move, Answer) else Refusal("answer-first", {"holes": [LABELS[h] for h in offer]})
    if isinstance(move, Answer):
        return Refusal("no-offer")
    mine = [h for h, owner in enumerate(owners) if owner == to_move]
    if isinstance(move, Pass):
        return Refusal("must-sow") if any(seeds[h] for h in mine) else None
    holes = move.holes if isinstance(move, Offer) else (move.hole,)
    theirs = [h for h in holes if owners[h] != to_move]
    if isinstance(move, Offer) and len(holes) > MAX_OFFERED:
        return Refusal("too-many", {"most": MAX_OFFERED})
    if theirs:
        return Refusal("not-yours", {"hole": LABELS[theirs[0]]})
    if not isinstance(move, Offer):
        return None if seeds[move.hole] else Refusal("empty", {"hole": LABELS[move.hole]})
    if len(holes) >= len(mine):
        return Refusal("keep-one")
    price, paying = EXCHANGE_PRICE * len(holes), captured[1 - to_move]
    if price > paying:
        return Refusal("price", {"holes": [LABELS[h] for h in holes], "price": price, "captured": paying})
    return None
