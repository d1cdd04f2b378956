"""Why a Mądre kości position string is refused: each rule's code and its English sentence (position.py
raises them; the page says the code in the player's language: web/games/kosci/position_strings.py).

Params: ``text`` is the bad part of the text already quoted, ``player`` a player's letter (A or B), ``pawn``
a pawn's name (``A3``), ``square`` a square's name (``C1``), the rest numbers or the engine's English.
"""
from __future__ import annotations

from stolik.core.errors import PositionError, position_error

WORDING: dict[str, str] = {
    "not-text": "a position must be text, not {kind}",
    "too-long": "{text} is too long to be a position ({length} characters)",
    "fields": "{text}: a position is '<pawns> <score>:<score> <A|B> <roll or -> [last|over]'",
    "not-a-pawn": "{text} is not a pawn: write <A|B><face 1-6>@<square>, e.g. 'A3@C1'",
    "not-a-square": "{text}: {reason}",
    "pawn-twice": "pawn {pawn} is listed twice ({text})",
    "stack-apart": "{text}: pawns sharing {square} must be listed together, bottom first",
    "not-a-player": "{text} is not the player to move: write A (Player One) or B (Player Two)",
    "not-a-score": "{text} is not a score: write <Player One>:<Player Two>, e.g. '12:30'",
    "not-a-roll": "{text} is not a roll: write four dice 1-6 (e.g. '6321') or '-'",
    "fifth-word": "{text}: the fifth word may only be 'last' or 'over'",
    "over-with-roll": "{text}: a finished game has no roll to assign (write '-')",
    "setup-fields": "{text}: a setup position is 'setup [<pawns placed>] <A|B>'",
    "setup-all-or-none": "{text}: during setup a player has placed all six pawns or none",
    "setup-start-row": "{text}: {player}'s pawns must stand on their start row during setup",
    "setup-shared": "{text}: pawns cannot share a square during setup",
    "setup-placed": "{text}: {player} has already placed their pawns",
    "setup-first": "{text}: A (Player One) sets up first",
    "two-off": "{player} has two pawns off the board: the first exit ends the game",
    "off-in-play": "a pawn of {player} is off the board but the position is not 'last' (the opponent's last roll) or 'over'",
    "last-one-off": "'last' is the opponent's last roll after the first exit: exactly one pawn is off the board",
    "own-last-roll": "{player} took the pawn off: the last roll is the opponent's",
    "all-covered": "every pawn of {player} is covered: one must stay free",
    "score-range": "{player} cannot have {score} points here: between {least} (for pawns past the middle line and "
                   "off the board) and {most}",
}


def refused(code: str, **params: object) -> PositionError:
    """The PositionError of rule ``code``, its English made from WORDING."""
    return position_error(WORDING, code, **params)
