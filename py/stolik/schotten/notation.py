"""Move notation: one short text per step of a turn, parsed into a tuple and written back.

======================  ==========================================================
``r7@3``                place clan card r7 on your side of stone 3 (stones 1-9)
``JOKER@3`` ``SPY@3``   place a troop card (Joker, Spy, Shield-bearer) on your side
``BLIND@3`` ``MUD@3``   place an environment card on stone 3 itself
``BANSHEE b5@3``        Banshee: discard the opponent's b5 from stone 3
``TRAITOR b5@3>7``      Traitor: take the opponent's b5 from stone 3 to your side of stone 7
``STRATEGIST r7@3>5``   Strategist: move your r7 from stone 3 to stone 5 (``>x``: discard it)
``RECRUITER``           Recruiter: then three ``draw``/``draw tactic`` steps and one ``return``
``return r3 SPY``       put these cards from your hand at the bottom of their decks, in the
                        order named (``return g1 g2``: g1 goes under first, g2 ends lowest)
``claim 3``             claim stone 3 (listed only when the proof holds)
``draw``                draw from the clan deck (``draw tactic``: from the tactic deck)
``end``                 end the turn when no deck can be drawn from
``pass``                no card can (or, with only tactics playable, will) be placed
======================  ==========================================================

A turn is one or more moves by the same player: ``r7@3``, then ``claim 3`` and ``draw`` when there
is a choice to make; when the only thing left is to draw or end, the engine does it at once.

>>> parse("TRAITOR b5@3>7")
('TRAITOR', 'b5', 3, 7)
>>> parse("STRATEGIST JOKER@2>x")
('STRATEGIST', 'JOKER', 2, 0)
"""
from __future__ import annotations

import re
from typing import Any

from stolik.core.errors import MalformedMoveError, quoted
from stolik.schotten.cards import CLAN_BACK, CLAN_SET, TACTIC_BACK, TACTIC_COUNTS

Move = tuple[Any, ...]   # the kind first, then its fields: ("place", "r7", 3), ("claim", 3), ("draw", "tactic"), ...

_CARDS = CLAN_SET | set(TACTIC_COUNTS)
_STONE_TEXT = {str(n): n for n in range(1, 10)}
LONGEST_MOVE = len("return STRATEGIST STRATEGIST")     # no longer text can parse
_AROUND_SIGNS = re.compile(r"\s*([@>])\s*")
_SIGNS = re.compile(r"([@>])")


def _stone(text: str, move: str) -> int:
    if text not in _STONE_TEXT:
        raise MalformedMoveError(f"{quoted(text)} is not a stone number 1-9 in move {quoted(move)}")
    return _STONE_TEXT[text]


def _card_at(text: str, move: str) -> tuple[str, int]:
    card, sep, stone = text.partition("@")
    if not sep or card not in _CARDS:
        raise MalformedMoveError(f"{quoted(text)} is not card@stone (e.g. 'r7@3') in move {quoted(move)}")
    return card, _stone(stone, move)


def parse(move: str) -> Move:
    """The tuple form of a move text; MalformedMoveError quoting the text when it does not parse.

    Only the canonical spelling parses (single spaces, exact case), so ``write(parse(m)) == m``.
    """
    if not isinstance(move, str) or len(move) > LONGEST_MOVE:
        raise MalformedMoveError(f"{quoted(move)} is not a Schotten Totten move (e.g. 'r7@3', 'claim 3', 'draw')")
    words = move.split(" ")
    head = words[0]
    if len(words) == 1:
        if move in ("draw", "end", "pass"):
            return (move,)
        if move == "RECRUITER":
            return ("RECRUITER",)
        if "@" in move:
            card, stone = _card_at(move, move)
            if card in ("RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR"):
                raise MalformedMoveError(f"{card!r} goes to the discard pile, not on a stone, in move {quoted(move)}")
            return ("place", card, stone)
    elif head == "claim" and len(words) == 2:
        return ("claim", _stone(words[1], move))
    elif move == "draw tactic":
        return ("draw", "tactic")
    elif head == "return" and 2 <= len(words) <= 3:
        for card in words[1:]:         # (a face-down card: the friend's, on a device of a secret game)
            if card not in _CARDS and card not in (CLAN_BACK, TACTIC_BACK):
                raise MalformedMoveError(f"{quoted(card)} is not a card in move {quoted(move)}")
        return ("return", *words[1:])
    elif head == "BANSHEE" and len(words) == 2:
        return ("BANSHEE", *_card_at(words[1], move))
    elif head in ("TRAITOR", "STRATEGIST") and len(words) == 2:
        source, sep, target = words[1].partition(">")
        if not sep:
            raise MalformedMoveError(f"{quoted(move)} needs a target: {head} card@stone>stone")
        card, stone = _card_at(source, move)
        if head == "STRATEGIST" and target == "x":
            return (head, card, stone, 0)
        return (head, card, stone, _stone(target, move))
    raise MalformedMoveError(f"{quoted(move)} is not a Schotten Totten move (e.g. 'r7@3', 'claim 3', 'draw')")


def spelled(text: str) -> str:
    """The notation's spelling of a move as a person may type it: single spaces, none around ``@`` and
    ``>``, tactic cards in capitals and everything else in small letters (``parse`` then reads it or
    says why not).

    >>> spelled("  traitor  B5 @ 3 > 7 "), spelled("Claim 3"), spelled("Return R3 spy")
    ('TRAITOR b5@3>7', 'claim 3', 'return r3 SPY')
    """
    if not isinstance(text, str) or len(text) > 4 * LONGEST_MOVE:
        return text                                     # refused by parse as it is
    words = _AROUND_SIGNS.sub(r"\1", text).split()
    return " ".join("".join(_cased(part) for part in _SIGNS.split(word)) for word in words)


def _cased(word: str) -> str:
    return word.upper() if word.upper() in TACTIC_COUNTS else word.lower()


def write(parsed: Move) -> str:
    """The text of a parsed move (the inverse of ``parse``)."""
    kind: str = parsed[0]
    if kind == "place":
        return f"{parsed[1]}@{parsed[2]}"
    if kind == "claim":
        return f"claim {parsed[1]}"
    if kind == "draw":
        return "draw tactic" if len(parsed) > 1 and parsed[1] == "tactic" else "draw"
    if kind == "return":
        return " ".join(parsed)
    if kind == "BANSHEE":
        return f"BANSHEE {parsed[1]}@{parsed[2]}"
    if kind in ("TRAITOR", "STRATEGIST"):
        return f"{kind} {parsed[1]}@{parsed[2]}>{parsed[3] or 'x'}"
    return kind
