"""One family of errors for every game, so the web layer has a single place to turn them into messages."""
from __future__ import annotations

from typing import Any, Mapping

QUOTE_LIMIT = 40    # characters of bad input a message quotes: 1 MB of input still makes a short message


def clip(text: object, limit: int = QUOTE_LIMIT) -> str:
    """``str(text)`` cut to ``limit`` characters, then an ellipsis: hostile text shown as it is, never huge.

    >>> clip("S2"), clip("x" * 100, 5)
    ('S2', 'xxxxx…')
    """
    shown = str(text)
    return shown if len(shown) <= limit else shown[:limit] + "…"


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr`` of bad input for a message (``!r`` per STYLE.md 3), cut short: a string keeps its quotes
    around its first ``limit`` characters; any other value's repr is cut to ``limit`` characters.

    >>> quoted("S2"), quoted("x" * 100, 5), quoted(list(range(100)), 8)
    ("'S2'", "'xxxxx'…", '[0, 1, 2…')
    """
    if isinstance(value, str):
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    return clip(repr(value), limit)


# What a player is told, whatever the technical message: the web layer says each in the player's language.
PLAIN = ("damaged", "not-stolik", "version", "variant", "moves", "position", "unknown-game", "no-link", "missing")


class GameError(ValueError):
    """Base of every error an engine raises on bad input.

    The message says exactly what is wrong, for developers and the console; ``plain`` (one of PLAIN) is
    what a player needs to know, and says it in any language.
    """

    plain = "damaged"

    def __init__(self, message: str = "", *, plain: str | None = None) -> None:
        super().__init__(message)
        if plain is not None:
            assert plain in PLAIN, plain
            self.plain = plain


class MalformedMoveError(GameError):
    """A move text that does not parse in the game's notation."""

    plain = "moves"


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow in this position."""

    plain = "moves"


class PositionError(GameError):
    """A position string that does not describe a valid position.

    ``code`` names the rule it breaks (None: only the English message says it) and ``params`` hold what a
    sentence about it needs, as plain values (a player's index, a hole's label, a card), so the page says it in
    the player's language and words (web/position_reasons.py); the message stays the engine's English.
    """

    plain = "position"

    def __init__(self, message: str = "", *, code: str | None = None, params: Mapping[str, Any] | None = None,
                 plain: str | None = None) -> None:
        super().__init__(message, plain=plain)
        self.code = code
        self.params: dict[str, Any] = dict(params or {})


def position_error(wording: Mapping[str, str], code: str, **params: Any) -> PositionError:
    """A PositionError for rule ``code`` of a game's ``wording`` table (code -> English sentence): the English
    message made from it, ``params`` kept as they are for the page (so a player is the engine's letter, a hole
    its label, a card its code: the page names each its own way).

    >>> error = position_error({"no-hole": "{player} must own a hole"}, "no-hole", player="N")
    >>> str(error), error.code, error.params
    ('N must own a hole', 'no-hole', {'player': 'N'})
    """
    return PositionError(wording[code].format(**params), code=code, params=params)


class RecordError(GameError):
    """A game record (saved game or link) that cannot be read or replayed."""
