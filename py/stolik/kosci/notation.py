"""Move texts: the outcome form the engine lists, and the dice-assignment form people may type.

A move is written by its outcome, as the rulings show it for people: ``2: B1→A1 +6`` (pawn face,
from, to, points gained) or ``4: D11→off +24`` for an exit. Other moves: ``roll``, ``pass`` and
the setup moves (see ``setup``). ``play`` takes only these texts, exactly as ``legal_moves`` lists
them, so a record holds one spelling per move; other spellings (``->`` or ``-`` for the arrow, the
assignment form ``i2 d3 m1 s6``, with ``d5:FL`` naming the way when the direction die allows several)
are read here only to tell the player which move to write instead, or why there is none.
"""
from __future__ import annotations

import re

from stolik.core.errors import MalformedMoveError, quoted
from stolik.kosci.board import DIRECTIONS, EXIT, parse_square, square_name
from stolik.kosci.movement import Outcome

ROLL, PASS = "roll", "pass"
MOVE_TEXT_LIMIT = 64           # longer than any move (a setup move has 41 characters): refused unread
_OUTCOME = re.compile(r"^\s*([1-6])\s*:\s*([A-Ha-h]\d{1,2})\s*(?:→|->|-)\s*([A-Ha-h]\d{1,2}|(?i:off))\s*\+\s*(\d{1,3})\s*$")
_ASSIGNMENT = re.compile(r"^\s*i([1-6])\s+d([1-6])(?::([FBLR]{1,2}))?\s+m([1-6])\s+s([1-6])\s*$", re.IGNORECASE)


def outcome_text(outcome: Outcome) -> str:
    """``2: B1→A1 +6``: the move's identity in legal_moves, records and the UI."""
    dest = "off" if outcome.dest == EXIT else square_name(outcome.dest)
    return f"{outcome.pawn % 6 + 1}: {square_name(outcome.src)}→{dest} +{outcome.points}"


def parse_outcome(text: str) -> str | None:
    """The canonical text of an outcome-form move, or None if ``text`` is not in that form."""
    match = _OUTCOME.match(text)
    if match is None:
        return None
    face, src, dest, points = match.groups()
    try:
        src_name = square_name(parse_square(src))
        dest_name = "off" if dest.lower() == "off" else square_name(parse_square(dest))
    except ValueError as exc:
        raise MalformedMoveError(f"{quoted(text)}: {exc}") from None
    return f"{face}: {src_name}→{dest_name} +{int(points)}"


def parse_assignment(text: str) -> tuple[int, int, str | None, int, int] | None:
    """(indicator, direction, way or None, distance, score) of an assignment-form move, or None."""
    match = _ASSIGNMENT.match(text)
    if match is None:
        return None
    i, d, way, m, s = match.groups()
    if way is not None and way.upper() not in DIRECTIONS:
        raise MalformedMoveError(f"{way!r} in {quoted(text)} is not a direction (F, B, L, R, FL, FR, BL, BR)")
    return int(i), int(d), None if way is None else way.upper(), int(m), int(s)
