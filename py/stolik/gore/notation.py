"""Move texts: ``S2`` sow, ``x:S3,S4`` offer holes, ``+`` accept, ``-`` refuse, ``pass``.

Every move has exactly one text, the one ``legal_moves()`` lists and records store; ``play``
refuses another spelling of the same move, which ``canonical_text`` turns into that one text.

>>> parse_move("x:S3,S4")
Offer(holes=(2, 3))
>>> format_move(parse_move("x:S3,S4"))
'x:S3,S4'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from stolik.core.errors import MalformedMoveError, quoted
from stolik.gore.board import INDEX, LABELS, MAX_OFFERED

PASS, ACCEPT, REFUSE = "pass", "+", "-"


@dataclass(frozen=True)
class Sow:
    hole: int


@dataclass(frozen=True)
class Offer:
    holes: tuple[int, ...]   # sorted, distinct


@dataclass(frozen=True)
class Answer:
    accept: bool


@dataclass(frozen=True)
class Pass:
    pass


Move = Union[Sow, Offer, Answer, Pass]


def parse_move(text: str) -> Move:
    """Read a move text; MalformedMoveError quotes what could not be read."""
    if not isinstance(text, str):
        raise MalformedMoveError(f"a move must be text, not {quoted(text)}")
    if text in INDEX:
        return Sow(INDEX[text])
    if text == PASS:
        return Pass()
    if text in (ACCEPT, REFUSE):
        return Answer(text == ACCEPT)
    if text.startswith("x:"):
        return _parse_offer(text)
    raise MalformedMoveError(f"{quoted(text)} is not a Goré move (S1–N4, x:S3,S4, +, -, pass)")


def _parse_offer(text: str) -> Offer:
    """``x:`` and 1 to 3 distinct holes in loop order, the only spelling records may hold."""
    names = text[2:].split(",", MAX_OFFERED)
    if len(names) > MAX_OFFERED:
        raise MalformedMoveError(f"offer {quoted(text)} must name 1 to {MAX_OFFERED} holes")
    bad = [n for n in names if n not in INDEX]
    if bad:
        raise MalformedMoveError(f"{quoted(bad[0])} in offer {quoted(text)} is not a hole (S1–S4, N1–N4)")
    holes = tuple(sorted(INDEX[n] for n in names))
    if len(set(holes)) != len(holes):
        raise MalformedMoveError(f"offer {quoted(text)} names a hole twice")
    offer = Offer(holes)
    if format_move(offer) != text:
        raise MalformedMoveError(f"offer {quoted(text)} must list its holes in loop order: {format_move(offer)!r}")
    return offer


def canonical_text(text: str) -> str:
    """The one text of the move ``text`` spells as a person may type it: any case, spaces anywhere, an
    offer's holes in any order; MalformedMoveError (quoting that spelling) when it names no move.

    >>> canonical_text(" x: n1, s3 "), canonical_text("s2"), canonical_text("PASS")
    ('x:S3,N1', 'S2', 'pass')
    """
    if not isinstance(text, str):
        return format_move(parse_move(text))            # refused: a move is text
    squeezed = "".join(text.split()).upper()
    if squeezed == PASS.upper():
        return PASS
    if squeezed.startswith("X:"):
        names = squeezed[2:].split(",")
        if all(name in INDEX for name in names):
            names.sort(key=INDEX.__getitem__)
        squeezed = "x:" + ",".join(names)
    return format_move(parse_move(squeezed))


def format_move(move: Move) -> str:
    """The canonical text of a move (offers list holes in loop order)."""
    if isinstance(move, Sow):
        return LABELS[move.hole]
    if isinstance(move, Offer):
        return "x:" + ",".join(LABELS[h] for h in move.holes)
    if isinstance(move, Answer):
        return ACCEPT if move.accept else REFUSE
    return PASS
