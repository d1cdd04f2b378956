"""One family of errors for every game, so the web layer has a single place to turn them into messages."""
from __future__ import annotations


class GameError(ValueError):
    """Base of every error an engine raises on bad input."""


class MalformedMoveError(GameError):
    """A move text that does not parse in the game's notation."""


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow in this position."""


class PositionError(GameError):
    """A position string that does not describe a valid position."""


class RecordError(GameError):
    """A game record (saved game or link) that cannot be read or replayed."""
