"""Setup, part of the game: each player puts their six pawns on six of their eight starting squares.

Notation: one move per player, ``setup B1=2 C1=3 D1=1 E1=4 F1=5 G1=6`` (square=face for the six
squares used, written in column order), or ``setup random``, which the engine resolves with the
game's seeded generator (so a record replays exactly). Player One places first, then Player Two;
then the starting player is drawn by lot from the same generator.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, permutations
from typing import Mapping

from stolik.core.errors import IllegalMoveError, MalformedMoveError, quoted
from stolik.core.rng import Rng
from stolik.kosci.board import PLAYER_LETTERS, parse_square, square_name, start_row

RANDOM = "setup random"


def setup_text(placement: dict[int, int]) -> str:
    """The canonical text of a placement ``{square: face}``."""
    return "setup " + " ".join(f"{square_name(s)}={f}" for s, f in sorted(placement.items()))


def setup_move(placement: Mapping[str, int]) -> str:
    """The setup move placing ``{square name: face}``, written as the engine writes it, for a screen that
    builds it from clicks (``State.describe`` then says if it is legal); MalformedMoveError if a name is
    no square.

    >>> setup_move({"C1": 3, "B1": 2})
    'setup B1=2 C1=3'
    """
    squares: dict[int, int] = {}
    for name, face in placement.items():
        try:
            squares[parse_square(name)] = face
        except ValueError as exc:
            raise MalformedMoveError(f"setup on {quoted(name)}: {exc}") from None
    return setup_text(squares)


@lru_cache(maxsize=2)
def setup_moves(player: int) -> tuple[str, ...]:
    """All 20,160 explicit placements of ``player`` (8!/2!) plus ``setup random``, computed once
    (in the page at a game's first move: each text is built straight in canonical square order)."""
    row = sorted(start_row(player))
    faces = list(permutations("123456"))
    texts: list[str] = []
    for names in combinations([square_name(square) for square in row], 6):
        template = "setup " + " ".join(name + "=%s" for name in names)    # a third of the time of joining each
        texts += [template % placed for placed in faces]
    texts.sort()
    return tuple(texts) + (RANDOM,)


def parse_setup(text: str, player: int) -> dict[int, int] | None:
    """``{square: face}`` of a setup move, or None for ``setup random``; errors quote the bad part.

    Any order of the squares is read; ``State.play`` then takes only the canonical text (``setup_text``).
    """
    words = text.split()
    if not words or words[0].lower() != "setup":
        raise MalformedMoveError(f"{quoted(text)} is not a setup move (e.g. 'setup B1=2 C1=3 D1=1 E1=4 F1=5 G1=6' or {RANDOM!r})")
    if len(words) == 2 and words[1].lower() == "random":
        return None
    if len(words) != 7:
        raise MalformedMoveError(f"{quoted(text)} must name six squares, e.g. 'setup B1=2 C1=3 D1=1 E1=4 F1=5 G1=6'")
    placement: dict[int, int] = {}
    for word in words[1:]:
        square_text, _, face_text = word.partition("=")
        try:
            square = parse_square(square_text)
        except ValueError as exc:
            raise MalformedMoveError(f"{quoted(word)} in {quoted(text)}: {exc}") from None
        if face_text not in ("1", "2", "3", "4", "5", "6"):
            raise MalformedMoveError(f"{quoted(word)} in {quoted(text)} needs a face 1-6 after '='")
        if square not in start_row(player):
            raise IllegalMoveError(f"{quoted(word)}: {PLAYER_LETTERS[player]} sets up on their own start row only")
        if square in placement:
            raise IllegalMoveError(f"{quoted(word)}: square {square_text!r} is used twice in {quoted(text)}")
        placement[square] = int(face_text)
    if sorted(placement.values()) != [1, 2, 3, 4, 5, 6]:
        raise IllegalMoveError(f"{quoted(text)} must place each of the six pawns 1-6 exactly once")
    return placement


def random_placement(rng_state: int, player: int) -> tuple[dict[int, int], int]:
    """A placement drawn from the game's generator: (``{square: face}``, the generator's new state)."""
    rng = Rng.from_state(rng_state)
    faces = [1, 2, 3, 4, 5, 6, 0, 0]
    rng.shuffle(faces)
    placement = {s: f for s, f in zip(start_row(player), faces) if f}
    return placement, rng.state
