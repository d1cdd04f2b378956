"""What every game's hostile-position tests check, once: a position text the reader refuses is refused
with a short PositionError; one it accepts is a position play can go on from."""
from __future__ import annotations

from typing import Any, Callable

from stolik.core.errors import PositionError

MESSAGE_LIMIT = 400     # bad input is quoted as a short prefix, never whole


def accepted_plays_on(from_position: Callable[[str], Any], state: Any, most: int | None = None) -> None:
    """The text reads back to itself, the game goes on exactly while it has moves, every legal move (or
    the first ``most``) plays, and each position reached reads back too."""
    text = state.position()
    assert from_position(text).position() == text
    legal = state.legal_moves()
    assert (state.result() is None) == bool(legal), "a game goes on exactly while it has moves"
    for move in legal if most is None else legal[:most] + legal[-1:]:
        after = state.play(move)
        assert from_position(after.position()).position() == after.position()


def refused_or_plays_on(from_position: Callable[[str], Any], text: str, most: int | None = None) -> None:
    """A mutated position text: a short PositionError, or a position that plays on."""
    try:
        state = from_position(text)
    except PositionError as refused:
        assert len(str(refused)) < MESSAGE_LIMIT, "bad input is quoted as a short prefix"
        return
    accepted_plays_on(from_position, state, most)
