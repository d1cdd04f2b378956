"""Why a GameString is refused: each rule's code and its English sentence (position.py raises them; the page
says the code in the player's language: web/games/hive/position_strings.py).

Params: ``text`` and ``move`` are bad parts of the text already quoted, ``number`` a move's number; a move
that breaks a rule of play names it as ``refusals.why`` does (``rule``, its code, and ``detail``), and
``reason`` is the engine's English for the console.
"""
from __future__ import annotations

from stolik.core.errors import PositionError, position_error

WORDING: dict[str, str] = {
    "not-text": "a GameString is text, not {kind}",
    "too-long": "{text} is too long for a GameString ({length} characters, at most {most})",
    "not-a-game-type": "{text} is not a GameTypeString (Base, Base+M, ... Base+MLP)",
    "not-a-game-string": "{text} is not a GameString: GameType;GameState;Turn;moves...",
    "not-a-game-state": "{text} is not a GameState ({states})",
    "too-many-moves": "{count} moves: a game of Hive ends by {most}",
    "turn-mismatch": "{text} does not match the moves: it is {turn}",
    "state-mismatch": "{text} does not match the moves: the game is {status}",
    "after-the-end": "move {number} ({move}) comes after the end of the game",
    "move-unreadable": "move {number} ({move}) cannot be played: {reason}",
    "move-refused": "move {number} ({move}) cannot be played: {reason}",
}


def refused(code: str, **params: object) -> PositionError:
    """The PositionError of rule ``code``, its English made from WORDING."""
    return position_error(WORDING, code, **params)
